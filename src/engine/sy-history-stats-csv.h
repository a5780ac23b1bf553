/* sy-history-stats-csv.h: the history's statistics as CSV (or tab-separated, to copy)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-history-stats.h"

G_BEGIN_DECLS

char *sy_history_stats_to_csv (const SyHistoryStats *stats,
                               char                  separator);

G_END_DECLS
