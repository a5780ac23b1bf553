/* sy-canals-view.c: a player's canal system, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each tile is a square of 3 × 3 positions: the water spaces are drawn as
 * discs joined by their links and running off the tile at its exits; an
 * official is a letter on its space, the Blue Riband a blue ring; the
 * boat is a triangle on its space. Only what the engine holds is drawn.
 */
#define G_LOG_DOMAIN "sy-canals-view"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-canals-view.h"

#define CELL 54.0

typedef struct {
  SyCanals canals;
  gboolean has_route;
  SyRoute route;
  int min_x;
  int min_y;
} CanalsData;

static void
position_centre (const CanalsData *data,
                 int               x,
                 int               y,
                 guint             position,
                 double           *cx,
                 double           *cy)
{
  *cx = (x - data->min_x) * CELL + (position % 3 + 0.5) * CELL / 3 + 2;
  *cy = (y - data->min_y) * CELL + (position / 3 + 0.5) * CELL / 3 + 2;
}

static const char *
mark_letter (SyCanalMark mark)
{
  switch (mark)
    {
    case SY_MARK_SOLDIER:
      /* Translators: one letter on a canal space for the soldier official */
      return C_("canal mark", "S");
    case SY_MARK_BUSINESSMAN:
      /* Translators: one letter for the businessman official */
      return C_("canal mark", "B");
    case SY_MARK_LANTERN:
      /* Translators: one letter for the lantern official */
      return C_("canal mark", "L");
    case SY_MARK_LIFEBOAT:
      /* Translators: one letter for the lifeboat official */
      return C_("canal mark", "C");
    case SY_MARK_LIFEBUOY:
      /* Translators: one letter for the lifebuoy official */
      return C_("canal mark", "R");
    case SY_MARK_NONE:
    case SY_MARK_RIBAND:
    case SY_N_MARKS:
    default:
      return NULL;
    }
}

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  const CanalsData *data = user_data;
  const SyCanals *canals = &data->canals;

  for (guint t = 0; t < canals->n_tiles; t++)
    {
      const SyPlacedCanal *tile = &canals->tiles[t];
      double ox = (tile->x - data->min_x) * CELL + 2, oy = (tile->y - data->min_y) * CELL + 2;

      cairo_rectangle (cr, ox + 1, oy + 1, CELL - 2, CELL - 2);
      cairo_set_source_rgba (cr, 0.45, 0.62, 0.35, 0.35);
      cairo_fill (cr);

      /* The water: links between spaces, and the exits off the tile. */
      cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
      cairo_set_line_width (cr, 6);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      for (guint p = 0; p < SY_TILE_POSITIONS; p++)
        for (guint q = p + 1; q < SY_TILE_POSITIONS; q++)
          if (tile->view.links[p] & (1u << q))
            {
              double px, py, qx, qy;

              position_centre (data, tile->x, tile->y, p, &px, &py);
              position_centre (data, tile->x, tile->y, q, &qx, &qy);
              cairo_move_to (cr, px, py);
              cairo_line_to (cr, qx, qy);
              cairo_stroke (cr);
            }
      for (guint side = 0; side < SY_N_SIDES; side++)
        if (tile->view.exits & (1u << side))
          {
            double px, py;
            double dx[] = { 0, 1, 0, -1 }, dy[] = { -1, 0, 1, 0 };

            position_centre (data, tile->x, tile->y, sy_side_exit_position (side), &px, &py);
            cairo_move_to (cr, px, py);
            cairo_line_to (cr, px + dx[side] * CELL / 6, py + dy[side] * CELL / 6);
            cairo_stroke (cr);
          }

      for (guint p = 0; p < SY_TILE_POSITIONS; p++)
        {
          double px, py;
          const char *letter = mark_letter ((SyCanalMark) tile->tile.marks[p]);

          if (!(tile->view.spaces & (1u << p)))
            continue;
          position_centre (data, tile->x, tile->y, p, &px, &py);
          cairo_arc (cr, px, py, 6, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
          cairo_fill (cr);
          if (tile->tile.marks[p] == SY_MARK_RIBAND)
            {
              cairo_arc (cr, px, py, 7.5, 0, 2 * G_PI);
              cairo_set_source_rgb (cr, 0.1, 0.2, 0.6);
              cairo_set_line_width (cr, 2.5);
              cairo_stroke (cr);
            }
          if (letter != NULL)
            {
              cairo_text_extents_t ext;

              cairo_set_source_rgb (cr, 1, 1, 1);
              cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
              cairo_set_font_size (cr, 9);
              cairo_text_extents (cr, letter, &ext);
              cairo_move_to (cr, px - ext.width / 2 - ext.x_bearing, py - ext.height / 2 - ext.y_bearing);
              cairo_show_text (cr, letter);
            }
        }
    }

  /* The route: a line from the start through every step, each step
   * numbered. */
  if (data->has_route && data->route.n_steps > 0)
    {
      double px, py;

      position_centre (data, data->route.start.x, data->route.start.y, data->route.start.position,
                       &px, &py);
      cairo_move_to (cr, px, py);
      for (guint i = 0; i < data->route.n_steps; i++)
        {
          position_centre (data, data->route.steps[i].x, data->route.steps[i].y,
                           data->route.steps[i].position, &px, &py);
          cairo_line_to (cr, px, py);
        }
      cairo_set_source_rgba (cr, 0.9, 0.1, 0.14, 0.8);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
      cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, 10);
      for (guint i = 0; i < data->route.n_steps; i++)
        {
          g_autofree char *number = g_strdup_printf ("%u", i + 1);

          position_centre (data, data->route.steps[i].x, data->route.steps[i].y,
                           data->route.steps[i].position, &px, &py);
          cairo_set_source_rgb (cr, 0.55, 0.05, 0.08);
          cairo_move_to (cr, px + 6, py - 5);
          cairo_show_text (cr, number);
        }
    }

  if (canals->boat_placed)
    {
      double bx, by;

      position_centre (data, canals->boat.x, canals->boat.y, canals->boat.position, &bx, &by);
      cairo_move_to (cr, bx, by - 7);
      cairo_line_to (cr, bx + 6, by + 5);
      cairo_line_to (cr, bx - 6, by + 5);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.9, 0.1, 0.14);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
}

