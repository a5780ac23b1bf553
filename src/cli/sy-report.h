/* sy-report.h: a saved game's state, as text or JSON, for the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_REPORT_FORMAT "shipyard-companion-report"
#define SY_REPORT_VERSION 1

JsonNode *sy_report_to_json  (SyGame       *game,
                              const GError *violation);
char     *sy_report_to_text  (SyGame       *game,
                              const GError *violation);

G_END_DECLS
