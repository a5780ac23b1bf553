/* sy-part-picker.h: the ship part designs of the box, one tap each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"
#include "sy-user-data.h"

G_BEGIN_DECLS

#define SY_TYPE_PART_PICKER (sy_part_picker_get_type ())

G_DECLARE_FINAL_TYPE (SyPartPicker, sy_part_picker, SY, PART_PICKER, GtkWidget)

GtkWidget    *sy_part_picker_new         (void);
void          sy_part_picker_set_parts   (SyPartPicker *self,
                                          const SyPart *parts,
                                          guint         n_parts);
guint         sy_part_picker_get_n_parts (SyPartPicker *self);
const SyPart *sy_part_picker_get_part    (SyPartPicker *self,
                                          guint         index);
void          sy_part_picker_show_box    (SyPartPicker *self,
                                          SyUserData   *user_data,
                                          SyEdition     edition);
gboolean      sy_part_picker_matches     (SyPartPicker *self,
                                          const SyPart *part);
GtkWidget    *sy_part_picker_find_button (SyPartPicker *self,
                                          const SyPart *part);
gboolean      sy_part_picker_has_kind    (SyPartPicker *self,
                                          SyPartKind    kind);
void          sy_part_picker_set_current (SyPartPicker *self,
                                          const SyPart *part);
void          sy_part_picker_set_unplaceable (SyPartPicker *self,
                                              SyPartKind    kind,
                                              const char   *why);

G_END_DECLS
