/* test-launch-window.c: fitting a ship by hand, its points, the route
 * chosen or traced, and the launch, through the real window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table: Alena (second edition) has built a bow with a cabin, a
 * middle with one sail-or-smokestack mount and a stern with a cabin. Her
 * supply: a captain, a soldier and two sails. Her canals: one straight
 * tile, north to south, the soldier official on its centre; the boat is
 * not on the canals yet.
 *
 * Worked by hand from the rulebook: the best fitting takes the captain
 * (no cabin for the first captain), the soldier (a cabin) and one sail
 * (the only mount): speed 1 + 1 sail = 2, crew 2, a route of 2 steps
 * entering the centre (the soldier official pays 1 per soldier): 2 + 2 +
 * 1 = 5. Starting from the north end or from the south end pays the same
 * and ends in different places: two routes side by side.
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>

#include "sy-canal-spot-button.h"
#include "sy-dialogs.h"
#include "sy-launch-window.h"
#include "sy-window.h"
#include "ui-dump.h"
#include "ui-harness.h"

static SyGame *
new_launch_game (void)
{
  const SyPart parts[3] = {
    { .kind = SY_PART_BOW, .symbols[SY_SYMBOL_CABIN] = 1 },
    { .kind = SY_PART_MIDDLE, .symbols[SY_SYMBOL_RIGGING_MOUNT] = 1 },
    { .kind = SY_PART_STERN, .symbols[SY_SYMBOL_CABIN] = 1 },
  };
  SyGame *game = new_game_with_ship (parts);
  SyTable *table;
  SyPlayerState *alena;
  SyCanalTile straight = { .shape = "straight" };

  /* The supply and the canal come from earlier turns, set here directly. */
  table = (SyTable *) sy_game_get_table (game);
  alena = &table->players[0];
  alena->supply.count[SY_ITEM_CAPTAIN] = 1;
  alena->supply.count[SY_ITEM_SOLDIER] = 1;
  alena->supply.count[SY_ITEM_SAIL] = 2;
  straight.marks[4] = SY_MARK_SOLDIER;
  g_assert_true (sy_canals_place (&alena->canals, sy_canal_palette_get_default (), 0, 0, &straight, NULL));
  return game;
}

static GtkWidget *
find_launch_window (void)
{
  GtkWidget *confirm = require_named_anywhere ("launch-confirm");

  return GTK_WIDGET (gtk_widget_get_root (confirm));
}

/* Opens the rows of the pieces to keep back, as a player taps “Keep in
 * the Supply”: folded, they are not shown (nor laid out: issue 29). */
static void
open_keep_back (GtkWidget *launch)
{
  GtkWidget *expander = find_named (launch, "keep-back");

  g_assert_nonnull (expander);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
  settle ();
}

/* The label of a chip: “2 sails”. */
static const char *
chip_text (GtkWidget  *window,
           const char *name)
{
  GtkWidget *chip = find_named (window, name);

  if (chip == NULL)
    return NULL;
  return gtk_label_get_label (GTK_LABEL (find_widget (chip, GTK_TYPE_LABEL, 0)));
}

static guint
shown_total (GtkWidget *window)
{
  GtkWidget *label = find_named (window, "points-total");

  g_assert_nonnull (label);
  return (guint) g_ascii_strtoull (gtk_label_get_label (GTK_LABEL (label)), NULL, 10);
}

static void
tap_and_settle (GtkWidget *widget)
{
  tap (widget);
  settle ();
}

/* Taps the water space at (x, y, position) on the drawing. */
static void
tap_space (GtkWidget *window,
           int        x,
           int        y,
           guint      position)
{
  g_autoptr(GPtrArray) spaces = g_ptr_array_new ();

  collect_named (window, "canal-space", spaces);
  for (guint i = 0; i < spaces->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (spaces, i);
      int button_x, button_y;
      guint button_position;

      sy_canal_spot_button_get_spot (SY_CANAL_SPOT_BUTTON (button), &button_x, &button_y,
                                     &button_position);
      if (button_x == x && button_y == y && button_position == position)
        {
          tap_and_settle (GTK_WIDGET (button));
          return;
        }
    }
  g_error ("no space %d,%d,%u to tap", x, y, position);
}

