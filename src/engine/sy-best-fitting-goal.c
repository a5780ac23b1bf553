/* sy-best-fitting-goal.c: the best fitting that serves a goal
 *
 * With a goal (a player's contracts), the cabins cannot be filled greedily:
 * every way of filling them is valued by the goal. The search is exact and
 * gives the answer of the plain search (every set of pieces, every split of
 * the cabins, every speed), found by branch and bound:
 *
 * - Each set of the pieces that set the speed gets a bound first. The
 *   goal never falls when a piece is added, so each split of the cabins,
 *   valued once on the most pieces of any set with as many engines (these
 *   share their cabins), bounds that split in every such set; at each
 *   speed, what a route's officials pay a soldier and a businessman picks
 *   the best of these splits, remembered by those two numbers and by the
 *   speed.
 * - The sets are tried from the highest bound down; the search stops at
 *   the first bound below the best found, and skips a set whose bound only
 *   equals it when the set would lose the tie. A set the first bound lets
 *   through gets a second one of its own before it is tried: the goal of
 *   the most crew of each kind its cabins could take at once, beside the
 *   most that crew can earn on a route.
 * - In a set tried, each split is valued by the goal; at each speed the
 *   helmsmen and riggers allow (one way to reach it: the plain order meets
 *   the fewest helmsmen first, and the others are worth no more) each split
 *   sails its best route, and the first of the best splits is considered.
 *
 * Equals are settled as the plain search would: the most points, then the
 * fewest pieces, then the first in its order (pieces, speed, cabins).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-best-fitting"

#include "config.h"

#include <math.h>

#include "sy-best-fitting-private.h"
#include "sy-cruise-routes.h"
#include "sy-ship-private.h"

/* A way to fill the cabins: the crew beyond what every fitting carries. */
typedef struct {
  guint officers;
  guint businessmen;
  guint soldiers;
} Split;

/* What a route pays a fitting: @fixed with the crew every fitting carries,
 * and @soldier and @businessman more for each one in the cabins. */
typedef struct {
  guint fixed;
  guint soldier;
  guint businessman;
} RoutePay;

/* The best of the splits, valued on the most pieces, for a route paying
 * @soldier and @businessman a head. */
typedef struct {
  guint soldier;
  guint businessman;
  double most;
} Remembered;

/* The cabins of the sets with as many engines. */
typedef struct {
  guint engines;
  guint total;          /* the crew they take */
  SyFitting most;       /* the most pieces of any such set, and the crew all carry */
  GArray *splits;       /* of Split, in the plain order */
  double *goals;        /* each split's goal on @most */
  gboolean whole;       /* every one a whole number: sums with it are exact */
  GArray *remembered;   /* of Remembered */
  GArray *at_speed;     /* of double, by speed: the most a route of that speed
                         * pays with the best split valued on @most; -INFINITY
                         * when none, NAN until known */
} Cabins;

typedef struct {
  SyFittingSearch *search;
  guint helmsmen;
  const SyCruiseOracle *canals;
  SyFitting crew;       /* the crew every fitting carries */
  guint spare[SY_N_ITEMS];
  guint weights[SY_N_OFFICIALS];  /* what each official's entry is worth
                                   * before the cabins' crew, in every set */
  GArray *cabins;       /* of Cabins */
  GArray *pays;         /* of RoutePay, for the speed at hand */
} Goal;

static double
value_goal (const Goal      *goal,
            const SyFitting *fitting)
{
  const SyFittingRequest *request = goal->search->request;

  return request->goal (goal->search->ship, fitting, request->goal_data);
}

/* Returns: how many routes of @speed there are, in @routes */
static guint
routes_of (const Goal            *goal,
           guint                  speed,
           const SyCruiseOption **routes)
{
  static const SyCruiseOption no_cruise = { { 0, }, 0 };

  *routes = &no_cruise;
  if (goal->canals == NULL)
    return 1;
  return goal->canals->routes (speed, routes, goal->canals->user_data);
}

/* Fills goal->pays for @routes, sailed by a fitting whose entries are worth
 * @weights before the cabins' crew. */
