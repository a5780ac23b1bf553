/* sy-autosave.h: the game on the table, kept for the next start
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sy-game.h"
#include "sy-history.h"

G_BEGIN_DECLS

char    *sy_autosave_default_path (void);
gboolean sy_autosave_write        (SyGame      *game,
                                   const char  *path,
                                   GError     **error);
GBytes  *sy_autosave_snapshot     (SyGame      *game);
gboolean sy_autosave_write_bytes  (const char  *path,
                                   GBytes      *contents,
                                   GError     **error);
SyGame  *sy_autosave_read         (const char  *path,
                                   char       **kept_aside,
                                   char       **skipped);
const SyHistoryEntry *
         sy_autosave_find_history_copy (const char      *kept_aside,
                                        const SyHistory *history);

G_END_DECLS
