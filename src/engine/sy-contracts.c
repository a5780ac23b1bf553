/* sy-contracts.c: government contracts and what they score
 *
 * The cards are data (data/catalog/contracts.json, read in
 * sy-contracts-catalog.c): a few kinds of rule with parameters. Only ships that passed their cruise are in a fleet;
 * pieces left in a supply never count; pairs are counted within one ship;
 * an officer is every captain on a ship beyond its first; the first
 * edition's propeller stands where the second has a stoker.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-contracts"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-table-private.h"
#include "sy-contracts.h"
#include "sy-contracts-catalog.h"
#include "sy-contracts-private.h"
#include "sy-error.h"

/* Returns: (transfer none) (nullable): the contract of that id */
const SyContract *
sy_contract_find (const char *id)
{
  GPtrArray *contracts = _sy_contracts_get_all ();

  for (guint i = 0; id != NULL && i < contracts->len; i++)
    {
      const SyContract *c = g_ptr_array_index (contracts, i);

      if (g_str_equal (c->id, id))
        return c;
    }
  return NULL;
}

/**
 * sy_contracts_for_edition:
 * @edition: an edition
 * @group: 1 (green or red) or 2 (blue), 0 for both
 * @out: (out caller-allocates) (array length=max) (optional): the contracts
 * @max: room in @out
 *
 * Returns: how many contracts the edition has in @group
 */
guint
sy_contracts_for_edition (SyEdition          edition,
                          guint              group,
                          const SyContract **out,
                          guint              max)
{
  GPtrArray *contracts = _sy_contracts_get_all ();
  guint n = 0;

  for (guint i = 0; i < contracts->len; i++)
    {
      const SyContract *c = g_ptr_array_index (contracts, i);

      if (!sy_contract_in_edition (c, edition) || (group != 0 && c->group != group))
        continue;
      if (out != NULL && n < max)
        out[n] = c;
      n++;
    }
  return n;
}

const char *
sy_contract_get_id (const SyContract *contract)
{
  return contract->id;
}

guint
sy_contract_get_group (const SyContract *contract)
{
  return contract->group;
}

SyContractKind
sy_contract_get_kind (const SyContract *contract)
{
  return contract->kind;
}

gboolean
sy_contract_in_edition (const SyContract *contract,
                        SyEdition         edition)
{
  return (contract->editions & (1u << edition)) != 0;
}

static guint
language (void)
{
  const char * const *languages = g_get_language_names ();

  for (guint i = 0; languages[i] != NULL; i++)
    {
      if (g_str_has_prefix (languages[i], "cs"))
        return 1;
      if (g_str_has_prefix (languages[i], "en"))
        return 0;
    }
  return 0;
}

/* Returns: the card's title as @edition has it, in the user's language */
const char *
sy_contract_get_title (const SyContract *contract,
                       SyEdition         edition)
{
  g_return_val_if_fail (edition == SY_EDITION_FIRST || edition == SY_EDITION_SECOND, "");

  return contract->title[edition][language ()];
}

/* Returns: the card's title as the newer edition that has the card names it,
 *   for what is kept for both editions alike (the card values, the history's
 *   statistics over either edition) */
const char *
sy_contract_get_newest_title (const SyContract *contract)
{
  return sy_contract_get_title (contract, sy_contract_in_edition (contract, SY_EDITION_SECOND)
                                          ? SY_EDITION_SECOND : SY_EDITION_FIRST);
}

/* Returns: the card's rule in a line, as @edition has it, in the user's
 *   language */
const char *
sy_contract_get_description (const SyContract *contract,
                             SyEdition         edition)
{
  g_return_val_if_fail (edition == SY_EDITION_FIRST || edition == SY_EDITION_SECOND, "");

  return contract->description[edition][language ()];
}

/* Counting */

