/* sy-what-if.h: what a canal tile or a pending decision would change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table.h"
#include "sy-tally.h"

G_BEGIN_DECLS

/* Speeds asked about: 1 to this. No ship of the game comes near it; the
 * route search grows with the speed, and the answer is asked at each tap. */
#define SY_WHAT_IF_MAX_SPEED 20

/**
 * SyWhatIfShip:
 * @span: where the finished ship lies in the yard
 * @before: its best points with the canals as they are, 0 when it fails
 * @after: its best points with the tile placed, 0 when it fails
 * @failure_before: whether it scores as things are, and if not why
 * @failure_after: whether it scores with the tile, and if not why
 *
 * One finished ship, launched as well as it can be, with and without the tile.
 */
typedef struct {
  SyShipSpan span;
  guint before;
  guint after;
  SyShipFailure failure_before;
  SyShipFailure failure_after;
} SyWhatIfShip;

/**
 * SyWhatIf:
 * @n_ships: the finished ships in the yard of the player on turn
 * @ships: each of them
 * @speeds_before: bit s set when the canals as they are have a route of
 *   speed s, for s from 1 to %SY_WHAT_IF_MAX_SPEED
 * @speeds_after: the same with the tile placed
 *
 * What renting a canal tile would change for the player on turn.
 */
typedef struct {
  guint n_ships;
  SyWhatIfShip ships[SY_MAX_YARD_SLOTS];
  guint32 speeds_before;
  guint32 speeds_after;
} SyWhatIf;

/**
 * SyContractsWhatIf:
 * @before: the tally of the player on turn as things are, once the
 *   finished ships waiting in their yard have sailed
 * @after: the same once the decision is taken
 * @launched_before: how many ships sailed in @before
 * @launched_after: how many ships sailed in @after
 * @waiting_after: finished ships that could not sail yet in @after, as
 *   ships sail only once the main action is done
 *
 * What a decision the player on turn is about to enter would change for
 * their hidden contracts, for their eyes only.
 */
typedef struct {
  SyPlayerTally before;
  SyPlayerTally after;
  guint launched_before;
  guint launched_after;
  guint waiting_after;
} SyContractsWhatIf;

guint32  sy_canals_speed_mask    (const SyCanals    *canals);
gboolean sy_table_what_if_canal  (const SyTable     *table,
                                  const SyCanalTile *tile,
                                  int                x,
                                  int                y,
                                  SyWhatIf          *out,
                                  GError           **error);
gboolean sy_table_what_if_contracts (const SyTable      *table,
                                     const SyCardValues *values,
                                     const SyEvent      *event,
                                     SyContractsWhatIf  *out,
                                     GError            **error);

G_END_DECLS
