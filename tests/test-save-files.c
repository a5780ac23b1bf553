/* test-save-files.c: how the program writes its files: durably, through one function,
 * without leaving temporary files behind, and keeping a damaged autosave aside
 *
 * This test defines fsync() and rename() itself: GLib's calls reach them
 * first (the program's own symbols come before the C library's), they note
 * the call and pass it on. So the test sees whether a save's temporary file
 * reaches the disk before it is renamed over the old file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include "config.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <sys/vfs.h>
#include <unistd.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "sim-player.h"
#include "test-folder.h"

#define BTRFS_MAGIC 0x9123683E

/* What the calls were, in order: "fsync PATH" and "rename OLD NEW". */
static GPtrArray *calls;

int
fsync (int fd)
{
  static int (*real) (int);

  if (real == NULL)
    real = (int (*) (int)) dlsym (RTLD_NEXT, "fsync");
  if (calls != NULL)
    {
      char link[64], target[PATH_MAX];
      ssize_t n;

      snprintf (link, sizeof link, "/proc/self/fd/%d", fd);
      n = readlink (link, target, sizeof target - 1);
      target[MAX (n, 0)] = '\0';
      g_ptr_array_add (calls, g_strdup_printf ("fsync %s", target));
    }
  return real (fd);
}

int
rename (const char *from,
        const char *to)
{
  static int (*real) (const char *, const char *);

  if (real == NULL)
    real = (int (*) (const char *, const char *)) dlsym (RTLD_NEXT, "rename");
  if (calls != NULL)
    g_ptr_array_add (calls, g_strdup_printf ("rename %s %s", from, to));
  return real (from, to);
}

static void
record_calls (void)
{
  g_clear_pointer (&calls, g_ptr_array_unref);
  calls = g_ptr_array_new_with_free_func (g_free);
}

static guint
find_call (const char *call,
           guint       from)
{
  for (guint i = from; i < calls->len; i++)
    if (g_str_equal (g_ptr_array_index (calls, i), call))
      return i;
  return G_MAXUINT;
}

/* The last write of @path renamed a temporary file over it after that file
 * reached the disk, and the folder reached the disk after the rename. */
static void
assert_durable (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *temporary = NULL;
  g_autofree char *fsync_temporary = NULL;
  g_autofree char *fsync_folder = g_strdup_printf ("fsync %s", folder);
  guint renamed = G_MAXUINT;

  for (guint i = 0; i < calls->len; i++)
    {
      const char *call = g_ptr_array_index (calls, i);
      g_autofree char *tail = g_strdup_printf (" %s", path);

      if (g_str_has_prefix (call, "rename ") && g_str_has_suffix (call, tail))
        {
          renamed = i;
          g_clear_pointer (&temporary, g_free);
          temporary = g_strndup (call + strlen ("rename "),
                                 strlen (call) - strlen ("rename ") - strlen (tail));
        }
    }
  g_assert_cmpuint (renamed, !=, G_MAXUINT);
  g_assert_true (g_str_has_prefix (temporary, path));
  {
    g_autofree char *name = g_path_get_basename (path);
    g_autofree char *temporary_name = g_path_get_basename (temporary);

    g_assert_true (sy_is_temporary_file_name (temporary_name, name));
  }
  fsync_temporary = g_strdup_printf ("fsync %s", temporary);
  g_assert_cmpuint (find_call (fsync_temporary, 0), <, renamed);
  g_assert_cmpuint (find_call (fsync_folder, renamed + 1), !=, G_MAXUINT);
}

static gboolean
on_btrfs (const char *folder)
{
  struct statfs fs;

  /* GLib skips the fsync() there: a rename over a file is atomic. */
  return statfs (folder, &fs) == 0 && fs.f_type == BTRFS_MAGIC;
}

