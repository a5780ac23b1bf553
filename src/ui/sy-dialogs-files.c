/* sy-dialogs-files.c: choosing a file to open or to save, today's widget where GTK has it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file half of the dialogs' compatibility layer (sy-dialogs.c holds
 * the alerts and the about dialog; both are declared in sy-dialogs.h).
 * Built with GTK 4.10 or newer, files are chosen in a GtkFileDialog;
 * before, in a GtkFileChooserNative. Both talk to the file portal in a
 * Flatpak. The rest of the program never checks a version: a test
 * (tests/check-dialogs.sh) keeps these widgets' names out of every other
 * file.
 */
#define G_LOG_DOMAIN "sy-dialogs"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-dialogs-files.h"

#if GTK_CHECK_VERSION (4, 10, 0)
# define SY_DIALOGS_FILE_DIALOG 1
#else
# define SY_DIALOGS_FILE_DIALOG 0
#endif

/* A chooser shown: the task is returned once it is answered, or
 * cancelled; its result is the file chosen, or %NULL. */
typedef struct {
  GTask *task;
  gboolean saving;              /* a file to save, not to open */
#if !SY_DIALOGS_FILE_DIALOG
  GtkFileChooserNative *chooser;
  gulong cancelled_id;
#endif
} FileRequest;

static void
file_request_free (FileRequest *request)
{
#if !SY_DIALOGS_FILE_DIALOG
  if (request->cancelled_id != 0)
    g_cancellable_disconnect (g_task_get_cancellable (request->task), request->cancelled_id);
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (request->chooser));
  g_clear_object (&request->chooser);
#endif
  g_clear_object (&request->task);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FileRequest, file_request_free)

/* The answer, a file or none; a task whose cancellable was cancelled
 * returns G_IO_ERROR_CANCELLED instead. */
static void
file_request_return (FileRequest *request,
                     GFile       *file)
{
  g_task_return_pointer (request->task, file != NULL ? g_object_ref (file) : NULL,
                         g_object_unref);
}

#if SY_DIALOGS_FILE_DIALOG

static void
file_chosen_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(FileRequest) request = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (request->saving)
    file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);
  else
    file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, &error);
  if (error != NULL && !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED)
      && !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_CANCELLED))
    g_warning ("The file chooser failed: %s", error->message);
  file_request_return (request, file);
}

static void
choose_file (GtkWidget     *parent,
             const char    *title,
             const char    *accept_label,
             const char    *suggested_name,
             GtkFileFilter *filter,
             gboolean       saving,
             FileRequest   *request)
{
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;
  GtkWindow *window = GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
  GCancellable *cancellable = g_task_get_cancellable (request->task);

  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_modal (dialog, TRUE);
  if (accept_label != NULL)
    gtk_file_dialog_set_accept_label (dialog, accept_label);
  if (filter != NULL)
    {
      g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

      g_list_store_append (filters, filter);
      gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
      gtk_file_dialog_set_default_filter (dialog, filter);
    }
  request->saving = saving;
  if (saving)
    {
      gtk_file_dialog_set_initial_name (dialog, suggested_name);
      gtk_file_dialog_save (dialog, window, cancellable, file_chosen_cb, request);
    }
  else
    gtk_file_dialog_open (dialog, window, cancellable, file_chosen_cb, request);
}

#else

static void
chooser_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     FileRequest     *request)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  file_request_return (request, file);
  file_request_free (request);
}

/* Cancelled by the program (its window going): the chooser goes, the task
 * returns cancelled. Called on the main thread, where the chooser was made;
 * the request is freed after the cancellation, which does not let go of
 * its handler from inside it. */
static void
chooser_cancelled_cb (GCancellable *cancellable,
                      FileRequest  *request)
{
  g_signal_handlers_disconnect_by_func (request->chooser, chooser_response_cb, request);
  request->cancelled_id = 0;
  file_request_return (request, NULL);
  g_idle_add_once ((GSourceOnceFunc) file_request_free, request);
}

static void
choose_file (GtkWidget     *parent,
             const char    *title,
             const char    *accept_label,
             const char    *suggested_name,
             GtkFileFilter *filter,
             gboolean       saving,
             FileRequest   *request)
{
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;
  GtkWindow *window = GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
  GCancellable *cancellable = g_task_get_cancellable (request->task);

  request->saving = saving;
  request->chooser = gtk_file_chooser_native_new (title, window,
                                                  saving ? GTK_FILE_CHOOSER_ACTION_SAVE
                                                         : GTK_FILE_CHOOSER_ACTION_OPEN,
                                                  accept_label, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (request->chooser), TRUE);
  if (filter != NULL)
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (request->chooser), filter);
  if (saving && suggested_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (request->chooser), suggested_name);
  g_signal_connect (request->chooser, "response", G_CALLBACK (chooser_response_cb), request);
  if (cancellable != NULL)
    request->cancelled_id = g_cancellable_connect (cancellable, G_CALLBACK (chooser_cancelled_cb),
                                                   request, NULL);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (request->chooser));
}

#endif

/* Returns: (transfer full) (nullable): the request, or %NULL when
 * @cancellable was cancelled already (the task returned so) */
static FileRequest *
file_request_new (GCancellable        *cancellable,
                  GAsyncReadyCallback  callback,
                  gpointer             user_data,
                  gpointer             source_tag)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  FileRequest *request;

  g_task_set_source_tag (task, source_tag);
  if (g_task_return_error_if_cancelled (task))
    return NULL;
  request = g_new0 (FileRequest, 1);
  request->task = g_steal_pointer (&task);
  return request;
}

