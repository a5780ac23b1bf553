/* ui-input.h: real pointer clicks and key presses for the UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

GtkWidget *find_cover           (GtkWidget       *widget,
                                 GtkWidget       *within);
GtkWidget *find_labelled_button (GtkWidget       *root,
                                 const char      *label);
void       pointer_click        (GtkWidget       *widget);
void       focus_window         (GtkWindow       *window);
void       press_keys           (guint            keyval,
                                 GdkModifierType  modifiers);
