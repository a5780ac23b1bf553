/* sy-score-chart.c: every player's score over the turns, drawn with cairo
 *
 * One line a player in the player's colour, edged in the foreground colour
 * so that a white or yellow line shows on a light page and a dark one; a
 * legend above, a few labelled ticks on each axis. Each line lies a little
 * above or below the true height, by its player's place, so that equal
 * scores show as bands side by side instead of one line hiding another.
 * Once the game is over, a last dashed step to a column of its own ends
 * each line at the player's final total, contracts and merchants included.
 * The same drawing serves the window (foreground from the theme) and the
 * score sheet (black).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-score-chart"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-colour.h"
#include "sy-score-chart.h"

#define FONT_SIZE 9.0
#define LINE_WIDTH 2.5
/* How far apart the lines of equal scores lie. */
#define LINE_SPACING (LINE_WIDTH + 1.0)
/* The share of the plot's width the turns take when the tally follows. */
#define TURNS_SHARE 0.86

/* A tick step of 1, 2 or 5 times a power of ten, for at most @max_ticks. */
static guint
tick_step (guint top,
           guint max_ticks)
{
  guint base = 1;

  for (;;)
    {
      static const guint steps[] = { 1, 2, 5 };

      for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
        if (top <= steps[i] * base * max_ticks)
          return steps[i] * base;
      base *= 10;
    }
}

static PangoLayout *
new_layout (cairo_t    *cr,
            const char *text)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, FONT_SIZE * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* Draws @text with its (@ax, @ay) corner (0 left/top, 0.5 middle, 1
 * right/bottom) at (@x, @y); returns its width. */
static double
show_text (cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      ax,
           double      ay)
{
  g_autoptr(PangoLayout) layout = new_layout (cr, text);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - ax * w, y - ay * h);
  pango_cairo_show_layout (cr, layout);
  return w;
}

static double
text_height (cairo_t *cr)
{
  g_autoptr(PangoLayout) layout = new_layout (cr, "0");
  int h;

  pango_layout_get_pixel_size (layout, NULL, &h);
  return h;
}

/* The legend, with each final total once there is a tally, wrapped onto
 * as many lines as it needs; returns its height. */
static double
draw_legend (cairo_t       *cr,
             SyGame        *game,
             double         width,
             const SyTally *tally,
             const GdkRGBA *fg)
{
  double line = text_height (cr) + 4, x = 0, y = 0;

  for (guint p = 0; p < sy_game_get_n_players (game); p++)
    {
      /* Translators: a player and their final total in the chart's legend, “Alena: 14” */
      g_autofree char *name = tally != NULL ? g_strdup_printf (C_("chart", "%s: %u"),
                                                               sy_game_get_player_name (game, p),
                                                               tally->players[p].total)
                                            : g_strdup (sy_game_get_player_name (game, p));
      g_autoptr(PangoLayout) layout = new_layout (cr, name);
      GdkRGBA colour;
      int w;

      pango_layout_get_pixel_size (layout, &w, NULL);
      if (x > 0 && x + 26 + w > width)
        {
          x = 0;
          y += line;
        }
      sy_colour_get_rgba (sy_game_get_player_colour (game, p), &colour);
      cairo_rectangle (cr, x + 0.5, y + line / 2 - 5.5, 16, 10);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, fg);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      show_text (cr, name, x + 21, y + line / 2, 0, 0.5);
      x += 26 + w + 12;
    }
  return y + line + 4;
}

/**
 * sy_score_chart_draw:
 * @cr: where to draw, with (0, 0) the top left of the chart
 * @game: the game, for the players' names and colours
 * @points: (array length=n_points): the score over the game
 * @n_points: how many
 * @width: the chart's width
 * @height: the chart's height, legend included
 * @tally: (nullable): the final tally, drawn as a last step once the game
 *   is over
 * @foreground: the colour of the text and the axes
 */
