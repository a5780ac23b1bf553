/* sy-dialogs.h: alerts and about, today's widgets where the libraries have them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-dialogs-files.h"

G_BEGIN_DECLS

GtkWidget  *sy_dialogs_alert_new                     (const char            *heading,
                                                      const char            *body);
void        sy_dialogs_alert_add_response            (GtkWidget             *alert,
                                                      const char            *id,
                                                      const char            *label,
                                                      AdwResponseAppearance  appearance);
void        sy_dialogs_alert_choose                  (GtkWidget             *alert,
                                                      GtkWidget             *parent,
                                                      GCancellable          *cancellable,
                                                      GAsyncReadyCallback    callback,
                                                      gpointer               user_data);
const char *sy_dialogs_alert_choose_finish           (GtkWidget             *alert,
                                                      GAsyncResult          *result);
void        sy_dialogs_show_error                    (GtkWidget             *parent,
                                                      const char            *heading,
                                                      const char            *body);
GtkWidget  *sy_dialogs_confirm                       (GtkWidget             *parent,
                                                      const char            *heading,
                                                      const char            *body,
                                                      const char            *cancel_label,
                                                      const char            *action_id,
                                                      const char            *action_label,
                                                      AdwResponseAppearance  appearance,
                                                      GCancellable          *cancellable,
                                                      GAsyncReadyCallback    callback,
                                                      gpointer               user_data);
void        sy_dialogs_alert_set_extra_child         (GtkWidget             *alert,
                                                      GtkWidget             *child);
void        sy_dialogs_alert_set_default_response    (GtkWidget             *alert,
                                                      const char            *response);
AdwResponseAppearance
            sy_dialogs_alert_get_response_appearance (GtkWidget             *alert,
                                                      const char            *response);
void        sy_dialogs_alert_respond                 (GtkWidget             *alert,
                                                      const char            *response);

GtkWidget  *sy_dialogs_about_new                     (const char            *first_property_name,
                                                      ...) G_GNUC_NULL_TERMINATED;
void        sy_dialogs_about_add_legal_section       (GtkWidget             *about,
                                                      const char            *title,
                                                      const char            *copyright,
                                                      GtkLicense             license_type,
                                                      const char            *license);

void        sy_dialogs_present                       (GtkWidget             *dialog,
                                                      GtkWidget             *parent);
void        sy_dialogs_close                         (GtkWidget             *dialog);
GtkWidget  *sy_dialogs_find_open                     (GType                  type,
                                                      const char            *name);
GtkWidget  *sy_dialogs_find_alert                    (const char            *name);

G_END_DECLS
