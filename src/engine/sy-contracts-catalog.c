/* sy-contracts-catalog.c: the government contracts' catalog, read from
 * the program's resources
 *
 * The cards are data (data/catalog/contracts.json): a few kinds of rule
 * with parameters, read strictly; a catalog the program cannot read is a
 * broken build, not a user's error. What they score is sy-contracts.c's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-contracts"

#include "config.h"

#include <gio/gio.h>

#include "sy-contracts-catalog.h"
#include "sy-contracts-private.h"
#include "sy-engine-resources.h"
#include "sy-error.h"
#include "sy-json-input.h"
#include "sy-json-private.h"

static const char *feature_ids[N_FEATURES] = {
  "sail", "smokestack", "cannon", "crane", "engine", "businessman", "soldier", "officer",
  "lifebuoy", "lifeboat", "lantern",
};

static const char *count_ids[N_COUNTS] = {
  "lifebuoys", "lanterns", "lifeboats", "ships", "ships-of-5", "ships-of-6",
  "ships-of-7-or-more", "parts", "ship-sizes", "employee-types", "item-kinds",
};

typedef struct {
  GPtrArray *contracts;
} Catalog;

static int
index_of (const char  *id,
          const char **ids,
          guint        n)
{
  for (guint i = 0; id != NULL && i < n; i++)
    if (g_str_equal (id, ids[i]))
      return (int) i;
  return -1;
}

static void
contract_free (gpointer data)
{
  SyContract *c = data;

  g_free (c->id);
  for (guint e = 0; e < 3; e++)
    for (guint i = 0; i < 2; i++)
      {
        g_free (c->title[e][i]);
        g_free (c->description[e][i]);
      }
  g_free (c);
}

static guint
colour_mask (SyEdition  edition,
             JsonArray *names)
{
  const SyCatalog *catalog = sy_catalog_get (edition);
  guint mask = 0;

  for (guint i = 0; names != NULL && i < json_array_get_length (names); i++)
    {
      JsonNode *node = json_array_get_element (names, i);

      for (guint c = 0; c < 5; c++)
        if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
            && g_str_equal (json_node_get_string (node), catalog->employee_colours[c]))
          mask |= 1u << c;
    }
  return mask;
}

static gboolean
read_languages (JsonObject *t,
                char      **texts)
{
  if (sy_json_get_string (t, "en") == NULL || sy_json_get_string (t, "cs") == NULL)
    return FALSE;
  texts[0] = g_strdup (sy_json_get_string (t, "en"));
  texts[1] = g_strdup (sy_json_get_string (t, "cs"));
  return TRUE;
}

/* A text in English and Czech, the same for both editions, or one for
 * each edition ({"1": {…}, "2": {…}}) where their rulebooks' words
 * differ (a propeller or a stoker; obchodník or byznysmen). */
static gboolean
read_texts (JsonObject *o,
            const char *member,
            char       *texts[3][2])
{
  JsonObject *t = sy_json_get_object (o, member);
  JsonObject *first = sy_json_get_object (t, "1");
  JsonObject *second = sy_json_get_object (t, "2");

  if (first == NULL && second == NULL)
    first = second = t;
  return read_languages (first, texts[SY_EDITION_FIRST])
         && read_languages (second, texts[SY_EDITION_SECOND]);
}

static gboolean
read_feature (JsonObject *o,
              const char *member,
              Feature    *feature)
{
  int f = index_of (sy_json_get_string (o, member), feature_ids, N_FEATURES);

  *feature = (Feature) MAX (f, 0);
  return f >= 0;
}

/* A count table: points by how many, and per one beyond the table. */
static gboolean
read_count_table (JsonObject *o,
                  SyContract *c)
{
  JsonObject *table = sy_json_get_object (o, "table");
  JsonObject *above = sy_json_get_object (o, "above");
  g_autoptr(GList) keys = table != NULL ? json_object_get_members (table) : NULL;
  int count = index_of (sy_json_get_string (o, "count"), count_ids, N_COUNTS);
  gint64 value;

  if (count < 0 || table == NULL)
    return FALSE;
  c->count = (CountKind) count;
  for (GList *l = keys; l != NULL; l = l->next)
    {
      guint64 n;

      if (c->n_table >= SY_MAX_TABLE || !g_ascii_string_to_unsigned (l->data, 10, 0, 99, &n, NULL)
          || !sy_json_get_int (table, l->data, 0, 999, &value))
        return FALSE;
      c->table_count[c->n_table] = (guint) n;
      c->table_points[c->n_table++] = (guint) value;
    }
  if (above != NULL)
    {
      gint64 from, each;

      if (!sy_json_get_int (above, "from", 0, 99, &from) || !sy_json_get_int (above, "each", 0, 99, &each))
        return FALSE;
      c->has_above = TRUE;
      c->above_from = (guint) from;
      c->above_each = (guint) each;
    }
  return TRUE;
}

/* What a ship must have to count. */
static gboolean
read_needs (JsonObject *o,
            SyContract *c)
{
  JsonArray *needs = sy_json_get_array (o, "needs");

  if (needs == NULL || json_array_get_length (needs) > 4)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (needs); i++)
    {
      JsonNode *node = json_array_get_element (needs, i);
      int f = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
              ? index_of (json_node_get_string (node), feature_ids, N_FEATURES) : -1;

      if (f < 0)
        return FALSE;
      c->needs[c->n_needs++] = (Feature) f;
    }
  return TRUE;
}

