/* sy-canal-spot-button.c: a button over a spot of the canals' drawing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The canals view lays these over its drawing, one for each spot a tap
 * may choose; each knows the spot it stands for.
 */
#define G_LOG_DOMAIN "sy-canals-view"

#include "config.h"

#include "sy-canal-spot-button.h"

struct _SyCanalSpotButton
{
  GtkButton parent_instance;

  SyCanalSpotKind kind;
  int x;
  int y;
  guint position;
};

G_DEFINE_FINAL_TYPE (SyCanalSpotButton, sy_canal_spot_button, GTK_TYPE_BUTTON)

static void
sy_canal_spot_button_class_init (SyCanalSpotButtonClass *klass)
{
}

static void
sy_canal_spot_button_init (SyCanalSpotButton *self)
{
}

/**
 * sy_canal_spot_button_new:
 * @kind: what the spot is
 * @x: its cell's column (a space's, a cell's)
 * @y: its cell's row
 * @position: a space's place in its cell, or a start's number
 *
 * Returns: (transfer floating): the spot's button
 */
GtkWidget *
sy_canal_spot_button_new (SyCanalSpotKind kind,
                          int             x,
                          int             y,
                          guint           position)
{
  SyCanalSpotButton *self = g_object_new (SY_TYPE_CANAL_SPOT_BUTTON, NULL);

  self->kind = kind;
  self->x = x;
  self->y = y;
  self->position = position;
  return GTK_WIDGET (self);
}

/**
 * sy_canal_spot_button_get_spot:
 * @self: a spot's button
 * @x: (out) (optional): its cell's column
 * @y: (out) (optional): its cell's row
 * @position: (out) (optional): a space's place, a start's number
 *
 * Returns: what the spot is
 */
SyCanalSpotKind
sy_canal_spot_button_get_spot (SyCanalSpotButton *self,
                               int               *x,
                               int               *y,
                               guint             *position)
{
  g_return_val_if_fail (SY_IS_CANAL_SPOT_BUTTON (self), SY_CANAL_SPOT_SPACE);

  if (x != NULL)
    *x = self->x;
  if (y != NULL)
    *y = self->y;
  if (position != NULL)
    *position = self->position;
  return self->kind;
}
