/* test-file-safety.c: the program's files outside the lab: planted links,
 * damaged side files, a full disk, a second instance
 *
 * Each test goes through the engine's real functions, the ones the window
 * calls, on a scratch data folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <unistd.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "sim-player.h"
#include "sy-box-private.h"
#include "test-folder.h"

/* A folder outside the program's, with a file of the user's in it. */
static char *
make_victim (const char *name,
             char      **out_file)
{
  char *victim = g_dir_make_tmp ("sy-victim-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (victim, name, NULL);

  g_assert_nonnull (victim);
  g_assert_true (g_file_set_contents (file, "the user's own", -1, NULL));
  if (out_file != NULL)
    *out_file = g_steal_pointer (&file);
  return victim;
}

/* Issue 27, point 1: with `history/.deleted` a link to another folder,
 * opening the history (sy_history_empty_deleted()) emptied that folder.
 * Nothing is deleted, moved or emptied through a link. */
static void
test_deleted_folder_link (void)
{
  g_autofree char *history = g_dir_make_tmp ("sy-links-history-XXXXXX", NULL);
  g_autofree char *user_file = NULL;
  g_autofree char *old_file = NULL;
  g_autofree char *victim = make_victim ("letter.shipyard", &user_file);
  g_autofree char *deleted = g_build_filename (history, SY_HISTORY_DELETED, NULL);
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 2, 5);
  g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 3, 7, 20, 0, 0);
  g_autoptr(SyHistory) loaded = NULL;
  g_autoptr(SyHistoryUndo) undo = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *recorded = NULL;
  g_autofree char *recorded_name = NULL;

  g_assert_cmpint (symlink (victim, deleted), ==, 0);
  /* Opening the history empties its deleted folder: the link's target stays whole. */
  sy_history_empty_deleted (history);
  g_assert_true (g_file_test (user_file, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (deleted, G_FILE_TEST_IS_SYMLINK));

  /* A game deleted is not moved through the link (it would write over a
   * file of the same name there): refused, with a reason. */
  g_assert_true (sy_history_record (history, game, when, &recorded, &error));
  g_assert_no_error (error);
  recorded_name = g_path_get_basename (recorded);
  old_file = g_build_filename (victim, recorded_name, NULL);
  g_assert_true (g_file_set_contents (old_file, "another file of the user's", -1, NULL));
  loaded = sy_history_load (history, NULL);
  g_assert_cmpuint (loaded->entries->len, ==, 1);
  g_assert_false (sy_history_delete (g_ptr_array_index (loaded->entries, 0), &undo, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_assert_true (g_file_test (recorded, G_FILE_TEST_IS_REGULAR));
  {
    g_autofree char *contents = test_file_read_or_null (old_file);

    g_assert_cmpstr (contents, ==, "another file of the user's");
  }
  g_clear_error (&error);

  /* Stale temporary files are not removed from a folder that is a link. */
  {
    g_autofree char *link = g_build_filename (history, "linked", NULL);
    g_autofree char *temporary = g_build_filename (victim, "notes.json.Abc123", NULL);
    struct utimbuf old = { .actime = time (NULL) - 3600, .modtime = time (NULL) - 3600 };

    g_assert_true (g_file_set_contents (temporary, "kept", -1, NULL));
    g_assert_cmpint (g_utime (temporary, &old), ==, 0);
    g_assert_cmpint (symlink (victim, link), ==, 0);
    g_assert_cmpuint (sy_remove_stale_temporary_files (link, NULL, 0), ==, 0);
    g_assert_true (g_file_test (temporary, G_FILE_TEST_IS_REGULAR));
    g_assert_cmpint (g_unlink (link), ==, 0);
  }

  g_assert_cmpint (g_unlink (deleted), ==, 0);
  test_folder_remove (victim);
  test_folder_remove (history);
}

/* A link among the deleted games is removed as a link, its target kept;
 * a real deleted folder is still emptied. */
static void
test_link_in_deleted_folder (void)
{
  g_autofree char *history = g_dir_make_tmp ("sy-links-history-XXXXXX", NULL);
  g_autofree char *user_file = NULL;
  g_autofree char *victim = make_victim ("letter.txt", &user_file);
  g_autofree char *deleted = g_build_filename (history, SY_HISTORY_DELETED, NULL);
  g_autofree char *link = g_build_filename (deleted, "old.shipyard", NULL);
  g_autofree char *game = g_build_filename (deleted, "game.shipyard", NULL);

  g_assert_cmpint (g_mkdir (deleted, 0700), ==, 0);
  g_assert_cmpint (symlink (user_file, link), ==, 0);
  g_assert_true (g_file_set_contents (game, "{}", -1, NULL));
  sy_history_empty_deleted (history);
  g_assert_false (g_file_test (deleted, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (user_file, G_FILE_TEST_IS_REGULAR));
  test_folder_remove (victim);
  test_folder_remove (history);
}

static char *
card_values_path (void)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, "card-values.json", NULL);
}

/* The files of @folder whose name starts with @prefix. */
static GPtrArray *
files_starting (const char *folder,
                const char *prefix)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  GPtrArray *found = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix))
      g_ptr_array_add (found, g_build_filename (folder, name, NULL));
  return found;
}

