/* big-box.h: the largest box file the limits accept, for the benchmark and
 * the tests that read one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *big_box_write (const char *folder,
                     gsize      *out_length,
                     guint      *out_games);

G_END_DECLS
