/* sy-card-values-json.h: the card values as JSON: in saved games and in the user's file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "sy-card-values.h"

G_BEGIN_DECLS

JsonNode         *sy_card_values_to_json     (const SyCardValues  *values);
JsonNode         *sy_card_values_parse       (GBytes              *bytes,
                                              GError             **error);
gboolean          sy_card_values_load_user   (SyCardValues        *values,
                                              GError             **error);
gboolean          sy_card_values_save_user   (const SyCardValues  *values,
                                              GError             **error);
gboolean          sy_card_values_add_to_user (const SyCardValues  *added,
                                              char               **kept_aside,
                                              GError             **error);
gboolean          sy_card_values_merge_json  (SyCardValues        *values,
                                              JsonNode            *node,
                                              GError             **error);

G_END_DECLS
