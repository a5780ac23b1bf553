/* test-contracts.c: government contracts of both editions
 *
 * The worked numbers are the rulebooks' (the contract pages of both and the
 * end-of-game example): 6 lifebuoys 12, three ships of five parts 15, two of
 * six 10, sizes 3, 5 and 6 13, seven employees 10, five soldiers 8, seven
 * captains on three ships 12, sail pairs 3 + 1 → 3, 2 + 2 → 6, 4 on one → 6,
 * and 12 + 10 + 5 at the end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sy-engine.h"
#include "table-harness.h"

static SyTable
table_for (SyEdition edition)
{
  SySetupFacts facts;
  SyTable t;

  sy_setup_facts_compute (edition, 3, SY_CONTRACT_MODE_ADVANCED, &facts, NULL);
  sy_table_init (&t, &facts, 0);
  return t;
}

/* Adds a scoring ship of @parts parts to player 0's fleet. */
static SyLaunch *
add_ship (SyTable *t,
          guint    parts)
{
  SyPlayerState *p = &t->players[0];
  SyLaunch *launch = &p->fleet[p->n_fleet++];

  memset (launch, 0, sizeof *launch);
  launch->ship.edition = t->facts.edition;
  launch->ship.n_parts = parts;
  launch->fitting.load.count[SY_ITEM_CAPTAIN] = 1;
  launch->score.failure = SY_SHIP_SCORES;
  return launch;
}

static guint
score (const char    *id,
       const SyTable *t)
{
  const SyContract *c = sy_contract_find (id);
  g_autoptr(GError) error = NULL;
  guint points = 0;

  g_assert_nonnull (c);
  g_assert_true (sy_contract_score (c, t, 0, NULL, &points, NULL, &error));
  g_assert_no_error (error);
  return points;
}

static void
test_catalog (void)
{
  const SyContract *all[32];

  /* The first edition: 12 green and 12 blue; the second: 14 red and 12 blue. */
  g_assert_cmpuint (sy_contracts_for_edition (SY_EDITION_FIRST, 1, NULL, 0), ==, 12);
  g_assert_cmpuint (sy_contracts_for_edition (SY_EDITION_FIRST, 2, NULL, 0), ==, 12);
  g_assert_cmpuint (sy_contracts_for_edition (SY_EDITION_SECOND, 1, NULL, 0), ==, 14);
  g_assert_cmpuint (sy_contracts_for_edition (SY_EDITION_SECOND, 2, NULL, 0), ==, 12);
  g_assert_false (sy_contract_in_edition (sy_contract_find ("ship-sizes"), SY_EDITION_FIRST));
  g_assert_false (sy_contract_in_edition (sy_contract_find ("employee-pairs"), SY_EDITION_FIRST));

  /* Every card: a kind the engine knows, texts in both languages. */
  for (SyEdition e = SY_EDITION_FIRST; e <= SY_EDITION_SECOND; e++)
    for (guint n = sy_contracts_for_edition (e, 0, all, 32), i = 0; i < n; i++)
      {
        g_assert_cmpuint (sy_contract_get_kind (all[i]), <=, SY_CONTRACT_PER_USED_CANAL);
        g_assert_cmpstr (sy_contract_get_title (all[i], e), !=, "");
        g_assert_cmpstr (sy_contract_get_description (all[i], e), !=, "");
      }
}

