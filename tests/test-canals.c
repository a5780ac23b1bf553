/* test-canals.c: canal tiles, the canal system, the boat and the cruise
 *
 * The worked cruises are the rulebooks' scoring examples: the second
 * edition's ship (lifebuoys 2, businessman official 3, Blue Riband 4) and
 * the first edition's (lifebuoys 2 × 4, trade official 3, the last of two
 * Blue Ribands 6), laid out here on tiles that give exactly those entries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-engine.h"
#include "table-harness.h"

static const SyCanalPalette *palette;

static void
place (SyCanals   *canals,
       int         x,
       int         y,
       SyCanalTile tile)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (sy_canals_place (canals, palette, x, y, &tile, &error));
  g_assert_no_error (error);
}

static void
put_boat (SyCanals *canals,
          int       x,
          int       y,
          guint     position)
{
  SyCanalSpot spot = { x, y, position };
  g_autoptr(GError) error = NULL;

  g_assert_true (sy_canals_place_boat (canals, &spot, &error));
  g_assert_no_error (error);
}

static guint
best_value (const SyCanals *canals,
            guint           speed,
            const guint    *weights)
{
  SyRoute routes[8];
  guint value = 0;

  if (sy_canals_best_routes (canals, speed, weights, routes, G_N_ELEMENTS (routes), &value) == 0)
    return G_MAXUINT;
  return value;
}

static void
test_palette (void)
{
  const SyCanalShape *straight = sy_canal_palette_find (palette, "straight");
  SyTileView turned;
  const char *ids[] = { "straight", "bend", "corner", "winding", "dead-end", "junction",
                        "crossing", "ring-through", "ring-bend", "ring-three", "ring-four",
                        "ring-end" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const SyCanalShape *shape = sy_canal_palette_find (palette, ids[i]);

      g_assert_nonnull (shape);
      g_assert_cmpstr (shape->name_en, !=, "");
      g_assert_cmpstr (shape->name_cs, !=, "");
    }

  /* A straight runs north to south; a quarter turn makes it run east to west. */
  g_assert_cmphex (straight->view.exits, ==, (1 << SY_SIDE_NORTH) | (1 << SY_SIDE_SOUTH));
  sy_tile_view_rotate (&straight->view, 1, &turned);
  g_assert_cmphex (turned.exits, ==, (1 << SY_SIDE_EAST) | (1 << SY_SIDE_WEST));
  g_assert_cmphex (turned.spaces, ==, (1 << 3) | (1 << 4) | (1 << 5));
  g_assert_true (turned.links[3] & (1 << 4));

  /* Positions turn clockwise round the centre. */
  g_assert_cmpuint (sy_position_rotate (0, 1), ==, 2);
  g_assert_cmpuint (sy_position_rotate (1, 1), ==, 5);
  g_assert_cmpuint (sy_position_rotate (3, 1), ==, 1);
  g_assert_cmpuint (sy_position_rotate (4, 3), ==, 4);
  g_assert_cmpuint (sy_position_rotate (6, 4), ==, 6);
}

