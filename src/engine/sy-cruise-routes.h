/* sy-cruise-routes.h: the routes of a shakedown cruise, and the best ones
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-canals.h"

G_BEGIN_DECLS

/**
 * SyRouteFunc:
 * @route: a legal route
 * @user_data: the caller's data
 *
 * Returns: %FALSE to stop the enumeration
 */
typedef gboolean (*SyRouteFunc) (const SyRoute *route,
                                 gpointer       user_data);

void      sy_canals_foreach_route   (const SyCanals        *canals,
                                     guint                  speed,
                                     SyRouteFunc            func,
                                     gpointer               user_data);
gboolean  sy_canals_has_route       (const SyCanals        *canals,
                                     guint                  speed);
guint     sy_canals_best_routes     (const SyCanals        *canals,
                                     guint                  speed,
                                     const guint           *weights,
                                     SyRoute               *routes,
                                     guint                  max,
                                     guint                 *value);
gboolean  sy_canals_check_route     (const SyCanals        *canals,
                                     SyRoute               *route,
                                     GError               **error);
void      sy_route_weights          (const SyShip          *ship,
                                     const SyFitting       *fitting,
                                     guint                 *weights);
guint     sy_route_value            (const SyRoute         *route,
                                     const guint           *weights);

G_END_DECLS
