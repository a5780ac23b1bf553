/* sy-table-track.c: the action track: choices, income, step 1
 *
 * Which tiles the player on turn may choose and what each pays, and how
 * the track moves at the start of a turn: the second edition's tiles
 * slide to the gear, the first edition's cards move ahead with catch-up.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-table-track"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-error.h"
#include "sy-table-private.h"

int
sy_table_find_tile (const SyTable *table,
                    SyAction       action)
{
  for (guint i = 0; i < table->track.n_tiles; i++)
    if (table->track.tiles[i] == action)
      return (int) i;
  return -1;
}

gboolean
sy_table_is_first_turn (const SyTable *table)
{
  return table->first_turns_left > 0;
}

/* Two players place two markers on their first turn, then one. */
guint
_sy_table_markers_to_place (const SyTable *table)
{
  return table->facts.n_players == 2 && table->first_turns_left > 2 ? 2 : 1;
}

/**
 * sy_table_income:
 * @table: a table
 * @tile: the index of a tile, from the lead back
 *
 * The income for choosing @tile now: a guilder for each tile ahead of it
 * with markers on it (one or two markers count once, a player's own
 * included); in the first edition, when no marker lies behind it, a
 * guilder for every three empty spaces between it and the tile ahead,
 * rounded down; in the second edition, the guilders lying on it.
 *
 * Returns: the income in guilders
 */
guint
sy_table_income (const SyTable *table,
                 guint          tile)
{
  const SyTrack *track = &table->track;
  guint income = 0;
  gboolean behind = FALSE;

  g_return_val_if_fail (tile < track->n_tiles, 0);

  for (guint i = 0; i < tile; i++)
    income += track->owner[i] >= 0;
  for (guint i = tile + 1; i < track->n_tiles; i++)
    behind |= track->owner[i] >= 0;

  if (table->facts.edition == SY_EDITION_FIRST && !behind && tile > 0)
    {
      guint spaces = sy_catalog_get (SY_EDITION_FIRST)->track_spaces;
      guint empty = (track->space[tile - 1] + spaces - track->space[tile] - 1) % spaces;

      income += empty / 3;
    }
  if (table->facts.edition == SY_EDITION_SECOND)
    income += track->coins[tile];

  return income;
}

/* Whether the player on turn can carry out @action after step 3 paid them
 * @income: "Hráč musí být schopen vybranou akci provést" (step 2), and the
 * turn pays its income (step 3) before the action (step 4). */
static gboolean
can_perform (const SyTable  *table,
             SyAction        action,
             guint           income,
             GError        **error)
{
  const SyPlayerState *player = &table->players[table->current];

  switch (action)
    {
    case SY_ACTION_EXCHANGE:
      if (player->n_goods == 0)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("Exchange needs a goods tile, and you have none."));
          return FALSE;
        }
      return TRUE;
    case SY_ACTION_BUILD:
      for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
        if (sy_yard_legal_slots (&player->yard, kind) != 0)
          return TRUE;
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("Building ships needs a part you can place, and no part fits your shipyard now."));
      return FALSE;
    case SY_ACTION_CANAL:
      if (player->canals.n_tiles >= SY_MAX_CANAL_TILES)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("Your canal system holds every canal tile of the game."));
          return FALSE;
        }
      return TRUE;
    case SY_ACTION_EMPLOYEES:
      if (!_sy_table_can_hire (table, income))
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("No employee within the pointer’s reach is one you may take and pay for."));
          return FALSE;
        }
      return TRUE;
    case SY_ACTION_GOODS:
    case SY_ACTION_EQUIPMENT:
    case SY_ACTION_CREW:
    case SY_ACTION_SUBSIDY:
    default:
      return TRUE;
    }
}

/**
 * sy_table_can_choose:
 * @table: a table waiting for a choice
 * @tile: the index of a tile, from the lead back
 * @error: return location for a %SY_ERROR_ILLEGAL_MOVE saying why not
 *
 * Returns: whether the player on turn may put their marker on @tile: not
 *   the lead tile (but in the first turns), not a tile with a marker, and
 *   only an action they can perform now
 */
gboolean
sy_table_can_choose (const SyTable  *table,
                     guint           tile,
                     GError        **error)
{
  g_return_val_if_fail (table != NULL, FALSE);

  if (table->phase != SY_PHASE_CHOOSE)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("It is not the time to choose an action."));
      return FALSE;
    }
  if (tile >= table->track.n_tiles)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("That action tile is not in play."));
      return FALSE;
    }
  if (tile == 0 && !sy_table_is_first_turn (table))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("The lead tile cannot be chosen: it is the one just moved to the front."));
      return FALSE;
    }
  if (table->track.owner[tile] >= 0)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("A marker lies on that tile already."));
      return FALSE;
    }
  return can_perform (table, table->track.tiles[tile], sy_table_income (table, tile), error);
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
