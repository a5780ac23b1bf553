/* test-history-window.c: the history of finished games, through the real
 * windows: the list and the totals, a game reopened read only, and a game
 * played to its end in the main window kept in the history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sim-player.h"
#include "sy-history-window.h"
#include "sy-window.h"
#include "ui-harness.h"

/* The test's data folder outlives a run: the history starts empty. */
static char *
empty_history_folder (void)
{
  char *folder = sy_history_default_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  return folder;
}

static GtkWindow *
find_toplevel (gboolean (*is) (GtkWindow *, gpointer),
               gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) top = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_visible (GTK_WIDGET (top)) && is (top, data))
        return top;
    }
  return NULL;
}

static gboolean
is_history_window (GtkWindow *window,
                   gpointer   data)
{
  return SY_IS_HISTORY_WINDOW (window);
}

static gboolean
is_read_only_window (GtkWindow *window,
                     gpointer   data)
{
  return SY_IS_WINDOW (window) && sy_window_get_game (SY_WINDOW (window)) != NULL
         && sy_game_is_read_only (sy_window_get_game (SY_WINDOW (window)));
}

static gboolean
is_transient_for (GtkWindow *window,
                  gpointer   parent)
{
  return gtk_window_get_transient_for (window) == parent;
}

static GtkWindow *
open_history (SyWindow *window)
{
  GtkWindow *history;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = find_toplevel (is_history_window, NULL);
  g_assert_nonnull (history);
  wait_until (is_mapped, history);
  settle ();
  return history;
}

static void
test_empty (void)
{
  SyWindow *window = get_window ();
  g_autofree char *folder = empty_history_folder ();
  GtkWindow *history = open_history (window);

  g_assert_nonnull (find_named (GTK_WIDGET (history), "history-empty"));
  g_assert_null (find_named (GTK_WIDGET (history), "history-game"));
  g_assert_null (find_named (GTK_WIDGET (history), "history-unreadable"));
  gtk_window_destroy (history);
}

static GtkWidget *
find_button_with_action (GtkWidget  *root,
                         const char *action)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), action) == 0)
      return g_ptr_array_index (buttons, i);
  return NULL;
}

static char *
read_or_null (const char *path)
{
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, NULL);
  return contents;
}

