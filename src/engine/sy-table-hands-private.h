/* sy-table-hands-private.h: the contracts dealt and discarded, for the dispatch of events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table.h"

G_BEGIN_DECLS

gboolean _sy_table_apply_deal (SyTable        *table,
                               const SyEvent  *event,
                               GError        **error);
gboolean _sy_table_apply_discard (SyTable        *table,
                                  const SyEvent  *event,
                                  GError        **error);

G_END_DECLS
