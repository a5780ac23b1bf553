/* sy-tooltip.c: a widget's tooltip, set again only when it changes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each gtk_widget_set_tooltip_text() on a shown widget makes GTK look
 * again for the tooltip under the pointer, even when the text is the one
 * the widget has: on X11 that asks the display server where the pointer
 * is and waits for its answer. The views set their tooltips again after
 * every entry, most of them to the same text; they go through here.
 */
#define G_LOG_DOMAIN "sy-tooltip"

#include "config.h"

#include "sy-tooltip.h"

/**
 * sy_tooltip_set:
 * @widget: a widget
 * @text: (nullable): its tooltip; %NULL or empty for none
 *
 * Sets @widget's tooltip to @text unless it is that already.
 */
void
sy_tooltip_set (GtkWidget  *widget,
                const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  /* GTK keeps no tooltip for an empty text. */
  if (text != NULL && *text == '\0')
    text = NULL;
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}