static void
test_fitting_by_hand (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_launch_game ();
  g_autoptr(GPtrArray) routes = g_ptr_array_new ();
  GtkWidget *launch;
  const SyPlayerState *alena;

  sy_window_set_game (window, game);
  settle ();
  tap_and_settle (require_named (window, "launch-details"));
  launch = find_launch_window ();

  /* The best fitting is on: 5 points, two equal routes side by side. */
  g_assert_cmpuint (shown_total (launch), ==, 5);
  g_assert_nonnull (find_named (launch, "board-captain"));
  g_assert_nonnull (find_named (launch, "board-soldier"));
  g_assert_nonnull (find_named (launch, "supply-sail"));
  g_assert_null (find_named (launch, "launch-flag"));
  collect_named (launch, "route-choice", routes);
  g_assert_cmpuint (routes->len, ==, 2);
  /* Her hands are not entered: no contracts to serve. */
  g_assert_null (find_named (launch, "serve-contracts"));
  save_screenshot (GTK_WINDOW (launch), "launch-best", 600, 2200);
  save_screenshot (GTK_WINDOW (launch), "launch-best", 360, 2200);

  /* The soldier off: crew 1 + speed 2, the official pays nothing: 3. */
  tap_and_settle (find_named (launch, "board-soldier"));
  g_assert_cmpuint (shown_total (launch), ==, 3);
  g_assert_nonnull (find_named (launch, "supply-soldier"));

  /* The second sail has no mount: refused, nothing changes. */
  tap_and_settle (find_named (launch, "supply-sail"));
  g_assert_cmpstr (chip_text (launch, "board-sail"), ==, test_language_is_czech () ? "1 plachta" : "1 sail");
  g_assert_cmpuint (shown_total (launch), ==, 3);

  /* The captain off: flagged, nothing scores, no route to choose (the
   * cruise's heading went with nothing under it before). */
  g_assert_nonnull (find_named (launch, "cruise"));
  tap_and_settle (find_named (launch, "board-captain"));
  g_assert_cmpuint (shown_total (launch), ==, 0);
  g_assert_nonnull (find_named (launch, "launch-flag"));
  g_assert_null (find_named (launch, "cruise"));

  /* Back to the best, then the route traced from the south end. */
  tap_and_settle (find_named (launch, "best-fitting"));
  g_assert_cmpuint (shown_total (launch), ==, 5);
  g_assert_null (find_named (launch, "launch-flag"));
  g_assert_nonnull (find_named (launch, "cruise"));
  tap_and_settle (find_named (launch, "trace-route"));
  g_assert_false (gtk_widget_is_sensitive (find_named (launch, "launch-confirm")));
  tap_space (launch, 0, 0, 4);      /* the centre is no place to start: refused */
  tap_space (launch, 0, 0, 7);      /* the start */
  tap_space (launch, 0, 0, 4);
  g_assert_false (gtk_widget_is_sensitive (find_named (launch, "launch-confirm")));
  tap_space (launch, 0, 0, 1);
  g_assert_true (gtk_widget_is_sensitive (find_named (launch, "launch-confirm")));
  g_assert_cmpuint (shown_total (launch), ==, 5);
  /* The route traced, in the table's terms: the soldier official at step
   * 1, the boat stopping at the north end. */
  {
    g_autofree char *met = g_strdup_printf (_("%s (step %u, +%u)"), _("Soldier official"), 1, 1);
    const char *words = gtk_label_get_label (GTK_LABEL (find_named (launch, "route-words")));

    g_assert_nonnull (strstr (words, met));
    g_assert_nonnull (strstr (words, _("North")));
  }
  save_screenshot (GTK_WINDOW (launch), "launch-traced", 600, 2200);

  tap_and_settle (find_named (launch, "launch-confirm"));
  alena = &sy_game_get_table (game)->players[0];
  g_assert_cmpuint (alena->n_fleet, ==, 1);
  g_assert_cmpuint (alena->score, ==, 5);
  g_assert_cmpuint (alena->fleet[0].fitting.load.count[SY_ITEM_SOLDIER], ==, 1);
  g_assert_cmpuint (alena->supply.count[SY_ITEM_SAIL], ==, 1);
  /* The boat ends at the north end, its stern to the centre. */
  g_assert_true (alena->canals.boat_placed);
  g_assert_cmpuint (alena->canals.boat.position, ==, 1);
  g_assert_cmpuint (alena->canals.boat_from.position, ==, 4);

  /* One event: undone in one step. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (sy_game_get_table (game)->players[0].n_fleet, ==, 0);
}

/* Alena's hidden contracts, entered: the first of each colour the
 * catalogue lists, as many as she holds. */
static void
deal_hands (SyGame *game)
{
  const SyTable *table = sy_game_get_table (game);

  for (guint colour = 0; colour < 2; colour++)
    {
      const SyContract *contracts[32];
      guint n = sy_contracts_for_edition (SY_EDITION_SECOND, colour + 1, contracts, G_N_ELEMENTS (contracts));
      SyEvent deal = { .type = SY_EVENT_DEAL, .player = 0, .colour = colour };

      deal.n_ids = table->players[0].contracts[colour];
      g_assert_cmpuint (n, >=, deal.n_ids);
      for (guint i = 0; i < deal.n_ids; i++)
        g_strlcpy (deal.ids[i], sy_contract_get_id (contracts[i]), sizeof deal.ids[i]);
      apply_or_die (game, &deal);
    }
}

/* A soldier dragged from the supply onto the ship; the owner's
 * contracts served on request, in private. */
static void
test_drag_and_contracts (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_launch_game ();
  GtkWidget *launch;
  GtkWidget *board;
  GtkWidget *serve;
  GtkWidget *gain;
  GtkDropTarget *drop = NULL;
  GValue soldier = G_VALUE_INIT;
  gboolean accepted = FALSE;
  g_autoptr(GListModel) controllers = NULL;

  deal_hands (game);
  sy_window_set_game (window, game);
  settle ();
  tap_and_settle (require_named (window, "launch-details"));
  launch = find_launch_window ();

  tap_and_settle (find_named (launch, "board-soldier"));
  g_assert_cmpuint (shown_total (launch), ==, 3);
  board = find_named (launch, "on-board");
  controllers = gtk_widget_observe_controllers (board);
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && drop == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        drop = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (drop);
  g_value_init (&soldier, G_TYPE_UINT);
  g_value_set_uint (&soldier, SY_ITEM_SOLDIER);
  g_signal_emit_by_name (drop, "drop", &soldier, 10.0, 10.0, &accepted);
  g_value_unset (&soldier);
  settle ();
  g_assert_true (accepted);
  g_assert_cmpuint (shown_total (launch), ==, 5);
  g_assert_nonnull (find_named (launch, "board-soldier"));

  /* Served or not, the best fitting fits the ship, and the launch
   * sends it. */
  serve = find_named (launch, "serve-contracts");
  g_assert_nonnull (serve);
  /* Nothing of the hand on screen before the owner asks. */
  gain = find_named (launch, "contracts-gain");
  g_assert_true (gain == NULL || !gtk_widget_get_mapped (gain));
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (serve), TRUE);
  settle ();
  gain = find_named (launch, "contracts-gain");
  g_assert_nonnull (gain);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gain)), !=, "");
  g_assert_nonnull (find_named (launch, "points-total"));
  tap_and_settle (find_named (launch, "launch-confirm"));
  g_assert_cmpuint (sy_game_get_table (game)->players[0].n_fleet, ==, 1);
}

