/* sy-tally.h: the final tally
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-contracts.h"
#include "sy-table.h"

G_BEGIN_DECLS

/**
 * SyContractTally:
 * @id: the contract
 * @known: whether its points could be worked out
 * @points: its points, when known
 * @missing_count: otherwise, the count whose value the card must give
 */
typedef struct {
  char id[SY_CONTRACT_ID_SIZE];
  gboolean known;
  guint points;
  guint missing_count;
} SyContractTally;

/**
 * SyPlayerTally:
 * @ships: the breakdown of the fleet's points, summed over the ships
 * @n_contracts: the contracts entered and held
 * @contracts: their points
 * @contracts_points: the points of those whose value is known, added up
 * @hands_entered: whether both colours' hands were entered
 * @employees: the merchants' printed points
 * @total: every point; in a public tally before the end, every public one
 * @complete: whether nothing is missing
 * @n_hidden: in a public tally before the end (see
 *   sy_table_tally_public()), how many contracts the player holds face
 *   down; then @n_contracts and @contracts_points are 0
 *
 * One player's final score by source.
 */
typedef struct {
  SyShipScore ships;
  guint n_contracts;
  SyContractTally contracts[2 * SY_MAX_HAND];
  guint contracts_points;
  gboolean hands_entered;
  guint employees;
  guint total;
  gboolean complete;
  guint n_hidden;
} SyPlayerTally;

/**
 * SyTally:
 * @players: each player's tally
 * @winners: the winners: most points, then most guilders, else shared;
 *   nobody in a solo game, whose score is only compared with the
 *   rulebook's table of titles (@solo_band)
 * @n_winners: how many share the win
 * @complete: whether every player's tally is complete
 * @solo_band: the solo game's result band (see sy_table_solo_band())
 * @contracts_hidden: whether the contracts are left out, face down: a
 *   public tally (sy_table_tally_public()) of a game not over yet
 */
typedef struct {
  SyPlayerTally players[SY_MAX_PLAYERS];
  gboolean winners[SY_MAX_PLAYERS];
  guint n_winners;
  gboolean complete;
  guint solo_band;
  gboolean contracts_hidden;
} SyTally;

/**
 * SyDiscardOption:
 * @keep: a bit for each card of the hand kept
 * @points: what the kept cards would score if the game ended now
 * @known: whether every kept card's value could be worked out
 *
 * One way to make a discard, as its owner sees it.
 */
typedef struct {
  guint keep;
  guint points;
  gboolean known;
} SyDiscardOption;

void     sy_table_tally             (const SyTable      *table,
                                     const SyCardValues *values,
                                     SyTally            *tally);
void     sy_table_tally_public      (const SyTable      *table,
                                     const SyCardValues *values,
                                     SyTally            *tally);
void     sy_table_tally_player      (const SyTable      *table,
                                     const SyCardValues *values,
                                     guint               player,
                                     SyPlayerTally      *tally);
guint    sy_table_tally_after_launches (const SyTable      *table,
                                        const SyCardValues *values,
                                        guint               player,
                                        SyPlayerTally      *tally);
guint    sy_table_discard_options   (const SyTable      *table,
                                     guint               player,
                                     guint               colour,
                                     const SyCardValues *values,
                                     SyDiscardOption    *options,
                                     guint               max);
double   sy_contracts_fitting_goal  (const SyShip       *ship,
                                     const SyFitting    *fitting,
                                     gpointer            user_data);

/**
 * SyContractGoal:
 * @weights: how much each held contract's points count, at colour ×
 *   %SY_MAX_HAND + its place in the hand; 0 (the default) leaves it out
 *
 * What sy_contracts_fitting_goal() needs: set it up with
 * sy_contract_goal_init(), set the weights, and pass it as the goal data
 * of a #SyFittingRequest to have the best fitting serve the player's
 * contracts.
 */
typedef struct {
  double weights[2 * SY_MAX_HAND];

  /*< private >*/
  SyTable *scratch;
  guint player;
  const SyCardValues *values;
  guint before[2 * SY_MAX_HAND];
  gboolean known[2 * SY_MAX_HAND];
} SyContractGoal;

void     sy_contract_goal_init      (SyContractGoal     *goal,
                                     const SyTable      *table,
                                     guint               player,
                                     const SyCardValues *values);
void     sy_contract_goal_clear     (SyContractGoal     *goal);

G_END_DECLS

G_BEGIN_DECLS

/**
 * SyWinReason:
 * @SY_WIN_SOLO: a solo game: no one to beat, the result band says how well
 * @SY_WIN_POINTS: the winner has the most points
 * @SY_WIN_GUILDERS: the most points were tied; the winner has the most guilders
 * @SY_WIN_SHARED: tied in points and guilders: the win is shared
 *
 * How the winner of a tally was found.
 */
typedef enum {
  SY_WIN_SOLO,
  SY_WIN_POINTS,
  SY_WIN_GUILDERS,
  SY_WIN_SHARED,
} SyWinReason;

SyWinReason sy_tally_get_win_reason (const SyTally *tally,
                                     const SyTable *table);

G_END_DECLS
