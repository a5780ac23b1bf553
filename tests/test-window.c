/* test-window.c: the real application under a (virtual) display
 *
 * Run with the expected window title as the first argument after the test
 * options, so that the same test checks each language: the title is written
 * out literally, never taken from the catalogue under test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sy-application.h"
#include "sy-compat.h"
#include "sy-dialogs.h"
#include "sy-layout-view.h"
#include "sy-new-game-window.h"
#include "sy-track-view.h"
#include "sy-yard-view.h"
#include "sy-window.h"
#include "sy-preferences-window.h"
#include "ui-harness.h"

static const char *expected_title;
static const char *expected_new_game;
static const char *expected_choose;      /* the guide strip's words for Bohdan */
static const char *expected_perform;





static gboolean
has_no_new_game_window (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (SY_IS_NEW_GAME_WINDOW (window))
        return FALSE;
    }
  return TRUE;
}

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

static void
check_main_window (SyWindow *window)
{
  GtkWidget *status;
  GtkWidget *title;

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, expected_title);

  title = find_widget (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE, 0);
  g_assert_nonnull (title);
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)), ==, expected_title);

  /* No game yet: the empty state offers a new one. */
  g_assert_null (sy_window_get_game (window));
  status = find_widget (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE, 0);
  g_assert_nonnull (status);
  g_assert_true (gtk_widget_get_mapped (status));

  /* The primary menu's actions exist. */
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (gtk_window_get_application (GTK_WINDOW (window))),
                                            "about"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (gtk_window_get_application (GTK_WINDOW (window))),
                                            "help"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));
  /* The shortcuts window is built when first asked for (not with the
   * window); Ctrl+? shows it, as GTK's own help overlay would. */
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (gtk_window_get_application (GTK_WINDOW (window)),
                                                                  "win.show-help-overlay");

    g_assert_true (g_strv_contains ((const char * const *) accels, "<Control>question"));
  }
  g_assert_nonnull (sy_compat_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
}

static GtkWidget *
find_start_button (SyNewGameWindow *dialog)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkActionable *button = g_ptr_array_index (buttons, i);

      if (g_strcmp0 (gtk_actionable_get_action_name (button), "new-game.start") == 0)
        return GTK_WIDGET (button);
    }
  g_assert_not_reached ();
}

static void
fill_in_new_game (SyNewGameWindow *dialog)
{
  const char *names[] = { "Alena", "Bohdan", "Cecílie" };
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  g_autoptr(GPtrArray) combos = g_ptr_array_new ();
  GtkWidget *spin;

  spin = find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0);
  g_assert_nonnull (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 3);

  collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, entries);
  g_assert_cmpuint (entries->len, ==, 3);

  /* The start button stays off until every player has a name. */
  g_assert_false (gtk_widget_is_sensitive (find_start_button (dialog)));

  for (guint i = 0; i < entries->len; i++)
    gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, i)), names[i]);
  g_assert_true (gtk_widget_is_sensitive (find_start_button (dialog)));

  /* The starting player: Bohdan (row 0 is "Draw at random"). */
  collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, combos);
  g_assert_cmpuint (combos->len, ==, 3);
  adw_combo_row_set_selected (ADW_COMBO_ROW (g_ptr_array_index (combos, 2)), 2);
}

static void
check_new_game (SyWindow *window)
{
  SyNewGameWindow *dialog;
  SyGame *game;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  gboolean found_names[3] = { FALSE, };

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = find_new_game_window ();
  g_assert_nonnull (dialog);
  wait_until (is_mapped, dialog);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, expected_new_game);

  fill_in_new_game (dialog);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  wait_until (has_no_new_game_window, NULL);

  /* What the engine now holds. */
  game = sy_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (sy_game_get_edition (game), ==, SY_EDITION_SECOND);
  g_assert_cmpuint (sy_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (sy_game_get_player_name (game, 2), ==, "Cecílie");
  g_assert_cmpuint (sy_game_get_start_player (game), ==, 1);
  g_assert_cmpuint (sy_game_get_setup_facts (game)->round_counter_dice, ==, 5);

  /* What the window shows: a row for each player, and the round counter's 5 dice. */
  collect_widgets (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      const char *title = adw_preferences_row_get_title (g_ptr_array_index (rows, i));

      for (guint p = 0; p < 3; p++)
        if (g_strcmp0 (title, sy_game_get_player_name (game, p)) == 0)
          found_names[p] = TRUE;
    }
  for (guint p = 0; p < 3; p++)
    g_assert_true (found_names[p]);

  /* The setup as a checklist: the seven facts of the game and four steps
   * of every game, each ticked by a tap on its row. */
  {
    g_autoptr(GPtrArray) steps = g_ptr_array_new ();

    collect_named (GTK_WIDGET (window), "setup-step", steps);
    g_assert_cmpuint (steps->len, ==, 11);
    g_assert_false (gtk_check_button_get_active (g_ptr_array_index (steps, 0)));
    /* A tap on the row: the list box activates it. */
    g_signal_emit_by_name (gtk_widget_get_ancestor (g_ptr_array_index (steps, 0), GTK_TYPE_LIST_BOX),
                           "row-activated",
                           gtk_widget_get_ancestor (g_ptr_array_index (steps, 0), ADW_TYPE_ACTION_ROW));
    g_assert_true (gtk_check_button_get_active (g_ptr_array_index (steps, 0)));
    /* The checklist made again (the game told of a change): each tick
     * stays on its step. */
    gtk_check_button_set_active (g_ptr_array_index (steps, 3), TRUE);
    g_signal_emit_by_name (sy_window_get_game (window), "changed");
    g_ptr_array_set_size (steps, 0);
    collect_named (GTK_WIDGET (window), "setup-step", steps);
    g_assert_cmpuint (steps->len, ==, 11);
    for (guint i = 0; i < steps->len; i++)
      g_assert_true (gtk_check_button_get_active (g_ptr_array_index (steps, i)) == (i == 0 || i == 3));
  }
}

