/* sy-history-window-manage.c: renaming, merging and deleting games with undo; the exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A part of SyHistoryWindow (sy-history-window-private.h). Each game's
 * menu renames it, merges it with another record of the same game, copies
 * its result as text or deletes it; the last deletion or merge can be
 * undone from the bar at the bottom (the engine's sy-history-manage.c).
 * The header bar's menu exports the history as CSV (docs/csv.md).
 */
#define G_LOG_DOMAIN "sy-history-window"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "sy-dialogs.h"
#include "sy-history-window-private.h"
#include "sy-tally-text.h"

/* The one message dialog of the window, shown: a heading, a body, an
 * optional widget under it, Cancel and one response (or only Close when
 * @response is NULL). Its "response" signal gives the answer; callers
 * keep what they need in a SyHistoryAnswer connected with it. */
GObject *
_sy_history_window_show_dialog (SyHistoryWindow *self,
             const char      *heading,
             const char      *body,
             GtkWidget       *extra,
             const char      *response,
             const char      *response_label)
{
  GtkWidget *dialog = sy_dialogs_alert_new (heading, body);

  if (extra != NULL)
    sy_dialogs_alert_set_extra_child (dialog, extra);
  if (response == NULL)
    sy_dialogs_alert_add_response (dialog, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  else
    {
      sy_dialogs_alert_add_response (dialog, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
      sy_dialogs_alert_add_response (dialog, response, response_label, ADW_RESPONSE_SUGGESTED);
      sy_dialogs_alert_set_default_response (dialog, response);
    }
  sy_dialogs_alert_choose (dialog, GTK_WIDGET (self), NULL, NULL, NULL);
  return G_OBJECT (dialog);
}

/**
 * _sy_history_answer_new: (skip)
 * @self: the history window
 * @name: (nullable): what the dialog is about: a game's file name, a person
 * @others: (nullable) (transfer full): what it may be merged with
 * @dropdown: (nullable): the dialog's drop-down of @others
 * @entry: (nullable): the dialog's entry
 *
 * What a dialog's answer reads, kept with its "response" handler
 * (_sy_history_answer_connect()), or with an asynchronous call.
 */
SyHistoryAnswer *
_sy_history_answer_new (SyHistoryWindow *self,
                        const char      *name,
                        GStrv            others,
                        GtkWidget       *dropdown,
                        GtkWidget       *entry)
{
  SyHistoryAnswer *answer = g_new0 (SyHistoryAnswer, 1);

  g_weak_ref_init (&answer->window, self);
  answer->name = g_strdup (name);
  answer->others = others;
  answer->dropdown = dropdown;
  answer->entry = entry;
  return answer;
}

static void
answer_closure_free (gpointer  data,
                     GClosure *closure)
{
  _sy_history_answer_free (data);
}

/* @response_cb (dialog, response, answer) hears @dialog's answer; @answer
 * goes with the dialog. */
void
_sy_history_answer_connect (GObject         *dialog,
                            GCallback        response_cb,
                            SyHistoryAnswer *answer)
{
  g_signal_connect_data (dialog, "response", response_cb, answer, answer_closure_free, 0);
}

void
_sy_history_answer_free (SyHistoryAnswer *answer)
{
  g_weak_ref_clear (&answer->window);
  g_free (answer->name);
  g_strfreev (answer->others);
  g_free (answer);
}

void
_sy_history_window_show_error (SyHistoryWindow *self,
                               const char      *heading,
                               const char      *message)
{
  sy_dialogs_show_error (GTK_WIDGET (self), heading, message);
}

/* A word in the bar at the bottom, with Undo when there is one. */
void
_sy_history_window_tell (SyHistoryWindow *self,
                         const char      *message,
                         gboolean         undoable)
{
  gtk_label_set_text (self->message_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->undo_button), undoable);
  gtk_revealer_set_reveal_child (self->message_revealer, TRUE);
}

/* The last deletion or merge made final. */
void
_sy_history_window_forget_undo (SyHistoryWindow *self)
{
  g_clear_pointer (&self->people_before, sy_history_people_free);
  if (self->undo == NULL)
    return;
  sy_history_undo_forget (self->undo);
  g_clear_pointer (&self->undo, sy_history_undo_free);
}

/* The entry an action names, or NULL (said in the bar) when it is gone. */
static const SyHistoryEntry *
named_entry (SyHistoryWindow *self,
             GVariant        *parameter)
{
  const SyHistoryEntry *entry = NULL;

  if (self->history != NULL)
    entry = sy_history_find_entry (self->history, g_variant_get_string (parameter, NULL));
  if (entry == NULL)
    _sy_history_window_tell (self, _("This game is no longer in the history."), FALSE);
  return entry;
}

/* Whether @entry holds the game on the main window's table (the
 * SyHistoryWindow:current-game): that game's
 * entry is written again at its next change, so it is not deleted or
 * merged away (said in the bar). */
static gboolean
on_the_table (SyHistoryWindow      *self,
              const SyHistoryEntry *entry)
{
  SyGame *shown = self->current_game;
  g_autofree char *name = _sy_history_window_entry_name (entry);

  if (shown == NULL || g_strcmp0 (sy_history_get_entry_name (shown), name) != 0)
    return FALSE;
  _sy_history_window_tell (self, _("This game is on the table: start or open another game first."), FALSE);
  return TRUE;
}

static void
delete_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (widget);
  const SyHistoryEntry *entry = named_entry (self, parameter);
  g_autoptr(SyHistoryUndo) undo = NULL;
  g_autoptr(GError) error = NULL;

  if (entry == NULL || on_the_table (self, entry))
    return;
  _sy_history_window_forget_undo (self);
  if (!sy_history_delete (entry, &undo, &error))
    {
      _sy_history_window_show_error (self, _("Could Not Delete the Game"), error->message);
      return;
    }
  self->undo = g_steal_pointer (&undo);
  _sy_history_window_fill (self);
  _sy_history_window_tell (self, _("Game deleted"), TRUE);
}

