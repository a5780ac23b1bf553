/* ship-cases.h: the canals, ship, supply and goal that the ship tests and
 * bench-ship share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-engine.h"

/* Canals that offer a few route tallies for each speed below MAX_SPEED. */
#define MAX_SPEED 24

typedef struct {
  SyCruiseOption options[MAX_SPEED][4];
  guint n[MAX_SPEED];
} Canals;

static inline guint
canals_routes (guint                  speed,
               const SyCruiseOption **options,
               gpointer               user_data)
{
  Canals *canals = user_data;

  if (speed >= MAX_SPEED)
    return 0;
  *options = canals->options[speed];
  return canals->n[speed];
}

static inline void
canals_add (Canals               *canals,
            guint                 speed,
            const SyCruiseOption *option)
{
  canals->options[speed][canals->n[speed]++] = *option;
}

/* Five parts with some room of every kind the edition has. */
static inline SyShip
roomy_ship (SyEdition edition)
{
  SyShip ship = { .edition = edition, .n_parts = 5 };

  ship.symbols[SY_SYMBOL_RIGGING_MOUNT] = 4;
  ship.symbols[SY_SYMBOL_CANNON_MOUNT] = 2;
  ship.symbols[SY_SYMBOL_CRANE_MOUNT] = 2;
  ship.symbols[SY_SYMBOL_CABIN] = 4;
  if (edition == SY_EDITION_SECOND)
    ship.symbols[SY_SYMBOL_STOKER_CABIN] = 1;
  else
    ship.symbols[SY_SYMBOL_PROPELLER_MOUNT] = 1;
  return ship;
}

/* Nine of every piece. */
static inline SySupply
plenty (void)
{
  SySupply supply;

  for (guint k = 0; k < SY_N_ITEMS; k++)
    supply.count[k] = 9;
  return supply;
}

/* A goal of the kind a player's contracts make: soldiers, sail pairs and
 * officers, each worth something; it grows with every piece. */
static inline double
contracts_like_goal (const SyShip    *ship,
                     const SyFitting *fitting,
                     gpointer         user_data)
{
  return 2.0 * fitting->load.count[SY_ITEM_SOLDIER] + 3.0 * (fitting->load.count[SY_ITEM_SAIL] / 2)
         + 3.0 * sy_fitting_get_officers (fitting);
}
