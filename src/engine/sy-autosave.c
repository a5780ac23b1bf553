/* sy-autosave.c: the game on the table, kept for the next start
 *
 * The window writes the game on the table after every change to one file
 * in the user's data folder and offers it back at the next start. Writing
 * goes through sy_write_own_file_atomically(), so a kill leaves the old
 * game or the new one. Before each write, the file as it was gets a second name,
 * `current-game.previous.shipyard` (a hard link: no data is copied, and
 * the rename that follows gives the new game a file of its own), so the
 * game one change earlier is there too.
 *
 * A file there that cannot be read (damaged, or from a newer program) is
 * never dropped without a word nor overwritten by the next autosave: it is
 * renamed aside, `current-game.damaged-DATE.shipyard`, the game one change
 * earlier takes its place when it can be read, and the caller is told what
 * was skipped, where it is kept and what is offered instead.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-autosave"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sy-autosave.h"
#include "sy-error.h"
#include "sy-file-write.h"
#include "sy-history-private.h"
#include "sy-json-input.h"
#include "sy-json-private.h"
#include "sy-save.h"

#define AUTOSAVE_NAME "current-game" SY_HISTORY_SUFFIX
#define PREVIOUS_TAG ".previous"
/* What the history knows of the game (sy-history.c): its entry, and how
 * it was when put on the table, so that the game resumed at the next
 * start updates its own entry, and an example left as it was is not kept. */
#define ENTRY_MEMBER "history-entry"
#define UNTOUCHED_MEMBER "history-untouched"

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

/* @path without its `.shipyard`, its folder kept. */
static char *
stem_of (const char *path)
{
  return g_str_has_suffix (path, SY_HISTORY_SUFFIX)
         ? g_strndup (path, strlen (path) - strlen (SY_HISTORY_SUFFIX))
         : g_strdup (path);
}

/* The second name of the game one change earlier. */
static char *
previous_path (const char *path)
{
  g_autofree char *stem = stem_of (path);

  return g_strconcat (stem, PREVIOUS_TAG, SY_HISTORY_SUFFIX, NULL);
}

/* The saved game, and what the history knows of it. */
static char *
game_data (SyGame *game,
           gsize  *length)
{
  g_autoptr(JsonNode) root = sy_game_to_json (game);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  JsonObject *o = json_node_get_object (root);
  const char *entry = sy_history_get_entry_name (game);
  const char *untouched = _sy_history_get_untouched_key (game);

  if (entry != NULL)
    json_object_set_string_member (o, ENTRY_MEMBER, entry);
  if (untouched != NULL)
    json_object_set_string_member (o, UNTOUCHED_MEMBER, untouched);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, length);
}

/**
 * sy_autosave_write:
 * @game: the game on the table
 * @path: the autosave's file (sy_autosave_default_path())
 * @error: return location for a #GFileError
 *
 * Writes @game to @path atomically and durably, making its folder when
 * missing. The file as it was stays, under a second name, as the game one
 * change earlier (see the top of this file).
 *
 * Returns: whether the game was written
 */
gboolean
sy_autosave_write (SyGame      *game,
                   const char  *path,
                   GError     **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *previous = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (SY_IS_GAME (game), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  folder = g_path_get_dirname (path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s", g_strerror (saved));
      return FALSE;
    }

  /* A kill between these steps leaves no previous game at worst; where
   * hard links cannot be made, there is none. */
  previous = previous_path (path);
  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      if (g_unlink (previous) != 0 && errno != ENOENT)
        g_debug ("%s stays as it was: %s", previous, g_strerror (errno));
      else if (link (path, previous) != 0)
        g_debug ("No previous game is kept: %s", g_strerror (errno));
    }
  data = game_data (game, &length);
  return sy_write_own_file_atomically (path, data, length, 0644, error);
}

/* The history's two members given back to a game read from @path. */
static void
read_history_members (SyGame     *game,
                      const char *path)
{
  g_autoptr(GBytes) bytes = sy_json_input_read_path (path, SY_SAVE_MAX_BYTES, NULL);
  g_autoptr(JsonNode) root = bytes != NULL ? sy_json_input_parse (bytes, SY_SAVE_MAX_BYTES, NULL)
                                           : NULL;
  JsonObject *o = root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  const char *entry = sy_json_get_string (o, ENTRY_MEMBER);
  const char *untouched = sy_json_get_string (o, UNTOUCHED_MEMBER);

  /* A name of the history's folder, never a path elsewhere. */
  if (entry != NULL && entry[0] != '.' && strchr (entry, G_DIR_SEPARATOR) == NULL
      && g_str_has_suffix (entry, SY_HISTORY_SUFFIX))
    sy_history_set_entry_name (game, entry);
  if (untouched != NULL)
    _sy_history_set_untouched_key (game, untouched);
}

