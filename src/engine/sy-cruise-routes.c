/* sy-cruise-routes.c: the routes of a shakedown cruise, and the best ones
 *
 * A route sails exactly the ship's speed in steps, never straight back onto
 * the space just left, and never back into a tile it has left (that tile
 * is gone to the used pile the moment the boat enters the next). Each
 * space entered pays its official for this ship; a Blue Riband space pays
 * the steps taken so far, and only the last one entered counts.
 *
 * The searches run over states (space, space just left, steps taken, tiles
 * left behind). The best route is found by dynamic programming over those
 * states, remembering for each the best it can add with and without a
 * Blue Riband still to come; the ties with different end positions are
 * then collected by walking only the moves that keep the best value.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-cruise-routes"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-canals-private.h"
#include "sy-cruise-routes.h"
#include "sy-error.h"

#define NONE G_MININT

typedef struct {
  SyWaterGraph graph;
  const SyCanals *canals;
  guint speed;
  const guint *weights;
  GHashTable *memo;           /* state -> Best */
} Search;

typedef struct {
  int plain;                  /* best future officials with no Blue Riband ahead */
  int riband;                 /* best future officials + the last riband's steps */
} Best;

/* A state packs into 64 bits: node, node just left (+1, 0 for none),
 * steps taken, tiles left behind. */
static guint64
pack (int     node,
      int     prev,
      guint   steps,
      guint32 left)
{
  return (guint64) node | ((guint64) (prev + 1) << 10) | ((guint64) steps << 20)
         | ((guint64) left << 28);
}

static guint
tile_of (int node)
{
  return (guint) node / SY_TILE_POSITIONS;
}

static SyCanalMark
mark_of (const Search *search,
         int           node)
{
  return (SyCanalMark) search->canals->tiles[tile_of (node)].tile.marks[node % SY_TILE_POSITIONS];
}

static guint32
left_after (int     from,
            int     to,
            guint32 left)
{
  return tile_of (to) != tile_of (from) ? left | (1u << tile_of (from)) : left;
}

static gboolean
can_enter (int     node,
           int     prev,
           int     next,
           guint32 left)
{
  return next != prev && !(left & (1u << tile_of (next)));
}

/* The start states: the boat where it is, or, before the first cruise,
 * every space where it may be put. */
static guint
list_starts (const Search *search,
             int          *nodes,
             int          *prevs,
             SyCanalSpot  *spots,
             SyCanalSpot  *froms,
             guint         max)
{
  const SyCanals *canals = search->canals;
  guint n;

  if (canals->boat_placed)
    {
      nodes[0] = _sy_water_node_at (canals, &canals->boat);
      prevs[0] = _sy_water_node_at (canals, &canals->boat_from);
      spots[0] = canals->boat;
      froms[0] = canals->boat_from;
      return nodes[0] == SY_NO_NODE ? 0 : 1;
    }

  n = sy_canals_list_starts (canals, spots, froms, max);
  for (guint i = 0; i < n; i++)
    {
      nodes[i] = _sy_water_node_at (canals, &spots[i]);
      prevs[i] = SY_NO_NODE;
    }
  return n;
}

static int
gain_of (const Search *search,
         int           node)
{
  SyCanalMark mark = mark_of (search, node);

  if (mark == SY_MARK_NONE || mark == SY_MARK_RIBAND)
    return 0;
  return (int) search->weights[mark - 1];
}

static Best
best_from (Search  *search,
           int      node,
           int      prev,
           guint    steps,
           guint32  left)
{
  guint64 key = pack (node, prev, steps, left);
  Best *memo = g_hash_table_lookup (search->memo, &key);
  Best best = { NONE, NONE };

  if (memo != NULL)
    return *memo;

  if (steps == search->speed)
    best.plain = 0;
  else
    {
      for (guint i = 0; i < search->graph.n_neighbours[node]; i++)
        {
          int next = search->graph.neighbours[node][i];
          Best child;

          if (!can_enter (node, prev, next, left))
            continue;
          child = best_from (search, next, node, steps + 1, left_after (node, next, left));
          if (mark_of (search, next) == SY_MARK_RIBAND)
            {
              int with = MAX (child.riband, child.plain == NONE ? NONE : child.plain + (int) steps + 1);

              best.riband = MAX (best.riband, with);
            }
          else
            {
              int gain = gain_of (search, next);

              if (child.plain != NONE)
                best.plain = MAX (best.plain, child.plain + gain);
              if (child.riband != NONE)
                best.riband = MAX (best.riband, child.riband + gain);
            }
        }
    }

  {
    guint64 *k = g_new (guint64, 1);

    *k = key;
    g_hash_table_insert (search->memo, k, g_memdup2 (&best, sizeof best));
  }
  return best;
}

