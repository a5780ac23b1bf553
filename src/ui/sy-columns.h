/* sy-columns.h: two children side by side when wide, one above the other
 * when narrow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SY_TYPE_COLUMNS (sy_columns_get_type ())

G_DECLARE_FINAL_TYPE (SyColumns, sy_columns, SY, COLUMNS, GtkWidget)

GtkWidget *sy_columns_new          (void);
int        sy_columns_get_threshold (SyColumns *self);
void       sy_columns_set_threshold (SyColumns *self,
                                     int        threshold);
gboolean   sy_columns_is_wide      (SyColumns *self);

G_END_DECLS
