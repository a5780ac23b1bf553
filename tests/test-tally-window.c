/* test-tally-window.c: the final tally of a game played to its end at
 * random, the score sheet exported as PDF and PNG, a game tallied so far,
 * and a solo game's result band
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sim-player.h"
#include "sy-colour.h"
#include "sy-score-chart.h"
#include "sy-score-sheet.h"
#include "sy-tally-text.h"
#include "sy-tally-window.h"
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

/* The totals shown are the engine's, and the winners are named. */
static void
check_totals (GtkWindow *window,
              SyGame    *game)
{
  SyTally tally;

  sy_table_tally (sy_game_get_table (game), sy_game_get_card_values (game), &tally);
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
  gtk_window_destroy (window);
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
  g_autofree char *alena = g_strdup_printf (_("%u. %s: %s (ships %u, contracts %u, merchants %u), %s"),
                                            1, "Alena", points5, 5, 0, 0, money1);
  g_autofree char *bohdan = g_strdup_printf (_("%u. %s: %s (ships %u, contracts %u, merchants %u), %s"),
                                             2, "Bohdan", points0, 0, 0, 0, money9);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GtkWindow *window;

  g_assert_cmpuint (g_strv_length (lines), ==, 9);
  g_assert_cmpstr (lines[0], ==, first);
  g_assert_cmpstr (lines[1], ==, "Friday");
  g_assert_cmpstr (lines[2], ==, _("So far: the game is not over"));
  g_assert_nonnull (strstr (lines[3], "Alena"));
  g_assert_cmpstr (lines[4], ==, _("Some contracts are not counted yet: the result may change."));
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

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/tally/finished-game", test_finished_game);
  g_test_add_func ("/ui/tally/copy-result", test_copy_result);
  g_test_add_func ("/ui/tally/so-far", test_so_far);
  g_test_add_func ("/ui/tally/solo", test_solo);
  g_test_add_func ("/ui/tally/chart-ends-at-tally", test_chart_ends_at_tally);
  g_test_add_func ("/ui/tally/chart-equal-scores", test_chart_equal_scores);
  g_test_add_func ("/ui/tally/sheet-date", test_sheet_date);
  g_test_add_func ("/ui/tally/window-type", test_window_type);
  return run_in_application ();
}
