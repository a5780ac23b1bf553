/* sy-hire-entry.h: hiring an employee
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-employee-names.h"
#include "sy-entry-rows.h"

G_BEGIN_DECLS

#define SY_TYPE_HIRE_ENTRY (sy_hire_entry_get_type ())

/* The hire form: an employee within reach tapped, or the tile taken entered. */
G_DECLARE_FINAL_TYPE (SyHireEntry, sy_hire_entry, SY, HIRE_ENTRY, GtkBox)

GtkWidget *sy_hire_entry_new    (SyGame           *game,
                                 gboolean          bonus);
void       sy_hire_entry_reset  (SyHireEntry      *self);

G_END_DECLS
