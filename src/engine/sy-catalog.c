/* sy-catalog.c: loads the catalog of each edition from the resources
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-catalog"

#include "config.h"

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "sy-catalog.h"
#include "sy-engine-resources.h"
#include "sy-error.h"
#include "sy-json-input.h"
#include "sy-json-private.h"

#define CATALOG_FORMAT "shipyard-companion-catalog"
#define CATALOG_VERSION 1

static gboolean
fail (GError     **error,
      const char  *what)
{
  g_set_error (error, SY_ERROR, SY_ERROR_INVALID_CATALOG, "catalog: %s", what);
  return FALSE;
}

/* Reads an array of identifiers into @present, through @index_of, which
 * returns the index of an identifier or -1. */
static gboolean
read_names (JsonObject *root,
            const char *member,
            gboolean   *present,
            int       (*index_of) (const char *id),
            GError    **error)
{
  JsonArray *array;

  array = sy_json_get_array (root, member);
  if (array == NULL)
    return fail (error, member);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      int index;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        return fail (error, member);
      index = index_of (json_node_get_string (node));
      if (index < 0)
        return fail (error, member);
      present[index] = TRUE;
    }
  return TRUE;
}

static int
item_index (const char *id)
{
  SyItem item;

  return sy_item_from_id (id, &item) ? (int) item : -1;
}

static int
symbol_index (const char *id)
{
  SySymbol symbol;

  return sy_symbol_from_id (id, &symbol) ? (int) symbol : -1;
}

static gboolean
read_items_in_order (JsonObject  *root,
                     const char  *member,
                     SyItem      *items,
                     GError     **error)
{
  JsonArray *array = sy_json_get_array (root, member);

  if (array == NULL || json_array_get_length (array) != SY_RING_SECTORS)
    return fail (error, member);
  for (guint i = 0; i < SY_RING_SECTORS; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      int item = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
                 ? item_index (json_node_get_string (node)) : -1;

      if (item < 0)
        return fail (error, member);
      items[i] = (SyItem) item;
    }
  return TRUE;
}

static guint
get_uint (JsonObject *object,
          const char *member,
          guint       max,
          gboolean   *ok)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;
  gint64 value;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      *ok = FALSE;
      return 0;
    }
  value = json_node_get_int (node);
  if (value < 0 || value > max)
    {
      *ok = FALSE;
      return 0;
    }
  return (guint) value;
}

/* The designers' extra pieces: for every item, some items, any crew. */
static gboolean
read_designers (JsonObject  *root,
                SyCatalog   *c,
                GError     **error)
{
  JsonObject *designers = sy_json_get_object (root, "designers");
  JsonObject *limited;
  gboolean ok = TRUE;

  if (designers == NULL)
    return fail (error, "designers");
  for (guint i = 0; i < SY_N_ITEMS; i++)
    c->designer_extra[i] = get_uint (designers, "extra", 9, &ok);
  limited = sy_json_get_object (designers, "limited");
  if (limited == NULL)
    return fail (error, "designers");
  {
    g_autoptr(GList) members = json_object_get_members (limited);

    for (GList *l = members; l != NULL; l = l->next)
      {
        int item = item_index (l->data);

        if (item < 0)
          ok = FALSE;
        else
          c->designer_extra[item] = get_uint (limited, l->data, 9, &ok);
      }
  }
  c->any_crew_extra = get_uint (designers, "any-crew", 9, &ok);
  if (!ok)
    return fail (error, "designers");
  return TRUE;
}

/* The offer's prices by row, and the goods' names. */
static gboolean
read_prices_and_goods (JsonObject  *root,
                       SyCatalog   *c,
                       GError     **error)
{
  JsonArray *prices = sy_json_get_array (root, "row-prices");
  JsonArray *goods = sy_json_get_array (root, "goods");

  if (prices == NULL || json_array_get_length (prices) != SY_OFFER_ROWS
      || goods == NULL || json_array_get_length (goods) != SY_GOODS_KINDS)
    return fail (error, "row prices or goods");
  for (guint i = 0; i < SY_OFFER_ROWS; i++)
    {
      JsonNode *element = json_array_get_element (prices, i);
      gint64 price = JSON_NODE_HOLDS_VALUE (element)
                     && json_node_get_value_type (element) == G_TYPE_INT64
                     ? json_node_get_int (element) : -1;

      if (price < 0 || price > 9)
        return fail (error, "row prices");
      c->row_prices[i] = (guint) price;
    }
  for (guint i = 0; i < SY_GOODS_KINDS; i++)
    {
      JsonNode *good = json_array_get_element (goods, i);

      if (JSON_NODE_HOLDS_VALUE (good) && json_node_get_value_type (good) == G_TYPE_STRING)
        g_strlcpy (c->goods[i], json_node_get_string (good), sizeof c->goods[i]);
      else if (!JSON_NODE_HOLDS_NULL (good))
        return fail (error, "goods");
    }
  return TRUE;
}