static guint
on_ship (const SyLaunch *launch,
         Feature         feature,
         SyEdition       edition)
{
  const SySupply *load = &launch->fitting.load;

  switch (feature)
    {
    case FEATURE_SAIL:
      return load->count[SY_ITEM_SAIL];
    case FEATURE_SMOKESTACK:
      return load->count[SY_ITEM_SMOKESTACK];
    case FEATURE_CANNON:
      return load->count[SY_ITEM_CANNON];
    case FEATURE_CRANE:
      return load->count[SY_ITEM_CRANE];
    case FEATURE_ENGINE:
      return load->count[sy_catalog_get (edition)->propulsion];
    case FEATURE_BUSINESSMAN:
      return load->count[SY_ITEM_BUSINESSMAN];
    case FEATURE_SOLDIER:
      return load->count[SY_ITEM_SOLDIER];
    case FEATURE_OFFICER:
      return sy_fitting_get_officers (&launch->fitting);
    case FEATURE_LIFEBUOY:
      return launch->ship.symbols[SY_SYMBOL_LIFEBUOY];
    case FEATURE_LIFEBOAT:
      return launch->ship.symbols[SY_SYMBOL_LIFEBOAT];
    case FEATURE_LANTERN:
      return launch->ship.symbols[SY_SYMBOL_LANTERN];
    case N_FEATURES:
    default:
      return 0;
    }
}

static guint
in_fleet (const SyPlayerState *player,
          Feature              feature,
          SyEdition            edition)
{
  guint n = 0;

  for (guint s = 0; s < player->n_fleet; s++)
    n += on_ship (&player->fleet[s], feature, edition);
  return n;
}

/* Employee types: by colour, with level II merchants a type of their own. */
static guint
employee_types (const SyPlayerState *player)
{
  guint seen = 0;

  for (guint i = 0; i < player->n_employees; i++)
    {
      const SyEmployee *e = &player->employees[i];

      if (e->kind == SY_EMPLOYEE_MERCHANT && e->level == 2)
        seen |= 1u << 5;
      else
        seen |= 1u << e->colour;
    }
  return (guint) __builtin_popcount (seen);
}

static guint
fleet_count (const SyContract    *c,
             const SyPlayerState *player,
             SyEdition            edition)
{
  guint n = 0;
  guint sizes = 0;

  switch (c->count)
    {
    case COUNT_LIFEBUOYS:
      return in_fleet (player, FEATURE_LIFEBUOY, edition);
    case COUNT_LANTERNS:
      return in_fleet (player, FEATURE_LANTERN, edition);
    case COUNT_LIFEBOATS:
      return in_fleet (player, FEATURE_LIFEBOAT, edition);
    case COUNT_SHIPS:
      return player->n_fleet;
    case COUNT_SHIPS_OF_5:
    case COUNT_SHIPS_OF_6:
      for (guint s = 0; s < player->n_fleet; s++)
        n += player->fleet[s].ship.n_parts == (c->count == COUNT_SHIPS_OF_5 ? 5u : 6u);
      return n;
    case COUNT_SHIPS_OF_7_OR_MORE:
      for (guint s = 0; s < player->n_fleet; s++)
        n += player->fleet[s].ship.n_parts >= 7;
      return n;
    case COUNT_PARTS:
      for (guint s = 0; s < player->n_fleet; s++)
        n += player->fleet[s].ship.n_parts;
      return n;
    case COUNT_SHIP_SIZES:
      /* Only the sizes pictured on the card: 3, 4, 5 and 6 parts. */
      for (guint s = 0; s < player->n_fleet; s++)
        if (player->fleet[s].ship.n_parts >= 3 && player->fleet[s].ship.n_parts <= 6)
          sizes |= 1u << player->fleet[s].ship.n_parts;
      return __builtin_popcount (sizes);
    case COUNT_EMPLOYEE_TYPES:
      return employee_types (player);
    case COUNT_ITEM_KINDS:
      {
        const Feature kinds[] = { FEATURE_ENGINE, FEATURE_SMOKESTACK, FEATURE_SAIL, FEATURE_CRANE,
                                  FEATURE_CANNON, FEATURE_BUSINESSMAN, FEATURE_SOLDIER,
                                  FEATURE_OFFICER };

        for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
          n += in_fleet (player, kinds[k], edition) > 0;
        return n;
      }
    case N_COUNTS:
    default:
      return 0;
    }
}

static gboolean
table_value (const SyContract    *c,
             const SyCardValues  *values,
             guint                count,
             guint               *points)
{
  /* Above its last value, a card may go on by a step (the lifebuoys). */
  if (c->has_above && count > c->above_from)
    {
      guint base;

      if (!table_value (c, values, c->above_from, &base))
        return FALSE;
      *points = base + (count - c->above_from) * c->above_each;
      return TRUE;
    }
  for (guint i = 0; i < c->n_table; i++)
    if (c->table_count[i] == count)
      {
        *points = c->table_points[i];
        return TRUE;
      }
  return values != NULL && sy_card_values_lookup (values, c->id, count, points);
}

