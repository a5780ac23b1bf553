/* sy-setup-checklist.h: the steps of laying out the table, to tick
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_SETUP_CHECKLIST (sy_setup_checklist_get_type ())

G_DECLARE_FINAL_TYPE (SySetupChecklist, sy_setup_checklist, SY, SETUP_CHECKLIST, AdwPreferencesGroup)

void    sy_setup_checklist_set_game (SySetupChecklist *self,
                                     SyGame           *game);
SyGame *sy_setup_checklist_get_game (SySetupChecklist *self);

G_END_DECLS