static void
test_lifebuoys (void)
{
  SyTable t = table_for (SY_EDITION_SECOND);
  g_autoptr(SyCardValues) values = sy_card_values_new ();
  g_autoptr(GError) error = NULL;
  guint points = 0, missing = 0;

  /* 6 lifebuoys score 12, each more 1 (on two ships: the fleet counts). */
  add_ship (&t, 3)->ship.symbols[SY_SYMBOL_LIFEBUOY] = 4;
  add_ship (&t, 3)->ship.symbols[SY_SYMBOL_LIFEBUOY] = 2;
  g_assert_cmpuint (score ("lifebuoys", &t), ==, 12);
  t.players[0].fleet[1].ship.symbols[SY_SYMBOL_LIFEBUOY] = 3;
  g_assert_cmpuint (score ("lifebuoys", &t), ==, 13);

  /* 5 is on the card, not in the rulebooks: missing, until entered. */
  t.players[0].fleet[1].ship.symbols[SY_SYMBOL_LIFEBUOY] = 1;
  g_assert_false (sy_contract_score (sy_contract_find ("lifebuoys"), &t, 0, values, &points,
                                     &missing, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_MISSING_VALUE);
  g_assert_cmpuint (missing, ==, 5);
  sy_card_values_set (values, "lifebuoys", 5, 9);
  g_assert_true (sy_contract_score (sy_contract_find ("lifebuoys"), &t, 0, values, &points,
                                    NULL, NULL));
  g_assert_cmpuint (points, ==, 9);
}

static void
test_ship_sizes (void)
{
  SyTable t = table_for (SY_EDITION_SECOND);

  /* Three ships of exactly five parts: 15; two of six: 10. */
  for (guint i = 0; i < 3; i++)
    add_ship (&t, 5);
  g_assert_cmpuint (score ("ships-of-5", &t), ==, 15);
  t.players[0].n_fleet = 0;
  add_ship (&t, 6);
  add_ship (&t, 6);
  g_assert_cmpuint (score ("ships-of-6", &t), ==, 10);

  /* Sizes 3, 5 and 6: 13; a ship of 7 or 9 adds no size; a second of 6
   * neither. */
  t.players[0].n_fleet = 0;
  add_ship (&t, 3);
  add_ship (&t, 5);
  add_ship (&t, 6);
  add_ship (&t, 6);
  add_ship (&t, 7);
  add_ship (&t, 9);
  g_assert_cmpuint (score ("ship-sizes", &t), ==, 13);
}

static void
test_pairs (void)
{
  SyTable t = table_for (SY_EDITION_FIRST);

  /* Sails: 3 and 1 on two ships: one pair; 2 and 2: two; 4 on one: two. */
  add_ship (&t, 4)->fitting.load.count[SY_ITEM_SAIL] = 3;
  add_ship (&t, 4)->fitting.load.count[SY_ITEM_SAIL] = 1;
  g_assert_cmpuint (score ("sail-pairs", &t), ==, 3);
  t.players[0].fleet[0].fitting.load.count[SY_ITEM_SAIL] = 2;
  t.players[0].fleet[1].fitting.load.count[SY_ITEM_SAIL] = 2;
  g_assert_cmpuint (score ("sail-pairs", &t), ==, 6);
  t.players[0].fleet[0].fitting.load.count[SY_ITEM_SAIL] = 4;
  t.players[0].fleet[1].fitting.load.count[SY_ITEM_SAIL] = 0;
  g_assert_cmpuint (score ("sail-pairs", &t), ==, 6);

  /* A businessman and a crane on different ships make no pair. */
  t.players[0].fleet[0].fitting.load.count[SY_ITEM_BUSINESSMAN] = 2;
  t.players[0].fleet[1].fitting.load.count[SY_ITEM_CRANE] = 1;
  g_assert_cmpuint (score ("trade-pairs", &t), ==, 0);
  t.players[0].fleet[0].fitting.load.count[SY_ITEM_CRANE] = 1;
  g_assert_cmpuint (score ("trade-pairs", &t), ==, 3);

  /* Four smokestacks on one ship: two pairs, 6. */
  t.players[0].fleet[0].fitting.load.count[SY_ITEM_SMOKESTACK] = 4;
  g_assert_cmpuint (score ("stack-pairs", &t), ==, 6);
}

static void
test_crew (void)
{
  SyTable t = table_for (SY_EDITION_SECOND);

  /* Seven captains on three ships: four officers, 12. */
  add_ship (&t, 3)->fitting.load.count[SY_ITEM_CAPTAIN] = 3;
  add_ship (&t, 3)->fitting.load.count[SY_ITEM_CAPTAIN] = 2;
  add_ship (&t, 3)->fitting.load.count[SY_ITEM_CAPTAIN] = 2;
  g_assert_cmpuint (score ("officers", &t), ==, 12);

  /* Five soldiers: 8; five businessmen: 8. Pieces in the supply: nothing. */
  t.players[0].fleet[0].fitting.load.count[SY_ITEM_SOLDIER] = 3;
  t.players[0].fleet[1].fitting.load.count[SY_ITEM_SOLDIER] = 2;
  t.players[0].fleet[2].fitting.load.count[SY_ITEM_BUSINESSMAN] = 5;
  t.players[0].supply.count[SY_ITEM_SOLDIER] = 9;
  g_assert_cmpuint (score ("soldiers", &t), ==, 8);
  g_assert_cmpuint (score ("businessmen", &t), ==, 8);

  /* Stokers count in the second edition, propellers in the first. */
  t.players[0].fleet[0].fitting.load.count[SY_ITEM_STOKER] = 2;
  g_assert_cmpuint (score ("engines", &t), ==, 6);
}

static void
test_per_ship (void)
{
  SyTable t = table_for (SY_EDITION_FIRST);
  SyLaunch *a = add_ship (&t, 5);
  SyLaunch *b = add_ship (&t, 5);

  /* Two of each safety symbol: still 5; a ship missing one: nothing. */
  a->ship.symbols[SY_SYMBOL_LIFEBUOY] = a->ship.symbols[SY_SYMBOL_LIFEBOAT] = 2;
  a->ship.symbols[SY_SYMBOL_LANTERN] = 2;
  b->ship.symbols[SY_SYMBOL_LIFEBUOY] = b->ship.symbols[SY_SYMBOL_LANTERN] = 1;
  g_assert_cmpuint (score ("safe-ships", &t), ==, 5);

  /* Sail, smokestack and propeller (first edition): 6 a ship. */
  a->fitting.load.count[SY_ITEM_SAIL] = a->fitting.load.count[SY_ITEM_SMOKESTACK] = 2;
  a->fitting.load.count[SY_ITEM_PROPELLER] = 2;
  g_assert_cmpuint (score ("powered-ships", &t), ==, 6);

  /* Businessman, soldier, crane and cannon: 8. */
  b->fitting.load.count[SY_ITEM_BUSINESSMAN] = b->fitting.load.count[SY_ITEM_SOLDIER] = 1;
  b->fitting.load.count[SY_ITEM_CRANE] = b->fitting.load.count[SY_ITEM_CANNON] = 1;
  g_assert_cmpuint (score ("armed-traders", &t), ==, 8);
}

static void
test_employees (void)
{
  SyTable t = table_for (SY_EDITION_SECOND);
  SyPlayerState *p = &t.players[0];

  /* Seven employees: 1 + 1 + 1 + 1 + 2 + 2 + 2 = 10. Colours of the
   * second edition: 0 grey, 1 green, 2 blue, 3 red, 4 yellow. */
  const guint colours[] = { 0, 1, 1, 2, 3, 4, 4 };

  for (guint i = 0; i < G_N_ELEMENTS (colours); i++)
    p->employees[i] = (SyEmployee) { .kind = SY_EMPLOYEE_HELMSMAN + i % 4, .colour = colours[i] };
  p->n_employees = 7;
  g_assert_cmpuint (score ("employees", &t), ==, 10);
  /* Blue, red and yellow: 4 of them, 2 each. */
  g_assert_cmpuint (score ("skilled-staff", &t), ==, 8);
  /* Pairs within a group: grey and green (3 tiles: one pair, 3), blue,
   * red and yellow (4: two pairs, 8). */
  g_assert_cmpuint (score ("employee-pairs", &t), ==, 3 + 8);

  /* Types by colour, a level II merchant apart: 5 colours + 1 — the card's
   * table is not printed in the rulebooks. */
  {
    g_autoptr(SyCardValues) values = sy_card_values_new ();
    guint points = 0;

    p->employees[6] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 0, .level = 2, .colour = 4 };
    sy_card_values_set (values, "employee-types", 6, 14);
    g_assert_true (sy_contract_score (sy_contract_find ("employee-types"), &t, 0, values, &points,
                                      NULL, NULL));
    g_assert_cmpuint (points, ==, 14);
  }
}