/**
 * sy_canals_view_new:
 * @canals: a canal system, copied
 *
 * Returns: (transfer floating): a drawing of it, sized to its tiles
 */
GtkWidget *
sy_canals_view_new (const SyCanals *canals)
{
  return sy_canals_view_new_with_route (canals, NULL);
}

/**
 * sy_canals_view_new_with_route:
 * @canals: a canal system, copied
 * @route: (nullable): a cruise to draw on it, copied
 *
 * Returns: (transfer floating): a drawing of the system and the route
 */
GtkWidget *
sy_canals_view_new_with_route (const SyCanals *canals,
                               const SyRoute  *route)
{
  GtkWidget *area = gtk_drawing_area_new ();
  CanalsData *data = g_new0 (CanalsData, 1);
  int max_x = 0, max_y = 0;
  g_autofree char *label = NULL;

  if (route != NULL)
    {
      data->has_route = TRUE;
      data->route = *route;
    }
  data->canals = *canals;
  for (guint t = 0; t < canals->n_tiles; t++)
    {
      if (t == 0 || canals->tiles[t].x < data->min_x)
        data->min_x = canals->tiles[t].x;
      if (t == 0 || canals->tiles[t].y < data->min_y)
        data->min_y = canals->tiles[t].y;
      if (t == 0 || canals->tiles[t].x > max_x)
        max_x = canals->tiles[t].x;
      if (t == 0 || canals->tiles[t].y > max_y)
        max_y = canals->tiles[t].y;
    }
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), (max_x - data->min_x + 1) * CELL + 4);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), (max_y - data->min_y + 1) * CELL + 4);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_cb, data, g_free);
  gtk_widget_set_halign (area, GTK_ALIGN_START);
  label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Canal system of %u tile",
                                        "Canal system of %u tiles", canals->n_tiles), canals->n_tiles);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return area;
}
