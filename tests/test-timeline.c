/* test-timeline.c: the score over a game, and how the winner was found
 *
 * The short game of tests/data/small-game.json (docs/save-format.md): two
 * players, second edition. Worked by hand from its log: five turns end at
 * events 4, 7, 11, 14 and 18; Alena's ship launched at event 17 (crew 1,
 * cannon 2, speed 1, riband 1) scores 5 in the fifth turn, nobody scores
 * anything else. So the timeline is the start and five turns:
 *
 *   position  0  4  7  11  14  18
 *   turn      0  1  2   3   4   5
 *   Alena     0  0  0   0   0   5
 *   Bohdan    0  0  0   0   0   0
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sim-player.h"

static SyGame *
load_small_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "small-game.json", NULL);
  g_autoptr(GError) error = NULL;
  SyGame *game = sy_game_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return game;
}

static void
test_small_game (void)
{
  g_autoptr(SyGame) game = load_small_game ();
  g_autofree SyScorePoint *points = NULL;
  static const guint positions[] = { 0, 4, 7, 11, 14, 18 };
  guint n;

  g_assert_cmpuint (sy_game_get_position (game), ==, 18);
  n = sy_game_get_score_timeline (game, &points);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (positions));
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (points[i].position, ==, positions[i]);
      g_assert_cmpuint (points[i].turn, ==, i);
      g_assert_cmpuint (points[i].scores[0], ==, i == 5 ? 5 : 0);
      g_assert_cmpuint (points[i].scores[1], ==, 0);
    }
  g_assert_cmpuint (sy_score_timeline_max (points, n, 2), ==, 5);
  /* The game itself did not move. */
  g_assert_cmpuint (sy_game_get_position (game), ==, 18);
  g_assert_cmpuint (sy_game_get_table (game)->players[0].score, ==, 5);
}

static void
test_position_mid_turn (void)
{
  g_autoptr(SyGame) game = load_small_game ();
  g_autofree SyScorePoint *points = NULL;
  guint n;

  /* Undone back into the fifth turn, before the launch: the timeline ends
   * at the position, mid-turn, and leaves out what was undone. */
  g_assert_true (sy_game_go_to (game, 16));
  n = sy_game_get_score_timeline (game, &points);
  g_assert_cmpuint (n, ==, 6);
  g_assert_cmpuint (points[5].position, ==, 16);
  g_assert_cmpuint (points[5].turn, ==, 4);
  g_assert_cmpuint (points[5].scores[0], ==, 0);
  g_assert_cmpuint (sy_game_get_position (game), ==, 16);
  g_assert_cmpuint (sy_game_get_n_events (game), ==, 18);
}

static void
test_to_the_end (void)
{
  g_autoptr(SyGame) game = load_small_game ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autofree SyScorePoint *points = NULL;
  guint n, n_events, ends = 0;

  /* Played on to its end: a point for the start, one for each turn ended,
   * and the end itself only when the last event did not end a turn. */
  while (sim_step (game, rand))
    ;
  g_assert_cmpint (sy_game_get_table (game)->phase, ==, SY_PHASE_OVER);
  n_events = sy_game_get_n_events (game);
  for (guint i = 0; i < n_events; i++)
    ends += sy_game_get_event (game, i)->type == SY_EVENT_END_TURN;

  n = sy_game_get_score_timeline (game, &points);
  g_assert_cmpuint (n, ==, 1 + ends
                    + (sy_game_get_event (game, n_events - 1)->type != SY_EVENT_END_TURN));
  g_assert_cmpuint (points[n - 1].turn, ==, ends);
  g_assert_cmpuint (points[n - 1].position, ==, n_events);
  g_assert_cmpuint (points[5].scores[0], ==, 5);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpuint (points[n - 1].scores[p], ==, sy_game_get_table (game)->players[p].score);
}

static void
test_random_game (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261123 + n_players);
  SyEdition edition = n_players == 1 || n_players == 3 ? SY_EDITION_SECOND : SY_EDITION_FIRST;
  g_autoptr(SyGame) game = sim_new_game (edition, n_players, TRUE, rand);
  g_autofree SyScorePoint *points = NULL;
  const SyTable *table;
  guint n, steps = 0;

  table = sy_game_get_table (game);
  while (table->phase != SY_PHASE_OVER)
    {
      g_assert_true (sim_step (game, rand));
      g_assert_cmpuint (++steps, <, 100000);
    }

  n = sy_game_get_score_timeline (game, &points);
  g_assert_cmpuint (n, >, 1);
  g_assert_cmpuint (points[0].position, ==, 0);
  g_assert_cmpuint (points[n - 1].position, ==, sy_game_get_position (game));
  for (guint p = 0; p < n_players; p++)
    {
      g_assert_cmpuint (points[0].scores[p], ==, 0);
      g_assert_cmpuint (points[n - 1].scores[p], ==, table->players[p].score);
    }
  /* Scores never go down; turns and positions only go up. */
  for (guint i = 1; i < n; i++)
    {
      g_assert_cmpuint (points[i].position, >, points[i - 1].position);
      g_assert_cmpuint (points[i].turn, >=, points[i - 1].turn);
      for (guint p = 0; p < n_players; p++)
        g_assert_cmpuint (points[i].scores[p], >=, points[i - 1].scores[p]);
    }
}

static void
test_win_reason (void)
{
  g_autofree SyTable *table = g_new0 (SyTable, 1);
  SyTally tally = { 0 };

  /* 40, 40 and 30 points: the first two tie; guilders part them, or not. */
  table->facts.n_players = 3;
  tally.players[0].total = 40;
  tally.players[1].total = 40;
  tally.players[2].total = 30;
  tally.winners[0] = TRUE;
  tally.n_winners = 1;
  g_assert_cmpint (sy_tally_get_win_reason (&tally, table), ==, SY_WIN_GUILDERS);
  tally.winners[1] = TRUE;
  tally.n_winners = 2;
  g_assert_cmpint (sy_tally_get_win_reason (&tally, table), ==, SY_WIN_SHARED);
  tally.players[1].total = 39;
  tally.winners[1] = FALSE;
  tally.n_winners = 1;
  g_assert_cmpint (sy_tally_get_win_reason (&tally, table), ==, SY_WIN_POINTS);
  table->facts.n_players = 1;
  g_assert_cmpint (sy_tally_get_win_reason (&tally, table), ==, SY_WIN_SOLO);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/timeline/small-game", test_small_game);
  g_test_add_func ("/engine/timeline/mid-turn", test_position_mid_turn);
  g_test_add_func ("/engine/timeline/to-the-end", test_to_the_end);
  g_test_add_func ("/engine/tally/win-reason", test_win_reason);
  for (guint n = 1; n <= 4; n++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/timeline/random/%u-players", n);

      g_test_add_data_func (path, GUINT_TO_POINTER (n), test_random_game);
    }
  return g_test_run ();
}