static void
test_used_canals (void)
{
  SyTable t = table_for (SY_EDITION_SECOND);

  t.players[0].canals.used = 5;
  g_assert_cmpuint (score ("used-canals", &t), ==, 20);
}

static void
test_end_game_example (void)
{
  SyTable t = table_for (SY_EDITION_SECOND);
  SyPlayerState *p = &t.players[0];
  guint total;

  /* Blue: 4 sail pairs (12). Red: 2 ships of exactly 6 parts (10).
   * Merchants: cloth I and II (1 + 3) and coal I (1): 27 in all. */
  add_ship (&t, 6)->fitting.load.count[SY_ITEM_SAIL] = 4;
  add_ship (&t, 6)->fitting.load.count[SY_ITEM_SAIL] = 4;
  p->employees[0] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 1, .level = 1, .points = 1 };
  p->employees[1] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 1, .level = 2, .points = 3 };
  p->employees[2] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 0, .level = 1, .points = 1 };
  p->n_employees = 3;

  total = score ("sail-pairs", &t) + score ("ships-of-6", &t)
          + sy_table_final_points (&t, 0) - p->score;
  g_assert_cmpuint (score ("sail-pairs", &t), ==, 12);
  g_assert_cmpuint (score ("ships-of-6", &t), ==, 10);
  g_assert_cmpuint (total, ==, 27);
}

