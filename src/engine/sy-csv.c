/* sy-csv.c: a tally and the history as CSV
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * UTF-8, a header row, lines ended by CRLF, fields quoted as RFC 4180
 * says: a field holding a comma, a quote or a line break is put in
 * quotes, its quotes doubled. The columns are documented in docs/csv.md;
 * their names are the same in every language, for spreadsheets.
 */
#define G_LOG_DOMAIN "sy-csv"

#include "config.h"

#include <string.h>

#include "sy-table-private.h"
#include "sy-csv.h"
#include "sy-game-config.h"
#include "sy-tally.h"

#define CSV_EOL "\r\n"

/**
 * sy_csv_append_field:
 * @line: the line being written
 * @field: (nullable): one field; %NULL for an empty one
 *
 * Appends @field to @line (one line, without its end), after a comma
 * unless @line is empty, quoted when it must be.
 */
void
sy_csv_append_field (GString    *line,
                     const char *field)
{
  g_return_if_fail (line != NULL);

  if (line->len > 0)
    g_string_append_c (line, ',');
  if (field == NULL)
    return;
  if (strpbrk (field, ",\"\r\n") == NULL)
    {
      g_string_append (line, field);
      return;
    }
  g_string_append_c (line, '"');
  for (const char *c = field; *c != '\0'; c++)
    {
      if (*c == '"')
        g_string_append_c (line, '"');
      g_string_append_c (line, *c);
    }
  g_string_append_c (line, '"');
}

static void
append_uint (GString *line,
             guint    value)
{
  char number[16];

  g_snprintf (number, sizeof number, "%u", value);
  sy_csv_append_field (line, number);
}

static void
end_line (GString *csv,
          GString *line)
{
  g_string_append_len (csv, line->str, line->len);
  g_string_append (csv, CSV_EOL);
  g_string_truncate (line, 0);
}

static void
append_header (GString     *csv,
               const char **fields)
{
  g_autoptr(GString) line = g_string_new (NULL);

  for (guint i = 0; fields[i] != NULL; i++)
    sy_csv_append_field (line, fields[i]);
  end_line (csv, line);
}

static const char *
yes_no (gboolean value)
{
  return value ? "yes" : "no";
}

/**
 * sy_csv_tally:
 * @game: a game, over or not
 *
 * The game's tally as the table may see it (sy_table_tally_public() with
 * its card values: before the end, no contract's points), one row per
 * player in turn order, with every category the tally window shows. See
 * docs/csv.md for the columns.
 *
 * Returns: (transfer full): the CSV text
 */
char *
sy_csv_tally (SyGame *game)
{
  static const char *header[] = {
    "seat", "player", "colour", "ships_launched", "crew", "cannons_cranes", "speed", "officials",
    "blue_riband", "ships", "contracts", "contracts_complete", "merchants", "total", "money",
    "winner", NULL
  };
  g_autoptr(GString) csv = g_string_new (NULL);
  g_autoptr(GString) line = g_string_new (NULL);
  const SyTable *table;
  gboolean over;
  SyTally tally;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  table = sy_game_get_table (game);
  over = table->phase == SY_PHASE_OVER;
  sy_table_tally_public (table, sy_game_get_card_values (game), &tally);
  append_header (csv, header);
  for (guint p = 0; p < sy_game_get_n_players (game); p++)
    {
      const SyPlayerTally *pt = &tally.players[p];
      guint officials = 0;

      for (guint o = 0; o < SY_N_OFFICIALS; o++)
        officials += pt->ships.officials[o];
      append_uint (line, p + 1);
      sy_csv_append_field (line, sy_game_get_player_name (game, p));
      sy_csv_append_field (line, sy_colour_to_id (sy_game_get_player_colour (game, p)));
      append_uint (line, table->players[p].n_fleet);
      append_uint (line, pt->ships.crew);
      append_uint (line, pt->ships.cannons_cranes);
      append_uint (line, pt->ships.speed);
      append_uint (line, officials);
      append_uint (line, pt->ships.riband);
      append_uint (line, pt->ships.total);
      /* Face down before the end: not known. */
      if (tally.contracts_hidden)
        sy_csv_append_field (line, NULL);
      else
        append_uint (line, pt->contracts_points);
      sy_csv_append_field (line, yes_no (pt->complete));
      append_uint (line, pt->employees);
      append_uint (line, pt->total);
      append_uint (line, table->players[p].money);
      /* Only a game over with more than one player has winners. */
      sy_csv_append_field (line, over && sy_game_get_n_players (game) > 1 ? yes_no (tally.winners[p])
                                                                         : NULL);
      end_line (csv, line);
    }
  return g_string_free (g_steal_pointer (&csv), FALSE);
}

static void
append_date (GString   *line,
             GDateTime *date,
             GTimeZone *zone)
{
  g_autoptr(GDateTime) there = NULL;
  g_autofree char *text = NULL;

  if (date == NULL)
    {
      sy_csv_append_field (line, NULL);
      return;
    }
  there = g_date_time_to_timezone (date, zone);
  text = g_date_time_format (there, "%Y-%m-%dT%H:%M:%S%:z");
  sy_csv_append_field (line, text);
}

/**
 * sy_csv_history:
 * @history: a history
 * @zone: (nullable): the time zone of the dates; %NULL for the local one
 *
 * The history, one row per player of each game: the games in the
 * history's order (newest first, unfinished ones among them), each game's
 * players in turn order. See docs/csv.md for the columns.
 *
 * Returns: (transfer full): the CSV text
 */
char *
sy_csv_history (const SyHistory *history,
                GTimeZone       *zone)
{
  static const char *header[] = {
    "game", "title", "edition", "state", "started", "finished", "minutes", "players", "seat",
    "player", "colour", "total", "winner", "complete", NULL
  };
  g_autoptr(GString) csv = g_string_new (NULL);
  g_autoptr(GString) line = g_string_new (NULL);
  g_autoptr(GTimeZone) local = zone == NULL ? g_time_zone_new_local () : NULL;

  g_return_val_if_fail (history != NULL, NULL);

  append_header (csv, header);
  for (guint i = 0; i < history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (history->entries, i);
      g_autofree char *name = g_path_get_basename (entry->path);
      gint64 length = sy_history_entry_get_length (entry);

      for (guint p = 0; p < entry->n_players; p++)
        {
          sy_csv_append_field (line, name);
          sy_csv_append_field (line, entry->title);
          append_uint (line, entry->edition);
          sy_csv_append_field (line, entry->unfinished ? "unfinished" : "finished");
          append_date (line, entry->started, zone != NULL ? zone : local);
          append_date (line, entry->finished, zone != NULL ? zone : local);
          if (length >= 0)
            append_uint (line, (guint) (length / G_TIME_SPAN_MINUTE));
          else
            sy_csv_append_field (line, NULL);
          append_uint (line, entry->n_players);
          append_uint (line, p + 1);
          sy_csv_append_field (line, entry->names[p]);
          sy_csv_append_field (line, sy_colour_to_id (entry->colours[p]));
          append_uint (line, entry->totals[p]);
          sy_csv_append_field (line, entry->unfinished || entry->n_players == 1
                                    ? NULL : yes_no (entry->winners[p]));
          sy_csv_append_field (line, yes_no (entry->complete));
          end_line (csv, line);
        }
    }
  return g_string_free (g_steal_pointer (&csv), FALSE);
}
