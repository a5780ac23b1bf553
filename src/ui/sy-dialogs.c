/* sy-dialogs.c: alerts and about, today's widgets where the libraries have them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one place that knows which dialogs the libraries offer. Built with
 * libadwaita 1.5 or newer, an alert is an AdwAlertDialog and the about
 * dialog an AdwAboutDialog, shown inside the window they belong to; with
 * 1.2 to 1.4 (Debian 12), an AdwMessageDialog and an AdwAboutWindow, each
 * a window of its own. Files are chosen in sy-dialogs-files.c. The rest of the compatibility layer, for what is not
 * a dialog, is sy-compat.c. The rest of the program calls these functions and
 * never checks a version: a test (tests/check-dialogs.sh) keeps the old
 * widgets' names out of every other file.
 *
 * The checks are on the headers the program is built with; meson.build
 * allows the API up to the version found, so the newer branch compiles
 * without warnings there and this machine's build still warns on newer
 * API used outside a check.
 */
#define G_LOG_DOMAIN "sy-dialogs"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-dialogs.h"

#if ADW_CHECK_VERSION (1, 5, 0)
# define SY_DIALOGS_ADW_DIALOGS 1
# define ALERT_TYPE ADW_TYPE_ALERT_DIALOG
#else
# define SY_DIALOGS_ADW_DIALOGS 0
# define ALERT_TYPE ADW_TYPE_MESSAGE_DIALOG
#endif

/**
 * sy_dialogs_alert_new:
 * @heading: the question or what went wrong, in title case
 * @body: (nullable): the details
 *
 * Returns: (transfer none): an alert with no responses yet, to show with
 *   sy_dialogs_alert_choose()
 */
GtkWidget *
sy_dialogs_alert_new (const char *heading,
                      const char *body)
{
#if SY_DIALOGS_ADW_DIALOGS
  return GTK_WIDGET (adw_alert_dialog_new (heading, body));
#else
  /* Made transient for its window when shown. */
  return adw_message_dialog_new (NULL, heading, body);
#endif
}

/**
 * sy_dialogs_alert_add_response:
 * @alert: an alert
 * @id: the response's id, given to the callback
 * @label: the button's label, with a mnemonic
 * @appearance: how the button looks
 *
 * Adds a response. The first one added is the default response and the
 * one given when the alert is dismissed (Escape).
 */
void
sy_dialogs_alert_add_response (GtkWidget             *alert,
                               const char            *id,
                               const char            *label,
                               AdwResponseAppearance  appearance)
{
  g_return_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (alert, ALERT_TYPE));
  g_return_if_fail (id != NULL);

#if SY_DIALOGS_ADW_DIALOGS
  {
    AdwAlertDialog *dialog = ADW_ALERT_DIALOG (alert);
    gboolean first = adw_alert_dialog_get_default_response (dialog) == NULL;

    adw_alert_dialog_add_response (dialog, id, label);
    adw_alert_dialog_set_response_appearance (dialog, id, appearance);
    if (first)
      {
        adw_alert_dialog_set_default_response (dialog, id);
        adw_alert_dialog_set_close_response (dialog, id);
      }
  }
#else
  {
    AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (alert);
    gboolean first = adw_message_dialog_get_default_response (dialog) == NULL;

    adw_message_dialog_add_response (dialog, id, label);
    adw_message_dialog_set_response_appearance (dialog, id, appearance);
    if (first)
      {
        adw_message_dialog_set_default_response (dialog, id);
        adw_message_dialog_set_close_response (dialog, id);
      }
  }
#endif
}

/**
 * sy_dialogs_alert_set_extra_child:
 * @alert: an alert
 * @child: (nullable): a widget shown under the body, such as a small form
 *
 * Both alerts have the property of that name.
 */
void
sy_dialogs_alert_set_extra_child (GtkWidget *alert,
                                  GtkWidget *child)
{
  g_return_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (alert, ALERT_TYPE));

  g_object_set (alert, "extra-child", child, NULL);
}