/* The end-of-game example for player 0; players 1 and 2 hold one card of
 * each colour too, every hand entered. */
static void
set_up_tally (SyTable *t)
{
  /* Player 0: the end-of-game example, 27 beyond the ships' points. */
  add_ship (t, 6)->fitting.load.count[SY_ITEM_SAIL] = 4;
  add_ship (t, 6)->fitting.load.count[SY_ITEM_SAIL] = 4;
  t->players[0].fleet[0].score.total = 20;
  t->players[0].fleet[0].score.speed = 9;
  t->players[0].score = 20;
  t->players[0].employees[0] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 1, .level = 1, .points = 1 };
  t->players[0].employees[1] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 1, .level = 2, .points = 3 };
  t->players[0].employees[2] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 0, .level = 1, .points = 1 };
  t->players[0].n_employees = 3;
  for (guint p = 0; p < 3; p++)
    {
      t->players[p].contracts[0] = t->players[p].contracts[1] = 1;
      t->players[p].hand_known[0] = t->players[p].hand_known[1] = TRUE;
    }
  g_strlcpy (t->players[0].hand[0][0], "ships-of-6", SY_CONTRACT_ID_SIZE);
  g_strlcpy (t->players[0].hand[1][0], "sail-pairs", SY_CONTRACT_ID_SIZE);
  g_strlcpy (t->players[1].hand[0][0], "lanterns", SY_CONTRACT_ID_SIZE);
  g_strlcpy (t->players[1].hand[1][0], "used-canals", SY_CONTRACT_ID_SIZE);
  g_strlcpy (t->players[2].hand[0][0], "ships", SY_CONTRACT_ID_SIZE);
  g_strlcpy (t->players[2].hand[1][0], "officers", SY_CONTRACT_ID_SIZE);
  t->players[1].score = 40;
  t->players[1].canals.used = 3;
}

static void
test_tally (void)
{
  SyTable t = table_for (SY_EDITION_SECOND);
  g_autoptr(SyCardValues) values = sy_card_values_new ();
  SyTally tally;

  set_up_tally (&t);
  sy_table_tally (&t, values, &tally);
  g_assert_cmpuint (tally.players[0].total, ==, 20 + 27);
  g_assert_cmpuint (tally.players[0].employees, ==, 5);
  g_assert_cmpuint (tally.players[0].ships.speed, ==, 9);
  g_assert_true (tally.players[0].complete);
  /* Lanterns: a table the rulebooks do not print, for 0 lanterns. */
  g_assert_false (tally.players[1].complete);
  g_assert_false (tally.players[1].contracts[0].known);
  g_assert_cmpuint (tally.players[1].contracts[0].missing_count, ==, 0);
  g_assert_false (tally.complete);

  /* Entered from the cards: then everything is known. Player 1 has 40 +
   * 0 + 12 = 52 and wins. */
  sy_card_values_set (values, "lanterns", 0, 0);
  sy_card_values_set (values, "ships", 0, 0);
  sy_table_tally (&t, values, &tally);
  g_assert_true (tally.complete);
  g_assert_cmpuint (tally.players[1].total, ==, 52);
  g_assert_cmpuint (tally.n_winners, ==, 1);
  g_assert_true (tally.winners[1]);

  /* A tie on points goes to guilders, then it is shared. */
  t.players[0].score = 25;
  t.players[0].money = 3;
  t.players[1].money = 3;
  sy_table_tally (&t, values, &tally);
  g_assert_cmpuint (tally.players[0].total, ==, 52);
  g_assert_cmpuint (tally.n_winners, ==, 2);
  t.players[0].money = 4;
  sy_table_tally (&t, values, &tally);
  g_assert_cmpuint (tally.n_winners, ==, 1);
  g_assert_true (tally.winners[0]);
}