static void
check_example_and_autosave (SyWindow *window)
{
  SyGame *game;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE,
                                            "current-game.shipyard", NULL);
  g_autoptr(SyGame) saved = NULL;

  /* The example game: a real second-edition table for three, half played. */
  sy_window_open_example (window);
  game = sy_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (sy_game_get_edition (game), ==, SY_EDITION_SECOND);
  g_assert_cmpuint (sy_game_get_n_players (game), ==, 3);
  g_assert_cmpuint (sy_game_get_position (game), >, 20);

  /* Autosaved as soon as it is on the table, and after every event. */
  settle ();  /* the window writes off the main thread */
  saved = sy_game_load_file (path, NULL, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (sy_game_get_position (saved), ==, sy_game_get_position (game));
  g_assert_true (sy_game_undo (game));
  g_clear_object (&saved);
  settle ();
  saved = sy_game_load_file (path, NULL, NULL);
  g_assert_cmpuint (sy_game_get_position (saved), ==, sy_game_get_position (game));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL));
}






static guint
first_bit (guint mask)
{
  for (guint i = 0; i < 32; i++)
    if (mask & (1u << i))
      return i;
  g_assert_not_reached ();
}

/* The new game from check_new_game is laid out through the layout view's
 * buttons, and its first round is played through the window: Bohdan builds
 * a bow, Cecílie hires a helmsman, Alena manufactures equipment. */
