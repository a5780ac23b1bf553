/* test-history-stats.c: the statistics over the history, against values
 * worked out by hand, and what the index keeps for them
 *
 * Two histories:
 *
 * 1. "The club", five entries written here as the rules' tally of each
 *    game would give them (each player's points by source add up to the
 *    total; the winners as the rules find them: most points, then most
 *    guilders, else shared). Every expected figure below is worked out by
 *    hand from that table, in the comments next to it.
 *
 * 2. Four files of tests/data/small-game.json played to its end, with the
 *    players renamed: the tally of that game is worked out by hand from
 *    the rules in test-csv.c (first seat 5 points: crew 1, cannon 2, speed
 *    1, Blue Riband 1, one ship of 5 points and speed 1, 1 guilder; second
 *    seat 0 points and 15 guilders; no contract entered). These go through
 *    the whole way: replayed, kept in the index, read back from it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "sim-player.h"
#include "test-folder.h"

/* One player of a hand-made entry: name, total, guilders, winner, then
 * crew, cannons and cranes, speed, officials, Blue Riband, contracts,
 * merchants, the best ship's points and speed. */
typedef struct {
  const char *name;
  guint total, money;
  gboolean winner;
  guint crew, cannons_cranes, speed, officials, riband, contracts, merchants, ship, ship_speed;
  const char *dealt[SY_HISTORY_MAX_DEALT];
  const char *kept[SY_HISTORY_MAX_DEALT];  /* "id:points", or "id:?" when not known */
} Seat;

static void
entry_free (gpointer data)
{
  SyHistoryEntry *entry = data;

  g_clear_pointer (&entry->finished, g_date_time_unref);
  for (guint p = 0; p < SY_MAX_PLAYERS; p++)
    g_free (entry->names[p]);
  g_free (entry->path);
  g_free (entry);
}

static void
add_entry (SyHistory  *history,
           const char *date,
           SyEdition   edition,
           guint       start,
           gboolean    unfinished,
           guint       n,
           const Seat *seats)
{
  SyHistoryEntry *entry = g_new0 (SyHistoryEntry, 1);

  entry->path = g_strdup_printf ("/club/%s.shipyard", date);
  entry->finished = g_date_time_new_from_iso8601 (date, NULL);
  g_assert_nonnull (entry->finished);
  entry->unfinished = unfinished;
  entry->edition = edition;
  entry->start_player = start;
  entry->n_players = n;
  entry->complete = TRUE;
  for (guint p = 0; p < n; p++)
    {
      const Seat *s = &seats[p];
      SyHistoryDetails *d = &entry->details[p];

      /* The tally adds up. */
      g_assert_cmpuint (s->crew + s->cannons_cranes + s->speed + s->officials + s->riband + s->contracts
                        + s->merchants, ==, s->total);
      entry->names[p] = g_strdup (s->name);
      entry->totals[p] = s->total;
      entry->winners[p] = s->winner;
      entry->n_winners += s->winner;
      *d = (SyHistoryDetails) {
        .crew = s->crew, .cannons_cranes = s->cannons_cranes, .speed = s->speed,
        .officials = s->officials, .riband = s->riband, .contracts = s->contracts,
        .merchants = s->merchants, .money = s->money, .best_ship_points = s->ship,
        .best_ship_speed = s->ship_speed,
      };
      for (guint i = 0; i < SY_HISTORY_MAX_DEALT && s->dealt[i] != NULL; i++)
        g_strlcpy (d->dealt[d->n_dealt++], s->dealt[i], SY_CONTRACT_ID_SIZE);
      for (guint i = 0; i < SY_HISTORY_MAX_DEALT && s->kept[i] != NULL; i++)
        {
          g_auto(GStrv) parts = g_strsplit (s->kept[i], ":", 2);
          SyHistoryContract *k = &d->kept[d->n_kept++];

          g_strlcpy (k->id, parts[0], SY_CONTRACT_ID_SIZE);
          k->known = !g_str_equal (parts[1], "?");
          k->points = k->known ? (guint) atoi (parts[1]) : 0;
          entry->complete &= k->known;
        }
    }
  g_ptr_array_add (history->entries, entry);
}

