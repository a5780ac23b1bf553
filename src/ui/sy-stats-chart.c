/* sy-stats-chart.c: how the final totals of the history's games fall, drawn with cairo
 *
 * A bar for each ten points (SY_STATS_SCORE_STEP), as tall as the totals
 * that fell in it, drawn as the score chart is (sy-score-chart.c): the
 * theme's foreground, a few labelled ticks on each axis, Sans 9. The bars
 * are the engine's (sy_history_stats_compute()); nothing is counted here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-stats-chart"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-colour.h"
#include "sy-stats-chart.h"

#define FONT_SIZE 9.0
#define MARGIN 6.0

struct _SyStatsChart
{
  GtkDrawingArea parent_instance;

  guint *bars;
  guint n_bars;
};

G_DEFINE_FINAL_TYPE (SyStatsChart, sy_stats_chart, GTK_TYPE_DRAWING_AREA)

/* A tick step of 1, 2 or 5 times a power of ten, for at most @max_ticks. */
static guint
tick_step (guint top,
           guint max_ticks)
{
  for (guint base = 1;; base *= 10)
    {
      static const guint steps[] = { 1, 2, 5 };

      for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
        if (top <= steps[i] * base * max_ticks)
          return steps[i] * base;
    }
}

static void
show_text (cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      ax,
           double      ay,
           int        *height)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  int w, h;

  pango_font_description_set_absolute_size (font, FONT_SIZE * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  if (height != NULL)
    *height = h;
  if (text[0] == '\0')
    return;
  cairo_move_to (cr, x - ax * w, y - ay * h);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  SyStatsChart *self = SY_STATS_CHART (area);
  GdkRGBA fg, faint, fill;
  guint top = 1, step, n;
  double left, bottom, plot_w, plot_h, bar_w;
  int text_h;

  sy_widget_get_foreground (GTK_WIDGET (area), &fg);
  faint = fg;
  faint.alpha *= 0.15;
  fill = fg;
  fill.alpha *= 0.45;
  for (guint b = 0; b < self->n_bars; b++)
    top = MAX (top, self->bars[b]);
  step = tick_step (top, 5);
  top = (top + step - 1) / step * step;
  n = MAX (self->n_bars, 1);

  show_text (cr, "", 0, 0, 0, 0, &text_h);
  left = MARGIN + 4 * FONT_SIZE;
  bottom = height - MARGIN - text_h - 2;
  plot_w = width - left - MARGIN;
  plot_h = bottom - MARGIN - text_h / 2.0;
  bar_w = plot_w / n;
  cairo_set_line_width (cr, 1.0);

  /* The count axis, with a faint line at each tick. */
  for (guint v = 0; v <= top; v += step)
    {
      g_autofree char *label = g_strdup_printf ("%u", v);
      double y = bottom - plot_h * v / top;

      gdk_cairo_set_source_rgba (cr, v == 0 ? &fg : &faint);
      cairo_move_to (cr, left, y + 0.5);
      cairo_line_to (cr, left + plot_w, y + 0.5);
      cairo_stroke (cr);
      gdk_cairo_set_source_rgba (cr, &fg);
      show_text (cr, label, left - 4, y, 1, 0.5, NULL);
    }
  /* A bar each ten points, its lower bound under its left edge; a label
   * every few bars when they are many. */
  for (guint b = 0; b < self->n_bars; b++)
    {
      double h = plot_h * self->bars[b] / top;
      double x = left + b * bar_w;
      guint every = MAX (1, (guint) (4 * FONT_SIZE / bar_w) + 1);

      if (self->bars[b] > 0)
        {
          cairo_rectangle (cr, x + 1, bottom - h, bar_w - 2, h);
          gdk_cairo_set_source_rgba (cr, &fill);
          cairo_fill_preserve (cr);
          gdk_cairo_set_source_rgba (cr, &fg);
          cairo_stroke (cr);
        }
      if (b % every == 0)
        {
          g_autofree char *label = g_strdup_printf ("%u", b * SY_STATS_SCORE_STEP);

          gdk_cairo_set_source_rgba (cr, &fg);
          show_text (cr, label, x, bottom + 2, 0.5, 0, NULL);
        }
    }
}

static void
sy_stats_chart_finalize (GObject *object)
{
  g_clear_pointer (&SY_STATS_CHART (object)->bars, g_free);
  G_OBJECT_CLASS (sy_stats_chart_parent_class)->finalize (object);
}

static void
sy_stats_chart_class_init (SyStatsChartClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sy_stats_chart_finalize;
}

static void
sy_stats_chart_init (SyStatsChart *self)
{
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw_cb, NULL, NULL);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self), 200);
  gtk_widget_set_name (GTK_WIDGET (self), "history-chart");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Final totals, in bars of ten points"), -1);
}

/**
 * sy_stats_chart_new:
 *
 * Returns: (transfer floating): an empty chart of final totals
 */
GtkWidget *
sy_stats_chart_new (void)
{
  return g_object_new (SY_TYPE_STATS_CHART, NULL);
}

/**
 * sy_stats_chart_set_bars:
 * @self: a chart
 * @bars: (array length=n_bars): how many totals fell in each ten points
 * @n_bars: how many bars
 *
 * Shows the distribution of the statistics (#SyHistoryStats).
 */
void
sy_stats_chart_set_bars (SyStatsChart *self,
                         const guint  *bars,
                         guint         n_bars)
{
  g_return_if_fail (SY_IS_STATS_CHART (self));

  g_free (self->bars);
  self->bars = g_memdup2 (bars, n_bars * sizeof (guint));
  self->n_bars = n_bars;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
