/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "sy-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SyApplication) app = NULL;

#ifdef __GLIBC__
  /* The program's own work runs on one thread; the renderer's workers need
   * no malloc arena each. Two arenas keep the memory of a program that sits
   * on a tablet all evening small (about 1.3 MB less at the first window,
   * tests/bench-startup.sh). */
  mallopt (M_ARENA_MAX, 2);
#endif

  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = sy_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
