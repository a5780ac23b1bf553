/* test-edition-words.c: each edition's screens speak the words of its
 * own rulebook, in English and Czech
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first edition's rulebook has action cards, goods wagon cards and
 * zlatý (coins); the second's has tiles and guldens (guilders). Both call
 * the rigger “ráhnař”. The first edition's Czech rulebook moves figurky
 * (pawns) over kartičky (cards) round okruhy (laps) and crews its ships
 * with obchodníci (businessmen): a first-edition game says none of the
 * second's gulden, destička, kostka, kolo (a round), ozubené kolo (the
 * gear wheel), byznysmen or topič.
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>

#include "sim-player.h"
#include "sy-exchange-entry.h"
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

    gtk_box_append (GTK_BOX (forms), sy_goods_entry_new (game, FALSE));
    gtk_box_append (GTK_BOX (forms), sy_exchange_entry_new (game, FALSE));
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

/* Whether @word stands in @text as a word of its own (or a word's start
 * when @prefix). */
static gboolean
has_word (const char *text,
          const char *word,
          gboolean    prefix)
{
  gsize len = strlen (word);

  for (const char *at = strstr (text, word); at != NULL; at = strstr (at + 1, word))
    {
      gunichar before = at > text ? g_utf8_get_char (g_utf8_prev_char (at)) : ' ';
      gunichar after = g_utf8_get_char (at + len);

      if (!g_unichar_isalpha (before) && (prefix || !g_unichar_isalpha (after)))
        return TRUE;
    }
  return FALSE;
}

/* Returns: (transfer full) (nullable): the first line of @text (lower
 * case) that speaks the other edition than @edition, or %NULL */
static char *
other_edition_line (SyEdition   edition,
                    const char *text)
{
  /* Word starts and whole words, in English and Czech. The first edition
   * may say “ukazatel kola” and “počítadlo kol” (its rulebook's countdown
   * marker and track), never the round itself (“kolo”). The second says
   * “karta” of the contract cards, never “kartička”. */
  static const char *const second_starts[] = {
    "guilder", "tile", "dice", "stoker", "gear", "round counter",
    "gulden", "destič", "kostk", "byznysm", "topič", "ozubené", NULL,
  };
  static const char *const second_words[] = { "die", "round", "rounds", "kolo", NULL };
  static const char *const first_starts[] = {
    "coin", "pawn", "wagon", "propeller", "countdown",
    "zlat", "figurk", "kartičk", "vagón", "okruh", "lodní šroub", NULL,
  };
  static const char *const first_words[] = { "lap", "laps", NULL };
  const char *const *starts = edition == SY_EDITION_FIRST ? second_starts : first_starts;
  const char *const *words = edition == SY_EDITION_FIRST ? second_words : first_words;
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      for (guint w = 0; starts[w] != NULL; w++)
        if (has_word (lines[i], starts[w], TRUE))
          return g_strdup (lines[i]);
      for (guint w = 0; words[w] != NULL; w++)
        if (has_word (lines[i], words[w], FALSE))
          return g_strdup (lines[i]);
    }
  return NULL;
}

static char *
second_edition_line (const char *text)
{
  return other_edition_line (SY_EDITION_FIRST, text);
}

static void
assert_edition_words (SyEdition   edition,
                      const char *text)
{
  g_autofree char *wrong = other_edition_line (edition, text);

  if (wrong != NULL && g_getenv ("WORDS_LIST") != NULL)
    {
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_autofree char *w = other_edition_line (edition, lines[i]);

          if (w != NULL)
            g_printerr ("WRONG: %s\n", w);
        }
      return;
    }
  g_assert_cmpstr (wrong, ==, NULL);
}

static void
assert_first_edition_words (const char *text)
{
  assert_edition_words (SY_EDITION_FIRST, text);
}

