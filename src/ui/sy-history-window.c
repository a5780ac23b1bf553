/* sy-history-window.c: the games, unfinished and finished, and the players' totals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything shown comes from sy_history_load(): the list, the winners and
 * the totals are the engine's. A finished game opens read only in a window
 * of its own, with its final table and its log; an unfinished one is
 * resumed on the main window's table. Each game's menu renames it, merges
 * it with another record of the same game, copies its result as text or
 * deletes it; the last deletion or merge can be undone from the bar at the
 * bottom (sy-history-manage.c). The header bar's menu exports the history
 * as CSV (docs/csv.md).
 */
#define G_LOG_DOMAIN "sy-history-window"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "sy-dialogs.h"
#include "sy-history-window.h"
#include "sy-tally-text.h"
#include "sy-window.h"

struct _SyHistoryWindow
{
  AdwWindow parent_instance;

  SyHistory *history;
  char *folder;
  GPtrArray *rows;              /* the rows of both groups, to refill them */
  SyHistoryUndo *undo;          /* the last deletion or merge */
  GCancellable *export_cancellable;     /* the CSV's file chooser, while it is open */

  /* Template widgets */
  GtkStack *stack;
  AdwStatusPage *empty_page;
  AdwPreferencesGroup *unfinished_group;
  AdwPreferencesGroup *games_group;
  AdwPreferencesGroup *players_group;
  GtkLabel *unreadable_label;
  GtkRevealer *message_revealer;
  GtkLabel *message_label;
  GtkButton *undo_button;
};

G_DEFINE_FINAL_TYPE (SyHistoryWindow, sy_history_window, ADW_TYPE_WINDOW)

static void fill (SyHistoryWindow *self);

static const char *
edition_label (SyEdition edition)
{
  return edition == SY_EDITION_FIRST ? _("First edition") : _("Second edition");
}

static char *
entry_name (const SyHistoryEntry *entry)
{
  return g_path_get_basename (entry->path);
}

/* The one message dialog of the window, shown: a heading, a body, an
 * optional widget under it, Cancel and one response (or only Close when
 * @response is NULL). Its "response" signal gives the answer; callers
 * keep what they need on it with g_object_set_data(). */
static GObject *
show_dialog (SyHistoryWindow *self,
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
  sy_dialogs_alert_choose (dialog, GTK_WIDGET (self), NULL, NULL);
  return G_OBJECT (dialog);
}

static void
show_error (SyHistoryWindow *self,
            const char      *heading,
            const char      *message)
{
  sy_dialogs_show_error (GTK_WIDGET (self), heading, message);
}

/* A word in the bar at the bottom, with Undo when there is one. */
static void
tell (SyHistoryWindow *self,
      const char      *message,
      gboolean         undoable)
{
  gtk_label_set_text (self->message_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->undo_button), undoable);
  gtk_revealer_set_reveal_child (self->message_revealer, TRUE);
}

/* The last deletion or merge made final. */
static void
forget_undo (SyHistoryWindow *self)
{
  if (self->undo == NULL)
    return;
  sy_history_undo_forget (self->undo);
  g_clear_pointer (&self->undo, sy_history_undo_free);
}

/* The players and their totals, the winners in bold. */
static char *
scores_markup (const SyHistoryEntry *entry)
{
  g_autoptr(GString) markup = g_string_new (NULL);

  for (guint p = 0; p < entry->n_players; p++)
    {
      g_autofree char *name = g_markup_escape_text (entry->names[p], -1);
      /* Translators: a player's name and final total in the game history */
      g_autofree char *score = g_strdup_printf (_("%s %u"), name, entry->totals[p]);

      if (p > 0)
        g_string_append (markup, " · ");
      if (entry->winners[p])
        g_string_append_printf (markup, "<b>%s</b>", score);
      else
        g_string_append (markup, score);
    }
  return g_string_free (g_steal_pointer (&markup), FALSE);
}

