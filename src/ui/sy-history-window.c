/* sy-history-window.c: the games, unfinished and finished, and their statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything shown comes from sy_history_load_full(): the list, the
 * winners and the totals are the engine's. The window opens at once and
 * reads the history in a thread, its progress shown (the first listing
 * after an update replays every game); the games are a list model shown
 * by a list view, which makes rows only for those scrolled into view, so
 * that a club's thousands of games open in a moment. A finished game
 * opens read only in a window of its own, with its final table and its
 * log; an unfinished one is resumed on the main window's table. Each
 * game's menu, the bar at the bottom with its Undo and the CSV export are
 * in sy-history-window-manage.c, the statistics page in
 * sy-history-window-stats.c; the files share sy-history-window-private.h.
 */
#define G_LOG_DOMAIN "sy-history-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-compat.h"
#include "sy-dialogs.h"
#include "sy-history-window-private.h"

G_DEFINE_FINAL_TYPE (SyHistoryWindow, sy_history_window, ADW_TYPE_WINDOW)

/* One item of the list: a group's heading, or a game. */
typedef enum {
  ITEM_HEADING,
  ITEM_UNFINISHED,
  ITEM_FINISHED,
} ItemKind;

#define SY_TYPE_HISTORY_ITEM (sy_history_item_get_type ())
G_DECLARE_FINAL_TYPE (SyHistoryItem, sy_history_item, SY, HISTORY_ITEM, GObject)

struct _SyHistoryItem
{
  GObject parent_instance;

  ItemKind kind;
  const SyHistoryEntry *entry;  /* the window's history's; the list is emptied before it goes */
  const char *title;            /* a heading's, static */
  const char *description;
};

G_DEFINE_FINAL_TYPE (SyHistoryItem, sy_history_item, G_TYPE_OBJECT)

static void
sy_history_item_class_init (SyHistoryItemClass *klass)
{
}

static void
sy_history_item_init (SyHistoryItem *self)
{
}

static SyHistoryItem *
item_new (ItemKind              kind,
          const SyHistoryEntry *entry)
{
  SyHistoryItem *item = g_object_new (SY_TYPE_HISTORY_ITEM, NULL);

  item->kind = kind;
  item->entry = entry;
  return item;
}

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

static char *
entry_subtitle (const SyHistoryEntry *entry)
{
  g_autofree char *date = when_text (entry);
  g_autofree char *result = result_text (entry);
  g_autofree char *what = g_strjoin (" · ", edition_label (entry->edition), result, NULL);
  /* Two short lines, each whole in a narrow window. */
  g_autofree char *subtitle = g_strjoin ("\n", date, what, NULL);

  if (entry->complete)
    return g_steal_pointer (&subtitle);
  /* Translators: after a game's result: a contract card's value was never copied in */
  return g_strdup_printf (_("%s · some contracts not counted"), subtitle);
}

/* A row's words, in one label: one layout to measure for each of the
 * list's rows. The title the players gave, else the scores; then the
 * scores under a title, and the subtitle, smaller. */
static char *
row_markup (const SyHistoryEntry *entry,
            const char           *subtitle)
{
  g_autofree char *scores = scores_markup (entry);
  g_autofree char *escaped = g_markup_escape_text (subtitle, -1);
  g_autofree char *title = entry->title != NULL ? g_markup_escape_text (entry->title, -1) : NULL;

  if (title != NULL)
    return g_strdup_printf ("%s\n<span size=\"small\">%s\n%s</span>", title, scores, escaped);
  return g_strdup_printf ("%s\n<span size=\"small\">%s</span>", scores, escaped);
}

enum {
  PROP_0,
  PROP_CURRENT_GAME,
  N_PROPS
};

enum {
  OPEN_GAME,
  RESUME_GAME,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* A finished game, to look at: whoever opened the window shows it. */
static void
open_game (SyHistoryWindow      *self,
           const SyHistoryEntry *entry)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = sy_history_open_game (entry, &error);

