/* sy-table-flow.c: the order of play: turns, rounds, the end of the game
 *
 * Everything that decides who is on turn and what comes next lives here:
 * a turn begins with step 1 (the tile of the player's previous turn moves
 * to the front), the rounds end (the second edition's gear drops its die,
 * the first edition's lead card completes a lap), the schedule calls for
 * discards, a stack of parts runs out, the regular turns give way to the
 * final action and the last chance, and the game ends.
 * sy_table_get_steps() tells the program what may happen now.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-table-flow"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-table-private.h"
#include "sy-error.h"
#include "sy-table-flow-private.h"

/**
 * sy_table_is_first_turn:
 * @table: a table
 *
 * Returns: whether the turn on is one of the first turns, which have no
 *   step 1 and may take the lead tile
 */
gboolean
sy_table_is_first_turn (const SyTable *table)
{
  return table->first_turns_left > 0;
}

/**
 * sy_table_is_opponent_turn:
 * @table: a table
 *
 * Returns: whether a solo opponent is on turn
 */
gboolean
sy_table_is_opponent_turn (const SyTable *table)
{
  return table->current >= table->facts.n_players && table->phase == SY_PHASE_CHOOSE;
}

/* Moves tile @from to the front of the row: the second edition's tiles
 * slide along, the gear turns a tooth. */
static void
move_to_front_second (SyTable *table,
                      guint    from)
{
  SyTrack *t = &table->track;
  SyAction tile = t->tiles[from];
  int owner = t->owner[from];
  guint markers = t->markers[from];
  guint coins = t->coins[from];

  memmove (&t->tiles[1], &t->tiles[0], from * sizeof t->tiles[0]);
  memmove (&t->owner[1], &t->owner[0], from * sizeof t->owner[0]);
  memmove (&t->markers[1], &t->markers[0], from * sizeof t->markers[0]);
  memmove (&t->coins[1], &t->coins[0], from * sizeof t->coins[0]);
  t->tiles[0] = tile;
  t->owner[0] = owner;
  t->markers[0] = markers;
  t->coins[0] = coins;
  table->teeth++;
}

/* The first edition: the card goes to the first empty space ahead of the
 * lead (the lead itself moves one space); one empty space must remain
 * ahead of the lead, so cards caught up are pushed on. */
static void
move_to_front_first (SyTable *table,
                     guint    from)
{
  SyTrack *t = &table->track;
  guint n = t->n_tiles;
  guint spaces = sy_catalog_get (SY_EDITION_FIRST)->track_spaces;
  guint lead_space = (t->space[0] + 1) % spaces;
  SyTrack moved = *t;
  guint k = 0;

  /* Reorder: the moved card first, then the others in their order. */
  moved.tiles[k] = t->tiles[from];
  moved.owner[k] = t->owner[from];
  moved.markers[k] = t->markers[from];
  moved.space[k] = lead_space;
  k++;
  for (guint i = 0; i < n; i++)
    {
      if (i == from)
        continue;
      moved.tiles[k] = t->tiles[i];
      moved.owner[k] = t->owner[i];
      moved.markers[k] = t->markers[i];
      moved.space[k] = t->space[i];
      k++;
    }

  /* Catch-up: the cards right ahead of the new lead (the rearmost ones,
   * round the track) move on one space each, as far as they touch. */
  {
    guint ahead = (lead_space + 1) % spaces;

    for (guint i = n; i-- > 1;)
      {
        if (moved.space[i] != ahead)
          break;
        moved.space[i] = (moved.space[i] + 1) % spaces;
        ahead = (ahead + 1) % spaces;
      }
  }

  *t = moved;
  table->lead_moves++;
}