/* The symbol that pictures a feature on the card, if any. */
static gboolean
feature_symbol (Feature   feature,
                SySymbol *symbol)
{
  static const int symbols[N_FEATURES] = {
    [FEATURE_SAIL] = SY_SYMBOL_RIGGING_MOUNT,
    [FEATURE_SMOKESTACK] = SY_SYMBOL_RIGGING_MOUNT,
    [FEATURE_CANNON] = SY_SYMBOL_CANNON_MOUNT,
    [FEATURE_CRANE] = SY_SYMBOL_CRANE_MOUNT,
    [FEATURE_ENGINE] = SY_SYMBOL_STOKER_CABIN,
    [FEATURE_BUSINESSMAN] = SY_SYMBOL_CABIN,
    [FEATURE_SOLDIER] = SY_SYMBOL_CABIN,
    [FEATURE_OFFICER] = SY_SYMBOL_CABIN,
    [FEATURE_LIFEBUOY] = SY_SYMBOL_LIFEBUOY,
    [FEATURE_LIFEBOAT] = SY_SYMBOL_LIFEBOAT,
    [FEATURE_LANTERN] = SY_SYMBOL_LANTERN,
  };

  if ((guint) feature >= N_FEATURES)
    return FALSE;
  *symbol = (SySymbol) symbols[feature];
  return TRUE;
}

static void
add_picture (SySymbol *symbols,
             guint    *n,
             guint     max,
             SySymbol  symbol)
{
  for (guint i = 0; i < *n; i++)
    if (symbols[i] == symbol)
      return;
  if (*n < max)
    symbols[(*n)++] = symbol;
}

/**
 * sy_contract_get_pictures:
 * @contract: a contract
 * @symbols: (out caller-allocates) (array length=max): ship symbols that
 *   picture what the card counts, each once
 * @max: room in @symbols
 *
 * Returns: how many symbols picture the card; 0 for a card about ships,
 *   parts, employees or canals, which no ship symbol pictures
 */
guint
sy_contract_get_pictures (const SyContract *contract,
                          SySymbol         *symbols,
                          guint             max)
{
  Feature features[4];
  guint n_features = 0, n = 0;
  SySymbol symbol;

  g_return_val_if_fail (contract != NULL, 0);

  switch (contract->kind)
    {
    case SY_CONTRACT_COUNT_TABLE:
      if (contract->count == COUNT_LIFEBUOYS)
        add_picture (symbols, &n, max, SY_SYMBOL_LIFEBUOY);
      else if (contract->count == COUNT_LANTERNS)
        add_picture (symbols, &n, max, SY_SYMBOL_LANTERN);
      else if (contract->count == COUNT_LIFEBOATS)
        add_picture (symbols, &n, max, SY_SYMBOL_LIFEBOAT);
      return n;
    case SY_CONTRACT_PER_SHIP_WITH:
      for (guint i = 0; i < contract->n_needs && i < G_N_ELEMENTS (features); i++)
        features[n_features++] = contract->needs[i];
      break;
    case SY_CONTRACT_PER_PAIR_ON_SHIP:
      features[n_features++] = contract->a;
      features[n_features++] = contract->b;
      break;
    case SY_CONTRACT_PER_ITEM:
    case SY_CONTRACT_BEYOND_FIRST:
      features[n_features++] = contract->item;
      break;
    case SY_CONTRACT_EMPLOYEES_LADDER:
    case SY_CONTRACT_EMPLOYEES_OF_COLOURS:
    case SY_CONTRACT_EMPLOYEE_PAIRS:
    case SY_CONTRACT_PER_USED_CANAL:
    default:
      return 0;
    }
  for (guint i = 0; i < n_features; i++)
    if (feature_symbol (features[i], &symbol))
      add_picture (symbols, &n, max, symbol);
  return n;
}

/**
 * sy_contract_has_table:
 * @contract: a contract
 *
 * Returns: whether the card prints a table of points by count
 */
gboolean
sy_contract_has_table (const SyContract *contract)
{
  g_return_val_if_fail (contract != NULL, FALSE);

  return contract->kind == SY_CONTRACT_COUNT_TABLE;
}

/**
 * sy_contract_lookup_table:
 * @contract: a contract that prints a table
 * @values: (nullable): the values owners copied from their cards
 * @count: a count on the card
 * @points: (out): the points the card gives for @count
 * @shipped: (out) (optional): whether the value ships with the program
 *   (the rulebooks give it), so that no owner needs to copy it
 *
 * Returns: whether the value for @count is known
 */
