/* sy-event.h: what happens at the table, one event at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-action.h"
#include "sy-canals.h"
#include "sy-employee.h"
#include "sy-part.h"
#include "sy-ship.h"

G_BEGIN_DECLS

/**
 * SyEventType:
 * @SY_EVENT_LAYOUT: the table laid out: the action tiles' order, the ring
 *   pointers, the crew ring's order
 * @SY_EVENT_CHOOSE: step 2: a marker placed on an action tile
 * @SY_EVENT_BUILD: Build Ships: parts bought and placed
 * @SY_EVENT_CANAL: Rent Canal: a tile bought and placed
 * @SY_EVENT_GOODS: Buy Goods
 * @SY_EVENT_EQUIPMENT: Manufacture Equipment
 * @SY_EVENT_CREW: Recruit Crew
 * @SY_EVENT_HIRE: Hire Employee
 * @SY_EVENT_EXCHANGE: Exchange
 * @SY_EVENT_SUBSIDY: Subsidy
 * @SY_EVENT_LAUNCH: step 5: a finished ship fitted and sent on its cruise
 * @SY_EVENT_END_TURN: the player is done
 * @SY_EVENT_ROUND_END: the gear's die dropped into its hole (second
 *   edition), the lead card reached the starting space (first edition)
 * @SY_EVENT_STACK_EMPTY: the last part of a stack was laid out
 * @SY_EVENT_DISCARD: a player discarded contracts
 * @SY_EVENT_PASS: a player lets the last chance go
 * @SY_EVENT_SOLO_TURN: a solo opponent's turn: the solo tile revealed and
 *   the number on the back of the next one
 * @SY_EVENT_DEAL: a player entered the contracts of a colour dealt to them
 *   (kept hidden from the others)
 */
typedef enum {
  SY_EVENT_LAYOUT,
  SY_EVENT_CHOOSE,
  SY_EVENT_BUILD,
  SY_EVENT_CANAL,
  SY_EVENT_GOODS,
  SY_EVENT_EQUIPMENT,
  SY_EVENT_CREW,
  SY_EVENT_HIRE,
  SY_EVENT_EXCHANGE,
  SY_EVENT_SUBSIDY,
  SY_EVENT_LAUNCH,
  SY_EVENT_END_TURN,
  SY_EVENT_ROUND_END,
  SY_EVENT_STACK_EMPTY,
  SY_EVENT_DISCARD,
  SY_EVENT_PASS,
  SY_EVENT_SOLO_TURN,
  SY_EVENT_DEAL,
  SY_N_EVENT_TYPES,
} SyEventType;

#define SY_MAX_TRACK 8

/**
 * SyBoughtPart:
 * @part: the part with its symbols
 * @row: the row of the offer it came from, 0 the bottom (its price follows)
 * @slot: where it goes in the yard
 */
typedef struct {
  SyPart part;
  guint row;
  guint slot;
} SyBoughtPart;

/**
 * SyGoodUse:
 * @sell: sold (else swapped)
 * @price: the exchange's price for it when sold, as printed where the
 *   pointer stands
 * @item: the piece taken for it when swapped
 */
typedef struct {
  gboolean sell;
  guint price;
  SyItem item;
} SyGoodUse;

/**
 * SyEvent:
 *
 * One thing that happened at the table. Which fields count depends on
 * @type; the others are zero. The acting player is implied by the state,
 * except for a discard, which names its @player.
 */
typedef struct {
  SyEventType type;
  gboolean bonus;                        /* an action event taken as the bonus action */

  /* LAYOUT */
  guint n_track;
  SyAction track[SY_MAX_TRACK];          /* from the lead tile back */
  guint equipment_pointer;
  SyItem crew_ring[SY_RING_SECTORS];
  guint crew_pointer;
  guint employee_pointer;
  gboolean has_ring;                     /* the employees round the ring are entered */
  SyEmployee ring[8][3];                 /* the basic set, three a stop */

  /* CHOOSE */
  SyAction action;

  /* BUILD (and the last chance) */
  guint n_parts;
  SyBoughtPart parts[3];

  /* CANAL, GOODS */
  guint price;
  SyCanalTile tile;
  int x;
  int y;
  gboolean place_boat;
  SyCanalSpot boat;
  guint goods[SY_GOODS_KINDS];

  /* EQUIPMENT, CREW, HIRE */
  guint steps;
  SyEmployee employee;                   /* HIRE, when the ring's employees are not entered */
  guint pile;                            /* HIRE, when they are: which of the stop's three */

  /* EXCHANGE */
  guint goods_tile;
  SyGoodUse uses[SY_GOODS_KINDS];

  /* LAUNCH */
  guint slot;
  SyFitting fitting;
  gboolean sails;                        /* a route is given */
  SyRoute route;

  /* STACK_EMPTY */
  SyPartKind kind;

  /* SOLO_TURN (with action) */
  gboolean special;                      /* the solo tile that sends the die to the last tile */
  guint number;                          /* the number on the back of the next solo tile */

  /* DISCARD, DEAL */
  guint player;
  guint colour;
  guint count;
  guint n_ids;
  char ids[3][16];                       /* contracts named, when the hand is known */
} SyEvent;

G_END_DECLS
