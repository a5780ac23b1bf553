/* test-history-manage.c: games of the history deleted (and brought back),
 * renamed and merged, each game's start and length; every other game's
 * file stays byte for byte as it was
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
  GRand *rand;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->folder = g_dir_make_tmp ("sy-history-manage-XXXXXX", NULL);
  g_assert_nonnull (f->folder);
  f->rand = g_rand_new_with_seed (23);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  test_folder_remove (f->folder);
  g_free (f->folder);
  g_rand_free (f->rand);
}

static GDateTime *
at (int d,
    int h,
    int m)
{
  return g_date_time_new_utc (2026, 3, d, h, m, 0);
}

/* Every game file of @folder (the index and hidden files apart): name →
 * contents. */
static GHashTable *
snapshot (const char *folder)
{
  GHashTable *files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      char *contents = NULL;

      if (name[0] == '.' || !g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_hash_table_insert (files, g_strdup (name), contents);
    }
  return files;
}

/* Every file of @before but @except is in @folder, byte for byte. */
static void
assert_others_intact (GHashTable *before,
                      const char *folder,
                      const char *except)
{
  g_autoptr(GHashTable) now = snapshot (folder);
  GHashTableIter iter;
  gpointer name, contents;

  g_hash_table_iter_init (&iter, before);
  while (g_hash_table_iter_next (&iter, &name, &contents))
    {
      if (g_strcmp0 (name, except) == 0)
        continue;
      g_assert_true (g_hash_table_contains (now, name));
      g_assert_cmpstr (g_hash_table_lookup (now, name), ==, contents);
    }
}

static char *
base (const char *path)
{
  return g_path_get_basename (path);
}

static SyHistory *
load (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  SyHistory *history = sy_history_load (f->folder, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (history->n_unreadable, ==, 0);
  return history;
}

static SyHistoryEntry *
entry_of (SyHistory  *history,
          const char *path)
{
  g_autofree char *name = base (path);
  SyHistoryEntry *entry = sy_history_find_entry (history, name);

  g_assert_nonnull (entry);
  return entry;
}

/* An independent copy of @game, as from its saved file: no entry yet. */
static SyGame *
copy_game (SyGame *game)
{
  gsize length;
  g_autofree char *data = sy_game_to_data (game, &length);
  g_autoptr(GBytes) bytes = g_bytes_new (data, length);
  SyGame *copy = sy_game_load_bytes (bytes, NULL, NULL);

  g_assert_nonnull (copy);
  return copy;
}

/* Three finished games and an unfinished one. */
static void
fill (Fixture *f,
      char    *paths[4])
{
  for (guint g = 0; g < 3; g++)
    {
      g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 2 + g, 50 + g);
      g_autoptr(GDateTime) when = at (g + 1, 21, 0);

      g_assert_true (sy_history_record (f->folder, game, when, &paths[g], NULL));
    }
  {
    g_autoptr(SyGame) game = sim_new_game (SY_EDITION_FIRST, 2, TRUE, f->rand);
    g_autoptr(GDateTime) when = at (9, 20, 0);

    for (guint i = 0; i < 12; i++)
      g_assert_true (sim_step (game, f->rand));
    g_assert_true (sy_history_keep (f->folder, game, when, &paths[3], NULL));
  }
}

static void
free_paths (char *paths[4])
{
  for (guint i = 0; i < 4; i++)
    g_free (paths[i]);
}

/* A deleted game leaves the list, every other file untouched; Undo brings
 * it back byte for byte; forgotten, it is gone for good. */