/* "Pouze statní zakázky získané na začátku hry máte vždy před sebou
 * položeny skrytě" and "Vaše zakázky jsou během hry skryté před ostatními
 * hráči" (second edition): before the end, what the table sees of the
 * tally of test_tally() names no contract and counts only the public
 * points: player 0 has 20 from the ships and 5 from merchants, 25 (not
 * the 47 with her contracts), player 1 40, player 2 0; each holds 2
 * cards face down. Another hand gives the very same public tally. Once
 * "odkryjí všichni hráči své státní zakázky", it is the whole tally. */
static void
test_public_tally (void)
{
  SyTable t = table_for (SY_EDITION_SECOND);
  SyTable other;
  g_autoptr(SyCardValues) values = sy_card_values_new ();
  SyTally tally, again, full;

  set_up_tally (&t);
  sy_card_values_set (values, "lanterns", 0, 0);
  sy_card_values_set (values, "ships", 0, 0);
  g_assert_cmpint (t.phase, !=, SY_PHASE_OVER);
  sy_table_tally_public (&t, values, &tally);
  g_assert_true (tally.contracts_hidden);
  g_assert_false (tally.complete);
  g_assert_cmpuint (tally.players[0].total, ==, 25);
  g_assert_cmpuint (tally.players[0].employees, ==, 5);
  g_assert_cmpuint (tally.players[0].ships.total, ==, 20);
  g_assert_cmpuint (tally.players[1].total, ==, 40);
  g_assert_cmpuint (tally.players[2].total, ==, 0);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (tally.players[p].n_contracts, ==, 0);
      g_assert_cmpuint (tally.players[p].contracts_points, ==, 0);
      g_assert_cmpuint (tally.players[p].n_hidden, ==, 2);
      g_assert_false (tally.players[p].hands_entered);
      g_assert_cmpstr (tally.players[p].contracts[0].id, ==, "");
    }
  g_assert_cmpuint (tally.n_winners, ==, 1);
  g_assert_true (tally.winners[1]);

  /* Other cards, or none entered: nothing of the public tally changes. */
  other = t;
  g_strlcpy (other.players[0].hand[0][0], "lanterns", SY_CONTRACT_ID_SIZE);
  g_strlcpy (other.players[0].hand[1][0], "officers", SY_CONTRACT_ID_SIZE);
  sy_table_tally_public (&other, values, &again);
  g_assert_cmpmem (&tally, sizeof tally, &again, sizeof again);
  other.players[1].hand_known[0] = other.players[1].hand_known[1] = FALSE;
  sy_table_tally_public (&other, values, &again);
  g_assert_cmpmem (&tally, sizeof tally, &again, sizeof again);

  /* The game over: the contracts are revealed. */
  t.phase = SY_PHASE_OVER;
  sy_table_tally_public (&t, values, &tally);
  sy_table_tally (&t, values, &full);
  g_assert_false (tally.contracts_hidden);
  g_assert_cmpuint (tally.players[0].total, ==, 47);
  g_assert_cmpmem (&tally, sizeof tally, &full, sizeof full);
}

/* "Své výsledné skóre porovnejte s tabulkou níže. VÝSLEDKY 60 VB –
 * Zámořský zelenáč … 80 VB – Kvalitní konstruktér … 95+ VB – Impozantní
 * inženýr" (second edition, solo game): 85 points earn the second title,
 * and nobody wins or loses. */
