/* sy-table-solo-private.h: a solo opponent's turn, for the dispatch of events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table-solo.h"

G_BEGIN_DECLS

gboolean _sy_table_apply_solo_turn (SyTable        *table,
                                    const SyEvent  *event,
                                    GError        **error);

G_END_DECLS
