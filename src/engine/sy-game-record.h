/* sy-game-record.h: what a saved game holds, taken where the game lives
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "sy-game.h"

G_BEGIN_DECLS

typedef struct _SyGameRecord SyGameRecord;

SyGameRecord *sy_game_record_new     (SyGame             *game);
SyGameRecord *sy_game_record_ref     (SyGameRecord       *record);
void          sy_game_record_unref   (SyGameRecord       *record);
JsonNode     *sy_game_record_to_json (const SyGameRecord *record);

void          _sy_game_record_default_opponents (SyColour  player,
                                                 SyColour *opponents);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyGameRecord, sy_game_record_unref)

G_END_DECLS
