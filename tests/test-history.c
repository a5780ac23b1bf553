/* test-history.c: finished games kept, listed and totalled
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gstdio.h>

#include "sim-player.h"
#include "test-folder.h"

typedef struct {
  char *folder;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->folder = g_dir_make_tmp ("sy-history-XXXXXX", NULL);
  g_assert_nonnull (f->folder);
}

static void
remove_all (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        remove_all (path);
      else
        g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  remove_all (f->folder);
  g_free (f->folder);
}

static GDateTime *
day (int d)
{
  return g_date_time_new_utc (2026, 3, d, 20, 15, 0);
}

/* Totals worked out here, player by player, from the games' own tallies. */
typedef struct {
  const char *name;
  guint games, wins, best, sum;
} Expected;

static Expected *
expect (Expected   *into,
        guint      *n,
        const char *name)
{
  for (guint i = 0; i < *n; i++)
    if (g_str_equal (into[i].name, name))
      return &into[i];
  into[*n] = (Expected) { .name = name };
  return &into[(*n)++];
}

static void
test_record_and_load (Fixture       *f,
                      gconstpointer  data)
{
  SyGame *games[3] = {
    sim_finished_game (SY_EDITION_SECOND, 3, 11),
    sim_finished_game (SY_EDITION_FIRST, 2, 12),
    sim_finished_game (SY_EDITION_SECOND, 4, 13),
  };
  Expected expected[SY_MAX_PLAYERS];
  guint n_expected = 0;
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GError) error = NULL;

  for (guint g = 0; g < 3; g++)
    {
      g_autoptr(GDateTime) when = day (g + 1);
      g_autofree char *path = NULL;
      SyTally tally;

      g_assert_true (sy_history_record (f->folder, games[g], when, &path, &error));
      g_assert_no_error (error);
      g_assert_true (g_str_has_suffix (path, SY_HISTORY_SUFFIX));
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

      sy_table_tally (sy_game_get_table (games[g]), sy_game_get_card_values (games[g]), &tally);
      for (guint p = 0; p < sy_game_get_n_players (games[g]); p++)
        {
          Expected *e = expect (expected, &n_expected, sy_game_get_player_name (games[g], p));

          g_assert_cmpuint (tally.players[p].total, >=,
                            sy_table_final_points (sy_game_get_table (games[g]), p));
          e->games++;
          e->wins += tally.winners[p];
          e->best = MAX (e->best, tally.players[p].total);
          e->sum += tally.players[p].total;
        }
    }
  g_assert_cmpuint (test_folder_count_entries (f->folder), ==, 3);

  history = sy_history_load (f->folder, &error);
  g_assert_no_error (error);
  g_assert_nonnull (history);
  g_assert_cmpuint (history->n_unreadable, ==, 0);
  g_assert_cmpuint (history->entries->len, ==, 3);

  /* Newest first: the third game, then the second, then the first. */
  for (guint i = 0; i < 3; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (history->entries, i);
      SyGame *game = games[2 - i];
      g_autoptr(GDateTime) when = day (3 - i);
      gboolean winners[SY_MAX_PLAYERS];
      SyTally tally;

      sy_table_tally (sy_game_get_table (game), sy_game_get_card_values (game), &tally);
      g_assert_true (g_date_time_equal (entry->finished, when));
      g_assert_cmpint (entry->edition, ==, sy_game_get_edition (game));
      g_assert_cmpuint (entry->n_players, ==, sy_game_get_n_players (game));
      g_assert_cmpuint (entry->n_winners, ==, tally.n_winners);
      g_assert_cmpint (entry->complete, ==, tally.complete);
      for (guint p = 0; p < entry->n_players; p++)
        {
          g_assert_cmpstr (entry->names[p], ==, sy_game_get_player_name (game, p));
          g_assert_cmpint (entry->colours[p], ==, sy_game_get_player_colour (game, p));
          g_assert_cmpuint (entry->totals[p], ==, tally.players[p].total);
          g_assert_cmpint (entry->winners[p], ==, tally.winners[p]);
        }
      /* Without contracts in play, the winners are the table's own. */
      if (tally.players[0].n_contracts == 0)
        {
          sy_table_winners (sy_game_get_table (game), winners);
          for (guint p = 0; p < entry->n_players; p++)
            g_assert_cmpint (entry->winners[p], ==, winners[p]);
        }
    }

  /* Alena and Bohdan played all three, Cecílie two, David one. */
  g_assert_cmpuint (history->players->len, ==, n_expected);
  g_assert_cmpuint (n_expected, ==, 4);
  for (guint i = 0; i < history->players->len; i++)
    {
      const SyHistoryPlayer *player = g_ptr_array_index (history->players, i);
      Expected *e = expect (expected, &n_expected, player->name);

      g_assert_cmpuint (n_expected, ==, 4);
      g_assert_cmpuint (player->games, ==, e->games);
      g_assert_cmpuint (player->wins, ==, e->wins);
      g_assert_cmpuint (player->best, ==, e->best);
      g_assert_cmpfloat_with_epsilon (player->average, (double) e->sum / e->games, 1e-9);
      if (i > 0)
        {
          const SyHistoryPlayer *before = g_ptr_array_index (history->players, i - 1);

          g_assert_cmpuint (before->wins, >=, player->wins);
        }
    }
  g_assert_cmpuint (expect (expected, &n_expected, "Alena")->games, ==, 3);
  g_assert_cmpuint (expect (expected, &n_expected, "Cecílie")->games, ==, 2);
  g_assert_cmpuint (expect (expected, &n_expected, "David")->games, ==, 1);

  for (guint g = 0; g < 3; g++)
    g_object_unref (games[g]);
}

