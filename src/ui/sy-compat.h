/* sy-compat.h: today's API where the libraries have it, for what is not a dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/**
 * SyCompatUriFunc:
 * @parent: (nullable): the window given to sy_compat_show_uri()
 * @error: (nullable): why the URI could not be shown, %NULL when it was
 * @user_data: the data given with the URI
 */
typedef void (*SyCompatUriFunc) (GtkWindow    *parent,
                                 const GError *error,
                                 gpointer      user_data);

void        sy_compat_show_uri                (GtkWindow            *parent,
                                               const char           *uri,
                                               SyCompatUriFunc       callback,
                                               gpointer              user_data);
void        sy_compat_widget_get_color        (GtkWidget            *widget,
                                               GdkRGBA              *color);
void        sy_compat_widget_get_accent_color (GtkWidget            *widget,
                                               GdkRGBA              *accent);
void        sy_compat_expander_row_add_suffix (AdwExpanderRow       *row,
                                               GtkWidget            *widget);
void        sy_compat_narrow_view_switcher    (AdwWindow            *window,
                                               AdwViewSwitcherTitle *title,
                                               AdwViewSwitcherBar   *bar,
                                               const char           *condition);
GtkWindow  *sy_compat_get_help_overlay        (GtkApplicationWindow *window);

G_END_DECLS
