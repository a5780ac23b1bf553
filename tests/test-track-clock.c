/* test-track-clock.c: the round counter and the track drawn as the board
 * lays them out, and the gear's die offered exactly when the engine takes it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>

#include "sim-player.h"
#include "sy-guide.h"
#include "sy-track-view.h"
#include "sy-turn-panel.h"
#include "ui-harness.h"

static SyTrackView *
show_game (SyGame *game)
{
  SyWindow *window = get_window ();
  SyTrackView *view;

  sy_window_set_game (window, game);
  settle ();
  view = SY_TRACK_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_TRACK_VIEW, 0));
  g_assert_nonnull (view);
  return view;
}

/* For the eye (SY_TEST_SCREENSHOTS): the track at a phone's width and a
 * desktop's, the first player's board open to show its symbols. */
static void
shoot (const char *edition)
{
  GtkWidget *board = find_named (GTK_WIDGET (get_window ()), "player-board");
  g_autofree char *narrow = g_strdup_printf ("track-%s-%s-360", edition,
                                             test_language_is_czech () ? "cs" : "en");
  g_autofree char *wide = g_strdup_printf ("track-%s-%s-1280", edition,
                                           test_language_is_czech () ? "cs" : "en");

  if (g_getenv ("SY_TEST_SCREENSHOTS") == NULL)
    return;
  if (board != NULL)
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (board), TRUE);
  save_screenshot (GTK_WINDOW (get_window ()), narrow, 360, 900);
  save_screenshot (GTK_WINDOW (get_window ()), wide, 1280, 900);
}

/* Whether sy_table_apply() takes a round-end now, on a copy of the table. */
static gboolean
engine_takes_round_end (SyGame *game)
{
  SyTable copy = *sy_game_get_table (game);
  SyEvent event = { .type = SY_EVENT_ROUND_END };
  g_autoptr(GError) error = NULL;

  return sy_table_apply (&copy, &event, &error);
}

static gboolean
button_offered (void)
{
  GtkWidget *button = find_named (GTK_WIDGET (get_window ()), "round-end-button");

  return button != NULL && gtk_widget_get_mapped (button) && gtk_widget_is_sensitive (button);
}

static gboolean
guide_says_round_ends (SyGame *game)
{
  g_autofree char *now = sy_guide_describe_now (game);

  return strstr (now, sy_words_get (sy_game_get_edition (game), SY_WORD_ROUND_ENDS_WITH_TURN)) != NULL;
}

/* Second edition: the counter's dice are pushed to the left and the one
 * nearest the gear wheel goes first, so the holes empty from the right. */
static void
test_counter_second (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (16);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 3, TRUE, rand);
  SyTrackView *view = show_game (game);
  guint dice = sy_game_get_table (game)->facts.round_counter_dice;
  guint seen_removed = 0;

  g_assert_cmpuint (dice, ==, 5);
  for (guint i = 0; i < 4000 && seen_removed < 2 && sim_step (game, rand); i++)
    {
      SyTableSteps steps;
      g_autofree char *pattern = NULL;

      sy_table_get_steps (sy_game_get_table (game), &steps);
      if (steps.phase == SY_PHASE_OVER)
        break;
      pattern = sy_track_view_describe_counter (view);
      g_assert_cmpuint (strlen (pattern), ==, dice);
      for (guint d = 0; d < dice; d++)
        g_assert_cmpint (pattern[d], ==, d < steps.dice_left ? 'o' : '.');
      /* Never a hole on the left while a die lies right of it. */
      g_assert_null (strstr (pattern, ".o"));
      if (steps.dice_removed == 2 && seen_removed < 2)
        shoot ("second");
      seen_removed = MAX (seen_removed, steps.dice_removed);
      g_assert_null (sy_track_view_describe_grid (view));
    }
  g_assert_cmpuint (seen_removed, >=, 2);
  sy_window_set_game (get_window (), NULL);
}

/* First edition: the countdown from the players' space down, and the
 * track's 23 spaces with the cards on theirs and the rest empty. */
