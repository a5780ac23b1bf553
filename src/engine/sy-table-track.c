/* sy-table-track.c: the action track: where each tile lies and what it pays
 *
 * Which tile is where, and the income choosing it brings. Which tiles may
 * be chosen is in sy-table-choice.c; how the track moves at the start of a
 * turn (step 1) is in sy-table-flow.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-table-track"

#include "config.h"

#include "sy-table-private.h"
#include "sy-table-track.h"

/**
 * sy_table_find_tile:
 * @table: a table
 * @action: an action
 *
 * Returns: the index of @action's tile, from the lead back, or -1 when it
 *   is not in play
 */
int
sy_table_find_tile (const SyTable *table,
                    SyAction       action)
{
  for (guint i = 0; i < table->track.n_tiles; i++)
    if (table->track.tiles[i] == action)
      return (int) i;
  return -1;
}

/**
 * sy_table_income:
 * @table: a table
 * @tile: the index of a tile, from the lead back
 *
 * The income for choosing @tile now: a guilder for each tile ahead of it
 * with markers on it (one or two markers count once, a player's own
 * included); in the first edition, when no marker lies behind it, a
 * guilder for every three empty spaces between it and the tile ahead,
 * rounded down; in the second edition, the guilders lying on it.
 *
 * Returns: the income in guilders
 */
guint
sy_table_income (const SyTable *table,
                 guint          tile)
{
  const SyTrack *track = &table->track;
  guint income = 0;
  gboolean behind = FALSE;

  g_return_val_if_fail (tile < track->n_tiles, 0);

  for (guint i = 0; i < tile; i++)
    income += track->owner[i] >= 0;
  for (guint i = tile + 1; i < track->n_tiles; i++)
    behind |= track->owner[i] >= 0;

  if (table->facts.edition == SY_EDITION_FIRST && !behind && tile > 0)
    {
      guint spaces = sy_catalog_get (SY_EDITION_FIRST)->track_spaces;
      guint empty = (track->space[tile - 1] + spaces - track->space[tile] - 1) % spaces;

      income += empty / 3;
    }
  if (table->facts.edition == SY_EDITION_SECOND)
    income += track->coins[tile];

  return income;
}
