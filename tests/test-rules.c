/* test-rules.c: rules the engine decides, each against the rulebook's words
 *
 * Every expected value here is worked out from the Czech rulebooks in
 * ../shared/rules (quoted beside each check), not from the program's own
 * output. Solo openings: test-table.c, /engine/table/solo; canals cut off
 * by a cruise: test-canals.c, /engine/canals/cruise/sail-keeps-touching-tiles.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sy-engine.h"
#include "table-harness.h"

/* "Vybranou akci musíte být schopni provést" (step 2), and the turn is
 * "2. Vyberte novou destičku akce ... 3. Získejte příjem. 4. Proveďte
 * vybranou akci" (second edition, Tah hráče): the income comes before the
 * action, so it counts when judging whether the choice can be carried out.
 * The ring here has merchants (no surcharge), designers and engineers at
 * every stop; with every merchant and designer gone, the cheapest hire is
 * an engineer one step on: free step + 1 guilder surcharge. */
static void
test_hire_counts_income (void)
{
  SyTable t = table_with_ring (3);
  int employees = sy_table_find_tile (&t, SY_ACTION_EMPLOYEES);
  int goods = sy_table_find_tile (&t, SY_ACTION_GOODS);
  int exchange = sy_table_find_tile (&t, SY_ACTION_EXCHANGE);

  for (guint stop = 0; stop < SY_RING_STOPS; stop++)
    t.ring_count[stop][0] = t.ring_count[stop][1] = 0;
  t.players[1].money = 0;

  /* The start player takes Buy Goods, ahead of Hire Employee. */
  g_assert_cmpint (goods, <, employees);
  choose (&t, SY_ACTION_GOODS);
  perform (&t, SY_ACTION_GOODS);
  end_turn (&t);

  /* Broke, the second player would get 1 guilder for the occupied tile
   * ahead: enough for the engineer's surcharge. */
  g_assert_cmpuint (t.current, ==, 1);
  g_assert_cmpuint (sy_table_income (&t, (guint) employees), ==, 1);
  g_assert_true (sy_table_can_choose (&t, (guint) employees, NULL));
  {
    SyTable u = t;
    SyEvent hire = { .type = SY_EVENT_HIRE, .steps = 1, .pile = 2 };

    choose (&u, SY_ACTION_EMPLOYEES);
    apply_ok (&u, &hire);
    g_assert_cmpuint (u.players[1].money, ==, 0);
    g_assert_cmpuint (u.players[1].n_employees, ==, 1);
  }

  /* Had the start player taken the Exchange, behind Hire Employee, the
   * income would be 0 and no tile within reach affordable. */
  {
    SyTable v = table_with_ring (3);
    g_autoptr(GError) error = NULL;

    for (guint stop = 0; stop < SY_RING_STOPS; stop++)
      v.ring_count[stop][0] = v.ring_count[stop][1] = 0;
    v.players[1].money = 0;
    g_assert_cmpint (exchange, >, employees);
    choose (&v, SY_ACTION_EXCHANGE);
    perform (&v, SY_ACTION_EXCHANGE);
    end_turn (&v);
    v.players[1].money = 0;
    g_assert_cmpuint (sy_table_income (&v, (guint) employees), ==, 0);
    g_assert_false (sy_table_can_choose (&v, (guint) employees, &error));
    g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  }
}

/* Plays the two-player second-edition game to its final actions, the
 * yards emptied so that the test can lay out what it needs. */
static SyTable
table_at_final_actions (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 2, SY_CONTRACT_MODE_BEGINNER);
  const SyCatalog *catalog = sy_catalog_get (SY_EDITION_SECOND);

  play_until (&t, SY_PHASE_FINAL_ACTION, 5, 500);
  g_assert_cmpint (t.phase, ==, SY_PHASE_FINAL_ACTION);
  for (guint p = 0; p < 2; p++)
    sy_yard_init (&t.players[p].yard, catalog);
  return t;
}

static SyEvent
one_part (SyPartKind kind,
          guint      slot,
          guint      row,
          gboolean   blank)
{
  SyEvent e = { .type = SY_EVENT_BUILD, .n_parts = 1 };

  e.parts[0] = (SyBoughtPart) { .part = { .kind = kind, .blank = blank }, .row = row, .slot = slot };
  return e;
}

