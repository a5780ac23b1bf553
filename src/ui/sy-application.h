/* sy-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-box.h"
#include "sy-user-data.h"

G_BEGIN_DECLS

#define SY_TYPE_APPLICATION (sy_application_get_type ())

G_DECLARE_FINAL_TYPE (SyApplication, sy_application, SY, APPLICATION, AdwApplication)

SyApplication *sy_application_new (void);
SyUserData    *sy_application_get_user_data (SyApplication *self);

/* The box (issue 18): one per edition, loaded at startup. */
SyBox         *sy_application_get_box          (SyApplication  *self,
                                                SyEdition       edition);
gboolean       sy_application_learn_game       (SyApplication  *self,
                                                const char     *previous_key,
                                                const char     *key,
                                                SyGame         *game,
                                                GError        **error);
gboolean       sy_application_save_box         (SyApplication  *self,
                                                SyEdition       edition,
                                                GError        **error);
char          *sy_application_take_box_problem (SyApplication  *self);
SyGame        *sy_application_get_example      (SyApplication  *self);
gboolean       sy_application_is_data_shared   (SyApplication  *self);
gboolean       sy_application_learn_history    (SyApplication  *self,
                                                const char     *folder,
                                                guint          *n_added,
                                                guint          *n_unreadable,
                                                GError        **error);

G_END_DECLS
