/* test-interactions.c: the taps and key presses an ordinary turn takes,
 * counted on the real forms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each turn is driven through the widgets a player uses, and each use is
 * counted: a tap on a tile, a row or a button is one; a value set in a
 * spin or combo row is one (typed or picked, it is one decision). The
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

static void
count_tap (GtkWidget *button)
{
  tap (button);
  settle ();
  interactions++;
}

static void
count_row (GtkWidget *row)
{
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
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  interactions++;
}

static void
count_combo (GtkWidget *row,
             guint      position)
{
  if (adw_combo_row_get_selected (ADW_COMBO_ROW (row)) == position)
    return;
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), position);
  interactions++;
}

/* A fresh second-edition game on the window, Alena on turn; the counter
 * starts at zero. */
static SyGame *
start (SyWindow *window)
{
  SyGame *game = new_laid_out_game (SY_EDITION_SECOND);

  sy_window_set_game (window, game);
  settle ();
  interactions = 0;
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

static void
report (const char *turn,
        guint       measured,
        guint       bound)
{
  g_test_message ("| %-40s | %2u |", turn, measured);
  g_assert_cmpuint (measured, <=, bound);
}

/* Manufacture Equipment, one step: the tile, the step's row, End. */
static void
test_equipment (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = start (window);

  choose (window, game, SY_ACTION_EQUIPMENT);
  count_row (require_named (window, "ring-step-1"));
  g_assert_true (sy_game_get_table (game)->main_done);
  end_turn (window, game);
  report ("Manufacture Equipment, 1 step", interactions, 3);
}

/* Buy Goods: the tile, the goods shown on it (one differs from the
 * form's first guess), its price, Buy, End. */
static void
test_goods (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = start (window);

  choose (window, game, SY_ACTION_GOODS);
  count_combo (require_named (window, "goods-2"), 0);
  count_spin (require_named (window, "goods-price"), 1);
  count_tap (require_named (window, "goods-send"));
  g_assert_true (sy_game_get_table (game)->main_done);
  end_turn (window, game);
  report ("Buy Goods, one good unlike the guess", interactions, 5);
}

/* Rent Canal, a first canal: the tile, the shape, a quarter turn, Rent,
 * End. */
static void
test_canal (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = start (window);

  choose (window, game, SY_ACTION_CANAL);
  count_tap (find_named (require_named (window, "canal-shape"), "canal-shape-bend"));
  count_tap (require_named (window, "canal-rotate-right"));
  count_tap (require_named (window, "rent-canal"));
  g_assert_true (sy_game_get_table (game)->main_done);
  end_turn (window, game);
  report ("Rent Canal, a bend turned once", interactions, 5);
}

/* Exchange, in the example game (Cecílie holds goods tiles): the tile,
 * the first goods tile (as offered), each of its three goods sold at the
 * exchange's price, Use, End. */
static void
test_exchange (void)
{
  SyWindow *window = get_window ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                 "second-edition-3p.json", NULL);
  g_autoptr(SyGame) game = sy_game_load_file (path, NULL, NULL);
  GtkWidget *panel;
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();

  g_assert_nonnull (game);
  sy_window_set_game (window, game);
  settle ();
  interactions = 0;
  choose (window, game, SY_ACTION_EXCHANGE);
  panel = find_widget (GTK_WIDGET (window), SY_TYPE_TURN_PANEL, 0);
  collect_widgets (panel, GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (spins->len, ==, SY_GOODS_KINDS);
  for (guint g = 0; g < spins->len; g++)
    count_spin (g_ptr_array_index (spins, g), 2);
  count_tap (require_named (window, "goods-send"));
  g_assert_true (sy_game_get_table (game)->main_done);
  end_turn (window, game);
  report ("Exchange, three goods sold", interactions, 6);
}

/* Build Ships, two parts: the tile, a bow with two cabins on the first
 * legal slot, a middle part with one cabin beside it, Buy, End. */
static void
test_build_two_parts (void)
{
  SyWindow *window = get_window ();
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
  report ("Build Ships, two parts", interactions, 8);
}

/* The same equipment turn from the keyboard: Alt+digit, the row, and
 * Ctrl+Return. */
static void
test_equipment_keys (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = start (window);
  int tile = sy_table_find_tile (sy_game_get_table (game), SY_ACTION_EQUIPMENT);
  guint current = sy_game_get_table (game)->current;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-tile", "u", (guint) tile));
  settle ();
  interactions++;
  count_row (require_named (window, "ring-step-1"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  settle ();
  interactions++;
  g_assert_cmpuint (sy_game_get_table (game)->current, !=, current);
  report ("Manufacture Equipment, 1 step, keyboard", interactions, 3);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);

  g_test_add_func ("/ui/interactions/equipment", test_equipment);
  g_test_add_func ("/ui/interactions/equipment-keys", test_equipment_keys);
  g_test_add_func ("/ui/interactions/goods", test_goods);
  g_test_add_func ("/ui/interactions/canal", test_canal);
  g_test_add_func ("/ui/interactions/exchange", test_exchange);
  g_test_add_func ("/ui/interactions/build-two-parts", test_build_two_parts);

  return run_in_application ();
}
