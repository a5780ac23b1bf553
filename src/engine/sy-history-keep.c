/* sy-history-keep.c: the game on the table kept in the history, in two
 * steps: what to write, then writing it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keeping a game is split so that the disk's wait (an fsync() of the file
 * and of its folder) can be had off the main thread
 * (docs/architecture.md, "Writes"):
 *
 * - sy_history_write_new(), where the game lives: decides which file holds
 *   the game and with what date, gives the game its entry's name (and its
 *   finished date), and takes a snapshot of it (its record, a copy: the
 *   document, which grows with the log, is made from it in the writer's
 *   thread). It reads the disk at most to find a finished game's file; it
 *   writes nothing.
 * - sy_history_write_run(), in any thread: touches only the snapshot and
 *   the disk. What the file carries beyond the game (the title the players
 *   gave it, when it started) is read from the file as it is then, so
 *   writes made in order never lose it; the game's start, once known, is
 *   in the snapshot too, so a later snapshot that takes the place of an
 *   earlier one unwritten keeps it. An unfinished entry that makes way
 *   for the finished one is removed only once the finished one is on the
 *   disk; a write that failed leaves every file as it was, and the next
 *   snapshot of the game still names the entry to remove.
 *
 * sy_history_keep() and sy_history_record() make both steps at once.
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
#include "sy-json-private.h"
#include "sy-save.h"

/* What the game on the table remembers of its entry beyond its name:
 * when it started (once its first keep said so), and the unfinished
 * entry its finished one replaces. */
#define STARTED_DATA "sy-history-started"
#define REPLACES_DATA "sy-history-replaces"

struct _SyHistoryWrite
{
  char       *folder;
  char       *path;      /* the file that holds the game */
  SyGameRecord *record;  /* the game as it was */
  JsonNode   *root;      /* its document, made from @record when first asked */
  const char *member;    /* SY_HISTORY_FINISHED_MEMBER or SY_HISTORY_UNFINISHED_MEMBER */
  char       *date;      /* for @member, ISO 8601 */
  char       *started;   /* when the game started, when known here */
  char       *previous;  /* an entry it makes way for, removed after */
};

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

/* Makes the history's folder when missing. */
static gboolean
make_folder (const char  *folder,
             GError     **error)
{
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("The history’s folder %s cannot be made: %s"), folder, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

/* Writes a history file's document atomically, as every history file is
 * written. */
gboolean
_sy_history_write_document (const char  *path,
                            JsonNode    *root,
                            GError     **error)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *data = NULL;
  gsize length;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);
  return sy_write_own_file_atomically (path, data, length, 0644, error);
}

/* What a history file says of a game beyond the game itself, carried
 * over when the file is written again or makes way for another: the
 * title the players gave it and when it started. */
typedef struct {
  char *title;
  char *started;
} Carried;

