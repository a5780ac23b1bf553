/* sy-engine-types.h: the engine's enumerations and forward declarations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * SyEdition:
 * @SY_EDITION_FIRST: the first edition (2009): propellers, green and blue
 *   contracts, the countdown marker
 * @SY_EDITION_SECOND: the second edition: stokers, red and blue contracts,
 *   the gear wheel and the round counter's dice, the solo game
 */
typedef enum {
  SY_EDITION_FIRST = 1,
  SY_EDITION_SECOND = 2,
} SyEdition;

/**
 * SyContractMode:
 * @SY_CONTRACT_MODE_BEGINNER: second edition: 2 red and 2 blue contracts from
 *   the recommended starting sets
 * @SY_CONTRACT_MODE_ADVANCED: 3 and 3 contracts dealt at random (the first
 *   edition always plays so; the solo game deals 2 and 2 at random)
 */
typedef enum {
  SY_CONTRACT_MODE_BEGINNER,
  SY_CONTRACT_MODE_ADVANCED,
} SyContractMode;

/**
 * SyColour:
 *
 * The colour a player plays; the program's palette, wider than one box's
 * components so that a table can match what it has.
 */
typedef enum {
  SY_COLOUR_RED,
  SY_COLOUR_YELLOW,
  SY_COLOUR_GREEN,
  SY_COLOUR_BLUE,
  SY_COLOUR_WHITE,
  SY_COLOUR_PINK,
  SY_COLOUR_ORANGE,
  SY_COLOUR_PURPLE,
  SY_N_COLOURS,
} SyColour;

#define SY_MIN_PLAYERS 1
#define SY_MAX_PLAYERS 4
#define SY_MAX_NAME_CHARS 32

/* Used as the start player to ask the engine to draw one at random. */
#define SY_START_PLAYER_RANDOM (-1)

typedef struct _SySetupFacts SySetupFacts;
typedef struct _SyGameConfig SyGameConfig;
typedef struct _SyGame SyGame;

G_END_DECLS
