/* test-contracts-window.c: hidden contracts entered, looked at and
 * discarded behind the privacy screen, through the real window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sim-player.h"
#include "sy-contract-row.h"
#include "sy-contracts-window.h"
#include "sy-window.h"
#include "sy-yard-view.h"
#include "ui-harness.h"

static GtkWidget *
contracts_window (void)
{
  return GTK_WIDGET (gtk_widget_get_root (require_named_anywhere ("privacy-hide")));
}

/* Opens Alena's private view from her board, and checks that nothing of
 * her hand is on screen before she says it is her. */
static GtkWidget *
open_private_view (SyWindow *window)
{
  GtkWidget *private;

  tap (require_named (window, "private-contracts"));
  settle ();
  private = contracts_window ();
  g_assert_nonnull (find_named (private, "privacy-reveal"));
  g_assert_null (find_named (private, "held-contract"));
  g_assert_null (find_named (private, "deal-enter"));
  tap (find_named (private, "privacy-reveal"));
  settle ();
  return private;
}

static void
tick (GtkWidget  *root,
      const char *name)
{
  GtkWidget *check = find_named (root, name);

  g_assert_nonnull (check);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
}

/* Returns: the row of the turn panel that picks @action, or %NULL */
static GtkWidget *
find_action_row (SyWindow *window,
                 SyAction  action)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (g_ptr_array_index (rows, i)),
                   sy_action_get_name (action)) == 0)
      return g_ptr_array_index (rows, i);
  return NULL;
}

static void
play_to_the_end (SyWindow *window,
                 SyGame   *game,
                 GRand    *rand)
{
  gboolean final_through_window = FALSE;

  while (sy_game_get_table (game)->phase != SY_PHASE_OVER)
    {
      const SyTable *table = sy_game_get_table (game);
      GtkWidget *row;

      if (table->phase == SY_PHASE_FINAL_ACTION && table->current == 0 && !table->main_done
          && !final_through_window && (row = find_action_row (window, SY_ACTION_EQUIPMENT)) != NULL)
        {
          guint position = sy_game_get_position (game);
          guint supply = sy_supply_total (&table->players[0].supply);

          activate_row (row);
          settle ();
          activate_row (require_named (window, "ring-step-1"));
          settle ();
          table = sy_game_get_table (game);
          g_assert_cmpuint (sy_game_get_position (game), ==, position + 1);
          g_assert_true (table->main_done);
          g_assert_cmpuint (sy_supply_total (&table->players[0].supply), >, supply);
          if (sy_table_list_finished (table, NULL) == 0)
            {
              tap (require_named (window, "end-turn"));
              settle ();
              g_assert_cmpuint (sy_game_get_position (game), ==, position + 2);
            }
          final_through_window = TRUE;
          continue;
        }
      g_assert_true (sim_step (game, rand));
      settle ();
    }
  g_assert_true (final_through_window);
}

/* The reveal and the tally: each player's total on screen is the
 * engine's. */
static void
check_tally (SyWindow *window,
             SyGame   *game)
{
  SyTally tally;
  GtkWidget *tally_window;

  activate_row (require_named (window, "show-tally"));
  settle ();
  tally_window = GTK_WIDGET (gtk_widget_get_root (require_named_anywhere ("tally-total-0")));
  sy_table_tally (sy_game_get_table (game), sy_game_get_card_values (game), &tally);
  for (guint p = 0; p < sy_game_get_n_players (game); p++)
    {
      g_autofree char *name = g_strdup_printf ("tally-total-%u", p);
      GtkWidget *label = find_named (tally_window, name);

      g_assert_nonnull (label);
      g_assert_cmpuint (g_ascii_strtoull (gtk_label_get_label (GTK_LABEL (label)), NULL, 10), ==,
                        tally.players[p].total);
    }

  /* A card face up now whose value is missing is copied from the tally,
   * which counts it at once. */
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    GtkWidget *copy = NULL;

    collect_widgets (tally_window, GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len && copy == NULL; i++)
      if (g_str_has_prefix (gtk_widget_get_name (g_ptr_array_index (buttons, i)), "tally-copy-"))
        copy = g_ptr_array_index (buttons, i);
    if (copy != NULL)
      {
        g_autofree char *name = g_strdup (gtk_widget_get_name (copy));
        GtkWidget *card;
        g_autoptr(GPtrArray) cells = g_ptr_array_new ();

        tap (copy);
        settle ();
        card = GTK_WIDGET (gtk_widget_get_root (require_named_anywhere ("card-keep")));
        collect_widgets (card, GTK_TYPE_ENTRY, cells);
        for (guint i = 0; i < cells->len; i++)
          gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (cells, i)), "3");
        tap (find_named (card, "card-keep"));
        settle ();
        g_assert_null (find_named (tally_window, name));
      }
  }
  gtk_window_destroy (GTK_WINDOW (tally_window));
}