/**
 * sy_dialogs_alert_set_default_response:
 * @alert: an alert
 * @response: the id of a response it has, activated by Enter
 *
 * Makes another response than the first one the default (the first stays
 * the one Escape gives).
 */
void
sy_dialogs_alert_set_default_response (GtkWidget  *alert,
                                       const char *response)
{
  g_return_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (alert, ALERT_TYPE));

  g_object_set (alert, "default-response", response, NULL);
}

/* An alert's answer: the task returned once, whichever comes first. */
static void
alert_answered (GtkWidget  *alert,
                GTask      *task,
                const char *response)
{
  GCancellable *cancellable = g_task_get_cancellable (task);

  g_signal_handlers_disconnect_by_data (alert, task);
  if (cancellable != NULL)
    g_signal_handlers_disconnect_by_data (cancellable, task);
  if (response != NULL)
    g_task_return_pointer (task, (gpointer) g_intern_string (response), NULL);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The alert went unanswered");
  g_object_unref (task);
}

/* Both alerts' response signal passes (alert, response id). */
static void
alert_response_cb (GtkWidget  *alert,
                   const char *response,
                   GTask      *task)
{
  alert_answered (alert, task, response);
}

/* Gone without an answer (its window destroyed first). */
static void
alert_destroy_cb (GtkWidget *alert,
                  GTask     *task)
{
  alert_answered (alert, task, NULL);
}

/* Cancelled by the program: the alert closes, giving its close response,
 * which the task (checking its cancellable) returns as cancelled. */
static void
alert_cancelled_cb (GCancellable *cancellable,
                    GTask        *task)
{
  GtkWidget *alert = g_task_get_source_object (task);

#if SY_DIALOGS_ADW_DIALOGS
  adw_dialog_close (ADW_DIALOG (alert));
#else
  gtk_window_close (GTK_WINDOW (alert));
#endif
}

/**
 * sy_dialogs_alert_choose:
 * @alert: an alert with its responses
 * @parent: a widget of the window the alert belongs to
 * @cancellable: (nullable): cancelled, the alert closes and the task is
 *   cancelled
 * @callback: (nullable): called once the alert is answered, closed or
 *   cancelled; it calls sy_dialogs_alert_choose_finish()
 * @user_data: given to @callback
 *
 * Shows the alert, modal to @parent's window; it closes itself after a
 * response. As adw_alert_dialog_choose() does, for both kinds of alert.
 */
void
sy_dialogs_alert_choose (GtkWidget           *alert,
                         GtkWidget           *parent,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (alert, ALERT_TYPE));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (alert, cancellable, callback, user_data);
  g_task_set_source_tag (task, sy_dialogs_alert_choose);
  if (g_task_return_error_if_cancelled (task))
    {
      /* Never shown: let go of it as its parent would have. */
#if SY_DIALOGS_ADW_DIALOGS
      g_object_unref (g_object_ref_sink (alert));
#else
      gtk_window_destroy (GTK_WINDOW (alert));
#endif
      return;
    }
  /* Held until the alert is answered or gone. */
  g_signal_connect (alert, "response", G_CALLBACK (alert_response_cb), g_object_ref (task));
  g_signal_connect (alert, "destroy", G_CALLBACK (alert_destroy_cb), task);
  if (cancellable != NULL)
    g_signal_connect (cancellable, "cancelled", G_CALLBACK (alert_cancelled_cb), task);
  sy_dialogs_present (alert, parent);
}

/**
 * sy_dialogs_alert_choose_finish:
 * @alert: the alert shown with sy_dialogs_alert_choose()
 * @result: the result given to its callback
 *
 * Returns: (transfer none): the id of the response chosen; the close
 *   response (the first response added) when the alert was dismissed,
 *   cancelled or destroyed
 */
const char *
sy_dialogs_alert_choose_finish (GtkWidget    *alert,
                                GAsyncResult *result)
{
  g_autofree char *close_response = NULL;
  const char *response;

  g_return_val_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (alert, ALERT_TYPE), NULL);
  g_return_val_if_fail (g_task_is_valid (result, alert), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sy_dialogs_alert_choose, NULL);

  response = g_task_propagate_pointer (G_TASK (result), NULL);
  if (response != NULL)
    return response;
  g_object_get (alert, "close-response", &close_response, NULL);
  return g_intern_string (close_response);
}