static void
undo_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(SyHistoryUndo) undo = g_steal_pointer (&self->undo);
  g_autoptr(SyHistoryPeople) before = g_steal_pointer (&self->people_before);

  /* Players merged: the merges as they were written back. */
  if (before != NULL)
    {
      if (!sy_history_people_save (before, self->folder, &error))
        {
          _sy_history_window_show_error (self, _("Could Not Undo"), error->message);
          return;
        }
      g_clear_pointer (&self->people, sy_history_people_free);
      self->people = g_steal_pointer (&before);
      _sy_history_stats_page_update (self);
      _sy_history_window_tell (self, _("Players apart again"), FALSE);
      return;
    }
  if (undo == NULL)
    return;
  if (!sy_history_undo_apply (undo, &error))
    {
      _sy_history_window_show_error (self, _("Could Not Undo"), error->message);
      return;
    }
  _sy_history_window_fill (self);
  _sy_history_window_tell (self, _("Brought back"), FALSE);
}

/* An entry for a game's title, @initial in it. */
static GtkWidget *
title_entry_new (const char *initial)
{
  GtkWidget *entry = gtk_entry_new ();

  gtk_widget_set_name (entry, "history-title-entry");
  gtk_entry_set_max_length (GTK_ENTRY (entry), SY_HISTORY_TITLE_MAX);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Title, such as “Friday’s final”"));
  gtk_editable_set_text (GTK_EDITABLE (entry), initial != NULL ? initial : "");
  return entry;
}

/* The dialogs' answers only read their SyHistoryAnswer, whatever kind of
 * dialog they are. */
static void
rename_response_cb (GObject         *dialog,
                    const char      *response,
                    SyHistoryAnswer *answer)
{
  g_autoptr(SyHistoryWindow) self = g_weak_ref_get (&answer->window);
  GtkWidget *entry_widget = answer->entry;
  const SyHistoryEntry *entry;
  g_autoptr(GError) error = NULL;

  if (self == NULL || !g_str_equal (response, "rename"))
    return;
  entry = self->history != NULL ? sy_history_find_entry (self->history, answer->name) : NULL;
  if (entry == NULL)
    return;
  if (!sy_history_set_title (entry, gtk_editable_get_text (GTK_EDITABLE (entry_widget)), &error))
    {
      _sy_history_window_show_error (self, _("Could Not Rename the Game"), error->message);
      return;
    }
  _sy_history_window_fill (self);
  _sy_history_window_tell (self, _("Game renamed"), FALSE);
}

static void
rename_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (widget);
  const SyHistoryEntry *entry = named_entry (self, parameter);
  g_autofree char *name = NULL;
  GObject *dialog;
  GtkWidget *title;

  if (entry == NULL)
    return;
  title = title_entry_new (entry->title);
  dialog = _sy_history_window_show_dialog (self, _("Rename the Game"),
                        _("A title of your own, shown in the list; the game itself does not change. Leave it empty for none."),
                        title, "rename", _("_Rename"));
  name = _sy_history_window_entry_name (entry);
  _sy_history_answer_connect (dialog, G_CALLBACK (rename_response_cb),
                              _sy_history_answer_new (self, name, NULL, NULL, title));
}

