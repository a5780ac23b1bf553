/* test-history-window.c: the history of games, through the real windows:
 * the list and the totals, a game reopened read only, a game played to its
 * end in the main window kept in the history, and games left unfinished
 * for a new game or the example kept and resumed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sim-player.h"
#include "sy-dialogs.h"
#include "sy-history-row.h"
#include "sy-history-window.h"
#include "sy-new-game-window.h"
#include "sy-tally-text.h"
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

/* The game a row of the list shows (@row: its card, named for its kind). */
static const SyHistoryEntry *
row_entry (gpointer row)
{
  GtkWidget *history_row = gtk_widget_get_ancestor (row, SY_TYPE_HISTORY_ROW);

  g_assert_nonnull (history_row);
  return sy_history_item_get_entry (sy_history_row_get_item (SY_HISTORY_ROW (history_row)));
}

/* The words of a game's row in the list, its markup taken out. */
static const char *
row_text (gpointer row)
{
  GtkWidget *label = find_named (row, "history-row-label");

  g_assert_nonnull (label);
  return gtk_inscription_get_text (GTK_INSCRIPTION (label));
}

/* Opens a game's row as a click on it does. */
static void
open_row (GtkWindow *history,
          gpointer   row)
{
  const SyHistoryEntry *entry = row_entry (row);
  g_autofree char *name = g_path_get_basename (entry->path);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.open", "s", name));
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

static gboolean
is_read (gpointer history)
{
  return !sy_history_window_is_loading (history);
}

static GtkWindow *
open_history (SyWindow *window)
{
  GtkWindow *history;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = find_toplevel (is_history_window, NULL);
  g_assert_nonnull (history);
  wait_until (is_mapped, history);
  /* The history is read in a thread. */
  wait_until (is_read, history);
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

/* The switcher's bar follows the window's width once the header's
 * switcher has settled (libadwaita 1.2 fades it in and out). */
static gboolean
switcher_bar_revealed (gpointer bar)
{
  return adw_view_switcher_bar_get_reveal (bar);
}

static gboolean
switcher_bar_hidden (gpointer bar)
{
  return !adw_view_switcher_bar_get_reveal (bar);
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
      const char *title = row_text (g_ptr_array_index (games, 0));

      g_assert_nonnull (strstr (title, score));
    }
  g_assert_nonnull (strstr (row_text (g_ptr_array_index (games, 0)), _("Second edition")));
  g_assert_nonnull (strstr (row_text (g_ptr_array_index (games, 1)), _("First edition")));

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
  /* The views' switcher in the header bar on a wide window, in a bar at
   * the bottom on a phone (sy_compat_narrow_view_switcher(), both
   * branches); no warning on the way (GTK 4.8 and 4.18 warned when the bar
   * followed the title as it was laid out). */
  {
    AdwViewSwitcherBar *bar = ADW_VIEW_SWITCHER_BAR (find_widget (GTK_WIDGET (history),
                                                                 ADW_TYPE_VIEW_SWITCHER_BAR, 0));

    resize_to (history, 360, 700);
    wait_until (switcher_bar_revealed, bar);
    resize_to (history, 700, 700);
    wait_until (switcher_bar_hidden, bar);
  }

  /* Reopened read only: its whole log, no undo, no event, no file written. */
  history_before = read_or_null (newer_path);
  autosave_before = read_or_null (autosave);
  open_row (history, g_ptr_array_index (games, 0));
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
  /* The open window lists it now, once it has read the history again (in
   * a thread, when the window's writer has told it was written). */
  wait_until (is_read, find_toplevel (is_history_window, NULL));
  settle ();
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


static gboolean
is_new_game_window (GtkWindow *window,
                    gpointer   data)
{
  return SY_IS_NEW_GAME_WINDOW (window);
}

static gboolean
has_no_new_game_window (gpointer data)
{
  return find_toplevel (is_new_game_window, NULL) == NULL;
}

/* A new game for three through the New Game window, as a user starts one. */
static SyGame *
start_new_game (SyWindow *window)
{
  const char *names[] = { "Alena", "Bohdan", "Cecílie" };
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  GtkWindow *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = find_toplevel (is_new_game_window, NULL);
  g_assert_nonnull (dialog);
  wait_until (is_mapped, dialog);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0)), 3);
  collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, entries);
  for (guint i = 0; i < 3; i++)
    gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, i)), names[i]);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  wait_until (has_no_new_game_window, NULL);
  settle ();
  return sy_window_get_game (window);
}

