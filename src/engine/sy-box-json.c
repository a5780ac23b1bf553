/* sy-box-json.c: the box as a file (docs/box-format.md): writing, strict reading, the user's box
 *
 * Reading is strict: the document is checked before it is parsed
 * (sy-json-input.c), every member is known, every number in range, every
 * part and tile one the edition can have. A file of the user's box that
 * cannot be read is renamed aside, never written over.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-box"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "sy-box-edit.h"
#include "sy-box-json.h"
#include "sy-box-private.h"
#include "sy-error.h"
#include "sy-file-write.h"
#include "sy-json-input.h"
#include "sy-json-private.h"

#define FORMAT "shipyard-companion-box"
#define VERSION 1
/* Far more than a box of 128 pieces played for years needs. */
#define MAX_SEEN 1000000
#define MAX_COUNT 99

static const char *kind_ids[] = { NULL, "bow", "middle", "stern" };
static const char *mark_ids[SY_N_MARKS] = { "none", "soldier", "businessman", "lantern",
                                            "lifeboat", "lifebuoy", "riband" };

/* Writing */

static void
add_int (JsonBuilder *b,
         const char  *member,
         gint64       value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

/* The members that name a design: kind and symbols, or shape and marks. */
static void
add_piece (JsonBuilder      *b,
           const SyBoxPiece *piece)
{
  if (piece->is_tile)
    {
      json_builder_set_member_name (b, "shape");
      json_builder_add_string_value (b, piece->tile.shape);
      json_builder_set_member_name (b, "marks");
      json_builder_begin_array (b);
      for (guint p = 0; p < SY_TILE_POSITIONS; p++)
        json_builder_add_string_value (b, mark_ids[piece->tile.marks[p]]);
      json_builder_end_array (b);
      return;
    }
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, kind_ids[piece->part.kind]);
  json_builder_set_member_name (b, "symbols");
  json_builder_begin_object (b);
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (piece->part.symbols[s] > 0)
      add_int (b, sy_symbol_to_id ((SySymbol) s), piece->part.symbols[s]);
  json_builder_end_object (b);
}

