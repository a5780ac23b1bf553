/* sy-table-read.h: what the program reads of the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table.h"

G_BEGIN_DECLS

SyPhase              sy_table_get_phase        (const SyTable *table);
guint                sy_table_get_current      (const SyTable *table);
guint                sy_table_get_start_player (const SyTable *table);
const SySetupFacts  *sy_table_get_facts        (const SyTable *table);
const SyTrack       *sy_table_get_track        (const SyTable *table);
const SyPlayerState *sy_table_get_player       (const SyTable *table,
                                                guint          seat);
gboolean             sy_table_get_ring_known   (const SyTable *table);
guint                sy_table_get_employee_pointer (const SyTable *table);
const SyEmployee    *sy_table_get_ring_pile    (const SyTable *table,
                                                guint          stop,
                                                guint          pile,
                                                guint         *count);

G_END_DECLS
