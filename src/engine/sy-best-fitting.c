/* sy-best-fitting.c: the fitting that scores the most for a ship
 *
 * Exact, by a search that is small because of the rules' shape. Cannons and
 * cranes have mounts of their own and only ever add points, so as many go
 * on as fit. What remains is tried in full: the pieces that set the speed
 * (sails and smokestacks on their shared mounts, stokers or propellers,
 * the helmsmen and the rigger's pairs used), since the canals may offer no
 * route for a faster ship; and for each speed, every route tally the
 * canals offer, with the crew filling the cabins by what each member earns
 * on that route. With a goal (a player's contracts), every way of filling
 * the cabins is tried instead, by the search in sy-best-fitting-goal.c,
 * which gives the same answer with a fraction of the work.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-best-fitting"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-best-fitting-private.h"
#include "sy-cruise-routes.h"
#include "sy-ship-private.h"

/* Fills @cabins with the crew beyond what designers carry, best earners
 * first: officers earn 1, businessmen 1 and what the businessman official
 * pays on this route, soldiers likewise with the soldier official. */
static void
fill_cabins_greedily (SyFitting            *fitting,
                      const guint          *spare,
                      guint                 cabins,
                      const SyCruiseOption *route)
{
  const SyItem order_bd[] = { SY_ITEM_BUSINESSMAN, SY_ITEM_SOLDIER, SY_ITEM_CAPTAIN };
  const SyItem order_db[] = { SY_ITEM_SOLDIER, SY_ITEM_BUSINESSMAN, SY_ITEM_CAPTAIN };
  const SyItem *order = route->entries[SY_OFFICIAL_BUSINESSMAN] >= route->entries[SY_OFFICIAL_SOLDIER]
                        ? order_bd : order_db;

  for (guint i = 0; i < 3; i++)
    {
      guint n = MIN (spare[order[i]], cabins);

      fitting->load.count[order[i]] += n;
      cabins -= n;
    }
}

static void
try_speed (SyFittingSearch      *search,
           const SyFitting      *base,
           guint                 cabins,
           const SyCruiseOracle *canals)
{
  static const SyCruiseOption no_cruise = { { 0, }, 0 };
  const SyCruiseOption *routes = &no_cruise;
  guint n_routes = 1;
  SyFitting fitting = *base;
  guint spare[SY_N_ITEMS] = { 0, };

  if (canals != NULL)
    n_routes = canals->routes (sy_fitting_get_speed (base, search->ship->edition), &routes,
                               canals->user_data);
  _sy_fitting_search_base_crew (search, &fitting, spare);

  /* The cabins filled by what each crew member earns on the route. */
  for (guint r = 0; r < n_routes; r++)
    {
      SyFitting filled = fitting;

      fill_cabins_greedily (&filled, spare, cabins, &routes[r]);
      _sy_fitting_search_consider (search, &filled, &routes[r], 0, 0);
    }
}

static guint
beyond (guint n,
        guint designer)
{
  return n > designer ? n - designer : 0;
}

static void
explain_leftovers (SyFittingSearch      *search,
                   const SySupply       *supply,
                   const SyCruiseOracle *canals)
{
  SyBestFitting *best = search->best;
  const SyFittingRequest *request = search->request;

  for (guint k = 0; k < SY_N_ITEMS; k++)
    {
      SyFitting more = best->fitting;
      guint kept = request != NULL ? MIN (request->keep_back.count[k], supply->count[k]) : 0;
      guint speed;
      const SyCruiseOption *routes;

      best->left.count[k] = supply->count[k] - best->fitting.load.count[k];
      if (best->left.count[k] == 0)
        best->reasons[k] = SY_LEFT_NONE;
      else if (best->score.failure != SY_SHIP_SCORES)
        best->reasons[k] = SY_LEFT_SHIP_FAILS;
      else if (best->left.count[k] <= kept)
        best->reasons[k] = SY_LEFT_KEPT_BACK;
      else
        {
          more.load.count[k]++;
          speed = sy_fitting_get_speed (&more, search->ship->edition);
          if (!_sy_room_fits (&search->room, &more.load))
            best->reasons[k] = SY_LEFT_NO_ROOM;
          else if (canals != NULL && speed != sy_fitting_get_speed (&best->fitting, search->ship->edition)
                   && canals->routes (speed, &routes, canals->user_data) == 0)
            best->reasons[k] = SY_LEFT_CANALS;
          else
            best->reasons[k] = SY_LEFT_NO_GAIN;
        }
    }
}

/**
 * sy_ship_find_best_fitting:
 * @ship: a finished ship
 * @supply: the player's supply
 * @employees: (nullable): the player's employees
 * @canals: (nullable): the player's canals (see sy_ship_score())
 * @request: (nullable): pieces to keep back and a goal to serve
 * @best: (out caller-allocates): the answer
 *
 * Finds the fitting that scores the most for this ship, exactly, with its
 * breakdown, the supply it leaves and why each kind left stays. When the
 * ship cannot score (no captain in the supply, or no route of any speed it
 * can reach), nothing is put on it and @best's score says why.
 */