static void
test_track_first (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_FIRST, 3, TRUE, rand);
  SyTrackView *view = show_game (game);
  guint spaces = sy_catalog_get (SY_EDITION_FIRST)->track_spaces;
  gboolean saw_gap = FALSE;

  g_assert_cmpuint (spaces, ==, 23);
  for (guint i = 0; i < 240 && sim_step (game, rand); i++)
    {
      const SyTable *table = sy_game_get_table (game);
      g_autofree char *grid = NULL;
      g_autofree char *counter = NULL;
      SyTableSteps steps;
      guint cards = 0;

      sy_table_get_steps (table, &steps);
      if (steps.phase == SY_PHASE_OVER || steps.phase == SY_PHASE_LAYOUT)
        continue;
      grid = sy_track_view_describe_grid (view);
      g_assert_nonnull (grid);
      g_assert_cmpuint (strlen (grid), ==, spaces);
      for (guint s = 0; s < spaces; s++)
        cards += grid[s] != '.';
      g_assert_cmpuint (cards, ==, table->track.n_tiles);
      g_assert_cmpint (grid[table->track.space[0]], ==, '1');
      if (strstr (grid, "..") != NULL)
        saw_gap = TRUE;
      if (i == 150)
        shoot ("first");

      counter = sy_track_view_describe_counter (view);
      g_assert_cmpuint (strlen (counter), ==, table->facts.countdown_start + 1);
      if (steps.countdown_space >= 0)
        g_assert_cmpint (counter[table->facts.countdown_start - steps.countdown_space], ==, 'x');
    }
  g_assert_true (saw_gap);
  sy_window_set_game (get_window (), NULL);
}

/* A round of each edition walked with the real window: the turn panel's
 * button is there exactly when the engine takes a round-end (second
 * edition), and the guide says the round ends exactly when it has. */
static void
walk_rounds (SyEdition edition,
             guint32   seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(SyGame) game = sim_new_game (edition, 3, TRUE, rand);
  guint offered = 0, ends = 0, rounds = 0;

  show_game (game);
  for (guint i = 0; i < 3000 && rounds < 1; i++)
    {
      SyTableSteps steps;

      settle ();
      sy_table_get_steps (sy_game_get_table (game), &steps);
      if (steps.phase == SY_PHASE_OVER)
        break;
      if (edition == SY_EDITION_SECOND)
        g_assert_cmpint (button_offered (), ==, engine_takes_round_end (game));
      else
        {
          /* The engine ends the first edition's laps itself: no button;
           * it takes an old log's round-end only in the lap's last turn. */
          g_assert_false (button_offered ());
          if (engine_takes_round_end (game))
            g_assert_true (steps.round_end_reached);
        }
      g_assert_cmpint (guide_says_round_ends (game), ==, steps.round_end_reached);
      offered += button_offered ();
      ends += steps.round_end_reached;

      /* The players tap the button when the gear says so. */
      if (steps.expects_round_end && button_offered ())
        {
          tap (find_named (GTK_WIDGET (get_window ()), "round-end-button"));
          settle ();
          sy_table_get_steps (sy_game_get_table (game), &steps);
          g_assert_true (steps.round_end_reached);
          g_assert_false (button_offered ());
          g_assert_false (engine_takes_round_end (game));
          g_assert_true (guide_says_round_ends (game));
          continue;
        }
      rounds = steps.rounds_ended;
      if (!sim_step (game, rand))
        break;
    }
  if (edition == SY_EDITION_SECOND)
    g_assert_cmpuint (offered, >, 0);
  g_assert_cmpuint (ends, >, 0);
  g_assert_cmpuint (rounds, >=, 1);
  sy_window_set_game (get_window (), NULL);
}

static void
test_round_end_second (void)
{
  walk_rounds (SY_EDITION_SECOND, 3);
}

static void
test_round_end_first (void)
{
  walk_rounds (SY_EDITION_FIRST, 5);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/track/counter-second", test_counter_second);
  g_test_add_func ("/ui/track/track-first", test_track_first);
  g_test_add_func ("/ui/track/round-end-second", test_round_end_second);
  g_test_add_func ("/ui/track/round-end-first", test_round_end_first);
  return run_in_application ();
}
