/* sy-ship.c: fitting a finished ship, its speed and its points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-ship"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-cruise-routes.h"
#include "sy-error.h"
#include "sy-ship-private.h"

/**
 * sy_ship_init_from_parts:
 * @ship: (out caller-allocates): the ship
 * @edition: the edition
 * @parts: (array length=n_parts): the ship's parts, bow to stern
 * @n_parts: how many
 *
 * Adds up the symbols of a finished ship's parts.
 */
void
sy_ship_init_from_parts (SyShip       *ship,
                         SyEdition     edition,
                         const SyPart *parts,
                         guint         n_parts)
{
  g_return_if_fail (ship != NULL);
  g_return_if_fail (parts != NULL || n_parts == 0);

  memset (ship, 0, sizeof *ship);
  ship->edition = edition;
  ship->n_parts = n_parts;
  for (guint p = 0; p < n_parts; p++)
    for (guint s = 0; s < SY_N_SYMBOLS; s++)
      ship->symbols[s] += parts[p].blank ? 0 : parts[p].symbols[s];
}

/**
 * sy_ship_init_from_yard:
 * @ship: (out caller-allocates): the ship
 * @edition: the edition
 * @yard: a yard
 * @span: a finished ship in @yard, from sy_yard_find_finished()
 *
 * Takes a finished ship from its slots.
 */
void
sy_ship_init_from_yard (SyShip           *ship,
                        SyEdition         edition,
                        const SyYard     *yard,
                        const SyShipSpan *span)
{
  g_return_if_fail (yard != NULL && span != NULL && span->last < yard->n_slots);

  sy_ship_init_from_parts (ship, edition, &yard->slots[span->first],
                           span->last - span->first + 1);
}

/**
 * sy_ship_get_room:
 * @ship: a finished ship
 * @employees: (nullable): its owner's employees
 * @room: (out caller-allocates): the room for each kind of piece
 */
void
sy_ship_get_room (const SyShip          *ship,
                  const SyShipEmployees *employees,
                  SyShipRoom            *room)
{
  const SyCatalog *catalog = sy_catalog_get (ship->edition);

  memset (room, 0, sizeof *room);
  for (guint k = 0; k < SY_N_ITEMS; k++)
    room->designer[k] = catalog->has_item[k] && employees != NULL
                        ? employees->designers[k] * catalog->designer_extra[k] : 0;
  room->any_crew = employees != NULL ? employees->crew_designers * catalog->any_crew_extra : 0;
  room->rigging = ship->symbols[SY_SYMBOL_RIGGING_MOUNT];
  room->cannon = ship->symbols[SY_SYMBOL_CANNON_MOUNT];
  room->crane = ship->symbols[SY_SYMBOL_CRANE_MOUNT];
  room->propeller = ship->symbols[SY_SYMBOL_PROPELLER_MOUNT];
  room->cabins = ship->symbols[SY_SYMBOL_CABIN];
  room->stoker_cabins = ship->symbols[SY_SYMBOL_STOKER_CABIN];
}

/* What of @n pieces a kind's designers do not carry. */
static inline guint
beyond (guint n,
        guint designer)
{
  return n > designer ? n - designer : 0;
}

/* The crew who need an ordinary cabin or a designer of any crew: officers
 * (every captain after the first), businessmen and soldiers beyond what
 * their designers carry. */
guint
_sy_room_cabin_crew (const SyShipRoom *room,
                     const SySupply   *load)
{
  guint captains = load->count[SY_ITEM_CAPTAIN];

  return beyond (captains > 0 ? captains - 1 : 0, room->designer[SY_ITEM_CAPTAIN])
         + beyond (load->count[SY_ITEM_BUSINESSMAN], room->designer[SY_ITEM_BUSINESSMAN])
         + beyond (load->count[SY_ITEM_SOLDIER], room->designer[SY_ITEM_SOLDIER]);
}

/* The stokers beyond their cabins and their designer: only a designer of
 * any crew can carry them. */
guint
_sy_room_stokers_over (const SyShipRoom *room,
                       guint             stokers)
{
  return beyond (beyond (stokers, room->designer[SY_ITEM_STOKER]), room->stoker_cabins);
}

