/* test-tally-window.c: the final tally of a game played to its end at
 * random, the score sheet exported as PDF and PNG, a game tallied so far,
 * and a solo game's result band
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sim-player.h"
#include "sy-colour.h"
#include "sy-csv.h"
#include "sy-score-chart.h"
#include "sy-score-sheet.h"
#include "sy-tally-text.h"
#include "sy-tally-window.h"
#include "sy-window.h"
#include "ui-harness.h"

static SyGame *
play_game (SyEdition edition,
           guint     n_players,
           guint     seed,
           guint     max_steps)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  SyGame *game = sim_new_game (edition, n_players, TRUE, rand);

  for (guint i = 0; i < max_steps && sim_step (game, rand); i++)
    ;
  return game;
}

static GtkWindow *
open_tally (SyGame *game)
{
  GtkWindow *tally = sy_tally_window_new (GTK_WINDOW (get_window ()), game);

  gtk_window_present (tally);
  wait_until (is_mapped, tally);
  settle ();
  return tally;
}

static const char *
label_text (GtkWindow  *window,
            const char *name)
{
  GtkWidget *label = find_named (GTK_WIDGET (window), name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

/* The totals shown are the engine's, as the table may see them, and the
 * winners are named. */
static void
check_totals (GtkWindow *window,
              SyGame    *game)
{
  SyTally tally;

  sy_table_tally_public (sy_game_get_table (game), sy_game_get_card_values (game), &tally);
  for (guint p = 0; p < sy_game_get_n_players (game); p++)
    {
      g_autofree char *name = g_strdup_printf ("tally-total-%u", p);
      g_autofree char *expected = g_strdup_printf ("%u", tally.players[p].total);

      g_assert_cmpstr (label_text (window, name), ==, expected);
      if (tally.winners[p] && sy_game_get_n_players (game) > 1)
        g_assert_nonnull (strstr (label_text (window, "tally-result"),
                                  sy_game_get_player_name (game, p)));
    }
}

static void
check_file_starts_with (const char *path,
                        const char *start,
                        gsize       length)
{
  g_autofree char *contents = NULL;
  gsize size = 0;

  g_assert_true (g_file_get_contents (path, &contents, &size, NULL));
  g_assert_cmpuint (size, >, 1000);
  g_assert_cmpmem (contents, length, start, length);
}

