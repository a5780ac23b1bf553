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

#include "sy-table-private.h"
#include "sy-canal-oracle.h"
#include "sy-cruise-routes.h"
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
  SyFittingRequest request = { 0 };

  return sy_table_propose_launch_for (table, slot, &request, event, best, error);
}

/* Finds the finished ship whose bow lies at @slot, and what it is made of. */
static gboolean
find_ship (const SyTable    *table,
           guint             slot,
           SyShipSpan       *span,
           SyShip           *ship,
           SyShipEmployees  *employees,
           GError          **error)
{
  const SyPlayerState *player = &table->players[table->current];
  SyShipSpan spans[SY_MAX_YARD_SLOTS];
  guint n = sy_table_list_finished (table, spans);

  for (guint i = 0; i < n; i++)
    if (spans[i].first == slot)
      {
        *span = spans[i];
        sy_ship_init_from_yard (ship, table->facts.edition, &player->yard, span);
        sy_employees_for_ships (player->employees, player->n_employees, employees);
        return TRUE;
      }
  g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("No finished ship starts in that slot."));
  return FALSE;
}

/**
 * sy_table_propose_launch_for:
 * @table: a table where the player on turn may launch
 * @slot: the slot of the finished ship's bow
 * @request: what the player asks of the best fitting: pieces kept back,
 *   and maybe a goal such as their contracts
 * @event: (out caller-allocates): the launch event, ready to apply
 * @best: (out caller-allocates) (optional): the fitting and its reasons
 * @error: return location for why there is nothing to launch there
 *
 * As sy_table_propose_launch(), with the best fitting for @request.
 *
 * Returns: whether a launch was proposed
 */
gboolean
sy_table_propose_launch_for (const SyTable          *table,
                             guint                   slot,
                             const SyFittingRequest *request,
                             SyEvent                *event,
                             SyBestFitting          *best,
                             GError                **error)
{
  const SyPlayerState *player = &table->players[table->current];
  SyShipEmployees employees;
  SyBestFitting found;
  SyCruiseOracle cruise;
  g_autoptr(SyCanalOracle) oracle = NULL;
  SyShipSpan span;
  SyShip ship;

  g_return_val_if_fail (table != NULL && request != NULL && event != NULL, FALSE);

  if (!find_ship (table, slot, &span, &ship, &employees, error))
    return FALSE;

  oracle = sy_canal_oracle_new (&player->canals, &ship);
  sy_canal_oracle_get (oracle, &cruise);
  sy_ship_find_best_fitting (&ship, &player->supply, &employees, &cruise, request, &found);

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

/**
 * sy_table_plan_launch:
 * @table: a table where the player on turn may launch
 * @slot: the slot of the finished ship's bow
 * @fitting: what the player puts on the ship, by hand or as proposed
 * @plan: (out caller-allocates): the ship, its room, and, when the
 *   fitting fits, its points and the best routes for it
 * @error: return location for why the fitting does not fit, in words
 *
 * Works out what a fitting makes of a finished ship before it sails: the
 * points by source with the best route for the crew on board, and every
 * best route that ends in another place (the players choose). A ship
 * with no captain, or too fast for its owner's canals, scores nothing and
 * has no route. When @fitting does not fit, the ship and its room are
 * still filled in and @plan's fitting is empty.
 *
 * Returns: whether @fitting fits the ship
 */
gboolean
sy_table_plan_launch (const SyTable    *table,
                      guint             slot,
                      const SyFitting  *fitting,
                      SyLaunchPlan     *plan,
                      GError          **error)
{
  const SyPlayerState *player = &table->players[table->current];
  SyCruiseOracle cruise;
  g_autoptr(SyCanalOracle) oracle = NULL;

  g_return_val_if_fail (table != NULL && fitting != NULL && plan != NULL, FALSE);

  memset (plan, 0, sizeof *plan);
  plan->slot = slot;
  if (!find_ship (table, slot, &plan->span, &plan->ship, &plan->employees, error))
    return FALSE;
  sy_ship_get_room (&plan->ship, &plan->employees, &plan->room);
  if (!sy_fitting_check (fitting, &plan->ship, &player->supply, &plan->employees, error))
    return FALSE;

  plan->fitting = *fitting;
  oracle = sy_canal_oracle_new (&player->canals, &plan->ship);
  sy_canal_oracle_get (oracle, &cruise);
  sy_ship_score (&plan->ship, fitting, &cruise, &plan->score);
  sy_route_weights (&plan->ship, fitting, plan->weights);
  if (plan->score.failure == SY_SHIP_SCORES)
    plan->n_routes = sy_canals_best_routes (&player->canals, plan->score.speed, plan->weights,
                                            plan->routes, SY_MAX_TIED_ROUTES, NULL);
  return TRUE;
}

/**
 * sy_table_plan_route:
 * @table: the table @plan was made on
 * @plan: a plan whose fitting fits
 * @route: (inout): a route the players traced: its steps and, before the
 *   boat is placed, its start; the tally is filled in
 * @score: (out caller-allocates): the ship's points on that route
 * @error: return location for why the route is refused
 *
 * Checks a route the boat actually sailed instead of a best one, and
 * scores the ship on it.
 *
 * Returns: whether the ship may sail @route
 */
gboolean
sy_table_plan_route (const SyTable       *table,
                     const SyLaunchPlan  *plan,
                     SyRoute             *route,
                     SyShipScore         *score,
                     GError             **error)
{
  const SyPlayerState *player = &table->players[table->current];
  guint speed = sy_fitting_get_speed (&plan->fitting, table->facts.edition);

  g_return_val_if_fail (table != NULL && plan != NULL && route != NULL && score != NULL, FALSE);

  if (route->n_steps != speed)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "The cruise sails exactly the ship’s speed: %u step.",
                                "The cruise sails exactly the ship’s speed: %u steps.", speed),
                   speed);
      return FALSE;
    }
  if (!sy_canals_check_route (&player->canals, route, error))
    return FALSE;
  sy_ship_score_route (&plan->ship, &plan->fitting, &route->tally, score);
  return TRUE;
}

/**
 * sy_launch_plan_to_event:
 * @plan: a plan whose fitting fits
 * @route: (nullable): the route sailed, or %NULL for the plan's first best
 *   route (none when the ship fails)
 * @event: (out caller-allocates): the launch, as one event
 */
void
sy_launch_plan_to_event (const SyLaunchPlan *plan,
                         const SyRoute      *route,
                         SyEvent            *event)
{
  memset (event, 0, sizeof *event);
  event->type = SY_EVENT_LAUNCH;
  event->slot = plan->slot;
  event->fitting = plan->fitting;
  if (route != NULL)
    {
      event->sails = TRUE;
      event->route = *route;
    }
  else if (plan->score.failure == SY_SHIP_SCORES && plan->n_routes > 0)
    {
      event->sails = TRUE;
      event->route = plan->routes[0];
    }
}
