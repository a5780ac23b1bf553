/* sy-table.c: the table's state, the turn and the rounds
 *
 * Each event is checked against the state and applied to a copy, which
 * replaces the state only when the whole event is legal: a refused event
 * changes nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-table"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-contracts.h"
#include "sy-error.h"
#include "sy-table-private.h"

void
sy_table_init (SyTable            *table,
               const SySetupFacts *facts,
               guint               start_player)
{
  const SyCatalog *catalog = sy_catalog_get (facts->edition);

  memset (table, 0, sizeof *table);
  table->facts = *facts;
  table->start_player = start_player;
  table->current = start_player;
  table->phase = SY_PHASE_LAYOUT;
  table->seats = facts->n_players + facts->solo_opponents;
  table->first_turns_left = facts->n_players == 2 ? 4 : table->seats;

  for (guint p = 0; p < facts->n_players; p++)
    {
      SyPlayerState *player = &table->players[p];

      player->money = facts->starting_guilders;
      sy_yard_init (&player->yard, catalog);
      sy_canals_init (&player->canals);
      /* Every player starts with a goods tile showing all three goods. */
      player->n_goods = 1;
      for (guint g = 0; g < SY_GOODS_KINDS; g++)
        player->goods[0].goods[g] = g;
      player->contracts[0] = player->contracts[1] = facts->contracts_per_colour;
    }
}

static gboolean
apply_layout (SyTable        *table,
              const SyEvent  *event,
              GError        **error)
{
  const SyCatalog *catalog = sy_catalog_get (table->facts.edition);
  guint expected = table->facts.subsidy_in_play ? SY_N_ACTIONS : SY_N_ACTIONS - 1;
  gboolean seen[SY_N_ACTIONS] = { FALSE, };
  gboolean crew_seen[SY_RING_SECTORS] = { FALSE, };

  if (event->n_track != expected)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("The action track holds %u tiles in this game."), expected);
      return FALSE;
    }
  for (guint i = 0; i < event->n_track; i++)
    {
      SyAction a = event->track[i];

      if ((guint) a >= SY_N_ACTIONS || seen[a]
          || (a == SY_ACTION_SUBSIDY && !table->facts.subsidy_in_play))
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("Each action tile in play lies once on the track."));
          return FALSE;
        }
      seen[a] = TRUE;
    }
  for (guint i = 0; i < SY_RING_SECTORS; i++)
    {
      guint found = SY_RING_SECTORS;

      for (guint j = 0; j < SY_RING_SECTORS; j++)
        if (catalog->crew_ring_items[j] == event->crew_ring[i])
          found = j;
      if (found == SY_RING_SECTORS || crew_seen[found])
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("The crew ring shows each of its four pieces once."));
          return FALSE;
        }
      crew_seen[found] = TRUE;
    }
  if (event->equipment_pointer >= SY_RING_SECTORS || event->crew_pointer >= SY_RING_SECTORS
      || event->employee_pointer >= catalog->employee_ring_spaces)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("A ring pointer stands on a sector the ring does not have."));
      return FALSE;
    }

  table->track.n_tiles = event->n_track;
  for (guint i = 0; i < event->n_track; i++)
    {
      table->track.tiles[i] = event->track[i];
      table->track.owner[i] = -1;
      /* First edition: the cards lie side by side, the lead on the
       * starting space. */
      if (catalog->track_spaces > 0)
        table->track.space[i] = (catalog->track_spaces - i) % catalog->track_spaces;
    }
  if (event->has_ring)
    {
      if (catalog->employee_ring_spaces != SY_RING_STOPS)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("The employee ring has %u stops of three."), catalog->employee_ring_spaces);
          return FALSE;
        }
      for (guint stop = 0; stop < SY_RING_STOPS; stop++)
        for (guint i = 0; i < SY_RING_PILES; i++)
          {
            if (!_sy_table_check_employee (table, &event->ring[stop][i], error))
              return FALSE;
            table->ring[stop][i] = event->ring[stop][i];
            /* With three or four players, set II lies on its twins. */
            table->ring_count[stop][i] = table->facts.employee_sets;
          }
      table->ring_known = TRUE;
      /* Now that the whole ring is known, its kinds' colours must agree. */
      for (guint stop = 0; stop < SY_RING_STOPS; stop++)
        for (guint i = 0; i < SY_RING_PILES; i++)
          if (!_sy_table_check_employee (table, &table->ring[stop][i], error))
            return FALSE;
    }
  table->equipment_pointer = event->equipment_pointer;
  memcpy (table->crew_ring, event->crew_ring, sizeof table->crew_ring);
  table->crew_pointer = event->crew_pointer;
  table->employee_pointer = event->employee_pointer;

  _sy_table_begin_turn (table);
  return TRUE;
}