gboolean
_sy_room_fits (const SyShipRoom *room,
               const SySupply   *load)
{
  guint stokers_over = _sy_room_stokers_over (room, load->count[SY_ITEM_STOKER]);

  return beyond (load->count[SY_ITEM_SAIL], room->designer[SY_ITEM_SAIL])
         + beyond (load->count[SY_ITEM_SMOKESTACK], room->designer[SY_ITEM_SMOKESTACK])
         <= room->rigging
         && beyond (load->count[SY_ITEM_CANNON], room->designer[SY_ITEM_CANNON]) <= room->cannon
         && beyond (load->count[SY_ITEM_CRANE], room->designer[SY_ITEM_CRANE]) <= room->crane
         && beyond (load->count[SY_ITEM_PROPELLER], room->designer[SY_ITEM_PROPELLER])
            <= room->propeller
         && stokers_over <= room->any_crew
         && _sy_room_cabin_crew (room, load) + stokers_over <= room->cabins + room->any_crew;
}

static gboolean
check_mounts (SyEdition   edition,
              SyItem      item,
              guint       n,
              guint       mounts,
              guint       designer,
              GError    **error)
{
  if (beyond (n, designer) <= mounts)
    return TRUE;

  if (designer > 0)
    g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_FITTING,
                 /* Translators: e.g. “3 cannons do not fit: the ship has 1 mount for them and your designer carries 1 more.” */
                 _("%u %s do not fit: the ship has %u mounts for them and your designers carry %u more."),
                 n, sy_item_get_plural (edition, item, n), mounts, designer);
  else
    g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_FITTING,
                 _("%u %s do not fit: the ship has %u mounts for them."),
                 n, sy_item_get_plural (edition, item, n), mounts);
  return FALSE;
}

/**
 * sy_fitting_get_max_rigger_pairs:
 * @fitting: a fitting
 * @employees: (nullable): the owner's employees
 *
 * Returns: how many pairs of the fitting's sails its owner's riggers may
 *   count, each for 1 speed: every rigger counts every pair
 */
guint
sy_fitting_get_max_rigger_pairs (const SyFitting       *fitting,
                                 const SyShipEmployees *employees)
{
  g_return_val_if_fail (fitting != NULL, 0);

  return (employees != NULL ? employees->riggers : 0) * (fitting->load.count[SY_ITEM_SAIL] / 2);
}

/**
 * sy_fitting_check:
 * @fitting: a fitting
 * @ship: a finished ship
 * @supply: the player's supply
 * @employees: (nullable): the player's employees
 * @error: return location for a %SY_ERROR_ILLEGAL_FITTING naming the piece
 *   and the reason
 *
 * Checks a fitting against the rules: every piece from the player's own
 * supply; each piece of equipment on a mounting point of its own kind
 * (sails and smokestacks share theirs); every crew member in a cabin of
 * their own but the first captain; stokers only in stoker cabins and nobody
 * else there; designers carrying up to two pieces of their kind (one stoker
 * or propeller) without mount or cabin; helmsmen and riggers used no more
 * than the player has.
 *
 * Returns: whether the fitting is legal
 */
