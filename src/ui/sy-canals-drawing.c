/* sy-canals-drawing.c: a canal system drawn with cairo, and the words for
 * its places
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each tile is a square of 3 × 3 positions: the water spaces are drawn as
 * discs joined by their links and running off the tile at its exits; an
 * official is a badge on its space, the Blue Riband a pennant; the boat is a
 * triangle on its space. The frame says where each cell of the table lies
 * in the picture, for the drawing and for what is laid over it.
 */
#define G_LOG_DOMAIN "sy-canals-drawing"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-canals-drawing.h"

/* Room round the picture, in pixels. */
#define MARGIN 2.0

/**
 * sy_canals_frame_origin:
 * @frame: a frame
 * @x: a cell's column
 * @y: its row
 * @ox: (out): the picture's x of the cell's top left corner
 * @oy: (out): its y
 */
void
sy_canals_frame_origin (const SyCanalsFrame *frame,
                        int                  x,
                        int                  y,
                        double              *ox,
                        double              *oy)
{
  *ox = (x - frame->min_x) * frame->cell + MARGIN;
  *oy = (y - frame->min_y) * frame->cell + MARGIN;
}

/**
 * sy_canals_frame_centre:
 * @frame: a frame
 * @x: a cell's column
 * @y: its row
 * @position: a position on the cell, 0 to 8
 * @cx: (out): the picture's x of the position's centre
 * @cy: (out): its y
 */
void
sy_canals_frame_centre (const SyCanalsFrame *frame,
                        int                  x,
                        int                  y,
                        guint                position,
                        double              *cx,
                        double              *cy)
{
  sy_canals_frame_origin (frame, x, y, cx, cy);
  *cx += (position % 3 + 0.5) * frame->cell / 3;
  *cy += (position / 3 + 0.5) * frame->cell / 3;
}

/**
 * sy_canals_frame_get_size:
 * @frame: a frame
 * @width: (out): the picture's width
 * @height: (out): its height
 */
void
sy_canals_frame_get_size (const SyCanalsFrame *frame,
                          int                 *width,
                          int                 *height)
{
  *width = (int) ((frame->max_x - frame->min_x + 1) * frame->cell + 2 * MARGIN);
  *height = (int) ((frame->max_y - frame->min_y + 1) * frame->cell + 2 * MARGIN);
}

/**
 * sy_canal_position_label:
 * @position: a position on a tile, 0 to 8
 *
 * Returns: its name, translated
 */
const char *
sy_canal_position_label (guint position)
{
  static const char *labels[SY_TILE_POSITIONS] = {
    N_("North-west corner"), N_("North"), N_("North-east corner"),
    N_("West"), N_("Centre"), N_("East"),
    N_("South-west corner"), N_("South"), N_("South-east corner"),
  };

  g_return_val_if_fail (position < SY_TILE_POSITIONS, "");
  return _(labels[position]);
}

/**
 * sy_canal_mark_label:
 * @mark: what is printed on a water space
 *
 * Returns: its name, translated, to follow a position's name
 */
const char *
sy_canal_mark_label (SyCanalMark mark)
{
  switch (mark)
    {
    case SY_MARK_SOLDIER:
      return _("soldier official");
    case SY_MARK_BUSINESSMAN:
      return _("businessman official");
    case SY_MARK_LANTERN:
      return _("lantern official");
    case SY_MARK_LIFEBOAT:
      return _("lifeboat official");
    case SY_MARK_LIFEBUOY:
      return _("lifebuoy official");
    case SY_MARK_RIBAND:
      return _("Blue Riband");
    case SY_MARK_NONE:
    case SY_N_MARKS:
    default:
      return _("plain water");
    }
}

/* A shield, the official's badge: flat on top, pointed below, centred on
 * (cx, cy) and 2 × r wide. */
