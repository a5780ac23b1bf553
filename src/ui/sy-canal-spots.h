/* sy-canal-spots.h: the places of a canals' drawing that may be tapped
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-canal-spot-button.h"
#include "sy-canals-drawing.h"
#include "sy-engine.h"

G_BEGIN_DECLS

/* A place that may be tapped: what it is, its button's name and words,
 * where it lies over the drawing, and what it stands for. */
typedef struct {
  SyCanalSpotKind kind;
  const char *name;
  char *label;
  double left;
  double top;
  double size;
  int x;
  int y;
  guint position;
} SyCanalSpotPlace;

GArray *sy_canal_spots_list (const SyCanalsFrame *frame,
                             const SyCanals      *canals,
                             gboolean             spaces_active,
                             const int           *cell_xs,
                             const int           *cell_ys,
                             guint                n_cells,
                             const SyCanalSpot   *starts,
                             guint                n_starts);

G_END_DECLS