static void
check_first_round (SyWindow *window)
{
  static const SyAction order[] = {
    SY_ACTION_BUILD, SY_ACTION_CANAL, SY_ACTION_GOODS, SY_ACTION_EQUIPMENT,
    SY_ACTION_CREW, SY_ACTION_EMPLOYEES, SY_ACTION_EXCHANGE,
  };
  SyGame *game = sy_window_get_game (window);
  SyLayoutView *layout;
  SyTrackView *track_view;
  SyYardView *yard_view;
  const SyTable *table;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE,
                                            "current-game.shipyard", NULL);
  g_autoptr(SyGame) saved = NULL;
  guint position, slot, start_money;
  SyYard empty;

  g_assert_nonnull (game);
  g_assert_cmpint (sy_game_get_table (game)->phase, ==, SY_PHASE_LAYOUT);
  layout = SY_LAYOUT_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_LAYOUT_VIEW, 0));
  g_assert_nonnull (layout);
  g_assert_null (find_widget (GTK_WIDGET (window), SY_TYPE_TRACK_VIEW, 0));

  /* Three players: no Subsidy tile to tap; the start waits for all seven. */
  g_assert_false (gtk_widget_get_visible (sy_layout_view_get_tile_button (layout, SY_ACTION_SUBSIDY)));
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      g_assert_false (gtk_widget_is_sensitive (sy_layout_view_get_start_button (layout)));
      tap (sy_layout_view_get_tile_button (layout, order[i]));
      /* A tile lies once on the track. */
      g_assert_false (gtk_widget_is_sensitive (sy_layout_view_get_tile_button (layout, order[i])));
    }
  tap (sy_layout_view_get_start_button (layout));

  /* The engine holds the track as tapped, and Bohdan, who starts, chooses. */
  table = sy_game_get_table (game);
  g_assert_cmpint (table->phase, ==, SY_PHASE_CHOOSE);
  g_assert_cmpuint (table->track.n_tiles, ==, 7);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    g_assert_cmpint (table->track.tiles[i], ==, order[i]);
  g_assert_cmpuint (table->current, ==, 1);
  g_assert_cmpstr (find_label_text (GTK_WIDGET (window), "guide-strip"), ==, expected_choose);
  start_money = table->players[1].money;
  g_assert_cmpuint (start_money, ==, 6);

  /* The first turn may take the lead tile; nothing lies ahead of it, so
   * it pays nothing. */
  track_view = SY_TRACK_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_TRACK_VIEW, 0));
  g_assert_nonnull (track_view);
  g_assert_true (gtk_widget_has_css_class (sy_track_view_get_tile (track_view, 0), "choosable"));
  position = sy_game_get_position (game);
  tap (sy_track_view_get_tile (track_view, 0));

  table = sy_game_get_table (game);
  g_assert_cmpint (table->phase, ==, SY_PHASE_ACT);
  g_assert_cmpint (table->chosen, ==, SY_ACTION_BUILD);
  g_assert_cmpint (table->track.owner[0], ==, 1);
  g_assert_cmpuint (table->players[1].money, ==, start_money);
  g_assert_cmpuint (sy_game_get_position (game), ==, position + 1);
  g_assert_cmpstr (find_label_text (GTK_WIDGET (window), "guide-strip"), ==, expected_perform);
  g_assert_false (gtk_widget_has_css_class (sy_track_view_get_tile (track_view, 3), "choosable"));

  /* A second choice is refused and changes nothing. */
  tap (sy_track_view_get_tile (track_view, 3));
  g_assert_cmpuint (sy_game_get_position (game), ==, position + 1);

  /* Autosaved after the event. */
  settle ();
  saved = sy_game_load_file (path, NULL, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (sy_game_get_position (saved), ==, position + 1);
  g_clear_object (&saved);

  /* Undo (Ctrl+Z) takes the marker back; redo puts it there again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  table = sy_game_get_table (game);
  g_assert_cmpint (table->phase, ==, SY_PHASE_CHOOSE);
  g_assert_cmpint (table->track.owner[0], ==, -1);
  g_assert_cmpstr (find_label_text (GTK_WIDGET (window), "guide-strip"), ==, expected_choose);
  settle ();
  saved = sy_game_load_file (path, NULL, NULL);
  g_assert_cmpuint (sy_game_get_position (saved), ==, position);
  g_clear_object (&saved);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  table = sy_game_get_table (game);
  g_assert_cmpint (table->phase, ==, SY_PHASE_ACT);

  /* Build Ships: a bow with two cabins from the bottom row (free), placed
   * on the first slot the yard marks; a second part, taken back. */
  yard_view = SY_YARD_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_YARD_VIEW, 0));
  g_assert_nonnull (yard_view);
  sy_yard_init (&empty, sy_catalog_get (SY_EDITION_SECOND));
  slot = first_bit (sy_yard_legal_slots (&empty, SY_PART_BOW));
  g_assert_true (gtk_widget_has_css_class (sy_yard_view_get_slot (yard_view, slot), "legal"));
  g_assert_false (gtk_widget_is_sensitive (require_named (window, "buy-parts")));
  save_screenshot (GTK_WINDOW (window), "build", 0, 0);
  enter_by_hand (window);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (require_named (window, "symbol-cabin")), 2);
  tap (sy_yard_view_get_slot (yard_view, slot));
  /* The slot is taken now. */
  g_assert_false (gtk_widget_has_css_class (sy_yard_view_get_slot (yard_view, slot), "legal"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "part-kind")), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "offer-row")), 4);
  tap (sy_yard_view_get_slot (yard_view, slot + 1));
  tap (require_named (window, "take-back-part"));
  tap (require_named (window, "buy-parts"));

  table = sy_game_get_table (game);
  g_assert_true (table->main_done);
  g_assert_cmpint (table->players[1].yard.slots[slot].kind, ==, SY_PART_BOW);
  g_assert_cmpuint (table->players[1].yard.slots[slot].symbols[SY_SYMBOL_CABIN], ==, 2);
  g_assert_cmpint (table->players[1].yard.slots[slot + 1].kind, ==, SY_PART_NONE);
  g_assert_cmpuint (table->players[1].money, ==, start_money);
  tap (require_named (window, "end-turn"));

  /* Cecílie: Hire Employee, the sixth tile. Build Ships lies ahead with a
   * marker: income 1. A helmsman one stop on: free. */
  table = sy_game_get_table (game);
  g_assert_cmpint (table->phase, ==, SY_PHASE_CHOOSE);
  g_assert_cmpuint (table->current, ==, 2);
  tap (sy_track_view_get_tile (track_view, 5));
  table = sy_game_get_table (game);
  g_assert_cmpuint (table->players[2].money, ==, 6 + 1);
  /* A recruiter pictures only a piece of the crew ring, an engineer one of
   * the equipment ring, a designer any piece. */
  {
    const SyCatalog *catalog = sy_catalog_get (SY_EDITION_SECOND);
    AdwComboRow *kind = ADW_COMBO_ROW (require_named (window, "hire-kind"));
    AdwComboRow *item = ADW_COMBO_ROW (require_named (window, "hire-item"));
    const SyItem *rings[2] = { catalog->crew_ring_items, catalog->equipment_ring };
    const SyEmployeeKind kinds[2] = { SY_EMPLOYEE_RECRUITER, SY_EMPLOYEE_ENGINEER };

    for (guint r = 0; r < 2; r++)
      {
        GListModel *model;

        adw_combo_row_set_selected (kind, kinds[r]);
        model = adw_combo_row_get_model (item);
        g_assert_cmpuint (g_list_model_get_n_items (model), ==, SY_RING_SECTORS);
        for (guint i = 0; i < SY_RING_SECTORS; i++)
          {
            gboolean listed = FALSE;

            for (guint j = 0; j < SY_RING_SECTORS; j++)
              listed |= g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), j),
                                   sy_item_get_name (catalog->edition, rings[r][i])) == 0;
            g_assert_true (listed);
          }
      }
    adw_combo_row_set_selected (kind, SY_EMPLOYEE_DESIGNER);
    g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (item)), >, SY_RING_SECTORS);
  }
  adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "hire-kind")),
                              SY_EMPLOYEE_HELMSMAN);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (require_named (window, "hire-steps")), 1);
  tap (require_named (window, "hire"));
  table = sy_game_get_table (game);
  g_assert_cmpuint (table->players[2].n_employees, ==, 1);
  g_assert_cmpint (table->players[2].employees[0].kind, ==, SY_EMPLOYEE_HELMSMAN);
  g_assert_cmpuint (table->players[2].money, ==, 7);
  g_assert_cmpuint (table->employee_pointer, ==, 1);
  tap (require_named (window, "end-turn"));

  /* Alena: Manufacture Equipment, the fourth tile; one marker ahead
   * (Build Ships): income 1. The pointer stood on the cannon: one free
   * step gives the smokestack (cannon, smokestack, crane, sail). */
  table = sy_game_get_table (game);
  g_assert_cmpuint (table->current, ==, 0);
  tap (sy_track_view_get_tile (track_view, 3));
  activate_row (require_named (window, "ring-step-1"));
  table = sy_game_get_table (game);
  g_assert_cmpuint (table->players[0].money, ==, 6 + 1);
  g_assert_cmpuint (table->players[0].supply.count[SY_ITEM_SMOKESTACK], ==, 1);
  tap (require_named (window, "end-turn"));

  /* The round is over: Bohdan again, and what the window shows agrees. */
  table = sy_game_get_table (game);
  g_assert_cmpint (table->phase, ==, SY_PHASE_CHOOSE);
  g_assert_cmpuint (table->current, ==, 1);
  g_assert_cmpstr (find_label_text (GTK_WIDGET (window), "guide-strip"), ==, expected_choose);

  /* Each player's board: a row each, the one on turn open, its yard
   * showing the bow Bohdan built. */
  {
    g_autoptr(GPtrArray) boards = g_ptr_array_new ();
    g_autoptr(GPtrArray) yards = g_ptr_array_new ();

    collect_named (GTK_WIDGET (window), "player-board", boards);
    g_assert_cmpuint (boards->len, ==, 3);
    for (guint p = 0; p < 3; p++)
      {
        AdwExpanderRow *board = g_ptr_array_index (boards, p);

        g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (board)), ==,
                         sy_game_get_player_name (game, p));
        g_assert_true (adw_expander_row_get_expanded (board) == (p == 1));
      }
    collect_widgets (g_ptr_array_index (boards, 1), SY_TYPE_YARD_VIEW, yards);
    g_assert_cmpuint (yards->len, ==, 1);
    {
      g_autofree char *bow = sy_part_describe (&sy_game_get_table (game)->players[1].yard.slots[slot]);
      SyPart empty_part = { SY_PART_NONE, };
      g_autofree char *nothing = sy_part_describe (&empty_part);

      g_assert_cmpstr (gtk_widget_get_tooltip_text (sy_yard_view_get_slot (g_ptr_array_index (yards, 0), slot)),
                       ==, bow);
      g_assert_cmpstr (bow, !=, nothing);
    }
  }

  /* Saved and reopened: the same table. */
  settle ();
  saved = sy_game_load_file (path, NULL, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (sy_game_get_position (saved), ==, sy_game_get_position (game));
  g_assert_cmpmem (sy_game_get_table (saved), sizeof (SyTable), table, sizeof (SyTable));
  g_clear_object (&saved);

  /* Undo all the way to the layout: the layout view is back. */
  position = sy_game_get_position (game);
  while (sy_game_can_undo (game))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpint (sy_game_get_table (game)->phase, ==, SY_PHASE_LAYOUT);
  g_assert_nonnull (find_widget (GTK_WIDGET (window), SY_TYPE_LAYOUT_VIEW, 0));
  while (sy_game_can_redo (game))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (sy_game_get_position (game), ==, position);
}