/* Step 1: the tile of the previous turn goes to the front. */
static void
step_one (SyTable *table)
{
  SyTrack *t = &table->track;
  int from = -1;

  for (guint i = 0; i < t->n_tiles; i++)
    {
      if (t->owner[i] != (int) table->current)
        continue;
      /* Two players: the tile under two markers moves, one marker goes
       * to the tile with one. */
      if (table->facts.n_players != 2 || t->markers[i] == 2)
        from = (int) i;
    }
  g_return_if_fail (from >= 0);

  if (table->facts.n_players == 2)
    for (guint i = 0; i < t->n_tiles; i++)
      if (t->owner[i] == (int) table->current && t->markers[i] == 1)
        t->markers[i] = 2;

  t->owner[from] = -1;
  t->markers[from] = 0;

  if (table->facts.edition == SY_EDITION_SECOND)
    move_to_front_second (table, (guint) from);
  else
    move_to_front_first (table, (guint) from);
}

/* A regular turn of the seat in table->current begins: step 1, and the
 * first edition's lap end it brings. */
void
_sy_table_begin_turn (SyTable *table)
{
  if (!sy_table_is_first_turn (table))
    step_one (table);

  /* The first edition's lap ends in the turn whose step 1 puts the lead
   * card back on the starting space: "Jakmile je vedoucí kartička opět
   * umístěna na startovní políčko ... provedly kartičky akcí okruh" (p. 5).
   * Each step 1 moves the lead exactly one space, so a lap is 23 of them.
   * The engine knows every card's space, so it decides; the players do not
   * enter it. */
  if (table->facts.edition == SY_EDITION_FIRST && table->lead_moves > 0
      && table->track.space[0] == 0)
    table->round_ended = TRUE;

  table->players[table->current].turns++;
  table->turns_played++;
  table->phase = SY_PHASE_CHOOSE;
  table->main_done = FALSE;
  table->bonus_done = FALSE;
  table->launching = FALSE;
  table->has_chosen = FALSE;
}

/**
 * sy_table_may_enter_round_end:
 * @table: a table
 *
 * Returns: whether the players may enter a `round-end` event now: in the
 *   second edition, once a turn, after the gear has turned; never in the
 *   first, whose lap end the engine decides
 */
gboolean
sy_table_may_enter_round_end (const SyTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);

  return table->facts.edition == SY_EDITION_SECOND
         && (table->phase == SY_PHASE_CHOOSE || table->phase == SY_PHASE_ACT)
         && !table->round_ended && !(sy_table_is_first_turn (table) && table->teeth == 0);
}

/**
 * sy_table_expects_round_end:
 * @table: a table
 *
 * What the rules imply, for the players to confirm: the second edition's
 * gear has turned as many teeth as in its last revolution (the rulebook
 * does not give the teeth of a revolution, so the drop is entered). The
 * first edition's lap end is the engine's to decide, never entered.
 *
 * Returns: whether the players should say that the gear's die dropped in
 *   this turn
 */
gboolean
sy_table_expects_round_end (const SyTable *table)
{
  if (table->facts.edition != SY_EDITION_SECOND || !sy_table_may_enter_round_end (table))
    return FALSE;
  return table->last_revolution > 0 && table->teeth == table->last_revolution;
}

/**
 * sy_table_round_ends_this_turn:
 * @table: a table
 *
 * Returns: whether the round ends when this turn is over: the gear's die
 *   dropped or is due to (second edition), the lead card reached the
 *   starting space (first edition)
 */
gboolean
sy_table_round_ends_this_turn (const SyTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);

  return table->round_ended || sy_table_expects_round_end (table);
}

gboolean
_sy_table_apply_round_end (SyTable        *table,
                           const SyEvent  *event,
                           GError        **error)
{
  if (table->facts.edition == SY_EDITION_FIRST)
    {
      /* The engine ends the first edition's laps itself. Logs of older
       * versions of the program say so too: such a round-end is taken once
       * in the turn the lap really ends, and refused anywhere else. */
      if (!table->round_ended || table->round_end_entered
          || (table->phase != SY_PHASE_CHOOSE && table->phase != SY_PHASE_ACT))
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("The lead card is not on the starting space after this turn’s move: the lap has not ended."));
          return FALSE;
        }
      table->round_end_entered = TRUE;
      return TRUE;
    }
  if ((table->phase != SY_PHASE_CHOOSE && table->phase != SY_PHASE_ACT) || table->round_ended)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("The gear’s die drops during a player’s turn, once."));
      return FALSE;
    }
  if (!sy_table_may_enter_round_end (table))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("Nothing on the track has moved yet in this game."));
      return FALSE;
    }
  table->round_ended = TRUE;
  return TRUE;
}

