/* sy-preferences-window.h: what a table sets once, and the contract cards copied
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SY_TYPE_PREFERENCES_WINDOW (sy_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (SyPreferencesWindow, sy_preferences_window, SY, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

SyPreferencesWindow *sy_preferences_window_new (GtkWindow *parent);

G_END_DECLS
