/* sy-discard-rows.h: the contracts each player discards, one tap each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_DISCARD_ROWS (sy_discard_rows_get_type ())

G_DECLARE_FINAL_TYPE (SyDiscardRows, sy_discard_rows, SY, DISCARD_ROWS, GtkBox)

void       sy_discard_rows_update   (SyDiscardRows *self,
                                     SyGame        *game);
GtkWidget *sy_discard_rows_get_list (SyDiscardRows *self);

G_END_DECLS