/**
 * sy_dialogs_show_error:
 * @parent: a widget of the window the alert belongs to
 * @heading: what could not be done
 * @body: (nullable): why
 *
 * Says what went wrong, with one Close button.
 */
void
sy_dialogs_show_error (GtkWidget  *parent,
                       const char *heading,
                       const char *body)
{
  GtkWidget *alert = sy_dialogs_alert_new (heading, body);

  sy_dialogs_alert_add_response (alert, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  sy_dialogs_alert_choose (alert, parent, NULL, NULL, NULL);
}

/**
 * sy_dialogs_confirm:
 * @parent: a widget of the window the alert belongs to
 * @heading: the question
 * @body: (nullable): what answering yes means
 * @cancel_label: the label of the response "cancel", the default one
 * @action_id: the id of the other response
 * @action_label: its label
 * @appearance: its look (destructive for what cannot be taken back)
 * @cancellable: (nullable): cancelled, the alert closes
 * @callback: called once; sy_dialogs_alert_choose_finish() on the alert
 *   returned gives "cancel" or @action_id
 * @user_data: given to @callback
 *
 * Asks before something is done, cancelling by default.
 *
 * Returns: (transfer none): the alert shown, to name it
 */
GtkWidget *
sy_dialogs_confirm (GtkWidget             *parent,
                    const char            *heading,
                    const char            *body,
                    const char            *cancel_label,
                    const char            *action_id,
                    const char            *action_label,
                    AdwResponseAppearance  appearance,
                    GCancellable          *cancellable,
                    GAsyncReadyCallback    callback,
                    gpointer               user_data)
{
  GtkWidget *alert = sy_dialogs_alert_new (heading, body);

  sy_dialogs_alert_add_response (alert, "cancel", cancel_label, ADW_RESPONSE_DEFAULT);
  sy_dialogs_alert_add_response (alert, action_id, action_label, appearance);
  sy_dialogs_alert_choose (alert, parent, cancellable, callback, user_data);
  return alert;
}

/**
 * sy_dialogs_alert_get_response_appearance:
 * @alert: an alert
 * @response: the id of one of its responses
 *
 * The heading, the body and the default response are properties of both
 * kinds of alert, of the same names: read them with g_object_get().
 *
 * Returns: how its button looks
 */
AdwResponseAppearance
sy_dialogs_alert_get_response_appearance (GtkWidget  *alert,
                                          const char *response)
{
  g_return_val_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (alert, ALERT_TYPE), ADW_RESPONSE_DEFAULT);

#if SY_DIALOGS_ADW_DIALOGS
  return adw_alert_dialog_get_response_appearance (ADW_ALERT_DIALOG (alert), response);
#else
  return adw_message_dialog_get_response_appearance (ADW_MESSAGE_DIALOG (alert), response);
#endif
}

/**
 * sy_dialogs_alert_respond:
 * @alert: an alert shown
 * @response: the id of one of its responses
 *
 * Answers the alert as a tap on the response's button would: the response
 * is given once and the alert closes. For tests and assistive tools.
 */
void
sy_dialogs_alert_respond (GtkWidget  *alert,
                          const char *response)
{
  g_return_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (alert, ALERT_TYPE));

  /* Closing gives the close response, once: made @response for this
   * close, both alerts answer exactly as after a tap. */
#if SY_DIALOGS_ADW_DIALOGS
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (alert), response);
  adw_dialog_close (ADW_DIALOG (alert));
#else
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (alert), response);
  gtk_window_close (GTK_WINDOW (alert));
#endif
}

/* About */

/**
 * sy_dialogs_about_new:
 * @first_property_name: the name of the first property to set
 * @...: its value, then more names and values, then %NULL
 *
 * The properties are those AdwAboutWindow and AdwAboutDialog share
 * ("application-name", "version", "developers", "website", …).
 *
 * Returns: (transfer floating): the about dialog, to show with
 *   sy_dialogs_present()
 */
