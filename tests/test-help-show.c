/* test-help-show.c: F1 and a help page's action open the help: in the help
 * viewer when the desktop has one, else the HTML page in the user's language
 * in the browser
 *
 * Stand-in applications (record-uri.sh) write down the URI they are given:
 * a browser for text/html always, a viewer for help: URIs when
 * SY_TEST_HELP_VIEWER is set. The HTML is the build tree's (SY_HELP_HTML_DIR).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <unistd.h>

#include <glib/gstdio.h>

#include "sy-box-page.h"
#include "sy-dialogs.h"
#include "sy-preferences-window.h"
#include "test-folder.h"
#include "ui-harness.h"

static char *uri_log;

static void
write_desktop_file (const char *name,
                    const char *mime_type)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "applications", NULL);
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *recorder = g_test_build_filename (G_TEST_DIST, "record-uri.sh", NULL);
  g_autofree char *contents = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=%s\n"
                                               "Exec=%s %%u\nMimeType=%s;\n",
                                               name, recorder, mime_type);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
}

static void
remove_desktop_file (const char *name)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "applications", name, NULL);

  g_unlink (path);
}

/* The stand-ins as the defaults, in this test's own configuration. */
static void
write_defaults (gboolean viewer)
{
  g_autofree char *path = g_build_filename (g_get_user_config_dir (), "mimeapps.list", NULL);
  g_autofree char *contents = g_strdup_printf ("[Default Applications]\n"
                                               "text/html=sy-test-browser.desktop\n%s",
                                               viewer ? "x-scheme-handler/help=sy-test-viewer.desktop\n"
                                                      : "");

  g_assert_cmpint (g_mkdir_with_parents (g_get_user_config_dir (), 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
}

/* The recorder's one line, written whole. */
static gboolean
uri_written (gpointer data)
{
  g_autofree char *contents = NULL;

  return g_file_get_contents (uri_log, &contents, NULL, NULL) && g_str_has_suffix (contents, "\n");
}

/* What the stand-in got when the action was activated. */
static char *
uri_opened (const char *action,
            GVariant   *target)
{
  g_autofree char *contents = NULL;

  g_unlink (uri_log);
  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), action, target);
  wait_until (uri_written, NULL);
  g_assert_true (g_file_get_contents (uri_log, &contents, NULL, NULL));
  return g_strchomp (g_steal_pointer (&contents));
}

/* What the stand-in got when the box page's Help button was pressed,
 * in the preferences. */
static char *
box_help_opened (void)
{
  g_autofree char *contents = NULL;
  GtkWidget *preferences;
  GtkWidget *page;

  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "preferences", NULL);
  preferences = sy_dialogs_find_open (SY_TYPE_PREFERENCES_WINDOW, NULL);
  g_assert_nonnull (preferences);
  page = find_widget (preferences, SY_TYPE_BOX_PAGE, 0);
  g_assert_nonnull (page);
  g_unlink (uri_log);
  g_assert_true (gtk_widget_activate_action (page, "box.help", NULL));
  wait_until (uri_written, NULL);
  g_assert_true (g_file_get_contents (uri_log, &contents, NULL, NULL));
  sy_dialogs_close (preferences);
  settle ();
  return g_strchomp (g_steal_pointer (&contents));
}

/* GIO hands a local file:// URI to the application as the file's path. */
static char *
html_path (const char *page)
{
  g_autofree char *path = g_build_filename (g_getenv ("SY_HELP_HTML_DIR"),
                                            test_language_is_czech () ? "cs" : "C",
                                            page, NULL);

  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  return g_steal_pointer (&path);
}

static void
test_help_viewer (void)
{
  g_autofree char *index = NULL;
  g_autofree char *tally = NULL;
  g_autofree char *box = NULL;

  get_window ();
  index = uri_opened ("help", NULL);
  g_assert_cmpstr (index, ==, "help:" HELP_ID);
  tally = uri_opened ("help-page", g_variant_new_string ("tally"));
  g_assert_cmpstr (tally, ==, "help:" HELP_ID "/tally");
  box = box_help_opened ();
  g_assert_cmpstr (box, ==, "help:" HELP_ID "/box");
}

