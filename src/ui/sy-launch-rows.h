/* sy-launch-rows.h: the finished ships, launched in one tap each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_LAUNCH_ROWS (sy_launch_rows_get_type ())

G_DECLARE_FINAL_TYPE (SyLaunchRows, sy_launch_rows, SY, LAUNCH_ROWS, GtkBox)

void       sy_launch_rows_set_game (SyLaunchRows *self,
                                    SyGame       *game);
gboolean   sy_launch_rows_update   (SyLaunchRows *self,
                                    SyGame       *game);
GtkWidget *sy_launch_rows_get_list (SyLaunchRows *self);

G_END_DECLS
