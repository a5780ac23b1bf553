/* sy-game.h: a game at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sy-contracts.h"
#include "sy-engine-types.h"
#include "sy-event.h"
#include "sy-setup.h"
#include "sy-table.h"
#include "sy-table-enums.h"

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

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyGameConfig, sy_game_config_free)

#define SY_TYPE_GAME (sy_game_get_type ())

G_DECLARE_FINAL_TYPE (SyGame, sy_game, SY, GAME, GObject)

SyGame             *sy_game_new                (const SyGameConfig  *config,
                                                GError             **error);
SyEdition           sy_game_get_edition        (SyGame              *self);
SyContractMode      sy_game_get_contract_mode  (SyGame              *self);
guint               sy_game_get_n_players      (SyGame              *self);
const char         *sy_game_get_player_name    (SyGame              *self,
                                                guint                index);
SyColour            sy_game_get_player_colour  (SyGame              *self,
                                                guint                index);
guint               sy_game_get_start_player   (SyGame              *self);
const SySetupFacts *sy_game_get_setup_facts    (SyGame              *self);
const SyTable      *sy_game_get_table          (SyGame              *self);
SyCardValues       *sy_game_get_card_values    (SyGame              *self);
void                sy_game_set_card_value     (SyGame              *self,
                                                const char          *id,
                                                guint                count,
                                                guint                points);
gboolean            sy_game_apply              (SyGame              *self,
                                                const SyEvent       *event,
                                                GError             **error);
guint               sy_game_get_n_events       (SyGame              *self);
guint               sy_game_get_position       (SyGame              *self);
const SyEvent      *sy_game_get_event          (SyGame              *self,
                                                guint                index);
guint               sy_game_get_event_seat     (SyGame              *self,
                                                guint                index);
gboolean            sy_game_go_to              (SyGame              *self,
                                                guint                position);
gboolean            sy_game_replace_event      (SyGame              *self,
                                                guint                index,
                                                const SyEvent       *event,
                                                GError             **error);
gboolean            sy_game_can_undo           (SyGame              *self);
gboolean            sy_game_can_redo           (SyGame              *self);
gboolean            sy_game_undo               (SyGame              *self);
gboolean            sy_game_redo               (SyGame              *self);
void                sy_game_set_read_only      (SyGame              *self);
gboolean            sy_game_is_read_only       (SyGame              *self);
SyPhase             sy_game_get_phase          (SyGame              *self);
void                sy_game_set_finished       (SyGame              *self,
                                                GDateTime           *when);
GDateTime          *sy_game_get_finished       (SyGame              *self);

const char         *sy_colour_to_id            (SyColour             colour);
gboolean            sy_colour_from_id          (const char          *id,
                                                SyColour            *colour);

G_END_DECLS
