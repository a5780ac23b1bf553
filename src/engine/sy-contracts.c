/* sy-contracts.c: government contracts and what they score
 *
 * The cards are data (data/catalog/contracts.json): a few kinds of rule
 * with parameters. Only ships that passed their cruise are in a fleet;
 * pieces left in a supply never count; pairs are counted within one ship;
 * an officer is every captain on a ship beyond its first; the first
 * edition's propeller stands where the second has a stoker.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-contracts"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "sy-table-private.h"
#include "sy-contracts.h"
#include "sy-engine-resources.h"
#include "sy-error.h"
#include "sy-json-input.h"
#include "sy-json-private.h"

/* What a contract counts on a ship or in a fleet. */
typedef enum {
  FEATURE_SAIL,
  FEATURE_SMOKESTACK,
  FEATURE_CANNON,
  FEATURE_CRANE,
  FEATURE_ENGINE,
  FEATURE_BUSINESSMAN,
  FEATURE_SOLDIER,
  FEATURE_OFFICER,
  FEATURE_LIFEBUOY,
  FEATURE_LIFEBOAT,
  FEATURE_LANTERN,
  N_FEATURES,
} Feature;

static const char *feature_ids[N_FEATURES] = {
  "sail", "smokestack", "cannon", "crane", "engine", "businessman", "soldier", "officer",
  "lifebuoy", "lifeboat", "lantern",
};

typedef enum {
  COUNT_LIFEBUOYS,
  COUNT_LANTERNS,
  COUNT_LIFEBOATS,
  COUNT_SHIPS,
  COUNT_SHIPS_OF_5,
  COUNT_SHIPS_OF_6,
  COUNT_SHIPS_OF_7_OR_MORE,
  COUNT_PARTS,
  COUNT_SHIP_SIZES,
  COUNT_EMPLOYEE_TYPES,
  COUNT_ITEM_KINDS,
  N_COUNTS,
} CountKind;

static const char *count_ids[N_COUNTS] = {
  "lifebuoys", "lanterns", "lifeboats", "ships", "ships-of-5", "ships-of-6",
  "ships-of-7-or-more", "parts", "ship-sizes", "employee-types", "item-kinds",
};

struct _SyContract
{
  char *id;
  guint editions;               /* bit 1 << edition */
  guint group;
  SyContractKind kind;
  char *title[3][2];            /* by edition (1, 2), then English, Czech */
  char *description[3][2];

  CountKind count;
  guint n_table;
  guint table_count[SY_MAX_TABLE];
  guint table_points[SY_MAX_TABLE];
  gboolean has_above;
  guint above_from;
  guint above_each;

  guint n_needs;
  Feature needs[4];
  Feature a;
  Feature b;
  Feature item;
  guint points;
  guint first;
  guint each_first;
  guint each_after;
  guint colours[3];             /* by edition: a bit for each colour index */
  guint n_groups;
  guint group_colours[2][3];    /* by group, by edition */
  guint group_points[2];
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

static const Catalog *
get_catalog (void)
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
  return catalog;
}

/* Returns: (transfer none) (nullable): the contract of that id */
const SyContract *
sy_contract_find (const char *id)
{
  const Catalog *catalog = get_catalog ();

  for (guint i = 0; id != NULL && i < catalog->contracts->len; i++)
    {
      const SyContract *c = g_ptr_array_index (catalog->contracts, i);

      if (g_str_equal (c->id, id))
        return c;
    }
  return NULL;
}

/**
 * sy_contracts_for_edition:
 * @edition: an edition
 * @group: 1 (green or red) or 2 (blue), 0 for both
 * @out: (out caller-allocates) (array length=max) (optional): the contracts
 * @max: room in @out
 *
 * Returns: how many contracts the edition has in @group
 */