/* A second ship, bow, bare middle and stern with a cabin each, beside the
 * first: laid straight into the yard, as if built on an earlier turn.
 * Returns: the first ship's bow slot */
static guint
add_second_ship (SyTable *table)
{
  SyYard *yard = &table->players[0].yard;
  SyShipSpan spans[SY_MAX_YARD_SLOTS];

  g_assert_cmpuint (sy_table_list_finished (table, spans), ==, 1);
  g_assert_cmpuint (spans[0].last + 3, <, yard->n_slots);
  yard->slots[spans[0].last + 1] = (SyPart) { .kind = SY_PART_BOW };
  yard->slots[spans[0].last + 1].symbols[SY_SYMBOL_CABIN] = 1;
  yard->slots[spans[0].last + 2] = (SyPart) { .kind = SY_PART_MIDDLE };
  yard->slots[spans[0].last + 3] = (SyPart) { .kind = SY_PART_STERN };
  yard->slots[spans[0].last + 3].symbols[SY_SYMBOL_CABIN] = 1;
  return spans[0].first;
}

/* Two finished ships: the one in the later slots sails first, as the
 * player chooses; the other waits with its own launch row. */
static void
test_two_ships (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_launch_game ();
  SyTable *table = (SyTable *) sy_game_get_table (game);
  SyShipSpan spans[SY_MAX_YARD_SLOTS];
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GPtrArray) details = g_ptr_array_new ();
  guint first;

  first = add_second_ship (table);
  g_assert_cmpuint (sy_table_list_finished (table, spans), ==, 2);

  sy_window_set_game (window, game);
  settle ();
  collect_named (GTK_WIDGET (window), "launch", rows);
  collect_named (GTK_WIDGET (window), "launch-details", details);
  g_assert_cmpuint (rows->len, ==, 2);
  g_assert_cmpuint (details->len, ==, 2);
  tap_and_settle (g_ptr_array_index (details, 1));
  tap_and_settle (find_named (find_launch_window (), "launch-confirm"));

  /* The later ship is gone, with the captain; the first one waits. */
  g_assert_cmpuint (sy_table_list_finished (sy_game_get_table (game), spans), ==, 1);
  g_assert_cmpuint (spans[0].first, ==, first);
  g_assert_cmpuint (sy_game_get_table (game)->players[0].n_fleet, ==, 1);
  g_ptr_array_set_size (rows, 0);
  collect_named (GTK_WIDGET (window), "launch", rows);
  g_assert_cmpuint (rows->len, ==, 1);
}

/* A second captain: an officer in the second cabin, beside the soldier.
 * By hand: crew 3 (captain, officer, soldier) + speed 2 + the soldier
 * official 1 = 6. */
