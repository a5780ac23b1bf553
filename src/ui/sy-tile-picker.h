/* sy-tile-picker.h: the canal tiles of the box, drawn in miniature, one tap each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"
#include "sy-user-data.h"

G_BEGIN_DECLS

#define SY_TYPE_TILE_PICKER (sy_tile_picker_get_type ())

G_DECLARE_FINAL_TYPE (SyTilePicker, sy_tile_picker, SY, TILE_PICKER, GtkWidget)

GtkWidget         *sy_tile_picker_new         (void);
void               sy_tile_picker_set_tiles   (SyTilePicker      *self,
                                               const SyCanalTile *tiles,
                                               guint              n_tiles);
void               sy_tile_picker_show_box    (SyTilePicker      *self,
                                               SyUserData        *user_data,
                                               SyEdition          edition);
guint              sy_tile_picker_get_n_tiles (SyTilePicker      *self);
const SyCanalTile *sy_tile_picker_get_tile    (SyTilePicker      *self,
                                               guint              index);
GtkWidget         *sy_tile_picker_find_button (SyTilePicker      *self,
                                               const SyCanalTile *tile);
void               sy_tile_picker_set_current (SyTilePicker      *self,
                                               int                index);
GtkWidget         *sy_tile_miniature_new      (const SyCanalTile *tile,
                                               int                size);
GtkWidget         *sy_picker_flow_box_new     (void);
char              *sy_canal_tile_describe     (const SyCanalTile *tile);

G_END_DECLS
