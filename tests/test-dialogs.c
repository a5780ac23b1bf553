/* test-dialogs.c: alerts, about and file choosers through sy-dialogs, whichever widgets are there
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The same assertions hold for libadwaita's alerts and about dialogs
 * before 1.5 (windows of their own) and from 1.5 (dialogs inside a
 * window), and for GTK's file choosers before and from 4.10: the program
 * sees only sy-dialogs.h.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sy-dialogs.h"
#include "sy-preferences-window.h"
#include "ui-harness.h"

static GPtrArray *responses;

static void
response_cb (GObject      *alert,
             GAsyncResult *result,
             gpointer      owner)
{
  g_assert_true (G_IS_OBJECT (owner));
  g_ptr_array_add (responses, g_strdup (sy_dialogs_alert_choose_finish (GTK_WIDGET (alert), result)));
}

static gboolean
has_alert (gpointer name)
{
  return sy_dialogs_find_alert (name) != NULL;
}

/* The alert belongs to the window: a window transient for it, or a dialog
 * inside it. */
static void
assert_belongs_to (GtkWidget *dialog,
                   SyWindow  *window)
{
  if (GTK_IS_WINDOW (dialog))
    {
      g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
      g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
    }
  else
    g_assert_true (gtk_widget_get_root (dialog) == GTK_ROOT (window));
}

/* A question: cancelling is the default, the other answer looks as asked,
 * each answer is given once and closes the alert. */
static void
test_confirm (void)
{
  SyWindow *window = get_window ();
  const char *question = test_language_is_czech () ? "Smazat hru?" : "Delete the Game?";
  GtkWidget *alert;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  g_autofree char *default_response = NULL;

  responses = g_ptr_array_new_with_free_func (g_free);
  alert = sy_dialogs_confirm (GTK_WIDGET (window), question, "Body", _("_Cancel"), "delete",
                              "_Delete", ADW_RESPONSE_DESTRUCTIVE, NULL, response_cb, window);
  gtk_widget_set_name (alert, "test-question");
  wait_until (has_alert, "test-question");
  g_assert_true (sy_dialogs_find_alert ("test-question") == alert);
  assert_belongs_to (alert, window);
  g_object_get (alert, "heading", &heading, "body", &body, "default-response", &default_response,
                NULL);
  g_assert_cmpstr (heading, ==, question);
  g_assert_cmpstr (body, ==, "Body");
  g_assert_cmpstr (default_response, ==, "cancel");
  g_assert_cmpint (sy_dialogs_alert_get_response_appearance (alert, "delete"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  g_assert_cmpint (sy_dialogs_alert_get_response_appearance (alert, "cancel"), ==,
                   ADW_RESPONSE_DEFAULT);
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (alert)), "confirm", 0, 0);

  sy_dialogs_alert_respond (alert, "delete");
  settle ();
  g_assert_null (sy_dialogs_find_alert ("test-question"));
  g_assert_cmpuint (responses->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (responses, 0), ==, "delete");

  /* Cancelled, the answer is "cancel", once. */
  alert = sy_dialogs_confirm (GTK_WIDGET (window), question, NULL, _("_Cancel"), "delete",
                              "_Delete", ADW_RESPONSE_DESTRUCTIVE, NULL, response_cb, window);
  gtk_widget_set_name (alert, "test-question");
  wait_until (has_alert, "test-question");
  sy_dialogs_alert_respond (alert, "cancel");
  settle ();
  g_assert_null (sy_dialogs_find_alert ("test-question"));
  g_assert_cmpuint (responses->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (responses, 1), ==, "cancel");
  g_clear_pointer (&responses, g_ptr_array_unref);
}

static guint cancelled_answers;

/* The answer of an alert whose owner went: cancelled, its close response. */
static void
owner_gone_cb (GObject      *alert,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_assert_null (user_data);
  g_assert_true (g_task_had_error (G_TASK (result)));
  g_assert_cmpstr (sy_dialogs_alert_choose_finish (GTK_WIDGET (alert), result), ==, "cancel");
  cancelled_answers++;
}