static void
write_file (const char *folder,
            const char *name,
            const char *contents)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
}

/* Damaged and foreign files are skipped and counted, never fatal, and left
 * as they were. */
static void
test_unreadable (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 2, 21);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(SyGame) unfinished = sim_new_game (SY_EDITION_SECOND, 2, FALSE, rand);
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *damaged = NULL;
  g_autofree char *subfolder = g_build_filename (f->folder, "notes", NULL);

  g_assert_true (sy_history_record (f->folder, game, NULL, &path, &error));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  /* Cut in the middle, as a full disk might leave it. */
  contents[strlen (contents) / 2] = '\0';
  write_file (f->folder, "20260301-201500-0123456789abcdef.shipyard", contents);
  write_file (f->folder, "foreign.json", "{\"format\": \"someone-else\", \"version\": 1}");
  /* A saved game, but not a finished one of the history. */
  damaged = sy_game_to_data (unfinished, NULL);
  write_file (f->folder, "unfinished.shipyard", damaged);
  write_file (f->folder, ".hidden", "whatever");
  g_assert_cmpint (g_mkdir (subfolder, 0700), ==, 0);

  history = sy_history_load (f->folder, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->entries->len, ==, 1);
  g_assert_cmpuint (history->n_unreadable, ==, 3);
  g_assert_cmpstr (((SyHistoryEntry *) g_ptr_array_index (history->entries, 0))->path, ==, path);
  g_assert_cmpuint (test_folder_count_entries (f->folder), ==, 6);
}

static void
test_not_over (Fixture       *f,
               gconstpointer  data)
{
  GRand *rand = g_rand_new_with_seed (5);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_FIRST, 3, TRUE, rand);
  g_autoptr(GError) error = NULL;
  char *path = NULL;

  for (guint i = 0; i < 30; i++)
    g_assert_true (sim_step (game, rand));
  g_assert_false (sy_history_record (f->folder, game, NULL, &path, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, "not over"));
  g_assert_null (path);
  g_assert_cmpuint (test_folder_count_entries (f->folder), ==, 0);
  g_rand_free (rand);
}

/* The same game twice keeps one entry and its first date, which the game
 * keeps too, and so does the game opened from the history. */
