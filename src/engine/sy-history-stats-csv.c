/* sy-history-stats-csv.c: the history's statistics as CSV (or tab-separated, to copy)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One table whose first column says what each row is: a player, a pair
 * head to head, a record, a seat, a contract card or a bar of the score
 * distribution; the columns that do not apply to a row are empty. The
 * columns are documented in docs/csv.md; their names are the same in every
 * language.
 */
#define G_LOG_DOMAIN "sy-history-stats"

#include "config.h"

#include <string.h>

#include "sy-history-stats-csv.h"

#define CSV_EOL "\r\n"

enum {
  COL_TABLE, COL_PERSON, COL_OPPONENT, COL_RECORD, COL_EDITION, COL_PLAYERS, COL_SEAT,
  COL_CONTRACT, COL_GAMES, COL_WINS, COL_WIN_RATE, COL_AVERAGE, COL_BEST, COL_WORST,
  COL_SHIPS, COL_OFFICIALS, COL_RIBAND, COL_CONTRACTS, COL_MERCHANTS, COL_AHEAD,
  COL_BEHIND, COL_EVEN, COL_DEALT, COL_KEPT, COL_HELD, COL_VALUE, COL_SPEED, COL_WHEN,
  N_COLUMNS,
};

static const char *const header[N_COLUMNS] = {
  "table", "person", "opponent", "record", "edition", "players", "seat",
  "contract", "games", "wins", "win_rate", "average", "best", "worst",
  "ships", "officials", "blue_riband", "contracts", "merchants", "ahead",
  "behind", "even", "dealt", "kept", "held", "value", "speed", "when",
};

typedef struct {
  GString *out;
  char separator;
  char *fields[N_COLUMNS];
} Writer;

static void
put (Writer     *w,
     guint       column,
     const char *value)
{
  g_free (w->fields[column]);
  w->fields[column] = g_strdup (value);
}

static void
put_uint (Writer *w,
          guint   column,
          guint   value)
{
  g_free (w->fields[column]);
  w->fields[column] = g_strdup_printf ("%u", value);
}

/* A decimal with two places and a point, whatever the locale. */
static void
put_double (Writer *w,
            guint   column,
            double  value)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  g_free (w->fields[column]);
  w->fields[column] = g_strdup (g_ascii_formatd (number, sizeof number, "%.2f", value));
}

static void
append_field (Writer     *w,
              const char *field,
              gboolean    first)
{
  char special[] = { w->separator, '"', '\r', '\n', '\0' };

  if (!first)
    g_string_append_c (w->out, w->separator);
  if (field == NULL)
    return;
  if (strpbrk (field, special) == NULL)
    {
      g_string_append (w->out, field);
      return;
    }
  g_string_append_c (w->out, '"');
  for (const char *c = field; *c != '\0'; c++)
    {
      if (*c == '"')
        g_string_append_c (w->out, '"');
      g_string_append_c (w->out, *c);
    }
  g_string_append_c (w->out, '"');
}

/* Writes the row put so far and empties it. */
static void
end_row (Writer *w)
{
  for (guint c = 0; c < N_COLUMNS; c++)
    {
      append_field (w, w->fields[c], c == 0);
      g_clear_pointer (&w->fields[c], g_free);
    }
  g_string_append (w->out, CSV_EOL);
}

static void
write_persons (Writer               *w,
               const SyHistoryStats *stats)
{
  for (guint i = 0; i < stats->persons->len; i++)
    {
      const SyStatsPerson *p = g_ptr_array_index (stats->persons, i);

      put (w, COL_TABLE, "player");
      put (w, COL_PERSON, p->name);
      put_uint (w, COL_GAMES, p->games);
      put_uint (w, COL_WINS, p->wins);
      if (p->contests > 0)
        put_double (w, COL_WIN_RATE, p->win_rate);
      put_double (w, COL_AVERAGE, p->average);
      put_uint (w, COL_BEST, p->best);
      put_uint (w, COL_WORST, p->worst);
      put_double (w, COL_SHIPS, p->ships);
      put_double (w, COL_OFFICIALS, p->officials);
      put_double (w, COL_RIBAND, p->riband);
      put_double (w, COL_CONTRACTS, p->contracts);
      put_double (w, COL_MERCHANTS, p->merchants);
      end_row (w);
    }
  for (guint i = 0; i < stats->persons->len; i++)
    for (guint j = 0; j < stats->persons->len; j++)
      {
        const SyStatsPerson *a = g_ptr_array_index (stats->persons, i);
        const SyStatsPerson *b = g_ptr_array_index (stats->persons, j);
        SyStatsHeadToHead h;

        if (i == j)
          continue;
        sy_history_stats_head_to_head (stats, a->key, b->key, &h);
        if (h.games == 0)
          continue;
        put (w, COL_TABLE, "head_to_head");
        put (w, COL_PERSON, a->name);
        put (w, COL_OPPONENT, b->name);
        put_uint (w, COL_GAMES, h.games);
        put_uint (w, COL_AHEAD, h.ahead);
        put_uint (w, COL_BEHIND, h.behind);
        put_uint (w, COL_EVEN, h.even);
        end_row (w);
      }
}