static GtkWindow *
find_log_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_WINDOW (window) && !SY_IS_PREFERENCES_WINDOW (window)
          && gtk_widget_get_visible (GTK_WIDGET (window))
          && find_named (GTK_WIDGET (window), "log-go-back") != NULL)
        return window;
    }
  return NULL;
}


/* The log lists the first round's ten events, newest first; Alena's
 * equipment (event 9) is corrected from one step to two: a crane for a
 * guilder instead of a free smokestack; the later event stays. The
 * correction is taken back, then the log goes back to just after the
 * layout and the game is restored with redo. */
static void
check_log_and_correction (SyWindow *window)
{
  SyGame *game = sy_window_get_game (window);
  g_autoptr(GPtrArray) corrects = g_ptr_array_new ();
  g_autoptr(GPtrArray) backs = g_ptr_array_new ();
  g_autoptr(GPtrArray) steps = g_ptr_array_new ();
  GtkWindow *log;
  guint n = sy_game_get_n_events (game);
  const SyTable *table;

  g_assert_cmpuint (n, ==, 10);
  g_assert_cmpuint (sy_game_get_position (game), ==, n);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.log", NULL));
  log = find_log_window ();
  g_assert_nonnull (log);
  collect_named (GTK_WIDGET (log), "log-correct", corrects);
  g_assert_cmpuint (corrects->len, ==, n);
  tap (g_ptr_array_index (corrects, 1));
  g_assert_null (find_log_window ());

  /* The table as it stood before the event, Alena to perform it. */
  g_assert_cmpuint (sy_game_get_position (game), ==, 8);
  g_assert_nonnull (require_named (window, "cancel-correction"));
  collect_named (GTK_WIDGET (window), "ring-step", steps);
  g_assert_cmpuint (steps->len, ==, 3);
  activate_row (g_ptr_array_index (steps, 0));

  table = sy_game_get_table (game);
  g_assert_cmpuint (sy_game_get_position (game), ==, n);
  g_assert_cmpuint (sy_game_get_event (game, 8)->steps, ==, 2);
  g_assert_cmpuint (table->players[0].money, ==, 6 + 1 - 1);
  g_assert_cmpuint (table->players[0].supply.count[SY_ITEM_CRANE], ==, 1);
  g_assert_cmpuint (table->players[0].supply.count[SY_ITEM_SMOKESTACK], ==, 0);
  g_assert_cmpint (table->phase, ==, SY_PHASE_CHOOSE);
  g_assert_null (find_named (GTK_WIDGET (window), "cancel-correction"));

  /* Taken back: the smokestack again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.revert-correction", NULL));
  table = sy_game_get_table (game);
  g_assert_cmpuint (sy_game_get_event (game, 8)->steps, ==, 1);
  g_assert_cmpuint (table->players[0].supply.count[SY_ITEM_SMOKESTACK], ==, 1);
  g_assert_cmpuint (sy_game_get_position (game), ==, n);

  /* Going back from the log keeps the rest to redo. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.log", NULL));
  log = find_log_window ();
  collect_named (GTK_WIDGET (log), "log-go-back", backs);
  tap (g_ptr_array_index (backs, n - 1));
  g_assert_cmpuint (sy_game_get_position (game), ==, 1);
  g_assert_cmpuint (sy_game_get_n_events (game), ==, n);
  while (sy_game_can_redo (game))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (sy_game_get_position (game), ==, n);

  /* Bohdan rents a canal: a straight tile as drawn, the first of his
   * system, at no price; it lies at column 0, row 0. */
  {
    SyTrackView *track_view = SY_TRACK_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_TRACK_VIEW, 0));
    int canal = sy_table_find_tile (sy_game_get_table (game), SY_ACTION_CANAL);

    g_assert_cmpint (canal, >=, 0);
    tap (sy_track_view_get_tile (track_view, (guint) canal));
    g_assert_cmpint (sy_game_get_table (game)->chosen, ==, SY_ACTION_CANAL);
    tap (require_named (window, "rent-canal"));
    table = sy_game_get_table (game);
    g_assert_true (table->main_done);
    g_assert_cmpuint (table->players[1].canals.n_tiles, ==, 1);
    g_assert_cmpint (table->players[1].canals.tiles[0].x, ==, 0);
    g_assert_cmpint (table->players[1].canals.tiles[0].y, ==, 0);
  }
}