static void
test_finished_game (void)
{
  g_autoptr(SyGame) game = play_game (SY_EDITION_SECOND, 3, 42, G_MAXUINT);
  g_autofree char *folder = g_dir_make_tmp ("tally-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (folder, "sheet.pdf", NULL);
  g_autofree char *png = g_build_filename (folder, "sheet.png", NULL);
  g_autoptr(GError) error = NULL;
  GtkWindow *window;

  g_assert_cmpint (sy_game_get_table (game)->phase, ==, SY_PHASE_OVER);
  window = open_tally (game);
  check_totals (window, game);
  g_assert_null (find_named (GTK_WIDGET (window), "tally-so-far"));
  g_assert_nonnull (find_named (GTK_WIDGET (window), "tally-chart"));
  g_assert_nonnull (find_named (GTK_WIDGET (window), "tally-menu"));
  g_assert_nonnull (find_named (GTK_WIDGET (window), "tally-contracts-0"));
  /* Each revealed card with its own icon. */
  {
    SyTally tally;

    sy_table_tally (sy_game_get_table (game), sy_game_get_card_values (game), &tally);
    for (guint p = 0; p < 3; p++)
      {
        g_autofree char *name = g_strdup_printf ("tally-contracts-%u", p);

        if (tally.players[p].n_contracts > 0)
          g_assert_nonnull (find_named (find_named (GTK_WIDGET (window), name), "contract-icon"));
      }
  }

  /* The score sheet, as the menu's exports write it. */
  g_assert_nonnull (folder);
  g_assert_true (sy_score_sheet_export_pdf (game, pdf, &error));
  g_assert_no_error (error);
  check_file_starts_with (pdf, "%PDF", 4);
  g_assert_true (sy_score_sheet_export_png (game, png, &error));
  g_assert_no_error (error);
  check_file_starts_with (png, "\x89PNG\r\n\x1a\n", 8);

  /* A folder that is not there: refused, in words. */
  {
    g_autofree char *nowhere = g_build_filename (folder, "missing", "sheet.pdf", NULL);

    g_assert_false (sy_score_sheet_export_pdf (game, nowhere, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
    g_assert_nonnull (strstr (error->message, "sheet.pdf"));
    g_clear_error (&error);
    g_assert_false (sy_score_sheet_export_png (game, nowhere, &error));
    g_assert_nonnull (error);
  }

  if (g_getenv ("SY_TEST_SCREENSHOTS") != NULL)
    {
      g_autofree char *sheet = g_strdup_printf ("%s/score-sheet-%s.png", g_getenv ("SY_TEST_SCREENSHOTS"),
                                                test_language_is_czech () ? "cs" : "en");

      sy_score_sheet_export_png (game, sheet, NULL);
    }
  save_screenshot (window, test_language_is_czech () ? "tally-cs" : "tally-en", 600, 1600);
  save_screenshot (window, test_language_is_czech () ? "tally-cs" : "tally-en", 360, 2000);

  g_unlink (pdf);
  g_unlink (png);
  g_rmdir (folder);
  gtk_window_destroy (window);
  settle ();
}

static void
test_so_far (void)
{
  g_autoptr(SyGame) game = play_game (SY_EDITION_FIRST, 4, 7, 300);
  GtkWindow *window;

  g_assert_cmpint (sy_game_get_table (game)->phase, !=, SY_PHASE_OVER);
  window = open_tally (game);
  g_assert_nonnull (find_named (GTK_WIDGET (window), "tally-so-far"));
  check_totals (window, game);
  gtk_window_destroy (window);
  settle ();
}

static void
test_solo (void)
{
  g_autoptr(SyGame) game = play_game (SY_EDITION_SECOND, 1, 5, G_MAXUINT);
  GtkWindow *window;
  SyTally tally;

  g_assert_cmpint (sy_game_get_table (game)->phase, ==, SY_PHASE_OVER);
  sy_table_tally (sy_game_get_table (game), sy_game_get_card_values (game), &tally);
  window = open_tally (game);
  check_totals (window, game);
  g_assert_nonnull (strstr (label_text (window, "tally-result"),
                            sy_tally_text_solo_band (tally.solo_band)));
  /* "Své výsledné skóre porovnejte s tabulkou níže": a title from the
   * rulebook's table under the player's name, and no winner. */
  g_assert_cmpuint (tally.n_winners, ==, 0);
  g_assert_cmpstr (adw_preferences_group_get_description (
                     ADW_PREFERENCES_GROUP (find_named (GTK_WIDGET (window), "tally-player-0"))),
                   ==, sy_tally_text_solo_band (tally.solo_band));
  g_assert_false (shows_text (GTK_WIDGET (window), _("Winner")));
  gtk_window_destroy (window);
  settle ();

  /* The end row of the main window promises the same. */
  sy_window_set_game (get_window (), game);
  settle ();
  {
    GtkWidget *row = require_named (get_window (), "show-tally");

    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                     _("Your contracts are shown, with your final score and the title it earns"));
  }
  sy_window_set_game (get_window (), NULL);
  settle ();
}

/* The topmost row from @y0 down, within columns [x0, x1), holding a pixel
 * of exactly @colour, or -1. */
static int
topmost_row_from (cairo_surface_t *surface,
                  const GdkRGBA   *colour,
                  int              x0,
                  int              x1,
                  int              y0)
{
  guint32 want = 0xff000000u | (guint32) lround (colour->red * 255) << 16
                 | (guint32) lround (colour->green * 255) << 8 | (guint32) lround (colour->blue * 255);
  const guchar *data;
  int stride;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = y0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = x0; x < x1; x++)
      if (*(const guint32 *) (data + y * stride + 4 * x) == want)
        return y;
  return -1;
}

static cairo_surface_t *
draw_chart (SyGame             *game,
            const SyScorePoint *points,
            const SyTally      *tally)
{
  const GdkRGBA black = { 0, 0, 0, 1 };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 260);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  sy_score_chart_draw (cr, game, points, 2, 400, 260, tally, &black);
  cairo_destroy (cr);
  return surface;
}

static int
draw_chart_right_edge (SyGame             *game,
                       const SyScorePoint *points,
                       const SyTally      *tally)
{
  cairo_surface_t *surface = draw_chart (game, points, tally);
  GdkRGBA red;
  int row;

  sy_colour_get_rgba (SY_COLOUR_RED, &red);
  row = topmost_row_from (surface, &red, 400 - 14, 400, 0);
  cairo_surface_destroy (surface);
  return row;
}

