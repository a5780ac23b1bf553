/* sy-tally-text.h: the final tally in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-engine.h"

G_BEGIN_DECLS

char       *sy_tally_text_result       (SyGame                *game,
                                        const SyTally         *tally);
const char *sy_tally_text_solo_band    (guint                  band);
const char *sy_tally_text_incomplete   (const SyTally         *tally);
const char *sy_tally_text_contract     (const SyContractTally *contract,
                                        SyEdition              edition);
char       *sy_tally_text_contract_points (const SyContractTally *contract);
char       *sy_tally_text_edition      (SyGame                *game);
char       *sy_tally_text_date         (SyGame                *game);
char       *sy_tally_text_chart_caption (SyGame               *game);
char       *sy_tally_text_points       (guint                  points);
char       *sy_tally_text_summary      (SyGame                *game,
                                        const char            *title);

G_END_DECLS
