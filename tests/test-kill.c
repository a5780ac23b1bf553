/* test-kill.c: saves killed (SIGKILL) at random moments leave the old file or the new one
 *
 * A child process writes a long game again and again, the old version and
 * the new one in turn, and is killed at a random moment of a random save;
 * the file must then load and be, byte for byte, the old game or the new
 * one, never a mix. The same for the autosave the window writes, for a
 * finished game kept in the history and for the history's index. The
 * temporary files the killed saves leave must not pile up in the program's
 * own folders: the next save or listing once they are stale removes every
 * one (a folder the user chose for Save As keeps them: see sy-file-write.c).
 *
 * SY_KILL_SEED sets the seed (printed, to repeat a run); SY_KILLS sets how
 * many kills a saved game and the autosave take (300 by default, 60 in a
 * sanitized build); the history's game and index take half as many (they
 * share their code with the saved game, and each kill there costs a
 * listing).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "sim-player.h"
#include "test-folder.h"

/* A sanitized build forks and replays five to ten times slower: it takes a
 * fifth of the kills, and the plain build all of them. */
#if defined(__SANITIZE_ADDRESS__)
#define DEFAULT_KILLS 60
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define DEFAULT_KILLS 60
#endif
#endif
#ifndef DEFAULT_KILLS
#define DEFAULT_KILLS 300
#endif

static guint32 seed;
static guint n_kills = DEFAULT_KILLS;

/* One writer under test: writes version @which (0 or 1) of its file. */
typedef struct _Writer Writer;
struct _Writer {
  const char *what;
  guint share;                  /* of n_kills: 2 all, 1 half */
  gboolean own_folder;          /* one of the program's, or one the user chose */
  char *folder;
  char *path;                   /* the file written */
  GBytes *versions[2];          /* what the file may hold */
  gboolean (*write) (Writer *w, guint which);
  void (*check) (Writer *w);    /* asserts more than the bytes */
  gpointer data[2];
};

/* Makes every temporary file of @folder two minutes old: stale. */
static void
age_temporaries (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  struct utimbuf old = { .actime = time (NULL) - 120, .modtime = time (NULL) - 120 };

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (sy_is_temporary_file_name (name, NULL))
      {
        g_autofree char *path = g_build_filename (folder, name, NULL);

        g_assert_cmpint (g_utime (path, &old), ==, 0);
      }
}

static void
assert_whole (Writer *w)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr(GBytes) bytes = NULL;

  g_assert_true (g_file_get_contents (w->path, &data, &length, &error));
  g_assert_no_error (error);
  bytes = g_bytes_new_take (g_steal_pointer (&data), length);
  if (!g_bytes_equal (bytes, w->versions[0]) && !g_bytes_equal (bytes, w->versions[1]))
    g_error ("%s: after a kill, %s is neither the old version nor the new one (%" G_GSIZE_FORMAT
             " bytes; seed %u)", w->what, w->path, length, seed);
  w->check (w);
}

static void
kill_loop (Writer *w,
           GRand  *rand)
{
  gint64 start = g_get_monotonic_time ();
  gint64 span;
  guint kills = n_kills * w->share / 2;
  guint left = 0, most = 0, after;

  /* Both versions on the disk once: the file starts as version 0. */
  g_assert_true (w->write (w, 1));
  g_assert_true (w->write (w, 0));
  for (guint i = 0; i < 4; i++)
    g_assert_true (w->write (w, i % 2));
  /* Kills fall anywhere in the first save or two of the child. */
  span = MAX ((g_get_monotonic_time () - start) / 6 * 3 / 2, 1000);

  for (guint k = 0; k < kills; k++)
    {
      int status;
      guint before = test_folder_count_temporaries (w->folder);
      pid_t pid = fork ();

      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          for (guint which = 1;; which ^= 1)
            if (!w->write (w, which))
              _exit (1);
        }
      g_usleep ((gulong) g_rand_int_range (rand, 0, (gint32) span));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));
      g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);

      assert_whole (w);
      after = test_folder_count_temporaries (w->folder);
      left += after > before ? after - before : 0;
      most = MAX (most, after);
    }

  /* Once they are stale, the next save or listing in the program's own
   * folders removes them all; in a folder the user chose, nothing goes. */
  age_temporaries (w->folder);
  after = test_folder_count_temporaries (w->folder);
  g_assert_true (w->write (w, 0));
  g_assert_cmpuint (test_folder_count_temporaries (w->folder), ==, w->own_folder ? 0 : after);
  assert_whole (w);

  g_test_message ("%s: %u kills in %.1f s (up to %.1f ms into a save run), %u of them during a "
                  "save's temporary file, at most %u temporary files at once, %s",
                  w->what, kills, (g_get_monotonic_time () - start) / 1e6, span / 1e3, left,
                  most, w->own_folder ? "none left once stale"
                                      : "left alone (a folder the user chose)");
}

