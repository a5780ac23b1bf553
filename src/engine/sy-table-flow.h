/* sy-table-flow.h: the order of play, and what may happen now
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-table.h"

G_BEGIN_DECLS

/**
 * SyTableSteps:
 * @phase: the phase of the game
 * @next_phase: the phase the table goes to when the present step is over:
 *   after the choice (%SY_PHASE_CHOOSE goes to %SY_PHASE_ACT, a solo
 *   opponent's turn to the next seat's), when the turn ends, when the
 *   discards are done
 * @current: the seat on turn: a player, or a solo opponent
 * @opponent_turn: a solo opponent is on turn: the players reveal its tile
 * @first_turn: one of the first turns, without step 1
 * @tile_chosen: an action tile was chosen in this turn
 * @chosen: the action chosen, when @tile_chosen
 * @main_pending: the turn's action (the one chosen, the final action, the
 *   last chance's part) is still to be performed
 * @bonus_open: a bonus action may still be taken in this turn (it costs
 *   @bonus_price, paid when it is taken)
 * @bonus_price: what a bonus action costs
 * @launch_begun: step 5 has begun: the actions of the turn are over
 * @finished_ships: finished ships in the yard of the player on turn
 * @can_end_turn: an end-turn would be taken now
 * @end_turn_refusal: (nullable): why the turn cannot end, the message
 *   sy_table_apply() refuses an end-turn with; %NULL when @can_end_turn
 * @can_pass: the last chance may be let go
 * @may_enter_round_end: the players may say that the gear's die dropped
 * @expects_round_end: by the count of the gear, the die drops in this turn
 * @round_ends_this_turn: the round ends when this turn is over
 * @round_end_reached: the round's end came in this turn (the die dropped, the
 *   lap ended)
 * @rounds_ended: rounds ended: dice removed from the round counter (second
 *   edition), laps of the track (first edition)
 * @dice_removed: second edition: dice taken off the round counter
 * @dice_left: second edition: dice still on the round counter
 * @gear_teeth: second edition: teeth the gear turned since its die dropped
 * @gear_revolution_known: second edition: a full revolution of the gear
 *   has been seen, so @gear_share means something
 * @gear_share: second edition: the share of the last revolution turned so
 *   far, 0 to 1
 * @countdown_space: first edition: the countdown track's space the marker
 *   stands on, counted down to 0 for the end; -1 when none (and always in
 *   the second edition)
 * @stack_ran_out: the stacks of ship parts that ran out, by #SyPartKind
 * @may_enter_stack_empty: the players may say now that a stack ran out (one
 *   not in @stack_ran_out): in a turn, the final action or the last chance
 * @all_stacks_empty: the bows, the middle parts and the sterns all ran out
 * @ends_early: a stack ran out: the game ends early
 * @end_near: the end is near: turns go on until every seat has had as many
 * @last_regular_turns: the regular turns are over once this one ends (and
 *   any discards it calls for)
 *
 * What the order of play allows now, as sy_table_get_steps() gives it.
 */
typedef struct {
  SyPhase phase;
  SyPhase next_phase;
  guint current;
  gboolean opponent_turn;
  gboolean first_turn;
  gboolean tile_chosen;
  SyAction chosen;

  gboolean main_pending;
  gboolean bonus_open;
  guint bonus_price;
  gboolean launch_begun;
  guint finished_ships;
  gboolean can_end_turn;
  const char *end_turn_refusal;
  gboolean can_pass;

  gboolean may_enter_round_end;
  gboolean expects_round_end;
  gboolean round_ends_this_turn;
  gboolean round_end_reached;
  guint rounds_ended;
  guint dice_removed;
  guint dice_left;
  guint gear_teeth;
  gboolean gear_revolution_known;
  double gear_share;
  int countdown_space;

  gboolean stack_ran_out[SY_PART_STERN + 1];
  gboolean may_enter_stack_empty;
  gboolean all_stacks_empty;
  gboolean ends_early;
  gboolean end_near;
  gboolean last_regular_turns;
} SyTableSteps;

void     sy_table_get_steps            (const SyTable *table,
                                        SyTableSteps  *steps);
gboolean sy_table_is_first_turn        (const SyTable *table);
gboolean sy_table_is_opponent_turn     (const SyTable *table);
gboolean sy_table_expects_round_end    (const SyTable *table);
gboolean sy_table_may_enter_round_end  (const SyTable *table);
gboolean sy_table_may_enter_stack_empty (const SyTable *table);
gboolean sy_table_round_ends_this_turn (const SyTable *table);
guint    sy_table_last_chance_slots    (const SyTable *table,
                                        guint          player,
                                        SyPartKind     kind);

G_END_DECLS
