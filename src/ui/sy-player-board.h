/* sy-player-board.h: one player's part of the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_PLAYER_BOARD (sy_player_board_get_type ())

G_DECLARE_FINAL_TYPE (SyPlayerBoard, sy_player_board, SY, PLAYER_BOARD, AdwExpanderRow)

GtkWidget *sy_player_board_new      (SyGame        *game,
                                     guint          seat);
guint      sy_player_board_get_seat (SyPlayerBoard *self);
char      *sy_player_board_describe (SyGame        *game,
                                     guint          player);

G_END_DECLS
