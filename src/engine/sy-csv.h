/* sy-csv.h: a tally and the history as CSV
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-game.h"
#include "sy-history-manage.h"

G_BEGIN_DECLS

void  sy_csv_append_field (GString         *line,
                           const char      *field);
char *sy_csv_tally        (SyGame          *game);
char *sy_csv_history      (const SyHistory *history,
                           GTimeZone       *zone);

G_END_DECLS
