/* test-whole-game.c: a short game played event by event to its final
 * scores
 *
 * The first events are the example of docs/save-format.md (a two-player
 * second-edition game: Alena's three-part ship with a captain and a cannon
 * sails one step onto a Blue Riband: crew 1, cannon 2, speed 1, riband 1,
 * 5 points). Then Bohdan lays out the last stern (the early end): turns go
 * on until both have had as many, the hands come down to one contract of
 * each colour, each takes a final action, nobody has a last chance, and the
 * game is over. Worked by hand: Alena 5 points with 1 guilder left, Bohdan
 * 0; Alena wins.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sim-player.h"

static void
test_short_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "small-game.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = sy_game_load_file (path, NULL, &error);
  const SyTable *t;
  gboolean winners[SY_MAX_PLAYERS];

  g_assert_no_error (error);
  t = sy_game_get_table (game);
  g_assert_cmpuint (t->players[0].score, ==, 5);
  g_assert_cmpuint (t->players[0].fleet[0].score.crew, ==, 1);
  g_assert_cmpuint (t->players[0].fleet[0].score.cannons_cranes, ==, 2);
  g_assert_cmpuint (t->players[0].fleet[0].score.speed, ==, 1);
  g_assert_cmpuint (t->players[0].fleet[0].score.riband, ==, 1);
  /* The boat went onto the canals at the first cruise, and stays. */
  g_assert_true (t->players[0].canals.boat_placed);
  g_assert_cmpuint (t->players[0].canals.boat.position, ==, 4);

  /* Bohdan's turn: the last stern is laid out; he sells his goods. */
  g_assert_cmpuint (t->current, ==, 1);
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_STACK_EMPTY, .kind = SY_PART_STERN });
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_EXCHANGE });
  {
    SyEvent sell = { .type = SY_EVENT_EXCHANGE, .goods_tile = 1 };

    for (guint g = 0; g < 3; g++)
      sell.uses[g] = (SyGoodUse) { TRUE, 1, 0 };
    sim_apply_ok (game, sell);
  }
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_END_TURN });

  /* Three turns each: the regular turns are over. Two contracts of each
   * colour (beginners) come down to one. */
  g_assert_cmpint (t->phase, ==, SY_PHASE_DISCARD);
  for (guint p = 0; p < 2; p++)
    for (guint c = 0; c < 2; c++)
      sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_DISCARD, .player = p, .colour = c, .count = 1 });

  /* The final actions, from the start player: any action, even an
   * occupied one. */
  g_assert_cmpint (t->phase, ==, SY_PHASE_FINAL_ACTION);
  g_assert_cmpuint (t->current, ==, 0);
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_CREW, .steps = 1 });
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_END_TURN });

  /* Subsidy is not on a two-player track: refused, nothing changed. */
  {
    guint before = sy_game_get_n_events (game);
    SyEvent subsidy = { .type = SY_EVENT_SUBSIDY };

    g_assert_false (sy_game_apply (game, &subsidy, &error));
    g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
    g_clear_error (&error);
    g_assert_cmpuint (sy_game_get_n_events (game), ==, before);
  }
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_GOODS, .goods = { 0, 1, 2 } });
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_END_TURN });

  /* Nobody can finish a ship with one part: the game is over. */
  g_assert_cmpint (t->phase, ==, SY_PHASE_OVER);
  g_assert_cmpuint (sy_table_final_points (t, 0), ==, 5);
  g_assert_cmpuint (sy_table_final_points (t, 1), ==, 0);
  g_assert_cmpuint (t->players[0].money, ==, 1);
  g_assert_cmpuint (sy_table_winners (t, winners), ==, 1);
  g_assert_true (winners[0]);
  g_assert_cmpuint (t->players[0].contracts[0] + t->players[0].contracts[1], ==, 2);
}

static void
test_card_values_travel (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "small-game.json", NULL);
  g_autoptr(SyGame) game = sy_game_load_file (path, NULL, NULL);
  g_autoptr(SyGame) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *data = NULL;
  gsize length;
  guint points = 0;

  /* What the owner copied from a card travels inside the saved game. */
  sy_card_values_set (sy_game_get_card_values (game), "lanterns", 3, 7);
  data = sy_game_to_data (game, &length);
  bytes = g_bytes_new (data, length);
  loaded = sy_game_load_bytes (bytes, NULL, NULL);
  g_assert_nonnull (loaded);
  g_assert_true (sy_card_values_lookup (sy_game_get_card_values (loaded), "lanterns", 3, &points));
  g_assert_cmpuint (points, ==, 7);
  g_assert_false (sy_card_values_lookup (sy_game_get_card_values (loaded), "lanterns", 4, &points));
}

static void
test_card_values_kept (void)
{
  g_autoptr(SyCardValues) values = sy_card_values_new ();
  g_autoptr(SyGameConfig) config = sy_game_config_new (SY_EDITION_FIRST, 2);
  g_autoptr(SyGame) game = NULL;
  g_autoptr(GError) error = NULL;
  guint points = 0;

  /* Entered once, kept in the user's data for every later game. */
  sy_card_values_set (values, "parts", 12, 9);
  g_assert_true (sy_card_values_save_user (values, &error));
  g_assert_no_error (error);
  sy_game_config_set_player (config, 0, "A", SY_COLOUR_RED);
  sy_game_config_set_player (config, 1, "B", SY_COLOUR_BLUE);
  game = sy_game_new (config, NULL);
  g_assert_true (sy_card_values_lookup (sy_game_get_card_values (game), "parts", 12, &points));
  g_assert_cmpuint (points, ==, 9);
}

static void
test_proposed_prices (void)
{
  g_autoptr(SyGameConfig) config = sy_game_config_new (SY_EDITION_SECOND, 3);
  g_autoptr(SyGame) game = NULL;

  for (guint i = 0; i < 3; i++)
    sy_game_config_set_player (config, i, (const char *[]) { "A", "B", "C" }[i], (SyColour) i);
  game = sy_game_new (config, NULL);
  /* By position from the bottom: 0, 1, 1, 2, 2. */
  g_assert_cmpuint (sy_table_proposed_price (sy_game_get_table (game), 0), ==, 0);
  g_assert_cmpuint (sy_table_proposed_price (sy_game_get_table (game), 2), ==, 1);
  g_assert_cmpuint (sy_table_proposed_price (sy_game_get_table (game), 4), ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/game/whole-short-game", test_short_game);
  g_test_add_func ("/engine/game/proposed-prices", test_proposed_prices);
  g_test_add_func ("/engine/game/card-values-travel", test_card_values_travel);
  g_test_add_func ("/engine/game/card-values-kept", test_card_values_kept);

  return g_test_run ();
}
