/* sy-table-choice-private.h: the choice of an action tile, for the dispatch of events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table-choice.h"

G_BEGIN_DECLS

gboolean _sy_table_apply_choose (SyTable        *table,
                                 const SyEvent  *event,
                                 GError        **error);

G_END_DECLS