static void
test_durable (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-durable-XXXXXX", NULL);
  g_autofree char *game_path = g_build_filename (folder, "game.shipyard", NULL);
  g_autofree char *autosave = sy_autosave_default_path ();
  g_autofree char *history = g_build_filename (folder, "history", NULL);
  g_autofree char *index = g_build_filename (history, ".index.json", NULL);
  g_autofree char *recorded = NULL;
  g_autofree char *card_values = g_build_filename (g_get_user_data_dir (), "shipyard-companion",
                                                   "card-values.json", NULL);
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 3, 5);
  g_autoptr(SyHistory) listed = NULL;

  /* What the one writer asks of GLib: a rename, fsync() before it and of
   * the folder after, for a new file too. */
  g_assert_cmpint (SY_WRITE_FLAGS & G_FILE_SET_CONTENTS_CONSISTENT, !=, 0);
  g_assert_cmpint (SY_WRITE_FLAGS & G_FILE_SET_CONTENTS_DURABLE, !=, 0);
  g_assert_cmpint (SY_WRITE_FLAGS & G_FILE_SET_CONTENTS_ONLY_EXISTING, ==, 0);

  if (on_btrfs (folder))
    {
      g_test_skip ("GLib does not fsync() on btrfs");
      test_folder_remove (folder);
      return;
    }

  /* A new file and one written over: both reach the disk. */
  for (guint i = 0; i < 2; i++)
    {
      record_calls ();
      g_assert_true (sy_game_save (game, game_path, NULL));
      assert_durable (game_path);
    }

  record_calls ();
  g_assert_true (sy_autosave_write (game, autosave, NULL));
  assert_durable (autosave);

  record_calls ();
  g_assert_true (sy_history_record (history, game, NULL, &recorded, NULL));
  assert_durable (recorded);

  record_calls ();
  listed = sy_history_load (history, NULL);
  g_assert_cmpuint (listed->entries->len, ==, 1);
  assert_durable (index);

  record_calls ();
  g_assert_true (sy_card_values_save_user (sy_game_get_card_values (game), NULL));
  assert_durable (card_values);

  record_calls ();
  g_assert_true (sy_write_file_atomically (game_path, "{}", 2, 0644, NULL));
  assert_durable (game_path);
  g_clear_pointer (&calls, g_ptr_array_unref);

  test_folder_remove (folder);
}

static void
test_temporary_names (void)
{
  g_assert_true (sy_is_temporary_file_name ("game.shipyard.Ab12Cd", NULL));
  g_assert_true (sy_is_temporary_file_name ("game.shipyard.Ab12Cd", "game.shipyard"));
  g_assert_true (sy_is_temporary_file_name (".index.json.ZZZZZZ", NULL));
  g_assert_true (sy_is_temporary_file_name ("card-values.json.000000", "card-values.json"));
  g_assert_false (sy_is_temporary_file_name ("game.shipyard", NULL));
  g_assert_false (sy_is_temporary_file_name ("game.shipyard.Ab12C", NULL));
  g_assert_false (sy_is_temporary_file_name ("game.shipyard.Ab12Cde", NULL));
  g_assert_false (sy_is_temporary_file_name ("game.shipyard.Ab-2Cd", NULL));
  g_assert_false (sy_is_temporary_file_name ("game.shipyard.Ab12Cd", "other.shipyard"));
  g_assert_false (sy_is_temporary_file_name ("notes.txt.Ab12Cd", NULL));
  g_assert_false (sy_is_temporary_file_name (".Ab12Cd", NULL));
}

static void
put (const char *folder,
     const char *name,
     gboolean    stale)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  struct utimbuf old = { .actime = time (NULL) - 120, .modtime = time (NULL) - 120 };

  g_assert_true (g_file_set_contents (path, "{ \"format\": \"shipyard-comp", -1, NULL));
  if (stale)
    g_assert_cmpint (g_utime (path, &old), ==, 0);
}

static gboolean
exists (const char *folder,
        const char *name)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);

  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static void