static gboolean
read_employees_ladder (JsonObject *o,
                       SyContract *c)
{
  gint64 first, each_first, each_after;

  if (!sy_json_get_int (o, "first", 0, 99, &first) || !sy_json_get_int (o, "each-first", 0, 99, &each_first)
      || !sy_json_get_int (o, "each-after", 0, 99, &each_after))
    return FALSE;
  c->first = (guint) first;
  c->each_first = (guint) each_first;
  c->each_after = (guint) each_after;
  return TRUE;
}

/* The employees' colours that count, by edition. */
static gboolean
read_employee_colours (JsonObject *o,
                       SyContract *c)
{
  JsonObject *by_edition = sy_json_get_object (o, "colours");

  if (by_edition == NULL)
    return FALSE;
  for (SyEdition e = SY_EDITION_FIRST; e <= SY_EDITION_SECOND; e++)
    {
      g_autofree char *key = g_strdup_printf ("%d", e);

      c->colours[e] = colour_mask (e, sy_json_get_array (by_edition, key));
    }
  return TRUE;
}

static gboolean
read_employee_pairs (JsonObject *o,
                     SyContract *c)
{
  JsonArray *groups = sy_json_get_array (o, "groups");
  gint64 value;

  if (groups == NULL || json_array_get_length (groups) > 2)
    return FALSE;
  for (guint g = 0; g < json_array_get_length (groups); g++)
    {
      JsonNode *node = json_array_get_element (groups, g);
      JsonObject *group = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

      if (!sy_json_get_int (group, "points", 0, 99, &value))
        return FALSE;
      c->group_points[g] = (guint) value;
      for (SyEdition e = SY_EDITION_FIRST; e <= SY_EDITION_SECOND; e++)
        c->group_colours[g][e] = colour_mask (e, sy_json_get_array (group, "colours"));
      c->n_groups++;
    }
  return TRUE;
}

/* What every contract has: its id, kind, group, texts, editions, points. */
static gboolean
read_contract_head (JsonObject *o,
                    SyContract *c)
{
  static const char *kinds[] = { "count-table", "per-ship-with", "per-pair-on-ship", "per-item",
                                 "beyond-first", "employees-ladder", "employees-of-colours",
                                 "employee-pairs", "per-used-canal" };
  JsonArray *editions = sy_json_get_array (o, "editions");
  gint64 value;
  int kind;

  c->id = g_strdup (sy_json_get_string (o, "id"));
  kind = index_of (sy_json_get_string (o, "kind"), kinds, G_N_ELEMENTS (kinds));
  if (c->id == NULL || strlen (c->id) >= SY_CONTRACT_ID_SIZE || kind < 0 || editions == NULL
      || !sy_json_get_int (o, "group", 1, 2, &value)
      || !read_texts (o, "title", c->title) || !read_texts (o, "description", c->description))
    return FALSE;
  c->kind = (SyContractKind) kind;
  c->group = (guint) value;
  for (guint i = 0; i < json_array_get_length (editions); i++)
    c->editions |= 1u << json_array_get_int_element (editions, i);

  if (json_object_has_member (o, "points"))
    {
      if (!sy_json_get_int (o, "points", 0, 99, &value))
        return FALSE;
      c->points = (guint) value;
    }
  return TRUE;
}

static gboolean
read_contract (JsonObject *o,
               SyContract *c)
{
  if (!read_contract_head (o, c))
    return FALSE;

  switch (c->kind)
    {
    case SY_CONTRACT_COUNT_TABLE:
      return read_count_table (o, c);
    case SY_CONTRACT_PER_SHIP_WITH:
      return read_needs (o, c);
    case SY_CONTRACT_PER_PAIR_ON_SHIP:
      return read_feature (o, "a", &c->a) && read_feature (o, "b", &c->b);
    case SY_CONTRACT_PER_ITEM:
    case SY_CONTRACT_BEYOND_FIRST:
      return read_feature (o, "item", &c->item);
    case SY_CONTRACT_EMPLOYEES_LADDER:
      return read_employees_ladder (o, c);
    case SY_CONTRACT_EMPLOYEES_OF_COLOURS:
      return read_employee_colours (o, c);
    case SY_CONTRACT_EMPLOYEE_PAIRS:
      return read_employee_pairs (o, c);
    case SY_CONTRACT_PER_USED_CANAL:
    default:
      return TRUE;
    }
}

/**
 * _sy_contracts_get_all:
 *
 * The contracts of the catalog the program was built with
 * (data/catalog/contracts.json), read the first time they are asked for.
 *
 * Returns: (transfer none) (element-type SyContract): every contract, in the
 *   catalog's order
 */
GPtrArray *
_sy_contracts_get_all (void)
{
  static Catalog *catalog;

  if (g_once_init_enter (&catalog))
    {
      Catalog *c = g_new0 (Catalog, 1);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(JsonNode) root = NULL;
      JsonArray *list;
      c->contracts = g_ptr_array_new_with_free_func (contract_free);
      bytes = g_resource_lookup_data (sy_engine_get_resource (), RESOURCE_BASE "/catalog/contracts.json",
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      if (bytes == NULL)
        g_error ("The contracts the program was built with are missing: %s", error->message);
      root = sy_json_input_parse (bytes, SY_JSON_MAX_SMALL_BYTES, &error);
      if (root == NULL)
        g_error ("The contracts the program was built with are broken: %s", error->message);
      list = sy_json_get_array (JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL,
                                "contracts");
      for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
        {
          JsonNode *node = json_array_get_element (list, i);
          SyContract *contract = g_new0 (SyContract, 1);

          g_ptr_array_add (c->contracts, contract);
          if (!JSON_NODE_HOLDS_OBJECT (node) || !read_contract (json_node_get_object (node), contract))
            g_error ("Contract %u of the catalog is broken", i + 1);
        }
      g_once_init_leave (&catalog, c);
    }
  return catalog->contracts;
}
