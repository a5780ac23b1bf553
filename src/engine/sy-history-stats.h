/* sy-history-stats.h: statistics over the history, from the rules' tally of each game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-history.h"
#include "sy-history-people.h"

G_BEGIN_DECLS

/**
 * SyHistoryFilter:
 * @edition: the edition played; 0 for either
 * @n_players: how many played; 0 for any number
 * @from: (nullable): the first moment counted (by when games finished)
 * @until: (nullable): the moment after the last counted
 * @person: (nullable): only the games this person played, by key
 *   (sy_history_people_key())
 *
 * Which finished games the statistics count.
 */
typedef struct {
  SyEdition edition;
  guint n_players;
  GDateTime *from;
  GDateTime *until;
  const char *person;
} SyHistoryFilter;

/**
 * SyStatsPerson:
 * @key: what tells the person apart (sy_history_people_key())
 * @name: the name shown: the merged person's chosen name, else as last
 *   written
 * @written: the name as last written in a game (to merge the person by)
 * @games: the games played
 * @contests: those of two players or more
 * @wins: the games won, shared wins included
 * @win_rate: @wins out of @contests, from 0 to 1; 0 with no contest
 * @average: the average final total
 * @best: the best final total
 * @worst: the worst final total
 * @ships: the points per game, on average, from the ships themselves:
 *   crew, cannons and cranes, speed
 * @officials: from the officials of the ships' cruises, on average
 * @riband: from the Blue Riband, on average
 * @contracts: from the contracts, on average
 * @merchants: from the merchants, on average
 *
 * One person's figures.
 */
typedef struct {
  char *key;
  char *name;
  char *written;
  guint games;
  guint contests;
  guint wins;
  double win_rate;
  double average;
  guint best;
  guint worst;
  double ships;
  double officials;
  double riband;
  double contracts;
  double merchants;

  /*< private >*/
  guint64 sums[6];
} SyStatsPerson;

/**
 * SyStatsRecordKind:
 * @SY_STATS_RECORD_SCORE: the highest final total
 * @SY_STATS_RECORD_SHIP: the best ship ever launched: most points, then
 *   the faster
 * @SY_STATS_RECORD_CONTRACTS: the most contract points in one game
 *
 * The records kept.
 */
typedef enum {
  SY_STATS_RECORD_SCORE,
  SY_STATS_RECORD_SHIP,
  SY_STATS_RECORD_CONTRACTS,
  SY_STATS_N_RECORDS,
} SyStatsRecordKind;

/**
 * SyStatsRecord:
 * @found: whether any game holds one
 * @value: the points
 * @speed: the best ship's speed
 * @name: who holds it
 * @key: their person's key
 * @when: when the game finished
 * @edition: the game's edition
 * @n_players: how many played it
 *
 * A record; the first game to reach it holds it.
 */
typedef struct {
  gboolean found;
  guint value;
  guint speed;
  char *name;
  char *key;
  GDateTime *when;
  SyEdition edition;
  guint n_players;
} SyStatsRecord;

/**
 * SyStatsSeat:
 * @edition: the edition
 * @n_players: how many played
 * @games: the games counted, for each place in turn order (from the
 *   start player)
 * @wins: the wins from each place, shared wins included
 *
 * Does starting first help? Wins by place in turn order, for one
 * edition and number of players (two or more).
 */
typedef struct {
  SyEdition edition;
  guint n_players;
  guint games;
  guint wins[SY_MAX_PLAYERS];
} SyStatsSeat;

/**
 * SyStatsContract:
 * @id: the contract card
 * @dealt: how often it was dealt (in a hand entered before its colour's
 *   first discard)
 * @kept: how often, dealt so, it was still held after the discards
 * @held: how often it was held at the end, however its hand was entered
 * @scored: of those, how often its points were known
 * @average: its average points when held at the end and known
 *
 * One contract card's record.
 */
typedef struct {
  char id[SY_CONTRACT_ID_SIZE];
  guint dealt;
  guint kept;
  guint held;
  guint scored;
  double average;

  /*< private >*/
  guint64 sum;
} SyStatsContract;

/**
 * SyStatsHeadToHead:
 * @games: the games both played
 * @ahead: those the first person finished ahead: more points, or as many
 *   and more guilders (the rules' tie-break)
 * @behind: those the second finished ahead
 * @even: those they finished level in points and guilders
 *
 * Two persons' games against each other.
 */
typedef struct {
  guint games;
  guint ahead;
  guint behind;
  guint even;
} SyStatsHeadToHead;

/* The width of the score distribution's bars, in points. */
#define SY_STATS_SCORE_STEP 10

/**
 * SyHistoryStats:
 * @n_games: the finished games counted
 * @persons: (element-type SyStatsPerson): most wins first, then best
 *   average, then by name
 * @records: each kind's record
 * @seats: (element-type SyStatsSeat): by edition, then number of players
 * @contracts: (element-type SyStatsContract): by card id
 * @n_bars: the score distribution's bars
 * @bars: how many final totals fell in each: the bar i counts the totals
 *   from i × %SY_STATS_SCORE_STEP up to the next bar
 *
 * The statistics of a history's finished games, as filtered. With a
 * person filtered, the distribution counts that person's totals only.
 */
typedef struct {
  guint n_games;
  GPtrArray *persons;
  SyStatsRecord records[SY_STATS_N_RECORDS];
  GArray *seats;
  GArray *contracts;
  guint n_bars;
  guint *bars;

  /*< private >*/
  GHashTable *by_key;
  GHashTable *pairs;
} SyHistoryStats;

SyHistoryStats *sy_history_stats_compute    (const SyHistory       *history,
                                             const SyHistoryPeople *people,
                                             const SyHistoryFilter *filter);
const SyStatsPerson *sy_history_stats_find_person (const SyHistoryStats *stats,
                                                   const char           *key);
void            sy_history_stats_head_to_head (const SyHistoryStats *stats,
                                               const char           *key,
                                               const char           *other,
                                               SyStatsHeadToHead    *out);
void            sy_history_stats_free       (SyHistoryStats        *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyHistoryStats, sy_history_stats_free)

G_END_DECLS