/* "Lodní díly můžete kupovat (během běžných tahů, závěrečné akce a během
 * poslední šance), i pokud již tyto díly nejsou vůbec k dispozici a jejich
 * hromádka je prázdná. Pokud není k dispozici lodní díl, který si chcete
 * koupit, můžete jej koupit zdarma" (second edition, Konec hry; first
 * edition p. 10 likewise). A stack can therefore run out in the final
 * action and the last chance, and a stand-in is free only once none of
 * its kind is left: before the stack runs out, it is refused. */
static void
test_stack_runs_out_late (void)
{
  SyTable t = table_at_final_actions ();
  SyEvent stern_out = { .type = SY_EVENT_STACK_EMPTY, .kind = SY_PART_STERN };
  SyEvent middle_out = { .type = SY_EVENT_STACK_EMPTY, .kind = SY_PART_MIDDLE };
  SyEvent blank_stern = one_part (SY_PART_STERN, 2, 4, TRUE);
  SyEvent build = { .type = SY_EVENT_BUILD, .n_parts = 2 };
  SyEvent crew = { .type = SY_EVENT_CREW, .steps = 1 };
  guint money;

  /* The final action: a bow and a middle, the last middle of its stack
   * laid out after the purchase. */
  build.parts[0] = (SyBoughtPart) { .part = { .kind = SY_PART_BOW }, .row = 0, .slot = 0 };
  build.parts[1] = (SyBoughtPart) { .part = { .kind = SY_PART_MIDDLE }, .row = 0, .slot = 1 };
  apply_ok (&t, &build);
  apply_ok (&t, &middle_out);
  g_assert_true (t.stack_empty[SY_PART_MIDDLE]);
  end_turn (&t);
  apply_ok (&t, &crew);
  end_turn (&t);

  /* The last chance: the start player needs exactly one stern. */
  g_assert_cmpint (t.phase, ==, SY_PHASE_LAST_CHANCE);
  g_assert_cmpuint (t.current, ==, 0);

  /* "Tuto šanci dostanete pouze tehdy, pokud můžete loď dokončit jedním
   * jediným dílem": one part, never two; the offer has five rows. */
  {
    SyEvent two = one_part (SY_PART_STERN, 2, 0, FALSE);

    two.n_parts = 2;
    two.parts[1] = (SyBoughtPart) { .part = { .kind = SY_PART_BOW }, .row = 0, .slot = 4 };
    apply_refused (&t, &two);
    two = one_part (SY_PART_STERN, 2, 5, FALSE);
    apply_refused (&t, &two);
  }

  /* No stand-in while the stern stack lasts. */
  apply_refused (&t, &blank_stern);
  apply_ok (&t, &stern_out);
  apply_refused (&t, &stern_out);          /* it runs out once */

  /* Then free, from whatever row. */
  money = t.players[0].money;
  apply_ok (&t, &blank_stern);
  g_assert_cmpuint (t.players[0].money, ==, money);
  g_assert_cmpuint (sy_table_list_finished (&t, NULL), ==, 1);
}

/* The first edition's track: "Jakmile je vedoucí kartička opět umístěna na
 * startovní políčko (tj. jedno políčko před tmavším políčkem), provedly
 * kartičky akcí okruh kolem přehledu akcí. Když hráč přesune vedoucí
 * kartičku na startovní políčko, tak nejprve dokončí svůj tah. Poté posune
 * ukazatel kola o jedno políčko dolů" (p. 5), and step 1 moves the card
 * "na první prázdné políčko ... před všemi ostatními akcemi", the lead
 * itself "přesně o jedno políčko vpřed" (p. 3): each step 1 moves the lead
 * one space, so a lap is 23 moves of the 23-space track. The marker starts
 * on the space of the player count and the game ends on the last: as many
 * laps as players, 23 moves each, so every player has 23 turns with a
 * step 1 — "odehráli všichni hráči tolik tahů, kolik je políček na nabídce
 * akcí, tj. 23" (p. 8) — besides the first turn(s) of the game, which skip
 * step 1 (three or four players: one; two players: two). */
static void
check_first_edition_length (guint n_players,
                            guint opening_turns)
{
  SyTable t = new_table (SY_EDITION_FIRST, n_players, SY_CONTRACT_MODE_ADVANCED);
  guint spaces = sy_catalog_get (SY_EDITION_FIRST)->track_spaces;

  g_assert_cmpuint (spaces, ==, 23);
  play_until (&t, SY_PHASE_FINAL_ACTION, 0, 1000);
  g_assert_cmpint (t.phase, ==, SY_PHASE_FINAL_ACTION);
  g_assert_cmpuint (t.rounds, ==, n_players);
  for (guint p = 0; p < n_players; p++)
    g_assert_cmpuint (t.players[p].turns, ==, 23 + opening_turns);
}

