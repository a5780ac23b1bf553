/* test-table-keys.c: the main window as a table uses it: wide and narrow
 * layouts, the tally at any moment, the keyboard shortcuts of a turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>

#include "sy-application.h"
#include "sy-columns.h"
#include "sy-compat.h"
#include "sy-tally-window.h"
#include "sy-window.h"
#include "ui-harness.h"

static SyGame *
load_example (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                 "second-edition-3p.json", NULL);
  g_autoptr(GError) error = NULL;
  SyGame *game = sy_game_load_file (path, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static gboolean
has_wanted_width (gpointer data)
{
  GtkWidget *window = data;

  return gtk_widget_get_mapped (window)
         && ABS (gtk_widget_get_width (window)
                 - GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "wanted"))) < 20;
}

static void
resize (SyWindow *window,
        int       width)
{
  g_object_set_data (G_OBJECT (window), "wanted", GINT_TO_POINTER (width));
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 900);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (has_wanted_width, window);
  settle ();
}

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  return bounds;
}

static SyTallyWindow *
find_tally_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (SY_IS_TALLY_WINDOW (window))
        return SY_TALLY_WINDOW (window);
    }
  return NULL;
}

/* Presses Alt+@digit as the window's binding takes it. */
static void
press_alt_digit (SyWindow *window,
                 guint     digit)
{
  g_autoptr(GtkShortcut) shortcut = find_key_binding (GTK_WIDGET (window), GDK_KEY_0 + digit,
                                                      GDK_ALT_MASK);
  GtkShortcutAction *action;

  g_assert_nonnull (shortcut);
  action = gtk_shortcut_get_action (shortcut);
  g_assert_true (GTK_IS_NAMED_ACTION (action));
  g_assert_cmpstr (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), ==, "win.choose-tile");
  g_assert_true (gtk_shortcut_action_activate (action, 0, GTK_WIDGET (window),
                                               gtk_shortcut_get_arguments (shortcut)));
  settle ();
}

static void
assert_accel (const char *action,
              const char *accel)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (
    GTK_APPLICATION (g_application_get_default ()), action);

  g_assert_true (g_strv_contains ((const char * const *) accels, accel));
}

/* The example game at the widths a table meets, for the eyes (saved only
 * with SY_TEST_SCREENSHOTS). */
static void
test_screenshots (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = load_example ();
  /* 1920 px does not fit the test's virtual screen (1600 px wide). */
  static const int widths[] = { 360, 800, 1280, 1600 };

  sy_window_set_game (window, game);
  settle ();
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      g_autofree char *name = g_strdup_printf ("table-%s-%d",
                                               test_language_is_czech () ? "cs" : "en", widths[i]);

      save_screenshot (GTK_WINDOW (window), name, widths[i], 1000);
    }
  {
    GtkWindow *overlay = sy_compat_get_help_overlay (GTK_APPLICATION_WINDOW (window));

    g_assert_nonnull (overlay);
    gtk_window_present (overlay);
    settle ();
    save_screenshot (overlay, test_language_is_czech () ? "table-shortcuts-cs" : "table-shortcuts-en", 0, 0);
    gtk_widget_set_visible (GTK_WIDGET (overlay), FALSE);
    settle ();
  }
}

/* Wide: the track at the left, the players at the right, the rare
 * controls below the track. Narrow: one column, nothing wider than the
 * window. */
