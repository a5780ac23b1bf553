/* sy-box-history.c: the box learns the games already in the history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game teaches the box as it is played (the window learns it under its
 * history entry after every event); a game played before the box existed
 * teaches it here, under the same key, so that it is never counted twice.
 */
#define G_LOG_DOMAIN "sy-box"

#include "config.h"

#include <string.h>

#include "sy-box-history.h"
#include "sy-box-private.h"
#include "sy-event-codec.h"

static gboolean
same_first_event (SyGame *a,
                  SyGame *b)
{
  g_autoptr(JsonNode) x = sy_event_to_json (sy_game_get_event (a, 0));
  g_autoptr(JsonNode) y = sy_event_to_json (sy_game_get_event (b, 0));

  return json_node_equal (x, y);
}

/**
 * sy_box_is_example:
 * @game: a game
 * @example: (nullable): the example game shipped with the program
 *
 * Whether @game is @example, or a game played on from it: its players and
 * its layout. Its parts and tiles were entered by no one at the table (nor
 * are they all real), so it teaches the box nothing.
 *
 * Returns: whether @game is the example game
 */
gboolean
sy_box_is_example (SyGame *game,
                   SyGame *example)
{
  guint n;

  g_return_val_if_fail (SY_IS_GAME (game), FALSE);

  if (example == NULL)
    return FALSE;
  n = sy_game_get_n_players (game);
  if (sy_game_get_edition (game) != sy_game_get_edition (example)
      || n != sy_game_get_n_players (example) || sy_game_get_n_events (game) == 0
      || sy_game_get_n_events (example) == 0)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (sy_game_get_player_name (game, i), sy_game_get_player_name (example, i)) != 0
        || sy_game_get_player_colour (game, i) != sy_game_get_player_colour (example, i))
      return FALSE;
  return same_first_event (game, example);
}

static int
key_compare_newest_first (gconstpointer a,
                          gconstpointer b)
{
  return -strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Whether learning @key now would fold it at once into loose counts (the
 * box remembers SY_BOX_MAX_GAMES games, the newest by key): learnt again
 * later it would then be counted twice. */
static gboolean
would_fold (const SyBox *box,
            const char  *key)
{
  GHashTableIter iter;
  gpointer known;

  if (g_hash_table_contains (box->games, key)
      || g_hash_table_size (box->games) < SY_BOX_MAX_GAMES)
    return FALSE;
  g_hash_table_iter_init (&iter, box->games);
  while (g_hash_table_iter_next (&iter, &known, NULL))
    if (strcmp (known, key) < 0)
      return FALSE;
  return TRUE;
}

/**
 * sy_box_learn_history:
 * @first_box: the box of the first edition
 * @second_box: the box of the second edition
 * @history: the history, as sy_history_load() read it
 * @example: (nullable): the example game shipped with the program, which
 *   teaches nothing (sy_box_is_example())
 * @n_unreadable: (out) (optional): how many games of the history could not
 *   be read (those sy_history_load() left alone, and those that could not
 *   be opened now); they are skipped
 *
 * Every game of @history, finished or not, teaches the box of its edition
 * (sy_box_learn_game()) under its entry's name, the key the window learns
 * it under as it is played: a game learnt before, here or at the table, is
 * not counted twice, and learning the history again changes nothing. The
 * newest games are learnt first; a game older than every one of a full
 * box's games is skipped (it would be folded at once, see
 * docs/box-format.md).
 *
 * Returns: how many games changed a box
 */
guint
sy_box_learn_history (SyBox           *first_box,
                      SyBox           *second_box,
                      const SyHistory *history,
                      SyGame          *example,
                      guint           *n_unreadable)
{
  g_autoptr(GPtrArray) keys = NULL;
  g_autoptr(GHashTable) entries = NULL;
  guint unreadable;
  guint changed = 0;

  g_return_val_if_fail (first_box != NULL && sy_box_get_edition (first_box) == SY_EDITION_FIRST,
                        0);
  g_return_val_if_fail (second_box != NULL
                        && sy_box_get_edition (second_box) == SY_EDITION_SECOND, 0);
  g_return_val_if_fail (history != NULL, 0);

  unreadable = history->n_unreadable;
  keys = g_ptr_array_new_with_free_func (g_free);
  entries = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (history->entries, i);
      char *key = g_path_get_basename (entry->path);

      g_ptr_array_add (keys, key);
      g_hash_table_insert (entries, key, (gpointer) entry);
    }
  g_ptr_array_sort (keys, key_compare_newest_first);

  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = g_ptr_array_index (keys, i);
      const SyHistoryEntry *entry = g_hash_table_lookup (entries, key);
      SyBox *box = entry->edition == SY_EDITION_FIRST ? first_box : second_box;
      g_autoptr(SyGame) game = NULL;
      g_autoptr(GError) error = NULL;

      if (would_fold (box, key))
        continue;
      /* The entry's key is the name sy_history_resume_game() gives the
       * game, which the window learns it under. */
      game = sy_history_open_game (entry, &error);
      if (game == NULL)
        {
          g_debug ("%s teaches the box nothing: %s", entry->path, error->message);
          unreadable++;
          continue;
        }
      if (sy_box_is_example (game, example))
        continue;
      if (sy_box_learn_game (sy_game_get_edition (game) == SY_EDITION_FIRST ? first_box
                             : second_box, key, game))
        changed++;
    }
  if (n_unreadable != NULL)
    *n_unreadable = unreadable;
  return changed;
}