static gboolean
read_employee_colours (JsonObject  *root,
                       SyCatalog   *c,
                       GError     **error)
{
  JsonArray *colours = sy_json_get_array (root, "employee-colours");

  if (colours == NULL || json_array_get_length (colours) != 5)
    return fail (error, "employee colours");
  for (guint i = 0; i < 5; i++)
    {
      JsonNode *colour = json_array_get_element (colours, i);

      if (!JSON_NODE_HOLDS_VALUE (colour) || json_node_get_value_type (colour) != G_TYPE_STRING
          || strlen (json_node_get_string (colour)) >= sizeof c->employee_colours[i])
        return fail (error, "employee colours");
      g_strlcpy (c->employee_colours[i], json_node_get_string (colour), sizeof c->employee_colours[i]);
    }
  return TRUE;
}

/**
 * sy_catalog_parse:
 * @json: the catalog document
 * @catalog: (out caller-allocates): where to write it
 * @error: return location for a %SY_ERROR_INVALID_CATALOG
 *
 * Reads and checks a catalog document.
 *
 * Returns: %TRUE when @json is a complete catalog
 */
gboolean
sy_catalog_parse (GBytes     *json,
                  SyCatalog  *catalog,
                  GError    **error)
{
  g_autoptr(JsonNode) node = NULL;
  SyCatalog c = { 0 };
  JsonObject *root, *yard;
  gboolean ok = TRUE;
  const char *propulsion;

  node = sy_json_input_parse (json, SY_JSON_MAX_SMALL_BYTES, error);
  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, "not an object");
  root = json_node_get_object (node);

  if (g_strcmp0 (json_object_get_string_member_with_default (root, "format", ""),
                 CATALOG_FORMAT) != 0
      || json_object_get_int_member_with_default (root, "version", 0) != CATALOG_VERSION)
    return fail (error, "format");

  c.edition = (SyEdition) get_uint (root, "edition", 2, &ok);
  if (!ok || (c.edition != SY_EDITION_FIRST && c.edition != SY_EDITION_SECOND))
    return fail (error, "edition");

  yard = sy_json_get_object (root, "yard");
  c.yard_slots = get_uint (yard, "slots", SY_MAX_YARD_SLOTS, &ok);
  c.max_middles = get_uint (yard, "max-middles", SY_MAX_YARD_SLOTS - 2, &ok);
  if (!ok || c.yard_slots < 3 || c.max_middles < 1)
    return fail (error, "yard");

  if (!read_names (root, "items", c.has_item, item_index, error)
      || !read_names (root, "part-symbols", c.has_symbol, symbol_index, error))
    return FALSE;

  if (!read_designers (root, &c, error))
    return FALSE;

  if (!read_items_in_order (root, "equipment-ring", c.equipment_ring, error)
      || !read_items_in_order (root, "crew-ring-items", c.crew_ring_items, error))
    return FALSE;
  c.track_spaces = get_uint (sy_json_get_object (root, "track"), "spaces", 99, &ok);
  c.employee_ring_spaces = get_uint (root, "employee-ring-spaces", 99, &ok);
  if (!ok || c.employee_ring_spaces == 0)
    return fail (error, "track or employee ring");
  if (!read_prices_and_goods (root, &c, error) || !read_employee_colours (root, &c, error))
    return FALSE;

  propulsion = json_object_get_string_member_with_default (root, "propulsion", "");
  if (!sy_item_from_id (propulsion, &c.propulsion)
      || (c.propulsion != SY_ITEM_STOKER && c.propulsion != SY_ITEM_PROPELLER)
      || !c.has_item[c.propulsion])
    return fail (error, "propulsion");

  *catalog = c;
  return TRUE;
}

static SyCatalog *
load (SyEdition edition)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  SyCatalog *catalog = g_new0 (SyCatalog, 1);
  const char *path = edition == SY_EDITION_FIRST
                     ? RESOURCE_BASE "/catalog/first-edition.json"
                     : RESOURCE_BASE "/catalog/second-edition.json";

  /* Looked up in the engine's own resource, which linking in a static
   * library does not register by itself. */
  bytes = g_resource_lookup_data (sy_engine_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                  &error);
  if (bytes == NULL || !sy_catalog_parse (bytes, catalog, &error) || catalog->edition != edition)
    g_error ("The catalog %s that the program was built with is broken: %s", path,
             error != NULL ? error->message : "wrong edition");

  return catalog;
}

/**
 * sy_catalog_get:
 * @edition: an edition
 *
 * Returns: (transfer none): the catalog of @edition, loaded on first use
 */
const SyCatalog *
sy_catalog_get (SyEdition edition)
{
  static SyCatalog *catalogs[3];
  static gsize once[3];
  guint i = edition == SY_EDITION_FIRST ? 1 : 2;

  g_return_val_if_fail (edition == SY_EDITION_FIRST || edition == SY_EDITION_SECOND, NULL);

  if (g_once_init_enter (&once[i]))
    {
      catalogs[i] = load (edition);
      g_once_init_leave (&once[i], 1);
    }

  return catalogs[i];
}
