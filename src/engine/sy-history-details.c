/* sy-history-details.c: what the history keeps of each player's game for the statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Taken from the rules' own tally of the game (sy_table_tally()) and from
 * its log (the contracts dealt), once, when the game is read; the index
 * keeps it (sy-history-index.c), so that the statistics never replay a
 * game (sy-history-stats.c).
 */
#define G_LOG_DOMAIN "sy-history"

#include "config.h"

#include <string.h>

#include "sy-table-private.h"
#include "sy-history-private.h"

static void
add_dealt (SyHistoryDetails *details,
           const SyEvent    *event)
{
  for (guint i = 0; i < event->n_ids && i < G_N_ELEMENTS (event->ids); i++)
    if (details->n_dealt < SY_HISTORY_MAX_DEALT && event->ids[i][0] != '\0')
      g_strlcpy (details->dealt[details->n_dealt++], event->ids[i], SY_CONTRACT_ID_SIZE);
}

/**
 * _sy_history_entry_fill_details:
 * @entry: an entry worked out from @game
 * @game: the game
 * @tally: the game's tally
 *
 * Sets @entry's start player and each player's details.
 */
void
_sy_history_entry_fill_details (SyHistoryEntry *entry,
                                SyGame         *game,
                                const SyTally  *tally)
{
  const SyTable *table = sy_game_get_table (game);

  entry->start_player = table->start_player < entry->n_players ? table->start_player : 0;
  for (guint p = 0; p < entry->n_players; p++)
    {
      const SyPlayerTally *t = &tally->players[p];
      const SyPlayerState *state = &table->players[p];
      SyHistoryDetails *d = &entry->details[p];

      memset (d, 0, sizeof *d);
      d->crew = t->ships.crew;
      d->cannons_cranes = t->ships.cannons_cranes;
      d->speed = t->ships.speed;
      for (guint o = 0; o < SY_N_OFFICIALS; o++)
        d->officials += t->ships.officials[o];
      d->riband = t->ships.riband;
      d->contracts = t->contracts_points;
      d->merchants = t->employees;
      d->money = state->money;
      for (guint s = 0; s < state->n_fleet; s++)
        {
          const SyShipScore *score = &state->fleet[s].score;

          if (score->failure != SY_SHIP_SCORES)
            continue;
          d->ships_launched++;
          /* The best ship: most points, then the faster; the first
           * launched of equals. */
          if (score->total > d->best_ship_points
              || (score->total == d->best_ship_points && score->speed > d->best_ship_speed))
            {
              d->best_ship_points = score->total;
              d->best_ship_speed = score->speed;
            }
        }
      for (guint c = 0; c < t->n_contracts && d->n_kept < SY_HISTORY_MAX_DEALT; c++)
        {
          SyHistoryContract *kept = &d->kept[d->n_kept++];

          g_strlcpy (kept->id, t->contracts[c].id, SY_CONTRACT_ID_SIZE);
          kept->known = t->contracts[c].known;
          kept->points = t->contracts[c].known ? t->contracts[c].points : 0;
        }
    }
  /* The contracts dealt, as their owners entered them: only a hand
   * entered before its colour's first discard is the hand dealt (one
   * entered later is what was kept). */
  {
    gboolean discarded[SY_MAX_PLAYERS][2] = { { FALSE } };

    for (guint e = 0; e < sy_game_get_position (game); e++)
      {
        const SyEvent *event = sy_game_get_event (game, e);

        if (event->player >= entry->n_players || event->colour > 1)
          continue;
        if (event->type == SY_EVENT_DISCARD)
          discarded[event->player][event->colour] = TRUE;
        else if (event->type == SY_EVENT_DEAL && !discarded[event->player][event->colour])
          add_dealt (&entry->details[event->player], event);
      }
  }
}