static void
carried_clear (Carried *carried)
{
  g_clear_pointer (&carried->title, g_free);
  g_clear_pointer (&carried->started, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Carried, carried_clear)

static void
carried_read (const char *path,
              Carried    *carried)
{
  g_autoptr(JsonNode) root = path != NULL ? _sy_history_parse_file (path) : NULL;
  JsonObject *o = root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;

  if (o == NULL)
    return;
  if (carried->title == NULL)
    carried->title = g_strdup (sy_json_get_string (o, SY_HISTORY_TITLE_MEMBER));
  if (carried->started == NULL)
    carried->started = g_strdup (sy_json_get_string (o, SY_HISTORY_STARTED_MEMBER));
}

static SyHistoryWrite *
write_new (const char *folder,
           SyGame     *game,
           const char *name,
           const char *member,
           GDateTime  *date,
           const char *previous)
{
  SyHistoryWrite *write = g_new0 (SyHistoryWrite, 1);

  write->folder = g_strdup (folder);
  write->path = g_build_filename (folder, name, NULL);
  write->record = sy_game_record_new (game);
  write->member = member;
  write->date = g_date_time_format_iso8601 (date);
  write->started = g_strdup (g_object_get_data (G_OBJECT (game), STARTED_DATA));
  if (previous != NULL && strcmp (previous, name) != 0)
    write->previous = g_build_filename (folder, previous, NULL);
  return write;
}

/* A finished game's file and date: the ones it was given already (in this
 * run, or by an earlier one: a file of the history named for its key),
 * else a new name, dated @now. */
static SyHistoryWrite *
prepare_finished (const char *folder,
                  SyGame     *game,
                  GDateTime  *now,
                  gboolean    as_entry)
{
  g_autofree char *key = _sy_history_game_key (game);
  g_autofree char *ending = g_strconcat ("-", key, SY_HISTORY_SUFFIX, NULL);
  g_autofree char *name = NULL;
  g_autoptr(GDateTime) date = NULL;
  const char *entry = sy_history_get_entry_name (game);
  const char *previous = NULL;
  SyHistoryWrite *write;

  if (as_entry && entry != NULL && g_str_has_suffix (entry, ending)
      && sy_game_get_finished (game) != NULL)
    {
      name = g_strdup (entry);
      date = g_date_time_ref (sy_game_get_finished (game));
    }
  else
    {
      g_autofree char *path = find_entry (folder, key);

      if (path != NULL)
        {
          g_autoptr(JsonNode) old = _sy_history_parse_file (path);

          date = _sy_history_read_finished (old);
          name = g_path_get_basename (path);
        }
      if (date == NULL)
        date = g_date_time_ref (now);
      if (name == NULL)
        {
          g_autofree char *stamp = g_date_time_format (date, "%Y%m%d-%H%M%S");

          name = g_strconcat (stamp, ending, NULL);
        }
    }

  if (as_entry)
    {
      /* The game's unfinished entry makes way for the finished one, once
       * that is written; remembered until then. */
      if (entry != NULL && strcmp (entry, name) != 0)
        g_object_set_data_full (G_OBJECT (game), REPLACES_DATA, g_strdup (entry), g_free);
      previous = g_object_get_data (G_OBJECT (game), REPLACES_DATA);
    }
  write = write_new (folder, game, name, SY_HISTORY_FINISHED_MEMBER, date, previous);
  sy_game_set_finished (game, date);
  if (as_entry)
    sy_history_set_entry_name (game, name);
  return write;
}

/* Whether no turn but the first has begun: the setup (layout, hands
 * dealt) and at most one action tile chosen. */
static gboolean
in_first_turn (SyGame *game)
{
  guint turns = 0;

  for (guint e = 0; e < sy_game_get_position (game); e++)
    {
      SyEventType type = sy_game_get_event (game, e)->type;

      turns += type == SY_EVENT_CHOOSE || type == SY_EVENT_SOLO_TURN;
    }
  return turns <= 1;
}

/* A new entry's name: when it was first kept, and a random key. */
static char *
new_unfinished_name (GDateTime *date)
{
  g_autofree char *stamp = g_date_time_format (date, "%Y%m%d-%H%M%S");
  g_autofree char *uuid = g_uuid_string_random ();
  g_autoptr(GString) key = g_string_new (NULL);

  for (const char *c = uuid; *c != '\0' && key->len < SY_HISTORY_KEY_LENGTH; c++)
    if (*c != '-')
      g_string_append_c (key, *c);
  return g_strconcat (stamp, "-", key->str, SY_HISTORY_SUFFIX, NULL);
}

/**
 * sy_history_write_new:
 * @folder: the history's folder
 * @game: the game on the table
 * @when: (nullable): when it changed; %NULL for now
 *
 * The first step of sy_history_keep(), in the thread @game lives in:
 * decides the file that holds @game and gives @game its entry's name
 * (sy_history_get_entry_name()), and for a game that is over its finished
 * date, before anything is written; takes a snapshot of @game.
 *
 * Returns: (transfer full) (nullable): the write to make with
 *   sy_history_write_run(), or %NULL when @game has nothing to keep (no
 *   event, or read only)
 */
SyHistoryWrite *
sy_history_write_new (const char *folder,
                      SyGame     *game,
                      GDateTime  *when)
{
  g_autoptr(GDateTime) date = NULL;
  g_autofree char *name = NULL;
  const char *entry;
  SyHistoryWrite *write;

  g_return_val_if_fail (folder != NULL, NULL);
  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  if (sy_game_is_read_only (game) || sy_game_get_n_events (game) == 0)
    return NULL;

  date = when != NULL ? g_date_time_to_utc (when) : g_date_time_new_now_utc ();
  if (sy_game_get_table (game)->phase == SY_PHASE_OVER)
    return prepare_finished (folder, game, date, TRUE);

  entry = sy_history_get_entry_name (game);
  name = entry != NULL ? g_strdup (entry) : new_unfinished_name (date);
  /* A game first kept in its first turn started now; a game brought from
   * a file already under way has no known start. */
  if (entry == NULL && in_first_turn (game))
    g_object_set_data_full (G_OBJECT (game), STARTED_DATA, g_date_time_format_iso8601 (date),
                            g_free);
  /* A game whose end was taken back before its finished entry was
   * written is written in that entry's place: the unfinished entry it made
   * way for still goes once it is. */
  write = write_new (folder, game, name, SY_HISTORY_UNFINISHED_MEMBER, date,
                     g_object_get_data (G_OBJECT (game), REPLACES_DATA));
  sy_history_set_entry_name (game, name);
  return write;
}

/**
 * sy_history_write_get_path:
 * @write: a history write
 *
 * Returns: the file @write writes
 */
const char *
sy_history_write_get_path (const SyHistoryWrite *write)
{
  g_return_val_if_fail (write != NULL, NULL);

  return write->path;
}

/**
 * sy_history_write_get_record:
 * @write: a history write
 *
 * The game's record @write holds: the autosave of the same change is taken
 * from it (sy_autosave_snapshot()), so that an entry copies the game once.
 *
 * Returns: (transfer none): the record
 */
SyGameRecord *
sy_history_write_get_record (const SyHistoryWrite *write)
{
  g_return_val_if_fail (write != NULL, NULL);

  return write->record;
}

/**
 * sy_history_write_get_document:
 * @write: a history write
 *
 * The game's document, as sy_game_to_json() would have made it when
 * @write was taken: made from its record at the first call, in the
 * thread that writes (the writer's). The autosave of the same change is
 * rendered from it (sy_autosave_snapshot_render()), so that an entry
 * builds the game's JSON once; sy_history_write_run() then adds the
 * history's members to it.
 *
 * Returns: (transfer none): the document
 */
JsonNode *
sy_history_write_get_document (SyHistoryWrite *write)
{
  g_return_val_if_fail (write != NULL, NULL);

  if (write->root == NULL)
    write->root = sy_game_record_to_json (write->record);
  return write->root;
}

/**
 * sy_history_write_run:
 * @write: a history write
 * @error: return location for a #GFileError
 *
 * The second step of sy_history_keep(), in any thread (it touches nothing
 * but @write and the disk): writes the game's file atomically and
 * durably, carrying over its title and start from the file as it is, then
 * removes the entry it makes way for. On failure every file stays as it
 * was. Writes of one game are to be run in the order they were made.
 *
 * Returns: whether the file holds the snapshot
 */
gboolean
sy_history_write_run (SyHistoryWrite  *write,
                      GError         **error)
{
  g_auto(Carried) carried = { NULL, NULL };
  JsonObject *o;

  g_return_val_if_fail (write != NULL, FALSE);

  carried.started = g_strdup (write->started);
  carried_read (write->path, &carried);
  carried_read (write->previous, &carried);
  if (!make_folder (write->folder, error))
    return FALSE;

  o = json_node_get_object (sy_history_write_get_document (write));
  json_object_remove_member (o, SY_HISTORY_TITLE_MEMBER);
  json_object_remove_member (o, SY_HISTORY_STARTED_MEMBER);
  if (carried.title != NULL)
    json_object_set_string_member (o, SY_HISTORY_TITLE_MEMBER, carried.title);
  if (carried.started != NULL)
    json_object_set_string_member (o, SY_HISTORY_STARTED_MEMBER, carried.started);
  json_object_set_string_member (o, write->member, write->date);
  if (!_sy_history_write_document (write->path, write->root, error))
    return FALSE;

  if (write->previous != NULL && g_unlink (write->previous) != 0 && errno != ENOENT)
    g_debug ("%s stays: %s", write->previous, g_strerror (errno));
  return TRUE;
}

void
sy_history_write_free (SyHistoryWrite *write)
{
  if (write == NULL)
    return;
  g_free (write->folder);
  g_free (write->path);
  g_clear_pointer (&write->record, sy_game_record_unref);
  g_clear_pointer (&write->root, json_node_unref);
  g_free (write->date);
  g_free (write->started);
  g_free (write->previous);
  g_free (write);
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
  g_autoptr(GDateTime) now = NULL;
  g_autoptr(SyHistoryWrite) write = NULL;

  g_return_val_if_fail (folder != NULL, FALSE);
  g_return_val_if_fail (SY_IS_GAME (game), FALSE);

  if (sy_game_get_table (game)->phase != SY_PHASE_OVER)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("Only a finished game goes into the history, and this one is not over yet."));
      return FALSE;
    }
  now = when != NULL ? g_date_time_to_utc (when) : g_date_time_new_now_utc ();
  write = prepare_finished (folder, game, now, FALSE);
  if (!sy_history_write_run (write, error))
    return FALSE;
  if (out_path != NULL)
    *out_path = g_strdup (write->path);
  return TRUE;
}