static void
test_layout (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = load_example ();
  GtkWidget *columns;
  GtkWidget *track;
  GtkWidget *players;
  GtkWidget *rare;

  sy_window_set_game (window, game);
  columns = find_widget (GTK_WIDGET (window), SY_TYPE_COLUMNS, 0);
  g_assert_nonnull (columns);
  track = gtk_widget_get_ancestor (find_widget (GTK_WIDGET (window), g_type_from_name ("SyTrackView"), 0),
                                   ADW_TYPE_PREFERENCES_GROUP);
  players = gtk_widget_get_next_sibling (gtk_widget_get_first_child (columns));
  rare = find_named (GTK_WIDGET (window), "rare-controls");
  g_assert_nonnull (rare);
  g_assert_nonnull (find_named (rare, "stack-ran-out"));

  resize (window, 1280);
  g_assert_true (sy_columns_is_wide (SY_COLUMNS (columns)));
  {
    graphene_rect_t t = bounds_in (track, GTK_WIDGET (window));
    graphene_rect_t p = bounds_in (players, GTK_WIDGET (window));
    graphene_rect_t r = bounds_in (rare, GTK_WIDGET (window));

    g_assert_cmpfloat (p.origin.x, >=, t.origin.x + t.size.width);
    g_assert_cmpfloat (p.origin.y, <, t.origin.y + t.size.height);
    g_assert_cmpfloat (r.origin.y, >=, t.origin.y + t.size.height);
    g_assert_cmpfloat (r.origin.x + r.size.width, <=, p.origin.x);
  }

  resize (window, 360);
  g_assert_false (sy_columns_is_wide (SY_COLUMNS (columns)));
  {
    graphene_rect_t t = bounds_in (track, GTK_WIDGET (window));
    graphene_rect_t p = bounds_in (players, GTK_WIDGET (window));
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

    g_assert_cmpfloat (p.origin.y, >=, t.origin.y + t.size.height);
    g_assert_cmpfloat (t.origin.x + t.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
    collect_widgets (columns, GTK_TYPE_BUTTON, buttons);
    g_assert_cmpuint (buttons->len, >, 0);
    for (guint i = 0; i < buttons->len; i++)
      {
        GtkWidget *button = g_ptr_array_index (buttons, i);
        graphene_rect_t b;

        if (!gtk_widget_get_mapped (button))
          continue;
        b = bounds_in (button, columns);
        g_assert_cmpfloat (b.origin.x, >=, 0);
        g_assert_cmpfloat (b.origin.x + b.size.width, <=, gtk_widget_get_width (columns) + 0.5);
      }
  }
  resize (window, 800);
}

/* The tally so far opens from the menu's action at any phase. */
static void
test_tally (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = load_example ();
  SyTallyWindow *tally;

  g_assert_cmpint (sy_game_get_table (game)->phase, !=, SY_PHASE_OVER);
  sy_window_set_game (window, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.tally", NULL);
  settle ();
  g_assert_null (find_tally_window ());
  sy_window_set_game (window, game);
  assert_accel ("win.tally", "<Control>t");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.tally", NULL));
  settle ();
  tally = find_tally_window ();
  g_assert_nonnull (tally);
  g_assert_true (sy_tally_window_get_game (tally) == game);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (tally)), ==,
                   test_language_is_czech () ? "Dosavadní sčítání" : "Tally So Far");
  gtk_window_destroy (GTK_WINDOW (tally));
  settle ();
}

/* Alt+digit chooses the tile at that place; the engine's refusal is said
 * in the one toast; Ctrl+Return ends the turn, or says why not. */
