/* sy-table-private.h: the layout of the table, for the engine and its tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-table.h"

G_BEGIN_DECLS

/**
 * SyTable:
 *
 * The whole state of a game after some events: a plain value, rebuilt
 * from the event log, copied freely. Only the engine (and its tests) see
 * its members; the program reads them through sy-table.h's functions.
 *
 * The members of the turn (from @current to @final_done) are the rules'
 * bookkeeping: what they mean for the players, sy_table_get_steps() says.
 */
struct _SyTable
{
  SySetupFacts facts;
  guint seats;                   /* players and the solo game's two opponents */
  guint start_player;
  SyPhase phase;

  SyTrack track;
  guint equipment_pointer;
  SyItem crew_ring[SY_RING_SECTORS];
  guint crew_pointer;
  guint employee_pointer;
  gboolean ring_known;           /* the employees round the ring were entered */
  SyEmployee ring[SY_RING_STOPS][SY_RING_PILES];
  guint ring_count[SY_RING_STOPS][SY_RING_PILES];  /* tiles in each pile: twins with sets I and II */
  guint exchange_pointer;

  guint current;                 /* the player on turn */
  guint turns_played;            /* regular turns begun, all players */
  guint first_turns_left;        /* turns still played without step 1 */
  gboolean main_done;            /* the chosen action performed */
  gboolean bonus_done;
  gboolean launching;            /* step 5 has begun */
  SyAction chosen;
  gboolean has_chosen;

  guint teeth;                   /* second edition: steps of the gear since its die last dropped */
  guint last_revolution;         /* teeth of the last full revolution, 0 before one */
  guint lead_moves;              /* first edition: lead moves since the last lap */
  gboolean round_ended;          /* this turn saw the die drop (the lap end) */
  gboolean round_end_entered;    /* first edition: an older log's round-end confirmed it */
  guint rounds;                  /* dice removed from the round counter / laps ended */
  gboolean ends_early;           /* a stack of ship parts ran out */
  gboolean stack_empty[4];
  gboolean end_near;             /* the end is near: turns go on until all have had as many */
  gboolean last_regular_turns;   /* the regular turns are over once this one ends */
  gboolean trimmed;              /* hands cut to one contract a colour for the end */

  guint final_done;              /* players who took their final action (or last chance) */

  SyPlayerState players[SY_MAX_PLAYERS];
};

G_END_DECLS
