/* sy-what-if.c: what a canal tile or a pending decision would change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The question is asked of copies: the table is a plain value, so the
 * tile is placed in a copy of the player's canals and each finished ship
 * is proposed for launch on both tables, as the launch itself would be;
 * a decision is applied to a copy of the table, whose contracts are then
 * tallied as the private view tallies them.
 */
#define G_LOG_DOMAIN "sy-what-if"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-table-private.h"
#include "sy-launch.h"
#include "sy-cruise-routes.h"
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

/**
 * sy_table_what_if_contracts:
 * @table: a table
 * @values: (nullable): the card values the players entered
 * @event: a decision the player on turn is about to enter: parts to
 *   buy, goods, an employee to hire, an exchange…
 * @out: (out caller-allocates): the player's tally without and with it
 * @error: return location for why the decision cannot be taken
 *
 * Works out what @event would change for the hidden contracts of the
 * player on turn, without changing @table. Both tallies launch the
 * finished ships waiting in the yard with the best fitting, as
 * sy_table_tally_after_launches() does, so that a part that finishes a
 * ship shows what that ship brings once it sails.
 *
 * Returns: whether @event could be taken
 */
gboolean
sy_table_what_if_contracts (const SyTable      *table,
                            const SyCardValues *values,
                            const SyEvent      *event,
                            SyContractsWhatIf  *out,
                            GError            **error)
{
  g_autofree SyTable *after = NULL;
  SyShipSpan spans[SY_MAX_YARD_SLOTS];
  guint player;

  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (event != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  player = table->current;
  after = g_memdup2 (table, sizeof *table);
  if (!sy_table_apply (after, event, error))
    return FALSE;
  out->launched_before = sy_table_tally_after_launches (table, values, player, &out->before);
  out->launched_after = sy_table_tally_after_launches (after, values, player, &out->after);
  if (after->current == player)
    out->waiting_after = sy_table_list_finished (after, spans) - out->launched_after;
  return TRUE;
}