static void
test_palette_extension (void)
{
  g_autoptr(SyCanalPalette) own = sy_canal_palette_new ();
  const char *good = "{\"format\": \"shipyard-companion-canal-shapes\", \"version\": 1, \"shapes\": ["
                     "{\"id\": \"lake\", \"name\": {\"en\": \"Lake\", \"cs\": \"Jezero\"},"
                     " \"spaces\": [1, 4, 7, 3], \"links\": [[1, 4], [4, 7], [3, 4]],"
                     " \"exits\": [\"n\", \"s\"]}]}";
  const char *bad[] = {
    "{\"format\": \"shipyard-companion-canal-shapes\", \"version\": 1, \"shapes\": ["
    "{\"id\": \"x\", \"name\": {\"en\": \"X\", \"cs\": \"X\"}, \"spaces\": [9], \"links\": [],"
    " \"exits\": []}]}",
    "{\"format\": \"shipyard-companion-canal-shapes\", \"version\": 1, \"shapes\": ["
    "{\"id\": \"x\", \"name\": {\"en\": \"X\", \"cs\": \"X\"}, \"spaces\": [4], \"links\": [],"
    " \"exits\": [\"n\"]}]}",
    "{\"format\": \"shipyard-companion-canal-shapes\", \"version\": 1, \"shapes\": ["
    "{\"id\": \"x\", \"name\": {\"en\": \"X\"}, \"spaces\": [1], \"links\": [], \"exits\": []}]}",
    "{\"format\": \"something\", \"version\": 1, \"shapes\": []}",
    "not json",
  };
  g_autoptr(GBytes) bytes = g_bytes_new_static (good, strlen (good));
  g_autoptr(GError) error = NULL;

  /* A shape added as data, with no rebuild. */
  g_assert_true (sy_canal_palette_add_json (own, bytes, &error));
  g_assert_no_error (error);
  g_assert_nonnull (sy_canal_palette_find (own, "lake"));
  /* The same id twice is refused. */
  g_assert_false (sy_canal_palette_add_json (own, bytes, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_CATALOG);
  g_clear_error (&error);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GBytes) b = g_bytes_new_static (bad[i], strlen (bad[i]));

      g_assert_false (sy_canal_palette_add_json (own, b, &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
    }
  g_assert_cmpuint (sy_canal_palette_get_n_shapes (own), ==, 1);
}

static void
test_tile_check (void)
{
  SyCanalTile tile = canal_tile_of ("straight", 0, "s........");
  g_autoptr(GError) error = NULL;

  /* Position 0 is land on a straight. */
  g_assert_false (sy_canal_tile_check (&tile, palette, NULL, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL);
  g_clear_error (&error);

  tile = canal_tile_of ("straight", 4, NULL);
  g_assert_false (sy_canal_tile_check (&tile, palette, NULL, &error));
  g_clear_error (&error);

  tile = canal_tile_of ("no-such-shape", 0, NULL);
  g_assert_false (sy_canal_tile_check (&tile, palette, NULL, &error));
  g_clear_error (&error);

  tile = canal_tile_of ("straight", 1, "....r....");
  g_assert_true (sy_canal_tile_check (&tile, palette, NULL, NULL));
}

static void
test_placement (void)
{
  SyCanals canals;
  SyCanalTile straight = canal_tile_of ("straight", 0, NULL);
  g_autoptr(GError) error = NULL;
  int xs[16], ys[16];

  sy_canals_init (&canals);
  g_assert_cmpuint (sy_canals_legal_cells (&canals, xs, ys, 16), ==, 1);
  place (&canals, 5, 5, straight);

  /* Touching along a side only, never on top, never moved. */
  g_assert_false (sy_canals_place (&canals, palette, 6, 6, &straight, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL);
  g_clear_error (&error);
  g_assert_false (sy_canals_place (&canals, palette, 5, 5, &straight, &error));
  g_clear_error (&error);
  g_assert_cmpuint (sy_canals_legal_cells (&canals, xs, ys, 16), ==, 4);

  /* Touching is enough, water need not join. */
  place (&canals, 6, 5, straight);
  g_assert_cmpuint (canals.n_tiles, ==, 2);
  g_assert_cmpuint (sy_canals_legal_cells (&canals, xs, ys, 16), ==, 6);
}

static void
test_boat_start (void)
{
  SyCanals canals;
  SyCanalSpot spots[8], froms[8];
  SyCanalSpot inside = { 0, 0, 4 };
  g_autoptr(GError) error = NULL;

  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("straight", 0, NULL));
  place (&canals, 0, 1, canal_tile_of ("straight", 0, NULL));

  /* Only the two ends open to the outside: the top of the upper tile and
   * the bottom of the lower one. */
  g_assert_cmpuint (sy_canals_list_starts (&canals, spots, froms, 8), ==, 2);
  g_assert_false (sy_canals_place_boat (&canals, &inside, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL);
  put_boat (&canals, 0, 0, 1);
  g_assert_cmpint (canals.boat_from.y, ==, -1);
}

static SyCanals
chain (guint n)
{
  SyCanals canals;

  sy_canals_init (&canals);
  for (guint i = 0; i < n; i++)
    place (&canals, 0, (int) i, canal_tile_of ("straight", 0, NULL));
  put_boat (&canals, 0, 0, 1);
  return canals;
}

static void
test_run_off (void)
{
  SyCanals canals = chain (3);
  guint weights[SY_N_OFFICIALS] = { 0, };

  /* Three straights in a row: 8 spaces to enter from the top, then the
   * water runs off the system. */
  g_assert_true (sy_canals_has_route (&canals, 1));
  g_assert_true (sy_canals_has_route (&canals, 8));
  g_assert_false (sy_canals_has_route (&canals, 9));
  g_assert_cmpuint (best_value (&canals, 9, weights), ==, G_MAXUINT);
}

static void
test_no_reversing (void)
{
  SyCanals canals;
  guint weights[SY_N_OFFICIALS] = { 0, };

  /* A dead end: the boat enters at the top and cannot turn back. */
  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("dead-end", 0, NULL));
  put_boat (&canals, 0, 0, 1);
  g_assert_true (sy_canals_has_route (&canals, 1));
  g_assert_false (sy_canals_has_route (&canals, 2));
  g_assert_cmpuint (best_value (&canals, 2, weights), ==, G_MAXUINT);
}

static void
test_repeated_officials (void)
{
  SyCanals canals;
  guint weights[SY_N_OFFICIALS] = { 1, 0, 0, 0, 0 };

  /* A ring round an island, one way in, a soldier at the north-west
   * corner. Speed 9 from the entrance: anticlockwise passes the soldier at
   * steps 1 and 9 (both pay), clockwise only at step 7. */
  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("ring-end", 0, "s........"));
  put_boat (&canals, 0, 0, 1);
  g_assert_cmpuint (best_value (&canals, 9, weights), ==, 2);
  g_assert_cmpuint (best_value (&canals, 7, weights), ==, 1);
}

static void
test_junction (void)
{
  SyCanals canals;
  guint weights[SY_N_OFFICIALS] = { 2, 5, 0, 0, 0 };
  SyRoute routes[4];
  guint value;

  /* Enter a junction from the north; west has a soldier, east a
   * businessman. Free choice: the businessman pays more for this ship. */
  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("junction", 0, "...s.b..."));
  put_boat (&canals, 0, 0, 1);
  g_assert_cmpuint (sy_canals_best_routes (&canals, 2, weights, routes, 4, &value), ==, 1);
  g_assert_cmpuint (value, ==, 5);
  g_assert_cmpuint (routes[0].steps[1].position, ==, 5);
  g_assert_cmpuint (routes[0].tally.entries[SY_OFFICIAL_BUSINESSMAN], ==, 1);
}