test_stale_temporaries (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-stale-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "game.shipyard", NULL);

  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 2, 9);

  put (folder, "game.shipyard.OLD001", TRUE);
  put (folder, "game.shipyard.NEW001", FALSE);
  put (folder, "other.shipyard.OLD002", TRUE);
  put (folder, "notes.txt.OLD003", TRUE);

  /* Save As into a folder the user chose: nothing there goes, whatever its
   * name (it may be the user's own game.shipyard.backup). */
  g_assert_true (sy_game_save (game, path, NULL));
  g_assert_true (sy_write_file_atomically (path, "{}", 2, 0644, NULL));
  g_assert_true (exists (folder, "game.shipyard.OLD001"));

  /* In the program's own folders, a save removes the stale ones of its own
   * file; a young one may be a save still running, another file's is left
   * to its own saves. */
  g_assert_true (sy_write_own_file_atomically (path, "{}", 2, 0644, NULL));
  g_assert_false (exists (folder, "game.shipyard.OLD001"));
  g_assert_true (exists (folder, "game.shipyard.NEW001"));
  g_assert_true (exists (folder, "other.shipyard.OLD002"));

  /* The folder's: every stale one of the program's files, nothing else. */
  g_assert_cmpuint (sy_remove_stale_temporary_files (folder, NULL, SY_STALE_TEMPORARY_AGE), ==, 1);
  g_assert_false (exists (folder, "other.shipyard.OLD002"));
  g_assert_true (exists (folder, "game.shipyard.NEW001"));
  g_assert_true (exists (folder, "notes.txt.OLD003"));
  g_assert_true (exists (folder, "game.shipyard"));
  g_assert_cmpuint (sy_remove_stale_temporary_files (folder, NULL, 0), ==, 1);
  g_assert_false (exists (folder, "game.shipyard.NEW001"));
  test_folder_remove (folder);
}

/* The history lists a temporary file never, and removes it once stale. */
static void
test_history_temporaries (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-history-tmp-XXXXXX", NULL);
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_FIRST, 2, 8);
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *name = NULL;
  gsize length;
  struct utimbuf old = { .actime = time (NULL) - 120, .modtime = time (NULL) - 120 };

  g_assert_true (sy_history_record (folder, game, NULL, &path, NULL));
  /* A save killed after writing the whole game, before its rename. */
  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  copy = g_strconcat (path, ".Xy12Zw", NULL);
  g_assert_true (g_file_set_contents (copy, data, (gssize) length, NULL));
  name = g_path_get_basename (path);
  put (folder, "20260301-201500-0123456789abcdef.shipyard.Half01", FALSE);

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(SyHistory) history = sy_history_load (folder, NULL);

      g_assert_cmpuint (history->entries->len, ==, 1);
      g_assert_cmpuint (history->n_unreadable, ==, 0);
      g_assert_true (g_file_test (copy, G_FILE_TEST_EXISTS) == (i == 0));
      g_assert_cmpint (g_utime (copy, &old), ==, i == 0 ? 0 : -1);
    }
  /* The young half-written one is still there, unlisted. */
  g_assert_true (exists (folder, "20260301-201500-0123456789abcdef.shipyard.Half01"));
  g_assert_true (exists (folder, name));
  test_folder_remove (folder);
}

static void
write_autosave_file (const char *path,
                     const char *contents)
{
  g_autofree char *folder = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
}

