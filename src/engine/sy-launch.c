/* sy-launch.c: the best launch of a finished ship, proposed to the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the window offers in one tap: the finished ship fitted from the
 * supply as the best fitting finds (the most points with the canals the
 * player has), sailing a best route of its full speed. The players may
 * still enter another fitting or route; the engine checks either.
 */
#define G_LOG_DOMAIN "sy-launch"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-canal-oracle.h"
#include "sy-error.h"
#include "sy-launch.h"

/**
 * sy_table_list_finished:
 * @table: a table
 * @spans: (out caller-allocates) (array fixed-size=10): where the player
 *   on turn's finished ships lie
 *
 * Returns: how many finished ships wait in the player on turn's yard
 */
guint
sy_table_list_finished (const SyTable *table,
                        SyShipSpan    *spans)
{
  return sy_yard_find_finished (&table->players[table->current].yard, spans);
}

/**
 * sy_table_propose_launch:
 * @table: a table where the player on turn may launch
 * @slot: the slot of the finished ship's bow
 * @event: (out caller-allocates): the launch event, ready to apply
 * @best: (out caller-allocates) (optional): the fitting, its points and
 *   why pieces stay in the supply
 * @error: return location for why there is nothing to launch there
 *
 * Returns: whether a launch was proposed
 */
gboolean
sy_table_propose_launch (const SyTable  *table,
                         guint           slot,
                         SyEvent        *event,
                         SyBestFitting  *best,
                         GError        **error)
{
  return sy_table_propose_launch_keeping (table, slot, NULL, event, best, error);
}

/**
 * sy_table_propose_launch_keeping:
 * @table: a table where the player on turn may launch
 * @slot: the slot of the finished ship's bow
 * @keep_back: (nullable): pieces the player keeps in the supply
 * @event: (out caller-allocates): the launch event, ready to apply
 * @best: (out caller-allocates) (optional): the fitting and its reasons
 * @error: return location for why there is nothing to launch there
 *
 * As sy_table_propose_launch(), with the best fitting that leaves
 * @keep_back in the supply.
 *
 * Returns: whether a launch was proposed
 */
gboolean
sy_table_propose_launch_keeping (const SyTable  *table,
                                 guint           slot,
                                 const SySupply *keep_back,
                                 SyEvent        *event,
                                 SyBestFitting  *best,
                                 GError        **error)
{
  SyFittingRequest request = { 0 };
  const SyPlayerState *player = &table->players[table->current];
  SyShipSpan spans[SY_MAX_YARD_SLOTS];
  SyShipEmployees employees;
  SyBestFitting found;
  SyCruiseOracle cruise;
  g_autoptr(SyCanalOracle) oracle = NULL;
  SyShip ship;
  guint n = sy_table_list_finished (table, spans);
  int at = -1;

  for (guint i = 0; i < n; i++)
    if (spans[i].first == slot)
      at = (int) i;
  if (at < 0)
    {
      g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                           _("No finished ship starts in that slot."));
      return FALSE;
    }

  sy_ship_init_from_yard (&ship, table->facts.edition, &player->yard, &spans[at]);
  sy_employees_for_ships (player->employees, player->n_employees, &employees);
  oracle = sy_canal_oracle_new (&player->canals, &ship);
  sy_canal_oracle_get (oracle, &cruise);
  if (keep_back != NULL)
    request.keep_back = *keep_back;
  sy_ship_find_best_fitting (&ship, &player->supply, &employees, &cruise, &request, &found);

  memset (event, 0, sizeof *event);
  event->type = SY_EVENT_LAUNCH;
  event->slot = slot;
  event->fitting = found.fitting;

  /* A ship that scores has a captain and a route of its full speed: the
   * best route for the crew on board. One that fails sails nowhere. */
  if (found.score.failure == SY_SHIP_SCORES)
    {
      guint weights[SY_N_OFFICIALS];

      sy_route_weights (&ship, &found.fitting, weights);
      event->sails = sy_canals_best_routes (&player->canals, found.score.speed, weights,
                                            &event->route, 1, NULL) > 0;
    }

  if (best != NULL)
    *best = found;
  return TRUE;
}
