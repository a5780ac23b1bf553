/* sy-game-over-rows.h: the game is over, its tally one tap away
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_GAME_OVER_ROWS (sy_game_over_rows_get_type ())

G_DECLARE_FINAL_TYPE (SyGameOverRows, sy_game_over_rows, SY, GAME_OVER_ROWS, GtkBox)

void       sy_game_over_rows_update   (SyGameOverRows *self,
                                       SyGame         *game);
GtkWidget *sy_game_over_rows_get_list (SyGameOverRows *self);

G_END_DECLS
