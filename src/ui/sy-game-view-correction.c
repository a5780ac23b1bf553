/* sy-game-view-correction.c: an earlier event entered again
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Correcting, the table shows the moment before the event corrected, a
 * bar says so, and the next entry takes that event's place; the later
 * events are replayed after it. The last correction can be taken back.
 */
#define G_LOG_DOMAIN "sy-game-view"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-game-view-private.h"

/* The entry made while correcting replaces the event corrected; the game
 * goes back to where it stood. Refused, it changes nothing. */
gboolean
_sy_game_view_correct (SyGameView     *self,
                       const SyEvent  *event,
                       GError        **error)
{
  guint index = self->correcting;
  SyEvent original = *sy_game_get_event (self->game, index);

  if (!sy_game_replace_event (self->game, index, event, error))
    return FALSE;
  self->is_correcting = FALSE;
  self->has_correction = TRUE;
  self->corrected = index;
  self->original = original;
  self->corrected_resume = self->resume;
  sy_game_go_to (self->game, MAX (self->resume, sy_game_get_position (self->game)));
  return TRUE;
}

/* The bar that says which event is being corrected, while one is. */
void
_sy_game_view_show_correction (SyGameView *self)
{
  gtk_widget_set_visible (self->correction_bar, self->is_correcting);
  if (self->is_correcting)
    {
      g_autofree char *what = g_strdup_printf (_("Correcting event %u: enter what really happened"),
                                               self->correcting + 1);

      gtk_label_set_label (self->correction_label, what);
    }
}

/**
 * sy_game_view_start_correction:
 * @self: a #SyGameView
 * @index: the event to correct
 *
 * Shows the table as it stood before event @index; the next entry takes
 * its place, and the later events are replayed after it.
 */
void
sy_game_view_start_correction (SyGameView *self,
                               guint       index)
{
  g_return_if_fail (SY_IS_GAME_VIEW (self));
  g_return_if_fail (self->game != NULL && index < sy_game_get_n_events (self->game));

  if (!self->is_correcting)
    self->resume = sy_game_get_position (self->game);
  self->is_correcting = TRUE;
  self->correcting = index;
  sy_game_go_to (self->game, index);
}

/**
 * sy_game_view_cancel_correction:
 * @self: a #SyGameView
 *
 * Leaves the correction, the game as it was.
 */
void
sy_game_view_cancel_correction (SyGameView *self)
{
  g_return_if_fail (SY_IS_GAME_VIEW (self));

  if (!self->is_correcting)
    return;
  self->is_correcting = FALSE;
  sy_game_go_to (self->game, self->resume);
}

/**
 * sy_game_view_revert_correction:
 * @self: a #SyGameView
 *
 * Takes back the last correction: the original event returns.
 *
 * Returns: whether there was one to take back
 */
gboolean
sy_game_view_revert_correction (SyGameView *self)
{
  g_return_val_if_fail (SY_IS_GAME_VIEW (self), FALSE);

  if (!self->has_correction || self->game == NULL)
    return FALSE;
  self->has_correction = FALSE;
  /* The original log followed the rules, so it replays. */
  if (!sy_game_replace_event (self->game, self->corrected, &self->original, NULL))
    return FALSE;
  return sy_game_go_to (self->game, self->corrected_resume);
}
