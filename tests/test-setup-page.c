/* test-setup-page.c: a new game's setup page after another game, and the
 * solo game's opponents
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sy-new-game-window.h"
#include "sy-window.h"
#include "ui-harness.h"

static SyNewGameWindow *
find_new_game_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (SY_IS_NEW_GAME_WINDOW (window))
        return SY_NEW_GAME_WINDOW (window);
    }
  return NULL;
}

static gboolean
has_no_new_game_window (gpointer data)
{
  return find_new_game_window () == NULL;
}

/* Whether @root shows, visibly, a label or a row saying @text. */
static gboolean
shows_visibly (GtkWidget  *root,
               const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      const char *shown = gtk_label_get_text (GTK_LABEL (label));

      if (gtk_widget_is_drawable (label) && shown != NULL && strstr (shown, text) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* Nothing of the turn's controls shows while the table is laid out. */
static void
check_setup_page_only (SyWindow *window)
{
  GtkWidget *root = GTK_WIDGET (window);
  g_autofree char *gear = NULL;

  /* The mnemonic's underline apart, as the button shows it. */
  gear = g_strdup (_("The Gear’s _Die Dropped"));
  {
    char *u = strchr (gear, '_');

    if (u != NULL)
      memmove (u, u + 1, strlen (u));
  }
  g_assert_false (shows_visibly (root, gear));
  g_assert_false (shows_visibly (root, _("A Stack of Ship Parts Ran Out")));
  g_assert_false (shows_visibly (root, _("The game ends early; of the middle parts, only set II counts")));
  g_assert_false (shows_visibly (root, _("The game ends early")));
  g_assert_null (find_named (root, "round-end-button"));
  g_assert_null (find_named (root, "stack-ran-out"));
}

/* Sets up a new game through the New Game window, as the players would:
 * the edition (0 first, 1 second) and the players' names. */
static SyGame *
start_new_game (SyWindow    *window,
                guint        edition,
                const char **names)
{
  SyNewGameWindow *dialog;
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  g_autoptr(GPtrArray) combos = g_ptr_array_new ();
  guint n = g_strv_length ((char **) names);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = find_new_game_window ();
  g_assert_nonnull (dialog);
  wait_until (is_mapped, dialog);
  collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, combos);
  adw_combo_row_set_selected (ADW_COMBO_ROW (g_ptr_array_index (combos, 0)), edition);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0)), n);
  settle ();
  collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, entries);
  for (guint i = 0; i < n; i++)
    gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, i)), names[i]);
  settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  wait_until (has_no_new_game_window, NULL);
  settle ();
  return sy_window_get_game (window);
}

static void
test_no_leftovers (void)
{
  SyWindow *window = get_window ();
  const char *two[] = { "Alena", "Bohdan", NULL };
  const char *solo[] = { "Alena", NULL };
  SyGame *game;

  /* The example game: second edition, half played. */
  sy_window_open_example (window);
  settle ();
  save_screenshot (GTK_WINDOW (window), "setup-example", 1280, 1000);

  game = start_new_game (window, 0, two);
  g_assert_cmpint (sy_game_get_edition (game), ==, SY_EDITION_FIRST);
  check_setup_page_only (window);
  save_screenshot (GTK_WINDOW (window), "setup-first", 1280, 3000);
  save_screenshot (GTK_WINDOW (window), "setup-first", 360, 1000);

  game = start_new_game (window, 1, solo);
  g_assert_cmpuint (sy_game_get_n_players (game), ==, 1);
  check_setup_page_only (window);
  /* The second edition's words, not the first's. */
  g_assert_false (shows_visibly (GTK_WIDGET (window), _("Tap the lead card first")));
  g_assert_true (shows_visibly (GTK_WIDGET (window), _("Tap the lead tile first")));
  save_screenshot (GTK_WINDOW (window), "setup-solo", 1280, 3000);
  save_screenshot (GTK_WINDOW (window), "setup-solo", 360, 1000);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/setup/no-leftovers", test_no_leftovers);
  return run_in_application ();
}
