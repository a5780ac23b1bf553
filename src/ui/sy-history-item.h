/* sy-history-item.h: one item of the history window's list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-engine.h"

G_BEGIN_DECLS

/* A group's heading, or a game. */
typedef enum {
  SY_HISTORY_ITEM_HEADING,
  SY_HISTORY_ITEM_UNFINISHED,
  SY_HISTORY_ITEM_FINISHED,
} SyHistoryItemKind;

#define SY_TYPE_HISTORY_ITEM (sy_history_item_get_type ())

G_DECLARE_FINAL_TYPE (SyHistoryItem, sy_history_item, SY, HISTORY_ITEM, GObject)

SyHistoryItem        *sy_history_item_new_game        (const SyHistoryEntry *entry);
SyHistoryItem        *sy_history_item_new_heading     (const char           *title,
                                                       const char           *description);
SyHistoryItemKind     sy_history_item_get_kind        (SyHistoryItem        *self);
const SyHistoryEntry *sy_history_item_get_entry       (SyHistoryItem        *self);
const char           *sy_history_item_get_title       (SyHistoryItem        *self);
const char           *sy_history_item_get_description (SyHistoryItem        *self);
gboolean              sy_history_item_take_entry_of   (SyHistoryItem        *self,
                                                       SyHistoryItem        *newer);

G_END_DECLS
