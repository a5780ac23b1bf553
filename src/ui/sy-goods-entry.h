/* sy-goods-entry.h: buying a goods tile; the goods' names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-entry-rows.h"

G_BEGIN_DECLS

#define SY_TYPE_GOODS_ENTRY (sy_goods_entry_get_type ())

/* The goods form: the goods tile bought. */
G_DECLARE_FINAL_TYPE (SyGoodsEntry, sy_goods_entry, SY, GOODS_ENTRY, GtkBox)

const char    *sy_good_get_label       (SyEdition        edition,
                                        guint            good);
char          *sy_goods_tile_describe  (SyEdition        edition,
                                        const guint     *goods);
GtkStringList *sy_goods_list_new       (SyEdition        edition);
GtkWidget     *sy_goods_entry_new      (SyGame          *game,
                                        gboolean         bonus);
void           sy_goods_entry_reset    (SyGoodsEntry    *self);

G_END_DECLS
