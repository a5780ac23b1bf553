/* bench-canals.c: how fast the best cruise is found
 *
 * A benchmark, not a test: `meson test -C build --benchmark --verbose`.
 * The system: 24 tiles on a 5 × 5 grid, every one of them a four-way shape
 * (rings round an island and crossings, alternating), officials and Blue
 * Ribands scattered, so that the boat branches at every turn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "sy-engine.h"

static gboolean
count_cb (const SyRoute *route,
          gpointer       user_data)
{
  (*(guint64 *) user_data)++;
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  const SyCanalPalette *palette = sy_canal_palette_get_default ();
  GRand *rand = g_rand_new_with_seed (24);
  SyCanals canals;
  SyCanalSpot spot = { 0, 0, 1 };
  guint weights[SY_N_OFFICIALS] = { 3, 2, 1, 1, 2 };
  SyShip ship = { .edition = SY_EDITION_SECOND, .n_parts = 9 };

  sy_canals_init (&canals);
  for (int y = 0; y < 5; y++)
    for (int x = 0; x < 5; x++)
      {
        SyCanalTile tile = { 0 };
        const SyCanalShape *shape;
        SyTileView view;

        if (x == 4 && y == 4)
          continue;
        g_strlcpy (tile.shape, (x + y) % 3 == 1 ? "crossing" : "ring-four", sizeof tile.shape);
        shape = sy_canal_palette_find (palette, tile.shape);
        sy_tile_view_rotate (&shape->view, 0, &view);
        for (guint p = 0; p < SY_TILE_POSITIONS; p++)
          if ((view.spaces & (1u << p)) && g_rand_int_range (rand, 0, 3) == 0)
            tile.marks[p] = g_rand_int_range (rand, 1, SY_N_MARKS);
        sy_canals_place (&canals, palette, x, y, &tile, NULL);
      }
  sy_canals_place_boat (&canals, &spot, NULL);
  printf ("system: %u tiles\n", canals.n_tiles);

  for (guint speed = 4; speed <= 20; speed += 4)
    {
      SyRoute routes[16];
      guint value = 0, n = 0;
      int rounds = 20;
      gint64 start = g_get_monotonic_time ();

      for (int i = 0; i < rounds; i++)
        n = sy_canals_best_routes (&canals, speed, weights, routes, G_N_ELEMENTS (routes), &value);
      printf ("best route, speed %2u: %8.3f ms (value %u, %u best end places)\n", speed,
              (g_get_monotonic_time () - start) / 1000.0 / rounds, value, n);
    }

  for (guint speed = 4; speed <= 20; speed += 4)
    {
      guint64 count = 0;
      gint64 start = g_get_monotonic_time ();

      sy_canals_foreach_route (&canals, speed, count_cb, &count);
      printf ("every route, speed %2u: %8.3f ms (%" G_GUINT64_FORMAT " routes)\n", speed,
              (g_get_monotonic_time () - start) / 1000.0, count);
    }

  ship.symbols[SY_SYMBOL_LIFEBUOY] = 2;
  ship.symbols[SY_SYMBOL_LANTERN] = 1;
  for (guint speed = 4; speed <= 20; speed += 4)
    {
      g_autoptr(SyCanalOracle) oracle = sy_canal_oracle_new (&canals, &ship);
      SyCruiseOracle cruise;
      const SyCruiseOption *options;
      guint n;
      gint64 start = g_get_monotonic_time ();

      sy_canal_oracle_get (oracle, &cruise);
      n = cruise.routes (speed, &options, cruise.user_data);
      printf ("tallies for the best fitting, speed %2u: %8.3f ms (%u on the front)\n", speed,
              (g_get_monotonic_time () - start) / 1000.0, n);
    }

  g_rand_free (rand);
  return 0;
}