static void
test_officer (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_launch_game ();
  SyTable *table = (SyTable *) sy_game_get_table (game);
  GtkWidget *launch;
  const char *officers;

  table->players[0].supply.count[SY_ITEM_CAPTAIN] = 2;
  sy_window_set_game (window, game);
  settle ();
  tap_and_settle (require_named (window, "launch-details"));
  launch = find_launch_window ();
  g_assert_cmpuint (shown_total (launch), ==, 6);
  officers = gtk_label_get_label (GTK_LABEL (find_named (launch, "officers")));
  g_assert_nonnull (strstr (officers, "1"));
  tap_and_settle (find_named (launch, "board-captain"));
  g_assert_null (find_named (launch, "officers"));
  gtk_window_destroy (GTK_WINDOW (launch));
}

/* A helmsman in Alena's employ: the speed options offer one helmsman and
 * no rigger's pairs. The soldier kept back in the supply: the best
 * fitting does without it. */
static void
test_speed_and_keep (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_launch_game ();
  SyTable *table = (SyTable *) sy_game_get_table (game);
  SyPlayerState *alena = &table->players[0];
  GtkWidget *launch;
  GtkWidget *helmsman;

  alena->employees[alena->n_employees++] = (SyEmployee) { .kind = SY_EMPLOYEE_HELMSMAN, .colour = 4 };
  sy_window_set_game (window, game);
  settle ();
  tap_and_settle (require_named (window, "launch-details"));
  launch = find_launch_window ();
  helmsman = find_named (launch, "helmsman");
  g_assert_nonnull (helmsman);
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (helmsman))),
                     ==, 1.0);
  g_assert_null (find_named (launch, "rigger-pairs"));
  g_assert_null (find_named (launch, "keep-soldier"));  /* folded */
  open_keep_back (launch);
  g_assert_null (find_named (launch, "keep-cannon"));

  g_assert_nonnull (find_named (launch, "board-soldier"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (launch, "keep-soldier")), 1);
  settle ();
  g_assert_null (find_named (launch, "board-soldier"));
  g_assert_nonnull (find_named (launch, "supply-soldier"));
  g_assert_nonnull (find_named (launch, "board-captain"));
  gtk_window_destroy (GTK_WINDOW (launch));
}

/* The second of the two equal best routes chosen: the boat ends where it
 * ends, at the north end, and not at the south end where the first does. */
static void
test_route_choice (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_launch_game ();
  g_autoptr(GPtrArray) routes = g_ptr_array_new ();
  const SyPlayerState *alena;
  GtkWidget *launch;

  sy_window_set_game (window, game);
  settle ();
  tap_and_settle (require_named (window, "launch-details"));
  launch = find_launch_window ();
  g_assert_true (SY_IS_LAUNCH_WINDOW (launch));
  g_assert_true (sy_launch_window_get_game (SY_LAUNCH_WINDOW (launch)) == game);
  g_assert_cmpuint (sy_launch_window_get_slot (SY_LAUNCH_WINDOW (launch)), ==, 0);
  collect_named (launch, "route-choice", routes);
  g_assert_cmpuint (routes->len, ==, 2);
  g_assert_true (gtk_toggle_button_get_active (g_ptr_array_index (routes, 0)));
  g_assert_false (gtk_toggle_button_get_active (g_ptr_array_index (routes, 1)));
  tap_and_settle (g_ptr_array_index (routes, 1));
  g_assert_false (gtk_toggle_button_get_active (g_ptr_array_index (routes, 0)));
  g_assert_true (gtk_toggle_button_get_active (g_ptr_array_index (routes, 1)));

  tap_and_settle (find_named (launch, "launch-confirm"));
  alena = &sy_game_get_table (game)->players[0];
  g_assert_cmpuint (alena->n_fleet, ==, 1);
  g_assert_true (alena->canals.boat_placed);
  g_assert_cmpuint (alena->canals.boat.position, ==, 1);
  g_assert_cmpuint (alena->canals.boat_from.position, ==, 4);
}

/* The table of new_launch_game(), with two lifebuoys printed on the bow,
 * the lifebuoy official at the north end of the straight and the Blue
 * Riband at its south end. The rulebook: “Tento úředník vám udělí 1 VB za
 * každý záchranný kruh na lodi” and “Když loď vjede na políčko s Modrou
 * stuhou, získá v tu chvíli 1 VB za každé políčko, o které se dosud
 * pohnula”; the start space is not entered. Speed 2 (captain, soldier,
 * one sail): from the north end the boat enters the soldier (1) and the
 * riband at step 2 (2); from the south end the soldier (1) and the
 * lifebuoy official (2 lifebuoys: 2). Both pay 3, the ship 2 + 2 + 3 = 7,
 * from different officials. */
