/* test-hire-exchange-reset.c: the Hire Employee and Exchange forms, kept
 * while a game goes on and set again in place, show what forms made anew
 * show
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 29 (a tap answered within a frame): the turn panel keeps each
 * action's form for the whole game and sets it again from the game when
 * it is shown after the game changed. Simulated games of both editions
 * (tests/sim-player.c: the ring's employees entered at the layout or not;
 * only the first player's hand entered) are played under a kept form of each. When the
 * player on turn changes (every turn of the first twenty, then every
 * fourth, and once the game is over), the kept forms are set again, with
 * something entered in them since the last look, and each must show,
 * widget for widget (tests/ui-dump.c), what a form made anew for the game
 * shows, both laid out in windows of the same width.
 */
#include "config.h"

#include "sy-table-private.h"

#include "sim-player.h"
#include "sy-exchange-entry.h"
#include "sy-hire-entry.h"
#include "sy-hire-tile-form.h"
#include "ui-dump.h"
#include "ui-harness.h"

#define WIDTH 360

typedef struct {
  GtkWidget *kept_window;
  GtkWidget *fresh_window;
  GtkWidget *kept;
} Pair;

static GtkWidget *
window_new (GtkWidget *child)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, 1600);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (is_mapped, child);
  return window;
}

static void
pair_init (Pair      *pair,
           GtkWidget *kept)
{
  pair->kept = kept;
  pair->kept_window = window_new (kept);
  pair->fresh_window = window_new (gtk_label_new (NULL));
}

static void
pair_clear (Pair *pair)
{
  gtk_window_destroy (GTK_WINDOW (pair->kept_window));
  gtk_window_destroy (GTK_WINDOW (pair->fresh_window));
}

/* The kept form against @fresh, made anew for the game as it is now. */
static void
pair_compare (Pair       *pair,
              GtkWidget  *fresh,
              const char *what)
{
  gtk_window_set_child (GTK_WINDOW (pair->fresh_window), fresh);
  wait_until (is_mapped, fresh);
  redraw_windows ((GtkWidget *[]) { pair->kept_window, pair->fresh_window }, 2);
  g_assert_cmpint (gtk_widget_get_width (pair->kept), ==, gtk_widget_get_width (fresh));
  assert_same_dump (pair->kept, fresh, what);
}

static void
save_pair (Pair       *pair,
           const char *form,
           SyEdition   edition,
           gboolean    ring_known)
{
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *name = g_strdup_printf ("reset-%s-e%d-ring-%s-%s-%s", form, edition,
                                               ring_known ? "known" : "unknown",
                                               test_language_is_czech () ? "cs" : "en",
                                               i == 0 ? "kept" : "new");

      save_screenshot_now (GTK_WINDOW (i == 0 ? pair->kept_window : pair->fresh_window), name);
    }
}

/* Sets the last choice @row offers, if any. */
static void
choose_last (AdwComboRow *row)
{
  GListModel *model = adw_combo_row_get_model (row);

  if (model != NULL && g_list_model_get_n_items (model) > 0)
    adw_combo_row_set_selected (row, g_list_model_get_n_items (model) - 1);
}

/* What a player might have entered in the exchange form before the game
 * moved on: the last tile, the first good swapped, a price. */
static void
enter_exchange (GtkWidget *form)
{
  choose_last (ADW_COMBO_ROW (find_named (form, "exchange-good-0")));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (find_named (form, "exchange-price-2"),
                                                           GTK_TYPE_SPIN_BUTTON, 0)), 4);
  choose_last (ADW_COMBO_ROW (find_widget (form, ADW_TYPE_COMBO_ROW, 0)));
}

/* The same for the tile taken by hand: a merchant of level II, the last
 * colour, five stops. */
static void
enter_hire (GtkWidget *form)
{
  GtkWidget *tile_form = find_widget (form, SY_TYPE_HIRE_TILE_FORM, 0);
  g_autoptr(GPtrArray) combos = g_ptr_array_new ();
  AdwComboRow *kind;

  if (tile_form == NULL || !gtk_widget_get_visible (tile_form))
    return;
  kind = ADW_COMBO_ROW (find_named (tile_form, "hire-kind"));
  for (guint k = 0; k < g_list_model_get_n_items (adw_combo_row_get_model (kind)); k++)
    {
      g_autoptr(GtkStringObject) label = g_list_model_get_item (adw_combo_row_get_model (kind), k);

      if (g_str_equal (gtk_string_object_get_string (label), sy_employee_kind_get_label (SY_EMPLOYEE_MERCHANT)))
        adw_combo_row_set_selected (kind, k);
    }
  collect_widgets (tile_form, ADW_TYPE_COMBO_ROW, combos);
  for (guint i = 1; i < combos->len; i++)
    choose_last (combos->pdata[i]);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (tile_form, "hire-steps")), 5);
}

