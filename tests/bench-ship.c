/* bench-ship.c: how fast the yard and the best fitting answer
 *
 * A benchmark, not a test: `meson test -C build --benchmark --verbose`.
 * It prints the time of the yard's first query (its future table is built
 * into the program; what computing it would cost is printed beside), of
 * legal-slot queries on random yards, of purchase plans, and of best fittings on the
 * hardest ship built here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "ship-cases.h"
#include "sy-yard-future.h"

#define N_SPEEDS 40

static SyCruiseOption options[N_SPEEDS][3];

static guint
all_routes (guint                  speed,
            const SyCruiseOption **out,
            gpointer               user_data)
{
  if (speed >= N_SPEEDS)
    return 0;
  *out = options[speed];
  return 3;
}

static double
ms_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int   argc,
      char *argv[])
{
  const SyCatalog *catalog = sy_catalog_get (SY_EDITION_SECOND);
  GRand *rand = g_rand_new_with_seed (42);
  SyYard yard;
  gint64 start;
  guint queries = 0;
  guint sink = 0;
  double ms;

  /* The first query, which once computed the future table; what that
   * computation costs, now done when the program builds. */
  sy_yard_init (&yard, catalog);
  start = g_get_monotonic_time ();
  sink += sy_yard_legal_slots (&yard, SY_PART_BOW);
  ms = ms_since (start);
  start = g_get_monotonic_time ();
  g_free (_sy_yard_future_compute (catalog->yard_slots, catalog->max_middles));
  printf ("yard table: first query %.3f ms (goal 1 ms; the table is built with the program, "
          "computing it would take %.1f ms)\n", ms, ms_since (start));

  /* Legal slots on random viable yards. */
  {
    const int n_yards = 20000;
    SyYard *yards = g_new (SyYard, n_yards);

    for (int i = 0; i < n_yards; i++)
      {
        do
          {
            sy_yard_init (&yards[i], catalog);
            for (guint s = 0; s < yards[i].n_slots; s++)
              if (g_rand_int_range (rand, 0, 2))
                yards[i].slots[s].kind = g_rand_int_range (rand, 0, 4);
          }
        while (!sy_yard_is_viable (&yards[i]));
      }

    start = g_get_monotonic_time ();
    for (int i = 0; i < n_yards; i++)
      for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++, queries++)
        sink += sy_yard_legal_slots (&yards[i], kind);
    ms = ms_since (start);
    printf ("legal-slot query: %.2f µs each (%u queries on random yards)\n",
            ms * 1000 / queries, queries);

    start = g_get_monotonic_time ();
    for (int i = 0; i < 2000; i++)
      {
        SyPartKind kinds[3] = { g_rand_int_range (rand, 1, 4), g_rand_int_range (rand, 1, 4),
                                g_rand_int_range (rand, 1, 4) };
        SyPlacement plan[3];

        sink += sy_yard_plan_purchase (&yards[i], kinds, 3, plan, NULL);
      }
    printf ("purchase of 3 parts: %.2f µs each (2000 plans)\n", ms_since (start) * 1000 / 2000);
    g_free (yards);
  }

  /* The hardest ship: nine parts with every symbol, a full supply, four
   * designers, a helmsman and a rigger, routes at every speed. */
  {
    SyShip ship = { .edition = SY_EDITION_SECOND, .n_parts = 9 };
    SySupply supply;
    SyShipEmployees employees = { 0 };
    SyCruiseOracle canals = { all_routes, NULL };
    SyFittingRequest request = { .goal = contracts_like_goal };
    SyBestFitting best;
    const int rounds = 50;

    ship.symbols[SY_SYMBOL_RIGGING_MOUNT] = 12;
    ship.symbols[SY_SYMBOL_CANNON_MOUNT] = 6;
    ship.symbols[SY_SYMBOL_CRANE_MOUNT] = 6;
    ship.symbols[SY_SYMBOL_CABIN] = 12;
    ship.symbols[SY_SYMBOL_STOKER_CABIN] = 3;
    ship.symbols[SY_SYMBOL_LIFEBUOY] = 4;
    for (guint k = 0; k < SY_N_ITEMS; k++)
      supply.count[k] = 23;
    employees.designers[SY_ITEM_SAIL] = 1;
    employees.designers[SY_ITEM_SMOKESTACK] = 1;
    employees.designers[SY_ITEM_STOKER] = 1;
    employees.designers[SY_ITEM_SOLDIER] = 1;
    employees.crew_designers = 1;
    employees.helmsmen = 1;
    employees.riggers = 1;
    for (guint s = 0; s < N_SPEEDS; s++)
      for (guint r = 0; r < 3; r++)
        {
          options[s][r].riband = g_rand_int_range (rand, 0, s + 1);
          for (guint o = 0; o < SY_N_OFFICIALS; o++)
            options[s][r].entries[o] = g_rand_int_range (rand, 0, 4);
        }

    start = g_get_monotonic_time ();
    for (int i = 0; i < rounds; i++)
      {
        sy_ship_find_best_fitting (&ship, &supply, &employees, &canals, NULL, &best);
        sink += best.score.total;
      }
    printf ("best fitting, hardest ship: %.2f ms each (total %u points)\n",
            ms_since (start) / rounds, best.score.total);

    start = g_get_monotonic_time ();
    for (int i = 0; i < rounds; i++)
      {
        sy_ship_find_best_fitting (&ship, &supply, &employees, &canals, &request, &best);
        sink += best.score.total;
      }
    printf ("best fitting serving contracts, hardest ship: %.2f ms each (goal 5 ms; "
            "%u points and %.0f for the contracts)\n",
            ms_since (start) / rounds, best.score.total, best.goal_value);
  }

  g_rand_free (rand);
  return sink == 0xdeadbeef;
}
