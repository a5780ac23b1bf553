/* sy-preferences-window.h: what a table sets once, and the contract cards copied
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"
#include "sy-user-data.h"

G_BEGIN_DECLS

#define SY_TYPE_PREFERENCES_WINDOW (sy_preferences_window_get_type ())

/* An AdwPreferencesDialog where libadwaita has it (1.5), shown inside the
 * main window; before, an AdwPreferencesWindow. The template's parent is
 * chosen to match in src/ui/meson.build. Shown with sy_dialogs_present(). */
#if ADW_CHECK_VERSION (1, 5, 0)
G_DECLARE_FINAL_TYPE (SyPreferencesWindow, sy_preferences_window, SY, PREFERENCES_WINDOW,
                      AdwPreferencesDialog)
#else
G_DECLARE_FINAL_TYPE (SyPreferencesWindow, sy_preferences_window, SY, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)
#endif

SyPreferencesWindow *sy_preferences_window_new       (SyUserData          *user_data);
void                 sy_preferences_window_show_page (SyPreferencesWindow *self,
                                                      AdwPreferencesPage  *page);
void                 sy_preferences_window_set_edition (SyPreferencesWindow *self,
                                                        SyEdition            edition);

G_END_DECLS
