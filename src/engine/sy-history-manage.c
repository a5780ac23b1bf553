/* sy-history-manage.c: deleting, renaming and merging the history's games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A deleted game's file moves, whole, into a hidden folder of the
 * history's folder (SY_HISTORY_DELETED), from where Undo moves it back
 * byte for byte; it is removed for good only when the deletion can no
 * longer be undone. A rename writes the game's file again with a title
 * and nothing else changed. A merge keeps the longer of two records of
 * one game and moves the other aside as a deletion. No other file of the
 * folder is ever touched, and nothing is deleted or moved through a
 * symbolic link (sy_folder_open_own()). See docs/history.md.
 */
#define G_LOG_DOMAIN "sy-history"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sy-error.h"
#include "sy-file-write.h"
#include "sy-history-manage.h"
#include "sy-history-private.h"
#include "sy-json-private.h"

struct _SyHistoryUndo
{
  char *folder;
  GPtrArray *moved;             /* names of files moved to the deleted folder */
  char *rewritten;              /* a file written again, or NULL */
  GBytes *before;               /* its bytes before */
};

void
sy_history_undo_free (SyHistoryUndo *undo)
{
  if (undo == NULL)
    return;
  g_free (undo->folder);
  g_ptr_array_unref (undo->moved);
  g_free (undo->rewritten);
  g_clear_pointer (&undo->before, g_bytes_unref);
  g_free (undo);
}

static SyHistoryUndo *
undo_new (const char *folder)
{
  SyHistoryUndo *undo = g_new0 (SyHistoryUndo, 1);

  undo->folder = g_strdup (folder);
  undo->moved = g_ptr_array_new_with_free_func (g_free);
  return undo;
}

/* Moves @path into the deleted folder beside it; its name is kept. The
 * deleted folder is never a link followed, and nothing there is written over. */
static gboolean
move_aside (SyHistoryUndo  *undo,
            const char     *path,
            GError        **error)
{
  g_autofree char *deleted = g_build_filename (undo->folder, SY_HISTORY_DELETED, NULL);
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *parent = g_path_get_dirname (path);
  g_autoptr(GError) local = NULL;
  int from = -1, to = -1;
  gboolean moved;

  from = sy_folder_open_own (parent, FALSE, &local);
  if (from >= 0)
    to = sy_folder_open_own (deleted, TRUE, &local);
  moved = to >= 0 && sy_folder_move_in (from, name, to, name, &local);
  if (from >= 0)
    close (from);
  if (to >= 0)
    close (to);
  if (!moved)
    {
      g_autofree char *display = g_filename_display_basename (path);

      g_set_error (error, G_FILE_ERROR, local->code,
                   _("The game “%s” could not be deleted: %s"), display, local->message);
      return FALSE;
    }
  g_ptr_array_add (undo->moved, g_steal_pointer (&name));
  return TRUE;
}

/* The folder an entry's file lies in. */
static char *
entry_folder (const SyHistoryEntry *entry)
{
  return g_path_get_dirname (entry->path);
}

/**
 * sy_history_entry_get_length:
 * @entry: an entry of a history
 *
 * Returns: how long the game lasted, from its first event to its last
 *   (for an unfinished game, to its last change), in microseconds; -1
 *   when its start is not known
 */
gint64
sy_history_entry_get_length (const SyHistoryEntry *entry)
{
  g_return_val_if_fail (entry != NULL, -1);

  if (entry->started == NULL)
    return -1;
  return MAX (0, g_date_time_difference (entry->finished, entry->started));
}

/**
 * sy_history_find_entry:
 * @history: a history
 * @name: the name of a game's file in the history's folder
 *
 * Returns: (transfer none) (nullable): its entry
 */
SyHistoryEntry *
sy_history_find_entry (const SyHistory *history,
                       const char      *name)
{
  g_return_val_if_fail (history != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < history->entries->len; i++)
    {
      SyHistoryEntry *entry = g_ptr_array_index (history->entries, i);
      g_autofree char *base = g_path_get_basename (entry->path);

      if (g_strcmp0 (base, name) == 0)
        return entry;
    }
  return NULL;
}

/* A title as kept: without spaces around it, within its length; NULL for
 * none. */
static char *
clean_title (const char *title)
{
  g_autofree char *stripped = NULL;
  glong length;

  if (title == NULL)
    return NULL;
  stripped = g_strstrip (g_strdup (title));
  if (*stripped == '\0')
    return NULL;
  length = g_utf8_strlen (stripped, -1);
  if (length > SY_HISTORY_TITLE_MAX)
    return g_utf8_substring (stripped, 0, SY_HISTORY_TITLE_MAX);
  return g_steal_pointer (&stripped);
}

