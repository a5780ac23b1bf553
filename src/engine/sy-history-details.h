/* sy-history-details.h: what the history keeps of each player's game for the statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table.h"

G_BEGIN_DECLS

/* The most contracts a player is dealt in a game: three of each colour. */
#define SY_HISTORY_MAX_DEALT (2 * SY_MAX_HAND)

/**
 * SyHistoryContract:
 * @id: the contract card
 * @known: whether its points are known (a card's value may be missing)
 * @points: its points, when known
 *
 * A contract a player held at the end of a game.
 */
typedef struct {
  char id[SY_CONTRACT_ID_SIZE];
  gboolean known;
  guint points;
} SyHistoryContract;

/**
 * SyHistoryDetails:
 * @ships_launched: the ships launched that scored
 * @crew: ships' points for their crew
 * @cannons_cranes: ships' points for cannons and cranes
 * @speed: ships' points for speed
 * @officials: ships' points from the officials of their cruises
 * @riband: ships' points for the Blue Riband
 * @contracts: the contracts' points, those whose value is known
 * @merchants: the merchants' end-game points
 * @money: guilders (first edition: coins) left, the tie-break
 * @best_ship_points: the best ship's points (0 when none scored)
 * @best_ship_speed: that ship's speed
 * @n_dealt: the contracts dealt to the player that were entered
 * @dealt: their cards
 * @n_kept: the contracts held at the end, after the discards
 * @kept: those contracts and their points
 *
 * One player's game as the rules' tally of it says, kept in the
 * history's index so that no game is replayed for the statistics.
 */
typedef struct {
  guint ships_launched;
  guint crew;
  guint cannons_cranes;
  guint speed;
  guint officials;
  guint riband;
  guint contracts;
  guint merchants;
  guint money;
  guint best_ship_points;
  guint best_ship_speed;
  guint n_dealt;
  char dealt[SY_HISTORY_MAX_DEALT][SY_CONTRACT_ID_SIZE];
  guint n_kept;
  SyHistoryContract kept[SY_HISTORY_MAX_DEALT];
} SyHistoryDetails;

G_END_DECLS