/* The launch window's Launch, and, the ship failing, Launch Anyway in the
 * question it asks then. */
static void
launch_anyway (SyGame *game)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *confirm = NULL;
  GtkWidget *question;
  guint position = sy_game_get_position (game);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && confirm == NULL; i++)
    {
      g_autoptr(GtkWindow) top = g_list_model_get_item (toplevels, i);

      confirm = find_named (GTK_WIDGET (top), "launch-confirm");
    }
  g_assert_nonnull (confirm);
  tap (confirm);
  g_assert_cmpuint (sy_game_get_position (game), ==, position);
  question = sy_dialogs_find_alert (NULL);
  g_assert_nonnull (question);
  sy_dialogs_alert_respond (question, "launch");
  settle ();
}

/* A ship finished with no captain in the supply: the launch row says it
 * fails; its launch window asks before it sails, scoring nothing, and its
 * row sails it at once and says it failed; then a stack runs out from the
 * turn panel, which ends the game early. */
static void
check_launch_and_stack (SyWindow *window)
{
  const SyPart bare[3] = { { .kind = SY_PART_BOW }, { .kind = SY_PART_MIDDLE }, { .kind = SY_PART_STERN } };
  g_autoptr(SyGame) game = new_game_with_ship (bare);
  g_autoptr(GPtrArray) launches = g_ptr_array_new ();

  sy_window_set_game (window, game);

  /* Ending the turn is refused while the ship waits. */
  tap (require_named (window, "end-turn"));
  g_assert_cmpuint (sy_game_get_position (game), ==, 3);

  /* How it would score, explained in a window; Launch there sends it. */
  tap (require_named (window, "launch-details"));
  g_assert_cmpuint (sy_game_get_position (game), ==, 3);
  launch_anyway (game);
  g_assert_cmpuint (sy_game_get_position (game), ==, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));

  /* The same from the row, which said that the ship fails: it sails at
   * the tap, asking nothing, and the table is told that it failed, Undo
   * at hand. */
  collect_named (GTK_WIDGET (window), "launch", launches);
  g_assert_cmpuint (launches->len, ==, 1);
  activate_row (g_ptr_array_index (launches, 0));
  g_assert_null (sy_dialogs_find_alert ("launch-failure-question"));
  g_assert_cmpuint (sy_game_get_position (game), ==, 4);
  settle ();
  /* In a toast, or in the bar under the header where a toast would cut it. */
  g_assert_true (shows_text (GTK_WIDGET (window),
                             _("The ship failed its cruise and brought no points. Undo takes the launch back.")));
  g_assert_cmpuint (sy_game_get_table (game)->players[0].failed_ships, ==, 1);
  g_assert_cmpuint (sy_game_get_table (game)->players[0].n_fleet, ==, 0);
  g_assert_null (find_named (GTK_WIDGET (window), "launch"));
  /* Undo takes it back to the yard, as the message says; Redo sails it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  settle ();
  g_assert_cmpuint (sy_game_get_position (game), ==, 3);
  g_assert_cmpuint (sy_game_get_table (game)->players[0].failed_ships, ==, 0);
  g_assert_nonnull (find_named (GTK_WIDGET (window), "launch"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  settle ();
  g_assert_cmpuint (sy_game_get_position (game), ==, 4);
  tap (require_named (window, "end-turn"));
  g_assert_cmpuint (sy_game_get_table (game)->current, ==, 1);

  /* The sterns run out: the engine hears it from the turn panel. */
  g_assert_nonnull (require_named (window, "stack-ran-out"));
  activate_row (require_named (window, "stack-stern"));
  g_assert_true (sy_game_get_table (game)->stack_empty[SY_PART_STERN]);
  g_assert_true (sy_game_get_table (game)->ends_early);
}


