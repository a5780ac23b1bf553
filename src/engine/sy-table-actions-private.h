/* sy-table-actions-private.h: the actions and launches, for the table's other rule files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table-actions.h"

G_BEGIN_DECLS

gboolean _sy_table_apply_action (SyTable        *table,
                                 const SyEvent  *event,
                                 GError        **error);
gboolean _sy_table_apply_launch (SyTable        *table,
                                 const SyEvent  *event,
                                 GError        **error);
gboolean _sy_table_can_hire          (const SyTable     *table,
                                      guint              income);
gboolean _sy_table_check_employee    (const SyTable     *table,
                                      const SyEmployee  *e,
                                      GError           **error);

G_END_DECLS