/* Issue 27, point 2: a card-values.json with 12 good values and one out of
 * range was read as nothing, without a word, and the next value entered
 * was saved over it: the 12 values were gone. Now the read says why, in
 * words, and the next save keeps the damaged file aside, byte for byte,
 * under a name it gives. */
#define DAMAGED_VALUES \
  "{ \"variety\": { \"0\": 0, \"1\": 1, \"2\": 2, \"3\": 3, \"4\": 4, \"5\": 1000 },\n" \
  "  \"used-canals\": { \"0\": 0, \"1\": 1, \"2\": 3, \"3\": 5, \"4\": 7, \"5\": 9, \"6\": 11 } }\n"

static void
test_card_values_damaged (void)
{
  g_autofree char *path = card_values_path ();
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(SyCardValues) read = sy_card_values_new ();
  g_autoptr(SyCardValues) added = sy_card_values_new ();
  g_autoptr(SyCardValues) after = sy_card_values_new ();
  g_autoptr(GPtrArray) asides = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;
  guint points;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, DAMAGED_VALUES, -1, NULL));

  /* Read: refused with the card and the count named, the file untouched. */
  g_assert_false (sy_card_values_load_user (read, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
  g_assert_nonnull (strstr (error->message, "“5”"));
  g_assert_nonnull (strstr (error->message, sy_contract_get_newest_title (sy_contract_find ("variety"))));
  g_clear_error (&error);
  kept = test_file_read_or_null (path);
  g_assert_cmpstr (kept, ==, DAMAGED_VALUES);
  g_clear_pointer (&kept, g_free);

  /* One value entered: the damaged file is kept aside, whole, and named. */
  sy_card_values_set (added, "variety", 6, 9);
  g_assert_true (sy_card_values_add_to_user (added, &aside, &error));
  g_assert_no_error (error);
  g_assert_nonnull (aside);
  asides = files_starting (folder, "card-values.damaged-");
  g_assert_cmpuint (asides->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (asides, 0), ==, aside);
  g_assert_true (g_str_has_suffix (aside, ".json"));
  kept = test_file_read_or_null (aside);
  g_assert_cmpstr (kept, ==, DAMAGED_VALUES);
  g_assert_true (sy_card_values_load_user (after, &error));
  g_assert_no_error (error);
  g_assert_true (sy_card_values_lookup (after, "variety", 6, &points));
  g_assert_cmpuint (points, ==, 9);

  /* A sound file gets the values added, the others kept. */
  g_clear_pointer (&added, sy_card_values_free);
  added = sy_card_values_new ();
  sy_card_values_set (added, "used-canals", 2, 4);
  g_clear_pointer (&aside, g_free);
  g_assert_true (sy_card_values_add_to_user (added, &aside, &error));
  g_assert_null (aside);
  g_clear_pointer (&after, sy_card_values_free);
  after = sy_card_values_new ();
  g_assert_true (sy_card_values_load_user (after, &error));
  g_assert_true (sy_card_values_lookup (after, "variety", 6, &points));
  g_assert_true (sy_card_values_lookup (after, "used-canals", 2, &points));
  g_assert_cmpuint (points, ==, 4);
  for (guint i = 0; i < asides->len; i++)
    g_assert_cmpint (g_unlink (g_ptr_array_index (asides, i)), ==, 0);
  g_assert_cmpint (g_unlink (path), ==, 0);
}

/* A file that cannot be read for another reason than damage (here, no
 * permission) is neither moved nor written over. */
static void
test_card_values_unreadable (void)
{
  g_autofree char *path = card_values_path ();
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(SyCardValues) added = sy_card_values_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("root reads a file without permission");
      return;
    }
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{ \"variety\": { \"1\": 2 } }", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0), ==, 0);
  sy_card_values_set (added, "variety", 3, 4);
  g_assert_false (sy_card_values_add_to_user (added, &aside, &error));
  g_assert_nonnull (error);
  g_assert_null (aside);
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  {
    g_autofree char *contents = test_file_read_or_null (path);

    g_assert_cmpstr (contents, ==, "{ \"variety\": { \"1\": 2 } }");
  }
  g_assert_cmpint (g_unlink (path), ==, 0);
}

