/* sy-tally-window.h: the final tally, the score over the game, the score
 * sheet printed or exported
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_TALLY_WINDOW (sy_tally_window_get_type ())

G_DECLARE_FINAL_TYPE (SyTallyWindow, sy_tally_window, SY, TALLY_WINDOW, AdwWindow)

GtkWindow *sy_tally_window_new      (GtkWindow     *parent,
                                     SyGame        *game);
SyGame    *sy_tally_window_get_game (SyTallyWindow *self);

G_END_DECLS