/* The check can see the words it looks for. */
static void
test_second_edition_lines (void)
{
  g_autofree char *money = second_edition_line ("alena\n2 sectors · 1 guilder\n");
  g_autofree char *die = second_edition_line ("a die lies on that tile already.");
  g_autofree char *kolo = second_edition_line ("tímto tahem kolo končí");
  g_autofree char *soldier = second_edition_line ("2 soldiers\nukazatel kola začíná na poli\n"
                                                  "obchodník");

  g_assert_nonnull (money);
  g_assert_nonnull (die);
  g_assert_nonnull (kolo);
  g_assert_null (soldier);
  {
    g_autofree char *coins = other_edition_line (SY_EDITION_SECOND, "alena · 18 zlatých · 3 body");
    g_autofree char *lap = other_edition_line (SY_EDITION_SECOND, "the lap ends with this turn");
    g_autofree char *card = other_edition_line (SY_EDITION_SECOND, "points from the card's table");

    g_assert_nonnull (coins);
    g_assert_nonnull (lap);
    g_assert_null (card);
  }
}

/* A game of @edition played to its end on the window by the simulated
 * table, every step of it shown: the turn's forms (the rings' rows with
 * their cost, the hire rows, the goods), the guide, the track, the
 * boards; the launch window of its first ships; then the tally. Nothing on
 * screen speaks the other edition, and the money is the edition's. */
static void
walk_game (SyEdition edition)
{
  SyWindow *window = get_window ();
  GRand *rand = g_rand_new_with_seed (25);
  g_autoptr(SyGame) game = sim_new_game (edition, 2, TRUE, rand);
  const gboolean czech = test_language_is_czech ();
  const char *first_money = czech ? "zlat" : "coin";
  const char *money = edition == SY_EDITION_FIRST ? first_money : czech ? "gulden" : "guilder";
  gboolean saw_money = FALSE;
  gboolean saw_ring_price = FALSE;
  guint steps = 0;
  guint launches = 0;
  guint watch = 40;

  sy_window_set_game (window, game);
  for (;;)
    {
      const SyTable *t = sy_game_get_table (game);
      g_autofree char *text = NULL;

      settle ();
      text = window_text (GTK_WIDGET (window));
      assert_edition_words (edition, text);
      saw_money |= strstr (text, money) != NULL;
      if (!saw_ring_price && find_named (GTK_WIDGET (window), "ring-step") != NULL)
        {
          g_autofree char *name = g_strdup_printf ("edition-%d-ring-%s", edition, czech ? "cs" : "en");

          save_screenshot (GTK_WINDOW (window), name, 1280, 1024);
          saw_ring_price = TRUE;
        }
      steps++;

      /* A finished ship's launch window: its pieces, points, officials. */
      if (launches < 3 && find_named (GTK_WIDGET (window), "launch-details") != NULL)
        {
          GtkWidget *launch;
          g_autofree char *launch_text = NULL;

          tap (find_named (GTK_WIDGET (window), "launch-details"));
          settle ();
          launch = GTK_WIDGET (gtk_widget_get_root (require_named_anywhere ("launch-confirm")));
          launch_text = window_text (launch);
          assert_edition_words (edition, launch_text);
          gtk_window_destroy (GTK_WINDOW (launch));
          settle ();
          launches++;
        }

      /* The middle of the game repeats the opening's screens: once the
       * opening and a launch have been looked at, the table plays on
       * unwatched to the next round's (lap's) end or to the phases of the
       * discards and the end, and the steps after those are looked at. */
      if (watch > 0)
        watch--;
      if (watch == 0 && launches > 0 && (t->phase == SY_PHASE_CHOOSE || t->phase == SY_PHASE_ACT))
        {
          guint rounds = t->rounds;

          sy_window_set_game (window, NULL);
          while ((t->phase == SY_PHASE_CHOOSE || t->phase == SY_PHASE_ACT) && t->rounds == rounds
                 && sim_step (game, rand))
            ;
          sy_window_set_game (window, game);
          watch = 6;
          continue;
        }
      if (!sim_step (game, rand))
        break;
    }
  g_assert_cmpint (sy_game_get_table (game)->phase, ==, SY_PHASE_OVER);
  g_assert_true (saw_money);
  g_assert_true (saw_ring_price);
  g_assert_cmpuint (launches, >, 0);
  g_test_message ("%u steps looked at, %u launch windows", steps, launches);

  /* The final tally's window. */
  activate_row (require_named (window, "show-tally"));
  settle ();
  {
    GtkWidget *tally = GTK_WIDGET (gtk_widget_get_root (require_named_anywhere ("tally-total-0")));
    g_autofree char *text = window_text (tally);

    assert_edition_words (edition, text);
    gtk_window_destroy (GTK_WINDOW (tally));
    settle ();
  }
  sy_window_set_game (window, NULL);
  settle ();
  g_rand_free (rand);
}

