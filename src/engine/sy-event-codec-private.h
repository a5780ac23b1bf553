/* sy-event-codec-private.h: the names the saved game's log gives event
 * types, parts and canal officials, shared by writing (sy-event-codec.c)
 * and reading (sy-event-decode.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-event.h"

G_BEGIN_DECLS

extern const char *const _sy_event_type_ids[SY_N_EVENT_TYPES];
/* "none", then the parts' kinds in SyPartKind order. */
extern const char *const _sy_event_kind_ids[4];
extern const char *const _sy_event_mark_ids[SY_N_MARKS];

G_END_DECLS
