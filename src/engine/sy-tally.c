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
          out->total += ct->points;
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
 */
void
sy_table_tally (const SyTable      *table,
                const SyCardValues *values,
                SyTally            *tally)
{
  guint n = table->facts.n_players;
  guint best = 0, best_money = 0;

  memset (tally, 0, sizeof *tally);
  tally->complete = TRUE;
  for (guint p = 0; p < n; p++)
    {
      tally_player (table, values, p, &tally->players[p]);
      tally->complete &= tally->players[p].complete;
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

  if (n == 1)
    tally->solo_band = sy_table_solo_band (tally->players[0].total);
}
