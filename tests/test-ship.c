/* test-ship.c: fitting a finished ship, its speed and its points
 *
 * Worked values come from the rulebooks' examples ("Rychlost", "Bodování
 * zkušební plavby" in the second edition, "Slavnostní plavba" in the first,
 * the employees appendix of both) or are worked out by hand in comments.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ship-cases.h"

static SyFitting
fitting_of (guint sails, guint stacks, guint engines, SyEdition edition)
{
  SyFitting fitting = { 0 };

  fitting.load.count[SY_ITEM_SAIL] = sails;
  fitting.load.count[SY_ITEM_SMOKESTACK] = stacks;
  fitting.load.count[edition == SY_EDITION_FIRST ? SY_ITEM_PROPELLER : SY_ITEM_STOKER] = engines;
  fitting.load.count[SY_ITEM_CAPTAIN] = 1;
  return fitting;
}

static void
test_speed_worked (void)
{
  for (SyEdition e = SY_EDITION_FIRST; e <= SY_EDITION_SECOND; e++)
    {
      SyFitting f;

      /* The rulebooks' pictures: a smokestack, a stoker (propeller) and two
       * sails make 6; two smokestacks and a sail without a stoker make 3;
       * a captain alone sails at 1. */
      f = fitting_of (2, 1, 1, e);
      g_assert_cmpuint (sy_fitting_get_speed (&f, e), ==, 6);
      f = fitting_of (1, 2, 0, e);
      g_assert_cmpuint (sy_fitting_get_speed (&f, e), ==, 3);
      f = fitting_of (0, 0, 0, e);
      g_assert_cmpuint (sy_fitting_get_speed (&f, e), ==, 1);
    }
}

static void
test_speed_rules (void)
{
  SyFitting f;

  /* Full steam: 4 + 2 more smokestacks + 1 more stoker + 1 sail = 8. */
  f = fitting_of (1, 3, 2, SY_EDITION_SECOND);
  g_assert_cmpuint (sy_fitting_get_speed (&f, SY_EDITION_SECOND), ==, 8);
  /* No smokestack: 1 + 2 sails + 2 stokers = 5. */
  f = fitting_of (2, 0, 2, SY_EDITION_SECOND);
  g_assert_cmpuint (sy_fitting_get_speed (&f, SY_EDITION_SECOND), ==, 5);
  /* No stoker: 1 + one pair of three smokestacks = 2. */
  f = fitting_of (0, 3, 0, SY_EDITION_SECOND);
  g_assert_cmpuint (sy_fitting_get_speed (&f, SY_EDITION_SECOND), ==, 2);
  /* A first-edition stoker does not exist: the propeller makes steam. */
  f = fitting_of (0, 1, 1, SY_EDITION_FIRST);
  g_assert_cmpuint (sy_fitting_get_speed (&f, SY_EDITION_FIRST), ==, 4);
  /* The helmsman adds 1, the rigger 1 per pair of sails counted. */
  f = fitting_of (4, 1, 1, SY_EDITION_SECOND);
  f.helmsman_bonus = 1;
  f.rigger_pairs = 2;
  g_assert_cmpuint (sy_fitting_get_speed (&f, SY_EDITION_SECOND), ==, 4 + 4 + 1 + 2);
}


static void
test_worked_second_edition_ship (void)
{
  SyShip ship = roomy_ship (SY_EDITION_SECOND);
  SyFitting f = fitting_of (2, 1, 1, SY_EDITION_SECOND);
  SyCruiseOption route = { { 0, }, 4 };
  SyShipScore score;

  /* A captain, 2 businessmen, a soldier and a stoker; a cannon and a
   * crane; speed 6. The cruise: 2 for lifebuoys, 3 for the businessman
   * official (2 businessmen and 1 crane), 4 for the Blue Riband. The
   * rulebook prints 4 + 4 + 6 = 14, a cruise of 8 and a total of 23: the
   * three cruise figures and the total agree only with a cruise of 9, so
   * the 8 is the misprint (the digest's first ambiguity). */
  ship.symbols[SY_SYMBOL_LIFEBUOY] = 2;
  f.load.count[SY_ITEM_BUSINESSMAN] = 2;
  f.load.count[SY_ITEM_SOLDIER] = 1;
  f.load.count[SY_ITEM_CANNON] = 1;
  f.load.count[SY_ITEM_CRANE] = 1;
  route.entries[SY_OFFICIAL_LIFEBUOY] = 1;
  route.entries[SY_OFFICIAL_BUSINESSMAN] = 1;

  sy_ship_score_route (&ship, &f, &route, &score);
  g_assert_cmpint (score.failure, ==, SY_SHIP_SCORES);
  g_assert_cmpuint (score.crew, ==, 4);             /* the stoker does not count */
  g_assert_cmpuint (score.cannons_cranes, ==, 4);
  g_assert_cmpuint (score.speed, ==, 6);
  g_assert_cmpuint (score.officials[SY_OFFICIAL_LIFEBUOY], ==, 2);
  g_assert_cmpuint (score.officials[SY_OFFICIAL_BUSINESSMAN], ==, 3);
  g_assert_cmpuint (score.riband, ==, 4);
  g_assert_cmpuint (score.cruise, ==, 9);
  g_assert_cmpuint (score.total, ==, 23);
}

