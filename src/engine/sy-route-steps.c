/* sy-route-steps.c: a cruise step by step, as it is drawn and traced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The launch window draws the route with what each step pays, and lets the
 * players trace the route the boat actually sailed, one space at a time:
 * each tap is offered only the spaces from which a full route of the
 * ship's speed still goes on.
 */
#define G_LOG_DOMAIN "sy-route-steps"

#include "config.h"

#include <string.h>

#include "sy-cruise-routes.h"
#include "sy-route-steps.h"

/**
 * sy_route_step_points:
 * @canals: the canal system the route sails, before the cruise
 * @route: a checked route
 * @weights: (array fixed-size=5): what one entry of each #SyOfficial pays
 *   the ship, as sy_route_weights() gives
 * @points: (out caller-allocates) (array length=route->n_steps): what each
 *   step pays
 *
 * Every space entered pays its official; only the last Blue Riband space
 * entered pays, as many points as the steps taken up to it. The points of
 * the steps add up to sy_route_value().
 */
void
sy_route_step_points (const SyCanals *canals,
                      const SyRoute  *route,
                      const guint    *weights,
                      guint          *points)
{
  int last_riband = -1;

  g_return_if_fail (canals != NULL && route != NULL && weights != NULL && points != NULL);

  for (guint i = 0; i < route->n_steps; i++)
    {
      SyCanalMark mark = sy_canals_get_mark (canals, &route->steps[i]);

      points[i] = 0;
      if (mark == SY_MARK_RIBAND)
        last_riband = (int) i;
      else if (mark != SY_MARK_NONE && mark < SY_N_MARKS)
        points[i] = weights[mark - 1];
    }
  if (last_riband >= 0)
    points[last_riband] += (guint) last_riband + 1;
}

/**
 * sy_route_summarize:
 * @canals: the canal system the route sails, before the cruise
 * @route: a checked route of at least one step
 * @weights: (array fixed-size=5): what one entry of each #SyOfficial pays
 *   the ship, as sy_route_weights() gives
 * @summary: (out caller-allocates): the route in the table's terms
 *
 * Says what players see of a route on their canals: the tiles it sails
 * on, each official and Blue Riband it enters with what it pays, and the
 * tile and the place on it where the boat stops.
 */
void
sy_route_summarize (const SyCanals *canals,
                    const SyRoute  *route,
                    const guint    *weights,
                    SyRouteSummary *summary)
{
  guint points[SY_MAX_SPEED];
  gboolean sailed[SY_MAX_CANAL_TILES] = { FALSE };
  const SyCanalSpot *end;
  int end_tile;

  g_return_if_fail (canals != NULL && route != NULL && weights != NULL && summary != NULL);
  g_return_if_fail (route->n_steps > 0 && route->n_steps <= SY_MAX_SPEED);

  memset (summary, 0, sizeof *summary);
  sy_route_step_points (canals, route, weights, points);
  for (guint i = 0; i < route->n_steps; i++)
    {
      SyCanalMark mark = sy_canals_get_mark (canals, &route->steps[i]);
      int tile = sy_canals_find_tile (canals, route->steps[i].x, route->steps[i].y);

      if (tile >= 0 && !sailed[tile])
        {
          sailed[tile] = TRUE;
          summary->n_tiles++;
        }
      if (mark != SY_MARK_NONE && mark < SY_N_MARKS)
        summary->meetings[summary->n_meetings++] = (SyRouteMeeting) { i + 1, mark, points[i] };
    }

  end = &route->steps[route->n_steps - 1];
  end_tile = sy_canals_find_tile (canals, end->x, end->y);
  g_return_if_fail (end_tile >= 0);
  summary->end_tile = (guint) end_tile;
  summary->end_position = end->position;
  for (guint t = 0; t < canals->n_tiles; t++)
    if (g_strcmp0 (canals->tiles[t].tile.shape, canals->tiles[end_tile].tile.shape) == 0)
      {
        summary->end_shape_count++;
        if ((int) t <= end_tile)
          summary->end_shape_rank++;
      }
}

typedef struct {
  const SyRoute *prefix;
  gboolean match_start;
  SyCanalSpot *next;
  guint max;
  guint n;
} Continuations;

static gboolean
continuation_cb (const SyRoute *route,
                 gpointer       user_data)
{
  Continuations *c = user_data;
  const SyCanalSpot *spot;

  if (c->match_start && !sy_canal_spot_equal (&route->start, &c->prefix->start))
    return TRUE;
  for (guint i = 0; i < c->prefix->n_steps; i++)
    if (!sy_canal_spot_equal (&route->steps[i], &c->prefix->steps[i]))
      return TRUE;

  spot = &route->steps[c->prefix->n_steps];
  for (guint i = 0; i < c->n; i++)
    if (sy_canal_spot_equal (&c->next[i], spot))
      return TRUE;
  if (c->n < c->max)
    c->next[c->n++] = *spot;
  return TRUE;
}

/**
 * sy_canals_route_next:
 * @canals: a canal system
 * @speed: the ship's speed: the route's exact length
 * @prefix: the steps traced so far (fewer than @speed); before the boat is
 *   placed, its @start says where it was put
 * @next: (out caller-allocates) (array length=max): the spaces the next
 *   step may enter
 * @max: the room in @next
 *
 * Lists the spaces that continue @prefix into some legal route of exactly
 * @speed steps: any other space would be refused, or would leave the boat
 * where it cannot finish the cruise.
 *
 * Returns: how many spaces were written to @next; 0 when @prefix leads to
 *   no route of @speed steps
 */
guint
sy_canals_route_next (const SyCanals *canals,
                      guint           speed,
                      const SyRoute  *prefix,
                      SyCanalSpot    *next,
                      guint           max)
{
  Continuations c = { 0 };

  g_return_val_if_fail (canals != NULL && prefix != NULL && (next != NULL || max == 0), 0);

  if (prefix->n_steps >= speed)
    return 0;
  c.prefix = prefix;
  c.match_start = !canals->boat_placed;
  c.next = next;
  c.max = max;
  sy_canals_foreach_route (canals, speed, continuation_cb, &c);
  return c.n;
}
