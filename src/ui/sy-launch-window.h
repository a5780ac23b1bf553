/* sy-launch-window.h: a finished ship's best launch, explained
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-entry-rows.h"

G_BEGIN_DECLS

#define SY_TYPE_LAUNCH_WINDOW (sy_launch_window_get_type ())

G_DECLARE_FINAL_TYPE (SyLaunchWindow, sy_launch_window, SY, LAUNCH_WINDOW, AdwWindow)

GtkWindow *sy_launch_window_new      (GtkWindow      *parent,
                                      SyGame         *game,
                                      guint           slot);
SyGame    *sy_launch_window_get_game (SyLaunchWindow *self);
guint      sy_launch_window_get_slot (SyLaunchWindow *self);
gboolean   sy_launch_window_set_ship (SyLaunchWindow *self,
                                      SyGame         *game,
                                      guint           slot);

G_END_DECLS