/**
 * sy_table_may_enter_stack_empty:
 * @table: a table
 *
 * Parts are laid out after each purchase, in the final action and the
 * last chance too, which the rulebooks name among the times a part of an
 * empty stack is bought: "během běžných tahů, závěrečné akce a během
 * poslední šance" (second edition, Konec hry).
 *
 * Returns: whether the players may enter a `stack-empty` event now, for a
 *   stack that has not run out yet
 */
gboolean
sy_table_may_enter_stack_empty (const SyTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);

  return table->phase == SY_PHASE_CHOOSE || table->phase == SY_PHASE_ACT
         || table->phase == SY_PHASE_FINAL_ACTION || table->phase == SY_PHASE_LAST_CHANCE;
}

gboolean
_sy_table_apply_stack_empty (SyTable        *table,
                             const SyEvent  *event,
                             GError        **error)
{
  if (!sy_table_may_enter_stack_empty (table))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("A stack of ship parts runs out during a player’s turn, the final action or the last chance."));
      return FALSE;
    }
  if (event->kind < SY_PART_BOW || event->kind > SY_PART_STERN || table->stack_empty[event->kind])
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("That stack of ship parts has run out already."));
      return FALSE;
    }
  table->stack_empty[event->kind] = TRUE;
  table->ends_early = TRUE;
  return TRUE;
}

/* Whose discards are due, if anyone's. */
gboolean
_sy_table_discards_due (const SyTable *table)
{
  for (guint p = 0; p < table->facts.n_players; p++)
    if (table->players[p].discards_due[0] > 0 || table->players[p].discards_due[1] > 0)
      return TRUE;
  return FALSE;
}

static void
begin_final_phase (SyTable *table,
                   SyPhase  phase)
{
  table->phase = phase;
  table->current = table->start_player;
  table->final_done = 0;
  table->main_done = FALSE;
  table->bonus_done = FALSE;
  table->launching = FALSE;
  table->has_chosen = FALSE;
}

/**
 * sy_table_last_chance_slots:
 * @table: the table
 * @player: the player whose yard is asked about
 * @kind: the kind of the part
 *
 * The slots of @player's yard where one part of @kind, placed where the
 * yard allows, finishes a ship: the only parts the last chance buys
 * ("Tuto šanci dostanete pouze tehdy, pokud můžete loď dokončit jedním
 * jediným dílem", second edition; "Pokud hráč nemůže dokončit loď jediným
 * lodním dílem, tak je přeskočen", first edition).
 *
 * Returns: a mask with bit n set for slot n
 */
guint
sy_table_last_chance_slots (const SyTable *table,
                            guint          player,
                            SyPartKind     kind)
{
  const SyYard *yard;
  guint legal;
  guint mask = 0;

  g_return_val_if_fail (table != NULL, 0);
  g_return_val_if_fail (player < SY_MAX_PLAYERS, 0);
  g_return_val_if_fail (kind >= SY_PART_BOW && kind <= SY_PART_STERN, 0);

  yard = &table->players[player].yard;
  legal = sy_yard_legal_slots (yard, kind);
  for (guint slot = 0; slot < yard->n_slots; slot++)
    {
      SyYard after = *yard;

      if (!(legal & (1u << slot)))
        continue;
      after.slots[slot].kind = kind;
      if (sy_yard_find_finished (&after, NULL) > 0)
        mask |= 1u << slot;
    }
  return mask;
}

/* Whether @player can finish a ship with exactly one part. */
static gboolean
has_last_chance (const SyTable *table,
                 guint          player)
{
  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    if (sy_table_last_chance_slots (table, player, kind) != 0)
      return TRUE;
  return FALSE;
}

/* Moves to the next player of the last chance who has one, or ends. */
static void
next_last_chance (SyTable *table)
{
  while (table->final_done < table->facts.n_players
         && !has_last_chance (table, table->current))
    {
      table->final_done++;
      table->current = (table->current + 1) % table->facts.n_players;
    }
  if (table->final_done == table->facts.n_players)
    table->phase = SY_PHASE_OVER;
}

