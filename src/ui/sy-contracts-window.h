/* sy-contracts-window.h: one player's hidden contracts, behind a privacy
 * screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-entry-rows.h"

G_BEGIN_DECLS

GtkWindow *sy_contracts_window_new (GtkWindow       *parent,
                                    SyGame          *game,
                                    guint            player,
                                    SyEntrySendFunc  send,
                                    gpointer         user_data);
GtkWindow *sy_contracts_window_new_for_decision (GtkWindow     *parent,
                                                 SyGame        *game,
                                                 const SyEvent *decision);

G_END_DECLS
