/* sy-event-codec.c: the event codec, SyEvent to JSON, for the saved game's log
 *
 * The names the log gives types, parts and marks are here, for both ways;
 * reading, strict, is in sy-event-decode.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-event"

#include "config.h"

#include "sy-error.h"
#include "sy-event-codec.h"
#include "sy-event-codec-private.h"
#include "sy-json-private.h"

const char *const _sy_event_type_ids[SY_N_EVENT_TYPES] = {
  [SY_EVENT_LAYOUT] = "layout",
  [SY_EVENT_CHOOSE] = "choose",
  [SY_EVENT_BUILD] = "build",
  [SY_EVENT_CANAL] = "canal",
  [SY_EVENT_GOODS] = "goods",
  [SY_EVENT_EQUIPMENT] = "equipment",
  [SY_EVENT_CREW] = "crew",
  [SY_EVENT_HIRE] = "hire",
  [SY_EVENT_EXCHANGE] = "exchange",
  [SY_EVENT_SUBSIDY] = "subsidy",
  [SY_EVENT_LAUNCH] = "launch",
  [SY_EVENT_END_TURN] = "end-turn",
  [SY_EVENT_ROUND_END] = "round-end",
  [SY_EVENT_STACK_EMPTY] = "stack-empty",
  [SY_EVENT_DISCARD] = "discard",
  [SY_EVENT_PASS] = "pass",
  [SY_EVENT_SOLO_TURN] = "solo-turn",
  [SY_EVENT_DEAL] = "deal",
};

const char *const _sy_event_kind_ids[4] = { "none", "bow", "middle", "stern" };
const char *const _sy_event_mark_ids[SY_N_MARKS] = { "none", "soldier", "businessman", "lantern",
                                            "lifeboat", "lifebuoy", "riband" };

const char *
sy_event_type_to_id (SyEventType type)
{
  g_return_val_if_fail ((guint) type < SY_N_EVENT_TYPES, NULL);

  return _sy_event_type_ids[type];
}

/* Writing */

static void
add_spot (JsonBuilder       *b,
          const char        *member,
          const SyCanalSpot *spot)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  json_builder_add_int_value (b, spot->x);
  json_builder_add_int_value (b, spot->y);
  json_builder_add_int_value (b, spot->position);
  json_builder_end_array (b);
}

static void
add_uint (JsonBuilder *b,
          const char  *member,
          guint        value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

static void
add_items (JsonBuilder    *b,
           const char     *member,
           const SySupply *supply)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  for (guint k = 0; k < SY_N_ITEMS; k++)
    if (supply->count[k] > 0)
      add_uint (b, sy_item_to_id ((SyItem) k), supply->count[k]);
  json_builder_end_object (b);
}

static void
add_part (JsonBuilder        *b,
          const SyBoughtPart *bought)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, _sy_event_kind_ids[bought->part.kind]);
  if (bought->part.blank)
    {
      json_builder_set_member_name (b, "blank");
      json_builder_add_boolean_value (b, TRUE);
    }
  json_builder_set_member_name (b, "symbols");
  json_builder_begin_object (b);
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (bought->part.symbols[s] > 0)
      add_uint (b, sy_symbol_to_id ((SySymbol) s), bought->part.symbols[s]);
  json_builder_end_object (b);
  add_uint (b, "row", bought->row);
  add_uint (b, "slot", bought->slot);
  json_builder_end_object (b);
}

static void
add_employee (JsonBuilder      *b,
              const SyEmployee *e)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, sy_employee_kind_to_id (e->kind));
  json_builder_set_member_name (b, "item");
  json_builder_add_string_value (b, sy_item_to_id (e->item < SY_N_ITEMS ? e->item : 0));
  add_uint (b, "good", e->good);
  add_uint (b, "level", e->level);
  add_uint (b, "colour", e->colour);
  add_uint (b, "points", e->points);
  json_builder_end_object (b);
}

