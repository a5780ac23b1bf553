/* sy-contracts-check.h: checking a decision against one's hidden contracts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

/**
 * SyEntryPendingFunc:
 * @user_data: the data given with the function
 * @event: (out caller-allocates): the event the form holds so far
 *
 * Returns: whether the form holds an event yet
 */
typedef gboolean (*SyEntryPendingFunc) (gpointer  user_data,
                                        SyEvent  *event);

GtkWidget *sy_contracts_check_button_new (SyGame             *game,
                                          SyEntryPendingFunc  pending,
                                          gpointer            user_data);
GtkWidget *sy_contracts_check_icon_new   (SyGame             *game,
                                          const SyEvent      *event);

G_END_DECLS
