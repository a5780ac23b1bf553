/* sy-goods-entry.h: buying a goods tile and using one on the exchange
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-entry-rows.h"

G_BEGIN_DECLS

const char *sy_good_get_label       (SyEdition        edition,
                                     guint            good);
char       *sy_goods_tile_describe  (SyEdition        edition,
                                     const guint     *goods);
GtkWidget  *sy_goods_entry_new      (SyGame          *game,
                                     gboolean         bonus,
                                     SyEntrySendFunc  send,
                                     gpointer         user_data);
GtkWidget  *sy_exchange_entry_new   (SyGame          *game,
                                     gboolean         bonus,
                                     SyEntrySendFunc  send,
                                     gpointer         user_data);

G_END_DECLS
