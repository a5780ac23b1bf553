/* sy-history-index.c: what the history remembers of each game's file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Listing the history replays every finished game, a few milliseconds
 * each. The index keeps, in a hidden file of the history's folder, the
 * summary of each game file with the file's size and modification time:
 * a file unchanged since is not replayed again. The index is only ever a
 * shortcut: a file that changed, or an index that is missing, damaged or
 * foreign, is read from the games themselves, and the index is written
 * anew.
 */
#define G_LOG_DOMAIN "sy-history-index"

#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>
#include <glib/gstdio.h>

#include "sy-file-write.h"
#include "sy-history-private.h"
#include "sy-json-input.h"
#include "sy-json-private.h"

#define INDEX_NAME ".index.json"
#define INDEX_FORMAT "shipyard-companion-history-index"
#define INDEX_VERSION 3

/* A club's ten thousand games take some 10 MB: far less than this. */
#define INDEX_MAX_BYTES (256 * 1024 * 1024)

/* The numbers of a player's details, in the order of their "detail"
 * array. */
#define N_DETAIL 11

typedef struct {
  char *name;
  SyHistoryStamp stamp;
  const SyHistoryEntry *entry;  /* the listing's, alive until the index is saved */
} Written;

struct _SyHistoryIndex
{
  JsonNode *root;               /* the index read, while it is looked up */
  GHashTable *read;             /* file name → JsonObject of the index read */
  GArray *written;              /* Written: the index of this listing */
  gboolean changed;
};

static void
written_clear (gpointer data)
{
  g_free (((Written *) data)->name);
}

/**
 * _sy_history_stamp_get:
 * @path: a file
 * @stamp: (out caller-allocates): its size and modification time
 *
 * Returns: whether the file could be looked at
 */
gboolean
_sy_history_stamp_get (const char     *path,
                       SyHistoryStamp *stamp)
{
  GStatBuf buf;

  /* A stat() of its own rather than GIO's file info: a club's history
   * looks at thousands of files at every listing. */
  if (g_stat (path, &buf) != 0)
    return FALSE;
  stamp->size = (gint64) buf.st_size;
  stamp->modified = (gint64) buf.st_mtim.tv_sec * G_USEC_PER_SEC + buf.st_mtim.tv_nsec / 1000;
  return TRUE;
}

/**
 * _sy_history_count_files:
 * @folder: the history's folder
 *
 * Returns: how many names of the folder a listing looks at: not hidden
 */
guint
_sy_history_count_files (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += name[0] != '.';
  return n;
}

static char *
index_path (const char *folder)
{
  return g_build_filename (folder, INDEX_NAME, NULL);
}

/**
 * _sy_history_index_load:
 * @folder: the history's folder
 *
 * Returns: (transfer full): the index; empty when there is none or it
 *   cannot be trusted
 */
SyHistoryIndex *
_sy_history_index_load (const char *folder)
{
  SyHistoryIndex *index = g_new0 (SyHistoryIndex, 1);
  g_autofree char *path = index_path (folder);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *files;
  gint64 version;

  /* Borrowed from the tree read, kept whole until the index is freed. */
  index->read = g_hash_table_new (g_str_hash, g_str_equal);
  index->written = g_array_new (FALSE, FALSE, sizeof (Written));
  g_array_set_clear_func (index->written, written_clear);

  bytes = sy_json_input_read_path (path, INDEX_MAX_BYTES, NULL);
  root = bytes != NULL ? sy_json_input_parse (bytes, INDEX_MAX_BYTES, NULL) : NULL;
  g_clear_pointer (&bytes, g_bytes_unref);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root)
      || g_strcmp0 (sy_json_get_string (json_node_get_object (root), "format"), INDEX_FORMAT) != 0
      || !sy_json_get_int (json_node_get_object (root), "version", INDEX_VERSION, INDEX_VERSION, &version)
      || (files = sy_json_get_object (json_node_get_object (root), "files")) == NULL)
    return index;

  {
    g_autoptr(GList) names = json_object_get_members (files);

    for (GList *l = names; l != NULL; l = l->next)
      {
        JsonObject *file = sy_json_get_object (files, l->data);

        if (file != NULL)
          g_hash_table_insert (index->read, l->data, file);
      }
  }
  index->root = g_steal_pointer (&root);
  return index;
}

