/* sy-window-box.c: the window's part in the box: learning the game on the table, a damaged box
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A part of SyWindow, declared in sy-window-private.h. The box itself is
 * the engine's (sy-box.h); the application holds one per edition.
 */
#define G_LOG_DOMAIN "sy-window-box"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-window-private.h"

/* The box learns what the game entered, under its entry in the history
 * (which _sy_window_record_history() gives it, and renames when the game
 * ends: @previous_entry); an undone entry is forgotten. */
void
_sy_window_learn_box (SyWindow   *self,
                      const char *previous_entry)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  g_autoptr(GError) error = NULL;

  if (!SY_IS_APPLICATION (app) || self->game == NULL || sy_game_is_read_only (self->game)
      || sy_box_is_example (self->game, sy_application_get_example (SY_APPLICATION (app))))
    return;
  if (!sy_application_learn_game (SY_APPLICATION (app), previous_entry,
                                  sy_history_get_entry_name (self->game), self->game, &error))
    {
      g_autofree char *message = g_strdup_printf (_("The box could not be saved: %s"),
                                                  error->message);

      _sy_window_tell (self, message);
    }
}

/* A box file that could not be read is said once, where it is kept, when
 * the window first shows (a toast added earlier may be gone unseen). */
void
_sy_window_tell_box_problem (SyWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  g_autofree char *problem = SY_IS_APPLICATION (app)
                             ? sy_application_take_box_problem (SY_APPLICATION (app)) : NULL;

  g_signal_handlers_disconnect_by_func (self, _sy_window_tell_box_problem, NULL);
  if (problem != NULL)
    _sy_window_tell (self, problem);
}