/* The document of a history file, read whole; NULL with an error when it
 * is not a game of the history any more. */
static JsonNode *
read_document (const SyHistoryEntry  *entry,
               GError               **error)
{
  g_autoptr(SyGame) game = _sy_history_load_entry_game (entry->path, NULL, NULL, NULL, NULL, error);
  JsonNode *root;

  if (game == NULL)
    return NULL;
  root = _sy_history_parse_file (entry->path);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_clear_pointer (&root, json_node_unref);
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE, _("The file is not a game of the history."));
    }
  return root;
}

static void
set_title (JsonObject *o,
           const char *title)
{
  if (title != NULL)
    json_object_set_string_member (o, "title", title);
  else if (json_object_has_member (o, "title"))
    json_object_remove_member (o, "title");
}

/**
 * sy_history_set_title:
 * @entry: an entry of a history
 * @title: (nullable): the title the players give the game; %NULL or
 *   blank for none
 * @error: return location for why it could not be written
 *
 * Gives a game of the history a title, kept in its file beside the game;
 * the game itself (its players, setup and log) does not change. The file
 * is written again atomically. @entry is not updated: list the history
 * again.
 *
 * Returns: whether the title is kept
 */
gboolean
sy_history_set_title (const SyHistoryEntry  *entry,
                      const char            *title,
                      GError               **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *clean = clean_title (title);

  g_return_val_if_fail (entry != NULL, FALSE);

  root = read_document (entry, error);
  if (root == NULL)
    return FALSE;
  set_title (json_node_get_object (root), clean);
  return _sy_history_write_document (entry->path, root, error);
}

/**
 * sy_history_delete:
 * @entry: an entry of a history
 * @out_undo: (out) (optional) (transfer full): how to undo the deletion
 * @error: return location for a #GFileError
 *
 * Takes a game out of the history: its file moves, whole, into the hidden
 * folder SY_HISTORY_DELETED of the history's folder, from where
 * sy_history_undo_apply() brings it back as it was, until
 * sy_history_undo_forget() or sy_history_empty_deleted() removes it. No
 * other file changes.
 *
 * Returns: whether the game is out of the history
 */
gboolean
sy_history_delete (const SyHistoryEntry  *entry,
                   SyHistoryUndo        **out_undo,
                   GError               **error)
{
  g_autofree char *folder = NULL;
  g_autoptr(SyHistoryUndo) undo = NULL;

  g_return_val_if_fail (entry != NULL, FALSE);

  folder = entry_folder (entry);
  undo = undo_new (folder);
  if (!move_aside (undo, entry->path, error))
    return FALSE;
  if (out_undo != NULL)
    *out_undo = g_steal_pointer (&undo);
  return TRUE;
}

static gboolean
same_member (JsonObject *a,
             JsonObject *b,
             const char *member)
{
  JsonNode *x = json_object_get_member (a, member);
  JsonNode *y = json_object_get_member (b, member);

  if (x == NULL || y == NULL)
    return x == y;
  return json_node_equal (x, y);
}

/* How many events of a document's log are in effect. */
static guint
events_in_effect (JsonObject *o)
{
  JsonArray *events = sy_json_get_array (o, "events");
  guint n = events != NULL ? json_array_get_length (events) : 0;
  gint64 position;

  if (json_object_has_member (o, "position") && sy_json_get_int (o, "position", 0, n, &position))
    return (guint) position;
  return n;
}

/* Whether the documents are two records of one game: the same edition,
 * players and setup, and one log (in effect) the beginning of the
 * other's. Sets *@longer to the one to keep: the longer log, else the
 * finished record, else @a. */
static gboolean
one_game (JsonObject  *a,
          JsonObject  *b,
          JsonObject **longer,
          GError     **error)
{
  static const char *setup[] = { "edition", "contracts", "players", "opponents", "start-player" };
  JsonArray *x = sy_json_get_array (a, "events");
  JsonArray *y = sy_json_get_array (b, "events");
  guint nx = events_in_effect (a), ny = events_in_effect (b);

  for (guint i = 0; i < G_N_ELEMENTS (setup); i++)
    if (!same_member (a, b, setup[i]))
      {
        g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                     _("These are two different games: their editions, players or setup differ."));
        return FALSE;
      }
  for (guint e = 0; e < MIN (nx, ny); e++)
    if (!json_node_equal (json_array_get_element (x, e), json_array_get_element (y, e)))
      {
        g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                     _("These are two different games: neither record’s log is the beginning of the other’s."));
        return FALSE;
      }
  if (nx != ny)
    *longer = nx > ny ? a : b;
  else
    *longer = json_object_has_member (b, "finished") && !json_object_has_member (a, "finished") ? b : a;
  return TRUE;
}

