/* sy-history-window.c: the games, unfinished and finished, and the players' totals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything shown comes from sy_history_load(): the list, the winners and
 * the totals are the engine's. A finished game opens read only in a window
 * of its own, with its final table and its log; an unfinished one is
 * resumed on the main window's table. Each game's menu, the bar at the
 * bottom with its Undo and the CSV export are in sy-history-window-manage.c;
 * the two files share sy-history-window-private.h.
 */
#define G_LOG_DOMAIN "sy-history-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-dialogs.h"
#include "sy-history-window-private.h"
#include "sy-window.h"

G_DEFINE_FINAL_TYPE (SyHistoryWindow, sy_history_window, ADW_TYPE_WINDOW)

static const char *
edition_label (SyEdition edition)
{
  return edition == SY_EDITION_FIRST ? _("First edition") : _("Second edition");
}

char *
_sy_history_window_entry_name (const SyHistoryEntry *entry)
{
  return g_path_get_basename (entry->path);
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

char *
_sy_history_window_format_date (GDateTime *date)
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
    return _sy_history_window_format_date (entry->finished);
  start = _sy_history_window_format_date (entry->started);
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
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), _sy_history_window_game_menu_new (entry));
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
  g_autofree char *date = _sy_history_window_format_date (entry->finished);
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
  g_autofree char *name = _sy_history_window_entry_name (entry);
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
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), _sy_history_window_game_menu_new (entry));
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

void
_sy_history_window_fill (SyHistoryWindow *self)
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
sy_history_window_dispose (GObject *object)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (object);

  /* Closed: the last deletion is final. */
  _sy_history_window_forget_undo (self);
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
  /* After the template: the bar's callback is bound to it there. */
  _sy_history_window_install_manage_actions (widget_class);
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

  _sy_history_window_fill (self);
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
  _sy_history_window_fill (self);
  return self;
}