static void
test_worked_first_edition_ship (void)
{
  SyShip ship = roomy_ship (SY_EDITION_FIRST);
  SyFitting f = fitting_of (3, 1, 1, SY_EDITION_FIRST);
  SyCruiseOption route = { { 0, }, 6 };
  SyShipScore score;

  /* A captain, 2 businessmen and a soldier; a cannon and a crane; speed 7
   * (steam 4 and 3 sails). The cruise enters the lifebuoy official twice
   * with 4 lifebuoys on board (2 × 4), the trade official once (3), and
   * the last Blue Riband pays 6: 17. In all 15 + 17 = 32. */
  ship.symbols[SY_SYMBOL_LIFEBUOY] = 4;
  f.load.count[SY_ITEM_BUSINESSMAN] = 2;
  f.load.count[SY_ITEM_SOLDIER] = 1;
  f.load.count[SY_ITEM_CANNON] = 1;
  f.load.count[SY_ITEM_CRANE] = 1;
  route.entries[SY_OFFICIAL_LIFEBUOY] = 2;
  route.entries[SY_OFFICIAL_BUSINESSMAN] = 1;

  sy_ship_score_route (&ship, &f, &route, &score);
  g_assert_cmpuint (score.crew + score.cannons_cranes + score.speed, ==, 15);
  g_assert_cmpuint (score.officials[SY_OFFICIAL_LIFEBUOY], ==, 8);
  g_assert_cmpuint (score.cruise, ==, 17);
  g_assert_cmpuint (score.total, ==, 32);
}

static void
test_conditions (void)
{
  SyShip ship = roomy_ship (SY_EDITION_SECOND);
  SyFitting f = fitting_of (1, 1, 1, SY_EDITION_SECOND);
  SyCruiseOption route = { { 0, }, 0 };
  SyShipScore score;
  Canals canals = { 0 };
  SyCruiseOracle oracle = { canals_routes, &canals };

  /* No captain: nothing, whatever else is on board. */
  f.load.count[SY_ITEM_CAPTAIN] = 0;
  f.load.count[SY_ITEM_CANNON] = 2;
  sy_ship_score_route (&ship, &f, &route, &score);
  g_assert_cmpint (score.failure, ==, SY_SHIP_NO_CAPTAIN);
  g_assert_cmpuint (score.total, ==, 0);

  /* Speed 5 and canals with routes of 4 steps at most. */
  f.load.count[SY_ITEM_CAPTAIN] = 1;
  canals_add (&canals, 4, &route);
  sy_ship_score (&ship, &f, &oracle, &score);
  g_assert_cmpint (score.failure, ==, SY_SHIP_CANALS_TOO_SHORT);
  g_assert_cmpuint (score.total, ==, 0);

  canals_add (&canals, 5, &route);
  sy_ship_score (&ship, &f, &oracle, &score);
  g_assert_cmpint (score.failure, ==, SY_SHIP_SCORES);
  g_assert_cmpuint (score.total, ==, 1 + 4 + 5);
}

static void
assert_fitting_refused (const SyFitting       *f,
                        const SyShip          *ship,
                        const SySupply        *supply,
                        const SyShipEmployees *employees,
                        const char            *words)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (sy_fitting_check (f, ship, supply, employees, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_FITTING);
  if (strstr (error->message, words) == NULL)
    g_error ("“%s” does not say “%s”", error->message, words);
}


static void
test_fitting_mounts (void)
{
  SyShip ship = { .edition = SY_EDITION_SECOND, .n_parts = 3 };
  SySupply supply = plenty ();
  SyFitting f = { 0 };

  ship.symbols[SY_SYMBOL_RIGGING_MOUNT] = 2;
  ship.symbols[SY_SYMBOL_CANNON_MOUNT] = 1;

  /* Sails and smokestacks share their mounts: 1 + 1 fits, 2 + 1 does not. */
  f.load.count[SY_ITEM_SAIL] = 1;
  f.load.count[SY_ITEM_SMOKESTACK] = 1;
  f.load.count[SY_ITEM_CANNON] = 1;
  g_assert_true (sy_fitting_check (&f, &ship, &supply, NULL, NULL));
  f.load.count[SY_ITEM_SAIL] = 2;
  assert_fitting_refused (&f, &ship, &supply, NULL, "share");

  /* A crane needs a crane mount: a cannon mount will not do. */
  f.load.count[SY_ITEM_SAIL] = 1;
  f.load.count[SY_ITEM_CANNON] = 0;
  f.load.count[SY_ITEM_CRANE] = 1;
  assert_fitting_refused (&f, &ship, &supply, NULL, "crane");

  /* Only from one's own supply. */
  f.load.count[SY_ITEM_CRANE] = 0;
  f.load.count[SY_ITEM_CANNON] = 1;
  supply.count[SY_ITEM_CANNON] = 0;
  assert_fitting_refused (&f, &ship, &supply, NULL, "cannon");
}

