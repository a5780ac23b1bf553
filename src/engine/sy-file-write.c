/* sy-file-write.c: writing the program's files so that no crash leaves half a one
 *
 * Every file the program writes (saved games, the autosave, the history's
 * games and index, the card values) goes through sy_write_file_atomically():
 * the new contents go to a temporary file beside the old one
 * (`NAME.XXXXXX`), fsync()ed, renamed over the old file, and the folder is
 * fsync()ed (what GLib's g_file_set_contents_full() does with CONSISTENT
 * and DURABLE, with an error that names the file and not its whole path,
 * so that a message about a full disk is read whole), so after a crash or a kill the file is the old one or the new
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
 * Nothing is ever deleted, moved or emptied through a symbolic link: a
 * folder of the program's where it deletes or moves files is opened with
 * O_NOFOLLOW (sy_folder_open_own()) and the files are named relative to it
 * (unlinkat(), renameat2()), so a link planted in place of such a folder
 * (say `history/.deleted` pointing at the user's documents) is refused,
 * not followed, and a link among its files is removed as a link at most.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-file-write"
#define _GNU_SOURCE

#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
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

/* @folder opened to read its files and remove some, never through a link;
 * its descriptor in @fd for the *at() calls. */
static DIR *
read_own_folder (const char *folder,
                 int        *fd)
{
  DIR *dir;

  *fd = sy_folder_open_own (folder, FALSE, NULL);
  if (*fd < 0)
    return NULL;
  dir = fdopendir (*fd);
  if (dir == NULL)
    close (*fd);
  return dir;
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
  gint64 now = g_get_real_time ();
  struct dirent *entry;
  DIR *dir;
  int fd;
  guint n = 0;

  g_return_val_if_fail (folder != NULL, 0);

  dir = read_own_folder (folder, &fd);
  if (dir == NULL)
    return 0;
  while ((entry = readdir (dir)) != NULL)
    {
      struct stat st;

      if (!sy_is_temporary_file_name (entry->d_name, target))
        continue;
      if (fstatat (fd, entry->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG (st.st_mode)
          || now - (gint64) st.st_mtime * G_USEC_PER_SEC < age)
        continue;
      if (unlinkat (fd, entry->d_name, 0) == 0)
        n++;
    }
  closedir (dir);
  if (n > 0)
    g_debug ("%u stale temporary files removed from %s", n, folder);
  return n;
}

/**
 * sy_folder_open_own:
 * @folder: one of the program's folders
 * @create: whether to make it when missing (its parent must exist)
 * @error: return location for a #GFileError, in words for the user
 *
 * Opens @folder to delete or move files in it, never through a link: a
 * symbolic link in its place is refused (and never followed), and so is
 * anything that is not a folder.
 *
 * Returns: a file descriptor of @folder to close(), or -1 with @error set
 */
int
sy_folder_open_own (const char  *folder,
                    gboolean     create,
                    GError     **error)
{
  int fd;
  int saved;

  g_return_val_if_fail (folder != NULL, -1);

  if (create && mkdir (folder, 0700) != 0 && errno != EEXIST)
    saved = errno;
  else
    {
      fd = open (folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      if (fd >= 0)
        return fd;
      saved = errno;
    }
  {
    g_autofree char *name = g_filename_display_name (folder);

    if (saved == ELOOP || saved == ENOTDIR)
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR,
                   _("“%s” is not a folder of the program’s but a link or a file; nothing "
                     "in it is deleted or moved."), name);
    else
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("The folder “%s” could not be opened: %s"), name, g_strerror (saved));
  }
  return -1;
}

/**
 * sy_folder_move_in:
 * @from_folder: a folder from sy_folder_open_own(), or AT_FDCWD
 * @from_name: a file's name in @from_folder (a path with AT_FDCWD)
 * @to_folder: a folder from sy_folder_open_own(), or AT_FDCWD
 * @to_name: its new name in @to_folder (a path with AT_FDCWD)
 * @error: return location for a #GFileError (#G_FILE_ERROR_EXIST when
 *   @to_name is taken)
 *
 * Moves a file between two of the program's folders without following a
 * link and without ever writing over a file already there.
 *
 * Returns: whether the file was moved
 */
gboolean
sy_folder_move_in (int          from_folder,
                   const char  *from_name,
                   int          to_folder,
                   const char  *to_name,
                   GError     **error)
{
  int result;

  g_return_val_if_fail (from_name != NULL, FALSE);
  g_return_val_if_fail (to_name != NULL, FALSE);

  result = renameat2 (from_folder, from_name, to_folder, to_name, RENAME_NOREPLACE);
  if (result != 0 && (errno == EINVAL || errno == ENOSYS))
    {
      /* A file system without RENAME_NOREPLACE: a hard link cannot
       * replace a file either. */
      result = linkat (from_folder, from_name, to_folder, to_name, 0);
      if (result == 0)
        unlinkat (from_folder, from_name, 0);
    }
  if (result != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s",
                   g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

/**
 * sy_file_keep_aside:
 * @path: a file of the program's that cannot be read (damaged, or from a
 *   newer program)
 * @error: return location for a #GFileError
 *
 * Renames @path aside, beside it, so that the next write of @path does not
 * write over what it holds: `NAME.damaged-DATE.EXT` (`card-values.json`
 * becomes `card-values.damaged-20261126-101500.json`), a name not yet
 * taken. The caller names the new file in its message to the user.
 *
 * Returns: (transfer full) (nullable): the new path, or %NULL with @error
 */
char *
sy_file_keep_aside (const char  *path,
                    GError     **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *name = NULL;
  g_autofree char *stem = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y%m%d-%H%M%S");
  const char *extension;

  g_return_val_if_fail (path != NULL, NULL);

  folder = g_path_get_dirname (path);
  name = g_path_get_basename (path);
  extension = strrchr (name, '.');
  if (extension == NULL || extension == name)
    extension = name + strlen (name);
  stem = g_strndup (name, (gsize) (extension - name));
  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *aside_name = n == 1
        ? g_strdup_printf ("%s.damaged-%s%s", stem, date, extension)
        : g_strdup_printf ("%s.damaged-%s-%u%s", stem, date, n, extension);
      g_autofree char *aside = g_build_filename (folder, aside_name, NULL);
      g_autoptr(GError) local = NULL;

      if (sy_folder_move_in (AT_FDCWD, path, AT_FDCWD, aside, &local))
        return g_steal_pointer (&aside);
      if (!g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_EXIST))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST, "%s", g_strerror (EEXIST));
  return NULL;
}

