/* sy-box-item.c: one design of the box as an item of the box page's list models
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The box page shows each kind of part and the canal tiles from a
 * GListStore of these items. An item does not change: a design seen once
 * more, corrected or removed is another item, and the page splices its
 * store with sy_box_items_splice(), so that a change to the box makes and
 * drops the rows of the designs that changed and keeps every other row.
 */
#define G_LOG_DOMAIN "sy-box-page"

#include "config.h"

#include <string.h>

#include "sy-box-item.h"

struct _SyBoxItem
{
  GObject parent_instance;

  SyBoxDesign design;
  guint seen;
  guint copies;
};

G_DEFINE_FINAL_TYPE (SyBoxItem, sy_box_item, G_TYPE_OBJECT)

static void
sy_box_item_class_init (SyBoxItemClass *klass)
{
}

static void
sy_box_item_init (SyBoxItem *self)
{
}

/**
 * sy_box_item_new_part:
 * @part: a part design of the box
 *
 * Returns: (transfer full): its item
 */
SyBoxItem *
sy_box_item_new_part (const SyBoxPart *part)
{
  SyBoxItem *self = g_object_new (SY_TYPE_BOX_ITEM, NULL);

  self->design.is_tile = FALSE;
  self->design.part = part->part;
  self->seen = part->seen;
  self->copies = part->copies;
  return self;
}

/**
 * sy_box_item_new_tile:
 * @tile: a canal tile of the box
 *
 * Returns: (transfer full): its item
 */
SyBoxItem *
sy_box_item_new_tile (const SyBoxTile *tile)
{
  SyBoxItem *self = g_object_new (SY_TYPE_BOX_ITEM, NULL);

  self->design.is_tile = TRUE;
  self->design.tile = tile->tile;
  self->seen = tile->seen;
  self->copies = 1;
  return self;
}

/**
 * sy_box_item_get_design:
 * @self: an item
 *
 * Returns: (transfer none): the design
 */
const SyBoxDesign *
sy_box_item_get_design (SyBoxItem *self)
{
  g_return_val_if_fail (SY_IS_BOX_ITEM (self), NULL);

  return &self->design;
}

/**
 * sy_box_item_get_seen:
 * @self: an item
 *
 * Returns: how many times players entered the design
 */
guint
sy_box_item_get_seen (SyBoxItem *self)
{
  g_return_val_if_fail (SY_IS_BOX_ITEM (self), 0);

  return self->seen;
}

/**
 * sy_box_item_get_copies:
 * @self: an item
 *
 * Returns: the most entered in one game (1 for a tile)
 */
guint
sy_box_item_get_copies (SyBoxItem *self)
{
  g_return_val_if_fail (SY_IS_BOX_ITEM (self), 0);

  return self->copies;
}

/**
 * sy_box_item_equal:
 * @self: an item
 * @other: another
 *
 * Returns: whether both show the same design seen as often (the same row)
 */
gboolean
sy_box_item_equal (SyBoxItem *self,
                   SyBoxItem *other)
{
  const SyBoxDesign *a = &self->design;
  const SyBoxDesign *b = &other->design;

  if (a->is_tile != b->is_tile || self->seen != other->seen || self->copies != other->copies)
    return FALSE;
  if (a->is_tile)
    return g_strcmp0 (a->tile.shape, b->tile.shape) == 0 && a->tile.rotation == b->tile.rotation
      && memcmp (a->tile.marks, b->tile.marks, sizeof a->tile.marks) == 0;
  return a->part.kind == b->part.kind && a->part.blank == b->part.blank
    && memcmp (a->part.symbols, b->part.symbols, sizeof a->part.symbols) == 0;
}

/**
 * sy_box_items_splice:
 * @store: a #GListStore of #SyBoxItem
 * @items: (element-type SyBoxItem): what it should hold, in order
 * @max: the most of @items it should hold (G_MAXUINT for all)
 *
 * Replaces only what differs: the items the store and @items begin and
 * end with stay, so that a list bound to @store keeps their rows; one
 * design changed is one item (one row) replaced.
 */
void
sy_box_items_splice (GListStore *store,
                     GPtrArray  *items,
                     guint       max)
{
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (store));
  guint n_new = MIN (items->len, max);
  guint first = 0;
  guint last = 0;

  while (first < n_old && first < n_new)
    {
      g_autoptr(SyBoxItem) old = g_list_model_get_item (G_LIST_MODEL (store), first);

      if (!sy_box_item_equal (old, g_ptr_array_index (items, first)))
        break;
      first++;
    }
  while (last < n_old - first && last < n_new - first)
    {
      g_autoptr(SyBoxItem) old = g_list_model_get_item (G_LIST_MODEL (store), n_old - 1 - last);

      if (!sy_box_item_equal (old, g_ptr_array_index (items, n_new - 1 - last)))
        break;
      last++;
    }
  if (first == n_old && first == n_new)
    return;
  g_list_store_splice (store, first, n_old - first - last, items->pdata + first,
                       n_new - first - last);
}
