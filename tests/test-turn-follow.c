/* test-turn-follow.c: the page and the keyboard follow the turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 25, point 4: after every step of whole turns, the control the
 * guide names is on screen (within the scrolled page's visible part, not
 * under its top or bottom edge), at 360 × 740 px and at 1280 × 800 px: the
 * track's heading and its whole lead tile while a tile is to be chosen (the page as it
 * opens included), the action's form while it is to be performed, End the
 * Turn once the guide says to end the turn, after Rent the Canal as the
 * main and as the bonus action too. The player scrolls to what they tap,
 * as at the table; the test then looks without scrolling.
 *
 * The keyboard-only turns of docs/interactions.md: whole turns played with
 * real key presses through the X server, each press counted.
 *
 * Issue 29: the turn panel follows the game in place. An event that leaves
 * the main action's entry on screen (a bonus action taken first) keeps the
 * same entry, the same rows of its ring and the same End the Turn button,
 * their contents set again from the game.
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>

#include "sim-player.h"
#include "sy-action-entry.h"
#include "sy-event-row.h"
#include "sy-turn-panel.h"
#include "sy-track-view.h"
#include "sy-window.h"
#include "ui-harness.h"
#include "ui-input.h"

static int width;

static int
window_height (void)
{
  return width < 800 ? 740 : 800;
}

static gboolean
has_size (gpointer data)
{
  return gtk_widget_get_mapped (data) && ABS (gtk_widget_get_width (data) - width) < 20
         && ABS (gtk_widget_get_height (data) - window_height ()) < 20;
}

static gboolean
count_frame_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

/* A few frames: the window lays out what changed and follows the step. */
static void
let_frames_pass (SyWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
  guint frames = 0;
  guint tick = gtk_widget_add_tick_callback (GTK_WIDGET (window), count_frame_cb, &frames, NULL);

  while (frames < 5 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_remove_tick_callback (GTK_WIDGET (window), tick);
  settle ();
}

static SyWindow *
window_at (gconstpointer data)
{
  SyWindow *window;

  width = GPOINTER_TO_INT (data);
  window = get_window ();
  if (!has_size (window))
    {
      gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
      gtk_window_set_default_size (GTK_WINDOW (window), width, window_height ());
      gtk_window_present (GTK_WINDOW (window));
      wait_until (has_size, window);
    }
  return window;
}

static GtkWidget *
page_of (GtkWidget *widget)
{
  GtkWidget *page = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);

  g_assert_nonnull (page);
  return page;
}

/* @widget lies within the visible part of its page: whole, or from its top
 * down when it is taller than the page. */
static void
assert_on_screen_from (GtkWidget  *widget,
                       const char *what,
                       gboolean    top_only)
{
  GtkWidget *page = page_of (widget);
  graphene_rect_t bounds;
  double top, bottom, height = gtk_widget_get_height (page);

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, page, &bounds));
  top = bounds.origin.y;
  bottom = top + bounds.size.height;
  if (top < -0.5 || top > height || (!top_only && bounds.size.height <= height && bottom > height + 0.5))
    g_error ("at %d px, %s (%s) lies at %.0f–%.0f of a page showing 0–%.0f", width, what,
             G_OBJECT_TYPE_NAME (widget), top, bottom, height);
}

static void
assert_on_screen (GtkWidget  *widget,
                  const char *what)
{
  assert_on_screen_from (widget, what, FALSE);
}

/* The control the guide names now, by the engine's steps: the track and
 * its first row of tiles, the form's first control, End the Turn. */
static void
assert_guided_on_screen (SyWindow   *window,
                         SyGame     *game,
                         const char *step)
{
  SyTableSteps steps;
  g_autofree char *what = NULL;

  let_frames_pass (window);
  sy_table_get_steps (sy_game_get_table (game), &steps);
  if (steps.phase == SY_PHASE_CHOOSE)
    {
      SyTrackView *track = SY_TRACK_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_TRACK_VIEW, 0));

      what = g_strdup_printf ("%s: the track’s heading and its lead tile", step);
      assert_on_screen_from (gtk_widget_get_ancestor (GTK_WIDGET (track), ADW_TYPE_PREFERENCES_GROUP),
                             what, TRUE);
      assert_on_screen (sy_track_view_get_tile (track, 0), what);
    }
  else if (find_named (GTK_WIDGET (window), "action-form") != NULL)
    {
      what = g_strdup_printf ("%s: the action’s form", step);
      assert_on_screen (require_named (window, "action-form"), what);
    }
  else if (steps.can_end_turn)
    {
      what = g_strdup_printf ("%s: End the Turn", step);
      assert_on_screen (require_named (window, "end-turn"), what);
    }
  else
    g_error ("%s: the test does not know the step", step);
}