/* Alena's hands are entered: the Officers card (3 points an officer) and
 * the first blue cards the catalogue lists, the first red ones. */
static void
deal_officers (SyGame *game)
{
  const SyContract *officers = sy_contract_find ("officers");

  for (guint colour = 0; colour < 2; colour++)
    {
      const SyContract *contracts[32];
      guint n = sy_contracts_for_edition (SY_EDITION_SECOND, colour + 1, contracts, G_N_ELEMENTS (contracts));
      SyEvent deal = { .type = SY_EVENT_DEAL, .player = 0, .colour = colour };

      deal.n_ids = sy_game_get_table (game)->players[0].contracts[colour];
      if (colour == 1)
        g_strlcpy (deal.ids[0], "officers", sizeof deal.ids[0]);
      for (guint i = 0, k = colour; k < deal.n_ids && i < n; i++)
        if (contracts[i] != officers)
          g_strlcpy (deal.ids[k++], sy_contract_get_id (contracts[i]), sizeof deal.ids[0]);
      apply_or_die (game, &deal);
    }
}

/* Passes the privacy screen of the decision window and returns what it
 * shows for the Officers card. */
static const char *
officers_change (GtkWidget *private)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  g_assert_null (find_named (private, "decision-contract"));
  tap (find_named (private, "privacy-reveal"));
  settle ();
  g_assert_nonnull (find_named (private, "decision"));
  /* Only the decision: no deal, no discard, no held values. */
  g_assert_null (find_named (private, "held-contract"));
  collect_named (private, "decision-contract", rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (g_ptr_array_index (rows, i)),
                   sy_contract_get_title (sy_contract_find ("officers"), SY_EDITION_SECOND)) == 0)
      return gtk_label_get_label (GTK_LABEL (find_named (g_ptr_array_index (rows, i), "decision-points")));
  g_error ("no Officers card among the %u shown", rows->len);
}

/* Alena (second edition, three players) is to build ships, with two
 * captains in her supply and one straight canal tile; her blue hand holds
 * the Officers card (3 points an officer). In the Build Ships form she
 * gathers a bow with a cabin, a middle with a sail-or-smokestack mount and
 * a stern with a cabin, and checks her contracts before buying: behind the
 * privacy screen, the finished ship would sail with both captains (two
 * cabins: the second captain is an officer), so Officers goes from 0 to 3.
 * Nothing is bought until she buys. */