static const RoutePay *
route_pays (Goal                 *goal,
            const guint          *weights,
            const SyCruiseOption *routes,
            guint                 n_routes)
{
  g_array_set_size (goal->pays, n_routes);
  for (guint r = 0; r < n_routes; r++)
    {
      RoutePay *pay = &g_array_index (goal->pays, RoutePay, r);

      pay->fixed = routes[r].riband;
      for (guint o = 0; o < SY_N_OFFICIALS; o++)
        pay->fixed += routes[r].entries[o] * weights[o];
      pay->soldier = routes[r].entries[SY_OFFICIAL_SOLDIER];
      pay->businessman = routes[r].entries[SY_OFFICIAL_BUSINESSMAN];
    }
  return (const RoutePay *) goal->pays->data;
}

/* The most that @total crew in the cabins can add to a route's pay. */
static guint
most_crew_pay (const Goal     *goal,
               const RoutePay *pay,
               guint           total)
{
  guint d, b;

  if (pay->soldier >= pay->businessman)
    {
      d = MIN (goal->spare[SY_ITEM_SOLDIER], total);
      b = MIN (goal->spare[SY_ITEM_BUSINESSMAN], total - d);
    }
  else
    {
      b = MIN (goal->spare[SY_ITEM_BUSINESSMAN], total);
      d = MIN (goal->spare[SY_ITEM_SOLDIER], total - b);
    }
  return pay->soldier * d + pay->businessman * b;
}

/* The speed is the set's own plus @t, from the helmsmen and the rigger's
 * pairs used: the fewest helmsmen, as the plain order meets them first. */
static void
add_speed (SyFitting *fitting,
           guint      t,
           guint      pairs)
{
  fitting->helmsman_bonus = t > pairs ? t - pairs : 0;
  fitting->rigger_pairs = t - fitting->helmsman_bonus;
}

/* The set's pieces with the crew every fitting carries. */
static SyFitting
with_crew (const Goal       *goal,
           const SyPieceSet *set)
{
  SyFitting fitting = set->pieces;

  for (SyItem k = SY_ITEM_CAPTAIN; k <= SY_ITEM_SOLDIER; k++)
    fitting.load.count[k] = goal->crew.load.count[k];
  return fitting;
}

static void
add_split (SyFitting   *fitting,
           const Split *split)
{
  fitting->load.count[SY_ITEM_CAPTAIN] += split->officers;
  fitting->load.count[SY_ITEM_BUSINESSMAN] += split->businessmen;
  fitting->load.count[SY_ITEM_SOLDIER] += split->soldiers;
}

static Cabins *
cabins_of (const Goal       *goal,
           const SyPieceSet *set)
{
  guint engines = set->pieces.load.count[goal->search->catalog->propulsion];

  for (guint i = 0; i < goal->cabins->len; i++)
    if (g_array_index (goal->cabins, Cabins, i).engines == engines)
      return &g_array_index (goal->cabins, Cabins, i);
  g_return_val_if_reached (NULL);
}

/* Lists the splits of each number of engines, and the most pieces of a
 * set with as many. */
