/* sy-box-stream.c: reading a box file in proportion to what is kept, not to its size
 *
 * A box keeps at most SY_BOX_MAX_GAMES games; its file may hold far more
 * (merged from friends' boxes, written by an older program, or hostile),
 * up to SY_BOX_MAX_BYTES. Parsed whole, json-glib builds a node for every
 * value: some 30 times the file's size in memory. Here the document is
 * first checked whole, strictly and without a tree (sy_json_input_check());
 * then its top level is parsed with its "games" member left empty, and
 * only the newest SY_BOX_MAX_GAMES games (by key: the history's keys begin
 * with their date) are parsed, one at a time, and put back. The older
 * games are skipped unread: what they taught stays in the designs' counts
 * as loose copies, as when the box folds its oldest games
 * (_sy_box_fold_old_games()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-box"

#include "config.h"

#include <string.h>

#include "sy-box-private.h"
#include "sy-json-input.h"

typedef struct {
  const char *key_start;        /* the key, quotes included */
  gsize key_length;
  const char *value;            /* the value's text */
  gsize value_length;
} Member;

static const char *
skip_space (const char *p,
            const char *end)
{
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
    p++;
  return p;
}

/* After the string that starts at @p (on its quote). */
static const char *
skip_string (const char *p,
             const char *end)
{
  for (p++; p < end; p++)
    {
      if (*p == '\\')
        p++;
      else if (*p == '"')
        return p + 1;
    }
  return end;
}

/* After the value that starts at @p; the document is known to be strict
 * JSON (sy_json_input_check()). */
static const char *
skip_value (const char *p,
            const char *end)
{
  int depth = 0;

  if (*p == '"')
    return skip_string (p, end);
  if (*p != '{' && *p != '[')
    {
      while (p < end && *p != ',' && *p != '}' && *p != ']' && *p != ' ' && *p != '\t'
             && *p != '\n' && *p != '\r')
        p++;
      return p;
    }
  for (; p < end; p++)
    {
      if (*p == '"')
        p = skip_string (p, end) - 1;
      else if (*p == '{' || *p == '[')
        depth++;
      else if ((*p == '}' || *p == ']') && --depth == 0)
        return p + 1;
    }
  return end;
}

/* The members of the object whose text starts at @p, in order. */
static GArray *
object_members (const char *p,
                const char *end)
{
  GArray *members = g_array_new (FALSE, FALSE, sizeof (Member));

  p = skip_space (p + 1, end);
  while (p < end && *p == '"')
    {
      Member m;

      m.key_start = p;
      p = skip_string (p, end);
      m.key_length = (gsize) (p - m.key_start);
      p = skip_space (p, end);
      p = skip_space (p + 1, end);          /* the colon */
      m.value = p;
      p = skip_value (p, end);
      m.value_length = (gsize) (p - m.value);
      g_array_append_val (members, m);
      p = skip_space (p, end);
      if (p < end && *p == ',')
        p = skip_space (p + 1, end);
    }
  return members;
}

/* A member's key: plain in the files the program writes; an escaped one
 * is read by json-glib. */
static char *
member_key (const Member *m)
{
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;

  if (memchr (m->key_start, '\\', m->key_length) == NULL)
    return g_strndup (m->key_start + 1, m->key_length - 2);
  text = g_strndup (m->key_start, m->key_length);
  node = json_from_string (text, NULL);
  return g_strdup (node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_string (node) : "");
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  return -strcmp (*(char *const *) a, *(char *const *) b);
}

/**
 * _sy_box_parse_kept:
 * @bytes: a box file's contents
 * @error: return location for a %SY_ERROR_INVALID_FILE naming the cause
 *
 * Returns: (transfer full) (nullable): the document's root, with only the
 *   newest SY_BOX_MAX_GAMES of its games (see the top of this file)
 */
JsonNode *
_sy_box_parse_kept (GBytes  *bytes,
                    GError **error)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  const char *end = data + size;
  const char *start;
  g_autoptr(GArray) top = NULL;
  g_autoptr(GArray) games = NULL;
  g_autoptr(GHashTable) by_key = NULL;
  g_autoptr(GPtrArray) keys = NULL;
  g_autoptr(GString) head = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonNode) root = NULL;
  const Member *games_member = NULL;
  JsonObject *kept;

  if (!sy_json_input_check (data, size, SY_BOX_MAX_BYTES, error))
    return NULL;
  start = skip_space (data, end);
  if (*start != '{')
    return sy_json_input_parse (bytes, SY_BOX_MAX_BYTES, error);
  top = object_members (start, end);
  for (guint i = 0; i < top->len; i++)
    {
      const Member *m = &g_array_index (top, Member, i);

      if (m->key_length == strlen ("\"games\"") && memcmp (m->key_start, "\"games\"", 7) == 0
          && *m->value == '{')
        games_member = m;
    }
  if (games_member == NULL)
    return sy_json_input_parse (bytes, SY_BOX_MAX_BYTES, error);

  /* The document with its games left empty: the designs and the rest. */
  head = g_string_new_len (data, games_member->value - data);
  g_string_append (head, "{}");
  g_string_append_len (head, games_member->value + games_member->value_length,
                       end - (games_member->value + games_member->value_length));
  if (!json_parser_load_from_data (parser, head->str, (gssize) head->len, NULL))
    return sy_json_input_parse (bytes, SY_BOX_MAX_BYTES, error);
  root = json_parser_steal_root (parser);
  g_string_free (g_steal_pointer (&head), TRUE);
  kept = json_object_get_object_member (json_node_get_object (root), "games");

  /* The newest games, each parsed alone. */
  games = object_members (games_member->value, end);
  by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  keys = g_ptr_array_new ();
  for (guint i = 0; i < games->len; i++)
    {
      Member *m = &g_array_index (games, Member, i);
      char *key = member_key (m);

      /* A key given twice: the last one counts, as json-glib reads it
       * (the key passed is freed, the first one kept). */
      if (!g_hash_table_contains (by_key, key))
        g_ptr_array_add (keys, key);
      g_hash_table_insert (by_key, key, m);
    }
  g_ptr_array_sort (keys, newest_first);
  for (guint i = 0; i < keys->len && i < SY_BOX_MAX_GAMES; i++)
    {
      const Member *m = g_hash_table_lookup (by_key, g_ptr_array_index (keys, i));
      g_autoptr(JsonParser) game = json_parser_new ();

      if (!json_parser_load_from_data (game, m->value, (gssize) m->value_length, NULL))
        continue;
      json_object_set_member (kept, g_ptr_array_index (keys, i), json_parser_steal_root (game));
    }
  return g_steal_pointer (&root);
}