static void
test_decision (void)
{
  SyWindow *window = get_window ();
  const SyCatalog *catalog = sy_catalog_get (SY_EDITION_SECOND);
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_BUILD };
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  g_autofree char *expected = NULL;
  SyPlayerState *alena;
  SyYardView *yard_view;
  GtkWidget *check, *private;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  SyYard empty;
  guint slot, position;

  deal_officers (game);
  apply_or_die (game, &choose);
  /* Her supply and canal come from earlier turns, set here directly. */
  alena = &((SyTable *) sy_game_get_table (game))->players[0];
  alena->supply.count[SY_ITEM_CAPTAIN] = 2;
  g_assert_true (sy_canals_place (&alena->canals, sy_canal_palette_get_default (), 0, 0,
                                  &(SyCanalTile) { .shape = "straight" }, NULL));
  sy_window_set_game (window, game);
  settle ();

  /* Nothing gathered yet: nothing to check. */
  check = require_named (window, "check-contracts");
  g_assert_true (gtk_widget_get_visible (check));
  g_assert_false (gtk_widget_is_sensitive (check));

  yard_view = SY_YARD_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_YARD_VIEW, 0));
  sy_yard_init (&empty, catalog);
  slot = 0;
  while (!(sy_yard_legal_slots (&empty, SY_PART_BOW) & (1u << slot)))
    slot++;
  enter_by_hand (window);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (require_named (window, "symbol-cabin")), 1);
  tap (sy_yard_view_get_slot (yard_view, slot));
  adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "part-kind")), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (require_named (window, "symbol-cabin")), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (require_named (window, "symbol-rigging-mount")), 1);
  tap (sy_yard_view_get_slot (yard_view, slot + 1));
  adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "part-kind")), 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (require_named (window, "symbol-rigging-mount")), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (require_named (window, "symbol-cabin")), 1);
  tap (sy_yard_view_get_slot (yard_view, slot + 2));
  settle ();
  g_assert_true (gtk_widget_is_sensitive (check));

  position = sy_game_get_position (game);
  tap (check);
  settle ();
  private = contracts_window ();
  g_assert_null (find_named (private, "decision"));
  expected = g_strdup_printf (_("%u → %u"), 0, 3);
  g_assert_cmpstr (officers_change (private), ==, expected);
  collect_named (private, "decision-contract", rows);
  g_assert_cmpuint (rows->len, ==, alena->contracts[0] + alena->contracts[1]);
  save_screenshot (GTK_WINDOW (private), test_language_is_czech () ? "contracts-decision-cs"
                                                                  : "contracts-decision-en", 0, 0);
  tap (find_named (private, "privacy-hide"));
  settle ();
  g_assert_null (find_named_anywhere ("decision"));

  /* Looking changed nothing; buying does. */
  g_assert_cmpuint (sy_game_get_position (game), ==, position);
  tap (require_named (window, "buy-parts"));
  settle ();
  g_assert_true (sy_game_get_table (game)->main_done);
}

/* Alena recruits crew, her Officers card in hand, a finished ship of two
 * cabins waiting in her yard (bow and stern with a cabin each, a middle)
 * and one captain in her supply. Each ring step's row has its own check:
 * on the first step that brings c captains, the ship sails with 1 + c
 * captains, the first needing no cabin and each officer a cabin of its
 * own, so min (c, 2) officers: Officers goes from 0 to 3 × min (c, 2). */
static void
test_decision_ring (void)
{
  SyWindow *window = get_window ();
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_CREW };
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  g_autofree char *expected = NULL;
  const SyPart parts[3] = {
    { .kind = SY_PART_BOW, .symbols[SY_SYMBOL_CABIN] = 1 },
    { .kind = SY_PART_MIDDLE },
    { .kind = SY_PART_STERN, .symbols[SY_SYMBOL_CABIN] = 1 },
  };
  SyPlayerState *alena;
  SySupply gained = { 0 };
  guint slot = 0, steps, price, position;

  deal_officers (game);
  apply_or_die (game, &choose);
  alena = &((SyTable *) sy_game_get_table (game))->players[0];
  alena->supply.count[SY_ITEM_CAPTAIN] = 1;
  alena->money = 20;
  while (!(sy_yard_legal_slots (&alena->yard, SY_PART_BOW) & (1u << slot)))
    slot++;
  for (guint i = 0; i < 3; i++)
    g_assert_true (sy_yard_place (&alena->yard, slot + i, &parts[i], NULL));
  g_assert_true (sy_canals_place (&alena->canals, sy_canal_palette_get_default (), 0, 0,
                                  &(SyCanalTile) { .shape = "straight" }, NULL));
  for (steps = 1; steps <= SY_RING_SECTORS; steps++)
    {
      sy_table_ring_step (sy_game_get_table (game), SY_EVENT_CREW, steps, &price, &gained);
      if (gained.count[SY_ITEM_CAPTAIN] > 0)
        break;
    }
  g_assert_cmpuint (steps, <=, SY_RING_SECTORS);
  sy_window_set_game (window, game);
  settle ();

  collect_named (GTK_WIDGET (window), "check-contracts", checks);
  g_assert_cmpuint (checks->len, ==, SY_RING_SECTORS);
  position = sy_game_get_position (game);
  tap (g_ptr_array_index (checks, steps - 1));
  settle ();
  expected = g_strdup_printf (_("%u → %u"), 0, 3 * MIN (gained.count[SY_ITEM_CAPTAIN], 2));
  g_assert_cmpstr (officers_change (contracts_window ()), ==, expected);
  tap (require_named_anywhere ("privacy-hide"));
  settle ();
  g_assert_cmpuint (sy_game_get_position (game), ==, position);

  /* Should the turn pass while the privacy screen waits, Bohdan's
   * contracts are not shown in its place. */
  {
    SyEvent crew = { .type = SY_EVENT_CREW, .steps = 1 };
    SyEvent launch;
    SyEvent end = { .type = SY_EVENT_END_TURN };
    GtkWidget *private;

    tap (g_ptr_array_index (checks, steps - 1));
    settle ();
    private = contracts_window ();
    apply_or_die (game, &crew);
    g_assert_true (sy_table_propose_launch (sy_game_get_table (game), slot, &launch, NULL, NULL));
    apply_or_die (game, &launch);
    apply_or_die (game, &end);
    g_assert_cmpuint (sy_game_get_table (game)->current, ==, 1);
    tap (find_named (private, "privacy-reveal"));
    settle ();
    g_assert_nonnull (find_named (private, "decision-refused"));
    g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (find_named (private,
                                                                                               "decision-refused"))),
                     ==, _("The turn has passed to another player."));
    g_assert_null (find_named (private, "decision-contract"));
    tap (find_named (private, "privacy-hide"));
    settle ();
  }
}