static char *
result_text (const SyHistoryEntry *entry)
{
  g_autoptr(GString) names = g_string_new (NULL);

  if (entry->n_players == 1)
    return g_strdup (_("Solo game"));
  for (guint p = 0; p < entry->n_players; p++)
    if (entry->winners[p])
      {
        if (names->len > 0)
          g_string_append (names, ", ");
        g_string_append (names, entry->names[p]);
      }
  if (entry->n_winners > 1)
    return g_strdup_printf (_("Shared win: %s"), names->str);
  return g_strdup_printf (_("Won by %s"), names->str);
}

static char *
format_date (GDateTime *date)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (date);

  /* Translators: the date and time a game finished, in the game history;
   * see g_date_time_format() for the codes */
  return g_date_time_format (local, _("%-d %B %Y, %H:%M"));
}

/* How long a game lasted, in hours and minutes. */
static char *
length_text (const SyHistoryEntry *entry)
{
  gint64 minutes = sy_history_entry_get_length (entry) / G_TIME_SPAN_MINUTE;

  if (minutes < 60)
    /* Translators: how long a game lasted, under an hour */
    return g_strdup_printf (_("%u min"), (guint) minutes);
  /* Translators: how long a game lasted: hours and minutes */
  return g_strdup_printf (_("%u h %02u min"), (guint) (minutes / 60), (guint) (minutes % 60));
}

/* When a finished game was played: its start and length when known, else
 * when it finished. */
static char *
when_text (const SyHistoryEntry *entry)
{
  g_autofree char *start = NULL;
  g_autofree char *length = NULL;

  if (entry->started == NULL)
    return format_date (entry->finished);
  start = format_date (entry->started);
  length = length_text (entry);
  /* Translators: when a game started, and how long it lasted */
  return g_strdup_printf (_("%s, for %s"), start, length);
}

/* The row's title: the title the players gave, else the scores. A row
 * with a title shows the scores under it. */
static void
set_row_title (GtkWidget            *row,
               const SyHistoryEntry *entry,
               char                **scores_line)
{
  g_autofree char *scores = scores_markup (entry);

  if (entry->title == NULL)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), scores);
      *scores_line = NULL;
      return;
    }
  {
    g_autofree char *title = g_markup_escape_text (entry->title, -1);

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
    *scores_line = g_steal_pointer (&scores);
  }
}

static char *
entry_subtitle (const SyHistoryEntry *entry)
{
  g_autofree char *date = when_text (entry);
  g_autofree char *result = result_text (entry);
  g_autofree char *subtitle = g_strjoin (" · ", date, edition_label (entry->edition), result, NULL);

  if (entry->complete)
    return g_steal_pointer (&subtitle);
  /* Translators: after a game's result: a contract card's value was never copied in */
  return g_strdup_printf (_("%s · some contracts not counted"), subtitle);
}

/* A subtitle under the scores when the row's title is the players' title. */
static void
set_row_subtitle (GtkWidget  *row,
                  const char *scores,
                  const char *subtitle)
{
  g_autofree char *escaped = g_markup_escape_text (subtitle, -1);
  g_autofree char *both = scores != NULL ? g_strconcat (scores, "\n", escaped, NULL) : NULL;

  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), both != NULL ? both : escaped);
  /* Its words whole, however narrow the window. */
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
}

static void
game_activated_cb (AdwActionRow    *row,
                   SyHistoryWindow *self)
{
  const SyHistoryEntry *entry = g_object_get_data (G_OBJECT (row), "entry");
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GtkApplication *app = parent != NULL ? gtk_window_get_application (parent) : NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = sy_history_open_game (entry, &error);
  SyWindow *window;

  if (game == NULL || app == NULL)
    {
      sy_dialogs_show_error (GTK_WIDGET (self), _("Could Not Open the Game"),
                             error != NULL ? error->message : NULL);
      return;
    }
  window = sy_window_new (SY_APPLICATION (app));
  sy_window_set_game (window, game);
  gtk_window_present (GTK_WINDOW (window));
}

