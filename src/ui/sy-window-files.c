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

#include "sy-dialogs.h"
#include "sy-history-window.h"
#include "sy-window-private.h"

#define EXAMPLE_RESOURCE RESOURCE_BASE "/examples/second-edition-3p.json"


void
_sy_window_show_error (SyWindow   *self,
                       const char *heading,
                       const char *body)
{
  sy_dialogs_show_error (GTK_WIDGET (self), heading, body);
}

/* A history window open meanwhile lists the game as it is now. */
static void
reload_history_windows (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (SY_IS_HISTORY_WINDOW (window))
        sy_history_window_reload (SY_HISTORY_WINDOW (window));
    }
}

/* Keeps the game on the table in the history, finished or not (one entry
 * per game, updated in place); a failure is told, the autosave stays. */
static gboolean
keep_in_history (SyWindow *self,
                 SyGame   *game)
{
  g_autofree char *folder = sy_history_default_folder ();
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (!sy_history_keep (folder, game, NULL, &path, &error))
    {
      g_autofree char *message = g_strdup_printf (_("The game could not be kept in the history: %s"),
                                                  error->message);

      _sy_window_tell (self, message);
      return FALSE;
    }
  if (path != NULL)
    reload_history_windows ();
  return TRUE;
}

/**
 * _sy_window_autosave:
 * @self: a window
 *
 * Writes the game on the table to the user's data folder, atomically; the
 * next start offers to resume it. It remembers the game's entry in the
 * history (_sy_window_record_history() comes first).
 */
void
_sy_window_autosave (SyWindow *self)
{
  g_autofree char *path = sy_autosave_default_path ();
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || sy_game_is_read_only (self->game))
    return;

  if (!sy_autosave_write (self->game, path, &error))
    {
      g_autofree char *message = g_strdup_printf (_("The game could not be saved: %s"),
                                                  error->message);

      _sy_window_tell (self, message);
    }
}

/**
 * _sy_window_record_history:
 * @self: a window whose game has changed
 *
 * Keeps the game in the history, finished or not, after every change:
 * starting or opening another game never loses it. Each game has one
 * entry, updated in place; a finished game is recorded as finished. A
 * game put on the table goes in at its first change. A failure is told in
 * a toast: the game itself is still autosaved.
 */
void
_sy_window_record_history (SyWindow *self)
{
  if (self->game == NULL || sy_game_is_read_only (self->game))
    return;
  keep_in_history (self, self->game);
}

/* The last game, when it is unfinished and loads cleanly; a damaged one
 * is kept aside by the engine, the game one change earlier is offered in
 * its place, and @skipped says so. */
static SyGame *
load_autosave (char **skipped)
{
  g_autofree char *path = sy_autosave_default_path ();

  return sy_autosave_read (path, NULL, skipped);
}

/* What was skipped is said in words in a bar above the table, which stays
 * until it is closed and never holds back the other messages; its Details
 * give the whole message. */
static void
tell_skipped (SyWindow   *self,
              const char *skipped)
{
  gtk_label_set_label (self->skipped_label, _("The last game could not be read and is kept aside"));
  /* The target first: the action takes a string. */
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->skipped_details),
                                          g_variant_new_string (skipped));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->skipped_details), "win.skipped-details");
  gtk_revealer_set_reveal_child (self->skipped_revealer, TRUE);
}

static void
skipped_dismiss_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  SyWindow *self = SY_WINDOW (widget);

  gtk_revealer_set_reveal_child (self->skipped_revealer, FALSE);
  gtk_label_set_label (self->skipped_label, "");
}

void
_sy_window_offer_resume (SyWindow *self)
{
  g_autofree char *skipped = NULL;
  g_autoptr(SyGame) game = load_autosave (&skipped);

  if (skipped != NULL)
    tell_skipped (self, skipped);
  /* A game autosaved by an older version, or before a crash, is not yet
   * in the history: kept there now, it is not lost when another game is
   * started instead, and the autosave remembers its entry. */
  if (game != NULL && sy_history_get_entry_name (game) == NULL && !sy_history_is_untouched (game)
      && keep_in_history (self, game)
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
  g_autoptr(SyGame) game = load_autosave (&skipped);

  if (game == NULL)
    {
      _sy_window_show_error (self, _("Could Not Resume the Game"),
                             skipped != NULL ? skipped
                                             : _("The last game is no longer there or cannot be read."));
      gtk_widget_set_visible (GTK_WIDGET (self->resume_button), FALSE);
      return;
    }
  if (skipped != NULL)
    tell_skipped (self, skipped);
  sy_window_set_game (self, game);
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
}