/* Alena's hands are entered privately (lanterns among the red ones, a
 * card whose table the rulebooks do not print), her lanterns' value is
 * copied from the card, then the game runs to the first discard and she
 * discards in private. */
static void
test_enter_copy_discard (void)
{
  SyWindow *window = get_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(SyGame) game = NULL;
  const SyContract *cards[32];
  const SyTable *table;
  GtkWidget *private;
  guint red, blue, points = 0;
  g_autofree char *user_values = g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE,
                                                   "card-values.json", NULL);

  /* No card copied by an earlier run: a new game starts with the values
   * the user copied before. */
  g_unlink (user_values);
  game = sim_new_game (SY_EDITION_SECOND, 3, FALSE, rand);
  sy_window_set_game (window, game);
  settle ();
  table = sy_game_get_table (game);
  red = table->players[0].contracts[0];
  blue = table->players[0].contracts[1];
  g_assert_cmpuint (red, >=, 1);

  /* The deal: the red cards are lanterns and the next ones listed, the
   * blue the first ones listed. The button waits for the right number. */
  private = open_private_view (window);
  g_assert_false (gtk_widget_is_sensitive (find_named (private, "deal-enter")));
  tick (private, "deal-lanterns");
  for (guint i = 0, n = 1; n < red; i++)
    {
      sy_contracts_for_edition (SY_EDITION_SECOND, 1, cards, G_N_ELEMENTS (cards));
      if (g_strcmp0 (sy_contract_get_id (cards[i]), "lanterns") == 0)
        continue;
      {
        g_autofree char *name = g_strdup_printf ("deal-%s", sy_contract_get_id (cards[i]));

        tick (private, name);
        n++;
      }
    }
  sy_contracts_for_edition (SY_EDITION_SECOND, 2, cards, G_N_ELEMENTS (cards));
  for (guint i = 0; i < blue; i++)
    {
      g_autofree char *name = g_strdup_printf ("deal-%s", sy_contract_get_id (cards[i]));

      tick (private, name);
    }
  g_assert_true (gtk_widget_is_sensitive (find_named (private, "deal-enter")));
  tap (find_named (private, "deal-enter"));
  settle ();
  table = sy_game_get_table (game);
  g_assert_true (table->players[0].hand_known[0]);
  g_assert_true (table->players[0].hand_known[1]);
  g_assert_false (table->players[1].hand_known[0]);

  /* Her cards now, with the lanterns' value still to be copied (no
   * lanterns yet: the card's value for 0). */
  g_assert_nonnull (find_named (private, "held-contract"));
  tap (find_named (private, "copy-card-lanterns"));
  settle ();
  {
    GtkWidget *card = GTK_WIDGET (gtk_widget_get_root (require_named_anywhere ("card-keep")));

    gtk_editable_set_text (GTK_EDITABLE (find_named (card, "card-cell-0")), "x");
    tap (find_named (card, "card-keep"));
    settle ();
    /* A typing slip is refused, and nothing is kept. */
    g_assert_false (sy_card_values_lookup (sy_game_get_card_values (game), "lanterns", 0, &points));
    gtk_editable_set_text (GTK_EDITABLE (find_named (card, "card-cell-0")), "2");
    gtk_editable_set_text (GTK_EDITABLE (find_named (card, "card-cell-1")), "4");
    tap (find_named (card, "card-keep"));
    settle ();
  }
  g_assert_true (sy_card_values_lookup (sy_game_get_card_values (game), "lanterns", 0, &points));
  g_assert_cmpuint (points, ==, 2);
  g_assert_null (find_named (contracts_window (), "copy-card-lanterns"));
  /* Kept for later games too. */
  {
    g_autoptr(SyCardValues) user = sy_card_values_new ();

    g_assert_true (sy_card_values_load_user (user, NULL));
    g_assert_true (sy_card_values_lookup (user, "lanterns", 1, &points));
    g_assert_cmpuint (points, ==, 4);
  }
  save_screenshot (GTK_WINDOW (contracts_window ()), test_language_is_czech () ? "contracts-view-cs"
                                                                              : "contracts-view-en", 600, 1100);
  save_screenshot (GTK_WINDOW (contracts_window ()), test_language_is_czech () ? "contracts-view-cs"
                                                                              : "contracts-view-en", 360, 1100);
  tap (find_named (contracts_window (), "privacy-hide"));
  settle ();
  g_assert_null (find_named_anywhere ("privacy-hide"));

  /* On to the first discard the schedule calls for. */
  while (sy_game_get_table (game)->phase != SY_PHASE_DISCARD)
    {
      g_assert_true (sim_step (game, rand));
      /* As at the table, the window catches up between events. */
      settle ();
    }
  settle ();
  table = sy_game_get_table (game);
  g_assert_cmpuint (table->players[0].discards_due[0] + table->players[0].discards_due[1], >, 0);
  activate_row (require_named (window, "discard-private"));
  settle ();
  private = contracts_window ();
  g_assert_null (find_named (private, "discard-enter"));
  tap (find_named (private, "privacy-reveal"));
  settle ();
  save_screenshot (GTK_WINDOW (private), test_language_is_czech () ? "contracts-discard-cs"
                                                                  : "contracts-discard-en", 600, 1100);
  {
    guint before[2] = { table->players[0].contracts[0], table->players[0].contracts[1] };
    guint due[2] = { table->players[0].discards_due[0], table->players[0].discards_due[1] };

    char discarded[2][G_N_ELEMENTS (table->players[0].hand[0])][G_N_ELEMENTS (table->players[0].hand[0][0])];

    for (guint c = 0; c < 2; c++)
      for (guint i = 0; i < due[c]; i++)
        {
          g_autofree char *name = g_strdup_printf ("discard-%s", table->players[0].hand[c][i]);

          g_strlcpy (discarded[c][i], table->players[0].hand[c][i], sizeof discarded[c][i]);
          tick (private, name);
        }
    tap (find_named (private, "discard-enter"));
    settle ();
    table = sy_game_get_table (game);
    for (guint c = 0; c < 2; c++)
      {
        g_assert_cmpuint (table->players[0].contracts[c], ==, before[c] - due[c]);
        g_assert_cmpuint (table->players[0].discards_due[c], ==, 0);
      }
    /* The device goes back round the table: the window is on its privacy
     * screen again, with no card of the hand anywhere in it. */
    private = contracts_window ();
    g_assert_nonnull (find_named (private, "privacy-reveal"));
    g_assert_true (gtk_widget_get_mapped (find_named (private, "privacy-reveal")));
    g_assert_null (find_named (private, "held-contract"));
    g_assert_null (find_named (private, "discard-enter"));
    for (guint c = 0; c < 2; c++)
      for (guint i = 0; i < due[c]; i++)
        {
          g_autofree char *name = g_strdup_printf ("discard-%s", discarded[c][i]);

          g_assert_null (find_named (private, name));
        }
    /* Shown again, the hand holds none of the discarded cards. */
    tap (find_named (private, "privacy-reveal"));
    settle ();
    {
      g_autoptr(GPtrArray) rows = g_ptr_array_new ();

      collect_named (private, "held-contract", rows);
      g_assert_cmpuint (rows->len, ==, table->players[0].contracts[0] + table->players[0].contracts[1]);
      for (guint r = 0; r < rows->len; r++)
        for (guint c = 0; c < 2; c++)
          for (guint i = 0; i < due[c]; i++)
            {
              const SyContract *gone = sy_contract_find (discarded[c][i]);

              g_assert_cmpstr (adw_preferences_row_get_title (g_ptr_array_index (rows, r)), !=,
                               sy_contract_get_title (gone, SY_EDITION_SECOND));
            }
    }
  }
  tap (find_named (contracts_window (), "privacy-hide"));
  settle ();

  /* On to the end: Alena's final action is entered through the window
   * (the equipment ring's free first step), then the tally. */
  play_to_the_end (window, game, rand);
  check_tally (window, game);
}