/* Preferences (Ctrl+comma): keeping the screen awake is a setting. */
static void
check_preferences (SyWindow *window)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  GtkWidget *preferences;
  GtkWidget *toggle;

  g_assert_true (g_settings_get_boolean (settings, "keep-screen-awake"));
  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "preferences", NULL);
  preferences = sy_dialogs_find_open (SY_TYPE_PREFERENCES_WINDOW, NULL);
  g_assert_nonnull (preferences);
  g_assert_true (SY_IS_PREFERENCES_WINDOW (preferences));
  toggle = find_named (preferences, "keep-screen-awake");
  g_assert_nonnull (toggle);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (toggle)));
  gtk_switch_set_active (GTK_SWITCH (toggle), FALSE);
  g_assert_false (g_settings_get_boolean (settings, "keep-screen-awake"));
  /* Not kept awake now, whatever the session would allow. */
  g_assert_false (sy_window_is_keeping_awake (window));
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);

  /* The contract cards copied: the lanterns' table corrected at 5. */
  /* Both parents the preferences may have (a window, a dialog) have the property. */
  g_object_set (preferences, "visible-page",
                gtk_widget_get_ancestor (find_named (preferences, "edit-card-lanterns"),
                                         ADW_TYPE_PREFERENCES_PAGE),
                NULL);
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (preferences)), "preferences-cards", 600, 700);
  tap (find_named (preferences, "edit-card-lanterns"));
  settle ();
  {
    GtkWidget *card = GTK_WIDGET (gtk_widget_get_root (require_named_anywhere ("card-keep")));
    g_autoptr(SyCardValues) user = sy_card_values_new ();
    guint points = 0;

    gtk_editable_set_text (GTK_EDITABLE (find_named (card, "card-cell-5")), "11");
    save_screenshot (GTK_WINDOW (card), "card-table", 360, 400);
    tap (find_named (card, "card-keep"));
    settle ();
    g_assert_true (sy_card_values_load_user (user, NULL));
    g_assert_true (sy_card_values_lookup (user, "lanterns", 5, &points));
    g_assert_cmpuint (points, ==, 11);
  }
  sy_dialogs_close (preferences);
}

/* The undo and redo buttons of the header bar: whether each can be tapped. */
static void
assert_undo_redo (SyWindow *window,
                  gboolean  undo,
                  gboolean  redo)
{
  g_assert_cmpint (gtk_widget_is_sensitive (require_named (window, "undo")), ==, undo);
  g_assert_cmpint (gtk_widget_is_sensitive (require_named (window, "redo")), ==, redo);
}

