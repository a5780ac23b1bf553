/* make-example.c: writes the example game shipped with the program
 *
 * A second-edition game for three, played by the simulated table up to
 * the middle of the game (three dice off the round counter), from the first
 * seed from 1870 on whose game has launched at least three ships by then,
 * so that it is the same every time it is made:
 *   build/tests/make-example data/examples/second-edition-3p.json
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "sim-player.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SyGame) game = NULL;
  guint32 seed = 1870;
  g_autoptr(GError) error = NULL;

  if (argc != 2)
    {
      g_printerr ("usage: %s FILE\n", argv[0]);
      return 2;
    }

  for (;; seed++)
    {
      GRand *rand = g_rand_new_with_seed (seed);
      const SyTable *t;
      guint ships = 0;

      g_clear_object (&game);
      game = sim_new_game (SY_EDITION_SECOND, 3, FALSE, rand);
      while (sy_game_get_table (game)->rounds < 3
             || sy_game_get_table (game)->phase != SY_PHASE_CHOOSE)
        if (!sim_step (game, rand))
          break;
      g_rand_free (rand);
      t = sy_game_get_table (game);
      for (guint p = 0; p < 3; p++)
        ships += t->players[p].n_fleet;
      if (ships >= 3 && t->phase == SY_PHASE_CHOOSE)
        break;
    }

  if (!sy_game_save (game, argv[1], &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  return 0;
}
