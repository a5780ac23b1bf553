/* sy-history-row.h: a row of the history window's list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-history-item.h"

G_BEGIN_DECLS

#define SY_TYPE_HISTORY_ROW (sy_history_row_get_type ())

G_DECLARE_FINAL_TYPE (SyHistoryRow, sy_history_row, SY, HISTORY_ROW, GtkBox)

GtkWidget     *sy_history_row_new      (void);
void           sy_history_row_set_item (SyHistoryRow  *self,
                                        SyHistoryItem *item);
SyHistoryItem *sy_history_row_get_item (SyHistoryRow  *self);
char          *sy_history_row_format_date (GDateTime *date);

G_END_DECLS
