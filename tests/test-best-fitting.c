/* test-best-fitting.c: the fitting that scores the most for a ship
 *
 * Worked values are worked out by hand in comments from the rulebooks'
 * scoring ("Bodování zkušební plavby" in the second edition, "Slavnostní
 * plavba" in the first); the searches are checked against the plain
 * enumeration of every fitting.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ship-cases.h"

static void
test_best_plain (void)
{
  SyShip ship = { .edition = SY_EDITION_SECOND, .n_parts = 4 };
  SySupply supply = { 0 };
  SyBestFitting best;
  g_autofree char *why = NULL;

  /* 2 sail-or-smokestack mounts, 1 cannon mount, 1 cabin, 1 stoker cabin.
   * Supply: 2 sails, 2 smokestacks, 2 cannons, 1 crane, 2 captains, 1
   * businessman, 2 stokers. With no canals known, worked by hand: a
   * smokestack, a stoker and a sail (or two smokestacks) give steam 5;
   * 1 cannon (2); the captain and one more in the cabin (2): 9. */
  ship.symbols[SY_SYMBOL_RIGGING_MOUNT] = 2;
  ship.symbols[SY_SYMBOL_CANNON_MOUNT] = 1;
  ship.symbols[SY_SYMBOL_CABIN] = 1;
  ship.symbols[SY_SYMBOL_STOKER_CABIN] = 1;
  supply.count[SY_ITEM_SAIL] = 2;
  supply.count[SY_ITEM_SMOKESTACK] = 2;
  supply.count[SY_ITEM_CANNON] = 2;
  supply.count[SY_ITEM_CRANE] = 1;
  supply.count[SY_ITEM_CAPTAIN] = 2;
  supply.count[SY_ITEM_BUSINESSMAN] = 1;
  supply.count[SY_ITEM_STOKER] = 2;

  sy_ship_find_best_fitting (&ship, &supply, NULL, NULL, NULL, &best);
  g_assert_cmpint (best.score.failure, ==, SY_SHIP_SCORES);
  g_assert_cmpuint (best.score.speed, ==, 5);
  g_assert_cmpuint (best.score.crew, ==, 2);
  g_assert_cmpuint (best.score.cannons_cranes, ==, 2);
  g_assert_cmpuint (best.score.total, ==, 9);
  g_assert_true (sy_fitting_check (&best.fitting, &ship, &supply, NULL, NULL));

  g_assert_cmpuint (best.left.count[SY_ITEM_CANNON], ==, 1);
  g_assert_cmpint (best.reasons[SY_ITEM_CANNON], ==, SY_LEFT_NO_ROOM);
  g_assert_cmpint (best.reasons[SY_ITEM_CRANE], ==, SY_LEFT_NO_ROOM);
  g_assert_cmpint (best.reasons[SY_ITEM_STOKER], ==, SY_LEFT_NO_ROOM);
  why = sy_best_fitting_explain (&best, SY_EDITION_SECOND, SY_ITEM_CANNON);
  g_assert_nonnull (strstr (why, "no mount"));
  g_assert_null (sy_best_fitting_explain (&best, SY_EDITION_SECOND, SY_ITEM_SOLDIER));
}