/* After a regular turn (and any discards it called for): the discards
 * due, the end of the regular turns, or the next seat, whose turn the
 * caller begins.
 *
 * Returns: whether the next seat's regular turn is to begin */
static gboolean
settle (SyTable *table)
{
  guint n = table->facts.n_players;

  if (_sy_table_discards_due (table))
    {
      table->phase = SY_PHASE_DISCARD;
      return FALSE;
    }

  if (table->last_regular_turns)
    {
      /* Both rulebooks: everyone ends the game with one contract of each
       * colour. When the game ends before the schedule has brought the
       * hands down to that (an early end), the players discard the rest
       * now (a reading of ours: the rulebooks do not say when). */
      if (!table->trimmed)
        {
          table->trimmed = TRUE;
          for (guint p = 0; p < n; p++)
            for (guint c = 0; c < 2; c++)
              if (table->players[p].contracts[c] > 1)
                table->players[p].discards_due[c] = table->players[p].contracts[c] - 1;
          if (_sy_table_discards_due (table))
            {
              table->phase = SY_PHASE_DISCARD;
              return FALSE;
            }
        }
      begin_final_phase (table, SY_PHASE_FINAL_ACTION);
      return FALSE;
    }

  table->current = (table->current + 1) % table->seats;
  return TRUE;
}

/* After a regular turn (and any discards it called for): the next turn,
 * or the end of the game's regular turns. */
void
_sy_table_advance (SyTable *table)
{
  if (settle (table))
    _sy_table_begin_turn (table);
}

/* The bookkeeping of a regular turn's end: the round that ended with it,
 * the discards the schedule calls for, the end drawing near.
 *
 * Returns: whether the next seat's regular turn is to begin */
static gboolean
close_regular_turn (SyTable *table)
{
  guint n = table->facts.n_players;
  guint seats = table->seats;

  if (table->first_turns_left > 0)
    table->first_turns_left--;

  if (table->round_ended)
    {
      table->round_ended = FALSE;
      table->round_end_entered = FALSE;
      table->rounds++;
      if (table->facts.edition == SY_EDITION_SECOND)
        {
          guint last = table->track.n_tiles - 1;

          if (table->track.owner[last] < 0)
            table->track.coins[last]++;
          table->last_revolution = table->teeth;
          table->teeth = 0;
        }
      else
        table->lead_moves = 0;

      for (guint d = 0; d < table->facts.n_discards; d++)
        if (table->facts.discards[d].after_round == table->rounds)
          for (guint p = 0; p < n; p++)
            for (guint c = 0; c < 2; c++)
              table->players[p].discards_due[c] += MIN (table->facts.discards[d].per_colour,
                                                        table->players[p].contracts[c]);

      /* The second edition: one revolution after the last die. The
       * first: the countdown marker reaches its last space. */
      if ((table->facts.edition == SY_EDITION_SECOND
           && table->rounds == table->facts.round_counter_dice + 1)
          || (table->facts.edition == SY_EDITION_FIRST
              && table->rounds == table->facts.countdown_start))
        table->end_near = TRUE;
    }
  if (table->ends_early)
    table->end_near = TRUE;

  /* From then on, turns go on until every player has had as many: the
   * second edition's "the next player takes the last regular turn" and the
   * early end's "the player right of the start player plays last" both come
   * to this, which is what the rulebooks say they are for. */
  if (table->end_near)
    {
      gboolean equal = TRUE;

      for (guint p = 1; p < seats; p++)
        equal &= table->players[p].turns == table->players[0].turns;
      if (equal)
        table->last_regular_turns = TRUE;
    }

  return settle (table);
}

/* A regular turn is over: a player's, or a solo opponent's. */
void
_sy_table_finish_regular_turn (SyTable *table)
{
  if (close_regular_turn (table))
    _sy_table_begin_turn (table);
}

/* Why no event of @type is taken in this phase, in the players' words;
 * %NULL when the phase allows it (the event's own checks come after). */
