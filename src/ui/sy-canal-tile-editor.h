/* sy-canal-tile-editor.h: a canal tile drawn large, its shape, turn and officials tapped
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_CANAL_TILE_EDITOR (sy_canal_tile_editor_get_type ())

G_DECLARE_FINAL_TYPE (SyCanalTileEditor, sy_canal_tile_editor, SY, CANAL_TILE_EDITOR, GtkBox)

GtkWidget *sy_canal_tile_editor_new              (SyEdition          edition);
void       sy_canal_tile_editor_reset            (SyCanalTileEditor *self);
void       sy_canal_tile_editor_get_tile         (SyCanalTileEditor *self,
                                                  SyCanalTile       *tile);
void       sy_canal_tile_editor_set_tile         (SyCanalTileEditor *self,
                                                  const SyCanalTile *tile);
void       sy_canal_tile_editor_rotate           (SyCanalTileEditor *self,
                                                  guint              quarter_turns);
void       sy_canal_tile_editor_set_shapes_shown (SyCanalTileEditor *self,
                                                  gboolean           shown);

G_END_DECLS
