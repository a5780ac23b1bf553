/* sy-canals.c: a player's canal system and the boat on it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-canals"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-canals-private.h"
#include "sy-error.h"

static const int side_dx[SY_N_SIDES] = { 0, 1, 0, -1 };
static const int side_dy[SY_N_SIDES] = { -1, 0, 1, 0 };

void
sy_canals_init (SyCanals *canals)
{
  g_return_if_fail (canals != NULL);

  memset (canals, 0, sizeof *canals);
}

/**
 * sy_canal_spot_equal:
 * @a: a place on the table
 * @b: another
 *
 * Returns: whether @a and @b are the same space of the same tile
 */
gboolean
sy_canal_spot_equal (const SyCanalSpot *a,
                     const SyCanalSpot *b)
{
  return a->x == b->x && a->y == b->y && a->position == b->position;
}

/* Returns: the index of the tile at (@x, @y), or -1 */
int
sy_canals_find_tile (const SyCanals *canals,
                     int             x,
                     int             y)
{
  for (guint i = 0; i < canals->n_tiles; i++)
    if (canals->tiles[i].x == x && canals->tiles[i].y == y)
      return (int) i;
  return -1;
}

int
_sy_water_node_at (const SyCanals    *canals,
                   const SyCanalSpot *spot)
{
  int tile = sy_canals_find_tile (canals, spot->x, spot->y);

  if (tile < 0 || spot->position >= SY_TILE_POSITIONS
      || !(canals->tiles[tile].view.spaces & (1u << spot->position)))
    return SY_NO_NODE;
  return tile * SY_TILE_POSITIONS + (int) spot->position;
}

void
_sy_water_spot (const SyCanals *canals,
                int             node,
                SyCanalSpot    *spot)
{
  const SyPlacedCanal *tile = &canals->tiles[node / SY_TILE_POSITIONS];

  spot->x = tile->x;
  spot->y = tile->y;
  spot->position = (guint) (node % SY_TILE_POSITIONS);
}

static void
add_neighbour (SyWaterGraph *graph,
               int           a,
               int           b)
{
  g_assert (graph->n_neighbours[a] < SY_MAX_NEIGHBOURS);
  graph->neighbours[a][graph->n_neighbours[a]++] = (gint16) b;
}

/* Water joins along a tile's links, and across a shared side where both
 * tiles have an exit. */
void
_sy_water_graph_build (SyWaterGraph   *graph,
                       const SyCanals *canals)
{
  memset (graph->n_neighbours, 0, sizeof graph->n_neighbours);
  graph->canals = canals;

  for (guint t = 0; t < canals->n_tiles; t++)
    {
      const SyPlacedCanal *tile = &canals->tiles[t];

      for (guint p = 0; p < SY_TILE_POSITIONS; p++)
        for (guint q = 0; q < SY_TILE_POSITIONS; q++)
          if (tile->view.links[p] & (1u << q))
            add_neighbour (graph, (int) (t * SY_TILE_POSITIONS + p), (int) (t * SY_TILE_POSITIONS + q));

      for (guint s = 0; s < SY_N_SIDES; s++)
        {
          int other;
          guint opposite = (s + 2) % SY_N_SIDES;

          if (!(tile->view.exits & (1u << s)))
            continue;
          other = sy_canals_find_tile (canals, tile->x + side_dx[s], tile->y + side_dy[s]);
          if (other < 0 || !(canals->tiles[other].view.exits & (1u << opposite)))
            continue;
          add_neighbour (graph, (int) (t * SY_TILE_POSITIONS + sy_side_exit_position (s)),
                         other * SY_TILE_POSITIONS + (int) sy_side_exit_position (opposite));
        }
    }
}

gboolean
_sy_water_are_linked (const SyWaterGraph *graph,
                      int                 a,
                      int                 b)
{
  for (guint i = 0; i < graph->n_neighbours[a]; i++)
    if (graph->neighbours[a][i] == b)
      return TRUE;
  return FALSE;
}

/**
 * sy_canal_tile_check:
 * @tile: a tile as entered
 * @palette: the palette of shapes
 * @view: (out caller-allocates) (optional): its water as it lies
 * @error: return location for a %SY_ERROR_ILLEGAL_CANAL
 *
 * Returns: whether @tile is a shape of the palette, turned by whole
 *   quarters, with officials only on water, one at most on each space
 */
gboolean
sy_canal_tile_check (const SyCanalTile     *tile,
                     const SyCanalPalette  *palette,
                     SyTileView            *view,
                     GError               **error)
{
  const SyCanalShape *shape;
  SyTileView turned;

  g_return_val_if_fail (tile != NULL && palette != NULL, FALSE);

  shape = memchr (tile->shape, '\0', sizeof tile->shape) != NULL
          ? sy_canal_palette_find (palette, tile->shape) : NULL;
  if (shape == NULL)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                   _("The program knows no canal shape of that name."));
      return FALSE;
    }
  if (tile->rotation >= 4)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                   _("A canal tile turns by quarter turns: 0 to 3."));
      return FALSE;
    }

  sy_tile_view_rotate (&shape->view, tile->rotation, &turned);
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    {
      if (tile->marks[p] >= SY_N_MARKS)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                       _("A canal space shows an official or the Blue Riband, nothing else."));
          return FALSE;
        }
      if (tile->marks[p] != SY_MARK_NONE && !(turned.spaces & (1u << p)))
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                       _("Officials stand on water: this tile has land where one was marked."));
          return FALSE;
        }
    }

  if (view != NULL)
    *view = turned;
  return TRUE;
}

