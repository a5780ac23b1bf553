/* sy-what-if.c: what a canal tile would change, before it is rented
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The question is asked of copies: the table is a plain value, so the
 * tile is placed in a copy of the player's canals and each finished ship
 * is proposed for launch on both tables, as the launch itself would be.
 */
#define G_LOG_DOMAIN "sy-what-if"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-launch.h"
#include "sy-what-if.h"

/**
 * sy_canals_speed_mask:
 * @canals: a canal system
 *
 * Returns: a bit for each speed from 1 to %SY_WHAT_IF_MAX_SPEED that has
 *   a route of exactly that many steps: bit s for speed s
 */
guint32
sy_canals_speed_mask (const SyCanals *canals)
{
  guint32 mask = 0;

  g_return_val_if_fail (canals != NULL, 0);

  for (guint speed = 1; speed <= SY_WHAT_IF_MAX_SPEED; speed++)
    if (sy_canals_has_route (canals, speed))
      mask |= 1u << speed;
  return mask;
}

static void
best_points (const SyTable *table,
             guint          slot,
             guint         *points,
             SyShipFailure *failure)
{
  SyEvent event;
  SyBestFitting best;

  if (sy_table_propose_launch (table, slot, &event, &best, NULL))
    {
      *points = best.score.failure == SY_SHIP_SCORES ? best.score.total : 0;
      *failure = best.score.failure;
    }
  else
    {
      *points = 0;
      *failure = SY_SHIP_NO_CAPTAIN;
    }
}

/**
 * sy_table_what_if_canal:
 * @table: a table
 * @tile: a canal tile the player on turn thinks of renting
 * @x: the column it would go into
 * @y: the row
 * @out: (out caller-allocates): for each finished ship in the player's
 *   yard its best points before and after, and the speeds the canals
 *   can sail before and after
 * @error: return location for why the tile cannot lie there
 *
 * Works out what placing @tile would change, without changing @table.
 *
 * Returns: whether the tile could be placed there
 */
gboolean
sy_table_what_if_canal (const SyTable     *table,
                        const SyCanalTile *tile,
                        int                x,
                        int                y,
                        SyWhatIf          *out,
                        GError           **error)
{
  g_autofree SyTable *after = NULL;
  const SyCanals *canals;
  SyShipSpan spans[SY_MAX_YARD_SLOTS];

  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (tile != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  after = g_memdup2 (table, sizeof *table);
  if (!sy_canals_place (&after->players[after->current].canals, sy_canal_palette_get_default (),
                        x, y, tile, error))
    {
      /* Translators: before why a canal tile cannot lie in a place */
      g_prefix_error (error, _("The tile cannot go to column %d, row %d. "), x, y);
      return FALSE;
    }

  canals = &table->players[table->current].canals;
  out->speeds_before = sy_canals_speed_mask (canals);
  out->speeds_after = sy_canals_speed_mask (&after->players[after->current].canals);

  out->n_ships = sy_table_list_finished (table, spans);
  for (guint i = 0; i < out->n_ships; i++)
    {
      SyWhatIfShip *ship = &out->ships[i];

      ship->span = spans[i];
      best_points (table, spans[i].first, &ship->before, &ship->failure_before);
      best_points (after, spans[i].first, &ship->after, &ship->failure_after);
    }
  return TRUE;
}