/* Scrolls @widget into view as a player does before tapping it. */
static void
scroll_to (GtkWidget *widget)
{
  GtkWidget *page = page_of (widget);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (page));
  graphene_rect_t bounds;
  int height = gtk_widget_get_height (page);

  g_assert_true (gtk_widget_compute_bounds (widget, page, &bounds));
  if (bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= height)
    return;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + bounds.origin.y
                                        - MAX (0, (height - bounds.size.height) / 2));
  settle ();
}

static void
tap_in_view (GtkWidget *widget)
{
  scroll_to (widget);
  if (ADW_IS_ACTION_ROW (widget) && !GTK_IS_BUTTON (widget))
    activate_row (widget);
  else
    tap (widget);
  settle ();
}

static void
choose (SyWindow *window,
        SyGame   *game,
        SyAction  action)
{
  SyTrackView *track = SY_TRACK_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_TRACK_VIEW, 0));
  int tile = sy_table_find_tile (sy_game_get_table (game), action);

  g_assert_cmpint (tile, >=, 0);
  tap_in_view (sy_track_view_get_tile (track, (guint) tile));
  g_assert_cmpint (sy_game_get_table (game)->chosen, ==, action);
}

/* Rent Canal's form, a first canal entered by hand: a bend, turned once. */
static void
rent_a_bend (SyWindow *window)
{
  /* The box learns the tiles rented: the first canal's is known now. */
  enter_by_hand (window);
  tap_in_view (find_named (require_named (window, "canal-shape"), "canal-shape-bend"));
  tap_in_view (require_named (window, "canal-rotate-right"));
  tap_in_view (require_named (window, "rent-canal"));
}

static void
end_turn (SyWindow *window,
          SyGame   *game)
{
  guint current = sy_game_get_table (game)->current;

  tap_in_view (require_named (window, "end-turn"));
  g_assert_cmpuint (sy_game_get_table (game)->current, !=, current);
}

/* For people to look at, when SY_TEST_SCREENSHOTS names a folder. */
static void
shoot (SyWindow   *window,
       const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s-%s", name, test_language_is_czech () ? "cs" : "en");

  save_screenshot (GTK_WINDOW (window), file, 0, 0);
}

static void
test_guided_on_screen (gconstpointer data)
{
  SyWindow *window = window_at (data);
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  GtkWidget *bonus;

  empty_box (SY_EDITION_SECOND);
  sy_window_set_game (window, game);
  assert_guided_on_screen (window, game, "the page opened");

  /* Alena: Rent the Canal. */
  choose (window, game, SY_ACTION_CANAL);
  assert_guided_on_screen (window, game, "Alena chose Rent Canal");
  rent_a_bend (window);
  assert_guided_on_screen (window, game, "Alena rented a canal");
  shoot (window, "follow-rented");
  end_turn (window, game);
  assert_guided_on_screen (window, game, "Alena’s turn ended");
  shoot (window, "follow-next-player");

  /* Bohdan: Manufacture Equipment, then Rent the Canal as the bonus. */
  choose (window, game, SY_ACTION_EQUIPMENT);
  assert_guided_on_screen (window, game, "Bohdan chose Manufacture Equipment");
  tap_in_view (require_named (window, "ring-step-1"));
  assert_guided_on_screen (window, game, "Bohdan manufactured");
  bonus = require_named (window, "bonus-expander");
  scroll_to (bonus);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bonus), TRUE);
  settle ();
  {
    g_autofree char *name = g_strdup_printf ("bonus-%s", sy_action_to_id (SY_ACTION_CANAL));

    tap_in_view (require_named (window, name));
  }
  assert_guided_on_screen (window, game, "Bohdan picked Rent Canal as the bonus action");
  rent_a_bend (window);
  assert_guided_on_screen (window, game, "Bohdan rented a canal as the bonus action");
  end_turn (window, game);
  assert_guided_on_screen (window, game, "Bohdan’s turn ended");

  /* Cecílie: Recruit Crew. */
  choose (window, game, SY_ACTION_CREW);
  assert_guided_on_screen (window, game, "Cecílie chose Recruit Crew");
  tap_in_view (require_named (window, "ring-step-1"));
  assert_guided_on_screen (window, game, "Cecílie recruited");
  end_turn (window, game);
  assert_guided_on_screen (window, game, "Cecílie’s turn ended");
  sy_window_set_game (window, NULL);
}

