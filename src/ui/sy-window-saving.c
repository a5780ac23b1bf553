/* sy-window-saving.c: the game on the table kept in its files, off the
 * main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A part of SyWindow, declared in sy-window-private.h. After every change
 * the window takes a snapshot of what must be kept (the game's entry in
 * the history, then the autosave, which names that entry) and hands it to
 * the writer of the user's files (sy-writer.c), which the user's data owns
 * (sy_user_data_get_writer()) and which writes in a thread of its own: a
 * tap never waits for the disk. The window queues under a name of its own
 * ("window-2"), so that two windows never take each other's place in the
 * queue, and listens to its own writes alone ("written::window-2"). The
 * box is saved there too, by the user's data; a failure to save it is told
 * here as the game's is. The promises of the files stay (docs/files.md):
 *
 * - In order, newest last: one snapshot holds both files, written history
 *   first, the autosave only once the history holds the game; snapshots
 *   are written in the order they were taken, a newer one of the same
 *   entry taking the place of one not yet begun. Each write is the
 *   engine's, atomic and durable, and nothing older goes before the newer
 *   copy is on the disk.
 * - A failed write is told in the save banner with Try Again, and tried
 *   again every few seconds; only a later snapshot written whole (the game
 *   as it is now, in both files) with nothing failed after it takes the
 *   banner away, so an Undo or a Redo cannot hide a failure. A failed save
 *   of the box is told and tried again the same way (the game's failure,
 *   which closing the window would lose, is told first).
 * - Before a step that must know how the writes went (another game put on
 *   the table, the window closed, the application quitting), the window
 *   waits for the writer (sy_writer_sync(): every owner's writes, in order).
 */
#define G_LOG_DOMAIN "sy-window-saving"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-dialogs.h"
#include "sy-file-banner.h"
#include "sy-window-private.h"

/* What one change of the game leaves to write. */
typedef struct {
  SyHistoryWrite     *history;   /* the game's entry, or NULL */
  SyAutosaveSnapshot *autosave;  /* the autosave, or NULL */
  char               *autosave_path;
} Snapshot;

static void
snapshot_free (gpointer data)
{
  Snapshot *snapshot = data;

  g_clear_pointer (&snapshot->history, sy_history_write_free);
  g_clear_pointer (&snapshot->autosave, sy_autosave_snapshot_free);
  g_free (snapshot->autosave_path);
  g_free (snapshot);
}

/* In the writer's thread: the history first, then the autosave that names
 * its entry. Both come from one document of the game, made here from the
 * record the tap took (a copy: the document grows with the log): the
 * autosave's text is made before the history adds its members to it. */
static gboolean
snapshot_write (const char  *path,
                gpointer     data,
                GError     **error)
{
  Snapshot *snapshot = data;

  if (snapshot->autosave != NULL)
    sy_autosave_snapshot_render (snapshot->autosave, snapshot->history != NULL
                                                     ? sy_history_write_get_document (snapshot->history)
                                                     : NULL);
  if (snapshot->history != NULL && !sy_history_write_run (snapshot->history, error))
    return FALSE;
  return snapshot->autosave == NULL
         || sy_autosave_snapshot_write (snapshot->autosave, snapshot->autosave_path, error);
}

/* Takes the game on the table as it is now and queues it: in its entry
 * of the history when @in_history, and in the autosave unless another
 * instance owns it. The entry's name is given to the game at once. */
static void
queue_snapshot (SyWindow *self,
                gboolean  in_history)
{
  g_autofree char *folder = sy_history_default_folder ();
  Snapshot *snapshot;
  const char *key;

  if (self->game == NULL || sy_game_is_read_only (self->game))
    return;
  snapshot = g_new0 (Snapshot, 1);
  if (in_history)
    snapshot->history = sy_history_write_new (folder, self->game, NULL);
  /* With the folder shared, the autosave is the other instance's. */
  if (!_sy_window_data_shared (self))
    {
      snapshot->autosave = sy_autosave_snapshot (self->game, snapshot->history != NULL
                                                 ? sy_history_write_get_record (snapshot->history)
                                                 : NULL);
      snapshot->autosave_path = sy_autosave_default_path ();
    }
  if (snapshot->history == NULL && snapshot->autosave == NULL)
    {
      snapshot_free (snapshot);
      return;
    }
  /* One place in the queue per entry: a newer snapshot of the same game
   * replaces one not yet written; another game's waits its turn. */
  key = snapshot->history != NULL ? sy_history_write_get_path (snapshot->history)
                                  : snapshot->autosave_path;
  sy_writer_queue_full (self->writer, self->save_owner, key, snapshot_write, NULL, snapshot,
                        snapshot_free);
}

/* A failure to keep the game is told in the save banner, in full words,
 * until it is over: whatever the change (an entry, Undo, Redo), and
 * never replaced by the toast of what came next. The game stays whole in
 * the window, and the writes are tried again every few seconds. */