guint
sy_contracts_for_edition (SyEdition          edition,
                          guint              group,
                          const SyContract **out,
                          guint              max)
{
  const Catalog *catalog = get_catalog ();
  guint n = 0;

  for (guint i = 0; i < catalog->contracts->len; i++)
    {
      const SyContract *c = g_ptr_array_index (catalog->contracts, i);

      if (!sy_contract_in_edition (c, edition) || (group != 0 && c->group != group))
        continue;
      if (out != NULL && n < max)
        out[n] = c;
      n++;
    }
  return n;
}

const char *
sy_contract_get_id (const SyContract *contract)
{
  return contract->id;
}

guint
sy_contract_get_group (const SyContract *contract)
{
  return contract->group;
}

SyContractKind
sy_contract_get_kind (const SyContract *contract)
{
  return contract->kind;
}

gboolean
sy_contract_in_edition (const SyContract *contract,
                        SyEdition         edition)
{
  return (contract->editions & (1u << edition)) != 0;
}

static guint
language (void)
{
  const char * const *languages = g_get_language_names ();

  for (guint i = 0; languages[i] != NULL; i++)
    {
      if (g_str_has_prefix (languages[i], "cs"))
        return 1;
      if (g_str_has_prefix (languages[i], "en"))
        return 0;
    }
  return 0;
}

/* Returns: the card's title as @edition has it, in the user's language */
const char *
sy_contract_get_title (const SyContract *contract,
                       SyEdition         edition)
{
  g_return_val_if_fail (edition == SY_EDITION_FIRST || edition == SY_EDITION_SECOND, "");

  return contract->title[edition][language ()];
}

/* Returns: the card's title as the newer edition that has the card names it,
 *   for what is kept for both editions alike (the card values, the history's
 *   statistics over either edition) */
const char *
sy_contract_get_newest_title (const SyContract *contract)
{
  return sy_contract_get_title (contract, sy_contract_in_edition (contract, SY_EDITION_SECOND)
                                          ? SY_EDITION_SECOND : SY_EDITION_FIRST);
}

/* Returns: the card's rule in a line, as @edition has it, in the user's
 *   language */
const char *
sy_contract_get_description (const SyContract *contract,
                             SyEdition         edition)
{
  g_return_val_if_fail (edition == SY_EDITION_FIRST || edition == SY_EDITION_SECOND, "");

  return contract->description[edition][language ()];
}

/* Counting */

static guint
on_ship (const SyLaunch *launch,
         Feature         feature,
         SyEdition       edition)
{
  const SySupply *load = &launch->fitting.load;

  switch (feature)
    {
    case FEATURE_SAIL:
      return load->count[SY_ITEM_SAIL];
    case FEATURE_SMOKESTACK:
      return load->count[SY_ITEM_SMOKESTACK];
    case FEATURE_CANNON:
      return load->count[SY_ITEM_CANNON];
    case FEATURE_CRANE:
      return load->count[SY_ITEM_CRANE];
    case FEATURE_ENGINE:
      return load->count[sy_catalog_get (edition)->propulsion];
    case FEATURE_BUSINESSMAN:
      return load->count[SY_ITEM_BUSINESSMAN];
    case FEATURE_SOLDIER:
      return load->count[SY_ITEM_SOLDIER];
    case FEATURE_OFFICER:
      return sy_fitting_get_officers (&launch->fitting);
    case FEATURE_LIFEBUOY:
      return launch->ship.symbols[SY_SYMBOL_LIFEBUOY];
    case FEATURE_LIFEBOAT:
      return launch->ship.symbols[SY_SYMBOL_LIFEBOAT];
    case FEATURE_LANTERN:
      return launch->ship.symbols[SY_SYMBOL_LANTERN];
    case N_FEATURES:
    default:
      return 0;
    }
}

static guint
in_fleet (const SyPlayerState *player,
          Feature              feature,
          SyEdition            edition)
{
  guint n = 0;

  for (guint s = 0; s < player->n_fleet; s++)
    n += on_ship (&player->fleet[s], feature, edition);
  return n;
}

