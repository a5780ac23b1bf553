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
 * log; an unfinished one is resumed on the main window's table. The
 * list's items and rows are sy-history-item.c and sy-history-row.c. What
 * each game's menu does, the bar at the bottom with its Undo and the CSV
 * export are in sy-history-window-manage.c, the statistics page in
 * sy-history-window-stats.c; the files share sy-history-window-private.h.
 */
#define G_LOG_DOMAIN "sy-history-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-compat.h"
#include "sy-dialogs.h"
#include "sy-history-window-private.h"

G_DEFINE_FINAL_TYPE (SyHistoryWindow, sy_history_window, ADW_TYPE_WINDOW)

char *
_sy_history_window_entry_name (const SyHistoryEntry *entry)
{
  return g_path_get_basename (entry->path);
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

/* The list's rows (sy-history-row.c): made once for the rows the list
 * keeps, bound again to other items as it scrolls. */
static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              gpointer                  user_data)
{
  gtk_list_item_set_child (list_item, sy_history_row_new ());
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *list_item,
             gpointer                  user_data)
{
  SyHistoryItem *item = gtk_list_item_get_item (list_item);

  gtk_list_item_set_activatable (list_item,
                                 sy_history_item_get_kind (item) != SY_HISTORY_ITEM_HEADING);
  gtk_list_item_set_selectable (list_item, FALSE);
  sy_history_row_set_item (SY_HISTORY_ROW (gtk_list_item_get_child (list_item)), item);
}

static void
unbind_row_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               gpointer                  user_data)
{
  sy_history_row_set_item (SY_HISTORY_ROW (gtk_list_item_get_child (list_item)), NULL);
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

  if (item == NULL || sy_history_item_get_kind (item) == SY_HISTORY_ITEM_HEADING)
    return;
  if (sy_history_item_get_kind (item) == SY_HISTORY_ITEM_FINISHED)
    open_game (self, sy_history_item_get_entry (item));
  else
    resume_entry (self, sy_history_item_get_entry (item));
}

/* Splices @items in for the list's items, telling the list only of what
 * changed: the items at the start and the end that look the same stay
 * (taking the new history's entries), those between are replaced. */
static void
update_items (SyHistoryWindow *self,
              GPtrArray       *items)
{
  GListModel *model = G_LIST_MODEL (self->items);
  guint n_old = g_list_model_get_n_items (model);
  guint start = 0, end = 0;

  while (start < n_old && start < items->len)
    {
      g_autoptr(SyHistoryItem) old = g_list_model_get_item (model, start);

      if (!sy_history_item_take_entry_of (old, g_ptr_array_index (items, start)))
        break;
      start++;
    }
  while (end < n_old - start && end < items->len - start)
    {
      g_autoptr(SyHistoryItem) old = g_list_model_get_item (model, n_old - 1 - end);

      if (!sy_history_item_take_entry_of (old, g_ptr_array_index (items, items->len - 1 - end)))
        break;
      end++;
    }
  if (n_old - start - end > 0 || items->len - start - end > 0)
    g_list_store_splice (self->items, start, n_old - start - end,
                         items->pdata + start, items->len - start - end);
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
    g_ptr_array_add (items, sy_history_item_new_heading (_("Unfinished Games"),
                                                         _("Every game left before its end, last changed first. Resume one to play on where it was left.")));
  for (guint i = 0; i < self->history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (self->history->entries, i);

      if (entry->unfinished)
        g_ptr_array_add (items, sy_history_item_new_game (entry));
    }
  if (self->history->entries->len > n_unfinished)
    g_ptr_array_add (items, sy_history_item_new_heading (_("Finished Games"),
                                                         _("Newest first. Open one to see its final table and its log; it cannot be changed.")));
  for (guint i = 0; i < self->history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (self->history->entries, i);

      if (!entry->unfinished)
        g_ptr_array_add (items, sy_history_item_new_game (entry));
    }
  update_items (self, items);
}

/* Shows @history, read: the list, the statistics, a word on the files
 * that could not be read. */
static void
show_history (SyHistoryWindow *self,
              SyHistory       *history,
              GError          *error)
{
  SyHistory *before = g_steal_pointer (&self->history);
  guint n_unreadable;

  self->history = history;
  /* The items point into the history: the list takes the new one's before
   * the old one goes. */
  if (self->history != NULL)
    fill_items (self);
  else
    g_list_store_remove_all (self->items);
  g_clear_pointer (&before, sy_history_free);
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
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row_cb), NULL);
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