/* Resumes the unfinished game kept as @entry_name through the history
 * window's Resume button. */
static void
resume_from_history (SyWindow   *window,
                     const char *entry_name)
{
  GtkWindow *history = open_history (window);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GtkWidget *found = NULL;

  collect_named (GTK_WIDGET (history), "history-unfinished", rows);
  for (guint i = 0; i < rows->len; i++)
    {
      const SyHistoryEntry *entry = row_entry (g_ptr_array_index (rows, i));
      g_autofree char *name = g_path_get_basename (entry->path);

      g_assert_true (entry->unfinished);
      if (g_str_equal (name, entry_name))
        found = g_ptr_array_index (rows, i);
    }
  g_assert_nonnull (found);
  g_assert_nonnull (strstr (row_text (found), _("Unfinished")));
  tap (find_named (found, "history-resume"));
  settle ();
  g_assert_null (find_toplevel (is_history_window, NULL));
}

/* Plays @n events of the game on the table, as entered at the table. */
static void
play (SyGame *game,
      GRand  *rand,
      guint   n)
{
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (sim_step (game, rand));
      settle ();
    }
}

/* Starting a new game or opening the example never drops the game on the
 * table: it stays in the history, unfinished, and resumes from there with
 * all its events; the autosave goes on working. */
static void
test_unfinished_kept (void)
{
  SyWindow *window = get_window ();
  g_autofree char *folder = empty_history_folder ();
  g_autofree char *autosave = sy_autosave_default_path ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (16);
  g_autoptr(SyGame) model = sim_new_game (SY_EDITION_SECOND, 3, FALSE, rand);
  g_autoptr(SyGame) first = NULL;
  g_autoptr(SyGame) example = NULL;
  g_autoptr(SyGame) saved = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autofree char *first_entry = NULL;
  g_autofree char *example_entry = NULL;
  guint first_events, example_events;
  SyGame *game;

  /* A new game: nothing kept before its first event, then kept. */
  first = g_object_ref (start_new_game (window));
  g_assert_null (sy_history_get_entry_name (first));
  /* Three players: the setup names who starts (the solo game does not). */
  g_assert_nonnull (find_label_text (GTK_WIDGET (window), "start-badge"));
  history = sy_history_load (folder, NULL);
  g_assert_cmpuint (history->entries->len, ==, 0);
  g_clear_pointer (&history, sy_history_free);
  apply_or_die (first, sy_game_get_event (model, 0));
  settle ();
  play (first, rand, 12);
  first_events = sy_game_get_n_events (first);
  first_entry = g_strdup (sy_history_get_entry_name (first));
  g_assert_nonnull (first_entry);

  /* Another new game: the first stays, unfinished, with all its events. */
  game = start_new_game (window);
  g_assert_true (game != first);
  history = sy_history_load (folder, NULL);
  g_assert_cmpuint (history->entries->len, ==, 1);
  g_assert_true (((SyHistoryEntry *) g_ptr_array_index (history->entries, 0))->unfinished);
  g_assert_cmpuint (((SyHistoryEntry *) g_ptr_array_index (history->entries, 0))->n_events, ==,
                    first_events);
  g_clear_pointer (&history, sy_history_free);
  {
    GtkWindow *shown = open_history (window);

    save_screenshot (shown, "history-unfinished", 600, 560);
    save_screenshot (shown, "history-unfinished-narrow", 360, 760);
    gtk_window_destroy (shown);
    settle ();
  }
  resume_from_history (window, first_entry);
  game = sy_window_get_game (window);
  g_assert_cmpuint (sy_game_get_n_events (game), ==, first_events);
  g_assert_cmpuint (sy_game_get_position (game), ==, first_events);
  g_assert_cmpstr (sy_history_get_entry_name (game), ==, first_entry);

  /* Played on and left for the example: still one entry, up to date. */
  play (game, rand, 3);
  first_events = sy_game_get_n_events (game);
  sy_window_open_example (window);
  example = g_object_ref (sy_window_get_game (window));
  /* The example as shipped is not kept; played, it is. */
  g_assert_null (sy_history_get_entry_name (example));
  history = sy_history_load (folder, NULL);
  g_assert_cmpuint (history->entries->len, ==, 1);
  g_assert_cmpuint (((SyHistoryEntry *) g_ptr_array_index (history->entries, 0))->n_events, ==,
                    first_events);
  g_clear_pointer (&history, sy_history_free);
  play (example, rand, 2);
  example_events = sy_game_get_n_events (example);
  example_entry = g_strdup (sy_history_get_entry_name (example));
  g_assert_nonnull (example_entry);
  g_assert_cmpstr (example_entry, !=, first_entry);

  /* Back to the first, then to the example: each resumes whole. */
  resume_from_history (window, first_entry);
  g_assert_cmpuint (sy_game_get_n_events (sy_window_get_game (window)), ==, first_events);
  resume_from_history (window, example_entry);
  game = sy_window_get_game (window);
  g_assert_cmpuint (sy_game_get_n_events (game), ==, example_events);
  history = sy_history_load (folder, NULL);
  g_assert_cmpuint (history->entries->len, ==, 2);

  /* The autosave still follows every event, and knows the game's entry. */
  play (game, rand, 1);
  settle ();
  saved = sy_autosave_read (autosave, NULL, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (sy_game_get_n_events (saved), ==, sy_game_get_n_events (game));
  g_assert_cmpstr (sy_history_get_entry_name (saved), ==, example_entry);

  /* With a finished game too: both groups, for the help. */
  {
    g_autoptr(SyGame) finished = sim_finished_game (SY_EDITION_SECOND, 3, 61);
    GtkWindow *shown;

    g_assert_true (sy_history_record (folder, finished, NULL, NULL, NULL));
    shown = open_history (window);
    save_screenshot (shown, "history-both", 600, 640);
    save_screenshot (shown, "history-both-narrow", 360, 760);
    gtk_window_destroy (shown);
    settle ();
  }
  sy_window_set_game (window, NULL);
}

/* The New Game window offers the names of earlier games beside each name,
 * most recent first; the solo game has no starting player to draw; the
 * example is a tap away on the start page and in the main menu. */
static void
test_names_and_example (void)
{
  SyWindow *window = get_window ();
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  g_autoptr(SyGameConfig) config = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autofree char *folder = sy_history_default_folder ();
  g_auto(GStrv) names = NULL;
  GMenuModel *menu;
  GtkWindow *dialog;
  GtkWidget *start_group;
  GtkWidget *example;
  SyGame *game;
  char *label = NULL;

  /* The games of the test before are in the history. */
  history = sy_history_load (folder, NULL);
  names = sy_history_known_names (history);
  g_assert_cmpuint (g_strv_length (names), >, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = find_toplevel (is_new_game_window, NULL);
  g_assert_nonnull (dialog);
  wait_until (is_mapped, dialog);
  collect_named (GTK_WIDGET (dialog), "known-names", buttons);
  /* One beside each name shown (three players by default). */
  g_assert_cmpuint (buttons->len, ==, 3);
  g_assert_true (gtk_widget_get_visible (g_ptr_array_index (buttons, 0)));
  menu = gtk_menu_button_get_menu_model (g_ptr_array_index (buttons, 0));
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, g_strv_length (names));
  g_assert_true (g_menu_model_get_item_attribute (menu, 0, G_MENU_ATTRIBUTE_LABEL, "s", &label));
  g_assert_cmpstr (label, ==, names[0]);
  g_free (label);
  save_screenshot (dialog, "new-game-names", 460, 720);
  save_screenshot (dialog, "new-game-names-narrow", 360, 720);

  /* A name chosen goes into its entry. */
  collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, entries);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.use-name", "(us)",
                                             1, names[0]));
  g_assert_cmpstr (gtk_editable_get_text (g_ptr_array_index (entries, 1)), ==, names[0]);

  /* Solo: no starting player to draw. */
  start_group = gtk_widget_get_ancestor (find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, 2),
                                         ADW_TYPE_PREFERENCES_GROUP);
  g_assert_true (gtk_widget_get_visible (start_group));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0)), 1);
  g_assert_false (gtk_widget_get_visible (start_group));
  config = sy_new_game_window_get_config (SY_NEW_GAME_WINDOW (dialog));
  g_assert_cmpint (config->start_player, ==, 0);
  /* Started, its setup names no starting player either. */
  gtk_editable_set_text (g_ptr_array_index (entries, 0), "Alena");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  wait_until (has_no_new_game_window, NULL);
  settle ();
  g_assert_cmpuint (sy_game_get_n_players (sy_window_get_game (window)), ==, 1);
  g_assert_null (find_label_text (GTK_WIDGET (window), "start-badge"));

  /* The example from the start page, and from the menu. */
  sy_window_set_game (window, NULL);
  settle ();
  example = find_named (GTK_WIDGET (window), "start-example");
  g_assert_nonnull (example);
  g_assert_true (gtk_widget_get_mapped (example));
  save_screenshot (GTK_WINDOW (window), "start-page", 1280, 800);
  save_screenshot (GTK_WINDOW (window), "start-page-narrow", 360, 720);
  tap (example);
  settle ();
  game = sy_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (sy_game_get_n_players (game), ==, 3);
  g_assert_cmpuint (sy_game_get_position (game), >, 20);
  sy_window_set_game (window, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-example", NULL));
  g_assert_nonnull (sy_window_get_game (window));
  sy_window_set_game (window, NULL);
}