static void
test_first_edition_laps (void)
{
  SyTable t = new_table (SY_EDITION_FIRST, 3, SY_CONTRACT_MODE_ADVANCED);
  SyEvent lap = { .type = SY_EVENT_ROUND_END };
  guint turns = 0;

  check_first_edition_length (2, 2);
  check_first_edition_length (3, 1);
  check_first_edition_length (4, 1);

  /* Nobody enters the lap's end: a log that says the lead card reached
   * the start before it did is refused. */
  for (guint i = 0; i < 3; i++)
    simple_turn (&t);
  apply_refused (&t, &lap);
  g_assert_false (sy_table_may_enter_round_end (&t));

  /* Step 1 is the start of a turn: after the three first turns, the
   * fourth turn's move is made. 21 turns more make 22 moves: the lead is
   * one space short of the start. */
  g_assert_cmpuint (t.lead_moves, ==, 1);
  while (t.lead_moves < 22)
    {
      simple_turn (&t);
      turns++;
    }
  g_assert_cmpuint (turns, ==, 21);
  g_assert_cmpuint (t.track.space[0], ==, 22);
  g_assert_false (sy_table_round_ends_this_turn (&t));
  simple_turn (&t);
  /* The 23rd move put the lead card on the starting space: the turn goes
   * on, and the marker moves when it ends. */
  g_assert_cmpuint (t.track.space[0], ==, 0);
  g_assert_true (sy_table_round_ends_this_turn (&t));
  g_assert_cmpuint (t.rounds, ==, 0);
  /* A log of an older version, which entered it, is taken here once. */
  {
    SyTable older = t;

    apply_ok (&older, &lap);
    apply_refused (&older, &lap);
  }
  simple_turn (&t);
  g_assert_cmpuint (t.rounds, ==, 1);
  g_assert_false (sy_table_round_ends_this_turn (&t));
}

static SyEvent
hire_of (SyEmployee employee)
{
  SyEvent e = { .type = SY_EVENT_HIRE, .steps = 1, .employee = employee };

  return e;
}

/* The colours the rulebooks give: "si hráč bere inženýra (hnědá karta)
 * nebo náboráře (zelená karta)" (first edition, Najímání zaměstnanců);
 * "4 náboráře (zelené) a 4 inženýry (šedé)" (second edition, setup). The
 * kinds are told apart by colour ("několik barevně rozlišených druhů").
 * The merchants' points: "Zaměstnanci: 5 bodů (1 + 3 za ocel a 1 za uhlí)"
 * (first edition's end-game example): level I 1, level II 3. */
static void
test_employee_printed (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  const SyCatalog *catalog = sy_catalog_get (SY_EDITION_SECOND);
  const SyCatalog *first = sy_catalog_get (SY_EDITION_FIRST);
  SyEmployee engineer = { .kind = SY_EMPLOYEE_ENGINEER, .item = catalog->equipment_ring[0] };
  SyEmployee recruiter = { .kind = SY_EMPLOYEE_RECRUITER, .item = SY_ITEM_CAPTAIN, .colour = 1 };
  SyEmployee merchant = { .kind = SY_EMPLOYEE_MERCHANT, .good = 0, .level = 1, .colour = 3, .points = 1 };
  SyEmployee helmsman = { .kind = SY_EMPLOYEE_HELMSMAN, .colour = 4 };
  SyEvent e;

  g_assert_cmpstr (catalog->employee_colours[sy_employee_kind_colour (SY_EMPLOYEE_ENGINEER)], ==, "grey");
  g_assert_cmpstr (first->employee_colours[sy_employee_kind_colour (SY_EMPLOYEE_ENGINEER)], ==, "brown");
  g_assert_cmpstr (catalog->employee_colours[sy_employee_kind_colour (SY_EMPLOYEE_RECRUITER)], ==, "green");
  g_assert_cmpstr (first->employee_colours[sy_employee_kind_colour (SY_EMPLOYEE_RECRUITER)], ==, "green");
  g_assert_cmpuint (sy_employee_merchant_points (1), ==, 1);
  g_assert_cmpuint (sy_employee_merchant_points (2), ==, 3);

  choose (&t, SY_ACTION_EMPLOYEES);
  /* A green engineer, a grey recruiter, a grey helmsman, a merchant of
   * level I with 3 points, a helmsman with points: refused. */
  e = hire_of (engineer);
  e.employee.colour = 1;
  apply_refused (&t, &e);
  e = hire_of (recruiter);
  e.employee.colour = 0;
  apply_refused (&t, &e);
  e = hire_of (helmsman);
  e.employee.colour = 0;
  apply_refused (&t, &e);
  e = hire_of (merchant);
  e.employee.points = 3;
  apply_refused (&t, &e);
  e = hire_of (helmsman);
  e.employee.points = 1;
  apply_refused (&t, &e);

  /* The merchant as printed: taken, and from then on the game knows the
   * merchants' colour, for every player; the engineers' it always knew. */
  g_assert_cmpuint (sy_table_employee_colour (&t, SY_EMPLOYEE_MERCHANT), ==, SY_EMPLOYEE_COLOUR_PRINTED);
  g_assert_cmpuint (sy_table_employee_colour (&t, SY_EMPLOYEE_ENGINEER), ==, 0);
  e = hire_of (merchant);
  apply_ok (&t, &e);
  g_assert_cmpuint (sy_table_employee_colour (&t, SY_EMPLOYEE_MERCHANT), ==, 3);
  end_turn (&t);

  /* Another player's level I merchant of another good, in another colour:
   * refused; in the merchants' colour: taken. */
  choose (&t, SY_ACTION_CREW);
  perform (&t, SY_ACTION_CREW);
  e = hire_of (merchant);
  e.bonus = TRUE;
  e.employee.good = 1;
  e.employee.colour = 2;
  apply_refused (&t, &e);
  e.employee.colour = 3;
  apply_ok (&t, &e);
}

