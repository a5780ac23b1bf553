/* sy-exchange-entry.h: using a goods tile on the exchange
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-entry-rows.h"

G_BEGIN_DECLS

#define SY_TYPE_EXCHANGE_ENTRY (sy_exchange_entry_get_type ())

/* The exchange form: which goods tile is used, and what becomes of each good. */
G_DECLARE_FINAL_TYPE (SyExchangeEntry, sy_exchange_entry, SY, EXCHANGE_ENTRY, GtkBox)

GtkWidget *sy_exchange_entry_new   (SyGame          *game,
                                    gboolean         bonus);
void       sy_exchange_entry_reset (SyExchangeEntry *self);

G_END_DECLS
