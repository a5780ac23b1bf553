/* sy-game-view.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"
#include "sy-user-data.h"

G_BEGIN_DECLS

#define SY_TYPE_GAME_VIEW (sy_game_view_get_type ())

G_DECLARE_FINAL_TYPE (SyGameView, sy_game_view, SY, GAME_VIEW, GtkWidget)

void    sy_game_view_set_game (SyGameView *self,
                               SyGame     *game);
SyGame *sy_game_view_get_game (SyGameView *self);

typedef struct _SyTrackView SyTrackView;
typedef struct _SyLayoutView SyLayoutView;

SyTrackView  *sy_game_view_get_track_view  (SyGameView *self);
void          sy_game_view_start_correction  (SyGameView *self,
                                              guint       index);
void          sy_game_view_cancel_correction (SyGameView *self);
gboolean      sy_game_view_revert_correction (SyGameView *self);
SyLayoutView *sy_game_view_get_layout_view (SyGameView *self);
gboolean      sy_game_view_choose_tile     (SyGameView *self,
                                            guint       position);
gboolean      sy_game_view_end_turn        (SyGameView *self);

void sy_game_view_set_user_data (SyGameView *self,
                                 SyUserData *user_data);

G_END_DECLS
