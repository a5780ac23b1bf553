/* sy-canal-spot-button.h: a button over a spot of the canals' drawing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What a spot of the canals' drawing is. */
typedef enum {
  SY_CANAL_SPOT_SPACE,          /* a space of a route: x, y and position */
  SY_CANAL_SPOT_CELL,           /* a cell of the grid: x and y */
  SY_CANAL_SPOT_START,          /* a start: position */
} SyCanalSpotKind;

#define SY_TYPE_CANAL_SPOT_BUTTON (sy_canal_spot_button_get_type ())

G_DECLARE_FINAL_TYPE (SyCanalSpotButton, sy_canal_spot_button, SY, CANAL_SPOT_BUTTON, GtkButton)

GtkWidget       *sy_canal_spot_button_new          (SyCanalSpotKind    kind,
                                                    int                x,
                                                    int                y,
                                                    guint              position);
SyCanalSpotKind  sy_canal_spot_button_get_spot     (SyCanalSpotButton *self,
                                                    int               *x,
                                                    int               *y,
                                                    guint             *position);

G_END_DECLS
