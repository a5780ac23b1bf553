/* sy-history-private.h: what the history shares with its index
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "sy-history.h"
#include "sy-tally.h"

G_BEGIN_DECLS

/* The members a history file has beyond the saved game. */
#define SY_HISTORY_FINISHED_MEMBER "finished"
#define SY_HISTORY_UNFINISHED_MEMBER "unfinished"
#define SY_HISTORY_TITLE_MEMBER "title"
#define SY_HISTORY_STARTED_MEMBER "started"
/* The length of a game's key in its file's name. */
#define SY_HISTORY_KEY_LENGTH 16

/* A game file's size and modification time (µs): unchanged, its summary
 * in the index stands. */
typedef struct {
  gint64 size;
  gint64 modified;
} SyHistoryStamp;

typedef struct _SyHistoryIndex SyHistoryIndex;

void            _sy_history_entry_free   (SyHistoryEntry       *entry);
SyHistoryEntry *_sy_history_entry_new    (const char           *path,
                                          SyGame               *game,
                                          GDateTime            *finished,
                                          gboolean              unfinished,
                                          const char           *title,
                                          GDateTime            *started);
void            _sy_history_entry_fill_details (SyHistoryEntry *entry,
                                                SyGame         *game,
                                                const SyTally  *tally);
SyGame         *_sy_history_load_entry_game (const char        *path,
                                             GDateTime        **date_out,
                                             gboolean          *unfinished_out,
                                             char             **title_out,
                                             GDateTime        **started_out,
                                             GError           **error);
JsonNode       *_sy_history_parse_file   (const char           *path);
GDateTime      *_sy_history_read_finished (JsonNode            *root);
char           *_sy_history_game_key     (SyGame               *game);
gboolean        _sy_history_write_document (const char         *path,
                                            JsonNode           *root,
                                            GError            **error);
const char     *_sy_history_get_untouched_key (SyGame          *game);
void            _sy_history_set_untouched_key (SyGame          *game,
                                               const char      *key);
gboolean        _sy_history_stamp_get    (const char           *path,
                                          SyHistoryStamp       *stamp);
SyHistoryIndex *_sy_history_index_load   (const char           *folder);
guint           _sy_history_count_files  (const char           *folder);
SyHistoryEntry *_sy_history_index_lookup (SyHistoryIndex       *index,
                                          const char           *name,
                                          const char           *path,
                                          const SyHistoryStamp *stamp);
void            _sy_history_index_put    (SyHistoryIndex       *index,
                                          const char           *name,
                                          const SyHistoryStamp *stamp,
                                          const SyHistoryEntry *entry,
                                          gboolean              fresh);
void            _sy_history_index_save   (SyHistoryIndex       *index,
                                          const char           *folder);
void            _sy_history_index_free   (SyHistoryIndex       *index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyHistoryEntry, _sy_history_entry_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyHistoryIndex, _sy_history_index_free)

G_END_DECLS