static void
list_cabins (Goal         *goal,
             const GArray *sets)
{
  for (guint i = 0; i < sets->len; i++)
    {
      const SyPieceSet *set = &g_array_index (sets, SyPieceSet, i);
      guint engines = set->pieces.load.count[goal->search->catalog->propulsion];
      Cabins *cabins = NULL;

      for (guint c = 0; c < goal->cabins->len && cabins == NULL; c++)
        if (g_array_index (goal->cabins, Cabins, c).engines == engines)
          cabins = &g_array_index (goal->cabins, Cabins, c);
      if (cabins == NULL)
        {
          const guint *spare = goal->spare;
          Cabins fresh = { engines, 0, };

          fresh.total = MIN (set->cabins, spare[SY_ITEM_CAPTAIN] + spare[SY_ITEM_BUSINESSMAN]
                                          + spare[SY_ITEM_SOLDIER]);
          fresh.most = with_crew (goal, set);
          fresh.splits = g_array_new (FALSE, FALSE, sizeof (Split));
          fresh.remembered = g_array_new (FALSE, FALSE, sizeof (Remembered));
          fresh.at_speed = g_array_new (FALSE, FALSE, sizeof (double));
          for (guint o = 0; o <= MIN (spare[SY_ITEM_CAPTAIN], fresh.total); o++)
            for (guint b = 0; b <= MIN (spare[SY_ITEM_BUSINESSMAN], fresh.total - o); b++)
              {
                Split split = { o, b, fresh.total - o - b };

                if (split.soldiers <= spare[SY_ITEM_SOLDIER])
                  g_array_append_val (fresh.splits, split);
              }
          g_array_append_val (goal->cabins, fresh);
          continue;
        }
      for (SyItem k = 0; k < SY_N_ITEMS; k++)
        cabins->most.load.count[k] = MAX (cabins->most.load.count[k], set->pieces.load.count[k]);
    }

  for (guint c = 0; c < goal->cabins->len; c++)
    {
      Cabins *cabins = &g_array_index (goal->cabins, Cabins, c);

      cabins->goals = g_new (double, cabins->splits->len);
      cabins->whole = TRUE;
      for (guint i = 0; i < cabins->splits->len; i++)
        {
          SyFitting fitting = cabins->most;

          add_split (&fitting, &g_array_index (cabins->splits, Split, i));
          cabins->goals[i] = value_goal (goal, &fitting);
          cabins->whole = cabins->whole && cabins->goals[i] == floor (cabins->goals[i])
                          && fabs (cabins->goals[i]) < 1e15;
        }
    }
}

/* The most a split can add, valued on the most pieces, on a route paying
 * @pay: the crew's pay and the goal. */
static double
most_split (Cabins         *cabins,
            const RoutePay *pay)
{
  Remembered fresh = { pay->soldier, pay->businessman, 0 };

  for (guint m = 0; m < cabins->remembered->len; m++)
    {
      const Remembered *r = &g_array_index (cabins->remembered, Remembered, m);

      if (r->soldier == pay->soldier && r->businessman == pay->businessman)
        return r->most;
    }
  for (guint i = 0; i < cabins->splits->len; i++)
    {
      const Split *split = &g_array_index (cabins->splits, Split, i);
      double value = (double) (pay->soldier * split->soldiers + pay->businessman * split->businessmen)
                     + cabins->goals[i];

      if (i == 0 || value > fresh.most)
        fresh.most = value;
    }
  g_array_append_val (cabins->remembered, fresh);
  return fresh.most;
}

/* What the fittings of a set share before its cabins are filled. */
typedef struct {
  Cabins *cabins;
  SyFitting fitting;              /* its pieces and the crew every fitting carries */
  guint weights[SY_N_OFFICIALS];  /* what each official's entry is worth to it */
  guint speed;                    /* with no helmsman or rigger used */
  guint points;                   /* its crew with full cabins, its cannons and cranes */
} SetBase;

static void
set_base (const Goal       *goal,
          const SyPieceSet *set,
          SetBase          *base)
{
  base->cabins = cabins_of (goal, set);
  base->fitting = with_crew (goal, set);
  sy_route_weights (goal->search->ship, &base->fitting, base->weights);
  base->speed = sy_fitting_get_speed (&base->fitting, goal->search->ship->edition);
  base->points = _sy_ship_points (&base->fitting, 0, 0) + base->cabins->total;
}

/* The most a route of @speed pays a fitting with these cabins, with the
 * best of their splits valued on the most pieces; -INFINITY when there is
 * no route. */
static double
most_at_speed (Goal   *goal,
               Cabins *cabins,
               guint   speed)
{
  const SyCruiseOption *routes;
  const RoutePay *pays;
  guint n_routes;
  double most = -INFINITY;

  if (speed < cabins->at_speed->len && !isnan (g_array_index (cabins->at_speed, double, speed)))
    return g_array_index (cabins->at_speed, double, speed);

  n_routes = routes_of (goal, speed, &routes);
  pays = route_pays (goal, goal->weights, routes, n_routes);
  for (guint r = 0; r < n_routes; r++)
    most = MAX (most, pays[r].fixed + most_split (cabins, &pays[r]));

  while (cabins->at_speed->len <= speed)
    {
      double unknown = NAN;

      g_array_append_val (cabins->at_speed, unknown);
    }
  g_array_index (cabins->at_speed, double, speed) = most;
  return most;
}