static void
test_twice (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 2, 31);
  g_autoptr(GDateTime) first = day (1);
  g_autoptr(GDateTime) second = day (2);
  g_autoptr(SyHistory) history = NULL;
  g_autofree char *path1 = NULL;
  g_autofree char *path2 = NULL;

  g_autoptr(SyGame) opened = NULL;

  g_assert_null (sy_game_get_finished (game));
  g_assert_true (sy_history_record (f->folder, game, first, &path1, NULL));
  g_assert_true (g_date_time_equal (sy_game_get_finished (game), first));
  g_assert_true (sy_history_record (f->folder, game, second, &path2, NULL));
  g_assert_true (g_date_time_equal (sy_game_get_finished (game), first));
  g_assert_cmpstr (path1, ==, path2);
  g_assert_cmpuint (test_folder_count_entries (f->folder), ==, 1);

  history = sy_history_load (f->folder, NULL);
  g_assert_cmpuint (history->entries->len, ==, 1);
  g_assert_true (g_date_time_equal (((SyHistoryEntry *) g_ptr_array_index (history->entries, 0))->finished,
                                    first));
  opened = sy_history_open_game (g_ptr_array_index (history->entries, 0), NULL);
  g_assert_nonnull (opened);
  g_assert_true (g_date_time_equal (sy_game_get_finished (opened), first));
}