static SyGame *
new_lifebuoy_or_riband_game (void)
{
  const SyPart parts[3] = {
    { .kind = SY_PART_BOW, .symbols[SY_SYMBOL_CABIN] = 1, .symbols[SY_SYMBOL_LIFEBUOY] = 2 },
    { .kind = SY_PART_MIDDLE, .symbols[SY_SYMBOL_RIGGING_MOUNT] = 1 },
    { .kind = SY_PART_STERN, .symbols[SY_SYMBOL_CABIN] = 1 },
  };
  SyGame *game = new_game_with_ship (parts);
  SyTable *table = (SyTable *) sy_game_get_table (game);
  SyPlayerState *alena = &table->players[0];
  SyCanalTile straight = { .shape = "straight" };

  alena->supply.count[SY_ITEM_CAPTAIN] = 1;
  alena->supply.count[SY_ITEM_SOLDIER] = 1;
  alena->supply.count[SY_ITEM_SAIL] = 2;
  straight.marks[1] = SY_MARK_LIFEBUOY;
  straight.marks[4] = SY_MARK_SOLDIER;
  straight.marks[7] = SY_MARK_RIBAND;
  g_assert_true (sy_canals_place (&alena->canals, sy_canal_palette_get_default (), 0, 0, &straight, NULL));
  return game;
}

/* The official of trade by the edition's word on the way too, as in the
 * points (Czech: "Úředník pro byznysmeny" in the second edition; the route
 * said it in English). A straight with him in its centre: every route
 * from either end enters him at step 1. */
static void
test_route_edition_words (void)
{
  const SyPart parts[3] = {
    { .kind = SY_PART_BOW, .symbols[SY_SYMBOL_CABIN] = 1 },
    { .kind = SY_PART_MIDDLE, .symbols[SY_SYMBOL_RIGGING_MOUNT] = 1 },
    { .kind = SY_PART_STERN, .symbols[SY_SYMBOL_CABIN] = 1 },
  };
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_game_with_ship (parts);
  g_autoptr(GPtrArray) routes = g_ptr_array_new ();
  SyTable *table = (SyTable *) sy_game_get_table (game);
  SyCanalTile straight = { .shape = "straight" };
  const char *official = sy_words_get (SY_EDITION_SECOND, SY_WORD_TRADE_OFFICIAL);
  GtkWidget *launch;

  table->players[0].supply.count[SY_ITEM_CAPTAIN] = 1;
  table->players[0].supply.count[SY_ITEM_SAIL] = 1;
  straight.marks[4] = SY_MARK_BUSINESSMAN;
  g_assert_true (sy_canals_place (&table->players[0].canals, sy_canal_palette_get_default (),
                                  0, 0, &straight, NULL));
  if (test_language_is_czech ())
    g_assert_cmpstr (official, ==, "Úředník pro byznysmeny");
  sy_window_set_game (window, game);
  settle ();
  tap_and_settle (require_named (window, "launch-details"));
  launch = find_launch_window ();
  collect_named (launch, "route-choice", routes);
  g_assert_cmpuint (routes->len, >, 0);
  for (guint r = 0; r < routes->len; r++)
    {
      GtkWidget *words = find_named (g_ptr_array_index (routes, r), "route-words");

      g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (words)), official));
    }
  gtk_window_destroy (GTK_WINDOW (launch));
  settle ();
}

/* The list of points that holds the total. */
static GtkWidget *
points_list (GtkWidget *launch)
{
  return gtk_widget_get_ancestor (find_named (launch, "points-total"), GTK_TYPE_LIST_BOX);
}

/* Each route is told in the table's terms (the officials it enters, with
 * the step and the points, and where the boat stops), never in columns
 * and rows; the points shown follow the route chosen, and the launch
 * records what was shown. */