static void
test_shortcuts (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = load_example ();
  const SyTable *table = sy_game_get_table (game);
  g_autoptr(GError) refusal = NULL;
  SyTableSteps steps;
  guint free_tile = G_MAXUINT;
  guint n_events;

  sy_window_set_game (window, game);
  settle ();
  assert_accel ("win.end-turn", "<Control>Return");
  g_assert_cmpint (table->phase, ==, SY_PHASE_CHOOSE);

  /* Ending the turn before choosing: refused, in the engine's words. */
  sy_table_get_steps (table, &steps);
  g_assert_false (steps.can_end_turn);
  g_assert_nonnull (steps.end_turn_refusal);
  n_events = sy_game_get_n_events (game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  settle ();
  g_assert_cmpuint (sy_game_get_n_events (game), ==, n_events);
  g_assert_true (shows_text (GTK_WIDGET (window), steps.end_turn_refusal));

  /* Alt+1, the lead tile: refused after the first turns. */
  g_assert_false (sy_table_can_choose (table, 0, &refusal));
  press_alt_digit (window, 1);
  g_assert_cmpuint (sy_game_get_n_events (game), ==, n_events);
  g_assert_true (shows_text (GTK_WIDGET (window), refusal->message));

  /* A tile the engine allows: chosen, as a tap on it. */
  for (guint i = 0; i < table->track.n_tiles && free_tile == G_MAXUINT; i++)
    if (sy_table_can_choose (table, i, NULL))
      free_tile = i;
  g_assert_cmpuint (free_tile, <, 9);
  press_alt_digit (window, free_tile + 1);
  g_assert_cmpuint (sy_game_get_n_events (game), ==, n_events + 1);
  g_assert_cmpint (table->track.owner[free_tile], ==, (int) table->current);
  g_assert_cmpint (table->phase, ==, SY_PHASE_ACT);

  /* Choosing again in the same turn: refused in words. */
  g_clear_error (&refusal);
  g_assert_false (sy_table_can_choose (table, free_tile, &refusal));
  press_alt_digit (window, free_tile + 1);
  g_assert_true (shows_text (GTK_WIDGET (window), refusal->message));

  /* Ctrl+Return ends the turn once the engine takes it. */
  sy_table_get_steps (table, &steps);
  if (steps.can_end_turn)
    {
      guint current = table->current;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
      settle ();
      g_assert_cmpuint (table->current, !=, current);
    }
}

/* Without a mouse: Tab reaches the tiles, the action's rows and End the
 * Turn, in a game just begun. */
static void
test_tab_reaches (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  GtkWidget *tile;
  GtkWidget *step;
  GtkWidget *end;
  gboolean reached_tile = FALSE;
  gboolean reached_step = FALSE;
  gboolean reached_end = FALSE;

  sy_window_set_game (window, game);
  settle ();
  tile = gtk_widget_get_first_child (find_widget (GTK_WIDGET (window),
                                                   g_type_from_name ("SyTrackView"), 0));
  g_assert_nonnull (tile);
  /* Tab goes only where the widgets are laid out: the track shown with
   * the game is, once mapped (a busy machine may draw it a frame late). */
  wait_until (is_mapped, tile);
  for (guint i = 0; i < 200 && !reached_tile; i++)
    {
      GtkWidget *focus;

      /* As a person presses Tab: now and then the window draws between
       * presses (GTK 4.18 lets a flow box take the focus only then). */
      if (i % 40 == 39)
        settle ();

      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD)
                     || gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
      focus = gtk_root_get_focus (GTK_ROOT (window));
      reached_tile = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (window))
                     && gtk_widget_get_ancestor (focus, g_type_from_name ("SyTrackView")) != NULL;
    }
  g_assert_true (reached_tile);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-tile", "u",
                                             (guint) sy_table_find_tile (sy_game_get_table (game),
                                                                         SY_ACTION_EQUIPMENT)));
  settle ();
  step = require_named (window, "ring-step-1");
  end = require_named (window, "end-turn");
  /* The same for the panel's new rows and buttons. */
  wait_until (is_mapped, step);
  wait_until (is_mapped, end);
  for (guint i = 0; i < 200 && !(reached_step && reached_end); i++)
    {
      GtkWidget *focus;

      /* As a person presses Tab: now and then the window draws between
       * presses (GTK 4.18 lets a flow box take the focus only then). */
      if (i % 40 == 39)
        settle ();

      if (!gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD))
        continue;
      focus = gtk_root_get_focus (GTK_ROOT (window));
      reached_step |= focus == step || (focus != NULL && gtk_widget_is_ancestor (focus, step));
      reached_end |= focus == end || (focus != NULL && gtk_widget_is_ancestor (focus, end));
    }
  g_assert_true (reached_step);
  g_assert_true (reached_end);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);

  g_test_add_func ("/ui/table/layout", test_layout);
  g_test_add_func ("/ui/table/tally", test_tally);
  g_test_add_func ("/ui/table/shortcuts", test_shortcuts);
  g_test_add_func ("/ui/table/tab-reaches", test_tab_reaches);
  g_test_add_func ("/ui/table/screenshots", test_screenshots);

  return run_in_application ();
}