static gboolean
check_pair (const SyHistoryEntry  *a,
            const SyHistoryEntry  *b,
            JsonNode             **root_a,
            JsonNode             **root_b,
            GError               **error)
{
  if (g_strcmp0 (a->path, b->path) == 0)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("A record cannot be merged with itself."));
      return FALSE;
    }
  *root_a = read_document (a, error);
  if (*root_a == NULL)
    return FALSE;
  *root_b = read_document (b, error);
  return *root_b != NULL;
}

/**
 * sy_history_can_merge:
 * @a: an entry of a history
 * @b: another entry of the same history
 * @error: return location for why they cannot be merged
 *
 * Whether @a and @b are two records of one game: the same edition,
 * contracts, players (names and colours, in turn order) and start player,
 * and the events in effect of one the beginning of the other's (the same
 * game recorded twice, or kept unfinished and saved again later).
 *
 * Returns: whether they can be merged
 */
gboolean
sy_history_can_merge (const SyHistoryEntry  *a,
                      const SyHistoryEntry  *b,
                      GError               **error)
{
  g_autoptr(JsonNode) root_a = NULL;
  g_autoptr(JsonNode) root_b = NULL;
  JsonObject *longer;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return check_pair (a, b, &root_a, &root_b, error)
         && one_game (json_node_get_object (root_a), json_node_get_object (root_b), &longer, error);
}

/* The earlier of two dates written in members, or the one there is. */
static const char *
earlier (JsonObject *a,
         JsonObject *b,
         const char *member)
{
  const char *x = sy_json_get_string (a, member);
  const char *y = sy_json_get_string (b, member);
  g_autoptr(GDateTime) dx = x != NULL ? g_date_time_new_from_iso8601 (x, NULL) : NULL;
  g_autoptr(GDateTime) dy = y != NULL ? g_date_time_new_from_iso8601 (y, NULL) : NULL;

  if (dx == NULL)
    return dy != NULL ? y : NULL;
  if (dy == NULL)
    return x;
  return g_date_time_compare (dx, dy) <= 0 ? x : y;
}

/**
 * sy_history_merge:
 * @a: an entry of a history
 * @b: another record of the same game (see sy_history_can_merge())
 * @title: (nullable): the merged record's title; %NULL or blank for none
 * @out_path: (out) (optional) (transfer full): the file kept
 * @out_undo: (out) (optional) (transfer full): how to undo the merge
 * @error: return location for why they cannot be merged
 *
 * Merges two records of one game into one: the record with the longer log
 * (at equal length, the finished one) is kept, with @title, the earlier of
 * the two starts, and the card values of both (its own first); the other
 * is deleted as sy_history_delete() does. Two different games are refused
 * with a message, and nothing changes.
 *
 * Returns: whether the two are one record now
 */
gboolean
sy_history_merge (const SyHistoryEntry  *a,
                  const SyHistoryEntry  *b,
                  const char            *title,
                  char                 **out_path,
                  SyHistoryUndo        **out_undo,
                  GError               **error)
{
  g_autoptr(JsonNode) root_a = NULL;
  g_autoptr(JsonNode) root_b = NULL;
  g_autoptr(SyHistoryUndo) undo = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *clean = clean_title (title);
  g_autofree char *started = NULL;
  g_autofree char *before = NULL;
  JsonObject *longer, *other, *values, *other_values;
  const SyHistoryEntry *kept, *dropped;
  gsize length;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (!check_pair (a, b, &root_a, &root_b, error)
      || !one_game (json_node_get_object (root_a), json_node_get_object (root_b), &longer, error))
    return FALSE;
  other = longer == json_node_get_object (root_a) ? json_node_get_object (root_b)
                                                  : json_node_get_object (root_a);
  kept = longer == json_node_get_object (root_a) ? a : b;
  dropped = kept == a ? b : a;

  folder = entry_folder (kept);
  undo = undo_new (folder);
  if (!g_file_get_contents (kept->path, &before, &length, error))
    return FALSE;
  undo->rewritten = g_strdup (kept->path);
  undo->before = g_bytes_new_take (g_steal_pointer (&before), length);

  /* What the other record knew and the kept one did not. */
  started = g_strdup (earlier (longer, other, "started"));
  if (started != NULL)
    json_object_set_string_member (longer, "started", started);
  set_title (longer, clean);
  values = sy_json_get_object (longer, "card-values");
  other_values = sy_json_get_object (other, "card-values");
  if (values != NULL && other_values != NULL)
    {
      g_autoptr(GList) ids = json_object_get_members (other_values);

      for (GList *l = ids; l != NULL; l = l->next)
        if (!json_object_has_member (values, l->data))
          json_object_set_member (values, l->data,
                                  json_node_copy (json_object_get_member (other_values, l->data)));
    }

  if (!_sy_history_write_document (kept->path, kept == a ? root_a : root_b, error))
    return FALSE;
  if (!move_aside (undo, dropped->path, error))
    {
      g_autoptr(GError) ignored = NULL;

      /* Nothing half done: the kept record as it was. */
      if (!sy_write_own_file_atomically (kept->path, g_bytes_get_data (undo->before, NULL),
                                         g_bytes_get_size (undo->before), 0644, &ignored))
        g_debug ("%s not put back: %s", kept->path, ignored->message);
      return FALSE;
    }
  if (out_path != NULL)
    *out_path = g_strdup (kept->path);
  if (out_undo != NULL)
    *out_undo = g_steal_pointer (&undo);
  return TRUE;
}

