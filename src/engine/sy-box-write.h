/* sy-box-write.h: the owner's box saved, in two steps: a copy taken where
 * the box lives, written (and merged with what another instance wrote) in
 * any thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Included by sy-box.h: one include gives the whole box.
 */
#pragma once

#include "sy-box-json.h"

G_BEGIN_DECLS

/**
 * SyBoxWrite:
 *
 * A save of the owner's box: a copy taken where the box lives (the main
 * thread), written by sy_box_write_run() in any thread, then finished
 * where the box lives (sy-box-write.c).
 */
typedef struct _SyBoxWrite SyBoxWrite;

SyBoxWrite      *sy_box_write_new         (SyBox               *box);
const char      *sy_box_write_get_path    (const SyBoxWrite    *write);
SyEdition        sy_box_write_get_edition (const SyBoxWrite    *write);
gboolean         sy_box_write_run         (SyBoxWrite          *write,
                                           GError             **error);
gboolean         sy_box_write_finish      (SyBoxWrite          *write,
                                           SyBox               *box);
void             sy_box_write_free        (SyBoxWrite          *write);

gboolean         sy_box_save_user         (SyBox               *box,
                                           GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyBoxWrite, sy_box_write_free)

G_END_DECLS
