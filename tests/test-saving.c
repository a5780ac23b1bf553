/* test-saving.c: the window keeps the game's files off the main thread
 *
 * Issue 29, point 1: a tap never waits on the disk. The window's writes
 * (the game's entry in the history, the autosave) and the box's save go
 * to the writer's thread (the writer the user's data owns); what must know
 * how they went waits for them: putting another game on the table,
 * closing. Linked with slow-fsync.c (every fsync 20 ms slower, each one
 * counted, and told whether it ran on the main thread).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sim-player.h"
#include "sy-application.h"
#include "ui-harness.h"

extern void (*slow_fsync_hook) (void);

static GThread *main_thread;
static int main_fsyncs;
static int other_fsyncs;

/* While the gate is closed, a write off the main thread waits at its
 * fsync (5 s at most, then it is told): a main thread that waited for the
 * writes could not open the gate in time. */
static GMutex gate_lock;
static GCond gate_cond;
static gboolean gate_closed;
static gboolean gate_timed_out;

static void
count_fsync (void)
{
  gint64 end;

  if (g_thread_self () == main_thread)
    {
      g_atomic_int_inc (&main_fsyncs);
      return;
    }
  g_atomic_int_inc (&other_fsyncs);
  g_mutex_lock (&gate_lock);
  end = g_get_monotonic_time () + 5 * G_TIME_SPAN_SECOND;
  while (gate_closed && !gate_timed_out)
    if (!g_cond_wait_until (&gate_cond, &gate_lock, end))
      gate_timed_out = TRUE;
  g_mutex_unlock (&gate_lock);
}

static void
set_gate (gboolean closed)
{
  g_mutex_lock (&gate_lock);
  gate_closed = closed;
  g_cond_broadcast (&gate_cond);
  g_mutex_unlock (&gate_lock);
}

static gpointer
open_gate_later (gpointer data)
{
  g_usleep (G_USEC_PER_SEC);
  set_gate (FALSE);
  return NULL;
}

/* Entries made on the example game (which teaches the box nothing). */
static SyGame *
play_example (SyWindow *window,
              GRand    *rand,
              guint     n)
{
  SyGame *game;

  sy_window_open_example (window);
  settle ();
  game = sy_window_get_game (window);
  g_assert_nonnull (game);
  g_atomic_int_set (&main_fsyncs, 0);
  g_atomic_int_set (&other_fsyncs, 0);
  set_gate (TRUE);
  for (guint i = 0; i < n; i++)
    g_assert_true (sim_step (game, rand));
  /* The entries are shown: none waited for the disk. */
  g_assert_cmpint (g_atomic_int_get (&main_fsyncs), ==, 0);
  return game;
}

/* No entry waits for the disk; every entry is written, none of it on the
 * main thread. */
static void
test_taps_do_not_wait (void)
{
  SyWindow *window = get_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);
  g_autofree char *autosave = sy_autosave_default_path ();
  g_autoptr(SyGame) saved = NULL;
  SyGame *game = play_example (window, rand, 8);

  set_gate (FALSE);
  g_assert_false (gate_timed_out);
  settle ();
  g_assert_cmpint (g_atomic_int_get (&main_fsyncs), ==, 0);
  g_assert_cmpint (g_atomic_int_get (&other_fsyncs), >, 0);
  saved = sy_autosave_read (autosave, NULL, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (sy_game_get_n_events (saved), ==, sy_game_get_n_events (game));
  g_assert_cmpstr (sy_history_get_entry_name (saved), ==, sy_history_get_entry_name (game));
}

/* Another game takes the table only once the one there is written: its
 * entry in the history holds it as it was shown. */
static void
test_another_game_waits_for_the_writes (void)
{
  SyWindow *window = get_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  g_autofree char *folder = sy_history_default_folder ();
  g_autoptr(SyGame) game = g_object_ref (play_example (window, rand, 6));
  g_autofree char *entry = g_strdup (sy_history_get_entry_name (game));
  g_autoptr(SyHistory) history = NULL;
  SyHistoryEntry *kept;
  guint position = sy_game_get_position (game);
  GThread *opener;

  g_assert_nonnull (entry);
  /* No settle: the writes are held up when the next game comes. */
  opener = g_thread_new ("open-gate", open_gate_later, NULL);
  sy_window_open_example (window);
  g_thread_join (opener);
  g_assert_false (gate_timed_out);
  history = sy_history_load (folder, NULL);
  kept = sy_history_find_entry (history, entry);
  g_assert_nonnull (kept);
  g_assert_cmpuint (kept->n_events, ==, position);
  settle ();
  g_assert_true (sy_window_get_game (window) != game);
}

static void
count_cb (gpointer  object,
          SyEdition edition,
          guint    *n)
{
  (*n)++;
}

/* A game that teaches the box: the box learns at once, in memory, and is
 * saved in the writer's thread; no fsync on the main thread meanwhile.
 * (Before the box's save went to the writer, the main thread made 2 here:
 * the file's and its folder's.) */
static void
test_box_learns_off_the_main_thread (void)
{
  SyWindow *window = get_window ();
  SyUserData *user_data = sy_application_get_user_data (SY_APPLICATION (g_application_get_default ()));
  g_autoptr(GRand) rand = g_rand_new_with_seed (37);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 3, TRUE, rand);
  SyBox *box = sy_user_data_get_box (user_data, SY_EDITION_SECOND);
  g_autoptr(SyBox) kept = NULL;
  g_autoptr(GError) error = NULL;
  guint n_changed = 0;
  guint designs;
  gulong handler;

  empty_box (SY_EDITION_SECOND);
  sy_window_set_game (window, game);
  settle ();
  designs = sy_box_count_designs (box);
  handler = g_signal_connect (user_data, "box-changed", G_CALLBACK (count_cb), &n_changed);
  g_atomic_int_set (&main_fsyncs, 0);
  g_atomic_int_set (&other_fsyncs, 0);
  set_gate (TRUE);
  for (guint i = 0; i < 400 && sy_box_count_designs (box) == designs; i++)
    g_assert_true (sim_step (game, rand));
  /* Learnt and told at once; nothing of it waited for the disk. */
  g_assert_cmpuint (sy_box_count_designs (box), >, designs);
  g_assert_cmpuint (n_changed, >, 0);
  g_assert_cmpint (g_atomic_int_get (&main_fsyncs), ==, 0);

  set_gate (FALSE);
  g_assert_false (gate_timed_out);
  settle ();
  g_signal_handler_disconnect (user_data, handler);
  g_assert_cmpint (g_atomic_int_get (&main_fsyncs), ==, 0);
  /* Written whole, in the writer's thread. */
  kept = sy_box_load_user (SY_EDITION_SECOND, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sy_box_count_designs (kept), ==, sy_box_count_designs (box));
  sy_window_set_game (window, NULL);
  empty_box (SY_EDITION_SECOND);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  main_thread = g_thread_self ();
  g_setenv ("SY_SLOW_FSYNC_MS", "20", TRUE);
  slow_fsync_hook = count_fsync;
  g_test_add_func ("/ui/saving/taps-do-not-wait", test_taps_do_not_wait);
  g_test_add_func ("/ui/saving/another-game-waits-for-the-writes",
                   test_another_game_waits_for_the_writes);
  g_test_add_func ("/ui/saving/box-learns-off-the-main-thread",
                   test_box_learns_off_the_main_thread);
  return run_in_application ();
}