GtkWidget *
sy_dialogs_about_new (const char *first_property_name,
                      ...)
{
  GtkWidget *about;
  va_list args;

  va_start (args, first_property_name);
#if SY_DIALOGS_ADW_DIALOGS
  about = GTK_WIDGET (g_object_new_valist (ADW_TYPE_ABOUT_DIALOG, first_property_name, args));
#else
  about = GTK_WIDGET (g_object_new_valist (ADW_TYPE_ABOUT_WINDOW, first_property_name, args));
#endif
  va_end (args);
  return about;
}

/**
 * sy_dialogs_about_add_legal_section:
 * @about: an about dialog from sy_dialogs_about_new()
 * @title: the section's title
 * @copyright: (nullable): its copyright line
 * @license_type: its license, or %GTK_LICENSE_UNKNOWN
 * @license: (nullable): the license's words when it has no type
 */
void
sy_dialogs_about_add_legal_section (GtkWidget  *about,
                                    const char *title,
                                    const char *copyright,
                                    GtkLicense  license_type,
                                    const char *license)
{
#if SY_DIALOGS_ADW_DIALOGS
  g_return_if_fail (ADW_IS_ABOUT_DIALOG (about));
  adw_about_dialog_add_legal_section (ADW_ABOUT_DIALOG (about), title, copyright, license_type,
                                      license);
#else
  g_return_if_fail (ADW_IS_ABOUT_WINDOW (about));
  adw_about_window_add_legal_section (ADW_ABOUT_WINDOW (about), title, copyright, license_type,
                                      license);
#endif
}

/* Any dialog */

/**
 * sy_dialogs_present:
 * @dialog: a window of its own (libadwaita before 1.5) or an #AdwDialog
 * @parent: (nullable): a widget of the window it belongs to
 *
 * Shows @dialog, modal to @parent's window: inside it for an #AdwDialog.
 */
void
sy_dialogs_present (GtkWidget *dialog,
                    GtkWidget *parent)
{
#if SY_DIALOGS_ADW_DIALOGS
  if (ADW_IS_DIALOG (dialog))
    {
      adw_dialog_present (ADW_DIALOG (dialog), parent);
      return;
    }
#endif
  g_return_if_fail (GTK_IS_WINDOW (dialog));
  if (parent != NULL && GTK_IS_WINDOW (gtk_widget_get_root (parent)))
    gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (gtk_widget_get_root (parent)));
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * sy_dialogs_close:
 * @dialog: a dialog shown with sy_dialogs_present()
 *
 * Closes @dialog and lets it go.
 */
void
sy_dialogs_close (GtkWidget *dialog)
{
#if SY_DIALOGS_ADW_DIALOGS
  if (ADW_IS_DIALOG (dialog))
    {
      adw_dialog_force_close (ADW_DIALOG (dialog));
      return;
    }
#endif
  g_return_if_fail (GTK_IS_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static GtkWidget *
find_in (GtkWidget  *widget,
         GType       type,
         const char *name)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && gtk_widget_get_visible (widget)
      && (name == NULL || g_strcmp0 (gtk_widget_get_name (widget), name) == 0))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_in (child, type, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/**
 * sy_dialogs_find_open:
 * @type: the dialog's type
 * @name: (nullable): its widget name
 *
 * Finds a dialog shown, a window of its own or one inside a window. For
 * tests and assistive tools.
 *
 * Returns: (transfer none) (nullable): the dialog
 */
GtkWidget *
sy_dialogs_find_open (GType       type,
                      const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i);
      GtkWidget *found = gtk_widget_get_visible (top) ? find_in (top, type, name) : NULL;

      if (found != NULL)
        return found;
    }
  return NULL;
}

/**
 * sy_dialogs_find_alert:
 * @name: (nullable): the alert's widget name
 *
 * Returns: (transfer none) (nullable): the alert shown
 */
GtkWidget *
sy_dialogs_find_alert (const char *name)
{
  return sy_dialogs_find_open (ALERT_TYPE, name);
}
