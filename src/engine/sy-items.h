/* sy-items.h: equipment, crew and the symbols printed on ship parts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sy-engine-types.h"

G_BEGIN_DECLS

/**
 * SyItem:
 * @SY_ITEM_SAIL: a sail (equipment, on a sail-or-smokestack mount)
 * @SY_ITEM_SMOKESTACK: a smokestack (equipment, on a sail-or-smokestack mount)
 * @SY_ITEM_CANNON: a cannon (equipment)
 * @SY_ITEM_CRANE: a crane (equipment)
 * @SY_ITEM_PROPELLER: a propeller (first edition equipment)
 * @SY_ITEM_CAPTAIN: a captain; every captain after a ship's first is an officer
 * @SY_ITEM_BUSINESSMAN: a businessman (crew)
 * @SY_ITEM_SOLDIER: a soldier (crew)
 * @SY_ITEM_STOKER: a stoker (second edition crew, in a stoker cabin)
 *
 * The pieces a player keeps in their supply and fits on a finished ship.
 */
typedef enum {
  SY_ITEM_SAIL,
  SY_ITEM_SMOKESTACK,
  SY_ITEM_CANNON,
  SY_ITEM_CRANE,
  SY_ITEM_PROPELLER,
  SY_ITEM_CAPTAIN,
  SY_ITEM_BUSINESSMAN,
  SY_ITEM_SOLDIER,
  SY_ITEM_STOKER,
  SY_N_ITEMS,
} SyItem;

/**
 * SySymbol:
 * @SY_SYMBOL_RIGGING_MOUNT: a mounting point for a sail or a smokestack
 * @SY_SYMBOL_CANNON_MOUNT: a mounting point for a cannon
 * @SY_SYMBOL_CRANE_MOUNT: a mounting point for a crane
 * @SY_SYMBOL_PROPELLER_MOUNT: a mounting point for a propeller (first edition)
 * @SY_SYMBOL_CABIN: a cabin for one crew member (never a stoker)
 * @SY_SYMBOL_STOKER_CABIN: a stoker cabin (second edition), for a stoker only
 * @SY_SYMBOL_LIFEBUOY: a lifebuoy
 * @SY_SYMBOL_LIFEBOAT: a lifeboat
 * @SY_SYMBOL_LANTERN: a lantern
 *
 * What can be printed on a ship part.
 */
typedef enum {
  SY_SYMBOL_RIGGING_MOUNT,
  SY_SYMBOL_CANNON_MOUNT,
  SY_SYMBOL_CRANE_MOUNT,
  SY_SYMBOL_PROPELLER_MOUNT,
  SY_SYMBOL_CABIN,
  SY_SYMBOL_STOKER_CABIN,
  SY_SYMBOL_LIFEBUOY,
  SY_SYMBOL_LIFEBOAT,
  SY_SYMBOL_LANTERN,
  SY_N_SYMBOLS,
} SySymbol;

/* No part shows more of one symbol than this; more is a typing slip. */
#define SY_MAX_SYMBOLS_PER_PART 6

/**
 * SySupply:
 * @count: how many of each #SyItem
 *
 * A player's supply of equipment and crew, or the pieces on one ship.
 */
typedef struct {
  guint count[SY_N_ITEMS];
} SySupply;

const char *sy_item_to_id        (SyItem      item);
gboolean    sy_item_from_id      (const char *id,
                                  SyItem     *item);
const char *sy_item_get_name     (SyEdition   edition,
                                  SyItem      item);
const char *sy_item_get_plural   (SyEdition   edition,
                                  SyItem      item,
                                  guint       n);
gboolean    sy_item_is_crew      (SyItem      item);
const char *sy_symbol_to_id      (SySymbol    symbol);
gboolean    sy_symbol_from_id    (const char *id,
                                  SySymbol   *symbol);
const char *sy_symbol_get_name   (SySymbol    symbol);

guint       sy_supply_total      (const SySupply *supply);

G_END_DECLS
