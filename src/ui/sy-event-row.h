/* sy-event-row.h: a row that enters one event with one tap
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_EVENT_ROW (sy_event_row_get_type ())

G_DECLARE_FINAL_TYPE (SyEventRow, sy_event_row, SY, EVENT_ROW, AdwActionRow)

GtkWidget     *sy_event_row_new       (SyGame        *game,
                                       const char    *title,
                                       const char    *subtitle,
                                       const SyEvent *event);
const SyEvent *sy_event_row_get_event (SyEventRow    *self);
void           sy_event_row_set_event (SyEventRow    *self,
                                       const char    *title,
                                       const char    *subtitle,
                                       const SyEvent *event);

G_END_DECLS
