/* sy-contracts-check.h: checking a decision against one's hidden contracts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_CONTRACTS_CHECK (sy_contracts_check_get_type ())

G_DECLARE_FINAL_TYPE (SyContractsCheck, sy_contracts_check, SY, CONTRACTS_CHECK, GtkButton)

GtkWidget *sy_contracts_check_button_new (SyGame        *game);
GtkWidget *sy_contracts_check_icon_new   (SyGame        *game,
                                          const SyEvent *event);
void       sy_contracts_check_set_event  (SyContractsCheck *self,
                                          const SyEvent    *event);
void       sy_contracts_check_update     (SyContractsCheck *self);

G_END_DECLS