/* The game's menu: rename, merge, copy the result, delete. */
static GtkWidget *
game_menu_button_new (const SyHistoryEntry *entry)
{
  static const struct { const char *label, *action; } items[] = {
    { N_("_Rename…"), "history.rename" },
    { N_("_Merge With Another Record…"), "history.merge" },
    { N_("_Copy Result"), "history.copy-result" },
    { N_("_Delete"), "history.delete" },
  };
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autofree char *name = entry_name (entry);
  GtkWidget *button = gtk_menu_button_new ();

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (_(items[i].label), NULL);

      g_menu_item_set_action_and_target_value (item, items[i].action, g_variant_new_string (name));
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_widget_set_tooltip_text (button, _("Rename, Merge, Copy or Delete"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_name (button, "history-game-menu");
  return button;
}

static GtkWidget *
game_row_new (SyHistoryWindow      *self,
              const SyHistoryEntry *entry)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *scores = NULL;
  g_autofree char *subtitle = entry_subtitle (entry);

  gtk_widget_set_name (row, "history-game");
  set_row_title (row, entry, &scores);
  set_row_subtitle (row, scores, subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), game_menu_button_new (entry));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data (G_OBJECT (row), "entry", (gpointer) entry);
  g_signal_connect_object (row, "activated", G_CALLBACK (game_activated_cb), self, 0);
  return row;
}

/* An unfinished game: its players and totals so far, when it last changed
 * and how far it went. */
static char *
unfinished_subtitle (const SyHistoryEntry *entry)
{
  g_autofree char *date = format_date (entry->finished);
  g_autofree char *changed = g_strdup_printf (_("Last change %s"), date);
  g_autofree char *events = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u event", "%u events",
                                                          entry->n_events), entry->n_events);
  g_autofree char *length = NULL;
  g_autofree char *played = NULL;

  if (entry->started != NULL)
    {
      length = length_text (entry);
      /* Translators: how long an unfinished game has been played so far */
      played = g_strdup_printf (_("played for %s"), length);
    }
  return g_strjoin (" · ", _("Unfinished"), changed, edition_label (entry->edition), events, played,
                    NULL);
}

static void
resume_clicked_cb (GtkWidget       *widget,
                   SyHistoryWindow *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);
  const SyHistoryEntry *entry = g_object_get_data (G_OBJECT (row != NULL ? row : widget), "entry");
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = NULL;
  g_autofree char *name = entry_name (entry);
  SyGame *shown;

  if (!SY_IS_WINDOW (parent))
    return;
  /* The game already on the table is not loaded a second time. */
  shown = sy_window_get_game (SY_WINDOW (parent));
  if (shown == NULL || g_strcmp0 (sy_history_get_entry_name (shown), name) != 0)
    {
      game = sy_history_resume_game (entry, &error);
      if (game == NULL)
        {
          sy_dialogs_show_error (GTK_WIDGET (self), _("Could Not Resume the Game"), error->message);
          return;
        }
      sy_window_set_game (SY_WINDOW (parent), game);
    }
  gtk_window_present (parent);
  gtk_window_destroy (GTK_WINDOW (self));
}

static GtkWidget *
unfinished_row_new (SyHistoryWindow      *self,
                    const SyHistoryEntry *entry)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Resume"));
  g_autofree char *scores = NULL;
  g_autofree char *subtitle = unfinished_subtitle (entry);

  gtk_widget_set_name (row, "history-unfinished");
  set_row_title (row, entry, &scores);
  set_row_subtitle (row, scores, subtitle);
  gtk_widget_set_name (button, "history-resume");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Put this game back on the table, where it was left"));
  gtk_widget_add_css_class (button, "suggested-action");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), game_menu_button_new (entry));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  g_object_set_data (G_OBJECT (row), "entry", (gpointer) entry);
  g_signal_connect_object (button, "clicked", G_CALLBACK (resume_clicked_cb), self, 0);
  return row;
}

static GtkWidget *
player_row_new (const SyHistoryPlayer *player)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games",
                                                         player->games), player->games);
  g_autofree char *wins = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u win", "%u wins",
                                                        player->wins), player->wins);
  /* Translators: a player's best final total over the game history */
  g_autofree char *best = g_strdup_printf (_("best %u"), player->best);
  /* Translators: a player's average final total, with one decimal */
  g_autofree char *average = g_strdup_printf (_("average %.1f"), player->average);
  g_autofree char *subtitle = g_strjoin (" · ", games, wins, best, average, NULL);

  gtk_widget_set_name (row, "history-player");
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), player->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
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
    tell (self, _("This game is no longer in the history."), FALSE);
  return entry;
}

