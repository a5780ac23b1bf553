/* sy-event-decode.h: the event codec, JSON to SyEvent (sy-event-codec.h writes)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "sy-event.h"

G_BEGIN_DECLS

gboolean    sy_event_from_json    (JsonNode        *node,
                                   SyEvent         *event,
                                   GError         **error);

G_END_DECLS
