/* ui-dump.h: what a widget shows, as text, to compare two of them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

char *dump_widget      (GtkWidget  *widget);
void  assert_same_dump (GtkWidget  *kept,
                        GtkWidget  *fresh,
                        const char *what);
