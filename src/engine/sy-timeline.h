/* sy-timeline.h: the score over a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-game.h"

G_BEGIN_DECLS

/**
 * SyScorePoint:
 * @position: the events in effect at this moment (a position in the log)
 * @turn: the turns completed by then, all players together
 * @scores: each player's score at that moment (the points scored on the
 *   table, before the final tally adds contracts and merchants)
 *
 * One moment of a game's score.
 */
typedef struct {
  guint position;
  guint turn;
  guint scores[SY_MAX_PLAYERS];
} SyScorePoint;

guint    sy_game_get_score_timeline (SyGame        *game,
                                     SyScorePoint **points);
guint    sy_score_timeline_max      (const SyScorePoint *points,
                                     guint          n_points,
                                     guint          n_players);

G_END_DECLS
