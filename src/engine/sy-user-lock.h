/* sy-user-lock.h: who works on the user's data folder: one instance of the program at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * SyUserLock:
 *
 * The lock an instance of the program holds on the user's data folder
 * while it runs, or the note that another instance holds it.
 */
typedef struct _SyUserLock SyUserLock;

SyUserLock *sy_user_lock_acquire   (const char  *folder);
gboolean    sy_user_lock_is_shared (const SyUserLock *lock);
void        sy_user_lock_release   (SyUserLock  *lock);
int         sy_user_lock_file_hold (const char  *path);
void        sy_user_lock_file_let_go (int        fd);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyUserLock, sy_user_lock_release)

G_END_DECLS
