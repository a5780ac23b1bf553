/* sy-player-board.h: one player's part of the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

GtkWidget *sy_player_board_new      (SyGame *game,
                                     guint   player);
char      *sy_player_board_describe (SyGame *game,
                                     guint   player);

G_END_DECLS
