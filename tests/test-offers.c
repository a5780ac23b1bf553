/* test-offers.c: the table offers an entry exactly when the engine takes it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every button the window shows must do what it says or not be shown
 * (issue 25): the gear's die and a stack run out in every phase of whole
 * games; the employees of Hire Employee for each edition; what an exchange
 * at price 0 brings; the bonus action's tiles, turn after turn.
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>

#include "sim-player.h"
#include "ui-harness.h"

static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
show (SyWindow *window,
      SyGame   *game)
{
  gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC / 20;
  guint tick = g_timeout_add (10, tick_cb, NULL);

  sy_window_set_game (window, game);
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  settle ();
}

/* Whether the engine takes @event at @game's table now, tried on a copy. */
static gboolean
engine_takes (SyGame        *game,
              const SyEvent *event)
{
  g_autofree SyTable *copy = g_memdup2 (sy_game_get_table (game), sizeof (SyTable));

  return sy_table_apply (copy, event, NULL);
}

/* The gear's die dropped and a stack ran out, at every kind of moment of
 * whole games of both editions (the regular turns, the discards, the final
 * action, the last chance, the end): offered iff the engine takes them.
 * Issue 25: the gear's die stayed on screen in the final action and the
 * last chance, where the engine refuses it. */
static void
test_rare_entries_every_phase (void)
{
  SyWindow *window = get_window ();
  guint phases_seen = 0;

  for (guint32 seed = 1; seed <= 4; seed++)
    {
      SyEdition edition = seed % 2 ? SY_EDITION_SECOND : SY_EDITION_FIRST;
      g_autoptr(SyGame) game = sim_finished_game (edition, 2 + seed % 3, seed);
      guint n = sy_game_get_n_events (game);
      guint seen = 0;

      for (guint position = 0; position <= n; position++)
        {
          SyEvent drop = { .type = SY_EVENT_ROUND_END };
          gboolean takes_drop, takes_stack = FALSE;
          guint kind_of_moment;
          SyPhase phase;

          /* Moved while no window shows it: nothing is saved on the way. */
          sy_window_set_game (window, NULL);
          g_assert_true (sy_game_go_to (game, position));
          phase = sy_game_get_table (game)->phase;
          /* The first edition's laps end by themselves: no entry. */
          takes_drop = edition == SY_EDITION_SECOND && engine_takes (game, &drop);
          for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
            {
              SyEvent empty = { .type = SY_EVENT_STACK_EMPTY, .kind = kind };

              takes_stack |= engine_takes (game, &empty);
            }
          /* Each phase with each answer, once a game: enough moments, and
           * the test stays short. */
          kind_of_moment = phase * 4 + takes_drop * 2 + takes_stack;
          if (seen & (1u << kind_of_moment))
            continue;
          seen |= 1u << kind_of_moment;
          phases_seen |= 1u << phase;

          show (window, game);
          if ((find_named (GTK_WIDGET (window), "round-end-button") != NULL) != takes_drop)
            g_error ("%s edition, event %u, phase %d: the gear’s die is %s, the engine %s it",
                     edition == SY_EDITION_SECOND ? "second" : "first", position, phase,
                     takes_drop ? "not offered" : "offered", takes_drop ? "takes" : "refuses");
          if ((find_named (GTK_WIDGET (window), "stack-ran-out") != NULL) != takes_stack)
            g_error ("%s edition, event %u, phase %d: a stack run out is %s, the engine %s it",
                     edition == SY_EDITION_SECOND ? "second" : "first", position, phase,
                     takes_stack ? "not offered" : "offered", takes_stack ? "takes" : "refuses");
        }
      sy_window_set_game (window, NULL);
    }
  g_assert_true (phases_seen & (1u << SY_PHASE_ACT));
  g_assert_true (phases_seen & (1u << SY_PHASE_FINAL_ACTION));
  g_assert_true (phases_seen & (1u << SY_PHASE_LAST_CHANCE));
  g_assert_true (phases_seen & (1u << SY_PHASE_OVER));
}