static void
test_solo_title (void)
{
  SySetupFacts facts;
  SyTable t;
  SyTally tally;

  sy_setup_facts_compute (SY_EDITION_SECOND, 1, SY_CONTRACT_MODE_BEGINNER, &facts, NULL);
  sy_table_init (&t, &facts, 0);
  t.players[0].score = 85;
  t.phase = SY_PHASE_OVER;
  sy_table_tally (&t, NULL, &tally);
  g_assert_cmpuint (tally.players[0].total, ==, 85);
  g_assert_cmpuint (tally.solo_band, ==, 2);
  g_assert_cmpuint (tally.n_winners, ==, 0);
  g_assert_false (tally.winners[0]);
  t.players[0].score = 59;
  sy_table_tally (&t, NULL, &tally);
  g_assert_cmpuint (tally.solo_band, ==, 0);
  g_assert_cmpuint (tally.n_winners, ==, 0);
}

static void
test_discard_options (void)
{
  SyTable t = table_for (SY_EDITION_SECOND);
  g_autoptr(SyCardValues) values = sy_card_values_new ();
  SyDiscardOption options[8];
  SyPlayerState *p = &t.players[0];

  /* Three blue cards, one to keep two of: what each choice would score
   * now. Sail pairs 6 (two pairs), officers 3, used canals 8. */
  add_ship (&t, 4)->fitting.load.count[SY_ITEM_SAIL] = 4;
  t.players[0].fleet[0].fitting.load.count[SY_ITEM_CAPTAIN] = 2;
  p->canals.used = 2;
  p->contracts[1] = 3;
  p->hand_known[1] = TRUE;
  g_strlcpy (p->hand[1][0], "sail-pairs", SY_CONTRACT_ID_SIZE);
  g_strlcpy (p->hand[1][1], "officers", SY_CONTRACT_ID_SIZE);
  g_strlcpy (p->hand[1][2], "used-canals", SY_CONTRACT_ID_SIZE);
  p->discards_due[1] = 1;

  g_assert_cmpuint (sy_table_discard_options (&t, 0, 1, values, options, 8), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      guint expected = (options[i].keep & 1 ? 6 : 0) + (options[i].keep & 2 ? 3 : 0)
                       + (options[i].keep & 4 ? 8 : 0);

      g_assert_true (options[i].known);
      g_assert_cmpuint (options[i].points, ==, expected);
      g_assert_cmpuint (__builtin_popcount (options[i].keep), ==, 2);
    }
}

/* The owner's private view during the game: each held card's points now,
 * on the table of test_discard_options (sail pairs 6, officers 3, used
 * canals 8), added to what the ships scored. */
static void
test_private_view (void)
{
  SyTable t = table_for (SY_EDITION_SECOND);
  SyPlayerState *p = &t.players[0];
  SyPlayerTally mine;

  add_ship (&t, 4)->fitting.load.count[SY_ITEM_SAIL] = 4;
  t.players[0].fleet[0].fitting.load.count[SY_ITEM_CAPTAIN] = 2;
  p->canals.used = 2;
  p->score = 11;
  p->contracts[1] = 3;
  p->hand_known[1] = TRUE;
  g_strlcpy (p->hand[1][0], "sail-pairs", SY_CONTRACT_ID_SIZE);
  g_strlcpy (p->hand[1][1], "officers", SY_CONTRACT_ID_SIZE);
  g_strlcpy (p->hand[1][2], "used-canals", SY_CONTRACT_ID_SIZE);

  sy_table_tally_player (&t, NULL, 0, &mine);
  g_assert_cmpuint (mine.n_contracts, ==, 3);
  g_assert_cmpstr (mine.contracts[1].id, ==, "officers");
  g_assert_true (mine.contracts[0].known && mine.contracts[1].known && mine.contracts[2].known);
  g_assert_cmpuint (mine.contracts[0].points, ==, 6);
  g_assert_cmpuint (mine.contracts[1].points, ==, 3);
  g_assert_cmpuint (mine.contracts[2].points, ==, 8);
  /* The red hand was never entered: the view says it is incomplete. */
  g_assert_false (mine.hands_entered);
  g_assert_cmpuint (mine.contracts_points, ==, 17);
  g_assert_cmpuint (mine.total, ==, 11 + 17);
}

/* What the cards picture, and their printed tables: the lifebuoys' table
 * is known at 6 (12) and goes on by 1 a lifebuoy above it (the rulebook's
 * example); the lanterns' table is copied from the card by its owner. */
