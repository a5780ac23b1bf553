/* sy-canal-entry.h: renting a canal tile
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-entry-rows.h"
#include "sy-user-data.h"

G_BEGIN_DECLS

#define SY_TYPE_CANAL_ENTRY (sy_canal_entry_get_type ())

/* The canal form: the canal tile rented, drawn as it lies. */
G_DECLARE_FINAL_TYPE (SyCanalEntry, sy_canal_entry, SY, CANAL_ENTRY, GtkBox)

GtkWidget *sy_canal_entry_new (SyGame     *game,
                               gboolean    bonus,
                               SyUserData *user_data);
void       sy_canal_entry_reset (SyCanalEntry *self);

G_END_DECLS
