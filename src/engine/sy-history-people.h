/* sy-history-people.h: players named differently in different games, merged into one person
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The side file of the history's folder that keeps the merges (hidden:
 * the listing never reads it as a game). */
#define SY_HISTORY_PEOPLE_FILE ".people.json"

/**
 * SyHistoryPeople:
 *
 * Which names of the history's games are one person. Names are told
 * apart whatever their case, as the history's totals do; merged names
 * make one person, shown under the name chosen. The games' files are
 * never changed: the merges are kept in a file beside them.
 */
typedef struct _SyHistoryPeople SyHistoryPeople;

SyHistoryPeople *sy_history_people_new      (void);
SyHistoryPeople *sy_history_people_load     (const char            *folder,
                                             GError               **error);
gboolean         sy_history_people_save     (const SyHistoryPeople *people,
                                             const char            *folder,
                                             GError               **error);
SyHistoryPeople *sy_history_people_copy     (const SyHistoryPeople *people);
char            *sy_history_people_key      (const SyHistoryPeople *people,
                                             const char            *name);
const char      *sy_history_people_shown_name (const SyHistoryPeople *people,
                                               const char            *key);
gboolean         sy_history_people_merge    (SyHistoryPeople       *people,
                                             const char            *name,
                                             const char            *other,
                                             const char            *shown,
                                             GError               **error);
guint            sy_history_people_get_n_merged (const SyHistoryPeople *people);
void             sy_history_people_free     (SyHistoryPeople       *people);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyHistoryPeople, sy_history_people_free)

G_END_DECLS