static void
test_first_edition_game (void)
{
  walk_game (SY_EDITION_FIRST);
}

static void
test_second_edition_game (void)
{
  walk_game (SY_EDITION_SECOND);
}

/* Applies @event, which the engine must refuse, and keeps what it says. */
static void
refused (SyGame        *game,
         const SyEvent *event,
         GString       *said)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (sy_game_apply (game, event, &error));
  g_assert_nonnull (error);
  g_string_append_printf (said, "%s\n", error->message);
}

/* What the engine says when it refuses a first-edition move (the toasts)
 * speaks of cards, pawns, goods wagon cards and coins (zlatý). */
static void
test_first_edition_refusals (void)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_FIRST);
  g_autoptr(SyGame) unlaid = new_unlaid_game (SY_EDITION_FIRST);
  g_autoptr(GString) said = g_string_new (NULL);
  g_autofree char *lower = NULL;
  g_autofree char *money = sy_words_money (SY_EDITION_FIRST, 3);
  SyEvent layout = { .type = SY_EVENT_LAYOUT, .n_track = 2 };
  SyEvent twice = { .type = SY_EVENT_LAYOUT, .n_track = 8 };
  SyEvent equipment = { .type = SY_EVENT_EQUIPMENT, .steps = 1 };
  SyEvent exchange = { .type = SY_EVENT_EXCHANGE, .bonus = TRUE, .goods_tile = 5 };
  SyEvent crew = { .type = SY_EVENT_CREW, .steps = 4 };

  /* The track's cards (an unlaid four-player game has eight). */
  refused (unlaid, &layout, said);
  for (guint i = 0; i < twice.n_track; i++)
    twice.track[i] = SY_ACTION_BUILD;
  refused (unlaid, &twice, said);

  /* Alena on Manufacture Equipment: not as her bonus too; no such goods
   * wagon card to exchange. */
  apply_or_die (game, &(SyEvent) { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_EQUIPMENT });
  equipment.bonus = TRUE;
  refused (game, &equipment, said);
  refused (game, &exchange, said);
  equipment.bonus = FALSE;
  apply_or_die (game, &equipment);
  apply_or_die (game, &(SyEvent) { .type = SY_EVENT_END_TURN });

  /* Bohdan: not on Alena's card; no Subsidy card with three players; a
   * bonus leaves him 1 coin, too little for three sectors more. */
  refused (game, &(SyEvent) { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_EQUIPMENT }, said);
  refused (game, &(SyEvent) { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_SUBSIDY }, said);
  apply_or_die (game, &(SyEvent) { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_CREW });
  equipment.bonus = TRUE;
  apply_or_die (game, &equipment);
  g_assert_cmpuint (sy_game_get_table (game)->players[1].money, ==, 1);
  refused (game, &crew, said);

  lower = g_utf8_strdown (said->str, -1);
  g_test_message ("%s", said->str);
  assert_first_edition_words (lower);
  g_assert_nonnull (strstr (lower, test_language_is_czech () ? "kartič" : "card"));
  g_assert_nonnull (strstr (lower, test_language_is_czech () ? "figurk" : "pawn"));
  g_assert_nonnull (strstr (said->str, money));
  g_assert_nonnull (strstr (money, test_language_is_czech () ? "zlat" : "coins"));
}

/* Each edition's contract cards in its own words: never the other
 * edition's pieces, never both editions in one text; in Czech the first
 * edition's trade crew is “obchodník”, the second's “byznysmen” (its
 * “obchodník” is the merchant employee, named with his level); the player
 * is addressed formally. */