  if (game == NULL)
    {
      sy_dialogs_show_error (GTK_WIDGET (self), _("Could Not Open the Game"),
                             error != NULL ? error->message : NULL);
      return;
    }
  g_signal_emit (self, signals[OPEN_GAME], 0, game);
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
  g_autofree char *first = g_strjoin (" · ", _("Unfinished"), changed, NULL);
  g_autofree char *second = NULL;

  if (entry->started != NULL)
    {
      length = length_text (entry);
      /* Translators: how long an unfinished game has been played so far */
      played = g_strdup_printf (_("played for %s"), length);
    }
  second = g_strjoin (" · ", edition_label (entry->edition), events, played, NULL);
  /* Two short lines, each whole in a narrow window. */
  return g_strjoin ("\n", first, second, NULL);
}

static void
resume_entry (SyHistoryWindow      *self,
              const SyHistoryEntry *entry)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = NULL;
  g_autofree char *name = _sy_history_window_entry_name (entry);

  /* The game already on the table is not loaded a second time. */
  if (self->current_game != NULL
      && g_strcmp0 (sy_history_get_entry_name (self->current_game), name) == 0)
    game = g_object_ref (self->current_game);
  else
    game = sy_history_resume_game (entry, &error);
  if (game == NULL)
    {
      sy_dialogs_show_error (GTK_WIDGET (self), _("Could Not Resume the Game"), error->message);
      return;
    }
  g_signal_emit (self, signals[RESUME_GAME], 0, game);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
resume_clicked_cb (GtkWidget       *widget,
                   SyHistoryWindow *self)
{
  GtkWidget *row = gtk_widget_get_parent (widget);
  const SyHistoryEntry *entry = g_object_get_data (G_OBJECT (row), "entry");

  if (entry != NULL)
    resume_entry (self, entry);
}

/* The list's rows: a game's words, its menu, Resume or an arrow; a
 * heading above each group. Made once for the rows the list keeps and
 * bound again to other items as it scrolls: kept light, since a list
 * view keeps a couple of hundred. */
