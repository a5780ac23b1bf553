/* sy-canals.h: a player's canal system, the boat and the shakedown cruise
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-canal-shape.h"
#include "sy-cruise-types.h"
#include "sy-ship.h"

G_BEGIN_DECLS

/* The game has 24 canal tiles; a system never holds more. */
#define SY_MAX_CANAL_TILES 24
#define SY_MAX_SPEED 40
#define SY_MAX_SHAPE_ID 32

/**
 * SyCanalSpot:
 * @x: the tile's column on the table, growing eastwards
 * @y: the tile's row, growing southwards
 * @position: the position on the tile, 0 to 8
 *
 * A place on the table where a water space is or could be.
 */
typedef struct {
  int x;
  int y;
  guint position;
} SyCanalSpot;

/**
 * SyCanalTile:
 * @shape: the id of its shape in the palette
 * @rotation: clockwise quarter turns from the shape's drawing
 * @marks: the #SyCanalMark printed on each position, as the tile lies
 *
 * A rented canal tile as the player enters it.
 */
typedef struct {
  char shape[SY_MAX_SHAPE_ID];
  guint rotation;
  guint8 marks[SY_TILE_POSITIONS];
} SyCanalTile;

/**
 * SyPlacedCanal:
 * @x: its column
 * @y: its row
 * @tile: the tile
 * @view: its water as it lies
 */
typedef struct {
  int x;
  int y;
  SyCanalTile tile;
  SyTileView view;
} SyPlacedCanal;

/**
 * SyCanals:
 * @n_tiles: the tiles in the system
 * @tiles: the tiles
 * @boat_placed: whether the boat is on the canals yet
 * @boat: the boat's space
 * @boat_from: the space its stern points at, which it may not sail to
 *   next; it can lie where no tile is (outside, or a tile gone)
 * @used: tiles the boat has left: the player's used canals, counted for
 *   the whole game, across reshuffles of the canal deck
 * @discarded: tiles removed because the tiles the boat left cut them off
 *   from the system
 *
 * A player's canal system. A plain value: copy it to ask "what if".
 */
typedef struct {
  guint n_tiles;
  SyPlacedCanal tiles[SY_MAX_CANAL_TILES];
  gboolean boat_placed;
  SyCanalSpot boat;
  SyCanalSpot boat_from;
  guint used;
  guint discarded;
} SyCanals;

/**
 * SyRoute:
 * @start: where the boat stands before the cruise
 * @start_from: where its stern points then
 * @n_steps: the steps sailed, the ship's speed
 * @steps: the spaces entered, in order
 * @tally: what the route pays, by official and Blue Riband
 *
 * A shakedown cruise.
 */
typedef struct {
  SyCanalSpot start;
  SyCanalSpot start_from;
  guint n_steps;
  SyCanalSpot steps[SY_MAX_SPEED];
  SyCruiseOption tally;
} SyRoute;

gboolean  sy_canal_spot_equal       (const SyCanalSpot     *a,
                                     const SyCanalSpot     *b);
void      sy_canals_init            (SyCanals              *canals);
gboolean  sy_canal_tile_check       (const SyCanalTile     *tile,
                                     const SyCanalPalette  *palette,
                                     SyTileView            *view,
                                     GError               **error);
guint     sy_canals_legal_cells     (const SyCanals        *canals,
                                     int                   *xs,
                                     int                   *ys,
                                     guint                  max);
gboolean  sy_canals_place           (SyCanals              *canals,
                                     const SyCanalPalette  *palette,
                                     int                    x,
                                     int                    y,
                                     const SyCanalTile     *tile,
                                     GError               **error);
int       sy_canals_find_tile       (const SyCanals        *canals,
                                     int                    x,
                                     int                    y);
guint     sy_canals_list_starts     (const SyCanals        *canals,
                                     SyCanalSpot           *spots,
                                     SyCanalSpot           *froms,
                                     guint                  max);
gboolean  sy_canals_place_boat      (SyCanals              *canals,
                                     const SyCanalSpot     *spot,
                                     GError               **error);
SyCanalMark sy_canals_get_mark      (const SyCanals        *canals,
                                     const SyCanalSpot     *spot);

void      sy_canals_sail            (SyCanals              *canals,
                                     const SyRoute         *route);

G_END_DECLS