/* The club's games, newest first as the history lists them. */
static SyHistory *
club_history (void)
{
  SyHistory *history = g_new0 (SyHistory, 1);

  history->entries = g_ptr_array_new_with_free_func (entry_free);
  history->players = g_ptr_array_new ();
  /* E: a solo game: no winner, not a contest, no seat. */
  add_entry (history, "2026-03-26T20:00:00Z", SY_EDITION_SECOND, 0, FALSE, 1, (Seat[]) {
    { "Gita", 33, 0, FALSE, 10, 8, 6, 5, 4, 0, 0, 9, 4, { NULL }, { NULL } },
  });
  /* D: unfinished: never counted. */
  add_entry (history, "2026-03-25T20:00:00Z", SY_EDITION_SECOND, 0, TRUE, 2, (Seat[]) {
    { "Dana", 10, 0, FALSE, 10, 0, 0, 0, 0, 0, 0, 10, 9, { NULL }, { NULL } },
    { "Gita", 12, 0, FALSE, 12, 0, 0, 0, 0, 0, 0, 12, 9, { NULL }, { NULL } },
  });
  /* C: first edition, Dana (the second seat) starts and wins. */
  add_entry (history, "2026-03-20T20:00:00Z", SY_EDITION_FIRST, 1, FALSE, 2, (Seat[]) {
    { "Filip", 25, 2, FALSE, 7, 6, 4, 3, 1, 4, 0, 6, 2, { NULL }, { "c4:4", NULL } },
    { "Dana", 61, 1, TRUE, 15, 14, 10, 8, 4, 10, 0, 10, 5,
      { "c1", "c2", "c3", "d1", "d2", "d3" }, { "c2:6", "d1:4", NULL } },
  });
  /* B: level in points (30) and guilders (5): a shared win. "emil" is
   * Emil whatever the case. */
  add_entry (history, "2026-02-14T20:00:00Z", SY_EDITION_SECOND, 0, FALSE, 2, (Seat[]) {
    { "Dana", 30, 5, TRUE, 8, 6, 5, 4, 3, 4, 0, 12, 7, { "a1", "b2", NULL }, { "a1:4", NULL } },
    { "emil", 30, 5, TRUE, 9, 6, 5, 3, 2, 5, 0, 8, 3, { "a2", "b1", NULL }, { "a2:5", "b1:?", NULL } },
  });
  /* A: Emil and Filip level at 52; Emil has more guilders (7 to 4) and
   * wins. Emil (the second seat) starts. */
  add_entry (history, "2026-01-10T20:00:00Z", SY_EDITION_SECOND, 1, FALSE, 3, (Seat[]) {
    { "Dana", 40, 3, FALSE, 10, 8, 6, 5, 3, 6, 2, 9, 4, { "a1", "a2", "b1", NULL }, { "a1:4", "b1:2", NULL } },
    { "Emil", 52, 7, TRUE, 12, 10, 8, 7, 4, 9, 2, 11, 5, { "a3", "b2", "b3", NULL }, { "a3:5", "b2:4", NULL } },
    { "Filip", 52, 4, FALSE, 14, 12, 9, 6, 2, 7, 2, 11, 6, { NULL }, { "b4:7", NULL } },
  });
  return history;
}

static const SyStatsPerson *
person (const SyHistoryStats *stats,
        const char           *key)
{
  const SyStatsPerson *p = sy_history_stats_find_person (stats, key);

  g_assert_nonnull (p);
  return p;
}

static const SyStatsContract *
contract (const SyHistoryStats *stats,
          const char           *id)
{
  for (guint i = 0; i < stats->contracts->len; i++)
    if (g_str_equal (g_array_index (stats->contracts, SyStatsContract, i).id, id))
      return &g_array_index (stats->contracts, SyStatsContract, i);
  g_assert_not_reached ();
}

#define EPS 0.0005

