/* sy-contracts-hand-page.h: the owner's hand behind the privacy screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_CONTRACTS_HAND_PAGE (sy_contracts_hand_page_get_type ())

G_DECLARE_FINAL_TYPE (SyContractsHandPage, sy_contracts_hand_page, SY, CONTRACTS_HAND_PAGE,
                      AdwPreferencesPage)

GtkWidget *sy_contracts_hand_page_new (SyGame *game,
                                       guint   player);
gboolean   sy_contracts_hand_page_get_discarded (SyContractsHandPage *self);

G_END_DECLS
