/* sy-canal-shape.c: the shapes of canal tiles, as data
 *
 * The rulebooks do not print the 24 canal tiles, so a rented tile is
 * entered as a shape from a palette, a rotation and the officials on its
 * spaces. The palette ships in data/catalog/canal-shapes.json; a player
 * can add shapes in canal-shapes.json in the program's folder of the user
 * data directory, with no rebuild.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-canal-shape"

#include "config.h"

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "sy-canal-shape.h"
#include "sy-engine-resources.h"
#include "sy-error.h"
#include "sy-json-input.h"
#include "sy-json-private.h"

#define PALETTE_FORMAT "shipyard-companion-canal-shapes"

struct _SyCanalPalette
{
  GPtrArray *shapes;
};

static const guint exit_positions[SY_N_SIDES] = { 1, 5, 7, 3 };
static const char *side_ids[SY_N_SIDES] = { "n", "e", "s", "w" };

/* Returns: the position by which water leaves a tile on @side */
guint
sy_side_exit_position (SySide side)
{
  g_return_val_if_fail ((guint) side < SY_N_SIDES, 4);

  return exit_positions[side];
}

/* Returns: where @position lies after @quarter_turns clockwise */
guint
sy_position_rotate (guint position,
                    guint quarter_turns)
{
  for (guint i = 0; i < quarter_turns % 4; i++)
    {
      guint row = position / 3;
      guint column = position % 3;

      position = 3 * column + (2 - row);
    }
  return position;
}

/**
 * sy_tile_view_rotate:
 * @view: a tile's water
 * @quarter_turns: clockwise quarter turns
 * @rotated: (out caller-allocates): the water turned
 */
void
sy_tile_view_rotate (const SyTileView *view,
                     guint             quarter_turns,
                     SyTileView       *rotated)
{
  SyTileView out = { 0 };

  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    {
      guint q = sy_position_rotate (p, quarter_turns);

      if (view->spaces & (1u << p))
        out.spaces |= 1u << q;
      for (guint r = 0; r < SY_TILE_POSITIONS; r++)
        if (view->links[p] & (1u << r))
          out.links[q] |= 1u << sy_position_rotate (r, quarter_turns);
    }
  for (guint s = 0; s < SY_N_SIDES; s++)
    if (view->exits & (1u << s))
      out.exits |= 1u << ((s + quarter_turns) % SY_N_SIDES);

  *rotated = out;
}

static void
shape_free (gpointer data)
{
  SyCanalShape *shape = data;

  g_free (shape->id);
  g_free (shape->name_en);
  g_free (shape->name_cs);
  g_free (shape);
}

SyCanalPalette *
sy_canal_palette_new (void)
{
  SyCanalPalette *palette = g_new0 (SyCanalPalette, 1);

  palette->shapes = g_ptr_array_new_with_free_func (shape_free);
  return palette;
}

void
sy_canal_palette_free (SyCanalPalette *palette)
{
  if (palette == NULL)
    return;
  g_ptr_array_unref (palette->shapes);
  g_free (palette);
}

static gboolean
bad_shape (GError     **error,
           const char  *id,
           const char  *what)
{
  g_set_error (error, SY_ERROR, SY_ERROR_INVALID_CATALOG,
               "canal shape “%s”: %s", id != NULL ? id : "?", what);
  return FALSE;
}

static gboolean
read_position (JsonNode *node,
               guint    *position)
{
  gint64 value;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  value = json_node_get_int (node);
  if (value < 0 || value >= SY_TILE_POSITIONS)
    return FALSE;
  *position = (guint) value;
  return TRUE;
}

static gboolean
read_shape (JsonObject    *object,
            SyCanalShape  *shape,
            GError       **error)
{
  const char *id = sy_json_get_string (object, "id");
  JsonObject *names = sy_json_get_object (object, "name");
  JsonArray *spaces, *links, *exits;

  if (id == NULL || *id == '\0')
    return bad_shape (error, id, "no id");
  shape->id = g_strdup (id);
  if (sy_json_get_string (names, "en") == NULL || sy_json_get_string (names, "cs") == NULL)
    return bad_shape (error, id, "names in English and Czech");
  shape->name_en = g_strdup (sy_json_get_string (names, "en"));
  shape->name_cs = g_strdup (sy_json_get_string (names, "cs"));

  spaces = sy_json_get_array (object, "spaces");
  links = sy_json_get_array (object, "links");
  exits = sy_json_get_array (object, "exits");
  if (spaces == NULL || links == NULL || exits == NULL)
    return bad_shape (error, id, "spaces, links and exits");

  for (guint i = 0; i < json_array_get_length (spaces); i++)
    {
      guint p;

      if (!read_position (json_array_get_element (spaces, i), &p))
        return bad_shape (error, id, "a space outside the tile");
      shape->view.spaces |= 1u << p;
    }
  if (shape->view.spaces == 0)
    return bad_shape (error, id, "no water");

  for (guint i = 0; i < json_array_get_length (links); i++)
    {
      JsonNode *node = json_array_get_element (links, i);
      JsonArray *pair = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      guint a, b;

      if (pair == NULL || json_array_get_length (pair) != 2
          || !read_position (json_array_get_element (pair, 0), &a)
          || !read_position (json_array_get_element (pair, 1), &b)
          || a == b || !(shape->view.spaces & (1u << a)) || !(shape->view.spaces & (1u << b)))
        return bad_shape (error, id, "a link between spaces that are not water");
      shape->view.links[a] |= 1u << b;
      shape->view.links[b] |= 1u << a;
    }

  for (guint i = 0; i < json_array_get_length (exits); i++)
    {
      JsonNode *node = json_array_get_element (exits, i);
      const char *side = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
                         ? json_node_get_string (node) : NULL;
      guint s;

      for (s = 0; s < SY_N_SIDES; s++)
        if (g_strcmp0 (side, side_ids[s]) == 0)
          break;
      if (s == SY_N_SIDES || !(shape->view.spaces & (1u << exit_positions[s])))
        return bad_shape (error, id, "an exit with no water at the middle of its side");
      shape->view.exits |= 1u << s;
    }

  return TRUE;
}

