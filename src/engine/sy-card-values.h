/* sy-card-values.h: the values owners copy from their contract cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

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
SyCardValues     *sy_card_values_copy        (const SyCardValues  *values);
void              sy_card_values_add         (SyCardValues        *values,
                                              const SyCardValues  *added);
void              sy_card_values_set         (SyCardValues        *values,
                                              const char          *id,
                                              guint                count,
                                              guint                points);
gboolean          sy_card_values_lookup      (const SyCardValues  *values,
                                              const char          *id,
                                              guint                count,
                                              guint               *points);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyCardValues, sy_card_values_free)

G_END_DECLS
