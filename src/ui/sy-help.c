/* sy-help.c: opening the help, in a help viewer or as HTML in the browser
 *
 * A desktop with a help viewer (Yelp) shows help:shipyard-companion from
 * share/help. A Flatpak cannot: it does not export share/help, and the
 * host's Yelp cannot read /app (the help: URI reaches it through the
 * OpenURI portal and it answers "Document Not Found"). So the help is also
 * built to HTML (help/build-html.py) and, in a Flatpak, copied once per
 * version into the application's cache folder (~/.var/app/ID/cache), which
 * the host can read; the file:// URI then goes through the OpenURI portal
 * (GTK calls OpenFile with the file), which hands the file's host path to
 * the browser the user picks, so its links, figures and style sheet load
 * beside it. (A browser that is itself a Flatpak gets the one file through
 * the document portal instead, without the pages around it: flatpak#6545.)
 * Outside a Flatpak the HTML is opened where it is installed when there is
 * no help viewer, or when the viewer fails.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-help"

#include "config.h"

#include <glib/gstdio.h>

#include "sy-compat.h"
#include "sy-help.h"

#define COMPLETE_MARK ".complete"

/* The installed HTML, or the build tree's for the tests (SY_HELP_HTML_DIR). */
static const char *
html_dir (void)
{
  const char *dir = g_getenv ("SY_HELP_HTML_DIR");

  return dir != NULL ? dir : HELP_HTML_DIR;
}

/**
 * sy_help_choose_route:
 * @in_flatpak: whether the program runs in a Flatpak (/.flatpak-info)
 * @has_help_viewer: whether an application handles help: URIs
 * @html_installed: whether the help's HTML pages are installed
 *
 * Returns: how to show the help: in a Flatpak the HTML copied where the
 *   host can read it; elsewhere the help viewer when there is one, the HTML
 *   when there is none; the viewer when there is no HTML either.
 */
SyHelpRoute
sy_help_choose_route (gboolean in_flatpak,
                      gboolean has_help_viewer,
                      gboolean html_installed)
{
  if (!html_installed)
    return SY_HELP_ROUTE_VIEWER;
  if (in_flatpak)
    return SY_HELP_ROUTE_HTML_COPY;
  return has_help_viewer ? SY_HELP_ROUTE_VIEWER : SY_HELP_ROUTE_HTML;
}

/**
 * sy_help_find_html:
 * @html_dir: the folder holding a folder of HTML pages per language
 * @languages: the user's languages, preferred first (g_get_language_names())
 * @page: (nullable): the page's id, %NULL for the index
 * @language: (out) (optional): the language found
 *
 * Returns: (nullable): the path of @page's HTML in the first of @languages
 *   that has it, or %NULL when none has it
 */
char *
sy_help_find_html (const char         *html_dir,
                   const char * const *languages,
                   const char         *page,
                   char              **language)
{
  g_autofree char *file = g_strconcat (page != NULL ? page : "index", ".html", NULL);

  g_return_val_if_fail (html_dir != NULL && languages != NULL, NULL);

  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (html_dir, languages[i], file, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        {
          if (language != NULL)
            *language = g_strdup (languages[i]);
          return g_steal_pointer (&path);
        }
    }
  return NULL;
}