/* Equal scores all game long: Alena's red line still shows beside
 * Bohdan's yellow one, drawn after it, and Cecílie's green one. */
static void
test_chart_equal_scores (void)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  SyScorePoint points[2] = {
    { .turn = 0 },
    { .turn = 10, .scores = { 10, 10, 10 } },
  };
  cairo_surface_t *surface = draw_chart (game, points, NULL);
  const SyColour colours[3] = { SY_COLOUR_RED, SY_COLOUR_YELLOW, SY_COLOUR_GREEN };

  for (guint p = 0; p < 3; p++)
    {
      GdkRGBA colour;

      sy_colour_get_rgba (colours[p], &colour);
      /* Below the legend (one line of text), in the plot. */
      g_assert_cmpint (topmost_row_from (surface, &colour, 60, 340, 60), >=, 0);
    }
  cairo_surface_destroy (surface);
}

/* Once the game is over, Alena's line ends at her final total: 10 points
 * on the table after 10 turns, 40 with contracts and merchants, while
 * Bohdan reached 20 and stays there. Without the tally her line ends at
 * half the height of the plot (10 of 20) at the right edge; with it, her
 * last point is the highest of the chart (40), well above. */
static void
test_chart_ends_at_tally (void)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  SyScorePoint points[2] = {
    { .turn = 0 },
    { .turn = 10, .scores = { 10, 20, 0 } },
  };
  SyTally tally = { 0 };
  int without, with;

  tally.players[0].total = 40;
  tally.players[1].total = 20;
  without = draw_chart_right_edge (game, points, NULL);
  with = draw_chart_right_edge (game, points, &tally);
  g_assert_cmpint (without, >=, 0);
  g_assert_cmpint (with, >=, 0);
  g_assert_cmpint (with, <, without - 40);
}

/* The score sheet is dated the day the game finished, not the day it is
 * printed: 4 July 2025 for a game the history recorded then. */
static void
test_sheet_date (void)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  g_autoptr(GDateTime) when = g_date_time_new_local (2025, 7, 4, 21, 30, 0);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%x");
  g_autofree char *expected = g_date_time_format (when, "%x");
  g_autofree char *unrecorded = sy_tally_text_date (game);
  g_autofree char *recorded = NULL;

  g_assert_cmpstr (unrecorded, ==, today);
  sy_game_set_finished (game, when);
  recorded = sy_tally_text_date (game);
  g_assert_cmpstr (recorded, ==, expected);
  g_assert_cmpstr (recorded, !=, today);
}

/* The window is a SyTallyWindow whose construct property names the game;
 * its class offers the score sheet's print and exports, and a game not over
 * is tallied "so far". */
static void
test_window_type (void)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  g_autoptr(SyGame) property_game = NULL;
  GtkWindow *window = open_tally (game);
  GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (window);
  const char *expected[] = { "tally.print", "tally.export-pdf", "tally.export-png" };
  guint found = 0;
  const char *name, *property;
  const GVariantType *parameter;
  GType owner;

  g_assert_true (SY_IS_TALLY_WINDOW (window));
  g_object_get (window, "game", &property_game, NULL);
  g_assert_true (property_game == game);
  g_assert_true (sy_tally_window_get_game (SY_TALLY_WINDOW (window)) == game);
  g_assert_cmpstr (gtk_window_get_title (window), ==, _("Tally So Far"));
  for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &name, &parameter, &property);
       i++)
    for (guint e = 0; e < G_N_ELEMENTS (expected); e++)
      found += owner == SY_TYPE_TALLY_WINDOW && g_strcmp0 (name, expected[e]) == 0;
  g_assert_cmpuint (found, ==, G_N_ELEMENTS (expected));
  g_assert_nonnull (find_named (GTK_WIDGET (window), "tally-so-far"));
  g_assert_nonnull (find_named (GTK_WIDGET (window), "tally-player-2"));
  g_assert_null (find_named (GTK_WIDGET (window), "tally-player-3"));
  gtk_window_destroy (window);
  settle ();
}

