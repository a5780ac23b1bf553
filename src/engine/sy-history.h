/* sy-history.h: the history of finished games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sy-game.h"
#include "sy-history-details.h"
#include "sy-history-keep.h"

G_BEGIN_DECLS

/**
 * SyHistoryEntry:
 * @path: the file that holds the game
 * @finished: when the game was recorded as finished; for an unfinished
 *   game, when it last changed
 * @unfinished: whether the game is still being played: it can be resumed
 * @n_events: for an unfinished game, the events in effect in its log
 * @edition: the edition played
 * @n_players: how many played
 * @names: the players' names, in turn order
 * @colours: their colours
 * @totals: their final totals (contracts and merchants included); for an
 *   unfinished game, the totals so far
 * @winners: set for each winner; none in a solo game nor an unfinished one
 * @n_winners: how many share the win; 0 in a solo game
 * @complete: whether every total is complete (a contract card's value may
 *   be missing)
 * @title: (nullable): the title the players gave the game, if any
 * @started: (nullable): when its first event was entered; %NULL when not
 *   known (a game from an older file, or one brought from a file under way)
 * @start_player: the player who took the first turn (the first seat)
 * @details: what the rules' tally says of each player's game, for the
 *   statistics (sy-history-stats.h)
 *
 * One game of the history, finished or not.
 */
typedef struct {
  char *path;
  GDateTime *finished;
  gboolean unfinished;
  guint n_events;
  SyEdition edition;
  guint n_players;
  char *names[SY_MAX_PLAYERS];
  SyColour colours[SY_MAX_PLAYERS];
  guint totals[SY_MAX_PLAYERS];
  gboolean winners[SY_MAX_PLAYERS];
  guint n_winners;
  gboolean complete;
  char *title;
  GDateTime *started;
  guint start_player;
  SyHistoryDetails details[SY_MAX_PLAYERS];
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
 * @entries: (element-type SyHistoryEntry): the games, finished or not,
 *   newest (or last changed) first
 * @players: (element-type SyHistoryPlayer): the totals per player over the
 *   finished games, most
 *   wins first, then best average, then by name
 * @n_unreadable: the files of the folder that could not be read (damaged,
 *   foreign, or not over yet though marked finished); they are left alone
 *
 * The history, as read from its folder.
 */
typedef struct {
  GPtrArray *entries;
  GPtrArray *players;
  guint n_unreadable;
} SyHistory;

#define SY_HISTORY_SUFFIX ".shipyard"

/**
 * SyHistoryProgress:
 * @done: the files read so far
 * @total: the files to read
 * @user_data: the data given
 *
 * Told while the history is read (sy_history_load_full()).
 */
typedef void (*SyHistoryProgress) (guint    done,
                                   guint    total,
                                   gpointer user_data);

char      *sy_history_default_folder (void);
SyHistory *sy_history_load           (const char  *folder,
                                      GError     **error);
SyHistory *sy_history_load_full      (const char  *folder,
                                      SyHistoryProgress progress,
                                      gpointer     user_data,
                                      GCancellable *cancellable,
                                      GError     **error);
SyGame    *sy_history_open_game      (const SyHistoryEntry *entry,
                                      GError     **error);
SyGame    *sy_history_resume_game    (const SyHistoryEntry *entry,
                                      GError     **error);
void       sy_history_set_untouched  (SyGame      *game);
gboolean   sy_history_is_untouched   (SyGame      *game);
const char *sy_history_get_entry_name (SyGame     *game);
void       sy_history_set_entry_name (SyGame      *game,
                                      const char  *name);
char     **sy_history_known_names    (const SyHistory *history);

void       sy_history_free           (SyHistory   *history);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyHistory, sy_history_free)

G_END_DECLS
