/* sy-yard-view.h: a shipyard's slots with the parts in them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_YARD_VIEW (sy_yard_view_get_type ())

G_DECLARE_FINAL_TYPE (SyYardView, sy_yard_view, SY, YARD_VIEW, GtkWidget)

GtkWidget *sy_yard_view_new        (void);
void       sy_yard_view_set_yard   (SyYardView   *self,
                                    const SyYard *yard,
                                    guint         legal);
void       sy_yard_view_set_game   (SyYardView   *self,
                                    SyGame       *game);
void       sy_yard_view_set_seat   (SyYardView   *self,
                                    guint         seat);
GtkWidget *sy_yard_view_get_slot   (SyYardView   *self,
                                    guint         slot);
char      *sy_part_describe        (const SyPart *part);
GtkWidget *sy_symbol_icon_new      (SySymbol      symbol);
void       sy_part_draw            (cairo_t       *cr,
                                    const SyPart  *part,
                                    double         width,
                                    const GdkRGBA *fg);

G_END_DECLS
