/* sy-yard.h: a player's shipyard and where parts may go
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-catalog.h"
#include "sy-part.h"

G_BEGIN_DECLS

#define SY_MAX_PURCHASE 3

/**
 * SyYard:
 * @n_slots: the slots in the row
 * @max_middles: the most middle parts a finished ship may have
 * @slots: the parts, left to right; an empty slot has kind %SY_PART_NONE
 *
 * A player's shipyard.
 */
typedef struct {
  guint n_slots;
  guint max_middles;
  SyPart slots[SY_MAX_YARD_SLOTS];
} SyYard;

/**
 * SyShipSpan:
 * @first: the slot of the bow
 * @last: the slot of the stern
 *
 * Where a finished ship lies in a yard.
 */
typedef struct {
  guint first;
  guint last;
} SyShipSpan;

/**
 * SyPlacement:
 * @kind: a kind of part
 * @slot: where it goes
 *
 * One step of a purchase's placement.
 */
typedef struct {
  SyPartKind kind;
  guint slot;
} SyPlacement;

void      sy_yard_init             (SyYard            *yard,
                                    const SyCatalog   *catalog);
guint     sy_yard_legal_slots      (const SyYard      *yard,
                                    SyPartKind         kind);
gboolean  sy_yard_check_placement  (const SyYard      *yard,
                                    guint              slot,
                                    SyPartKind         kind,
                                    GError           **error);
gboolean  sy_yard_place            (SyYard            *yard,
                                    guint              slot,
                                    const SyPart      *part,
                                    GError           **error);
gboolean  sy_yard_plan_purchase    (const SyYard      *yard,
                                    const SyPartKind  *kinds,
                                    guint              n_kinds,
                                    SyPlacement       *plan,
                                    GError           **error);
guint     sy_yard_find_finished    (const SyYard      *yard,
                                    SyShipSpan        *spans);
void      sy_yard_remove_ship      (SyYard            *yard,
                                    const SyShipSpan  *span);
gboolean  sy_yard_is_viable        (const SyYard      *yard);

G_END_DECLS
