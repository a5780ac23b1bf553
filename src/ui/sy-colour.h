/* sy-colour.h: how the players' colours look on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

const char *sy_colour_get_label      (SyColour colour);
const char *sy_colour_get_css_class  (SyColour colour);
GtkWidget  *sy_colour_swatch_new     (SyColour colour);
void        sy_colour_get_rgba       (SyColour colour,
                                      GdkRGBA *rgba);
GtkWidget  *sy_colour_drop_down_new  (void);
void        sy_widget_get_foreground (GtkWidget *widget,
                                      GdkRGBA   *fg);

G_END_DECLS