/* The one message dialog shown, answered with @response; @text goes into
 * its entry first, when given. */
static void
answer_dialog (const char *response,
               const char *text)
{
  GtkWidget *dialog = sy_dialogs_find_alert (NULL);

  g_assert_nonnull (dialog);
  if (text != NULL)
    {
      GtkWidget *entry = find_named (dialog, "history-title-entry");

      g_assert_nonnull (entry);
      gtk_editable_set_text (GTK_EDITABLE (entry), text);
    }
  sy_dialogs_alert_respond (dialog, response);
  settle ();
}

/* Every game file of @folder: name → contents. */
static GHashTable *
folder_files (const char *folder)
{
  GHashTable *files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.')
      {
        g_autofree char *path = g_build_filename (folder, name, NULL);

        g_hash_table_insert (files, g_strdup (name), read_or_null (path));
      }
  return files;
}

/* The files of @before are in @folder as they were, @except apart. */
static void
assert_files_intact (GHashTable *before,
                     const char *folder,
                     const char *except)
{
  g_autoptr(GHashTable) now = folder_files (folder);
  GHashTableIter iter;
  gpointer name, contents;

  g_hash_table_iter_init (&iter, before);
  while (g_hash_table_iter_next (&iter, &name, &contents))
    if (g_strcmp0 (name, except) != 0)
      g_assert_cmpstr (g_hash_table_lookup (now, name), ==, contents);
}

