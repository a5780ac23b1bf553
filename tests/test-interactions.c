/* test-interactions.c: the taps and key presses an ordinary turn takes,
 * counted on the real forms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each turn is driven through the widgets a player uses, and each use is
 * counted: a tap on a tile, a row or a button is one; a value set in a
 * spin or combo row is one (typed or picked, it is one decision); a
 * scroll is one when what is to be tapped lies outside the window's
 * scrolled area. Each turn is played at 360 × 740 (a phone) and at
 * 1280 × 800 (a laptop on the table). The
 * table is printed with g_test_message(), and each count is bounded by the
 * figure measured, so that a form which grows fails here.
 */
#include "config.h"

#include "sy-application.h"
#include "sy-track-view.h"
#include "sy-turn-panel.h"
#include "sy-yard-view.h"
#include "sy-window.h"
#include "ui-harness.h"

static guint interactions;
static guint scrolls;

/* Scrolls @widget into view, as a player would, counting one scroll. */
static void
reveal (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  int height;

  if (scrolled == NULL)
    return;
  g_assert_true (gtk_widget_compute_bounds (widget, scrolled, &bounds));
  height = gtk_widget_get_height (scrolled);
  if (bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= height)
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + bounds.origin.y
                                        - MAX (0, (height - bounds.size.height) / 2));
  settle ();
  interactions++;
  scrolls++;
}

static void
count_tap (GtkWidget *button)
{
  reveal (button);
  tap (button);
  settle ();
  interactions++;
}

static void
count_row (GtkWidget *row)
{
  reveal (row);
  activate_row (row);
  settle ();
  interactions++;
}

static void
count_spin (GtkWidget *spin,
            double     value)
{
  if (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)) == value)
    return;
  reveal (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  interactions++;
}

static void
count_combo (GtkWidget *row,
             guint      position)
{
  if (adw_combo_row_get_selected (ADW_COMBO_ROW (row)) == position)
    return;
  reveal (row);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), position);
  interactions++;
}

static int width;               /* the window's, for the turn being counted */

static int
window_height (void)
{
  return width < 800 ? 740 : 800;
}

static gboolean
has_width (gpointer data)
{
  return gtk_widget_get_mapped (data) && ABS (gtk_widget_get_width (data) - width) < 20
         && ABS (gtk_widget_get_height (data) - window_height ()) < 20;
}

/* The window, for a turn played at the width @data holds. */
static SyWindow *
window_at (gconstpointer data)
{
  width = GPOINTER_TO_INT (data);
  return get_window ();
}

/* @game on the window at the width of the test, scrolled to the top; the
 * counters start at zero. */
static void
show (SyWindow *window,
      SyGame   *game)
{
  GtkWidget *scrolled;

  if (!has_width (window))
    {
      gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
      gtk_window_set_default_size (GTK_WINDOW (window), width, window_height ());
      gtk_window_present (GTK_WINDOW (window));
      wait_until (has_width, window);
    }
  sy_window_set_game (window, game);
  settle ();
  scrolled = find_widget (GTK_WIDGET (window), GTK_TYPE_SCROLLED_WINDOW, 0);
  if (scrolled != NULL)
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)), 0);
  settle ();
  interactions = 0;
  scrolls = 0;
}

/* A fresh second-edition game on the window, Alena on turn. */
static SyGame *
start (SyWindow *window)
{
  SyGame *game = new_laid_out_game (SY_EDITION_SECOND);

  show (window, game);
  return game;
}

static void
choose (SyWindow *window,
        SyGame   *game,
        SyAction  action)
{
  SyTrackView *track = SY_TRACK_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_TRACK_VIEW, 0));
  int tile = sy_table_find_tile (sy_game_get_table (game), action);

  g_assert_cmpint (tile, >=, 0);
  count_tap (sy_track_view_get_tile (track, (guint) tile));
  g_assert_cmpint (sy_game_get_table (game)->chosen, ==, action);
}

static void
end_turn (SyWindow *window,
          SyGame   *game)
{
  guint current = sy_game_get_table (game)->current;

  count_tap (require_named (window, "end-turn"));
  g_assert_cmpuint (sy_game_get_table (game)->current, !=, current);
}

/* Prints the row and holds the count to the figure measured at each
 * width (@narrow at 360 px, @wide at 1280 px), the same in English and
 * Czech. The taps and values are the same in every run; how many scrolls
 * bring the next control into view depends on when the window has
 * settled (one more now and then on a busy machine), so one scroll more
 * than measured is allowed. */
static void
report (const char *turn,
        guint       narrow,
        guint       wide)
{
  g_test_message ("| %-40s | %4d px | %2u (%u scrolls) |", turn, width, interactions, scrolls);
  g_assert_cmpuint (interactions, <=, (width < 800 ? narrow : wide) + (scrolls > 0 ? 1 : 0));
}

/* Manufacture Equipment, one step: the tile, the step's row, End. */
static void
test_equipment (gconstpointer data)
{
  SyWindow *window = window_at (data);
  g_autoptr(SyGame) game = start (window);

  choose (window, game, SY_ACTION_EQUIPMENT);
  count_row (require_named (window, "ring-step-1"));
  g_assert_true (sy_game_get_table (game)->main_done);
  end_turn (window, game);
  report ("Manufacture Equipment, 1 step", 3, 3);
}

