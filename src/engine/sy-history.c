/* sy-history.c: the history of games, finished or not
 *
 * Each game is an ordinary saved game (docs/save-format.md) in a folder of
 * its own, with one more member: when it finished, or for a game still
 * under way, when it last changed. The list and
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
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sy-table-private.h"
#include "sy-error.h"
#include "sy-file-write.h"
#include "sy-history-private.h"
#include "sy-json-input.h"
#include "sy-json-private.h"
#include "sy-save.h"
#include "sy-tally.h"


/* What the history knows of a game on the table (see sy_history_keep()). */
#define ENTRY_DATA "sy-history-entry"
#define UNTOUCHED_DATA "sy-history-untouched"

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
char *
_sy_history_game_key (SyGame *game)
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
  return g_strndup (digest, SY_HISTORY_KEY_LENGTH);
}

JsonNode *
_sy_history_parse_file (const char *path)
{
  g_autoptr(GBytes) bytes = sy_json_input_read_path (path, SY_SAVE_MAX_BYTES, NULL);

  return bytes != NULL ? sy_json_input_parse (bytes, SY_SAVE_MAX_BYTES, NULL) : NULL;
}

static GDateTime *
read_date (JsonNode   *root,
           const char *member)
{
  JsonObject *o = root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  const char *date = sy_json_get_string (o, member);

  return date != NULL ? g_date_time_new_from_iso8601 (date, NULL) : NULL;
}

GDateTime *
_sy_history_read_finished (JsonNode *root)
{
  return read_date (root, SY_HISTORY_FINISHED_MEMBER);
}


void
_sy_history_entry_free (SyHistoryEntry *entry)
{
  g_free (entry->path);
  g_clear_pointer (&entry->finished, g_date_time_unref);
  g_clear_pointer (&entry->started, g_date_time_unref);
  g_free (entry->title);
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

/* A game of the history, finished or not, or NULL when the file is not
 * one. A file marked finished must hold a game that is over. */
SyGame *
_sy_history_load_entry_game (const char  *path,
                             GDateTime  **date_out,
                             gboolean    *unfinished_out,
                             char       **title_out,
                             GDateTime  **started_out,
                             GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(SyGame) game = NULL;
  g_autoptr(GDateTime) date = NULL;
  gboolean unfinished = FALSE;

  /* The game's loader reads the file first: it refuses what no saved
   * game can be before the file is parsed again here for its date. */
  game = sy_game_load_file (path, NULL, error);
  if (game == NULL)
    return NULL;
  root = _sy_history_parse_file (path);
  date = _sy_history_read_finished (root);
  if (date == NULL)
    {
      date = read_date (root, SY_HISTORY_UNFINISHED_MEMBER);
      unfinished = date != NULL;
    }
  if (date == NULL || (!unfinished && sy_game_get_table (game)->phase != SY_PHASE_OVER))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                   _("The file is not a game of the history."));
      return NULL;
    }
  if (date_out != NULL)
    *date_out = g_steal_pointer (&date);
  if (unfinished_out != NULL)
    *unfinished_out = unfinished;
  if (title_out != NULL)
    *title_out = g_strdup (sy_json_get_string (json_node_get_object (root), SY_HISTORY_TITLE_MEMBER));
  if (started_out != NULL)
    *started_out = read_date (root, SY_HISTORY_STARTED_MEMBER);
  return g_steal_pointer (&game);
}

SyHistoryEntry *
_sy_history_entry_new (const char *path,
                       SyGame     *game,
                       GDateTime  *finished,
                       gboolean    unfinished,
                       const char *title,
                       GDateTime  *started)
{
  SyHistoryEntry *entry = g_new0 (SyHistoryEntry, 1);
  SyTally tally;

  /* A game under way shows only what the table sees: no contract. */
  sy_table_tally_public (sy_game_get_table (game), sy_game_get_card_values (game), &tally);
  entry->path = g_strdup (path);
  entry->finished = g_date_time_ref (finished);
  entry->unfinished = unfinished;
  entry->title = g_strdup (title);
  entry->started = started != NULL ? g_date_time_ref (started) : NULL;
  entry->n_events = unfinished ? sy_game_get_position (game) : 0;
  entry->edition = sy_game_get_edition (game);
  entry->n_players = sy_game_get_n_players (game);
  entry->complete = tally.complete;
  for (guint p = 0; p < entry->n_players; p++)
    {
      entry->names[p] = g_strdup (sy_game_get_player_name (game, p));
      entry->colours[p] = sy_game_get_player_colour (game, p);
      entry->totals[p] = tally.players[p].total;
      /* A solo game has a result band, not a winner; a game under way
       * has none yet. */
      entry->winners[p] = !unfinished && entry->n_players > 1 && tally.winners[p];
      entry->n_winners += entry->winners[p];
    }
  _sy_history_entry_fill_details (entry, game, &tally);
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

      /* Only finished games count: a game under way has no final total. */
      if (entry->unfinished)
        continue;
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
 * Reads every game in @folder, finished or not. A file that is damaged,
 * foreign, from a newer program or marked finished though its game is not
 * over is skipped, counted in
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
  return sy_history_load_full (folder, NULL, NULL, NULL, error);
}

/**
 * sy_history_load_full:
 * @folder: the history's folder
 * @progress: (nullable) (scope call): told after each file, with how many
 *   were read and how many there are; it may be called from the thread
 *   that reads
 * @user_data: for @progress
 * @cancellable: (nullable): stops the listing between two files
 * @error: return location for a #GFileError or %G_IO_ERROR_CANCELLED
 *
 * As sy_history_load(), telling its progress: the first listing of a
 * folder without an index replays every game.
 *
 * Returns: (transfer full) (nullable): the history
 */
