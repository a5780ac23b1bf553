/* sy-card-values-page.h: the contract card values the user copied, in
 * Preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *sy_card_values_page_new (void);

G_END_DECLS
