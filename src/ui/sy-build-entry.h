/* sy-build-entry.h: buying ship parts and placing them in the yard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-entry-rows.h"

G_BEGIN_DECLS

GtkWidget *sy_build_entry_new (SyGame          *game,
                               gboolean         bonus,
                               SyEntrySendFunc  send,
                               gpointer         user_data);

G_END_DECLS
