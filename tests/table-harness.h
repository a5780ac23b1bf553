/* table-harness.h: a table laid out and simple turns, for the engine's tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-engine.h"

G_BEGIN_DECLS

/* The tiles in the order the tests lay them out, from the lead back. */
extern const SyAction order3[7];
extern const SyAction order4[8];

SyTable  new_table     (SyEdition       edition,
                        guint           n_players,
                        SyContractMode  mode);
void     apply_ok      (SyTable        *table,
                        const SyEvent  *event);
void     apply_refused (SyTable        *table,
                        const SyEvent  *event);
void     choose        (SyTable        *table,
                        SyAction        action);
void     end_turn      (SyTable        *table);
void     perform       (SyTable        *table,
                        SyAction        action);
SyAction simple_turn   (SyTable        *table);
void     play_until    (SyTable        *table,
                        SyPhase         phase,
                        guint           revolution,
                        guint           max_turns);

SyEvent  small_ship_event (const SyTable *table,
                           guint          rigging,
                           guint          lifebuoys);
guint    build_small_ship (SyTable       *table,
                           guint          rigging,
                           guint          lifebuoys);

SyTable  table_with_ring  (guint          n_players);

SyCanalTile canal_tile_of (const char    *shape,
                           guint          rotation,
                           const char    *marks);

G_END_DECLS