/* Whether @entry holds the game on the main window's table: that game's
 * entry is written again at its next change, so it is not deleted or
 * merged away (said in the bar). */
static gboolean
on_the_table (SyHistoryWindow      *self,
              const SyHistoryEntry *entry)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  SyGame *shown = SY_IS_WINDOW (parent) ? sy_window_get_game (SY_WINDOW (parent)) : NULL;
  g_autofree char *name = entry_name (entry);

  if (shown == NULL || g_strcmp0 (sy_history_get_entry_name (shown), name) != 0)
    return FALSE;
  tell (self, _("This game is on the table: start or open another game first."), FALSE);
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
  forget_undo (self);
  if (!sy_history_delete (entry, &undo, &error))
    {
      show_error (self, _("Could Not Delete the Game"), error->message);
      return;
    }
  self->undo = g_steal_pointer (&undo);
  fill (self);
  tell (self, _("Game deleted"), TRUE);
}

static void
undo_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(SyHistoryUndo) undo = g_steal_pointer (&self->undo);

  if (undo == NULL)
    return;
  if (!sy_history_undo_apply (undo, &error))
    {
      show_error (self, _("Could Not Undo"), error->message);
      return;
    }
  fill (self);
  tell (self, _("Brought back"), FALSE);
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

/* The dialogs' answers only read what was put on them with
 * g_object_set_data(), whatever kind of dialog they are. */
static void
rename_response_cb (GObject         *dialog,
                    const char      *response,
                    SyHistoryWindow *self)
{
  const char *name = g_object_get_data (dialog, "entry-name");
  GtkWidget *entry_widget = g_object_get_data (dialog, "title-entry");
  const SyHistoryEntry *entry;
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "rename"))
    return;
  entry = self->history != NULL ? sy_history_find_entry (self->history, name) : NULL;
  if (entry == NULL)
    return;
  if (!sy_history_set_title (entry, gtk_editable_get_text (GTK_EDITABLE (entry_widget)), &error))
    {
      show_error (self, _("Could Not Rename the Game"), error->message);
      return;
    }
  fill (self);
  tell (self, _("Game renamed"), FALSE);
}

static void
rename_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (widget);
  const SyHistoryEntry *entry = named_entry (self, parameter);
  GObject *dialog;
  GtkWidget *title;

  if (entry == NULL)
    return;
  title = title_entry_new (entry->title);
  dialog = show_dialog (self, _("Rename the Game"),
                        _("A title of your own, shown in the list; the game itself does not change. Leave it empty for none."),
                        title, "rename", _("_Rename"));
  g_object_set_data_full (dialog, "entry-name", entry_name (entry), g_free);
  g_object_set_data (dialog, "title-entry", title);
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response_cb), self, 0);
}