static void
test_best_with_canals (void)
{
  SyShip ship = { .edition = SY_EDITION_SECOND, .n_parts = 5 };
  SySupply supply = { 0 };
  Canals canals = { 0 };
  SyCruiseOracle oracle = { canals_routes, &canals };
  SyCruiseOption a = { { 0, }, 4 }, b = { { 0, }, 3 }, c = { { 0, }, 0 };
  SyBestFitting best;

  /* 3 sail-or-smokestack mounts, a cannon and a crane mount, 2 cabins, a
   * stoker cabin, a lifebuoy. Supply: 3 sails, a smokestack, a stoker,
   * a captain, 2 businessmen, 2 soldiers, a cannon, a crane.
   * Canals: speed 4 enters the soldier official once, riband 4; speed 3
   * enters the businessman official twice, riband 3; speed 6 enters the
   * lifebuoy official once. By hand:
   *   speed 4: 2 soldiers; crew 3 + 4 + 4 + (1 × 3 + 4) = 18
   *   speed 3: 2 businessmen; crew 3 + 4 + 3 + (2 × 3 + 3) = 19
   *   speed 6: crew 3 + 4 + 6 + 1 = 14
   * so speed 3, made with the fewest pieces: two sails. */
  ship.symbols[SY_SYMBOL_RIGGING_MOUNT] = 3;
  ship.symbols[SY_SYMBOL_CANNON_MOUNT] = 1;
  ship.symbols[SY_SYMBOL_CRANE_MOUNT] = 1;
  ship.symbols[SY_SYMBOL_CABIN] = 2;
  ship.symbols[SY_SYMBOL_STOKER_CABIN] = 1;
  ship.symbols[SY_SYMBOL_LIFEBUOY] = 1;
  supply.count[SY_ITEM_SAIL] = 3;
  supply.count[SY_ITEM_SMOKESTACK] = 1;
  supply.count[SY_ITEM_STOKER] = 1;
  supply.count[SY_ITEM_CAPTAIN] = 1;
  supply.count[SY_ITEM_BUSINESSMAN] = 2;
  supply.count[SY_ITEM_SOLDIER] = 2;
  supply.count[SY_ITEM_CANNON] = 1;
  supply.count[SY_ITEM_CRANE] = 1;
  a.entries[SY_OFFICIAL_SOLDIER] = 1;
  b.entries[SY_OFFICIAL_BUSINESSMAN] = 2;
  c.entries[SY_OFFICIAL_LIFEBUOY] = 1;
  canals_add (&canals, 4, &a);
  canals_add (&canals, 3, &b);
  canals_add (&canals, 6, &c);

  sy_ship_find_best_fitting (&ship, &supply, NULL, &oracle, NULL, &best);
  g_assert_cmpuint (best.score.total, ==, 19);
  g_assert_cmpuint (best.score.speed, ==, 3);
  g_assert_cmpuint (best.score.officials[SY_OFFICIAL_BUSINESSMAN], ==, 6);
  g_assert_cmpuint (best.fitting.load.count[SY_ITEM_BUSINESSMAN], ==, 2);
  g_assert_cmpuint (best.fitting.load.count[SY_ITEM_SOLDIER], ==, 0);
  g_assert_cmpuint (sy_supply_total (&best.fitting.load), ==, 1 + 2 + 2 + 1 + 1);
  g_assert_cmpint (best.reasons[SY_ITEM_SOLDIER], ==, SY_LEFT_NO_ROOM);
  g_assert_cmpint (best.reasons[SY_ITEM_SAIL], ==, SY_LEFT_NO_GAIN);
}

static void
test_best_short_canals (void)
{
  SyShip ship = { .edition = SY_EDITION_FIRST, .n_parts = 3 };
  SySupply supply = { 0 };
  Canals canals = { 0 };
  SyCruiseOracle oracle = { canals_routes, &canals };
  SyCruiseOption one = { { 0, }, 1 };
  SyBestFitting best;
  g_autofree char *why = NULL;

  /* Canals with a single step: the sails stay, since speed 2 has no route. */
  ship.symbols[SY_SYMBOL_RIGGING_MOUNT] = 2;
  supply.count[SY_ITEM_SAIL] = 2;
  supply.count[SY_ITEM_CAPTAIN] = 1;
  canals_add (&canals, 1, &one);

  sy_ship_find_best_fitting (&ship, &supply, NULL, &oracle, NULL, &best);
  g_assert_cmpuint (best.score.total, ==, 1 + 1 + 1);
  g_assert_cmpuint (best.fitting.load.count[SY_ITEM_SAIL], ==, 0);
  g_assert_cmpint (best.reasons[SY_ITEM_SAIL], ==, SY_LEFT_CANALS);
  why = sy_best_fitting_explain (&best, SY_EDITION_SECOND, SY_ITEM_SAIL);
  g_assert_nonnull (strstr (why, "route"));

  /* No route at all: the ship fails and nothing is wasted on it. */
  memset (&canals, 0, sizeof canals);
  sy_ship_find_best_fitting (&ship, &supply, NULL, &oracle, NULL, &best);
  g_assert_cmpint (best.score.failure, ==, SY_SHIP_CANALS_TOO_SHORT);
  g_assert_cmpuint (sy_supply_total (&best.fitting.load), ==, 0);
  g_assert_cmpint (best.reasons[SY_ITEM_CAPTAIN], ==, SY_LEFT_SHIP_FAILS);
}

static void
test_best_no_captain (void)
{
  SyShip ship = roomy_ship (SY_EDITION_SECOND);
  SySupply supply = plenty ();
  SyBestFitting best;
  g_autofree char *why = NULL;

  supply.count[SY_ITEM_CAPTAIN] = 0;
  sy_ship_find_best_fitting (&ship, &supply, NULL, NULL, NULL, &best);
  g_assert_cmpint (best.score.failure, ==, SY_SHIP_NO_CAPTAIN);
  g_assert_cmpuint (sy_supply_total (&best.fitting.load), ==, 0);
  g_assert_cmpuint (best.left.count[SY_ITEM_SAIL], ==, 9);
  why = sy_best_fitting_explain (&best, SY_EDITION_SECOND, SY_ITEM_SAIL);
  g_assert_nonnull (strstr (why, "captain"));
}