static gboolean
apply_choose (SyTable        *table,
              const SyEvent  *event,
              GError        **error)
{
  int tile = sy_table_find_tile (table, event->action);
  SyPlayerState *player = &table->players[table->current];

  if (tile < 0)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("That action tile is not in play."));
      return FALSE;
    }
  if (!sy_table_can_choose (table, (guint) tile, error))
    return FALSE;

  player->money += sy_table_income (table, (guint) tile);
  table->track.coins[tile] = 0;
  table->track.owner[tile] = (int) table->current;
  table->track.markers[tile] = _sy_table_markers_to_place (table);
  table->chosen = event->action;
  table->has_chosen = TRUE;
  table->phase = SY_PHASE_ACT;
  return TRUE;
}

static gboolean
apply_round_end (SyTable        *table,
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

static gboolean
apply_stack_empty (SyTable        *table,
                   const SyEvent  *event,
                   GError        **error)
{
  /* Parts are laid out after each purchase, in the final action and the
   * last chance too, which the rulebooks name among the times a part of an
   * empty stack is bought: "během běžných tahů, závěrečné akce a během
   * poslední šance" (second edition, Konec hry). */
  if (table->phase != SY_PHASE_CHOOSE && table->phase != SY_PHASE_ACT
      && table->phase != SY_PHASE_FINAL_ACTION && table->phase != SY_PHASE_LAST_CHANCE)
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
  table->early_end = TRUE;
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

/* Whether @player can finish a ship with exactly one part. */
gboolean
_sy_table_has_last_chance (const SyTable *table,
                           guint          player)
{
  const SyYard *yard = &table->players[player].yard;

  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    {
      guint mask = sy_yard_legal_slots (yard, kind);

      for (guint slot = 0; slot < yard->n_slots; slot++)
        {
          SyYard after = *yard;

          if (!(mask & (1u << slot)))
            continue;
          after.slots[slot].kind = kind;
          if (sy_yard_find_finished (&after, NULL) > 0)
            return TRUE;
        }
    }
  return FALSE;
}

/* Moves to the next player of the last chance who has one, or ends. */
static void
next_last_chance (SyTable *table)
{
  while (table->final_done < table->facts.n_players
         && !_sy_table_has_last_chance (table, table->current))
    {
      table->final_done++;
      table->current = (table->current + 1) % table->facts.n_players;
    }
  if (table->final_done == table->facts.n_players)
    table->phase = SY_PHASE_OVER;
}

/* After a regular turn (and any discards it called for): the next turn,
 * or the end of the game's regular turns. */
void
_sy_table_advance (SyTable *table)
{
  guint n = table->facts.n_players;
  guint seats = table->seats;

  if (_sy_table_discards_due (table))
    {
      table->phase = SY_PHASE_DISCARD;
      return;
    }

  if (table->ending)
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
              return;
            }
        }
      begin_final_phase (table, SY_PHASE_FINAL_ACTION);
      return;
    }

  table->current = (table->current + 1) % seats;
  _sy_table_begin_turn (table);
}

void
_sy_table_finish_regular_turn (SyTable *table)
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
        table->closing = TRUE;
    }
  if (table->early_end)
    table->closing = TRUE;

  /* From then on, turns go on until every player has had as many: the
   * second edition's "the next player takes the last regular turn" and the
   * early end's "the player right of the start player plays last" both come
   * to this, which is what the rulebooks say they are for. */
  if (table->closing)
    {
      gboolean equal = TRUE;

      for (guint p = 1; p < seats; p++)
        equal &= table->players[p].turns == table->players[0].turns;
      if (equal)
        table->ending = TRUE;
    }

  _sy_table_advance (table);
}

