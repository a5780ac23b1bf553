/* sy-box-source.h: where the forms find the box, without reaching back to the application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sy-engine.h"

G_BEGIN_DECLS

/**
 * SyBoxSourceFunc:
 * @owner: the object that keeps the boxes
 * @edition: an edition
 *
 * Returns: (transfer none) (nullable): the box of @edition
 */
typedef SyBox *(*SyBoxSourceFunc) (gpointer  owner,
                                   SyEdition edition);

void     sy_box_source_set       (GObject         *owner,
                                  SyBoxSourceFunc  func);
SyBox   *sy_box_source_get       (SyEdition        edition);
GObject *sy_box_source_get_owner (void);

G_END_DECLS
