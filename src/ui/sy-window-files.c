/* sy-window-files.c: opening, saving, autosaving and resuming games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A part of SyWindow: declared in sy-window-private.h (for sy-window.c)
 * and sy-window.h (sy_window_open_file(), sy_window_open_example()).
 */
#define G_LOG_DOMAIN "sy-window-files"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-application.h"
#include "sy-dialogs.h"
#include "sy-file-banner.h"
#include "sy-window-private.h"

#define EXAMPLE_RESOURCE RESOURCE_BASE "/examples/second-edition-3p.json"


void
_sy_window_show_error (SyWindow   *self,
                       const char *heading,
                       const char *body)
{
  sy_dialogs_show_error (GTK_WIDGET (self), heading, body);
}

/* Keeps @game in the history, finished or not (one entry per game,
 * updated in place). */
static gboolean
keep_in_history (SyWindow *self,
                 SyGame   *game,
                 GError  **error)
{
  g_autofree char *folder = sy_history_default_folder ();
  g_autofree char *path = NULL;

  if (!sy_history_keep (folder, game, NULL, &path, error))
    return FALSE;
  /* A history window open meanwhile lists the game as it is now. */
  if (path != NULL && self->user_data != NULL)
    sy_user_data_history_changed (self->user_data);
  return TRUE;
}

/* Whether another instance of the program held the data folder when this
 * one started (sy_user_data_is_data_shared()). */
static gboolean
data_shared (SyWindow *self)
{
  return self->user_data != NULL && sy_user_data_is_data_shared (self->user_data);
}

static const char *
shared_message (void)
{
  return _("Another Shipyard Companion is open on your games (in another login, or a Flatpak "
           "beside this one). The game it plays is shown here read only, and nothing here writes "
           "over it; a game started or opened from a file here is kept in the history, a file of "
           "its own. Close the other one and open this one again to play on the last game here.");
}

/**
 * _sy_window_share_game:
 * @self: a window
 * @game: the game being put on the table
 *
 * When another instance holds the data folder, a game of the shared files
 * (the last game, a game resumed from the history) may be the one it
 * plays: it is opened read only here, and the window says why.
 *
 * Returns: whether @game was made read only for that reason
 */
gboolean
_sy_window_share_game (SyWindow *self,
                       SyGame   *game)
{
  if (game == NULL || sy_game_is_read_only (game) || !data_shared (self)
      || sy_history_get_entry_name (game) == NULL)
    return FALSE;
  sy_game_set_read_only (game);
  sy_file_banner_show (self->skipped_banner, shared_message ());
  sy_file_banner_set_closable (self->skipped_banner, TRUE);
  return TRUE;
}

/* A failure to keep the game is told in the save banner, in full words,
 * until it is over: whatever the change (an entry, Undo, Redo), and
 * never replaced by the toast of what came next. The game stays whole in
 * the window, and the writes are tried again every few seconds. */
static gboolean retry_save_cb (gpointer user_data);

static void
tell_save_failed (SyWindow   *self,
                  const char *reason)
{
  g_autofree char *message =
    g_strdup_printf (_("The game on the table could not be saved: %s. It stays whole in this "
                       "window, and the program tries again every few seconds until it is saved "
                       "(free some space on the disk if it is full). Nothing older is deleted "
                       "meanwhile."), reason);

  sy_file_banner_show (self->save_banner, message);
  sy_file_banner_set_closable (self->save_banner, FALSE);
  sy_file_banner_add_action (self->save_banner, _("_Try Again"), "win.save-retry", NULL);
  if (self->save_retry_id == 0)
    self->save_retry_id = g_timeout_add_seconds (SY_SAVE_RETRY_SECONDS, retry_save_cb, self);
}

/**
 * _sy_window_keep_game:
 * @self: a window whose game has changed (or was put on the table)
 *
 * Keeps the game on the table in both of its files, in step: its entry in
 * the history first (finished or not: starting or opening another game
 * never loses it; a game put on the table goes in at its first change),
 * then the autosave, which the next start offers to resume and which
 * remembers the game's entry. When either write fails (a full disk, a
 * folder that cannot be written), the save banner says why in full words,
 * the game stays whole in the window, and both writes are tried again
 * until they succeed; the banner goes when they do.
 *
 * Returns: whether the game is kept in both files as it is now
 */
