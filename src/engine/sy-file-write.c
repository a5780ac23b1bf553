/* sy-file-write.c: writing the program's files so that no crash leaves half a one
 *
 * Every file the program writes (saved games, the autosave, the history's
 * games and index, the card values) goes through sy_write_file_atomically():
 * GLib writes the new contents to a temporary file beside the old one
 * (`NAME.XXXXXX`), fsync()s it, renames it over the old file and fsync()s
 * the folder, so after a crash or a kill the file is the old one or the new
 * one, never a mix, and after a power cut the new one is on the disk.
 *
 * A save killed before its rename leaves its temporary file behind. Such a
 * file is stale once its save is no longer running; the rule here is its
 * age: a save writes its temporary file in milliseconds, so one whose last
 * change is more than a minute old (SY_STALE_TEMPORARY_AGE) belongs to no
 * save still running, in this process or another (the command line and a
 * second window may write too), and is removed. A younger one is left for
 * the next time. The history never lists them, whatever their age.
 *
 * Stale temporary files are removed only from the program's own folders
 * (the data folder: autosave and card values; the history's folder), by
 * their writers and when those folders are read, never from a folder the
 * user chose for Save As: a file of the user's there may have such a name
 * (`game.shipyard.backup`) and must not go.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-file-write"

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "sy-file-write.h"

/* g_file_set_contents_full()'s temporary files: the target's name, a dot
 * and six letters or digits (g_mkstemp()). */
#define TEMPORARY_TAIL 6

/**
 * sy_is_temporary_file_name:
 * @name: a file name, without its folder
 * @target: (nullable): the name of the file being written; %NULL for any
 *   of the program's files (a name ending in `.shipyard` or `.json`)
 *
 * Returns: whether @name is the temporary file of a save of @target
 */
gboolean
sy_is_temporary_file_name (const char *name,
                           const char *target)
{
  gsize length, base;

  g_return_val_if_fail (name != NULL, FALSE);

  length = strlen (name);
  if (length < TEMPORARY_TAIL + 2 || name[length - TEMPORARY_TAIL - 1] != '.')
    return FALSE;
  for (gsize i = length - TEMPORARY_TAIL; i < length; i++)
    if (!g_ascii_isalnum (name[i]))
      return FALSE;

  base = length - TEMPORARY_TAIL - 1;
  if (target != NULL)
    return strlen (target) == base && strncmp (name, target, base) == 0;
  {
    g_autofree char *stem = g_strndup (name, base);

    return g_str_has_suffix (stem, ".shipyard") || g_str_has_suffix (stem, ".json");
  }
}

/**
 * sy_remove_stale_temporary_files:
 * @folder: a folder the program writes in
 * @target: (nullable): only the temporary files of this file; %NULL for
 *   those of every file of the program's
 * @age: how long a temporary file must have been left unchanged to be
 *   stale; SY_STALE_TEMPORARY_AGE but in tests
 *
 * Removes the temporary files that saves killed before their end left in
 * @folder (see the rule at the top of this file).
 *
 * Returns: how many were removed
 */
guint
sy_remove_stale_temporary_files (const char *folder,
                                 const char *target,
                                 GTimeSpan   age)
{
  g_autoptr(GDir) dir = NULL;
  gint64 now = g_get_real_time ();
  const char *name;
  guint n = 0;

  g_return_val_if_fail (folder != NULL, 0);

  dir = g_dir_open (folder, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf st;

      if (!sy_is_temporary_file_name (name, target))
        continue;
      path = g_build_filename (folder, name, NULL);
      if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode)
          || now - (gint64) st.st_mtime * G_USEC_PER_SEC < age)
        continue;
      if (g_unlink (path) == 0)
        n++;
    }
  if (n > 0)
    g_debug ("%u stale temporary files removed from %s", n, folder);
  return n;
}

/**
 * sy_write_file_atomically:
 * @path: the file to write
 * @data: its new contents
 * @length: their length
 * @mode: the permissions of a new file
 * @error: return location for a #GFileError
 *
 * Writes @path so that it is whole whatever happens (see the top of this
 * file). The temporary files of earlier saves killed are left alone: see
 * sy_write_own_file_atomically() for the program's own folders.
 *
 * Returns: whether the file was written
 */
gboolean
sy_write_file_atomically (const char  *path,
                          const char  *data,
                          gsize        length,
                          int          mode,
                          GError     **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  return g_file_set_contents_full (path, data != NULL ? data : "", (gssize) length,
                                   SY_WRITE_FLAGS, mode, error);
}

/**
 * sy_write_own_file_atomically:
 * @path: a file in one of the program's own folders
 * @data: its new contents
 * @length: their length
 * @mode: the permissions of a new file
 * @error: return location for a #GFileError
 *
 * Removes the stale temporary files that earlier saves of @path left, then
 * writes it as sy_write_file_atomically() does.
 *
 * Returns: whether the file was written
 */
gboolean
sy_write_own_file_atomically (const char  *path,
                              const char  *data,
                              gsize        length,
                              int          mode,
                              GError     **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  folder = g_path_get_dirname (path);
  name = g_path_get_basename (path);
  sy_remove_stale_temporary_files (folder, name, SY_STALE_TEMPORARY_AGE);
  return sy_write_file_atomically (path, data, length, mode, error);
}
