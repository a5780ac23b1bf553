/* test-game-random.c: whole games of random legal events
 *
 * Invariants at every step: money and supplies stay sane, pieces come and
 * go only through the rings, the exchange and launched ships, the score is
 * the sum of the fleet's; at the end every player has had as many turns;
 * undoing every event gives back the initial table exactly; saving and
 * loading at any point gives the same table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sim-player.h"

static void
check_invariants (const SyTable *t)
{
  for (guint p = 0; p < t->facts.n_players; p++)
    {
      const SyPlayerState *player = &t->players[p];
      guint fleet = 0;

      /* Unsigned amounts: a negative one would show as huge. */
      g_assert_cmpuint (player->money, <, 1000);
      for (guint k = 0; k < SY_N_ITEMS; k++)
        g_assert_cmpuint (player->supply.count[k], <, 1000);
      for (guint s = 0; s < player->n_fleet; s++)
        fleet += player->fleet[s].score.total;
      g_assert_cmpuint (player->score, ==, fleet);
      g_assert_true (sy_yard_is_viable (&player->yard));
      g_assert_cmpuint (player->contracts[0], >=, t->phase == SY_PHASE_OVER ? 1 : 0);
    }
}

/* Pieces come from the bank only through the rings and the exchange, and
 * leave a supply only on a launched ship: anything else is a leak. */
static void
check_conservation (const SyTable *before,
                    const SyTable *after,
                    const SyEvent *event)
{
  guint actor = before->current;

  for (guint p = 0; p < before->facts.n_players; p++)
    {
      const SySupply *a = &before->players[p].supply;
      const SySupply *b = &after->players[p].supply;
      int delta = 0;

      for (guint k = 0; k < SY_N_ITEMS; k++)
        delta += (int) b->count[k] - (int) a->count[k];

      if (p != actor)
        {
          g_assert_cmpint (delta, ==, 0);
          continue;
        }
      switch (event->type)
        {
        case SY_EVENT_EQUIPMENT:
        case SY_EVENT_CREW:
          {
            SyEmployeeKind helper = event->type == SY_EVENT_EQUIPMENT ? SY_EMPLOYEE_ENGINEER
                                                                      : SY_EMPLOYEE_RECRUITER;

            g_assert_cmpint (delta, ==, 1 + (int) sy_employees_count (before->players[p].employees,
                                                                    before->players[p].n_employees,
                                                                    helper));
          }
          break;
        case SY_EVENT_EXCHANGE:
          {
            int swaps = 0;

            for (guint g = 0; g < 3; g++)
              swaps += !event->uses[g].sell;
            g_assert_cmpint (delta, ==, swaps);
          }
          break;
        case SY_EVENT_LAUNCH:
          for (guint k = 0; k < SY_N_ITEMS; k++)
            g_assert_cmpint ((int) a->count[k] - (int) b->count[k], ==,
                             (int) event->fitting.load.count[k]);
          break;
        default:
          g_assert_cmpint (delta, ==, 0);
        }
    }
}

static void
assert_same_table (const SyTable *a,
                   const SyTable *b)
{
  g_assert_cmpmem (a, sizeof *a, b, sizeof *b);
}

static void
check_reload (SyGame *game)
{
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(SyGame) loaded = NULL;
  g_autoptr(GError) error = NULL;

  data = sy_game_to_data (game, &length);
  bytes = g_bytes_new (data, length);
  loaded = sy_game_load_bytes (bytes, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sy_game_get_position (loaded), ==, sy_game_get_position (game));
  assert_same_table (sy_game_get_table (loaded), sy_game_get_table (game));
}

static void
play_one (SyEdition edition,
          guint     n_players,
          guint32   seed)
{
  GRand *rand = g_rand_new_with_seed (seed);
  g_autoptr(SyGame) game = sim_new_game (edition, n_players, TRUE, rand);
  g_autofree SyTable *initial = g_new (SyTable, 1);
  guint steps = 0;
  guint reload_at = g_rand_int_range (rand, 20, 200);

  /* The table before any event. */
  sy_game_go_to (game, 0);
  *initial = *sy_game_get_table (game);
  sy_game_go_to (game, 1);

  for (;;)
    {
      g_autofree SyTable *before = g_memdup2 (sy_game_get_table (game), sizeof (SyTable));

      if (!sim_step (game, rand))
        break;
      check_invariants (sy_game_get_table (game));
      check_conservation (before, sy_game_get_table (game),
                          sy_game_get_event (game, sy_game_get_position (game) - 1));
      if (++steps == reload_at)
        check_reload (game);
      g_assert_cmpuint (steps, <, 20000);
    }

  {
    const SyTable *t = sy_game_get_table (game);
    guint ships = 0, failed = 0, score = 0;

    for (guint p = 0; p < n_players; p++)
      {
        ships += t->players[p].n_fleet;
        failed += t->players[p].failed_ships;
        score += t->players[p].score;
      }
    g_test_message ("edition %d, %u players: %u events, %u turns each, %u ships launched, "
                    "%u failed, %u points in all", edition, n_players, steps,
                    t->players[0].turns, ships, failed, score);
    for (guint p = 1; p < t->seats; p++)
      g_assert_cmpuint (t->players[p].turns, ==, t->players[0].turns);
    for (guint p = 0; p < n_players; p++)
      g_assert_cmpuint (t->players[p].contracts[0], ==, 1);
  }
  check_reload (game);

  /* Undo everything: the table as it was. */
  while (sy_game_undo (game))
    ;
  assert_same_table (sy_game_get_table (game), initial);

  g_rand_free (rand);
}

/* SY_RANDOM_SEED replays a run (default: a new seed each run, always
 * printed); SY_RANDOM_ROUNDS plays more rounds of 7 games (default 6). */
static void
test_random_games (void)
{
  const char *seed_text = g_getenv ("SY_RANDOM_SEED");
  const char *rounds_text = g_getenv ("SY_RANDOM_ROUNDS");
  guint32 seed = seed_text != NULL ? (guint32) g_ascii_strtoull (seed_text, NULL, 10)
                                   : g_random_int ();
  guint rounds = rounds_text != NULL ? (guint) g_ascii_strtoull (rounds_text, NULL, 10) : 6;

  g_test_message ("seed %u, %u rounds of 7 games: replay with "
                  "SY_RANDOM_SEED=%u SY_RANDOM_ROUNDS=%u", seed, rounds, seed, rounds);
  g_printerr ("random games: SY_RANDOM_SEED=%u SY_RANDOM_ROUNDS=%u\n", seed, rounds);
  for (guint round = 0; round < rounds; round++)
    {
      play_one (SY_EDITION_SECOND, 1, seed++);
      for (guint n = 2; n <= 4; n++)
        {
          play_one (SY_EDITION_SECOND, n, seed++);
          play_one (SY_EDITION_FIRST, n, seed++);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/game/random-games", test_random_games);

  return g_test_run ();
}