/* The game on the table set again changes nothing: the window still
 * follows it, its undo and redo buttons with it. */
static void
check_same_game_twice (SyWindow *window)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);

  sy_window_set_game (window, game);
  assert_undo_redo (window, TRUE, FALSE);
  sy_window_set_game (window, game);
  assert_undo_redo (window, TRUE, FALSE);

  /* Undone and redone in the game itself, not through the window. */
  g_assert_true (sy_game_undo (game));
  assert_undo_redo (window, FALSE, TRUE);
  g_assert_true (sy_game_redo (game));
  assert_undo_redo (window, TRUE, FALSE);

  /* No game: nothing to undo or redo. */
  sy_window_set_game (window, NULL);
  assert_undo_redo (window, FALSE, FALSE);
  g_assert_false (sy_window_is_keeping_awake (window));
}

/* The bar under the table names the latest entry and its Undo undoes
 * exactly that entry; it follows the game on the table. */
static const char *
last_entry_text (SyWindow *window)
{
  GtkWidget *bar = find_named (GTK_WIDGET (window), "last-entry");

  g_assert_nonnull (bar);
  if (!gtk_revealer_get_reveal_child (GTK_REVEALER (bar)))
    return NULL;
  return gtk_label_get_label (GTK_LABEL (find_named (bar, "last-entry-label")));
}

static void
check_last_entry (SyWindow *window)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  g_autoptr(SyGame) other = new_laid_out_game (SY_EDITION_FIRST);
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_EQUIPMENT };
  SyEvent step = { .type = SY_EVENT_EQUIPMENT, .steps = 1 };
  const char *manufacture = sy_action_get_name (SY_ACTION_EQUIPMENT);
  guint position;

  sy_window_set_game (window, game);
  settle ();
  g_assert_nonnull (last_entry_text (window));
  g_assert_null (strstr (last_entry_text (window), "Alena"));

  /* Alena chooses Manufacture Equipment: the bar names her and the tile. */
  apply_or_die (game, &choose);
  settle ();
  g_assert_nonnull (strstr (last_entry_text (window), "Alena"));
  g_assert_nonnull (strstr (last_entry_text (window), manufacture));

  /* She manufactures: the bar no longer names the tile. */
  apply_or_die (game, &step);
  settle ();
  g_assert_null (strstr (last_entry_text (window), manufacture));
  position = sy_game_get_position (game);

  /* Its Undo undoes that entry, the step, and no other; the bar then
   * names the choice again. */
  tap (find_named (GTK_WIDGET (window), "last-entry-undo"));
  settle ();
  g_assert_cmpuint (sy_game_get_position (game), ==, position - 1);
  g_assert_cmpint (sy_game_get_event (game, position - 1)->type, ==, SY_EVENT_EQUIPMENT);
  g_assert_cmpint (sy_game_get_table (game)->phase, ==, SY_PHASE_ACT);
  g_assert_nonnull (strstr (last_entry_text (window), manufacture));

  /* Another game on the table: the bar speaks of it, not of this one. */
  sy_window_set_game (window, other);
  settle ();
  g_assert_null (strstr (last_entry_text (window), manufacture));
  sy_window_set_game (window, NULL);
  settle ();
  g_assert_null (last_entry_text (window));
}

static void
test_last_entry (void)
{
  check_last_entry (get_window ());
}

static void
test_title (void)
{
  check_main_window (get_window ());
}

static void
test_new_game (void)
{
  check_new_game (get_window ());
}

static void
test_first_round (void)
{
  check_first_round (get_window ());
}

static void
test_log_and_correction (void)
{
  check_log_and_correction (get_window ());
}

static void
test_preferences (void)
{
  check_preferences (get_window ());
}

static void
test_launch_and_stack (void)
{
  check_launch_and_stack (get_window ());
}

static void
test_example (void)
{
  check_example_and_autosave (get_window ());
}

static void
test_same_game_twice (void)
{
  check_same_game_twice (get_window ());
}

/* A window opened as the program starts, on its start page. */
static SyWindow *
start_window (void)
{
  SyApplication *app = SY_APPLICATION (g_application_get_default ());
  SyWindow *window = sy_window_new (GTK_APPLICATION (app), sy_application_get_user_data (app));

  gtk_window_present (GTK_WINDOW (window));
  wait_until (is_mapped, window);
  settle ();
  return window;
}

/* After reopening, the start page says what is true: beside Resume Last
 * Game, a game is waiting, not "No Game on the Table"; with nothing to
 * resume, there is no game. */