static void
test_autosave_damaged (void)
{
  g_autofree char *data = g_dir_make_tmp ("sy-autosave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (data, "app", "current-game.shipyard", NULL);
  const char *damaged[] = {
    "{ \"format\": \"shipyard-companion-game\", \"version\": 1, \"edi",
    "{ \"format\": \"shipyard-companion-game\", \"version\": 99 }",
    "",
  };

  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autofree char *skipped = NULL;
      g_autofree char *aside = NULL;
      g_autofree char *aside_name = NULL;
      g_autofree char *kept = NULL;
      g_autoptr(SyGame) game = NULL;

      write_autosave_file (path, damaged[i]);
      game = sy_autosave_read (path, &aside, &skipped);
      g_assert_null (game);
      g_assert_nonnull (skipped);
      g_test_message ("%s", skipped);

      /* Kept aside, whole, under a name the message gives. */
      g_assert_nonnull (aside);
      aside_name = g_path_get_basename (aside);
      g_assert_true (g_str_has_prefix (aside_name, "current-game.damaged-"));
      g_assert_true (g_str_has_suffix (aside_name, ".shipyard"));
      g_assert_nonnull (strstr (skipped, aside_name));
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, damaged[i]);

      /* Said once: the next start has nothing to say. */
      g_clear_pointer (&skipped, g_free);
      g_clear_pointer (&aside, g_free);
      g_assert_null (sy_autosave_read (path, &aside, &skipped));
      g_assert_null (skipped);
      g_assert_null (aside);
    }
  /* Three files aside, none written over. */
  {
    g_autofree char *folder = g_path_get_dirname (path);
    g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
    guint n = 0;

    while (g_dir_read_name (dir) != NULL)
      n++;
    g_assert_cmpuint (n, ==, G_N_ELEMENTS (damaged));
  }
  test_folder_remove (data);
}

static void
test_autosave_good (void)
{
  g_autofree char *data = g_dir_make_tmp ("sy-autosave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (data, "app", "current-game.shipyard", NULL);
  g_autoptr(SyGame) finished = sim_finished_game (SY_EDITION_SECOND, 2, 3);
  g_autoptr(SyGame) unfinished = sim_finished_game (SY_EDITION_SECOND, 2, 4);
  g_autoptr(SyGame) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *skipped = NULL;

  /* No file: nothing to offer, nothing to say. */
  g_assert_null (sy_autosave_read (path, NULL, &skipped));
  g_assert_null (skipped);

  g_assert_true (sy_autosave_write (finished, path, &error));
  g_assert_no_error (error);
  g_assert_null (sy_autosave_read (path, NULL, &skipped));
  g_assert_null (skipped);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (sy_game_undo (unfinished));
  g_assert_true (sy_autosave_write (unfinished, path, &error));
  read = sy_autosave_read (path, NULL, &skipped);
  g_assert_null (skipped);
  g_assert_nonnull (read);
  g_assert_cmpuint (sy_game_get_n_events (read), ==, sy_game_get_n_events (unfinished));
  test_folder_remove (data);
}

static void
assert_file_holds (const char *path,
                   const char *expected)
{
  g_autofree char *contents = test_file_read_or_null (path);

  g_assert_cmpstr (contents, ==, expected);
}

/* A damaged autosave gives its place back to the game one change earlier. */
static void
test_autosave_previous (void)
{
  g_autofree char *data = g_dir_make_tmp ("sy-autosave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (data, "app", "current-game.shipyard", NULL);
  g_autofree char *previous = g_build_filename (data, "app", "current-game.previous.shipyard", NULL);
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_FIRST, 3, 6);
  g_autoptr(SyGame) read = NULL;
  g_autofree char *earlier = NULL;
  g_autofree char *later = NULL;
  g_autofree char *skipped = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *now = NULL;
  guint n_earlier;

  /* Two autosaves: the first stays as the previous game, a file of its own. */
  g_assert_true (sy_game_undo (game));
  g_assert_true (sy_game_undo (game));
  n_earlier = sy_game_get_position (game);
  g_assert_true (sy_autosave_write (game, path, NULL));
  g_assert_false (g_file_test (previous, G_FILE_TEST_EXISTS));
  earlier = test_file_read_or_null (path);
  g_assert_true (sy_game_redo (game));
  g_assert_true (sy_autosave_write (game, path, NULL));
  later = test_file_read_or_null (path);
  assert_file_holds (previous, earlier);
  g_assert_cmpstr (later, !=, earlier);

  /* Damaged in place (the previous game is a file apart: untouched). */
  write_autosave_file (path, "{ \"format\": \"shipyard-companion-game\", \"ver");
  kept = test_file_read_or_null (path);
  assert_file_holds (previous, earlier);
  read = sy_autosave_read (path, &aside, &skipped);
  g_assert_nonnull (read);
  g_assert_cmpuint (sy_game_get_position (read), ==, n_earlier);
  g_assert_nonnull (skipped);
  g_test_message ("%s", skipped);
  g_assert_nonnull (aside);
  assert_file_holds (aside, kept);
  now = test_file_read_or_null (path);
  g_assert_cmpstr (now, ==, earlier);
  g_assert_false (g_file_test (previous, G_FILE_TEST_EXISTS));
  g_clear_pointer (&skipped, g_free);
  g_clear_object (&read);
  read = sy_autosave_read (path, NULL, &skipped);
  g_assert_nonnull (read);
  g_assert_null (skipped);
  g_clear_object (&read);

  /* Both damaged: both kept aside, nothing offered. */
  g_assert_true (sy_autosave_write (game, path, NULL));
  write_autosave_file (path, "[");
  write_autosave_file (previous, "{");
  g_clear_pointer (&aside, g_free);
  read = sy_autosave_read (path, &aside, &skipped);
  g_assert_null (read);
  g_assert_nonnull (skipped);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (previous, G_FILE_TEST_EXISTS));
  {
    g_autofree char *folder = g_path_get_dirname (path);
    g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
    const char *name;
    guint n = 0;

    while ((name = g_dir_read_name (dir)) != NULL)
      n += g_str_has_prefix (name, "current-game.damaged-");
    g_assert_cmpuint (n, ==, 3);
  }
  test_folder_remove (data);
}