SyHistory *
sy_history_load_full (const char         *folder,
                      SyHistoryProgress   progress,
                      gpointer            user_data,
                      GCancellable       *cancellable,
                      GError            **error)
{
  g_autoptr(SyHistory) history = g_new0 (SyHistory, 1);
  guint n_files = 0, n_read = 0;
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
  if (progress != NULL)
    n_files = _sy_history_count_files (folder);
  index = _sy_history_index_load (folder);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(SyGame) game = NULL;
      g_autoptr(GDateTime) finished = NULL;
      g_autoptr(GDateTime) started = NULL;
      g_autofree char *title = NULL;
      g_autoptr(GError) why = NULL;
      SyHistoryEntry *entry;
      SyHistoryStamp stamp;
      gboolean stamped;
      gboolean unfinished = FALSE;

      /* Hidden files are not the history's: the index is one. Nor are
       * the temporary files of saves, running or killed. */
      if (name[0] == '.' || sy_is_temporary_file_name (name, NULL))
        continue;
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      if (progress != NULL)
        {
          n_read++;
          progress (n_read, MAX (n_files, n_read), user_data);
        }
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

      game = _sy_history_load_entry_game (path, &finished, &unfinished, &title, &started, &why);
      if (game == NULL)
        {
          g_debug ("%s is left alone: %s", path, why->message);
          history->n_unreadable++;
          continue;
        }
      entry = _sy_history_entry_new (path, game, finished, unfinished, title, started);
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

  game = _sy_history_load_entry_game (entry->path, NULL, NULL, NULL, NULL, error);
  if (game != NULL)
    {
      sy_game_set_read_only (game);
      if (!entry->unfinished)
        sy_game_set_finished (game, entry->finished);
    }
  return game;
}

/**
 * sy_history_resume_game:
 * @entry: an unfinished game of a history
 * @error: return location for why the game cannot be resumed
 *
 * Loads the game of @entry to be played on, at the position it was kept
 * at. The game remembers its entry (sy_history_get_entry_name()), so that
 * sy_history_keep() updates that entry rather than adding one.
 *
 * Returns: (transfer full) (nullable): the game
 */
SyGame *
sy_history_resume_game (const SyHistoryEntry  *entry,
                        GError               **error)
{
  g_autoptr(SyGame) game = NULL;
  g_autofree char *name = NULL;
  gboolean unfinished = FALSE;

  g_return_val_if_fail (entry != NULL, NULL);

  game = _sy_history_load_entry_game (entry->path, NULL, &unfinished, NULL, NULL, error);
  if (game == NULL)
    return NULL;
  if (!unfinished)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("This game is finished: it opens read only, and cannot be resumed."));
      return NULL;
    }
  name = g_path_get_basename (entry->path);
  sy_history_set_entry_name (game, name);
  return g_steal_pointer (&game);
}

/**
 * sy_history_get_entry_name:
 * @game: a game
 *
 * Returns: (nullable): the name of the file of the history that holds
 *   @game, once kept or resumed; %NULL before
 */
const char *
sy_history_get_entry_name (SyGame *game)
{
  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  return g_object_get_data (G_OBJECT (game), ENTRY_DATA);
}

/**
 * sy_history_set_entry_name:
 * @game: a game
 * @name: (nullable): the name of its file in the history
 *
 * Says which entry of the history holds @game; the autosave keeps it, so
 * that a game resumed at the next start updates its own entry.
 */
void
sy_history_set_entry_name (SyGame     *game,
                           const char *name)
{
  g_return_if_fail (SY_IS_GAME (game));

  g_object_set_data_full (G_OBJECT (game), ENTRY_DATA, g_strdup (name), g_free);
}

const char *
_sy_history_get_untouched_key (SyGame *game)
{
  return g_object_get_data (G_OBJECT (game), UNTOUCHED_DATA);
}

void
_sy_history_set_untouched_key (SyGame     *game,
                               const char *key)
{
  g_object_set_data_full (G_OBJECT (game), UNTOUCHED_DATA, g_strdup (key), g_free);
}

/**
 * sy_history_set_untouched:
 * @game: a game just put on the table
 *
 * Marks @game as it is now as not worth keeping: a new game with no event
 * yet, or the example game as shipped. The autosave remembers the mark, so
 * that a game left as it was is not put into the history at the next
 * start; the window keeps a game at its first change.
 */
void
sy_history_set_untouched (SyGame *game)
{
  g_autofree char *key = NULL;

  g_return_if_fail (SY_IS_GAME (game));

  key = _sy_history_game_key (game);
  _sy_history_set_untouched_key (game, key);
}

/**
 * sy_history_is_untouched:
 * @game: a game
 *
 * Returns: whether @game is as it was when marked with
 *   sy_history_set_untouched()
 */
gboolean
sy_history_is_untouched (SyGame *game)
{
  const char *untouched;
  g_autofree char *key = NULL;

  g_return_val_if_fail (SY_IS_GAME (game), FALSE);

  untouched = _sy_history_get_untouched_key (game);
  if (untouched == NULL)
    return FALSE;
  key = _sy_history_game_key (game);
  return g_strcmp0 (key, untouched) == 0;
}

/**
 * sy_history_known_names:
 * @history: a history
 *
 * Returns: (transfer full): the players' names of every game of @history,
 *   each once whatever its case, as last written, most recent first
 */
char **
sy_history_known_names (const SyHistory *history)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  g_return_val_if_fail (history != NULL, NULL);

  for (guint i = 0; i < history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (history->entries, i);

      for (guint p = 0; p < entry->n_players; p++)
        {
          char *key = player_key (entry->names[p]);

          if (g_hash_table_add (seen, key))
            g_strv_builder_add (names, entry->names[p]);
        }
    }
  return g_strv_builder_end (names);
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