static void
test_start_page (void)
{
  g_autofree char *autosave = sy_autosave_default_path ();
  g_autofree char *folder = g_path_get_dirname (autosave);
  g_autofree char *previous = g_build_filename (folder, "current-game.previous.shipyard", NULL);
  g_autoptr(SyGame) game = load_example_game ();
  SyWindow *window;
  AdwStatusPage *page;

  g_assert_true (g_mkdir_with_parents (folder, 0700) == 0);
  g_assert_true (sy_autosave_write (game, autosave, NULL));
  window = start_window ();
  page = ADW_STATUS_PAGE (find_widget (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE, 0));
  g_assert_nonnull (page);
  g_assert_true (gtk_widget_get_visible (button_for_action (GTK_WIDGET (window), "win.resume")));
  g_assert_cmpstr (adw_status_page_get_title (page), ==, _("A Game Is Waiting"));
  g_assert_cmpstr (adw_status_page_get_description (page), ==,
                   _("Resume the last game where you left it, or start another."));
  save_screenshot (GTK_WINDOW (window), test_language_is_czech () ? "start-resume-cs" : "start-resume-en", 360, 800);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();

  g_remove (autosave);
  g_remove (previous);
  window = start_window ();
  page = ADW_STATUS_PAGE (find_widget (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE, 0));
  g_assert_false (gtk_widget_get_visible (button_for_action (GTK_WIDGET (window), "win.resume")));
  g_assert_cmpstr (adw_status_page_get_title (page), ==, _("No Game on the Table"));
  g_assert_cmpstr (adw_status_page_get_description (page), ==, _("Start a new game to mirror your table."));
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* The main menu's popover is not built with the window (the first screen
 * does not show it: issue 29, point 5) but when the menu first opens, as
 * F10 opens it; it then lists the menu, and is built once. */
static void
test_main_menu (void)
{
  SyWindow *window = start_window ();
  GtkMenuButton *button = GTK_MENU_BUTTON (find_named (GTK_WIDGET (window), "main-menu"));
  GtkWidget *popover;

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (button)));
  g_assert_null (gtk_menu_button_get_popover (button));
  gtk_menu_button_popup (button);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
  g_assert_nonnull (popover);
  wait_until (is_mapped, popover);
  g_assert_true (shows_text (popover, _("_New Game")));
  gtk_menu_button_popdown (button);
  settle ();
  gtk_menu_button_popup (button);
  g_assert_true (GTK_WIDGET (gtk_menu_button_get_popover (button)) == popover);
  wait_until (is_mapped, popover);
  gtk_menu_button_popdown (button);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* A file the desktop opens (GApplication::open) goes to the table's
 * window even while another window of the program (a log, a history, a
 * card table: here a plain one) is the active one: the application asks a
 * window that opens files (win.open-file), and never takes another window
 * for the table's (issue 28, point 3). No window is made. */
static void
test_open_from_desktop (void)
{
  GApplication *app = g_application_get_default ();
  SyWindow *window = get_window ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                 "second-edition-3p.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *other = gtk_window_new ();
  guint n_windows;
  SyGame *game;

  sy_window_set_game (window, NULL);
  gtk_window_set_application (GTK_WINDOW (other), GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (other));
  wait_until (is_mapped, other);
  g_assert_true (gtk_application_get_active_window (GTK_APPLICATION (app)) == GTK_WINDOW (other));
  n_windows = g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)));

  /* As g_application_open() does in the program (the tests' application
   * is made not to take files from another instance). */
  G_APPLICATION_GET_CLASS (app)->open (app, &file, 1, "");
  game = sy_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (sy_game_get_n_players (game), ==, 3);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, n_windows);
  gtk_window_destroy (GTK_WINDOW (other));
  settle ();
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);

  /* The language comes from the environment; the titles expected in it are
   * spelled out here. */
  if (test_language_is_czech ())
    {
      expected_title = "Pomocník pro Loděnici";
      expected_new_game = "Nová hra";
      expected_choose = "Bohdan: vyberte akci";
      expected_perform = "Bohdan: proveďte akci Stavba lodí";
    }
  else
    {
      expected_title = "Shipyard Companion";
      expected_new_game = "New Game";
      expected_choose = "Bohdan: choose an action";
      expected_perform = "Bohdan: perform Build Ships";
    }

  g_test_add_func ("/ui/window/title", test_title);
  g_test_add_func ("/ui/window/new-game", test_new_game);
  g_test_add_func ("/ui/window/first-round", test_first_round);
  g_test_add_func ("/ui/window/log-and-correction", test_log_and_correction);
  g_test_add_func ("/ui/window/preferences", test_preferences);
  g_test_add_func ("/ui/window/launch-and-stack", test_launch_and_stack);
  g_test_add_func ("/ui/window/example-and-autosave", test_example);
  g_test_add_func ("/ui/window/same-game-twice", test_same_game_twice);
  g_test_add_func ("/ui/window/last-entry", test_last_entry);
  g_test_add_func ("/ui/window/start-page-says-what-is-true", test_start_page);
  g_test_add_func ("/ui/window/open-from-desktop", test_open_from_desktop);
  g_test_add_func ("/ui/window/main-menu-built-when-opened", test_main_menu);

  return run_in_application ();
}
