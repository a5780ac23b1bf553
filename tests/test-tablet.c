/* test-tablet.c: the tablet on the table: F11 fullscreen and Ctrl+P printing the tally
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sim-player.h"
#include "sy-score-sheet.h"
#include "ui-harness.h"

/* The window's action @name: its parameter type and the property it
 * follows (NULL for a plain action), or FALSE when there is none. */
static gboolean
query_window_action (const char          *name,
                     const GVariantType **parameter_type,
                     const char         **property)
{
  GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (get_window ());
  const char *action;
  GType owner;

  for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &action, parameter_type,
                                                   property); i++)
    if (g_str_equal (action, name))
      return TRUE;
  return FALSE;
}

static void
assert_accel (const char *action,
              const char *accel)
{
  GtkApplication *app = GTK_APPLICATION (g_application_get_default ());
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (app, action);

  g_assert_nonnull (accels);
  g_assert_cmpstr (accels[0], ==, accel);
}

static gboolean
is_fullscreen (gpointer window)
{
  return gtk_window_is_fullscreen (GTK_WINDOW (window));
}

static gboolean
is_not_fullscreen (gpointer window)
{
  return !gtk_window_is_fullscreen (GTK_WINDOW (window));
}

/* F11 toggles fullscreen. The action is the window's fullscreened
 * property: a boolean state (a check mark in the menu) that is what the
 * window manager did. Without a window manager (Xvfb) a request to a
 * mapped window is not answered, but one made while the window is hidden
 * is what the window shows when it comes back, so the test hides it. */
static void
test_fullscreen (void)
{
  SyWindow *window = get_window ();
  const GVariantType *parameter_type = NULL;
  const char *property = NULL;

  assert_accel ("win.fullscreen", "F11");
  g_assert_true (query_window_action ("win.fullscreen", &parameter_type, &property));
  g_assert_null (parameter_type);
  g_assert_cmpstr (property, ==, "fullscreened");
  g_assert_false (gtk_window_is_fullscreen (GTK_WINDOW (window)));

  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.fullscreen", NULL));
  gtk_window_present (GTK_WINDOW (window));
  wait_until (is_mapped, window);
  wait_until (is_fullscreen, window);
  save_screenshot (GTK_WINDOW (window), "fullscreen", 0, 0);

  /* And back. */
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.fullscreen", NULL));
  gtk_window_present (GTK_WINDOW (window));
  wait_until (is_mapped, window);
  wait_until (is_not_fullscreen, window);
}

static guint pages_drawn;

static void
count_page_cb (GtkPrintOperation *operation,
               GtkPrintContext   *context,
               int                page,
               gpointer           user_data)
{
  pages_drawn++;
}

/* The page objects ("/Type /Page", not followed by "s" as in the page
 * tree) in @pdf, @length bytes. Cairo 1.18 (Debian 13) writes them into
 * compressed object streams where 1.16 (Debian 12) wrote them plainly: the
 * streams are inflated and searched too. */
static guint
count_pdf_pages (const char *pdf,
                 gsize       length)
{
  guint pages = 0;

  for (gsize i = 0; i + 12 <= length; i++)
    {
      if (memcmp (pdf + i, "/Type /Page", 11) == 0 && pdf[i + 11] != 's')
        pages++;
      else if (memcmp (pdf + i, "stream\n", 7) == 0 || memcmp (pdf + i, "stream\r\n", 8) == 0)
        {
          gsize start = i + (pdf[i + 6] == '\r' ? 8 : 7);
          const char *end = NULL;
          g_autoptr(GConverter) inflater = NULL;
          g_autoptr(GInputStream) raw = NULL;
          g_autoptr(GInputStream) inflated = NULL;
          g_autoptr(GByteArray) text = g_byte_array_new ();
          char buffer[4096];
          gssize n;

          if (i > 0 && pdf[i - 1] == 'd')
            continue;                   /* "endstream" */
          /* The stream's bytes may hold NULs: no string search. */
          for (gsize j = start; end == NULL && j + 9 <= length; j++)
            if (memcmp (pdf + j, "endstream", 9) == 0)
              end = pdf + j;
          if (end == NULL)
            break;
          inflater = G_CONVERTER (g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB));
          raw = g_memory_input_stream_new_from_data (pdf + start, end - (pdf + start), NULL);
          inflated = g_converter_input_stream_new (raw, inflater);
          while ((n = g_input_stream_read (inflated, buffer, sizeof buffer, NULL, NULL)) > 0)
            g_byte_array_append (text, (guint8 *) buffer, n);
          /* Not every stream is compressed: those that are not add nothing. */
          if (text->len > 0)
            pages += count_pdf_pages ((const char *) text->data, text->len);
          i = end - pdf;
        }
    }
  return pages;
}

