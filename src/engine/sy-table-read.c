/* sy-table-read.c: what the program reads of the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table's layout is the engine's (sy-table-private.h). The window and
 * the command line read it through these functions and the rule files'
 * queries (sy_table_get_steps() first), so that the compiler, not a
 * search of the sources, keeps the rules in the engine.
 */
#include "config.h"

#include "sy-table-private.h"
#include "sy-table-read.h"

/* Returns: the phase the game is in */
SyPhase
sy_table_get_phase (const SyTable *table)
{
  g_return_val_if_fail (table != NULL, SY_PHASE_LAYOUT);

  return table->phase;
}

/* Returns: the seat of the player on turn */
guint
sy_table_get_current (const SyTable *table)
{
  g_return_val_if_fail (table != NULL, 0);

  return table->current;
}

/* Returns: the seat of the start player */
guint
sy_table_get_start_player (const SyTable *table)
{
  g_return_val_if_fail (table != NULL, 0);

  return table->start_player;
}

/* Returns: (transfer none): what the game was set up with */
const SySetupFacts *
sy_table_get_facts (const SyTable *table)
{
  g_return_val_if_fail (table != NULL, NULL);

  return &table->facts;
}

/* Returns: (transfer none): the action track: its tiles, their owners,
 *   markers and coins */
const SyTrack *
sy_table_get_track (const SyTable *table)
{
  g_return_val_if_fail (table != NULL, NULL);

  return &table->track;
}

/**
 * sy_table_get_player:
 * @table: a table
 * @seat: a player's seat, less than the number of players
 *
 * Returns: (transfer none): the player's part of the table: yard, supply,
 *   employees, goods, canals, fleet, money, score and how many contracts
 *   they hold (never which)
 */
const SyPlayerState *
sy_table_get_player (const SyTable *table,
                     guint          seat)
{
  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (seat < SY_MAX_PLAYERS, NULL);

  return &table->players[seat];
}

/* Returns: whether the employee tiles round the ring were entered */
gboolean
sy_table_get_ring_known (const SyTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);

  return table->ring_known;
}

/* Returns: the space of the employee ring its pointer stands on */
guint
sy_table_get_employee_pointer (const SyTable *table)
{
  g_return_val_if_fail (table != NULL, 0);

  return table->employee_pointer;
}

/**
 * sy_table_get_ring_pile:
 * @table: a table
 * @stop: a space of the employee ring
 * @pile: one of its piles
 * @count: (out) (optional): how many tiles the pile holds
 *
 * Returns: (transfer none): the employee on top of the pile
 */
const SyEmployee *
sy_table_get_ring_pile (const SyTable *table,
                        guint          stop,
                        guint          pile,
                        guint         *count)
{
  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (stop < SY_RING_STOPS && pile < SY_RING_PILES, NULL);

  if (count != NULL)
    *count = table->ring_count[stop][pile];
  return &table->ring[stop][pile];
}
