/* sy-cruise-types.h: what a shakedown cruise pays, as the ship rules see it (types only)
 *
 * The canal system decides which routes a ship of a given speed can sail;
 * the ship rules only need, for each speed, how often each kind of official
 * a route enters and what its Blue Riband pays. The canal engine answers
 * through a SyCruiseOracle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * SyOfficial:
 * @SY_OFFICIAL_SOLDIER: the soldier-and-cannon official: 1 per soldier and
 *   per cannon on the ship
 * @SY_OFFICIAL_BUSINESSMAN: the businessman-and-crane official: 1 per
 *   businessman and per crane
 * @SY_OFFICIAL_LANTERN: 1 per lantern on the ship's parts
 * @SY_OFFICIAL_LIFEBOAT: 1 per lifeboat on the ship's parts
 * @SY_OFFICIAL_LIFEBUOY: 1 per lifebuoy on the ship's parts
 *
 * The officials printed on canal spaces (the Blue Riband apart).
 */
typedef enum {
  SY_OFFICIAL_SOLDIER,
  SY_OFFICIAL_BUSINESSMAN,
  SY_OFFICIAL_LANTERN,
  SY_OFFICIAL_LIFEBOAT,
  SY_OFFICIAL_LIFEBUOY,
  SY_N_OFFICIALS,
} SyOfficial;

/**
 * SyCruiseOption:
 * @entries: how many times the route enters a space of each #SyOfficial
 * @riband: what the last Blue Riband space entered pays: the steps taken
 *   up to it, or 0
 *
 * A route's tally, independent of the ship that sails it.
 */
typedef struct {
  guint entries[SY_N_OFFICIALS];
  guint riband;
} SyCruiseOption;

/**
 * SyCruiseRoutesFunc:
 * @speed: the number of steps, exactly
 * @options: (out) (transfer none) (array): the tallies of the routes of
 *   @speed steps; it may leave out a route whose tally is no better in any
 *   way than another's
 * @user_data: the oracle's data
 *
 * Returns: how many options; 0 when no route of exactly @speed steps exists
 */
typedef guint (*SyCruiseRoutesFunc) (guint                   speed,
                                     const SyCruiseOption  **options,
                                     gpointer                user_data);

/**
 * SyCruiseOracle:
 * @routes: answers for a speed
 * @user_data: passed to @routes
 *
 * A player's canal system as the ship rules see it.
 */
typedef struct {
  SyCruiseRoutesFunc routes;
  gpointer user_data;
} SyCruiseOracle;

G_END_DECLS
