/* sy-hire-entry.h: hiring an employee
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-employee-names.h"
#include "sy-entry-rows.h"

G_BEGIN_DECLS

GtkWidget *sy_hire_entry_new    (SyGame           *game,
                                 gboolean          bonus,
                                 SyEntrySendFunc   send,
                                 gpointer          user_data);

G_END_DECLS
