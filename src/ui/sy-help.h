/* sy-help.h: opening the help, in a help viewer or as HTML in the browser
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * SyHelpRoute:
 * @SY_HELP_ROUTE_VIEWER: the help: URI, for the desktop's help viewer (Yelp)
 * @SY_HELP_ROUTE_HTML: the HTML pages where they are installed, in the browser
 * @SY_HELP_ROUTE_HTML_COPY: the HTML pages copied into the user's cache first, where the
 *   browser outside a Flatpak can read them (it cannot read /app), then in the browser
 *
 * How the help is shown.
 */
typedef enum {
  SY_HELP_ROUTE_VIEWER,
  SY_HELP_ROUTE_HTML,
  SY_HELP_ROUTE_HTML_COPY,
} SyHelpRoute;

SyHelpRoute sy_help_choose_route (gboolean            in_flatpak,
                                  gboolean            has_help_viewer,
                                  gboolean            html_installed);
char       *sy_help_find_html    (const char         *html_dir,
                                  const char * const *languages,
                                  const char         *page,
                                  char              **language);
gboolean    sy_help_copy_html    (const char         *from,
                                  const char         *to,
                                  GError            **error);
void        sy_help_show         (GtkWindow          *parent,
                                  const char         *page);

G_END_DECLS
