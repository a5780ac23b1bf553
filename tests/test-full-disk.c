/* test-full-disk.c: a full disk loses nothing the window showed
 *
 * This test defines write() itself, as an LD_PRELOAD shim would: the
 * program's calls reach it first; while the disk is "full", a write to a
 * file under the data folder fails with ENOSPC, every other write passes.
 * The window plays on a real game through its real code path (the game's
 * changed signal, the window's saving).
 *
 * Issue 27, points 3 and 4: on a full disk the game on the table stays
 * whole in memory; nothing older is deleted before the newer copy is
 * durable; the user is told in full words in a banner (not an ellipsised
 * toast), whatever the change (Undo and Redo included); another game does
 * not take its place while it is not saved; the program tries again and,
 * when space returns, the autosave and the history hold the game as shown,
 * in step.
 *
 * Issue 29, point 1: the box, saved off the main thread, tells a failed
 * save in the same banner, keeps its file as it was (nothing half
 * written), and is saved when space returns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include "config.h"

#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sim-player.h"
#include "sy-application.h"
#include "sy-file-banner.h"
#include "test-folder.h"
#include "sy-dialogs.h"
#include "ui-harness.h"

static gboolean disk_full;
static gboolean box_disk_full;   /* only the box's files are refused */
static char *data_home;

static gboolean
under_data (int fd)
{
  char link[64], target[PATH_MAX];
  ssize_t n;

  snprintf (link, sizeof link, "/proc/self/fd/%d", fd);
  n = readlink (link, target, sizeof target - 1);
  if (n <= 0)
    return FALSE;
  target[n] = '\0';
  if (data_home == NULL || !g_str_has_prefix (target, data_home))
    return FALSE;
  return disk_full || strstr (target, "/box-") != NULL;
}

ssize_t
write (int         fd,
       const void *buf,
       size_t      count)
{
  static ssize_t (*real) (int, const void *, size_t);

  if (real == NULL)
    real = (ssize_t (*) (int, const void *, size_t)) dlsym (RTLD_NEXT, "write");
  if ((disk_full || box_disk_full) && under_data (fd))
    {
      errno = ENOSPC;
      return -1;
    }
  return real (fd, buf, count);
}

static SyFileBanner *
save_banner (SyWindow *window)
{
  return SY_FILE_BANNER (require_named (window, "save-banner"));
}

static gboolean
banner_hidden (gpointer window)
{
  return !sy_file_banner_is_shown (save_banner (window));
}

/* The banner says the whole reason, in the user's language. */
static void
assert_banner_tells_full_disk (SyWindow *window)
{
  SyFileBanner *banner = save_banner (window);

  g_assert_true (sy_file_banner_is_shown (banner));
  g_assert_nonnull (strstr (sy_file_banner_get_message (banner), g_strerror (ENOSPC)));
  /* The file's name, not a path cut off. */
  g_assert_nonnull (strstr (sy_file_banner_get_message (banner), ".shipyard"));
}

static void
assert_same_files (GHashTable *before,
                   const char *folder)
{
  g_autoptr(GHashTable) now = test_folder_snapshot (folder);
  GHashTableIter iter;
  gpointer name, contents;

  g_assert_cmpuint (g_hash_table_size (now), ==, g_hash_table_size (before));
  g_hash_table_iter_init (&iter, before);
  while (g_hash_table_iter_next (&iter, &name, &contents))
    g_assert_cmpstr (g_hash_table_lookup (now, name), ==, contents);
}