/* The first edition's hands are green and blue: entered the same way, and
 * the title says green. */
static void
test_first_edition_deal (void)
{
  SyWindow *window = get_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_FIRST, 2, FALSE, rand);
  const SyTable *table;
  GtkWidget *private;
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  gboolean green = FALSE;

  sy_window_set_game (window, game);
  settle ();
  table = sy_game_get_table (game);
  private = open_private_view (window);
  collect_widgets (private, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    green |= g_strcmp0 (gtk_label_get_label (g_ptr_array_index (labels, i)),
                        test_language_is_czech () ? "Vaše zelené zakázky" : "Your Green Contracts") == 0;
  g_assert_true (green);
  for (guint c = 0; c < 2; c++)
    {
      const SyContract *cards[32];

      sy_contracts_for_edition (SY_EDITION_FIRST, c + 1, cards, G_N_ELEMENTS (cards));
      for (guint i = 0; i < table->players[0].contracts[c]; i++)
        {
          g_autofree char *name = g_strdup_printf ("deal-%s", sy_contract_get_id (cards[i]));

          tick (private, name);
        }
    }
  tap (find_named (private, "deal-enter"));
  settle ();
  table = sy_game_get_table (game);
  g_assert_true (table->players[0].hand_known[0] && table->players[0].hand_known[1]);
  tap (find_named (contracts_window (), "privacy-hide"));
  settle ();
  sy_window_set_game (window, NULL);
}