/* Whether the player on turn changed with the last event: the kept forms
 * are then compared. */
static gboolean
turn_changed (SyGame *game,
              guint  *current)
{
  const SyTable *table = sy_game_get_table (game);
  gboolean changed = sy_table_get_current (table) != *current;

  *current = sy_table_get_current (table);
  return changed;
}

/* The first player enters their hand of the first colour, the others
 * not: the check of the contracts is shown to the first only. */
static void
deal_to_first_player (SyGame *game)
{
  const SyContract *deck[16];
  SyEdition edition = sy_game_get_edition (game);
  SyEvent deal = { .type = SY_EVENT_DEAL, .player = 0, .colour = 0,
                   .n_ids = sy_game_get_table (game)->players[0].contracts[0] };

  g_assert_cmpuint (sy_contracts_for_edition (edition, 1, deck, G_N_ELEMENTS (deck)), >=, deal.n_ids);
  for (guint i = 0; i < deal.n_ids; i++)
    g_strlcpy (deal.ids[i], sy_contract_get_id (deck[i]), sizeof deal.ids[i]);
  apply_or_die (game, &deal);
}

/* Plays the game of @seed under kept forms, unless a game whose ring's
 * employees were known, or not, as this one's, was played: @seen. */
static void
play_under_kept_forms (SyEdition  edition,
                       guint      n_players,
                       guint32    seed,
                       gboolean  *seen)
{
  GRand *rand = g_rand_new_with_seed (seed);
  g_autoptr(SyGame) game = sim_new_game (edition, n_players, FALSE, rand);
  gboolean ring_known = sy_table_get_ring_known (sy_game_get_table (game));
  Pair hire, exchange;
  guint current = G_MAXUINT;
  guint turns = 0;
  guint looks = 0;
  int checked = -1;             /* whether the exchange's check was shown at the last look */
  gboolean toggled = FALSE;

  if (seen[ring_known])
    {
      g_rand_free (rand);
      return;
    }
  seen[ring_known] = TRUE;
  deal_to_first_player (game);
  pair_init (&hire, sy_hire_entry_new (game, FALSE));
  pair_init (&exchange, sy_exchange_entry_new (game, TRUE));
  for (guint i = 0; i < 5000 && sy_game_get_phase (game) != SY_PHASE_OVER; i++)
    {
      g_autofree char *what = NULL;

      g_assert_true (sim_step (game, rand));
      if (!turn_changed (game, &current))
        continue;
      /* Every turn of the first twenty, then every fourth: the test's
       * time, mostly spent making the new forms, stays short. */
      if (++turns > 20 && turns % 4 != 0)
        continue;
      looks++;
      what = g_strdup_printf ("edition %d, %u players, seed %u, ring %s, event %u", edition,
                              n_players, seed, ring_known ? "known" : "unknown",
                              sy_game_get_position (game));
      sy_hire_entry_reset (SY_HIRE_ENTRY (hire.kept));
      pair_compare (&hire, sy_hire_entry_new (game, FALSE), what);
      sy_exchange_entry_reset (SY_EXCHANGE_ENTRY (exchange.kept));
      pair_compare (&exchange, sy_exchange_entry_new (game, TRUE), what);
      if (checked >= 0 && checked != (find_named (exchange.kept, "check-contracts") != NULL))
        toggled = TRUE;
      checked = find_named (exchange.kept, "check-contracts") != NULL;
      /* Something entered, that the next reset takes back. */
      enter_hire (hire.kept);
      enter_exchange (exchange.kept);
    }
  g_assert_cmpint (sy_game_get_phase (game), ==, SY_PHASE_OVER);
  g_assert_cmpuint (looks, >=, 15);
  g_assert_true (toggled);
  /* The game over, as a picture too (SY_TEST_SCREENSHOTS): the kept forms
   * drawn as new ones, their spare rows hidden. */
  sy_hire_entry_reset (SY_HIRE_ENTRY (hire.kept));
  pair_compare (&hire, sy_hire_entry_new (game, FALSE), "the game over");
  sy_exchange_entry_reset (SY_EXCHANGE_ENTRY (exchange.kept));
  pair_compare (&exchange, sy_exchange_entry_new (game, TRUE), "the game over");
  save_pair (&hire, "hire", edition, ring_known);
  save_pair (&exchange, "exchange", edition, ring_known);
  g_test_message ("edition %d, seed %u, ring %s: %u looks", edition, seed,
                  ring_known ? "known" : "unknown", looks);
  pair_clear (&hire);
  pair_clear (&exchange);
  g_rand_free (rand);
}

