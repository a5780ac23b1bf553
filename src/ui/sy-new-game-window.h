/* sy-new-game-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_NEW_GAME_WINDOW (sy_new_game_window_get_type ())

G_DECLARE_FINAL_TYPE (SyNewGameWindow, sy_new_game_window, SY, NEW_GAME_WINDOW, AdwWindow)

SyNewGameWindow *sy_new_game_window_new         (GtkWindow       *parent);
SyGameConfig    *sy_new_game_window_get_config  (SyNewGameWindow *self);

G_END_DECLS