/* The window is a SyContractsWindow whose construct properties name the
 * game and the owner; it opens on the privacy screen with the owner's name,
 * and behind it Bohdan's hand (not dealt yet) is his own. */
static void
test_window_type (void)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  g_autoptr(SyGame) property_game = NULL;
  g_autofree char *title = g_strdup_printf (_("%s’s Contracts"), "Bohdan");
  GtkWindow *window = sy_contracts_window_new (GTK_WINDOW (get_window ()), game, 1);
  guint player = 0;

  g_assert_true (SY_IS_CONTRACTS_WINDOW (window));
  g_object_get (window, "game", &property_game, "player", &player, NULL);
  g_assert_true (property_game == game);
  g_assert_cmpuint (player, ==, 1);
  g_assert_true (sy_contracts_window_get_game (SY_CONTRACTS_WINDOW (window)) == game);
  g_assert_cmpuint (sy_contracts_window_get_player (SY_CONTRACTS_WINDOW (window)), ==, 1);
  g_assert_cmpstr (gtk_window_get_title (window), ==, title);
  settle ();
  g_assert_nonnull (find_named (GTK_WIDGET (window), "privacy-reveal"));
  g_assert_null (find_named (GTK_WIDGET (window), "deal-enter"));
  tap (find_named (GTK_WIDGET (window), "privacy-reveal"));
  settle ();
  {
    const SyContract *cards[32];
    g_autofree char *first = NULL;

    g_assert_cmpuint (sy_contracts_for_edition (SY_EDITION_SECOND, 1, cards, G_N_ELEMENTS (cards)), >, 0);
    first = g_strdup_printf ("deal-%s", sy_contract_get_id (cards[0]));
    g_assert_cmpuint (sy_game_get_table (game)->players[1].contracts[0], >, 0);
    g_assert_nonnull (find_named (GTK_WIDGET (window), first));
  }
  g_assert_false (gtk_widget_is_sensitive (find_named (GTK_WIDGET (window), "deal-enter")));
  g_assert_null (find_named (GTK_WIDGET (window), "discard-enter"));
  tap (find_named (GTK_WIDGET (window), "privacy-hide"));
  settle ();
  g_assert_null (find_named_anywhere ("privacy-hide"));
}

