/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sy-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SyApplication) app = NULL;

  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = sy_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
