/* sy-ship-private.h: what the ship rules share with the best fitting
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-ship.h"

G_BEGIN_DECLS

gboolean _sy_room_fits          (const SyShipRoom      *room,
                                 const SySupply        *load);
guint    _sy_room_cabin_crew    (const SyShipRoom      *room,
                                 const SySupply        *load);
guint    _sy_room_stokers_over  (const SyShipRoom      *room,
                                 guint                  stokers);
guint    _sy_ship_points        (const SyFitting       *fitting,
                                 guint                  speed,
                                 guint                  cruise);
guint    _sy_base_speed         (SyItem                 propulsion,
                                 guint                  sails,
                                 guint                  smokestacks,
                                 guint                  engines);

G_END_DECLS