static void
test_best_keep_back (void)
{
  SyShip ship = roomy_ship (SY_EDITION_SECOND);
  SySupply supply = { 0 };
  SyFittingRequest request = { 0 };
  SyBestFitting best;

  supply.count[SY_ITEM_CAPTAIN] = 1;
  supply.count[SY_ITEM_CANNON] = 2;
  request.keep_back.count[SY_ITEM_CANNON] = 1;
  sy_ship_find_best_fitting (&ship, &supply, NULL, NULL, &request, &best);
  g_assert_cmpuint (best.fitting.load.count[SY_ITEM_CANNON], ==, 1);
  g_assert_cmpint (best.reasons[SY_ITEM_CANNON], ==, SY_LEFT_KEPT_BACK);
}

static double
soldiers_goal (const SyShip    *ship,
               const SyFitting *fitting,
               gpointer         user_data)
{
  return 3.0 * fitting->load.count[SY_ITEM_SOLDIER];
}

static void
test_best_goal (void)
{
  SyShip ship = { .edition = SY_EDITION_SECOND, .n_parts = 3 };
  SySupply supply = { 0 };
  SyFittingRequest request = { .goal = soldiers_goal };
  SyBestFitting best;

  /* One cabin, a businessman and a soldier: the ship's points are equal,
   * the goal (a contract paying for soldiers) picks the soldier. */
  ship.symbols[SY_SYMBOL_CABIN] = 1;
  supply.count[SY_ITEM_CAPTAIN] = 1;
  supply.count[SY_ITEM_BUSINESSMAN] = 1;
  supply.count[SY_ITEM_SOLDIER] = 1;

  sy_ship_find_best_fitting (&ship, &supply, NULL, NULL, &request, &best);
  g_assert_cmpuint (best.fitting.load.count[SY_ITEM_SOLDIER], ==, 1);
  g_assert_cmpuint (best.fitting.load.count[SY_ITEM_BUSINESSMAN], ==, 0);
  g_assert_cmpfloat (best.goal_value, ==, 3.0);
  g_assert_cmpuint (best.score.total, ==, 2 + 1);
}

static void
test_best_designers (void)
{
  SyShip ship = { .edition = SY_EDITION_SECOND, .n_parts = 3 };
  SySupply supply = { 0 };
  SyShipEmployees employees = { 0 };
  SyBestFitting best;

  /* No mounts but a stoker cabin; a designer "+1 stoker" and one of
   * smokestacks: 2 smokestacks and 2 stokers, steam 4 + 1 + 1 = 6,
   * and a helmsman: 7. */
  ship.symbols[SY_SYMBOL_STOKER_CABIN] = 1;
  employees.designers[SY_ITEM_STOKER] = 1;
  employees.designers[SY_ITEM_SMOKESTACK] = 1;
  employees.helmsmen = 1;
  supply.count[SY_ITEM_CAPTAIN] = 1;
  supply.count[SY_ITEM_STOKER] = 3;
  supply.count[SY_ITEM_SMOKESTACK] = 3;

  sy_ship_find_best_fitting (&ship, &supply, &employees, NULL, NULL, &best);
  g_assert_cmpuint (best.fitting.load.count[SY_ITEM_STOKER], ==, 2);
  g_assert_cmpuint (best.fitting.load.count[SY_ITEM_SMOKESTACK], ==, 2);
  g_assert_cmpuint (best.score.speed, ==, 7);
  g_assert_cmpuint (best.score.total, ==, 1 + 7);
}

/* A goal of random weights, as a player's contracts may value any piece,
 * with a bonus once a kind of piece reaches a number (as a contract card
 * pays once the fleet carries enough). Every third one counts in tenths and
 * thirds, whose sums round. Each grows with every piece. */
typedef struct {
  double weights[SY_N_ITEMS];
  SyItem bonus_item;
  guint bonus_at;
  double bonus;
} RandomGoal;

static double
random_goal (const SyShip    *ship,
             const SyFitting *fitting,
             gpointer         user_data)
{
  const RandomGoal *goal = user_data;
  double value = 0;

  for (guint k = 0; k < SY_N_ITEMS; k++)
    value += goal->weights[k] * fitting->load.count[k];
  if (fitting->load.count[goal->bonus_item] >= goal->bonus_at)
    value += goal->bonus;
  return value;
}

