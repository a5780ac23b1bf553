/* sim-player.h: a simulated table for the tests and the benchmarks: random
 * legal events, chosen from what the engine allows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-engine.h"

SyGame  *sim_new_game   (SyEdition  edition,
                         guint      n_players,
                         gboolean   deal_hands,
                         GRand     *rand);
gboolean sim_step       (SyGame    *game,
                         GRand     *rand);
void     sim_apply_ok   (SyGame    *game,
                         SyEvent    event);

SyGame  *sim_finished_game (SyEdition edition,
                            guint     n_players,
                            guint32   seed);
SyGame  *sim_finished_small_game (const char *alena);
void     sim_write_history_copy  (const char *folder,
                                  SyGame     *game,
                                  const char *first,
                                  const char *second,
                                  guint       hour);
