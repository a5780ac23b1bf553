/* sy-autosave.c: the game on the table, kept for the next start
 *
 * The window writes the game on the table after every change to one file
 * in the user's data folder and offers it back at the next start. Writing
 * is atomic and durable, so a kill leaves the old game or the new one.
 * Once the new game is on the disk, the file as it was gets a second name,
 * `current-game.previous.shipyard` (a hard link: no data is copied, and
 * the rename that follows gives the new game a file of its own), so the
 * game one change earlier is there too. Nothing older is deleted before
 * the newer copy is durable: on a full disk the write fails and every
 * file stays as it was.
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

#include "sy-table-private.h"
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

/* What sy_autosave_snapshot() takes where the game lives: the game's
 * record and the history's two members; its document and text are made
 * later, in any thread. */
struct _SyAutosaveSnapshot
{
  SyGameRecord *record;  /* until rendered */
  char *entry;
  char *untouched;
  GBytes *contents;   /* once rendered */
};

/* @path, as it is, becomes @previous in one step: a second name made
 * under a temporary name, renamed over the older previous game. */
static void
keep_previous (const char *path,
               const char *previous)
{
  GStatBuf now, before;

  /* A kill after the step below and before the new game's rename leaves
   * the file and the previous game one file under two names: it is the
   * previous game already. (rename() of one name of a file over another
   * does nothing, and the temporary name would stay behind.) */
  if (g_stat (path, &now) == 0 && g_stat (previous, &before) == 0
      && now.st_dev == before.st_dev && now.st_ino == before.st_ino)
    return;
  for (guint attempt = 0; attempt < 8; attempt++)
    {
      g_autofree char *random = g_uuid_string_random ();
      g_autofree char *link_path = g_strdup_printf ("%s.%.6s", previous, random);

      for (char *c = link_path + strlen (previous) + 1; *c != '\0'; c++)
        if (!g_ascii_isalnum (*c))
          *c = 'x';
      if (link (path, link_path) != 0)
        {
          if (errno == EEXIST)
            continue;
          g_debug ("No previous game is kept: %s", g_strerror (errno));
          return;
        }
      if (g_rename (link_path, previous) != 0)
        {
          g_debug ("The previous game stays as it was: %s", g_strerror (errno));
          g_unlink (link_path);
        }
      return;
    }
}

/**
 * sy_autosave_snapshot:
 * @game: the game on the table
 * @record: (nullable): @game's record as sy_game_record_new() took it just
 *   now (the history's write of the same change holds one:
 *   sy_history_write_get_record()), or %NULL to take it here
 *
 * What sy_autosave_write() writes, taken where @game lives: the game's
 * record and what the history knows of it, a copy and no more (the tap
 * does not wait for the document). Its text is made by
 * sy_autosave_snapshot_render() and written by sy_autosave_snapshot_write(),
 * both in any thread.
 *
 * Returns: (transfer full): the autosave of @game as it is now
 */
SyAutosaveSnapshot *
sy_autosave_snapshot (SyGame       *game,
                      SyGameRecord *record)
{
  SyAutosaveSnapshot *snapshot;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  snapshot = g_new0 (SyAutosaveSnapshot, 1);
  snapshot->record = record != NULL ? sy_game_record_ref (record) : sy_game_record_new (game);
  snapshot->entry = g_strdup (sy_history_get_entry_name (game));
  snapshot->untouched = g_strdup (_sy_history_get_untouched_key (game));
  return snapshot;
}

/**
 * sy_autosave_snapshot_render:
 * @snapshot: an autosave's snapshot
 * @document: (nullable): the game's document made from the snapshot's
 *   record (the history's write of the same change makes it:
 *   sy_history_write_get_document()), or %NULL to make it here
 *
 * Makes the autosave's text, the history's members added to the game's
 * document (and taken out of it again: the document stays as it was), and
 * lets the record go. Touches nothing but @snapshot and @document, so it
 * may run in any thread, once @document is no one else's to change.
 */
void
sy_autosave_snapshot_render (SyAutosaveSnapshot *snapshot,
                             JsonNode           *document)
{
  g_autoptr(JsonGenerator) generator = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *o;
  gsize length;
  char *data;

  g_return_if_fail (snapshot != NULL);

  if (snapshot->contents != NULL)
    return;
  root = document != NULL ? json_node_ref (document) : sy_game_record_to_json (snapshot->record);
  o = json_node_get_object (root);
  if (snapshot->entry != NULL)
    json_object_set_string_member (o, ENTRY_MEMBER, snapshot->entry);
  if (snapshot->untouched != NULL)
    json_object_set_string_member (o, UNTOUCHED_MEMBER, snapshot->untouched);
  generator = json_generator_new ();
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);
  json_object_remove_member (o, ENTRY_MEMBER);
  json_object_remove_member (o, UNTOUCHED_MEMBER);
  snapshot->contents = g_bytes_new_take (data, length);
  g_clear_pointer (&snapshot->record, sy_game_record_unref);
}

