/* sy-table-private.h: what the table's rule files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table.h"

G_BEGIN_DECLS

void     _sy_table_begin_turn        (SyTable        *table);
guint    _sy_table_markers_to_place  (const SyTable  *table);
gboolean _sy_table_discards_due      (const SyTable  *table);
void     _sy_table_advance           (SyTable        *table);
gboolean _sy_table_apply_deal        (SyTable        *table,
                                      const SyEvent  *event,
                                      GError        **error);
gboolean _sy_table_apply_discard     (SyTable        *table,
                                      const SyEvent  *event,
                                      GError        **error);
void     _sy_table_finish_regular_turn (SyTable      *table);
gboolean _sy_table_apply_solo_turn   (SyTable        *table,
                                      const SyEvent  *event,
                                      GError        **error);
gboolean _sy_table_has_last_chance   (const SyTable  *table,
                                      guint           player);
gboolean _sy_table_apply_action      (SyTable        *table,
                                      const SyEvent  *event,
                                      GError        **error);
gboolean _sy_table_can_hire          (const SyTable     *table,
                                      guint              income);
gboolean _sy_table_check_employee    (const SyTable     *table,
                                      const SyEmployee  *e,
                                      GError           **error);
gboolean _sy_table_apply_launch      (SyTable        *table,
                                      const SyEvent  *event,
                                      GError        **error);

G_END_DECLS
