/* sy-window-windows.c: the windows the main window opens
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A part of SyWindow, declared in sy-window-private.h: the actions that
 * open another window over the table (a new game, the log, the history,
 * the tally) or print the score sheet.
 */
#define G_LOG_DOMAIN "sy-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-history-window.h"
#include "sy-log-window.h"
#include "sy-new-game-window.h"
#include "sy-score-sheet.h"
#include "sy-tally-window.h"
#include "sy-window-private.h"

static void
game_created_cb (SyNewGameWindow *dialog,
                 SyGame          *game,
                 SyWindow        *self)
{
  g_autofree char *message = NULL;

  sy_window_set_game (self, game);

  /* Who starts is news only when there is more than one player. */
  if (sy_game_get_n_players (game) < 2)
    return;
  message = g_strdup_printf (_("%s starts"),
                             sy_game_get_player_name (game, sy_game_get_start_player (game)));
  _sy_window_tell (self, message);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SyWindow *self = SY_WINDOW (widget);
  SyNewGameWindow *dialog = sy_new_game_window_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "game-created", G_CALLBACK (game_created_cb), self, 0);
  g_signal_connect_object (dialog, "example-requested", G_CALLBACK (sy_window_open_example), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
log_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  SyWindow *self = SY_WINDOW (widget);

  if (self->game == NULL)
    return;
  gtk_window_present (sy_log_window_new (GTK_WINDOW (self), self->game, self->game_view));
}

/* A finished game from the history, to look at, in a window of its own. */
static void
history_open_game_cb (SyHistoryWindow *history,
                      SyGame          *game,
                      SyWindow        *self)
{
  SyWindow *window = sy_window_new (gtk_window_get_application (GTK_WINDOW (self)), self->user_data);

  sy_window_set_game (window, game);
  gtk_window_present (GTK_WINDOW (window));
}

/* A game from the history, to go on with, on this window's table (the
 * history gives back the game on the table when that one is resumed). */
static void
history_resume_game_cb (SyHistoryWindow *history,
                        SyGame          *game,
                        SyWindow        *self)
{
  if (game != self->game)
    sy_window_set_game (self, game);
  gtk_window_present (GTK_WINDOW (self));
}

static void
history_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SyWindow *self = SY_WINDOW (widget);
  SyHistoryWindow *history = sy_history_window_new (GTK_WINDOW (widget), NULL);

  g_object_bind_property (widget, "game", history, "current-game", G_BINDING_SYNC_CREATE);
  /* A game kept in the history meanwhile, by any window, is listed as it is now. */
  if (self->user_data != NULL)
    g_signal_connect_object (self->user_data, "history-changed", G_CALLBACK (sy_history_window_reload),
                             history, G_CONNECT_SWAPPED);
  g_signal_connect_object (history, "open-game", G_CALLBACK (history_open_game_cb), widget, 0);
  g_signal_connect_object (history, "resume-game", G_CALLBACK (history_resume_game_cb), widget, 0);
  gtk_window_present (GTK_WINDOW (history));
}

/* The tally so far, or the final one: at any moment of the game. */
static void
tally_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SyWindow *self = SY_WINDOW (widget);

  if (self->game == NULL)
    return;
  gtk_window_present (sy_tally_window_new (GTK_WINDOW (self), self->game));
}

/* Ctrl+P: the score sheet of the game on the table printed, its final
 * tally or the tally so far, as the tally window prints it. */
static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SyWindow *self = SY_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !sy_score_sheet_print (self->game, GTK_WINDOW (self), &error))
    _sy_window_tell (self, error->message);
}

/**
 * _sy_window_install_window_actions:
 * @widget_class: the window's class
 *
 * win.new-game, win.log, win.history, win.tally and win.print.
 */
void
_sy_window_install_window_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.log", NULL, log_action);
  gtk_widget_class_install_action (widget_class, "win.history", NULL, history_action);
  gtk_widget_class_install_action (widget_class, "win.tally", NULL, tally_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
}