static void
add_designs (JsonBuilder *b,
             const SyBox *box,
             gboolean     tiles)
{
  g_autoptr(GPtrArray) list = tiles ? sy_box_list_tiles (box)
                                    : sy_box_list_parts (box, SY_PART_NONE);

  json_builder_set_member_name (b, tiles ? "tiles" : "parts");
  json_builder_begin_array (b);
  for (guint i = 0; i < list->len; i++)
    {
      SyBoxPiece piece = { .is_tile = tiles };

      json_builder_begin_object (b);
      if (tiles)
        {
          const SyBoxTile *tile = g_ptr_array_index (list, i);

          piece.tile = tile->tile;
          add_piece (b, &piece);
          add_int (b, "seen", tile->seen);
        }
      else
        {
          const SyBoxPart *part = g_ptr_array_index (list, i);

          piece.part = part->part;
          add_piece (b, &piece);
          add_int (b, "seen", part->seen);
          add_int (b, "copies", part->copies);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_entries (JsonBuilder     *b,
             const SyBoxGame *game,
             gboolean         tiles)
{
  g_autoptr(GList) keys = g_list_sort (g_hash_table_get_keys (game->entries),
                                       (GCompareFunc) strcmp);

  json_builder_set_member_name (b, tiles ? "tiles" : "parts");
  json_builder_begin_array (b);
  for (GList *l = keys; l != NULL; l = l->next)
    {
      SyBoxEntry *entry = g_hash_table_lookup (game->entries, l->data);

      if (entry->piece.is_tile != tiles)
        continue;
      json_builder_begin_object (b);
      add_piece (b, &entry->piece);
      add_int (b, "count", entry->count);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* A correction names its designs by value, as the lists do. */
static void
add_corrections (JsonBuilder     *b,
                 const SyBoxGame *game)
{
  json_builder_set_member_name (b, "corrections");
  json_builder_begin_array (b);
  for (guint i = 0; i < game->corrections->len; i++)
    {
      SyBoxCorrection *c = g_ptr_array_index (game->corrections, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "from");
      json_builder_begin_object (b);
      add_piece (b, &c->from);
      json_builder_end_object (b);
      json_builder_set_member_name (b, "to");
      if (c->removed)
        json_builder_add_null_value (b);
      else
        {
          json_builder_begin_object (b);
          add_piece (b, &c->to);
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/**
 * sy_box_to_json:
 * @box: a box
 *
 * Returns: (transfer full): the box as docs/box-format.md describes it
 */
JsonNode *
sy_box_to_json (const SyBox *box)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GList) keys = NULL;

  g_return_val_if_fail (box != NULL, NULL);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, FORMAT);
  add_int (b, "version", VERSION);
  add_int (b, "edition", box->edition);
  add_designs (b, box, FALSE);
  add_designs (b, box, TRUE);
  json_builder_set_member_name (b, "games");
  json_builder_begin_object (b);
  keys = g_list_sort (g_hash_table_get_keys (box->games), (GCompareFunc) strcmp);
  for (GList *l = keys; l != NULL; l = l->next)
    {
      SyBoxGame *game = g_hash_table_lookup (box->games, l->data);

      json_builder_set_member_name (b, l->data);
      json_builder_begin_object (b);
      add_entries (b, game, FALSE);
      add_entries (b, game, TRUE);
      if (game->corrections->len > 0)
        add_corrections (b, game);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* Reading */

typedef struct {
  SyEdition edition;
  char *problem;       /* the first one found, in words for the user */
} Reader;

G_GNUC_PRINTF (2, 3)
static gboolean
bad (Reader     *r,
     const char *format,
     ...)
{
  va_list args;

  if (r->problem != NULL)
    return FALSE;
  va_start (args, format);
  r->problem = g_strdup_vprintf (format, args);
  va_end (args);
  return FALSE;
}

static gboolean
only_members (Reader      *r,
              JsonObject  *o,
              const char **allowed)
{
  g_autoptr(GList) members = json_object_get_members (o);

  for (GList *l = members; l != NULL; l = l->next)
    if (!g_strv_contains (allowed, l->data))
      return bad (r, _("it holds an unknown member “%s”"), (const char *) l->data);
  return TRUE;
}

static gboolean
read_int (Reader     *r,
          JsonObject *o,
          const char *member,
          gint64      min,
          gint64      max,
          gint64     *value)
{
  if (sy_json_get_int (o, member, min, max, value))
    return TRUE;
  if (!json_object_has_member (o, member))
    return bad (r, _("“%s” is missing"), member);
  return bad (r, _("“%s” is not a whole number from %lld to %lld"), member,
              (long long) min, (long long) max);
}

/* The check's sentence, without its full stop, inside the reader's. */
static gboolean
bad_piece (Reader     *r,
           const char *where,
           GError     *error)
{
  g_autofree char *why = g_strdup (error->message);
  gsize length = strlen (why);

  if (length > 0 && why[length - 1] == '.')
    why[length - 1] = '\0';
  return bad (r, _("%s is impossible (%s)"), where, why);
}

/* A design named by @o's members, checked and made the box's form. */
static gboolean
read_piece (Reader     *r,
            JsonObject *o,
            gboolean    tile,
            const char *where,
            SyBoxPiece *piece)
{
  g_autoptr(GError) error = NULL;

  *piece = (SyBoxPiece) { .is_tile = tile };
  if (tile)
    {
      const char *shape = sy_json_get_string (o, "shape");
      JsonArray *marks = sy_json_get_array (o, "marks");

      if (shape == NULL || strlen (shape) >= sizeof piece->tile.shape)
        return bad (r, _("%s has no shape"), where);
      if (marks == NULL || json_array_get_length (marks) != SY_TILE_POSITIONS)
        return bad (r, _("%s has no list of nine marks"), where);
      g_strlcpy (piece->tile.shape, shape, sizeof piece->tile.shape);
      for (guint p = 0; p < SY_TILE_POSITIONS; p++)
        {
          JsonNode *node = json_array_get_element (marks, p);
          const char *id = JSON_NODE_HOLDS_VALUE (node)
                           && json_node_get_value_type (node) == G_TYPE_STRING
                           ? json_node_get_string (node) : "";
          guint m = 0;

          while (m < SY_N_MARKS && !g_str_equal (id, mark_ids[m]))
            m++;
          if (m == SY_N_MARKS)
            return bad (r, _("%s has an unknown mark “%s”"), where, id);
          piece->tile.marks[p] = (guint8) m;
        }
    }
  else
    {
      const char *kind = sy_json_get_string (o, "kind");
      JsonObject *symbols = sy_json_get_object (o, "symbols");
      g_autoptr(GList) members = symbols != NULL ? json_object_get_members (symbols) : NULL;

      for (guint k = SY_PART_BOW; k <= SY_PART_STERN; k++)
        if (g_strcmp0 (kind, kind_ids[k]) == 0)
          piece->part.kind = (SyPartKind) k;
      if (piece->part.kind == SY_PART_NONE)
        return bad (r, _("%s is no bow, middle part or stern"), where);
      if (symbols == NULL)
        return bad (r, _("%s has no symbols"), where);
      for (GList *l = members; l != NULL; l = l->next)
        {
          SySymbol symbol;
          gint64 n;

          if (!sy_symbol_from_id (l->data, &symbol))
            return bad (r, _("%s shows an unknown symbol “%s”"), where, (const char *) l->data);
          if (!read_int (r, symbols, l->data, 0, SY_MAX_SYMBOLS_PER_PART, &n))
            return FALSE;
          piece->part.symbols[symbol] = (guint8) n;
        }
    }
  if (!_sy_box_piece_normalize (piece, r->edition, &error))
    return bad_piece (r, where, error);
  return TRUE;
}

static JsonObject *
element_object (JsonArray *array,
                guint      index)
{
  JsonNode *node = json_array_get_element (array, index);

  return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static char *
describe (gboolean tile,
          guint    index)
{
  return tile ? g_strdup_printf (_("canal tile %u"), index + 1)
              : g_strdup_printf (_("ship part %u"), index + 1);
}

/* The lists of designs, with the counts the file gives them. */
static gboolean
read_designs (Reader     *r,
              JsonObject *root,
              gboolean    tiles,
              SyBox      *box)
{
  static const char *part_members[] = { "kind", "symbols", "seen", "copies", NULL };
  static const char *tile_members[] = { "shape", "marks", "seen", NULL };
  const char *member = tiles ? "tiles" : "parts";
  JsonArray *list = sy_json_get_array (root, member);

  if (list == NULL)
    return bad (r, _("“%s” is missing or not a list"), member);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *where = describe (tiles, i);
      JsonObject *o = element_object (list, i);
      SyBoxPiece piece;
      SyBoxDesign *design;
      gint64 seen, copies = 0;

      if (o == NULL)
        return bad (r, _("%s is not an object"), where);
      if (!only_members (r, o, tiles ? tile_members : part_members)
          || !read_piece (r, o, tiles, where, &piece)
          || !read_int (r, o, "seen", 1, MAX_SEEN, &seen)
          || (!tiles && !read_int (r, o, "copies", 1, SY_BOX_SHIP_PARTS, &copies)))
        return FALSE;
      if (copies > seen)
        return bad (r, _("%s has more copies than it was seen"), where);
      design = _sy_box_design_get (box, &piece);
      if (design->loose_seen > 0)
        return bad (r, _("%s is listed twice"), where);
      /* The file's counts, until read_games() takes the games' share. */
      design->loose_seen = (guint) seen;
      design->loose_copies = (guint) copies;
    }
  return TRUE;
}

static gboolean
read_entries (Reader     *r,
              JsonObject *o,
              gboolean    tiles,
              const char *game_key,
              SyBoxGame  *game)
{
  static const char *part_members[] = { "kind", "symbols", "count", NULL };
  static const char *tile_members[] = { "shape", "marks", "count", NULL };
  const char *member = tiles ? "tiles" : "parts";
  JsonArray *list = sy_json_get_array (o, member);

  if (list == NULL)
    return bad (r, _("in game “%s”, “%s” is missing or not a list"), game_key, member);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *what = describe (tiles, i);
      g_autofree char *where = g_strdup_printf (_("in game “%s”, %s"), game_key, what);
      JsonObject *entry = element_object (list, i);
      SyBoxPiece piece;
      gint64 count;

      if (entry == NULL)
        return bad (r, _("%s is not an object"), where);
      if (!only_members (r, entry, tiles ? tile_members : part_members)
          || !read_piece (r, entry, tiles, where, &piece)
          || !read_int (r, entry, "count", 1, MAX_COUNT, &count))
        return FALSE;
      _sy_box_game_add (game, &piece, (guint) count);
    }
  return TRUE;
}

static gboolean
read_corrections (Reader     *r,
                  JsonObject *o,
                  const char *game_key,
                  SyBoxGame  *game)
{
  static const char *members[] = { "from", "to", NULL };
  JsonArray *list = sy_json_get_array (o, "corrections");

  if (!json_object_has_member (o, "corrections"))
    return TRUE;
  if (list == NULL)
    return bad (r, _("in game “%s”, “%s” is missing or not a list"), game_key, "corrections");
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *where = g_strdup_printf (_("in game “%s”, correction %u"), game_key, i + 1);
      JsonObject *c = element_object (list, i);
      JsonObject *from = sy_json_get_object (c, "from");
      JsonObject *to = sy_json_get_object (c, "to");
      JsonNode *to_node = c != NULL ? json_object_get_member (c, "to") : NULL;
      gboolean tile = from != NULL && json_object_has_member (from, "shape");
      SyBoxPiece from_piece, to_piece;

      if (c == NULL || from == NULL || (to == NULL && !JSON_NODE_HOLDS_NULL (to_node)))
        return bad (r, _("%s is damaged"), where);
      if (!only_members (r, c, members) || !read_piece (r, from, tile, where, &from_piece)
          || (to != NULL && !read_piece (r, to, tile, where, &to_piece)))
        return FALSE;
      _sy_box_game_correct (game, &from_piece, to != NULL ? &to_piece : NULL, TRUE);
    }
  return TRUE;
}

/* The games; then each design's loose share is what the file counts
 * beyond them. */
static gboolean
read_games (Reader     *r,
            JsonObject *root,
            SyBox      *box)
{
  static const char *members[] = { "parts", "tiles", "corrections", NULL };
  JsonObject *games = sy_json_get_object (root, "games");
  g_autoptr(GList) keys = games != NULL ? json_object_get_members (games) : NULL;
  g_autoptr(GHashTable) in_games = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  GHashTableIter iter;
  gpointer value;

  if (games == NULL)
    return bad (r, _("“%s” is missing or not an object"), "games");
  for (GList *l = keys; l != NULL; l = l->next)
    {
      JsonObject *o = sy_json_get_object (games, l->data);
      SyBoxGame *game;

      if (o == NULL || ((const char *) l->data)[0] == '\0')
        return bad (r, _("game “%s” is not an object"), (const char *) l->data);
      game = _sy_box_game_new ();
      g_hash_table_replace (box->games, g_strdup (l->data), game);
      if (!only_members (r, o, members) || !read_entries (r, o, FALSE, l->data, game)
          || !read_entries (r, o, TRUE, l->data, game)
          || !read_corrections (r, o, l->data, game))
        return FALSE;
    }

  /* What the games count of each design: seen, then the most in one game. */
  g_hash_table_iter_init (&iter, box->games);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      GHashTableIter entries;
      gpointer key, e;

      g_hash_table_iter_init (&entries, ((SyBoxGame *) value)->entries);
      while (g_hash_table_iter_next (&entries, &key, &e))
        {
          guint *sum = g_hash_table_lookup (in_games, key);
          guint count = ((SyBoxEntry *) e)->count;

          if (sum == NULL)
            g_hash_table_insert (in_games, key, sum = g_new0 (guint, 2));
          sum[0] += count;
          sum[1] = MAX (sum[1], count);
        }
    }
  g_hash_table_iter_init (&iter, box->designs);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      SyBoxDesign *design = value;
      guint *sum = g_hash_table_lookup (in_games, design->key);

      if (sum == NULL)
        continue;
      design->loose_seen = design->loose_seen > sum[0] ? design->loose_seen - sum[0] : 0;
      design->loose_copies = design->loose_copies > sum[1] ? design->loose_copies : 0;
    }
  return TRUE;
}

static void
set_damaged (GError     **error,
             const char  *problem)
{
  g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE, _("The box cannot be read: %s."), problem);
}

/**
 * sy_box_from_json:
 * @node: a document as sy_box_to_json() writes it
 * @error: return location for a %SY_ERROR_INVALID_FILE naming the cause
 *
 * Returns: (transfer full) (nullable): the box, or %NULL when @node is not
 *   a sound box
 */
SyBox *
sy_box_from_json (JsonNode  *node,
                  GError   **error)
{
  static const char *members[] = { "format", "version", "edition", "parts", "tiles", "games",
                                   NULL };
  JsonObject *root = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node)
                                                                   : NULL;
  Reader r = { 0 };
  g_autoptr(SyBox) box = NULL;
  gint64 version = 0, edition = 0;

  if (root == NULL || g_strcmp0 (sy_json_get_string (root, "format"), FORMAT) != 0)
    bad (&r, _("it is not a box of Shipyard Companion"));
  else if (read_int (&r, root, "version", 1, G_MAXINT32, &version) && version > VERSION)
    bad (&r, _("it was written by a newer version of the program"));
  else if (only_members (&r, root, members) && read_int (&r, root, "edition", 1, 2, &edition))
    {
      r.edition = (SyEdition) edition;
      box = sy_box_new (r.edition);
      if (read_designs (&r, root, FALSE, box) && read_designs (&r, root, TRUE, box))
        read_games (&r, root, box);
    }

  if (r.problem != NULL)
    {
      set_damaged (error, r.problem);
      g_free (r.problem);
      return NULL;
    }
  _sy_box_recount (box);
  return g_steal_pointer (&box);
}

/* Files */

/**
 * sy_box_load_file:
 * @path: a box file
 * @error: return location for an error naming the cause
 *
 * Returns: (transfer full) (nullable): the box in @path
 */
SyBox *
sy_box_load_file (const char  *path,
                  GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  bytes = sy_json_input_read_path (path, SY_BOX_MAX_BYTES, &local);
  if (bytes != NULL)
    root = _sy_box_parse_kept (bytes, &local);
  if (root != NULL)
    return sy_box_from_json (root, error);
  if (g_error_matches (local, SY_ERROR, SY_ERROR_INVALID_FILE))
    set_damaged (error, local->message);
  else
    g_propagate_error (error, g_steal_pointer (&local));
  return NULL;
}

/* Writes @box atomically to @path: the user's own file (0600, in one of
 * the program's folders) when @own, an export otherwise. */
gboolean
_sy_box_save_to (const SyBox  *box,
                 const char   *path,
                 gboolean      own,
                 GError      **error)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = sy_box_to_json (box);
  g_autofree char *data = NULL;
  gsize length;

  /* Compact: a few kB a game, saved after the events that teach. */
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);
  return own ? sy_write_own_file_atomically (path, data, length, 0600, error)
             : sy_write_file_atomically (path, data, length, 0644, error);
}

