/* sy-table-track.h: the action track: where each tile lies and what it pays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table.h"

G_BEGIN_DECLS

int      sy_table_find_tile        (const SyTable    *table,
                                    SyAction          action);
guint    sy_table_income           (const SyTable    *table,
                                    guint             tile);

G_END_DECLS
