/* sy-history-keep.h: the game on the table kept in the history, in two
 * steps: what to write, then writing it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-game.h"
#include "sy-game-record.h"

G_BEGIN_DECLS

/**
 * SyHistoryWrite:
 *
 * A game's entry to write, decided and taken where the game lives, written
 * in any thread (sy-history-keep.c).
 */
typedef struct _SyHistoryWrite SyHistoryWrite;

gboolean        sy_history_record         (const char           *folder,
                                           SyGame               *game,
                                           GDateTime            *when,
                                           char                **out_path,
                                           GError              **error);
gboolean        sy_history_keep           (const char           *folder,
                                           SyGame               *game,
                                           GDateTime            *when,
                                           char                **out_path,
                                           GError              **error);
SyHistoryWrite *sy_history_write_new      (const char           *folder,
                                           SyGame               *game,
                                           GDateTime            *when);
const char     *sy_history_write_get_path (const SyHistoryWrite *write);
SyGameRecord   *sy_history_write_get_record   (const SyHistoryWrite *write);
JsonNode       *sy_history_write_get_document (SyHistoryWrite       *write);
gboolean        sy_history_write_run      (SyHistoryWrite       *write,
                                           GError              **error);
void            sy_history_write_free     (SyHistoryWrite       *write);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyHistoryWrite, sy_history_write_free)

G_END_DECLS
