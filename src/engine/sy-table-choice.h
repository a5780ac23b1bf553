/* sy-table-choice.h: steps 2 and 3: which action tile may be chosen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table.h"

G_BEGIN_DECLS

gboolean sy_table_can_choose       (const SyTable    *table,
                                    guint             tile,
                                    GError          **error);

G_END_DECLS
