/* sy-cruise-chooser.h: the route a launched ship sails, chosen or traced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_CRUISE_CHOOSER (sy_cruise_chooser_get_type ())

G_DECLARE_FINAL_TYPE (SyCruiseChooser, sy_cruise_chooser, SY, CRUISE_CHOOSER, GtkWidget)

GtkWidget *sy_cruise_chooser_new        (SyGame              *game);
void       sy_cruise_chooser_set_game   (SyCruiseChooser     *self,
                                         SyGame              *game);
SyGame    *sy_cruise_chooser_get_game   (SyCruiseChooser     *self);
void       sy_cruise_chooser_set_chosen (SyCruiseChooser     *self,
                                         guint                chosen);
guint      sy_cruise_chooser_get_chosen (SyCruiseChooser     *self);
void       sy_cruise_chooser_set_plan   (SyCruiseChooser     *self,
                                         const SyLaunchPlan  *plan);
gboolean   sy_cruise_chooser_offers_routes (SyCruiseChooser *self);
gboolean   sy_cruise_chooser_get_route  (SyCruiseChooser     *self,
                                         SyRoute             *route,
                                         SyShipScore         *score);
gboolean   sy_cruise_chooser_trace      (SyCruiseChooser     *self,
                                         const SyCanalSpot   *spot,
                                         GError             **error);

G_END_DECLS
