/* sy-action-offer.h: rows that pick an action, as the bonus or the final one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_ACTION_OFFER (sy_action_offer_get_type ())

G_DECLARE_FINAL_TYPE (SyActionOffer, sy_action_offer, SY, ACTION_OFFER, GtkBox)

void       sy_action_offer_show_bonus (SyActionOffer      *self,
                                       const SyTable      *table,
                                       const SyTableSteps *steps,
                                       gboolean            fold);
void       sy_action_offer_show_final (SyActionOffer      *self,
                                       const SyTable      *table);
GtkWidget *sy_action_offer_get_list   (SyActionOffer      *self);

G_END_DECLS