/* The result copied as plain text: tests/data/small-game.json so far
 * (worked by hand in test-csv.c: Alena 5 points from her one ship,
 * 1 guilder; Bohdan 0 points, 9 guilders), with its title; the window's
 * Copy Result puts the same text on the clipboard. */
static void
test_copy_result (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "small-game.json", NULL);
  g_autoptr(SyGame) game = sy_game_load_file (path, NULL, NULL);
  g_autofree char *text = sy_tally_text_summary (game, "Friday");
  g_autofree char *untitled = sy_tally_text_summary (game, NULL);
  g_autofree char *edition = sy_tally_text_edition (game);
  g_autofree char *date = sy_tally_text_date (game);
  g_autofree char *first = g_strdup_printf (_("Shipyard · %s · %s"), edition, date);
  g_autofree char *points5 = sy_tally_text_points (5);
  g_autofree char *points0 = sy_tally_text_points (0);
  g_autofree char *money1 = sy_words_money (SY_EDITION_SECOND, 1);
  g_autofree char *money9 = sy_words_money (SY_EDITION_SECOND, 9);
  const SyPlayerState *players = sy_game_get_table (game)->players;
  /* So far: each player's contracts face down, only counted. */
  g_autofree char *alena = g_strdup_printf (_("%u. %s: %s (ships %u, merchants %u, contracts face down: %u), %s"),
                                            1, "Alena", points5, 5, 0,
                                            players[0].contracts[0] + players[0].contracts[1], money1);
  g_autofree char *bohdan = g_strdup_printf (_("%u. %s: %s (ships %u, merchants %u, contracts face down: %u), %s"),
                                             2, "Bohdan", points0, 0, 0,
                                             players[1].contracts[0] + players[1].contracts[1], money9);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GtkWindow *window;

  g_assert_cmpuint (g_strv_length (lines), ==, 9);
  g_assert_cmpstr (lines[0], ==, first);
  g_assert_cmpstr (lines[1], ==, "Friday");
  g_assert_cmpstr (lines[2], ==, _("So far: the game is not over"));
  g_assert_nonnull (strstr (lines[3], "Alena"));
  g_assert_cmpstr (lines[4], ==, _("The contracts stay face down until the final tally: the result may change."));
  g_assert_cmpstr (lines[5], ==, "");
  g_assert_cmpstr (lines[6], ==, alena);
  g_assert_cmpstr (lines[7], ==, bohdan);
  g_assert_cmpstr (lines[8], ==, "");

  window = open_tally (game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "tally.copy-result", NULL));
  settle ();
  {
    GdkContentProvider *content = gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (window)));
    g_auto(GValue) value = G_VALUE_INIT;

    g_value_init (&value, G_TYPE_STRING);
    g_assert_nonnull (content);
    g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
    g_assert_cmpstr (g_value_get_string (&value), ==, untitled);
  }
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (window)));
  {
    GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (window);
    const char *name, *property;
    const GVariantType *parameter;
    GType owner;
    guint found = 0;

    for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &name, &parameter, &property); i++)
      found += g_strcmp0 (name, "tally.export-csv") == 0;
    g_assert_cmpuint (found, ==, 1);
  }
  gtk_window_destroy (window);
  settle ();
}

/* Every player of the example game enters the hand they hold, behind the
 * privacy screen: the cards from the start of each colour's deck (@late
 * FALSE) or from its end. */
static void
enter_hands (SyGame   *game,
             gboolean  late)
{
  for (guint c = 0; c < 2; c++)
    {
      const SyContract *deck[16];
      guint n_deck = sy_contracts_for_edition (SY_EDITION_SECOND, c + 1, deck, 16), next = 0;

      for (guint p = 0; p < sy_game_get_n_players (game); p++)
        {
          SyEvent deal = { .type = SY_EVENT_DEAL, .player = p, .colour = c,
                           .n_ids = sy_game_get_table (game)->players[p].contracts[c] };

          for (guint i = 0; i < deal.n_ids; i++, next++)
            g_strlcpy (deal.ids[i], sy_contract_get_id (deck[late ? n_deck - 1 - next : next]),
                       sizeof deal.ids[i]);
          apply_or_die (game, &deal);
        }
    }
}

/* Every label below @root, shown or not (a closed expander's rows too). */
static void
collect_all_labels (GtkWidget *root,
                    GPtrArray *into)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child))
        g_ptr_array_add (into, (gpointer) gtk_label_get_label (GTK_LABEL (child)));
      collect_all_labels (child, into);
    }
}