/* Employee types: by colour, with level II merchants a type of their own. */
static guint
employee_types (const SyPlayerState *player)
{
  guint seen = 0;

  for (guint i = 0; i < player->n_employees; i++)
    {
      const SyEmployee *e = &player->employees[i];

      if (e->kind == SY_EMPLOYEE_MERCHANT && e->level == 2)
        seen |= 1u << 5;
      else
        seen |= 1u << e->colour;
    }
  return (guint) __builtin_popcount (seen);
}

static guint
fleet_count (const SyContract    *c,
             const SyPlayerState *player,
             SyEdition            edition)
{
  guint n = 0;
  guint sizes = 0;

  switch (c->count)
    {
    case COUNT_LIFEBUOYS:
      return in_fleet (player, FEATURE_LIFEBUOY, edition);
    case COUNT_LANTERNS:
      return in_fleet (player, FEATURE_LANTERN, edition);
    case COUNT_LIFEBOATS:
      return in_fleet (player, FEATURE_LIFEBOAT, edition);
    case COUNT_SHIPS:
      return player->n_fleet;
    case COUNT_SHIPS_OF_5:
    case COUNT_SHIPS_OF_6:
      for (guint s = 0; s < player->n_fleet; s++)
        n += player->fleet[s].ship.n_parts == (c->count == COUNT_SHIPS_OF_5 ? 5u : 6u);
      return n;
    case COUNT_SHIPS_OF_7_OR_MORE:
      for (guint s = 0; s < player->n_fleet; s++)
        n += player->fleet[s].ship.n_parts >= 7;
      return n;
    case COUNT_PARTS:
      for (guint s = 0; s < player->n_fleet; s++)
        n += player->fleet[s].ship.n_parts;
      return n;
    case COUNT_SHIP_SIZES:
      /* Only the sizes pictured on the card: 3, 4, 5 and 6 parts. */
      for (guint s = 0; s < player->n_fleet; s++)
        if (player->fleet[s].ship.n_parts >= 3 && player->fleet[s].ship.n_parts <= 6)
          sizes |= 1u << player->fleet[s].ship.n_parts;
      return __builtin_popcount (sizes);
    case COUNT_EMPLOYEE_TYPES:
      return employee_types (player);
    case COUNT_ITEM_KINDS:
      {
        const Feature kinds[] = { FEATURE_ENGINE, FEATURE_SMOKESTACK, FEATURE_SAIL, FEATURE_CRANE,
                                  FEATURE_CANNON, FEATURE_BUSINESSMAN, FEATURE_SOLDIER,
                                  FEATURE_OFFICER };

        for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
          n += in_fleet (player, kinds[k], edition) > 0;
        return n;
      }
    case N_COUNTS:
    default:
      return 0;
    }
}

static gboolean
table_value (const SyContract    *c,
             const SyCardValues  *values,
             guint                count,
             guint               *points)
{
  /* Above its last value, a card may go on by a step (the lifebuoys). */
  if (c->has_above && count > c->above_from)
    {
      guint base;

      if (!table_value (c, values, c->above_from, &base))
        return FALSE;
      *points = base + (count - c->above_from) * c->above_each;
      return TRUE;
    }
  for (guint i = 0; i < c->n_table; i++)
    if (c->table_count[i] == count)
      {
        *points = c->table_points[i];
        return TRUE;
      }
  return values != NULL && sy_card_values_lookup (values, c->id, count, points);
}

/* The symbol that pictures a feature on the card, if any. */
static gboolean
feature_symbol (Feature   feature,
                SySymbol *symbol)
{
  static const int symbols[N_FEATURES] = {
    [FEATURE_SAIL] = SY_SYMBOL_RIGGING_MOUNT,
    [FEATURE_SMOKESTACK] = SY_SYMBOL_RIGGING_MOUNT,
    [FEATURE_CANNON] = SY_SYMBOL_CANNON_MOUNT,
    [FEATURE_CRANE] = SY_SYMBOL_CRANE_MOUNT,
    [FEATURE_ENGINE] = SY_SYMBOL_STOKER_CABIN,
    [FEATURE_BUSINESSMAN] = SY_SYMBOL_CABIN,
    [FEATURE_SOLDIER] = SY_SYMBOL_CABIN,
    [FEATURE_OFFICER] = SY_SYMBOL_CABIN,
    [FEATURE_LIFEBUOY] = SY_SYMBOL_LIFEBUOY,
    [FEATURE_LIFEBOAT] = SY_SYMBOL_LIFEBOAT,
    [FEATURE_LANTERN] = SY_SYMBOL_LANTERN,
  };

  if ((guint) feature >= N_FEATURES)
    return FALSE;
  *symbol = (SySymbol) symbols[feature];
  return TRUE;
}