/* A record in words, for the list of those to merge with. */
static char *
record_label (const SyHistoryEntry *entry)
{
  g_autofree char *date = format_date (entry->finished);
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

static void
merge_response_cb (GObject         *dialog,
                   const char      *response,
                   SyHistoryWindow *self)
{
  const char *name = g_object_get_data (dialog, "entry-name");
  GStrv others = g_object_get_data (dialog, "others");
  GtkWidget *dropdown = g_object_get_data (dialog, "merge-with");
  GtkWidget *title = g_object_get_data (dialog, "title-entry");
  guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown));
  const SyHistoryEntry *a, *b;
  g_autoptr(SyHistoryUndo) undo = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "merge") || self->history == NULL || chosen >= g_strv_length (others))
    return;
  a = sy_history_find_entry (self->history, name);
  b = sy_history_find_entry (self->history, others[chosen]);
  if (a == NULL || b == NULL || on_the_table (self, a) || on_the_table (self, b))
    return;
  forget_undo (self);
  if (!sy_history_merge (a, b, gtk_editable_get_text (GTK_EDITABLE (title)), NULL, &undo, &error))
    {
      show_error (self, _("Could Not Merge the Records"), error->message);
      return;
    }
  self->undo = g_steal_pointer (&undo);
  fill (self);
  tell (self, _("Records merged"), TRUE);
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
      other_name = entry_name (other);
      g_strv_builder_add (names, other_name);
      g_strv_builder_add (labels, label);
      if (title == NULL)
        title = other->title;
      n++;
    }
  if (n == 0)
    {
      show_error (self, _("No Other Record of This Game"),
                  _("Two records can be merged when they are one game: the same edition, players and setup, and one record’s events the beginning of the other’s. No other record in the history is one of this game."));
      return;
    }

  label_list = g_strv_builder_end (labels);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  dropdown = gtk_drop_down_new_from_strings ((const char * const *) label_list);
  gtk_widget_set_name (dropdown, "history-merge-with");
  title_entry = title_entry_new (title);
  gtk_box_append (GTK_BOX (box), dropdown);
  gtk_box_append (GTK_BOX (box), title_entry);
  dialog = show_dialog (self, _("Merge Two Records of One Game"),
                        _("The record with the longer log is kept, with the title below; the other is deleted. This can be undone."),
                        box, "merge", _("_Merge"));
  g_object_set_data_full (dialog, "entry-name", entry_name (entry), g_free);
  g_object_set_data_full (dialog, "others", g_strv_builder_end (names), (GDestroyNotify) g_strfreev);
  g_object_set_data (dialog, "merge-with", dropdown);
  g_object_set_data (dialog, "title-entry", title_entry);
  g_signal_connect_object (dialog, "response", G_CALLBACK (merge_response_cb), self, 0);
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
      show_error (self, _("Could Not Open the Game"), error->message);
      return;
    }
  text = sy_tally_text_summary (game, entry->title);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  tell (self, _("Result copied"), FALSE);
}

static void
csv_written_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SyHistoryWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    tell (self, _("History exported"), FALSE);
  else
    show_error (self, _("Could Not Export the History"), error->message);
}

static void
export_chosen_cb (GFile    *file,
                  gpointer  user_data)
{
  SyHistoryWindow *self = user_data;
  g_autoptr(GBytes) bytes = NULL;
  char *csv;

  g_clear_object (&self->export_cancellable);
  if (file == NULL || self->history == NULL)
    return;
  csv = sy_csv_history (self->history, NULL);
  bytes = g_bytes_new_take (csv, strlen (csv));
  /* Through GIO: a folder of the file portal, or a remote one, takes it. */
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       NULL, csv_written_cb, g_object_ref (self));
}

static void
export_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->export_cancellable != NULL)
    return;
  self->export_cancellable = g_cancellable_new ();
  gtk_file_filter_set_name (filter, _("CSV files"));
  gtk_file_filter_add_mime_type (filter, "text/csv");
  sy_dialogs_save_file (GTK_WIDGET (self), _("Export the History as CSV"), _("_Export"),
                        /* TRANSLATORS: the file name proposed for the history exported as CSV */
                        _("game-history.csv"), filter, self->export_cancellable,
                        export_chosen_cb, self);
}