/* The owner gone, the alert is cancelled, as GIO's owners cancel what
 * they started: it closes, and the callback is told once that it was
 * cancelled, with no response chosen. */
static void
test_owner_gone (void)
{
  SyWindow *window = get_window ();
  GObject *owner = g_object_new (G_TYPE_OBJECT, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GtkWidget *alert;

  responses = g_ptr_array_new_with_free_func (g_free);
  cancelled_answers = 0;
  g_object_weak_ref (owner, (GWeakNotify) (void (*) (void)) g_cancellable_cancel, cancellable);
  alert = sy_dialogs_confirm (GTK_WIDGET (window), "Heading", NULL, _("_Cancel"), "go", "_Go",
                              ADW_RESPONSE_SUGGESTED, cancellable, owner_gone_cb, NULL);
  gtk_widget_set_name (alert, "test-owner");
  wait_until (has_alert, "test-owner");
  g_assert_finalize_object (owner);
  settle ();
  g_assert_null (sy_dialogs_find_alert ("test-owner"));
  g_assert_cmpuint (responses->len, ==, 0);
  g_assert_cmpuint (cancelled_answers, ==, 1);
  g_clear_pointer (&responses, g_ptr_array_unref);
}

/* What went wrong, with one Close. */
static void
test_error (void)
{
  SyWindow *window = get_window ();
  GtkWidget *alert;
  g_autofree char *heading = NULL;

  sy_dialogs_show_error (GTK_WIDGET (window), _("Could Not Open the Game"), "Details");
  wait_until (has_alert, NULL);
  alert = sy_dialogs_find_alert (NULL);
  assert_belongs_to (alert, window);
  g_object_get (alert, "heading", &heading, NULL);
  g_assert_cmpstr (heading, ==, _("Could Not Open the Game"));
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (alert)), "error", 0, 0);
  sy_dialogs_alert_respond (alert, "close");
  settle ();
  g_assert_null (sy_dialogs_find_alert (NULL));
}

static gboolean
has_about (gpointer data)
{
  return sy_dialogs_find_open (GTK_TYPE_WIDGET, "about") != NULL;
}

/* About: the program's name in the language, belonging to the window. */
static void
test_about (void)
{
  SyWindow *window = get_window ();
  GtkWidget *about;
  g_autofree char *name = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "about", NULL);
  wait_until (has_about, NULL);
  about = sy_dialogs_find_open (GTK_TYPE_WIDGET, "about");
  assert_belongs_to (about, window);
  g_object_get (about, "application-name", &name, NULL);
  g_assert_cmpstr (name, ==, _("Shipyard Companion"));
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (about)), "about", 0, 0);
  sy_dialogs_close (about);
  settle ();
  g_assert_null (sy_dialogs_find_open (GTK_TYPE_WIDGET, "about"));
}

/* Counts the files chosen; a chooser cancelled is counted apart. */
static guint cancelled_choosers;

static void
file_chosen_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = sy_dialogs_save_file_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    cancelled_choosers++;
  else
    (*(guint *) user_data)++;
}

static guint
count_visible_toplevels (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i);

      n += gtk_widget_get_visible (top);
    }
  return n;
}

static guint toplevels_before;

static gboolean
has_more_toplevels (gpointer data)
{
  return count_visible_toplevels () > toplevels_before;
}

/* Runs the main loop until nothing has come to it for a third of a second
 * (at most 10 s): GTK 4.18's own chooser, closed while an answer from
 * GIO's threads is on its way to it, can crash when the answer comes
 * ("gtk_box_remove: assertion 'GTK_IS_BOX (box)' failed"); what it asked
 * for when shown is let come before the chooser is answered. */
static void
wait_quiet (void)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  gint64 quiet_since = g_get_monotonic_time ();

  while (g_get_monotonic_time () - quiet_since < G_USEC_PER_SEC / 3 && g_get_monotonic_time () < deadline)
    {
      if (g_main_context_iteration (NULL, FALSE))
        quiet_since = g_get_monotonic_time ();
      else
        g_usleep (G_USEC_PER_SEC / 200);
    }
}

