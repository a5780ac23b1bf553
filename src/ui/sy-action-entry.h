/* sy-action-entry.h: the inputs one action needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"
#include "sy-user-data.h"
#include "sy-entry-rows.h"

G_BEGIN_DECLS

#define SY_TYPE_ACTION_ENTRY (sy_action_entry_get_type ())

G_DECLARE_FINAL_TYPE (SyActionEntry, sy_action_entry, SY, ACTION_ENTRY, GtkWidget)

GtkWidget *sy_action_entry_new (SyGame     *game,
                                SyAction    action,
                                gboolean    bonus,
                                SyUserData *user_data);
SyAction   sy_action_entry_get_action (SyActionEntry *self);
void       sy_action_entry_invalidate (SyActionEntry *self);
void       sy_action_entry_refresh    (SyActionEntry *self);
void       sy_action_entry_prepare    (SyActionEntry *self,
                                       int            width);
int        sy_action_entry_get_prepared_width (SyActionEntry *self);

G_END_DECLS