gboolean
sy_fitting_check (const SyFitting        *fitting,
                  const SyShip           *ship,
                  const SySupply         *supply,
                  const SyShipEmployees  *employees,
                  GError                **error)
{
  const SyCatalog *catalog;
  const SySupply *load;
  SyShipRoom room;
  guint stokers_over, cabin_crew;

  g_return_val_if_fail (fitting != NULL && ship != NULL && supply != NULL, FALSE);

  catalog = sy_catalog_get (ship->edition);
  load = &fitting->load;

  for (guint k = 0; k < SY_N_ITEMS; k++)
    {
      if (load->count[k] > 0 && !catalog->has_item[k])
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_FITTING,
                       ship->edition == SY_EDITION_FIRST
                       ? _("The first edition has no pieces of this kind: %s.")
                       : _("The second edition has no pieces of this kind: %s."),
                       sy_item_get_plural (ship->edition, (SyItem) k, 2));
          return FALSE;
        }
      if (load->count[k] > supply->count[k])
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_FITTING,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "Your supply holds only %u %s.",
                                    "Your supply holds only %u %s.", supply->count[k]),
                       supply->count[k], sy_item_get_plural (ship->edition, (SyItem) k, supply->count[k]));
          return FALSE;
        }
    }

  sy_ship_get_room (ship, employees, &room);

  if (beyond (load->count[SY_ITEM_SAIL], room.designer[SY_ITEM_SAIL])
      + beyond (load->count[SY_ITEM_SMOKESTACK], room.designer[SY_ITEM_SMOKESTACK]) > room.rigging)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_FITTING,
                   _("%u sails and %u smokestacks do not fit: they share the ship’s %u sail or "
                     "smokestack mounts, one piece each, beyond what your designers carry."),
                   load->count[SY_ITEM_SAIL], load->count[SY_ITEM_SMOKESTACK], room.rigging);
      return FALSE;
    }
  if (!check_mounts (ship->edition, SY_ITEM_CANNON, load->count[SY_ITEM_CANNON], room.cannon,
                     room.designer[SY_ITEM_CANNON], error)
      || !check_mounts (ship->edition, SY_ITEM_CRANE, load->count[SY_ITEM_CRANE], room.crane,
                        room.designer[SY_ITEM_CRANE], error)
      || !check_mounts (ship->edition, SY_ITEM_PROPELLER, load->count[SY_ITEM_PROPELLER], room.propeller,
                        room.designer[SY_ITEM_PROPELLER], error))
    return FALSE;

  stokers_over = _sy_room_stokers_over (&room, load->count[SY_ITEM_STOKER]);
  if (stokers_over > room.any_crew)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_FITTING,
                   _("%u stokers do not fit: the ship has %u stoker cabins, and stokers go "
                     "nowhere else but with a designer."),
                   load->count[SY_ITEM_STOKER], room.stoker_cabins);
      return FALSE;
    }

  cabin_crew = _sy_room_cabin_crew (&room, load);
  if (cabin_crew + stokers_over > room.cabins + room.any_crew)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_FITTING,
                   _("The crew does not fit: %u of them need a cabin (every captain after the "
                     "first is an officer and needs one too) and the ship has %u."),
                   cabin_crew + stokers_over, room.cabins + room.any_crew);
      return FALSE;
    }

  if (fitting->helmsman_bonus > (employees != NULL ? employees->helmsmen : 0))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_FITTING,
                   _("Only a helmsman adds 1 to a ship’s speed, and you have %u."),
                   employees != NULL ? employees->helmsmen : 0);
      return FALSE;
    }
  if (fitting->rigger_pairs > sy_fitting_get_max_rigger_pairs (fitting, employees))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_FITTING,
                   _("A rigger adds 1 to the speed for each pair of sails: with %u sails and "
                     "%u riggers that is at most %u."),
                   load->count[SY_ITEM_SAIL], employees != NULL ? employees->riggers : 0,
                   sy_fitting_get_max_rigger_pairs (fitting, employees));
      return FALSE;
    }

  return TRUE;
}

guint
_sy_base_speed (SyItem propulsion,
                guint  sails,
                guint  smokestacks,
                guint  engines)
{
  /* Full steam: a smokestack and a stoker (propeller). */
  if (smokestacks >= 1 && engines >= 1)
    return 4 + (smokestacks - 1) + (engines - 1) + sails;

  return 1 + sails + engines + smokestacks / 2;
}

/**
 * sy_fitting_get_speed:
 * @fitting: a fitting
 * @edition: the edition
 *
 * The speed, as both rulebooks give it: with at least one smokestack and
 * one stoker (first edition: propeller), 4, plus 1 for each further
 * smokestack and stoker (propeller) and for each sail; otherwise 1, plus 1
 * for each sail and stoker (propeller) and for each pair of smokestacks.
 * Then the helmsmen and the rigger's pairs used.
 *
 * Returns: the ship's speed
 */
guint
sy_fitting_get_speed (const SyFitting *fitting,
                      SyEdition        edition)
{
  const SyCatalog *catalog = sy_catalog_get (edition);
  const SySupply *load = &fitting->load;

  return _sy_base_speed (catalog->propulsion, load->count[SY_ITEM_SAIL],
                         load->count[SY_ITEM_SMOKESTACK], load->count[catalog->propulsion])
         + fitting->helmsman_bonus + fitting->rigger_pairs;
}