static gboolean
has_toplevels_as_before (gpointer data)
{
  return count_visible_toplevels () == toplevels_before;
}

/* A chooser cancelled by the program (its window going) closes, and its
 * caller is told only that it was cancelled (G_IO_ERROR_CANCELLED), once:
 * the tally window counts on it. */
static void
test_chooser_cancelled (void)
{
  SyWindow *window = get_window ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  guint called = 0;

  settle ();
  toplevels_before = count_visible_toplevels ();
  cancelled_choosers = 0;
  sy_dialogs_save_file (GTK_WIDGET (window), "Save", _("_Save"), "name.pdf", NULL, cancellable,
                        file_chosen_cb, &called);
  wait_until (has_more_toplevels, NULL);
  wait_quiet ();
  g_cancellable_cancel (cancellable);
  wait_until (has_toplevels_as_before, NULL);
  settle ();
  g_assert_cmpuint (called, ==, 0);
  g_assert_cmpuint (cancelled_choosers, ==, 1);
}

static GFile *chosen;
static gboolean answered;

static void
file_answer_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = sy_dialogs_open_file_finish (result, &error);

  g_assert_no_error (error);
  g_assert_false (answered);
  answered = TRUE;
  g_set_object (&chosen, file);
}

static gboolean
is_answered (gpointer data)
{
  return answered;
}

/* Answers the chooser shown with @file, which it holds (chooser_holds()),
 * or cancels it (%NULL), then waits for its answer to come. */
static void
answer_chooser (GFile *file)
{
  g_assert_true (sy_dialogs_chooser_respond (file));
  wait_until (is_answered, NULL);
}

static gint64 next_offer;
static GtkWidget *offered_to;

/* GTK's own chooser opens in the current folder, not in the recent files
 * (its setting in GSettings' memory backend, this process only). */
static void
open_in_current_folder (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;

  schema = source != NULL ? g_settings_schema_source_lookup (source, "org.gtk.gtk4.Settings.FileChooser", TRUE) : NULL;
  if (schema == NULL || !g_settings_schema_has_key (schema, "startup-mode"))
    return;
  settings = g_settings_new_full (schema, NULL, NULL);
  g_settings_set_string (settings, "startup-mode", "cwd");
}

/* Whether the file chooser shown holds @file, offering it to the chooser
 * when it does not. GTK 4.18's own chooser, offered a file while it still
 * reads its folder, can crash later (an answer from GIO's threads comes to
 * its widgets gone: "gtk_box_remove: assertion 'GTK_IS_BOX (box)' failed",
 * "thaw_updates: assertion 'GTK_IS_FILE_SYSTEM_MODEL (model)' failed") or
 * leave an alert up ("The folder contents could not be displayed:
 * Operation was cancelled"): from GTK 4.10 on the file is offered once,
 * when the chooser lists it. GTK 4.8's chooser (a tree view, whose rows
 * are no widgets) takes a file only once it has read its folder: it is
 * offered again each fifth of a second. */
static gboolean
chooser_holds (gpointer data)
{
  GFile *file = data;
  GListModel *toplevels = gtk_window_get_toplevels ();

  if (sy_dialogs_chooser_holds (file, FALSE))
    return TRUE;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i);

      if (!GTK_IS_FILE_CHOOSER (top) || !gtk_widget_get_visible (top))
        continue;
      if (gtk_get_minor_version () >= 10)
        {
          g_autofree char *name = g_file_get_basename (file);

          if (offered_to != top && shows_text (top, name))
            {
              g_set_weak_pointer (&offered_to, top);
              sy_dialogs_chooser_holds (file, TRUE);
            }
        }
      else if (g_get_monotonic_time () >= next_offer)
        {
          sy_dialogs_chooser_holds (file, TRUE);
          next_offer = g_get_monotonic_time () + G_USEC_PER_SEC / 5;
        }
      return FALSE;
    }
  return FALSE;
}

/* A file chosen to open comes back to the caller, once; a chooser
 * dismissed gives nothing, once. GTK 4.10's file dialog (Debian 13), its
 * native chooser before (Debian 12). */