/* Ctrl+P prints the game on the table: the print operation draws the
 * score sheet on one page, here exported to a PDF instead of a printer. */
static void
test_print (void)
{
  SyWindow *window = get_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (19);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 3, TRUE, rand);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("sy-print-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  guint pages = 0;
  const GVariantType *parameter_type = NULL;
  const char *property = NULL;

  g_assert_no_error (error);
  assert_accel ("win.print", "<Control>p");
  g_assert_true (query_window_action ("win.print", &parameter_type, &property));
  g_assert_null (parameter_type);
  g_assert_null (property);

  for (guint i = 0; i < 40 && sim_step (game, rand); i++)
    ;
  sy_window_set_game (window, game);
  settle ();

  operation = sy_score_sheet_print_operation_new (game);
  path = g_build_filename (folder, "tally.pdf", NULL);
  gtk_print_operation_set_export_filename (operation, path);
  g_signal_connect (operation, "draw-page", G_CALLBACK (count_page_cb), NULL);
  pages_drawn = 0;
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT,
                                            GTK_WINDOW (window), &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_cmpuint (pages_drawn, ==, 1);

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
  /* One page object, in the file or in its compressed streams. */
  pages = count_pdf_pages (contents, length);
  g_assert_cmpuint (pages, ==, 1);

  g_unlink (path);
  g_rmdir (folder);
  sy_window_set_game (window, NULL);
}

static gboolean
has_shortcuts_window (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i);

      if (GTK_IS_SHORTCUTS_WINDOW (top) && gtk_widget_get_mapped (top))
        {
          *(GtkWidget **) data = top;
          return TRUE;
        }
    }
  return FALSE;
}

/* Both are in the shortcuts window (Ctrl+?), which shows their keys. */
static void
test_shortcuts_window (void)
{
  SyWindow *window = get_window ();
  GtkWidget *shortcuts = NULL;
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  gboolean print = FALSE;
  gboolean fullscreen = FALSE;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  wait_until (has_shortcuts_window, &shortcuts);
  collect_widgets (shortcuts, GTK_TYPE_SHORTCUTS_SHORTCUT, entries);
  for (guint i = 0; i < entries->len; i++)
    {
      g_autofree char *action = NULL;

      g_object_get (g_ptr_array_index (entries, i), "action-name", &action, NULL);
      print |= g_strcmp0 (action, "win.print") == 0;
      fullscreen |= g_strcmp0 (action, "win.fullscreen") == 0;
    }
  g_assert_true (print);
  g_assert_true (fullscreen);
  save_screenshot (GTK_WINDOW (shortcuts), "shortcuts", 0, 0);
  gtk_window_close (GTK_WINDOW (shortcuts));
  settle ();
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);

  g_test_add_func ("/ui/tablet/fullscreen", test_fullscreen);
  g_test_add_func ("/ui/tablet/print", test_print);
  g_test_add_func ("/ui/tablet/shortcuts-window", test_shortcuts_window);

  return run_in_application ();
}