static void
test_points_follow_the_route (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_lifebuoy_or_riband_game ();
  g_autoptr(GPtrArray) routes = g_ptr_array_new ();
  const SyPlayerState *alena;
  GtkWidget *launch;
  GtkWidget *through_lifebuoy = NULL;
  GtkWidget *through_riband = NULL;
  g_autofree char *lifebuoy_met = g_strdup_printf (_("%s (step %u, +%u)"), _("Lifebuoy official"), 2, 2);
  g_autofree char *riband_met = g_strdup_printf (_("%s (step %u, +%u)"), _("Blue Riband"), 2, 2);

  sy_window_set_game (window, game);
  settle ();
  tap_and_settle (require_named (window, "launch-details"));
  launch = find_launch_window ();
  g_assert_cmpuint (shown_total (launch), ==, 7);
  collect_named (launch, "route-choice", routes);
  g_assert_cmpuint (routes->len, ==, 2);
  for (guint r = 0; r < routes->len; r++)
    {
      GtkWidget *words = find_named (g_ptr_array_index (routes, r), "route-words");
      const char *text;

      g_assert_nonnull (words);
      text = gtk_label_get_label (GTK_LABEL (words));
      /* No coordinates: the table has no columns and rows. */
      g_assert_null (strstr (text, "column"));
      g_assert_null (strstr (text, "sloupec"));
      g_assert_nonnull (strstr (text, _("Soldier official")));
      if (strstr (text, lifebuoy_met) != NULL)
        {
          /* It stops at the north end of the straight. */
          g_assert_nonnull (strstr (text, _("North")));
          through_lifebuoy = g_ptr_array_index (routes, r);
        }
      if (strstr (text, riband_met) != NULL)
        {
          g_assert_nonnull (strstr (text, _("South")));
          through_riband = g_ptr_array_index (routes, r);
        }
    }
  g_assert_nonnull (through_lifebuoy);
  g_assert_nonnull (through_riband);
  save_screenshot (GTK_WINDOW (launch), "launch-routes", 1280, 2200);
  save_screenshot (GTK_WINDOW (launch), "launch-routes", 600, 2200);
  save_screenshot (GTK_WINDOW (launch), "launch-routes", 360, 2200);

  /* The riband route: the riband's points, no lifebuoy official. */
  tap_and_settle (through_riband);
  g_assert_true (shows_text (points_list (launch), _("Blue Riband")));
  g_assert_false (shows_text (points_list (launch), _("Lifebuoy official")));
  g_assert_cmpuint (shown_total (launch), ==, 7);
  /* The lifebuoy route: the official's points, no riband. */
  tap_and_settle (through_lifebuoy);
  g_assert_true (shows_text (points_list (launch), _("Lifebuoy official")));
  g_assert_false (shows_text (points_list (launch), _("Blue Riband")));
  g_assert_cmpuint (shown_total (launch), ==, 7);

  /* The launch records what was shown. */
  tap_and_settle (find_named (launch, "launch-confirm"));
  alena = &sy_game_get_table (game)->players[0];
  g_assert_cmpuint (alena->n_fleet, ==, 1);
  g_assert_cmpuint (alena->fleet[0].score.officials[SY_OFFICIAL_LIFEBUOY], ==, 2);
  g_assert_cmpuint (alena->fleet[0].score.officials[SY_OFFICIAL_SOLDIER], ==, 1);
  g_assert_cmpuint (alena->fleet[0].score.riband, ==, 0);
  g_assert_cmpuint (alena->fleet[0].score.total, ==, 7);
  g_assert_cmpuint (alena->canals.boat.position, ==, 1);
}

/* The question asked before a failing ship sails, or NULL. */
static GtkWidget *
find_failure_question (void)
{
  return sy_dialogs_find_alert ("launch-failure-question");
}

/* Taps the dialog's button labelled @label, as a player would. */
static void
tap_response (GtkWidget  *dialog,
              const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), label) == 0)
      {
        tap_and_settle (g_ptr_array_index (buttons, i));
        return;
      }
  g_error ("no button “%s” in the dialog", label);
}

/* A captain in the supply but no canal: the row says that its best
 * fitting, captain and all, finds no route; the window opens on the ship
 * as it is, with no captain, and says a captain would not save it. The
 * rulebook (2nd edition, PODMÍNKY BODOVÁNÍ): "Na lodi musí být kapitán
 * ... Váš systém kanálů musí být dostatečně dlouhý na to, aby umožnil
 * dané lodi plavbu plnou rychlostí"; a bare ship with a captain has speed
 * 1, and no canal offers a route even of that. Before, the window said
 * "No captain on board: as it is…", as if a captain were the cure.
 * Escape closes the window (it did nothing before). */
static void
test_no_captain_no_route (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_launch_game ();
  SyTable *table = (SyTable *) sy_game_get_table (game);
  GtkWidget *flag;
  GtkWidget *launch;
  guint position;

  sy_canals_init (&table->players[0].canals);
  sy_window_set_game (window, game);
  settle ();
  position = sy_game_get_position (game);

  /* The row says so before any tap: its fitting has the captain, and
   * still no route. */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (require_named (window, "launch"))), ==,
                   _("Your canals offer no route of its speed: the ship fails and scores nothing"));
  g_assert_cmpuint (sy_game_get_position (game), ==, position);

  /* The row's button opens the window. */
  tap_and_settle (require_named (window, "launch-details"));
  flag = find_named (find_launch_window (), "launch-flag");
  g_assert_nonnull (flag);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (flag)), ==,
                   _("No captain on board, and even with one your canals offer no route of its speed: "
                     "whatever is fitted, the ship fails and scores nothing."));
  /* No route: the cruise's part of the window is not shown, empty. */
  g_assert_null (find_named (find_launch_window (), "cruise"));
  save_screenshot (GTK_WINDOW (find_launch_window ()), "launch-no-route", 360, 1400);
  save_screenshot (GTK_WINDOW (find_launch_window ()), "launch-no-route", 1280, 1400);

  /* Escape closes it, as a dialog: the ship stays in the yard. */
  launch = find_launch_window ();
  press_key (launch, GDK_KEY_Escape, 0);
  g_assert_false (gtk_widget_get_visible (launch));
  g_assert_cmpuint (sy_game_get_position (game), ==, position);
}