/* Two long games, both near their end: not over, so the autosave offers them. */
static SyGame *
long_game (guint32 game_seed)
{
  SyGame *game = sim_finished_game (SY_EDITION_SECOND, 4, game_seed);

  g_assert_true (sy_game_undo (game));
  g_assert_cmpint (sy_game_get_table (game)->phase, !=, SY_PHASE_OVER);
  return game;
}

static GBytes *
game_bytes (SyGame *game)
{
  gsize length;
  char *data = sy_game_to_data (game, &length);

  return g_bytes_new_take (data, length);
}

static void
writer_clear (Writer *w)
{
  test_folder_remove (w->folder);
  g_free (w->folder);
  g_free (w->path);
  for (guint i = 0; i < 2; i++)
    {
      g_bytes_unref (w->versions[i]);
      g_clear_object (&w->data[i]);
    }
}

/* A saved game (Save As), in a folder the user chose. */
static gboolean
write_game (Writer *w,
            guint   which)
{
  return sy_game_save (w->data[which], w->path, NULL);
}

static void
check_game (Writer *w)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = sy_game_load_file (w->path, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
}

static void
test_kill_save (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  Writer w = { .what = "saved game", .share = 2, .write = write_game, .check = check_game };

  w.folder = g_dir_make_tmp ("sy-kill-save-XXXXXX", NULL);
  w.path = g_build_filename (w.folder, "game.shipyard", NULL);
  for (guint i = 0; i < 2; i++)
    {
      w.data[i] = long_game (seed + i);
      w.versions[i] = game_bytes (w.data[i]);
    }
  kill_loop (&w, rand);
  writer_clear (&w);
}

/* The autosave, through the engine functions the window calls. */
static gboolean
write_autosave (Writer *w,
                guint   which)
{
  return sy_autosave_write (w->data[which], w->path, NULL);
}

static void
check_autosave (Writer *w)
{
  g_autofree char *skipped = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *previous = g_build_filename (w->folder, "current-game.previous.shipyard", NULL);
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr(SyGame) game = sy_autosave_read (w->path, &aside, &skipped);

  g_assert_null (skipped);
  g_assert_null (aside);
  g_assert_nonnull (game);

  /* The game one change earlier, when there is one, is whole too. */
  if (g_file_get_contents (previous, &data, &length, NULL))
    {
      g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&data), length);

      g_assert_true (g_bytes_equal (bytes, w->versions[0]) || g_bytes_equal (bytes, w->versions[1]));
    }
}

static void
test_kill_autosave (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed + 1);
  Writer w = { .what = "autosave", .share = 2, .own_folder = TRUE, .write = write_autosave, .check = check_autosave };
  g_autofree char *data = g_dir_make_tmp ("sy-kill-autosave-XXXXXX", NULL);

  /* The folder is made by the first autosave, as for a new user. */
  w.folder = g_build_filename (data, "shipyard-companion", NULL);
  w.path = g_build_filename (w.folder, "current-game.shipyard", NULL);
  for (guint i = 0; i < 2; i++)
    {
      w.data[i] = long_game (seed + 10 + i);
      w.versions[i] = game_bytes (w.data[i]);
    }
  kill_loop (&w, rand);
  writer_clear (&w);
  g_assert_cmpint (g_rmdir (data), ==, 0);
}

/* A finished game kept in the history, written again with another card
 * value copied in since (the history keeps one file per game). */
static gboolean
write_history_game (Writer *w,
                    guint   which)
{
  g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 3, 1, 20, 15, 0);

  sy_card_values_set (sy_game_get_card_values (w->data[0]), "lifebuoys", 5, 9 + which);
  return sy_history_record (w->folder, w->data[0], when, NULL, NULL);
}

