/* test-history-stats-window.c: the History window's statistics page,
 * through the real window: the engine's figures shown, two players merged
 * into one person and the merge undone, a damaged side file of merges set
 * aside with a word
 *
 * The history is four copies of tests/data/small-game.json played to its
 * end (its tally worked out by hand in test-csv.c: the first seat 5
 * points, the second 0), the players renamed: Alena–Bohdan, eva–Bohdan,
 * Bohdan–Alena, "Eva K."–Cyril. By hand: Bohdan played 3 games, won 1, 5
 * points in all, an average of 5 / 3 = 1.7; Alena and Bohdan played 2
 * games together; eva and Eva K. won their one game each, and merged as
 * Eva have 2 games and 2 wins.
 *
 * With SY_TEST_BIG_HISTORY naming a folder (bench-history --make), its
 * statistics are drawn too, wide and narrow, for people to look at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sim-player.h"
#include "sy-dialogs.h"
#include "sy-history-window.h"
#include "test-folder.h"
#include "ui-harness.h"

static gboolean
is_read (gpointer history)
{
  return !sy_history_window_is_loading (history);
}

static GtkWindow *
open_history_on (const char *folder)
{
  SyWindow *window = get_window ();
  GtkWindow *history = GTK_WINDOW (sy_history_window_new (GTK_WINDOW (window), folder));

  gtk_window_present (history);
  wait_until (is_mapped, history);
  wait_until (is_read, history);
  settle ();
  /* The statistics page. */
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (find_widget (GTK_WIDGET (history),
                                                                      ADW_TYPE_VIEW_STACK, 0)),
                                         "statistics");
  settle ();
  return history;
}

static AdwActionRow *
player_row (GtkWindow  *history,
            const char *name)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_named (GTK_WIDGET (history), "history-player", rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_str_equal (adw_preferences_row_get_title (g_ptr_array_index (rows, i)), name))
      return g_ptr_array_index (rows, i);
  return NULL;
}

static guint
count_players (GtkWindow *history)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_named (GTK_WIDGET (history), "history-player", rows);
  return rows->len;
}

static char *
folder_file (const char *folder,
             const char *name)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);

  return test_file_read_or_null (path);
}

static void
test_figures_and_merge (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-stats-window-XXXXXX", NULL);
  g_autoptr(SyGame) game = sim_finished_small_game ("Alena");
  g_autofree char *game_before = NULL;
  g_autofree char *game_after = NULL;
  g_autofree char *games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", 3), 3);
  g_autofree char *average = g_strdup_printf (_("average %.1f"), 5.0 / 3);
  g_autofree char *wins = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u win", "%u wins", 2), 2);
  g_autofree char *side = NULL;
  GtkWindow *history;
  AdwActionRow *row;
  GtkWidget *dialog, *dropdown;
  GListModel *others;
  guint eva_k = G_MAXUINT;

  sim_write_history_copy (folder, game, "Alena", "Bohdan", 1);
  sim_write_history_copy (folder, game, "eva", "Bohdan", 2);
  sim_write_history_copy (folder, game, "Bohdan", "Alena", 3);
  sim_write_history_copy (folder, game, "Eva K.", "Cyril", 4);
  game_before = folder_file (folder, "20260301-020000-0000000000000002.shipyard");

  history = open_history_on (folder);
  g_assert_cmpuint (count_players (history), ==, 5);
  row = player_row (history, "Bohdan");
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), games));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), average));
  /* Head to head, first by name: Alena against Bohdan, whom she played
   * twice (01:00 and 03:00). */
  {
    g_autofree char *together = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game together",
                                                              "%u games together", 2), 2);
    GtkWidget *versus = find_named (GTK_WIDGET (history), "history-versus-result");

    g_assert_nonnull (versus);
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (versus)), ==, together);
  }
  save_screenshot (history, "history-statistics", 600, 760);
  save_screenshot (history, "history-statistics-narrow", 360, 760);

  /* eva merged with Eva K., shown as Eva. */
  tap (find_named (GTK_WIDGET (player_row (history, "eva")), "history-merge-player"));
  settle ();
  dialog = sy_dialogs_find_alert (NULL);
  g_assert_nonnull (dialog);
  dropdown = find_named (dialog, "history-merge-player-with");
  others = gtk_drop_down_get_model (GTK_DROP_DOWN (dropdown));
  for (guint i = 0; i < g_list_model_get_n_items (others); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (others), i), "Eva K."))
      eva_k = i;
  g_assert_cmpuint (eva_k, !=, G_MAXUINT);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), eva_k);
  gtk_editable_set_text (GTK_EDITABLE (find_named (dialog, "history-merge-player-name")), "Eva");
  sy_dialogs_alert_respond (dialog, "merge");
  settle ();
  g_assert_cmpuint (count_players (history), ==, 4);
  row = player_row (history, "Eva");
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), wins));
  side = folder_file (folder, SY_HISTORY_PEOPLE_FILE);
  g_assert_nonnull (side);
  g_assert_nonnull (strstr (side, "Eva K."));
  /* The games keep their names. */
  game_after = folder_file (folder, "20260301-020000-0000000000000002.shipyard");
  g_assert_cmpstr (game_after, ==, game_before);
  save_screenshot (history, "history-statistics-merged", 600, 760);

  /* Undone: five players again, no merge kept. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.undo", NULL));
  settle ();
  g_assert_cmpuint (count_players (history), ==, 5);
  g_assert_null (player_row (history, "Eva"));
  g_clear_pointer (&side, g_free);
  side = folder_file (folder, SY_HISTORY_PEOPLE_FILE);
  g_assert_null (side);
  gtk_window_destroy (history);

  /* A damaged side file: set aside, said so, no merge. */
  {
    g_autofree char *path = g_build_filename (folder, SY_HISTORY_PEOPLE_FILE, NULL);
    GtkWidget *message;

    g_assert_true (g_file_set_contents (path, "{\"format\": \"shipyard-companion-history-people\"", -1,
                                        NULL));
    history = open_history_on (folder);
    message = find_named (GTK_WIDGET (history), "history-message");
    g_assert_nonnull (message);
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), ".people.damaged-"));
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    g_assert_cmpuint (count_players (history), ==, 5);
    save_screenshot (history, "history-statistics-damaged", 600, 760);
    gtk_window_destroy (history);
  }
  test_folder_remove (folder);
}

/* A club's history, when given, drawn wide and narrow. */
static void
test_big_history (void)
{
  const char *folder = g_getenv ("SY_TEST_BIG_HISTORY");
  GtkWindow *history;

  if (folder == NULL)
    {
      g_test_skip ("SY_TEST_BIG_HISTORY names no history");
      return;
    }
  history = open_history_on (folder);
  g_assert_cmpuint (count_players (history), >, 0);
  save_screenshot (history, "history-statistics-big", 600, 2300);
  save_screenshot (history, "history-statistics-big-narrow", 360, 2300);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (find_widget (GTK_WIDGET (history),
                                                                      ADW_TYPE_VIEW_STACK, 0)),
                                         "games");
  save_screenshot (history, "history-games-big", 600, 900);
  save_screenshot (history, "history-games-big-narrow", 360, 900);
  gtk_window_destroy (history);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/history-statistics/figures-and-merge", test_figures_and_merge);
  g_test_add_func ("/ui/history-statistics/big-history", test_big_history);
  return run_in_application ();
}
