/* sy-best-fitting-private.h: what the searches for the best fitting share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-best-fitting.h"

G_BEGIN_DECLS

/*
 * SyFittingSearch:
 * @ship: the ship
 * @catalog: its edition's catalog
 * @request: (nullable): what the player asks
 * @room: the ship's room, with the player's designers
 * @avail: the supply less what is kept back
 * @found: whether a fitting was considered
 * @value: the best fitting's points and goal
 * @pieces: its pieces
 * @order: its place in the plain order of the search
 * @best: the answer being built
 *
 * One search for the best fitting.
 */
typedef struct {
  const SyShip *ship;
  const SyCatalog *catalog;
  const SyFittingRequest *request;
  SyShipRoom room;
  SySupply avail;

  gboolean found;
  double value;
  guint pieces;
  guint64 order;
  SyBestFitting *best;
} SyFittingSearch;

void   _sy_fitting_search_consider   (SyFittingSearch       *search,
                                      const SyFitting       *fitting,
                                      const SyCruiseOption  *route,
                                      double                 goal,
                                      guint64                order);
void   _sy_fitting_search_base_crew  (const SyFittingSearch *search,
                                      SyFitting             *fitting,
                                      guint                 *spare);

/*
 * SyPieceSet:
 * @pieces: the pieces that are not crew (engines, sails, smokestacks,
 *   cannons, cranes), no helmsman or rigger used
 * @cabins: the cabins left for crew beside these pieces
 * @pairs: the pairs of sails the riggers may count
 * @order: its place in the plain order of the search
 * @bound: what no fitting with these pieces is worth more than
 *
 * A set of the pieces that set the speed: a node of the search that
 * serves a goal.
 */
typedef struct {
  SyFitting pieces;
  guint cabins;
  guint pairs;
  guint64 order;
  double bound;
} SyPieceSet;

void   _sy_fitting_search_serve_goal (SyFittingSearch       *search,
                                      GArray                *sets,
                                      guint                  helmsmen,
                                      const SyCruiseOracle  *canals);

G_END_DECLS