static void
test_ties_keep_end_positions (void)
{
  SyCanals canals;
  guint weights[SY_N_OFFICIALS] = { 0, };
  SyRoute routes[4];

  /* The same junction, no officials: both ways pay nothing and end in
   * different places, so both are offered. */
  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("junction", 0, NULL));
  put_boat (&canals, 0, 0, 1);
  g_assert_cmpuint (sy_canals_best_routes (&canals, 2, weights, routes, 4, NULL), ==, 2);
  g_assert_cmpuint (routes[0].steps[1].position + routes[1].steps[1].position, ==, 3 + 5);
}

static void
test_ribands (void)
{
  SyCanals canals;
  guint weights[SY_N_OFFICIALS] = { 0, };

  /* Blue Ribands entered at steps 1 and 3 of a straight run (the centre of
   * the first tile, the top of the second): only the last one pays, what
   * the boat had sailed when it entered it. */
  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("straight", 0, "....r...."));
  place (&canals, 0, 1, canal_tile_of ("straight", 0, ".r......."));
  put_boat (&canals, 0, 0, 1);
  g_assert_cmpuint (best_value (&canals, 2, weights), ==, 1);
  g_assert_cmpuint (best_value (&canals, 3, weights), ==, 3);
  g_assert_cmpuint (best_value (&canals, 5, weights), ==, 3);
}

static void
test_sail_removes_tiles (void)
{
  SyCanals canals;
  SyRoute route = { 0 };
  g_autoptr(GError) error = NULL;

  /* A and B straights north to south, C east of A with no water joining
   * it. Sailing from A's top into B uses A; C can no longer be reached
   * and goes to the discard, not to the used pile. */
  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("straight", 0, NULL));
  place (&canals, 0, 1, canal_tile_of ("straight", 0, NULL));
  place (&canals, 1, 0, canal_tile_of ("straight", 0, NULL));
  put_boat (&canals, 0, 0, 1);

  route.n_steps = 3;
  route.steps[0] = (SyCanalSpot) { 0, 0, 4 };
  route.steps[1] = (SyCanalSpot) { 0, 0, 7 };
  route.steps[2] = (SyCanalSpot) { 0, 1, 1 };
  g_assert_true (sy_canals_check_route (&canals, &route, &error));
  g_assert_no_error (error);
  sy_canals_sail (&canals, &route);

  g_assert_cmpuint (canals.used, ==, 1);
  g_assert_cmpuint (canals.discarded, ==, 1);
  g_assert_cmpuint (canals.n_tiles, ==, 1);
  g_assert_cmpint (canals.tiles[0].y, ==, 1);
  /* The boat stays, its stern towards the space it came from. */
  g_assert_cmpuint (canals.boat.position, ==, 1);
  g_assert_cmpint (canals.boat_from.y, ==, 0);
  g_assert_cmpuint (canals.boat_from.position, ==, 7);

  /* A tile later placed where A was does not let the boat turn back. */
  place (&canals, 0, 0, canal_tile_of ("straight", 0, NULL));
  g_assert_true (sy_canals_has_route (&canals, 2));
  g_assert_false (sy_canals_has_route (&canals, 3));
}

