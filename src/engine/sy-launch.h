/* sy-launch.h: the best launch of a finished ship, proposed to the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-best-fitting.h"
#include "sy-table.h"

G_BEGIN_DECLS

guint    sy_table_list_finished  (const SyTable  *table,
                                  SyShipSpan     *spans);
gboolean sy_table_propose_launch (const SyTable  *table,
                                  guint           slot,
                                  SyEvent        *event,
                                  SyBestFitting  *best,
                                  GError        **error);

gboolean sy_table_propose_launch_keeping (const SyTable  *table,
                                          guint           slot,
                                          const SySupply *keep_back,
                                          SyEvent        *event,
                                          SyBestFitting  *best,
                                          GError        **error);

G_END_DECLS