/**
 * sy_history_undo_apply:
 * @undo: what a deletion or merge changed
 * @error: return location for a #GFileError
 *
 * Puts the history's folder back as it was before the deletion or merge:
 * each deleted file back, byte for byte, and a merged record's file as it
 * was. A file that has come back under the same name meanwhile is not
 * written over.
 *
 * Returns: whether everything is back
 */
gboolean
sy_history_undo_apply (SyHistoryUndo  *undo,
                       GError        **error)
{
  g_return_val_if_fail (undo != NULL, FALSE);

  if (undo->moved->len > 0)
    {
      g_autofree char *deleted = g_build_filename (undo->folder, SY_HISTORY_DELETED, NULL);
      int from = sy_folder_open_own (deleted, FALSE, error);
      int to = from >= 0 ? sy_folder_open_own (undo->folder, FALSE, error) : -1;

      for (guint i = 0; to >= 0 && i < undo->moved->len; i++)
        {
          const char *name = g_ptr_array_index (undo->moved, i);
          g_autoptr(GError) local = NULL;

          if (!sy_folder_move_in (from, name, to, name, &local))
            {
              if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_EXIST))
                g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                             _("The game “%s” is in the history already."), name);
              else
                g_set_error (error, G_FILE_ERROR, local->code,
                             _("The game “%s” could not be brought back: %s"), name,
                             local->message);
              close (to);
              to = -1;
            }
        }
      if (from >= 0)
        close (from);
      if (to < 0)
        return FALSE;
      close (to);
    }
  g_ptr_array_set_size (undo->moved, 0);
  if (undo->rewritten != NULL)
    {
      if (!sy_write_own_file_atomically (undo->rewritten, g_bytes_get_data (undo->before, NULL),
                                         g_bytes_get_size (undo->before), 0644, error))
        return FALSE;
      g_clear_pointer (&undo->rewritten, g_free);
    }
  return TRUE;
}

/**
 * sy_history_undo_forget:
 * @undo: what a deletion or merge changed
 *
 * Makes the deletion or merge final: the files it moved aside are removed.
 */
void
sy_history_undo_forget (SyHistoryUndo *undo)
{
  g_autofree char *deleted = NULL;
  int fd;

  g_return_if_fail (undo != NULL);

  deleted = g_build_filename (undo->folder, SY_HISTORY_DELETED, NULL);
  fd = undo->moved->len > 0 ? sy_folder_open_own (deleted, FALSE, NULL) : -1;
  for (guint i = 0; fd >= 0 && i < undo->moved->len; i++)
    {
      const char *name = g_ptr_array_index (undo->moved, i);

      if (unlinkat (fd, name, 0) != 0 && errno != ENOENT)
        g_debug ("%s/%s stays: %s", deleted, name, g_strerror (errno));
    }
  if (fd >= 0)
    close (fd);
  g_ptr_array_set_size (undo->moved, 0);
}

/**
 * sy_history_empty_deleted:
 * @folder: the history's folder
 *
 * Removes every deleted game that waits in the deleted folder (left there
 * when the program stopped before they were removed), and the folder.
 */
void
sy_history_empty_deleted (const char *folder)
{
  g_autofree char *deleted = NULL;

  g_return_if_fail (folder != NULL);

  deleted = g_build_filename (folder, SY_HISTORY_DELETED, NULL);
  sy_folder_empty_own (deleted);
}