/* No captain in the supply: the ship fails whatever is fitted. The launch
 * window's Launch asks first, saying why (a fitting chosen by hand might
 * be changed there); Cancel keeps the ship in the yard and the window
 * open, Launch Anyway sends it, and undo takes it back. The row, which
 * says that the ship fails and why, sails it at the tap with the same
 * launch, asking nothing, and the window says that it failed. */
static void
check_failure_question (GtkWidget *question)
{
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  g_autofree char *default_response = NULL;

  g_assert_nonnull (question);
  g_object_get (question, "heading", &heading, "body", &body, "default-response", &default_response,
                NULL);
  g_assert_cmpstr (heading, ==,
                   _("Launch a Ship That Fails?"));
  g_assert_nonnull (strstr (body,
                            _("No captain in the supply: whatever is fitted, the ship fails and scores nothing.")));
  g_assert_cmpint (sy_dialogs_alert_get_response_appearance (question, "launch"),
                   ==, ADW_RESPONSE_DESTRUCTIVE);
  g_assert_cmpstr (default_response, ==,
                   "cancel");
}

static void
test_failing_ship (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_launch_game ();
  SyTable *table = (SyTable *) sy_game_get_table (game);
  SyShipSpan spans[SY_MAX_YARD_SLOTS];
  GtkWidget *question;
  guint position;

  table->players[0].supply.count[SY_ITEM_CAPTAIN] = 0;
  sy_window_set_game (window, game);
  settle ();
  position = sy_game_get_position (game);

  /* The launch window's Launch asks; Cancel keeps the window. */
  tap_and_settle (require_named (window, "launch-details"));
  tap_and_settle (find_named (find_launch_window (), "launch-confirm"));
  question = find_failure_question ();
  check_failure_question (question);
  tap_response (question, _("_Cancel"));
  g_assert_null (find_failure_question ());
  g_assert_cmpuint (sy_game_get_position (game), ==, position);
  g_assert_nonnull (find_named_anywhere ("launch-confirm"));

  /* Launch Anyway: the ship sails and fails. */
  tap_and_settle (find_named (find_launch_window (), "launch-confirm"));
  question = find_failure_question ();
  g_assert_nonnull (question);
  tap_response (question, _("_Launch Anyway"));
  g_assert_null (find_named_anywhere ("launch-confirm"));
  g_assert_cmpuint (sy_game_get_position (game), ==, position + 1);
  g_assert_cmpuint (sy_table_list_finished (sy_game_get_table (game), spans), ==, 0);
  g_assert_cmpuint (sy_game_get_table (game)->players[0].failed_ships, ==, 1);

  /* Undo stays. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (sy_game_get_position (game), ==, position);
  g_assert_cmpuint (sy_table_list_finished (sy_game_get_table (game), spans), ==, 1);

  /* From the row: the same launch at the tap, told afterwards. */
  settle ();
  activate_row (require_named (window, "launch"));
  settle ();
  g_assert_null (find_failure_question ());
  g_assert_null (find_named_anywhere ("launch-confirm"));
  g_assert_true (shows_text (GTK_WIDGET (window),
                             _("The ship failed its cruise and brought no points. Undo takes the launch back.")));
  g_assert_cmpuint (sy_game_get_position (game), ==, position + 1);
  g_assert_cmpuint (sy_game_get_table (game)->players[0].failed_ships, ==, 1);
  g_assert_cmpuint (sy_game_get_table (game)->players[0].n_fleet, ==, 0);
}

/* The launch window kept and set again for @slot shows what a window made
 * anew for the game and the slot shows, both at the same size. */
static void
assert_as_new (SyWindow   *window,
               GtkWidget  *kept,
               SyGame     *game,
               guint       slot,
               const char *what)
{
  GtkWindow *fresh = sy_launch_window_new (GTK_WINDOW (window), game, slot);

  g_assert_nonnull (fresh);
  resize_to (GTK_WINDOW (kept), 600, 1800);
  resize_to (fresh, 600, 1800);
  assert_same_dump (kept, GTK_WIDGET (fresh), what);
  gtk_window_destroy (fresh);
  settle ();
}

/* The page's own scrolled window, scrolled to its end. */
static void
scroll_to_end (GtkWidget *launch)
{
  GtkWidget *page = find_widget (launch, ADW_TYPE_PREFERENCES_PAGE, 0);
  GtkAdjustment *adjustment;

  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (find_widget (page, GTK_TYPE_SCROLLED_WINDOW, 0)));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  settle ();
}

/* Launched or closed, the launch window is hidden and kept; the next tap
 * on a finished ship sets it again: it shows what a window made anew for
 * that ship shows, whatever was changed in it before (pieces kept back,
 * the contracts served, a route chosen or traced, a piece refused and
 * said so, the page scrolled). */
