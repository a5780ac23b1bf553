/* bench-layout.h: where bench-taps' time frames' layout and drawing go
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void     bench_layout_start     (void);
gboolean bench_layout_started   (void);
void     bench_layout_tap_begin (void);
void     bench_layout_tap_end   (const char *kind);
void     bench_layout_print     (guint       lines);

G_END_DECLS