static guint presses;

static void
key (guint           keyval,
     GdkModifierType modifiers)
{
  press_keys (keyval, modifiers);
  presses++;
}

static gboolean
has_keyboard (SyWindow  *window,
              GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}


static gboolean
main_done (gpointer game)
{
  return sy_game_get_table (game)->main_done;
}

/* Tab until the keyboard is on @name, each Tab counted. */
static void
tab_to (SyWindow   *window,
        const char *name)
{
  for (guint i = 0; i < 30 && !has_keyboard (window, require_named (window, name)); i++)
    {
      key (GDK_KEY_Tab, 0);
      let_frames_pass (window);
    }
  g_assert_true (has_keyboard (window, require_named (window, name)));
}

/* Chooses @action by its Alt+digit, as the track lies. */
static void
choose_by_key (SyWindow *window,
               SyGame   *game,
               SyAction  action)
{
  int tile = sy_table_find_tile (sy_game_get_table (game), action);

  g_assert_cmpint (tile, >=, 0);
  key (GDK_KEY_1 + tile, GDK_ALT_MASK);
  let_frames_pass (window);
  g_assert_cmpint (sy_game_get_table (game)->chosen, ==, action);
}

static void
end_turn_by_key (SyWindow *window,
                 SyGame   *game)
{
  guint current = sy_game_get_table (game)->current;

  g_assert_true (has_keyboard (window, require_named (window, "end-turn")));
  key (GDK_KEY_Return, 0);
  let_frames_pass (window);
  g_assert_cmpuint (sy_game_get_table (game)->current, !=, current);
}

static void
report_keys (const char *turn,
             guint       most)
{
  g_test_message ("| %-44s | %4d px | %u |", turn, width, presses);
  g_assert_cmpuint (presses, <=, most);
  presses = 0;
}

/* The keyboard-only turns of docs/interactions.md: real key presses, each
 * counted, from the tile's Alt+digit to the end of the turn. */
static void
test_keyboard_turns (gconstpointer data)
{
  SyWindow *window = window_at (data);
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);

  empty_box (SY_EDITION_SECOND);
  sy_window_set_game (window, game);
  focus_window (GTK_WINDOW (window));
  let_frames_pass (window);
  presses = 0;

  /* Alena: Recruit Crew, one sector: Alt+5, Enter on the first row, Enter
   * on End the Turn. */
  choose_by_key (window, game, SY_ACTION_CREW);
  key (GDK_KEY_Return, 0);
  let_frames_pass (window);
  g_assert_true (sy_game_get_table (game)->main_done);
  end_turn_by_key (window, game);
  report_keys ("Recruit Crew, 1 sector", 3);

  /* Bohdan: Manufacture Equipment, two sectors: the second row is one
   * Down away. */
  choose_by_key (window, game, SY_ACTION_EQUIPMENT);
  key (GDK_KEY_Down, 0);
  key (GDK_KEY_Return, 0);
  let_frames_pass (window);
  g_assert_true (sy_game_get_table (game)->main_done);
  end_turn_by_key (window, game);
  report_keys ("Manufacture Equipment, 2 sectors", 4);

  /* Cecílie: Buy Goods, the goods as the form guesses them, price 1: Tab
   * to the price (through the goods' rows and the price's row), the digit
   * typed over the 0 (a field reached by Tab is selected whole), Enter
   * buys. */
  choose_by_key (window, game, SY_ACTION_GOODS);
  tab_to (window, "goods-price");
  key (GDK_KEY_1, 0);
  key (GDK_KEY_Return, 0);
  /* A button activated by a key shows itself pressed a moment first. */
  wait_until (main_done, game);
  let_frames_pass (window);
  end_turn_by_key (window, game);
  report_keys ("Buy Goods, price 1", 8);
  sy_window_set_game (window, NULL);
}

