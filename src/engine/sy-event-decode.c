/* sy-event-decode.c: the event codec, JSON to SyEvent, for the saved game's log
 *
 * Reading is strict: every number is checked against a range before it is
 * used, so that a damaged file makes an error, never a crash. Whether the
 * event may happen is the table's business (sy_table_apply()). Writing is
 * in sy-event-codec.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-event"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-error.h"
#include "sy-event-decode.h"
#include "sy-event-codec-private.h"
#include "sy-json-private.h"

/* Reading */

typedef struct {
  GError **error;
  gboolean ok;
} Reader;

static gboolean
bad (Reader     *r,
     const char *what)
{
  if (r->ok)
    g_set_error (r->error, SY_ERROR, SY_ERROR_INVALID_FILE, "%s", what);
  r->ok = FALSE;
  return FALSE;
}

static guint
read_uint (Reader     *r,
           JsonObject *o,
           const char *member,
           guint       max)
{
  gint64 value = 0;

  if (!sy_json_get_int (o, member, 0, max, &value))
    {
      bad (r, member);
      return 0;
    }
  return (guint) value;
}

/* An optional whole number: 0 when absent. */
static guint
read_uint_or_zero (Reader     *r,
                   JsonObject *o,
                   const char *member,
                   guint       max)
{
  return o != NULL && json_object_has_member (o, member) ? read_uint (r, o, member, max) : 0;
}

static int
read_id (Reader             *r,
         const char         *id,
         const char *const  *ids,
         guint               n,
         const char         *what)
{
  for (guint i = 0; id != NULL && i < n; i++)
    if (ids[i] != NULL && g_str_equal (id, ids[i]))
      return (int) i;
  bad (r, what);
  return 0;
}

static SyItem
read_item (Reader     *r,
           const char *id)
{
  SyItem item = SY_ITEM_SAIL;

  if (!sy_item_from_id (id, &item))
    bad (r, "item");
  return item;
}

static gboolean
read_spot_array (Reader      *r,
                 JsonArray   *array,
                 SyCanalSpot *spot)
{
  JsonNode *nodes[3];

  if (array == NULL || json_array_get_length (array) != 3)
    return bad (r, "canal space");
  for (guint i = 0; i < 3; i++)
    {
      nodes[i] = json_array_get_element (array, i);
      if (!JSON_NODE_HOLDS_VALUE (nodes[i]) || json_node_get_value_type (nodes[i]) != G_TYPE_INT64)
        return bad (r, "canal space");
    }
  if (ABS (json_node_get_int (nodes[0])) > 64 || ABS (json_node_get_int (nodes[1])) > 64
      || json_node_get_int (nodes[2]) < 0 || json_node_get_int (nodes[2]) >= SY_TILE_POSITIONS)
    return bad (r, "canal space");
  spot->x = (int) json_node_get_int (nodes[0]);
  spot->y = (int) json_node_get_int (nodes[1]);
  spot->position = (guint) json_node_get_int (nodes[2]);
  return TRUE;
}

static void
read_items (Reader     *r,
            JsonObject *o,
            SySupply   *supply)
{
  g_autoptr(GList) members = o != NULL ? json_object_get_members (o) : NULL;

  if (o == NULL)
    {
      bad (r, "pieces");
      return;
    }
  for (GList *l = members; l != NULL; l = l->next)
    {
      SyItem item = read_item (r, l->data);

      supply->count[item] = read_uint (r, o, l->data, 99);
    }
}

static void
read_employee (Reader     *r,
               JsonObject *emp,
               SyEmployee *e)
{
  if (emp == NULL || !sy_employee_kind_from_id (sy_json_get_string (emp, "kind"), &e->kind))
    {
      bad (r, "employee");
      return;
    }
  e->item = read_item (r, sy_json_get_string (emp, "item"));
  e->good = read_uint (r, emp, "good", SY_GOODS_KINDS - 1);
  e->level = read_uint (r, emp, "level", 2);
  /* What the rules give may be left out: an engineer's or a recruiter's
   * colour, a merchant's points. The engine checks what is given. */
  if (json_object_has_member (emp, "colour"))
    e->colour = read_uint (r, emp, "colour", SY_N_EMPLOYEE_COLOURS - 1);
  else if ((e->colour = sy_employee_kind_colour (e->kind)) == SY_EMPLOYEE_COLOUR_PRINTED)
    bad (r, "colour");
  if (json_object_has_member (emp, "points"))
    e->points = read_uint (r, emp, "points", 99);
  else
    e->points = e->kind == SY_EMPLOYEE_MERCHANT ? sy_employee_merchant_points (e->level) : 0;
}

