/* sy-callback-example.h: a header as the UI's were before issue 28, to show
 * that tests/check-ui-callbacks.sh finds a function-pointer callback type,
 * written over two lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct {
  int count;                    /* a struct is no callback */
} SyExampleCount;

typedef void (*SyExampleSavedFunc) (GtkWidget *widget,
                                    gpointer   user_data);

void sy_example_save (GtkWidget          *widget,
                      SyExampleSavedFunc  saved,
                      gpointer            user_data);

G_END_DECLS