gboolean
_sy_window_keep_game (SyWindow *self)
{
  g_autofree char *path = sy_autosave_default_path ();
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || sy_game_is_read_only (self->game))
    return TRUE;
  /* With the folder shared, the autosave is the other instance's. */
  if (!keep_in_history (self, self->game, &error)
      || (!data_shared (self) && !sy_autosave_write (self->game, path, &error)))
    {
      self->save_pending = TRUE;
      tell_save_failed (self, error->message);
      return FALSE;
    }
  if (self->save_pending)
    {
      self->save_pending = FALSE;
      g_clear_handle_id (&self->save_retry_id, g_source_remove);
      sy_file_banner_hide (self->save_banner);
      _sy_window_tell (self, _("The game is saved again"));
    }
  return TRUE;
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
  g_autofree char *path = sy_autosave_default_path ();
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || sy_game_is_read_only (self->game) || data_shared (self))
    return;
  if (!sy_autosave_write (self->game, path, &error))
    {
      self->save_pending = TRUE;
      tell_save_failed (self, error->message);
    }
}

static gboolean
retry_save_cb (gpointer user_data)
{
  SyWindow *self = SY_WINDOW (user_data);

  self->save_retry_id = 0;
  if (self->save_pending)
    _sy_window_keep_game (self);
  return G_SOURCE_REMOVE;
}

static void
save_retry_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  _sy_window_keep_game (SY_WINDOW (widget));
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
  if (!self->save_pending || _sy_window_keep_game (self))
    return TRUE;
  _sy_window_show_error (self, _("The Game on the Table Is Not Saved Yet"),
                         sy_file_banner_get_message (self->save_banner));
  return FALSE;
}

static void
close_anyway_cb (GtkWidget  *alert,
                 const char *response,
                 gpointer    user_data)
{
  SyWindow *self = SY_WINDOW (user_data);

  if (g_strcmp0 (response, "close") != 0)
    return;
  self->save_pending = FALSE;
  gtk_window_close (GTK_WINDOW (self));
}

/**
 * _sy_window_may_close:
 * @self: a window asked to close
 *
 * The game on the table lives only in the window while it is not saved (a
 * full disk): the window tries once more, and if that fails it asks
 * before closing, saying what would be lost.
 *
 * Returns: whether the window may close now
 */
gboolean
_sy_window_may_close (SyWindow *self)
{
  g_autofree char *body = NULL;

  if (!self->save_pending || _sy_window_keep_game (self))
    return TRUE;
  body = g_strdup_printf (_("%s\n\nClosing the window now loses the changes that are not saved."),
                          sy_file_banner_get_message (self->save_banner));
  sy_dialogs_confirm (GTK_WIDGET (self), _("The Game on the Table Is Not Saved Yet"), body,
                      _("_Keep Open"), "close", _("_Close Anyway"),
                      ADW_RESPONSE_DESTRUCTIVE, close_anyway_cb, self);
  return FALSE;
}

/**
 * _sy_window_stop_saving:
 * @self: a window going away
 */
void
_sy_window_stop_saving (SyWindow *self)
{
  g_clear_handle_id (&self->save_retry_id, g_source_remove);
}

/* The last game, when it is unfinished and loads cleanly; a damaged one
 * is kept aside by the engine (its new path in @kept_aside), the game one
 * change earlier is offered in its place, and @skipped says so. */
static SyGame *
load_autosave (char **skipped,
               char **kept_aside)
{
  g_autofree char *path = sy_autosave_default_path ();

  return sy_autosave_read (path, kept_aside, skipped);
}

