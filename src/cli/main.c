/* main.c: shipyard-companion-cli, a saved game without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <glib/gi18n.h>

#include "sy-report.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) violation = NULL;
  g_autoptr(SyGame) game = NULL;
  g_auto(GStrv) files = NULL;
  gboolean json = FALSE;
  gboolean version = FALSE;
  const GOptionEntry entries[] = {
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json, N_("Print the report as JSON"), NULL },
    { "version", 'v', 0, G_OPTION_ARG_NONE, &version, N_("Show the program’s version and quit"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("FILE") },
    { NULL }
  };

  setlocale (LC_ALL, "");
  /* SY_LOCALEDIR: the catalogue built in the build tree, for the tests. */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("SY_LOCALEDIR") != NULL ? g_getenv ("SY_LOCALEDIR")
                                                                       : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  context = g_option_context_new (_("FILE — check a saved game of Shipyard and print its scores"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (version)
    {
      g_print ("%s %s\n", _("Shipyard Companion"), PACKAGE_VERSION);
      return 0;
    }
  if (files == NULL || files[0] == NULL || files[1] != NULL)
    {
      g_printerr ("%s\n", _("Give exactly one saved game."));
      return 2;
    }

  game = sy_game_load_file (files[0], &violation, &error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }

  if (json)
    {
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      g_autoptr(JsonNode) root = sy_report_to_json (game, violation);
      g_autofree char *text = NULL;
      gsize length;

      json_generator_set_pretty (generator, TRUE);
      json_generator_set_root (generator, root);
      text = json_generator_to_data (generator, &length);
      /* JSON is UTF-8 whatever the locale (RFC 8259): written as it is,
       * not through g_print(), which converts to the locale's charset. */
      if (fwrite (text, 1, length, stdout) != length || fputc ('\n', stdout) == EOF
          || fflush (stdout) != 0)
        {
          g_printerr ("%s\n", g_strerror (errno));
          return 2;
        }
    }
  else
    {
      g_autofree char *text = sy_report_to_text (game, violation);

      g_print ("%s", text);
    }

  if (violation != NULL)
    {
      g_printerr ("%s\n", violation->message);
      return 1;
    }
  return 0;
}
