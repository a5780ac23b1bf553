/* sy-log-window.h: the game's events in words, to go back to or correct
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-game-view.h"

G_BEGIN_DECLS

GtkWindow *sy_log_window_new (GtkWindow  *parent,
                              SyGame     *game,
                              SyGameView *view);

G_END_DECLS
