/* sy-event-codec.h: the event codec, JSON to SyEvent and back (sy-event.h holds the types)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "sy-event.h"

G_BEGIN_DECLS

const char *sy_event_type_to_id   (SyEventType      type);
JsonNode   *sy_event_to_json      (const SyEvent   *event);
gboolean    sy_event_from_json    (JsonNode        *node,
                                   SyEvent         *event,
                                   GError         **error);

G_END_DECLS
