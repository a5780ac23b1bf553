/* sy-history-manage.h: deleting, renaming and merging the history's games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-history.h"

G_BEGIN_DECLS

/* The hidden folder of the history's folder that holds deleted games
 * until their deletion can no longer be undone. */
#define SY_HISTORY_DELETED ".deleted"

/* The longest title a game takes, in characters. */
#define SY_HISTORY_TITLE_MAX 120

/**
 * SyHistoryUndo:
 *
 * What a deletion or a merge changed in the history's folder, to be put
 * back with sy_history_undo_apply() or made final with
 * sy_history_undo_forget().
 */
typedef struct _SyHistoryUndo SyHistoryUndo;

gint64     sy_history_entry_get_length (const SyHistoryEntry *entry);
SyHistoryEntry *sy_history_find_entry (const SyHistory *history,
                                      const char      *name);
gboolean   sy_history_set_title      (const SyHistoryEntry *entry,
                                      const char  *title,
                                      GError     **error);
gboolean   sy_history_delete         (const SyHistoryEntry *entry,
                                      SyHistoryUndo **out_undo,
                                      GError     **error);
gboolean   sy_history_can_merge      (const SyHistoryEntry *a,
                                      const SyHistoryEntry *b,
                                      GError     **error);
gboolean   sy_history_merge          (const SyHistoryEntry *a,
                                      const SyHistoryEntry *b,
                                      const char  *title,
                                      char       **out_path,
                                      SyHistoryUndo **out_undo,
                                      GError     **error);
gboolean   sy_history_undo_apply     (SyHistoryUndo *undo,
                                      GError     **error);
void       sy_history_undo_forget    (SyHistoryUndo *undo);
void       sy_history_undo_free      (SyHistoryUndo *undo);
void       sy_history_empty_deleted  (const char  *folder);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyHistoryUndo, sy_history_undo_free)

G_END_DECLS
