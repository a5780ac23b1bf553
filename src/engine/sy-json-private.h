/* sy-json-private.h: reading members of documents that may be damaged
 *
 * json-glib's getters warn when a member is missing or of another type;
 * these answer NULL instead, so that a damaged file is an error, not a
 * warning.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

static inline JsonObject *
sy_json_get_object (JsonObject *object,
                    const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static inline JsonArray *
sy_json_get_array (JsonObject *object,
                   const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static inline const char *
sy_json_get_string (JsonObject *object,
                    const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/* Reads a whole number in [min, max] into @value; FALSE otherwise. */
static inline gboolean
sy_json_get_int (JsonObject *object,
                 const char *member,
                 gint64      min,
                 gint64      max,
                 gint64     *value)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *value = json_node_get_int (node);
  return *value >= min && *value <= max;
}

G_END_DECLS
