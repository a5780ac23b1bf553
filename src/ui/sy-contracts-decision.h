/* sy-contracts-decision.h: what a pending decision would change for the
 * hidden contracts of the player on turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-card-table-window.h"

G_BEGIN_DECLS

void sy_contracts_decision_fill (GtkWidget            *page,
                                 SyGame               *game,
                                 const SyEvent        *decision,
                                 SyCardTableSavedFunc  saved,
                                 gpointer              user_data);

G_END_DECLS