static void
test_chooser_open (void)
{
  SyWindow *window = get_window ();
  g_autofree char *folder = g_get_current_dir ();
  g_autofree char *path = g_build_filename (folder, "game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_true (g_file_set_contents (path, "{}", -1, NULL));
  settle ();
  toplevels_before = count_visible_toplevels ();
  answered = FALSE;
  sy_dialogs_open_file (GTK_WIDGET (window), "Open", _("_Open"), NULL, NULL, file_answer_cb, NULL);
  wait_until (has_more_toplevels, NULL);
  wait_until (chooser_holds, file);
  wait_quiet ();
  answer_chooser (file);
  g_assert_nonnull (chosen);
  g_assert_true (g_file_equal (chosen, file));
  g_clear_object (&chosen);
  wait_until (has_toplevels_as_before, NULL);

  answered = FALSE;
  sy_dialogs_open_file (GTK_WIDGET (window), "Open", _("_Open"), NULL, NULL, file_answer_cb, NULL);
  wait_until (has_more_toplevels, NULL);
  wait_until (chooser_holds, file);
  wait_quiet ();
  answer_chooser (NULL);
  g_assert_null (chosen);
  wait_until (has_toplevels_as_before, NULL);
  g_remove (path);
}

/* Whether @widget is one of libadwaita 1.5's dialogs, shown inside a
 * window (AdwDialog: the alert, about and preferences dialogs). */
static gboolean
is_adw_dialog (GtkWidget *widget)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return ADW_IS_DIALOG (widget);
#else
  return FALSE;
#endif
}

/* libadwaita 1.5 or newer runs here (Debian 13, the GNOME runtime). */
static gboolean
has_adw_dialogs (void)
{
  return adw_get_major_version () > 1 || adw_get_minor_version () >= 5;
}

/* The branch that runs is the one for the libraries there: from
 * libadwaita 1.5 the alert, the about and the preferences are dialogs
 * inside the window; before, windows of their own. Run on Debian 12 and
 * Debian 13 (tests/lane-debian13.sh), each branch is taken on one. */
static void
test_branch (void)
{
  SyWindow *window = get_window ();
  gboolean today = has_adw_dialogs ();
  GtkWidget *alert = sy_dialogs_alert_new ("Heading", NULL);
  GtkWidget *about;
  GtkWidget *preferences;

  g_test_message ("libadwaita %u.%u, GTK %u.%u", adw_get_major_version (), adw_get_minor_version (),
                  gtk_get_major_version (), gtk_get_minor_version ());
  sy_dialogs_alert_add_response (alert, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  gtk_widget_set_name (alert, "test-branch");
  sy_dialogs_alert_choose (alert, GTK_WIDGET (window), NULL, NULL, NULL);
  wait_until (has_alert, "test-branch");
  g_assert_true (is_adw_dialog (alert) == today);
  g_assert_true (GTK_IS_WINDOW (alert) == !today);
  assert_belongs_to (alert, window);
  sy_dialogs_alert_respond (alert, "close");
  settle ();
  g_assert_null (sy_dialogs_find_alert ("test-branch"));

  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "about", NULL);
  wait_until (has_about, NULL);
  about = sy_dialogs_find_open (GTK_TYPE_WIDGET, "about");
  g_assert_true (is_adw_dialog (about) == today);
  g_assert_true (GTK_IS_WINDOW (about) == !today);
  sy_dialogs_close (about);
  settle ();

  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "preferences", NULL);
  preferences = sy_dialogs_find_open (SY_TYPE_PREFERENCES_WINDOW, NULL);
  g_assert_nonnull (preferences);
  g_assert_true (is_adw_dialog (preferences) == today);
  g_assert_true (GTK_IS_WINDOW (preferences) == !today);
  assert_belongs_to (preferences, window);
  sy_dialogs_close (preferences);
  settle ();
  g_assert_null (sy_dialogs_find_open (SY_TYPE_PREFERENCES_WINDOW, NULL));
}

/* A small form under the body, and Enter's response another than the
 * first (which stays Escape's). */