static void
test_club (void)
{
  g_autoptr(SyHistory) history = club_history ();
  g_autoptr(SyHistoryStats) stats = sy_history_stats_compute (history, NULL, NULL);
  const SyStatsPerson *p;
  SyStatsHeadToHead h;
  const SyStatsSeat *seat;

  /* A, B, C and E: the unfinished D is not counted. */
  g_assert_cmpuint (stats->n_games, ==, 4);
  g_assert_cmpuint (stats->persons->len, ==, 4);

  /* Dana: A 40, B 30 (a shared win), C 61 (won): 3 games, 2 wins of 3
   * contests; 131 / 3 = 43.667; ships' own points 24 + 19 + 39 = 82,
   * officials 5 + 4 + 8 = 17, Blue Riband 3 + 3 + 4 = 10, contracts
   * 6 + 4 + 10 = 20, merchants 2: each over 3 games. */
  p = person (stats, "dana");
  g_assert_cmpstr (p->name, ==, "Dana");
  g_assert_cmpuint (p->games, ==, 3);
  g_assert_cmpuint (p->wins, ==, 2);
  g_assert_cmpfloat_with_epsilon (p->win_rate, 2.0 / 3, EPS);
  g_assert_cmpfloat_with_epsilon (p->average, 43.667, EPS);
  g_assert_cmpuint (p->best, ==, 61);
  g_assert_cmpuint (p->worst, ==, 30);
  g_assert_cmpfloat_with_epsilon (p->ships, 27.333, EPS);
  g_assert_cmpfloat_with_epsilon (p->officials, 5.667, EPS);
  g_assert_cmpfloat_with_epsilon (p->riband, 3.333, EPS);
  g_assert_cmpfloat_with_epsilon (p->contracts, 6.667, EPS);
  g_assert_cmpfloat_with_epsilon (p->merchants, 0.667, EPS);

  /* Emil, "emil" in B (the newer game: the name as last written): A 52
   * won on guilders, B 30 shared: 2 wins of 2; 82 / 2 = 41; ships
   * (30 + 20) / 2 = 25, officials (7 + 3) / 2 = 5, riband (4 + 2) / 2 = 3,
   * contracts (9 + 5) / 2 = 7 (b1's value unknown), merchants 2 / 2 = 1. */
  p = person (stats, "emil");
  g_assert_cmpstr (p->name, ==, "emil");
  g_assert_cmpuint (p->games, ==, 2);
  g_assert_cmpuint (p->wins, ==, 2);
  g_assert_cmpfloat_with_epsilon (p->win_rate, 1.0, EPS);
  g_assert_cmpfloat_with_epsilon (p->average, 41.0, EPS);
  g_assert_cmpuint (p->worst, ==, 30);
  g_assert_cmpfloat_with_epsilon (p->ships, 25.0, EPS);
  g_assert_cmpfloat_with_epsilon (p->contracts, 7.0, EPS);
  g_assert_cmpfloat_with_epsilon (p->merchants, 1.0, EPS);

  /* Filip: A 52 (level, fewer guilders), C 25: no win; 77 / 2 = 38.5;
   * ships (35 + 17) / 2 = 26, officials 4.5, riband 1.5, contracts 5.5. */
  p = person (stats, "filip");
  g_assert_cmpuint (p->games, ==, 2);
  g_assert_cmpuint (p->wins, ==, 0);
  g_assert_cmpfloat_with_epsilon (p->average, 38.5, EPS);
  g_assert_cmpuint (p->best, ==, 52);
  g_assert_cmpuint (p->worst, ==, 25);
  g_assert_cmpfloat_with_epsilon (p->ships, 26.0, EPS);
  g_assert_cmpfloat_with_epsilon (p->officials, 4.5, EPS);
  g_assert_cmpfloat_with_epsilon (p->riband, 1.5, EPS);
  g_assert_cmpfloat_with_epsilon (p->contracts, 5.5, EPS);

  /* Gita: the solo game only (D is unfinished): 1 game, no contest. */
  p = person (stats, "gita");
  g_assert_cmpuint (p->games, ==, 1);
  g_assert_cmpuint (p->contests, ==, 0);
  g_assert_cmpfloat_with_epsilon (p->win_rate, 0.0, EPS);
  g_assert_cmpuint (p->best, ==, 33);
  g_assert_cmpuint (p->worst, ==, 33);

  /* Most wins, then best average: Dana (2, 43.7), emil (2, 41), Filip
   * (0, 38.5), Gita (0, 33). */
  g_assert_cmpstr (((SyStatsPerson *) g_ptr_array_index (stats->persons, 0))->name, ==, "Dana");
  g_assert_cmpstr (((SyStatsPerson *) g_ptr_array_index (stats->persons, 1))->name, ==, "emil");
  g_assert_cmpstr (((SyStatsPerson *) g_ptr_array_index (stats->persons, 2))->name, ==, "Filip");
  g_assert_cmpstr (((SyStatsPerson *) g_ptr_array_index (stats->persons, 3))->name, ==, "Gita");

  /* Dana against Emil: A behind (40 to 52), B level in points and
   * guilders. Against Filip: A behind (40 to 52), C ahead (61 to 25).
   * Emil against Filip: A level at 52, Emil ahead on guilders 7 to 4. */
  sy_history_stats_head_to_head (stats, "dana", "emil", &h);
  g_assert_cmpuint (h.games, ==, 2);
  g_assert_cmpuint (h.ahead, ==, 0);
  g_assert_cmpuint (h.behind, ==, 1);
  g_assert_cmpuint (h.even, ==, 1);
  sy_history_stats_head_to_head (stats, "filip", "dana", &h);
  g_assert_cmpuint (h.games, ==, 2);
  g_assert_cmpuint (h.ahead, ==, 1);
  g_assert_cmpuint (h.behind, ==, 1);
  sy_history_stats_head_to_head (stats, "emil", "filip", &h);
  g_assert_cmpuint (h.games, ==, 1);
  g_assert_cmpuint (h.ahead, ==, 1);
  sy_history_stats_head_to_head (stats, "gita", "dana", &h);
  g_assert_cmpuint (h.games, ==, 0);

  /* Records: the highest total is Dana's 61 in C (first edition, two
   * players); the best ship Dana's 12 points at speed 7 in B (Emil's and
   * Filip's 11 in A are less); the most contract points Dana's 10 in C. */
  g_assert_true (stats->records[SY_STATS_RECORD_SCORE].found);
  g_assert_cmpuint (stats->records[SY_STATS_RECORD_SCORE].value, ==, 61);
  g_assert_cmpstr (stats->records[SY_STATS_RECORD_SCORE].name, ==, "Dana");
  g_assert_cmpuint (stats->records[SY_STATS_RECORD_SCORE].edition, ==, SY_EDITION_FIRST);
  g_assert_cmpuint (stats->records[SY_STATS_RECORD_SCORE].n_players, ==, 2);
  g_assert_cmpuint (stats->records[SY_STATS_RECORD_SHIP].value, ==, 12);
  g_assert_cmpuint (stats->records[SY_STATS_RECORD_SHIP].speed, ==, 7);
  g_assert_cmpint (g_date_time_get_month (stats->records[SY_STATS_RECORD_SHIP].when), ==, 2);
  g_assert_cmpuint (stats->records[SY_STATS_RECORD_CONTRACTS].value, ==, 10);
  g_assert_cmpstr (stats->records[SY_STATS_RECORD_CONTRACTS].name, ==, "Dana");

  /* Seats, from the start player: first edition 2 players (C: Dana
   * starts and wins); second edition 2 players (B: both share the win);
   * second edition 3 players (A: Emil starts and wins). The solo game
   * has no seat. */
  g_assert_cmpuint (stats->seats->len, ==, 3);
  seat = &g_array_index (stats->seats, SyStatsSeat, 0);
  g_assert_cmpuint (seat->edition, ==, SY_EDITION_FIRST);
  g_assert_cmpuint (seat->games, ==, 1);
  g_assert_cmpuint (seat->wins[0], ==, 1);
  g_assert_cmpuint (seat->wins[1], ==, 0);
  seat = &g_array_index (stats->seats, SyStatsSeat, 1);
  g_assert_cmpuint (seat->n_players, ==, 2);
  g_assert_cmpuint (seat->wins[0], ==, 1);
  g_assert_cmpuint (seat->wins[1], ==, 1);
  seat = &g_array_index (stats->seats, SyStatsSeat, 2);
  g_assert_cmpuint (seat->n_players, ==, 3);
  g_assert_cmpuint (seat->wins[0], ==, 1);
  g_assert_cmpuint (seat->wins[1] + seat->wins[2], ==, 0);

  /* Contracts: a1 dealt to Dana in A and B and kept both times, 4 points
   * each; a2 dealt twice (Dana A, emil B), kept once (emil B, 5); b1
   * dealt and kept twice, once of unknown value (2 on average); b4 held
   * by Filip in A, whose hand was never entered as dealt. 14 cards. */
  g_assert_cmpuint (stats->contracts->len, ==, 14);
  g_assert_cmpuint (contract (stats, "a1")->dealt, ==, 2);
  g_assert_cmpuint (contract (stats, "a1")->kept, ==, 2);
  g_assert_cmpfloat_with_epsilon (contract (stats, "a1")->average, 4.0, EPS);
  g_assert_cmpuint (contract (stats, "a2")->dealt, ==, 2);
  g_assert_cmpuint (contract (stats, "a2")->kept, ==, 1);
  g_assert_cmpfloat_with_epsilon (contract (stats, "a2")->average, 5.0, EPS);
  g_assert_cmpuint (contract (stats, "b1")->kept, ==, 2);
  g_assert_cmpuint (contract (stats, "b1")->scored, ==, 1);
  g_assert_cmpfloat_with_epsilon (contract (stats, "b1")->average, 2.0, EPS);
  g_assert_cmpuint (contract (stats, "b4")->dealt, ==, 0);
  g_assert_cmpuint (contract (stats, "b4")->kept, ==, 0);
  g_assert_cmpuint (contract (stats, "b4")->held, ==, 1);
  g_assert_cmpuint (contract (stats, "d3")->dealt, ==, 1);
  g_assert_cmpuint (contract (stats, "d3")->held, ==, 0);

  /* The scores in bars of 10: 25; 30, 30, 33; 40; 52, 52; 61. */
  g_assert_cmpuint (stats->n_bars, ==, 7);
  {
    const guint bars[] = { 0, 0, 1, 3, 1, 2, 1 };

    for (guint b = 0; b < 7; b++)
      g_assert_cmpuint (stats->bars[b], ==, bars[b]);
  }
}