/* Hire Employee, the tiles entered by hand: the list of kinds offers each
 * kind the edition has and no other, and each one offered is taken when
 * hired. Issue 25: the first edition listed the second edition's designer
 * of crew of any kind, which its engine refuses. */
static void
test_hire_kinds_by_edition (void)
{
  SyWindow *window = get_window ();

  for (SyEdition edition = SY_EDITION_FIRST; edition <= SY_EDITION_SECOND; edition++)
    {
      const SyCatalog *catalog = sy_catalog_get (edition);
      g_autoptr(SyGame) game = new_laid_out_game (edition);
      SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_EMPLOYEES };
      guint n_kinds = 0, n_offered;

      for (SyEmployeeKind kind = 0; kind < SY_N_EMPLOYEE_KINDS; kind++)
        n_kinds += sy_employee_kind_in_edition (catalog, kind);
      g_assert_cmpuint (n_kinds, ==, edition == SY_EDITION_FIRST ? 8 : 9);
      apply_or_die (game, &choose);
      show (window, game);
      n_offered = g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (require_named (window, "hire-kind"))));
      g_assert_cmpuint (n_offered, ==, n_kinds);
      for (guint i = 0; i < n_offered; i++)
        {
          guint before = sy_game_get_position (game);
          const SyTable *table;

          adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "hire-kind")), i);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (require_named (window, "hire-steps")), 1);
          settle ();
          tap (require_named (window, "hire"));
          g_assert_cmpuint (sy_game_get_position (game), ==, before + 1);
          table = sy_game_get_table (game);
          g_assert_true (sy_employee_kind_in_edition (catalog, table->players[0].employees[0].kind));
          g_assert_true (sy_game_undo (game));
          show (window, game);
        }
      sy_window_set_game (window, NULL);
    }
}

static const char *
income_said (SyWindow *window)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (require_named (window, "exchange-income")));
}

/* Exchange: the rulebooks print no prices ("podle odpovídající hodnoty na
 * poli, kde stojí ukazatel"), so selling at 0 is the players' to enter and
 * the engine takes it; the form says before the tile is used what the
 * goods sold bring, 0 plainly and marked (issue 25: all three goods went
 * at 0 without a word), and the sum is what the engine pays. */
static void
test_exchange_income (void)
{
  SyWindow *window = get_window ();

  for (SyEdition edition = SY_EDITION_FIRST; edition <= SY_EDITION_SECOND; edition++)
    {
      g_autoptr(SyGame) game = new_laid_out_game (edition);
      SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_EXCHANGE };
      gboolean first = edition == SY_EDITION_FIRST;
      guint money, position;

      apply_or_die (game, &choose);
      money = sy_game_get_table (game)->players[0].money;
      position = sy_game_get_position (game);
      show (window, game);
      /* As the form opens: every good sold, every price 0. */
      g_assert_cmpstr (income_said (window), ==,
                       first ? _("0 coins: the goods sold bring nothing. Enter each price as printed where the exchange pointer stands.")
                             : _("0 guilders: the goods sold bring nothing. Enter each price as printed where the exchange pointer stands."));
      g_assert_true (gtk_widget_has_css_class (require_named (window, "exchange-income"), "warning"));
      tap (require_named (window, "goods-send"));
      g_assert_cmpuint (sy_game_get_position (game), ==, position + 1);
      g_assert_cmpuint (sy_game_get_table (game)->players[0].money, ==, money);
      g_assert_true (sy_game_undo (game));
      show (window, game);

      /* Priced 1, 2 and 3: 6, said, then paid. */
      for (guint g = 0; g < SY_GOODS_KINDS; g++)
        {
          g_autofree char *name = g_strdup_printf ("exchange-price-%u", g);
          GtkWidget *row = require_named (window, name);

          gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (row, GTK_TYPE_SPIN_BUTTON, 0)), g + 1);
        }
      settle ();
      {
        g_autofree char *six = g_strdup_printf (first ? g_dngettext (GETTEXT_PACKAGE, "%u coin for the goods sold",
                                                                     "%u coins for the goods sold", 6)
                                                      : g_dngettext (GETTEXT_PACKAGE, "%u guilder for the goods sold",
                                                                     "%u guilders for the goods sold", 6), 6);

        g_assert_cmpstr (income_said (window), ==, six);
      }
      g_assert_false (gtk_widget_has_css_class (require_named (window, "exchange-income"), "warning"));
      tap (require_named (window, "goods-send"));
      g_assert_cmpuint (sy_game_get_table (game)->players[0].money, ==, money + 6);
      sy_window_set_game (window, NULL);
    }
}

