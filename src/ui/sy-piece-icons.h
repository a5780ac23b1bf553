/* sy-piece-icons.h: each kind of piece and employee to its symbolic icon
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

/* Every captain after a ship's first is an officer: the same piece, a
 * symbol of its own. */
#define SY_PIECE_ICON_OFFICER "sy-officer-symbolic"

const char *sy_piece_icon_for_item     (SyItem         item);
const char *sy_piece_icon_for_employee (SyEmployeeKind kind);
GtkWidget  *sy_piece_icon_new          (const char    *icon_name,
                                        const char    *accessible_name);
GtkWidget  *sy_piece_icons_for_supply  (SyEdition       edition,
                                        const SySupply *supply);
GtkWidget  *sy_piece_icons_for_employees (SyEdition         edition,
                                          const SyEmployee *employees,
                                          guint             n_employees);

G_END_DECLS