static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              SyHistoryWindow          *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *heading = gtk_label_new (NULL);
  GtkWidget *description = gtk_label_new (NULL);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_inscription_new (NULL);
  GtkWidget *menu = _sy_history_window_game_menu_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Resume"));
  GtkWidget *next = gtk_image_new_from_icon_name ("go-next-symbolic");

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_set_margin_top (heading, 18);
  gtk_label_set_xalign (GTK_LABEL (description), 0);
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_widget_add_css_class (description, "dim-label");
  gtk_widget_set_margin_top (description, 6);
  gtk_widget_set_margin_bottom (description, 12);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), description);

  gtk_widget_add_css_class (row, "history-row");
  gtk_widget_add_css_class (row, "card");
  /* An inscription, not a label: its size does not hang on its words, so
   * that the list's couple of hundred rows are measured in no time (a
   * wrapping label each took most of the window's time to open). Its
   * lines are short; a line too long for a narrow window is ellipsized,
   * and the tooltip has it whole. */
  gtk_inscription_set_xalign (GTK_INSCRIPTION (label), 0);
  gtk_inscription_set_wrap_mode (GTK_INSCRIPTION (label), PANGO_WRAP_WORD_CHAR);
  gtk_inscription_set_text_overflow (GTK_INSCRIPTION (label), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_name (label, "history-row-label");
  gtk_widget_set_name (button, "history-resume");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Put this game back on the table, where it was left"));
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), menu);
  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (GTK_BOX (row), next);
  g_signal_connect_object (button, "clicked", G_CALLBACK (resume_clicked_cb), self, 0);
  gtk_box_append (GTK_BOX (box), row);

  g_object_set_data (G_OBJECT (box), "heading", heading);
  g_object_set_data (G_OBJECT (box), "description", description);
  g_object_set_data (G_OBJECT (box), "row", row);
  g_object_set_data (G_OBJECT (box), "label", label);
  g_object_set_data (G_OBJECT (box), "menu", menu);
  g_object_set_data (G_OBJECT (box), "resume", button);
  g_object_set_data (G_OBJECT (box), "next", next);
  gtk_list_item_set_child (list_item, box);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *list_item,
             SyHistoryWindow          *self)
{
  SyHistoryItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *heading = g_object_get_data (G_OBJECT (box), "heading");
  GtkWidget *description = g_object_get_data (G_OBJECT (box), "description");
  GtkWidget *row = g_object_get_data (G_OBJECT (box), "row");
  gboolean is_heading = item->kind == ITEM_HEADING;
  gboolean unfinished = item->kind == ITEM_UNFINISHED;

  gtk_widget_set_visible (heading, is_heading);
  gtk_widget_set_visible (description, is_heading);
  gtk_widget_set_visible (row, !is_heading);
  gtk_list_item_set_activatable (list_item, !is_heading);
  gtk_list_item_set_selectable (list_item, FALSE);
  g_object_set_data (G_OBJECT (row), "entry", (gpointer) item->entry);
  if (is_heading)
    {
      gtk_label_set_text (GTK_LABEL (heading), item->title);
      gtk_label_set_text (GTK_LABEL (description), item->description);
      gtk_widget_set_name (row, "history-heading");
      return;
    }
  {
    g_autofree char *subtitle = unfinished ? unfinished_subtitle (item->entry) : entry_subtitle (item->entry);
    g_autofree char *markup = row_markup (item->entry, subtitle);
    GtkInscription *label = g_object_get_data (G_OBJECT (box), "label");
    /* The lines of its words, and one more for the scores of three or
     * four players, which take two in a narrow window, and one more beside
     * Resume. */
    guint lines = (item->entry->title != NULL ? 4 : 3) + (item->entry->n_players > 2) + unfinished;

    gtk_widget_set_name (row, unfinished ? "history-unfinished" : "history-game");
    gtk_inscription_set_markup (label, markup);
    gtk_inscription_set_min_lines (label, lines);
    gtk_inscription_set_nat_lines (label, lines);
    gtk_widget_set_tooltip_markup (GTK_WIDGET (label), markup);
    _sy_history_window_game_menu_set_entry (g_object_get_data (G_OBJECT (box), "menu"), item->entry);
    gtk_widget_set_visible (g_object_get_data (G_OBJECT (box), "resume"), unfinished);
    gtk_widget_set_visible (g_object_get_data (G_OBJECT (box), "next"), !unfinished);
  }
}

/* Opens a finished game, or resumes an unfinished one, by its file's name. */
static void
open_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (widget);
  const SyHistoryEntry *entry = NULL;

  if (self->history != NULL)
    entry = sy_history_find_entry (self->history, g_variant_get_string (parameter, NULL));
  if (entry == NULL)
    return;
  if (entry->unfinished)
    resume_entry (self, entry);
  else
    open_game (self, entry);
}

static void
list_activate_cb (SyHistoryWindow *self,
                  guint            position)
{
  g_autoptr(SyHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), position);

  if (item == NULL || item->kind == ITEM_HEADING)
    return;
  if (item->kind == ITEM_FINISHED)
    open_game (self, item->entry);
  else
    resume_entry (self, item->entry);
}

static SyHistoryItem *
heading_new (const char *title,
             const char *description)
{
  SyHistoryItem *item = item_new (ITEM_HEADING, NULL);

  item->title = title;
  item->description = description;
  return item;
}

/* The list's items: the unfinished games under their heading, then the
 * finished ones; each heading only when it has a game. */
static void
fill_items (SyHistoryWindow *self)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_unfinished = 0;

  for (guint i = 0; i < self->history->entries->len; i++)
    n_unfinished += ((SyHistoryEntry *) g_ptr_array_index (self->history->entries, i))->unfinished;
  if (n_unfinished > 0)
    g_ptr_array_add (items, heading_new (_("Unfinished Games"),
                                         _("Every game left before its end, last changed first. Resume one to play on where it was left.")));
  for (guint i = 0; i < self->history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (self->history->entries, i);

      if (entry->unfinished)
        g_ptr_array_add (items, item_new (ITEM_UNFINISHED, entry));
    }
  if (self->history->entries->len > n_unfinished)
    g_ptr_array_add (items, heading_new (_("Finished Games"),
                                         _("Newest first. Open one to see its final table and its log; it cannot be changed.")));
  for (guint i = 0; i < self->history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (self->history->entries, i);

      if (!entry->unfinished)
        g_ptr_array_add (items, item_new (ITEM_FINISHED, entry));
    }
  g_list_store_splice (self->items, 0, g_list_model_get_n_items (G_LIST_MODEL (self->items)),
                       items->pdata, items->len);
}