gboolean
sy_contract_lookup_table (const SyContract   *contract,
                          const SyCardValues *values,
                          guint               count,
                          guint              *points,
                          gboolean           *shipped)
{
  g_return_val_if_fail (contract != NULL && points != NULL, FALSE);

  if (shipped != NULL)
    *shipped = table_value (contract, NULL, count, points);
  return table_value (contract, values, count, points);
}

/**
 * sy_contract_score:
 * @contract: a contract
 * @table: a table
 * @player: whose fleet and employees
 * @values: (nullable): the card values the owner entered
 * @points: (out): what the contract scores now
 * @missing_count: (out) (optional): for a table the program does not know,
 *   the count whose value is missing
 * @error: return location for a %SY_ERROR_MISSING_VALUE naming the card
 *   and the count
 *
 * What @contract would score for @player if the game ended now.
 *
 * Returns: %FALSE when the card's table lacks the value needed
 */
gboolean
sy_contract_score (const SyContract    *contract,
                   const SyTable       *table,
                   guint                player,
                   const SyCardValues  *values,
                   guint               *points,
                   guint               *missing_count,
                   GError             **error)
{
  const SyPlayerState *p;
  SyEdition edition;
  guint n = 0;

  g_return_val_if_fail (contract != NULL && table != NULL && points != NULL, FALSE);
  g_return_val_if_fail (player < table->facts.n_players, FALSE);

  p = &table->players[player];
  edition = table->facts.edition;
  *points = 0;

  switch (contract->kind)
    {
    case SY_CONTRACT_COUNT_TABLE:
      n = fleet_count (contract, p, edition);
      if (!table_value (contract, values, n, points))
        {
          if (missing_count != NULL)
            *missing_count = n;
          g_set_error (error, SY_ERROR, SY_ERROR_MISSING_VALUE,
                       _("The card “%s” needs the value it prints for %u: copy it from the card."),
                       sy_contract_get_title (contract, edition), n);
          return FALSE;
        }
      return TRUE;
    case SY_CONTRACT_PER_SHIP_WITH:
      for (guint s = 0; s < p->n_fleet; s++)
        {
          gboolean all = TRUE;

          for (guint i = 0; i < contract->n_needs; i++)
            all &= on_ship (&p->fleet[s], contract->needs[i], edition) > 0;
          n += all;
        }
      *points = n * contract->points;
      return TRUE;
    case SY_CONTRACT_PER_PAIR_ON_SHIP:
      for (guint s = 0; s < p->n_fleet; s++)
        {
          guint a = on_ship (&p->fleet[s], contract->a, edition);

          /* Each piece serves one pair (reading 10). */
          n += contract->a == contract->b ? a / 2 : MIN (a, on_ship (&p->fleet[s], contract->b, edition));
        }
      *points = n * contract->points;
      return TRUE;
    case SY_CONTRACT_PER_ITEM:
      *points = in_fleet (p, contract->item, edition) * contract->points;
      return TRUE;
    case SY_CONTRACT_BEYOND_FIRST:
      n = in_fleet (p, contract->item, edition);
      *points = n > 1 ? (n - 1) * contract->points : 0;
      return TRUE;
    case SY_CONTRACT_EMPLOYEES_LADDER:
      n = p->n_employees;
      *points = MIN (n, contract->first) * contract->each_first
                + (n > contract->first ? n - contract->first : 0) * contract->each_after;
      return TRUE;
    case SY_CONTRACT_EMPLOYEES_OF_COLOURS:
      for (guint i = 0; i < p->n_employees; i++)
        n += (contract->colours[edition] & (1u << p->employees[i].colour)) != 0;
      *points = n * contract->points;
      return TRUE;
    case SY_CONTRACT_EMPLOYEE_PAIRS:
      /* Pairs within a group only (reading 9). */
      for (guint g = 0; g < contract->n_groups; g++)
        {
          guint in_group = 0;

          for (guint i = 0; i < p->n_employees; i++)
            in_group += (contract->group_colours[g][edition] & (1u << p->employees[i].colour)) != 0;
          *points += in_group / 2 * contract->group_points[g];
        }
      return TRUE;
    case SY_CONTRACT_PER_USED_CANAL:
      *points = p->canals.used * contract->points;
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}