static void
shield_path (cairo_t *cr,
             double   cx,
             double   cy,
             double   r)
{
  double top = cy - r * 1.05, side = cy + r * 0.25, tip = cy + r * 1.2;

  cairo_new_path (cr);
  cairo_move_to (cr, cx - r, top);
  cairo_line_to (cr, cx + r, top);
  cairo_line_to (cr, cx + r, side);
  cairo_curve_to (cr, cx + r, cy + r * 0.8, cx + r * 0.4, cy + r * 1.05, cx, tip);
  cairo_curve_to (cr, cx - r * 0.4, cy + r * 1.05, cx - r, cy + r * 0.8, cx - r, side);
  cairo_close_path (cr);
}

/* The emblem of what an official counts, in white on its badge, inside a
 * square of side 2 × e centred on (cx, cy). */
static void
draw_emblem (cairo_t     *cr,
             SyCanalMark  mark,
             double       cx,
             double       cy,
             double       e)
{
  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, MAX (1.0, e * 0.22));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  switch (mark)
    {
    case SY_MARK_SOLDIER:
      /* Two crossed sabres with their guards. */
      cairo_move_to (cr, cx - e * 0.8, cy - e * 0.8);
      cairo_line_to (cr, cx + e * 0.8, cy + e * 0.8);
      cairo_move_to (cr, cx + e * 0.8, cy - e * 0.8);
      cairo_line_to (cr, cx - e * 0.8, cy + e * 0.8);
      cairo_move_to (cr, cx + e * 0.2, cy + e * 0.75);
      cairo_line_to (cr, cx + e * 0.75, cy + e * 0.2);
      cairo_move_to (cr, cx - e * 0.2, cy + e * 0.75);
      cairo_line_to (cr, cx - e * 0.75, cy + e * 0.2);
      cairo_stroke (cr);
      break;
    case SY_MARK_BUSINESSMAN:
      /* A top hat. */
      cairo_rectangle (cr, cx - e * 0.5, cy - e * 0.8, e, e * 1.2);
      cairo_fill (cr);
      cairo_rectangle (cr, cx - e * 0.9, cy + e * 0.35, e * 1.8, e * 0.3);
      cairo_fill (cr);
      break;
    case SY_MARK_LANTERN:
      /* A lantern with its handle: a flame inside a frame. */
      cairo_arc (cr, cx, cy - e * 0.7, e * 0.3, G_PI, 2 * G_PI);
      cairo_stroke (cr);
      cairo_rectangle (cr, cx - e * 0.45, cy - e * 0.5, e * 0.9, e * 1.3);
      cairo_stroke (cr);
      cairo_move_to (cr, cx, cy - e * 0.3);
      cairo_curve_to (cr, cx + e * 0.35, cy + e * 0.1, cx + e * 0.2, cy + e * 0.55, cx, cy + e * 0.55);
      cairo_curve_to (cr, cx - e * 0.2, cy + e * 0.55, cx - e * 0.35, cy + e * 0.1, cx, cy - e * 0.3);
      cairo_fill (cr);
      break;
    case SY_MARK_LIFEBOAT:
      /* A rowing boat with its oar. */
      cairo_move_to (cr, cx - e * 0.95, cy);
      cairo_line_to (cr, cx + e * 0.95, cy);
      cairo_curve_to (cr, cx + e * 0.7, cy + e * 0.7, cx - e * 0.7, cy + e * 0.7, cx - e * 0.95, cy);
      cairo_fill (cr);
      cairo_move_to (cr, cx - e * 0.4, cy - e * 0.85);
      cairo_line_to (cr, cx + e * 0.3, cy + e * 0.1);
      cairo_stroke (cr);
      break;
    case SY_MARK_LIFEBUOY:
      /* A lifebuoy as it hangs on a ship: white with four red quarters. */
      cairo_set_line_width (cr, e * 0.5);
      cairo_arc (cr, cx, cy, e * 0.6, 0, 2 * G_PI);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
      for (guint q = 0; q < 4; q++)
        {
          double a = q * G_PI / 2 + G_PI / 8;

          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, e * 0.6, a, a + G_PI / 4);
          cairo_stroke (cr);
        }
      break;
    case SY_MARK_NONE:
    case SY_MARK_RIBAND:
    case SY_N_MARKS:
    default:
      break;
    }
  cairo_restore (cr);
}