/* The best future value from a state, given the riband earned so far. */
static int
value_from (Search  *search,
            int      node,
            int      prev,
            guint    steps,
            guint32  left,
            int      riband)
{
  Best best = best_from (search, node, prev, steps, left);
  int plain = best.plain == NONE ? NONE : best.plain + riband;

  return MAX (best.riband, plain);
}

static void
search_init (Search         *search,
             const SyCanals *canals,
             guint           speed,
             const guint    *weights)
{
  search->canals = canals;
  search->speed = speed;
  search->weights = weights;
  _sy_water_graph_build (&search->graph, canals);
  search->memo = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
}

static void
search_clear (Search *search)
{
  g_clear_pointer (&search->memo, g_hash_table_unref);
}

typedef struct {
  Search *search;
  int target;
  SyRoute route;
  SyRoute *routes;
  guint max;
  guint n;
  GHashTable *done;           /* (state, riband) already walked */
} Collect;

static void
add_mark (SyCruiseOption *tally,
          SyCanalMark     mark,
          guint           step)
{
  if (mark == SY_MARK_RIBAND)
    tally->riband = step;
  else if (mark != SY_MARK_NONE)
    tally->entries[mark - 1]++;
}

/* Walks the moves that keep the best value and records one route for
 * each distinct place the boat can end (space and heading). */
static void
collect (Collect *c,
         int      node,
         int      prev,
         guint    steps,
         guint32  left,
         int      riband,
         int      still)
{
  Search *search = c->search;
  guint64 key = pack (node, prev, steps, left) ^ ((guint64) (riband & 0x3f) << 58);

  if (g_hash_table_contains (c->done, &key))
    return;
  g_hash_table_add (c->done, g_memdup2 (&key, sizeof key));

  if (steps == search->speed)
    {
      for (guint i = 0; i < MIN (c->n, c->max); i++)
        {
          const SyRoute *r = &c->routes[i];
          SyCanalSpot end_from = r->n_steps >= 2 ? r->steps[r->n_steps - 2] : r->start;
          SyCanalSpot here, from;

          _sy_water_spot (search->canals, node, &here);
          if (prev != SY_NO_NODE)
            _sy_water_spot (search->canals, prev, &from);
          else
            from = c->route.start_from;
          if (memcmp (&r->steps[r->n_steps - 1], &here, sizeof here) == 0
              && memcmp (&end_from, &from, sizeof from) == 0)
            return;
        }
      if (c->n < c->max)
        {
          c->routes[c->n] = c->route;
          c->routes[c->n].n_steps = steps;
        }
      c->n++;
      return;
    }

  for (guint i = 0; i < search->graph.n_neighbours[node]; i++)
    {
      int next = search->graph.neighbours[node][i];
      SyCanalMark mark;
      int child_riband, gain, value;
      guint32 next_left;
      SyCruiseOption saved;

      if (!can_enter (node, prev, next, left))
        continue;
      mark = mark_of (search, next);
      child_riband = mark == SY_MARK_RIBAND ? (int) steps + 1 : riband;
      gain = gain_of (search, next);
      next_left = left_after (node, next, left);
      value = value_from (search, next, node, steps + 1, next_left, child_riband);
      if (value == NONE || value + gain != still)
        continue;

      saved = c->route.tally;
      _sy_water_spot (search->canals, next, &c->route.steps[steps]);
      add_mark (&c->route.tally, mark, steps + 1);
      collect (c, next, node, steps + 1, next_left, child_riband, still - gain);
      c->route.tally = saved;
    }
}

/**
 * sy_canals_best_routes:
 * @canals: a canal system
 * @speed: the ship's speed, the exact number of steps
 * @weights: (array fixed-size=5): what one entry of each #SyOfficial pays
 *   this ship (see sy_route_weights())
 * @routes: (out caller-allocates) (array length=max): the best routes, one
 *   for each distinct place the boat can end
 * @max: room in @routes
 * @value: (out) (optional): what the best routes pay
 *
 * Finds the best cruise exactly. Ties are kept when they end in different
 * places, since where the boat stops shapes the next cruise.
 *
 * Returns: how many best routes there are (0: no route of @speed steps)
 */