static void
write_records (Writer               *w,
               const SyHistoryStats *stats)
{
  static const char *const names[SY_STATS_N_RECORDS] = {
    "highest_score", "best_ship", "most_contract_points",
  };

  for (guint r = 0; r < SY_STATS_N_RECORDS; r++)
    {
      const SyStatsRecord *record = &stats->records[r];
      g_autoptr(GDateTime) local = NULL;
      g_autofree char *when = NULL;

      if (!record->found)
        continue;
      local = g_date_time_to_local (record->when);
      when = g_date_time_format_iso8601 (local);
      put (w, COL_TABLE, "record");
      put (w, COL_RECORD, names[r]);
      put (w, COL_PERSON, record->name);
      put_uint (w, COL_EDITION, record->edition);
      put_uint (w, COL_PLAYERS, record->n_players);
      put_uint (w, COL_VALUE, record->value);
      if (r == SY_STATS_RECORD_SHIP)
        put_uint (w, COL_SPEED, record->speed);
      put (w, COL_WHEN, when);
      end_row (w);
    }
}

static void
write_seats (Writer               *w,
             const SyHistoryStats *stats)
{
  for (guint i = 0; i < stats->seats->len; i++)
    {
      const SyStatsSeat *seat = &g_array_index (stats->seats, SyStatsSeat, i);

      for (guint s = 0; s < seat->n_players; s++)
        {
          put (w, COL_TABLE, "seat");
          put_uint (w, COL_EDITION, seat->edition);
          put_uint (w, COL_PLAYERS, seat->n_players);
          put_uint (w, COL_SEAT, s + 1);
          put_uint (w, COL_GAMES, seat->games);
          put_uint (w, COL_WINS, seat->wins[s]);
          put_double (w, COL_WIN_RATE, (double) seat->wins[s] / seat->games);
          end_row (w);
        }
    }
}

static void
write_contracts (Writer               *w,
                 const SyHistoryStats *stats)
{
  for (guint i = 0; i < stats->contracts->len; i++)
    {
      const SyStatsContract *c = &g_array_index (stats->contracts, SyStatsContract, i);

      put (w, COL_TABLE, "contract");
      put (w, COL_CONTRACT, c->id);
      put_uint (w, COL_DEALT, c->dealt);
      put_uint (w, COL_KEPT, c->kept);
      put_uint (w, COL_HELD, c->held);
      if (c->scored > 0)
        put_double (w, COL_AVERAGE, c->average);
      end_row (w);
    }
  for (guint b = 0; b < stats->n_bars; b++)
    {
      put (w, COL_TABLE, "scores");
      put_uint (w, COL_VALUE, b * SY_STATS_SCORE_STEP);
      put_uint (w, COL_GAMES, stats->bars[b]);
      end_row (w);
    }
}

/**
 * sy_history_stats_to_csv:
 * @stats: statistics
 * @separator: ',' for CSV, '\t' for a table to paste
 *
 * Returns: (transfer full): @stats as one table, a header first, lines
 *   ended with CR LF (docs/csv.md)
 */
char *
sy_history_stats_to_csv (const SyHistoryStats *stats,
                         char                  separator)
{
  Writer w = { g_string_new (NULL), separator, { NULL } };

  g_return_val_if_fail (stats != NULL, NULL);

  for (guint c = 0; c < N_COLUMNS; c++)
    put (&w, c, header[c]);
  end_row (&w);
  write_persons (&w, stats);
  write_records (&w, stats);
  write_seats (&w, stats);
  write_contracts (&w, stats);
  return g_string_free (w.out, FALSE);
}