static void
test_delete (Fixture       *f,
             gconstpointer  data)
{
  char *paths[4] = { NULL };
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(SyHistoryUndo) undo = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *deleted = NULL;

  fill (f, paths);
  before = snapshot (f->folder);
  g_assert_cmpuint (g_hash_table_size (before), ==, 4);
  name = base (paths[1]);
  deleted = g_build_filename (f->folder, SY_HISTORY_DELETED, name, NULL);

  history = load (f);
  g_assert_true (sy_history_delete (entry_of (history, paths[1]), &undo, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (paths[1], G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (deleted, G_FILE_TEST_IS_REGULAR));
  assert_others_intact (before, f->folder, name);
  g_clear_pointer (&history, sy_history_free);
  history = load (f);
  g_assert_cmpuint (history->entries->len, ==, 3);
  g_assert_null (sy_history_find_entry (history, name));

  /* Undo: back as it was. */
  g_assert_true (sy_history_undo_apply (undo, &error));
  g_assert_no_error (error);
  assert_others_intact (before, f->folder, NULL);
  g_clear_pointer (&history, sy_history_free);
  history = load (f);
  g_assert_cmpuint (history->entries->len, ==, 4);

  /* The unfinished one deleted, and the deletion made final. */
  g_clear_pointer (&undo, sy_history_undo_free);
  g_assert_true (sy_history_delete (entry_of (history, paths[3]), &undo, &error));
  sy_history_undo_forget (undo);
  {
    g_autofree char *name3 = base (paths[3]);
    g_autofree char *gone = g_build_filename (f->folder, SY_HISTORY_DELETED, name3, NULL);

    g_assert_false (g_file_test (gone, G_FILE_TEST_EXISTS));
    assert_others_intact (before, f->folder, name3);
  }
  g_clear_pointer (&history, sy_history_free);
  history = load (f);
  g_assert_cmpuint (history->entries->len, ==, 3);

  /* Left over by a program that stopped: emptied later. */
  g_clear_pointer (&undo, sy_history_undo_free);
  g_assert_true (sy_history_delete (entry_of (history, paths[0]), &undo, &error));
  sy_history_empty_deleted (f->folder);
  {
    g_autofree char *folder = g_build_filename (f->folder, SY_HISTORY_DELETED, NULL);

    g_assert_false (g_file_test (folder, G_FILE_TEST_EXISTS));
  }
  /* Undo after that cannot bring it back, and says so. */
  g_assert_false (sy_history_undo_apply (undo, &error));
  g_assert_nonnull (error);
  free_paths (paths);
}

/* A title is kept beside the game, the game itself unchanged; it stays
 * when the game is kept again and when it finishes. */
static void
test_rename (Fixture       *f,
             gconstpointer  data)
{
  char *paths[4] = { NULL };
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 3, TRUE, f->rand);
  g_autoptr(SyGame) opened = NULL;
  g_autoptr(GDateTime) when = at (10, 19, 0);
  g_autofree char *name = NULL;
  g_autofree char *own = NULL;
  g_autofree char *game_before = NULL;
  g_autofree char *game_after = NULL;
  g_autofree char *finished = NULL;
  gsize length;

  fill (f, paths);
  before = snapshot (f->folder);
  name = base (paths[2]);
  history = load (f);
  opened = sy_history_open_game (entry_of (history, paths[2]), NULL);
  game_before = sy_game_to_data (opened, &length);
  g_clear_object (&opened);

  g_assert_true (sy_history_set_title (entry_of (history, paths[2]), "  Friday’s final, \"revenge\"  ",
                                       &error));
  g_assert_no_error (error);
  assert_others_intact (before, f->folder, name);
  g_clear_pointer (&history, sy_history_free);
  history = load (f);
  g_assert_cmpstr (entry_of (history, paths[2])->title, ==, "Friday’s final, \"revenge\"");
  opened = sy_history_open_game (entry_of (history, paths[2]), &error);
  g_assert_no_error (error);
  game_after = sy_game_to_data (opened, &length);
  g_assert_cmpstr (game_after, ==, game_before);
  /* From the index too. */
  g_clear_pointer (&history, sy_history_free);
  history = load (f);
  g_assert_cmpstr (entry_of (history, paths[2])->title, ==, "Friday’s final, \"revenge\"");

  /* Blank: no title. */
  g_assert_true (sy_history_set_title (entry_of (history, paths[2]), " ", &error));
  g_clear_pointer (&history, sy_history_free);
  history = load (f);
  g_assert_null (entry_of (history, paths[2])->title);

  /* A game under way, renamed, kept again and finished: the title stays. */
  g_assert_true (sim_step (game, f->rand));
  g_assert_true (sy_history_keep (f->folder, game, when, &own, NULL));
  g_clear_pointer (&history, sy_history_free);
  history = load (f);
  g_assert_true (sy_history_set_title (entry_of (history, own), "Long one", &error));
  while (sy_game_get_table (game)->phase != SY_PHASE_OVER)
    {
      g_assert_true (sim_step (game, f->rand));
      g_clear_pointer (&finished, g_free);
      g_assert_true (sy_history_keep (f->folder, game, when, &finished, NULL));
    }
  g_assert_false (g_file_test (own, G_FILE_TEST_EXISTS));
  g_clear_pointer (&history, sy_history_free);
  history = load (f);
  g_assert_cmpstr (entry_of (history, finished)->title, ==, "Long one");
  g_assert_false (entry_of (history, finished)->unfinished);
  free_paths (paths);
}

/* Start and length: from the first keep of a game begun at the table to
 * its end; a game brought from a file under way has no known start. */
static void
test_times (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 2, TRUE, f->rand);
  g_autoptr(SyGame) brought = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GDateTime) start = at (12, 19, 30);
  g_autoptr(GDateTime) later = at (12, 20, 10);
  g_autoptr(GDateTime) end = at (12, 21, 2);
  g_autoptr(GDateTime) other_day = at (13, 10, 0);
  g_autofree char *path = NULL;
  g_autofree char *brought_path = NULL;
  const SyHistoryEntry *entry;

  g_assert_true (sim_step (game, f->rand));
  g_assert_true (sy_history_keep (f->folder, game, start, &path, NULL));
  for (guint i = 0; i < 10; i++)
    g_assert_true (sim_step (game, f->rand));
  brought = copy_game (game);
  g_assert_true (sy_history_keep (f->folder, game, later, NULL, NULL));
  history = load (f);
  entry = entry_of (history, path);
  g_assert_true (g_date_time_equal (entry->started, start));
  g_assert_cmpint (sy_history_entry_get_length (entry), ==, 40 * G_TIME_SPAN_MINUTE);

  while (sy_game_get_table (game)->phase != SY_PHASE_OVER)
    g_assert_true (sim_step (game, f->rand));
  g_clear_pointer (&path, g_free);
  g_assert_true (sy_history_keep (f->folder, game, end, &path, NULL));
  /* A game brought under way from a file: kept, with no start. */
  g_assert_true (sim_step (brought, f->rand));
  g_assert_true (sy_history_keep (f->folder, brought, other_day, &brought_path, NULL));

  g_clear_pointer (&history, sy_history_free);
  history = load (f);
  entry = entry_of (history, path);
  g_assert_false (entry->unfinished);
  g_assert_true (g_date_time_equal (entry->started, start));
  g_assert_true (g_date_time_equal (entry->finished, end));
  g_assert_cmpint (sy_history_entry_get_length (entry), ==, 92 * G_TIME_SPAN_MINUTE);
  entry = entry_of (history, brought_path);
  g_assert_null (entry->started);
  g_assert_cmpint (sy_history_entry_get_length (entry), ==, -1);
}