static void
test_club_filtered (void)
{
  g_autoptr(SyHistory) history = club_history ();
  g_autoptr(GDateTime) from = g_date_time_new_utc (2026, 2, 1, 0, 0, 0);
  g_autoptr(GDateTime) until = g_date_time_new_utc (2026, 3, 21, 0, 0, 0);
  SyHistoryFilter second = { .edition = SY_EDITION_SECOND };
  SyHistoryFilter two = { .n_players = 2 };
  SyHistoryFilter dates = { .from = from, .until = until };
  SyHistoryFilter filip = { .person = "filip" };
  g_autoptr(SyHistoryStats) s1 = sy_history_stats_compute (history, NULL, &second);
  g_autoptr(SyHistoryStats) s2 = sy_history_stats_compute (history, NULL, &two);
  g_autoptr(SyHistoryStats) s3 = sy_history_stats_compute (history, NULL, &dates);
  g_autoptr(SyHistoryStats) s4 = sy_history_stats_compute (history, NULL, &filip);

  /* Second edition: A, B and E; Dana played A and B. */
  g_assert_cmpuint (s1->n_games, ==, 3);
  g_assert_cmpuint (person (s1, "dana")->games, ==, 2);
  /* Two players: B and C. */
  g_assert_cmpuint (s2->n_games, ==, 2);
  g_assert_null (sy_history_stats_find_person (s2, "gita"));
  /* From 1 February to 20 March: B and C; Dana's average (30 + 61) / 2. */
  g_assert_cmpuint (s3->n_games, ==, 2);
  g_assert_cmpfloat_with_epsilon (person (s3, "dana")->average, 45.5, EPS);
  /* Filip's games, A and C; the bars count his totals only: 25 and 52. */
  g_assert_cmpuint (s4->n_games, ==, 2);
  g_assert_cmpuint (s4->n_bars, ==, 6);
  g_assert_cmpuint (s4->bars[2], ==, 1);
  g_assert_cmpuint (s4->bars[5], ==, 1);
  g_assert_cmpuint (s4->bars[3] + s4->bars[4], ==, 0);
}

