/* sy-entry-rows.h: the rows, lists and buttons every action form is made of
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

char      *sy_supply_describe  (SyEdition        edition,
                                const SySupply  *supply);
GtkWidget *sy_entry_list_new   (void);
GtkWidget *sy_entry_row_new    (const char      *title,
                                const char      *subtitle);
GtkWidget *sy_entry_row_new_with_suffix (const char *title,
                                         const char *subtitle,
                                         GtkWidget  *suffix);
GtkWidget *sy_entry_spin_row_new (const char     *title,
                                  double          min,
                                  double          max,
                                  GtkSpinButton **spin_out);
GtkWidget *sy_entry_send_button_new (const char *label);
GtkWidget *sy_entry_find_send_button (GtkWidget *form);
GtkWidget *sy_entry_group_new       (GtkWidget  *page,
                                     const char *title,
                                     const char *description);
char      *sy_entry_describe_price  (SyEdition   edition,
                                     guint       price);

G_END_DECLS