static void
read_part (Reader       *r,
           JsonNode     *node,
           SyBoughtPart *bought)
{
  JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonObject *symbols = sy_json_get_object (o, "symbols");
  g_autoptr(GList) members = symbols != NULL ? json_object_get_members (symbols) : NULL;
  JsonNode *blank = o != NULL ? json_object_get_member (o, "blank") : NULL;

  if (o == NULL || symbols == NULL)
    {
      bad (r, "ship part");
      return;
    }
  bought->part.kind = (SyPartKind) read_id (r, sy_json_get_string (o, "kind"), _sy_event_kind_ids + 1, 3,
                                            "ship part") + 1;
  bought->part.blank = blank != NULL && JSON_NODE_HOLDS_VALUE (blank)
                       && json_node_get_value_type (blank) == G_TYPE_BOOLEAN
                       && json_node_get_boolean (blank);
  for (GList *l = members; l != NULL; l = l->next)
    {
      SySymbol symbol;

      if (!sy_symbol_from_id (l->data, &symbol))
        {
          bad (r, "symbol");
          return;
        }
      bought->part.symbols[symbol] = (guint8) read_uint (r, symbols, l->data, SY_MAX_SYMBOLS_PER_PART);
    }
  bought->row = read_uint (r, o, "row", SY_OFFER_ROWS - 1);
  bought->slot = read_uint (r, o, "slot", SY_MAX_YARD_SLOTS - 1);
}

static void
read_tile (Reader      *r,
           JsonObject  *o,
           SyCanalTile *tile)
{
  const char *shape = sy_json_get_string (o, "shape");
  JsonArray *marks = sy_json_get_array (o, "marks");

  if (shape == NULL || strlen (shape) >= sizeof tile->shape || marks == NULL
      || json_array_get_length (marks) != SY_TILE_POSITIONS)
    {
      bad (r, "canal tile");
      return;
    }
  g_strlcpy (tile->shape, shape, sizeof tile->shape);
  tile->rotation = read_uint (r, o, "rotation", 3);
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    {
      JsonNode *node = json_array_get_element (marks, p);
      const char *id = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
                       ? json_node_get_string (node) : NULL;

      tile->marks[p] = (guint8) read_id (r, id, _sy_event_mark_ids, SY_N_MARKS, "canal official");
    }
}

static void
read_route (Reader     *r,
            JsonObject *o,
            SyRoute    *route)
{
  JsonArray *steps = sy_json_get_array (o, "steps");

  if (o == NULL || steps == NULL || json_array_get_length (steps) == 0
      || json_array_get_length (steps) > SY_MAX_SPEED)
    {
      bad (r, "route");
      return;
    }
  read_spot_array (r, sy_json_get_array (o, "start"), &route->start);
  route->n_steps = json_array_get_length (steps);
  for (guint i = 0; i < route->n_steps; i++)
    {
      JsonNode *node = json_array_get_element (steps, i);

      read_spot_array (r, JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL,
                       &route->steps[i]);
    }
}

/* The ring's employees as laid out: eight stops of three. */
static void
read_ring (Reader    *r,
           JsonArray *stops,
           SyEvent   *e)
{
  if (stops == NULL || json_array_get_length (stops) != 8)
    {
      bad (r, "employees");
      return;
    }
  e->has_ring = TRUE;
  for (guint stop = 0; stop < 8; stop++)
    {
      JsonNode *node = json_array_get_element (stops, stop);
      JsonArray *piles = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      if (piles == NULL || json_array_get_length (piles) != 3)
        {
          bad (r, "employees");
          return;
        }
      for (guint i = 0; i < 3; i++)
        {
          JsonNode *pile = json_array_get_element (piles, i);

          read_employee (r, JSON_NODE_HOLDS_OBJECT (pile) ? json_node_get_object (pile) : NULL,
                         &e->ring[stop][i]);
        }
    }
}

