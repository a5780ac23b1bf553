/* sy-history-stats.c: statistics over the history, from the rules' tally of each game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every figure comes from what the rules' tally said of each finished
 * game (sy_table_tally(), kept in each entry's details by
 * sy-history-details.c and in the index), never from a game replayed:
 * a club's thousands of games are counted in milliseconds. Players are
 * persons (sy-history-people.c): their names whatever the case, and the
 * names the user merged. See docs/history.md.
 */
#define G_LOG_DOMAIN "sy-history-stats"

#include "config.h"

#include <string.h>

#include "sy-history-stats.h"

enum { SUM_TOTAL, SUM_SHIPS, SUM_OFFICIALS, SUM_RIBAND, SUM_CONTRACTS, SUM_MERCHANTS };

typedef struct {
  SyStatsHeadToHead counts;     /* for the pair's first key */
} Pair;

static void
person_free (gpointer data)
{
  SyStatsPerson *person = data;

  g_free (person->key);
  g_free (person->name);
  g_free (person->written);
  g_free (person);
}

void
sy_history_stats_free (SyHistoryStats *stats)
{
  if (stats == NULL)
    return;
  g_clear_pointer (&stats->persons, g_ptr_array_unref);
  g_clear_pointer (&stats->by_key, g_hash_table_unref);
  g_clear_pointer (&stats->pairs, g_hash_table_unref);
  g_clear_pointer (&stats->seats, g_array_unref);
  g_clear_pointer (&stats->contracts, g_array_unref);
  for (guint r = 0; r < SY_STATS_N_RECORDS; r++)
    {
      g_free (stats->records[r].name);
      g_free (stats->records[r].key);
      g_clear_pointer (&stats->records[r].when, g_date_time_unref);
    }
  g_free (stats->bars);
  g_free (stats);
}

static gboolean
counted (const SyHistoryEntry  *entry,
         const SyHistoryFilter *filter,
         char                  *keys[SY_MAX_PLAYERS])
{
  if (entry->unfinished)
    return FALSE;
  if (filter == NULL)
    return TRUE;
  if ((filter->edition != 0 && entry->edition != filter->edition)
      || (filter->n_players != 0 && entry->n_players != filter->n_players)
      || (filter->from != NULL && g_date_time_compare (entry->finished, filter->from) < 0)
      || (filter->until != NULL && g_date_time_compare (entry->finished, filter->until) >= 0))
    return FALSE;
  if (filter->person == NULL)
    return TRUE;
  for (guint p = 0; p < entry->n_players; p++)
    if (g_str_equal (keys[p], filter->person))
      return TRUE;
  return FALSE;
}

/* Sets a record when @value beats it; the first game to reach a value
 * keeps it (the entries come newest first, so an equal older one takes
 * it over). */
static void
set_record (SyStatsRecord        *record,
            guint                 value,
            guint                 speed,
            const SyHistoryEntry *entry,
            guint                 p,
            const char           *key)
{
  if (record->found && (value < record->value || (value == record->value && speed < record->speed)))
    return;
  if (record->found && value == record->value && speed == record->speed
      && g_date_time_compare (entry->finished, record->when) > 0)
    return;
  record->found = TRUE;
  record->value = value;
  record->speed = speed;
  g_free (record->name);
  record->name = g_strdup (entry->names[p]);
  g_free (record->key);
  record->key = g_strdup (key);
  g_clear_pointer (&record->when, g_date_time_unref);
  record->when = g_date_time_ref (entry->finished);
  record->edition = entry->edition;
  record->n_players = entry->n_players;
}

