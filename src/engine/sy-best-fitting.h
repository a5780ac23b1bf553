/* sy-best-fitting.h: the fitting that scores the most for a ship
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-ship.h"

G_BEGIN_DECLS

/**
 * SyFittingGoalFunc:
 * @ship: the ship
 * @fitting: a candidate fitting
 * @user_data: the goal's data
 *
 * Values a fitting for the player's own purposes, such as the contracts
 * they hold, in points, already weighted. It must not decrease when a piece
 * is added with nothing else changed.
 *
 * Returns: the extra value of @fitting
 */
typedef double (*SyFittingGoalFunc) (const SyShip    *ship,
                                     const SyFitting *fitting,
                                     gpointer         user_data);

/**
 * SyFittingRequest:
 * @keep_back: pieces the player keeps in the supply for later
 * @goal: (nullable): an extra value to serve, or %NULL for the ship's
 *   points alone
 * @goal_data: passed to @goal
 *
 * What the player asks of the best fitting.
 */
typedef struct {
  SySupply keep_back;
  SyFittingGoalFunc goal;
  gpointer goal_data;
} SyFittingRequest;

/**
 * SyLeftReason:
 * @SY_LEFT_NONE: nothing of this kind left over
 * @SY_LEFT_KEPT_BACK: the player asked to keep it
 * @SY_LEFT_NO_ROOM: no mount or cabin left for it
 * @SY_LEFT_CANALS: a ship faster by it would find no route of its full
 *   speed in the canals
 * @SY_LEFT_NO_GAIN: it would score nothing more, or less than what was
 *   chosen in its place
 * @SY_LEFT_SHIP_FAILS: the ship scores nothing, so nothing is put on it
 *
 * Why pieces of a kind stay in the supply.
 */
typedef enum {
  SY_LEFT_NONE,
  SY_LEFT_KEPT_BACK,
  SY_LEFT_NO_ROOM,
  SY_LEFT_CANALS,
  SY_LEFT_NO_GAIN,
  SY_LEFT_SHIP_FAILS,
} SyLeftReason;

/**
 * SyBestFitting:
 * @fitting: the best fitting
 * @score: its breakdown
 * @route: the tally of the route it sails (when it scores)
 * @goal_value: what the request's goal makes of it
 * @left: the supply left over
 * @reasons: why each kind left over stays
 *
 * The answer of sy_ship_find_best_fitting().
 */
typedef struct {
  SyFitting fitting;
  SyShipScore score;
  SyCruiseOption route;
  double goal_value;
  SySupply left;
  SyLeftReason reasons[SY_N_ITEMS];
} SyBestFitting;

void  sy_ship_find_best_fitting  (const SyShip            *ship,
                                  const SySupply          *supply,
                                  const SyShipEmployees   *employees,
                                  const SyCruiseOracle    *canals,
                                  const SyFittingRequest  *request,
                                  SyBestFitting           *best);
char *sy_best_fitting_explain    (const SyBestFitting     *best,
                                  SyEdition                edition,
                                  SyItem                   item);

G_END_DECLS
