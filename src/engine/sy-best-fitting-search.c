/* sy-best-fitting-search.c: what the searches for the best fitting share
 *
 * The record of the best fitting found so far, and the crew every fitting
 * of a search carries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-best-fitting"

#include "config.h"

#include "sy-best-fitting-private.h"

/**
 * _sy_fitting_search_consider:
 * @search: a search
 * @fitting: a fitting
 * @route: the route it sails
 * @goal: what the fitting is worth to the goal, which depends on the
 *   fitting only, never on the route
 * @order: where the fitting comes in the plain order of the search, which
 *   settles equals
 *
 * Keeps @fitting when it is the best so far.
 */
void
_sy_fitting_search_consider (SyFittingSearch      *search,
                             const SyFitting      *fitting,
                             const SyCruiseOption *route,
                             double                goal,
                             guint64               order)
{
  SyShipScore score;
  double value;
  guint pieces = sy_supply_total (&fitting->load);

  sy_ship_score_route (search->ship, fitting, route, &score);
  value = score.total + goal;

  /* The most points; then the fewest pieces, which stay for later ships;
   * then the first in the plain order. */
  if (search->found
      && (value < search->value
          || (value == search->value
              && (pieces > search->pieces || (pieces == search->pieces && order >= search->order)))))
    return;

  search->found = TRUE;
  search->value = value;
  search->pieces = pieces;
  search->order = order;
  search->best->fitting = *fitting;
  search->best->score = score;
  search->best->route = *route;
  search->best->goal_value = goal;
}

/**
 * _sy_fitting_search_base_crew:
 * @search: a search
 * @fitting: a fitting, whose captains, businessmen and soldiers are set
 * @spare: (array fixed-size=SY_N_ITEMS): gets the crew left for the cabins
 *
 * The crew every fitting of this search carries whatever the cabins hold:
 * the captain, the officers and crew that designers carry; and what is
 * left for the cabins.
 */
void
_sy_fitting_search_base_crew (const SyFittingSearch *search,
                              SyFitting             *fitting,
                              guint                 *spare)
{
  const SyShipRoom *room = &search->room;
  const SySupply *avail = &search->avail;
  guint free_officers;

  /* The first captain needs no cabin; designers carry their own kind. */
  free_officers = MIN (avail->count[SY_ITEM_CAPTAIN] - 1, room->designer[SY_ITEM_CAPTAIN]);
  fitting->load.count[SY_ITEM_CAPTAIN] = 1 + free_officers;
  spare[SY_ITEM_CAPTAIN] = avail->count[SY_ITEM_CAPTAIN] - 1 - free_officers;
  for (SyItem k = SY_ITEM_BUSINESSMAN; k <= SY_ITEM_SOLDIER; k++)
    {
      fitting->load.count[k] = MIN (avail->count[k], room->designer[k]);
      spare[k] = avail->count[k] - fitting->load.count[k];
    }
}
