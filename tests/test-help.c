/* test-help.c: how the help is shown (sy-help.c): the route chosen from what
 * the machine has, the HTML page in the user's language, the copy made once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "sy-help.h"

/* Every combination of in a Flatpak, a help viewer, the HTML installed. */
static void
test_route (void)
{
  static const struct {
    gboolean in_flatpak, has_viewer, html;
    SyHelpRoute route;
  } cases[] = {
    /* A plain install: the viewer when there is one, else the HTML. */
    { FALSE, TRUE, TRUE, SY_HELP_ROUTE_VIEWER },
    { FALSE, FALSE, TRUE, SY_HELP_ROUTE_HTML },
    /* The Flatpak: the host's viewer cannot read /app, whatever it is. */
    { TRUE, TRUE, TRUE, SY_HELP_ROUTE_HTML_COPY },
    { TRUE, FALSE, TRUE, SY_HELP_ROUTE_HTML_COPY },
    /* No HTML built (-Dhelp_html=disabled): help: is all there is. */
    { FALSE, TRUE, FALSE, SY_HELP_ROUTE_VIEWER },
    { FALSE, FALSE, FALSE, SY_HELP_ROUTE_VIEWER },
    { TRUE, TRUE, FALSE, SY_HELP_ROUTE_VIEWER },
    { TRUE, FALSE, FALSE, SY_HELP_ROUTE_VIEWER },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (sy_help_choose_route (cases[i].in_flatpak, cases[i].has_viewer, cases[i].html),
                     ==, cases[i].route);
}

static void
write_file (const char *dir,
            const char *name,
            const char *contents)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *parent = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
}

static char *
read_file (const char *dir,
           const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *contents = NULL;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return NULL;
  return contents;
}

static void
remove_tree (const char *path)
{
  g_autofree char *command = g_strdup_printf ("rm -rf '%s'", path);

  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
}

/* The first of the user's languages that has the page, English ("C") last. */
static void
test_find_html (void)
{
  g_autofree char *dir = g_dir_make_tmp ("help-XXXXXX", NULL);
  const char *czech[] = { "cs_CZ.UTF-8", "cs_CZ", "cs.UTF-8", "cs", "C", NULL };
  const char *german[] = { "de_DE.UTF-8", "de_DE", "de", "C", NULL };
  const char *none[] = { "de", NULL };
  g_autofree char *language = NULL;
  g_autofree char *path = NULL;

  write_file (dir, "C/index.html", "index");
  write_file (dir, "C/tally.html", "tally");
  write_file (dir, "cs/index.html", "rejstřík");

  path = sy_help_find_html (dir, czech, NULL, &language);
  g_assert_true (g_str_has_suffix (path, "/cs/index.html"));
  g_assert_cmpstr (language, ==, "cs");
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&language, g_free);

  /* A page not translated yet: the English one. */
  path = sy_help_find_html (dir, czech, "tally", &language);
  g_assert_true (g_str_has_suffix (path, "/C/tally.html"));
  g_assert_cmpstr (language, ==, "C");
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&language, g_free);

  path = sy_help_find_html (dir, german, "index", NULL);
  g_assert_true (g_str_has_suffix (path, "/C/index.html"));
  g_clear_pointer (&path, g_free);

  g_assert_null (sy_help_find_html (dir, czech, "no-such-page", &language));
  g_assert_null (language);
  g_assert_null (sy_help_find_html (dir, none, NULL, NULL));
  remove_tree (dir);
}

/* The copy for the host: whole, made once, finished when cut short. */
static void
test_copy_html (void)
{
  g_autofree char *dir = g_dir_make_tmp ("help-XXXXXX", NULL);
  g_autofree char *from = g_build_filename (dir, "installed", "cs", NULL);
  g_autofree char *to = g_build_filename (dir, "cache", "help-html", "1.0", "cs", NULL);
  g_autofree char *mark = g_build_filename (to, ".complete", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  write_file (from, "index.html", "rejstřík");
  write_file (from, "figures/table.png", "png");
  write_file (from, "cs.css", "css");

  g_assert_true (sy_help_copy_html (from, to, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (mark, G_FILE_TEST_EXISTS));
  text = read_file (to, "figures/table.png");
  g_assert_cmpstr (text, ==, "png");
  g_clear_pointer (&text, g_free);

  /* Made once: a second call copies nothing. */
  write_file (from, "index.html", "changed");
  g_assert_true (sy_help_copy_html (from, to, &error));
  text = read_file (to, "index.html");
  g_assert_cmpstr (text, ==, "rejstřík");
  g_clear_pointer (&text, g_free);

  /* A copy with no mark was cut short: copied again. */
  g_assert_cmpint (g_unlink (mark), ==, 0);
  g_assert_true (sy_help_copy_html (from, to, &error));
  text = read_file (to, "index.html");
  g_assert_cmpstr (text, ==, "changed");
  g_clear_pointer (&text, g_free);

  /* Nothing to copy: said so. */
  g_assert_false (sy_help_copy_html ("/nonexistent/help", mark, &error));
  g_assert_nonnull (error);
  remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/help/route", test_route);
  g_test_add_func ("/help/find-html", test_find_html);
  g_test_add_func ("/help/copy-html", test_copy_html);
  return g_test_run ();
}
