/* sy-canal-shape.h: the shapes of canal tiles, as data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Positions on a tile, north up:  0 1 2 / 3 4 5 / 6 7 8. */
#define SY_TILE_POSITIONS 9

/**
 * SySide:
 * @SY_SIDE_NORTH: the top side, left by position 1
 * @SY_SIDE_EAST: the right side, left by position 5
 * @SY_SIDE_SOUTH: the bottom side, left by position 7
 * @SY_SIDE_WEST: the left side, left by position 3
 */
typedef enum {
  SY_SIDE_NORTH,
  SY_SIDE_EAST,
  SY_SIDE_SOUTH,
  SY_SIDE_WEST,
  SY_N_SIDES,
} SySide;

/**
 * SyCanalMark:
 * @SY_MARK_NONE: plain water
 * @SY_MARK_SOLDIER: the soldier-and-cannon official
 * @SY_MARK_BUSINESSMAN: the businessman-and-crane official
 * @SY_MARK_LANTERN: the lantern official
 * @SY_MARK_LIFEBOAT: the lifeboat official
 * @SY_MARK_LIFEBUOY: the lifebuoy official
 * @SY_MARK_RIBAND: the Blue Riband
 *
 * What is printed on a water space; the officials are numbered as
 * #SyOfficial, one higher.
 */
typedef enum {
  SY_MARK_NONE,
  SY_MARK_SOLDIER,
  SY_MARK_BUSINESSMAN,
  SY_MARK_LANTERN,
  SY_MARK_LIFEBOAT,
  SY_MARK_LIFEBUOY,
  SY_MARK_RIBAND,
  SY_N_MARKS,
} SyCanalMark;

/**
 * SyTileView:
 * @spaces: a bit for each position that holds water
 * @links: for each position, a bit for each position the water joins it to
 * @exits: a bit for each #SySide where the water leaves the tile
 *
 * A tile's water as it lies on the table.
 */
typedef struct {
  guint16 spaces;
  guint16 links[SY_TILE_POSITIONS];
  guint8 exits;
} SyTileView;

/**
 * SyCanalShape:
 * @id: a stable identifier
 * @name_en: the name in English
 * @name_cs: the name in Czech
 * @view: the water, unrotated
 *
 * One shape of the palette from which rented tiles are entered.
 */
typedef struct {
  char *id;
  char *name_en;
  char *name_cs;
  SyTileView view;
} SyCanalShape;

typedef struct _SyCanalPalette SyCanalPalette;

guint                sy_side_exit_position        (SySide                side);
guint                sy_position_rotate           (guint                 position,
                                                   guint                 quarter_turns);
void                 sy_tile_view_rotate          (const SyTileView     *view,
                                                   guint                 quarter_turns,
                                                   SyTileView           *rotated);

SyCanalPalette      *sy_canal_palette_new         (void);
void                 sy_canal_palette_free        (SyCanalPalette       *palette);
gboolean             sy_canal_palette_add_json    (SyCanalPalette       *palette,
                                                   GBytes               *json,
                                                   GError              **error);
const SyCanalPalette *sy_canal_palette_get_default (void);
guint                sy_canal_palette_get_n_shapes (const SyCanalPalette *palette);
const SyCanalShape  *sy_canal_palette_get_shape   (const SyCanalPalette *palette,
                                                   guint                 index);
const SyCanalShape  *sy_canal_palette_find        (const SyCanalPalette *palette,
                                                   const char           *id);
const char          *sy_canal_shape_get_name      (const SyCanalShape   *shape);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyCanalPalette, sy_canal_palette_free)

G_END_DECLS