static GFile *
file_request_finish (GAsyncResult  *result,
                     gpointer       source_tag,
                     GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * sy_dialogs_open_file:
 * @parent: a widget of the window the chooser belongs to
 * @title: the chooser's title
 * @accept_label: (nullable): the label of its button that opens
 * @filter: (nullable): the files offered
 * @cancellable: (nullable): cancelled, the chooser closes
 * @callback: called once the chooser is answered or cancelled; it calls
 *   sy_dialogs_open_file_finish()
 * @user_data: given to @callback
 *
 * Asks for a file to open, through the file portal where there is one.
 */
void
sy_dialogs_open_file (GtkWidget           *parent,
                      const char          *title,
                      const char          *accept_label,
                      GtkFileFilter       *filter,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  FileRequest *request;

  g_return_if_fail (callback != NULL);

  request = file_request_new (cancellable, callback, user_data, sy_dialogs_open_file);
  if (request != NULL)
    choose_file (parent, title, accept_label, NULL, filter, FALSE, request);
}

/**
 * sy_dialogs_open_file_finish:
 * @result: the result given to the callback of sy_dialogs_open_file()
 * @error: set to %G_IO_ERROR_CANCELLED when its cancellable was cancelled
 *
 * Returns: (transfer full) (nullable): the file chosen; %NULL with no
 *   error when none was (the chooser dismissed, or failing, which is
 *   logged)
 */
GFile *
sy_dialogs_open_file_finish (GAsyncResult  *result,
                             GError       **error)
{
  return file_request_finish (result, sy_dialogs_open_file, error);
}

/**
 * sy_dialogs_save_file:
 * @parent: a widget of the window the chooser belongs to
 * @title: the chooser's title
 * @accept_label: (nullable): the label of its button that saves
 * @suggested_name: (nullable): the file name proposed
 * @filter: (nullable): the files shown
 * @cancellable: (nullable): cancelled, the chooser closes
 * @callback: called once the chooser is answered or cancelled; it calls
 *   sy_dialogs_save_file_finish()
 * @user_data: given to @callback
 *
 * Asks where to save a file, through the file portal where there is one.
 */
void
sy_dialogs_save_file (GtkWidget           *parent,
                      const char          *title,
                      const char          *accept_label,
                      const char          *suggested_name,
                      GtkFileFilter       *filter,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  FileRequest *request;

  g_return_if_fail (callback != NULL);

  request = file_request_new (cancellable, callback, user_data, sy_dialogs_save_file);
  if (request != NULL)
    choose_file (parent, title, accept_label, suggested_name, filter, TRUE, request);
}

/**
 * sy_dialogs_save_file_finish:
 * @result: the result given to the callback of sy_dialogs_save_file()
 * @error: set to %G_IO_ERROR_CANCELLED when its cancellable was cancelled
 *
 * Returns: (transfer full) (nullable): where to save; %NULL with no error
 *   when the chooser was dismissed (or failed, which is logged)
 */
GFile *
sy_dialogs_save_file_finish (GAsyncResult  *result,
                             GError       **error)
{
  return file_request_finish (result, sy_dialogs_save_file, error);
}

/* The open or save chooser shown (GTK's own: where a portal shows one, it
 * is no window of ours), or %NULL. */
static GtkWidget *
find_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER (top) && GTK_IS_DIALOG (top) && gtk_widget_get_visible (top))
        return top;
    }
  return NULL;
}

/**
 * sy_dialogs_chooser_holds:
 * @file: a file
 * @offer: whether a chooser that does not hold @file is given it
 *
 * Whether the open chooser shown holds @file, chosen and not yet answered.
 * With @offer, a chooser that does not is given @file, as a user typing its
 * name would; GTK's own chooser takes it only once it has read its folder.
 * For tests and assistive tools.
 *
 * Returns: whether an open chooser is shown and holds @file
 */
gboolean
sy_dialogs_chooser_holds (GFile    *file,
                          gboolean  offer)
{
  GtkWidget *top = find_chooser ();
  GtkFileChooser *chooser;
  g_autoptr(GFile) held = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (top == NULL)
    return FALSE;
  chooser = GTK_FILE_CHOOSER (top);
  /* GtkFileDialog shows the same GtkFileChooserDialog, whose API GTK
   * 4.10 deprecates with no successor to drive it. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_return_val_if_fail (gtk_file_chooser_get_action (chooser) == GTK_FILE_CHOOSER_ACTION_OPEN, FALSE);
  held = gtk_file_chooser_get_file (chooser);
  if (held != NULL && g_file_equal (held, file))
    return TRUE;
  if (offer)
    gtk_file_chooser_set_file (chooser, file, NULL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return FALSE;
}

/**
 * sy_dialogs_chooser_respond:
 * @file: (nullable): the file to open, %NULL to cancel
 *
 * Answers the file chooser shown as a user would: an open chooser is
 * answered with @file once it holds it (sy_dialogs_chooser_holds(), which
 * this offers it to), any chooser is cancelled with %NULL. GTK's own
 * chooser, which both branches show where there is no file portal, takes
 * a file only once its folder is read: call again until the chooser is
 * answered. It is answered once. For tests and assistive tools.
 *
 * Returns: whether a chooser was answered
 */
gboolean
sy_dialogs_chooser_respond (GFile *file)
{
  GtkWidget *top = find_chooser ();

  if (top == NULL)
    return FALSE;
  if (file != NULL && !sy_dialogs_chooser_holds (file, TRUE))
    return FALSE;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (top), file != NULL ? GTK_RESPONSE_ACCEPT : GTK_RESPONSE_CANCEL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return TRUE;
}
