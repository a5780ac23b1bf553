/* bench-tally.h: what bench-taps' profilers' aids share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

double      bench_tally_cpu_ms   (void);
const char *bench_tally_owner    (GtkWidget  *widget);
GPtrArray  *bench_tally_costliest (GHashTable *per_tap);
void        bench_tally_count    (GHashTable *kind_taps,
                                  const char *kind);

G_END_DECLS
