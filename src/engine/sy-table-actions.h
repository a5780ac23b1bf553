/* sy-table-actions.h: the actions, the bonus action, launching ships, and their prices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table.h"

G_BEGIN_DECLS

/* The highest price an exchange's space may show. */
#define SY_EXCHANGE_MAX_PRICE 9

gboolean sy_table_may_take_stand_in (const SyTable   *table,
                                    SyPartKind        kind);
guint    sy_table_part_price       (const SyTable    *table,
                                    const SyBoughtPart *part);
guint    sy_table_proposed_price   (const SyTable    *table,
                                    guint             position);
guint    sy_table_hire_price       (const SyTable    *table,
                                    guint             steps,
                                    const SyEmployee *employee);
guint    sy_table_employee_colour  (const SyTable    *table,
                                    SyEmployeeKind    kind);
gboolean sy_table_may_hire         (const SyTable    *table,
                                    const SyEmployee *employee,
                                    GError          **error);
guint    sy_table_exchange_swaps   (const SyTable    *table,
                                    const SyGoodUse  *uses,
                                    guint             good,
                                    SyItem           *items,
                                    guint             max_items);
guint    sy_table_exchange_income  (const SyTable    *table,
                                    guint             goods_tile,
                                    const SyGoodUse  *uses);
void     sy_table_ring_step        (const SyTable    *table,
                                    SyEventType       type,
                                    guint             steps,
                                    guint            *price,
                                    SySupply         *supply);

G_END_DECLS