/* What was skipped is said in words in a bar above the table, which stays
 * until it is closed or another game is put on the table, and never holds
 * back the other messages; its Details give the whole message. Both copies
 * of the game that may be whole are offered from it: the game one change
 * earlier (@previous_offered) and the history's copy, as new as the
 * damaged file or newer. */
static void
tell_skipped (SyWindow   *self,
              const char *skipped,
              const char *kept_aside,
              gboolean    previous_offered)
{
  g_autofree char *folder = sy_history_default_folder ();
  g_autoptr(SyHistory) history = kept_aside != NULL ? sy_history_load (folder, NULL) : NULL;
  const SyHistoryEntry *copy = history != NULL ? sy_autosave_find_history_copy (kept_aside, history)
                                               : NULL;

  sy_file_banner_show (self->skipped_banner, _("The last game could not be read and is kept aside"));
  sy_file_banner_set_closable (self->skipped_banner, TRUE);
  sy_file_banner_add_action (self->skipped_banner, _("_Details"), "win.skipped-details",
                             g_variant_new_string (skipped));
  if (previous_offered)
    sy_file_banner_add_action (self->skipped_banner, _("Resume One Change _Earlier"),
                               "win.resume", NULL);
  if (copy != NULL)
    {
      g_autofree char *name = g_path_get_basename (copy->path);

      sy_file_banner_add_action (self->skipped_banner, _("Resume the _History’s Copy"),
                                 "win.resume-history-copy", g_variant_new_string (name));
    }
}

static void
resume_history_copy_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  SyWindow *self = SY_WINDOW (widget);
  g_autofree char *folder = sy_history_default_folder ();
  g_autoptr(SyHistory) history = sy_history_load (folder, NULL);
  SyHistoryEntry *entry = history != NULL
    ? sy_history_find_entry (history, g_variant_get_string (parameter, NULL)) : NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = entry != NULL ? sy_history_resume_game (entry, &error) : NULL;

  if (game == NULL)
    {
      _sy_window_show_error (self, _("Could Not Resume the Game"),
                             error != NULL ? error->message
                                           : _("The history no longer holds this game."));
      return;
    }
  sy_window_set_game (self, game);
}

static void
skipped_dismiss_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  sy_file_banner_hide (SY_WINDOW (widget)->skipped_banner);
}

void
_sy_window_offer_resume (SyWindow *self)
{
  g_autofree char *skipped = NULL;
  g_autofree char *kept_aside = NULL;
  g_autoptr(SyGame) game = load_autosave (&skipped, &kept_aside);

  if (skipped != NULL)
    tell_skipped (self, skipped, kept_aside, game != NULL);
  else if (data_shared (self))
    {
      sy_file_banner_show (self->skipped_banner, shared_message ());
      sy_file_banner_set_closable (self->skipped_banner, TRUE);
    }
  /* A game autosaved by an older version, or before a crash, is not yet
   * in the history: kept there now, it is not lost when another game is
   * started instead, and the autosave remembers its entry. */
  if (game != NULL && sy_history_get_entry_name (game) == NULL && !sy_history_is_untouched (game)
      && !data_shared (self) && keep_in_history (self, game, NULL)
      && sy_history_get_entry_name (game) != NULL)
    {
      g_autofree char *path = sy_autosave_default_path ();

      sy_autosave_write (game, path, NULL);
    }

  /* One suggested button: resuming when there is a game to resume. */
  gtk_widget_set_visible (GTK_WIDGET (self->resume_button), game != NULL);
  if (game != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self->new_game_button), "suggested-action");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->new_game_button), "suggested-action");
}

static void
resume_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SyWindow *self = SY_WINDOW (widget);
  g_autofree char *skipped = NULL;
  g_autofree char *kept_aside = NULL;
  g_autoptr(SyGame) game = load_autosave (&skipped, &kept_aside);

  if (game == NULL)
    {
      _sy_window_show_error (self, _("Could Not Resume the Game"),
                             skipped != NULL ? skipped
                                             : _("The last game is no longer there or cannot be read."));
      gtk_widget_set_visible (GTK_WIDGET (self->resume_button), FALSE);
      return;
    }
  sy_window_set_game (self, game);
  if (skipped != NULL)
    tell_skipped (self, skipped, kept_aside, FALSE);
}

