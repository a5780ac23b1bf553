/* sy-tally.c: the final tally
 *
 * The points scored during the game, the contracts held at the end and
 * the merchants' printed points, by source; the winner by points, then
 * guilders, a tie in both shared.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-tally"

#include "config.h"

#include "sy-table-private.h"
#include "sy-launch.h"
#include "sy-table-end.h"
#include "sy-tally.h"

static void
tally_player (const SyTable      *table,
              const SyCardValues *values,
              guint               p,
              SyPlayerTally      *out)
{
  const SyPlayerState *player = &table->players[p];

  memset (out, 0, sizeof *out);
  for (guint s = 0; s < player->n_fleet; s++)
    {
      const SyShipScore *score = &player->fleet[s].score;

      out->ships.crew += score->crew;
      out->ships.cannons_cranes += score->cannons_cranes;
      out->ships.speed += score->speed;
      for (guint o = 0; o < SY_N_OFFICIALS; o++)
        out->ships.officials[o] += score->officials[o];
      out->ships.riband += score->riband;
      out->ships.cruise += score->cruise;
      out->ships.total += score->total;
    }

  out->employees = sy_table_final_points (table, p) - player->score;
  out->hands_entered = player->hand_known[0] && player->hand_known[1];
  out->complete = out->hands_entered;
  out->total = player->score + out->employees;

  for (guint c = 0; c < 2; c++)
    for (guint i = 0; player->hand_known[c] && i < player->contracts[c]; i++)
      {
        SyContractTally *ct = &out->contracts[out->n_contracts++];
        const SyContract *contract = sy_contract_find (player->hand[c][i]);

        g_strlcpy (ct->id, player->hand[c][i], sizeof ct->id);
        ct->known = contract != NULL
                    && sy_contract_score (contract, table, p, values, &ct->points,
                                          &ct->missing_count, NULL);
        out->complete &= ct->known;
        if (ct->known)
          out->contracts_points += ct->points;
      }
  out->total += out->contracts_points;
}

/**
 * sy_table_tally_player:
 * @table: a table
 * @values: (nullable): the card values the owner entered
 * @player: a player
 * @tally: (out caller-allocates): what @player would score if the game
 *   ended now, by source, with each held contract's points
 *
 * One player's part of sy_table_tally(): their private view of their own
 * contracts during the game.
 */
void
sy_table_tally_player (const SyTable      *table,
                       const SyCardValues *values,
                       guint               player,
                       SyPlayerTally      *tally)
{
  g_return_if_fail (table != NULL && tally != NULL && player < table->facts.n_players);

  tally_player (table, values, player, tally);
}

/**
 * sy_table_tally_after_launches:
 * @table: a table
 * @values: (nullable): the card values the owner entered
 * @player: a player
 * @tally: (out caller-allocates): @player's tally once the finished ships
 *   waiting in their yard have sailed with the best fitting
 *
 * What a pending decision would change, for the owner's eyes: when
 * @player is on turn with finished ships waiting, each is launched on a
 * copy of @table as the window proposes; otherwise the tally as it is.
 *
 * Returns: how many ships were launched on the copy
 */
guint
sy_table_tally_after_launches (const SyTable      *table,
                               const SyCardValues *values,
                               guint               player,
                               SyPlayerTally      *tally)
{
  g_autofree SyTable *copy = NULL;
  SyShipSpan spans[SY_MAX_YARD_SLOTS];
  guint launched = 0;

  g_return_val_if_fail (table != NULL && tally != NULL && player < table->facts.n_players, 0);

  copy = g_memdup2 (table, sizeof *table);
  if (copy->current == player && copy->main_done)
    while (sy_table_list_finished (copy, spans) > 0)
      {
        SyEvent event;

        if (!sy_table_propose_launch (copy, spans[0].first, &event, NULL, NULL)
            || !sy_table_apply (copy, &event, NULL))
          break;
        launched++;
      }
  tally_player (copy, values, player, tally);
  return launched;
}

/* The winners by the totals of @tally: most points, then most guilders,
 * else shared. A solo game has none: "Své výsledné skóre porovnejte s
 * tabulkou níže" (second edition, solo game): a title, not a win. */