static SyStatsPerson *
get_person (SyHistoryStats        *stats,
            const SyHistoryPeople *people,
            const char            *key,
            const char            *name)
{
  SyStatsPerson *person = g_hash_table_lookup (stats->by_key, key);
  const char *shown;

  if (person != NULL)
    return person;
  person = g_new0 (SyStatsPerson, 1);
  person->key = g_strdup (key);
  /* Newest first: the name as last written, unless merged under one. */
  shown = sy_history_people_shown_name (people, key);
  person->name = g_strdup (shown != NULL ? shown : name);
  person->written = g_strdup (name);
  person->worst = G_MAXUINT;
  g_hash_table_insert (stats->by_key, person->key, person);
  g_ptr_array_add (stats->persons, person);
  return person;
}

/* Whether @p finished ahead of @q: more points, or as many and more
 * guilders, the rules' tie-break. */
static int
compare_places (const SyHistoryEntry *entry,
                guint                 p,
                guint                 q)
{
  if (entry->totals[p] != entry->totals[q])
    return entry->totals[p] > entry->totals[q] ? 1 : -1;
  if (entry->details[p].money != entry->details[q].money)
    return entry->details[p].money > entry->details[q].money ? 1 : -1;
  return 0;
}

static char *
pair_key (const char *a,
          const char *b)
{
  return g_strconcat (a, "\037", b, NULL);
}

static void
count_pairs (SyHistoryStats       *stats,
             const SyHistoryEntry *entry,
             char                 *keys[SY_MAX_PLAYERS])
{
  for (guint p = 0; p < entry->n_players; p++)
    for (guint q = 0; q < entry->n_players; q++)
      {
        g_autofree char *key = NULL;
        Pair *pair;
        int order;

        /* Each pair once, by its keys in order; one person twice in a
         * game (two names merged) is no pair. */
        if (strcmp (keys[p], keys[q]) >= 0)
          continue;
        key = pair_key (keys[p], keys[q]);
        pair = g_hash_table_lookup (stats->pairs, key);
        if (pair == NULL)
          {
            pair = g_new0 (Pair, 1);
            g_hash_table_insert (stats->pairs, g_steal_pointer (&key), pair);
          }
        order = compare_places (entry, p, q);
        pair->counts.games++;
        pair->counts.ahead += order > 0;
        pair->counts.behind += order < 0;
        pair->counts.even += order == 0;
      }
}

static SyStatsSeat *
get_seat (SyHistoryStats       *stats,
          const SyHistoryEntry *entry)
{
  SyStatsSeat seat = { entry->edition, entry->n_players, 0, { 0 } };
  guint i;

  for (i = 0; i < stats->seats->len; i++)
    {
      SyStatsSeat *s = &g_array_index (stats->seats, SyStatsSeat, i);

      if (s->edition == entry->edition && s->n_players == entry->n_players)
        return s;
      if (s->edition > entry->edition || (s->edition == entry->edition && s->n_players > entry->n_players))
        break;
    }
  g_array_insert_val (stats->seats, i, seat);
  return &g_array_index (stats->seats, SyStatsSeat, i);
}

static SyStatsContract *
get_contract (GHashTable     *by_id,
              GArray         *contracts,
              const char     *id)
{
  gpointer index;
  SyStatsContract contract = { { 0 } };

  if (g_hash_table_lookup_extended (by_id, id, NULL, &index))
    return &g_array_index (contracts, SyStatsContract, GPOINTER_TO_UINT (index));
  g_strlcpy (contract.id, id, SY_CONTRACT_ID_SIZE);
  g_array_append_val (contracts, contract);
  g_hash_table_insert (by_id, g_strdup (id), GUINT_TO_POINTER (contracts->len - 1));
  return &g_array_index (contracts, SyStatsContract, contracts->len - 1);
}

static void
count_contracts (GHashTable             *by_id,
                 GArray                 *contracts,
                 const SyHistoryDetails *d)
{
  for (guint i = 0; i < d->n_dealt; i++)
    get_contract (by_id, contracts, d->dealt[i])->dealt++;
  for (guint k = 0; k < d->n_kept; k++)
    {
      SyStatsContract *c = get_contract (by_id, contracts, d->kept[k].id);

      c->held++;
      for (guint i = 0; i < d->n_dealt; i++)
        if (g_str_equal (d->dealt[i], d->kept[k].id))
          c->kept++;
      if (d->kept[k].known)
        {
          c->scored++;
          c->sum += d->kept[k].points;
        }
    }
}

