/* test-shared-data.c: a second instance of the program on one data folder
 *
 * Two instances in separate logins (separate session buses, one home), or
 * a Flatpak beside a build, share the data folder. This test holds the
 * folder's lock itself before the application starts, as the first
 * instance does (sy_user_lock_acquire(), the engine's call the first
 * instance makes): the application under test is the second instance.
 * Two real processes, each on a session bus of its own, are started and
 * driven by tests/test-two-instances.c.
 *
 * Issue 27, point 5: each instance's undo rewrote the autosave and the
 * history entry of the game both resumed, and entries shown in the other
 * window vanished from every file. The second instance opens the shared
 * game read only and says so; a game it starts is kept in a history file
 * of its own; it never writes the autosave.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sim-player.h"
#include "sy-application.h"
#include "sy-file-banner.h"
#include "test-folder.h"
#include "ui-harness.h"

static SyUserLock *first_instance;
static char *autosave_path;
static char *autosave_before;
static char *history_folder;

static void
prepare (void)
{
  g_autofree char *data = g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, NULL);
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 3, 46);
  g_autoptr(GError) error = NULL;

  if (g_file_test (data, G_FILE_TEST_IS_DIR))
    test_folder_remove (data);
  history_folder = sy_history_default_folder ();
  autosave_path = sy_autosave_default_path ();
  /* The first instance plays a game: in the history and the autosave. */
  g_assert_true (sy_game_undo (game));
  g_assert_true (sy_history_keep (history_folder, game, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (sy_autosave_write (game, autosave_path, &error));
  g_assert_no_error (error);
  autosave_before = test_file_read_or_null (autosave_path);
  first_instance = sy_user_lock_acquire (data);
  g_assert_false (sy_user_lock_is_shared (first_instance));
}

static guint
history_files (void)
{
  g_autoptr(SyHistory) history = sy_history_load (history_folder, NULL);

  return history->entries->len;
}

static void
test_second_instance (void)
{
  SyWindow *window = get_window ();
  SyFileBanner *banner = SY_FILE_BANNER (require_named (window, "skipped"));
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(SyGame) fresh = sim_new_game (SY_EDITION_SECOND, 2, TRUE, rand);
  SyGame *shown;

  g_assert_true (sy_application_is_data_shared (
    SY_APPLICATION (gtk_window_get_application (GTK_WINDOW (window)))));
  /* Said at the start, in full. */
  g_assert_true (sy_file_banner_is_shown (banner));
  save_screenshot (GTK_WINDOW (window), "shared-data", 0, 0);

  /* The last game: opened read only, and said so. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume", NULL));
  settle ();
  shown = sy_window_get_game (window);
  g_assert_nonnull (shown);
  g_assert_true (sy_game_is_read_only (shown));
  g_assert_true (sy_file_banner_is_shown (banner));
  g_assert_true (shows_text (GTK_WIDGET (window), _("Read only: played in another window")));
  /* Looked at only: End the Turn is not offered to tap. */
  g_assert_false (gtk_widget_is_sensitive (require_named (window, "end-turn")));
  save_screenshot (GTK_WINDOW (window), "shared-game-360", 360, 900);
  save_screenshot (GTK_WINDOW (window), "shared-game-1280", 1280, 900);
  {
    guint position = sy_game_get_position (shown);

    gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
    settle ();
    g_assert_cmpuint (sy_game_get_position (shown), ==, position);
  }
  {
    g_autofree char *now = test_file_read_or_null (autosave_path);

    g_assert_cmpstr (now, ==, autosave_before);
  }

  /* A game started here: a history file of its own, the autosave untouched. */
  g_assert_cmpuint (history_files (), ==, 1);
  sy_window_set_game (window, fresh);
  for (guint i = 0; i < 4; i++)
    g_assert_true (sim_step (fresh, rand));
  settle ();
  g_assert_false (sy_game_is_read_only (fresh));
  g_assert_cmpuint (history_files (), ==, 2);
  {
    g_autofree char *now = test_file_read_or_null (autosave_path);

    g_assert_cmpstr (now, ==, autosave_before);
  }
  sy_window_set_game (window, NULL);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  init_test_locale (&argc, &argv);
  prepare ();
  g_test_add_func ("/ui/files/second-instance", test_second_instance);
  status = run_in_application ();
  sy_user_lock_release (first_instance);
  g_free (autosave_path);
  g_free (autosave_before);
  g_free (history_folder);
  return status;
}
