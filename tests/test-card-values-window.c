/* test-card-values-window.c: damaged contract card values, through the
 * real window: Preferences → Contract Cards, a card's table, a value kept
 *
 * Issue 27, point 2: a card-values.json with 12 good values and one out of
 * range ("variety": {"5": 1000}) was shown as "Nothing copied yet" with no
 * message, and entering one value saved over the file: the 12 values were
 * gone. The page must say why the file cannot be read; the value entered
 * must not be written over the damaged file: it is kept aside, byte for
 * byte, under the name the message gives. (The engine's side is
 * the /engine/files/card-values/ tests in test-file-safety.c.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sy-application.h"
#include "sy-card-values-page.h"
#include "sy-dialogs.h"
#include "test-folder.h"
#include "ui-harness.h"

/* 12 good values (variety 0-4, used canals 0-6) and one out of range. */
#define DAMAGED_VALUES \
  "{ \"variety\": { \"0\": 0, \"1\": 1, \"2\": 2, \"3\": 3, \"4\": 4, \"5\": 1000 },\n" \
  "  \"used-canals\": { \"0\": 0, \"1\": 1, \"2\": 3, \"3\": 5, \"4\": 7, \"5\": 9, \"6\": 11 } }\n"

static char *
data_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, NULL);
}

/* The files of the data folder kept aside from card-values.json. */
static GPtrArray *
kept_aside (void)
{
  g_autofree char *folder = data_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  GPtrArray *found = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "card-values.damaged-"))
      g_ptr_array_add (found, g_build_filename (folder, name, NULL));
  return found;
}

static void
test_damaged_card_values (void)
{
  g_autofree char *folder = data_folder ();
  g_autofree char *path = g_build_filename (folder, "card-values.json", NULL);
  g_autoptr(GPtrArray) asides = NULL;
  g_autoptr(SyCardValues) now = sy_card_values_new ();
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  g_autofree char *aside_name = NULL;
  g_autofree char *aside_text = NULL;
  g_autofree char *current = NULL;
  const char *variety = sy_contract_get_newest_title (sy_contract_find ("variety"));
  GtkWidget *preferences;
  GtkWidget *page;
  GtkWidget *problem;
  GtkWidget *card;
  GtkWidget *alert;
  guint points;

  get_window ();
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, DAMAGED_VALUES, -1, NULL));

  /* The page says why, naming the card and the count, not "Nothing copied yet" alone. */
  page = open_preferences_page (SY_TYPE_CARD_VALUES_PAGE, &preferences);
  problem = find_named (page, "card-values-problem");
  g_assert_nonnull (problem);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (problem)), ==,
                   _("The Values Kept Cannot Be Read"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (problem)), variety));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (problem)), test_language_is_czech () ? "„5“" : "“5”"));
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (preferences)), "card-values-damaged", 600, 700);

  /* One value entered in the variety card's table and kept. */
  tap (find_named (page, "edit-card-variety"));
  settle ();
  card = GTK_WIDGET (gtk_widget_get_root (require_named_anywhere ("card-keep")));
  gtk_editable_set_text (GTK_EDITABLE (find_named (card, "card-cell-6")), "9");
  tap (find_named (card, "card-keep"));
  settle ();

  /* Told where the damaged file was kept, by its name. */
  asides = kept_aside ();
  g_assert_cmpuint (asides->len, ==, 1);
  aside_name = g_path_get_basename (g_ptr_array_index (asides, 0));
  alert = sy_dialogs_find_alert (NULL);
  g_assert_nonnull (alert);
  g_object_get (alert, "heading", &heading, "body", &body, NULL);
  g_assert_cmpstr (heading, ==, _("Earlier Card Values Kept Aside"));
  g_assert_nonnull (strstr (body, aside_name));
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (alert)), "card-values-kept-aside", 0, 0);
  sy_dialogs_close (alert);
  settle ();

  /* The 12 values are in the file kept aside, byte for byte; the new
   * file holds the value entered, and the page reads it. */
  aside_text = test_file_read_or_null (g_ptr_array_index (asides, 0));
  g_assert_cmpstr (aside_text, ==, DAMAGED_VALUES);
  current = test_file_read_or_null (path);
  g_assert_cmpstr (current, !=, DAMAGED_VALUES);
  g_assert_true (sy_card_values_load_user (now, NULL));
  g_assert_true (sy_card_values_lookup (now, "variety", 6, &points));
  g_assert_cmpuint (points, ==, 9);
  g_assert_null (find_named (page, "card-values-problem"));

  sy_dialogs_close (preferences);
  settle ();
  for (guint i = 0; i < asides->len; i++)
    g_assert_cmpint (g_unlink (g_ptr_array_index (asides, i)), ==, 0);
  g_assert_cmpint (g_unlink (path), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/files/card-values-damaged", test_damaged_card_values);
  return run_in_application ();
}
