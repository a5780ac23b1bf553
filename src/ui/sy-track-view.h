/* sy-track-view.h: the action track as it lies on the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_TRACK_VIEW (sy_track_view_get_type ())

G_DECLARE_FINAL_TYPE (SyTrackView, sy_track_view, SY, TRACK_VIEW, GtkWidget)

GtkWidget *sy_track_view_new      (void);
void       sy_track_view_set_game (SyTrackView *self,
                                   SyGame      *game);
SyGame    *sy_track_view_get_game (SyTrackView *self);
GtkWidget *sy_track_view_get_tile (SyTrackView *self,
                                   guint        position);
char      *sy_track_view_describe_counter (SyTrackView *self);
char      *sy_track_view_describe_grid    (SyTrackView *self);

G_END_DECLS