/**
 * sy_box_save_file:
 * @box: a box
 * @path: where to write it (an export, say)
 * @error: return location for a #GFileError
 *
 * Writes @box atomically: a kill leaves the old file or the new one.
 *
 * Returns: whether it was written
 */
gboolean
sy_box_save_file (const SyBox  *box,
                  const char   *path,
                  GError      **error)
{
  g_return_val_if_fail (box != NULL && path != NULL, FALSE);

  return _sy_box_save_to (box, path, FALSE, error);
}

/**
 * sy_box_user_path:
 * @edition: an edition
 *
 * Returns: (transfer full): the file of the owner's box of @edition, in the
 *   user's data folder beside the card values
 */
char *
sy_box_user_path (SyEdition edition)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE,
                           edition == SY_EDITION_FIRST ? "box-first-edition.json"
                                                       : "box-second-edition.json",
                           NULL);
}


/* Notes which file the box was last read from or written to. */
void
_sy_box_note_file (SyBoxFileMark *file,
                   const char    *path)
{
  struct stat st;

  if (stat (path, &st) == 0)
    {
      file->id = (guint64) st.st_ino;
      file->time = (gint64) st.st_ctim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_ctim.tv_nsec;
    }
  else
    file->id = 0, file->time = 0;
}

/**
 * sy_box_load_user:
 * @edition: an edition
 * @kept_aside: (out) (optional) (transfer full): where a file that could
 *   not be read was renamed to, or %NULL
 * @error: return location for what could not be read, and where it is kept
 *
 * Reads the owner's box of @edition. No file yet is an empty box and no
 * error. A file that cannot be read (damaged, of the other edition, from a
 * newer program) is renamed aside, so that the next save does not write
 * over it; @error says so and where, and an empty box is returned.
 *
 * Returns: (transfer full): the box, never %NULL
 */