/**
 * sy_canal_mark_draw:
 * @cr: where to draw
 * @mark: what is printed on a water space
 * @cx: the space's centre
 * @cy: the space's centre
 * @r: the space's radius
 *
 * Draws what is printed on a water space over it: an official as a
 * coloured badge bearing the emblem of what the official counts (crossed
 * sabres, a top hat, a lantern, a rowing boat, a red and white lifebuoy),
 * the Blue Riband as a blue swallow-tailed pennant on its staff. None of
 * them looks like a symbol printed on a ship part.
 */
void
sy_canal_mark_draw (cairo_t     *cr,
                    SyCanalMark  mark,
                    double       cx,
                    double       cy,
                    double       r)
{
  static const double badges[][3] = {
    [SY_MARK_SOLDIER] = { 0.64, 0.11, 0.13 },
    [SY_MARK_BUSINESSMAN] = { 0.15, 0.47, 0.25 },
    [SY_MARK_LANTERN] = { 0.80, 0.50, 0.02 },
    [SY_MARK_LIFEBOAT] = { 0.39, 0.27, 0.60 },
    [SY_MARK_LIFEBUOY] = { 0.10, 0.20, 0.45 },
  };

  g_return_if_fail (cr != NULL);

  cairo_save (cr);
  switch (mark)
    {
    case SY_MARK_SOLDIER:
    case SY_MARK_BUSINESSMAN:
    case SY_MARK_LANTERN:
    case SY_MARK_LIFEBOAT:
    case SY_MARK_LIFEBUOY:
      shield_path (cr, cx, cy, r * 1.15);
      cairo_set_source_rgb (cr, badges[mark][0], badges[mark][1], badges[mark][2]);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, MAX (1.0, r * 0.12));
      cairo_stroke (cr);
      draw_emblem (cr, mark, cx, cy - r * 0.05, r * 0.75);
      break;
    case SY_MARK_RIBAND:
      /* The staff, and the pennant flying from it, its tail cut in two. */
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, MAX (1.0, r * 0.16));
      cairo_set_source_rgb (cr, 0.25, 0.2, 0.15);
      cairo_move_to (cr, cx - r * 0.85, cy - r * 1.1);
      cairo_line_to (cr, cx - r * 0.85, cy + r * 1.1);
      cairo_stroke (cr);
      cairo_move_to (cr, cx - r * 0.8, cy - r * 1.0);
      cairo_curve_to (cr, cx, cy - r * 1.2, cx + r * 0.6, cy - r * 0.6, cx + r * 1.3, cy - r * 0.75);
      cairo_line_to (cr, cx + r * 0.55, cy - r * 0.1);
      cairo_line_to (cr, cx + r * 1.3, cy + r * 0.55);
      cairo_curve_to (cr, cx + r * 0.6, cy + r * 0.6, cx, cy + r * 0.1, cx - r * 0.8, cy + r * 0.3);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.05, 0.28, 0.75);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, MAX (1.0, r * 0.1));
      cairo_stroke (cr);
      break;
    case SY_MARK_NONE:
    case SY_N_MARKS:
    default:
      break;
    }
  cairo_restore (cr);
}

