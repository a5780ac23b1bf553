/* sy-compat.h: today's API where the libraries have it, for what is not a dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void        sy_compat_show_uri                (GtkWindow            *parent,
                                               const char           *uri,
                                               GCancellable         *cancellable,
                                               GAsyncReadyCallback   callback,
                                               gpointer              user_data);
gboolean    sy_compat_show_uri_finish         (GtkWindow            *parent,
                                               GAsyncResult         *result,
                                               GError              **error);
void        sy_compat_widget_get_color        (GtkWidget            *widget,
                                               GdkRGBA              *color);
void        sy_compat_widget_get_accent_color (GtkWidget            *widget,
                                               GdkRGBA              *accent);
void        sy_compat_expander_row_add_suffix (AdwExpanderRow       *row,
                                               GtkWidget            *widget);
void        sy_compat_toast_overlay_dismiss_all (AdwToastOverlay *overlay);
void        sy_compat_narrow_view_switcher    (AdwWindow            *window,
                                               AdwViewSwitcherTitle *title,
                                               AdwViewSwitcherBar   *bar,
                                               const char           *condition);
GtkWindow  *sy_compat_get_help_overlay        (GtkApplicationWindow *window);

G_END_DECLS
