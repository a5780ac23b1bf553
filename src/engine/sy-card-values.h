/* sy-card-values.h: the values owners copy from their contract cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * SyCardValues:
 *
 * The values the owner copied from contract cards whose tables the
 * rulebooks do not print: for a contract id, points by count.
 */
typedef struct _SyCardValues SyCardValues;

SyCardValues     *sy_card_values_new         (void);
void              sy_card_values_free        (SyCardValues        *values);
void              sy_card_values_set         (SyCardValues        *values,
                                              const char          *id,
                                              guint                count,
                                              guint                points);
gboolean          sy_card_values_lookup      (const SyCardValues  *values,
                                              const char          *id,
                                              guint                count,
                                              guint               *points);
JsonNode         *sy_card_values_to_json     (const SyCardValues  *values);
JsonNode         *sy_card_values_parse       (GBytes              *bytes,
                                              GError             **error);
gboolean          sy_card_values_load_user   (SyCardValues        *values,
                                              GError             **error);
gboolean          sy_card_values_save_user   (const SyCardValues  *values,
                                              GError             **error);
gboolean          sy_card_values_merge_json  (SyCardValues        *values,
                                              JsonNode            *node,
                                              GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyCardValues, sy_card_values_free)

G_END_DECLS