static void
find_winners (const SyTable *table,
              SyTally       *tally)
{
  guint n = table->facts.n_players;
  guint best = 0, best_money = 0;

  tally->n_winners = 0;
  memset (tally->winners, 0, sizeof tally->winners);
  if (n == 1)
    {
      tally->solo_band = sy_table_solo_band (tally->players[0].total);
      return;
    }
  for (guint p = 0; p < n; p++)
    {
      guint points = tally->players[p].total;
      guint money = table->players[p].money;

      if (p == 0 || points > best || (points == best && money > best_money))
        {
          best = points;
          best_money = money;
        }
    }
  for (guint p = 0; p < n; p++)
    {
      tally->winners[p] = tally->players[p].total == best && table->players[p].money == best_money;
      tally->n_winners += tally->winners[p];
    }
}

/**
 * sy_table_tally:
 * @table: a table, usually of a game that is over
 * @values: (nullable): the card values the owner entered
 * @tally: (out caller-allocates): the tally
 *
 * Works out everyone's final score by source and the winner. A hand that
 * was never entered, or a card whose printed value is missing, leaves the
 * tally incomplete and says so, rather than scoring wrong.
 *
 * It names every held contract: before the end of the game, only
 * sy_table_tally_public() may be shown to the table.
 */
void
sy_table_tally (const SyTable      *table,
                const SyCardValues *values,
                SyTally            *tally)
{
  guint n = table->facts.n_players;

  memset (tally, 0, sizeof *tally);
  tally->complete = TRUE;
  for (guint p = 0; p < n; p++)
    {
      tally_player (table, values, p, &tally->players[p]);
      tally->complete &= tally->players[p].complete;
    }
  find_winners (table, tally);
}

/**
 * sy_table_tally_public:
 * @table: a table
 * @values: (nullable): the card values the owner entered
 * @tally: (out caller-allocates): what the whole table may see
 *
 * The tally as the table sees it. "Pouze státní zakázky získané na
 * začátku hry máte vždy před sebou položeny skrytě" and "Poté, co každý
 * hráč dostal poslední šanci dokončit loď, odkryjí všichni hráči své
 * státní zakázky" (second edition): until the game is over, each
 * player's contracts stay face down, counted only (@n_hidden), with no
 * title and no points; the totals and the lead are those of the public
 * points (ships and merchants), and the tally is incomplete. Once the
 * game is over, the same as sy_table_tally().
 */
void
sy_table_tally_public (const SyTable      *table,
                       const SyCardValues *values,
                       SyTally            *tally)
{
  g_return_if_fail (table != NULL && tally != NULL);

  sy_table_tally (table, values, tally);
  if (table->phase == SY_PHASE_OVER)
    return;

  tally->contracts_hidden = TRUE;
  tally->complete = TRUE;
  for (guint p = 0; p < table->facts.n_players; p++)
    {
      SyPlayerTally *pt = &tally->players[p];

      pt->total -= pt->contracts_points;
      pt->contracts_points = 0;
      pt->n_contracts = 0;
      memset (pt->contracts, 0, sizeof pt->contracts);
      pt->hands_entered = FALSE;
      pt->n_hidden = table->players[p].contracts[0] + table->players[p].contracts[1];
      pt->complete = pt->n_hidden == 0;
      tally->complete &= pt->complete;
    }
  find_winners (table, tally);
}

/**
 * sy_table_discard_options:
 * @table: a table waiting for @player's discard
 * @player: the player, whose hand of @colour was entered
 * @colour: 0 (red or green) or 1 (blue)
 * @values: (nullable): card values
 * @options: (out caller-allocates) (array length=max): the choices
 * @max: room in @options
 *
 * Every way to keep what the discard leaves, with what the cards kept would
 * score if the game ended now: the owner's private view.
 *
 * Returns: how many choices
 */
guint
sy_table_discard_options (const SyTable      *table,
                          guint               player,
                          guint               colour,
                          const SyCardValues *values,
                          SyDiscardOption    *options,
                          guint               max)
{
  const SyPlayerState *p;
  guint held, keep, n = 0;

  g_return_val_if_fail (table != NULL && player < table->facts.n_players && colour < 2, 0);

  p = &table->players[player];
  if (!p->hand_known[colour] || p->discards_due[colour] == 0)
    return 0;
  held = p->contracts[colour];
  keep = held - p->discards_due[colour];

  for (guint mask = 0; mask < (1u << held); mask++)
    {
      SyDiscardOption option = { mask, 0, TRUE };

      if ((guint) __builtin_popcount (mask) != keep)
        continue;
      for (guint i = 0; i < held; i++)
        {
          const SyContract *contract = sy_contract_find (p->hand[colour][i]);
          guint points = 0;

          if (!(mask & (1u << i)))
            continue;
          if (contract != NULL
              && sy_contract_score (contract, table, player, values, &points, NULL, NULL))
            option.points += points;
          else
            option.known = FALSE;
        }
      if (n < max)
        options[n] = option;
      n++;
    }
  return MIN (n, max);
}

