/* sy-autosave.h: the game on the table, kept for the next start
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "sy-game.h"
#include "sy-game-record.h"
#include "sy-history.h"

G_BEGIN_DECLS

char    *sy_autosave_default_path (void);
gboolean sy_autosave_write        (SyGame      *game,
                                   const char  *path,
                                   GError     **error);
typedef struct _SyAutosaveSnapshot SyAutosaveSnapshot;

SyAutosaveSnapshot *sy_autosave_snapshot        (SyGame              *game,
                                                 SyGameRecord        *record);
void                sy_autosave_snapshot_render (SyAutosaveSnapshot  *snapshot,
                                                 JsonNode            *document);
gboolean            sy_autosave_snapshot_write  (SyAutosaveSnapshot  *snapshot,
                                                 const char          *path,
                                                 GError             **error);
void                sy_autosave_snapshot_free   (SyAutosaveSnapshot  *snapshot);
SyGame  *sy_autosave_read         (const char  *path,
                                   char       **kept_aside,
                                   char       **skipped);
const SyHistoryEntry *
         sy_autosave_find_history_copy (const char      *kept_aside,
                                        const SyHistory *history);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyAutosaveSnapshot, sy_autosave_snapshot_free)

G_END_DECLS