static guint
discards_due (SyGame *game)
{
  const SyTable *table = sy_game_get_table (game);
  guint due = 0;

  for (guint p = 0; p < table->facts.n_players; p++)
    due += (table->players[p].discards_due[0] > 0) + (table->players[p].discards_due[1] > 0);
  return due;
}

/* The rows of the turn panel titled @title. */
static guint
count_rows_titled (SyWindow   *window,
                   const char *title)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  guint n = 0;

  collect_widgets (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    n += g_strcmp0 (adw_preferences_row_get_title (g_ptr_array_index (rows, i)), title) == 0;
  return n;
}

/* "Když odstraníte druhou kostku z počítadla kol, musí každý hráč vybrat
 * a odhodit 1 (2) zakázky od každé barvy" (second edition). The example
 * game taken back to that moment: no one has discarded yet, and each row
 * says what is due ("Alena: discard 1 red contract"), not that it
 * happened; a tap on it discards, and it goes. */
static void
test_discard_rows_say_what_is_due (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = load_example_game ();
  const SyTable *table;
  g_autofree char *due = NULL;
  g_autofree char *done = NULL;
  guint position;

  while (discards_due (game) < 6)
    g_assert_true (sy_game_undo (game));
  table = sy_game_get_table (game);
  sy_window_set_game (window, game);
  settle ();

  due = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: discard %u red contract",
                                      "%s: discard %u red contracts", 1), "Alena", 1);
  done = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s discarded %u red contract",
                                       "%s discarded %u red contracts", 1), "Alena", 1);
  g_assert_cmpuint (table->players[0].discards_due[0], ==, 1);
  g_assert_cmpuint (count_rows_titled (window, done), ==, 0);
  g_assert_cmpuint (count_rows_titled (window, "Alena: odhodil(a) 1 červenou zakázku"), ==, 0);
  g_assert_cmpuint (count_rows_titled (window, due), ==, 1);
  if (test_language_is_czech ())
    g_assert_cmpstr (due, ==, "Alena: odhodit 1 červenou zakázku");

  position = sy_game_get_position (game);
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();

    GtkWidget *row = NULL;

    collect_widgets (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW, rows);
    for (guint i = 0; i < rows->len && row == NULL; i++)
      if (g_strcmp0 (adw_preferences_row_get_title (g_ptr_array_index (rows, i)), due) == 0)
        row = g_ptr_array_index (rows, i);
    /* Activated, the row enters the discard and the panel is rebuilt: the
     * rows collected are gone (reading them after crashed on GTK 4.18). */
    g_assert_nonnull (row);
    activate_row (row);
  }
  settle ();
  g_assert_cmpuint (sy_game_get_position (game), ==, position + 1);
  g_assert_cmpuint (sy_game_get_table (game)->players[0].discards_due[0], ==, 0);
  g_assert_cmpuint (count_rows_titled (window, due), ==, 0);
  sy_window_set_game (window, NULL);
  settle ();
}

/* Each contract card has its own icon: Sail pairs and Smokestack pairs
 * once shared the rigging mount, Officers, Soldiers and Businessmen the
 * cabin square. Every card of both editions names an icon that the theme
 * finds in the application's resources, drawn differently from every
 * other card's, and its row shows it. */
static void
test_icons_distinct (void)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  g_autoptr(GHashTable) drawings = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                          (GDestroyNotify) g_bytes_unref, g_free);

  for (SyEdition edition = SY_EDITION_FIRST; edition <= SY_EDITION_SECOND; edition++)
    for (guint group = 1; group <= 2; group++)
      {
        const SyContract *cards[32];
        guint n = sy_contracts_for_edition (edition, group, cards, G_N_ELEMENTS (cards));

        g_assert_cmpuint (n, >, 0);
        for (guint i = 0; i < n; i++)
          {
            g_autofree char *name = sy_contract_icon_name (cards[i]);
            g_autofree char *path = g_strdup_printf ("%s/icons/scalable/actions/%s.svg",
                                                     RESOURCE_BASE, name);
            g_autoptr(GError) error = NULL;
            GBytes *drawing = g_resources_lookup_data (path, 0, &error);
            const char *other;
            GtkWidget *row, *icon;

            g_assert_no_error (error);
            g_assert_true (gtk_icon_theme_has_icon (theme, name));
            other = g_hash_table_lookup (drawings, drawing);
            if (other != NULL && g_strcmp0 (other, name) != 0)
              g_error ("%s is drawn as %s", name, other);
            g_hash_table_replace (drawings, drawing, g_strdup (name));

            row = g_object_ref_sink (sy_contract_row_new (cards[i], edition));
            icon = find_named (row, "contract-icon");
            g_assert_true (GTK_IS_IMAGE (icon));
            g_assert_cmpstr (gtk_image_get_icon_name (GTK_IMAGE (icon)), ==, name);
            g_object_unref (row);
          }
      }
  /* 26 cards in all, each its own drawing. */
  g_assert_cmpuint (g_hash_table_size (drawings), ==, 26);
}

