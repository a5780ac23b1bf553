/* test-store-screenshots.c: the store's screenshots (data/screenshots/LANG), from a finished game
 *
 * A second-edition game for three played to its end by the simulated table:
 * the window shows the track and the boards with no turn left, a board opens
 * to its yard and fleet, and the final tally draws the score over the game.
 * The test checks each of those is there; with SY_TEST_SCREENSHOTS=DIR it also
 * saves them at 1280×800 as store-track-LANG.png, store-yard-LANG.png and
 * store-tally-LANG.png (docs/releasing.md copies them to data/screenshots).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sim-player.h"
#include "sy-tally-window.h"
#include "sy-yard-view.h"
#include "ui-harness.h"

#define STORE_WIDTH 1280
#define STORE_HEIGHT 800

static int last_width, last_height;

/* The window is shown at a size that held for a tenth of a second. */
static gboolean
has_settled_size (gpointer window)
{
  static gint64 since;
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));

  if (!gtk_widget_get_mapped (GTK_WIDGET (window)) || width == 0 || width != last_width
      || height != last_height)
    {
      last_width = width;
      last_height = height;
      since = g_get_monotonic_time ();
      return FALSE;
    }
  return g_get_monotonic_time () - since > G_USEC_PER_SEC / 10;
}

/* The window's content at the store's size. The default size includes the
 * decorations' margins, measured once the window has settled at a size
 * and added to the size asked for, until the content has the store's size
 * (GTK 4.18 settles a frame or more later than 4.8, and may keep the size
 * of a window hidden and shown again: the default size is changed on the
 * window shown). */
static void
resize (GtkWindow *window)
{
  gtk_window_set_default_size (window, STORE_WIDTH, STORE_HEIGHT);
  gtk_window_present (window);
  for (guint attempt = 0;; attempt++)
    {
      int width, height;

      last_width = last_height = -1;
      wait_until (has_settled_size, window);
      if (last_width == STORE_WIDTH && last_height == STORE_HEIGHT)
        break;
      g_assert_cmpuint (attempt, <, 10);
      gtk_window_get_default_size (window, &width, &height);
      gtk_window_set_default_size (window, width + STORE_WIDTH - last_width,
                                   height + STORE_HEIGHT - last_height);
    }
  settle ();
}

static void
shoot (GtkWindow  *window,
       const char *what)
{
  g_autofree char *name = g_strdup_printf ("store-%s-%s", what,
                                           test_language_is_czech () ? "cs" : "en");

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, STORE_WIDTH);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), ==, STORE_HEIGHT);
  save_screenshot (window, name, 0, 0);
}

/* The first seed from 1 on whose game ends with every hand entered, every
 * value known, one winner and every player on 10 points or more, so that
 * the tally shows a whole result (the same game every time). */
static SyGame *
finished_game (void)
{
  for (guint32 seed = 1; seed < 500; seed++)
    {
      g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 3, seed);
      SyTally tally;
      gboolean good;

      sy_table_tally (sy_game_get_table (game), sy_game_get_card_values (game), &tally);
      good = tally.complete && tally.n_winners == 1;
      for (guint p = 0; p < 3; p++)
        good = good && tally.players[p].total >= 10;
      if (good)
        return g_steal_pointer (&game);
    }
  g_assert_not_reached ();
}

static void
test_store_screenshots (void)
{
  g_autoptr(SyGame) game = finished_game ();
  SyWindow *window = get_window ();
  g_autoptr(GPtrArray) boards = g_ptr_array_new ();
  g_autoptr(GPtrArray) yards = g_ptr_array_new ();
  GtkWindow *tally;
  guint most = 0, fullest = 0;

  sy_window_set_game (window, game);
  resize (GTK_WINDOW (window));

  /* The track and the boards, every board closed. */
  collect_named (GTK_WIDGET (window), "player-board", boards);
  g_assert_cmpuint (boards->len, ==, 3);
  for (guint p = 0; p < boards->len; p++)
    adw_expander_row_set_expanded (g_ptr_array_index (boards, p), FALSE);
  shoot (GTK_WINDOW (window), "track");

  /* The board whose yard holds the most parts, open: its yard and fleet. */
  for (guint p = 0; p < boards->len; p++)
    {
      const SyYard *yard = &sy_game_get_table (game)->players[p].yard;
      guint n = 0;

      for (guint s = 0; s < yard->n_slots; s++)
        n += yard->slots[s].kind != SY_PART_NONE;
      if (n > most)
        {
          most = n;
          fullest = p;
        }
    }
  g_assert_cmpuint (most, >, 0);
  adw_expander_row_set_expanded (g_ptr_array_index (boards, fullest), TRUE);
  collect_widgets (g_ptr_array_index (boards, fullest), SY_TYPE_YARD_VIEW, yards);
  g_assert_cmpuint (yards->len, ==, 1);
  settle ();
  shoot (GTK_WINDOW (window), "yard");

  /* The final tally with its chart. */
  tally = sy_tally_window_new (GTK_WINDOW (window), game);
  gtk_window_present (tally);
  wait_until (is_mapped, tally);
  resize (tally);
  g_assert_nonnull (find_named (GTK_WIDGET (tally), "tally-chart"));
  g_assert_null (find_named (GTK_WIDGET (tally), "tally-so-far"));
  /* Scrolled down to the chart. */
  {
    GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (find_widget (GTK_WIDGET (tally), GTK_TYPE_SCROLLED_WINDOW, 0)));

    gtk_adjustment_set_value (v, gtk_adjustment_get_upper (v) - gtk_adjustment_get_page_size (v));
    settle ();
  }
  shoot (tally, "tally");
  gtk_window_destroy (tally);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/store/screenshots", test_store_screenshots);
  return run_in_application ();
}
