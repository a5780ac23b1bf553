/* sy-score-chart.h: every player's score over the turns, drawn with cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_SCORE_CHART (sy_score_chart_get_type ())

G_DECLARE_FINAL_TYPE (SyScoreChart, sy_score_chart, SY, SCORE_CHART, GtkDrawingArea)

void       sy_score_chart_draw (cairo_t            *cr,
                                SyGame             *game,
                                const SyScorePoint *points,
                                guint               n_points,
                                double              width,
                                double              height,
                                const SyTally      *tally,
                                const GdkRGBA      *foreground);
GtkWidget *sy_score_chart_new  (SyGame             *game,
                                const SyTally      *tally);

G_END_DECLS