static void
test_pictures_and_tables (void)
{
  SySymbol symbols[4];
  g_autoptr(SyCardValues) values = sy_card_values_new ();
  const SyContract *lanterns = sy_contract_find ("lanterns");
  const SyContract *lifebuoys = sy_contract_find ("lifebuoys");
  guint points = 0;
  gboolean shipped = TRUE;

  g_assert_cmpuint (sy_contract_get_pictures (lanterns, symbols, 4), ==, 1);
  g_assert_cmpint (symbols[0], ==, SY_SYMBOL_LANTERN);
  /* A pair of sails: one picture, not two. */
  g_assert_cmpuint (sy_contract_get_pictures (sy_contract_find ("sail-pairs"), symbols, 4), ==, 1);
  g_assert_cmpint (symbols[0], ==, SY_SYMBOL_RIGGING_MOUNT);
  /* Businessman and soldier share the cabin's picture. */
  g_assert_cmpuint (sy_contract_get_pictures (sy_contract_find ("armed-traders"), symbols, 4), ==, 3);
  g_assert_cmpuint (sy_contract_get_pictures (sy_contract_find ("ships"), symbols, 4), ==, 0);
  g_assert_cmpuint (sy_contract_get_pictures (sy_contract_find ("used-canals"), symbols, 4), ==, 0);

  g_assert_true (sy_contract_has_table (lanterns));
  g_assert_false (sy_contract_has_table (sy_contract_find ("officers")));
  g_assert_true (sy_contract_lookup_table (lifebuoys, NULL, 6, &points, &shipped));
  g_assert_cmpuint (points, ==, 12);
  g_assert_true (shipped);
  g_assert_true (sy_contract_lookup_table (lifebuoys, NULL, 8, &points, NULL));
  g_assert_cmpuint (points, ==, 14);
  g_assert_false (sy_contract_lookup_table (lanterns, values, 3, &points, &shipped));
  g_assert_false (shipped);
  sy_card_values_set (values, "lanterns", 3, 7);
  g_assert_true (sy_contract_lookup_table (lanterns, values, 3, &points, &shipped));
  g_assert_cmpuint (points, ==, 7);
  g_assert_false (shipped);
}

static void
test_fitting_goal (void)
{
  SyTable t = table_for (SY_EDITION_SECOND);
  SyPlayerState *p = &t.players[0];
  SyShip ship = { .edition = SY_EDITION_SECOND, .n_parts = 3 };
  SySupply supply = { 0 };
  SyFittingRequest request = { 0 };
  SyContractGoal goal;
  SyBestFitting best;

  /* One cabin; a businessman or a soldier; the player holds "Soldiers"
   * with one soldier already in the fleet, so a second pays 2 more. The
   * ship's points are equal either way: with the contract weighed, the
   * soldier goes on board. */
  add_ship (&t, 3)->fitting.load.count[SY_ITEM_SOLDIER] = 1;
  p->contracts[1] = 1;
  p->hand_known[1] = TRUE;
  g_strlcpy (p->hand[1][0], "soldiers", SY_CONTRACT_ID_SIZE);
  ship.symbols[SY_SYMBOL_CABIN] = 1;
  supply.count[SY_ITEM_CAPTAIN] = 1;
  supply.count[SY_ITEM_BUSINESSMAN] = 1;
  supply.count[SY_ITEM_SOLDIER] = 1;

  sy_contract_goal_init (&goal, &t, 0, NULL);
  goal.weights[1 * SY_MAX_HAND + 0] = 1.0;
  request.goal = sy_contracts_fitting_goal;
  request.goal_data = &goal;
  sy_ship_find_best_fitting (&ship, &supply, NULL, NULL, &request, &best);
  g_assert_cmpuint (best.fitting.load.count[SY_ITEM_SOLDIER], ==, 1);
  g_assert_cmpfloat (best.goal_value, ==, 2.0);

  /* Weight 0 (the default): the contract is left out. */
  goal.weights[1 * SY_MAX_HAND + 0] = 0;
  sy_ship_find_best_fitting (&ship, &supply, NULL, NULL, &request, &best);
  g_assert_cmpfloat (best.goal_value, ==, 0.0);
  sy_contract_goal_clear (&goal);
}