void
sy_autosave_snapshot_free (SyAutosaveSnapshot *snapshot)
{
  if (snapshot == NULL)
    return;
  g_clear_pointer (&snapshot->record, sy_game_record_unref);
  g_clear_pointer (&snapshot->contents, g_bytes_unref);
  g_free (snapshot->entry);
  g_free (snapshot->untouched);
  g_free (snapshot);
}

/**
 * sy_autosave_snapshot_write:
 * @snapshot: what sy_autosave_snapshot() took
 * @path: the autosave's file (sy_autosave_default_path())
 * @error: return location for a #GFileError
 *
 * Writes @snapshot to @path as sy_autosave_write() does, rendering it
 * first if it is not yet; touches nothing but @snapshot and the disk, so
 * it may run in any thread.
 *
 * Returns: whether @path holds @snapshot
 */
gboolean
sy_autosave_snapshot_write (SyAutosaveSnapshot  *snapshot,
                            const char          *path,
                            GError             **error)
{
  GBytes *contents;
  g_autofree char *folder = NULL;
  g_autofree char *previous = NULL;
  g_autofree char *temporary = NULL;
  gconstpointer data;
  gsize length;

  g_return_val_if_fail (snapshot != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  sy_autosave_snapshot_render (snapshot, NULL);
  contents = snapshot->contents;
  folder = g_path_get_dirname (path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s", g_strerror (saved));
      return FALSE;
    }

  /* Nothing older is deleted before the newer copy is on the disk: the
   * new game is written and fsync()ed first (on a full disk that fails
   * and every file stays as it was); then the file as it was becomes the
   * previous game, atomically (a hard link under a temporary name renamed
   * over the older previous game); then the new game takes its place. A
   * kill between these steps leaves both games or the older two. */
  data = g_bytes_get_data (contents, &length);
  sy_remove_stale_temporary_files (folder, NULL, SY_STALE_TEMPORARY_AGE);
  temporary = sy_file_write_temporary (path, data, length, 0644, error);
  if (temporary == NULL)
    return FALSE;
  previous = previous_path (path);
  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    keep_previous (path, previous);
  return sy_file_commit_temporary (temporary, path, error);
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
  g_autoptr(SyAutosaveSnapshot) snapshot = NULL;

  g_return_val_if_fail (SY_IS_GAME (game), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  snapshot = sy_autosave_snapshot (game, NULL);
  return sy_autosave_snapshot_write (snapshot, path, error);
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

/* The entry a damaged autosave names, when that part of it is whole. */
static char *
entry_named_in (const char *aside)
{
  g_autofree char *contents = NULL;
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  gsize length;

  if (aside == NULL || !g_file_get_contents (aside, &contents, &length, NULL)
      || length > SY_SAVE_MAX_BYTES)
    return NULL;
  regex = g_regex_new ("\"" ENTRY_MEMBER "\"\\s*:\\s*\"([0-9A-Za-z-]+\\" SY_HISTORY_SUFFIX ")\"",
                       G_REGEX_RAW, 0, NULL);
  if (regex != NULL && g_regex_match_full (regex, contents, (gssize) length, 0, 0, &match, NULL))
    return g_match_info_fetch (match, 1);
  return NULL;
}

/**
 * sy_autosave_find_history_copy:
 * @kept_aside: (nullable): the damaged autosave, as sy_autosave_read()
 *   kept it aside
 * @history: the history
 *
 * The history keeps every game on the table after each change, before the
 * autosave is written: when the autosave is damaged, the history's copy
 * of its game is as new as it was, or newer. This finds it: the entry the
 * damaged file names when that part of it can still be read, or else the
 * unfinished game of @history changed last.
 *
 * Returns: (nullable): the entry to offer, an unfinished game of @history
 */
const SyHistoryEntry *
sy_autosave_find_history_copy (const char      *kept_aside,
                               const SyHistory *history)
{
  g_autofree char *named = entry_named_in (kept_aside);

  g_return_val_if_fail (history != NULL, NULL);

  for (guint i = 0; i < history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (history->entries, i);
      g_autofree char *name = g_path_get_basename (entry->path);

      if (entry->unfinished && (named == NULL || strcmp (name, named) == 0))
        return entry;
    }
  return NULL;
}