/* No help viewer: the HTML, in Czech for a Czech user. */
static void
test_help_browser (void)
{
  g_autofree char *index = NULL;
  g_autofree char *tally = NULL;
  g_autofree char *index_expected = html_path ("index.html");
  g_autofree char *tally_expected = html_path ("tally.html");
  g_autofree char *box = NULL;
  g_autofree char *box_expected = html_path ("box.html");

  get_window ();
  index = uri_opened ("help", NULL);
  g_assert_cmpstr (index, ==, index_expected);
  tally = uri_opened ("help-page", g_variant_new_string ("tally"));
  g_assert_cmpstr (tally, ==, tally_expected);
  /* The box page's Help too, not a help: URI no one takes. */
  box = box_help_opened ();
  g_assert_cmpstr (box, ==, box_expected);
}

/* Only the stand-ins handle help: and text/html, whatever else the machine
 * has (yelp on every GNOME desktop would be found as the help viewer): each
 * of the system's data folders is replaced by one of @folder's that keeps
 * only its MIME database and icons, in the same order (a program installed
 * in /usr/local brings a MIME folder of its own there, without the
 * system's types: keeping only the first one found lost them), and the
 * system's configuration folders by an empty one. Called before GLib reads
 * either. */
static void
hide_installed_applications (const char *folder)
{
  const char *data_dirs = g_getenv ("XDG_DATA_DIRS");
  g_auto(GStrv) system = g_strsplit (data_dirs != NULL && *data_dirs != '\0' ? data_dirs
                                                                              : "/usr/local/share:/usr/share",
                                     ":", -1);
  g_autoptr(GStrvBuilder) shares = g_strv_builder_new ();
  g_auto(GStrv) kept_dirs = NULL;
  g_autofree char *joined = NULL;
  g_autofree char *config = g_build_filename (folder, "xdg", NULL);
  const char *const kept[] = { "mime", "icons" };

  g_assert_cmpint (g_mkdir_with_parents (config, 0700), ==, 0);
  for (guint i = 0; system[i] != NULL; i++)
    {
      g_autofree char *name = g_strdup_printf ("share-%u", i);
      g_autofree char *share = g_build_filename (folder, name, NULL);

      g_assert_cmpint (g_mkdir_with_parents (share, 0700), ==, 0);
      for (guint k = 0; k < G_N_ELEMENTS (kept); k++)
        {
          g_autofree char *from = g_build_filename (system[i], kept[k], NULL);
          g_autofree char *to = g_build_filename (share, kept[k], NULL);

          if (g_file_test (from, G_FILE_TEST_IS_DIR))
            g_assert_cmpint (symlink (from, to), ==, 0);
        }
      g_strv_builder_add (shares, share);
    }
  kept_dirs = g_strv_builder_end (shares);
  joined = g_strjoinv (":", kept_dirs);
  g_setenv ("XDG_DATA_DIRS", joined, TRUE);
  g_setenv ("XDG_CONFIG_DIRS", config, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  gboolean viewer = g_getenv ("SY_TEST_HELP_VIEWER") != NULL;
  g_autofree char *folder = NULL;
  int status;

  folder = g_dir_make_tmp ("help-show-XXXXXX", NULL);
  g_assert_nonnull (folder);
  hide_installed_applications (folder);
  init_test_locale (&argc, &argv);
  uri_log = g_build_filename (folder, "uri", NULL);
  g_setenv ("SY_TEST_URI_LOG", uri_log, TRUE);

  write_desktop_file ("sy-test-browser.desktop", "text/html");
  if (viewer)
    write_desktop_file ("sy-test-viewer.desktop", "x-scheme-handler/help");
  else
    remove_desktop_file ("sy-test-viewer.desktop");
  write_defaults (viewer);

  if (viewer)
    g_test_add_func ("/ui/help/viewer", test_help_viewer);
  else
    g_test_add_func ("/ui/help/browser", test_help_browser);
  status = run_in_application ();
  test_folder_remove (folder);
  g_free (uri_log);
  return status;
}
