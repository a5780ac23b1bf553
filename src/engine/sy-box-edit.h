/* sy-box-edit.h: correcting and merging a box: what Preferences and an import do
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Included by sy-box.h: one include gives the whole box.
 */
#pragma once

#include "sy-box-json.h"
#include "sy-canals.h"
#include "sy-part.h"

G_BEGIN_DECLS

/* Correcting (Preferences): saved games keep what they recorded. A
 * corrected design that equals another one merges into it. */
gboolean         sy_box_replace_part      (SyBox               *box,
                                           const SyPart        *old_part,
                                           const SyPart        *new_part,
                                           GError             **error);
gboolean         sy_box_remove_part       (SyBox               *box,
                                           const SyPart        *part);
gboolean         sy_box_replace_tile      (SyBox               *box,
                                           const SyCanalTile   *old_tile,
                                           const SyCanalTile   *new_tile,
                                           GError             **error);
gboolean         sy_box_remove_tile       (SyBox               *box,
                                           const SyCanalTile   *tile);

/* Sharing: merging never drops what @box had. */
gboolean         sy_box_merge             (SyBox               *box,
                                           const SyBox         *other,
                                           GError             **error);
SyBox           *sy_box_copy              (const SyBox         *box);

G_END_DECLS
