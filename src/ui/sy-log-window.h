/* sy-log-window.h: the game's events in words, to go back to or correct
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-game-view.h"

G_BEGIN_DECLS

#define SY_TYPE_LOG_WINDOW (sy_log_window_get_type ())

G_DECLARE_FINAL_TYPE (SyLogWindow, sy_log_window, SY, LOG_WINDOW, AdwWindow)

GtkWindow  *sy_log_window_new      (GtkWindow   *parent,
                                    SyGame      *game,
                                    SyGameView  *view);
SyGame     *sy_log_window_get_game (SyLogWindow *self);
SyGameView *sy_log_window_get_view (SyLogWindow *self);

G_END_DECLS
