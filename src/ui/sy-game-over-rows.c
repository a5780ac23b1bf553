/* sy-game-over-rows.c: the game is over, its tally one tap away
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Once the game is over, the contracts are revealed and everything
 * tallied in the tally window, opened from the one row.
 */
#define G_LOG_DOMAIN "sy-game-over-rows"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-game-over-rows.h"
#include "sy-tally-window.h"

struct _SyGameOverRows
{
  GtkBox parent_instance;

  SyGame *game;
  GtkWidget *list;
  AdwActionRow *tally_row;
};

G_DEFINE_FINAL_TYPE (SyGameOverRows, sy_game_over_rows, GTK_TYPE_BOX)

static void
tally_activated_cb (SyGameOverRows *self)
{
  GtkWindow *window;

  if (self->game == NULL)
    return;
  window = sy_tally_window_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), self->game);
  gtk_window_present (window);
}

/**
 * sy_game_over_rows_update:
 * @self: the rows
 * @game: a game that is over
 *
 * Shows @game's end: what its tally shows depends on whether it was solo.
 */
void
sy_game_over_rows_update (SyGameOverRows *self,
                          SyGame         *game)
{
  g_return_if_fail (SY_IS_GAME_OVER_ROWS (self));
  g_return_if_fail (SY_IS_GAME (game));

  g_set_object (&self->game, game);
  /* A solo game has no winner: its score earns a title. */
  adw_action_row_set_subtitle (self->tally_row,
                               sy_game_get_n_players (game) == 1
                               ? _("Your contracts are shown, with your final score and the title "
                                   "it earns")
                               : _("Everyone’s contracts are shown, with the final score of each "
                                   "player and the winner"));
}

/**
 * sy_game_over_rows_get_list:
 * @self: the rows
 *
 * Returns: (transfer none): the list of the tally's row, the control of
 *   the step
 */
GtkWidget *
sy_game_over_rows_get_list (SyGameOverRows *self)
{
  g_return_val_if_fail (SY_IS_GAME_OVER_ROWS (self), NULL);

  return self->list;
}

static void
sy_game_over_rows_dispose (GObject *object)
{
  SyGameOverRows *self = SY_GAME_OVER_ROWS (object);

  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_GAME_OVER_ROWS);

  G_OBJECT_CLASS (sy_game_over_rows_parent_class)->dispose (object);
}

static void
sy_game_over_rows_class_init (SyGameOverRowsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_game_over_rows_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-game-over-rows.ui");
  gtk_widget_class_bind_template_child (widget_class, SyGameOverRows, list);
  gtk_widget_class_bind_template_child (widget_class, SyGameOverRows, tally_row);
  gtk_widget_class_bind_template_callback (widget_class, tally_activated_cb);
}

static void
sy_game_over_rows_init (SyGameOverRows *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
