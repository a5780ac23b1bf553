/* sy-game.h: a game at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sy-contracts.h"
#include "sy-engine-types.h"
#include "sy-event.h"
#include "sy-game-config.h"
#include "sy-setup.h"
#include "sy-table.h"
#include "sy-table-enums.h"

G_BEGIN_DECLS

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
SyColour            sy_game_get_seat_colour    (SyGame              *self,
                                                guint                seat);
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
guint              *sy_game_get_event_seats    (SyGame              *self);
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

G_END_DECLS