SyBox *
sy_box_load_user (SyEdition    edition,
                  char       **kept_aside,
                  GError     **error)
{
  g_autofree char *path = sy_box_user_path (edition);
  g_autofree char *aside = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(GError) moved = NULL;
  g_autoptr(SyBox) box = NULL;
  GStatBuf st;

  if (g_lstat (path, &st) != 0 && errno == ENOENT)
    return sy_box_new (edition);

  box = sy_box_load_file (path, &local);
  if (box != NULL && sy_box_get_edition (box) == edition)
    {
      _sy_box_note_file (box->file, path);
      return g_steal_pointer (&box);
    }
  if (box != NULL)
    set_damaged (&local, _("it holds the pieces of the other edition"));

  /* Kept aside, never deleted nor written over. */
  aside = sy_file_keep_aside (path, &moved);
  if (aside == NULL)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                   edition == SY_EDITION_FIRST
                   ? _("The box of the first edition could not be read, nor kept aside (%s). %s")
                   : _("The box of the second edition could not be read, nor kept aside (%s). %s"),
                   moved->message, local->message);
      return sy_box_new (edition);
    }
  g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
               edition == SY_EDITION_FIRST
               ? _("The box of the first edition could not be read and is kept aside as “%s”. %s")
               : _("The box of the second edition could not be read and is kept aside as “%s”. %s"),
               aside, local->message);
  if (kept_aside != NULL)
    *kept_aside = g_steal_pointer (&aside);
  return sy_box_new (edition);
}
