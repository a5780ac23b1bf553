/* test-box.c: the box: learning the pieces entered, correcting, merging, its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <string.h>
#include <glib/gstdio.h>

#include "sy-box.h"
#include "sy-box-history.h"
#include "sy-json-input.h"
#include "sim-player.h"
#include "table-harness.h"
#include "test-folder.h"

/* Games, made through the engine */

static void
apply_or_die (SyGame        *game,
              const SyEvent *event)
{
  g_autoptr(GError) error = NULL;

  if (!sy_game_apply (game, event, &error))
    g_error ("refused: %s", error->message);
}

/* Three players, the first starting, the table laid out. */
static SyGame *
new_game (SyEdition edition)
{
  g_autoptr(SyGameConfig) config = sy_game_config_new (edition, 3);
  const SyCatalog *catalog = sy_catalog_get (edition);
  SyEvent layout = { .type = SY_EVENT_LAYOUT };
  g_autoptr(GError) error = NULL;
  SyGame *game;

  sy_game_config_set_player (config, 0, "Alena", SY_COLOUR_PINK);
  sy_game_config_set_player (config, 1, "Bohdan", SY_COLOUR_YELLOW);
  sy_game_config_set_player (config, 2, "Cecílie", SY_COLOUR_WHITE);
  config->start_player = 0;
  game = sy_game_new (config, &error);
  g_assert_no_error (error);
  layout.n_track = sy_game_get_setup_facts (game)->subsidy_in_play ? 8 : 7;
  memcpy (layout.track, layout.n_track == 8 ? order4 : order3, layout.n_track * sizeof (SyAction));
  memcpy (layout.crew_ring, catalog->crew_ring_items, sizeof layout.crew_ring);
  apply_or_die (game, &layout);
  return game;
}

static void
game_choose (SyGame   *game,
        SyAction  action)
{
  SyEvent e = { .type = SY_EVENT_CHOOSE, .action = action };

  apply_or_die (game, &e);
}

static void
game_end_turn (SyGame *game)
{
  SyEvent e = { .type = SY_EVENT_END_TURN };

  apply_or_die (game, &e);
}

/* The player on turn takes @action as their action when its tile is
 * free, else another action and @action as the bonus action: @event. */
