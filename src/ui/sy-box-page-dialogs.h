/* sy-box-page-dialogs.h: correcting one design of the box: a part's kind and
 * symbols, a tile's shape and officials
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

/**
 * SyBoxCorrectedFunc:
 * @old_part: (nullable): the part corrected, or %NULL for a tile
 * @new_part: (nullable): what it should be
 * @old_tile: (nullable): the tile corrected, or %NULL for a part
 * @new_tile: (nullable): what it should be
 * @user_data: the data given with the function
 *
 * Called when the user saves a correction.
 */
typedef void (*SyBoxCorrectedFunc) (const SyPart      *old_part,
                                    const SyPart      *new_part,
                                    const SyCanalTile *old_tile,
                                    const SyCanalTile *new_tile,
                                    gpointer           user_data);

char      *sy_box_describe_marks      (const SyCanalTile  *tile);
GtkWidget *sy_box_tile_picture_new    (const SyCanalTile  *tile,
                                       double              cell);
void       sy_box_part_dialog_present (GtkWindow          *parent,
                                       SyEdition           edition,
                                       const SyPart       *part,
                                       SyBoxCorrectedFunc  done,
                                       gpointer            user_data);
void       sy_box_tile_dialog_present (GtkWindow          *parent,
                                       const SyCanalTile  *tile,
                                       SyBoxCorrectedFunc  done,
                                       gpointer            user_data);

G_END_DECLS
