/* sy-route-steps.h: a cruise step by step, as it is drawn and traced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-canals.h"

G_BEGIN_DECLS

void      sy_route_step_points      (const SyCanals        *canals,
                                     const SyRoute         *route,
                                     const guint           *weights,
                                     guint                 *points);
guint     sy_canals_route_next      (const SyCanals        *canals,
                                     guint                  speed,
                                     const SyRoute         *prefix,
                                     SyCanalSpot           *next,
                                     guint                  max);

G_END_DECLS