static void
draw_tile (const SyCanalsFrame *frame,
           cairo_t             *cr,
           const SyPlacedCanal *tile,
           const GdkRGBA       *fg)
{
  double cell = frame->cell;
  double ox, oy;
  double radius = cell / 9;

  sy_canals_frame_origin (frame, tile->x, tile->y, &ox, &oy);
  cairo_rectangle (cr, ox + 1, oy + 1, cell - 2, cell - 2);
  cairo_set_source_rgba (cr, 0.45, 0.62, 0.35, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  /* The water: links between spaces, and the exits off the tile. */
  cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  cairo_set_line_width (cr, cell / 9);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    for (guint q = p + 1; q < SY_TILE_POSITIONS; q++)
      if (tile->view.links[p] & (1u << q))
        {
          double px, py, qx, qy;

          sy_canals_frame_centre (frame, tile->x, tile->y, p, &px, &py);
          sy_canals_frame_centre (frame, tile->x, tile->y, q, &qx, &qy);
          cairo_move_to (cr, px, py);
          cairo_line_to (cr, qx, qy);
          cairo_stroke (cr);
        }
  for (guint side = 0; side < SY_N_SIDES; side++)
    if (tile->view.exits & (1u << side))
      {
        double px, py;
        double dx[] = { 0, 1, 0, -1 }, dy[] = { -1, 0, 1, 0 };

        sy_canals_frame_centre (frame, tile->x, tile->y, sy_side_exit_position (side), &px, &py);
        cairo_move_to (cr, px, py);
        cairo_line_to (cr, px + dx[side] * cell / 6, py + dy[side] * cell / 6);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
        cairo_stroke (cr);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      }

  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    {
      double px, py;

      if (!(tile->view.spaces & (1u << p)))
        continue;
      sy_canals_frame_centre (frame, tile->x, tile->y, p, &px, &py);
      cairo_arc (cr, px, py, radius, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
      cairo_fill (cr);
      sy_canal_mark_draw (cr, (SyCanalMark) tile->tile.marks[p], px, py, radius);
    }
}

static void
draw_boat (const SyCanalsFrame *frame,
           cairo_t             *cr,
           const SyCanalSpot   *spot,
           const GdkRGBA       *fill,
           const GdkRGBA       *fg)
{
  double bx, by, r = frame->cell / 9;

  sy_canals_frame_centre (frame, spot->x, spot->y, spot->position, &bx, &by);
  cairo_move_to (cr, bx, by - r * 1.2);
  cairo_line_to (cr, bx + r, by + r * 0.8);
  cairo_line_to (cr, bx - r, by + r * 0.8);
  cairo_close_path (cr);
  if (fill != NULL)
    {
      gdk_cairo_set_source_rgba (cr, fill);
      cairo_fill_preserve (cr);
    }
  gdk_cairo_set_source_rgba (cr, fg);
  cairo_set_line_width (cr, fill != NULL ? 1 : 2);
  cairo_stroke (cr);
}

/**
 * sy_canals_draw_tile_miniature:
 * @cr: where to draw, the tile's top left corner at the origin
 * @tile: a tile, as it lies (its rotation and the marks as it lies)
 * @size: the side of the picture, in pixels
 * @fg: the colour of lines and text
 *
 * Draws one tile alone as the canals show it: its water, its exits and
 * the officials on its spaces, for a picker or a list of tiles.
 *
 * Returns: whether @tile is a tile of the palette (nothing is drawn if not)
 */
gboolean
sy_canals_draw_tile_miniature (cairo_t           *cr,
                               const SyCanalTile *tile,
                               double             size,
                               const GdkRGBA     *fg)
{
  SyCanalsFrame frame = { .cell = MAX (1.0, size - 2 * MARGIN) };
  SyPlacedCanal placed = { .tile = *tile };

  g_return_val_if_fail (cr != NULL && tile != NULL && fg != NULL, FALSE);

  if (!sy_canal_tile_check (tile, sy_canal_palette_get_default (), &placed.view, NULL))
    return FALSE;
  cairo_save (cr);
  draw_tile (&frame, cr, &placed, fg);
  cairo_restore (cr);
  return TRUE;
}

/* Shows @text vertically centred on @y, starting at @x (or ending there
 * when @before), moved as little as needed to stay inside the drawing. */
static void
show_text_near (const SyCanalsFrame *frame,
                cairo_t             *cr,
                const char          *text,
                double               x,
                double               y,
                gboolean             before)
{
  int width, height;
  cairo_text_extents_t extents;
  double tx, ty;

  sy_canals_frame_get_size (frame, &width, &height);
  cairo_text_extents (cr, text, &extents);
  tx = before ? x - extents.x_advance : x;
  ty = y - extents.y_bearing - extents.height / 2;
  tx = CLAMP (tx, 0, MAX (0, width - extents.x_advance));
  ty = CLAMP (ty, extents.height, height);
  cairo_move_to (cr, tx, ty);
  cairo_show_text (cr, text);
}

static void
draw_route (const SyCanalsFrame *frame,
            cairo_t             *cr,
            const SyRoute       *route,
            const guint         *step_points,
            const GdkRGBA       *fg,
            const GdkRGBA       *accent)
{
  double px, py, r = frame->cell / 9;

  sy_canals_frame_centre (frame, route->start.x, route->start.y, route->start.position, &px, &py);
  cairo_move_to (cr, px, py);
  for (guint i = 0; i < route->n_steps; i++)
    {
      sy_canals_frame_centre (frame, route->steps[i].x, route->steps[i].y, route->steps[i].position,
                       &px, &py);
      cairo_line_to (cr, px, py);
    }
  cairo_set_source_rgba (cr, 0.9, 0.1, 0.14, 0.8);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, MAX (10, frame->cell / 5.4));
  for (guint i = 0; i < route->n_steps; i++)
    {
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      sy_canals_frame_centre (frame, route->steps[i].x, route->steps[i].y, route->steps[i].position,
                       &px, &py);
      /* The step's number to the right of its space, its points to the
       * left, both kept inside the drawing. */
      gdk_cairo_set_source_rgba (cr, fg);
      show_text_near (frame, cr, number, px + r * 1.1, py, FALSE);
      if (step_points != NULL && step_points[i] > 0)
        {
          /* Translators: the points a cruise earns at one step, drawn beside it */
          g_autofree char *points = g_strdup_printf (C_("route step", "+%u"), step_points[i]);

          gdk_cairo_set_source_rgba (cr, accent);
          show_text_near (frame, cr, points, px - r * 1.1, py, TRUE);
        }
    }
}

/**
 * sy_canals_draw:
 * @cr: where to draw
 * @frame: where the picture's cells lie
 * @picture: what to draw
 * @fg: the colour of lines and text
 * @accent: the colour of what can be chosen
 *
 * Draws the free cells, the tiles, the tile in preview, the route with its
 * steps, the boat's possible starts and the boat.
 */
void
sy_canals_draw (cairo_t               *cr,
                const SyCanalsFrame   *frame,
                const SyCanalsPicture *picture,
                const GdkRGBA         *fg,
                const GdkRGBA         *accent)
{
  const SyCanals *canals = picture->canals;
  GdkRGBA red = { 0.9, 0.1, 0.14, 1 };
  static const double dashes[] = { 5, 4 };

  /* Free cells where a tile may go: dashed squares in the accent colour. */
  for (guint i = 0; i < picture->n_cells; i++)
    {
      double ox, oy;

      sy_canals_frame_origin (frame, picture->cell_xs[i], picture->cell_ys[i], &ox, &oy);
      cairo_rectangle (cr, ox + 2, oy + 2, frame->cell - 4, frame->cell - 4);
      cairo_set_source_rgba (cr, accent->red, accent->green, accent->blue, 0.12);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, accent);
      cairo_set_line_width (cr, 1.5);
      cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  for (guint t = 0; t < canals->n_tiles; t++)
    draw_tile (frame, cr, &canals->tiles[t], fg);

  /* The tile in preview: paler, framed in the accent colour. */
  if (picture->preview != NULL)
    {
      double ox, oy;

      sy_canals_frame_origin (frame, picture->preview->x, picture->preview->y, &ox, &oy);
      cairo_push_group (cr);
      draw_tile (frame, cr, picture->preview, fg);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.75);
      cairo_rectangle (cr, ox + 1, oy + 1, frame->cell - 2, frame->cell - 2);
      gdk_cairo_set_source_rgba (cr, accent);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
    }

  if (picture->route != NULL && picture->route->n_steps > 0)
    draw_route (frame, cr, picture->route, picture->step_points, fg, accent);

  /* The boat's possible starts: hollow, the chosen one filled. */
  for (guint i = 0; i < picture->n_starts; i++)
    draw_boat (frame, cr, &picture->starts[i], (int) i == picture->selected_start ? &red : NULL,
               (int) i == picture->selected_start ? fg : accent);

  if (canals->boat_placed)
    draw_boat (frame, cr, &canals->boat, &red, fg);
}