/* The best over every fitting there is, by plain enumeration: the ship's
 * points, plus @goal's value of the fitting when there is a goal (only a
 * ship that scores serves it); @pieces_out gets the fewest pieces a
 * fitting worth that much carries. */
static double
brute_best (const SyShip          *ship,
            const SySupply        *supply,
            const SyShipEmployees *employees,
            const SyCruiseOracle  *canals,
            SyFittingGoalFunc      goal,
            gpointer               goal_data,
            guint                 *pieces_out)
{
  double best = 0;
  guint best_pieces = G_MAXUINT;
  guint n[SY_N_ITEMS];
  guint total = 1;

  for (guint k = 0; k < SY_N_ITEMS; k++)
    {
      n[k] = supply->count[k] + 1;
      total *= n[k];
    }

  for (guint code = 0; code < total; code++)
    {
      SyFitting f = { 0 };
      guint rest = code;

      for (guint k = 0; k < SY_N_ITEMS; k++)
        {
          f.load.count[k] = rest % n[k];
          rest /= n[k];
        }
      for (f.helmsman_bonus = 0; f.helmsman_bonus <= employees->helmsmen; f.helmsman_bonus++)
        for (f.rigger_pairs = 0;
             f.rigger_pairs <= employees->riggers * (f.load.count[SY_ITEM_SAIL] / 2);
             f.rigger_pairs++)
          {
            SyShipScore score;
            double value;
            guint pieces = sy_supply_total (&f.load);

            if (!sy_fitting_check (&f, ship, supply, employees, NULL))
              continue;
            sy_ship_score (ship, &f, canals, &score);
            if (score.failure != SY_SHIP_SCORES)
              continue;
            value = score.total + (goal != NULL ? goal (ship, &f, goal_data) : 0);
            if (value > best || (value == best && pieces < best_pieces))
              {
                best = value;
                best_pieces = pieces;
              }
          }
    }

  *pieces_out = best_pieces;
  return best;
}

/* A ship with its owner's supply, employees and canals. */
typedef struct {
  SyShip ship;
  SySupply supply;
  SyShipEmployees employees;
  Canals canals;
  SyCruiseOracle oracle;
} Case;

/* A random ship of three parts (a few of each symbol), supply, employees
 * and canals: small enough to enumerate every fitting. */
static void
random_case (GRand     *rand,
             SyEdition  edition,
             Case      *c)
{
  const SyCatalog *catalog = sy_catalog_get (edition);
  SyShip *ship = &c->ship;
  SySupply *supply = &c->supply;
  SyShipEmployees *employees = &c->employees;

  memset (c, 0, sizeof *c);
  ship->edition = edition;
  ship->n_parts = 3;
  c->oracle = (SyCruiseOracle) { canals_routes, &c->canals };

  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (catalog->has_symbol[s])
      ship->symbols[s] = g_rand_int_range (rand, 0, 3);
  for (guint k = 0; k < SY_N_ITEMS; k++)
    if (catalog->has_item[k])
      supply->count[k] = g_rand_int_range (rand, 0, 3);
  supply->count[SY_ITEM_CAPTAIN] = g_rand_int_range (rand, 1, 3);
  if (g_rand_boolean (rand))
    employees->designers[g_rand_int_range (rand, 0, SY_N_ITEMS)] = 1;
  if (catalog->any_crew_extra > 0 && g_rand_int_range (rand, 0, 4) == 0)
    employees->crew_designers = 1;
  employees->helmsmen = g_rand_int_range (rand, 0, 2);
  employees->riggers = g_rand_int_range (rand, 0, 2);
  if (!catalog->has_item[SY_ITEM_STOKER])
    employees->designers[SY_ITEM_STOKER] = 0;
  if (!catalog->has_item[SY_ITEM_PROPELLER])
    employees->designers[SY_ITEM_PROPELLER] = 0;

  for (guint speed = 1; speed < 14; speed++)
    {
      guint routes = g_rand_int_range (rand, 0, 3);

      for (guint r = 0; r < routes; r++)
        {
          SyCruiseOption option = { { 0, }, g_rand_int_range (rand, 0, speed + 1) };

          for (guint o = 0; o < SY_N_OFFICIALS; o++)
            option.entries[o] = g_rand_int_range (rand, 0, 3);
          canals_add (&c->canals, speed, &option);
        }
    }
}

/* The best fitting serving @request's goal against the enumeration: the
 * most points and goal together, with the fewest pieces. */