guint
sy_canals_best_routes (const SyCanals *canals,
                       guint           speed,
                       const guint    *weights,
                       SyRoute        *routes,
                       guint           max,
                       guint          *value)
{
  Search search;
  Collect c = { 0 };
  int starts[SY_MAX_CANAL_TILES * SY_N_SIDES], prevs[G_N_ELEMENTS (starts)];
  SyCanalSpot spots[G_N_ELEMENTS (starts)], froms[G_N_ELEMENTS (starts)];
  guint n_starts;
  int best = NONE;

  g_return_val_if_fail (canals != NULL && weights != NULL, 0);

  if (value != NULL)
    *value = 0;
  if (speed == 0 || speed > SY_MAX_SPEED)
    return 0;

  search_init (&search, canals, speed, weights);
  n_starts = list_starts (&search, starts, prevs, spots, froms, G_N_ELEMENTS (starts));
  for (guint s = 0; s < n_starts; s++)
    best = MAX (best, value_from (&search, starts[s], prevs[s], 0, 0, 0));

  if (best != NONE)
    {
      c.search = &search;
      c.routes = routes;
      c.max = max;
      c.done = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
      for (guint s = 0; s < n_starts; s++)
        {
          if (value_from (&search, starts[s], prevs[s], 0, 0, 0) != best)
            continue;
          memset (&c.route, 0, sizeof c.route);
          c.route.start = spots[s];
          c.route.start_from = froms[s];
          collect (&c, starts[s], prevs[s], 0, 0, 0, best);
        }
      g_hash_table_unref (c.done);
      if (value != NULL)
        *value = (guint) best;
    }

  search_clear (&search);
  return MIN (c.n, max);
}

typedef struct {
  Search *search;
  SyRouteFunc func;
  gpointer user_data;
  SyRoute route;
  gboolean stopped;
} Walk;

static gboolean
alive (Search  *search,
       int      node,
       int      prev,
       guint    steps,
       guint32  left)
{
  return value_from (search, node, prev, steps, left, 0) != NONE;
}

static void
walk (Walk    *w,
      int      node,
      int      prev,
      guint    steps,
      guint32  left)
{
  Search *search = w->search;

  if (steps == search->speed)
    {
      w->route.n_steps = steps;
      if (!w->func (&w->route, w->user_data))
        w->stopped = TRUE;
      return;
    }

  for (guint i = 0; i < search->graph.n_neighbours[node] && !w->stopped; i++)
    {
      int next = search->graph.neighbours[node][i];
      guint32 next_left;
      SyCruiseOption saved;

      if (!can_enter (node, prev, next, left))
        continue;
      next_left = left_after (node, next, left);
      /* Skip the ways that cannot be sailed to the end. */
      if (!alive (search, next, node, steps + 1, next_left))
        continue;
      saved = w->route.tally;
      _sy_water_spot (search->canals, next, &w->route.steps[steps]);
      add_mark (&w->route.tally, mark_of (search, next), steps + 1);
      walk (w, next, node, steps + 1, next_left);
      w->route.tally = saved;
    }
}

/**
 * sy_canals_foreach_route:
 * @canals: a canal system
 * @speed: the exact number of steps
 * @func: called for each legal route, with its tally
 * @user_data: passed to @func
 *
 * Enumerates every legal route of @speed steps, from the boat or, before it
 * is placed, from every space where it may be put.
 */
void
sy_canals_foreach_route (const SyCanals *canals,
                         guint           speed,
                         SyRouteFunc     func,
                         gpointer        user_data)
{
  static const guint zero[SY_N_OFFICIALS] = { 0, };
  Search search;
  Walk w = { 0 };
  int starts[SY_MAX_CANAL_TILES * SY_N_SIDES], prevs[G_N_ELEMENTS (starts)];
  SyCanalSpot spots[G_N_ELEMENTS (starts)], froms[G_N_ELEMENTS (starts)];
  guint n_starts;

  g_return_if_fail (canals != NULL && func != NULL);

  if (speed == 0 || speed > SY_MAX_SPEED)
    return;

  search_init (&search, canals, speed, zero);
  w.search = &search;
  w.func = func;
  w.user_data = user_data;
  n_starts = list_starts (&search, starts, prevs, spots, froms, G_N_ELEMENTS (starts));
  for (guint s = 0; s < n_starts && !w.stopped; s++)
    {
      if (!alive (&search, starts[s], prevs[s], 0, 0))
        continue;
      memset (&w.route, 0, sizeof w.route);
      w.route.start = spots[s];
      w.route.start_from = froms[s];
      walk (&w, starts[s], prevs[s], 0, 0);
    }
  search_clear (&search);
}

/**
 * sy_canals_has_route:
 * @canals: a canal system
 * @speed: a speed
 *
 * Returns: whether some legal route of exactly @speed steps exists: the
 *   condition for a ship of that speed to score
 */
