/* sy-file-write.h: writing the program's files so that no crash leaves half a one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What every writer asks of g_file_set_contents_full(): a new file beside
 * the old one, written and fsync()ed before it is renamed over the old
 * one, and the folder fsync()ed after (GLib's CONSISTENT and DURABLE). */
#define SY_WRITE_FLAGS (G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE)

/* A temporary file older than this belongs to no save still running. */
#define SY_STALE_TEMPORARY_AGE (60 * G_TIME_SPAN_SECOND)

gboolean sy_write_file_atomically        (const char  *path,
                                          const char  *data,
                                          gsize        length,
                                          int          mode,
                                          GError     **error);
gboolean sy_write_own_file_atomically    (const char  *path,
                                          const char  *data,
                                          gsize        length,
                                          int          mode,
                                          GError     **error);
char    *sy_file_write_temporary         (const char  *path,
                                          const char  *data,
                                          gsize        length,
                                          int          mode,
                                          GError     **error);
gboolean sy_file_commit_temporary        (const char  *temporary,
                                          const char  *path,
                                          GError     **error);
gboolean sy_is_temporary_file_name       (const char  *name,
                                          const char  *target);
guint    sy_remove_stale_temporary_files (const char  *folder,
                                          const char  *target,
                                          GTimeSpan    age);

int      sy_folder_open_own              (const char  *folder,
                                          gboolean     create,
                                          GError     **error);
gboolean sy_folder_move_in               (int          from_folder,
                                          const char  *from_name,
                                          int          to_folder,
                                          const char  *to_name,
                                          GError     **error);
char    *sy_file_keep_aside              (const char  *path,
                                          GError     **error);
guint    sy_folder_empty_own             (const char  *folder);

G_END_DECLS