/* Issue 27, point 5 (a): two instances on one data folder, each saving
 * its box, replaced each other's learning. The box is a union of games:
 * a save merges what another instance wrote since; a file no one else
 * wrote is replaced, so that what the owner removed stays removed. */
static void
test_box_union (void)
{
  g_autofree char *path = sy_box_user_path (SY_EDITION_SECOND);
  g_autoptr(SyGame) x = sim_finished_game (SY_EDITION_SECOND, 2, 11);
  g_autoptr(SyGame) y = sim_finished_game (SY_EDITION_SECOND, 3, 12);
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  g_autoptr(SyGame) z = sim_new_game (SY_EDITION_SECOND, 2, FALSE, rand);
  g_autoptr(SyBox) a = NULL;
  g_autoptr(SyBox) b = NULL;
  g_autoptr(SyBox) c = NULL;
  g_autoptr(SyBox) d = NULL;
  g_autoptr(SyBox) both = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(SyBox) x_only = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(GError) error = NULL;

  g_remove (path);
  g_assert_true (sy_box_learn_game (both, "x", x));
  g_assert_true (sy_box_learn_game (both, "y", y));
  g_assert_true (sy_box_learn_game (x_only, "x", x));
  g_assert_cmpuint (sy_box_count_designs (both), >, sy_box_count_designs (x_only));

  /* Two instances read the same box, each learns a game and saves. */
  a = sy_box_load_user (SY_EDITION_SECOND, NULL, &error);
  g_assert_no_error (error);
  b = sy_box_load_user (SY_EDITION_SECOND, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sy_box_learn_game (a, "x", x));
  g_assert_true (sy_box_save_user (a, &error));
  g_assert_no_error (error);
  g_assert_true (sy_box_learn_game (b, "y", y));
  g_assert_true (sy_box_save_user (b, &error));
  g_assert_no_error (error);
  c = sy_box_load_user (SY_EDITION_SECOND, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sy_box_count_designs (c), ==, sy_box_count_designs (both));
  g_assert_cmpuint (sy_box_count_parts (c), ==, sy_box_count_parts (both));

  /* The file no one else wrote since: what the owner forgot stays forgotten. */
  g_assert_true (sy_box_learn_game (c, "y", z));
  g_assert_true (sy_box_save_user (c, &error));
  d = sy_box_load_user (SY_EDITION_SECOND, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sy_box_count_designs (d), ==, sy_box_count_designs (x_only));
  g_assert_cmpint (g_remove (path), ==, 0);
}

/* Issue 29, point 1: the box's saves are copies taken on the main thread
 * and written later, in order, one behind another. A write behind one that
 * merged another instance's learning keeps that learning though its copy
 * was taken before the box had it; a write behind the program's own does
 * not take that one for another instance's (what the box forgot stays
 * forgotten). */
static void
test_box_queued_writes (void)
{
  g_autofree char *path = sy_box_user_path (SY_EDITION_SECOND);
  g_autoptr(SyGame) x = sim_finished_game (SY_EDITION_SECOND, 2, 11);
  g_autoptr(SyGame) y = sim_finished_game (SY_EDITION_SECOND, 3, 12);
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  g_autoptr(SyGame) z = sim_new_game (SY_EDITION_SECOND, 2, FALSE, rand);
  g_autoptr(SyBox) a = NULL;
  g_autoptr(SyBox) b = NULL;
  g_autoptr(SyBox) kept = NULL;
  g_autoptr(SyBox) all = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(SyBoxWrite) first = NULL;
  g_autoptr(SyBoxWrite) second = NULL;
  g_autoptr(GError) error = NULL;

  g_remove (path);
  g_assert_true (sy_box_learn_game (all, "x", x));
  g_assert_true (sy_box_learn_game (all, "y", y));
  g_assert_true (sy_box_learn_game (all, "z", x));

  /* B saves its game while A's two saves wait in A's queue. */
  a = sy_box_load_user (SY_EDITION_SECOND, NULL, &error);
  g_assert_no_error (error);
  b = sy_box_load_user (SY_EDITION_SECOND, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sy_box_learn_game (b, "y", y));
  g_assert_true (sy_box_save_user (b, &error));
  g_assert_true (sy_box_learn_game (a, "x", x));
  first = sy_box_write_new (a);
  g_assert_true (sy_box_learn_game (a, "z", x));
  second = sy_box_write_new (a);
  g_assert_true (sy_box_write_run (first, &error));
  g_assert_no_error (error);
  g_assert_true (sy_box_write_run (second, &error));
  g_assert_no_error (error);
  kept = sy_box_load_user (SY_EDITION_SECOND, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sy_box_count_designs (kept), ==, sy_box_count_designs (all));
  /* Back on A's main thread, A's box has B's game too. */
  g_assert_true (sy_box_write_finish (first, a));
  sy_box_write_finish (second, a);
  g_assert_cmpuint (sy_box_count_designs (a), ==, sy_box_count_designs (all));
  g_clear_pointer (&first, sy_box_write_free);
  g_clear_pointer (&second, sy_box_write_free);
  g_clear_pointer (&kept, sy_box_free);

  /* A forgets B's game and A's own: two saves queued, no one else wrote. */
  g_assert_true (sy_box_learn_game (a, "y", z));
  first = sy_box_write_new (a);
  g_assert_true (sy_box_learn_game (a, "x", z));
  g_assert_true (sy_box_learn_game (a, "z", z));
  second = sy_box_write_new (a);
  g_assert_true (sy_box_write_run (first, &error));
  g_assert_true (sy_box_write_run (second, &error));
  g_assert_no_error (error);
  g_assert_false (sy_box_write_finish (first, a));
  g_assert_false (sy_box_write_finish (second, a));
  kept = sy_box_load_user (SY_EDITION_SECOND, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sy_box_count_designs (kept), ==, sy_box_count_designs (a));
  g_assert_cmpuint (sy_box_count_designs (kept), <, sy_box_count_designs (all));
  g_assert_cmpint (g_remove (path), ==, 0);
}