static void
assert_goal_best (const SyShip           *ship,
                  const SySupply         *supply,
                  const SyShipEmployees  *employees,
                  const SyCruiseOracle   *oracle,
                  const SyFittingRequest *request)
{
  SyBestFitting best;
  SySupply avail = *supply;
  guint pieces;
  double expected;

  /* What is kept back is not there for the enumeration. */
  for (guint k = 0; k < SY_N_ITEMS; k++)
    avail.count[k] -= MIN (avail.count[k], request->keep_back.count[k]);
  expected = brute_best (ship, &avail, employees, oracle, request->goal, request->goal_data, &pieces);

  sy_ship_find_best_fitting (ship, supply, employees, oracle, request, &best);
  if (best.score.failure == SY_SHIP_SCORES)
    {
      g_assert_cmpfloat (best.score.total + best.goal_value, ==, expected);
      g_assert_cmpfloat (best.goal_value, ==,
                         request->goal (ship, &best.fitting, request->goal_data));
      g_assert_cmpuint (sy_supply_total (&best.fitting.load), ==, pieces);
      g_assert_true (sy_fitting_check (&best.fitting, ship, supply, employees, NULL));
    }
  else
    g_assert_cmpfloat (expected, ==, 0);
}

static void
test_best_against_enumeration (void)
{
  GRand *rand = g_rand_new_with_seed (1870);

  for (guint round = 0; round < 60; round++)
    {
      Case c;
      SyFittingRequest request = { .goal = contracts_like_goal };
      SyBestFitting best;
      guint pieces;

      random_case (rand, round % 2 ? SY_EDITION_SECOND : SY_EDITION_FIRST, &c);

      sy_ship_find_best_fitting (&c.ship, &c.supply, &c.employees, &c.oracle, NULL, &best);
      g_assert_cmpfloat (best.score.total, ==,
                         brute_best (&c.ship, &c.supply, &c.employees, &c.oracle, NULL, NULL, &pieces));
      if (best.score.failure == SY_SHIP_SCORES)
        g_assert_true (sy_fitting_check (&best.fitting, &c.ship, &c.supply, &c.employees, NULL));

      /* Serving a goal, the best of points and goal together. */
      assert_goal_best (&c.ship, &c.supply, &c.employees, &c.oracle, &request);
    }

  g_rand_free (rand);
}

/* The search that serves a goal skips the sets of pieces and the speeds
 * that cannot win, by bounds that hold only because the goal never falls
 * when a piece is added: random goals of that kind, some in fractions,
 * some pieces kept back, some ships without canals, all against the
 * enumeration. */
static void
test_best_goal_against_enumeration (void)
{
  GRand *rand = g_rand_new_with_seed (1927);

  for (guint round = 0; round < 300; round++)
    {
      Case c;
      RandomGoal goal = { { 0, }, 0 };
      SyFittingRequest request = { .goal = random_goal, .goal_data = &goal };
      double unit = round % 3 == 2 ? (round % 2 ? 0.1 : 1.0 / 3) : 1.0;

      random_case (rand, round % 2 ? SY_EDITION_SECOND : SY_EDITION_FIRST, &c);
      for (guint k = 0; k < SY_N_ITEMS; k++)
        goal.weights[k] = g_rand_int_range (rand, 0, 4) * unit;
      goal.bonus_item = g_rand_int_range (rand, 0, SY_N_ITEMS);
      goal.bonus_at = g_rand_int_range (rand, 1, 3);
      goal.bonus = g_rand_int_range (rand, 0, 6) * unit;
      if (g_rand_int_range (rand, 0, 4) == 0)
        request.keep_back.count[g_rand_int_range (rand, 0, SY_N_ITEMS)] = 1;

      assert_goal_best (&c.ship, &c.supply, &c.employees, round % 5 == 4 ? NULL : &c.oracle, &request);
    }

  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/ship/best/plain", test_best_plain);
  g_test_add_func ("/engine/ship/best/canals", test_best_with_canals);
  g_test_add_func ("/engine/ship/best/short-canals", test_best_short_canals);
  g_test_add_func ("/engine/ship/best/no-captain", test_best_no_captain);
  g_test_add_func ("/engine/ship/best/keep-back", test_best_keep_back);
  g_test_add_func ("/engine/ship/best/goal", test_best_goal);
  g_test_add_func ("/engine/ship/best/designers", test_best_designers);
  g_test_add_func ("/engine/ship/best/against-enumeration", test_best_against_enumeration);
  g_test_add_func ("/engine/ship/best/goal-against-enumeration", test_best_goal_against_enumeration);

  return g_test_run ();
}
