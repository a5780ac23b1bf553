/* sy-catalog.h: what the box of each edition holds, from data/catalog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-engine-types.h"
#include "sy-items.h"

G_BEGIN_DECLS

#define SY_MAX_YARD_SLOTS 10
#define SY_RING_SECTORS 4
#define SY_OFFER_ROWS 5
#define SY_GOODS_KINDS 3

/**
 * SyCatalog:
 * @edition: the edition described
 * @yard_slots: the slots of a player's shipyard
 * @max_middles: the most middle parts a finished ship may have
 * @has_item: which pieces exist in this edition
 * @has_symbol: which symbols ship parts of this edition can show
 * @designer_extra: how many pieces of each kind one designer of that kind
 *   lets a ship carry without a mount or a cabin
 * @any_crew_extra: the crew members of any kind that a designer of crew
 *   lets a ship carry without cabins, 0 when the edition has no such tile
 * @propulsion: the piece that with a smokestack gives full steam: the
 *   stoker or the propeller
 * @track_spaces: the spaces of the first edition's action track (0: the
 *   second edition's row of tiles)
 * @equipment_ring: the equipment ring's sectors, clockwise
 * @crew_ring_items: what the crew ring shows (its order is not printed in
 *   the rulebooks: the players enter it)
 * @employee_ring_spaces: the stops of the employee ring
 * @row_prices: the price of a ship part by row of the offer, from the bottom
 * @goods: the goods' identifiers; "" where the rulebooks do not name one
 * @employee_colours: the employee tiles' colours, as #SyEmployee numbers them
 *
 * The components of one edition that the rules depend on.
 */
typedef struct {
  SyEdition edition;
  guint yard_slots;
  guint max_middles;
  gboolean has_item[SY_N_ITEMS];
  gboolean has_symbol[SY_N_SYMBOLS];
  guint designer_extra[SY_N_ITEMS];
  guint any_crew_extra;
  SyItem propulsion;
  guint track_spaces;
  SyItem equipment_ring[SY_RING_SECTORS];
  SyItem crew_ring_items[SY_RING_SECTORS];
  guint employee_ring_spaces;
  guint row_prices[SY_OFFER_ROWS];
  char goods[SY_GOODS_KINDS][16];
  char employee_colours[5][8];
} SyCatalog;

const SyCatalog *sy_catalog_get    (SyEdition     edition);
gboolean         sy_catalog_parse  (GBytes       *json,
                                    SyCatalog    *catalog,
                                    GError      **error);

G_END_DECLS
