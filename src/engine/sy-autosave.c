/* sy-autosave.c: the game on the table, kept for the next start
 *
 * The window writes the game on the table after every change to one file
 * in the user's data folder and offers it back at the next start. Writing
 * goes through sy_write_file_atomically(), so a kill leaves the old game or
 * the new one. A file there that cannot be read (damaged, or from a newer
 * program) is never dropped without a word nor overwritten by the next
 * autosave: it is renamed aside, `current-game.damaged-DATE.shipyard`, and
 * the caller is told what was skipped and where it is kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-autosave"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sy-autosave.h"
#include "sy-error.h"
#include "sy-file-write.h"
#include "sy-history.h"
#include "sy-save.h"

#define AUTOSAVE_NAME "current-game" SY_HISTORY_SUFFIX

/**
 * sy_autosave_default_path:
 *
 * Returns: (transfer full): the autosave's file in the user's data folder
 */
char *
sy_autosave_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, AUTOSAVE_NAME, NULL);
}

/**
 * sy_autosave_write:
 * @game: the game on the table
 * @path: the autosave's file (sy_autosave_default_path())
 * @error: return location for a #GFileError
 *
 * Writes @game to @path atomically and durably, making its folder when
 * missing.
 *
 * Returns: whether the game was written
 */
gboolean
sy_autosave_write (SyGame      *game,
                   const char  *path,
                   GError     **error)
{
  g_autofree char *folder = NULL;

  g_return_val_if_fail (SY_IS_GAME (game), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  folder = g_path_get_dirname (path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s", g_strerror (saved));
      return FALSE;
    }
  return sy_game_save (game, path, error);
}

/* A name beside @path for its damaged file, not yet taken. */
static char *
aside_path (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *name = g_path_get_basename (path);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *stem = g_str_has_suffix (name, SY_HISTORY_SUFFIX)
                          ? g_strndup (name, strlen (name) - strlen (SY_HISTORY_SUFFIX))
                          : g_strdup (name);

  for (guint n = 1;; n++)
    {
      g_autofree char *aside = n == 1
        ? g_strdup_printf ("%s.damaged-%s%s", stem, date, SY_HISTORY_SUFFIX)
        : g_strdup_printf ("%s.damaged-%s-%u%s", stem, date, n, SY_HISTORY_SUFFIX);
      char *aside_path = g_build_filename (folder, aside, NULL);

      if (!g_file_test (aside_path, G_FILE_TEST_EXISTS))
        return aside_path;
      g_free (aside_path);
    }
}

/**
 * sy_autosave_read:
 * @path: the autosave's file (sy_autosave_default_path())
 * @kept_aside: (out) (optional) (transfer full): where a damaged file was
 *   renamed to, or %NULL
 * @error: return location for what was skipped: a %SY_ERROR_INVALID_FILE
 *   or a #GFileError, its message in words for the user
 *
 * Reads the game kept at the last start. No file, or a finished game, is
 * no game and no error. A file that is not a game this program can read
 * is renamed aside (its new path in @kept_aside), and @error says so. The
 * temporary files that killed saves left beside it are removed.
 *
 * Returns: (transfer full) (nullable): the unfinished game to offer back
 */
SyGame *
sy_autosave_read (const char  *path,
                  char       **kept_aside,
                  GError     **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *aside_name = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(SyGame) game = NULL;
  GStatBuf st;

  g_return_val_if_fail (path != NULL, NULL);

  folder = g_path_get_dirname (path);
  sy_remove_stale_temporary_files (folder, NULL, SY_STALE_TEMPORARY_AGE);
  if (g_lstat (path, &st) != 0)
    return NULL;

  game = sy_game_load_file (path, NULL, &local);
  if (game != NULL)
    return sy_game_get_table (game)->phase == SY_PHASE_OVER ? NULL : g_steal_pointer (&game);

  if (!g_error_matches (local, SY_ERROR, SY_ERROR_INVALID_FILE))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                   _("The last game could not be read. %s"), local->message);
      return NULL;
    }

  /* Kept aside, never deleted: the user may want it back, and the next
   * autosave would write over it. */
  aside = aside_path (path);
  aside_name = g_path_get_basename (aside);
  if (g_rename (path, aside) != 0)
    {
      int saved = errno;

      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                   _("The last game could not be read, nor kept aside (%s). %s"),
                   g_strerror (saved), local->message);
      return NULL;
    }
  g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
               _("The last game could not be read and is kept aside as “%s”. %s"),
               aside_name, local->message);
  if (kept_aside != NULL)
    *kept_aside = g_steal_pointer (&aside);
  return NULL;
}
