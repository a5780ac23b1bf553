/* sy-tooltip.h: a widget's tooltip, set again only when it changes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void sy_tooltip_set (GtkWidget  *widget,
                     const char *text);

G_END_DECLS
