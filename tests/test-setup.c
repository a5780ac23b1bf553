/* test-setup.c: the setup facts of both editions
 *
 * Every expected value is read off the rulebooks: the second edition's
 * "Příprava hry" and "Státní zakázky a počítadlo kol", the first edition's
 * "Příprava hry" and "Státní zakázky".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-engine.h"

static SySetupFacts
facts_for (SyEdition      edition,
           guint          n_players,
           SyContractMode mode)
{
  g_autoptr(GError) error = NULL;
  SySetupFacts facts;

  g_assert_true (sy_setup_facts_compute (edition, n_players, mode, &facts, &error));
  g_assert_no_error (error);
  g_assert_cmpint (facts.edition, ==, edition);
  g_assert_cmpuint (facts.n_players, ==, n_players);

  return facts;
}

static void
assert_discards (const SySetupFacts *facts,
                 guint               n,
                 const guint        *after_and_count)
{
  guint kept = facts->contracts_per_colour;

  g_assert_cmpuint (facts->n_discards, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (facts->discards[i].after_round, ==, after_and_count[2 * i]);
      g_assert_cmpuint (facts->discards[i].per_colour, ==, after_and_count[2 * i + 1]);
      kept -= facts->discards[i].per_colour;
    }
  /* Both rulebooks: everyone ends with one contract of each colour. */
  g_assert_cmpuint (kept, ==, 1);
}

static void
test_second_markers (void)
{
  /* "Při hře 3 či 4 hráčů dostane 1 kostku…, při hře 2 hráčů dostane 3 kostky" */
  g_assert_cmpuint (facts_for (SY_EDITION_SECOND, 4, SY_CONTRACT_MODE_BEGINNER).markers_per_player, ==, 1);
  g_assert_cmpuint (facts_for (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER).markers_per_player, ==, 1);
  g_assert_cmpuint (facts_for (SY_EDITION_SECOND, 2, SY_CONTRACT_MODE_BEGINNER).markers_per_player, ==, 3);
  g_assert_cmpuint (facts_for (SY_EDITION_SECOND, 1, SY_CONTRACT_MODE_BEGINNER).markers_per_player, ==, 1);
}

static void
test_second_round_counter (void)
{
  /* "Při hře 4 hráčů použijte 7 kostek, při hře 3 hráčů (nebo sólové hře)
   * 5 kostek a při hře 2 hráčů 3 kostky", and 1 die in the gear wheel. */
  const guint dice[] = { 0, 5, 3, 5, 7 };

  for (guint n = 1; n <= 4; n++)
    {
      SySetupFacts f = facts_for (SY_EDITION_SECOND, n, SY_CONTRACT_MODE_ADVANCED);

      g_assert_cmpuint (f.round_counter_dice, ==, dice[n]);
      g_assert_cmpuint (f.gear_dice, ==, 1);
      g_assert_cmpuint (f.countdown_start, ==, 0);
    }
}

static void
test_first_countdown (void)
{
  /* "Ukazatel kol umístěte … na políčko s číslem odpovídajícím počtu hráčů." */
  for (guint n = 2; n <= 4; n++)
    {
      SySetupFacts f = facts_for (SY_EDITION_FIRST, n, SY_CONTRACT_MODE_ADVANCED);

      g_assert_cmpuint (f.countdown_start, ==, n);
      g_assert_cmpuint (f.round_counter_dice, ==, 0);
      g_assert_cmpuint (f.gear_dice, ==, 0);
      g_assert_cmpuint (f.markers_per_player, ==, n == 2 ? 3 : 1);
    }
}

static void
test_subsidy (void)
{
  /* The Subsidy tile only with four players, in both editions. */
  for (guint n = 1; n <= 4; n++)
    g_assert_cmpint (facts_for (SY_EDITION_SECOND, n, SY_CONTRACT_MODE_BEGINNER).subsidy_in_play,
                     ==, n == 4);
  for (guint n = 2; n <= 4; n++)
    g_assert_cmpint (facts_for (SY_EDITION_FIRST, n, SY_CONTRACT_MODE_ADVANCED).subsidy_in_play,
                     ==, n == 4);
}

static void
test_guilders (void)
{
  /* "6 guldenů" (second edition), "Šest zlatých" (first edition). */
  for (guint n = 1; n <= 4; n++)
    g_assert_cmpuint (facts_for (SY_EDITION_SECOND, n, SY_CONTRACT_MODE_BEGINNER).starting_guilders,
                      ==, 6);
  for (guint n = 2; n <= 4; n++)
    g_assert_cmpuint (facts_for (SY_EDITION_FIRST, n, SY_CONTRACT_MODE_ADVANCED).starting_guilders,
                      ==, 6);
}

