/* sy-contract-row.h: a contract card as its owner sees it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

GtkWidget *sy_contract_row_new          (const SyContract *contract,
                                        SyEdition         edition);
char      *sy_contract_icon_name        (const SyContract *contract);
GtkWidget *sy_contract_icon_new         (const SyContract *contract);
GtkWidget *sy_contract_points_label_new (const char       *text);

G_END_DECLS
