/* sy-dialogs-files.h: choosing a file to open or to save, today's widget where GTK has it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void        sy_dialogs_open_file                     (GtkWidget             *parent,
                                                      const char            *title,
                                                      const char            *accept_label,
                                                      GtkFileFilter         *filter,
                                                      GCancellable          *cancellable,
                                                      GAsyncReadyCallback    callback,
                                                      gpointer               user_data);
GFile      *sy_dialogs_open_file_finish              (GAsyncResult          *result,
                                                      GError               **error);
void        sy_dialogs_save_file                     (GtkWidget             *parent,
                                                      const char            *title,
                                                      const char            *accept_label,
                                                      const char            *suggested_name,
                                                      GtkFileFilter         *filter,
                                                      GCancellable          *cancellable,
                                                      GAsyncReadyCallback    callback,
                                                      gpointer               user_data);
GFile      *sy_dialogs_save_file_finish              (GAsyncResult          *result,
                                                      GError               **error);
gboolean    sy_dialogs_chooser_holds                 (GFile                 *file,
                                                      gboolean               offer);
gboolean    sy_dialogs_chooser_respond               (GFile                 *file);

G_END_DECLS