static gboolean retry_save_cb (gpointer user_data);

static void
show_save_failure (SyWindow   *self,
                   const char *message)
{
  sy_file_banner_show (self->save_banner, message);
  sy_file_banner_set_closable (self->save_banner, FALSE);
  sy_file_banner_add_action (self->save_banner, _("_Try Again"), "win.save-retry", NULL);
  if (self->save_retry_id == 0)
    self->save_retry_id = g_timeout_add_seconds (SY_SAVE_RETRY_SECONDS, retry_save_cb, self);
}

static void
tell_save_failed (SyWindow   *self,
                  const char *reason)
{
  g_autofree char *message =
    g_strdup_printf (_("The game on the table could not be saved: %s. It stays whole in this "
                       "window, and the program tries again every few seconds until it is saved "
                       "(free some space on the disk if it is full). Nothing older is deleted "
                       "meanwhile."), reason);

  show_save_failure (self, message);
}

/* The box's failure, told while the game's files are saved. */
static void
tell_box_save_failed (SyWindow *self)
{
  g_autofree char *message =
    g_strdup_printf (_("The box could not be saved: %s. What it learnt stays in the program, "
                       "which tries again every few seconds until it is saved (free some space "
                       "on the disk if it is full). Its file keeps what it held."),
                     self->box_save_error);

  show_save_failure (self, message);
}

static void
box_saved_cb (SyUserData *user_data,
              SyEdition   edition,
              GError     *error,
              SyWindow   *self)
{
  if (error != NULL)
    {
      g_free (self->box_save_error);
      self->box_save_error = g_strdup (error->message);
      if (!self->save_pending)
        tell_box_save_failed (self);
      return;
    }
  /* Saved again once no box's save failed last nor is under way. */
  if (self->box_save_error == NULL || !sy_user_data_is_box_saved (user_data))
    return;
  g_clear_pointer (&self->box_save_error, g_free);
  if (self->save_pending)
    return;
  g_clear_handle_id (&self->save_retry_id, g_source_remove);
  sy_file_banner_hide (self->save_banner);
  _sy_window_tell (self, _("The box is saved again"));
}

static void
write_failed_cb (SyWriter   *writer,
                 const char *path,
                 GError     *error,
                 SyWindow   *self)
{
  self->save_pending = TRUE;
  tell_save_failed (self, error->message);
}

static void
written_cb (SyWriter   *writer,
            const char *path,
            SyWindow   *self)
{
  g_autofree char *autosave = sy_autosave_default_path ();

  /* A history window open meanwhile lists the game as it is now. */
  if (g_strcmp0 (path, autosave) != 0 && self->user_data != NULL)
    sy_user_data_history_changed (self->user_data);
  /* Saved again only when the last snapshot is written and nothing failed
   * after (the writer tells in order). */
  if (self->save_pending && sy_writer_is_owner_idle (writer, self->save_owner))
    {
      self->save_pending = FALSE;
      /* The box's failure, if any, takes the banner. */
      if (self->box_save_error != NULL)
        tell_box_save_failed (self);
      else
        {
          g_clear_handle_id (&self->save_retry_id, g_source_remove);
          sy_file_banner_hide (self->save_banner);
        }
      _sy_window_tell (self, _("The game is saved again"));
    }
}

/**
 * _sy_window_start_saving:
 * @self: a window being made, its user's data known
 *
 * Gives the window its name on the writer of the user's files, and tells
 * it how its writes and the box's saves go.
 */
void
_sy_window_start_saving (SyWindow *self)
{
  static guint n_windows;
  g_autofree char *written = NULL;
  g_autofree char *failed = NULL;

  self->save_owner = g_strdup_printf ("window-%u", ++n_windows);
  if (self->user_data != NULL)
    {
      self->writer = g_object_ref (sy_user_data_get_writer (self->user_data));
      g_signal_connect_object (self->user_data, "box-saved", G_CALLBACK (box_saved_cb), self, 0);
    }
  else
    self->writer = sy_writer_new ();
  written = g_strconcat ("written::", self->save_owner, NULL);
  failed = g_strconcat ("failed::", self->save_owner, NULL);
  g_signal_connect_object (self->writer, written, G_CALLBACK (written_cb), self, 0);
  g_signal_connect_object (self->writer, failed, G_CALLBACK (write_failed_cb), self, 0);
}

/**
 * _sy_window_keep_game:
 * @self: a window whose game has changed (or was put on the table)
 *
 * Keeps the game on the table in both of its files, in step: its entry in
 * the history first (finished or not: starting or opening another game
 * never loses it; a game put on the table goes in at its first change),
 * then the autosave, which the next start offers to resume and which
 * remembers the game's entry. Written off the main thread (see the top of
 * this file); a failure is told in the save banner and tried again.
 */
