/* sy-build-entry.h: buying ship parts and placing them in the yard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-entry-rows.h"
#include "sy-user-data.h"

G_BEGIN_DECLS

#define SY_TYPE_BUILD_ENTRY (sy_build_entry_get_type ())

G_DECLARE_FINAL_TYPE (SyBuildEntry, sy_build_entry, SY, BUILD_ENTRY, GtkBox)

GtkWidget *sy_build_entry_new (SyGame     *game,
                               gboolean    bonus,
                               SyUserData *user_data);
void       sy_build_entry_reset (SyBuildEntry *self);

G_END_DECLS
