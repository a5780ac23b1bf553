/* sy-card-values-page.h: the contract card values the user copied, in
 * Preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SY_TYPE_CARD_VALUES_PAGE (sy_card_values_page_get_type ())

G_DECLARE_FINAL_TYPE (SyCardValuesPage, sy_card_values_page, SY, CARD_VALUES_PAGE, AdwPreferencesPage)

GtkWidget *sy_card_values_page_new (void);

G_END_DECLS