/* The row of the game in the file @name, or NULL. */
static GtkWidget *
game_row (GtkWindow  *history,
          const char *name)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_named (GTK_WIDGET (history), "history-game", rows);
  collect_named (GTK_WIDGET (history), "history-unfinished", rows);
  for (guint i = 0; i < rows->len; i++)
    {
      const SyHistoryEntry *entry = row_entry (g_ptr_array_index (rows, i));
      g_autofree char *base = g_path_get_basename (entry->path);

      if (g_str_equal (base, name))
        return g_ptr_array_index (rows, i);
    }
  return NULL;
}

static guint
count_rows (GtkWindow *history)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_named (GTK_WIDGET (history), "history-game", rows);
  collect_named (GTK_WIDGET (history), "history-unfinished", rows);
  return rows->len;
}

/* What the list's model told its view since it was followed. */
typedef struct {
  guint removed;
  guint added;
} ItemsChanged;

static void
items_changed_cb (GListModel   *model,
                  guint         position,
                  guint         removed,
                  guint         added,
                  ItemsChanged *changed)
{
  changed->removed += removed;
  changed->added += added;
}

static GListModel *
list_model (GtkWindow *history)
{
  GtkWidget *list = find_widget (GTK_WIDGET (history), GTK_TYPE_LIST_VIEW, 0);

  g_assert_nonnull (list);
  return G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));
}

