/* test-form-reset.c: a turn panel kept through whole games shows what one made anew shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 29: the turn panel keeps each action's entry for the whole game
 * and, when the game changed, sets its form again in place instead of
 * making it again. Whole games of both editions are played under one
 * panel, with events the engine allows (tests/sim-player.c); after every
 * event, and with something entered in the shown form before the next
 * one, a panel made anew for the game as it then is stands beside it, as
 * wide, and the two must show the same (tests/ui-dump.c: every visible
 * widget's words, states, values and drawings). Now and then a bonus
 * action is started on both before they are compared, so that the bonus
 * action's entries kept are set again too.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sy-table-private.h"

#include "sim-player.h"
#include "sy-application.h"
#include "sy-turn-panel.h"
#include "ui-dump.h"
#include "ui-harness.h"

#define PANEL_WIDTH 420

static SyUserData *
user_data (void)
{
  return sy_application_get_user_data (SY_APPLICATION (g_application_get_default ()));
}

/* Something entered in the form shown, as a player would before the game
 * changes under it (another player's event, an undo): the first switch
 * turned, the first spin button raised, the first drop-down moved. */
static void
enter_something (GtkWidget *panel)
{
  GtkWidget *widget;

  if ((widget = find_widget (panel, GTK_TYPE_SWITCH, 0)) != NULL && gtk_widget_is_sensitive (widget))
    gtk_switch_set_active (GTK_SWITCH (widget), !gtk_switch_get_active (GTK_SWITCH (widget)));
  if ((widget = find_widget (panel, GTK_TYPE_SPIN_BUTTON, 0)) != NULL && gtk_widget_is_sensitive (widget))
    gtk_spin_button_spin (GTK_SPIN_BUTTON (widget), GTK_SPIN_STEP_FORWARD, 1);
  if ((widget = find_widget (panel, ADW_TYPE_COMBO_ROW, 0)) != NULL && gtk_widget_is_sensitive (widget))
    {
      GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (widget));

      if (model != NULL && g_list_model_get_n_items (model) > 1)
        adw_combo_row_set_selected (ADW_COMBO_ROW (widget),
                                    (adw_combo_row_get_selected (ADW_COMBO_ROW (widget)) + 1)
                                    % g_list_model_get_n_items (model));
    }
}

/* A bonus action the turn may take now, picked at random, or
 * SY_N_ACTIONS when none may be taken or none is picked. */
static SyAction
pick_bonus (SyGame *game,
            GRand  *rand)
{
  const SyTable *table = sy_game_get_table (game);
  const SyTrack *track = sy_table_get_track (table);
  SyTableSteps steps;
  guint tile;

  sy_table_get_steps (table, &steps);
  if (steps.phase != SY_PHASE_ACT || !steps.bonus_open || track->n_tiles < 2
      || g_rand_int_range (rand, 0, 3) != 0)
    return SY_N_ACTIONS;
  do
    tile = g_rand_int_range (rand, 0, track->n_tiles);
  while (track->tiles[tile] == steps.chosen);
  return track->tiles[tile];
}

static void
play_and_compare (SyEdition edition,
                  guint32   seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(SyGame) game = sim_new_game (edition, 3, TRUE, rand);
  GtkWidget *kept_window = column_window_new (PANEL_WIDTH, 900);
  GtkWidget *fresh_window = column_window_new (PANEL_WIDTH, 900);
  GtkWidget *kept = sy_turn_panel_new ();
  guint compared = 0;
  guint bonuses = 0;
  guint discards = 0;

  sy_turn_panel_set_user_data (SY_TURN_PANEL (kept), user_data ());
  sy_turn_panel_set_game (SY_TURN_PANEL (kept), game);
  column_window_set_child (kept_window, kept);
  for (;;)
    {
      g_autofree char *what = NULL;
      SyAction bonus = pick_bonus (game, rand);
      GtkWidget *fresh;

      if (bonus != SY_N_ACTIONS)
        {
          sy_turn_panel_start_bonus (SY_TURN_PANEL (kept), bonus);
          bonuses++;
        }
      redraw_windows (&kept_window, 1);
      fresh = sy_turn_panel_new ();
      sy_turn_panel_set_user_data (SY_TURN_PANEL (fresh), user_data ());
      sy_turn_panel_set_game (SY_TURN_PANEL (fresh), game);
      if (bonus != SY_N_ACTIONS)
        sy_turn_panel_start_bonus (SY_TURN_PANEL (fresh), bonus);
      column_window_set_child (fresh_window, fresh);
      redraw_windows (&fresh_window, 1);
      what = g_strdup_printf ("edition %d, seed %u, position %u%s", edition, seed,
                              sy_game_get_position (game), bonus != SY_N_ACTIONS ? ", bonus action" : "");
      assert_same_dump (kept, fresh, what);
      compared++;
      if (sy_game_get_table (game)->phase == SY_PHASE_DISCARD)
        discards++;
      column_window_set_child (fresh_window, NULL);
      if (sy_game_get_table (game)->phase == SY_PHASE_OVER)
        break;
      if (g_rand_int_range (rand, 0, 2) == 0)
        enter_something (kept);
      g_assert_true (sim_step (game, rand));
    }
  g_test_message ("%u positions compared, %u with a bonus action started, %u with discards due",
                  compared, bonuses, discards);
  g_assert_cmpuint (compared, >, 100);
  g_assert_cmpuint (bonuses, >, 5);

  gtk_window_destroy (GTK_WINDOW (kept_window));
  gtk_window_destroy (GTK_WINDOW (fresh_window));
  settle ();
}

static void
test_first_edition (void)
{
  play_and_compare (SY_EDITION_FIRST, 29);
}

static void
test_second_edition (void)
{
  play_and_compare (SY_EDITION_SECOND, 29);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);

  g_test_add_func ("/ui/form-reset/first-edition", test_first_edition);
  g_test_add_func ("/ui/form-reset/second-edition", test_second_edition);

  return run_in_application ();
}