static void
read_layout (Reader     *r,
             JsonObject *o,
             SyEvent    *e)
{
  JsonArray *track = sy_json_get_array (o, "track");
  JsonArray *ring = sy_json_get_array (o, "crew-ring");

  if (track == NULL || json_array_get_length (track) > SY_MAX_TRACK
      || ring == NULL || json_array_get_length (ring) != SY_RING_SECTORS)
    {
      bad (r, "layout");
      return;
    }
  e->n_track = json_array_get_length (track);
  for (guint i = 0; i < e->n_track; i++)
    {
      JsonNode *node = json_array_get_element (track, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING
          || !sy_action_from_id (json_node_get_string (node), &e->track[i]))
        bad (r, "action tile");
    }
  for (guint i = 0; i < SY_RING_SECTORS; i++)
    {
      JsonNode *node = json_array_get_element (ring, i);

      e->crew_ring[i] = read_item (r, JSON_NODE_HOLDS_VALUE (node)
                                      && json_node_get_value_type (node) == G_TYPE_STRING
                                      ? json_node_get_string (node) : NULL);
    }
  e->equipment_pointer = read_uint (r, o, "equipment-pointer", SY_RING_SECTORS - 1);
  e->crew_pointer = read_uint (r, o, "crew-pointer", SY_RING_SECTORS - 1);
  e->employee_pointer = read_uint (r, o, "employee-pointer", 63);
  if (json_object_has_member (o, "employees"))
    read_ring (r, sy_json_get_array (o, "employees"), e);
}

static void
read_build (Reader     *r,
            JsonObject *o,
            SyEvent    *e)
{
  JsonArray *parts = sy_json_get_array (o, "parts");

  if (parts == NULL || json_array_get_length (parts) == 0 || json_array_get_length (parts) > 3)
    {
      bad (r, "parts");
      return;
    }
  e->n_parts = json_array_get_length (parts);
  for (guint i = 0; i < e->n_parts; i++)
    read_part (r, json_array_get_element (parts, i), &e->parts[i]);
}

static void
read_canal (Reader     *r,
            JsonObject *o,
            SyEvent    *e)
{
  gint64 x = 0, y = 0;

  e->price = read_uint (r, o, "price", 99);
  read_tile (r, sy_json_get_object (o, "tile"), &e->tile);
  if (!sy_json_get_int (o, "x", -64, 64, &x) || !sy_json_get_int (o, "y", -64, 64, &y))
    bad (r, "canal place");
  e->x = (int) x;
  e->y = (int) y;
  if (json_object_has_member (o, "boat"))
    {
      e->place_boat = TRUE;
      read_spot_array (r, sy_json_get_array (o, "boat"), &e->boat);
    }
}

static void
read_goods (Reader     *r,
            JsonObject *o,
            SyEvent    *e)
{
  JsonArray *goods = sy_json_get_array (o, "goods");

  e->price = read_uint (r, o, "price", 99);
  if (goods == NULL || json_array_get_length (goods) != SY_GOODS_KINDS)
    {
      bad (r, "goods");
      return;
    }
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      JsonNode *node = json_array_get_element (goods, g);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
          || json_node_get_int (node) < 0 || json_node_get_int (node) >= SY_GOODS_KINDS)
        bad (r, "goods");
      else
        e->goods[g] = (guint) json_node_get_int (node);
    }
}

static void
read_hire (Reader     *r,
           JsonObject *o,
           SyEvent    *e)
{
  e->steps = read_uint (r, o, "steps", 99);
  e->pile = read_uint_or_zero (r, o, "pile", 2);
  /* With the ring's employees laid out, the pile says who was hired. */
  if (json_object_has_member (o, "employee") || !json_object_has_member (o, "pile"))
    read_employee (r, sy_json_get_object (o, "employee"), &e->employee);
}