/* A name beside @path for its damaged file, not yet taken. */
static char *
aside_path (const char *path)
{
  g_autofree char *stem = stem_of (path);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (guint n = 1;; n++)
    {
      char *aside = n == 1
        ? g_strdup_printf ("%s.damaged-%s%s", stem, date, SY_HISTORY_SUFFIX)
        : g_strdup_printf ("%s.damaged-%s-%u%s", stem, date, n, SY_HISTORY_SUFFIX);

      if (!g_file_test (aside, G_FILE_TEST_EXISTS))
        return aside;
      g_free (aside);
    }
}

/* Renames @path aside; returns the new path, or NULL with errno. */
static char *
keep_aside (const char *path)
{
  g_autofree char *aside = aside_path (path);
  int saved;

  if (g_rename (path, aside) == 0)
    return g_steal_pointer (&aside);
  saved = errno;
  g_clear_pointer (&aside, g_free);
  errno = saved;
  return NULL;
}

/* The game one change earlier, put back in @path's place when it loads. */
static SyGame *
restore_previous (const char *path)
{
  g_autofree char *previous = previous_path (path);
  g_autoptr(SyGame) game = NULL;

  if (g_rename (previous, path) != 0)
    return NULL;
  game = sy_game_load_file (path, NULL, NULL);
  if (game == NULL)
    {
      /* Damaged too: kept aside as well, never deleted. */
      g_free (keep_aside (path));
      return NULL;
    }
  read_history_members (game, path);
  return sy_game_get_table (game)->phase == SY_PHASE_OVER ? NULL : g_steal_pointer (&game);
}

/**
 * sy_autosave_read:
 * @path: the autosave's file (sy_autosave_default_path())
 * @kept_aside: (out) (optional) (transfer full): where a damaged file was
 *   renamed to, or %NULL
 * @skipped: (out) (optional) (transfer full): what was skipped, in words
 *   for the user, or %NULL when nothing was
 *
 * Reads the game kept at the last start. No file, or a finished game, is
 * no game and nothing skipped. A file that is not a game this program can
 * read is renamed aside (its new path in @kept_aside); the game one change
 * earlier takes its place and is returned when it can be read. @skipped
 * says what happened. The temporary files that killed saves left beside it
 * are removed.
 *
 * Returns: (transfer full) (nullable): the unfinished game to offer back
 */
SyGame *
sy_autosave_read (const char  *path,
                  char       **kept_aside,
                  char       **skipped)
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
    {
      if (sy_game_get_table (game)->phase == SY_PHASE_OVER)
        return NULL;
      read_history_members (game, path);
      return g_steal_pointer (&game);
    }

  if (!g_error_matches (local, SY_ERROR, SY_ERROR_INVALID_FILE))
    {
      if (skipped != NULL)
        *skipped = g_strdup_printf (_("The last game could not be read. %s"), local->message);
      return NULL;
    }

  /* Kept aside, never deleted: the user may want it back, and the next
   * autosave would write over it. */
  aside = keep_aside (path);
  if (aside == NULL)
    {
      if (skipped != NULL)
        *skipped = g_strdup_printf (_("The last game could not be read, nor kept aside (%s). %s"),
                                    g_strerror (errno), local->message);
      return NULL;
    }
  aside_name = g_path_get_basename (aside);
  game = restore_previous (path);
  if (skipped != NULL)
    *skipped = game != NULL
      ? g_strdup_printf (_("The last game could not be read and is kept aside as “%s”; the game "
                           "as it was one change earlier is offered instead. %s"),
                         aside_name, local->message)
      : g_strdup_printf (_("The last game could not be read and is kept aside as “%s”. %s"),
                         aside_name, local->message);
  if (kept_aside != NULL)
    *kept_aside = g_steal_pointer (&aside);
  return g_steal_pointer (&game);
}