static void
test_club_merged (void)
{
  g_autoptr(SyHistory) history = club_history ();
  g_autoptr(SyHistoryPeople) people = sy_history_people_new ();
  g_autoptr(SyHistoryStats) stats = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *key = NULL;
  const SyStatsPerson *p;

  /* Emil and emil are one already. */
  g_assert_false (sy_history_people_merge (people, "Emil", "emil", "Emil", &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP);
  g_clear_error (&error);
  /* Gita into Filip: A 52, C 25, E 33 (solo): 3 games, 2 contests, no
   * win; 110 / 3 = 36.667; best 52, worst 25. */
  g_assert_true (sy_history_people_merge (people, "Filip", "gita", "Filip F.", &error));
  g_assert_no_error (error);
  stats = sy_history_stats_compute (history, people, NULL);
  g_assert_cmpuint (stats->persons->len, ==, 3);
  key = sy_history_people_key (people, "GITA");
  p = person (stats, key);
  g_assert_cmpstr (p->name, ==, "Filip F.");
  g_assert_cmpuint (p->games, ==, 3);
  g_assert_cmpuint (p->contests, ==, 2);
  g_assert_cmpfloat_with_epsilon (p->average, 36.667, EPS);
  g_assert_cmpuint (p->worst, ==, 25);
}

static void
check_small_history (SyHistory *history)
{
  g_autoptr(SyHistoryPeople) people = sy_history_people_new ();
  g_autoptr(SyHistoryStats) stats = NULL;
  g_autoptr(SyHistoryStats) merged = NULL;
  g_autofree char *csv = NULL;
  const SyHistoryEntry *first = g_ptr_array_index (history->entries, history->entries->len - 1);
  const SyStatsPerson *p;
  SyStatsHeadToHead h;

  /* The tally of the small game, by hand (test-csv.c): the first seat's
   * ship crew 1, cannon 2, speed 1, Blue Riband 1; 1 guilder to 15. */
  g_assert_cmpuint (first->start_player, ==, 0);
  g_assert_cmpuint (first->details[0].crew, ==, 1);
  g_assert_cmpuint (first->details[0].cannons_cranes, ==, 2);
  g_assert_cmpuint (first->details[0].speed, ==, 1);
  g_assert_cmpuint (first->details[0].officials, ==, 0);
  g_assert_cmpuint (first->details[0].riband, ==, 1);
  g_assert_cmpuint (first->details[0].ships_launched, ==, 1);
  g_assert_cmpuint (first->details[0].best_ship_points, ==, 5);
  g_assert_cmpuint (first->details[0].best_ship_speed, ==, 1);
  g_assert_cmpuint (first->details[0].money, ==, 1);
  g_assert_cmpuint (first->details[1].money, ==, 15);
  g_assert_cmpuint (first->details[1].ships_launched, ==, 0);
  g_assert_cmpuint (first->details[0].n_dealt + first->details[0].n_kept, ==, 0);

  /* 01:00 Alena 5 – Bohdan 0; 02:00 eva 5 – Bohdan 0; 03:00 Bohdan 5 –
   * Alena 0; 04:00 "Eva K." 5 – Cyril 0 (a game's names are written
   * without spaces around them). Alena: 2 games, 1 win, average
   * 2.5, ships' own points (4 + 0) / 2 = 2, Blue Riband 0.5. Bohdan: 3
   * games, 1 win, 5 / 3. Head to head Alena–Bohdan: 01:00 ahead, 03:00
   * behind. */
  stats = sy_history_stats_compute (history, NULL, NULL);
  g_assert_cmpuint (stats->n_games, ==, 4);
  g_assert_cmpuint (stats->persons->len, ==, 5);
  p = person (stats, "alena");
  g_assert_cmpuint (p->games, ==, 2);
  g_assert_cmpuint (p->wins, ==, 1);
  g_assert_cmpfloat_with_epsilon (p->average, 2.5, EPS);
  g_assert_cmpfloat_with_epsilon (p->ships, 2.0, EPS);
  g_assert_cmpfloat_with_epsilon (p->riband, 0.5, EPS);
  g_assert_cmpuint (p->worst, ==, 0);
  p = person (stats, "bohdan");
  g_assert_cmpuint (p->games, ==, 3);
  g_assert_cmpfloat_with_epsilon (p->average, 5.0 / 3, EPS);
  sy_history_stats_head_to_head (stats, "alena", "bohdan", &h);
  g_assert_cmpuint (h.games, ==, 2);
  g_assert_cmpuint (h.ahead, ==, 1);
  g_assert_cmpuint (h.behind, ==, 1);
  /* The best ship: 5 points at speed 1, first launched by Alena at
   * 01:00; the highest total 5, hers too. No contract was held. */
  g_assert_cmpuint (stats->records[SY_STATS_RECORD_SHIP].value, ==, 5);
  g_assert_cmpstr (stats->records[SY_STATS_RECORD_SHIP].name, ==, "Alena");
  g_assert_cmpint (g_date_time_get_hour (stats->records[SY_STATS_RECORD_SHIP].when), ==, 1);
  g_assert_cmpstr (stats->records[SY_STATS_RECORD_SCORE].name, ==, "Alena");
  g_assert_false (stats->records[SY_STATS_RECORD_CONTRACTS].found);
  /* The start player sat first and won all four. */
  g_assert_cmpuint (stats->seats->len, ==, 1);
  g_assert_cmpuint (g_array_index (stats->seats, SyStatsSeat, 0).wins[0], ==, 4);

  /* "eva" and "Eva K." merged as Eva: 2 games, 2 wins. */
  g_assert_true (sy_history_people_merge (people, "Eva K.", "eva", "Eva", NULL));
  merged = sy_history_stats_compute (history, people, NULL);
  g_assert_cmpuint (merged->persons->len, ==, 4);
  p = g_ptr_array_index (merged->persons, 0);
  g_assert_cmpstr (p->name, ==, "Eva");
  g_assert_cmpuint (p->wins, ==, 2);

  /* As CSV: the header, then Eva's row first. */
  csv = sy_history_stats_to_csv (merged, ',');
  g_assert_true (g_str_has_prefix (csv,
                                   "table,person,opponent,record,edition,players,seat,contract,games,"
                                   "wins,win_rate,average,best,worst,ships,officials,blue_riband,"
                                   "contracts,merchants,ahead,behind,even,dealt,kept,held,value,"
                                   "speed,when\r\n"
                                   "player,Eva,,,,,,,2,2,1.00,5.00,5,5,4.00,0.00,1.00,0.00,0.00,"
                                   ",,,,,,,,\r\n"));
  g_assert_nonnull (strstr (csv, "\r\nseat,,,,2,2,1,,4,4,1.00,"));
  g_assert_nonnull (strstr (csv, "\r\nseat,,,,2,2,2,,4,0,0.00,"));
  g_assert_nonnull (strstr (csv, "\r\nrecord,Alena,,best_ship,2,2,,,,,,,,,,,,,,,,,,,,5,1,"));
}

static void
test_small_games (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-stats-XXXXXX", NULL);
  g_autoptr(SyGame) game = sim_finished_small_game ("Alena");
  g_autoptr(SyHistory) replayed = NULL;
  g_autoptr(SyHistory) indexed = NULL;
  g_autofree char *index = g_build_filename (folder, ".index.json", NULL);

  sim_write_history_copy (folder, game, "Alena", "Bohdan", 1);
  sim_write_history_copy (folder, game, "eva", "Bohdan", 2);
  sim_write_history_copy (folder, game, "Bohdan", "Alena", 3);
  sim_write_history_copy (folder, game, "Eva K.", "Cyril", 4);

  replayed = sy_history_load (folder, NULL);
  g_assert_cmpuint (replayed->entries->len, ==, 4);
  check_small_history (replayed);

  /* From the index: the same details, and no game replayed (a game
   * file emptied but with its size and time kept would be read from the
   * index; here the index alone is checked to hold them). */
  g_assert_true (g_file_test (index, G_FILE_TEST_IS_REGULAR));
  indexed = sy_history_load (folder, NULL);
  check_small_history (indexed);
  for (guint i = 0; i < 4; i++)
    {
      const SyHistoryEntry *a = g_ptr_array_index (replayed->entries, i);
      const SyHistoryEntry *b = g_ptr_array_index (indexed->entries, i);

      g_assert_cmpmem (a->details, sizeof a->details, b->details, sizeof b->details);
      g_assert_cmpuint (a->start_player, ==, b->start_player);
    }
  test_folder_remove (folder);
}

/* An index of the version before the details is written anew. */
static void
test_old_index (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-stats-XXXXXX", NULL);
  g_autoptr(SyGame) game = sim_finished_small_game ("Alena");
  g_autofree char *index = g_build_filename (folder, ".index.json", NULL);
  g_autofree char *written = NULL;
  g_autoptr(SyHistory) history = NULL;

  sim_write_history_copy (folder, game, "Alena", "Bohdan", 1);
  g_assert_true (g_file_set_contents (index, "{\"format\": \"shipyard-companion-history-index\", "
                                      "\"version\": 2, \"files\": {}}", -1, NULL));
  history = sy_history_load (folder, NULL);
  g_assert_cmpuint (history->entries->len, ==, 1);
  g_assert_true (g_file_get_contents (index, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "\"version\":3"));
  g_assert_nonnull (strstr (written, "\"detail\":[1,1,2,1,0,1,0,0,1,5,1]"));
  test_folder_remove (folder);
}

static void
count_progress (guint    done,
                guint    total,
                gpointer user_data)
{
  guint *calls = user_data;

  g_assert_cmpuint (done, <=, total);
  g_assert_cmpuint (total, ==, 3);
  calls[0]++;
  calls[1] = done;
}

static void
test_progress (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-stats-XXXXXX", NULL);
  g_autoptr(SyGame) game = sim_finished_small_game ("Alena");
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  guint calls[2] = { 0, 0 };

  for (guint hour = 1; hour <= 3; hour++)
    sim_write_history_copy (folder, game, "Alena", "Bohdan", hour);
  history = sy_history_load_full (folder, count_progress, calls, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->entries->len, ==, 3);
  g_assert_cmpuint (calls[0], ==, 3);
  g_assert_cmpuint (calls[1], ==, 3);

  g_cancellable_cancel (cancellable);
  g_assert_null (sy_history_load_full (folder, NULL, NULL, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  test_folder_remove (folder);
}

static void
test_people_file (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, SY_HISTORY_PEOPLE_FILE, NULL);
  g_autoptr(SyHistoryPeople) people = sy_history_people_new ();
  g_autoptr(SyHistoryPeople) read = NULL;
  g_autoptr(SyHistoryPeople) before = NULL;
  g_autoptr(SyHistoryPeople) damaged = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *key = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint aside = 0;

  /* No file: no merge. */
  read = sy_history_people_load (folder, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sy_history_people_get_n_merged (read), ==, 0);
  g_clear_pointer (&read, sy_history_people_free);

  g_assert_true (sy_history_people_merge (people, "Eva", "Eva ", "Eva", NULL));
  before = sy_history_people_copy (people);
  /* A third name joins the person. */
  g_assert_true (sy_history_people_merge (people, "Evička", "EVA ", "Eva", NULL));
  g_assert_true (sy_history_people_save (people, folder, &error));
  g_assert_no_error (error);
  read = sy_history_people_load (folder, &error);
  g_assert_no_error (error);
  key = sy_history_people_key (read, "evička");
  g_assert_cmpstr (sy_history_people_shown_name (read, key), ==, "Eva");
  {
    g_autofree char *other = sy_history_people_key (read, "eva");

    g_assert_cmpstr (other, ==, key);
  }
  /* Undone: the copy before written back. */
  g_assert_true (sy_history_people_save (before, folder, &error));
  g_clear_pointer (&read, sy_history_people_free);
  read = sy_history_people_load (folder, NULL);
  {
    g_autofree char *a = sy_history_people_key (read, "Evička");
    g_autofree char *b = sy_history_people_key (read, "Eva");

    g_assert_cmpstr (a, !=, b);
  }

  /* Damaged: no merge, a word, and the file set aside whole. */
  g_assert_true (g_file_set_contents (path, "{ \"format\": \"shipyard-companion-history-people\", ", -1,
                                      NULL));
  damaged = sy_history_people_load (folder, &error);
  g_assert_nonnull (damaged);
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
  g_assert_nonnull (strstr (error->message, ".people.damaged-"));
  g_assert_cmpuint (sy_history_people_get_n_merged (damaged), ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  dir = g_dir_open (folder, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    aside += g_str_has_prefix (name, ".people.damaged-");
  g_assert_cmpuint (aside, ==, 1);
  test_folder_remove (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/history-stats/club", test_club);
  g_test_add_func ("/history-stats/club-filtered", test_club_filtered);
  g_test_add_func ("/history-stats/club-merged", test_club_merged);
  g_test_add_func ("/history-stats/small-games", test_small_games);
  g_test_add_func ("/history-stats/old-index", test_old_index);
  g_test_add_func ("/history-stats/progress", test_progress);
  g_test_add_func ("/history-stats/people-file", test_people_file);
  return g_test_run ();
}
