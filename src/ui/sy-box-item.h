/* sy-box-item.h: one design of the box as an item of the box page's list models
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sy-box-design-row.h"

G_BEGIN_DECLS

#define SY_TYPE_BOX_ITEM (sy_box_item_get_type ())

G_DECLARE_FINAL_TYPE (SyBoxItem, sy_box_item, SY, BOX_ITEM, GObject)

SyBoxItem         *sy_box_item_new_part   (const SyBoxPart *part);
SyBoxItem         *sy_box_item_new_tile   (const SyBoxTile *tile);
const SyBoxDesign *sy_box_item_get_design (SyBoxItem       *self);
guint              sy_box_item_get_seen   (SyBoxItem       *self);
guint              sy_box_item_get_copies (SyBoxItem       *self);
gboolean           sy_box_item_equal      (SyBoxItem       *self,
                                           SyBoxItem       *other);
void               sy_box_items_splice    (GListStore      *store,
                                           GPtrArray       *items,
                                           guint            max);

G_END_DECLS