/* Returns: every captain on the ship beyond its first */
guint
sy_fitting_get_officers (const SyFitting *fitting)
{
  guint captains = fitting->load.count[SY_ITEM_CAPTAIN];

  return captains > 0 ? captains - 1 : 0;
}

/* 1 per crew member, captains and officers included, stokers not. */
static guint
ship_crew_points (const SySupply *load)
{
  return load->count[SY_ITEM_CAPTAIN] + load->count[SY_ITEM_BUSINESSMAN] + load->count[SY_ITEM_SOLDIER];
}

/* 2 per cannon and per crane. */
static guint
ship_cannons_cranes_points (const SySupply *load)
{
  return 2 * (load->count[SY_ITEM_CANNON] + load->count[SY_ITEM_CRANE]);
}

/*
 * _sy_ship_points:
 * @fitting: the fitting of a ship that scores
 * @speed: its speed
 * @cruise: what its cruise pays
 *
 * Returns: the ship's total, as sy_ship_score_route() adds it up
 */
guint
_sy_ship_points (const SyFitting *fitting,
                 guint            speed,
                 guint            cruise)
{
  return ship_crew_points (&fitting->load) + ship_cannons_cranes_points (&fitting->load) + speed + cruise;
}

/**
 * sy_ship_score_route:
 * @ship: a finished ship
 * @fitting: its fitting
 * @route: (nullable): the tally of the route sailed, or %NULL when no route
 *   of the ship's full speed exists
 * @score: (out caller-allocates): the breakdown
 *
 * Scores a ship on a given route: crew (stokers never count), 2 per cannon
 * and crane, the speed, and what the officials and the last Blue Riband
 * pay. Without a captain or a route the ship scores nothing.
 */
void
sy_ship_score_route (const SyShip         *ship,
                     const SyFitting      *fitting,
                     const SyCruiseOption *route,
                     SyShipScore          *score)
{
  const SySupply *load = &fitting->load;
  guint per_official[SY_N_OFFICIALS];

  memset (score, 0, sizeof *score);

  if (load->count[SY_ITEM_CAPTAIN] == 0)
    {
      score->failure = SY_SHIP_NO_CAPTAIN;
      return;
    }
  if (route == NULL)
    {
      score->failure = SY_SHIP_CANALS_TOO_SHORT;
      return;
    }

  score->crew = ship_crew_points (load);
  score->cannons_cranes = ship_cannons_cranes_points (load);
  score->speed = sy_fitting_get_speed (fitting, ship->edition);

  sy_route_weights (ship, fitting, per_official);

  for (guint o = 0; o < SY_N_OFFICIALS; o++)
    {
      score->officials[o] = route->entries[o] * per_official[o];
      score->cruise += score->officials[o];
    }
  score->riband = route->riband;
  score->cruise += route->riband;
  score->total = _sy_ship_points (fitting, score->speed, score->cruise);
}

/**
 * sy_ship_score:
 * @ship: a finished ship
 * @fitting: its fitting
 * @canals: (nullable): the player's canals; %NULL scores no cruise and
 *   takes every speed as sailable (a ship judged before canals exist)
 * @score: (out caller-allocates): the breakdown with the best route
 *
 * Scores a ship with the best route its canals offer for its speed.
 */
void
sy_ship_score (const SyShip         *ship,
               const SyFitting      *fitting,
               const SyCruiseOracle *canals,
               SyShipScore          *score)
{
  static const SyCruiseOption no_cruise = { { 0, }, 0 };
  const SyCruiseOption *options = NULL;
  guint n_options;

  if (canals == NULL)
    {
      sy_ship_score_route (ship, fitting, &no_cruise, score);
      return;
    }

  n_options = canals->routes (sy_fitting_get_speed (fitting, ship->edition), &options,
                              canals->user_data);
  sy_ship_score_route (ship, fitting, NULL, score);
  for (guint i = 0; i < n_options; i++)
    {
      SyShipScore candidate;

      sy_ship_score_route (ship, fitting, &options[i], &candidate);
      if (i == 0 || candidate.total > score->total)
        *score = candidate;
    }
}
