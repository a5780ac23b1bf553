/* test-edition-words.c: each edition's screens speak the words of its
 * own rulebook, in English and Czech
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first edition's rulebook has action cards, goods wagon cards and
 * zlatý (coins); the second's has tiles and guldens (guilders). Both call
 * the rigger “ráhnař”.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sy-goods-entry.h"
#include "ui-harness.h"

/* Every text the window shows: its labels (row titles and subtitles are
 * labels too), lower-cased, one a line. */
static char *
window_text (GtkWidget *window)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GString) text = g_string_new (NULL);

  collect_widgets (window, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      g_autofree char *lower = g_utf8_strdown (gtk_label_get_label (g_ptr_array_index (labels, i)), -1);

      g_string_append_printf (text, "%s\n", lower);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The titles and subtitles of the setup's steps. */
static char *
setup_text (GtkWidget *window)
{
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  g_autoptr(GString) text = g_string_new (NULL);

  collect_named (window, "setup-step", checks);
  g_assert_cmpuint (checks->len, >, 5);
  for (guint i = 0; i < checks->len; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (g_ptr_array_index (checks, i), ADW_TYPE_ACTION_ROW);
      g_autofree char *title = g_utf8_strdown (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), -1);
      const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
      g_autofree char *lower = g_utf8_strdown (subtitle != NULL ? subtitle : "", -1);

      g_string_append_printf (text, "%s\n%s\n", title, lower);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static SyGame *
new_unlaid_game (SyEdition edition)
{
  g_autoptr(SyGameConfig) config = sy_game_config_new (edition, 4);

  sy_game_config_set_player (config, 0, "Alena", SY_COLOUR_RED);
  sy_game_config_set_player (config, 1, "Bohdan", SY_COLOUR_YELLOW);
  sy_game_config_set_player (config, 2, "Cecílie", SY_COLOUR_GREEN);
  sy_game_config_set_player (config, 3, "David", SY_COLOUR_BLUE);
  config->start_player = 0;
  return sy_game_new (config, NULL);
}

/* The second edition's words, which the first edition must not show. */
static gboolean
has_second_edition_money (const char *text)
{
  return strstr (text, "guilder") != NULL || strstr (text, "gulden") != NULL;
}

static gboolean
has_tiles (const char *text)
{
  return strstr (text, "tile") != NULL || strstr (text, "destič") != NULL;
}

/* The first edition's setup says cards, goods wagon cards and coins
 * (zlatý); the second edition's, tiles and guilders (guldeny). */
static void
test_setup_words (void)
{
  SyWindow *window = get_window ();
  const gboolean czech = test_language_is_czech ();

  for (SyEdition e = SY_EDITION_FIRST; e <= SY_EDITION_SECOND; e++)
    {
      g_autoptr(SyGame) game = new_unlaid_game (e);
      g_autofree char *setup = NULL;
      g_autofree char *all = NULL;

      sy_window_set_game (window, game);
      settle ();
      setup = setup_text (GTK_WIDGET (window));
      all = window_text (GTK_WIDGET (window));
      if (e == SY_EDITION_FIRST)
        {
          g_assert_false (has_second_edition_money (all));
          g_assert_false (has_tiles (setup));
          g_assert_null (strstr (all, czech ? "destičk" : "action tiles"));
          g_assert_null (strstr (all, czech ? "destičk" : "lead tile"));
          g_assert_nonnull (strstr (setup, czech ? "zlatých" : "coins"));
          g_assert_nonnull (strstr (setup, czech ? "kartičk" : "card"));
          g_assert_nonnull (strstr (setup, czech ? "vagón" : "wagon"));
          save_screenshot (GTK_WINDOW (window), czech ? "setup-first-cs" : "setup-first-en", 360, 900);
          save_screenshot (GTK_WINDOW (window), czech ? "setup-first-cs" : "setup-first-en", 1280, 900);
        }
      else
        {
          /* The check can see the words it looks for. */
          g_assert_true (has_second_edition_money (setup));
          g_assert_true (has_tiles (setup));
        }
      sy_window_set_game (window, NULL);
      settle ();
    }
}

/* Laid out and under way, the first edition's table still pays in coins
 * (zlatý): on the players' boards and the track. Its goods have names. */
static void
test_first_edition_table (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_FIRST);
  g_autofree char *all = NULL;

  sy_window_set_game (window, game);
  settle ();
  all = window_text (GTK_WIDGET (window));
  g_assert_false (has_second_edition_money (all));
  g_assert_nonnull (strstr (all, test_language_is_czech () ? "zlat" : "coin"));
  /* The track's lead card and the boards' canal cards: no tiles. */
  g_assert_false (has_tiles (all));
  sy_window_set_game (window, NULL);
  settle ();

  /* The goods forms speak of goods wagon cards, as the rulebook. */
  {
    GtkWidget *forms = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *shown = gtk_window_new ();
    g_autofree char *text = NULL;

    gtk_box_append (GTK_BOX (forms), sy_goods_entry_new (game, FALSE, NULL, NULL));
    gtk_box_append (GTK_BOX (forms), sy_exchange_entry_new (game, FALSE, NULL, NULL));
    gtk_window_set_child (GTK_WINDOW (shown), forms);
    gtk_window_present (GTK_WINDOW (shown));
    settle ();
    text = window_text (shown);
    g_assert_false (has_tiles (text));
    g_assert_nonnull (strstr (text, test_language_is_czech () ? "kartičk" : "card"));
    gtk_window_destroy (GTK_WINDOW (shown));
    settle ();
  }

  for (SyEdition e = SY_EDITION_FIRST; e <= SY_EDITION_SECOND; e++)
    for (guint g = 0; g < SY_GOODS_KINDS; g++)
      {
        g_autofree char *lower = g_utf8_strdown (sy_good_get_label (e, g), -1);

        g_assert_null (strstr (lower, test_language_is_czech () ? "třetí" : "third"));
      }
}

/* Both rulebooks call the rigger “ráhnař”, never “lanař”, in the program
 * and in its help; neither calls money “zlaťáky”. */
static void
test_rigger (void)
{
  static const char *const files[] = { "po/cs.po", "help/cs/cs.po" };

  if (test_language_is_czech ())
    g_assert_nonnull (strstr (_("Pairs of sails the riggers count (+1 each)"), "ráhnaři"));
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", files[i], NULL);
      g_autofree char *text = NULL;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      g_assert_nonnull (strstr (text, "ráhnař"));
      g_assert_null (strstr (text, "lanař"));
      /* Money is gulden (second edition) or zlatý (first), never “zlaťák”. */
      g_assert_null (strstr (text, "zlaťák"));
      g_assert_null (strstr (text, "Zlaťák"));
    }
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/words/setup", test_setup_words);
  g_test_add_func ("/ui/words/first-edition-table", test_first_edition_table);
  g_test_add_func ("/ui/words/rigger", test_rigger);
  return run_in_application ();
}