static void
check_history_game (Writer *w)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SyHistory) history = sy_history_load (w->folder, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (history->n_unreadable, ==, 0);
  g_assert_cmpuint (history->entries->len, ==, 1);
}

static void
test_kill_history (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed + 2);
  Writer w = { .what = "history game", .share = 1, .own_folder = TRUE, .write = write_history_game, .check = check_history_game };
  g_autofree char *path = NULL;

  w.folder = g_dir_make_tmp ("sy-kill-history-XXXXXX", NULL);
  w.data[0] = sim_finished_game (SY_EDITION_SECOND, 3, seed + 20);
  for (guint i = 0; i < 2; i++)
    {
      char *data;
      gsize length;

      g_assert_true (write_history_game (&w, i));
      g_clear_pointer (&w.path, g_free);
      g_assert_true (sy_history_record (w.folder, w.data[0], NULL, &w.path, NULL));
      g_assert_true (g_file_get_contents (w.path, &data, &length, NULL));
      w.versions[i] = g_bytes_new_take (data, length);
    }
  g_assert_false (g_bytes_equal (w.versions[0], w.versions[1]));
  kill_loop (&w, rand);
  writer_clear (&w);
}

/* The history's index, written by a listing after a game's file changed:
 * the child gives one game's file two modification times in turn. */
#define N_INDEXED 3

static gboolean
write_index (Writer *w,
             guint   which)
{
  const char *touched = w->data[1];
  struct utimbuf times = { .actime = 1767225600 + which, .modtime = 1767225600 + which };
  g_autoptr(SyHistory) history = NULL;

  if (g_utime (touched, &times) != 0)
    return FALSE;
  history = sy_history_load (w->folder, NULL);
  return history != NULL && history->entries->len == N_INDEXED;
}

static void
check_index (Writer *w)
{
  g_autoptr(SyHistory) history = sy_history_load (w->folder, NULL);

  g_assert_cmpuint (history->n_unreadable, ==, 0);
  g_assert_cmpuint (history->entries->len, ==, N_INDEXED);
}

static void
test_kill_index (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed + 3);
  Writer w = { .what = "history index", .share = 1, .own_folder = TRUE, .write = write_index, .check = check_index };
  char *touched = NULL;

  w.folder = g_dir_make_tmp ("sy-kill-index-XXXXXX", NULL);
  w.path = g_build_filename (w.folder, ".index.json", NULL);
  for (guint g = 0; g < N_INDEXED; g++)
    {
      g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_FIRST + g % 2, 2 + g, seed + 30 + g);
      g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 3, 1 + g, 20, 15, 0);

      g_clear_pointer (&touched, g_free);
      g_assert_true (sy_history_record (w.folder, game, when, &touched, NULL));
    }
  /* The index as each listing writes it: read back after one. */
  for (guint i = 0; i < 2; i++)
    {
      char *data;
      gsize length;

      w.data[1] = touched;
      g_assert_true (write_index (&w, i));
      g_assert_true (g_file_get_contents (w.path, &data, &length, NULL));
      w.versions[i] = g_bytes_new_take (data, length);
    }
  w.data[1] = NULL;
  g_assert_false (g_bytes_equal (w.versions[0], w.versions[1]));

  w.data[1] = touched;
  kill_loop (&w, rand);
  w.data[1] = NULL;
  g_free (touched);
  writer_clear (&w);
}

int
main (int   argc,
      char *argv[])
{
  const char *env_seed = g_getenv ("SY_KILL_SEED");
  const char *env_kills = g_getenv ("SY_KILLS");

  g_test_init (&argc, &argv, NULL);

  seed = env_seed != NULL ? (guint32) g_ascii_strtoull (env_seed, NULL, 10) : g_random_int ();
  if (env_kills != NULL)
    n_kills = (guint) g_ascii_strtoull (env_kills, NULL, 10);
  g_test_message ("seed %u, %u kills a writer, half for the history's (SY_KILL_SEED and SY_KILLS "
                  "to change them)",
                  seed, n_kills);

  g_test_add_func ("/engine/kill/save", test_kill_save);
  g_test_add_func ("/engine/kill/autosave", test_kill_autosave);
  g_test_add_func ("/engine/kill/history", test_kill_history);
  g_test_add_func ("/engine/kill/index", test_kill_index);
  return g_test_run ();
}
