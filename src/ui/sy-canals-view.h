/* sy-canals-view.h: a player's canal system, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

GtkWidget *sy_canals_view_new            (const SyCanals *canals);
GtkWidget *sy_canals_view_new_with_route (const SyCanals *canals,
                                          const SyRoute  *route);

G_END_DECLS
