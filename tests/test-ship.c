/* test-ship.c: fitting a finished ship, its speed and its points
 *
 * Worked values come from the rulebooks' examples ("Rychlost", "Bodování
 * zkušební plavby" in the second edition, "Slavnostní plavba" in the first,
 * the employees appendix of both) or are worked out by hand in comments.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-engine.h"

#define MAX_SPEED 24

typedef struct {
  SyCruiseOption options[MAX_SPEED][4];
  guint n[MAX_SPEED];
} Canals;

static guint
canals_routes (guint                  speed,
               const SyCruiseOption **options,
               gpointer               user_data)
{
  Canals *canals = user_data;

  if (speed >= MAX_SPEED)
    return 0;
  *options = canals->options[speed];
  return canals->n[speed];
}

static void
canals_add (Canals               *canals,
            guint                 speed,
            const SyCruiseOption *option)
{
  canals->options[speed][canals->n[speed]++] = *option;
}

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

static SyShip
roomy_ship (SyEdition edition)
{
  SyShip ship = { .edition = edition, .n_parts = 5 };

  ship.symbols[SY_SYMBOL_RIGGING_MOUNT] = 4;
  ship.symbols[SY_SYMBOL_CANNON_MOUNT] = 2;
  ship.symbols[SY_SYMBOL_CRANE_MOUNT] = 2;
  ship.symbols[SY_SYMBOL_CABIN] = 4;
  if (edition == SY_EDITION_SECOND)
    ship.symbols[SY_SYMBOL_STOKER_CABIN] = 1;
  else
    ship.symbols[SY_SYMBOL_PROPELLER_MOUNT] = 1;
  return ship;
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

static SySupply
plenty (void)
{
  SySupply supply;

  for (guint k = 0; k < SY_N_ITEMS; k++)
    supply.count[k] = 9;
  return supply;
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

/* A goal of the kind a player's contracts make: soldiers, sail pairs and
 * officers, each worth something; it grows with every piece. */
static double
contracts_like_goal (const SyShip    *ship,
                     const SyFitting *fitting,
                     gpointer         user_data)
{
  return 2.0 * fitting->load.count[SY_ITEM_SOLDIER] + 3.0 * (fitting->load.count[SY_ITEM_SAIL] / 2)
         + 3.0 * sy_fitting_get_officers (fitting);
}

/* The best over every fitting there is, by plain enumeration: the ship's
 * points, plus @goal's value of the fitting when there is a goal (only a
 * ship that scores serves it). */
static double
brute_best (const SyShip          *ship,
            const SySupply        *supply,
            const SyShipEmployees *employees,
            const SyCruiseOracle  *canals,
            SyFittingGoalFunc      goal)
{
  double best = 0;
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

            if (!sy_fitting_check (&f, ship, supply, employees, NULL))
              continue;
            sy_ship_score (ship, &f, canals, &score);
            if (goal == NULL)
              best = MAX (best, score.total);
            else if (score.failure == SY_SHIP_SCORES)
              best = MAX (best, score.total + goal (ship, &f, NULL));
          }
    }

  return best;
}

static void
test_best_against_enumeration (void)
{
  GRand *rand = g_rand_new_with_seed (1870);

  for (guint round = 0; round < 60; round++)
    {
      SyEdition edition = round % 2 ? SY_EDITION_SECOND : SY_EDITION_FIRST;
      const SyCatalog *catalog = sy_catalog_get (edition);
      SyShip ship = { .edition = edition, .n_parts = 3 };
      SySupply supply = { 0 };
      SyShipEmployees employees = { 0 };
      Canals canals = { 0 };
      SyCruiseOracle oracle = { canals_routes, &canals };
      SyBestFitting best;

      for (guint s = 0; s < SY_N_SYMBOLS; s++)
        if (catalog->has_symbol[s])
          ship.symbols[s] = g_rand_int_range (rand, 0, 3);
      for (guint k = 0; k < SY_N_ITEMS; k++)
        if (catalog->has_item[k])
          supply.count[k] = g_rand_int_range (rand, 0, 3);
      supply.count[SY_ITEM_CAPTAIN] = g_rand_int_range (rand, 1, 3);
      if (g_rand_boolean (rand))
        employees.designers[g_rand_int_range (rand, 0, SY_N_ITEMS)] = 1;
      if (catalog->any_crew_extra > 0 && g_rand_int_range (rand, 0, 4) == 0)
        employees.crew_designers = 1;
      employees.helmsmen = g_rand_int_range (rand, 0, 2);
      employees.riggers = g_rand_int_range (rand, 0, 2);
      if (!catalog->has_item[SY_ITEM_STOKER])
        employees.designers[SY_ITEM_STOKER] = 0;
      if (!catalog->has_item[SY_ITEM_PROPELLER])
        employees.designers[SY_ITEM_PROPELLER] = 0;

      for (guint speed = 1; speed < 14; speed++)
        {
          guint routes = g_rand_int_range (rand, 0, 3);

          for (guint r = 0; r < routes; r++)
            {
              SyCruiseOption option = { { 0, }, g_rand_int_range (rand, 0, speed + 1) };

              for (guint o = 0; o < SY_N_OFFICIALS; o++)
                option.entries[o] = g_rand_int_range (rand, 0, 3);
              canals_add (&canals, speed, &option);
            }
        }

      sy_ship_find_best_fitting (&ship, &supply, &employees, &oracle, NULL, &best);
      g_assert_cmpfloat (best.score.total, ==, brute_best (&ship, &supply, &employees, &oracle, NULL));
      if (best.score.failure == SY_SHIP_SCORES)
        g_assert_true (sy_fitting_check (&best.fitting, &ship, &supply, &employees, NULL));

      /* Serving a goal, the best of points and goal together. */
      {
        SyFittingRequest request = { .goal = contracts_like_goal };
        double expected = brute_best (&ship, &supply, &employees, &oracle, contracts_like_goal);

        sy_ship_find_best_fitting (&ship, &supply, &employees, &oracle, &request, &best);
        if (best.score.failure == SY_SHIP_SCORES)
          {
            g_assert_cmpfloat (best.score.total + best.goal_value, ==, expected);
            g_assert_cmpfloat (best.goal_value, ==, contracts_like_goal (&ship, &best.fitting, NULL));
            g_assert_true (sy_fitting_check (&best.fitting, &ship, &supply, &employees, NULL));
          }
        else
          g_assert_cmpfloat (expected, ==, 0);
      }
    }

  g_rand_free (rand);
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
  g_test_add_func ("/engine/ship/best/plain", test_best_plain);
  g_test_add_func ("/engine/ship/best/canals", test_best_with_canals);
  g_test_add_func ("/engine/ship/best/short-canals", test_best_short_canals);
  g_test_add_func ("/engine/ship/best/no-captain", test_best_no_captain);
  g_test_add_func ("/engine/ship/best/keep-back", test_best_keep_back);
  g_test_add_func ("/engine/ship/best/goal", test_best_goal);
  g_test_add_func ("/engine/ship/best/designers", test_best_designers);
  g_test_add_func ("/engine/ship/best/against-enumeration", test_best_against_enumeration);

  return g_test_run ();
}