/* Buy Goods: the tile, the goods shown on it (one differs from the
 * form's first guess), its price, Buy, End. */
static void
test_goods (gconstpointer data)
{
  SyWindow *window = window_at (data);
  g_autoptr(SyGame) game = start (window);

  choose (window, game, SY_ACTION_GOODS);
  count_combo (require_named (window, "goods-2"), 0);
  count_spin (require_named (window, "goods-price"), 1);
  count_tap (require_named (window, "goods-send"));
  g_assert_true (sy_game_get_table (game)->main_done);
  end_turn (window, game);
  report ("Buy Goods, one good unlike the guess", 5, 5);
}

/* Rent Canal, a first canal: the tile, the shape, a quarter turn, Rent,
 * End. */
static void
test_canal (gconstpointer data)
{
  SyWindow *window = window_at (data);
  g_autoptr(SyGame) game = start (window);

  choose (window, game, SY_ACTION_CANAL);
  count_tap (find_named (require_named (window, "canal-shape"), "canal-shape-bend"));
  count_tap (require_named (window, "canal-rotate-right"));
  count_tap (require_named (window, "rent-canal"));
  g_assert_true (sy_game_get_table (game)->main_done);
  end_turn (window, game);
  report ("Rent Canal, a bend turned once", 7, 7);
}

/* Exchange, in the example game (Cecílie holds goods tiles): the tile,
 * the first goods tile (as offered), each of its three goods sold at the
 * exchange's price, Use, End. */
static void
test_exchange (gconstpointer data)
{
  SyWindow *window = window_at (data);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                 "second-edition-3p.json", NULL);
  g_autoptr(SyGame) game = sy_game_load_file (path, NULL, NULL);
  GtkWidget *panel;
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();

  g_assert_nonnull (game);
  show (window, game);
  choose (window, game, SY_ACTION_EXCHANGE);
  panel = find_widget (GTK_WIDGET (window), SY_TYPE_TURN_PANEL, 0);
  collect_widgets (panel, GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (spins->len, ==, SY_GOODS_KINDS);
  for (guint g = 0; g < spins->len; g++)
    count_spin (g_ptr_array_index (spins, g), 2);
  count_tap (require_named (window, "goods-send"));
  g_assert_true (sy_game_get_table (game)->main_done);
  end_turn (window, game);
  report ("Exchange, three goods sold", 9, 6);
}

/* Build Ships, two parts: the tile, a bow with two cabins on the first
 * legal slot, a middle part with one cabin beside it, Buy, End. */
static void
test_build_two_parts (gconstpointer data)
{
  SyWindow *window = window_at (data);
  g_autoptr(SyGame) game = start (window);
  SyYardView *yard_view;
  SyYard yard;
  guint slot = 0;
  guint legal;

  choose (window, game, SY_ACTION_BUILD);
  yard_view = SY_YARD_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_YARD_VIEW, 0));
  g_assert_nonnull (yard_view);
  sy_yard_init (&yard, sy_catalog_get (SY_EDITION_SECOND));
  legal = sy_yard_legal_slots (&yard, SY_PART_BOW);
  while (slot < 32 && !(legal & (1u << slot)))
    slot++;
  count_spin (require_named (window, "symbol-cabin"), 2);
  count_tap (sy_yard_view_get_slot (yard_view, slot));
  count_combo (require_named (window, "part-kind"), 1);
  count_spin (require_named (window, "symbol-cabin"), 1);
  count_tap (sy_yard_view_get_slot (yard_view, slot + 1));
  count_tap (require_named (window, "buy-parts"));
  g_assert_true (sy_game_get_table (game)->main_done);
  g_assert_cmpint (sy_game_get_table (game)->players[0].yard.slots[slot + 1].kind, ==, SY_PART_MIDDLE);
  end_turn (window, game);
  report ("Build Ships, two parts", 12, 11);
}

/* The same equipment turn from the keyboard: Alt+digit, the row, and
 * Ctrl+Return. */
static void
test_equipment_keys (gconstpointer data)
{
  SyWindow *window = window_at (data);
  g_autoptr(SyGame) game = start (window);
  int tile = sy_table_find_tile (sy_game_get_table (game), SY_ACTION_EQUIPMENT);
  guint current = sy_game_get_table (game)->current;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-tile", "u",
                                             (guint) tile));
  settle ();
  interactions++;
  count_row (require_named (window, "ring-step-1"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  settle ();
  interactions++;
  g_assert_cmpuint (sy_game_get_table (game)->current, !=, current);
  report ("Manufacture Equipment, 1 step, keyboard", 3, 3);
}

int
main (int   argc,
      char *argv[])
{
  static const struct {
    const char *name;
    GTestDataFunc func;
  } turns[] = {
    { "equipment", test_equipment },
    { "equipment-keys", test_equipment_keys },
    { "goods", test_goods },
    { "canal", test_canal },
    { "exchange", test_exchange },
    { "build-two-parts", test_build_two_parts },
  };
  static const int widths[] = { 360, 1280 };

  init_test_locale (&argc, &argv);
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint t = 0; t < G_N_ELEMENTS (turns); t++)
      {
        g_autofree char *path = g_strdup_printf ("/ui/interactions/%d/%s", widths[w], turns[t].name);

        g_test_add_data_func (path, GINT_TO_POINTER (widths[w]), turns[t].func);
      }

  return run_in_application ();
}