static gboolean
get_boolean (JsonObject *o,
             const char *member,
             gboolean   *value)
{
  JsonNode *node = o != NULL ? json_object_get_member (o, member) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return FALSE;
  *value = json_node_get_boolean (node);
  return TRUE;
}

static JsonArray *
get_array (JsonObject *o,
           const char *member)
{
  JsonNode *node = json_object_get_member (o, member);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static gboolean
get_uint_element (JsonArray *array,
                  guint      i,
                  guint     *value)
{
  JsonNode *node = json_array_get_element (array, i);
  gint64 v;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  v = json_node_get_int (node);
  if (v < 0 || v > G_MAXUINT)
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

static gboolean
get_id (JsonNode *node,
        char      id[SY_CONTRACT_ID_SIZE])
{
  const char *s = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
                  ? json_node_get_string (node) : NULL;

  if (s == NULL || s[0] == '\0' || strlen (s) >= SY_CONTRACT_ID_SIZE)
    return FALSE;
  g_strlcpy (id, s, SY_CONTRACT_ID_SIZE);
  return TRUE;
}

/* A player's details (sy-history-details.h), as put() writes them. */
static gboolean
details_from_json (JsonObject       *player,
                   SyHistoryDetails *d)
{
  JsonArray *numbers = get_array (player, "detail");
  JsonArray *dealt = get_array (player, "dealt");
  JsonArray *kept = get_array (player, "kept");
  guint *fields[N_DETAIL] = {
    &d->ships_launched, &d->crew, &d->cannons_cranes, &d->speed, &d->officials, &d->riband,
    &d->contracts, &d->merchants, &d->money, &d->best_ship_points, &d->best_ship_speed,
  };

  if (numbers == NULL || json_array_get_length (numbers) != N_DETAIL || dealt == NULL || kept == NULL
      || json_array_get_length (dealt) > SY_HISTORY_MAX_DEALT
      || json_array_get_length (kept) > SY_HISTORY_MAX_DEALT)
    return FALSE;
  for (guint i = 0; i < N_DETAIL; i++)
    if (!get_uint_element (numbers, i, fields[i]))
      return FALSE;
  d->n_dealt = json_array_get_length (dealt);
  for (guint i = 0; i < d->n_dealt; i++)
    if (!get_id (json_array_get_element (dealt, i), d->dealt[i]))
      return FALSE;
  d->n_kept = json_array_get_length (kept);
  for (guint i = 0; i < d->n_kept; i++)
    {
      JsonNode *node = json_array_get_element (kept, i);
      JsonArray *pair = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      /* [ id, points ], or [ id, null ] when its value is missing. */
      if (pair == NULL || json_array_get_length (pair) != 2
          || !get_id (json_array_get_element (pair, 0), d->kept[i].id))
        return FALSE;
      d->kept[i].known = !JSON_NODE_HOLDS_NULL (json_array_get_element (pair, 1));
      if (d->kept[i].known && !get_uint_element (pair, 1, &d->kept[i].points))
        return FALSE;
    }
  return TRUE;
}

/* Reads an entry from the index, or returns NULL when anything in it is
 * not as an index writes it. */
static SyHistoryEntry *
entry_from_json (JsonObject           *o,
                 const char           *path,
                 const SyHistoryStamp *stamp)
{
  g_autoptr(SyHistoryEntry) entry = g_new0 (SyHistoryEntry, 1);
  JsonArray *players = json_object_has_member (o, "players")
                       && JSON_NODE_HOLDS_ARRAY (json_object_get_member (o, "players"))
                       ? json_object_get_array_member (o, "players") : NULL;
  const char *finished = sy_json_get_string (o, "finished");
  const char *started = sy_json_get_string (o, "started");
  gint64 size, modified, edition, events = 0, start;

  if (!sy_json_get_int (o, "size", 0, G_MAXINT64, &size) || size != stamp->size
      || !sy_json_get_int (o, "modified", G_MININT64, G_MAXINT64, &modified) || modified != stamp->modified
      || !sy_json_get_int (o, "edition", SY_EDITION_FIRST, SY_EDITION_SECOND, &edition)
      || finished == NULL || players == NULL
      || json_array_get_length (players) < 1 || json_array_get_length (players) > SY_MAX_PLAYERS
      || !get_boolean (o, "complete", &entry->complete)
      || !sy_json_get_int (o, "start", 0, json_array_get_length (players) - 1, &start))
    return NULL;
  entry->start_player = (guint) start;
  /* An unfinished game's two members; a finished game has neither. */
  if (json_object_has_member (o, "unfinished")
      && (!get_boolean (o, "unfinished", &entry->unfinished)
          || !sy_json_get_int (o, "events", 0, G_MAXUINT, &events)))
    return NULL;
  entry->n_events = (guint) events;
  entry->finished = g_date_time_new_from_iso8601 (finished, NULL);
  if (entry->finished == NULL)
    return NULL;
  /* Both optional: the title players gave the game, when it started. */
  if (json_object_has_member (o, "title")
      && (entry->title = g_strdup (sy_json_get_string (o, "title"))) == NULL)
    return NULL;
  if (json_object_has_member (o, "started")
      && (started == NULL || (entry->started = g_date_time_new_from_iso8601 (started, NULL)) == NULL))
    return NULL;
  entry->path = g_strdup (path);
  entry->edition = (SyEdition) edition;
  entry->n_players = json_array_get_length (players);
  for (guint p = 0; p < entry->n_players; p++)
    {
      JsonNode *node = json_array_get_element (players, p);
      JsonObject *player = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name = player != NULL ? sy_json_get_string (player, "name") : NULL;
      gint64 colour, total;

      if (name == NULL || !sy_json_get_int (player, "colour", 0, SY_N_COLOURS - 1, &colour)
          || !sy_json_get_int (player, "total", 0, G_MAXUINT, &total)
          || !get_boolean (player, "winner", &entry->winners[p])
          || !details_from_json (player, &entry->details[p]))
        return NULL;
      entry->names[p] = g_strdup (name);
      entry->colours[p] = (SyColour) colour;
      entry->totals[p] = (guint) total;
      entry->n_winners += entry->winners[p];
    }
  return g_steal_pointer (&entry);
}

/**
 * _sy_history_index_lookup:
 * @index: an index
 * @name: a game file's name in the folder
 * @path: its path
 * @stamp: its size and modification time now
 *
 * Returns: (transfer full) (nullable): the entry the index keeps for the
 *   file, when the file has not changed since
 */
SyHistoryEntry *
_sy_history_index_lookup (SyHistoryIndex       *index,
                          const char           *name,
                          const char           *path,
                          const SyHistoryStamp *stamp)
{
  JsonObject *o = g_hash_table_lookup (index->read, name);

  return o != NULL ? entry_from_json (o, path, stamp) : NULL;
}

/**
 * _sy_history_index_put:
 * @index: an index
 * @name: a game file's name in the folder
 * @stamp: its size and modification time
 * @entry: its entry, alive until the index is saved
 * @fresh: whether the entry was worked out from the game now, rather than
 *   found in the index
 *
 * Keeps @entry in the index written at the end of the listing.
 */
void
_sy_history_index_put (SyHistoryIndex       *index,
                       const char           *name,
                       const SyHistoryStamp *stamp,
                       const SyHistoryEntry *entry,
                       gboolean              fresh)
{
  Written written = { g_strdup (name), *stamp, entry };

  index->changed |= fresh;
  g_array_append_val (index->written, written);
}

static void
add_details (JsonBuilder            *b,
             const SyHistoryDetails *d)
{
  const guint numbers[N_DETAIL] = {
    d->ships_launched, d->crew, d->cannons_cranes, d->speed, d->officials, d->riband,
    d->contracts, d->merchants, d->money, d->best_ship_points, d->best_ship_speed,
  };

  json_builder_set_member_name (b, "detail");
  json_builder_begin_array (b);
  for (guint i = 0; i < N_DETAIL; i++)
    json_builder_add_int_value (b, numbers[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "dealt");
  json_builder_begin_array (b);
  for (guint i = 0; i < d->n_dealt; i++)
    json_builder_add_string_value (b, d->dealt[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "kept");
  json_builder_begin_array (b);
  for (guint i = 0; i < d->n_kept; i++)
    {
      json_builder_begin_array (b);
      json_builder_add_string_value (b, d->kept[i].id);
      if (d->kept[i].known)
        json_builder_add_int_value (b, d->kept[i].points);
      else
        json_builder_add_null_value (b);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
}

static void
add_entry (JsonBuilder          *b,
           const Written        *written)
{
  const SyHistoryEntry *entry = written->entry;
  g_autofree char *finished = g_date_time_format_iso8601 (entry->finished);

  json_builder_set_member_name (b, written->name);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "size");
  json_builder_add_int_value (b, written->stamp.size);
  json_builder_set_member_name (b, "modified");
  json_builder_add_int_value (b, written->stamp.modified);
  json_builder_set_member_name (b, "finished");
  json_builder_add_string_value (b, finished);
  if (entry->started != NULL)
    {
      g_autofree char *started = g_date_time_format_iso8601 (entry->started);

      json_builder_set_member_name (b, "started");
      json_builder_add_string_value (b, started);
    }
  if (entry->title != NULL)
    {
      json_builder_set_member_name (b, "title");
      json_builder_add_string_value (b, entry->title);
    }
  json_builder_set_member_name (b, "edition");
  json_builder_add_int_value (b, entry->edition);
  json_builder_set_member_name (b, "complete");
  json_builder_add_boolean_value (b, entry->complete);
  json_builder_set_member_name (b, "start");
  json_builder_add_int_value (b, entry->start_player);
  if (entry->unfinished)
    {
      json_builder_set_member_name (b, "unfinished");
      json_builder_add_boolean_value (b, TRUE);
      json_builder_set_member_name (b, "events");
      json_builder_add_int_value (b, entry->n_events);
    }
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < entry->n_players; p++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, entry->names[p]);
      json_builder_set_member_name (b, "colour");
      json_builder_add_int_value (b, entry->colours[p]);
      json_builder_set_member_name (b, "total");
      json_builder_add_int_value (b, entry->totals[p]);
      json_builder_set_member_name (b, "winner");
      json_builder_add_boolean_value (b, entry->winners[p]);
      add_details (b, &entry->details[p]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

/**
 * _sy_history_index_save:
 * @index: an index
 * @folder: the history's folder
 *
 * Writes the index of this listing when it differs from the one read:
 * a new or changed game, or a game gone. A failure only costs the next
 * listing its shortcut. The tree read is let go first: only one index is
 * in memory at a time.
 */
void
_sy_history_index_save (SyHistoryIndex *index,
                        const char     *folder)
{
  g_autoptr(JsonBuilder) b = NULL;
  g_autoptr(JsonGenerator) generator = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gboolean same = !index->changed && index->written->len == g_hash_table_size (index->read);
  gsize length;

  g_hash_table_remove_all (index->read);
  g_clear_pointer (&index->root, json_node_unref);
  if (same)
    return;

  b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, INDEX_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, INDEX_VERSION);
  json_builder_set_member_name (b, "files");
  json_builder_begin_object (b);
  for (guint i = 0; i < index->written->len; i++)
    add_entry (b, &g_array_index (index->written, Written, i));
  json_builder_end_object (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  g_clear_object (&b);
  generator = json_generator_new ();
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);
  g_clear_pointer (&root, json_node_unref);
  path = index_path (folder);
  if (!sy_write_own_file_atomically (path, data, length, 0644, &error))
    g_debug ("The history's index was not written: %s", error->message);
}

void
_sy_history_index_free (SyHistoryIndex *index)
{
  g_clear_pointer (&index->read, g_hash_table_unref);
  g_clear_pointer (&index->root, json_node_unref);
  g_clear_pointer (&index->written, g_array_unref);
  g_free (index);
}
