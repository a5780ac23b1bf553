/* sy-box-page-dialogs.h: correcting one design of the box: a part's kind and
 * symbols, a tile's shape and officials
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_BOX_CORRECTION (sy_box_correction_get_type ())

G_DECLARE_FINAL_TYPE (SyBoxCorrection, sy_box_correction, SY, BOX_CORRECTION, GtkBox)

char      *sy_box_describe_marks      (const SyCanalTile  *tile);
GtkWidget *sy_box_tile_picture_new    (const SyCanalTile  *tile,
                                       double              cell);
SyBoxCorrection *sy_box_part_dialog_present (GtkWindow         *parent,
                                             SyEdition          edition,
                                             const SyPart      *part);
SyBoxCorrection *sy_box_tile_dialog_present (GtkWindow         *parent,
                                             const SyCanalTile *tile);

G_END_DECLS