/* Ctrl+T before the end, as the table sees it: "Pouze statní zakázky
 * získané na začátku hry máte vždy před sebou položeny skrytě" (second
 * edition). Every player of the example game has entered a hand; the
 * window names none of their cards, only how many each holds, and counts
 * the public points. What it copies, exports as CSV, saves or prints as
 * the score sheet is the same whatever the hands: nothing of them leaks. */
static void
test_so_far_keeps_contracts_hidden (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = load_example_game ();
  g_autoptr(SyGame) other = load_example_game ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_auto(GStrv) accels = NULL;
  g_autofree char *csv = NULL, *other_csv = NULL;
  g_autofree char *summary = NULL, *other_summary = NULL;
  g_autoptr(GBytes) sheet = NULL, other_sheet = NULL;
  GtkWidget *tally_window;
  SyTally full, other_full, shown;
  gboolean hands_differ = FALSE;
  const SyTable *table;

  enter_hands (game, FALSE);
  enter_hands (other, TRUE);
  table = sy_game_get_table (game);
  g_assert_cmpint (table->phase, !=, SY_PHASE_OVER);
  /* The two hands score differently now: a leak would show. */
  sy_table_tally (table, sy_game_get_card_values (game), &full);
  sy_table_tally (sy_game_get_table (other), sy_game_get_card_values (other), &other_full);
  for (guint p = 0; p < 3; p++)
    hands_differ |= full.players[p].total != other_full.players[p].total;
  g_assert_true (hands_differ);

  sy_window_set_game (window, game);
  settle ();
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (g_application_get_default ()),
                                                  "win.tally");
  g_assert_true (g_strv_contains ((const char * const *) accels, "<Control>t"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.tally", NULL));
  settle ();
  tally_window = GTK_WIDGET (gtk_widget_get_root (require_named_anywhere ("tally-so-far")));
  wait_until (is_mapped, tally_window);
  g_assert_true (SY_IS_TALLY_WINDOW (tally_window));

  /* No card named, anywhere in the window. */
  collect_all_labels (tally_window, labels);
  for (guint p = 0; p < 3; p++)
    for (guint c = 0; c < 2; c++)
      for (guint i = 0; i < table->players[p].contracts[c]; i++)
        {
          const char *title = sy_contract_get_title (sy_contract_find (table->players[p].hand[c][i]),
                                                      sy_game_get_edition (game));

          for (guint l = 0; l < labels->len; l++)
            if (g_strcmp0 (g_ptr_array_index (labels, l), title) == 0)
              g_error ("the tally so far shows %s's contract “%s”",
                       sy_game_get_player_name (game, p), title);
        }

  /* Each player's contracts counted, face down; the totals the public ones. */
  sy_table_tally_public (table, sy_game_get_card_values (game), &shown);
  for (guint p = 0; p < 3; p++)
    {
      g_autofree char *hidden_name = g_strdup_printf ("tally-contracts-hidden-%u", p);
      g_autofree char *revealed_name = g_strdup_printf ("tally-contracts-%u", p);
      g_autofree char *total_name = g_strdup_printf ("tally-total-%u", p);
      guint held = table->players[p].contracts[0] + table->players[p].contracts[1];
      g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "%u contract face down until the final tally",
                                                             "%u contracts face down until the final tally",
                                                             held), held);
      g_autofree char *total = g_strdup_printf ("%u", shown.players[p].total);
      GtkWidget *hidden = find_named (tally_window, hidden_name);

      g_assert_nonnull (hidden);
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (hidden)), ==, count);
      g_assert_null (find_named (tally_window, revealed_name));
      g_assert_cmpstr (label_text (GTK_WINDOW (tally_window), total_name), ==, total);
      g_assert_cmpuint (shown.players[p].total, ==,
                        full.players[p].total - full.players[p].contracts_points);
    }
  g_assert_cmpstr (label_text (GTK_WINDOW (tally_window), "tally-incomplete"), ==,
                   _("The contracts stay face down until the final tally: the result may change."));
  save_screenshot (GTK_WINDOW (tally_window), test_language_is_czech () ? "tally-so-far-cs" : "tally-so-far-en",
                   360, 1400);
  save_screenshot (GTK_WINDOW (tally_window), test_language_is_czech () ? "tally-so-far-cs" : "tally-so-far-en",
                   1280, 1000);

  /* Copy Result, the CSV, the score sheet (saved, or printed: the same
   * drawing) are those of any other hands. */
  summary = sy_tally_text_summary (game, NULL);
  other_summary = sy_tally_text_summary (other, NULL);
  g_assert_cmpstr (summary, ==, other_summary);
  g_assert_true (gtk_widget_activate_action (tally_window, "tally.copy-result", NULL));
  settle ();
  {
    GdkContentProvider *content = gdk_clipboard_get_content (gtk_widget_get_clipboard (tally_window));
    g_auto(GValue) value = G_VALUE_INIT;

    g_value_init (&value, G_TYPE_STRING);
    g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
    g_assert_cmpstr (g_value_get_string (&value), ==, other_summary);
  }
  csv = sy_csv_tally (game);
  other_csv = sy_csv_tally (other);
  g_assert_cmpstr (csv, ==, other_csv);
  sheet = sy_score_sheet_to_bytes (game, FALSE, NULL);
  other_sheet = sy_score_sheet_to_bytes (other, FALSE, NULL);
  g_assert_nonnull (sheet);
  g_assert_true (g_bytes_equal (sheet, other_sheet));
  if (g_getenv ("SY_TEST_SCREENSHOTS") != NULL)
    {
      g_autofree char *path = g_strdup_printf ("%s/score-sheet-so-far-%s.png", g_getenv ("SY_TEST_SCREENSHOTS"),
                                               test_language_is_czech () ? "cs" : "en");

      g_assert_true (g_file_set_contents (path, g_bytes_get_data (sheet, NULL), g_bytes_get_size (sheet), NULL));
    }

  gtk_window_destroy (GTK_WINDOW (tally_window));
  sy_window_set_game (window, NULL);
  settle ();
}