static void
count_bar (SyHistoryStats *stats,
           guint           total)
{
  guint bar = total / SY_STATS_SCORE_STEP;

  if (bar >= stats->n_bars)
    {
      stats->bars = g_renew (guint, stats->bars, bar + 1);
      memset (stats->bars + stats->n_bars, 0, (bar + 1 - stats->n_bars) * sizeof (guint));
      stats->n_bars = bar + 1;
    }
  stats->bars[bar]++;
}

static void
count_player (SyHistoryStats        *stats,
              const SyHistoryPeople *people,
              const SyHistoryEntry  *entry,
              guint                  p,
              const char            *key)
{
  const SyHistoryDetails *d = &entry->details[p];
  SyStatsPerson *person = get_person (stats, people, key, entry->names[p]);
  guint total = entry->totals[p];

  person->games++;
  person->contests += entry->n_players > 1;
  person->wins += entry->winners[p] ? 1 : 0;
  person->best = MAX (person->best, total);
  person->worst = MIN (person->worst, total);
  person->sums[SUM_TOTAL] += total;
  person->sums[SUM_SHIPS] += d->crew + d->cannons_cranes + d->speed;
  person->sums[SUM_OFFICIALS] += d->officials;
  person->sums[SUM_RIBAND] += d->riband;
  person->sums[SUM_CONTRACTS] += d->contracts;
  person->sums[SUM_MERCHANTS] += d->merchants;

  set_record (&stats->records[SY_STATS_RECORD_SCORE], total, 0, entry, p, key);
  if (d->best_ship_points > 0)
    set_record (&stats->records[SY_STATS_RECORD_SHIP], d->best_ship_points, d->best_ship_speed,
                entry, p, key);
  if (d->n_kept > 0)
    set_record (&stats->records[SY_STATS_RECORD_CONTRACTS], d->contracts, 0, entry, p, key);
}

static int
person_compare (gconstpointer a,
                gconstpointer b)
{
  const SyStatsPerson *x = *(const SyStatsPerson **) a;
  const SyStatsPerson *y = *(const SyStatsPerson **) b;

  if (x->wins != y->wins)
    return x->wins > y->wins ? -1 : 1;
  if (x->average != y->average)
    return x->average > y->average ? -1 : 1;
  return g_utf8_collate (x->name, y->name);
}

static int
contract_compare (gconstpointer a,
                  gconstpointer b)
{
  return strcmp (((const SyStatsContract *) a)->id, ((const SyStatsContract *) b)->id);
}

static void
finish (SyHistoryStats *stats)
{
  for (guint i = 0; i < stats->persons->len; i++)
    {
      SyStatsPerson *person = g_ptr_array_index (stats->persons, i);
      double games = person->games;

      person->win_rate = person->contests > 0 ? (double) person->wins / person->contests : 0;
      person->average = person->sums[SUM_TOTAL] / games;
      person->ships = person->sums[SUM_SHIPS] / games;
      person->officials = person->sums[SUM_OFFICIALS] / games;
      person->riband = person->sums[SUM_RIBAND] / games;
      person->contracts = person->sums[SUM_CONTRACTS] / games;
      person->merchants = person->sums[SUM_MERCHANTS] / games;
    }
  g_ptr_array_sort (stats->persons, person_compare);
  for (guint i = 0; i < stats->contracts->len; i++)
    {
      SyStatsContract *c = &g_array_index (stats->contracts, SyStatsContract, i);

      c->average = c->scored > 0 ? (double) c->sum / c->scored : 0;
    }
  g_array_sort (stats->contracts, contract_compare);
}

