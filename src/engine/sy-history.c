/* sy-history.c: the history of finished games
 *
 * Each finished game is an ordinary saved game (docs/save-format.md) in a
 * folder of its own, with one more member: when it finished. The list and
 * the totals are worked out from the games' own logs; a hidden index
 * (sy-history-index.c) keeps each file's summary so that a file unchanged
 * since is not replayed again, and it is only ever a shortcut. A file that
 * cannot be read is counted and left alone. See docs/history.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-history"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sy-error.h"
#include "sy-file-write.h"
#include "sy-history-private.h"
#include "sy-json-input.h"
#include "sy-json-private.h"
#include "sy-save.h"
#include "sy-tally.h"

#define FINISHED_MEMBER "finished"
#define KEY_LENGTH 16

/**
 * sy_history_default_folder:
 *
 * Returns: (transfer full): the history's folder in the user's data folder
 */
char *
sy_history_default_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, "history", NULL);
}

/* What tells one game from another: its players, its setup and its log,
 * not the card values (they may still be copied in after the end). */
static char *
game_key (SyGame *game)
{
  g_autoptr(JsonNode) root = sy_game_to_json (game);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *data = NULL;
  g_autofree char *digest = NULL;
  gsize length;

  json_object_remove_member (json_node_get_object (root), "card-values");
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);
  digest = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
  return g_strndup (digest, KEY_LENGTH);
}

static JsonNode *
parse_file (const char *path)
{
  g_autoptr(GBytes) bytes = sy_json_input_read_path (path, SY_SAVE_MAX_BYTES, NULL);

  return bytes != NULL ? sy_json_input_parse (bytes, SY_SAVE_MAX_BYTES, NULL) : NULL;
}

static GDateTime *
read_finished (JsonNode *root)
{
  JsonObject *o = root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  const char *finished = sy_json_get_string (o, FINISHED_MEMBER);

  return finished != NULL ? g_date_time_new_from_iso8601 (finished, NULL) : NULL;
}

/* The file already holding the game of @key, if any. */
static char *
find_entry (const char *folder,
            const char *key)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autofree char *ending = g_strconcat ("-", key, SY_HISTORY_SUFFIX, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ending))
      return g_build_filename (folder, name, NULL);
  return NULL;
}

/**
 * sy_history_record:
 * @folder: the history's folder, made when missing
 * @game: a game that is over
 * @when: (nullable): when it finished; %NULL for now
 * @out_path: (out) (optional) (transfer full): the file that holds it
 * @error: return location for a %SY_ERROR_ILLEGAL_MOVE or a #GFileError
 *
 * Keeps @game in the history, written atomically. A game recorded before
 * keeps its one entry and its first date; the file is written again, so
 * card values copied in since are kept too. @game keeps that date too
 * (sy_game_get_finished()).
 *
 * Returns: whether the game is in the history
 */
gboolean
sy_history_record (const char  *folder,
                   SyGame      *game,
                   GDateTime   *when,
                   char       **out_path,
                   GError     **error)
{
  g_autofree char *key = NULL;
  g_autofree char *path = NULL;
  g_autofree char *finished = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GDateTime) date = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonGenerator) generator = NULL;
  gsize length;

  g_return_val_if_fail (folder != NULL, FALSE);
  g_return_val_if_fail (SY_IS_GAME (game), FALSE);

  if (sy_game_get_table (game)->phase != SY_PHASE_OVER)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("Only a finished game goes into the history, and this one is not over yet."));
      return FALSE;
    }
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("The history’s folder %s cannot be made: %s"), folder, g_strerror (saved));
      return FALSE;
    }

  key = game_key (game);
  path = find_entry (folder, key);
  if (path != NULL)
    {
      g_autoptr(JsonNode) old = parse_file (path);

      date = read_finished (old);
    }
  if (date == NULL)
    date = when != NULL ? g_date_time_to_utc (when) : g_date_time_new_now_utc ();
  if (path == NULL)
    {
      g_autofree char *stamp = g_date_time_format (date, "%Y%m%d-%H%M%S");
      g_autofree char *name = g_strconcat (stamp, "-", key, SY_HISTORY_SUFFIX, NULL);

      path = g_build_filename (folder, name, NULL);
    }

  root = sy_game_to_json (game);
  finished = g_date_time_format_iso8601 (date);
  json_object_set_string_member (json_node_get_object (root), FINISHED_MEMBER, finished);
  generator = json_generator_new ();
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);
  if (!sy_write_own_file_atomically (path, data, length, 0644, error))
    return FALSE;

  sy_game_set_finished (game, date);
  if (out_path != NULL)
    *out_path = g_steal_pointer (&path);
  return TRUE;
}