/* A record in words, for the list of those to merge with. */
static char *
record_label (const SyHistoryEntry *entry)
{
  g_autofree char *date = sy_history_row_format_date (entry->finished);
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint p = 0; p < entry->n_players; p++)
    g_string_append_printf (names, "%s%s %u", p > 0 ? ", " : "", entry->names[p], entry->totals[p]);
  if (entry->unfinished)
    /* Translators: an unfinished record in the list of records to merge with: its last change, its events */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Unfinished, %s, %u event: %s",
                                         "Unfinished, %s, %u events: %s", entry->n_events),
                            date, entry->n_events, entry->title != NULL ? entry->title : names->str);
  /* Translators: a finished record in the list of records to merge with */
  return g_strdup_printf (_("Finished, %s: %s"), date, entry->title != NULL ? entry->title : names->str);
}

/* The drop-down of records to merge with: its button shows the record
 * chosen cut short (the dialog fits a phone), its list each one whole,
 * wrapped. @wrap: whether the label is in the list. */
static void
record_label_setup_cb (GtkSignalListItemFactory *factory,
                       GtkListItem              *item,
                       gpointer                  wrap)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (wrap))
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
    }
  else
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
record_label_bind_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      gpointer                  wrap)
{
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

static GtkListItemFactory *
record_label_factory_new (gboolean wrap)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (record_label_setup_cb), GINT_TO_POINTER (wrap));
  g_signal_connect (factory, "bind", G_CALLBACK (record_label_bind_cb), GINT_TO_POINTER (wrap));
  return factory;
}

static void
merge_response_cb (GObject         *dialog,
                   const char      *response,
                   SyHistoryAnswer *answer)
{
  g_autoptr(SyHistoryWindow) self = g_weak_ref_get (&answer->window);
  guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (answer->dropdown));
  const SyHistoryEntry *a, *b;
  g_autoptr(SyHistoryUndo) undo = NULL;
  g_autoptr(GError) error = NULL;

  if (self == NULL || !g_str_equal (response, "merge") || self->history == NULL
      || chosen >= g_strv_length (answer->others))
    return;
  a = sy_history_find_entry (self->history, answer->name);
  b = sy_history_find_entry (self->history, answer->others[chosen]);
  if (a == NULL || b == NULL || on_the_table (self, a) || on_the_table (self, b))
    return;
  _sy_history_window_forget_undo (self);
  if (!sy_history_merge (a, b, gtk_editable_get_text (GTK_EDITABLE (answer->entry)), NULL, &undo,
                         &error))
    {
      _sy_history_window_show_error (self, _("Could Not Merge the Records"), error->message);
      return;
    }
  self->undo = g_steal_pointer (&undo);
  _sy_history_window_fill (self);
  _sy_history_window_tell (self, _("Records merged"), TRUE);
}

static void
merge_action_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (widget);
  const SyHistoryEntry *entry = named_entry (self, parameter);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();
  g_auto(GStrv) label_list = NULL;
  g_autofree char *entry_name = NULL;
  const char *title = NULL;
  GtkWidget *box, *dropdown, *title_entry;
  GObject *dialog;
  guint n = 0;

  if (entry == NULL)
    return;
  /* Only the records of the same game are offered. */
  title = entry->title;
  for (guint i = 0; i < self->history->entries->len; i++)
    {
      const SyHistoryEntry *other = g_ptr_array_index (self->history->entries, i);
      g_autofree char *label = NULL;
      g_autofree char *other_name = NULL;

      if (other == entry || !sy_history_can_merge (entry, other, NULL))
        continue;
      label = record_label (other);
      other_name = _sy_history_window_entry_name (other);
      g_strv_builder_add (names, other_name);
      g_strv_builder_add (labels, label);
      if (title == NULL)
        title = other->title;
      n++;
    }
  if (n == 0)
    {
      _sy_history_window_show_error (self, _("No Other Record of This Game"),
                  _("Two records can be merged when they are one game: the same edition, players and setup, and one record’s events the beginning of the other’s. No other record in the history is one of this game."));
      return;
    }

  label_list = g_strv_builder_end (labels);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  dropdown = gtk_drop_down_new_from_strings ((const char * const *) label_list);
  gtk_widget_set_name (dropdown, "history-merge-with");
  {
    g_autoptr(GtkListItemFactory) button = record_label_factory_new (FALSE);
    g_autoptr(GtkListItemFactory) list = record_label_factory_new (TRUE);

    gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), button);
    gtk_drop_down_set_list_factory (GTK_DROP_DOWN (dropdown), list);
  }
  title_entry = title_entry_new (title);
  gtk_box_append (GTK_BOX (box), dropdown);
  gtk_box_append (GTK_BOX (box), title_entry);
  dialog = _sy_history_window_show_dialog (self, _("Merge Two Records of One Game"),
                        _("The record with the longer log is kept, with the title below; the other is deleted. This can be undone."),
                        box, "merge", _("_Merge"));
  entry_name = _sy_history_window_entry_name (entry);
  _sy_history_answer_connect (dialog, G_CALLBACK (merge_response_cb),
                              _sy_history_answer_new (self, entry_name, g_strv_builder_end (names),
                                                 dropdown, title_entry));
}