/* Issue 27, point 5: the first instance holds the data folder; a second
 * finds it shared; once the first has ended, the folder is free again. */
static void
test_user_lock (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, NULL);
  g_autoptr(SyUserLock) first = sy_user_lock_acquire (folder);
  g_autoptr(SyUserLock) second = NULL;
  g_autoptr(SyUserLock) third = NULL;

  g_assert_false (sy_user_lock_is_shared (first));
  second = sy_user_lock_acquire (folder);
  g_assert_true (sy_user_lock_is_shared (second));
  g_clear_pointer (&first, sy_user_lock_release);
  third = sy_user_lock_acquire (folder);
  g_assert_false (sy_user_lock_is_shared (third));
}

/* Issue 27, point 8: a box file holding far more games than a box keeps
 * (SY_BOX_MAX_GAMES) cost memory in proportion to its size. It is read
 * keeping the newest games only (the rest are not even parsed); what the
 * others taught stays in the designs' counts. Figures: tests/bench-box.c. */
static void
test_box_keeps_newest (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-box-many-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "box.json", NULL);
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 2, 21);
  g_autoptr(SyBox) one = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(SyBox) read = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  JsonObject *games;
  JsonNode *taught;

  g_assert_true (sy_box_learn_game (one, "20260101-000000-0000000000000000.shipyard", game));
  root = sy_box_to_json (one);
  games = json_object_get_object_member (json_node_get_object (root), "games");
  taught = json_node_copy (json_object_get_member (games, "20260101-000000-0000000000000000.shipyard"));
  for (guint i = 0; i < SY_BOX_MAX_GAMES + 50; i++)
    {
      g_autofree char *key = g_strdup_printf ("2025%04u-000000-%016x.shipyard", 1000 + i, i);

      json_object_set_member (games, key, json_node_copy (taught));
    }
  json_node_unref (taught);
  text = json_to_string (root, FALSE);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  read = sy_box_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_hash_table_size (read->games), ==, SY_BOX_MAX_GAMES);
  g_assert_true (g_hash_table_contains (read->games, "20260101-000000-0000000000000000.shipyard"));
  g_assert_false (g_hash_table_contains (read->games, "20251000-000000-0000000000000000.shipyard"));
  g_assert_true (g_hash_table_contains (read->games, "20251449-000000-00000000000001c1.shipyard"));
  g_assert_cmpuint (sy_box_count_designs (read), ==, sy_box_count_designs (one));
  g_assert_cmpuint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("sy-file-safety-data-XXXXXX", NULL);
  int status;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/files/links/deleted-folder", test_deleted_folder_link);
  g_test_add_func ("/engine/files/links/in-deleted-folder", test_link_in_deleted_folder);
  g_test_add_func ("/engine/files/card-values/damaged-kept-aside", test_card_values_damaged);
  g_test_add_func ("/engine/files/card-values/unreadable-not-written", test_card_values_unreadable);
  g_test_add_func ("/engine/files/shared/box-union", test_box_union);
  g_test_add_func ("/engine/files/shared/lock", test_user_lock);
  g_test_add_func ("/engine/files/shared/box-queued-writes", test_box_queued_writes);
  g_test_add_func ("/engine/files/box/keeps-newest", test_box_keeps_newest);
  status = g_test_run ();
  test_folder_remove (data_home);
  return status;
}
