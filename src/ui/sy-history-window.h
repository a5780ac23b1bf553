/* sy-history-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SY_TYPE_HISTORY_WINDOW (sy_history_window_get_type ())

G_DECLARE_FINAL_TYPE (SyHistoryWindow, sy_history_window, SY, HISTORY_WINDOW, AdwWindow)

SyHistoryWindow *sy_history_window_new (GtkWindow  *parent,
                                        const char *folder);
void             sy_history_window_reload (SyHistoryWindow *self);
gboolean         sy_history_window_is_loading (SyHistoryWindow *self);

G_END_DECLS
