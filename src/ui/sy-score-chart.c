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

/* Where the plot lies in the chart, and its scales. */
typedef struct {
  guint top;                    /* the points at the top of the plot */
  guint last_turn;              /* the turn at the right of the turns */
  guint y_step, x_step;         /* between labelled ticks */
  double legend;                /* the legend's height */
  double left, bottom;          /* the plot's origin */
  double plot_top, plot_w, plot_h;
  double turns_w;               /* the width the turns take */
} ChartFrame;

/* The scales fit the highest score, tally included, and the last turn; the
 * plot leaves room for the legend, the captions and the ticks' labels. */
static void
chart_frame_init (ChartFrame         *frame,
                  cairo_t            *cr,
                  const SyScorePoint *points,
                  guint               n_points,
                  guint               n_players,
                  double              width,
                  double              height,
                  const SyTally      *tally,
                  double              legend)
{
  double th = text_height (cr);
  g_autofree char *top_label = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  int w;

  frame->top = MAX (sy_score_timeline_max (points, n_points, n_players), 1);
  for (guint p = 0; tally != NULL && p < n_players; p++)
    frame->top = MAX (frame->top, tally->players[p].total);
  frame->last_turn = n_points > 0 ? MAX (points[n_points - 1].turn, 1) : 1;
  frame->y_step = tick_step (frame->top, 5);
  frame->x_step = tick_step (frame->last_turn, 6);
  frame->top = (frame->top + frame->y_step - 1) / frame->y_step * frame->y_step;
  top_label = g_strdup_printf ("%u", frame->top);
  layout = new_layout (cr, top_label);
  pango_layout_get_pixel_size (layout, &w, NULL);

  frame->legend = legend;
  frame->left = w + 8;
  /* Room above the plot for the points' caption, below for the turns. */
  frame->plot_top = legend + th + 4;
  frame->bottom = height - 2 * th - 6;
  frame->plot_w = MAX (width - frame->left - 6, 10);
  frame->plot_h = MAX (frame->bottom - frame->plot_top, 10);
  frame->turns_w = tally != NULL && n_points > 0 ? frame->plot_w * TURNS_SHARE : frame->plot_w;
}

static gboolean
chart_frame_has_tally (const ChartFrame *frame)
{
  return frame->turns_w < frame->plot_w;
}

/* The points' gridlines and labels up the left. */
static void
draw_points_axis (cairo_t          *cr,
                  const ChartFrame *frame,
                  const GdkRGBA    *fg,
                  const GdkRGBA    *faint)
{
  for (guint v = 0; v <= frame->top; v += frame->y_step)
    {
      double y = round (frame->bottom - frame->plot_h * v / frame->top) + 0.5;
      g_autofree char *label = g_strdup_printf ("%u", v);

      gdk_cairo_set_source_rgba (cr, v == 0 ? fg : faint);
      cairo_move_to (cr, frame->left, y);
      cairo_line_to (cr, frame->left + frame->plot_w, y);
      cairo_stroke (cr);
      gdk_cairo_set_source_rgba (cr, fg);
      show_text (cr, label, frame->left - 4, y, 1, 0.5);
    }
}

/* The turns' ticks and labels along the bottom, and the left axis. */
static void
draw_turns_axis (cairo_t          *cr,
                 const ChartFrame *frame,
                 const GdkRGBA    *fg)
{
  for (guint t = 0; t <= frame->last_turn; t += frame->x_step)
    {
      double x = round (frame->left + frame->turns_w * t / frame->last_turn) + 0.5;
      g_autofree char *label = g_strdup_printf ("%u", t);

      gdk_cairo_set_source_rgba (cr, fg);
      cairo_move_to (cr, x, frame->bottom);
      cairo_line_to (cr, x, frame->bottom + 4);
      cairo_stroke (cr);
      show_text (cr, label, x, frame->bottom + 5, t == 0 ? 0 : 0.5, 0);
    }
  cairo_move_to (cr, frame->left + 0.5, frame->plot_top);
  cairo_line_to (cr, frame->left + 0.5, frame->bottom);
  cairo_stroke (cr);
}

/* The tally's own column at the right, once the game is over. */
static void
draw_tally_column (cairo_t          *cr,
                   const ChartFrame *frame,
                   const GdkRGBA    *fg,
                   const GdkRGBA    *faint)
{
  double x = round (frame->left + frame->plot_w) - 0.5;

  gdk_cairo_set_source_rgba (cr, faint);
  cairo_move_to (cr, x, frame->plot_top);
  cairo_line_to (cr, x, frame->bottom);
  cairo_stroke (cr);
  gdk_cairo_set_source_rgba (cr, fg);
  /* Translators: the chart's last column, the final totals */
  show_text (cr, C_("chart", "Tally"), x, frame->bottom + 5, 1, 0);
}

/* The axes, their ticks and their captions. */
static void
draw_axes (cairo_t          *cr,
           const ChartFrame *frame,
           double            width,
           double            height,
           const GdkRGBA    *fg)
{
  GdkRGBA faint = *fg;

  faint.alpha *= 0.18;
  cairo_set_line_width (cr, 1);
  draw_points_axis (cr, frame, fg, &faint);
  draw_turns_axis (cr, frame, fg);
  if (chart_frame_has_tally (frame))
    draw_tally_column (cr, frame, fg, &faint);
  show_text (cr, _("Points"), 0, frame->legend, 0, 0);
  show_text (cr, _("Turns"), width, height, 1, 1);
}