static void
copy_result_action_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (widget);
  const SyHistoryEntry *entry = named_entry (self, parameter);
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = NULL;
  g_autofree char *text = NULL;

  if (entry == NULL)
    return;
  game = sy_history_open_game (entry, &error);
  if (game == NULL)
    {
      _sy_history_window_show_error (self, _("Could Not Open the Game"), error->message);
      return;
    }
  text = sy_tally_text_summary (game, entry->title);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  _sy_history_window_tell (self, _("Result copied"), FALSE);
}

static void
csv_written_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SyHistoryAnswer) answer = user_data;
  g_autoptr(SyHistoryWindow) self = g_weak_ref_get (&answer->window);
  g_autoptr(GError) error = NULL;

  if (self == NULL)
    return;
  if (g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    _sy_history_window_tell (self, answer->name, FALSE);
  else
    _sy_history_window_show_error (self, _("Could Not Export the History"), error->message);
}

static void
export_chosen_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  SyHistoryWindow *self = user_data;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = sy_dialogs_save_file_finish (result, &error);
  char *csv;

  /* Cancelled when the window goes: it may be gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->export_cancellable);
  if (file == NULL || self->history == NULL)
    return;
  csv = self->export_statistics ? _sy_history_stats_page_text (self, ',')
                                 : sy_csv_history (self->history, NULL);
  bytes = g_bytes_new_take (csv, strlen (csv));
  /* Through GIO: a folder of the file portal, or a remote one, takes it;
   * the word to say when it is written goes with it. */
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       NULL, csv_written_cb,
                                       _sy_history_answer_new (self, self->export_statistics
                                                               ? _("Statistics exported")
                                                               : _("History exported"),
                                                               NULL, NULL, NULL));
}

static void
export_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  gboolean statistics = g_str_equal (action_name, "history.export-statistics");

  if (self->export_cancellable != NULL)
    return;
  self->export_cancellable = g_cancellable_new ();
  self->export_statistics = statistics;
  gtk_file_filter_set_name (filter, _("CSV files"));
  gtk_file_filter_add_mime_type (filter, "text/csv");
  if (statistics)
    sy_dialogs_save_file (GTK_WIDGET (self), _("Export the Statistics as CSV"), _("_Export"),
                          /* TRANSLATORS: the file name proposed for the statistics exported as CSV */
                          _("game-statistics.csv"), filter, self->export_cancellable,
                          export_chosen_cb, self);
  else
    sy_dialogs_save_file (GTK_WIDGET (self), _("Export the History as CSV"), _("_Export"),
                          /* TRANSLATORS: the file name proposed for the history exported as CSV */
                          _("game-history.csv"), filter, self->export_cancellable,
                          export_chosen_cb, self);
}

static void
dismiss_clicked_cb (SyHistoryWindow *self)
{
  gtk_revealer_set_reveal_child (self->message_revealer, FALSE);
}

void
_sy_history_window_install_manage_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "history.rename", "s", rename_action_cb);
  gtk_widget_class_install_action (widget_class, "history.merge", "s", merge_action_cb);
  gtk_widget_class_install_action (widget_class, "history.copy-result", "s", copy_result_action_cb);
  gtk_widget_class_install_action (widget_class, "history.delete", "s", delete_action_cb);
  gtk_widget_class_install_action (widget_class, "history.undo", NULL, undo_action_cb);
  gtk_widget_class_install_action (widget_class, "history.export-csv", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "history.export-statistics", NULL, export_action_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "history.undo", NULL);
  gtk_widget_class_bind_template_callback (widget_class, dismiss_clicked_cb);
}