static void
test_panel_in_place (gconstpointer data)
{
  SyWindow *window = window_at (data);
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  GtkWidget *entry, *step, *end;
  SyEvent bonus = { 0, };
  guint money;

  empty_box (SY_EDITION_SECOND);
  sy_window_set_game (window, game);
  settle ();
  choose (window, game, SY_ACTION_EQUIPMENT);
  entry = require_named (window, "action-form");
  step = require_named (window, "ring-step-1");
  end = require_named (window, "end-turn");
  g_assert_true (gtk_widget_is_ancestor (step, entry));
  g_object_add_weak_pointer (G_OBJECT (entry), (gpointer *) &entry);
  g_object_add_weak_pointer (G_OBJECT (step), (gpointer *) &step);
  g_object_add_weak_pointer (G_OBJECT (end), (gpointer *) &end);

  /* A bonus action first (Recruit Crew, one sector), as its form sends it:
   * the main action is still to be done, its entry stays. */
  bonus.type = SY_EVENT_CREW;
  bonus.steps = 1;
  bonus.bonus = TRUE;
  money = sy_game_get_table (game)->players[sy_game_get_table (game)->current].money;
  apply_or_die (game, &bonus);
  g_assert_cmpuint (sy_game_get_table (game)->players[sy_game_get_table (game)->current].money, <, money);
  settle ();
  g_assert_false (sy_game_get_table (game)->main_done);
  g_assert_nonnull (entry);
  g_assert_true (require_named (window, "action-form") == entry);
  g_assert_nonnull (step);
  g_assert_true (require_named (window, "ring-step-1") == step);
  g_assert_nonnull (end);
  g_assert_true (require_named (window, "end-turn") == end);
  /* The row's event is the main action's, set again from the game. */
  g_assert_cmpint (sy_event_row_get_event (SY_EVENT_ROW (step))->type, ==, SY_EVENT_EQUIPMENT);
  g_assert_false (sy_event_row_get_event (SY_EVENT_ROW (step))->bonus);
  g_object_remove_weak_pointer (G_OBJECT (entry), (gpointer *) &entry);
  g_object_remove_weak_pointer (G_OBJECT (step), (gpointer *) &step);
  g_object_remove_weak_pointer (G_OBJECT (end), (gpointer *) &end);
  sy_window_set_game (window, NULL);
}

/* The action forms under @widget, shown or hidden, into @forms. */
static void
collect_forms (GtkWidget *widget,
               GPtrArray *forms)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (gtk_widget_get_name (child), "action-form") == 0)
      g_ptr_array_add (forms, child);
    else
      collect_forms (child, forms);
}

/* Each action's form on the track is made ahead, hidden, while the table
 * is idle after the game is shown (issue 29): choosing an action shows
 * the form made then, set again from the game, not one made at the tap.
 * A finished game makes none. */
static void
test_entries_made_ahead (gconstpointer data)
{
  SyWindow *window = window_at (data);
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  g_autoptr(GPtrArray) ahead = g_ptr_array_new ();
  g_autoptr(GPtrArray) after = g_ptr_array_new ();
  const SyTrack *track = sy_table_get_track (sy_game_get_table (game));
  GtkWidget *shown;

  empty_box (SY_EDITION_SECOND);
  sy_window_set_game (window, game);
  settle ();
  collect_forms (GTK_WIDGET (window), ahead);
  g_assert_cmpuint (ahead->len, ==, track->n_tiles);
  for (guint i = 0; i < ahead->len; i++)
    g_assert_false (gtk_widget_get_visible (g_ptr_array_index (ahead, i)));

  choose (window, game, SY_ACTION_EQUIPMENT);
  shown = require_named (window, "action-form");
  g_assert_true (g_ptr_array_find (ahead, shown, NULL));
  tap_in_view (require_named (window, "ring-step-1"));
  end_turn (window, game);
  choose (window, game, SY_ACTION_CREW);
  shown = require_named (window, "action-form");
  g_assert_true (g_ptr_array_find (ahead, shown, NULL));
  collect_forms (GTK_WIDGET (window), after);
  g_assert_cmpuint (after->len, ==, track->n_tiles);
  sy_window_set_game (window, NULL);
  settle ();

  {
    g_autoptr(SyGame) over = new_laid_out_game (SY_EDITION_SECOND);
    g_autoptr(GPtrArray) none = g_ptr_array_new ();
    GRand *rand = g_rand_new_with_seed (7);

    while (sy_game_get_phase (over) != SY_PHASE_OVER)
      g_assert_true (sim_step (over, rand));
    g_rand_free (rand);
    sy_window_set_game (window, over);
    settle ();
    collect_forms (GTK_WIDGET (window), none);
    g_assert_cmpuint (none->len, ==, 0);
    sy_window_set_game (window, NULL);
  }
}