void
sy_score_chart_draw (cairo_t            *cr,
                     SyGame             *game,
                     const SyScorePoint *points,
                     guint               n_points,
                     double              width,
                     double              height,
                     const SyTally      *tally,
                     const GdkRGBA      *foreground)
{
  guint n_players = sy_game_get_n_players (game);
  guint top, last_turn, y_step, x_step;
  double th, left, bottom, plot_top, plot_w, plot_h, turns_w, legend;
  GdkRGBA faint = *foreground, edge = *foreground;
  g_autofree char *top_label = NULL;

  g_return_if_fail (cr != NULL && SY_IS_GAME (game));

  cairo_save (cr);
  th = text_height (cr);
  legend = draw_legend (cr, game, width, n_points > 0 ? tally : NULL, foreground);

  top = MAX (sy_score_timeline_max (points, n_points, n_players), 1);
  for (guint p = 0; tally != NULL && p < n_players; p++)
    top = MAX (top, tally->players[p].total);
  last_turn = n_points > 0 ? MAX (points[n_points - 1].turn, 1) : 1;
  y_step = tick_step (top, 5);
  x_step = tick_step (last_turn, 6);
  top = (top + y_step - 1) / y_step * y_step;
  top_label = g_strdup_printf ("%u", top);
  {
    g_autoptr(PangoLayout) layout = new_layout (cr, top_label);
    int w;

    pango_layout_get_pixel_size (layout, &w, NULL);
    left = w + 8;
  }
  /* Room above the plot for the points' caption, below for the turns. */
  plot_top = legend + th + 4;
  bottom = height - 2 * th - 6;
  plot_w = MAX (width - left - 6, 10);
  plot_h = MAX (bottom - plot_top, 10);
  turns_w = tally != NULL && n_points > 0 ? plot_w * TURNS_SHARE : plot_w;

  faint.alpha *= 0.18;
  edge.alpha *= 0.45;
  cairo_set_line_width (cr, 1);
  for (guint v = 0; v <= top; v += y_step)
    {
      double y = round (bottom - plot_h * v / top) + 0.5;
      g_autofree char *label = g_strdup_printf ("%u", v);

      gdk_cairo_set_source_rgba (cr, v == 0 ? foreground : &faint);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + plot_w, y);
      cairo_stroke (cr);
      gdk_cairo_set_source_rgba (cr, foreground);
      show_text (cr, label, left - 4, y, 1, 0.5);
    }
  for (guint t = 0; t <= last_turn; t += x_step)
    {
      double x = round (left + turns_w * t / last_turn) + 0.5;
      g_autofree char *label = g_strdup_printf ("%u", t);

      gdk_cairo_set_source_rgba (cr, foreground);
      cairo_move_to (cr, x, bottom);
      cairo_line_to (cr, x, bottom + 4);
      cairo_stroke (cr);
      show_text (cr, label, x, bottom + 5, t == 0 ? 0 : 0.5, 0);
    }
  cairo_move_to (cr, left + 0.5, plot_top);
  cairo_line_to (cr, left + 0.5, bottom);
  cairo_stroke (cr);
  if (turns_w < plot_w)
    {
      double x = round (left + plot_w) - 0.5;

      gdk_cairo_set_source_rgba (cr, &faint);
      cairo_move_to (cr, x, plot_top);
      cairo_line_to (cr, x, bottom);
      cairo_stroke (cr);
      gdk_cairo_set_source_rgba (cr, foreground);
      /* Translators: the chart's last column, the final totals */
      show_text (cr, C_("chart", "Tally"), x, bottom + 5, 1, 0);
    }
  show_text (cr, _("Points"), 0, legend, 0, 0);
  show_text (cr, _("Turns"), width, height, 1, 1);

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint p = 0; p < n_players && n_points > 0; p++)
    {
      GdkRGBA colour;
      double x = left, y = bottom;
      double shift = LINE_SPACING * ((n_players - 1) / 2.0 - p);

      for (guint i = 0; i < n_points; i++)
        {
          x = left + turns_w * points[i].turn / last_turn;
          y = bottom - plot_h * points[i].scores[p] / top - shift;
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      sy_colour_get_rgba (sy_game_get_player_colour (game, p), &colour);
      cairo_set_line_width (cr, LINE_WIDTH + 2);
      gdk_cairo_set_source_rgba (cr, &edge);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, LINE_WIDTH);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_stroke (cr);
      if (turns_w < plot_w)
        {
          static const double dash[] = { 4.0, 4.0 };
          double fx = left + plot_w - 5, fy = bottom - plot_h * tally->players[p].total / top - shift;

          cairo_save (cr);
          cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
          cairo_move_to (cr, x, y);
          cairo_line_to (cr, fx, fy);
          cairo_set_line_width (cr, LINE_WIDTH);
          gdk_cairo_set_source_rgba (cr, &colour);
          cairo_stroke (cr);
          cairo_restore (cr);
          cairo_arc (cr, fx, fy, 4, 0, 2 * G_PI);
          gdk_cairo_set_source_rgba (cr, &colour);
          cairo_fill_preserve (cr);
          cairo_set_line_width (cr, 1);
          gdk_cairo_set_source_rgba (cr, &edge);
          cairo_stroke (cr);
        }
    }
  cairo_restore (cr);
}

typedef struct {
  SyGame *game;
  SyScorePoint *points;
  guint n_points;
  gboolean has_tally;
  SyTally tally;
} ChartData;

static void
chart_data_free (gpointer pointer)
{
  ChartData *data = pointer;

  g_clear_object (&data->game);
  g_free (data->points);
  g_free (data);
}

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  ChartData *data = user_data;
  GdkRGBA fg;

  sy_widget_get_foreground (GTK_WIDGET (area), &fg);
  sy_score_chart_draw (cr, data->game, data->points, data->n_points, width, height,
                       data->has_tally ? &data->tally : NULL, &fg);
}

/**
 * sy_score_chart_new:
 * @game: a game
 * @tally: (nullable): its final tally, once it is over
 *
 * Returns: (transfer floating): a drawing of @game's score over the turns,
 *   as they stand now, ending at @tally
 */
GtkWidget *
sy_score_chart_new (SyGame        *game,
                    const SyTally *tally)
{
  GtkWidget *area = gtk_drawing_area_new ();
  ChartData *data = g_new0 (ChartData, 1);

  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  data->game = g_object_ref (game);
  data->n_points = sy_game_get_score_timeline (game, &data->points);
  data->has_tally = tally != NULL;
  if (tally != NULL)
    data->tally = *tally;
  g_object_set_data_full (G_OBJECT (area), "chart", data, chart_data_free);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_cb, data, NULL);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 260);
  gtk_widget_set_name (area, "tally-chart");
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Score over the game"), -1);
  return area;
}