/**
 * sy_history_keep:
 * @folder: the history's folder, made when missing
 * @game: the game on the table
 * @when: (nullable): when it changed; %NULL for now
 * @out_path: (out) (optional) (transfer full): the file that holds it, or
 *   %NULL when there was nothing to keep
 * @error: return location for a #GFileError
 *
 * Keeps @game in the history, finished or not, written atomically: one
 * entry per game, updated in place. A game that is over is recorded as
 * finished (sy_history_record()) and its unfinished entry, if any, makes
 * way for it once it is written. An unfinished game is written with the
 * date of its last change to the entry it already has
 * (sy_history_get_entry_name()), or to a new one. A game with no event, or
 * read only, is not kept. sy_history_write_new() then
 * sy_history_write_run(), at once.
 *
 * Returns: whether the game is in the history as it is now, or had
 *   nothing to keep
 */
gboolean
sy_history_keep (const char  *folder,
                 SyGame      *game,
                 GDateTime   *when,
                 char       **out_path,
                 GError     **error)
{
  g_autoptr(SyHistoryWrite) write = NULL;

  g_return_val_if_fail (folder != NULL, FALSE);
  g_return_val_if_fail (SY_IS_GAME (game), FALSE);

  if (out_path != NULL)
    *out_path = NULL;
  write = sy_history_write_new (folder, game, when);
  if (write == NULL)
    return TRUE;
  if (!sy_history_write_run (write, error))
    return FALSE;
  if (out_path != NULL)
    *out_path = g_strdup (write->path);
  return TRUE;
}
