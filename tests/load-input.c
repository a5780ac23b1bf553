/* load-input.c: the engine's verdict on files, for test-bad-inputs.py
 *
 *   load-input FILE...
 *
 * Prints one line per file: its name, a tab, 0 (loads), 1 (breaks a rule:
 * loads up to the event before) or 2 (refused), a tab, the message. In the
 * language of LANGUAGE, from the catalogue built in the build tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "sy-engine.h"

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, TEST_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GError) violation = NULL;
      g_autoptr(SyGame) game = sy_game_load_file (argv[i], &violation, &error);
      g_autofree char *base = g_path_get_basename (argv[i]);

      g_assert ((game == NULL) == (error != NULL));
      if (game == NULL)
        g_print ("%s\t2\t%s\n", base, error->message);
      else if (violation != NULL)
        g_print ("%s\t1\t%s\n", base, violation->message);
      else
        g_print ("%s\t0\t\n", base);
    }
  return 0;
}