/**
 * sy_folder_empty_own:
 * @folder: one of the program's folders, to be emptied and removed
 *
 * Removes every file of @folder, then @folder, never through a link: a link
 * in @folder's place is left alone, a link among its files is removed as a
 * link (its target untouched), and a folder inside it is left.
 *
 * Returns: how many files were removed
 */
guint
sy_folder_empty_own (const char *folder)
{
  struct dirent *entry;
  DIR *dir;
  int fd;
  guint n = 0;

  g_return_val_if_fail (folder != NULL, 0);

  dir = read_own_folder (folder, &fd);
  if (dir == NULL)
    return 0;
  while ((entry = readdir (dir)) != NULL)
    {
      struct stat st;

      if (fstatat (fd, entry->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 || S_ISDIR (st.st_mode))
        continue;
      if (unlinkat (fd, entry->d_name, 0) == 0)
        n++;
      else
        g_debug ("%s/%s stays: %s", folder, entry->d_name, g_strerror (errno));
    }
  closedir (dir);
  if (rmdir (folder) != 0)
    g_debug ("%s stays: %s", folder, g_strerror (errno));
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
  g_autofree char *temporary = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  temporary = sy_file_write_temporary (path, data != NULL ? data : "", length, mode, error);
  return temporary != NULL && sy_file_commit_temporary (temporary, path, error);
}

/* The error of a file that could not be written, short and whole: its
 * name, not its folder (a toast or a banner must not be cut off). */
static void
set_write_error (GError     **error,
                 const char  *path,
                 int          saved)
{
  g_autofree char *name = g_filename_display_basename (path);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
               _("“%s” could not be written: %s"), name, g_strerror (saved));
}

/**
 * sy_file_write_temporary:
 * @path: the file to be written
 * @data: its new contents
 * @length: their length
 * @mode: the permissions of the new file
 * @error: return location for a #GFileError, in words naming the file
 *
 * The first half of an atomic write that a caller completes with
 * sy_file_commit_temporary() once it has done what must come between
 * (the autosave keeps the game one change earlier): @data written to a
 * new temporary file beside @path (`NAME.XXXXXX`, the name
 * sy_is_temporary_file_name() knows) and fsync()ed. When it fails (a full
 * disk), nothing else is touched: no older file has been deleted.
 *
 * Returns: (transfer full) (nullable): the temporary file's path
 */
char *
sy_file_write_temporary (const char  *path,
                         const char  *data,
                         gsize        length,
                         int          mode,
                         GError     **error)
{
  g_autofree char *temporary = NULL;
  gsize done = 0;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (data != NULL || length == 0, NULL);

  temporary = g_strconcat (path, ".XXXXXX", NULL);
  fd = g_mkstemp_full (temporary, O_RDWR | O_CLOEXEC, mode);
  if (fd < 0)
    {
      set_write_error (error, path, errno);
      return NULL;
    }
  while (done < length)
    {
      ssize_t n = write (fd, data + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      done += (gsize) n;
    }
  if (done < length || fsync (fd) != 0)
    {
      int saved = errno != 0 ? errno : EIO;

      close (fd);
      unlink (temporary);
      set_write_error (error, path, saved);
      return NULL;
    }
  if (close (fd) != 0)
    {
      int saved = errno;

      unlink (temporary);
      set_write_error (error, path, saved);
      return NULL;
    }
  return g_steal_pointer (&temporary);
}

/**
 * sy_file_commit_temporary:
 * @temporary: a file from sy_file_write_temporary()
 * @path: the file it becomes
 * @error: return location for a #GFileError
 *
 * Renames @temporary over @path and fsync()s the folder: the second half
 * of the atomic, durable write. @temporary is removed when it fails.
 *
 * Returns: whether @path holds the new contents, on the disk
 */
gboolean
sy_file_commit_temporary (const char  *temporary,
                          const char  *path,
                          GError     **error)
{
  g_autofree char *folder = NULL;
  int fd;

  g_return_val_if_fail (temporary != NULL && path != NULL, FALSE);

  if (rename (temporary, path) != 0)
    {
      int saved = errno;

      unlink (temporary);
      set_write_error (error, path, saved);
      return FALSE;
    }
  folder = g_path_get_dirname (path);
  fd = open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd >= 0)
    {
      if (fsync (fd) != 0 && errno != EINVAL)
        {
          int saved = errno;

          close (fd);
          set_write_error (error, path, saved);
          return FALSE;
        }
      close (fd);
    }
  return TRUE;
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
