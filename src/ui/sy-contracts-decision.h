/* sy-contracts-decision.h: what a pending decision would change for the
 * hidden contracts of the player on turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_CONTRACTS_DECISION_PAGE (sy_contracts_decision_page_get_type ())

G_DECLARE_FINAL_TYPE (SyContractsDecisionPage, sy_contracts_decision_page, SY, CONTRACTS_DECISION_PAGE,
                      AdwPreferencesPage)

GtkWidget *sy_contracts_decision_page_new (SyGame        *game,
                                           guint          player,
                                           const SyEvent *decision);

G_END_DECLS