static void
test_fitting_cabins (void)
{
  SyShip ship = { .edition = SY_EDITION_SECOND, .n_parts = 4 };
  SySupply supply = plenty ();
  SyFitting f = { 0 };

  ship.symbols[SY_SYMBOL_CABIN] = 2;
  ship.symbols[SY_SYMBOL_STOKER_CABIN] = 1;

  /* The first captain needs no cabin; two officers take both cabins. */
  f.load.count[SY_ITEM_CAPTAIN] = 3;
  g_assert_true (sy_fitting_check (&f, &ship, &supply, NULL, NULL));
  g_assert_cmpuint (sy_fitting_get_officers (&f), ==, 2);
  f.load.count[SY_ITEM_SOLDIER] = 1;
  assert_fitting_refused (&f, &ship, &supply, NULL, "officer");

  /* The stoker cabin takes a stoker and nobody else... */
  f.load.count[SY_ITEM_CAPTAIN] = 1;
  f.load.count[SY_ITEM_SOLDIER] = 2;
  f.load.count[SY_ITEM_STOKER] = 1;
  g_assert_true (sy_fitting_check (&f, &ship, &supply, NULL, NULL));
  f.load.count[SY_ITEM_SOLDIER] = 3;
  assert_fitting_refused (&f, &ship, &supply, NULL, "cabin");

  /* ...and a stoker goes nowhere else. */
  f.load.count[SY_ITEM_SOLDIER] = 0;
  f.load.count[SY_ITEM_STOKER] = 2;
  assert_fitting_refused (&f, &ship, &supply, NULL, "stoker cabin");
}

static void
test_fitting_first_edition (void)
{
  SyShip ship = { .edition = SY_EDITION_FIRST, .n_parts = 3 };
  SySupply supply = plenty ();
  SyFitting f = { 0 };

  ship.symbols[SY_SYMBOL_CABIN] = 1;
  ship.symbols[SY_SYMBOL_PROPELLER_MOUNT] = 1;

  /* Any crew in a cabin; a propeller on its mount; no stokers at all. */
  f.load.count[SY_ITEM_CAPTAIN] = 2;
  f.load.count[SY_ITEM_PROPELLER] = 1;
  g_assert_true (sy_fitting_check (&f, &ship, &supply, NULL, NULL));
  f.load.count[SY_ITEM_PROPELLER] = 2;
  assert_fitting_refused (&f, &ship, &supply, NULL, "propeller");
  f.load.count[SY_ITEM_PROPELLER] = 0;
  f.load.count[SY_ITEM_STOKER] = 1;
  assert_fitting_refused (&f, &ship, &supply, NULL, "first edition");
}

static void
test_designers (void)
{
  SyShip ship = { .edition = SY_EDITION_SECOND, .n_parts = 3 };
  SyShip first = { .edition = SY_EDITION_FIRST, .n_parts = 3 };
  SySupply supply = plenty ();
  SyShipEmployees employees = { 0 };
  SyFitting f = { 0 };

  /* "+1 stoker": two stokers, one in the stern's stoker cabin and one by
   * the designer; a third does not fit. */
  ship.symbols[SY_SYMBOL_STOKER_CABIN] = 1;
  employees.designers[SY_ITEM_STOKER] = 1;
  f.load.count[SY_ITEM_CAPTAIN] = 1;
  f.load.count[SY_ITEM_STOKER] = 2;
  g_assert_true (sy_fitting_check (&f, &ship, &supply, &employees, NULL));
  f.load.count[SY_ITEM_STOKER] = 3;
  assert_fitting_refused (&f, &ship, &supply, &employees, "stoker");

  /* Other designers carry two of their kind with no mount at all. */
  f.load.count[SY_ITEM_STOKER] = 0;
  employees.designers[SY_ITEM_CANNON] = 1;
  f.load.count[SY_ITEM_CANNON] = 2;
  g_assert_true (sy_fitting_check (&f, &ship, &supply, &employees, NULL));
  f.load.count[SY_ITEM_CANNON] = 3;
  assert_fitting_refused (&f, &ship, &supply, &employees, "designers");

  /* A designer of soldiers gives no room to a businessman. */
  f.load.count[SY_ITEM_CANNON] = 0;
  employees.designers[SY_ITEM_SOLDIER] = 1;
  f.load.count[SY_ITEM_SOLDIER] = 2;
  g_assert_true (sy_fitting_check (&f, &ship, &supply, &employees, NULL));
  f.load.count[SY_ITEM_BUSINESSMAN] = 1;
  assert_fitting_refused (&f, &ship, &supply, &employees, "cabin");

  /* First edition "+1 propeller": two propellers on one mount. */
  first.symbols[SY_SYMBOL_PROPELLER_MOUNT] = 1;
  memset (&employees, 0, sizeof employees);
  employees.designers[SY_ITEM_PROPELLER] = 1;
  memset (&f, 0, sizeof f);
  f.load.count[SY_ITEM_CAPTAIN] = 1;
  f.load.count[SY_ITEM_PROPELLER] = 2;
  g_assert_true (sy_fitting_check (&f, &first, &supply, &employees, NULL));
  f.load.count[SY_ITEM_PROPELLER] = 3;
  assert_fitting_refused (&f, &first, &supply, &employees, "propeller");
}