/* Bounds what @set can be worth, whatever fills its cabins and whichever
 * speed and route, by each split valued on the most pieces of a set with
 * as many engines (see the top of the file). Returns FALSE when no speed
 * within reach has a route. */
static gboolean
bound_set (Goal       *goal,
           SyPieceSet *set)
{
  SetBase base;
  double bound = -INFINITY;

  set_base (goal, set, &base);
  /* Only engines, sails and smokestacks differ between sets: the routes
   * of a speed pay each the same. */
  g_assert (memcmp (base.weights, goal->weights, sizeof base.weights) == 0);
  for (guint t = 0; t <= goal->helmsmen + set->pairs; t++)
    bound = MAX (bound, (double) (base.points + base.speed + t)
                        + most_at_speed (goal, base.cabins, base.speed + t));
  if (bound == -INFINITY)
    return FALSE;

  /* Sums that are not whole may round either way: a margin far above it. */
  if (!base.cabins->whole)
    bound += 1e-9 * (1 + fabs (bound));
  set->bound = bound;
  return TRUE;
}

/* Bounds @set again, by its own pieces: the goal of the most crew of each
 * kind its cabins could take at once, beside the most the crew can earn
 * on a route. One call of the goal, made only for a set the first bound
 * lets through; the set keeps the lower of the two. */
static void
bound_set_again (Goal       *goal,
                 SyPieceSet *set)
{
  SetBase base;
  SyFitting most;
  guint most_pay = 0;

  set_base (goal, set, &base);
  for (guint t = 0; t <= goal->helmsmen + set->pairs; t++)
    {
      const SyCruiseOption *routes;
      guint n_routes = routes_of (goal, base.speed + t, &routes);
      const RoutePay *pays = route_pays (goal, base.weights, routes, n_routes);

      for (guint r = 0; r < n_routes; r++)
        most_pay = MAX (most_pay, base.points + base.speed + t + pays[r].fixed
                                  + most_crew_pay (goal, &pays[r], base.cabins->total));
    }

  most = base.fitting;
  for (SyItem k = SY_ITEM_CAPTAIN; k <= SY_ITEM_SOLDIER; k++)
    most.load.count[k] += MIN (goal->spare[k], base.cabins->total);
  set->bound = MIN (set->bound, (double) most_pay + value_goal (goal, &most));
}

/* Tries every split of the cabins of @set at every speed. */
static void
try_set (Goal             *goal,
         const SyPieceSet *set)
{
  SyFittingSearch *search = goal->search;
  SetBase base;
  Cabins *cabins;
  SyFitting fitting;
  guint n_splits;
  g_autofree double *goals = NULL;
  double most_goal = 0;

  set_base (goal, set, &base);
  cabins = base.cabins;
  fitting = base.fitting;
  n_splits = cabins->splits->len;
  goals = g_new (double, n_splits);
  for (guint i = 0; i < n_splits; i++)
    {
      SyFitting filled = fitting;

      add_split (&filled, &g_array_index (cabins->splits, Split, i));
      goals[i] = value_goal (goal, &filled);
      most_goal = i == 0 ? goals[i] : MAX (most_goal, goals[i]);
    }

  for (guint t = 0; t <= goal->helmsmen + set->pairs; t++)
    {
      const SyCruiseOption *routes;
      const RoutePay *pays;
      guint n_routes, speed;
      guint most_pay = 0;
      const Split *best = NULL;
      double best_value = 0;
      guint best_r = 0;

      add_speed (&fitting, t, set->pairs);
      speed = base.speed + t;
      n_routes = routes_of (goal, speed, &routes);
      if (n_routes == 0)
        continue;
      pays = route_pays (goal, base.weights, routes, n_routes);

      /* No split at this speed can reach the best so far: none is tried. */
      for (guint r = 0; r < n_routes; r++)
        most_pay = MAX (most_pay, pays[r].fixed + most_crew_pay (goal, &pays[r], cabins->total));
      if (search->found && (double) (base.points + speed + most_pay) + most_goal < search->value)
        continue;

      /* Each split sails its best route, the first of equals; the splits
       * have as many pieces, so the first of the best wins. */
      for (guint i = 0; i < n_splits; i++)
        {
          const Split *split = &g_array_index (cabins->splits, Split, i);
          guint pay = 0, r_best = 0;
          double value;

          for (guint r = 0; r < n_routes; r++)
            {
              guint p = pays[r].fixed + pays[r].soldier * split->soldiers
                        + pays[r].businessman * split->businessmen;

              if (r == 0 || p > pay)
                {
                  pay = p;
                  r_best = r;
                }
            }
          value = (double) (base.points + speed + pay) + goals[i];
          if (best == NULL || value > best_value)
            {
              best = split;
              best_value = value;
              best_r = r_best;
            }
        }

      if (best != NULL && (!search->found || best_value >= search->value))
        {
          SyFitting filled = fitting;

          add_split (&filled, best);
          _sy_fitting_search_consider (search, &filled, &routes[best_r],
                                       goals[best - (const Split *) cabins->splits->data],
                                       (set->order << 32) | t);
        }
    }
}