static void
add_tile (JsonBuilder       *b,
          const SyCanalTile *tile)
{
  json_builder_set_member_name (b, "tile");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "shape");
  json_builder_add_string_value (b, tile->shape);
  add_uint (b, "rotation", tile->rotation);
  json_builder_set_member_name (b, "marks");
  json_builder_begin_array (b);
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    json_builder_add_string_value (b, _sy_event_mark_ids[tile->marks[p] < SY_N_MARKS ? tile->marks[p] : 0]);
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
add_layout (JsonBuilder   *b,
            const SyEvent *event)
{
  json_builder_set_member_name (b, "track");
  json_builder_begin_array (b);
  for (guint i = 0; i < event->n_track; i++)
    json_builder_add_string_value (b, sy_action_to_id (event->track[i]));
  json_builder_end_array (b);
  add_uint (b, "equipment-pointer", event->equipment_pointer);
  json_builder_set_member_name (b, "crew-ring");
  json_builder_begin_array (b);
  for (guint i = 0; i < SY_RING_SECTORS; i++)
    json_builder_add_string_value (b, sy_item_to_id (event->crew_ring[i]));
  json_builder_end_array (b);
  add_uint (b, "crew-pointer", event->crew_pointer);
  add_uint (b, "employee-pointer", event->employee_pointer);
  if (event->has_ring)
    {
      json_builder_set_member_name (b, "employees");
      json_builder_begin_array (b);
      for (guint stop = 0; stop < 8; stop++)
        {
          json_builder_begin_array (b);
          for (guint i = 0; i < 3; i++)
            add_employee (b, &event->ring[stop][i]);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
    }
}

static void
add_canal (JsonBuilder   *b,
           const SyEvent *event)
{
  add_uint (b, "price", event->price);
  add_tile (b, &event->tile);
  json_builder_set_member_name (b, "x");
  json_builder_add_int_value (b, event->x);
  json_builder_set_member_name (b, "y");
  json_builder_add_int_value (b, event->y);
  if (event->place_boat)
    add_spot (b, "boat", &event->boat);
}

static void
add_exchange (JsonBuilder   *b,
              const SyEvent *event)
{
  add_uint (b, "goods-tile", event->goods_tile);
  json_builder_set_member_name (b, "uses");
  json_builder_begin_array (b);
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      json_builder_begin_object (b);
      if (event->uses[g].sell)
        add_uint (b, "sell", event->uses[g].price);
      else
        {
          json_builder_set_member_name (b, "swap");
          json_builder_add_string_value (b, sy_item_to_id (event->uses[g].item));
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_route (JsonBuilder   *b,
           const SyRoute *route)
{
  json_builder_set_member_name (b, "route");
  json_builder_begin_object (b);
  add_spot (b, "start", &route->start);
  json_builder_set_member_name (b, "steps");
  json_builder_begin_array (b);
  for (guint i = 0; i < route->n_steps; i++)
    {
      json_builder_begin_array (b);
      json_builder_add_int_value (b, route->steps[i].x);
      json_builder_add_int_value (b, route->steps[i].y);
      json_builder_add_int_value (b, route->steps[i].position);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
add_launch (JsonBuilder   *b,
            const SyEvent *event)
{
  add_uint (b, "slot", event->slot);
  json_builder_set_member_name (b, "fitting");
  json_builder_begin_object (b);
  add_items (b, "load", &event->fitting.load);
  add_uint (b, "helmsman", event->fitting.helmsman_bonus);
  add_uint (b, "rigger-pairs", event->fitting.rigger_pairs);
  json_builder_end_object (b);
  if (event->sails)
    add_route (b, &event->route);
}

static void
add_solo_turn (JsonBuilder   *b,
               const SyEvent *event)
{
  if (event->special)
    {
      json_builder_set_member_name (b, "special");
      json_builder_add_boolean_value (b, TRUE);
    }
  else
    {
      json_builder_set_member_name (b, "action");
      json_builder_add_string_value (b, sy_action_to_id (event->action));
    }
  /* An opponent's first die uses no number. */
  if (event->number > 0)
    add_uint (b, "number", event->number);
}

/* A deal or a discard: a player's contracts of one colour. */
static void
add_hand (JsonBuilder   *b,
          const SyEvent *event)
{
  add_uint (b, "player", event->player);
  add_uint (b, "colour", event->colour);
  if (event->type == SY_EVENT_DISCARD)
    add_uint (b, "count", event->count);
  if (event->n_ids > 0)
    {
      json_builder_set_member_name (b, "contracts");
      json_builder_begin_array (b);
      for (guint i = 0; i < event->n_ids; i++)
        json_builder_add_string_value (b, event->ids[i]);
      json_builder_end_array (b);
    }
}

/* The members that follow the type: each event's own. */
static void
add_body (JsonBuilder   *b,
          const SyEvent *event)
{
  switch (event->type)
    {
    case SY_EVENT_LAYOUT:
      add_layout (b, event);
      break;
    case SY_EVENT_CHOOSE:
      json_builder_set_member_name (b, "action");
      json_builder_add_string_value (b, sy_action_to_id (event->action));
      break;
    case SY_EVENT_BUILD:
      json_builder_set_member_name (b, "parts");
      json_builder_begin_array (b);
      for (guint i = 0; i < event->n_parts; i++)
        add_part (b, &event->parts[i]);
      json_builder_end_array (b);
      break;
    case SY_EVENT_CANAL:
      add_canal (b, event);
      break;
    case SY_EVENT_GOODS:
      add_uint (b, "price", event->price);
      json_builder_set_member_name (b, "goods");
      json_builder_begin_array (b);
      for (guint g = 0; g < SY_GOODS_KINDS; g++)
        json_builder_add_int_value (b, event->goods[g]);
      json_builder_end_array (b);
      break;
    case SY_EVENT_EQUIPMENT:
    case SY_EVENT_CREW:
      add_uint (b, "steps", event->steps);
      break;
    case SY_EVENT_HIRE:
      add_uint (b, "steps", event->steps);
      add_uint (b, "pile", event->pile);
      json_builder_set_member_name (b, "employee");
      add_employee (b, &event->employee);
      break;
    case SY_EVENT_EXCHANGE:
      add_exchange (b, event);
      break;
    case SY_EVENT_LAUNCH:
      add_launch (b, event);
      break;
    case SY_EVENT_SOLO_TURN:
      add_solo_turn (b, event);
      break;
    case SY_EVENT_STACK_EMPTY:
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, _sy_event_kind_ids[event->kind <= SY_PART_STERN ? event->kind : 0]);
      break;
    case SY_EVENT_DISCARD:
    case SY_EVENT_DEAL:
      add_hand (b, event);
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

/**
 * sy_event_to_json:
 * @event: an event
 *
 * Returns: (transfer full): the event as a JSON object
 */
JsonNode *
sy_event_to_json (const SyEvent *event)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (event != NULL && (guint) event->type < SY_N_EVENT_TYPES, NULL);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, _sy_event_type_ids[event->type]);
  if (event->bonus)
    {
      json_builder_set_member_name (b, "bonus");
      json_builder_add_boolean_value (b, TRUE);
    }
  add_body (b, event);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
