/* sy-box-design-row.c: a part or canal tile design of the box, in the box page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An action row that knows the design it shows, so that its Correct and
 * Remove buttons act on it; the box page gives it its words, picture and
 * buttons.
 */
#define G_LOG_DOMAIN "sy-box-page"

#include "config.h"

#include "sy-box-design-row.h"

struct _SyBoxDesignRow
{
  AdwActionRow parent_instance;

  SyBoxDesign design;
};

G_DEFINE_FINAL_TYPE (SyBoxDesignRow, sy_box_design_row, ADW_TYPE_ACTION_ROW)

static void
sy_box_design_row_class_init (SyBoxDesignRowClass *klass)
{
}

static void
sy_box_design_row_init (SyBoxDesignRow *self)
{
}

/**
 * sy_box_design_row_new:
 * @design: the design the row shows (copied)
 *
 * Returns: (transfer floating): a row, with neither words nor buttons yet
 */
GtkWidget *
sy_box_design_row_new (const SyBoxDesign *design)
{
  SyBoxDesignRow *self = g_object_new (SY_TYPE_BOX_DESIGN_ROW, NULL);

  self->design = *design;
  return GTK_WIDGET (self);
}

/**
 * sy_box_design_row_get_design:
 * @self: a row
 *
 * Returns: (transfer none): the design the row shows
 */
const SyBoxDesign *
sy_box_design_row_get_design (SyBoxDesignRow *self)
{
  g_return_val_if_fail (SY_IS_BOX_DESIGN_ROW (self), NULL);

  return &self->design;
}