/**
 * sy_history_stats_compute:
 * @history: a history
 * @people: (nullable): the names merged into one person; %NULL for none
 * @filter: (nullable): which finished games count; %NULL for all
 *
 * Works out the statistics of @history's finished games from each game's
 * tally (the entries' details); no game is replayed.
 *
 * Returns: (transfer full): the statistics
 */
SyHistoryStats *
sy_history_stats_compute (const SyHistory       *history,
                          const SyHistoryPeople *people,
                          const SyHistoryFilter *filter)
{
  SyHistoryStats *stats = g_new0 (SyHistoryStats, 1);
  g_autoptr(GHashTable) contract_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) key_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  g_return_val_if_fail (history != NULL, stats);

  stats->persons = g_ptr_array_new_with_free_func (person_free);
  stats->by_key = g_hash_table_new (g_str_hash, g_str_equal);
  stats->pairs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  stats->seats = g_array_new (FALSE, TRUE, sizeof (SyStatsSeat));
  stats->contracts = g_array_new (FALSE, TRUE, sizeof (SyStatsContract));

  for (guint i = 0; i < history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (history->entries, i);
      char *keys[SY_MAX_PLAYERS] = { NULL };

      if (entry->unfinished)
        continue;
      /* A club has few names and many games: each name's key once. */
      for (guint p = 0; p < entry->n_players; p++)
        {
          keys[p] = g_hash_table_lookup (key_cache, entry->names[p]);
          if (keys[p] == NULL)
            {
              keys[p] = sy_history_people_key (people, entry->names[p]);
              g_hash_table_insert (key_cache, g_strdup (entry->names[p]), keys[p]);
            }
        }
      if (!counted (entry, filter, keys))
        continue;

      stats->n_games++;
      for (guint p = 0; p < entry->n_players; p++)
        {
          count_player (stats, people, entry, p, keys[p]);
          count_contracts (contract_ids, stats->contracts, &entry->details[p]);
          if (filter == NULL || filter->person == NULL || g_str_equal (filter->person, keys[p]))
            count_bar (stats, entry->totals[p]);
        }
      if (entry->n_players > 1)
        {
          SyStatsSeat *seat = get_seat (stats, entry);

          seat->games++;
          for (guint p = 0; p < entry->n_players; p++)
            if (entry->winners[p])
              seat->wins[(p + entry->n_players - entry->start_player) % entry->n_players]++;
          count_pairs (stats, entry, keys);
        }
    }
  finish (stats);
  return stats;
}

/**
 * sy_history_stats_find_person:
 * @stats: statistics
 * @key: a person's key
 *
 * Returns: (nullable): the person's figures, or %NULL when the person
 *   played no game counted
 */
const SyStatsPerson *
sy_history_stats_find_person (const SyHistoryStats *stats,
                              const char           *key)
{
  g_return_val_if_fail (stats != NULL && key != NULL, NULL);

  return g_hash_table_lookup (stats->by_key, key);
}

/**
 * sy_history_stats_head_to_head:
 * @stats: statistics
 * @key: a person's key
 * @other: another person's key
 * @out: (out caller-allocates): their games against each other, as
 *   @key sees them
 */
void
sy_history_stats_head_to_head (const SyHistoryStats *stats,
                               const char           *key,
                               const char           *other,
                               SyStatsHeadToHead    *out)
{
  gboolean swapped;
  g_autofree char *pair_name = NULL;
  const Pair *pair;

  memset (out, 0, sizeof *out);
  g_return_if_fail (stats != NULL && key != NULL && other != NULL);

  swapped = strcmp (key, other) > 0;
  pair_name = swapped ? pair_key (other, key) : pair_key (key, other);
  pair = g_hash_table_lookup (stats->pairs, pair_name);
  if (pair == NULL)
    return;
  *out = pair->counts;
  if (swapped)
    {
      out->ahead = pair->counts.behind;
      out->behind = pair->counts.ahead;
    }
}