void
_sy_window_keep_game (SyWindow *self)
{
  queue_snapshot (self, TRUE);
}

/* Keeps the game now and waits: whether it is in its files as it is. */
static gboolean
keep_game_now (SyWindow *self)
{
  /* What was queued before is told first, then this write alone. */
  sy_writer_sync (self->writer);
  queue_snapshot (self, TRUE);
  sy_writer_sync (self->writer);
  return !self->save_pending;
}

/**
 * _sy_window_autosave:
 * @self: a window whose game was just put on the table
 *
 * Writes the game to the autosave alone (it goes into the history at its
 * first change); a failure is told and retried as _sy_window_keep_game()
 * does.
 */
void
_sy_window_autosave (SyWindow *self)
{
  queue_snapshot (self, FALSE);
}

static gboolean
retry_save_cb (gpointer user_data)
{
  SyWindow *self = SY_WINDOW (user_data);

  self->save_retry_id = 0;
  if (self->save_pending)
    _sy_window_keep_game (self);
  if (self->box_save_error != NULL && self->user_data != NULL)
    sy_user_data_retry_box_saves (self->user_data);
  return G_SOURCE_REMOVE;
}

static void
save_retry_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SyWindow *self = SY_WINDOW (widget);

  /* The box's save is waited for with the game's. */
  if (self->box_save_error != NULL && self->user_data != NULL)
    sy_user_data_retry_box_saves (self->user_data);
  keep_game_now (self);
}

/* Whether the game on the table is in its files: the writes under way
 * are waited for first. */
static gboolean
saved (SyWindow *self)
{
  sy_writer_sync (self->writer);
  return !self->save_pending;
}

/**
 * _sy_window_may_replace_game:
 * @self: a window
 *
 * Whether the game on the table may give its place to another: not while
 * it is not saved (a full disk), unless saving it again succeeds now; the
 * user is told why in an alert.
 *
 * Returns: whether another game may be put on the table
 */
gboolean
_sy_window_may_replace_game (SyWindow *self)
{
  if (saved (self) || keep_game_now (self))
    return TRUE;
  _sy_window_show_error (self, _("The Game on the Table Is Not Saved Yet"),
                         sy_file_banner_get_message (self->save_banner));
  return FALSE;
}

static void
close_anyway_cb (GObject      *alert,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(SyWindow) self = user_data;

  if (g_strcmp0 (sy_dialogs_alert_choose_finish (GTK_WIDGET (alert), result), "close") != 0)
    return;
  /* What the writer tells meanwhile no longer holds the window open. */
  sy_writer_sync (self->writer);
  g_clear_handle_id (&self->save_retry_id, g_source_remove);
  self->save_pending = FALSE;
  gtk_window_close (GTK_WINDOW (self));
}

/**
 * _sy_window_may_close:
 * @self: a window asked to close
 *
 * The writes under way are finished first. The game on the table lives
 * only in the window while it is not saved (a full disk): the window tries
 * once more, and if that fails it asks before closing, saying what would
 * be lost.
 *
 * Returns: whether the window may close now
 */
gboolean
_sy_window_may_close (SyWindow *self)
{
  g_autofree char *body = NULL;

  if (saved (self) || keep_game_now (self))
    return TRUE;
  body = g_strdup_printf (_("%s\n\nClosing the window now loses the changes that are not saved."),
                          sy_file_banner_get_message (self->save_banner));
  sy_dialogs_confirm (GTK_WIDGET (self), _("The Game on the Table Is Not Saved Yet"), body,
                      _("_Keep Open"), "close", _("_Close Anyway"),
                      ADW_RESPONSE_DESTRUCTIVE, NULL, close_anyway_cb, g_object_ref (self));
  return FALSE;
}

/**
 * sy_window_sync_saves:
 * @self: a window
 *
 * Waits until what the window queued to write is written, and tells how
 * it went (the save banner) at once. The window does so itself before it
 * closes or puts another game on the table; tests and benchmarks call it
 * to look at the files.
 */
void
sy_window_sync_saves (SyWindow *self)
{
  g_return_if_fail (SY_IS_WINDOW (self));

  if (self->writer != NULL)
    sy_writer_sync (self->writer);
}

/**
 * _sy_window_stop_saving:
 * @self: a window going away
 *
 * Writes what is still queued, then lets the writer go.
 */
void
_sy_window_stop_saving (SyWindow *self)
{
  g_clear_handle_id (&self->save_retry_id, g_source_remove);
  g_clear_pointer (&self->box_save_error, g_free);
  if (self->user_data != NULL)
    g_signal_handlers_disconnect_by_func (self->user_data, box_saved_cb, self);
  if (self->writer == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->writer, self);
  sy_writer_flush (self->writer, NULL);
  g_clear_object (&self->writer);
  g_clear_pointer (&self->save_owner, g_free);
}

void
_sy_window_install_saving_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.save-retry", NULL, save_retry_action);
}