/* "Pokud odebrání desky kanálu ze systému způsobí, že se i některé další
 * desky oddělí od systému, musíte odstranit i tyto desky ... V systému
 * kanálů si ponecháte pouze takové kanály, na které by se mohla figurka
 * lodi pohnout v příštích zkušebních plavbách" (second edition, Zkušební
 * plavba; first edition p. 8 likewise): only the tiles that the removal of
 * used tiles cuts off from the system go. A tile that still touches the
 * system stays though no water joins it yet: a later rental can join it. */
static void
test_sail_keeps_touching_tiles (void)
{
  SyCanals canals;
  SyRoute route = { 0 };

  /* A cruise that leaves no tile discards nothing: C, east of A, touches
   * A but no water joins them. */
  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("straight", 0, NULL));
  place (&canals, 1, 0, canal_tile_of ("straight", 0, NULL));
  put_boat (&canals, 0, 0, 1);
  route.n_steps = 1;
  route.steps[0] = (SyCanalSpot) { 0, 0, 4 };
  g_assert_true (sy_canals_check_route (&canals, &route, NULL));
  sy_canals_sail (&canals, &route);
  g_assert_cmpuint (canals.used, ==, 0);
  g_assert_cmpuint (canals.discarded, ==, 0);
  g_assert_cmpuint (canals.n_tiles, ==, 2);

  /* A and B north to south; C east of A and D east of B, joined to each
   * other by water but not to A or B. Sailing from A into B uses A. C no
   * longer touches A, but it touches D, which touches B: the system holds
   * B, C and D still, and nothing is discarded. */
  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("straight", 0, NULL));
  place (&canals, 0, 1, canal_tile_of ("straight", 0, NULL));
  place (&canals, 1, 0, canal_tile_of ("straight", 0, NULL));
  place (&canals, 1, 1, canal_tile_of ("straight", 0, NULL));
  put_boat (&canals, 0, 0, 1);
  route.n_steps = 3;
  route.steps[0] = (SyCanalSpot) { 0, 0, 4 };
  route.steps[1] = (SyCanalSpot) { 0, 0, 7 };
  route.steps[2] = (SyCanalSpot) { 0, 1, 1 };
  g_assert_true (sy_canals_check_route (&canals, &route, NULL));
  sy_canals_sail (&canals, &route);
  g_assert_cmpuint (canals.used, ==, 1);
  g_assert_cmpuint (canals.discarded, ==, 0);
  g_assert_cmpuint (canals.n_tiles, ==, 3);
  g_assert_cmpint (sy_canals_find_tile (&canals, 1, 0), >=, 0);
}