void
_sy_history_entry_free (SyHistoryEntry *entry)
{
  g_free (entry->path);
  g_clear_pointer (&entry->finished, g_date_time_unref);
  for (guint p = 0; p < SY_MAX_PLAYERS; p++)
    g_free (entry->names[p]);
  g_free (entry);
}

static void
player_free (gpointer data)
{
  SyHistoryPlayer *player = data;

  g_free (player->name);
  g_free (player);
}

/* A finished game of the history, or NULL when the file is not one. */
static SyGame *
load_finished (const char  *path,
               GDateTime  **finished,
               GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(SyGame) game = NULL;
  g_autoptr(GDateTime) date = NULL;

  /* The game's loader reads the file first: it refuses what no saved
   * game can be before the file is parsed again here for its date. */
  game = sy_game_load_file (path, NULL, error);
  if (game == NULL)
    return NULL;
  root = parse_file (path);
  date = read_finished (root);
  if (date == NULL || sy_game_get_table (game)->phase != SY_PHASE_OVER)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                   _("The file is not a finished game of the history."));
      return NULL;
    }
  if (finished != NULL)
    *finished = g_steal_pointer (&date);
  return g_steal_pointer (&game);
}

static SyHistoryEntry *
entry_new (const char *path,
           SyGame     *game,
           GDateTime  *finished)
{
  SyHistoryEntry *entry = g_new0 (SyHistoryEntry, 1);
  SyTally tally;

  sy_table_tally (sy_game_get_table (game), sy_game_get_card_values (game), &tally);
  entry->path = g_strdup (path);
  entry->finished = g_date_time_ref (finished);
  entry->edition = sy_game_get_edition (game);
  entry->n_players = sy_game_get_n_players (game);
  entry->complete = tally.complete;
  for (guint p = 0; p < entry->n_players; p++)
    {
      entry->names[p] = g_strdup (sy_game_get_player_name (game, p));
      entry->colours[p] = sy_game_get_player_colour (game, p);
      entry->totals[p] = tally.players[p].total;
      /* A solo game has a result band, not a winner. */
      entry->winners[p] = entry->n_players > 1 && tally.winners[p];
      entry->n_winners += entry->winners[p];
    }
  return entry;
}

static int
entry_compare (gconstpointer a,
               gconstpointer b)
{
  const SyHistoryEntry *x = *(const SyHistoryEntry **) a;
  const SyHistoryEntry *y = *(const SyHistoryEntry **) b;
  int by_date = g_date_time_compare (y->finished, x->finished);

  return by_date != 0 ? by_date : g_strcmp0 (y->path, x->path);
}

static int
player_compare (gconstpointer a,
                gconstpointer b)
{
  const SyHistoryPlayer *x = *(const SyHistoryPlayer **) a;
  const SyHistoryPlayer *y = *(const SyHistoryPlayer **) b;

  if (x->wins != y->wins)
    return x->wins > y->wins ? -1 : 1;
  if (x->average != y->average)
    return x->average > y->average ? -1 : 1;
  return g_utf8_collate (x->name, y->name);
}

/* Players are told apart by name, whatever its case. */
static char *
player_key (const char *name)
{
  g_autofree char *normal = g_utf8_normalize (name, -1, G_NORMALIZE_DEFAULT);

  return g_utf8_casefold (normal != NULL ? normal : name, -1);
}

