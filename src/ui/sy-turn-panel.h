/* sy-turn-panel.h: the inputs the step the table waits for needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"
#include "sy-user-data.h"

G_BEGIN_DECLS

#define SY_TYPE_TURN_PANEL (sy_turn_panel_get_type ())

G_DECLARE_FINAL_TYPE (SyTurnPanel, sy_turn_panel, SY, TURN_PANEL, GtkWidget)

GtkWidget *sy_turn_panel_new      (void);
void       sy_turn_panel_set_game (SyTurnPanel *self,
                                   SyGame      *game);
SyGame    *sy_turn_panel_get_game (SyTurnPanel *self);
void       sy_turn_panel_start_bonus (SyTurnPanel *self,
                                   SyAction     action);
GtkWidget *sy_turn_panel_get_guided (SyTurnPanel *self);

void sy_turn_panel_set_user_data (SyTurnPanel *self,
                                  SyUserData *user_data);

G_END_DECLS