static void
add_picture (SySymbol *symbols,
             guint    *n,
             guint     max,
             SySymbol  symbol)
{
  for (guint i = 0; i < *n; i++)
    if (symbols[i] == symbol)
      return;
  if (*n < max)
    symbols[(*n)++] = symbol;
}

/**
 * sy_contract_get_pictures:
 * @contract: a contract
 * @symbols: (out caller-allocates) (array length=max): ship symbols that
 *   picture what the card counts, each once
 * @max: room in @symbols
 *
 * Returns: how many symbols picture the card; 0 for a card about ships,
 *   parts, employees or canals, which no ship symbol pictures
 */
guint
sy_contract_get_pictures (const SyContract *contract,
                          SySymbol         *symbols,
                          guint             max)
{
  Feature features[4];
  guint n_features = 0, n = 0;
  SySymbol symbol;

  g_return_val_if_fail (contract != NULL, 0);

  switch (contract->kind)
    {
    case SY_CONTRACT_COUNT_TABLE:
      if (contract->count == COUNT_LIFEBUOYS)
        add_picture (symbols, &n, max, SY_SYMBOL_LIFEBUOY);
      else if (contract->count == COUNT_LANTERNS)
        add_picture (symbols, &n, max, SY_SYMBOL_LANTERN);
      else if (contract->count == COUNT_LIFEBOATS)
        add_picture (symbols, &n, max, SY_SYMBOL_LIFEBOAT);
      return n;
    case SY_CONTRACT_PER_SHIP_WITH:
      for (guint i = 0; i < contract->n_needs && i < G_N_ELEMENTS (features); i++)
        features[n_features++] = contract->needs[i];
      break;
    case SY_CONTRACT_PER_PAIR_ON_SHIP:
      features[n_features++] = contract->a;
      features[n_features++] = contract->b;
      break;
    case SY_CONTRACT_PER_ITEM:
    case SY_CONTRACT_BEYOND_FIRST:
      features[n_features++] = contract->item;
      break;
    case SY_CONTRACT_EMPLOYEES_LADDER:
    case SY_CONTRACT_EMPLOYEES_OF_COLOURS:
    case SY_CONTRACT_EMPLOYEE_PAIRS:
    case SY_CONTRACT_PER_USED_CANAL:
    default:
      return 0;
    }
  for (guint i = 0; i < n_features; i++)
    if (feature_symbol (features[i], &symbol))
      add_picture (symbols, &n, max, symbol);
  return n;
}

/**
 * sy_contract_has_table:
 * @contract: a contract
 *
 * Returns: whether the card prints a table of points by count
 */
gboolean
sy_contract_has_table (const SyContract *contract)
{
  g_return_val_if_fail (contract != NULL, FALSE);

  return contract->kind == SY_CONTRACT_COUNT_TABLE;
}

/**
 * sy_contract_lookup_table:
 * @contract: a contract that prints a table
 * @values: (nullable): the values owners copied from their cards
 * @count: a count on the card
 * @points: (out): the points the card gives for @count
 * @shipped: (out) (optional): whether the value ships with the program
 *   (the rulebooks give it), so that no owner needs to copy it
 *
 * Returns: whether the value for @count is known
 */
gboolean
sy_contract_lookup_table (const SyContract   *contract,
                          const SyCardValues *values,
                          guint               count,
                          guint              *points,
                          gboolean           *shipped)
{
  g_return_val_if_fail (contract != NULL && points != NULL, FALSE);

  if (shipped != NULL)
    *shipped = table_value (contract, NULL, count, points);
  return table_value (contract, values, count, points);
}