static void
act (SyGame  *game,
     SyAction action,
     SyEvent *event)
{
  const SyTable *table = sy_game_get_table (game);
  static const SyAction others[] = { SY_ACTION_GOODS, SY_ACTION_EQUIPMENT, SY_ACTION_CREW };
  int tile = sy_table_find_tile (table, action);

  if (sy_table_can_choose (table, (guint) tile, NULL))
    {
      game_choose (game, action);
      apply_or_die (game, event);
      game_end_turn (game);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    if (sy_table_can_choose (table, (guint) sy_table_find_tile (table, others[i]), NULL))
      {
        SyEvent perform = { .steps = 1 };

        game_choose (game, others[i]);
        perform.type = others[i] == SY_ACTION_GOODS ? SY_EVENT_GOODS
                       : others[i] == SY_ACTION_EQUIPMENT ? SY_EVENT_EQUIPMENT : SY_EVENT_CREW;
        apply_or_die (game, &perform);
        event->bonus = TRUE;
        apply_or_die (game, event);
        game_end_turn (game);
        return;
      }
  g_assert_not_reached ();
}

/* The player on turn builds the front of the harness's small ship: a bow
 * with a cabin, a middle with @rigging rigging mounts (a finished ship
 * would have to be launched before the turn ends). */
static void
build_turn (SyGame *game,
            guint   rigging)
{
  SyEvent build = small_ship_event (sy_game_get_table (game), rigging, 0);

  build.n_parts = 2;
  act (game, SY_ACTION_BUILD, &build);
}

/* The player on turn rents @tile, the first of their canals. */
static void
canal_turn (SyGame            *game,
            const SyCanalTile *tile)
{
  const SyTable *table = sy_game_get_table (game);
  SyEvent e = { .type = SY_EVENT_CANAL, .tile = *tile };
  int xs[16], ys[16];

  sy_canals_legal_cells (&table->players[table->current].canals, xs, ys, 16);
  e.x = xs[0];
  e.y = ys[0];
  if (table->facts.edition == SY_EDITION_FIRST)
    {
      /* The boat at the first side where the water leaves the tile. */
      SyTileView view;

      g_assert_true (sy_canal_tile_check (tile, sy_canal_palette_get_default (), &view, NULL));
      e.place_boat = TRUE;
      e.boat = (SyCanalSpot) { e.x, e.y, sy_side_exit_position (g_bit_nth_lsf (view.exits, -1)) };
    }
  act (game, SY_ACTION_CANAL, &e);
}

static SyPart
part_of (SyPartKind kind,
         SySymbol   symbol,
         guint      n)
{
  SyPart part = { .kind = kind };

  part.symbols[symbol] = n;
  return part;
}

/* The design of @part in @box, or NULL. */
static const SyBoxPart *
find_part (const SyBox  *box,
           const SyPart *part)
{
  g_autoptr(GPtrArray) parts = sy_box_list_parts (box, part->kind);

  for (guint i = 0; i < parts->len; i++)
    {
      const SyBoxPart *p = g_ptr_array_index (parts, i);

      if (memcmp (p->part.symbols, part->symbols, sizeof part->symbols) == 0)
        return p;
    }
  return NULL;
}

static char *
box_text (const SyBox *box)
{
  g_autoptr(JsonNode) node = sy_box_to_json (box);

  return json_to_string (node, TRUE);
}

/* Learning */

/* Alena builds a bow and a middle with one rigging mount, Bohdan the
 * same, Cecílie a middle with two: three designs, bow (cabin) three
 * times, middle (1 mount) twice, middle (2 mounts) once, all in one game:
 * 3 + 2 + 1 = 6 parts at least. */
static void
test_learn_parts (gconstpointer data)
{
  SyEdition edition = GPOINTER_TO_UINT (data);
  g_autoptr(SyGame) game = new_game (edition);
  g_autoptr(SyBox) box = sy_box_new (edition);
  g_autoptr(GPtrArray) bows = NULL;
  g_autoptr(GPtrArray) middles = NULL;
  g_autoptr(GPtrArray) all = NULL;
  SyPart bow = part_of (SY_PART_BOW, SY_SYMBOL_CABIN, 1);
  SyPart one = part_of (SY_PART_MIDDLE, SY_SYMBOL_RIGGING_MOUNT, 1);
  SyPart two = part_of (SY_PART_MIDDLE, SY_SYMBOL_RIGGING_MOUNT, 2);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (sy_box_is_empty (box));
  g_assert_false (sy_box_learn_game (box, "game-1", game));   /* nothing entered yet */
  g_assert_true (sy_box_is_empty (box));

  build_turn (game, 1);
  build_turn (game, 1);
  build_turn (game, 2);
  g_assert_true (sy_box_learn_game (box, "game-1", game));
  g_assert_false (sy_box_is_empty (box));
  g_assert_cmpuint (sy_box_count_parts (box), ==, 6);
  g_assert_cmpuint (sy_box_count_tiles (box), ==, 0);

  bows = sy_box_list_parts (box, SY_PART_BOW);
  g_assert_cmpuint (bows->len, ==, 1);
  g_assert_cmpuint (((SyBoxPart *) bows->pdata[0])->seen, ==, 3);
  g_assert_cmpuint (((SyBoxPart *) bows->pdata[0])->copies, ==, 3);
  g_assert_cmpmem (((SyBoxPart *) bows->pdata[0])->part.symbols, SY_N_SYMBOLS,
                   bow.symbols, SY_N_SYMBOLS);
  /* Most seen first. */
  middles = sy_box_list_parts (box, SY_PART_MIDDLE);
  g_assert_cmpuint (middles->len, ==, 2);
  g_assert_cmpuint (((SyBoxPart *) middles->pdata[0])->part.symbols[SY_SYMBOL_RIGGING_MOUNT],
                    ==, 1);
  g_assert_cmpuint (((SyBoxPart *) middles->pdata[0])->seen, ==, 2);
  g_assert_cmpuint (((SyBoxPart *) middles->pdata[1])->seen, ==, 1);
  g_assert_true (find_part (box, &one) != NULL && find_part (box, &two) != NULL);
  all = sy_box_list_parts (box, SY_PART_NONE);
  g_assert_cmpuint (all->len, ==, 3);

  /* Learning the same game again changes nothing. */
  before = box_text (box);
  g_assert_false (sy_box_learn_game (box, "game-1", game));
  after = box_text (box);
  g_assert_cmpstr (before, ==, after);

  /* Undoing Cecílie's turn (end, build, choose) forgets her parts. */
  for (guint i = 0; i < 3; i++)
    g_assert_true (sy_game_undo (game));
  g_assert_true (sy_box_learn_game (box, "game-1", game));
  g_assert_null (find_part (box, &two));
  g_assert_cmpuint (find_part (box, &one)->seen, ==, 2);
  g_assert_cmpuint (find_part (box, &bow)->seen, ==, 2);
  g_assert_cmpuint (sy_box_count_parts (box), ==, 4);
  /* And redoing brings them back. */
  for (guint i = 0; i < 3; i++)
    g_assert_true (sy_game_redo (game));
  g_assert_true (sy_box_learn_game (box, "game-1", game));
  g_assert_cmpuint (sy_box_count_parts (box), ==, 6);
}

/* Copies: the most of a design in one game; seen: over every game. Three
 * bows and middles in one game, one of each in a second: the bow is seen
 * 3 + 1 = 4 times, but the box holds at least 3 (the most in one game). */
static void
test_copies (void)
{
  g_autoptr(SyGame) first = new_game (SY_EDITION_SECOND);
  g_autoptr(SyGame) second = new_game (SY_EDITION_SECOND);
  g_autoptr(SyBox) box = sy_box_new (SY_EDITION_SECOND);
  SyPart bow = part_of (SY_PART_BOW, SY_SYMBOL_CABIN, 1);

  for (guint i = 0; i < 3; i++)
    build_turn (first, 1);
  build_turn (second, 1);
  g_assert_true (sy_box_learn_game (box, "first", first));
  g_assert_true (sy_box_learn_game (box, "second", second));
  g_assert_cmpuint (find_part (box, &bow)->seen, ==, 4);
  g_assert_cmpuint (find_part (box, &bow)->copies, ==, 3);
  /* bow 3, middle 3 */
  g_assert_cmpuint (sy_box_count_parts (box), ==, 6);
}

/* A bend with a soldier at its north end (position 1), rented as drawn and
 * turned half round (the soldier then lies at position 7): one design,
 * seen twice, kept as drawn. A straight with the soldier at either end is
 * one tile too (turned half round, a straight is a straight): kept with
 * the soldier at position 7, the smaller of its two descriptions. */
static void
test_learn_tiles (gconstpointer data)
{
  SyEdition edition = GPOINTER_TO_UINT (data);
  g_autoptr(SyGame) game = new_game (edition);
  g_autoptr(SyGame) straights = new_game (edition);
  g_autoptr(SyBox) box = sy_box_new (edition);
  g_autoptr(GPtrArray) tiles = NULL;
  SyCanalTile drawn = canal_tile_of ("bend", 0, ".s.......");
  SyCanalTile turned = canal_tile_of ("bend", 2, ".......s.");
  SyCanalTile straight_north = canal_tile_of ("straight", 0, ".s.......");
  SyCanalTile straight_south = canal_tile_of ("straight", 0, ".......s.");
  const SyBoxTile *bend;

  canal_turn (game, &drawn);
  canal_turn (game, &turned);
  g_assert_true (sy_box_learn_game (box, "g", game));
  g_assert_cmpuint (sy_box_count_tiles (box), ==, 1);
  g_assert_cmpuint (sy_box_count_parts (box), ==, 0);
  tiles = sy_box_list_tiles (box);
  g_assert_cmpuint (tiles->len, ==, 1);
  bend = g_ptr_array_index (tiles, 0);
  g_assert_cmpstr (bend->tile.shape, ==, "bend");
  g_assert_cmpuint (bend->tile.rotation, ==, 0);
  g_assert_cmpmem (bend->tile.marks, SY_TILE_POSITIONS, drawn.marks, SY_TILE_POSITIONS);
  g_assert_cmpuint (bend->seen, ==, 2);
  g_clear_pointer (&tiles, g_ptr_array_unref);

  /* Cecílie's straight: a second tile, seen once. */
  canal_turn (game, &straight_north);
  g_assert_true (sy_box_learn_game (box, "g", game));
  g_assert_cmpuint (sy_box_count_tiles (box), ==, 2);
  tiles = sy_box_list_tiles (box);
  g_assert_cmpstr (((SyBoxTile *) tiles->pdata[0])->tile.shape, ==, "bend");
  g_assert_cmpstr (((SyBoxTile *) tiles->pdata[1])->tile.shape, ==, "straight");
  g_assert_cmpuint (((SyBoxTile *) tiles->pdata[1])->seen, ==, 1);
  g_assert_cmpmem (((SyBoxTile *) tiles->pdata[1])->tile.marks, SY_TILE_POSITIONS,
                   straight_south.marks, SY_TILE_POSITIONS);
  g_clear_pointer (&tiles, g_ptr_array_unref);

  /* Another game, its straights rented with the soldier north and south:
   * the same tile, seen 1 + 2 times now. */
  canal_turn (straights, &straight_north);
  canal_turn (straights, &straight_south);
  g_assert_true (sy_box_learn_game (box, "straights", straights));
  tiles = sy_box_list_tiles (box);
  g_assert_cmpuint (tiles->len, ==, 2);
  g_assert_cmpstr (((SyBoxTile *) tiles->pdata[0])->tile.shape, ==, "straight");
  g_assert_cmpuint (((SyBoxTile *) tiles->pdata[0])->seen, ==, 3);
  g_clear_pointer (&tiles, g_ptr_array_unref);

  /* Undone: Cecílie's turn (end, rent, her action, her choice). */
  for (guint i = 0; i < 4; i++)
    g_assert_true (sy_game_undo (game));
  g_assert_true (sy_box_learn_game (box, "g", game));
  tiles = sy_box_list_tiles (box);
  g_assert_cmpuint (((SyBoxTile *) tiles->pdata[0])->seen, ==, 2);
  g_assert_cmpuint (((SyBoxTile *) tiles->pdata[1])->seen, ==, 2);
  g_assert_false (sy_box_learn_game (box, "g", game));
}

/* A game's history entry is renamed when it ends: learnt under its new
 * name after the rename, it is counted once. */
static void
test_rename (void)
{
  g_autoptr(SyGame) game = new_game (SY_EDITION_SECOND);
  g_autoptr(SyBox) box = sy_box_new (SY_EDITION_SECOND);
  SyPart bow = part_of (SY_PART_BOW, SY_SYMBOL_CABIN, 1);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *games;

  build_turn (game, 1);
  g_assert_true (sy_box_learn_game (box, "20261125-070000-unfinished", game));
  g_assert_false (sy_box_rename_game (box, "no-such-game", "20261125-080000-finished"));
  g_assert_true (sy_box_rename_game (box, "20261125-070000-unfinished",
                                     "20261125-080000-finished"));
  g_assert_false (sy_box_learn_game (box, "20261125-080000-finished", game));
  g_assert_cmpuint (find_part (box, &bow)->seen, ==, 1);
  node = sy_box_to_json (box);
  games = json_object_get_object_member (json_node_get_object (node), "games");
  g_assert_cmpuint (json_object_get_size (games), ==, 1);
  g_assert_true (json_object_has_member (games, "20261125-080000-finished"));
}

/* A blank substitute, bought when its stack ran out, shows no symbol:
 * no design of the box. Alena's bow stack ran out; she buys a blank bow
 * and a middle with one mount: the box learns the middle only. */
static void
test_blank_skipped (void)
{
  g_autoptr(SyGame) game = new_game (SY_EDITION_SECOND);
  g_autoptr(SyBox) box = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(GPtrArray) bows = NULL;
  SyEvent empty = { .type = SY_EVENT_STACK_EMPTY, .kind = SY_PART_BOW };
  SyEvent build = small_ship_event (sy_game_get_table (game), 1, 0);
  SyPart one = part_of (SY_PART_MIDDLE, SY_SYMBOL_RIGGING_MOUNT, 1);

  apply_or_die (game, &empty);
  build.n_parts = 2;
  build.parts[0].part = (SyPart) { .kind = SY_PART_BOW, .blank = TRUE };
  act (game, SY_ACTION_BUILD, &build);
  g_assert_true (sy_box_learn_game (box, "g", game));
  bows = sy_box_list_parts (box, SY_PART_BOW);
  g_assert_cmpuint (bows->len, ==, 0);
  g_assert_cmpuint (find_part (box, &one)->seen, ==, 1);
  g_assert_cmpuint (sy_box_count_parts (box), ==, 1);
}

/* Whole games played by the simulated players, both editions: every
 * non-blank part bought is seen once, every tile rented once; learnt
 * again, nothing changes; taken back to its start, the game leaves an
 * empty box. */
static void
test_whole_games (void)
{
  for (guint seed = 1; seed <= 6; seed++)
    {
      SyEdition edition = seed % 2 ? SY_EDITION_FIRST : SY_EDITION_SECOND;
      g_autoptr(SyGame) game = sim_finished_game (edition, 2 + seed % 3, seed);
      g_autoptr(SyBox) box = sy_box_new (edition);
      g_autoptr(GPtrArray) parts = NULL;
      g_autoptr(GPtrArray) tiles = NULL;
      g_autoptr(JsonNode) node = NULL;
      g_autofree char *text = NULL;
      guint bought = 0, rented = 0, seen_parts = 0, seen_tiles = 0;
      double seconds;

      for (guint i = 0; i < sy_game_get_position (game); i++)
        {
          const SyEvent *e = sy_game_get_event (game, i);

          for (guint p = 0; e->type == SY_EVENT_BUILD && p < e->n_parts; p++)
            bought += !e->parts[p].part.blank;
          rented += e->type == SY_EVENT_CANAL;
        }
      g_test_timer_start ();
      g_assert_true (sy_box_learn_game (box, "whole", game));
      seconds = g_test_timer_elapsed ();
      parts = sy_box_list_parts (box, SY_PART_NONE);
      for (guint i = 0; i < parts->len; i++)
        seen_parts += ((SyBoxPart *) parts->pdata[i])->seen;
      tiles = sy_box_list_tiles (box);
      for (guint i = 0; i < tiles->len; i++)
        seen_tiles += ((SyBoxTile *) tiles->pdata[i])->seen;
      g_assert_cmpuint (seen_parts, ==, bought);
      g_assert_cmpuint (seen_tiles, ==, rented);
      g_assert_cmpuint (sy_box_count_parts (box), <=, bought);
      g_assert_cmpuint (sy_box_count_tiles (box), <=, rented);
      node = sy_box_to_json (box);
      text = json_to_string (node, FALSE);
      g_test_message ("seed %u: %u events, %u parts, %u tiles; learnt in %.2f ms; %zu bytes",
                      seed, sy_game_get_position (game), bought, rented, seconds * 1000,
                      strlen (text));
      g_assert_false (sy_box_learn_game (box, "whole", game));
      g_assert_true (sy_game_go_to (game, 1));
      g_assert_cmpuint (sy_box_learn_game (box, "whole", game), ==, bought + rented > 0);
      g_assert_true (sy_box_is_empty (box));
    }
}

/* A game of the other edition teaches nothing, and changes nothing. */
static void
test_other_edition (void)
{
  g_autoptr(SyGame) game = new_game (SY_EDITION_FIRST);
  g_autoptr(SyBox) box = sy_box_new (SY_EDITION_SECOND);

  build_turn (game, 1);
  g_assert_false (sy_box_learn_game (box, "g", game));
  g_assert_true (sy_box_is_empty (box));
}

/* Correcting */

/* Alena's and Bohdan's middles had one mount, Cecílie's two. The one-mount
 * middle was entered wrongly: it has two. Corrected, the two-mount design
 * is seen 3 times, 3 copies (all in one game); learning the game again
 * keeps the correction. */
static void
test_replace (void)
{
  g_autoptr(SyGame) game = new_game (SY_EDITION_SECOND);
  g_autoptr(SyBox) box = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(GError) error = NULL;
  SyPart one = part_of (SY_PART_MIDDLE, SY_SYMBOL_RIGGING_MOUNT, 1);
  SyPart two = part_of (SY_PART_MIDDLE, SY_SYMBOL_RIGGING_MOUNT, 2);
  SyPart propeller = part_of (SY_PART_MIDDLE, SY_SYMBOL_PROPELLER_MOUNT, 1);
  SyPart lantern = part_of (SY_PART_MIDDLE, SY_SYMBOL_LANTERN, 1);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  build_turn (game, 1);
  build_turn (game, 1);
  build_turn (game, 2);
  g_assert_true (sy_box_learn_game (box, "g", game));

  /* No second-edition part shows a propeller mount. */
  before = box_text (box);
  g_assert_false (sy_box_replace_part (box, &one, &propeller, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_PART);
  g_clear_error (&error);
  /* A design the box does not have. */
  g_assert_false (sy_box_replace_part (box, &lantern, &two, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_PART);
  g_clear_error (&error);
  after = box_text (box);
  g_assert_cmpstr (before, ==, after);

  g_assert_true (sy_box_replace_part (box, &one, &two, &error));
  g_assert_no_error (error);
  g_assert_null (find_part (box, &one));
  g_assert_cmpuint (find_part (box, &two)->seen, ==, 3);
  g_assert_cmpuint (find_part (box, &two)->copies, ==, 3);
  g_assert_false (sy_box_learn_game (box, "g", game));
  g_assert_null (find_part (box, &one));

  /* The game itself keeps what it recorded. */
  g_assert_cmpuint (sy_game_get_event (game, 2)->parts[1].part.symbols[SY_SYMBOL_RIGGING_MOUNT],
                    ==, 1);

  /* A correction to a design not yet there makes a new one. */
  g_assert_true (sy_box_replace_part (box, &two, &lantern, &error));
  g_assert_cmpuint (find_part (box, &lantern)->seen, ==, 3);
  g_assert_null (find_part (box, &two));
}

static void
test_replace_tile (void)
{
  g_autoptr(SyGame) game = new_game (SY_EDITION_SECOND);
  g_autoptr(SyBox) box = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(GPtrArray) tiles = NULL;
  g_autoptr(GError) error = NULL;
  SyCanalTile soldier = canal_tile_of ("bend", 0, ".s.......");
  /* Turned a quarter clockwise, the drawing's position 1 lies at 5. */
  SyCanalTile lantern = canal_tile_of ("bend", 1, ".....l...");
  SyCanalTile on_land = canal_tile_of ("bend", 0, "l........");

  canal_turn (game, &soldier);
  g_assert_true (sy_box_learn_game (box, "g", game));
  g_assert_false (sy_box_replace_tile (box, &soldier, &on_land, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL);
  g_clear_error (&error);
  g_assert_true (sy_box_replace_tile (box, &soldier, &lantern, &error));
  g_assert_no_error (error);
  tiles = sy_box_list_tiles (box);
  g_assert_cmpuint (tiles->len, ==, 1);
  g_assert_cmpuint (((SyBoxTile *) tiles->pdata[0])->tile.marks[1], ==, SY_MARK_LANTERN);
  g_assert_cmpuint (((SyBoxTile *) tiles->pdata[0])->tile.rotation, ==, 0);
  g_clear_pointer (&tiles, g_ptr_array_unref);
  g_assert_false (sy_box_learn_game (box, "g", game));

  g_assert_true (sy_box_remove_tile (box, &lantern));
  g_assert_false (sy_box_remove_tile (box, &lantern));
  g_assert_true (sy_box_is_empty (box));
  g_assert_false (sy_box_learn_game (box, "g", game));
  g_assert_true (sy_box_is_empty (box));
}

/* Removed: gone from the box and from what the game taught, also when it
 * is learnt again; the other designs stay. */
static void
test_remove (void)
{
  g_autoptr(SyGame) game = new_game (SY_EDITION_FIRST);
  g_autoptr(SyBox) box = sy_box_new (SY_EDITION_FIRST);
  g_autoptr(GPtrArray) bows = NULL;
  SyPart bow = part_of (SY_PART_BOW, SY_SYMBOL_CABIN, 1);

  build_turn (game, 1);
  g_assert_true (sy_box_learn_game (box, "g", game));
  g_assert_cmpuint (sy_box_count_parts (box), ==, 2);
  g_assert_true (sy_box_remove_part (box, &bow));
  g_assert_false (sy_box_remove_part (box, &bow));
  bows = sy_box_list_parts (box, SY_PART_BOW);
  g_assert_cmpuint (bows->len, ==, 0);
  g_assert_cmpuint (sy_box_count_parts (box), ==, 1);
  g_assert_false (sy_box_learn_game (box, "g", game));
  g_assert_null (find_part (box, &bow));
  /* A new game that enters it again puts it back: a player entered it. */
  {
    g_autoptr(SyGame) other = new_game (SY_EDITION_FIRST);

    build_turn (other, 1);
    g_assert_true (sy_box_learn_game (box, "other", other));
    g_assert_cmpuint (find_part (box, &bow)->seen, ==, 1);
  }
}

/* Merging */

/* Box A learnt game "a" (a bow, a middle with one mount); box B learnt
 * game "b" (a bow, a middle with two mounts, a crossing) and, under the
 * key "a" too, a game that entered one bow with a lantern only. Merged:
 * every design of both; "a" counted once, as A has it (two parts beat
 * one), the lantern bow kept. */
static void
test_merge (void)
{
  g_autoptr(SyGame) a = new_game (SY_EDITION_SECOND);
  g_autoptr(SyGame) b = new_game (SY_EDITION_SECOND);
  g_autoptr(SyGame) lantern_game = new_game (SY_EDITION_SECOND);
  g_autoptr(SyBox) box_a = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(SyBox) box_b = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(SyBox) first = sy_box_new (SY_EDITION_FIRST);
  g_autoptr(GError) error = NULL;
  SyPart bow = part_of (SY_PART_BOW, SY_SYMBOL_CABIN, 1);
  SyPart lantern = part_of (SY_PART_BOW, SY_SYMBOL_LANTERN, 1);
  SyPart one = part_of (SY_PART_MIDDLE, SY_SYMBOL_RIGGING_MOUNT, 1);
  SyPart two = part_of (SY_PART_MIDDLE, SY_SYMBOL_RIGGING_MOUNT, 2);
  SyEvent build = { .type = SY_EVENT_BUILD, .n_parts = 1 };
  SyCanalTile tile = canal_tile_of ("crossing", 3, "....r....");
  g_autofree char *once = NULL;
  g_autofree char *twice = NULL;

  build_turn (a, 1);
  build_turn (b, 2);
  canal_turn (b, &tile);
  game_choose (lantern_game, SY_ACTION_BUILD);
  build.parts[0].part = lantern;
  build.parts[0].slot = g_bit_nth_lsf (sy_yard_legal_slots (
    &sy_game_get_table (lantern_game)->players[0].yard, SY_PART_BOW), -1);
  apply_or_die (lantern_game, &build);

  g_assert_true (sy_box_learn_game (box_a, "a", a));
  g_assert_true (sy_box_learn_game (box_b, "b", b));
  g_assert_true (sy_box_learn_game (box_b, "a", lantern_game));

  g_assert_true (sy_box_merge (box_a, box_b, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (find_part (box_a, &bow)->seen, ==, 2);       /* a and b */
  g_assert_cmpuint (find_part (box_a, &one)->seen, ==, 1);
  g_assert_cmpuint (find_part (box_a, &two)->seen, ==, 1);
  g_assert_cmpuint (find_part (box_a, &lantern)->seen, ==, 1);   /* kept, loose */
  g_assert_cmpuint (sy_box_count_tiles (box_a), ==, 1);
  /* the bow: 1 copy (one a game); middles 1 + 1; the lantern bow 1 */
  g_assert_cmpuint (sy_box_count_parts (box_a), ==, 4);

  /* Merging again changes nothing; nor does merging a box into itself. */
  once = box_text (box_a);
  g_assert_true (sy_box_merge (box_a, box_b, &error));
  g_assert_true (sy_box_merge (box_a, box_a, &error));
  twice = box_text (box_a);
  g_assert_cmpstr (once, ==, twice);

  /* Game "a" learnt again in A: its own contribution, the lantern stays. */
  g_assert_false (sy_box_learn_game (box_a, "a", a));
  g_assert_nonnull (find_part (box_a, &lantern));

  /* Merging the other way gives the same designs and counts. */
  g_assert_true (sy_box_merge (box_b, box_a, &error));
  g_assert_cmpuint (sy_box_count_parts (box_b), ==, 4);
  g_assert_cmpuint (find_part (box_b, &bow)->seen, ==, 2);
  g_assert_cmpuint (find_part (box_b, &lantern)->seen, ==, 1);

  /* Another edition is refused, with a reason; nothing changes. */
  g_clear_pointer (&once, g_free);
  once = box_text (box_a);
  g_assert_false (sy_box_merge (box_a, first, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
  g_assert_nonnull (strstr (error->message, "first edition"));
  g_clear_pointer (&twice, g_free);
  twice = box_text (box_a);
  g_assert_cmpstr (once, ==, twice);
}

/* Files */

static SyBox *
learnt_box (void)
{
  g_autoptr(SyGame) game = new_game (SY_EDITION_SECOND);
  SyBox *box = sy_box_new (SY_EDITION_SECOND);
  SyCanalTile tile = canal_tile_of ("junction", 1, "....b....");
  SyPart one = part_of (SY_PART_MIDDLE, SY_SYMBOL_RIGGING_MOUNT, 1);
  SyPart lantern = part_of (SY_PART_MIDDLE, SY_SYMBOL_LANTERN, 1);
  SyPart bow = part_of (SY_PART_BOW, SY_SYMBOL_CABIN, 1);

  build_turn (game, 1);
  build_turn (game, 2);
  canal_turn (game, &tile);
  g_assert_true (sy_box_learn_game (box, "20261125-a.shipyard", game));
  g_assert_true (sy_box_replace_part (box, &one, &lantern, NULL));
  g_assert_true (sy_box_remove_part (box, &bow));
  return box;
}

/* Written and read back: the same box, corrections included. */
static void
test_round_trip (void)
{
  g_autoptr(SyBox) box = learnt_box ();
  g_autofree char *folder = g_dir_make_tmp ("sy-box-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "exported.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SyBox) read = NULL;
  g_autoptr(SyBox) user = NULL;
  g_autofree char *written = box_text (box);
  g_autofree char *again = NULL;
  g_autofree char *from_user = NULL;
  g_autofree char *kept = NULL;

  g_assert_true (sy_box_save_file (box, path, &error));
  g_assert_no_error (error);
  read = sy_box_load_file (path, &error);
  g_assert_no_error (error);
  again = box_text (read);
  g_assert_cmpstr (written, ==, again);
  g_assert_cmpuint (sy_box_count_parts (read), ==, sy_box_count_parts (box));
  g_assert_nonnull (strstr (written, "\"corrections\""));

  /* The user's box: no file yet is an empty box and no error. */
  user = sy_box_load_user (SY_EDITION_SECOND, &kept, &error);
  g_assert_no_error (error);
  g_assert_null (kept);
  g_assert_true (sy_box_is_empty (user));
  g_clear_pointer (&user, sy_box_free);
  g_assert_true (sy_box_save_user (box, &error));
  g_assert_no_error (error);
  user = sy_box_load_user (SY_EDITION_SECOND, &kept, &error);
  g_assert_no_error (error);
  from_user = box_text (user);
  g_assert_cmpstr (written, ==, from_user);
  {
    g_autofree char *user_path = sy_box_user_path (SY_EDITION_SECOND);

    g_assert_true (g_str_has_suffix (user_path, "box-second-edition.json"));
  }

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* A damaged user file is renamed aside, said, and an empty box given;
 * the next save does not write over it. */
static void
test_damaged_user_file (void)
{
  g_autofree char *path = sy_box_user_path (SY_EDITION_FIRST);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *kept = NULL;
  g_autofree char *kept_text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SyBox) box = NULL;
  const char *damaged = "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 1, "
                        "\"parts\": [ {\"kind\": \"bow\", \"symbols\": {}, \"seen\": 1";

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, damaged, -1, NULL));
  box = sy_box_load_user (SY_EDITION_FIRST, &kept, &error);
  g_assert_nonnull (box);
  g_assert_true (sy_box_is_empty (box));
  g_assert_cmpuint (sy_box_get_edition (box), ==, SY_EDITION_FIRST);
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
  g_assert_nonnull (kept);
  g_assert_nonnull (strstr (error->message, kept));
  g_assert_nonnull (strstr (error->message, "cut short"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (kept, &kept_text, NULL, NULL));
  g_assert_cmpstr (kept_text, ==, damaged);
  g_clear_error (&error);

  /* A box of the other edition where the first edition's is kept. */
  {
    g_autoptr(SyBox) second = learnt_box ();
    g_autofree char *kept_second = NULL;

    g_assert_true (sy_box_save_file (second, path, NULL));
    g_clear_pointer (&box, sy_box_free);
    box = sy_box_load_user (SY_EDITION_FIRST, &kept_second, &error);
    g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
    g_assert_nonnull (strstr (error->message, "other edition"));
    g_assert_nonnull (kept_second);
    g_assert_cmpstr (kept_second, !=, kept);
    g_assert_true (sy_box_is_empty (box));
    g_assert_cmpint (g_remove (kept_second), ==, 0);
  }
  g_assert_cmpint (g_remove (kept), ==, 0);
}

/* Every damage named; every impossible piece refused. */
static void
test_bad_documents (void)
{
  static const struct {
    const char *json;
    const char *cause;
  } bad[] = {
    { "[]", "not a box" },
    { "{\"format\": \"shipyard-companion-canal-shapes\", \"version\": 1}", "not a box" },
    { "{\"format\": \"shipyard-companion-box\", \"version\": 2, \"edition\": 2, \"parts\": [],"
      " \"tiles\": [], \"games\": {}}", "newer" },
    { "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 3, \"parts\": [],"
      " \"tiles\": [], \"games\": {}}", "edition" },
    { "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2, \"parts\": [],"
      " \"tiles\": [], \"games\": {}, \"extra\": 1}", "extra" },
    { "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2,"
      " \"tiles\": [], \"games\": {}}", "parts" },
    /* A propeller mount on a second-edition part. */
    { "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2, \"parts\": ["
      "{\"kind\": \"bow\", \"symbols\": {\"propeller-mount\": 1}, \"seen\": 1, \"copies\": 1}],"
      " \"tiles\": [], \"games\": {}}", "ship part 1" },
    { "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2, \"parts\": ["
      "{\"kind\": \"bow\", \"symbols\": {\"cabin\": 7}, \"seen\": 1, \"copies\": 1}],"
      " \"tiles\": [], \"games\": {}}", "cabin" },
    { "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2, \"parts\": ["
      "{\"kind\": \"keel\", \"symbols\": {}, \"seen\": 1, \"copies\": 1}],"
      " \"tiles\": [], \"games\": {}}", "ship part 1" },
    { "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2, \"parts\": ["
      "{\"kind\": \"bow\", \"symbols\": {}, \"seen\": 0, \"copies\": 1}],"
      " \"tiles\": [], \"games\": {}}", "seen" },
    { "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2, \"parts\": ["
      "{\"kind\": \"bow\", \"symbols\": {}, \"seen\": 1, \"copies\": 1},"
      "{\"kind\": \"bow\", \"symbols\": {}, \"seen\": 2, \"copies\": 1}],"
      " \"tiles\": [], \"games\": {}}", "twice" },
    /* An official on land: the bend has no water at position 0. */
    { "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2, \"parts\": [],"
      " \"tiles\": [{\"shape\": \"bend\", \"marks\": [\"soldier\", \"none\", \"none\", \"none\","
      " \"none\", \"none\", \"none\", \"none\", \"none\"], \"seen\": 1}], \"games\": {}}",
      "canal tile 1" },
    { "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2, \"parts\": [],"
      " \"tiles\": [{\"shape\": \"lake\", \"marks\": [\"none\", \"none\", \"none\", \"none\","
      " \"none\", \"none\", \"none\", \"none\", \"none\"], \"seen\": 1}], \"games\": {}}",
      "canal tile 1" },
    { "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2, \"parts\": [],"
      " \"tiles\": [], \"games\": {\"g\": {\"parts\": [{\"kind\": \"bow\", \"symbols\": {},"
      " \"count\": 0}], \"tiles\": []}}}", "count" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (bad[i].json, strlen (bad[i].json));
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = sy_json_input_parse (bytes, SY_JSON_MAX_SMALL_BYTES, &error);
      g_autoptr(SyBox) box = NULL;

      g_assert_no_error (error);
      box = sy_box_from_json (node, &error);
      g_assert_null (box);
      g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
      if (strstr (error->message, bad[i].cause) == NULL)
        g_error ("document %u: “%s” does not name “%s”", i, error->message, bad[i].cause);
    }
}

/* A file written by hand, with seen counts beyond its games: those stay
 * (loose) when the game is learnt again. */
static void
test_loose_counts (void)
{
  const char *json =
    "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2,"
    " \"parts\": [{\"kind\": \"bow\", \"symbols\": {\"cabin\": 1}, \"seen\": 5, \"copies\": 4}],"
    " \"tiles\": [], \"games\": {\"g\": {\"parts\": [{\"kind\": \"bow\", \"symbols\":"
    " {\"cabin\": 1}, \"count\": 1}], \"tiles\": []}}}";
  g_autoptr(GBytes) bytes = g_bytes_new_static (json, strlen (json));
  g_autoptr(JsonNode) node = sy_json_input_parse (bytes, SY_JSON_MAX_SMALL_BYTES, NULL);
  g_autoptr(SyBox) box = sy_box_from_json (node, NULL);
  g_autoptr(SyGame) game = new_game (SY_EDITION_SECOND);
  SyPart bow = part_of (SY_PART_BOW, SY_SYMBOL_CABIN, 1);

  g_assert_nonnull (box);
  g_assert_cmpuint (find_part (box, &bow)->seen, ==, 5);
  g_assert_cmpuint (find_part (box, &bow)->copies, ==, 4);
  /* Game g, played on: two small ships now, two bows. 4 loose + 2. */
  build_turn (game, 1);
  build_turn (game, 1);
  g_assert_true (sy_box_learn_game (box, "g", game));
  g_assert_cmpuint (find_part (box, &bow)->seen, ==, 6);
  g_assert_cmpuint (find_part (box, &bow)->copies, ==, 4);
}

/* Beyond 400 games, the oldest are folded into their designs' counts:
 * the same game learnt under 401 keys is 401 bows seen, 1 copy, and 400
 * games remembered; the first key is the one folded. */
static void
test_old_games_folded (void)
{
  g_autoptr(SyGame) game = new_game (SY_EDITION_SECOND);
  g_autoptr(SyBox) box = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *games;
  SyPart bow = part_of (SY_PART_BOW, SY_SYMBOL_CABIN, 1);

  build_turn (game, 1);
  for (guint i = 0; i <= 400; i++)
    {
      g_autofree char *key = g_strdup_printf ("2026%04u", i);

      g_assert_true (sy_box_learn_game (box, key, game));
    }
  g_assert_cmpuint (find_part (box, &bow)->seen, ==, 401);
  g_assert_cmpuint (find_part (box, &bow)->copies, ==, 1);
  node = sy_box_to_json (box);
  games = json_object_get_object_member (json_node_get_object (node), "games");
  g_assert_cmpuint (json_object_get_size (games), ==, 400);
  g_assert_false (json_object_has_member (games, "20260000"));
  g_assert_true (json_object_has_member (games, "20260400"));
}

/* The example of docs/box-format.md reads as written, with the counts it
 * shows, and its corrections hold when its game is learnt. */
static void
test_documented_example (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", "box-format.md", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(SyBox) box = NULL;
  g_autoptr(GPtrArray) tiles = NULL;
  g_autoptr(GError) error = NULL;
  SyPart lantern = part_of (SY_PART_MIDDLE, SY_SYMBOL_LANTERN, 1);
  const char *start, *end;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  start = strstr (text, "```json\n");
  g_assert_nonnull (start);
  start += strlen ("```json\n");
  end = strstr (start, "\n```");
  bytes = g_bytes_new (start, end - start + 1);
  node = sy_json_input_parse (bytes, SY_JSON_MAX_SMALL_BYTES, &error);
  g_assert_no_error (error);
  box = sy_box_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sy_box_get_edition (box), ==, SY_EDITION_SECOND);
  g_assert_cmpuint (sy_box_count_parts (box), ==, 2);
  g_assert_cmpuint (sy_box_count_tiles (box), ==, 1);
  g_assert_cmpuint (find_part (box, &lantern)->seen, ==, 1);
  tiles = sy_box_list_tiles (box);
  g_assert_cmpuint (((SyBoxTile *) tiles->pdata[0])->tile.marks[4], ==, SY_MARK_BUSINESSMAN);
}

/* The history */

/* The entry of @history whose file is @path. */
static const SyHistoryEntry *
history_entry (const SyHistory *history,
               const char      *path)
{
  for (guint i = 0; i < history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (history->entries, i);

      if (g_str_equal (entry->path, path))
        return entry;
    }
  g_assert_not_reached ();
}

/* Two games kept in a history folder, one per edition, and a damaged file
 * beside them: each teaches the box of its edition, under its entry's
 * name, as the window learns it; the damaged file is skipped. Learning
 * again changes nothing, and neither does the game resumed and learnt at
 * the table. The example game teaches nothing; a game whose file was
 * damaged after the history was read is skipped too. */
static void
test_learn_history (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-box-history-XXXXXX", NULL);
  g_autofree char *damaged = g_build_filename (folder, "20261101-000000-damaged.shipyard", NULL);
  g_autofree char *first_path = NULL;
  g_autofree char *second_path = NULL;
  g_autofree char *first_key = NULL;
  g_autofree char *second_key = NULL;
  g_autoptr(GDateTime) when = g_date_time_new_now_utc ();
  g_autoptr(SyGame) first_game = new_game (SY_EDITION_FIRST);
  g_autoptr(SyGame) second_game = new_game (SY_EDITION_SECOND);
  g_autoptr(SyGame) resumed = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(SyBox) first = sy_box_new (SY_EDITION_FIRST);
  g_autoptr(SyBox) second = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(SyBox) first_expected = sy_box_new (SY_EDITION_FIRST);
  g_autoptr(SyBox) second_expected = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(GError) error = NULL;
  g_autofree char *first_text = NULL;
  g_autofree char *second_text = NULL;
  g_autofree char *text = NULL;
  SyCanalTile tile = canal_tile_of ("bend", 0, ".s.......");
  guint unreadable = 0;

  g_assert_nonnull (folder);
  build_turn (first_game, 1);
  canal_turn (first_game, &tile);
  build_turn (second_game, 2);
  g_assert_true (sy_history_keep (folder, first_game, when, &first_path, &error));
  g_assert_no_error (error);
  g_assert_true (sy_history_keep (folder, second_game, when, &second_path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (damaged, "{ \"format\": \"shipyard-companion-game\"", -1,
                                      NULL));
  first_key = g_path_get_basename (first_path);
  second_key = g_path_get_basename (second_path);

  history = sy_history_load (folder, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->entries->len, ==, 2);
  g_assert_cmpuint (history->n_unreadable, ==, 1);

  /* Each game in the box of its edition, as learnt at the table. */
  g_assert_cmpuint (sy_box_learn_history (first, second, history, NULL, &unreadable), ==, 2);
  g_assert_cmpuint (unreadable, ==, 1);
  g_assert_true (sy_box_learn_game (first_expected, first_key, first_game));
  g_assert_true (sy_box_learn_game (second_expected, second_key, second_game));
  first_text = box_text (first);
  second_text = box_text (second);
  text = box_text (first_expected);
  g_assert_cmpstr (first_text, ==, text);
  g_clear_pointer (&text, g_free);
  text = box_text (second_expected);
  g_assert_cmpstr (second_text, ==, text);
  g_clear_pointer (&text, g_free);
  g_assert_cmpuint (sy_box_count_parts (first), ==, 2);
  g_assert_cmpuint (sy_box_count_tiles (first), ==, 1);
  g_assert_cmpuint (sy_box_count_designs (first), ==, 3);
  g_assert_cmpuint (sy_box_count_parts (second), ==, 2);
  g_assert_cmpuint (sy_box_count_tiles (second), ==, 0);
  g_assert_nonnull (find_part (second, &(SyPart) { .kind = SY_PART_MIDDLE,
                                                   .symbols[SY_SYMBOL_RIGGING_MOUNT] = 2 }));

  /* Learnt twice: nothing changes. */
  g_assert_cmpuint (sy_box_learn_history (first, second, history, NULL, NULL), ==, 0);
  text = box_text (first);
  g_assert_cmpstr (text, ==, first_text);
  g_clear_pointer (&text, g_free);
  text = box_text (second);
  g_assert_cmpstr (text, ==, second_text);
  g_clear_pointer (&text, g_free);

  /* Resumed from the history and learnt under its entry, as the window
   * does: the game is not counted twice. */
  resumed = sy_history_resume_game (history_entry (history, second_path), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sy_history_get_entry_name (resumed), ==, second_key);
  g_assert_false (sy_box_learn_game (second, sy_history_get_entry_name (resumed), resumed));
  text = box_text (second);
  g_assert_cmpstr (text, ==, second_text);
  g_clear_pointer (&text, g_free);

  /* The example game (here: the second game) teaches nothing. */
  {
    g_autoptr(SyBox) first_again = sy_box_new (SY_EDITION_FIRST);
    g_autoptr(SyBox) second_again = sy_box_new (SY_EDITION_SECOND);

    g_assert_true (sy_box_is_example (resumed, second_game));
    g_assert_false (sy_box_is_example (first_game, second_game));
    g_assert_false (sy_box_is_example (first_game, NULL));
    g_assert_cmpuint (sy_box_learn_history (first_again, second_again, history, second_game,
                                            NULL), ==, 1);
    g_assert_true (sy_box_is_empty (second_again));
    text = box_text (first_again);
    g_assert_cmpstr (text, ==, first_text);
    g_clear_pointer (&text, g_free);
  }

  /* A game damaged since the history was read is skipped. */
  {
    g_autoptr(SyBox) first_again = sy_box_new (SY_EDITION_FIRST);
    g_autoptr(SyBox) second_again = sy_box_new (SY_EDITION_SECOND);

    g_assert_true (g_file_set_contents (first_path, "not a game", -1, NULL));
    g_assert_cmpuint (sy_box_learn_history (first_again, second_again, history, NULL,
                                            &unreadable), ==, 1);
    g_assert_cmpuint (unreadable, ==, 2);
    g_assert_true (sy_box_is_empty (first_again));
    text = box_text (second_again);
    g_assert_cmpstr (text, ==, second_text);
  }

  test_folder_remove (folder);
}

/* A full box (400 games) learns the newest games of a longer history and
 * skips the older ones, which it would fold at once: learning the history
 * again adds nothing. */
static void
test_learn_history_full (void)
{
  g_autoptr(SyGame) game = new_game (SY_EDITION_SECOND);
  g_autoptr(SyBox) box = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(SyBox) first = sy_box_new (SY_EDITION_FIRST);
  g_autofree char *folder = g_dir_make_tmp ("sy-box-history-XXXXXX", NULL);
  g_autofree char *kept = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GDateTime) when = g_date_time_new_now_utc ();
  SyPart bow = part_of (SY_PART_BOW, SY_SYMBOL_CABIN, 1);

  build_turn (game, 1);
  for (guint i = 1; i <= 400; i++)
    {
      g_autofree char *key = g_strdup_printf ("2030%04u", i);

      g_assert_true (sy_box_learn_game (box, key, game));
    }
  /* One game in the history, older than every game the box knows. */
  g_assert_true (sy_history_keep (folder, game, when, &kept, NULL));
  history = sy_history_load (folder, NULL);
  g_assert_cmpuint (history->entries->len, ==, 1);
  before = box_text (box);
  g_assert_cmpuint (sy_box_learn_history (first, box, history, NULL, NULL), ==, 0);
  after = box_text (box);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (find_part (box, &bow)->seen, ==, 400);
  test_folder_remove (folder);
}

int
main (int   argc,
      char *argv[])
{
  /* A data folder of its own, before GLib reads it (GLib's isolated
   * folders leak by design, and the sanitizer build checks leaks). */
  g_autofree char *data = g_dir_make_tmp ("sy-box-data-XXXXXX", NULL);
  int status;

  g_assert_nonnull (data);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/engine/box/learn/parts/first", GUINT_TO_POINTER (SY_EDITION_FIRST),
                        test_learn_parts);
  g_test_add_data_func ("/engine/box/learn/parts/second", GUINT_TO_POINTER (SY_EDITION_SECOND),
                        test_learn_parts);
  g_test_add_func ("/engine/box/learn/copies", test_copies);
  g_test_add_data_func ("/engine/box/learn/tiles/first", GUINT_TO_POINTER (SY_EDITION_FIRST),
                        test_learn_tiles);
  g_test_add_data_func ("/engine/box/learn/tiles/second", GUINT_TO_POINTER (SY_EDITION_SECOND),
                        test_learn_tiles);
  g_test_add_func ("/engine/box/learn/other-edition", test_other_edition);
  g_test_add_func ("/engine/box/learn/rename", test_rename);
  g_test_add_func ("/engine/box/learn/blank", test_blank_skipped);
  g_test_add_func ("/engine/box/learn/whole-games", test_whole_games);
  g_test_add_func ("/engine/box/correct/replace", test_replace);
  g_test_add_func ("/engine/box/correct/tile", test_replace_tile);
  g_test_add_func ("/engine/box/correct/remove", test_remove);
  g_test_add_func ("/engine/box/merge", test_merge);
  g_test_add_func ("/engine/box/file/round-trip", test_round_trip);
  g_test_add_func ("/engine/box/file/damaged-user-file", test_damaged_user_file);
  g_test_add_func ("/engine/box/file/bad-documents", test_bad_documents);
  g_test_add_func ("/engine/box/file/loose-counts", test_loose_counts);
  g_test_add_func ("/engine/box/file/documented-example", test_documented_example);
  g_test_add_func ("/engine/box/learn/old-games-folded", test_old_games_folded);
  g_test_add_func ("/engine/box/learn/history", test_learn_history);
  g_test_add_func ("/engine/box/learn/history-full", test_learn_history_full);
  status = g_test_run ();
  test_folder_remove (data);
  return status;
}