static void
skipped_details_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  _sy_window_show_error (SY_WINDOW (widget), _("The Last Game Was Skipped"),
                         g_variant_get_string (parameter, NULL));
}

/**
 * sy_window_open_file:
 * @self: a window
 * @file: a saved game
 *
 * Puts the game saved in @file on the table, or says why it cannot.
 */
void
sy_window_open_file (SyWindow *self,
                     GFile    *file)
{
  g_autoptr(GError) error = NULL;
  /* Read with a bound: never a folder, a device or a pipe. */
  g_autoptr(SyGame) game = sy_game_load_gfile (file, NULL, &error);

  if (game == NULL)
    {
      _sy_window_show_error (self, _("Could Not Open the Game"), error->message);
      return;
    }
  /* The file stays where it is: the game goes into the history at its
   * first change. */
  sy_history_set_untouched (game);
  sy_window_set_game (self, game);
}

static GtkFileFilter *
games_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Shipyard games"));
  gtk_file_filter_add_pattern (filter, "*.shipyard");
  gtk_file_filter_add_pattern (filter, "*.json");
  return filter;
}

static void
open_chosen_cb (GFile    *file,
                gpointer  user_data)
{
  if (file != NULL)
    sy_window_open_file (SY_WINDOW (user_data), file);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  g_autoptr(GtkFileFilter) filter = games_filter ();

  sy_dialogs_open_file (widget, _("Open a Game"), _("_Open"), filter, NULL, open_chosen_cb, widget);
}

static void
save_chosen_cb (GFile    *file,
                gpointer  user_data)
{
  SyWindow *self = SY_WINDOW (user_data);

  if (file != NULL && self->game != NULL)
    {
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      gboolean saved;

      /* A local file is saved atomically; any other place the chooser or
       * its portal gives (a remote folder) through GIO. */
      if (path != NULL)
        saved = sy_game_save (self->game, path, &error);
      else
        {
          gsize length;
          g_autofree char *data = sy_game_to_data (self->game, &length);

          saved = g_file_replace_contents (file, data, length, NULL, FALSE,
                                           G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, &error);
        }
      if (!saved)
        _sy_window_show_error (self, _("Could Not Save the Game"), error->message);
      else
        _sy_window_tell (self, _("Game saved"));
    }
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  g_autoptr(GtkFileFilter) filter = games_filter ();

  sy_dialogs_save_file (widget, _("Save the Game"), _("_Save"), _("Shipyard game.shipyard"),
                        filter, NULL, save_chosen_cb, widget);
}

/**
 * sy_window_open_example:
 * @self: a window
 *
 * Puts the example game on the table: a real second-edition game for
 * three, in its middle, shipped with the program.
 */
void
sy_window_open_example (SyWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (EXAMPLE_RESOURCE, 0, &error);
  g_autoptr(SyGame) game = NULL;

  if (bytes != NULL)
    game = sy_game_load_bytes (bytes, NULL, &error);
  if (game == NULL)
    {
      _sy_window_show_error (self, _("Could Not Open the Example Game"), error->message);
      return;
    }
  /* An example, not a game of the table's: kept in the history only once
   * someone enters an event in it (or undoes one). */
  sy_history_set_untouched (game);
  sy_window_set_game (self, game);
}

static void
open_example_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  sy_window_open_example (SY_WINDOW (widget));
}

void
_sy_window_install_file_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open-example", NULL, open_example_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.resume", NULL, resume_action);
  gtk_widget_class_install_action (widget_class, "win.skipped-details", "s", skipped_details_action);
  gtk_widget_class_install_action (widget_class, "win.skipped-dismiss", NULL, skipped_dismiss_action);
  gtk_widget_class_install_action (widget_class, "win.save-retry", NULL, save_retry_action);
  gtk_widget_class_install_action (widget_class, "win.resume-history-copy", "s",
                                   resume_history_copy_action);
}