static void
test_extra_child (void)
{
  SyWindow *window = get_window ();
  GtkWidget *alert = sy_dialogs_alert_new ("Rename", NULL);
  GtkWidget *entry = gtk_entry_new ();
  g_autofree char *default_response = NULL;

  responses = g_ptr_array_new_with_free_func (g_free);
  sy_dialogs_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  sy_dialogs_alert_add_response (alert, "rename", "_Rename", ADW_RESPONSE_SUGGESTED);
  sy_dialogs_alert_set_extra_child (alert, entry);
  sy_dialogs_alert_set_default_response (alert, "rename");
  gtk_widget_set_name (alert, "test-extra");
  sy_dialogs_alert_choose (alert, GTK_WIDGET (window), NULL, response_cb, window);
  wait_until (has_alert, "test-extra");
  g_assert_true (gtk_widget_is_ancestor (entry, alert));
  wait_until (is_mapped, entry);
  g_object_get (alert, "default-response", &default_response, NULL);
  g_assert_cmpstr (default_response, ==, "rename");
  g_assert_cmpint (sy_dialogs_alert_get_response_appearance (alert, "rename"), ==,
                   ADW_RESPONSE_SUGGESTED);
  sy_dialogs_alert_respond (alert, "rename");
  settle ();
  g_assert_null (sy_dialogs_find_alert ("test-extra"));
  g_assert_cmpuint (responses->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (responses, 0), ==, "rename");
  g_clear_pointer (&responses, g_ptr_array_unref);
}

/* The about dialog takes a legal section of its own (the rulebooks'). */
static void
test_legal_section (void)
{
  SyWindow *window = get_window ();
  GtkWidget *about = sy_dialogs_about_new ("application-name", "Test", NULL);

  sy_dialogs_about_add_legal_section (about, "Rulebook", "© 2009", GTK_LICENSE_UNKNOWN, "Words");
  gtk_widget_set_name (about, "test-about");
  sy_dialogs_present (about, GTK_WIDGET (window));
  wait_until (is_mapped, about);
  assert_belongs_to (about, window);
  sy_dialogs_close (about);
  settle ();
  g_assert_null (sy_dialogs_find_open (GTK_TYPE_WIDGET, "test-about"));
}

/* A window of the program's own (the log, the tally) shown as a dialog:
 * modal to the window, and closed for good. */
static void
test_window_present (void)
{
  SyWindow *window = get_window ();
  GtkWidget *dialog = adw_window_new ();
  GtkWidget *gone = dialog;

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &gone);
  sy_dialogs_present (dialog, GTK_WIDGET (window));
  wait_until (is_mapped, dialog);
  assert_belongs_to (dialog, window);
  sy_dialogs_close (dialog);
  settle ();
  g_assert_null (gone);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *empty = g_dir_make_tmp ("sy-dialogs-XXXXXX", NULL);
  int status;

  init_test_locale (&argc, &argv);
  /* GTK's own chooser opens in the current folder, an empty one, read
   * at once; the file to open is put there: the chooser takes it without
   * leaving the folder (see chooser_holds()). */
  g_assert_nonnull (empty);
  g_assert_cmpint (g_chdir (empty), ==, 0);
  open_in_current_folder ();

  g_test_add_func ("/ui/dialogs/confirm", test_confirm);
  g_test_add_func ("/ui/dialogs/owner-gone", test_owner_gone);
  g_test_add_func ("/ui/dialogs/error", test_error);
  g_test_add_func ("/ui/dialogs/about", test_about);
  g_test_add_func ("/ui/dialogs/chooser-cancelled", test_chooser_cancelled);
  g_test_add_func ("/ui/dialogs/chooser-open", test_chooser_open);
  g_test_add_func ("/ui/dialogs/branch", test_branch);
  g_test_add_func ("/ui/dialogs/extra-child", test_extra_child);
  g_test_add_func ("/ui/dialogs/legal-section", test_legal_section);
  g_test_add_func ("/ui/dialogs/window-present", test_window_present);

  status = run_in_application ();
  g_rmdir (empty);
  return status;
}
