/* bench-tally.h: what bench-taps' profilers' aids share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef double (*BenchTallyPerTap) (const char *line,
                                    gpointer    cost,
                                    gpointer    data);

double      bench_tally_cpu_ms   (void);
const char *bench_tally_owner    (GtkWidget  *widget);
GPtrArray  *bench_tally_costliest (GHashTable       *costs,
                                   BenchTallyPerTap  per_tap,
                                   gpointer          data);
guint       bench_tally_taps_of  (GHashTable *kind_taps,
                                  const char *line);
void        bench_tally_count    (GHashTable *kind_taps,
                                  const char *kind);

G_END_DECLS