/* A save killed after the game as it was got its second name and before
 * the new game took its place leaves both names on one file; the next
 * save leaves no temporary name behind (found by test-kill: rename() of a
 * name over another name of the same file does nothing). */
static void
test_autosave_after_kill_between_names (void)
{
  g_autofree char *data = g_dir_make_tmp ("sy-autosave-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (data, "app", NULL);
  g_autofree char *path = g_build_filename (folder, "current-game.shipyard", NULL);
  g_autofree char *previous = g_build_filename (folder, "current-game.previous.shipyard", NULL);
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 2, 7);
  g_autofree char *earlier = NULL;
  g_autofree char *later = NULL;

  g_assert_true (sy_game_undo (game));
  g_assert_true (sy_autosave_write (game, path, NULL));
  earlier = test_file_read_or_null (path);
  /* As the kill leaves them: one file, two names. */
  g_assert_cmpint (link (path, previous), ==, 0);

  g_assert_true (sy_game_redo (game));
  g_assert_true (sy_autosave_write (game, path, NULL));
  g_assert_cmpuint (test_folder_count_temporaries (folder), ==, 0);
  assert_file_holds (previous, earlier);
  later = test_file_read_or_null (path);
  g_assert_cmpstr (later, !=, earlier);
  test_folder_remove (data);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("sy-save-files-data-XXXXXX", NULL);
  int status;

  /* The card values and the autosave go to a data folder of this test's. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/files/durable", test_durable);
  g_test_add_func ("/engine/files/temporary-names", test_temporary_names);
  g_test_add_func ("/engine/files/stale-temporaries", test_stale_temporaries);
  g_test_add_func ("/engine/history/temporaries-not-listed", test_history_temporaries);
  g_test_add_func ("/engine/autosave/damaged", test_autosave_damaged);
  g_test_add_func ("/engine/autosave/good", test_autosave_good);
  g_test_add_func ("/engine/autosave/previous", test_autosave_previous);
  g_test_add_func ("/engine/autosave/after-kill-between-names",
                   test_autosave_after_kill_between_names);
  status = g_test_run ();
  test_folder_remove (data_home);
  return status;
}