/* The highest bound first; equal bounds in the plain order. */
static gint
by_bound (gconstpointer a,
          gconstpointer b)
{
  const SyPieceSet *x = a, *y = b;

  if (x->bound != y->bound)
    return x->bound > y->bound ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

/* Whether @set loses to the best so far even when it reaches its bound. */
static gboolean
cannot_win (const Goal       *goal,
            const SyPieceSet *set)
{
  const SyFittingSearch *search = goal->search;
  guint pieces;

  if (!search->found || set->bound > search->value)
    return FALSE;
  if (set->bound < search->value)
    return TRUE;
  pieces = sy_supply_total (&set->pieces.load) + sy_supply_total (&goal->crew.load)
           + cabins_of (goal, set)->total;
  return pieces > search->pieces || (pieces == search->pieces && set->order > search->order >> 32);
}

static void
clear_cabins (gpointer data)
{
  Cabins *cabins = data;

  g_array_unref (cabins->splits);
  g_array_unref (cabins->remembered);
  g_array_unref (cabins->at_speed);
  g_free (cabins->goals);
}

/**
 * _sy_fitting_search_serve_goal:
 * @search: a search whose request has a goal
 * @sets: (element-type SyPieceSet): every set of pieces, in the plain
 *   order; their bounds are set and the array sorted
 * @helmsmen: the helmsmen the player has
 * @canals: (nullable): the player's canals
 *
 * Finds the best fitting serving the request's goal (see the top of the
 * file).
 */
void
_sy_fitting_search_serve_goal (SyFittingSearch      *search,
                               GArray               *sets,
                               guint                 helmsmen,
                               const SyCruiseOracle *canals)
{
  Goal goal = { search, helmsmen, canals, };
  guint n = 0;

  _sy_fitting_search_base_crew (search, &goal.crew, goal.spare);
  goal.cabins = g_array_new (FALSE, FALSE, sizeof (Cabins));
  g_array_set_clear_func (goal.cabins, clear_cabins);
  goal.pays = g_array_new (FALSE, FALSE, sizeof (RoutePay));
  list_cabins (&goal, sets);
  if (sets->len > 0)
    {
      SetBase base;

      set_base (&goal, &g_array_index (sets, SyPieceSet, 0), &base);
      memcpy (goal.weights, base.weights, sizeof goal.weights);
    }

  for (guint i = 0; i < sets->len; i++)
    {
      SyPieceSet *set = &g_array_index (sets, SyPieceSet, i);

      if (bound_set (&goal, set))
        g_array_index (sets, SyPieceSet, n++) = *set;
    }
  g_array_set_size (sets, n);
  g_array_sort (sets, by_bound);

  for (guint i = 0; i < sets->len; i++)
    {
      SyPieceSet *set = &g_array_index (sets, SyPieceSet, i);

      if (search->found && set->bound < search->value)
        break;
      if (cannot_win (&goal, set))
        continue;
      if (search->found)
        {
          bound_set_again (&goal, set);
          if (cannot_win (&goal, set))
            continue;
        }
      try_set (&goal, set);
    }

  g_array_unref (goal.cabins);
  g_array_unref (goal.pays);
}
