/* sy-items.c: names of the pieces and symbols
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-items"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-items.h"
#include "sy-words.h"

/* Marks a singular and a plural for xgettext (po/meson.build names the
 * keyword); the strings are translated where they are used. */
#define SY_NP_(singular, plural) singular, plural

static const struct {
  const char *id;
  const char *singular;
  const char *plural;
  gboolean crew;
} items[SY_N_ITEMS] = {
  [SY_ITEM_SAIL] = { "sail", SY_NP_("sail", "sails"), FALSE },
  [SY_ITEM_SMOKESTACK] = { "smokestack", SY_NP_("smokestack", "smokestacks"), FALSE },
  [SY_ITEM_CANNON] = { "cannon", SY_NP_("cannon", "cannons"), FALSE },
  [SY_ITEM_CRANE] = { "crane", SY_NP_("crane", "cranes"), FALSE },
  [SY_ITEM_PROPELLER] = { "propeller", SY_NP_("propeller", "propellers"), FALSE },
  [SY_ITEM_CAPTAIN] = { "captain", SY_NP_("captain", "captains"), TRUE },
  /* Named by edition in sy_item_get_plural() */
  [SY_ITEM_BUSINESSMAN] = { "businessman", NULL, NULL, TRUE },
  [SY_ITEM_SOLDIER] = { "soldier", SY_NP_("soldier", "soldiers"), TRUE },
  [SY_ITEM_STOKER] = { "stoker", SY_NP_("stoker", "stokers"), TRUE },
};

static const struct {
  const char *id;
  const char *name;
} symbols[SY_N_SYMBOLS] = {
  [SY_SYMBOL_RIGGING_MOUNT] = { "rigging-mount", N_("sail or smokestack mount") },
  [SY_SYMBOL_CANNON_MOUNT] = { "cannon-mount", N_("cannon mount") },
  [SY_SYMBOL_CRANE_MOUNT] = { "crane-mount", N_("crane mount") },
  [SY_SYMBOL_PROPELLER_MOUNT] = { "propeller-mount", N_("propeller mount") },
  [SY_SYMBOL_CABIN] = { "cabin", N_("cabin") },
  [SY_SYMBOL_STOKER_CABIN] = { "stoker-cabin", N_("stoker cabin") },
  [SY_SYMBOL_LIFEBUOY] = { "lifebuoy", N_("lifebuoy") },
  [SY_SYMBOL_LIFEBOAT] = { "lifeboat", N_("lifeboat") },
  [SY_SYMBOL_LANTERN] = { "lantern", N_("lantern") },
};

/* Returns: the stable identifier used in saved games and the catalog */
const char *
sy_item_to_id (SyItem item)
{
  g_return_val_if_fail ((guint) item < SY_N_ITEMS, NULL);

  return items[item].id;
}

gboolean
sy_item_from_id (const char *id,
                 SyItem     *item)
{
  for (guint i = 0; id != NULL && i < SY_N_ITEMS; i++)
    {
      if (g_str_equal (id, items[i].id))
        {
          *item = (SyItem) i;
          return TRUE;
        }
    }
  return FALSE;
}

/* Returns: the item's name in the user's language, in the singular */
const char *
sy_item_get_name (SyEdition edition,
                  SyItem    item)
{
  return sy_item_get_plural (edition, item, 1);
}

/* Returns: the item's name in the user's language, in the form for @n: the
 * trade crew is “obchodník” in the first edition's Czech rulebook (the
 * word its merchant employee shares), “byznysmen” in the second's. */
const char *
sy_item_get_plural (SyEdition edition,
                    SyItem    item,
                    guint     n)
{
  g_return_val_if_fail ((guint) item < SY_N_ITEMS, NULL);

  if (item == SY_ITEM_BUSINESSMAN)
    return edition == SY_EDITION_FIRST
      ? sy_words_npgettext (SY_NC_ ("first edition", "businessman", "businessmen"), n)
      : sy_words_npgettext (SY_NC_ ("second edition", "businessman", "businessmen"), n);
  return g_dngettext (GETTEXT_PACKAGE, items[item].singular, items[item].plural, n);
}

gboolean
sy_item_is_crew (SyItem item)
{
  g_return_val_if_fail ((guint) item < SY_N_ITEMS, FALSE);

  return items[item].crew;
}

const char *
sy_symbol_to_id (SySymbol symbol)
{
  g_return_val_if_fail ((guint) symbol < SY_N_SYMBOLS, NULL);

  return symbols[symbol].id;
}

gboolean
sy_symbol_from_id (const char *id,
                   SySymbol   *symbol)
{
  for (guint i = 0; id != NULL && i < SY_N_SYMBOLS; i++)
    {
      if (g_str_equal (id, symbols[i].id))
        {
          *symbol = (SySymbol) i;
          return TRUE;
        }
    }
  return FALSE;
}

const char *
sy_symbol_get_name (SySymbol symbol)
{
  g_return_val_if_fail ((guint) symbol < SY_N_SYMBOLS, NULL);

  return _(symbols[symbol].name);
}

guint
sy_supply_total (const SySupply *supply)
{
  guint total = 0;

  for (guint i = 0; i < SY_N_ITEMS; i++)
    total += supply->count[i];
  return total;
}
