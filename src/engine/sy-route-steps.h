/* sy-route-steps.h: a cruise step by step, as it is drawn and traced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-canals.h"

G_BEGIN_DECLS

/**
 * SyRouteMeeting:
 * @step: the step that enters the space, from 1
 * @mark: the official or the Blue Riband printed there
 * @points: what entering it pays the ship (0 for a Blue Riband that a
 *   later one outdoes)
 *
 * A marked space a cruise enters.
 */
typedef struct {
  guint step;
  SyCanalMark mark;
  guint points;
} SyRouteMeeting;

/**
 * SyRouteSummary:
 * @n_tiles: how many different tiles the route sails on
 * @n_meetings: the marked spaces it enters
 * @meetings: those spaces, in the order sailed
 * @end_tile: the index in the system's tiles of the tile the boat stops on
 * @end_position: the position it stops at on that tile
 * @end_shape_rank: among the system's tiles of that tile's shape, which
 *   one it is in the order rented, from 1
 * @end_shape_count: how many tiles of that shape the system holds
 *
 * A cruise told in the table's terms: the tiles, the officials met, where
 * the boat stops.
 */
typedef struct {
  guint n_tiles;
  guint n_meetings;
  SyRouteMeeting meetings[SY_MAX_SPEED];
  guint end_tile;
  guint end_position;
  guint end_shape_rank;
  guint end_shape_count;
} SyRouteSummary;

void      sy_route_summarize        (const SyCanals        *canals,
                                     const SyRoute         *route,
                                     const guint           *weights,
                                     SyRouteSummary        *summary);

void      sy_route_step_points      (const SyCanals        *canals,
                                     const SyRoute         *route,
                                     const guint           *weights,
                                     guint                 *points);
guint     sy_canals_route_next      (const SyCanals        *canals,
                                     guint                  speed,
                                     const SyRoute         *prefix,
                                     SyCanalSpot           *next,
                                     guint                  max);

G_END_DECLS
