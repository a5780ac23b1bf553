/* sy-action-entry.h: the inputs one action needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"
#include "sy-entry-rows.h"

G_BEGIN_DECLS

GtkWidget *sy_action_entry_new (SyGame          *game,
                                SyAction         action,
                                gboolean         bonus,
                                SyEntrySendFunc  send,
                                gpointer         user_data);

G_END_DECLS
