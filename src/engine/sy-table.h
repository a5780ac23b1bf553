/* sy-table.h: everything on the table at one moment of a game, and its events
 *
 * The table's queries are declared by the rule files that answer them:
 * sy-table-flow.h (the order of play), sy-table-track.h, sy-table-choice.h,
 * sy-table-actions.h, sy-table-solo.h, sy-table-end.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-event.h"
#include "sy-setup.h"

G_BEGIN_DECLS

#define SY_MAX_FLEET 24
#define SY_MAX_EMPLOYEES 24
#define SY_MAX_GOODS_TILES 16
#define SY_BONUS_PRICE 6
#define SY_MAX_HAND 3
#define SY_RING_STOPS 8
#define SY_RING_PILES 3
#define SY_CONTRACT_ID_SIZE 16

/**
 * SyPhase:
 * @SY_PHASE_LAYOUT: the table is being laid out
 * @SY_PHASE_CHOOSE: the player on turn chooses an action tile
 * @SY_PHASE_ACT: the player on turn acts, launches finished ships, ends
 * @SY_PHASE_DISCARD: the players discard contracts before play goes on
 * @SY_PHASE_FINAL_ACTION: each player's final action, from the start player
 * @SY_PHASE_LAST_CHANCE: each player's last chance to finish a ship
 * @SY_PHASE_OVER: the game is over
 */
typedef enum {
  SY_PHASE_LAYOUT,
  SY_PHASE_CHOOSE,
  SY_PHASE_ACT,
  SY_PHASE_DISCARD,
  SY_PHASE_FINAL_ACTION,
  SY_PHASE_LAST_CHANCE,
  SY_PHASE_OVER,
} SyPhase;

/**
 * SyLaunch:
 * @ship: the ship
 * @fitting: what was put on it
 * @score: what it scored; a failed ship scores nothing and is gone
 */
typedef struct {
  SyShip ship;
  SyFitting fitting;
  SyShipScore score;
} SyLaunch;

typedef struct {
  guint goods[SY_GOODS_KINDS];
} SyGoodsTile;

/**
 * SyPlayerState:
 *
 * One player's share of the table; everything but the contracts is public.
 * @contracts counts the contracts held of each colour; @hand names them
 * once the player has entered them (privately), when @hand_known says so.
 */
typedef struct {
  guint money;
  guint score;
  SySupply supply;
  guint n_employees;
  SyEmployee employees[SY_MAX_EMPLOYEES];
  guint n_goods;
  SyGoodsTile goods[SY_MAX_GOODS_TILES];
  SyYard yard;
  SyCanals canals;
  guint n_fleet;
  SyLaunch fleet[SY_MAX_FLEET];
  guint failed_ships;
  guint turns;
  guint contracts[2];
  guint discards_due[2];
  gboolean hand_known[2];
  char hand[2][SY_MAX_HAND][SY_CONTRACT_ID_SIZE];
} SyPlayerState;

/**
 * SyTrack:
 * @n_tiles: the action tiles in play
 * @tiles: the tiles, from the lead tile back
 * @owner: the player whose marker lies on each tile, -1 for none
 * @markers: how many of that player's markers (two players: 1 or 2)
 * @coins: guilders lying on each tile (second edition)
 * @space: each tile's space on the first edition's track
 */
typedef struct {
  guint n_tiles;
  SyAction tiles[SY_MAX_TRACK];
  int owner[SY_MAX_TRACK];
  guint markers[SY_MAX_TRACK];
  guint coins[SY_MAX_TRACK];
  guint space[SY_MAX_TRACK];
} SyTrack;

/**
 * SyTable:
 *
 * The whole state of a game after some events: a plain value, rebuilt
 * from the event log, copied freely by the engine. Its layout is the
 * engine's (sy-table-private.h): the program reads it through the
 * functions below and the rule files' queries, so that no rule is worked
 * out anywhere but in the engine (sy-table-read.h).
 */
typedef struct _SyTable SyTable;

void     sy_table_init             (SyTable          *table,
                                    const SySetupFacts *facts,
                                    guint             start_player);
gboolean sy_table_apply            (SyTable          *table,
                                    const SyEvent    *event,
                                    GError          **error);

G_END_DECLS
