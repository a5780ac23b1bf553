/* sy-table-flow-private.h: the order of play, for the table's other rule files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table-flow.h"

G_BEGIN_DECLS

const char *_sy_table_phase_refuses (const SyTable  *table,
                                     SyEventType     type);
void     _sy_table_begin_turn           (SyTable        *table);
void     _sy_table_advance              (SyTable        *table);
void     _sy_table_finish_regular_turn  (SyTable        *table);
gboolean _sy_table_discards_due         (const SyTable  *table);
gboolean _sy_table_apply_round_end      (SyTable        *table,
                                         const SyEvent  *event,
                                         GError        **error);
gboolean _sy_table_apply_stack_empty    (SyTable        *table,
                                         const SyEvent  *event,
                                         GError        **error);
gboolean _sy_table_apply_end_turn       (SyTable        *table,
                                         const SyEvent  *event,
                                         GError        **error);
gboolean _sy_table_apply_pass           (SyTable        *table,
                                         const SyEvent  *event,
                                         GError        **error);

G_END_DECLS
