/* sy-file-banner.h: a bar above the table that tells, in full words, what became of the user's files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SY_TYPE_FILE_BANNER (sy_file_banner_get_type ())

G_DECLARE_FINAL_TYPE (SyFileBanner, sy_file_banner, SY, FILE_BANNER, GtkWidget)

void        sy_file_banner_show        (SyFileBanner *self,
                                        const char   *message);
void        sy_file_banner_hide        (SyFileBanner *self);
gboolean    sy_file_banner_is_shown    (SyFileBanner *self);
const char *sy_file_banner_get_message (SyFileBanner *self);
void        sy_file_banner_add_action  (SyFileBanner *self,
                                        const char   *label,
                                        const char   *action_name,
                                        GVariant     *target);
void        sy_file_banner_set_closable (SyFileBanner *self,
                                         gboolean      closable);

G_END_DECLS