const char *
_sy_table_phase_refuses (const SyTable *table,
                         SyEventType    type)
{
  if (table->phase == SY_PHASE_OVER)
    return _("The game is over.");
  if ((table->phase == SY_PHASE_LAYOUT) != (type == SY_EVENT_LAYOUT))
    return table->phase == SY_PHASE_LAYOUT
           ? _("Lay out the table first.")
           : _("The table is laid out already.");
  if (sy_table_is_opponent_turn (table) && type != SY_EVENT_SOLO_TURN
      && type != SY_EVENT_ROUND_END && type != SY_EVENT_STACK_EMPTY && type != SY_EVENT_DEAL)
    return _("A solo opponent is on turn: reveal the next solo tile.");
  if (table->phase == SY_PHASE_DISCARD && type != SY_EVENT_DISCARD && type != SY_EVENT_DEAL)
    return _("The players discard contracts before play goes on.");
  return NULL;
}

/* Why the turn on cannot end now, in the players' words, the message an
 * end-turn is refused with; %NULL when it can. The one place that says
 * when a turn may end. */
static const char *
end_turn_refusal (const SyTable *table)
{
  const char *refusal = _sy_table_phase_refuses (table, SY_EVENT_END_TURN);

  if (refusal != NULL)
    return refusal;
  if (table->phase != SY_PHASE_ACT && table->phase != SY_PHASE_FINAL_ACTION
      && table->phase != SY_PHASE_LAST_CHANCE)
    return _("Choose an action first.");
  if (!table->main_done)
    return table->phase == SY_PHASE_LAST_CHANCE
           ? _("Buy the part that finishes your ship, or let the last chance go.")
           : _("Perform your action before you end the turn.");
  if (sy_yard_find_finished (&table->players[table->current].yard, NULL) > 0)
    return _("A finished ship must leave the yard on its cruise before the turn ends.");
  return NULL;
}

/* The turn on ends, its checks passed.
 *
 * Returns: whether the next seat's regular turn is to begin */
static gboolean
close_turn (SyTable *table)
{
  switch (table->phase)
    {
    case SY_PHASE_ACT:
      return close_regular_turn (table);
    case SY_PHASE_FINAL_ACTION:
      table->final_done++;
      table->current = (table->current + 1) % table->facts.n_players;
      table->main_done = table->bonus_done = table->launching = FALSE;
      if (table->final_done == table->facts.n_players)
        {
          begin_final_phase (table, SY_PHASE_LAST_CHANCE);
          next_last_chance (table);
        }
      return FALSE;
    case SY_PHASE_LAST_CHANCE:
      table->final_done++;
      table->current = (table->current + 1) % table->facts.n_players;
      table->main_done = table->launching = FALSE;
      next_last_chance (table);
      return FALSE;
    default:
      g_return_val_if_reached (FALSE);
    }
}

gboolean
_sy_table_apply_end_turn (SyTable        *table,
                          const SyEvent  *event,
                          GError        **error)
{
  const char *refusal = end_turn_refusal (table);

  if (refusal != NULL)
    {
      g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, refusal);
      return FALSE;
    }
  if (close_turn (table))
    _sy_table_begin_turn (table);
  return TRUE;
}

gboolean
_sy_table_apply_pass (SyTable        *table,
                      const SyEvent  *event,
                      GError        **error)
{
  if (table->phase != SY_PHASE_LAST_CHANCE || table->main_done)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("Only the last chance can be let go."));
      return FALSE;
    }
  table->final_done++;
  table->current = (table->current + 1) % table->facts.n_players;
  next_last_chance (table);
  return TRUE;
}

/* The phase the table goes to when the present step is over, worked out
 * on a copy. */