/* Two records of one game become one, the longer log kept with its
 * title; two different games are refused, and nothing changes; Undo puts
 * both back as they were. */
static void
test_merge (Fixture       *f,
            gconstpointer  data)
{
  char *paths[4] = { NULL };
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 2, TRUE, f->rand);
  g_autoptr(SyGame) saved = NULL;
  g_autoptr(SyGame) fork = NULL;
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(SyHistoryUndo) undo = NULL;
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) t1 = at (14, 18, 0);
  g_autoptr(GDateTime) t2 = at (14, 18, 30);
  g_autoptr(GDateTime) t3 = at (14, 19, 0);
  g_autoptr(GDateTime) t4 = at (14, 20, 0);
  g_autofree char *autosaved = NULL;
  g_autofree char *copy_path = NULL;
  g_autofree char *fork_path = NULL;
  g_autofree char *finished = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *copy_name = NULL;
  g_autofree char *finished_name = NULL;
  g_autofree char *log_before = NULL;
  g_autofree char *log_after = NULL;
  gsize length;

  fill (f, paths);
  /* The game kept from its start; a copy of it saved mid-way is kept as a
   * record of its own (the same game recorded twice); another copy plays
   * on differently (a different game from there). */
  g_assert_true (sim_step (game, f->rand));
  g_assert_true (sy_history_keep (f->folder, game, t1, &autosaved, NULL));
  for (guint i = 0; i < 15; i++)
    g_assert_true (sim_step (game, f->rand));
  saved = copy_game (game);
  fork = copy_game (game);
  g_assert_true (sy_history_keep (f->folder, saved, t2, &copy_path, NULL));
  while (sy_game_get_table (game)->phase != SY_PHASE_OVER)
    g_assert_true (sim_step (game, f->rand));
  g_assert_true (sy_history_keep (f->folder, game, t4, &finished, NULL));
  /* The fork: undone back one more and played on its own way. */
  g_assert_true (sy_game_undo (fork));
  g_assert_true (sy_game_undo (fork));
  {
    g_autoptr(GRand) other = g_rand_new_with_seed (99);

    for (guint i = 0; i < 8; i++)
      g_assert_true (sim_step (fork, other));
  }
  g_assert_true (sy_history_keep (f->folder, fork, t3, &fork_path, NULL));

  before = snapshot (f->folder);
  history = load (f);

  /* Refused: itself; a different game; a fork. Nothing changed. */
  g_assert_false (sy_history_merge (entry_of (history, finished), entry_of (history, finished), "x",
                                    NULL, NULL, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_false (sy_history_merge (entry_of (history, finished), entry_of (history, paths[0]), "x",
                                    NULL, NULL, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_false (sy_history_can_merge (entry_of (history, fork_path), entry_of (history, finished),
                                        &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_false (sy_history_merge (entry_of (history, fork_path), entry_of (history, finished), "x",
                                    NULL, NULL, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  assert_others_intact (before, f->folder, NULL);

  /* One game recorded twice: merged into the finished, longer record. */
  g_assert_true (sy_history_can_merge (entry_of (history, copy_path), entry_of (history, finished),
                                       &error));
  {
    g_autoptr(SyGame) opened = sy_history_open_game (entry_of (history, finished), NULL);

    log_before = sy_game_to_data (opened, &length);
  }
  g_assert_true (sy_history_merge (entry_of (history, copy_path), entry_of (history, finished),
                                   "The long game", &kept, &undo, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (kept, ==, finished);
  g_assert_false (g_file_test (copy_path, G_FILE_TEST_EXISTS));
  copy_name = base (copy_path);
  finished_name = base (finished);
  {
    g_autoptr(GHashTable) others = g_hash_table_ref (before);

    g_hash_table_remove (others, copy_name);
    assert_others_intact (others, f->folder, finished_name);
  }
  g_clear_pointer (&history, sy_history_free);
  history = load (f);
  g_assert_cmpstr (entry_of (history, finished)->title, ==, "The long game");
  g_assert_false (entry_of (history, finished)->unfinished);
  g_assert_true (g_date_time_equal (entry_of (history, finished)->started, t1));
  g_assert_null (sy_history_find_entry (history, copy_name));
  {
    g_autoptr(SyGame) opened = sy_history_open_game (entry_of (history, finished), NULL);

    log_after = sy_game_to_data (opened, &length);
    g_assert_cmpstr (log_after, ==, log_before);
  }

  /* Undo: both records as they were, byte for byte. */
  g_assert_true (sy_history_undo_apply (undo, &error));
  g_assert_no_error (error);
  assert_others_intact (before, f->folder, NULL);
  g_clear_pointer (&history, sy_history_free);
  history = load (f);
  g_assert_null (entry_of (history, finished)->title);
  g_assert_nonnull (entry_of (history, copy_path));
  free_paths (paths);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/engine/history-manage/delete", Fixture, NULL,
              fixture_set_up, test_delete, fixture_tear_down);
  g_test_add ("/engine/history-manage/rename", Fixture, NULL,
              fixture_set_up, test_rename, fixture_tear_down);
  g_test_add ("/engine/history-manage/times", Fixture, NULL,
              fixture_set_up, test_times, fixture_tear_down);
  g_test_add ("/engine/history-manage/merge", Fixture, NULL,
              fixture_set_up, test_merge, fixture_tear_down);
  return g_test_run ();
}