static gboolean
copy_tree (GFile   *from,
           GFile   *to,
           GError **error)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) local_error = NULL;

  children = g_file_enumerate_children (from, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                        G_FILE_QUERY_INFO_NONE, NULL, error);
  if (children == NULL)
    return FALSE;
  if (!g_file_make_directory_with_parents (to, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  for (;;)
    {
      GFileInfo *info;
      GFile *child;
      g_autoptr(GFile) target = NULL;

      if (!g_file_enumerator_iterate (children, &info, &child, NULL, error))
        return FALSE;
      if (info == NULL)
        return TRUE;
      target = g_file_get_child (to, g_file_info_get_name (info));
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
        {
          if (!copy_tree (child, target, error))
            return FALSE;
        }
      else if (!g_file_copy (child, target, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error))
        return FALSE;
    }
}

/**
 * sy_help_copy_html:
 * @from: a language's folder of HTML pages
 * @to: where to copy it
 * @error: what went wrong
 *
 * Copies @from to @to, unless an earlier copy was finished (a mark in @to
 * says so); a copy cut short is finished the next time.
 *
 * Returns: whether @to holds the whole copy
 */
gboolean
sy_help_copy_html (const char  *from,
                   const char  *to,
                   GError     **error)
{
  g_autofree char *mark = g_build_filename (to, COMPLETE_MARK, NULL);
  g_autoptr(GFile) source = g_file_new_for_path (from);
  g_autoptr(GFile) target = g_file_new_for_path (to);

  if (g_file_test (mark, G_FILE_TEST_EXISTS))
    return TRUE;
  if (!copy_tree (source, target, error))
    return FALSE;
  return g_file_set_contents (mark, "", 0, error);
}

static void
delete_tree (GFile *file)
{
  g_autoptr(GFileEnumerator) children = g_file_enumerate_children (
    file, G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
    G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  GFileInfo *info;
  GFile *child;

  while (children != NULL && g_file_enumerator_iterate (children, &info, &child, NULL, NULL)
         && info != NULL)
    {
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
        delete_tree (child);
      else
        g_file_delete (child, NULL, NULL);
    }
  g_file_delete (file, NULL, NULL);
}

/* The copies of earlier versions are of no more use. Never through a
 * link: a link in place of the folder or of a version is not followed
 * (the link of a version is removed as a link). */
static void
delete_other_versions (const char *versions_dir)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;
  GStatBuf st;

  if (g_lstat (versions_dir, &st) != 0 || !S_ISDIR (st.st_mode))
    return;
  dir = g_dir_open (versions_dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_strcmp0 (name, PACKAGE_VERSION) != 0)
      {
        g_autofree char *path = g_build_filename (versions_dir, name, NULL);
        g_autoptr(GFile) file = g_file_new_for_path (path);

        if (g_lstat (path, &st) == 0 && S_ISDIR (st.st_mode))
          delete_tree (file);
        else
          g_file_delete (file, NULL, NULL);
      }
}

/* The HTML copied where the host can read it: the page's path there. */
static char *
copy_for_host (const char  *installed,
               const char  *language,
               GError     **error)
{
  g_autofree char *versions = g_build_filename (g_get_user_cache_dir (), "help-html", NULL);
  g_autofree char *to = g_build_filename (versions, PACKAGE_VERSION, language, NULL);
  g_autofree char *from = g_build_filename (html_dir (), language, NULL);
  g_autofree char *page = g_path_get_basename (installed);

  delete_other_versions (versions);
  if (!sy_help_copy_html (from, to, error))
    return NULL;
  return g_build_filename (to, page, NULL);
}

static void
shown_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autofree char *uri = user_data;
  g_autoptr(GError) error = NULL;

  if (!sy_compat_show_uri_finish (GTK_WINDOW (source), result, &error))
    g_message ("The help could not be shown (%s): %s", uri, error->message);
}

static void
show_html (GtkWindow  *parent,
           const char *path)
{
  char *uri = g_filename_to_uri (path, NULL, NULL);

  /* In a Flatpak this goes through the OpenURI portal (OpenFile). */
  sy_compat_show_uri (parent, uri, NULL, shown_cb, uri);
}

static void
viewer_shown_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GtkWindow *parent = GTK_WINDOW (source);
  g_autofree char *html = user_data;
  g_autoptr(GError) error = NULL;

  if (sy_compat_show_uri_finish (parent, result, &error))
    return;
  if (html == NULL)
    {
      g_message ("The help could not be shown: %s", error->message);
      return;
    }
  g_debug ("No help viewer (%s): the HTML instead", error->message);
  show_html (parent, html);
}

/**
 * sy_help_show:
 * @parent: the window asking
 * @page: (nullable): the help page's id (help/C/PAGE.page), %NULL for the index
 *
 * Shows the help in the user's language where the program runs: the help
 * viewer, or the HTML pages in the browser (see sy_help_choose_route()).
 */
void
sy_help_show (GtkWindow  *parent,
              const char *page)
{
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");
  g_autofree char *language = NULL;
  g_autofree char *html = sy_help_find_html (html_dir (), g_get_language_names (), page,
                                             &language);
  gboolean in_flatpak = g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS);
  g_autoptr(GError) error = NULL;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  switch (sy_help_choose_route (in_flatpak, viewer != NULL, html != NULL))
    {
    case SY_HELP_ROUTE_VIEWER:
      {
        g_autofree char *uri = page != NULL ? g_strconcat ("help:" HELP_ID "/", page, NULL)
                                            : g_strdup ("help:" HELP_ID);

        /* Should the viewer fail, the HTML (never in a Flatpak, whose
         * HTML the host could not read). */
        sy_compat_show_uri (parent, uri, NULL, viewer_shown_cb, in_flatpak ? NULL : g_steal_pointer (&html));
      }
      break;
    case SY_HELP_ROUTE_HTML:
      show_html (parent, html);
      break;
    case SY_HELP_ROUTE_HTML_COPY:
      {
        g_autofree char *copy = copy_for_host (html, language, &error);

        if (copy == NULL)
          g_message ("The help could not be copied for the browser: %s", error->message);
        else
          show_html (parent, copy);
      }
      break;
    default:
      g_assert_not_reached ();
    }
}