/* "Dokončené lodě, které nesplnily některou z podmínek pro bodování ...
 * jsou rozmontovány a nezapočítávají se do plnění státních zakázek" (first
 * edition p. 11; the second likewise: a ship needs a captain, "Bez kapitána
 * za loď nezískáte žádné vítězné body", and a cruise of its full speed).
 * The small ship (a cabin in the bow and the stern) sails with two soldiers
 * in its cabins: with a captain and a canal, Soldiers ("first 0, each
 * further 2") scores 2; without a captain, or with no canal long enough,
 * the ship fails and Soldiers scores 0. */
static SyTable
launch_soldiers (gboolean captain,
                 gboolean canal)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyPlayerState *p = &t.players[0];
  SyEvent launch = { .type = SY_EVENT_LAUNCH };
  SyCanalTile straight = { .shape = "straight" };

  launch.slot = build_small_ship (&t, 0, 0);
  p->supply.count[SY_ITEM_SOLDIER] = 2;
  p->supply.count[SY_ITEM_CAPTAIN] = captain ? 1 : 0;
  launch.fitting.load.count[SY_ITEM_SOLDIER] = 2;
  launch.fitting.load.count[SY_ITEM_CAPTAIN] = captain ? 1 : 0;
  if (canal)
    {
      g_assert_true (sy_canals_place (&p->canals, sy_canal_palette_get_default (), 0, 0, &straight, NULL));
      launch.sails = TRUE;
      launch.route.start = (SyCanalSpot) { 0, 0, 1 };
      launch.route.n_steps = 1;
      launch.route.steps[0] = (SyCanalSpot) { 0, 0, 4 };
    }
  apply_ok (&t, &launch);
  end_turn (&t);
  return t;
}

static void
test_failed_ships (void)
{
  SyTable sailed = launch_soldiers (TRUE, TRUE);
  SyTable no_captain = launch_soldiers (FALSE, TRUE);
  SyTable no_canal = launch_soldiers (TRUE, FALSE);

  g_assert_cmpuint (sailed.players[0].n_fleet, ==, 1);
  g_assert_cmpuint (score ("soldiers", &sailed), ==, 2);

  g_assert_cmpuint (no_captain.players[0].failed_ships, ==, 1);
  g_assert_cmpuint (no_captain.players[0].n_fleet, ==, 0);
  g_assert_cmpuint (score ("soldiers", &no_captain), ==, 0);

  g_assert_cmpuint (no_canal.players[0].failed_ships, ==, 1);
  g_assert_cmpuint (score ("soldiers", &no_canal), ==, 0);
  /* The pieces fitted to a failed ship are lost with it. */
  g_assert_cmpuint (no_canal.players[0].supply.count[SY_ITEM_SOLDIER], ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/contracts/catalog", test_catalog);
  g_test_add_func ("/engine/contracts/lifebuoys", test_lifebuoys);
  g_test_add_func ("/engine/contracts/ship-sizes", test_ship_sizes);
  g_test_add_func ("/engine/contracts/pairs", test_pairs);
  g_test_add_func ("/engine/contracts/crew", test_crew);
  g_test_add_func ("/engine/contracts/per-ship", test_per_ship);
  g_test_add_func ("/engine/contracts/employees", test_employees);
  g_test_add_func ("/engine/contracts/used-canals", test_used_canals);
  g_test_add_func ("/engine/contracts/end-game-example", test_end_game_example);
  g_test_add_func ("/engine/contracts/tally", test_tally);
  g_test_add_func ("/engine/contracts/public-tally", test_public_tally);
  g_test_add_func ("/engine/contracts/solo-title", test_solo_title);
  g_test_add_func ("/engine/contracts/discard-options", test_discard_options);
  g_test_add_func ("/engine/contracts/private-view", test_private_view);
  g_test_add_func ("/engine/contracts/pictures-and-tables", test_pictures_and_tables);
  g_test_add_func ("/engine/contracts/fitting-goal", test_fitting_goal);
  g_test_add_func ("/engine/contracts/failed-ships", test_failed_ships);

  return g_test_run ();
}