static void
test_check_route (void)
{
  SyCanals canals = chain (2);
  SyRoute route = { 0 };
  g_autoptr(GError) error = NULL;

  /* Turning back. */
  route.n_steps = 2;
  route.steps[0] = (SyCanalSpot) { 0, 0, 4 };
  route.steps[1] = (SyCanalSpot) { 0, 0, 1 };
  g_assert_false (sy_canals_check_route (&canals, &route, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL);
  g_clear_error (&error);

  /* Jumping over water. */
  route.steps[1] = (SyCanalSpot) { 0, 1, 1 };
  g_assert_false (sy_canals_check_route (&canals, &route, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL);
}

static void
test_worked_second_edition (void)
{
  SyCanals canals;
  SyShip ship = { .edition = SY_EDITION_SECOND, .n_parts = 5 };
  SyFitting f = { 0 };
  g_autoptr(SyCanalOracle) oracle = NULL;
  SyCruiseOracle cruise;
  SyShipScore score;

  /* Lifebuoy official at step 1, businessman official at step 3, the Blue
   * Riband at step 4 of a six-step cruise. */
  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("straight", 0, "....f...."));
  place (&canals, 0, 1, canal_tile_of ("straight", 0, ".b..r...."));
  place (&canals, 0, 2, canal_tile_of ("straight", 0, NULL));
  put_boat (&canals, 0, 0, 1);

  ship.symbols[SY_SYMBOL_LIFEBUOY] = 2;
  f.load.count[SY_ITEM_CAPTAIN] = 1;
  f.load.count[SY_ITEM_BUSINESSMAN] = 2;
  f.load.count[SY_ITEM_SOLDIER] = 1;
  f.load.count[SY_ITEM_STOKER] = 1;
  f.load.count[SY_ITEM_SMOKESTACK] = 1;
  f.load.count[SY_ITEM_SAIL] = 2;
  f.load.count[SY_ITEM_CANNON] = 1;
  f.load.count[SY_ITEM_CRANE] = 1;

  oracle = sy_canal_oracle_new (&canals, &ship);
  sy_canal_oracle_get (oracle, &cruise);
  sy_ship_score (&ship, &f, &cruise, &score);
  g_assert_cmpuint (score.officials[SY_OFFICIAL_LIFEBUOY], ==, 2);
  g_assert_cmpuint (score.officials[SY_OFFICIAL_BUSINESSMAN], ==, 3);
  g_assert_cmpuint (score.riband, ==, 4);
  g_assert_cmpuint (score.cruise, ==, 9);
  g_assert_cmpuint (score.total, ==, 23);
}

static void
test_worked_first_edition (void)
{
  SyCanals canals;
  SyShip ship = { .edition = SY_EDITION_FIRST, .n_parts = 5 };
  SyFitting f = { 0 };
  g_autoptr(SyCanalOracle) oracle = NULL;
  SyCruiseOracle cruise;
  SyShipScore score;

  /* Speed 7: lifebuoy officials at steps 1 and 4, trade official at 3,
   * Blue Ribands at 2 and 6 (only the one at 6 pays). */
  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("straight", 0, "....f..r."));
  place (&canals, 0, 1, canal_tile_of ("straight", 0, ".b..f...."));
  place (&canals, 0, 2, canal_tile_of ("straight", 0, ".r......."));
  put_boat (&canals, 0, 0, 1);

  ship.symbols[SY_SYMBOL_LIFEBUOY] = 4;
  f.load.count[SY_ITEM_CAPTAIN] = 1;
  f.load.count[SY_ITEM_BUSINESSMAN] = 2;
  f.load.count[SY_ITEM_SOLDIER] = 1;
  f.load.count[SY_ITEM_PROPELLER] = 1;
  f.load.count[SY_ITEM_SMOKESTACK] = 1;
  f.load.count[SY_ITEM_SAIL] = 3;
  f.load.count[SY_ITEM_CANNON] = 1;
  f.load.count[SY_ITEM_CRANE] = 1;

  oracle = sy_canal_oracle_new (&canals, &ship);
  sy_canal_oracle_get (oracle, &cruise);
  sy_ship_score (&ship, &f, &cruise, &score);
  g_assert_cmpuint (score.speed, ==, 7);
  g_assert_cmpuint (score.officials[SY_OFFICIAL_LIFEBUOY], ==, 8);
  g_assert_cmpuint (score.riband, ==, 6);
  g_assert_cmpuint (score.cruise, ==, 17);
  g_assert_cmpuint (score.total, ==, 32);
}

static void
test_first_cruise_start (void)
{
  SyCanals canals;
  guint weights[SY_N_OFFICIALS] = { 0, };
  SyRoute routes[4];

  /* Second edition: no boat until the first cruise; the best start is
   * part of the answer. A riband at the bottom of a two-tile chain: from
   * the top it is entered at step 5, from the bottom at step... never (it
   * is the start space, which scores nothing). */
  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("straight", 0, NULL));
  place (&canals, 0, 1, canal_tile_of ("straight", 0, ".......r."));
  g_assert_cmpuint (sy_canals_best_routes (&canals, 5, weights, routes, 4, NULL), ==, 1);
  g_assert_cmpint (routes[0].start.y, ==, 0);
  g_assert_cmpuint (routes[0].tally.riband, ==, 5);
}

/* Two straights, north to south, the boat at the top of A, its stern to
 * the north. A: soldier at the centre, riband at the bottom; B: businessman
 * at the top, riband at the centre. With 2 a soldier and 3 a businessman,
 * the 5 steps pay: soldier 2, riband (not the last) 0, businessman 3, the
 * last riband entered at step 4 pays 4, plain water 0: 9 in all. */
