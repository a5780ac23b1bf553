/* sy-timeline.c: the score over a game
 *
 * The log is replayed from the start on a table of its own, the game's
 * position untouched; the score is read at the start, after each turn
 * ends, and at the game's position.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-timeline"

#include "config.h"

#include "sy-table-private.h"
#include "sy-timeline.h"

static void
add_point (GArray        *array,
           const SyTable *table,
           guint          position,
           guint          turn)
{
  SyScorePoint point = { .position = position, .turn = turn };

  for (guint p = 0; p < table->facts.n_players; p++)
    point.scores[p] = table->players[p].score;
  g_array_append_val (array, point);
}

/**
 * sy_game_get_score_timeline:
 * @game: a game
 * @points: (out) (transfer full) (array length=return value): the moments,
 *   to free with g_free()
 *
 * Every player's score over the game: at the start, after each turn ends
 * (each %SY_EVENT_END_TURN of the log) and at the game's position, which is
 * not repeated when it is the end of a turn. Events past the position (undone)
 * are left out.
 *
 * Returns: the number of points, at least 1
 */
guint
sy_game_get_score_timeline (SyGame        *game,
                            SyScorePoint **points)
{
  g_autofree SyTable *table = g_new0 (SyTable, 1);
  g_autoptr(GArray) array = g_array_new (FALSE, TRUE, sizeof (SyScorePoint));
  guint position, turn = 0;

  g_return_val_if_fail (SY_IS_GAME (game), 0);
  g_return_val_if_fail (points != NULL, 0);

  position = sy_game_get_position (game);
  sy_table_init (table, sy_game_get_setup_facts (game), sy_game_get_start_player (game));
  add_point (array, table, 0, 0);
  for (guint i = 0; i < position; i++)
    {
      const SyEvent *event = sy_game_get_event (game, i);
      g_autoptr(GError) error = NULL;

      if (!sy_table_apply (table, event, &error))
        {
          /* The game's own log always applies; stop rather than guess. */
          g_warning ("Event %u of the log no longer applies: %s", i, error->message);
          break;
        }
      if (event->type == SY_EVENT_END_TURN)
        add_point (array, table, i + 1, ++turn);
      else if (i + 1 == position)
        add_point (array, table, i + 1, turn);
    }

  {
    gsize n;

    *points = (SyScorePoint *) (gpointer) g_array_steal (array, &n);
    return n;
  }
}

/**
 * sy_score_timeline_max:
 * @points: (array length=n_points): a timeline
 * @n_points: its length
 * @n_players: the players
 *
 * Returns: the highest score anyone reaches over the timeline
 */
guint
sy_score_timeline_max (const SyScorePoint *points,
                       guint               n_points,
                       guint               n_players)
{
  guint best = 0;

  g_return_val_if_fail (points != NULL || n_points == 0, 0);

  for (guint i = 0; i < n_points; i++)
    for (guint p = 0; p < n_players && p < SY_MAX_PLAYERS; p++)
      best = MAX (best, points[i].scores[p]);
  return best;
}