static void
read_exchange (Reader     *r,
               JsonObject *o,
               SyEvent    *e)
{
  JsonArray *uses = sy_json_get_array (o, "uses");

  e->goods_tile = read_uint (r, o, "goods-tile", 63);
  if (uses == NULL || json_array_get_length (uses) != SY_GOODS_KINDS)
    {
      bad (r, "exchange");
      return;
    }
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      JsonNode *node = json_array_get_element (uses, g);
      JsonObject *use = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

      if (use != NULL && json_object_has_member (use, "sell"))
        {
          e->uses[g].sell = TRUE;
          e->uses[g].price = read_uint (r, use, "sell", 99);
        }
      else
        e->uses[g].item = read_item (r, sy_json_get_string (use, "swap"));
    }
}

static void
read_launch (Reader     *r,
             JsonObject *o,
             SyEvent    *e)
{
  JsonObject *fitting = sy_json_get_object (o, "fitting");

  e->slot = read_uint (r, o, "slot", SY_MAX_YARD_SLOTS - 1);
  read_items (r, sy_json_get_object (fitting, "load"), &e->fitting.load);
  e->fitting.helmsman_bonus = read_uint_or_zero (r, fitting, "helmsman", 9);
  e->fitting.rigger_pairs = read_uint_or_zero (r, fitting, "rigger-pairs", 99);
  if (json_object_has_member (o, "route"))
    {
      e->sails = TRUE;
      read_route (r, sy_json_get_object (o, "route"), &e->route);
    }
}

static void
read_solo_turn (Reader     *r,
                JsonObject *o,
                SyEvent    *e)
{
  JsonNode *special = json_object_get_member (o, "special");

  e->special = special != NULL && JSON_NODE_HOLDS_VALUE (special)
               && json_node_get_value_type (special) == G_TYPE_BOOLEAN
               && json_node_get_boolean (special);
  if (!e->special && !sy_action_from_id (sy_json_get_string (o, "action"), &e->action))
    bad (r, "action");
  e->number = read_uint_or_zero (r, o, "number", 9);
}

/* A deal or a discard: a player's contracts of one colour. */
static void
read_hand (Reader     *r,
           JsonObject *o,
           SyEvent    *e)
{
  JsonArray *ids;

  e->player = read_uint (r, o, "player", SY_MAX_PLAYERS - 1);
  e->colour = read_uint (r, o, "colour", 1);
  if (e->type == SY_EVENT_DISCARD)
    e->count = read_uint (r, o, "count", 9);
  if (!json_object_has_member (o, "contracts"))
    return;
  ids = sy_json_get_array (o, "contracts");
  if (ids == NULL || json_array_get_length (ids) > 3)
    {
      bad (r, "contracts");
      return;
    }
  e->n_ids = json_array_get_length (ids);
  for (guint i = 0; i < e->n_ids; i++)
    {
      JsonNode *node = json_array_get_element (ids, i);
      const char *id = JSON_NODE_HOLDS_VALUE (node)
                       && json_node_get_value_type (node) == G_TYPE_STRING
                       ? json_node_get_string (node) : NULL;

      if (id == NULL || strlen (id) >= sizeof e->ids[i])
        bad (r, "contract");
      else
        g_strlcpy (e->ids[i], id, sizeof e->ids[i]);
    }
}