gboolean
sy_canals_has_route (const SyCanals *canals,
                     guint           speed)
{
  static const guint zero[SY_N_OFFICIALS] = { 0, };
  Search search;
  int starts[SY_MAX_CANAL_TILES * SY_N_SIDES], prevs[G_N_ELEMENTS (starts)];
  SyCanalSpot spots[G_N_ELEMENTS (starts)], froms[G_N_ELEMENTS (starts)];
  guint n_starts;
  gboolean found = FALSE;

  g_return_val_if_fail (canals != NULL, FALSE);

  if (speed == 0 || speed > SY_MAX_SPEED)
    return FALSE;

  search_init (&search, canals, speed, zero);
  n_starts = list_starts (&search, starts, prevs, spots, froms, G_N_ELEMENTS (starts));
  for (guint s = 0; s < n_starts && !found; s++)
    found = alive (&search, starts[s], prevs[s], 0, 0);
  search_clear (&search);

  return found;
}

/**
 * sy_canals_check_route:
 * @canals: a canal system
 * @route: a route as the boat sailed it: its start (used only before the
 *   boat is placed) and its steps; the tally is filled in
 * @error: return location for a %SY_ERROR_ILLEGAL_CANAL
 *
 * Checks a route the players recorded against the rules, and scores it.
 *
 * Returns: whether @route is legal
 */
gboolean
sy_canals_check_route (const SyCanals  *canals,
                       SyRoute         *route,
                       GError         **error)
{
  SyWaterGraph graph;
  int node, prev;
  guint32 left = 0;

  g_return_val_if_fail (canals != NULL && route != NULL, FALSE);

  if (route->n_steps == 0 || route->n_steps > SY_MAX_SPEED)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                   _("A cruise sails as many steps as the ship’s speed, at least one."));
      return FALSE;
    }

  _sy_water_graph_build (&graph, canals);
  if (canals->boat_placed)
    {
      route->start = canals->boat;
      route->start_from = canals->boat_from;
      node = _sy_water_node_at (canals, &canals->boat);
      prev = _sy_water_node_at (canals, &canals->boat_from);
    }
  else
    {
      SyCanalSpot spots[SY_MAX_CANAL_TILES * SY_N_SIDES], froms[G_N_ELEMENTS (spots)];
      guint n = sy_canals_list_starts (canals, spots, froms, G_N_ELEMENTS (spots));
      gboolean found = FALSE;

      for (guint i = 0; i < n && !found; i++)
        if (memcmp (&spots[i], &route->start, sizeof spots[i]) == 0)
          {
            route->start_from = froms[i];
            found = TRUE;
          }
      if (!found)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                       _("The boat starts on a space at the outer edge of the canals, where the "
                         "water leaves the system, as if it had just sailed in."));
          return FALSE;
        }
      node = _sy_water_node_at (canals, &route->start);
      prev = SY_NO_NODE;
    }

  memset (&route->tally, 0, sizeof route->tally);
  for (guint i = 0; i < route->n_steps; i++)
    {
      int next = _sy_water_node_at (canals, &route->steps[i]);

      if (next == SY_NO_NODE || !_sy_water_are_linked (&graph, node, next)
          || (left & (1u << tile_of (next))))
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                       _("Step %u does not follow the water from the space before it."), i + 1);
          return FALSE;
        }
      if (next == prev)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                       _("Step %u turns back onto the space just left, which the boat never does."),
                       i + 1);
          return FALSE;
        }
      left = left_after (node, next, left);
      add_mark (&route->tally,
                (SyCanalMark) canals->tiles[tile_of (next)].tile.marks[next % SY_TILE_POSITIONS],
                i + 1);
      prev = node;
      node = next;
    }

  return TRUE;
}

/**
 * sy_route_weights:
 * @ship: a ship
 * @fitting: its fitting
 * @weights: (out caller-allocates) (array fixed-size=5): what one entry of
 *   each #SyOfficial pays this ship
 */
void
sy_route_weights (const SyShip    *ship,
                  const SyFitting *fitting,
                  guint           *weights)
{
  weights[SY_OFFICIAL_SOLDIER] = fitting->load.count[SY_ITEM_SOLDIER]
                                 + fitting->load.count[SY_ITEM_CANNON];
  weights[SY_OFFICIAL_BUSINESSMAN] = fitting->load.count[SY_ITEM_BUSINESSMAN]
                                     + fitting->load.count[SY_ITEM_CRANE];
  weights[SY_OFFICIAL_LANTERN] = ship->symbols[SY_SYMBOL_LANTERN];
  weights[SY_OFFICIAL_LIFEBOAT] = ship->symbols[SY_SYMBOL_LIFEBOAT];
  weights[SY_OFFICIAL_LIFEBUOY] = ship->symbols[SY_SYMBOL_LIFEBUOY];
}

/* Returns: what @route pays a ship with @weights */
guint
sy_route_value (const SyRoute *route,
                const guint   *weights)
{
  guint value = route->tally.riband;

  for (guint o = 0; o < SY_N_OFFICIALS; o++)
    value += route->tally.entries[o] * weights[o];
  return value;
}
