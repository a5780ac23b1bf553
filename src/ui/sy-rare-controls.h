/* sy-rare-controls.h: what a turn rarely needs: the gear's die, a stack run out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_RARE_CONTROLS (sy_rare_controls_get_type ())

G_DECLARE_FINAL_TYPE (SyRareControls, sy_rare_controls, SY, RARE_CONTROLS, GtkBox)

void    sy_rare_controls_set_game (SyRareControls *self,
                                   SyGame         *game);
SyGame *sy_rare_controls_get_game (SyRareControls *self);

G_END_DECLS