static gboolean
apply_end_turn (SyTable        *table,
                const SyEvent  *event,
                GError        **error)
{
  SyPlayerState *player = &table->players[table->current];

  if (table->phase != SY_PHASE_ACT && table->phase != SY_PHASE_FINAL_ACTION
      && table->phase != SY_PHASE_LAST_CHANCE)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("Choose an action first."));
      return FALSE;
    }
  if (!table->main_done)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   table->phase == SY_PHASE_LAST_CHANCE
                   ? _("Buy the part that finishes your ship, or let the last chance go.")
                   : _("Perform your action before you end the turn."));
      return FALSE;
    }
  if (sy_yard_find_finished (&player->yard, NULL) > 0)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("A finished ship must leave the yard on its cruise before the turn ends."));
      return FALSE;
    }

  switch (table->phase)
    {
    case SY_PHASE_ACT:
      _sy_table_finish_regular_turn (table);
      break;
    case SY_PHASE_FINAL_ACTION:
      table->final_done++;
      table->current = (table->current + 1) % table->facts.n_players;
      table->main_done = table->bonus_done = table->launching = FALSE;
      if (table->final_done == table->facts.n_players)
        {
          begin_final_phase (table, SY_PHASE_LAST_CHANCE);
          next_last_chance (table);
        }
      break;
    case SY_PHASE_LAST_CHANCE:
      table->final_done++;
      table->current = (table->current + 1) % table->facts.n_players;
      table->main_done = table->launching = FALSE;
      next_last_chance (table);
      break;
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

static gboolean
apply_pass (SyTable        *table,
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

static gboolean
apply (SyTable        *table,
       const SyEvent  *event,
       GError        **error)
{
  if (table->phase == SY_PHASE_OVER)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("The game is over."));
      return FALSE;
    }
  if ((table->phase == SY_PHASE_LAYOUT) != (event->type == SY_EVENT_LAYOUT))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   table->phase == SY_PHASE_LAYOUT
                   ? _("Lay out the table first.")
                   : _("The table is laid out already."));
      return FALSE;
    }
  if (sy_table_is_opponent_turn (table) && event->type != SY_EVENT_SOLO_TURN
      && event->type != SY_EVENT_ROUND_END && event->type != SY_EVENT_STACK_EMPTY
      && event->type != SY_EVENT_DEAL)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("A solo opponent is on turn: reveal the next solo tile."));
      return FALSE;
    }
  if (table->phase == SY_PHASE_DISCARD && event->type != SY_EVENT_DISCARD
      && event->type != SY_EVENT_DEAL)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("The players discard contracts before play goes on."));
      return FALSE;
    }

  switch (event->type)
    {
    case SY_EVENT_LAYOUT:
      return apply_layout (table, event, error);
    case SY_EVENT_CHOOSE:
      return apply_choose (table, event, error);
    case SY_EVENT_ROUND_END:
      return apply_round_end (table, event, error);
    case SY_EVENT_STACK_EMPTY:
      return apply_stack_empty (table, event, error);
    case SY_EVENT_END_TURN:
      return apply_end_turn (table, event, error);
    case SY_EVENT_PASS:
      return apply_pass (table, event, error);
    case SY_EVENT_DISCARD:
      return _sy_table_apply_discard (table, event, error);
    case SY_EVENT_DEAL:
      return _sy_table_apply_deal (table, event, error);
    case SY_EVENT_LAUNCH:
      return _sy_table_apply_launch (table, event, error);
    case SY_EVENT_SOLO_TURN:
      return _sy_table_apply_solo_turn (table, event, error);
    case SY_EVENT_BUILD:
    case SY_EVENT_CANAL:
    case SY_EVENT_GOODS:
    case SY_EVENT_EQUIPMENT:
    case SY_EVENT_CREW:
    case SY_EVENT_HIRE:
    case SY_EVENT_EXCHANGE:
    case SY_EVENT_SUBSIDY:
      return _sy_table_apply_action (table, event, error);
    case SY_N_EVENT_TYPES:
    default:
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("The program does not know that event."));
      return FALSE;
    }
}

/**
 * sy_table_apply:
 * @table: a table
 * @event: what happened
 * @error: return location for a %SY_ERROR_ILLEGAL_MOVE or another error of
 *   the rules, in a player's words
 *
 * Checks @event against the state and applies it, or changes nothing.
 *
 * Returns: whether @event was legal and applied
 */
gboolean
sy_table_apply (SyTable        *table,
                const SyEvent  *event,
                GError        **error)
{
  SyTable *next;
  gboolean ok;

  g_return_val_if_fail (table != NULL && event != NULL, FALSE);

  next = g_memdup2 (table, sizeof *table);
  ok = apply (next, event, error);
  if (ok)
    *table = *next;
  g_free (next);
  return ok;
}

