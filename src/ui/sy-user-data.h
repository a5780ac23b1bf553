/* sy-user-data.h: the user's data, owned once: the boxes, the writer of the user's files, the data folder's lock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sy-engine.h"
#include "sy-writer.h"

G_BEGIN_DECLS

#define SY_TYPE_USER_DATA (sy_user_data_get_type ())

G_DECLARE_FINAL_TYPE (SyUserData, sy_user_data, SY, USER_DATA, GObject)

SyUserData *sy_user_data_new              (const char  *folder);
SyBox      *sy_user_data_get_box          (SyUserData  *self,
                                           SyEdition    edition);
gboolean    sy_user_data_learn_game       (SyUserData  *self,
                                           const char  *previous_key,
                                           const char  *key,
                                           SyGame      *game,
                                           GError     **error);
gboolean    sy_user_data_save_box         (SyUserData  *self,
                                           SyEdition    edition,
                                           GError     **error);
void        sy_user_data_retry_box_saves  (SyUserData  *self);
gboolean    sy_user_data_is_box_saved     (SyUserData  *self);
SyWriter   *sy_user_data_get_writer       (SyUserData  *self);
char       *sy_user_data_take_box_problem (SyUserData  *self);
SyGame     *sy_user_data_get_example      (SyUserData  *self);
gboolean    sy_user_data_is_reading_boxes (SyUserData  *self);
gboolean    sy_user_data_is_data_shared   (SyUserData  *self);
void        sy_user_data_history_changed  (SyUserData  *self);
gboolean    sy_user_data_learn_history    (SyUserData  *self,
                                           const char  *folder,
                                           guint       *n_added,
                                           guint       *n_unreadable,
                                           GError     **error);

G_END_DECLS