/* Checks that every hidden form under @window was measured for the width
 * of the panel around the form @shown, and returns that width. */
static int
assert_hidden_forms_prepared (SyWindow  *window,
                              GtkWidget *shown)
{
  g_autoptr(GPtrArray) forms = g_ptr_array_new ();
  GtkWidget *panel = gtk_widget_get_ancestor (shown, SY_TYPE_TURN_PANEL);
  int panel_width;
  guint hidden = 0;

  g_assert_nonnull (panel);
  panel_width = gtk_widget_get_width (panel);
  g_assert_cmpint (panel_width, >, 0);
  collect_forms (GTK_WIDGET (window), forms);
  for (guint i = 0; i < forms->len; i++)
    {
      GtkWidget *form = g_ptr_array_index (forms, i);

      if (gtk_widget_get_visible (form))
        continue;
      hidden++;
      g_assert_cmpint (sy_action_entry_get_prepared_width (SY_ACTION_ENTRY (form)), ==, panel_width);
    }
  g_assert_cmpuint (hidden, >, 0);
  return panel_width;
}

/* Each form made ahead is measured while hidden, in the idle, for the
 * width it will be shown at (issue 29: GTK measures no hidden widget, and
 * the first showing of a form laid out all its text in the tap): before
 * the panel is first shown, for the width of the column it will fill,
 * then for the panel's own, and again for a new width after the window is
 * resized. */
static void
test_entries_measured_ahead (gconstpointer data)
{
  SyWindow *window = window_at (data);
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  g_autoptr(GPtrArray) ahead = g_ptr_array_new ();
  g_autoptr(GArray) before_shown = g_array_new (FALSE, FALSE, sizeof (int));
  GtkWidget *shown;
  int wide, narrow;

  empty_box (SY_EDITION_SECOND);
  sy_window_set_game (window, game);
  settle ();
  collect_forms (GTK_WIDGET (window), ahead);
  g_assert_cmpuint (ahead->len, >, 0);
  for (guint i = 0; i < ahead->len; i++)
    {
      int prepared = sy_action_entry_get_prepared_width (g_ptr_array_index (ahead, i));

      g_assert_false (gtk_widget_get_visible (g_ptr_array_index (ahead, i)));
      g_assert_cmpint (prepared, >, 0);
      g_array_append_val (before_shown, prepared);
    }
  choose (window, game, SY_ACTION_EQUIPMENT);
  let_frames_pass (window);
  shown = require_named (window, "action-form");
  g_assert_true (gtk_widget_get_visible (shown));
  wide = assert_hidden_forms_prepared (window, shown);
  /* The width foreseen before the panel was shown was its width. */
  for (guint i = 0; i < before_shown->len; i++)
    g_assert_cmpint (g_array_index (before_shown, int, i), ==, wide);

  resize_to (GTK_WINDOW (window), 360, window_height ());
  let_frames_pass (window);
  narrow = assert_hidden_forms_prepared (window, shown);
  g_assert_cmpint (narrow, <, wide);
  sy_window_set_game (window, NULL);
  resize_to (GTK_WINDOW (window), GPOINTER_TO_INT (data), window_height ());
}

int
main (int   argc,
      char *argv[])
{
  static const int widths[] = { 360, 1280 };

  init_test_locale (&argc, &argv);
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/follow/%d/guided-on-screen", widths[w]);

      g_autofree char *keys = g_strdup_printf ("/ui/follow/%d/keyboard-turns", widths[w]);

      g_test_add_data_func (path, GINT_TO_POINTER (widths[w]), test_guided_on_screen);
      g_test_add_data_func (keys, GINT_TO_POINTER (widths[w]), test_keyboard_turns);
    }
  g_test_add_data_func ("/ui/follow/panel-in-place", GINT_TO_POINTER (widths[1]), test_panel_in_place);
  g_test_add_data_func ("/ui/follow/entries-made-ahead", GINT_TO_POINTER (widths[1]), test_entries_made_ahead);
  g_test_add_data_func ("/ui/follow/entries-measured-ahead", GINT_TO_POINTER (widths[1]), test_entries_measured_ahead);
  return run_in_application ();
}