/* One player's line over the turns, @shift above its true height, in
 * @colour edged in @edge; (@end_x, @end_y) is where it ends. */
static void
draw_player_line (cairo_t            *cr,
                  const ChartFrame   *frame,
                  const SyScorePoint *points,
                  guint               n_points,
                  guint               p,
                  double              shift,
                  const GdkRGBA      *colour,
                  const GdkRGBA      *edge,
                  double             *end_x,
                  double             *end_y)
{
  double x = frame->left, y = frame->bottom;

  for (guint i = 0; i < n_points; i++)
    {
      x = frame->left + frame->turns_w * points[i].turn / frame->last_turn;
      y = frame->bottom - frame->plot_h * points[i].scores[p] / frame->top - shift;
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_set_line_width (cr, LINE_WIDTH + 2);
  gdk_cairo_set_source_rgba (cr, edge);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, LINE_WIDTH);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_stroke (cr);
  *end_x = x;
  *end_y = y;
}

/* The last, dashed step from (@x, @y) to the player's final @total, and a
 * dot there. */
static void
draw_tally_step (cairo_t          *cr,
                 const ChartFrame *frame,
                 double            x,
                 double            y,
                 guint             total,
                 double            shift,
                 const GdkRGBA    *colour,
                 const GdkRGBA    *edge)
{
  static const double dash[] = { 4.0, 4.0 };
  double fx = frame->left + frame->plot_w - 5;
  double fy = frame->bottom - frame->plot_h * total / frame->top - shift;

  cairo_save (cr);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, fx, fy);
  cairo_set_line_width (cr, LINE_WIDTH);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_stroke (cr);
  cairo_restore (cr);
  cairo_arc (cr, fx, fy, 4, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1);
  gdk_cairo_set_source_rgba (cr, edge);
  cairo_stroke (cr);
}

/* Every player's line, a little above or below by their place so that
 * equal scores lie side by side, and the tally's step once it is over. */
static void
draw_lines (cairo_t            *cr,
            const ChartFrame   *frame,
            SyGame             *game,
            const SyScorePoint *points,
            guint               n_points,
            const SyTally      *tally,
            const GdkRGBA      *fg)
{
  guint n_players = sy_game_get_n_players (game);
  GdkRGBA edge = *fg;

  edge.alpha *= 0.45;
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint p = 0; p < n_players && n_points > 0; p++)
    {
      GdkRGBA colour;
      double x, y;
      double shift = LINE_SPACING * ((n_players - 1) / 2.0 - p);

      sy_colour_get_rgba (sy_game_get_player_colour (game, p), &colour);
      draw_player_line (cr, frame, points, n_points, p, shift, &colour, &edge, &x, &y);
      if (chart_frame_has_tally (frame))
        draw_tally_step (cr, frame, x, y, tally->players[p].total, shift, &colour, &edge);
    }
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
  ChartFrame frame;
  double legend;

  g_return_if_fail (cr != NULL && SY_IS_GAME (game));

  cairo_save (cr);
  legend = draw_legend (cr, game, width, n_points > 0 ? tally : NULL, foreground);
  chart_frame_init (&frame, cr, points, n_points, sy_game_get_n_players (game), width, height,
                    tally, legend);
  draw_axes (cr, &frame, width, height, foreground);
  draw_lines (cr, &frame, game, points, n_points, tally, foreground);
  cairo_restore (cr);
}

struct _SyScoreChart
{
  GtkDrawingArea parent_instance;

  SyGame *game;
  SyScorePoint *points;         /* the timeline, as it stood when made */
  guint n_points;
  gboolean has_tally;
  SyTally tally;
};

G_DEFINE_FINAL_TYPE (SyScoreChart, sy_score_chart, GTK_TYPE_DRAWING_AREA)

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  SyScoreChart *self = SY_SCORE_CHART (area);
  GdkRGBA fg;

  sy_widget_get_foreground (GTK_WIDGET (area), &fg);
  sy_score_chart_draw (cr, self->game, self->points, self->n_points, width, height,
                       self->has_tally ? &self->tally : NULL, &fg);
}

static void
sy_score_chart_finalize (GObject *object)
{
  SyScoreChart *self = SY_SCORE_CHART (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->points, g_free);
  G_OBJECT_CLASS (sy_score_chart_parent_class)->finalize (object);
}

static void
sy_score_chart_class_init (SyScoreChartClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sy_score_chart_finalize;
}

static void
sy_score_chart_init (SyScoreChart *self)
{
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw_cb, NULL, NULL);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self), 260);
  gtk_widget_set_name (GTK_WIDGET (self), "tally-chart");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Score over the game"), -1);
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
  SyScoreChart *self;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  self = g_object_new (SY_TYPE_SCORE_CHART, NULL);
  self->game = g_object_ref (game);
  self->n_points = sy_game_get_score_timeline (game, &self->points);
  self->has_tally = tally != NULL;
  if (tally != NULL)
    self->tally = *tally;
  return GTK_WIDGET (self);
}