static gboolean
touches_system (const SyCanals *canals,
                int             x,
                int             y)
{
  for (guint s = 0; s < SY_N_SIDES; s++)
    if (sy_canals_find_tile (canals, x + side_dx[s], y + side_dy[s]) >= 0)
      return TRUE;
  return FALSE;
}

/**
 * sy_canals_legal_cells:
 * @canals: a canal system
 * @xs: (out caller-allocates) (array length=max): columns
 * @ys: (out caller-allocates) (array length=max): rows
 * @max: room in @xs and @ys
 *
 * Lists where a new tile may go: beside a tile of the system, along a side;
 * anywhere (here, 0, 0) when the system is empty.
 *
 * Returns: how many places were written
 */
guint
sy_canals_legal_cells (const SyCanals *canals,
                       int            *xs,
                       int            *ys,
                       guint           max)
{
  guint n = 0;

  if (canals->n_tiles == 0 && max > 0)
    {
      xs[0] = ys[0] = 0;
      return 1;
    }
  if (canals->n_tiles >= SY_MAX_CANAL_TILES)
    return 0;

  for (guint t = 0; t < canals->n_tiles; t++)
    for (guint s = 0; s < SY_N_SIDES; s++)
      {
        int x = canals->tiles[t].x + side_dx[s];
        int y = canals->tiles[t].y + side_dy[s];
        gboolean listed = FALSE;

        if (sy_canals_find_tile (canals, x, y) >= 0)
          continue;
        for (guint i = 0; i < n; i++)
          listed |= xs[i] == x && ys[i] == y;
        if (!listed && n < max)
          {
            xs[n] = x;
            ys[n] = y;
            n++;
          }
      }
  return n;
}

/**
 * sy_canals_place:
 * @canals: a canal system
 * @palette: the palette of shapes
 * @x: the column
 * @y: the row
 * @tile: the rented tile
 * @error: return location for a %SY_ERROR_ILLEGAL_CANAL
 *
 * Adds a rented tile: on a free place, touching the system along at least
 * one side (the first tile goes anywhere). Tiles never move afterwards.
 * Nothing changes when the tile is refused.
 *
 * Returns: whether the tile was placed
 */
gboolean
sy_canals_place (SyCanals              *canals,
                 const SyCanalPalette  *palette,
                 int                    x,
                 int                    y,
                 const SyCanalTile     *tile,
                 GError               **error)
{
  SyTileView view;

  g_return_val_if_fail (canals != NULL, FALSE);

  if (!sy_canal_tile_check (tile, palette, &view, error))
    return FALSE;
  if (sy_canals_find_tile (canals, x, y) >= 0)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                   _("A canal tile lies there already, and tiles never move."));
      return FALSE;
    }
  if (canals->n_tiles > 0 && !touches_system (canals, x, y))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                   _("A new canal tile must touch the system along at least one side."));
      return FALSE;
    }
  if (canals->n_tiles >= SY_MAX_CANAL_TILES)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                   _("The game has only %d canal tiles."), SY_MAX_CANAL_TILES);
      return FALSE;
    }

  canals->tiles[canals->n_tiles].x = x;
  canals->tiles[canals->n_tiles].y = y;
  canals->tiles[canals->n_tiles].tile = *tile;
  canals->tiles[canals->n_tiles].view = view;
  canals->n_tiles++;
  return TRUE;
}

/**
 * sy_canals_list_starts:
 * @canals: a canal system
 * @spots: (out caller-allocates) (array length=max): spaces
 * @froms: (out caller-allocates) (array length=max): where the stern points
 * @max: room in the arrays
 *
 * Lists where the boat may be put: on a space at the outer edge of the
 * system, whose water leaves its tile there with no tile beyond, as if it
 * had just sailed in from outside.
 *
 * Returns: how many
 */
guint
sy_canals_list_starts (const SyCanals *canals,
                       SyCanalSpot    *spots,
                       SyCanalSpot    *froms,
                       guint           max)
{
  guint n = 0;

  for (guint t = 0; t < canals->n_tiles; t++)
    for (guint s = 0; s < SY_N_SIDES; s++)
      {
        const SyPlacedCanal *tile = &canals->tiles[t];
        int x = tile->x + side_dx[s];
        int y = tile->y + side_dy[s];

        if (!(tile->view.exits & (1u << s)) || sy_canals_find_tile (canals, x, y) >= 0)
          continue;
        if (n < max)
          {
            spots[n] = (SyCanalSpot) { tile->x, tile->y, sy_side_exit_position (s) };
            froms[n] = (SyCanalSpot) { x, y, sy_side_exit_position ((s + 2) % SY_N_SIDES) };
          }
        n++;
      }
  return MIN (n, max);
}

