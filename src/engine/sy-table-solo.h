/* sy-table-solo.h: the solo game's opponents
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table.h"

G_BEGIN_DECLS

gboolean sy_table_solo_uses_number (const SyTable    *table);

G_END_DECLS
