/* sy-table-enums.h: the GTypes of the table's enumerations, for properties
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sy-table.h"

G_BEGIN_DECLS

#define SY_TYPE_PHASE (sy_phase_get_type ())

GType sy_phase_get_type (void) G_GNUC_CONST;

G_END_DECLS