static const char *
message_shown (GtkWindow *history)
{
  return gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (history), "history-message")));
}

/* Rename, delete and undo, merge two records of one game and undo, copy a
 * result: through the window's actions and dialogs, every other game's
 * file byte for byte as it was. */
static void
test_manage (void)
{
  SyWindow *window = get_window ();
  g_autofree char *folder = empty_history_folder ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(SyGame) other = sim_finished_game (SY_EDITION_FIRST, 2, 7);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 2, TRUE, rand);
  g_autoptr(SyGame) copy = NULL;
  g_autoptr(GDateTime) start = g_date_time_new_local (2026, 3, 20, 19, 30, 0);
  g_autoptr(GDateTime) mid = g_date_time_new_local (2026, 3, 20, 20, 10, 0);
  g_autoptr(GDateTime) end = g_date_time_new_local (2026, 3, 20, 21, 15, 0);
  g_autoptr(GHashTable) before = NULL;
  g_autofree char *other_path = NULL;
  g_autofree char *copy_path = NULL;
  g_autofree char *game_path = NULL;
  g_autofree char *other_name = NULL;
  g_autofree char *copy_name = NULL;
  g_autofree char *game_name = NULL;
  g_autofree char *renamed = NULL;
  ItemsChanged changed;
  gulong handler;
  GtkWindow *history;
  GtkWidget *row;

  sy_window_set_game (window, NULL);
  settle ();
  /* A game kept from its start; a copy of it saved mid-way and kept as a
   * record of its own; another game. */
  g_assert_true (sy_history_record (folder, other, start, &other_path, NULL));
  g_assert_true (sim_step (game, rand));
  g_assert_true (sy_history_keep (folder, game, start, NULL, NULL));
  for (guint i = 0; i < 12; i++)
    g_assert_true (sim_step (game, rand));
  {
    gsize length;
    g_autofree char *data = sy_game_to_data (game, &length);
    g_autoptr(GBytes) bytes = g_bytes_new (data, length);

    copy = sy_game_load_bytes (bytes, NULL, NULL);
  }
  g_assert_true (sy_history_keep (folder, copy, mid, &copy_path, NULL));
  while (sy_game_get_table (game)->phase != SY_PHASE_OVER)
    g_assert_true (sim_step (game, rand));
  g_assert_true (sy_history_keep (folder, game, end, &game_path, NULL));
  other_name = g_path_get_basename (other_path);
  copy_name = g_path_get_basename (copy_path);
  game_name = g_path_get_basename (game_path);

  history = open_history (window);
  g_assert_cmpuint (count_rows (history), ==, 3);
  /* The game kept from its start shows when it started and how long it
   * lasted: 1 h 45 min. */
  {
    g_autofree char *length = g_strdup_printf (_("%u h %02u min"), 1, 45);

    g_assert_nonnull (strstr (row_text (game_row (history, game_name)), length));
  }
  before = folder_files (folder);

  /* Renamed: the title in the list, the other files untouched; the list
   * hears of that game's item alone. */
  changed = (ItemsChanged) { 0 };
  handler = g_signal_connect (list_model (history), "items-changed", G_CALLBACK (items_changed_cb),
                              &changed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.rename", "s", other_name));
  answer_dialog ("rename", "Friday & Saturday");
  settle ();
  g_assert_cmpuint (changed.removed, ==, 1);
  g_assert_cmpuint (changed.added, ==, 1);
  row = game_row (history, other_name);
  g_assert_true (g_str_has_prefix (row_text (row), "Friday & Saturday\n"));
  g_assert_cmpstr (message_shown (history), ==, _("Game renamed"));
  assert_files_intact (before, folder, other_name);
  renamed = read_or_null (other_path);
  g_assert_nonnull (strstr (renamed, "\"title\" : \"Friday & Saturday\""));
  g_hash_table_replace (before, g_strdup (other_name), g_strdup (renamed));

  /* Deleted, then brought back by Undo, byte for byte; the list hears of
   * one item gone. */
  changed = (ItemsChanged) { 0 };
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.delete", "s", other_name));
  settle ();
  g_assert_cmpuint (changed.removed, ==, 1);
  g_assert_cmpuint (changed.added, ==, 0);
  g_signal_handler_disconnect (list_model (history), handler);
  g_assert_cmpuint (count_rows (history), ==, 2);
  g_assert_null (game_row (history, other_name));
  g_assert_false (g_file_test (other_path, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (message_shown (history), ==, _("Game deleted"));
  g_assert_true (gtk_widget_get_visible (find_named (GTK_WIDGET (history), "history-undo")));
  assert_files_intact (before, folder, other_name);
  save_screenshot (history, "history-deleted", 600, 640);
  save_screenshot (history, "history-deleted-narrow", 360, 760);
  tap (find_named (GTK_WIDGET (history), "history-undo"));
  settle ();
  g_assert_cmpuint (count_rows (history), ==, 3);
  {
    g_autofree char *back = read_or_null (other_path);

    g_assert_cmpstr (back, ==, renamed);
  }
  assert_files_intact (before, folder, other_name);

  /* The other game has no second record: nothing to merge it with. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.merge", "s", other_name));
  answer_dialog ("close", NULL);
  assert_files_intact (before, folder, other_name);

  /* The copy merged into the finished record, with a title; undone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.merge", "s", copy_name));
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (sy_dialogs_find_alert (NULL))), "history-merge", 0, 0);
  {
    /* It fits a phone: the records' long descriptions are cut short in
     * the drop-down, whole in its list. */
    GtkWidget *records = find_named (sy_dialogs_find_alert (NULL), "history-merge-with");
    int minimum;

    gtk_widget_measure (records, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    g_assert_cmpint (minimum, <=, 360 - 2 * 48);
  }
  answer_dialog ("merge", "The long one");
  g_assert_cmpuint (count_rows (history), ==, 2);
  g_assert_null (game_row (history, copy_name));
  row = game_row (history, game_name);
  g_assert_true (g_str_has_prefix (row_text (row), "The long one\n"));
  g_assert_cmpstr (message_shown (history), ==, _("Records merged"));
  save_screenshot (history, "history-manage", 600, 640);
  save_screenshot (history, "history-manage-narrow", 360, 760);
  tap (find_named (GTK_WIDGET (history), "history-undo"));
  settle ();
  g_assert_cmpuint (count_rows (history), ==, 3);
  assert_files_intact (before, folder, other_name);

  /* The result as text on the clipboard, as the tally words it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.copy-result", "s", game_name));
  settle ();
  {
    GdkContentProvider *content = gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (history)));
    g_auto(GValue) value = G_VALUE_INIT;
    g_autoptr(SyGame) opened = NULL;
    g_autofree char *expected = NULL;
    g_autoptr(SyHistory) loaded = sy_history_load (folder, NULL);

    g_value_init (&value, G_TYPE_STRING);
    g_assert_nonnull (content);
    g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
    opened = sy_history_open_game (sy_history_find_entry (loaded, game_name), NULL);
    expected = sy_tally_text_summary (opened, NULL);
    g_assert_cmpstr (g_value_get_string (&value), ==, expected);
    g_assert_nonnull (strstr (expected, sy_game_get_player_name (opened, 0)));
  }
  g_assert_cmpstr (message_shown (history), ==, _("Result copied"));

  /* Closed: a deletion is final, and nothing waits to be brought back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.delete", "s", copy_name));
  settle ();
  gtk_window_destroy (history);
  settle ();
  {
    g_autofree char *deleted = g_build_filename (folder, SY_HISTORY_DELETED, copy_name, NULL);

    g_assert_false (g_file_test (deleted, G_FILE_TEST_EXISTS));
    g_assert_false (g_file_test (copy_path, G_FILE_TEST_EXISTS));
  }
  assert_files_intact (before, folder, copy_name);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/history/empty", test_empty);
  g_test_add_func ("/ui/history/recorded", test_recorded);
  g_test_add_func ("/ui/history/list-and-read-only", test_list_and_read_only);
  g_test_add_func ("/ui/history/unfinished-kept", test_unfinished_kept);
  g_test_add_func ("/ui/history/names-and-example", test_names_and_example);
  g_test_add_func ("/ui/history/manage", test_manage);
  return run_in_application ();
}