/* The visible rows named "bonus-…" under @widget, in order, as ids. */
static void
collect_bonus_rows (GtkWidget *widget,
                    GString   *ids)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *name = gtk_widget_get_name (child);

      if (!gtk_widget_get_visible (child))
        continue;
      if (g_str_has_prefix (name, "bonus-") && strcmp (name, "bonus-expander") != 0)
        g_string_append_printf (ids, "%s ", name + strlen ("bonus-"));
      else
        collect_bonus_rows (child, ids);
    }
}

/* The bonus action offers every tile of the track but the one chosen this
 * turn, in the track's order, turn after turn in one window: its rows are
 * made once and put in order again each turn, and a row hidden in one turn
 * comes back in the next. The second edition's rulebook: "Tato bonusová
 * akce stojí 6 guldenů a může to být jakákoli jiná akce vyobrazená na
 * destičkách akcí. […] Jediné omezení je, že nesmíte jako bonusovou akci
 * vybrat tu, kterou jste si vybrali v kroku 2 (tzn. tu, na které stojí
 * vaše kostka)." */
static void
test_bonus_tiles_each_turn (void)
{
  SyWindow *window = get_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (53);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 3, TRUE, rand);
  g_autoptr(GHashTable) chosen_seen = g_hash_table_new (NULL, NULL);
  guint offers = 0;

  show (window, game);
  for (guint i = 0; i < 400 && sy_game_get_phase (game) != SY_PHASE_OVER; i++)
    {
      const SyTable *table = sy_game_get_table (game);
      SyTableSteps steps;

      sy_table_get_steps (table, &steps);
      if (steps.phase == SY_PHASE_ACT && steps.bonus_open)
        {
          const SyTrack *track = sy_table_get_track (table);
          GtkWidget *expander = require_named (window, "bonus-expander");
          g_autoptr(GString) expected = g_string_new (NULL);
          g_autoptr(GString) shown = g_string_new (NULL);
          g_autoptr(GString) folded = g_string_new (NULL);

          for (guint t = 0; t < track->n_tiles; t++)
            if (track->tiles[t] != steps.chosen)
              g_string_append_printf (expected, "%s ", sy_action_to_id (track->tiles[t]));
          /* Folded after each event, its rows hidden (not laid out: issue
           * 29) until the player opens it. */
          g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (expander)));
          collect_bonus_rows (expander, folded);
          g_assert_cmpstr (folded->str, ==, "");
          adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
          settle ();
          collect_bonus_rows (expander, shown);
          g_assert_cmpstr (shown->str, ==, expected->str);
          /* Folded by the player, they stay for the animation. */
          adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), FALSE);
          settle ();
          g_hash_table_add (chosen_seen, GUINT_TO_POINTER (steps.chosen + 1));
          offers++;
        }
      g_assert_true (sim_step (game, rand));
      settle ();
    }
  /* Enough turns that a tile hidden in one was offered in another. */
  g_assert_cmpuint (offers, >=, 6);
  g_assert_cmpuint (g_hash_table_size (chosen_seen), >=, 3);
  sy_window_set_game (window, NULL);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/offers/rare-entries-every-phase", test_rare_entries_every_phase);
  g_test_add_func ("/ui/offers/hire-kinds-by-edition", test_hire_kinds_by_edition);
  g_test_add_func ("/ui/offers/exchange-income", test_exchange_income);
  g_test_add_func ("/ui/offers/bonus-tiles-each-turn", test_bonus_tiles_each_turn);
  return run_in_application ();
}