/* The engine's refusals, each leaving the table as it was. */
static void
test_refusals (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyEvent end = { .type = SY_EVENT_END_TURN };

  /* "Jakmile získáte příjem, musíte provést svou vybranou akci": not
   * before the action. */
  choose (&t, SY_ACTION_BUILD);
  apply_refused (&t, &end);

  /* Build Ships: the offer's rows are priced "0, 1, 1, 2, 2" from the
   * bottom; there is no sixth. */
  {
    SyEvent past = one_part (SY_PART_BOW, 0, 5, FALSE);

    apply_refused (&t, &past);
  }

  /* "Loď ovšem musí opustit vaši loděnici v tahu, ve kterém ji dokončíte":
   * not with a finished ship in the yard. */
  {
    SyEvent ship = small_ship_event (&t, 1, 0);
    SyPlayerState *p = &t.players[0];
    SyCanalTile straight = { .shape = "straight" };
    SyEvent launch = { .type = SY_EVENT_LAUNCH, .slot = ship.parts[0].slot, .sails = TRUE };

    apply_ok (&t, &ship);
    apply_refused (&t, &end);

    /* "Musíte vždy využít celou rychlost své lodi": a captain and a sail
     * make speed 1 + 1 = 2 (no steam); a cruise of 1 step is refused. Two
     * straight tiles north to south give room for it. */
    p->supply.count[SY_ITEM_CAPTAIN] = 1;
    p->supply.count[SY_ITEM_SAIL] = 1;
    g_assert_true (sy_canals_place (&p->canals, sy_canal_palette_get_default (), 0, 0, &straight, NULL));
    g_assert_true (sy_canals_place (&p->canals, sy_canal_palette_get_default (), 0, 1, &straight, NULL));
    launch.fitting.load.count[SY_ITEM_CAPTAIN] = 1;
    launch.fitting.load.count[SY_ITEM_SAIL] = 1;
    g_assert_cmpuint (sy_fitting_get_speed (&launch.fitting, SY_EDITION_SECOND), ==, 2);
    launch.route.start = (SyCanalSpot) { 0, 0, 1 };
    launch.route.n_steps = 1;
    launch.route.steps[0] = (SyCanalSpot) { 0, 0, 4 };
    apply_refused (&t, &launch);
    launch.route.n_steps = 2;
    launch.route.steps[1] = (SyCanalSpot) { 0, 0, 7 };
    apply_ok (&t, &launch);
    g_assert_cmpuint (p->score, ==, 1 + 2);
    end_turn (&t);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/rules/hire-counts-income", test_hire_counts_income);
  g_test_add_func ("/engine/rules/stack-runs-out-late", test_stack_runs_out_late);
  g_test_add_func ("/engine/rules/first-edition-laps", test_first_edition_laps);
  g_test_add_func ("/engine/rules/employee-printed", test_employee_printed);
  g_test_add_func ("/engine/rules/refusals", test_refusals);

  return g_test_run ();
}