/* The label of @root that says @text, shown or not. */
static GtkLabel *
label_saying (GtkWidget  *root,
              const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found;

      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), text) == 0)
        return GTK_LABEL (child);
      if ((found = label_saying (child, text)) != NULL)
        return found;
    }
  return NULL;
}

/* Nothing a player must read is cut short: Alena's discard entered behind
 * the privacy screen, the window says so in words that are shown whole,
 * at 360 px as at 1280, in a bar that stays until it is closed. */
static void
test_message_whole (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = load_example_game ();
  const char *message = _("The discard is entered and the contracts are hidden.");
  static const int widths[] = { 360, 1280 };
  const SyTable *table;
  GtkWidget *private;
  SyEvent deal = { .type = SY_EVENT_DEAL, .player = 0, .colour = 0 };
  g_autofree char *discard_name = NULL;

  while (discards_due (game) < 6)
    g_assert_true (sy_game_undo (game));
  table = sy_game_get_table (game);
  /* Alena enters her red hand: the discard is hers to make in private. */
  deal.n_ids = table->players[0].contracts[0];
  for (guint i = 0; i < deal.n_ids; i++)
    {
      const SyContract *deck[16];

      g_assert_cmpuint (sy_contracts_for_edition (SY_EDITION_SECOND, 1, deck, 16), >, i);
      g_strlcpy (deal.ids[i], sy_contract_get_id (deck[i]), sizeof deal.ids[i]);
    }
  apply_or_die (game, &deal);
  sy_window_set_game (window, game);
  settle ();

  activate_row (require_named (window, "discard-private"));
  settle ();
  private = contracts_window ();
  tap (find_named (private, "privacy-reveal"));
  settle ();
  discard_name = g_strdup_printf ("discard-%s", deal.ids[0]);
  tick (private, discard_name);
  tap (find_named (private, "discard-enter"));
  settle ();
  g_assert_cmpuint (sy_game_get_table (game)->players[0].discards_due[0], ==, 0);

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      GtkLabel *label;

      resize_to (GTK_WINDOW (private), widths[w], 700);
      label = label_saying (private, message);
      g_assert_nonnull (label);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
      g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_NONE);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (label)), <=, widths[w]);
      save_screenshot (GTK_WINDOW (private), test_language_is_czech () ? "contracts-message-cs"
                                                                       : "contracts-message-en",
                       0, 0);
    }
  /* It stays until it is closed. */
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (find_named (private, "contracts-message"))));
  tap (find_named (private, "contracts-message-close"));
  settle ();
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (find_named (private, "contracts-message"))));

  tap (find_named (private, "privacy-hide"));
  settle ();
  sy_window_set_game (window, NULL);
  settle ();
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/contracts/first-edition-deal", test_first_edition_deal);
  g_test_add_func ("/ui/contracts/whole-game", test_enter_copy_discard);
  g_test_add_func ("/ui/contracts/decision", test_decision);
  g_test_add_func ("/ui/contracts/decision-ring", test_decision_ring);
  g_test_add_func ("/ui/contracts/window-type", test_window_type);
  g_test_add_func ("/ui/contracts/icons-distinct", test_icons_distinct);
  g_test_add_func ("/ui/contracts/message-whole", test_message_whole);
  g_test_add_func ("/ui/contracts/discard-rows-say-what-is-due", test_discard_rows_say_what_is_due);
  return run_in_application ();
}