static void
test_full_disk (void)
{
  SyWindow *window = get_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (27);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 3, TRUE, rand);
  g_autofree char *data = g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, NULL);
  g_autofree char *history = sy_history_default_folder ();
  g_autofree char *autosave = sy_autosave_default_path ();
  g_autoptr(GHashTable) data_before = NULL;
  g_autoptr(GHashTable) history_before = NULL;
  g_autoptr(SyGame) saved = NULL;
  g_autoptr(SyHistory) kept = NULL;
  SyGame *shown;
  guint position;

  sy_window_set_game (window, game);
  for (guint i = 0; i < 6; i++)
    g_assert_true (sim_step (game, rand));
  settle ();
  g_assert_false (sy_file_banner_is_shown (save_banner (window)));
  data_before = test_folder_snapshot (data);
  history_before = test_folder_snapshot (history);

  /* The disk fills: two more entries, then Undo and Redo. */
  disk_full = TRUE;
  g_assert_true (sim_step (game, rand));
  settle ();
  assert_banner_tells_full_disk (window);
  save_screenshot (GTK_WINDOW (window), "full-disk", 0, 0);
  /* Read whole on a phone too: wrapped, never cut off. */
  save_screenshot (GTK_WINDOW (window), "full-disk", 360, 640);
  g_assert_true (sim_step (game, rand));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  settle ();
  /* The toast may say "Undone"; the banner still says the game is not saved. */
  assert_banner_tells_full_disk (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  settle ();
  assert_banner_tells_full_disk (window);
  position = sy_game_get_position (game);

  /* Nothing older was deleted, nothing half written left. */
  assert_same_files (data_before, data);
  assert_same_files (history_before, history);

  /* Another game does not take its place while it is not saved. */
  sy_window_open_example (window);
  settle ();
  g_assert_true (sy_window_get_game (window) == game);
  {
    /* It says why, in an alert (a window of its own on libadwaita 1.2,
     * inside the window from 1.5), which is closed as a user would: left
     * open on libadwaita 1.7, the window's close below would close it
     * instead of asking, as GNOME's windows do with a dialog on top. */
    GtkWidget *refused = sy_dialogs_find_alert (NULL);

    g_assert_nonnull (refused);
    sy_dialogs_close (refused);
    settle ();
    g_assert_null (sy_dialogs_find_alert (NULL));
  }

  /* Closing the window asks first: the game lives only here. */
  gtk_window_close (GTK_WINDOW (window));
  settle ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_true (sy_window_get_game (window) == game);
  {
    /* The question, a window of its own or inside the window (libadwaita
     * 1.5 and later): sy-dialogs knows which. */
    GtkWidget *asked = sy_dialogs_find_alert (NULL);

    g_assert_nonnull (asked);
    sy_dialogs_close (asked);
    settle ();
  }

  /* Space returns: tried again by itself, and both files hold the game as shown. */
  disk_full = FALSE;
  wait_until (banner_hidden, window);
  shown = sy_window_get_game (window);
  g_assert_true (shown == game);
  saved = sy_autosave_read (autosave, NULL, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (sy_game_get_position (saved), ==, position);
  g_assert_cmpuint (sy_game_get_n_events (saved), ==, sy_game_get_n_events (game));
  kept = sy_history_load (history, NULL);
  {
    SyHistoryEntry *entry = sy_history_find_entry (kept, sy_history_get_entry_name (game));

    g_assert_nonnull (entry);
    g_assert_cmpuint (entry->n_events, ==, position);
  }
  sy_window_set_game (window, NULL);
}

/* Reads the box file of the second edition, or NULL. */
static char *
box_file_contents (void)
{
  g_autofree char *path = sy_box_user_path (SY_EDITION_SECOND);
  char *contents = NULL;

  return g_file_get_contents (path, &contents, NULL, NULL) ? contents : NULL;
}

/* What is left beside the box file: nothing but itself and its lock (no
 * temporary file half written). */
static void
assert_no_box_leftovers (void)
{
  g_autofree char *data = g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, NULL);
  g_autoptr(GDir) dir = g_dir_open (data, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "box-second-edition.json")
        && g_strcmp0 (name, "box-second-edition.json.lock") != 0)
      g_assert_cmpstr (name, ==, "box-second-edition.json");
}

static void
test_box_save_fails (void)
{
  SyWindow *window = get_window ();
  SyUserData *user_data = sy_application_get_user_data (SY_APPLICATION (g_application_get_default ()));
  SyBox *box = sy_user_data_get_box (user_data, SY_EDITION_SECOND);
  g_autoptr(GRand) rand = g_rand_new_with_seed (41);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 3, TRUE, rand);
  g_autofree char *autosave = sy_autosave_default_path ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_auto(GStrv) told = g_strsplit (_("The box could not be saved: %s. What it learnt stays in the "
                                     "program, which tries again every few seconds until it is "
                                     "saved (free some space on the disk if it is full). Its file "
                                     "keeps what it held."), "%s", 2);
  g_autoptr(SyGame) saved = NULL;
  g_autoptr(SyBox) kept = NULL;
  const char *message;
  guint designs;

  sy_window_set_game (window, game);
  settle ();
  before = box_file_contents ();
  designs = sy_box_count_designs (box);

  /* The box's file cannot be written: the game goes on, its files saved. */
  box_disk_full = TRUE;
  for (guint i = 0; i < 400 && sy_box_count_designs (box) == designs; i++)
    g_assert_true (sim_step (game, rand));
  g_assert_cmpuint (sy_box_count_designs (box), >, designs);
  settle ();
  message = sy_file_banner_get_message (save_banner (window));
  g_assert_true (sy_file_banner_is_shown (save_banner (window)));
  g_assert_true (g_str_has_prefix (message, told[0]));
  g_assert_nonnull (strstr (message, g_strerror (ENOSPC)));
  save_screenshot (GTK_WINDOW (window), "box-save-fails", 360, 640);
  after = box_file_contents ();
  g_assert_cmpstr (after, ==, before);
  assert_no_box_leftovers ();
  saved = sy_autosave_read (autosave, NULL, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (sy_game_get_n_events (saved), ==, sy_game_get_n_events (game));

  /* Space returns: tried again by itself; the file holds the box. */
  box_disk_full = FALSE;
  wait_until (banner_hidden, window);
  kept = sy_box_load_user (SY_EDITION_SECOND, NULL, NULL);
  g_assert_cmpuint (sy_box_count_designs (kept), ==, sy_box_count_designs (box));
  assert_no_box_leftovers ();
  sy_window_set_game (window, NULL);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  init_test_locale (&argc, &argv);
  data_home = g_strdup (g_get_user_data_dir ());
  {
    g_autofree char *data = g_build_filename (data_home, GETTEXT_PACKAGE, NULL);

    if (g_file_test (data, G_FILE_TEST_IS_DIR))
      test_folder_remove (data);
  }
  g_test_add_func ("/ui/files/full-disk", test_full_disk);
  g_test_add_func ("/ui/files/box-save-fails", test_box_save_fails);
  status = run_in_application ();
  g_free (data_home);
  return status;
}