/* The card in a hand's @slot: colour × SY_MAX_HAND + place in the hand. */
static const SyContract *
held (const SyPlayerState *p,
      guint                slot)
{
  guint c = slot / SY_MAX_HAND;
  guint i = slot % SY_MAX_HAND;

  if (!p->hand_known[c] || i >= p->contracts[c])
    return NULL;
  return sy_contract_find (p->hand[c][i]);
}

/**
 * sy_contract_goal_init:
 * @goal: (out caller-allocates): the goal
 * @table: the table
 * @player: the player fitting a ship
 * @values: (nullable): card values
 *
 * Prepares a goal with every weight 0.
 */
void
sy_contract_goal_init (SyContractGoal     *goal,
                       const SyTable      *table,
                       guint               player,
                       const SyCardValues *values)
{
  const SyPlayerState *p = &table->players[player];

  memset (goal, 0, sizeof *goal);
  goal->scratch = g_memdup2 (table, sizeof *table);
  goal->player = player;
  goal->values = values;
  for (guint slot = 0; slot < 2 * SY_MAX_HAND; slot++)
    {
      const SyContract *contract = held (p, slot);

      goal->known[slot] = contract != NULL
                          && sy_contract_score (contract, table, player, values, &goal->before[slot],
                                                NULL, NULL);
    }
}

void
sy_contract_goal_clear (SyContractGoal *goal)
{
  g_clear_pointer (&goal->scratch, g_free);
}

/**
 * sy_contracts_fitting_goal:
 * @ship: the ship being fitted
 * @fitting: a candidate fitting
 * @user_data: a #SyContractGoal
 *
 * A #SyFittingGoalFunc: what the candidate adds to the player's held
 * contracts, each weighted, as if the ship joined the fleet. Cards whose
 * value is not known add nothing.
 *
 * Returns: the weighted gain
 */
double
sy_contracts_fitting_goal (const SyShip    *ship,
                           const SyFitting *fitting,
                           gpointer         user_data)
{
  SyContractGoal *goal = user_data;
  SyPlayerState *q = &goal->scratch->players[goal->player];
  guint n_fleet = q->n_fleet;
  double gain = 0;

  if (n_fleet >= SY_MAX_FLEET)
    return 0;
  q->fleet[n_fleet].ship = *ship;
  q->fleet[n_fleet].fitting = *fitting;
  q->n_fleet++;

  for (guint slot = 0; slot < 2 * SY_MAX_HAND; slot++)
    {
      const SyContract *contract = held (q, slot);
      guint after;

      if (!goal->known[slot] || goal->weights[slot] == 0
          || !sy_contract_score (contract, goal->scratch, goal->player, goal->values, &after, NULL, NULL))
        continue;
      gain += goal->weights[slot] * ((double) after - (double) goal->before[slot]);
    }

  q->n_fleet = n_fleet;
  return gain;
}

/**
 * sy_tally_get_win_reason:
 * @tally: a tally of @table
 * @table: the table
 *
 * Which tie-break found the winner: the most points, else the most
 * guilders among those with the most points, else a shared win.
 *
 * Returns: the reason
 */
SyWinReason
sy_tally_get_win_reason (const SyTally *tally,
                         const SyTable *table)
{
  guint best = 0, at_best = 0;

  g_return_val_if_fail (tally != NULL && table != NULL, SY_WIN_POINTS);

  if (table->facts.n_players == 1)
    return SY_WIN_SOLO;
  if (tally->n_winners > 1)
    return SY_WIN_SHARED;
  for (guint p = 0; p < table->facts.n_players; p++)
    best = MAX (best, tally->players[p].total);
  for (guint p = 0; p < table->facts.n_players; p++)
    at_best += tally->players[p].total == best;
  return at_best > 1 ? SY_WIN_GUILDERS : SY_WIN_POINTS;
}