static void
test_route_steps (void)
{
  SyCanals canals;
  guint weights[SY_N_OFFICIALS] = { 2, 3, 0, 0, 0 };
  guint points[SY_MAX_SPEED];
  SyRoute route = { 0 };
  SyCanalSpot next[8];
  g_autoptr(GError) error = NULL;

  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("straight", 0, "....s..r."));
  place (&canals, 0, 1, canal_tile_of ("straight", 0, ".b..r...."));
  put_boat (&canals, 0, 0, 1);

  /* Traced one tap at a time: only the way on is offered. */
  g_assert_cmpuint (sy_canals_route_next (&canals, 5, &route, next, 8), ==, 1);
  g_assert_cmpuint (next[0].position, ==, 4);
  g_assert_cmpint (next[0].y, ==, 0);
  /* Six steps go nowhere: the water ends after five. */
  g_assert_cmpuint (sy_canals_route_next (&canals, 6, &route, next, 8), ==, 0);
  route.steps[0] = (SyCanalSpot) { 0, 0, 4 };
  route.steps[1] = (SyCanalSpot) { 0, 0, 7 };
  route.n_steps = 2;
  g_assert_cmpuint (sy_canals_route_next (&canals, 5, &route, next, 8), ==, 1);
  g_assert_cmpint (next[0].y, ==, 1);
  g_assert_cmpuint (next[0].position, ==, 1);

  route.steps[2] = (SyCanalSpot) { 0, 1, 1 };
  route.steps[3] = (SyCanalSpot) { 0, 1, 4 };
  route.steps[4] = (SyCanalSpot) { 0, 1, 7 };
  route.n_steps = 5;
  g_assert_cmpuint (sy_canals_route_next (&canals, 5, &route, next, 8), ==, 0);
  g_assert_true (sy_canals_check_route (&canals, &route, &error));
  g_assert_no_error (error);
  sy_route_step_points (&canals, &route, weights, points);
  g_assert_cmpuint (points[0], ==, 2);
  g_assert_cmpuint (points[1], ==, 0);
  g_assert_cmpuint (points[2], ==, 3);
  g_assert_cmpuint (points[3], ==, 4);
  g_assert_cmpuint (points[4], ==, 0);
  g_assert_cmpuint (sy_route_value (&route, weights), ==, 9);
}

/* The same cruise told in the table's terms. The rulebook: “Pokud loď
 * vjede vícekrát na políčko se stejným typem úředníka, udělí jí vítězné
 * body každý z nich. […] Pokud loď během plavby vjede na více políček se
 * symbolem Modré stuhy, obdrží vítězné body pouze za poslední z těchto
 * symbolů.” So the route meets, in order: the soldier official at step 1
 * (2), a riband at step 2 that a later one outdoes (0), the businessman
 * official at step 3 (3), the last riband at step 4 (4 steps taken: 4). It
 * sails on both tiles and stops at the bottom (South) of B, the second of
 * the two straights rented. */
static void
test_route_summary (void)
{
  SyCanals canals;
  guint weights[SY_N_OFFICIALS] = { 2, 3, 0, 0, 0 };
  SyRoute route = { 0 };
  SyRouteSummary summary;

  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("straight", 0, "....s..r."));
  place (&canals, 0, 1, canal_tile_of ("straight", 0, ".b..r...."));
  put_boat (&canals, 0, 0, 1);
  route.steps[0] = (SyCanalSpot) { 0, 0, 4 };
  route.steps[1] = (SyCanalSpot) { 0, 0, 7 };
  route.steps[2] = (SyCanalSpot) { 0, 1, 1 };
  route.steps[3] = (SyCanalSpot) { 0, 1, 4 };
  route.steps[4] = (SyCanalSpot) { 0, 1, 7 };
  route.n_steps = 5;
  g_assert_true (sy_canals_check_route (&canals, &route, NULL));

  sy_route_summarize (&canals, &route, weights, &summary);
  g_assert_cmpuint (summary.n_tiles, ==, 2);
  g_assert_cmpuint (summary.n_meetings, ==, 4);
  g_assert_cmpuint (summary.meetings[0].step, ==, 1);
  g_assert_cmpuint (summary.meetings[0].mark, ==, SY_MARK_SOLDIER);
  g_assert_cmpuint (summary.meetings[0].points, ==, 2);
  g_assert_cmpuint (summary.meetings[1].step, ==, 2);
  g_assert_cmpuint (summary.meetings[1].mark, ==, SY_MARK_RIBAND);
  g_assert_cmpuint (summary.meetings[1].points, ==, 0);
  g_assert_cmpuint (summary.meetings[2].mark, ==, SY_MARK_BUSINESSMAN);
  g_assert_cmpuint (summary.meetings[2].points, ==, 3);
  g_assert_cmpuint (summary.meetings[3].step, ==, 4);
  g_assert_cmpuint (summary.meetings[3].mark, ==, SY_MARK_RIBAND);
  g_assert_cmpuint (summary.meetings[3].points, ==, 4);
  g_assert_cmpuint (summary.end_tile, ==, 1);
  g_assert_cmpuint (summary.end_position, ==, 7);
  g_assert_cmpuint (summary.end_shape_rank, ==, 2);
  g_assert_cmpuint (summary.end_shape_count, ==, 2);

  /* One step only: one tile, the soldier, stopping on the first straight. */
  route.n_steps = 1;
  sy_route_summarize (&canals, &route, weights, &summary);
  g_assert_cmpuint (summary.n_tiles, ==, 1);
  g_assert_cmpuint (summary.n_meetings, ==, 1);
  g_assert_cmpuint (summary.end_tile, ==, 0);
  g_assert_cmpuint (summary.end_position, ==, 4);
  g_assert_cmpuint (summary.end_shape_rank, ==, 1);
}

