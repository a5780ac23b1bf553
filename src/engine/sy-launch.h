/* sy-launch.h: the best launch of a finished ship, proposed to the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-best-fitting.h"
#include "sy-table.h"

G_BEGIN_DECLS

/* Best routes ending in different places, offered side by side. */
#define SY_MAX_TIED_ROUTES 4

/**
 * SyLaunchPlan:
 * @slot: the slot of the ship's bow
 * @span: the slots the ship fills
 * @ship: the ship
 * @employees: its owner's employees that change what it carries
 * @room: the room for each kind of piece
 * @fitting: the fitting planned
 * @score: its points, with the best route for it
 * @weights: what one entry of each #SyOfficial pays the ship so fitted
 * @n_routes: the best routes, one for each place where the boat can end
 * @routes: those routes
 *
 * What sy_table_plan_launch() works out for a fitting.
 */
typedef struct {
  guint slot;
  SyShipSpan span;
  SyShip ship;
  SyShipEmployees employees;
  SyShipRoom room;
  SyFitting fitting;
  SyShipScore score;
  guint weights[SY_N_OFFICIALS];
  guint n_routes;
  SyRoute routes[SY_MAX_TIED_ROUTES];
} SyLaunchPlan;

guint    sy_table_list_finished  (const SyTable  *table,
                                  SyShipSpan     *spans);
gboolean sy_table_propose_launch (const SyTable  *table,
                                  guint           slot,
                                  SyEvent        *event,
                                  SyBestFitting  *best,
                                  GError        **error);

gboolean sy_table_propose_launch_for (const SyTable          *table,
                                      guint                   slot,
                                      const SyFittingRequest *request,
                                      SyEvent                *event,
                                      SyBestFitting          *best,
                                      GError                **error);

gboolean sy_table_plan_launch    (const SyTable       *table,
                                  guint                slot,
                                  const SyFitting     *fitting,
                                  SyLaunchPlan        *plan,
                                  GError             **error);
gboolean sy_table_plan_route     (const SyTable       *table,
                                  const SyLaunchPlan  *plan,
                                  SyRoute             *route,
                                  SyShipScore         *score,
                                  GError             **error);
void     sy_launch_plan_to_event (const SyLaunchPlan  *plan,
                                  const SyRoute       *route,
                                  SyEvent             *event);

G_END_DECLS
