/* sy-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"
#include "sy-user-data.h"

G_BEGIN_DECLS

#define SY_TYPE_WINDOW (sy_window_get_type ())

G_DECLARE_FINAL_TYPE (SyWindow, sy_window, SY, WINDOW, AdwApplicationWindow)

SyWindow *sy_window_new       (GtkApplication *application,
                               SyUserData     *user_data);
SyGame   *sy_window_get_game  (SyWindow      *self);
void      sy_window_set_game  (SyWindow      *self,
                               SyGame        *game);
void      sy_window_open_file (SyWindow      *self,
                               GFile         *file);
void      sy_window_open_example (SyWindow   *self);
gboolean  sy_window_is_keeping_awake (SyWindow *self);
void      sy_window_sync_saves (SyWindow     *self);

G_END_DECLS
