/* sy-window-box.c: the window's part in the box: learning the game on the table, a damaged box
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A part of SyWindow, declared in sy-window-private.h. The box itself is
 * the engine's (sy-box.h); the user's data (SyUserData, the window's
 * :user-data) holds one per edition.
 */
#define G_LOG_DOMAIN "sy-window-box"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-window-private.h"

/* The box learns what the game entered, under its entry in the history
 * (which _sy_window_record_history() gives it, and renames when the game
 * ends: @previous_entry); an undone entry is forgotten. The box is saved
 * off the main thread; a failure is told in the save banner
 * (sy-window-saving.c). */
void
_sy_window_learn_box (SyWindow   *self,
                      const char *previous_entry)
{
  if (self->user_data == NULL || self->game == NULL || sy_game_is_read_only (self->game)
      || sy_box_is_example (self->game, sy_user_data_get_example (self->user_data)))
    return;
  sy_user_data_learn_game (self->user_data, previous_entry,
                           sy_history_get_entry_name (self->game), self->game, NULL);
}

/* A box file that could not be read is said once, where it is kept, when
 * the window first shows (a toast added earlier may be gone unseen), or,
 * the boxes being read while the window shows, when they are read. */
void
_sy_window_tell_box_problem (SyWindow *self)
{
  g_autofree char *problem = NULL;

  g_signal_handlers_disconnect_by_func (self, _sy_window_tell_box_problem, NULL);
  if (self->user_data == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self->user_data, _sy_window_tell_box_problem, self);
  if (sy_user_data_is_reading_boxes (self->user_data))
    {
      g_signal_connect_object (self->user_data, "boxes-read",
                               G_CALLBACK (_sy_window_tell_box_problem), self, G_CONNECT_SWAPPED);
      return;
    }
  problem = sy_user_data_take_box_problem (self->user_data);
  if (problem != NULL)
    _sy_window_tell (self, problem);
}