/* Games of both editions, the ring's employees known and not, of two
 * players in the first edition and three in the second. */
static void
test_kept_forms_show_what_new_ones_show (void)
{
  for (SyEdition edition = SY_EDITION_FIRST; edition <= SY_EDITION_SECOND; edition++)
    {
      gboolean seen[2] = { FALSE, FALSE };

      for (guint32 seed = 1; seed < 40 && !(seen[FALSE] && seen[TRUE]); seed++)
        play_under_kept_forms (edition, edition == SY_EDITION_FIRST ? 2 : 3, seed, seen);
      g_assert_true (seen[FALSE] && seen[TRUE]);
    }
}

/* The visible rows of the ring under @form, in order; their titles by
 * widget into @titles when given (a title two rows share is left out). */
static GPtrArray *
ring_rows (GtkWidget  *form,
           GHashTable *titles)
{
  GPtrArray *rows = g_ptr_array_new ();
  GtkWidget *list = find_widget (form, GTK_TYPE_LIST_BOX, 0);

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_visible (row))
      {
        const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));

        g_ptr_array_add (rows, row);
        if (titles == NULL)
          continue;
        if (g_hash_table_contains (titles, title))
          g_hash_table_replace (titles, g_strdup (title), NULL);
        else
          g_hash_table_insert (titles, g_strdup (title), row);
      }
  return rows;
}

/* As the ring's pointer moves, the row of each tile still within reach is
 * the one that showed it: its title is not laid out again, only its cost
 * (issue 29: the rows used to be renamed in place, every title changing
 * at every hire). The order is the new one's, as the test above checks
 * against new forms. */
static void
test_ring_rows_follow_their_tiles (void)
{
  guint kept = 0, moved = 0;

  for (SyEdition edition = SY_EDITION_FIRST; edition <= SY_EDITION_SECOND; edition++)
    {
      g_autoptr(SyGame) game = NULL;
      g_autoptr(GRand) rand = NULL;
      GtkWidget *form, *window;
      guint pointer;

      for (guint32 seed = 1; game == NULL; seed++)
        {
          g_clear_pointer (&rand, g_rand_free);
          rand = g_rand_new_with_seed (seed);
          game = sim_new_game (edition, 3, FALSE, rand);
          if (!sy_table_get_ring_known (sy_game_get_table (game)))
            g_clear_object (&game);
          g_assert_cmpuint (seed, <, 40);
        }
      form = sy_hire_entry_new (game, FALSE);
      window = window_new (form);
      pointer = sy_table_get_employee_pointer (sy_game_get_table (game));
      for (guint i = 0; i < 5000 && sy_game_get_phase (game) != SY_PHASE_OVER; i++)
        {
          g_autoptr(GHashTable) before = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          g_autoptr(GPtrArray) rows_before = ring_rows (form, before);
          g_autoptr(GPtrArray) rows_after = NULL;

          g_assert_true (sim_step (game, rand));
          if (sy_table_get_employee_pointer (sy_game_get_table (game)) == pointer)
            continue;
          pointer = sy_table_get_employee_pointer (sy_game_get_table (game));
          sy_hire_entry_reset (SY_HIRE_ENTRY (form));
          rows_after = ring_rows (form, NULL);
          for (guint r = 0; r < rows_after->len; r++)
            {
              const char *title = adw_preferences_row_get_title (rows_after->pdata[r]);
              GtkWidget *was = g_hash_table_lookup (before, title);
              guint at;

              if (was == NULL)
                continue;
              if (was != rows_after->pdata[r])
                g_error ("edition %d, event %u: the row of “%s” is another one", edition,
                         sy_game_get_position (game), title);
              kept++;
              g_assert_true (g_ptr_array_find (rows_before, was, &at));
              moved += at != r;
            }
        }
      gtk_window_destroy (GTK_WINDOW (window));
    }
  /* Tiles kept their rows, and rows changed places as the pointer moved. */
  g_assert_cmpuint (kept, >, 20);
  g_assert_cmpuint (moved, >, 5);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/hire-exchange/kept-forms-show-what-new-ones-show",
                   test_kept_forms_show_what_new_ones_show);
  g_test_add_func ("/ui/hire-exchange/ring-rows-follow-their-tiles",
                   test_ring_rows_follow_their_tiles);
  return run_in_application ();
}
