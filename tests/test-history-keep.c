/* test-history-keep.c: a game kept in two steps (sy-history-keep.c), as
 * the window's writer keeps it off the main thread
 *
 * The writer takes a snapshot after each change (sy_history_write_new())
 * and writes it later (sy_history_write_run()); a newer snapshot of the
 * same entry takes the place of one not yet written, and a write that
 * failed is followed by a newer snapshot, not run again. Neither may lose
 * what the entry carries (issue 29: "durable as now"; docs/history.md: a
 * game's entry keeps when it started; its unfinished entry makes way for
 * the finished one).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gstdio.h>

#include "sim-player.h"
#include "test-folder.h"

static GDateTime *
day (int d)
{
  return g_date_time_new_utc (2026, 3, d, 20, 15, 0);
}

/* A game first kept in its first turn started then, even when that
 * snapshot is never written because a newer one took its place. */
static void
test_newer_snapshot_keeps_start (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-keep-XXXXXX", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 3, TRUE, rand);
  g_autoptr(GDateTime) first = day (1);
  g_autoptr(GDateTime) second = day (2);
  g_autoptr(SyHistoryWrite) replaced = NULL;
  g_autoptr(SyHistoryWrite) newer = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  const SyHistoryEntry *entry;

  g_assert_true (sim_step (game, rand));
  replaced = sy_history_write_new (folder, game, first);
  g_assert_nonnull (replaced);
  for (guint i = 0; i < 10; i++)
    g_assert_true (sim_step (game, rand));
  newer = sy_history_write_new (folder, game, second);
  /* The same entry: the writer runs the newer snapshot in its place. */
  g_assert_cmpstr (sy_history_write_get_path (newer), ==, sy_history_write_get_path (replaced));
  g_assert_true (sy_history_write_run (newer, &error));
  g_assert_no_error (error);

  history = sy_history_load (folder, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->entries->len, ==, 1);
  entry = g_ptr_array_index (history->entries, 0);
  g_assert_true (entry->unfinished);
  g_assert_cmpuint (entry->n_events, ==, sy_game_get_position (game));
  g_assert_nonnull (entry->started);
  g_assert_true (g_date_time_equal (entry->started, first));
  test_folder_remove (folder);
}

/* Ten events kept in @folder as an unfinished entry started @first, then
 * the game played to its end (not yet kept). Returns the unfinished
 * entry's path. */
static char *
kept_unfinished_then_ended (const char *folder,
                            SyGame     *game,
                            GRand      *rand,
                            GDateTime  *first)
{
  g_autoptr(GError) error = NULL;
  char *unfinished = NULL;

  for (guint i = 0; i < 10; i++)
    g_assert_true (sim_step (game, rand));
  g_assert_true (sy_history_keep (folder, game, first, &unfinished, &error));
  g_assert_no_error (error);
  while (sy_game_get_table (game)->phase != SY_PHASE_OVER)
    g_assert_true (sim_step (game, rand));
  return unfinished;
}

/* The finished entry takes the unfinished one's place once written, even
 * when its first write failed and a newer snapshot is written instead. */
