/* sy-solo-entry.h: a solo opponent's turn, as its tile shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_SOLO_ENTRY (sy_solo_entry_get_type ())

G_DECLARE_FINAL_TYPE (SySoloEntry, sy_solo_entry, SY, SOLO_ENTRY, GtkBox)

GtkWidget *sy_solo_entry_new (SyGame *game);

G_END_DECLS