static void
fill (SyHistoryWindow *self)
{
  g_autoptr(GError) error = NULL;
  guint n_unreadable;
  guint n_unfinished = 0;

  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);
      GtkWidget *group = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);

      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), row);
    }
  g_ptr_array_set_size (self->rows, 0);
  g_clear_pointer (&self->history, sy_history_free);
  gtk_widget_set_visible (GTK_WIDGET (self->unreadable_label), FALSE);

  self->history = sy_history_load (self->folder, &error);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export-csv", self->history != NULL
                                 && self->history->entries->len > 0);
  if (self->history == NULL)
    {
      adw_status_page_set_title (self->empty_page, _("The History Cannot Be Read"));
      adw_status_page_set_description (self->empty_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }

  for (guint i = 0; i < self->history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (self->history->entries, i);
      GtkWidget *row = entry->unfinished ? unfinished_row_new (self, entry) : game_row_new (self, entry);

      adw_preferences_group_add (entry->unfinished ? self->unfinished_group : self->games_group, row);
      g_ptr_array_add (self->rows, row);
      n_unfinished += entry->unfinished;
    }
  /* Each group only when it has a game. */
  gtk_widget_set_visible (GTK_WIDGET (self->unfinished_group), n_unfinished > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->games_group), self->history->entries->len > n_unfinished);
  for (guint i = 0; i < self->history->players->len; i++)
    {
      GtkWidget *row = player_row_new (g_ptr_array_index (self->history->players, i));

      adw_preferences_group_add (self->players_group, row);
      g_ptr_array_add (self->rows, row);
    }
  /* Totals only come from finished games. */
  gtk_widget_set_visible (GTK_WIDGET (self->players_group), self->history->players->len > 0);
  gtk_stack_set_visible_child_name (self->stack, self->history->entries->len > 0 ? "games" : "empty");

  n_unreadable = self->history->n_unreadable;
  if (n_unreadable > 0)
    {
      g_autofree char *note =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "%u file in the history’s folder could not be read and is left alone.",
                                      "%u files in the history’s folder could not be read and are left alone.",
                                      n_unreadable), n_unreadable);

      gtk_label_set_text (self->unreadable_label, note);
      gtk_widget_set_visible (GTK_WIDGET (self->unreadable_label), TRUE);
    }
}

static void
dismiss_clicked_cb (SyHistoryWindow *self)
{
  gtk_revealer_set_reveal_child (self->message_revealer, FALSE);
}

static void
sy_history_window_dispose (GObject *object)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (object);

  /* Closed: the last deletion is final. */
  forget_undo (self);
  g_cancellable_cancel (self->export_cancellable);
  g_clear_object (&self->export_cancellable);
  G_OBJECT_CLASS (sy_history_window_parent_class)->dispose (object);
}

static void
sy_history_window_finalize (GObject *object)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (object);

  g_clear_pointer (&self->history, sy_history_free);
  g_clear_pointer (&self->folder, g_free);
  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (sy_history_window_parent_class)->finalize (object);
}

static void
sy_history_window_class_init (SyHistoryWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_history_window_dispose;
  object_class->finalize = sy_history_window_finalize;

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_install_action (widget_class, "history.rename", "s", rename_action_cb);
  gtk_widget_class_install_action (widget_class, "history.merge", "s", merge_action_cb);
  gtk_widget_class_install_action (widget_class, "history.copy-result", "s", copy_result_action_cb);
  gtk_widget_class_install_action (widget_class, "history.delete", "s", delete_action_cb);
  gtk_widget_class_install_action (widget_class, "history.undo", NULL, undo_action_cb);
  gtk_widget_class_install_action (widget_class, "history.export-csv", NULL, export_action_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "history.undo", NULL);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/sy-history-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, unfinished_group);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, games_group);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, players_group);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, unreadable_label);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, message_revealer);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, message_label);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, undo_button);
  gtk_widget_class_bind_template_callback (widget_class, dismiss_clicked_cb);
}

static void
sy_history_window_init (SyHistoryWindow *self)
{
  self->rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sy_history_window_reload:
 * @self: a history window
 *
 * Lists the history again, after a game was kept in it.
 */
void
sy_history_window_reload (SyHistoryWindow *self)
{
  g_return_if_fail (SY_IS_HISTORY_WINDOW (self));

  fill (self);
}

/**
 * sy_history_window_new:
 * @parent: the main window
 * @folder: (nullable): the history's folder; %NULL for the user's
 *
 * Returns: (transfer none): the history window, over @parent
 */
SyHistoryWindow *
sy_history_window_new (GtkWindow  *parent,
                       const char *folder)
{
  SyHistoryWindow *self = g_object_new (SY_TYPE_HISTORY_WINDOW,
                                        "transient-for", parent,
                                        NULL);
  self->folder = folder != NULL ? g_strdup (folder) : sy_history_default_folder ();
  /* What an earlier run deleted and could no longer undo. */
  sy_history_empty_deleted (self->folder);
  fill (self);
  return self;
}
