/* sy-event-codec.h: the event codec, SyEvent to JSON (sy-event-decode.h reads; sy-event.h holds the types)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "sy-event.h"

G_BEGIN_DECLS

const char *sy_event_type_to_id   (SyEventType      type);
JsonNode   *sy_event_to_json      (const SyEvent   *event);

G_END_DECLS
