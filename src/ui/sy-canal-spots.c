/* sy-canal-spots.c: the places of a canals' drawing that may be tapped
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The free cells a tile may go to, the water spaces of the tiles, the
 * boat's possible starts: each where the drawing puts it, with its words
 * for the tooltip and for screen readers. SyCanalsView lays a button over
 * each.
 */
#define G_LOG_DOMAIN "sy-canal-spots"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-canal-spots.h"

static void
spot_clear (gpointer data)
{
  SyCanalSpotPlace *spot = data;

  g_free (spot->label);
}

static void
add_spot (GArray          *spots,
          SyCanalSpotKind  kind,
          const char      *name,
          char            *label,
          double           left,
          double           top,
          double           size,
          int              x,
          int              y,
          guint            position)
{
  SyCanalSpotPlace spot = { kind, name, label, left, top, size, x, y, position };

  g_array_append_val (spots, spot);
}

/**
 * sy_canal_spots_list:
 * @frame: where the drawing puts each cell
 * @canals: the canal system drawn
 * @spaces_active: whether the tiles' water spaces may be tapped
 * @cell_xs: (array length=n_cells): the free cells' columns
 * @cell_ys: (array length=n_cells): their rows
 * @n_cells: how many free cells are offered
 * @starts: (array length=n_starts): the boat's possible starts
 * @n_starts: how many
 *
 * Returns: (transfer full) (element-type SyCanalSpotPlace): the places that
 *   may be tapped, free cells first, then water spaces, then starts
 */
GArray *
sy_canal_spots_list (const SyCanalsFrame *frame,
                     const SyCanals      *canals,
                     gboolean             spaces_active,
                     const int           *cell_xs,
                     const int           *cell_ys,
                     guint                n_cells,
                     const SyCanalSpot   *starts,
                     guint                n_starts)
{
  GArray *spots = g_array_new (FALSE, FALSE, sizeof (SyCanalSpotPlace));
  double third = frame->cell / 3;

  g_array_set_clear_func (spots, spot_clear);
  for (guint i = 0; i < n_cells; i++)
    {
      double ox, oy;

      sy_canals_frame_origin (frame, cell_xs[i], cell_ys[i], &ox, &oy);
      /* Translators: a free place on the table where the canal tile may go */
      add_spot (spots, SY_CANAL_SPOT_CELL, "canal-cell",
                g_strdup_printf (_("Column %d, row %d: put the tile here"),
                                 cell_xs[i], cell_ys[i]),
                ox, oy, frame->cell, cell_xs[i], cell_ys[i], 0);
    }

  if (spaces_active)
    for (guint t = 0; t < canals->n_tiles; t++)
      {
        const SyPlacedCanal *tile = &canals->tiles[t];

        for (guint p = 0; p < SY_TILE_POSITIONS; p++)
          {
            double cx, cy;

            if (!(tile->view.spaces & (1u << p)))
              continue;
            sy_canals_frame_centre (frame, tile->x, tile->y, p, &cx, &cy);
            /* Translators: a water space of a canal tile and what is printed on it,
             * “Column 0, row 0, North: soldier official” */
            add_spot (spots, SY_CANAL_SPOT_SPACE, "canal-space",
                      g_strdup_printf (_("Column %d, row %d, %s: %s"), tile->x, tile->y,
                                       sy_canal_position_label (p),
                                       sy_canal_mark_label ((SyCanalMark) tile->tile.marks[p])),
                      cx - third / 2, cy - third / 2, third, tile->x, tile->y, p);
          }
      }

  for (guint i = 0; i < n_starts; i++)
    {
      const SyCanalSpot *start = &starts[i];
      double cx, cy;

      sy_canals_frame_centre (frame, start->x, start->y, start->position, &cx, &cy);
      /* Translators: a space where the boat may be put, “Column 0, row 0, North” */
      add_spot (spots, SY_CANAL_SPOT_START, "canal-start",
                g_strdup_printf (_("The boat starts at column %d, row %d, %s"), start->x, start->y,
                                 sy_canal_position_label (start->position)),
                cx - third / 2, cy - third / 2, third, start->x, start->y, i);
    }

  return spots;
}
