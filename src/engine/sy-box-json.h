/* sy-box-json.h: the box as a file: reading and writing it, the owner's box of each edition
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Included by sy-box.h: one include gives the whole box. The format is in
 * docs/box-format.md.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "sy-engine-types.h"

G_BEGIN_DECLS

typedef struct _SyBox SyBox;

JsonNode        *sy_box_to_json           (const SyBox         *box);
SyBox           *sy_box_from_json         (JsonNode            *node,
                                           GError             **error);
SyBox           *sy_box_load_file         (const char          *path,
                                           GError             **error);
gboolean         sy_box_save_file         (const SyBox         *box,
                                           const char          *path,
                                           GError             **error);
char            *sy_box_user_path         (SyEdition            edition);
SyBox           *sy_box_load_user         (SyEdition            edition,
                                           char               **kept_aside,
                                           GError             **error);

/* Saving the user's box: sy-box-write.h. */

G_END_DECLS