static void
add_totals (SyHistory *history)
{
  g_autoptr(GHashTable) by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  /* Newest first: a player's name is shown as last written. */
  for (guint i = 0; i < history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (history->entries, i);

      for (guint p = 0; p < entry->n_players; p++)
        {
          char *key = player_key (entry->names[p]);
          SyHistoryPlayer *player = g_hash_table_lookup (by_name, key);

          if (player == NULL)
            {
              player = g_new0 (SyHistoryPlayer, 1);
              player->name = g_strdup (entry->names[p]);
              g_hash_table_insert (by_name, key, player);
              g_ptr_array_add (history->players, player);
            }
          else
            g_free (key);
          player->games++;
          player->wins += entry->winners[p] ? 1 : 0;
          player->best = MAX (player->best, entry->totals[p]);
          player->sum += entry->totals[p];
          player->average = (double) player->sum / player->games;
        }
    }
  g_ptr_array_sort (history->players, player_compare);
}

/**
 * sy_history_load:
 * @folder: the history's folder
 * @error: return location for a #GFileError
 *
 * Reads every finished game in @folder. A file that is damaged, foreign,
 * from a newer program or of a game not over is skipped, counted in
 * @n_unreadable and left alone; a missing folder is an empty history.
 * The temporary files of saves are never listed, and those that killed
 * saves left are removed (sy_remove_stale_temporary_files()).
 *
 * Returns: (transfer full) (nullable): the history, or %NULL when the
 *   folder cannot be listed
 */
SyHistory *
sy_history_load (const char  *folder,
                 GError     **error)
{
  g_autoptr(SyHistory) history = g_new0 (SyHistory, 1);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(SyHistoryIndex) index = NULL;
  const char *name;

  g_return_val_if_fail (folder != NULL, NULL);

  history->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) _sy_history_entry_free);
  history->players = g_ptr_array_new_with_free_func (player_free);
  dir = g_dir_open (folder, 0, &local);
  if (dir == NULL)
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return g_steal_pointer (&history);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }

  sy_remove_stale_temporary_files (folder, NULL, SY_STALE_TEMPORARY_AGE);
  index = _sy_history_index_load (folder);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(SyGame) game = NULL;
      g_autoptr(GDateTime) finished = NULL;
      g_autoptr(GError) why = NULL;
      SyHistoryEntry *entry;
      SyHistoryStamp stamp;
      gboolean stamped;

      /* Hidden files are not the history's: the index is one. Nor are
       * the temporary files of saves, running or killed. */
      if (name[0] == '.' || sy_is_temporary_file_name (name, NULL))
        continue;
      path = g_build_filename (folder, name, NULL);
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;

      /* A game unchanged since the last listing is not replayed. */
      stamped = _sy_history_stamp_get (path, &stamp);
      entry = stamped ? _sy_history_index_lookup (index, name, path, &stamp) : NULL;
      if (entry != NULL)
        {
          _sy_history_index_put (index, name, &stamp, entry, FALSE);
          g_ptr_array_add (history->entries, entry);
          continue;
        }

      game = load_finished (path, &finished, &why);
      if (game == NULL)
        {
          g_debug ("%s is left alone: %s", path, why->message);
          history->n_unreadable++;
          continue;
        }
      entry = entry_new (path, game, finished);
      if (stamped)
        _sy_history_index_put (index, name, &stamp, entry, TRUE);
      g_ptr_array_add (history->entries, entry);
    }
  _sy_history_index_save (index, folder);

  g_ptr_array_sort (history->entries, entry_compare);
  add_totals (history);
  return g_steal_pointer (&history);
}

/**
 * sy_history_open_game:
 * @entry: an entry of a history
 * @error: return location for why the game cannot be opened
 *
 * Opens the game of @entry read only (see sy_game_set_read_only()): it can
 * be looked at with its whole log, and nothing can change it.
 *
 * Returns: (transfer full) (nullable): the game
 */
SyGame *
sy_history_open_game (const SyHistoryEntry  *entry,
                      GError               **error)
{
  SyGame *game;

  g_return_val_if_fail (entry != NULL, NULL);

  game = load_finished (entry->path, NULL, error);
  if (game != NULL)
    {
      sy_game_set_read_only (game);
      sy_game_set_finished (game, entry->finished);
    }
  return game;
}

void
sy_history_free (SyHistory *history)
{
  if (history == NULL)
    return;
  g_clear_pointer (&history->entries, g_ptr_array_unref);
  g_clear_pointer (&history->players, g_ptr_array_unref);
  g_free (history);
}
