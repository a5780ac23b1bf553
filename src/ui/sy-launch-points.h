/* sy-launch-points.h: a launch's points, its best fitting and the ship's
 * room, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

void        sy_launch_points_fill      (GtkWidget           *list,
                                        SyEdition            edition,
                                        const SyShipScore   *score);
const char *sy_launch_describe_failure (const SyShipScore   *score,
                                        const SyShipScore   *best);
GtkWidget  *sy_launch_ask_failing      (GtkWidget           *parent,
                                        const char          *why,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data);
void        sy_launch_best_fill        (GtkWidget           *list,
                                        SyEdition            edition,
                                        const SyBestFitting *best,
                                        const SyFitting     *fitting);
char       *sy_launch_describe_room    (SyEdition            edition,
                                        const SyShipRoom    *room);

G_END_DECLS
