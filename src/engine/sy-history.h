/* sy-history.h: the history of finished games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sy-game.h"

G_BEGIN_DECLS

/**
 * SyHistoryEntry:
 * @path: the file that holds the game
 * @finished: when the game was recorded as finished
 * @edition: the edition played
 * @n_players: how many played
 * @names: the players' names, in turn order
 * @colours: their colours
 * @totals: their final totals (contracts and merchants included)
 * @winners: set for each winner; none in a solo game
 * @n_winners: how many share the win; 0 in a solo game
 * @complete: whether every total is complete (a contract card's value may
 *   be missing)
 *
 * One finished game of the history.
 */
typedef struct {
  char *path;
  GDateTime *finished;
  SyEdition edition;
  guint n_players;
  char *names[SY_MAX_PLAYERS];
  SyColour colours[SY_MAX_PLAYERS];
  guint totals[SY_MAX_PLAYERS];
  gboolean winners[SY_MAX_PLAYERS];
  guint n_winners;
  gboolean complete;
} SyHistoryEntry;

/**
 * SyHistoryPlayer:
 * @name: the player's name, as last written
 * @games: the finished games the player played
 * @wins: the games won, shared wins included (solo games never count)
 * @best: the best final total
 * @average: the average final total
 *
 * A player's totals over the history; players are told apart by name.
 */
typedef struct {
  char *name;
  guint games;
  guint wins;
  guint best;
  double average;

  /*< private >*/
  guint sum;
} SyHistoryPlayer;

/**
 * SyHistory:
 * @entries: (element-type SyHistoryEntry): the finished games, newest first
 * @players: (element-type SyHistoryPlayer): the totals per player, most
 *   wins first, then best average, then by name
 * @n_unreadable: the files of the folder that could not be read (damaged,
 *   foreign or unfinished games); they are left alone
 *
 * The history, as read from its folder.
 */
typedef struct {
  GPtrArray *entries;
  GPtrArray *players;
  guint n_unreadable;
} SyHistory;

#define SY_HISTORY_SUFFIX ".shipyard"

char      *sy_history_default_folder (void);
gboolean   sy_history_record         (const char  *folder,
                                      SyGame      *game,
                                      GDateTime   *when,
                                      char       **out_path,
                                      GError     **error);
SyHistory *sy_history_load           (const char  *folder,
                                      GError     **error);
SyGame    *sy_history_open_game      (const SyHistoryEntry *entry,
                                      GError     **error);
void       sy_history_free           (SyHistory   *history);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyHistory, sy_history_free)

G_END_DECLS