/* A game opened from the history is whole and cannot change. */
static void
test_read_only (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_FIRST, 2, 41);
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(SyGame) opened = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  SyEvent end_turn = { .type = SY_EVENT_END_TURN };

  g_assert_true (sy_history_record (f->folder, game, NULL, &path, NULL));
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  history = sy_history_load (f->folder, NULL);
  opened = sy_history_open_game (g_ptr_array_index (history->entries, 0), &error);
  g_assert_no_error (error);
  g_assert_true (sy_game_is_read_only (opened));
  g_assert_cmpuint (sy_game_get_n_events (opened), ==, sy_game_get_n_events (game));
  g_assert_cmpint (sy_game_get_table (opened)->phase, ==, SY_PHASE_OVER);
  g_assert_false (sy_game_can_undo (opened));
  g_assert_false (sy_game_undo (opened));
  g_assert_false (sy_game_go_to (opened, 1));
  g_assert_false (sy_game_apply (opened, &end_turn, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_false (sy_game_replace_event (opened, 1, sy_game_get_event (opened, 1), &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_assert_cmpuint (sy_game_get_position (opened), ==, sy_game_get_n_events (opened));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
}

static void
test_missing_folder (void)
{
  g_autoptr(SyHistory) history = sy_history_load ("/nonexistent/sy-history", NULL);

  g_assert_nonnull (history);
  g_assert_cmpuint (history->entries->len, ==, 0);
  g_assert_cmpuint (history->players->len, ==, 0);
  g_assert_cmpuint (history->n_unreadable, ==, 0);
}

/* The index spares a listing the replay of games unchanged since the last
 * one, and is never more than a shortcut. Proof that it is used: a total
 * changed in it by hand is what the next listing shows, as long as the
 * game's file is as it was; once the file changes, or the index is
 * damaged, the game itself is read again. */
static void
test_index (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 2, 31);
  g_autofree char *index_path = g_build_filename (f->folder, ".index.json", NULL);
  g_autofree char *path = NULL;
  g_autofree char *index = NULL;
  g_autofree char *game_data = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GRegex) total = g_regex_new ("\"total\" *: *[0-9]+", 0, 0, NULL);
  guint real;

  g_assert_true (sy_history_record (f->folder, game, NULL, &path, NULL));
  history = sy_history_load (f->folder, NULL);
  real = ((SyHistoryEntry *) g_ptr_array_index (history->entries, 0))->totals[0];
  g_clear_pointer (&history, sy_history_free);
  g_assert_true (g_file_get_contents (index_path, &index, NULL, NULL));

  /* Trusted while the game's file is unchanged. */
  {
    g_autofree char *forged = g_regex_replace_literal (total, index, -1, 0, "\"total\": 999", 0, NULL);

    g_assert_true (g_file_set_contents (index_path, forged, -1, NULL));
  }
  history = sy_history_load (f->folder, NULL);
  g_assert_cmpuint (((SyHistoryEntry *) g_ptr_array_index (history->entries, 0))->totals[0], ==, 999);
  g_clear_pointer (&history, sy_history_free);

  /* The file written again: read from the game, and the index mended. */
  g_assert_true (g_file_get_contents (path, &game_data, NULL, NULL));
  g_usleep (2000);
  g_assert_true (g_file_set_contents (path, game_data, -1, NULL));
  history = sy_history_load (f->folder, NULL);
  g_assert_cmpuint (((SyHistoryEntry *) g_ptr_array_index (history->entries, 0))->totals[0], ==, real);
  g_clear_pointer (&history, sy_history_free);

  /* A damaged index is no index at all. */
  g_assert_true (g_file_set_contents (index_path, "{\"format\": \"shipyard-comp", -1, NULL));
  history = sy_history_load (f->folder, NULL);
  g_assert_cmpuint (history->entries->len, ==, 1);
  g_assert_cmpuint (history->n_unreadable, ==, 0);
  g_assert_cmpuint (((SyHistoryEntry *) g_ptr_array_index (history->entries, 0))->totals[0], ==, real);
  g_clear_pointer (&history, sy_history_free);
  g_clear_pointer (&index, g_free);
  g_assert_true (g_file_get_contents (index_path, &index, NULL, NULL));
  g_assert_true (g_str_has_prefix (index, "{"));
  g_assert_nonnull (strstr (index, "shipyard-companion-history-index"));
}


/* Kept in the history from its first events: one entry per game, updated
 * in place, resumed at the same position, then finished in its place. The
 * autosave remembers the entry, so the game resumed from it updates it
 * too; the finished games' totals never count an unfinished one. */
static void
test_unfinished (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 3, TRUE, rand);
  g_autoptr(SyGame) other = sim_new_game (SY_EDITION_FIRST, 2, TRUE, rand);
  g_autoptr(SyGame) resumed = NULL;
  g_autoptr(SyGame) from_autosave = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path1 = NULL;
  g_autofree char *path2 = NULL;
  g_autofree char *path3 = NULL;
  g_autofree char *finished_path = NULL;
  g_autofree char *autosave = g_build_filename (f->folder, "autosave", "current-game.shipyard", NULL);
  g_auto(GStrv) names = NULL;
  const SyHistoryEntry *entry;
  GDateTime *days[6];
  guint position;

  for (guint d = 1; d < G_N_ELEMENTS (days); d++)
    days[d] = day ((int) d);
  for (guint i = 0; i < 20; i++)
    g_assert_true (sim_step (game, rand));
  g_assert_true (sy_history_keep (f->folder, game, days[1], &path1, &error));
  g_assert_no_error (error);
  g_assert_nonnull (path1);
  g_assert_cmpuint (test_folder_count_entries (f->folder), ==, 1);

  /* Updated in place, never a second entry. */
  for (guint i = 0; i < 10; i++)
    g_assert_true (sim_step (game, rand));
  g_assert_true (sy_history_keep (f->folder, game, days[2], &path2, &error));
  g_assert_cmpstr (path1, ==, path2);
  g_assert_cmpuint (test_folder_count_entries (f->folder), ==, 1);
  position = sy_game_get_position (game);

  /* Another game has its own entry. */
  for (guint i = 0; i < 5; i++)
    g_assert_true (sim_step (other, rand));
  g_assert_true (sy_history_keep (f->folder, other, days[3], NULL, &error));
  g_assert_cmpuint (test_folder_count_entries (f->folder), ==, 2);

  history = sy_history_load (f->folder, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->n_unreadable, ==, 0);
  g_assert_cmpuint (history->entries->len, ==, 2);
  /* Last changed first; unfinished, with its position and last change. */
  entry = g_ptr_array_index (history->entries, 1);
  g_assert_cmpstr (entry->path, ==, path1);
  g_assert_true (entry->unfinished);
  g_assert_cmpuint (entry->n_events, ==, position);
  g_assert_true (g_date_time_equal (entry->finished, days[2]));
  g_assert_cmpuint (entry->n_winners, ==, 0);
  g_assert_cmpuint (history->players->len, ==, 0);
  /* Names known, most recent first. */
  names = sy_history_known_names (history);
  /* The simulated tables share their names: each once. */
  g_assert_cmpuint (g_strv_length (names), ==, 3);
  g_assert_cmpstr (names[0], ==, sy_game_get_player_name (other, 0));

  /* A finished game is not resumed; an unfinished one opens read only
   * too, or resumes at the same position. */
  resumed = sy_history_resume_game (entry, &error);
  g_assert_no_error (error);
  g_assert_nonnull (resumed);
  g_assert_false (sy_game_is_read_only (resumed));
  g_assert_cmpuint (sy_game_get_position (resumed), ==, position);
  g_assert_cmpuint (sy_game_get_n_events (resumed), ==, sy_game_get_n_events (game));
  g_assert_cmpstr (sy_history_get_entry_name (resumed), ==, sy_history_get_entry_name (game));

  /* The autosave remembers the entry. */
  g_assert_true (sy_autosave_write (resumed, autosave, &error));
  from_autosave = sy_autosave_read (autosave, NULL, NULL);
  g_assert_nonnull (from_autosave);
  g_assert_cmpstr (sy_history_get_entry_name (from_autosave), ==, sy_history_get_entry_name (game));

  /* Played to its end: finished, in place of its unfinished entry. */
  while (sy_game_get_table (from_autosave)->phase != SY_PHASE_OVER)
    {
      g_assert_true (sim_step (from_autosave, rand));
      g_clear_pointer (&path3, g_free);
      g_assert_true (sy_history_keep (f->folder, from_autosave, days[4], &path3, &error));
      g_assert_no_error (error);
    }
  g_assert_true (sy_history_keep (f->folder, from_autosave, days[5], &finished_path, &error));
  g_assert_cmpstr (path3, ==, finished_path);
  g_assert_false (g_file_test (path1, G_FILE_TEST_EXISTS));
  g_clear_pointer (&history, sy_history_free);
  history = sy_history_load (f->folder, &error);
  g_assert_cmpuint (history->entries->len, ==, 2);
  g_assert_cmpuint (history->n_unreadable, ==, 0);
  entry = g_ptr_array_index (history->entries, 0);
  g_assert_false (entry->unfinished);
  g_assert_cmpstr (entry->path, ==, finished_path);
  g_assert_cmpuint (history->players->len, ==, 3);
  g_assert_null (sy_history_resume_game (entry, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);

  /* Listed again from the index: the same. */
  g_clear_pointer (&history, sy_history_free);
  history = sy_history_load (f->folder, &error);
  entry = g_ptr_array_index (history->entries, 1);
  g_assert_true (entry->unfinished);
  g_assert_cmpuint (entry->n_events, ==, sy_game_get_position (other));
  for (guint d = 1; d < G_N_ELEMENTS (days); d++)
    g_date_time_unref (days[d]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/engine/history/record-and-load", Fixture, NULL,
              fixture_set_up, test_record_and_load, fixture_tear_down);
  g_test_add ("/engine/history/unreadable", Fixture, NULL,
              fixture_set_up, test_unreadable, fixture_tear_down);
  g_test_add ("/engine/history/not-over", Fixture, NULL,
              fixture_set_up, test_not_over, fixture_tear_down);
  g_test_add ("/engine/history/twice", Fixture, NULL,
              fixture_set_up, test_twice, fixture_tear_down);
  g_test_add ("/engine/history/read-only", Fixture, NULL,
              fixture_set_up, test_read_only, fixture_tear_down);
  g_test_add ("/engine/history/index", Fixture, NULL, fixture_set_up, test_index, fixture_tear_down);
  g_test_add_func ("/engine/history/missing-folder", test_missing_folder);
  g_test_add ("/engine/history/unfinished", Fixture, NULL,
              fixture_set_up, test_unfinished, fixture_tear_down);
  return g_test_run ();
}
