/* sy-box-design-row.h: a part or canal tile design of the box, in the box page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

/* A design of the box: a part, or a canal tile. */
typedef struct {
  gboolean is_tile;
  SyPart part;
  SyCanalTile tile;
} SyBoxDesign;

#define SY_TYPE_BOX_DESIGN_ROW (sy_box_design_row_get_type ())

G_DECLARE_FINAL_TYPE (SyBoxDesignRow, sy_box_design_row, SY, BOX_DESIGN_ROW, AdwActionRow)

GtkWidget         *sy_box_design_row_new        (const SyBoxDesign *design);
const SyBoxDesign *sy_box_design_row_get_design (SyBoxDesignRow    *self);

G_END_DECLS
