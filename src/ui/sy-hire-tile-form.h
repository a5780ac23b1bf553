/* sy-hire-tile-form.h: the employee tile taken, entered by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-employee-names.h"
#include "sy-entry-rows.h"

G_BEGIN_DECLS

#define SY_TYPE_HIRE_TILE_FORM (sy_hire_tile_form_get_type ())

/* The hire of a tile entered by hand: its kind, what it pictures, its colour, the stops. */
G_DECLARE_FINAL_TYPE (SyHireTileForm, sy_hire_tile_form, SY, HIRE_TILE_FORM, GtkBox)

GtkWidget *sy_hire_tile_form_new   (SyGame         *game,
                                    gboolean        bonus);
void       sy_hire_tile_form_reset (SyHireTileForm *self);
char      *sy_hire_describe_cost   (SyEdition       edition,
                                    guint           steps,
                                    guint           price);

G_END_DECLS