static void
test_contract_texts (void)
{
  static const char *const informal[] = {
    "máš", "tvůj", "tvé", "tvá", "tvým", "tobě", "tebe", NULL,
  };
  const gboolean czech = test_language_is_czech ();

  for (SyEdition e = SY_EDITION_FIRST; e <= SY_EDITION_SECOND; e++)
    {
      const SyContract *cards[32];
      guint n = sy_contracts_for_edition (e, 0, cards, G_N_ELEMENTS (cards));

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *text = g_utf8_strdown (sy_contract_get_description (cards[i], e), -1);
          g_autofree char *title = g_utf8_strdown (sy_contract_get_title (cards[i], e), -1);
          g_autofree char *both = g_strdup_printf ("%s\n%s", title, text);

          g_test_message ("%s", both);
          g_assert_null (strstr (both, czech ? "vydání" : "edition"));
          if (e == SY_EDITION_FIRST)
            {
              g_assert_false (has_word (both, czech ? "topič" : "stoker", TRUE));
              g_assert_false (has_word (both, "byznysm", TRUE));
            }
          else
            {
              g_assert_false (has_word (both, czech ? "lodní šroub" : "propeller", TRUE));
              if (strstr (both, "obchodník") != NULL)
                g_assert_nonnull (strstr (both, "úrovn"));
            }
          for (guint w = 0; informal[w] != NULL; w++)
            g_assert_false (has_word (both, informal[w], FALSE));
        }
    }

  /* The rulebooks' genitive pairs (“dvojice vojáka a děla”). */
  if (czech)
    {
      const SyContract *war = sy_contract_find ("war-pairs");
      const SyContract *trade = sy_contract_find ("trade-pairs");

      g_assert_nonnull (strstr (sy_contract_get_description (war, SY_EDITION_FIRST),
                                "dvojici vojáka a děla"));
      g_assert_nonnull (strstr (sy_contract_get_description (trade, SY_EDITION_SECOND),
                                "dvojici byznysmena a jeřábu"));
      g_assert_nonnull (strstr (sy_contract_get_description (trade, SY_EDITION_FIRST),
                                "dvojici obchodníka a jeřábu"));
    }
}

/* GNOME's Czech words for undo and redo; the goods and the employees of a
 * player with none (“Žádné” destičky, “Žádní” zaměstnanci); the die
 * drops “do otvoru”, as the second edition's rulebook says. */
static void
test_czech_terms (void)
{
  SyWindow *window = get_window ();
  const char *undo = gtk_widget_get_tooltip_text (require_named (window, "undo"));
  const char *redo = gtk_widget_get_tooltip_text (require_named (window, "redo"));

  if (!test_language_is_czech ())
    {
      g_assert_cmpstr (undo, ==, "Undo");
      g_assert_cmpstr (redo, ==, "Redo");
      return;
    }
  g_assert_cmpstr (undo, ==, "Zpět");
  g_assert_cmpstr (redo, ==, "Znovu");
  g_assert_cmpstr (C_("goods tiles", "None"), ==, "Žádné");
  g_assert_cmpstr (C_("employees", "None"), ==, "Žádní");
  g_assert_nonnull (strstr (_("The Gear’s _Die Dropped"), "do otvoru"));
  g_assert_nonnull (strstr (_("the gear’s die should drop in this turn"), "do otvoru"));
}

/* The program addresses the players formally (“vy”, “váš”), as the
 * rulebooks' rules do, everywhere: its messages, its help and the
 * contracts' texts. */
static void
test_formal_address (void)
{
  static const char *const files[] = { "po/cs.po", "help/cs/cs.po", "data/catalog/contracts.json" };
  static const char *const informal[] = {
    "máš", "tvůj", "tvé", "tvá", "tvým", "tvých", "tvou", "tobě", "tebe", "můžeš", "musíš", "chceš",
    "klepni", "vyber", "zadej", "zvol", "stiskni", NULL,
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", files[i], NULL);
      g_autofree char *text = NULL;
      g_autofree char *lower = NULL;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      lower = g_utf8_strdown (text, -1);
      for (guint w = 0; informal[w] != NULL; w++)
        if (has_word (lower, informal[w], FALSE))
          g_error ("%s says “%s”", files[i], informal[w]);
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
  g_test_add_func ("/ui/words/second-edition-lines", test_second_edition_lines);
  g_test_add_func ("/ui/words/first-edition-refusals", test_first_edition_refusals);
  g_test_add_func ("/ui/words/contract-texts", test_contract_texts);
  g_test_add_func ("/ui/words/czech-terms", test_czech_terms);
  g_test_add_func ("/ui/words/formal-address", test_formal_address);
  g_test_add_func ("/ui/words/first-edition-game", test_first_edition_game);
  g_test_add_func ("/ui/words/second-edition-game", test_second_edition_game);
  return run_in_application ();
}