static void
test_finished_after_failure_replaces_unfinished (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-keep-XXXXXX", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_FIRST, 2, TRUE, rand);
  g_autoptr(GDateTime) first = day (3);
  g_autoptr(GDateTime) later = day (4);
  g_autoptr(SyHistoryWrite) failed = NULL;
  g_autoptr(SyHistoryWrite) retried = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *unfinished = NULL;
  const SyHistoryEntry *entry;

  unfinished = kept_unfinished_then_ended (folder, game, rand, first);

  /* Its write never reaches the disk (a full disk): taken, not run. */
  failed = sy_history_write_new (folder, game, later);
  g_assert_cmpstr (sy_history_write_get_path (failed), !=, unfinished);
  g_assert_true (g_file_test (unfinished, G_FILE_TEST_EXISTS));
  /* Tried again: the newer snapshot still names the entry to remove. */
  retried = sy_history_write_new (folder, game, later);
  g_assert_cmpstr (sy_history_write_get_path (retried), ==, sy_history_write_get_path (failed));
  g_assert_true (sy_history_write_run (retried, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (unfinished, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (test_folder_count_entries (folder), ==, 1);

  history = sy_history_load (folder, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->entries->len, ==, 1);
  entry = g_ptr_array_index (history->entries, 0);
  g_assert_false (entry->unfinished);
  g_assert_cmpstr (entry->path, ==, sy_history_write_get_path (retried));
  test_folder_remove (folder);
}

/* A game that ends and is taken back at once (Undo) before its finished
 * entry was written: the newer snapshot, unfinished again, is written in
 * the finished entry's place, and the unfinished entry it made way for
 * still goes once it is written. */
static void
test_undone_end_replaces_unfinished (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-keep-XXXXXX", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (41);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 2, TRUE, rand);
  g_autoptr(GDateTime) first = day (5);
  g_autoptr(GDateTime) later = day (6);
  g_autoptr(SyHistoryWrite) finished = NULL;
  g_autoptr(SyHistoryWrite) undone = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *unfinished = NULL;
  const SyHistoryEntry *entry;

  unfinished = kept_unfinished_then_ended (folder, game, rand, first);

  finished = sy_history_write_new (folder, game, later);
  g_assert_true (sy_game_undo (game));
  g_assert_cmpint (sy_game_get_table (game)->phase, !=, SY_PHASE_OVER);
  undone = sy_history_write_new (folder, game, later);
  /* The same entry: the writer runs the newer snapshot in its place. */
  g_assert_cmpstr (sy_history_write_get_path (undone), ==, sy_history_write_get_path (finished));
  g_assert_true (sy_history_write_run (undone, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (unfinished, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (test_folder_count_entries (folder), ==, 1);

  history = sy_history_load (folder, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->entries->len, ==, 1);
  entry = g_ptr_array_index (history->entries, 0);
  g_assert_true (entry->unfinished);
  g_assert_cmpuint (entry->n_events, ==, sy_game_get_position (game));
  test_folder_remove (folder);
}

/* A snapshot is the game as it was: later changes are not in it, and the
 * write touches nothing of the game (it runs in another thread). */
static gpointer
run_in_thread (gpointer data)
{
  return GINT_TO_POINTER (sy_history_write_run (data, NULL));
}

static void
test_snapshot_is_the_game_as_it_was (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-keep-XXXXXX", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (37);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 4, TRUE, rand);
  g_autoptr(SyHistoryWrite) write = NULL;
  g_autoptr(SyHistory) history = NULL;
  GThread *thread;
  guint position;

  for (guint i = 0; i < 15; i++)
    g_assert_true (sim_step (game, rand));
  position = sy_game_get_position (game);
  write = sy_history_write_new (folder, game, NULL);
  /* The entry's name is the game's at once, before anything is written. */
  g_assert_cmpstr (sy_history_get_entry_name (game), !=, NULL);
  g_assert_true (g_str_has_suffix (sy_history_write_get_path (write),
                                   sy_history_get_entry_name (game)));
  g_assert_cmpuint (test_folder_count_entries (folder), ==, 0);
  for (guint i = 0; i < 5; i++)
    g_assert_true (sim_step (game, rand));

  thread = g_thread_new ("test-keep", run_in_thread, write);
  g_assert_true (GPOINTER_TO_INT (g_thread_join (thread)));
  history = sy_history_load (folder, NULL);
  g_assert_cmpuint (history->entries->len, ==, 1);
  g_assert_cmpuint (((SyHistoryEntry *) g_ptr_array_index (history->entries, 0))->n_events, ==,
                    position);
  test_folder_remove (folder);
}

static gpointer
record_to_json_in_thread (gpointer data)
{
  return sy_game_record_to_json (data);
}

/* The record a tap takes is a copy: the document the writer's thread
 * makes from it later is the game's as it was when taken, whatever the
 * game did meanwhile (more events, a card value entered). */
static void
test_record_is_a_copy (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (43);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_FIRST, 3, TRUE, rand);
  g_autoptr(SyGameRecord) record = NULL;
  g_autoptr(JsonNode) taken = NULL;
  g_autoptr(JsonNode) later = NULL;
  g_autoptr(JsonNode) now = NULL;
  GThread *thread;

  for (guint i = 0; i < 20; i++)
    g_assert_true (sim_step (game, rand));
  sy_card_values_set (sy_game_get_card_values (game), "test-card", 2, 5);
  taken = sy_game_to_json (game);
  record = sy_game_record_new (game);
  for (guint i = 0; i < 5; i++)
    g_assert_true (sim_step (game, rand));
  sy_card_values_set (sy_game_get_card_values (game), "test-card", 2, 9);
  sy_card_values_set (sy_game_get_card_values (game), "test-card", 3, 11);

  thread = g_thread_new ("test-record", record_to_json_in_thread, record);
  later = g_thread_join (thread);
  g_assert_true (json_node_equal (later, taken));
  now = sy_game_to_json (game);
  g_assert_false (json_node_equal (later, now));
}

/* One document of the game serves the history's entry and the autosave
 * of the same change (the window's writer builds the game's JSON once per
 * entry): the autosave made from it is the file made alone, the history's
 * members stay out of the autosave and the autosave's out of the entry. */
static void
test_autosave_from_entry_document (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-keep-XXXXXX", NULL);
  g_autofree char *alone_path = g_build_filename (folder, "alone.json", NULL);
  g_autofree char *shared_path = g_build_filename (folder, "shared.json", NULL);
  g_autofree char *entries = g_build_filename (folder, "history", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (41);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_FIRST, 3, TRUE, rand);
  g_autoptr(GDateTime) when = day (3);
  g_autoptr(SyHistoryWrite) write = NULL;
  g_autoptr(SyAutosaveSnapshot) shared = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *alone_text = NULL;
  g_autofree char *shared_text = NULL;
  g_autofree char *entry_text = NULL;

  for (guint i = 0; i < 12; i++)
    g_assert_true (sim_step (game, rand));
  write = sy_history_write_new (entries, game, when);
  g_assert_nonnull (write);
  g_assert_true (sy_autosave_write (game, alone_path, &error));
  g_assert_no_error (error);
  shared = sy_autosave_snapshot (game, sy_history_write_get_record (write));
  /* As the writer's thread does: the document made from the record, the
   * autosave's text first, then the entry. */
  sy_autosave_snapshot_render (shared, sy_history_write_get_document (write));
  g_assert_true (sy_history_write_run (write, &error));
  g_assert_no_error (error);
  g_assert_true (sy_autosave_snapshot_write (shared, shared_path, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_get_contents (alone_path, &alone_text, NULL, NULL));
  g_assert_true (g_file_get_contents (shared_path, &shared_text, NULL, NULL));
  g_assert_cmpstr (shared_text, ==, alone_text);
  g_assert_nonnull (strstr (shared_text, "\"history-entry\""));
  /* The entry's own member: when it was kept, unfinished. */
  g_assert_null (strstr (shared_text, "\"unfinished\""));
  g_assert_true (g_file_get_contents (sy_history_write_get_path (write), &entry_text, NULL, NULL));
  g_assert_nonnull (strstr (entry_text, "\"unfinished\""));
  g_assert_null (strstr (entry_text, "\"history-entry\""));
  test_folder_remove (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/history-keep/newer-snapshot-keeps-start",
                   test_newer_snapshot_keeps_start);
  g_test_add_func ("/engine/history-keep/finished-after-failure-replaces-unfinished",
                   test_finished_after_failure_replaces_unfinished);
  g_test_add_func ("/engine/history-keep/undone-end-replaces-unfinished",
                   test_undone_end_replaces_unfinished);
  g_test_add_func ("/engine/history-keep/snapshot-is-the-game-as-it-was",
                   test_snapshot_is_the_game_as_it_was);
  g_test_add_func ("/engine/history-keep/record-is-a-copy", test_record_is_a_copy);
  g_test_add_func ("/engine/history-keep/autosave-from-entry-document",
                   test_autosave_from_entry_document);
  return g_test_run ();
}
