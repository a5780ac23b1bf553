/* sy-message-bar.h: a message too long for a toast, in a bar that wraps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SY_TYPE_MESSAGE_BAR (sy_message_bar_get_type ())

G_DECLARE_FINAL_TYPE (SyMessageBar, sy_message_bar, SY, MESSAGE_BAR, GtkWidget)

GtkWidget  *sy_message_bar_new         (void);
void        sy_message_bar_show        (SyMessageBar  *self,
                                        const char    *message);
void        sy_message_bar_set_action  (SyMessageBar  *self,
                                        const char    *label,
                                        const char    *action_name,
                                        GVariant      *target);
void        sy_message_bar_dismiss     (SyMessageBar  *self);
const char *sy_message_bar_get_message (SyMessageBar  *self);

gboolean    sy_message_fits_toast      (GtkWidget     *overlay,
                                        const char    *message);
void        sy_message_tell            (GtkWidget     *widget,
                                        const char    *message);
void        sy_window_title_unclip     (AdwWindowTitle *title);

G_END_DECLS