/* "Vítězem se stává hráč s nejvyšším počtem vítězných bodů. Pokud nastane
 * shoda, vítězí ten hráč ve shodě, který má více guldenů" (second
 * edition): money is no source of points but the tie-break. The score
 * sheet's table ends with the sources, then their Total, and only after
 * it, apart, the money, named as the tie-break, in both editions; the
 * Total of a game not over leaves out the contracts, and says so. */
static void
test_sheet_money_apart (void)
{
  for (SyEdition edition = SY_EDITION_FIRST; edition <= SY_EDITION_SECOND; edition++)
    for (guint over = 0; over < 2; over++)
      {
        g_autoptr(SyGame) game = over ? play_game (edition, 2, 42, G_MAXUINT) : new_laid_out_game (edition);
        g_auto(GStrv) headings = NULL;
        guint n;
        SyTally tally;

        g_assert_cmpint (sy_game_get_table (game)->phase == SY_PHASE_OVER, ==, over);
        sy_table_tally_public (sy_game_get_table (game), sy_game_get_card_values (game), &tally);
        headings = sy_score_sheet_get_headings (game, &tally);
        n = g_strv_length (headings);
        g_assert_cmpuint (n, ==, 10);
        g_assert_cmpstr (headings[n - 3], ==, _("Merchants"));
        g_assert_cmpstr (headings[n - 2], ==, over ? _("Total") : _("Total without contracts"));
        g_assert_cmpstr (headings[n - 1], ==, edition == SY_EDITION_FIRST ? _("Coins (tie-break)")
                                                                          : _("Guilders (tie-break)"));
      }
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/tally/finished-game", test_finished_game);
  g_test_add_func ("/ui/tally/copy-result", test_copy_result);
  g_test_add_func ("/ui/tally/so-far", test_so_far);
  g_test_add_func ("/ui/tally/so-far-keeps-contracts-hidden", test_so_far_keeps_contracts_hidden);
  g_test_add_func ("/ui/tally/solo", test_solo);
  g_test_add_func ("/ui/tally/chart-ends-at-tally", test_chart_ends_at_tally);
  g_test_add_func ("/ui/tally/chart-equal-scores", test_chart_equal_scores);
  g_test_add_func ("/ui/tally/sheet-date", test_sheet_date);
  g_test_add_func ("/ui/tally/sheet-money-apart", test_sheet_money_apart);
  g_test_add_func ("/ui/tally/window-type", test_window_type);
  return run_in_application ();
}
