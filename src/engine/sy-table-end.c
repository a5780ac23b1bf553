/* sy-table-end.c: the end of the game: points, the winners, the solo bands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-table-end"

#include "config.h"

#include "sy-table-private.h"
#include "sy-table-end.h"

/**
 * sy_table_final_points:
 * @table: a table
 * @player: a player
 *
 * The points that count at the end: those scored during the game and the
 * merchants' printed points. (The contracts are added by the tally.)
 *
 * Returns: the points
 */
guint
sy_table_final_points (const SyTable *table,
                       guint          player)
{
  const SyPlayerState *p;
  guint points;

  g_return_val_if_fail (table != NULL && player < table->facts.n_players, 0);

  p = &table->players[player];
  points = p->score;
  for (guint i = 0; i < p->n_employees; i++)
    if (p->employees[i].kind == SY_EMPLOYEE_MERCHANT)
      points += p->employees[i].points;
  return points;
}

/**
 * sy_table_winners:
 * @table: a table
 * @winners: (out caller-allocates) (array fixed-size=4): set for each winner
 *
 * The most points win; a tie goes to the most guilders; a tie in both is
 * shared (the second edition says so; the first says nothing more, and we
 * read it the same way).
 *
 * Returns: how many players share the win
 */
guint
sy_table_winners (const SyTable *table,
                  gboolean      *winners)
{
  guint best_points = 0, best_money = 0, n = 0;

  g_return_val_if_fail (table != NULL && winners != NULL, 0);

  for (guint p = 0; p < table->facts.n_players; p++)
    {
      guint points = sy_table_final_points (table, p);
      guint money = table->players[p].money;

      if (p == 0 || points > best_points || (points == best_points && money > best_money))
        {
          best_points = points;
          best_money = money;
        }
    }
  for (guint p = 0; p < SY_MAX_PLAYERS; p++)
    {
      winners[p] = p < table->facts.n_players
                   && sy_table_final_points (table, p) == best_points
                   && table->players[p].money == best_money;
      n += winners[p];
    }
  return n;
}

/**
 * sy_table_solo_band:
 * @points: the solo player's final points
 *
 * The second edition's solo results: 60 a greenhorn, 80 a solid designer,
 * 95 and more an impressive engineer.
 *
 * Returns: 0 below 60, else 1, 2 or 3 for the three bands
 */
guint
sy_table_solo_band (guint points)
{
  if (points >= 95)
    return 3;
  if (points >= 80)
    return 2;
  if (points >= 60)
    return 1;
  return 0;
}