void
sy_ship_find_best_fitting (const SyShip            *ship,
                           const SySupply          *supply,
                           const SyShipEmployees   *employees,
                           const SyCruiseOracle    *canals,
                           const SyFittingRequest  *request,
                           SyBestFitting           *best)
{
  SyFittingSearch search = { 0 };
  SyFitting base = { 0 };
  const SyShipRoom *room;
  SyItem engine;
  guint engines_max, sails_max, stacks_max;
  g_autoptr(GArray) sets = NULL;

  g_return_if_fail (ship != NULL && supply != NULL && best != NULL);

  memset (best, 0, sizeof *best);
  search.ship = ship;
  search.catalog = sy_catalog_get (ship->edition);
  search.request = request;
  search.best = best;
  sy_ship_get_room (ship, employees, &search.room);
  room = &search.room;
  engine = search.catalog->propulsion;

  for (guint k = 0; k < SY_N_ITEMS; k++)
    {
      guint kept = request != NULL ? request->keep_back.count[k] : 0;

      search.avail.count[k] = search.catalog->has_item[k] ? beyond (supply->count[k], kept) : 0;
    }

  if (search.avail.count[SY_ITEM_CAPTAIN] == 0)
    {
      best->score.failure = SY_SHIP_NO_CAPTAIN;
      explain_leftovers (&search, supply, canals);
      return;
    }

  if (request != NULL && request->goal != NULL)
    sets = g_array_new (FALSE, FALSE, sizeof (SyPieceSet));

  base.load.count[SY_ITEM_CANNON] = MIN (search.avail.count[SY_ITEM_CANNON],
                                         room->cannon + room->designer[SY_ITEM_CANNON]);
  base.load.count[SY_ITEM_CRANE] = MIN (search.avail.count[SY_ITEM_CRANE],
                                        room->crane + room->designer[SY_ITEM_CRANE]);

  if (engine == SY_ITEM_STOKER)
    engines_max = MIN (search.avail.count[engine],
                       room->stoker_cabins + room->designer[engine] + room->any_crew);
  else
    engines_max = MIN (search.avail.count[engine], room->propeller + room->designer[engine]);
  sails_max = MIN (search.avail.count[SY_ITEM_SAIL], room->rigging + room->designer[SY_ITEM_SAIL]);
  stacks_max = MIN (search.avail.count[SY_ITEM_SMOKESTACK],
                    room->rigging + room->designer[SY_ITEM_SMOKESTACK]);

  for (guint e = 0; e <= engines_max; e++)
    {
      guint over = engine == SY_ITEM_STOKER ? _sy_room_stokers_over (room, e) : 0;
      guint cabins = room->cabins + room->any_crew - over;

      for (guint l = 0; l <= sails_max; l++)
        for (guint s = 0; s <= stacks_max; s++)
          {
            guint helmsmen = employees != NULL ? employees->helmsmen : 0;
            guint pairs;
            SyFitting pieces = base;

            if (beyond (l, room->designer[SY_ITEM_SAIL])
                + beyond (s, room->designer[SY_ITEM_SMOKESTACK]) > room->rigging)
              continue;

            pieces.load.count[engine] = e;
            pieces.load.count[SY_ITEM_SAIL] = l;
            pieces.load.count[SY_ITEM_SMOKESTACK] = s;
            pairs = sy_fitting_get_max_rigger_pairs (&pieces, employees);
            if (sets != NULL)
              {
                SyPieceSet set = { pieces, cabins, pairs, sets->len, 0 };

                g_array_append_val (sets, set);
                continue;
              }
            for (guint h = 0; h <= helmsmen; h++)
              for (guint p = 0; p <= pairs; p++)
                {
                  SyFitting fitting = pieces;

                  fitting.helmsman_bonus = h;
                  fitting.rigger_pairs = p;
                  try_speed (&search, &fitting, cabins, canals);
                }
          }
    }

  if (sets != NULL)
    _sy_fitting_search_serve_goal (&search, sets, employees != NULL ? employees->helmsmen : 0, canals);

  /* No speed within reach has a route: nothing goes on the ship. */
  if (!search.found)
    best->score.failure = SY_SHIP_CANALS_TOO_SHORT;

  explain_leftovers (&search, supply, canals);
}

/**
 * sy_best_fitting_explain:
 * @best: a best fitting
 * @edition: the game's edition, which names the pieces
 * @item: a kind of piece
 *
 * Returns: (transfer full) (nullable): why the pieces of @item left over
 *   stay in the supply, in a player's words, or %NULL when none are left
 */
char *
sy_best_fitting_explain (const SyBestFitting *best,
                         SyEdition            edition,
                         SyItem               item)
{
  guint n;
  const char *what;

  g_return_val_if_fail (best != NULL && (guint) item < SY_N_ITEMS, NULL);

  n = best->left.count[item];
  what = sy_item_get_plural (edition, item, n);

  switch (best->reasons[item])
    {
    case SY_LEFT_KEPT_BACK:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u %s stays in your supply: you keep it back.",
                                           "%u %s stay in your supply: you keep them back.", n),
                              n, what);
    case SY_LEFT_NO_ROOM:
      if (sy_item_is_crew (item))
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%u %s stays in your supply: no cabin is left for it.",
                                             "%u %s stay in your supply: no cabin is left for them.", n),
                                n, what);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u %s stays in your supply: no mount is left for it.",
                                           "%u %s stay in your supply: no mount is left for them.", n),
                              n, what);
    case SY_LEFT_CANALS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u %s stays in your supply: a faster ship would find no route of its full speed in your canals.",
                                           "%u %s stay in your supply: a faster ship would find no route of its full speed in your canals.", n),
                              n, what);
    case SY_LEFT_NO_GAIN:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u %s stays in your supply: it would not add to the score.",
                                           "%u %s stay in your supply: they would not add to the score.", n),
                              n, what);
    case SY_LEFT_SHIP_FAILS:
      if (best->score.failure == SY_SHIP_NO_CAPTAIN)
        return g_strdup (_("Nothing goes on this ship: without a captain it scores nothing and is removed."));
      return g_strdup (_("Nothing goes on this ship: your canals have no route of its full speed, so it scores nothing and is removed."));
    case SY_LEFT_NONE:
    default:
      return NULL;
    }
}
