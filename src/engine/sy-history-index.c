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

#include <json-glib/json-glib.h>

#include "sy-file-write.h"
#include "sy-history-private.h"
#include "sy-json-input.h"
#include "sy-json-private.h"

#define INDEX_NAME ".index.json"
#define INDEX_FORMAT "shipyard-companion-history-index"
#define INDEX_VERSION 2

struct _SyHistoryIndex
{
  GHashTable *read;             /* file name → JsonObject of the index read */
  JsonBuilder *written;         /* the index of this listing */
  gboolean changed;
  guint n_written;
};

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
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = g_file_query_info (file,
                                                 G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr(GDateTime) modified = NULL;

  if (info == NULL)
    return FALSE;
  modified = g_file_info_get_modification_date_time (info);
  if (modified == NULL)
    return FALSE;
  stamp->size = (gint64) g_file_info_get_size (info);
  stamp->modified = g_date_time_to_unix (modified) * G_USEC_PER_SEC + g_date_time_get_microsecond (modified);
  return TRUE;
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

  index->read = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) json_object_unref);
  index->written = json_builder_new ();
  json_builder_begin_object (index->written);
  json_builder_set_member_name (index->written, "format");
  json_builder_add_string_value (index->written, INDEX_FORMAT);
  json_builder_set_member_name (index->written, "version");
  json_builder_add_int_value (index->written, INDEX_VERSION);
  json_builder_set_member_name (index->written, "files");
  json_builder_begin_object (index->written);

  bytes = sy_json_input_read_path (path, SY_JSON_MAX_SMALL_BYTES, NULL);
  root = bytes != NULL ? sy_json_input_parse (bytes, SY_JSON_MAX_SMALL_BYTES, NULL) : NULL;
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
          g_hash_table_insert (index->read, g_strdup (l->data), json_object_ref (file));
      }
  }
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
  gint64 size, modified, edition, events = 0;

  if (!sy_json_get_int (o, "size", 0, G_MAXINT64, &size) || size != stamp->size
      || !sy_json_get_int (o, "modified", G_MININT64, G_MAXINT64, &modified) || modified != stamp->modified
      || !sy_json_get_int (o, "edition", SY_EDITION_FIRST, SY_EDITION_SECOND, &edition)
      || finished == NULL || players == NULL
      || json_array_get_length (players) < 1 || json_array_get_length (players) > SY_MAX_PLAYERS
      || !get_boolean (o, "complete", &entry->complete))
    return NULL;
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
          || !get_boolean (player, "winner", &entry->winners[p]))
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
 * @entry: its entry
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
  JsonBuilder *b = index->written;
  g_autofree char *finished = g_date_time_format_iso8601 (entry->finished);

  index->changed |= fresh;
  index->n_written++;
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "size");
  json_builder_add_int_value (b, stamp->size);
  json_builder_set_member_name (b, "modified");
  json_builder_add_int_value (b, stamp->modified);
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
 * listing its shortcut.
 */
void
_sy_history_index_save (SyHistoryIndex *index,
                        const char     *folder)
{
  g_autoptr(JsonGenerator) generator = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  json_builder_end_object (index->written);
  json_builder_end_object (index->written);
  if (!index->changed && index->n_written == g_hash_table_size (index->read))
    return;

  root = json_builder_get_root (index->written);
  generator = json_generator_new ();
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);
  path = index_path (folder);
  if (!sy_write_own_file_atomically (path, data, length, 0644, &error))
    g_debug ("The history's index was not written: %s", error->message);
}

void
_sy_history_index_free (SyHistoryIndex *index)
{
  g_clear_pointer (&index->read, g_hash_table_unref);
  g_clear_object (&index->written);
  g_free (index);
}
