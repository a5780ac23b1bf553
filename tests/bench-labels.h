/* bench-labels.h: where bench-taps' time laying out text goes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void     bench_labels_start     (void);
gboolean bench_labels_started   (void);
void     bench_labels_tap_begin (void);
void     bench_labels_tap_end   (const char *kind);
void     bench_labels_print     (guint       lines);

G_END_DECLS