static void
test_list_and_read_only (void)
{
  SyWindow *window = get_window ();
  g_autofree char *folder = empty_history_folder ();
  g_autoptr(SyGame) older = sim_finished_game (SY_EDITION_FIRST, 2, 7);
  g_autoptr(SyGame) newer = sim_finished_game (SY_EDITION_SECOND, 3, 8);
  g_autoptr(GDateTime) day1 = g_date_time_new_local (2026, 3, 14, 19, 30, 0);
  g_autoptr(GDateTime) day2 = g_date_time_new_local (2026, 3, 21, 21, 5, 0);
  g_autofree char *newer_path = NULL;
  g_autofree char *damaged = g_build_filename (folder, "damaged.shipyard", NULL);
  g_autofree char *autosave = g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE,
                                                "current-game.shipyard", NULL);
  g_autofree char *history_before = NULL;
  g_autofree char *autosave_before = NULL;
  g_autofree char *history_after = NULL;
  g_autofree char *autosave_after = NULL;
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GtkWindow *history, *read_only, *log;
  SyGame *shown;
  SyTally tally;
  SyEvent end_turn = { .type = SY_EVENT_END_TURN };
  guint n_events;

  g_assert_true (sy_history_record (folder, older, day1, NULL, &error));
  g_assert_true (sy_history_record (folder, newer, day2, &newer_path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (damaged, "{ \"format\": \"shipyard-companion-game\"", -1, NULL));

  history = open_history (window);
  collect_named (GTK_WIDGET (history), "history-game", games);
  collect_named (GTK_WIDGET (history), "history-player", players);
  g_assert_cmpuint (games->len, ==, 2);
  /* Alena, Bohdan and Cecílie */
  g_assert_cmpuint (players->len, ==, 3);
  g_assert_nonnull (find_named (GTK_WIDGET (history), "history-unreadable"));

  /* Newest first, each player with the total of the game's own tally. */
  sy_table_tally (sy_game_get_table (newer), sy_game_get_card_values (newer), &tally);
  for (guint p = 0; p < 3; p++)
    {
      g_autofree char *score = g_strdup_printf ("%s %u", sy_game_get_player_name (newer, p),
                                                tally.players[p].total);
      const char *title = adw_preferences_row_get_title (g_ptr_array_index (games, 0));

      g_assert_nonnull (strstr (title, score));
    }
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (g_ptr_array_index (games, 0)),
                            _("Second edition")));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (g_ptr_array_index (games, 1)),
                            _("First edition")));

  /* Cecílie played only the newer game: her average is her total. */
  for (guint i = 0; i < players->len; i++)
    {
      AdwActionRow *row = g_ptr_array_index (players, i);

      if (g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Cecílie"))
        {
          g_autofree char *average = g_strdup_printf ("%.1f", (double) tally.players[2].total);

          g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), average));
        }
    }

  save_screenshot (history, "history", 600, 560);
  save_screenshot (history, "history-narrow", 360, 760);

  /* Reopened read only: its whole log, no undo, no event, no file written. */
  history_before = read_or_null (newer_path);
  autosave_before = read_or_null (autosave);
  activate_row (g_ptr_array_index (games, 0));
  settle ();
  read_only = find_toplevel (is_read_only_window, NULL);
  g_assert_nonnull (read_only);
  wait_until (is_mapped, read_only);
  shown = sy_window_get_game (SY_WINDOW (read_only));
  n_events = sy_game_get_n_events (shown);
  g_assert_cmpuint (n_events, ==, sy_game_get_n_events (newer));
  g_assert_cmpint (sy_game_get_table (shown)->phase, ==, SY_PHASE_OVER);
  g_assert_false (gtk_widget_is_sensitive (find_button_with_action (GTK_WIDGET (read_only), "win.undo")));
  g_assert_false (gtk_widget_is_sensitive (find_button_with_action (GTK_WIDGET (read_only), "win.redo")));
  g_assert_false (sy_game_apply (shown, &end_turn, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_cmpuint (sy_game_get_n_events (shown), ==, n_events);
  save_screenshot (read_only, "history-game", 600, 760);

  /* Its log can be read, not gone back in nor corrected. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (read_only), "win.log", NULL));
  settle ();
  g_assert_null (find_named_anywhere ("log-go-back"));
  g_assert_null (find_named_anywhere ("log-correct"));
  log = find_toplevel (is_transient_for, read_only);
  g_assert_nonnull (log);
  g_assert_true (ADW_IS_WINDOW (log));
  gtk_window_destroy (log);

  history_after = read_or_null (newer_path);
  autosave_after = read_or_null (autosave);
  g_assert_cmpstr (history_before, ==, history_after);
  g_assert_cmpstr (autosave_before, ==, autosave_after);

  /* Closed, with everything it holds. */
  gtk_window_destroy (GTK_WINDOW (read_only));
  gtk_window_destroy (history);
  settle ();
}

/* A game played to its end in the main window goes into the history. */
static void
test_recorded (void)
{
  SyWindow *window = get_window ();
  g_autofree char *folder = empty_history_folder ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (99);
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 2, 98);
  g_autoptr(SyHistory) history = NULL;
  const SyHistoryEntry *entry;

  /* A few events before the end, played on from there at the table. */
  g_assert_true (sy_game_go_to (game, sy_game_get_n_events (game) - 4));
  sy_window_set_game (window, game);
  settle ();
  history = sy_history_load (folder, NULL);
  g_assert_cmpuint (history->entries->len, ==, 0);
  g_clear_pointer (&history, sy_history_free);
  /* The history window stays open meanwhile, empty. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  settle ();
  g_assert_nonnull (find_named_anywhere ("history-empty"));
  g_assert_null (find_named_anywhere ("history-game"));

  while (sy_game_get_table (game)->phase != SY_PHASE_OVER)
    {
      g_assert_true (sim_step (game, rand));
      /* As at the table, the window catches up between events. */
      settle ();
    }

  history = sy_history_load (folder, NULL);
  g_assert_cmpuint (history->n_unreadable, ==, 0);
  g_assert_cmpuint (history->entries->len, ==, 1);
  entry = g_ptr_array_index (history->entries, 0);
  g_assert_cmpstr (entry->names[0], ==, sy_game_get_player_name (game, 0));
  /* The open window lists it now. */
  g_assert_nonnull (find_named_anywhere ("history-game"));
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (find_named_anywhere ("history-game"))));

  /* Undone and redone, it stays one entry. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  settle ();
  g_clear_pointer (&history, sy_history_free);
  history = sy_history_load (folder, NULL);
  g_assert_cmpuint (history->entries->len, ==, 1);

  sy_window_set_game (window, NULL);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/history/empty", test_empty);
  g_test_add_func ("/ui/history/recorded", test_recorded);
  g_test_add_func ("/ui/history/list-and-read-only", test_list_and_read_only);
  return run_in_application ();
}