/* Before the first cruise the boat may start at either end of a straight:
 * the trace's start decides which way is offered. */
static void
test_route_next_from_start (void)
{
  SyCanals canals;
  SyRoute route = { 0 };
  SyCanalSpot next[8];

  sy_canals_init (&canals);
  place (&canals, 0, 0, canal_tile_of ("straight", 0, NULL));
  place (&canals, 0, 1, canal_tile_of ("straight", 0, NULL));

  route.start = (SyCanalSpot) { 0, 0, 1 };
  g_assert_cmpuint (sy_canals_route_next (&canals, 5, &route, next, 8), ==, 1);
  g_assert_cmpint (next[0].y, ==, 0);
  g_assert_cmpuint (next[0].position, ==, 4);
  route.start = (SyCanalSpot) { 0, 1, 7 };
  g_assert_cmpuint (sy_canals_route_next (&canals, 5, &route, next, 8), ==, 1);
  g_assert_cmpint (next[0].y, ==, 1);
  g_assert_cmpuint (next[0].position, ==, 4);
  /* The middle of a tile is no place to start. */
  route.start = (SyCanalSpot) { 0, 0, 4 };
  g_assert_cmpuint (sy_canals_route_next (&canals, 3, &route, next, 8), ==, 0);
}

static void
test_what_if (void)
{
  SyCanals canals = chain (1);
  SyCanals maybe = canals;
  guint weights[SY_N_OFFICIALS] = { 0, 2, 0, 0, 0 };

  /* One straight: speed 3 has no route. With a rented tile below it,
   * there is one, through a businessman official. */
  g_assert_false (sy_canals_has_route (&canals, 3));
  place (&maybe, 0, 1, canal_tile_of ("straight", 0, ".b......."));
  g_assert_cmpuint (best_value (&maybe, 3, weights), ==, 2);
  g_assert_cmpuint (canals.n_tiles, ==, 1);
}

/* An independent oracle: plain enumeration of every route, from the test's
 * own reading of the tiles' water. */
typedef struct {
  const SyCanals *canals;
  const guint *weights;
  guint speed;
  guint best;
  gboolean any;
  guint count;
} Brute;

static int
brute_node (const SyCanals *canals, int x, int y, guint position)
{
  for (guint t = 0; t < canals->n_tiles; t++)
    if (canals->tiles[t].x == x && canals->tiles[t].y == y
        && (canals->tiles[t].view.spaces & (1u << position)))
      return (int) (t * 9 + position);
  return -1;
}

static guint
brute_neighbours (const SyCanals *canals, int node, int *out)
{
  const SyPlacedCanal *tile = &canals->tiles[node / 9];
  guint p = node % 9, n = 0;
  const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  const guint exit_pos[4] = { 1, 5, 7, 3 };

  for (guint q = 0; q < 9; q++)
    if (tile->view.links[p] & (1u << q))
      out[n++] = (int) ((node / 9) * 9 + q);
  for (guint s = 0; s < 4; s++)
    if ((tile->view.exits & (1u << s)) && exit_pos[s] == p)
      {
        int other = brute_node (canals, tile->x + dx[s], tile->y + dy[s], exit_pos[(s + 2) % 4]);

        if (other >= 0 && (canals->tiles[other / 9].view.exits & (1u << ((s + 2) % 4))))
          out[n++] = other;
      }
  return n;
}

static void
brute_walk (Brute *b, int node, int prev, guint steps, guint32 left, guint officials, guint riband)
{
  int next[12];
  guint n;

  if (steps == b->speed)
    {
      b->any = TRUE;
      b->count++;
      b->best = MAX (b->best, officials + riband);
      return;
    }
  n = brute_neighbours (b->canals, node, next);
  for (guint i = 0; i < n; i++)
    {
      guint mark = b->canals->tiles[next[i] / 9].tile.marks[next[i] % 9];
      guint32 l = left;

      if (next[i] == prev || (left & (1u << (next[i] / 9))))
        continue;
      if (next[i] / 9 != node / 9)
        l |= 1u << (node / 9);
      brute_walk (b, next[i], node, steps + 1, l,
                  officials + (mark >= 1 && mark <= 5 ? b->weights[mark - 1] : 0),
                  mark == 6 ? steps + 1 : riband);
    }
}