static void
read_body (Reader     *r,
           JsonObject *o,
           SyEvent    *e)
{
  switch (e->type)
    {
    case SY_EVENT_LAYOUT:
      read_layout (r, o, e);
      break;
    case SY_EVENT_CHOOSE:
      if (!sy_action_from_id (sy_json_get_string (o, "action"), &e->action))
        bad (r, "action");
      break;
    case SY_EVENT_BUILD:
      read_build (r, o, e);
      break;
    case SY_EVENT_CANAL:
      read_canal (r, o, e);
      break;
    case SY_EVENT_GOODS:
      read_goods (r, o, e);
      break;
    case SY_EVENT_EQUIPMENT:
    case SY_EVENT_CREW:
      e->steps = read_uint (r, o, "steps", 99);
      break;
    case SY_EVENT_HIRE:
      read_hire (r, o, e);
      break;
    case SY_EVENT_EXCHANGE:
      read_exchange (r, o, e);
      break;
    case SY_EVENT_LAUNCH:
      read_launch (r, o, e);
      break;
    case SY_EVENT_SOLO_TURN:
      read_solo_turn (r, o, e);
      break;
    case SY_EVENT_STACK_EMPTY:
      e->kind = (SyPartKind) read_id (r, sy_json_get_string (o, "kind"), _sy_event_kind_ids + 1, 3,
                                      "stack") + 1;
      break;
    case SY_EVENT_DISCARD:
    case SY_EVENT_DEAL:
      read_hand (r, o, e);
      break;
    case SY_EVENT_SUBSIDY:
    case SY_EVENT_END_TURN:
    case SY_EVENT_ROUND_END:
    case SY_EVENT_PASS:
    case SY_N_EVENT_TYPES:
    default:
      break;
    }
}

/* The members each type of event may hold besides "type" and "bonus". */
static const char *const members[SY_N_EVENT_TYPES][8] = {
  [SY_EVENT_LAYOUT] = { "track", "equipment-pointer", "crew-ring", "crew-pointer",
                        "employee-pointer", "employees" },
  [SY_EVENT_CHOOSE] = { "action" },
  [SY_EVENT_BUILD] = { "parts" },
  [SY_EVENT_CANAL] = { "price", "tile", "x", "y", "boat" },
  [SY_EVENT_GOODS] = { "price", "goods" },
  [SY_EVENT_EQUIPMENT] = { "steps" },
  [SY_EVENT_CREW] = { "steps" },
  [SY_EVENT_HIRE] = { "steps", "pile", "employee" },
  [SY_EVENT_EXCHANGE] = { "goods-tile", "uses" },
  [SY_EVENT_LAUNCH] = { "slot", "fitting", "route" },
  [SY_EVENT_STACK_EMPTY] = { "kind" },
  [SY_EVENT_DISCARD] = { "player", "colour", "count", "contracts" },
  [SY_EVENT_SOLO_TURN] = { "action", "special", "number" },
  [SY_EVENT_DEAL] = { "player", "colour", "contracts" },
};

/* A member the event's type does not have is damage, not a thing to skip. */
static void
check_members (Reader     *r,
               JsonObject *o,
               SyEventType type)
{
  g_autoptr(GList) names = json_object_get_members (o);

  for (GList *l = names; l != NULL && r->ok; l = l->next)
    {
      const char *name = l->data;
      gboolean known = g_str_equal (name, "type") || g_str_equal (name, "bonus");

      for (guint i = 0; !known && i < G_N_ELEMENTS (members[type]) && members[type][i] != NULL; i++)
        known = g_str_equal (name, members[type][i]);
      if (!known)
        {
          g_autofree char *what = g_strdup_printf (_("unknown member “%s”"), name);

          bad (r, what);
        }
    }
}

/**
 * sy_event_from_json:
 * @node: a JSON object from a saved game's log
 * @event: (out caller-allocates): the event
 * @error: return location for a %SY_ERROR_INVALID_FILE naming what is wrong
 *
 * Returns: whether @node is a well-formed event
 */
gboolean
sy_event_from_json (JsonNode  *node,
                    SyEvent   *event,
                    GError   **error)
{
  Reader r = { error, TRUE };
  JsonObject *o = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonNode *bonus;

  g_return_val_if_fail (event != NULL, FALSE);

  memset (event, 0, sizeof *event);
  if (o == NULL)
    return bad (&r, "event");
  event->type = (SyEventType) read_id (&r, sy_json_get_string (o, "type"), _sy_event_type_ids,
                                       SY_N_EVENT_TYPES, "event type");
  if (!r.ok)
    return FALSE;
  bonus = json_object_get_member (o, "bonus");
  event->bonus = bonus != NULL && JSON_NODE_HOLDS_VALUE (bonus)
                 && json_node_get_value_type (bonus) == G_TYPE_BOOLEAN && json_node_get_boolean (bonus);
  check_members (&r, o, event->type);
  read_body (&r, o, event);
  return r.ok;
}
