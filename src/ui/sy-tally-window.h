/* sy-tally-window.h: the final tally, the score over the game, the score
 * sheet printed or exported
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

GtkWindow *sy_tally_window_new (GtkWindow *parent,
                                SyGame    *game);

G_END_DECLS
