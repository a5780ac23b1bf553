/* bench-replay.c: loading and replaying a long game, and the work after
 * each event
 *
 * A benchmark, not a test: `meson test -C build --benchmark --verbose`.
 * The game: a four-player second-edition game played to its end by the
 * simulated table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <stdio.h>

#include "sim-player.h"

/* What a window shows after an event: the income of every tile, whether
 * it may be chosen, and where each kind of part may go. */
static guint
derive (const SyTable *t)
{
  guint sink = 0;

  for (guint i = 0; i < t->track.n_tiles; i++)
    {
      sink += sy_table_income (t, i);
      sink += sy_table_can_choose (t, i, NULL);
    }
  for (guint p = 0; p < t->facts.n_players; p++)
    for (SyPartKind k = SY_PART_BOW; k <= SY_PART_STERN; k++)
      sink += sy_yard_legal_slots (&t->players[p].yard, k);
  return sink;
}

int
main (int   argc,
      char *argv[])
{
  GRand *rand = g_rand_new_with_seed (4);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 4, TRUE, rand);
  g_autofree char *data = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize length;
  guint n, sink = 0;
  gint64 start;
  const int rounds = 20;

  while (sim_step (game, rand))
    ;
  n = sy_game_get_n_events (game);
  data = sy_game_to_data (game, &length);
  bytes = g_bytes_new (data, length);
  printf ("game: %u events, %zu bytes saved\n", n, (size_t) length);

  start = g_get_monotonic_time ();
  for (int i = 0; i < rounds; i++)
    {
      g_autoptr(SyGame) loaded = sy_game_load_bytes (bytes, NULL, NULL);

      sink += sy_game_get_position (loaded);
    }
  printf ("load and replay: %.2f ms a game, %.1f µs an event\n",
          (g_get_monotonic_time () - start) / 1000.0 / rounds,
          (double) (g_get_monotonic_time () - start) / rounds / n);

  {
    g_autoptr(SyGame) loaded = sy_game_load_bytes (bytes, NULL, NULL);
    SyTable *table = g_new (SyTable, 1);

    sy_table_init (table, sy_game_get_setup_facts (loaded), sy_game_get_start_player (loaded));
    start = g_get_monotonic_time ();
    for (guint i = 0; i < n; i++)
      {
        sy_table_apply (table, sy_game_get_event (loaded, i), NULL);
        sink += derive (table);
      }
    printf ("apply and derive after each event: %.1f µs an event\n",
            (double) (g_get_monotonic_time () - start) / n);
    g_free (table);

    start = g_get_monotonic_time ();
    for (guint i = 0; i < 20; i++)
      sy_game_go_to (loaded, n - 1 - i % 2);
    printf ("undo or redo at the end of the game (replay from the start): %.2f ms\n",
            (g_get_monotonic_time () - start) / 1000.0 / 20);
  }

  g_rand_free (rand);
  return sink == 0xdeadbeef;
}
