/* sy-canals-view.h: a player's canal system, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-canals-drawing.h"
#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_CANALS_VIEW (sy_canals_view_get_type ())

G_DECLARE_FINAL_TYPE (SyCanalsView, sy_canals_view, SY, CANALS_VIEW, GtkWidget)

GtkWidget  *sy_canals_view_new                    (const SyCanals    *canals);
GtkWidget  *sy_canals_view_new_with_route         (const SyCanals    *canals,
                                                   const SyRoute     *route);
void        sy_canals_view_set_canals             (SyCanalsView      *self,
                                                   const SyCanals    *canals);
void        sy_canals_view_set_game               (SyCanalsView      *self,
                                                   SyGame            *game);
void        sy_canals_view_set_seat               (SyCanalsView      *self,
                                                   guint              seat);
const SyCanals *sy_canals_view_get_canals         (SyCanalsView      *self);
void        sy_canals_view_set_route              (SyCanalsView      *self,
                                                   const SyRoute     *route,
                                                   const guint       *step_points);
void        sy_canals_view_set_highlighted_cells  (SyCanalsView      *self,
                                                   const int         *xs,
                                                   const int         *ys,
                                                   guint              n);
void        sy_canals_view_set_preview            (SyCanalsView      *self,
                                                   gboolean           shown,
                                                   int                x,
                                                   int                y,
                                                   const SyCanalTile *tile);
void        sy_canals_view_set_spaces_active      (SyCanalsView      *self,
                                                   gboolean           active);
void        sy_canals_view_set_starts             (SyCanalsView      *self,
                                                   const SyCanalSpot *spots,
                                                   guint              n,
                                                   int                selected);
void        sy_canals_view_set_cell_size          (SyCanalsView      *self,
                                                   double             cell_size);

G_END_DECLS
