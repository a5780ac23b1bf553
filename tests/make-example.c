/* make-example.c: writes the example game shipped with the program
 *
 * A second-edition game for three, played by the simulated table up to
 * the middle of the game (three dice off the round counter), from the first
 * seed from 1870 on whose game has launched at least three ships by then,
 * so that it is the same every time it is made:
 *   build/tests/make-example data/examples/second-edition-3p.json
 *
 * With --first-edition-lap, a first-edition game for three played to the
 * end of its first lap instead, from seed 1 on, for the command line's
 * tests of the lap the engine ends by itself:
 *   build/tests/make-example --first-edition-lap tests/data/rules/first-edition-lap.json
 *
 * With --first-edition-finished, a first-edition game for three played to
 * its end (seed 1), for tests/test-cli-words.sh, which makes it as it runs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <stdio.h>

#include "sim-player.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SyGame) game = NULL;
  guint32 seed = 1870;
  g_autoptr(GError) error = NULL;
  gboolean lap = argc == 3 && g_str_equal (argv[1], "--first-edition-lap");
  gboolean finished = argc == 3 && g_str_equal (argv[1], "--first-edition-finished");

  if (argc != 2 && !lap && !finished)
    {
      g_printerr ("usage: %s [--first-edition-lap | --first-edition-finished] FILE\n", argv[0]);
      return 2;
    }
  if (finished)
    {
      game = sim_finished_game (SY_EDITION_FIRST, 3, 1);
      lap = TRUE;
    }

  for (seed = lap ? 1 : seed; lap && !finished; seed++)
    {
      GRand *rand = g_rand_new_with_seed (seed);

      g_clear_object (&game);
      game = sim_new_game (SY_EDITION_FIRST, 3, FALSE, rand);
      while (sy_game_get_table (game)->rounds < 1
             || sy_game_get_table (game)->phase != SY_PHASE_CHOOSE)
        if (!sim_step (game, rand))
          break;
      g_rand_free (rand);
      if (sy_game_get_table (game)->phase == SY_PHASE_CHOOSE)
        break;
    }

  for (; !lap; seed++)
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

  if (!sy_game_save (game, argv[argc - 1], &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  return 0;
}
