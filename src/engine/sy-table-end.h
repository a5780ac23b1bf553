/* sy-table-end.h: the end of the game: points, the winners, the solo bands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table.h"

G_BEGIN_DECLS

guint    sy_table_final_points     (const SyTable    *table,
                                    guint             player);
guint    sy_table_winners          (const SyTable    *table,
                                    gboolean         *winners);
guint    sy_table_solo_band        (guint             points);

G_END_DECLS
