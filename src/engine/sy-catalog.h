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
} SyCatalog;

const SyCatalog *sy_catalog_get    (SyEdition     edition);
gboolean         sy_catalog_parse  (GBytes       *json,
                                    SyCatalog    *catalog,
                                    GError      **error);

G_END_DECLS
