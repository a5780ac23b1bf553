/* sy-launch-window.h: a finished ship's best launch, explained
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-entry-rows.h"

G_BEGIN_DECLS

GtkWindow *sy_launch_window_new (GtkWindow       *parent,
                                 SyGame          *game,
                                 guint            slot,
                                 SyEntrySendFunc  send,
                                 gpointer         user_data);

G_END_DECLS