/**
 * sy_contract_score:
 * @contract: a contract
 * @table: a table
 * @player: whose fleet and employees
 * @values: (nullable): the card values the owner entered
 * @points: (out): what the contract scores now
 * @missing_count: (out) (optional): for a table the program does not know,
 *   the count whose value is missing
 * @error: return location for a %SY_ERROR_MISSING_VALUE naming the card
 *   and the count
 *
 * What @contract would score for @player if the game ended now.
 *
 * Returns: %FALSE when the card's table lacks the value needed
 */
gboolean
sy_contract_score (const SyContract    *contract,
                   const SyTable       *table,
                   guint                player,
                   const SyCardValues  *values,
                   guint               *points,
                   guint               *missing_count,
                   GError             **error)
{
  const SyPlayerState *p;
  SyEdition edition;
  guint n = 0;

  g_return_val_if_fail (contract != NULL && table != NULL && points != NULL, FALSE);
  g_return_val_if_fail (player < table->facts.n_players, FALSE);

  p = &table->players[player];
  edition = table->facts.edition;
  *points = 0;

  switch (contract->kind)
    {
    case SY_CONTRACT_COUNT_TABLE:
      n = fleet_count (contract, p, edition);
      if (!table_value (contract, values, n, points))
        {
          if (missing_count != NULL)
            *missing_count = n;
          g_set_error (error, SY_ERROR, SY_ERROR_MISSING_VALUE,
                       _("The card “%s” needs the value it prints for %u: copy it from the card."),
                       sy_contract_get_title (contract, edition), n);
          return FALSE;
        }
      return TRUE;
    case SY_CONTRACT_PER_SHIP_WITH:
      for (guint s = 0; s < p->n_fleet; s++)
        {
          gboolean all = TRUE;

          for (guint i = 0; i < contract->n_needs; i++)
            all &= on_ship (&p->fleet[s], contract->needs[i], edition) > 0;
          n += all;
        }
      *points = n * contract->points;
      return TRUE;
    case SY_CONTRACT_PER_PAIR_ON_SHIP:
      for (guint s = 0; s < p->n_fleet; s++)
        {
          guint a = on_ship (&p->fleet[s], contract->a, edition);

          /* Each piece serves one pair (reading 10). */
          n += contract->a == contract->b ? a / 2 : MIN (a, on_ship (&p->fleet[s], contract->b, edition));
        }
      *points = n * contract->points;
      return TRUE;
    case SY_CONTRACT_PER_ITEM:
      *points = in_fleet (p, contract->item, edition) * contract->points;
      return TRUE;
    case SY_CONTRACT_BEYOND_FIRST:
      n = in_fleet (p, contract->item, edition);
      *points = n > 1 ? (n - 1) * contract->points : 0;
      return TRUE;
    case SY_CONTRACT_EMPLOYEES_LADDER:
      n = p->n_employees;
      *points = MIN (n, contract->first) * contract->each_first
                + (n > contract->first ? n - contract->first : 0) * contract->each_after;
      return TRUE;
    case SY_CONTRACT_EMPLOYEES_OF_COLOURS:
      for (guint i = 0; i < p->n_employees; i++)
        n += (contract->colours[edition] & (1u << p->employees[i].colour)) != 0;
      *points = n * contract->points;
      return TRUE;
    case SY_CONTRACT_EMPLOYEE_PAIRS:
      /* Pairs within a group only (reading 9). */
      for (guint g = 0; g < contract->n_groups; g++)
        {
          guint in_group = 0;

          for (guint i = 0; i < p->n_employees; i++)
            in_group += (contract->group_colours[g][edition] & (1u << p->employees[i].colour)) != 0;
          *points += in_group / 2 * contract->group_points[g];
        }
      return TRUE;
    case SY_CONTRACT_PER_USED_CANAL:
      *points = p->canals.used * contract->points;
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}
