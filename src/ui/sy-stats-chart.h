/* sy-stats-chart.h: how the final totals of the history's games fall, drawn with cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_STATS_CHART (sy_stats_chart_get_type ())

G_DECLARE_FINAL_TYPE (SyStatsChart, sy_stats_chart, SY, STATS_CHART, GtkDrawingArea)

GtkWidget *sy_stats_chart_new      (void);
void       sy_stats_chart_set_bars (SyStatsChart *self,
                                    const guint  *bars,
                                    guint         n_bars);

G_END_DECLS