/* Shows @history, read: the list, the statistics, a word on the files
 * that could not be read. */
static void
show_history (SyHistoryWindow *self,
              SyHistory       *history,
              GError          *error)
{
  guint n_unreadable;

  /* The items point into the history: they go first. */
  g_list_store_remove_all (self->items);
  g_clear_pointer (&self->history, sy_history_free);
  self->history = history;
  gtk_widget_set_visible (GTK_WIDGET (self->unreadable_label), FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.export-csv", self->history != NULL
                                 && self->history->entries->len > 0);
  if (self->history == NULL)
    {
      adw_status_page_set_title (self->empty_page, _("The History Cannot Be Read"));
      adw_status_page_set_description (self->empty_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      _sy_history_stats_page_update (self);
      return;
    }

  fill_items (self);
  gtk_stack_set_visible_child_name (self->stack, self->history->entries->len > 0 ? "games" : "empty");
  _sy_history_stats_page_update (self);

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

/* Reads the history again, now: after a change made in this window, when
 * the index makes it quick. */
void
_sy_history_window_fill (SyHistoryWindow *self)
{
  g_autoptr(GError) error = NULL;
  SyHistory *history;

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  history = sy_history_load (self->folder, &error);
  show_history (self, history, error);
}

/* Reading in a thread: the progress goes to the window in an idle. */
typedef struct {
  GWeakRef window;
  guint done;
  guint total;
} Progress;

static gboolean
show_progress_cb (gpointer data)
{
  Progress *progress = data;
  g_autoptr(SyHistoryWindow) self = g_weak_ref_get (&progress->window);

  if (self != NULL && self->load_cancellable != NULL && progress->total > 0)
    {
      /* Translators: how many of the history's games were read so far */
      g_autofree char *text = g_strdup_printf (_("%u of %u games"), progress->done, progress->total);

      gtk_progress_bar_set_fraction (self->progress_bar, (double) progress->done / progress->total);
      gtk_progress_bar_set_text (self->progress_bar, text);
    }
  g_weak_ref_clear (&progress->window);
  g_free (progress);
  return G_SOURCE_REMOVE;
}

static void
load_progress_cb (guint    done,
                  guint    total,
                  gpointer user_data)
{
  GTask *task = user_data;
  Progress *progress;

  /* A word every few games is enough for the bar. */
  if (done % 25 != 0 && done != total)
    return;
  progress = g_new0 (Progress, 1);
  g_weak_ref_init (&progress->window, g_task_get_source_object (task));
  progress->done = done;
  progress->total = total;
  g_main_context_invoke (NULL, show_progress_cb, progress);
}

static void
load_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  SyHistory *history = sy_history_load_full (task_data, load_progress_cb, task, cancellable, &error);

  if (history == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, history, (GDestroyNotify) sy_history_free);
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (source);
  g_autoptr(GError) error = NULL;
  SyHistory *history = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->load_cancellable);
  show_history (self, history, error);
}

/* Reads the history without blocking the window, its progress shown. */
static void
load_in_thread (SyHistoryWindow *self)
{
  g_autoptr(GTask) task = NULL;

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  self->load_cancellable = g_cancellable_new ();
  gtk_progress_bar_set_fraction (self->progress_bar, 0);
  gtk_progress_bar_set_text (self->progress_bar, NULL);
  /* Read again while shown: the list stays until the new one is read. */
  if (self->history == NULL)
    gtk_stack_set_visible_child_name (self->stack, "loading");
  task = g_task_new (self, self->load_cancellable, loaded_cb, NULL);
  g_task_set_task_data (task, g_strdup (self->folder), g_free);
  g_task_run_in_thread (task, load_thread);
}

