/* sy-history-item.c: one item of the history window's list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The history window's list is a GListStore of these: a group's heading,
 * or a game of the window's history. When the history is read again,
 * the items that would look the same stay (they only take the new
 * history's entry), so that the list hears of what changed alone.
 */
#define G_LOG_DOMAIN "sy-history-window"

#include "config.h"

#include "sy-history-item.h"

struct _SyHistoryItem
{
  GObject parent_instance;

  SyHistoryItemKind kind;
  const SyHistoryEntry *entry;  /* the window's history's; the list is emptied before it goes */
  const char *title;            /* a heading's, static */
  const char *description;
};

G_DEFINE_FINAL_TYPE (SyHistoryItem, sy_history_item, G_TYPE_OBJECT)

static void
sy_history_item_class_init (SyHistoryItemClass *klass)
{
}

static void
sy_history_item_init (SyHistoryItem *self)
{
}

/**
 * sy_history_item_new_game:
 * @entry: a game of the history, which must outlive the item
 *
 * Returns: (transfer full): the item of @entry, finished or not
 */
SyHistoryItem *
sy_history_item_new_game (const SyHistoryEntry *entry)
{
  SyHistoryItem *self = g_object_new (SY_TYPE_HISTORY_ITEM, NULL);

  self->kind = entry->unfinished ? SY_HISTORY_ITEM_UNFINISHED : SY_HISTORY_ITEM_FINISHED;
  self->entry = entry;
  return self;
}

/**
 * sy_history_item_new_heading:
 * @title: (not nullable): a static string
 * @description: (not nullable): a static string
 *
 * Returns: (transfer full): a group's heading
 */
SyHistoryItem *
sy_history_item_new_heading (const char *title,
                             const char *description)
{
  SyHistoryItem *self = g_object_new (SY_TYPE_HISTORY_ITEM, NULL);

  self->kind = SY_HISTORY_ITEM_HEADING;
  self->title = title;
  self->description = description;
  return self;
}

SyHistoryItemKind
sy_history_item_get_kind (SyHistoryItem *self)
{
  g_return_val_if_fail (SY_IS_HISTORY_ITEM (self), SY_HISTORY_ITEM_HEADING);

  return self->kind;
}

/* Returns: (nullable): the game, NULL for a heading */
const SyHistoryEntry *
sy_history_item_get_entry (SyHistoryItem *self)
{
  g_return_val_if_fail (SY_IS_HISTORY_ITEM (self), NULL);

  return self->entry;
}

const char *
sy_history_item_get_title (SyHistoryItem *self)
{
  g_return_val_if_fail (SY_IS_HISTORY_ITEM (self), NULL);

  return self->title;
}

const char *
sy_history_item_get_description (SyHistoryItem *self)
{
  g_return_val_if_fail (SY_IS_HISTORY_ITEM (self), NULL);

  return self->description;
}

static gboolean
same_date (GDateTime *a,
           GDateTime *b)
{
  return a == b || (a != NULL && b != NULL && g_date_time_equal (a, b));
}

/* Whether two records of a game show the same words in the list. */
static gboolean
same_record (const SyHistoryEntry *a,
             const SyHistoryEntry *b)
{
  if (g_strcmp0 (a->path, b->path) != 0 || g_strcmp0 (a->title, b->title) != 0
      || a->unfinished != b->unfinished || a->n_events != b->n_events
      || a->edition != b->edition || a->n_players != b->n_players
      || a->n_winners != b->n_winners || a->complete != b->complete
      || !same_date (a->finished, b->finished) || !same_date (a->started, b->started))
    return FALSE;
  for (guint p = 0; p < a->n_players; p++)
    if (g_strcmp0 (a->names[p], b->names[p]) != 0 || a->totals[p] != b->totals[p]
        || a->winners[p] != b->winners[p])
      return FALSE;
  return TRUE;
}

/**
 * sy_history_item_take_entry_of:
 * @self: an item of the list
 * @newer: the item of the same place in the history read again
 *
 * When @newer shows what @self shows, @self takes @newer's entry and
 * stays in the list, unchanged to look at.
 *
 * Returns: whether @self looks as @newer does (and took its entry)
 */
gboolean
sy_history_item_take_entry_of (SyHistoryItem *self,
                               SyHistoryItem *newer)
{
  g_return_val_if_fail (SY_IS_HISTORY_ITEM (self), FALSE);
  g_return_val_if_fail (SY_IS_HISTORY_ITEM (newer), FALSE);

  if (self->kind != newer->kind)
    return FALSE;
  if (self->kind == SY_HISTORY_ITEM_HEADING)
    return self->title == newer->title && self->description == newer->description;
  if (!same_record (self->entry, newer->entry))
    return FALSE;
  self->entry = newer->entry;
  return TRUE;
}
