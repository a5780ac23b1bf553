/* sy-canals-drawing.h: a canal system drawn with cairo, and the words for
 * its places
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

/**
 * SyCanalsFrame:
 * @cell: the side of a tile, in pixels
 * @min_x: the first column drawn
 * @min_y: the first row drawn
 * @max_x: the last column drawn
 * @max_y: the last row drawn
 *
 * Where the cells of the table lie in a picture.
 */
typedef struct {
  double cell;
  int min_x;
  int min_y;
  int max_x;
  int max_y;
} SyCanalsFrame;

/**
 * SyCanalsPicture:
 * @canals: the canal system
 * @route: (nullable): a cruise
 * @step_points: (nullable): the points of each of its steps
 * @n_cells: the free cells highlighted
 * @cell_xs: their columns
 * @cell_ys: their rows
 * @preview: (nullable): a tile shown where it would go
 * @n_starts: the boat's possible starts
 * @starts: those starts
 * @selected_start: the one chosen, or -1
 *
 * What a picture of canals shows.
 */
typedef struct {
  const SyCanals *canals;
  const SyRoute *route;
  const guint *step_points;
  guint n_cells;
  const int *cell_xs;
  const int *cell_ys;
  const SyPlacedCanal *preview;
  guint n_starts;
  const SyCanalSpot *starts;
  int selected_start;
} SyCanalsPicture;

void        sy_canals_frame_origin   (const SyCanalsFrame   *frame,
                                      int                    x,
                                      int                    y,
                                      double                *ox,
                                      double                *oy);
void        sy_canals_frame_centre   (const SyCanalsFrame   *frame,
                                      int                    x,
                                      int                    y,
                                      guint                  position,
                                      double                *cx,
                                      double                *cy);
void        sy_canals_frame_get_size (const SyCanalsFrame   *frame,
                                      int                   *width,
                                      int                   *height);
void        sy_canals_draw           (cairo_t               *cr,
                                      const SyCanalsFrame   *frame,
                                      const SyCanalsPicture *picture,
                                      const GdkRGBA         *fg,
                                      const GdkRGBA         *accent);
gboolean    sy_canals_draw_tile_miniature (cairo_t           *cr,
                                           const SyCanalTile *tile,
                                           double             size,
                                           const GdkRGBA     *fg);

void        sy_canal_mark_draw       (cairo_t               *cr,
                                      SyCanalMark            mark,
                                      double                 cx,
                                      double                 cy,
                                      double                 r);

const char *sy_canal_position_label  (guint                  position);
const char *sy_canal_mark_label      (SyCanalMark            mark);

G_END_DECLS