/**
 * sy_canals_place_boat:
 * @canals: a canal system
 * @spot: one of the places sy_canals_list_starts() gives
 * @error: return location for a %SY_ERROR_ILLEGAL_CANAL
 *
 * Puts the boat on the canals, its stern to the outside.
 *
 * Returns: whether the boat was placed
 */
gboolean
sy_canals_place_boat (SyCanals          *canals,
                      const SyCanalSpot *spot,
                      GError           **error)
{
  SyCanalSpot spots[SY_MAX_CANAL_TILES * SY_N_SIDES];
  SyCanalSpot froms[SY_MAX_CANAL_TILES * SY_N_SIDES];
  guint n;

  g_return_val_if_fail (canals != NULL && spot != NULL, FALSE);

  if (canals->boat_placed)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                   _("The boat is on the canals already and is never moved by hand."));
      return FALSE;
    }

  n = sy_canals_list_starts (canals, spots, froms, G_N_ELEMENTS (spots));
  for (guint i = 0; i < n; i++)
    {
      if (sy_canal_spot_equal (&spots[i], spot))
        {
          canals->boat_placed = TRUE;
          canals->boat = spots[i];
          canals->boat_from = froms[i];
          return TRUE;
        }
    }

  g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
               _("The boat starts on a space at the outer edge of the canals, where the water "
                 "leaves the system, as if it had just sailed in."));
  return FALSE;
}

/* Returns: what is printed on the space at @spot */
SyCanalMark
sy_canals_get_mark (const SyCanals    *canals,
                    const SyCanalSpot *spot)
{
  int node = _sy_water_node_at (canals, spot);

  if (node == SY_NO_NODE)
    return SY_MARK_NONE;
  return (SyCanalMark) canals->tiles[node / SY_TILE_POSITIONS].tile.marks[node % SY_TILE_POSITIONS];
}

static void
remove_tile (SyCanals *canals,
             guint     index)
{
  memmove (&canals->tiles[index], &canals->tiles[index + 1],
           (canals->n_tiles - index - 1) * sizeof canals->tiles[0]);
  canals->n_tiles--;
}

/* Removes the tiles that no longer touch, side by side, the tile under the
 * boat: cut off from the system by the tiles the boat has left. */
static void
discard_cut_off (SyCanals *canals)
{
  gboolean kept[SY_MAX_CANAL_TILES] = { FALSE, };
  guint stack[SY_MAX_CANAL_TILES];
  guint top = 0;
  int boat = sy_canals_find_tile (canals, canals->boat.x, canals->boat.y);

  g_return_if_fail (boat >= 0);
  kept[boat] = TRUE;
  stack[top++] = (guint) boat;
  while (top > 0)
    {
      const SyPlacedCanal *tile = &canals->tiles[stack[--top]];

      for (guint s = 0; s < SY_N_SIDES; s++)
        {
          int next = sy_canals_find_tile (canals, tile->x + side_dx[s], tile->y + side_dy[s]);

          if (next >= 0 && !kept[next])
            {
              kept[next] = TRUE;
              stack[top++] = (guint) next;
            }
        }
    }

  for (guint t = canals->n_tiles; t-- > 0;)
    if (!kept[t])
      {
        remove_tile (canals, t);
        canals->discarded++;
      }
}

/**
 * sy_canals_sail:
 * @canals: a canal system
 * @route: a route checked with sy_canals_check_route()
 *
 * Moves the boat along @route: each tile it leaves for another goes to the
 * player's used canals. The tiles that this removal cuts off from the
 * system go to the discard, not counted as used: "Pokud odebrání desky
 * kanálu ze systému způsobí, že se i některé další desky oddělí od
 * systému, musíte odstranit i tyto desky" (second edition, Zkušební
 * plavba; the first edition likewise). A tile that still touches the
 * system stays, even with no water leading to it yet: a later rental may
 * join it (the system is the tiles that touch along a side, as where a
 * new tile may go). The boat stays where it stopped, its stern towards the
 * space it came from.
 */
void
sy_canals_sail (SyCanals      *canals,
                const SyRoute *route)
{
  SyCanalSpot here;
  gboolean left_any = FALSE;

  g_return_if_fail (canals != NULL && route != NULL && route->n_steps > 0);

  here = route->start;
  for (guint i = 0; i < route->n_steps; i++)
    {
      const SyCanalSpot *next = &route->steps[i];

      if (next->x != here.x || next->y != here.y)
        {
          int left = sy_canals_find_tile (canals, here.x, here.y);

          if (left >= 0)
            {
              remove_tile (canals, (guint) left);
              canals->used++;
              left_any = TRUE;
            }
        }
      here = *next;
    }

  canals->boat_placed = TRUE;
  canals->boat = here;
  canals->boat_from = route->n_steps >= 2 ? route->steps[route->n_steps - 2] : route->start;

  if (left_any)
    discard_cut_off (canals);
}