static void
test_helmsman_rigger (void)
{
  SyShip ship = { .edition = SY_EDITION_FIRST, .n_parts = 5 };
  SySupply supply = plenty ();
  SyShipEmployees employees = { .helmsmen = 1, .riggers = 1 };
  SyFitting f = fitting_of (4, 0, 0, SY_EDITION_FIRST);

  ship.symbols[SY_SYMBOL_RIGGING_MOUNT] = 4;

  /* 4 sails and a rigger: +2, +1 or nothing, never +3. */
  for (guint pairs = 0; pairs <= 2; pairs++)
    {
      f.rigger_pairs = pairs;
      g_assert_true (sy_fitting_check (&f, &ship, &supply, &employees, NULL));
      g_assert_cmpuint (sy_fitting_get_speed (&f, SY_EDITION_FIRST), ==, 1 + 4 + pairs);
    }
  f.rigger_pairs = 3;
  assert_fitting_refused (&f, &ship, &supply, &employees, "rigger");

  f.rigger_pairs = 0;
  f.helmsman_bonus = 1;
  g_assert_true (sy_fitting_check (&f, &ship, &supply, &employees, NULL));
  f.helmsman_bonus = 2;
  assert_fitting_refused (&f, &ship, &supply, &employees, "helmsman");
}

static void
test_substitute_part (void)
{
  SyPart parts[3] = { { SY_PART_BOW }, { SY_PART_MIDDLE, TRUE }, { SY_PART_STERN } };
  const SyCatalog *catalog = sy_catalog_get (SY_EDITION_SECOND);
  SyShip ship;
  g_autoptr(GError) error = NULL;

  parts[0].symbols[SY_SYMBOL_CABIN] = 1;
  parts[2].symbols[SY_SYMBOL_STOKER_CABIN] = 1;
  sy_ship_init_from_parts (&ship, SY_EDITION_SECOND, parts, 3);
  g_assert_cmpuint (ship.n_parts, ==, 3);
  g_assert_cmpuint (ship.symbols[SY_SYMBOL_CABIN], ==, 1);

  /* A blank substitute shows nothing. */
  g_assert_true (sy_part_check (&parts[1], catalog, NULL));
  parts[1].symbols[SY_SYMBOL_LANTERN] = 1;
  g_assert_false (sy_part_check (&parts[1], catalog, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_PART);
  g_clear_error (&error);

  /* A stoker cabin is the second edition's. */
  g_assert_false (sy_part_check (&parts[2], sy_catalog_get (SY_EDITION_FIRST), &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_PART);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/ship/speed/worked", test_speed_worked);
  g_test_add_func ("/engine/ship/speed/rules", test_speed_rules);
  g_test_add_func ("/engine/ship/score/worked-second-edition", test_worked_second_edition_ship);
  g_test_add_func ("/engine/ship/score/worked-first-edition", test_worked_first_edition_ship);
  g_test_add_func ("/engine/ship/score/conditions", test_conditions);
  g_test_add_func ("/engine/ship/fitting/mounts", test_fitting_mounts);
  g_test_add_func ("/engine/ship/fitting/cabins", test_fitting_cabins);
  g_test_add_func ("/engine/ship/fitting/first-edition", test_fitting_first_edition);
  g_test_add_func ("/engine/ship/fitting/designers", test_designers);
  g_test_add_func ("/engine/ship/fitting/helmsman-rigger", test_helmsman_rigger);
  g_test_add_func ("/engine/ship/substitute-part", test_substitute_part);

  return g_test_run ();
}