/**
 * sy_history_window_is_loading:
 * @self: a history window
 *
 * Returns: whether the history is still being read
 */
gboolean
sy_history_window_is_loading (SyHistoryWindow *self)
{
  g_return_val_if_fail (SY_IS_HISTORY_WINDOW (self), FALSE);

  return self->load_cancellable != NULL;
}

static void
sy_history_window_dispose (GObject *object)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (object);

  /* Closed: the last deletion is final. */
  _sy_history_window_forget_undo (self);
  g_cancellable_cancel (self->export_cancellable);
  g_clear_object (&self->export_cancellable);
  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  if (self->items != NULL)
    g_list_store_remove_all (self->items);
  G_OBJECT_CLASS (sy_history_window_parent_class)->dispose (object);
}

static void
sy_history_window_finalize (GObject *object)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (object);

  g_clear_object (&self->items);
  g_clear_pointer (&self->history, sy_history_free);
  g_clear_pointer (&self->folder, g_free);
  g_clear_pointer (&self->people, sy_history_people_free);
  g_clear_pointer (&self->stats_page, _sy_history_stats_page_free);
  g_clear_object (&self->current_game);

  G_OBJECT_CLASS (sy_history_window_parent_class)->finalize (object);
}

static void
sy_history_window_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_CURRENT_GAME:
      g_value_set_object (value, self->current_game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_history_window_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SyHistoryWindow *self = SY_HISTORY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_CURRENT_GAME:
      g_set_object (&self->current_game, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_history_window_class_init (SyHistoryWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_history_window_dispose;
  object_class->finalize = sy_history_window_finalize;
  object_class->get_property = sy_history_window_get_property;
  object_class->set_property = sy_history_window_set_property;

  /**
   * SyHistoryWindow:current-game: (nullable)
   *
   * The game on the table of the window the history serves: resumed
   * from the list, it is not loaded a second time.
   */
  properties[PROP_CURRENT_GAME] =
    g_param_spec_object ("current-game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyHistoryWindow::open-game:
   * @self: the history window
   * @game: a finished game of the history, to look at
   *
   * The user opened a finished game; whoever opened the history shows it.
   */
  signals[OPEN_GAME] =
    g_signal_new ("open-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, SY_TYPE_GAME);

  /**
   * SyHistoryWindow::resume-game:
   * @self: the history window
   * @game: an unfinished game of the history, to go on with
   *
   * The user resumed a game; whoever opened the history puts it on the
   * table. The history window closes after.
   */
  signals[RESUME_GAME] =
    g_signal_new ("resume-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, SY_TYPE_GAME);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/sy-history-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, list_view);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, stats_box);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, unreadable_label);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, message_revealer);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, message_label);
  gtk_widget_class_bind_template_child (widget_class, SyHistoryWindow, undo_button);
  gtk_widget_class_bind_template_callback (widget_class, list_activate_cb);
  gtk_widget_class_install_action (widget_class, "history.open", "s", open_action_cb);
  /* After the template: the bar's callback is bound to it there. */
  _sy_history_window_install_manage_actions (widget_class);
  _sy_history_window_install_stats_actions (widget_class);
}

static void
sy_history_window_init (SyHistoryWindow *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkNoSelection *selection;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The two views' switcher fits the header bar from about 500 pixels. */
  sy_compat_narrow_view_switcher (ADW_WINDOW (self), self->switcher_title, self->switcher_bar,
                                  "max-width: 500sp");
  self->items = g_list_store_new (SY_TYPE_HISTORY_ITEM);
  selection = gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->items)));
  g_signal_connect_object (factory, "setup", G_CALLBACK (setup_row_cb), self, 0);
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_row_cb), self, 0);
  gtk_list_view_set_factory (self->list_view, factory);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
  g_object_unref (factory);
  g_object_unref (selection);
  self->stats_page = _sy_history_stats_page_new (self);
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

  load_in_thread (self);
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
  _sy_history_stats_page_load_people (self);
  load_in_thread (self);
  return self;
}