/**
 * sy_canal_palette_add_json:
 * @palette: a palette
 * @json: a document of canal shapes
 * @error: return location for a %SY_ERROR_INVALID_CATALOG
 *
 * Adds the shapes of @json, all or none: a shape whose id the palette
 * holds already, or any damage, refuses the whole document.
 *
 * Returns: whether the shapes were added
 */
gboolean
sy_canal_palette_add_json (SyCanalPalette  *palette,
                           GBytes          *json,
                           GError         **error)
{
  g_autoptr(GPtrArray) added = g_ptr_array_new_with_free_func (shape_free);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonArray *shapes;

  root = sy_json_input_parse (json, SY_JSON_MAX_SMALL_BYTES, error);
  if (root == NULL)
    return FALSE;
  object = root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  if (object == NULL
      || g_strcmp0 (json_object_get_string_member_with_default (object, "format", ""),
                    PALETTE_FORMAT) != 0
      || json_object_get_int_member_with_default (object, "version", 0) != 1
      || (shapes = sy_json_get_array (object, "shapes")) == NULL)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_CATALOG, "not a document of canal shapes");
      return FALSE;
    }

  for (guint i = 0; i < json_array_get_length (shapes); i++)
    {
      JsonNode *node = json_array_get_element (shapes, i);
      SyCanalShape *shape = g_new0 (SyCanalShape, 1);

      g_ptr_array_add (added, shape);
      if (!JSON_NODE_HOLDS_OBJECT (node) || !read_shape (json_node_get_object (node), shape, error))
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, SY_ERROR, SY_ERROR_INVALID_CATALOG, "a canal shape is damaged");
          return FALSE;
        }
      if (sy_canal_palette_find (palette, shape->id) != NULL)
        return bad_shape (error, shape->id, "already in the palette");
      for (guint j = 0; j < i; j++)
        if (g_str_equal (((SyCanalShape *) g_ptr_array_index (added, j))->id, shape->id))
          return bad_shape (error, shape->id, "twice in one document");
    }

  while (added->len > 0)
    g_ptr_array_add (palette->shapes, g_ptr_array_steal_index (added, 0));

  return TRUE;
}

/**
 * sy_canal_palette_get_default:
 *
 * The shipped shapes, then those of the user's own canal-shapes.json when
 * there is one and it is sound (a damaged one is reported and skipped).
 *
 * Returns: (transfer none): the palette
 */
const SyCanalPalette *
sy_canal_palette_get_default (void)
{
  static SyCanalPalette *palette;

  if (g_once_init_enter (&palette))
    {
      SyCanalPalette *p = sy_canal_palette_new ();
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *user = g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE,
                                                "canal-shapes.json", NULL);

      bytes = g_resource_lookup_data (sy_engine_get_resource (),
                                      RESOURCE_BASE "/catalog/canal-shapes.json",
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      if (bytes == NULL || !sy_canal_palette_add_json (p, bytes, &error))
        g_error ("The canal shapes the program was built with are broken: %s", error->message);

      if (g_file_test (user, G_FILE_TEST_EXISTS))
        {
          g_autoptr(GBytes) extra = NULL;

          g_clear_error (&error);
          extra = sy_json_input_read_path (user, SY_JSON_MAX_SMALL_BYTES, &error);
          if (extra == NULL || !sy_canal_palette_add_json (p, extra, &error))
            g_warning ("Skipping the canal shapes of %s: %s", user, error->message);
        }

      g_once_init_leave (&palette, p);
    }

  return palette;
}

guint
sy_canal_palette_get_n_shapes (const SyCanalPalette *palette)
{
  return palette->shapes->len;
}

const SyCanalShape *
sy_canal_palette_get_shape (const SyCanalPalette *palette,
                            guint                 index)
{
  g_return_val_if_fail (index < palette->shapes->len, NULL);

  return g_ptr_array_index (palette->shapes, index);
}

const SyCanalShape *
sy_canal_palette_find (const SyCanalPalette *palette,
                       const char           *id)
{
  for (guint i = 0; id != NULL && i < palette->shapes->len; i++)
    {
      const SyCanalShape *shape = g_ptr_array_index (palette->shapes, i);

      if (g_str_equal (shape->id, id))
        return shape;
    }
  return NULL;
}

/* Returns: the shape's name in Czech when the user reads Czech, else in English */
const char *
sy_canal_shape_get_name (const SyCanalShape *shape)
{
  const char * const *languages = g_get_language_names ();

  for (guint i = 0; languages[i] != NULL; i++)
    {
      if (g_str_has_prefix (languages[i], "cs"))
        return shape->name_cs;
      if (g_str_has_prefix (languages[i], "en"))
        return shape->name_en;
    }
  return shape->name_en;
}
