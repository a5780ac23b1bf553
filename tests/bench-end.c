/* bench-end.c: the end of the game: the score over a long game, the
 * tally, the history of many finished games, a launch planned for each
 * tap of the fitting window, and a decision checked against the contracts
 *
 * A benchmark, not a test: `meson test -C build --benchmark --verbose`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <stdio.h>

#include <glib/gstdio.h>

#include "sim-player.h"

#define N_HISTORY 100

static void
remove_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_unlink (path);
    }
  g_rmdir (folder);
}

/* Plays the simulated table on until a finished ship waits in the yard of
 * the player on turn, after the action, with a few canals to sail.
 * Returns: whether one does */
static gboolean
play_to_a_launch (SyGame *game,
                  GRand  *rand)
{
  for (guint i = 0; i < 20000; i++)
    {
      const SyTable *t = sy_game_get_table (game);

      if (t->phase == SY_PHASE_ACT && t->main_done && sy_table_list_finished (t, NULL) > 0
          && t->players[t->current].canals.n_tiles >= 3)
        return TRUE;
      if (!sim_step (game, rand))
        return FALSE;
    }
  return FALSE;
}

int
main (int   argc,
      char *argv[])
{
  GRand *rand = g_rand_new_with_seed (11);
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 4, 11);
  g_autofree char *folder = g_dir_make_tmp ("bench-history-XXXXXX", NULL);
  SyScorePoint *points = NULL;
  SyTally tally;
  guint n, sink = 0;
  gint64 start;
  const int rounds = 20;

  printf ("game: %u events\n", sy_game_get_n_events (game));
  start = g_get_monotonic_time ();
  for (int i = 0; i < rounds; i++)
    {
      n = sy_game_get_score_timeline (game, &points);
      sink += n;
      g_free (points);
    }
  printf ("score over the game (%u points): %.2f ms\n", n,
          (g_get_monotonic_time () - start) / 1000.0 / rounds);

  start = g_get_monotonic_time ();
  for (int i = 0; i < rounds; i++)
    {
      sy_table_tally (sy_game_get_table (game), sy_game_get_card_values (game), &tally);
      sink += tally.n_winners;
    }
  printf ("final tally: %.3f ms\n", (g_get_monotonic_time () - start) / 1000.0 / rounds);

  /* The history of a keen table: a hundred finished games. */
  for (guint i = 0; i < N_HISTORY; i++)
    {
      g_autoptr(SyGame) finished = sim_finished_game (SY_EDITION_SECOND, 2 + i % 3, 100 + i);
      g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 1 + i % 12, 1 + i % 28, 20, 0, i % 60);

      g_assert_true (sy_history_record (folder, finished, when, NULL, NULL));
    }
  /* The first listing replays every game and writes the index; the
   * next ones read the index. */
  for (guint listing = 0; listing < 2; listing++)
    {
      g_autoptr(SyHistory) history = NULL;

      start = g_get_monotonic_time ();
      history = sy_history_load (folder, NULL);
      g_assert_nonnull (history);
      sink += history->entries->len;
      printf ("history of %u games listed with totals, %s: %.1f ms\n", history->entries->len,
              listing == 0 ? "every game replayed" : "from the index",
              (g_get_monotonic_time () - start) / 1000.0);
    }
  remove_folder (folder);

  /* The fitting window asks for a plan at every tap. */
  {
    g_autoptr(SyGame) playing = NULL;
    gboolean found = FALSE;

    /* Some simulated games end early, before a ship is finished. */
    for (guint attempt = 0; attempt < 100 && !found; attempt++)
      {
        g_clear_object (&playing);
        playing = sim_new_game (SY_EDITION_SECOND, 3, TRUE, rand);
        found = play_to_a_launch (playing, rand);
      }
    if (found)
      {
        const SyTable *t = sy_game_get_table (playing);
        SyShipSpan spans[SY_MAX_YARD_SLOTS];
        SyBestFitting best;
        SyLaunchPlan plan;
        SyEvent event;

        sy_table_list_finished (t, spans);
        sy_table_propose_launch (t, spans[0].first, &event, &best, NULL);
        start = g_get_monotonic_time ();
        for (int i = 0; i < rounds; i++)
          sink += sy_table_plan_launch (t, spans[0].first, &best.fitting, &plan, NULL);
        printf ("launch planned at a tap (%u-part ship, %u canal tiles): %.3f ms\n",
                spans[0].last - spans[0].first + 1, t->players[t->current].canals.n_tiles,
                (g_get_monotonic_time () - start) / 1000.0 / rounds);

        /* Serve My Contracts: the best fitting weighs the owner's hand. */
        {
          SyContractGoal goal;
          SyFittingRequest request = { .goal = sy_contracts_fitting_goal, .goal_data = &goal };

          sy_contract_goal_init (&goal, t, t->current, sy_game_get_card_values (playing));
          for (guint i = 0; i < G_N_ELEMENTS (goal.weights); i++)
            goal.weights[i] = 1.0;
          start = g_get_monotonic_time ();
          for (int i = 0; i < rounds; i++)
            sink += sy_table_propose_launch_for (t, spans[0].first, &request, &event, &best, NULL);
          printf ("best fitting serving the owner's contracts: %.3f ms\n",
                  (g_get_monotonic_time () - start) / 1000.0 / rounds);
          sy_contract_goal_clear (&goal);
        }

        /* Check My Contracts: a decision tried on a copy, both tallies with
         * the finished ships sailing; here the decision is the launch. */
        {
          g_autofree SyContractsWhatIf *what = g_new0 (SyContractsWhatIf, 1);

          sy_table_propose_launch (t, spans[0].first, &event, NULL, NULL);
          start = g_get_monotonic_time ();
          for (int i = 0; i < rounds; i++)
            sink += sy_table_what_if_contracts (t, sy_game_get_card_values (playing), &event, what, NULL);
          printf ("a decision checked against the contracts: %.3f ms\n",
                  (g_get_monotonic_time () - start) / 1000.0 / rounds);
        }
      }
    else
      printf ("no finished ship met in the simulated game: %u events\n", sy_game_get_n_events (playing));
  }

  g_rand_free (rand);
  return sink == 0xdeadbeef;
}
