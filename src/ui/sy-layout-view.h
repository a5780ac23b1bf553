/* sy-layout-view.h: entering how the table was laid out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_LAYOUT_VIEW (sy_layout_view_get_type ())

G_DECLARE_FINAL_TYPE (SyLayoutView, sy_layout_view, SY, LAYOUT_VIEW, GtkWidget)

GtkWidget *sy_layout_view_new            (void);
void       sy_layout_view_set_game       (SyLayoutView *self,
                                          SyGame       *game);
GtkWidget *sy_layout_view_get_tile_button (SyLayoutView *self,
                                          SyAction      action);
GtkWidget *sy_layout_view_get_start_button (SyLayoutView *self);
void       sy_layout_view_get_event      (SyLayoutView *self,
                                          SyEvent      *event);

G_END_DECLS
