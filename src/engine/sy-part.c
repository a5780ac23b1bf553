/* sy-part.c: checking what a ship part shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-part"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-error.h"
#include "sy-part.h"

/**
 * sy_part_check:
 * @part: a ship part
 * @catalog: the edition's catalog
 * @error: return location for a %SY_ERROR_INVALID_PART
 *
 * Checks that @part could be a part of @catalog's edition: a bow, a middle
 * or a stern, showing only symbols the edition prints, a blank substitute
 * showing none.
 *
 * Returns: whether @part is possible
 */
gboolean
sy_part_check (const SyPart     *part,
               const SyCatalog  *catalog,
               GError          **error)
{
  g_return_val_if_fail (part != NULL, FALSE);
  g_return_val_if_fail (catalog != NULL, FALSE);

  if (part->kind != SY_PART_BOW && part->kind != SY_PART_MIDDLE && part->kind != SY_PART_STERN)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_PART,
                   _("A ship part is a bow, a middle part or a stern."));
      return FALSE;
    }

  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    {
      if (part->symbols[s] == 0)
        continue;

      if (part->blank)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_INVALID_PART,
                       _("A blank substitute part shows no symbols, but this one has a %s."),
                       sy_symbol_get_name ((SySymbol) s));
          return FALSE;
        }
      if (!catalog->has_symbol[s])
        {
          g_set_error (error, SY_ERROR, SY_ERROR_INVALID_PART,
                       catalog->edition == SY_EDITION_FIRST
                       ? _("No part of the first edition shows a %s.")
                       : _("No part of the second edition shows a %s."),
                       sy_symbol_get_name ((SySymbol) s));
          return FALSE;
        }
      if (part->symbols[s] > SY_MAX_SYMBOLS_PER_PART)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_INVALID_PART,
                       _("No part shows %u of the symbol “%s”: at most %d fit on one."),
                       part->symbols[s], sy_symbol_get_name ((SySymbol) s),
                       SY_MAX_SYMBOLS_PER_PART);
          return FALSE;
        }
    }

  return TRUE;
}