static SyPhase
phase_after (const SyTable *table)
{
  g_autofree SyTable *after = NULL;
  gboolean begins = FALSE;

  switch (table->phase)
    {
    case SY_PHASE_LAYOUT:
      return SY_PHASE_CHOOSE;
    case SY_PHASE_CHOOSE:
      if (!sy_table_is_opponent_turn (table))
        return SY_PHASE_ACT;
      after = g_memdup2 (table, sizeof *table);
      begins = close_regular_turn (after);
      break;
    case SY_PHASE_ACT:
    case SY_PHASE_FINAL_ACTION:
    case SY_PHASE_LAST_CHANCE:
      after = g_memdup2 (table, sizeof *table);
      begins = close_turn (after);
      break;
    case SY_PHASE_DISCARD:
      after = g_memdup2 (table, sizeof *table);
      for (guint p = 0; p < after->facts.n_players; p++)
        for (guint c = 0; c < 2; c++)
          {
            after->players[p].contracts[c] -= after->players[p].discards_due[c];
            after->players[p].discards_due[c] = 0;
          }
      begins = settle (after);
      break;
    case SY_PHASE_OVER:
    default:
      return SY_PHASE_OVER;
    }
  return begins ? SY_PHASE_CHOOSE : after->phase;
}

/**
 * sy_table_get_steps:
 * @table: a table
 * @steps: (out caller-allocates): what may happen now
 *
 * Everything the program shows about the order of play, worked out by
 * the rules: whose turn it is, what is still to do in it, whether it may
 * end and why not, where the round counter and the countdown stand, and
 * which phase comes next. A window reads this instead of the table's
 * fields, so that each rule is written once.
 */
void
sy_table_get_steps (const SyTable *table,
                    SyTableSteps  *steps)
{
  const SySetupFacts *f;
  gboolean turn;

  g_return_if_fail (table != NULL && steps != NULL);

  f = &table->facts;
  memset (steps, 0, sizeof *steps);
  steps->phase = table->phase;
  steps->next_phase = phase_after (table);
  steps->current = table->current;
  steps->opponent_turn = sy_table_is_opponent_turn (table);
  steps->first_turn = sy_table_is_first_turn (table);
  steps->tile_chosen = table->has_chosen;
  steps->chosen = table->chosen;

  turn = table->phase == SY_PHASE_ACT || table->phase == SY_PHASE_FINAL_ACTION
         || table->phase == SY_PHASE_LAST_CHANCE;
  steps->main_pending = turn && !table->main_done;
  steps->bonus_open = table->phase == SY_PHASE_ACT && !table->bonus_done && !table->launching;
  steps->bonus_price = SY_BONUS_PRICE;
  steps->launch_begun = table->launching;
  if (table->current < f->n_players)
    steps->finished_ships = sy_yard_find_finished (&table->players[table->current].yard, NULL);
  steps->end_turn_refusal = end_turn_refusal (table);
  steps->can_end_turn = steps->end_turn_refusal == NULL;
  steps->can_pass = table->phase == SY_PHASE_LAST_CHANCE && !table->main_done;

  steps->may_enter_round_end = sy_table_may_enter_round_end (table);
  steps->expects_round_end = sy_table_expects_round_end (table);
  steps->round_ends_this_turn = sy_table_round_ends_this_turn (table);
  steps->round_end_reached = table->round_ended;
  steps->rounds_ended = table->rounds;
  if (f->edition == SY_EDITION_SECOND)
    {
      steps->dice_removed = MIN (table->rounds, f->round_counter_dice);
      steps->dice_left = f->round_counter_dice - steps->dice_removed;
      steps->gear_teeth = table->teeth;
      steps->gear_revolution_known = table->last_revolution > 0;
      if (table->last_revolution > 0)
        steps->gear_share = MIN ((double) table->teeth / table->last_revolution, 1.0);
      steps->countdown_space = -1;
    }
  else
    steps->countdown_space = table->rounds <= f->countdown_start
                             ? (int) (f->countdown_start - table->rounds) : -1;

  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    steps->stack_ran_out[kind] = table->stack_empty[kind];
  steps->may_enter_stack_empty = sy_table_may_enter_stack_empty (table);
  steps->all_stacks_empty = table->stack_empty[SY_PART_BOW] && table->stack_empty[SY_PART_MIDDLE]
                            && table->stack_empty[SY_PART_STERN];
  steps->ends_early = table->ends_early;
  steps->end_near = table->end_near;
  steps->last_regular_turns = table->last_regular_turns;
}
