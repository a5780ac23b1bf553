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
gboolean
_sy_window_data_shared (SyWindow *self)
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
  if (game == NULL || sy_game_is_read_only (game) || !_sy_window_data_shared (self)
      || sy_history_get_entry_name (game) == NULL)
    return FALSE;
  sy_game_set_read_only (game);
  sy_file_banner_show (self->skipped_banner, shared_message ());
  sy_file_banner_set_closable (self->skipped_banner, TRUE);
  return TRUE;
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
  else if (_sy_window_data_shared (self))
    {
      sy_file_banner_show (self->skipped_banner, shared_message ());
      sy_file_banner_set_closable (self->skipped_banner, TRUE);
    }
  /* A game autosaved by an older version, or before a crash, is not yet
   * in the history: kept there now, it is not lost when another game is
   * started instead, and the autosave remembers its entry. */
  if (game != NULL && sy_history_get_entry_name (game) == NULL && !sy_history_is_untouched (game)
      && !_sy_window_data_shared (self) && keep_in_history (self, game, NULL)
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
open_chosen_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SyWindow) self = user_data;
  g_autoptr(GFile) file = sy_dialogs_open_file_finish (result, NULL);

  if (file != NULL)
    sy_window_open_file (self, file);
}

/* A file named by its URI (the application's open: a file given on the
 * command line or by the desktop). */
static void
open_file_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  sy_window_open_file (SY_WINDOW (widget), file);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  g_autoptr(GtkFileFilter) filter = games_filter ();

  sy_dialogs_open_file (widget, _("Open a Game"), _("_Open"), filter, NULL, open_chosen_cb,
                        g_object_ref (widget));
}

static void
save_chosen_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SyWindow) self = user_data;
  g_autoptr(GFile) file = sy_dialogs_save_file_finish (result, NULL);

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
                        filter, NULL, save_chosen_cb, g_object_ref (widget));
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
  gtk_widget_class_install_action (widget_class, "win.open-file", "s", open_file_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.resume", NULL, resume_action);
  gtk_widget_class_install_action (widget_class, "win.skipped-details", "s", skipped_details_action);
  gtk_widget_class_install_action (widget_class, "win.skipped-dismiss", NULL, skipped_dismiss_action);
  gtk_widget_class_install_action (widget_class, "win.resume-history-copy", "s",
                                   resume_history_copy_action);
}
