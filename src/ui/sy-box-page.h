/* sy-box-page.h: the box of pieces entered once, looked at and corrected in
 * Preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"
#include "sy-user-data.h"

G_BEGIN_DECLS

#define SY_TYPE_BOX_PAGE (sy_box_page_get_type ())

G_DECLARE_FINAL_TYPE (SyBoxPage, sy_box_page, SY, BOX_PAGE, AdwPreferencesPage)

GtkWidget *sy_box_page_new          (void);
SyUserData *sy_box_page_get_user_data (SyBoxPage  *self);
void       sy_box_page_set_user_data (SyBoxPage  *self,
                                      SyUserData *user_data);
SyEdition  sy_box_page_get_edition  (SyBoxPage  *self);
void       sy_box_page_set_edition  (SyBoxPage  *self,
                                     SyEdition   edition);
gboolean   sy_box_page_export_file  (SyBoxPage  *self,
                                     GFile      *file,
                                     GError    **error);
void       sy_box_page_import_file_async  (SyBoxPage           *self,
                                           GFile               *file,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
gboolean   sy_box_page_import_file_finish (SyBoxPage           *self,
                                           GAsyncResult        *result,
                                           GError             **error);
gboolean   sy_box_page_learn_history (SyBoxPage  *self,
                                      const char *folder,
                                      GError    **error);

G_END_DECLS