static void
test_kept_window (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_launch_game ();
  g_autoptr(SyGame) other = new_laid_out_game (SY_EDITION_SECOND);
  SyTable *table = (SyTable *) sy_game_get_table (game);
  g_autoptr(GPtrArray) details = g_ptr_array_new ();
  g_autoptr(GPtrArray) routes = g_ptr_array_new ();
  GtkWidget *kept;
  GtkWidget *keep;
  guint first;

  /* Pieces for both ships; her hands known, for the contracts. */
  first = add_second_ship (table);
  table->players[0].supply.count[SY_ITEM_CAPTAIN] = 2;
  table->players[0].supply.count[SY_ITEM_SOLDIER] = 2;
  table->players[0].supply.count[SY_ITEM_CANNON] = 1;
  deal_hands (game);
  sy_window_set_game (window, game);
  settle ();

  /* The later ship, changed every way, then closed. */
  collect_named (GTK_WIDGET (window), "launch-details", details);
  g_assert_cmpuint (details->len, ==, 2);
  tap_and_settle (g_ptr_array_index (details, 1));
  kept = find_launch_window ();
  open_keep_back (kept);
  keep = find_named (kept, "keep-soldier");
  g_assert_nonnull (keep);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (keep), 1);
  settle ();
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (find_named (kept, "serve-contracts")), TRUE);
  settle ();
  tap_and_settle (find_named (kept, "supply-sail"));     /* no mount: refused, said so */
  tap_and_settle (find_named (kept, "trace-route"));
  resize_to (GTK_WINDOW (kept), 1280, 1800);    /* wide enough for a toast */
  tap_space (kept, 0, 0, 4);      /* the centre is no place to start: refused, said so */
  tap_space (kept, 0, 0, 7);
  scroll_to_end (kept);
  gtk_window_close (GTK_WINDOW (kept));
  settle ();
  g_assert_false (gtk_widget_get_visible (kept));
  g_assert_null (find_named_anywhere ("launch-confirm"));

  /* The first ship: the same window, as new. */
  tap_and_settle (g_ptr_array_index (details, 0));
  g_assert_true (find_launch_window () == kept);
  g_assert_cmpuint (sy_launch_window_get_slot (SY_LAUNCH_WINDOW (kept)), ==, first);
  assert_as_new (window, kept, game, first, "the launch window closed, opened for another ship");
  save_screenshot (GTK_WINDOW (kept), "launch-kept", 1280, 2200);
  save_screenshot (GTK_WINDOW (kept), "launch-kept", 360, 2200);

  /* The cannon kept back, the second route chosen, launched. */
  g_assert_null (find_named (kept, "keep-cannon"));      /* folded again, as new */
  open_keep_back (kept);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (kept, "keep-cannon")), 1);
  settle ();
  collect_named (kept, "route-choice", routes);
  g_assert_cmpuint (routes->len, ==, 2);
  tap_and_settle (g_ptr_array_index (routes, 1));
  tap_and_settle (find_named (kept, "launch-confirm"));
  g_assert_cmpuint (sy_game_get_table (game)->players[0].n_fleet, ==, 1);
  g_assert_false (gtk_widget_get_visible (kept));

  /* The other ship, in the same window, as new. */
  tap_and_settle (require_named (window, "launch-details"));
  g_assert_true (find_launch_window () == kept);
  assert_as_new (window, kept, game, sy_launch_window_get_slot (SY_LAUNCH_WINDOW (kept)),
                 "the launch window launched, opened for the next ship");
  save_screenshot (GTK_WINDOW (kept), "launch-kept-next", 1280, 2200);
  save_screenshot (GTK_WINDOW (kept), "launch-kept-next", 360, 2200);

  /* Another game in the window (one laid out, no ship to launch), the
   * launch window still up: it goes, and shows no game no longer played. */
  g_signal_connect_swapped (kept, "destroy", G_CALLBACK (g_nullify_pointer), &kept);
  sy_window_set_game (window, other);
  settle ();
  g_assert_null (kept);
  g_assert_null (find_named_anywhere ("launch-confirm"));
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/launch/fitting-by-hand", test_fitting_by_hand);
  g_test_add_func ("/ui/launch/drag-and-contracts", test_drag_and_contracts);
  g_test_add_func ("/ui/launch/two-ships", test_two_ships);
  g_test_add_func ("/ui/launch/officer", test_officer);
  g_test_add_func ("/ui/launch/speed-and-keep", test_speed_and_keep);
  g_test_add_func ("/ui/launch/route-choice", test_route_choice);
  g_test_add_func ("/ui/launch/points-follow-the-route", test_points_follow_the_route);
  g_test_add_func ("/ui/launch/route-edition-words", test_route_edition_words);
  g_test_add_func ("/ui/launch/failing-ship", test_failing_ship);
  g_test_add_func ("/ui/launch/no-captain-no-route", test_no_captain_no_route);
  g_test_add_func ("/ui/launch/kept-window", test_kept_window);
  return run_in_application ();
}