static void
test_employee_sets (void)
{
  /* Two players and solo: the basic tiles (back I / brown) only. */
  const guint sets[] = { 0, 1, 1, 2, 2 };

  for (guint n = 1; n <= 4; n++)
    g_assert_cmpuint (facts_for (SY_EDITION_SECOND, n, SY_CONTRACT_MODE_BEGINNER).employee_sets,
                      ==, sets[n]);
  for (guint n = 2; n <= 4; n++)
    g_assert_cmpuint (facts_for (SY_EDITION_FIRST, n, SY_CONTRACT_MODE_ADVANCED).employee_sets,
                      ==, sets[n]);
}

static void
test_second_contracts (void)
{
  SySetupFacts f;

  /* 4 players: 2 (3) of each colour, discard 1 (2) at the 4th die. */
  f = facts_for (SY_EDITION_SECOND, 4, SY_CONTRACT_MODE_BEGINNER);
  g_assert_cmpuint (f.contracts_per_colour, ==, 2);
  g_assert_true (f.starting_sets);
  assert_discards (&f, 1, (const guint[]) { 4, 1 });

  f = facts_for (SY_EDITION_SECOND, 4, SY_CONTRACT_MODE_ADVANCED);
  g_assert_cmpuint (f.contracts_per_colour, ==, 3);
  g_assert_false (f.starting_sets);
  assert_discards (&f, 1, (const guint[]) { 4, 2 });

  /* 3 players: beginners discard 1 at the 4th die; advanced players also
   * discard 1 at the 2nd. */
  f = facts_for (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  g_assert_cmpuint (f.contracts_per_colour, ==, 2);
  assert_discards (&f, 1, (const guint[]) { 4, 1 });

  f = facts_for (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_ADVANCED);
  g_assert_cmpuint (f.contracts_per_colour, ==, 3);
  assert_discards (&f, 2, (const guint[]) { 2, 1, 4, 1 });

  /* 2 players: 2 (3), discard 1 (2) at the 2nd die. */
  f = facts_for (SY_EDITION_SECOND, 2, SY_CONTRACT_MODE_BEGINNER);
  g_assert_cmpuint (f.contracts_per_colour, ==, 2);
  assert_discards (&f, 1, (const guint[]) { 2, 1 });

  f = facts_for (SY_EDITION_SECOND, 2, SY_CONTRACT_MODE_ADVANCED);
  g_assert_cmpuint (f.contracts_per_colour, ==, 3);
  assert_discards (&f, 1, (const guint[]) { 2, 2 });
}

static void
test_solo (void)
{
  /* "při sólové hře mají hráči 2 červené a 2 modré zakázky", discard 1 of
   * each at the 4th die; later games deal them at random, still 2 and 2
   * (the digest's reading 22). Two opponents. */
  for (SyContractMode mode = SY_CONTRACT_MODE_BEGINNER; mode <= SY_CONTRACT_MODE_ADVANCED; mode++)
    {
      SySetupFacts f = facts_for (SY_EDITION_SECOND, 1, mode);

      g_assert_cmpuint (f.contracts_per_colour, ==, 2);
      g_assert_cmpint (f.starting_sets, ==, mode == SY_CONTRACT_MODE_BEGINNER);
      g_assert_cmpuint (f.solo_opponents, ==, 2);
      assert_discards (&f, 1, (const guint[]) { 4, 1 });
    }

  g_assert_cmpuint (facts_for (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER).solo_opponents, ==, 0);
}

static void
test_first_contracts (void)
{
  SySetupFacts f;

  /* 3 green and 3 blue, whatever was asked for. */
  for (SyContractMode mode = SY_CONTRACT_MODE_BEGINNER; mode <= SY_CONTRACT_MODE_ADVANCED; mode++)
    {
      f = facts_for (SY_EDITION_FIRST, 3, mode);
      g_assert_cmpuint (f.contracts_per_colour, ==, 3);
      g_assert_false (f.starting_sets);
      g_assert_cmpint (f.contract_mode, ==, SY_CONTRACT_MODE_ADVANCED);
    }

  /* 4 players: 2 of each when the marker reaches 2, i.e. after two laps. */
  f = facts_for (SY_EDITION_FIRST, 4, SY_CONTRACT_MODE_ADVANCED);
  assert_discards (&f, 1, (const guint[]) { 2, 2 });

  /* 3 players: 1 of each at the end of the first and of the second lap. */
  f = facts_for (SY_EDITION_FIRST, 3, SY_CONTRACT_MODE_ADVANCED);
  assert_discards (&f, 2, (const guint[]) { 1, 1, 2, 1 });

  /* 2 players: 2 of each at the end of the first lap. */
  f = facts_for (SY_EDITION_FIRST, 2, SY_CONTRACT_MODE_ADVANCED);
  assert_discards (&f, 1, (const guint[]) { 1, 2 });
}

static void
test_player_counts (void)
{
  const struct {
    SyEdition edition;
    guint n;
    gboolean ok;
  } cases[] = {
    { SY_EDITION_FIRST, 0, FALSE },
    { SY_EDITION_FIRST, 1, FALSE },   /* no solo game in the first edition */
    { SY_EDITION_FIRST, 2, TRUE },
    { SY_EDITION_FIRST, 4, TRUE },
    { SY_EDITION_FIRST, 5, FALSE },
    { SY_EDITION_SECOND, 0, FALSE },
    { SY_EDITION_SECOND, 1, TRUE },
    { SY_EDITION_SECOND, 4, TRUE },
    { SY_EDITION_SECOND, 5, FALSE },
    { SY_EDITION_SECOND, G_MAXUINT, FALSE },
    { (SyEdition) 3, 3, FALSE },
    { (SyEdition) 0, 3, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      SySetupFacts facts;
      SySetupFacts before;
      gboolean ok;

      memset (&facts, 0x5a, sizeof facts);
      before = facts;
      ok = sy_setup_facts_compute (cases[i].edition, cases[i].n, SY_CONTRACT_MODE_BEGINNER,
                                   &facts, &error);
      g_assert_cmpint (ok, ==, cases[i].ok);
      g_assert_cmpint (sy_edition_accepts_players (cases[i].edition, cases[i].n), ==, cases[i].ok);
      if (!ok)
        {
          g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP);
          g_assert_cmpstr (error->message, !=, "");
          /* A refusal changes nothing. */
          g_assert_cmpmem (&facts, sizeof facts, &before, sizeof before);
        }
    }
}

static void
test_bad_contract_mode (void)
{
  g_autoptr(GError) error = NULL;
  SySetupFacts facts;

  g_assert_false (sy_setup_facts_compute (SY_EDITION_SECOND, 3, (SyContractMode) 7, &facts, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP);
}

static void
test_copy (void)
{
  SySetupFacts f = facts_for (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_ADVANCED);
  g_autoptr(SySetupFacts) copy = sy_setup_facts_copy (&f);

  g_assert_cmpmem (copy, sizeof *copy, &f, sizeof f);
  g_assert_true (G_TYPE_IS_BOXED (SY_TYPE_SETUP_FACTS));
}

/* Issue 27, point 7: a name made only of characters that show nothing
 * (U+00A0 no-break space, U+200B zero width space, U+2028 line separator)
 * was taken while an empty one was refused; it showed blank. It is refused
 * the same way, with a message; such characters around a real name go,
 * and a line break inside one is refused. */
static void
test_invisible_names (void)
{
  static const char *const invisible[] = {
    "\u00A0", "\u200B", "\u2028", "\u00A0\u200B\u2028\u3000\u2060\uFEFF",
  };

  for (guint i = 0; i < G_N_ELEMENTS (invisible); i++)
    {
      g_autoptr(SyGameConfig) config = sy_game_config_new (SY_EDITION_SECOND, 2);
      g_autoptr(GError) error = NULL;
      char *names[SY_MAX_PLAYERS] = { NULL, };

      sy_game_config_set_player (config, 0, "Alena", SY_COLOUR_PINK);
      sy_game_config_set_player (config, 1, invisible[i], SY_COLOUR_YELLOW);
      g_assert_false (sy_game_config_check_players (config, names, &error));
      g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP);
      g_assert_nonnull (strstr (error->message, "2"));
      for (guint p = 0; p < SY_MAX_PLAYERS; p++)
        g_free (names[p]);
    }

  {
    g_autoptr(SyGameConfig) config = sy_game_config_new (SY_EDITION_SECOND, 2);
    g_autoptr(GError) error = NULL;
    char *names[SY_MAX_PLAYERS] = { NULL, };

    sy_game_config_set_player (config, 0, "\u00A0Alena\u200B", SY_COLOUR_PINK);
    sy_game_config_set_player (config, 1, "Bohdan\u2028Cecílie", SY_COLOUR_YELLOW);
    g_assert_false (sy_game_config_check_players (config, names, &error));
    g_assert_cmpstr (names[0], ==, "Alena");
    g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP);
    for (guint p = 0; p < SY_MAX_PLAYERS; p++)
      g_free (names[p]);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/setup/second/markers", test_second_markers);
  g_test_add_func ("/engine/setup/second/round-counter", test_second_round_counter);
  g_test_add_func ("/engine/setup/second/contracts", test_second_contracts);
  g_test_add_func ("/engine/setup/second/solo", test_solo);
  g_test_add_func ("/engine/setup/first/countdown", test_first_countdown);
  g_test_add_func ("/engine/setup/first/contracts", test_first_contracts);
  g_test_add_func ("/engine/setup/subsidy", test_subsidy);
  g_test_add_func ("/engine/setup/guilders", test_guilders);
  g_test_add_func ("/engine/setup/employee-sets", test_employee_sets);
  g_test_add_func ("/engine/setup/player-counts", test_player_counts);
  g_test_add_func ("/engine/setup/bad-contract-mode", test_bad_contract_mode);
  g_test_add_func ("/engine/setup/copy", test_copy);
  g_test_add_func ("/engine/setup/invisible-names", test_invisible_names);

  return g_test_run ();
}
