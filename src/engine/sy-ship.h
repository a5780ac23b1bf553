/* sy-ship.h: a finished ship, its fitting, its speed and its points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-catalog.h"
#include "sy-cruise-types.h"
#include "sy-items.h"
#include "sy-yard.h"

G_BEGIN_DECLS

/**
 * SyShip:
 * @edition: the edition its parts belong to
 * @n_parts: its length, substitutes included
 * @symbols: the symbols of all its parts added up
 *
 * A finished ship: a bow, one to seven middles and a stern. Mounting points
 * and cabins serve anywhere on the ship, so only their totals matter.
 */
typedef struct {
  SyEdition edition;
  guint n_parts;
  guint symbols[SY_N_SYMBOLS];
} SyShip;

/**
 * SyShipEmployees:
 * @designers: designer tiles by the piece they picture
 * @crew_designers: second-edition designers of crew of any kind
 * @helmsmen: helmsmen (+1 speed each)
 * @riggers: riggers (+1 speed per pair of sails each)
 *
 * The employees of a player that change what a ship carries or how fast
 * it sails.
 */
typedef struct {
  guint designers[SY_N_ITEMS];
  guint crew_designers;
  guint helmsmen;
  guint riggers;
} SyShipEmployees;

/**
 * SyShipRoom:
 * @designer: the extra places a player's designers give, by the piece
 *   they picture
 * @any_crew: extra places for crew of any kind (second edition designer)
 * @rigging: the ship's mounts for a sail or a smokestack
 * @cannon: its cannon mounts
 * @crane: its crane mounts
 * @propeller: its propeller mounts (first edition)
 * @cabins: its cabins, for any crew but a stoker
 * @stoker_cabins: its stoker cabins (second edition)
 *
 * The room a finished ship and its owner's designers give, by kind. The
 * first captain needs no cabin: every captain after the first is an
 * officer and does.
 */
typedef struct {
  guint designer[SY_N_ITEMS];
  guint any_crew;
  guint rigging;
  guint cannon;
  guint crane;
  guint propeller;
  guint cabins;
  guint stoker_cabins;
} SyShipRoom;

/**
 * SyFitting:
 * @load: the pieces put on the ship
 * @helmsman_bonus: how many helmsmen the player uses (their effect, as
 *   every employee's, is optional: it matters when the canals are short)
 * @rigger_pairs: how many pairs of sails the riggers count
 *
 * What a player puts on a finished ship before it sails.
 */
typedef struct {
  SySupply load;
  guint helmsman_bonus;
  guint rigger_pairs;
} SyFitting;

/**
 * SyShipFailure:
 * @SY_SHIP_SCORES: the ship meets the conditions
 * @SY_SHIP_NO_CAPTAIN: no captain on board
 * @SY_SHIP_CANALS_TOO_SHORT: no route of the ship's full speed
 *
 * Why a ship scores nothing: it leaves the yard, is removed from the game
 * and never counts for contracts.
 */
typedef enum {
  SY_SHIP_SCORES,
  SY_SHIP_NO_CAPTAIN,
  SY_SHIP_CANALS_TOO_SHORT,
} SyShipFailure;

/**
 * SyShipScore:
 * @failure: whether the ship scores, and if not why
 * @crew: 1 per crew member, captain and officers included, stokers not
 * @cannons_cranes: 2 per cannon and per crane
 * @speed: the speed, which scores as many points
 * @officials: the cruise's points from each kind of official
 * @riband: the cruise's Blue Riband points
 * @cruise: the cruise's points in all
 * @total: every point the ship scores; 0 when it fails
 *
 * The breakdown of a launched ship's points.
 */
typedef struct {
  SyShipFailure failure;
  guint crew;
  guint cannons_cranes;
  guint speed;
  guint officials[SY_N_OFFICIALS];
  guint riband;
  guint cruise;
  guint total;
} SyShipScore;

void     sy_ship_init_from_parts  (SyShip                *ship,
                                   SyEdition              edition,
                                   const SyPart          *parts,
                                   guint                  n_parts);
void     sy_ship_init_from_yard   (SyShip                *ship,
                                   SyEdition              edition,
                                   const SyYard          *yard,
                                   const SyShipSpan      *span);
void     sy_ship_get_room         (const SyShip          *ship,
                                   const SyShipEmployees *employees,
                                   SyShipRoom            *room);
gboolean sy_fitting_check         (const SyFitting       *fitting,
                                   const SyShip          *ship,
                                   const SySupply        *supply,
                                   const SyShipEmployees *employees,
                                   GError               **error);
guint    sy_fitting_get_speed     (const SyFitting       *fitting,
                                   SyEdition              edition);
guint    sy_fitting_get_officers  (const SyFitting       *fitting);
guint    sy_fitting_get_max_rigger_pairs (const SyFitting       *fitting,
                                          const SyShipEmployees *employees);
void     sy_ship_score_route      (const SyShip          *ship,
                                   const SyFitting       *fitting,
                                   const SyCruiseOption  *route,
                                   SyShipScore           *score);
void     sy_ship_score            (const SyShip          *ship,
                                   const SyFitting       *fitting,
                                   const SyCruiseOracle  *canals,
                                   SyShipScore           *score);

G_END_DECLS
