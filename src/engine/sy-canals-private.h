/* sy-canals-private.h: the water of a canal system as a graph
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-canals.h"

G_BEGIN_DECLS

#define SY_NO_NODE (-1)
#define SY_MAX_NODES (SY_MAX_CANAL_TILES * SY_TILE_POSITIONS)
#define SY_MAX_NEIGHBOURS 9

/* Node n is position n % 9 of tile n / 9. */
typedef struct {
  const SyCanals *canals;
  guint8 n_neighbours[SY_MAX_NODES];
  gint16 neighbours[SY_MAX_NODES][SY_MAX_NEIGHBOURS];
} SyWaterGraph;

void     _sy_water_graph_build  (SyWaterGraph      *graph,
                                 const SyCanals    *canals);
int      _sy_water_node_at      (const SyCanals    *canals,
                                 const SyCanalSpot *spot);
void     _sy_water_spot         (const SyCanals    *canals,
                                 int                node,
                                 SyCanalSpot       *spot);
gboolean _sy_water_are_linked   (const SyWaterGraph *graph,
                                 int                a,
                                 int                b);

G_END_DECLS
