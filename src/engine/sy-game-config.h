/* sy-game-config.h: what a table chooses before a game, and checking it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sy-engine-types.h"
#include "sy-setup.h"

G_BEGIN_DECLS

/**
 * SyGameConfig:
 * @edition: the edition played
 * @contract_mode: beginner or advanced contracts
 * @n_players: the number of players, 1 to 4
 * @names: the players' names, in turn order
 * @colours: the players' colours, in turn order
 * @start_player: the index of the starting player, or
 *   %SY_START_PLAYER_RANDOM to have the engine draw one
 *
 * What a table chooses before it starts a game.
 */
struct _SyGameConfig {
  SyEdition edition;
  SyContractMode contract_mode;
  guint n_players;
  char *names[SY_MAX_PLAYERS];
  SyColour colours[SY_MAX_PLAYERS];
  int start_player;
};

#define SY_TYPE_GAME_CONFIG (sy_game_config_get_type ())

GType         sy_game_config_get_type    (void) G_GNUC_CONST;
SyGameConfig *sy_game_config_new         (SyEdition           edition,
                                          guint               n_players);
SyGameConfig *sy_game_config_copy        (const SyGameConfig *config);
void          sy_game_config_free        (SyGameConfig       *config);
void          sy_game_config_set_player  (SyGameConfig       *config,
                                          guint               index,
                                          const char         *name,
                                          SyColour            colour);
gboolean      sy_game_config_check       (const SyGameConfig *config,
                                          GError            **error);
gboolean      sy_game_config_check_players (const SyGameConfig  *config,
                                            char               **names,
                                            GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyGameConfig, sy_game_config_free)

const char   *sy_colour_to_id            (SyColour            colour);
gboolean      sy_colour_from_id          (const char         *id,
                                          SyColour           *colour);

G_END_DECLS