static gboolean
count_route (const SyRoute *route, gpointer user_data)
{
  (*(guint *) user_data)++;
  return TRUE;
}

static void
test_against_enumeration (void)
{
  GRand *rand = g_rand_new_with_seed (2009);

  for (guint round = 0; round < 120; round++)
    {
      SyCanals canals;
      guint n_tiles = g_rand_int_range (rand, 3, 9);
      guint weights[SY_N_OFFICIALS];

      sy_canals_init (&canals);
      while (canals.n_tiles < n_tiles)
        {
          const SyCanalShape *shape = sy_canal_palette_get_shape (palette,
            g_rand_int_range (rand, 0, sy_canal_palette_get_n_shapes (palette)));
          SyCanalTile tile = { .rotation = g_rand_int_range (rand, 0, 4) };
          int xs[64], ys[64];
          guint n_cells = sy_canals_legal_cells (&canals, xs, ys, 64);
          guint cell = g_rand_int_range (rand, 0, n_cells);
          SyTileView view;

          g_strlcpy (tile.shape, shape->id, sizeof tile.shape);
          sy_tile_view_rotate (&shape->view, tile.rotation, &view);
          for (guint p = 0; p < 9; p++)
            if ((view.spaces & (1u << p)) && g_rand_int_range (rand, 0, 3) == 0)
              tile.marks[p] = g_rand_int_range (rand, 1, SY_N_MARKS);
          place (&canals, xs[cell], ys[cell], tile);
        }
      for (guint o = 0; o < SY_N_OFFICIALS; o++)
        weights[o] = g_rand_int_range (rand, 0, 4);

      {
        SyCanalSpot spots[64], froms[64];
        guint n = sy_canals_list_starts (&canals, spots, froms, 64);

        if (n == 0)
          continue;
        put_boat (&canals, spots[0].x, spots[0].y, spots[0].position);
      }

      for (guint speed = 1; speed <= 14; speed++)
        {
          Brute b = { &canals, weights, speed, 0, FALSE, 0 };
          int start = brute_node (&canals, canals.boat.x, canals.boat.y, canals.boat.position);
          guint counted = 0;

          brute_walk (&b, start, -1, 0, 0, 0, 0);
          g_assert_cmpint (sy_canals_has_route (&canals, speed), ==, b.any);
          g_assert_cmpuint (best_value (&canals, speed, weights), ==, b.any ? b.best : G_MAXUINT);
          sy_canals_foreach_route (&canals, speed, count_route, &counted);
          g_assert_cmpuint (counted, ==, b.count);
        }
    }

  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  palette = sy_canal_palette_get_default ();

  g_test_add_func ("/engine/canals/palette", test_palette);
  g_test_add_func ("/engine/canals/palette-extension", test_palette_extension);
  g_test_add_func ("/engine/canals/tile-check", test_tile_check);
  g_test_add_func ("/engine/canals/placement", test_placement);
  g_test_add_func ("/engine/canals/boat-start", test_boat_start);
  g_test_add_func ("/engine/canals/cruise/run-off", test_run_off);
  g_test_add_func ("/engine/canals/cruise/no-reversing", test_no_reversing);
  g_test_add_func ("/engine/canals/cruise/repeated-officials", test_repeated_officials);
  g_test_add_func ("/engine/canals/cruise/junction", test_junction);
  g_test_add_func ("/engine/canals/cruise/ties", test_ties_keep_end_positions);
  g_test_add_func ("/engine/canals/cruise/ribands", test_ribands);
  g_test_add_func ("/engine/canals/cruise/sail-removes-tiles", test_sail_removes_tiles);
  g_test_add_func ("/engine/canals/cruise/sail-keeps-touching-tiles", test_sail_keeps_touching_tiles);
  g_test_add_func ("/engine/canals/cruise/check-route", test_check_route);
  g_test_add_func ("/engine/canals/cruise/worked-second-edition", test_worked_second_edition);
  g_test_add_func ("/engine/canals/cruise/worked-first-edition", test_worked_first_edition);
  g_test_add_func ("/engine/canals/cruise/first-cruise-start", test_first_cruise_start);
  g_test_add_func ("/engine/canals/cruise/what-if", test_what_if);
  g_test_add_func ("/engine/canals/cruise/route-steps", test_route_steps);
  g_test_add_func ("/engine/canals/cruise/route-summary", test_route_summary);
  g_test_add_func ("/engine/canals/cruise/route-next-from-start", test_route_next_from_start);
  g_test_add_func ("/engine/canals/cruise/against-enumeration", test_against_enumeration);

  return g_test_run ();
}
