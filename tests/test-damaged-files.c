/* test-damaged-files.c: the program starts and says what it skipped when its files are damaged
 *
 * Before the program starts, its data folder gets a damaged autosave, and
 * its history folder a good finished game beside a damaged one, a damaged
 * index and the temporary files of killed saves (and a game nested 100 000
 * deep, once the loader refuses one). The window must come up, say in words
 * what it skipped and where it kept it, and offer the good games back: the
 * history lists the good game, a good autosave written since is offered, and
 * so is the game one change before a damaged autosave.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sim-player.h"
#include "sy-application.h"
#include "sy-dialogs.h"
#include "sy-file-banner.h"
#include "test-folder.h"
#include "ui-harness.h"

#define DEEP 100000
#define SKIPPED_TOAST "The last game could not be read and is kept aside"

static char *data_folder;       /* the program's folder in the user's data */
static char *history_folder;
static char *autosave_path;
static char *damaged_autosave;  /* what the damaged autosave held */
static gboolean deep_refused;   /* whether the loader refuses deep nesting */

static void
write_file (const char *path,
            const char *contents,
            gssize      length)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, contents, length, &error));
  g_assert_no_error (error);
}

static char *
deep_document (void)
{
  char *deep = g_malloc (DEEP + 1);

  memset (deep, '[', DEEP);
  deep[DEEP] = '\0';
  return deep;
}

/* Loads a document nested DEEP deep in a child process: whether the loader
 * refuses it rather than crash (json-glib recurses once a level; the depth
 * limit before parsing comes with the work on reading damaged files). */
static gboolean
loader_refuses_deep (void)
{
  g_autofree char *deep = deep_document ();
  int status;
  pid_t pid = fork ();

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (deep, DEEP);
      g_autoptr(SyGame) game = sy_game_load_bytes (bytes, NULL, NULL);

      _exit (game == NULL ? 0 : 1);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return WIFEXITED (status) && WEXITSTATUS (status) == 0;
}

static void
make_stale (const char *path)
{
  struct utimbuf old = { .actime = time (NULL) - 120, .modtime = time (NULL) - 120 };

  g_assert_cmpint (g_utime (path, &old), ==, 0);
}

/* The folders as the program finds them when it starts. */
static void
prepare_folders (void)
{
  g_autoptr(SyGame) finished = sim_finished_game (SY_EDITION_SECOND, 3, 41);
  g_autoptr(SyGame) unfinished = sim_finished_game (SY_EDITION_FIRST, 2, 42);
  g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 3, 7, 20, 0, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *recorded = NULL;
  g_autofree char *data = NULL;
  g_autofree char *path = NULL;
  gsize length;

  data_folder = g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, NULL);
  history_folder = sy_history_default_folder ();
  autosave_path = sy_autosave_default_path ();
  if (g_file_test (data_folder, G_FILE_TEST_IS_DIR))
    test_folder_remove (data_folder);
  g_assert_cmpint (g_mkdir_with_parents (history_folder, 0700), ==, 0);

  /* The good game, and a damaged file, in the history's folder. */
  g_assert_true (sy_history_record (history_folder, finished, when, &recorded, &error));
  g_assert_no_error (error);
  path = g_build_filename (history_folder, "20260308-200000-0123456789abcdef.shipyard", NULL);
  write_file (path, "{ \"format\": \"shipyard-companion-game\", \"version\": 1, \"players\": [", -1);
  g_clear_pointer (&path, g_free);
  path = g_build_filename (history_folder, ".index.json", NULL);
  write_file (path, "{ \"format\": \"shipyard-companion-history-index\", \"version\": 1, \"files\": {\"", -1);
  g_clear_pointer (&path, g_free);
  if (deep_refused)
    {
      g_autofree char *deep = deep_document ();

      path = g_build_filename (history_folder, "20260309-200000-fedcba9876543210.shipyard", NULL);
      write_file (path, deep, DEEP);
      g_clear_pointer (&path, g_free);
    }

  /* Two saves of the good game killed before their rename: one long ago,
   * one maybe still running. */
  g_assert_true (g_file_get_contents (recorded, &data, &length, NULL));
  path = g_strconcat (recorded, ".Kill01", NULL);
  write_file (path, data, (gssize) length);
  make_stale (path);
  g_clear_pointer (&path, g_free);
  path = g_strconcat (recorded, ".Live01", NULL);
  write_file (path, data, (gssize) length / 2);
  g_clear_pointer (&path, g_free);

  /* The autosave, cut short in the middle of its log. */
  g_assert_true (sy_game_undo (unfinished));
  g_clear_pointer (&data, g_free);
  data = sy_game_to_data (unfinished, &length);
  damaged_autosave = g_strndup (data, length / 2);
  write_file (autosave_path, damaged_autosave, -1);
}

/* The text of the first label below @root holding @part, or NULL. */
static const char *
find_label_holding (GtkWidget  *root,
                    const char *part)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_text (g_ptr_array_index (labels, i));

      if (strstr (text, part) != NULL)
        return text;
    }
  return NULL;
}

/* The words of a message before its first %s, as translated. */
static char *
words_before_file (const char *msgid)
{
  const char *translated = _(msgid);
  const char *cut = strstr (translated, "%s");

  return g_strndup (translated, cut - translated);
}

/* The files in the data folder kept aside as damaged. */
static GPtrArray *
kept_aside (void)
{
  g_autoptr(GDir) dir = g_dir_open (data_folder, 0, NULL);
  GPtrArray *aside = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "current-game.damaged-"))
      g_ptr_array_add (aside, g_strdup (name));
  return aside;
}

/* The button for @action below @root, shown or not. */
static GtkWidget *
find_button_for_action (GtkWidget  *root,
                        const char *action)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
        return child;
      found = find_button_for_action (child, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The alert shown, a window of its own or inside the window (libadwaita
 * 1.5 and newer): sy-dialogs knows which. */
static GtkWidget *
find_message_dialog (void)
{
  return sy_dialogs_find_alert (NULL);
}

static GtkWidget *
resume_button (SyWindow *window)
{
  GtkWidget *button = find_button_for_action (GTK_WIDGET (window), "win.resume");

  g_assert_nonnull (button);
  return button;
}

/* A new window, as the program opens one at its start. */
static SyWindow *
start_window (SyWindow *first)
{
  SyApplication *app = SY_APPLICATION (gtk_window_get_application (GTK_WINDOW (first)));
  SyWindow *window = sy_window_new (GTK_APPLICATION (app), sy_application_get_user_data (app));

  gtk_window_present (GTK_WINDOW (window));
  wait_until (is_mapped, window);
  settle ();
  return window;
}

/* The history still lists the good game, and says how many it skipped. */
static void
assert_history_lists_good_game (SyWindow *window,
                                guint     n_skipped)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  g_autofree char *skipped = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
    "%u file in the history’s folder could not be read and is left alone.",
    "%u files in the history’s folder could not be read and are left alone.",
    n_skipped), n_skipped);
  GtkWidget *note;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  settle ();
  collect_named (GTK_WIDGET (gtk_widget_get_root (require_named_anywhere ("history-game"))), "history-game",
                 games);
  g_assert_cmpuint (games->len, ==, 1);
  note = require_named_anywhere ("history-unreadable");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (note)), ==, skipped);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (note)));
  settle ();
}

static void
test_startup (void)
{
  SyWindow *window = get_window ();
  g_autofree char *words = words_before_file ("The last game could not be read and is kept aside as “%s”. %s");
  g_autoptr(GPtrArray) aside = kept_aside ();
  g_autofree char *aside_path = NULL;
  g_autofree char *kept = NULL;
  GtkWidget *dialog;
  const char *details;

  /* The damaged autosave is kept aside, whole, and the window says so. */
  g_assert_cmpuint (aside->len, ==, 1);
  aside_path = g_build_filename (data_folder, g_ptr_array_index (aside, 0), NULL);
  g_assert_true (g_file_get_contents (aside_path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, damaged_autosave);
  g_assert_false (g_file_test (autosave_path, G_FILE_TEST_EXISTS));
  settle ();
  g_assert_nonnull (find_label_holding (GTK_WIDGET (window), _(SKIPPED_TOAST)));
  save_screenshot (GTK_WINDOW (window), "damaged-autosave", 0, 0);

  /* Its details: what it was, why it was skipped, where it is kept. */
  tap (find_button_for_action (GTK_WIDGET (window), "win.skipped-details"));
  settle ();
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  details = find_label_holding (dialog, g_ptr_array_index (aside, 0));
  g_assert_nonnull (details);
  g_assert_true (g_str_has_prefix (details, words));
  g_test_message ("%s", details);
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (dialog)), "damaged-autosave-details", 0, 0);
  sy_dialogs_close (dialog);
  settle ();

  /* Nothing to resume: a new game is what it offers. */
  g_assert_false (gtk_widget_get_visible (resume_button (window)));

  /* The history: the good game, the damaged file counted, the stale
   * temporary file gone, the young one unlisted and left. */
  assert_history_lists_good_game (window, deep_refused ? 2 : 1);
  g_assert_cmpuint (test_folder_count_temporaries (history_folder), ==, 1);
}

/* A good autosave written since is offered back, and nothing is said. */
static void
test_last_good_game (void)
{
  SyWindow *first = get_window ();
  g_autoptr(SyGame) unfinished = sim_finished_game (SY_EDITION_SECOND, 2, 43);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) aside = NULL;
  SyWindow *window;
  SyGame *shown;

  g_assert_true (sy_game_undo (unfinished));
  g_assert_true (sy_autosave_write (unfinished, autosave_path, &error));
  g_assert_no_error (error);

  window = start_window (first);
  g_assert_null (find_label_holding (GTK_WIDGET (window), _(SKIPPED_TOAST)));
  g_assert_true (gtk_widget_get_visible (resume_button (window)));
  tap (resume_button (window));
  settle ();
  shown = sy_window_get_game (window);
  g_assert_nonnull (shown);
  g_assert_cmpuint (sy_game_get_n_events (shown), ==, sy_game_get_n_events (unfinished));
  aside = kept_aside ();
  g_assert_cmpuint (aside->len, ==, 1);
  sy_window_set_game (window, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* A damaged autosave gives its place to the game one change earlier,
 * which the window offers back. */
static void
test_previous_offered (void)
{
  SyWindow *first = get_window ();
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 3, 44);
  g_autoptr(GPtrArray) before = kept_aside ();
  g_autoptr(GPtrArray) after = NULL;
  SyWindow *window;
  SyGame *shown;
  guint earlier;

  g_assert_true (sy_game_undo (game));
  g_assert_true (sy_game_undo (game));
  earlier = sy_game_get_position (game);
  g_assert_true (sy_autosave_write (game, autosave_path, NULL));
  g_assert_true (sy_game_redo (game));
  g_assert_true (sy_autosave_write (game, autosave_path, NULL));
  write_file (autosave_path, "{ \"format\": \"shipyard-companion-game\", \"version\": 1, \"ev", -1);

  window = start_window (first);
  after = kept_aside ();
  g_assert_cmpuint (after->len, ==, before->len + 1);
  g_assert_nonnull (find_label_holding (GTK_WIDGET (window), _(SKIPPED_TOAST)));
  g_assert_true (gtk_widget_get_visible (resume_button (window)));
  tap (resume_button (window));
  settle ();
  shown = sy_window_get_game (window);
  g_assert_nonnull (shown);
  g_assert_cmpuint (sy_game_get_position (shown), ==, earlier);
  sy_window_set_game (window, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* A game nested 100 000 deep as the autosave: refused in words, kept aside. */
static void
test_deep_autosave (void)
{
  SyWindow *first = get_window ();
  g_autofree char *deep = deep_document ();
  g_autoptr(GPtrArray) before = kept_aside ();
  g_autoptr(GPtrArray) after = NULL;
  SyWindow *window;

  if (!deep_refused)
    {
      g_test_skip ("The loader crashes on a document nested 100 000 deep: its depth limit before "
                   "parsing comes with the work on reading damaged files (issue 17)");
      return;
    }
  write_file (autosave_path, deep, DEEP);
  /* No game one change earlier to fall back on. */
  {
    g_autofree char *previous = g_build_filename (data_folder, "current-game.previous.shipyard",
                                                  NULL);

    g_remove (previous);
  }
  window = start_window (first);
  after = kept_aside ();
  g_assert_cmpuint (after->len, ==, before->len + 1);
  g_assert_nonnull (find_label_holding (GTK_WIDGET (window), _(SKIPPED_TOAST)));
  g_assert_false (gtk_widget_get_visible (resume_button (window)));
  assert_history_lists_good_game (window, 2);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* The banner's button for @action, shown, or NULL. */
static GtkWidget *
banner_button (SyWindow   *window,
               const char *action)
{
  GtkWidget *banner = require_named (window, "skipped");
  GtkWidget *button = find_button_for_action (banner, action);

  return button != NULL && gtk_widget_is_visible (button) ? button : NULL;
}

static gboolean
banner_shown (SyWindow *window)
{
  return sy_file_banner_is_shown (SY_FILE_BANNER (require_named (window, "skipped")));
}

/* Issue 25, point 12: a damaged autosave was set aside with a clear
 * reason, but neither the game one change earlier nor the history's copy
 * was offered, and the banner stayed after another game was resumed. The
 * banner offers both; resuming either, or any other game, clears it. */
static void
test_copies_offered (void)
{
  SyWindow *first = get_window ();
  g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 3, 45);
  g_autoptr(GError) error = NULL;
  g_autofree char *entry = NULL;
  SyWindow *window;
  SyGame *shown;
  guint newest;

  /* As the window keeps a game: the history first, then the autosave. */
  g_assert_true (sy_game_undo (game));
  g_assert_true (sy_game_undo (game));
  g_assert_true (sy_history_keep (history_folder, game, NULL, &entry, &error));
  g_assert_no_error (error);
  g_assert_true (sy_autosave_write (game, autosave_path, NULL));
  g_assert_true (sy_game_redo (game));
  newest = sy_game_get_position (game);
  g_assert_true (sy_history_keep (history_folder, game, NULL, NULL, &error));
  g_assert_true (sy_autosave_write (game, autosave_path, NULL));
  /* The autosave damaged where it names its entry. */
  write_file (autosave_path, "{ \"format\": \"shipyard-companion-game\", \"version\": 1, \"ev", -1);

  window = start_window (first);
  g_assert_true (banner_shown (window));
  g_assert_nonnull (banner_button (window, "win.resume"));
  g_assert_nonnull (banner_button (window, "win.resume-history-copy"));
  save_screenshot (GTK_WINDOW (window), "damaged-autosave-copies", 0, 0);

  /* The history's copy: the game as it was last shown, one change later
   * than the game one change earlier. */
  tap (banner_button (window, "win.resume-history-copy"));
  settle ();
  shown = sy_window_get_game (window);
  g_assert_nonnull (shown);
  g_assert_cmpuint (sy_game_get_position (shown), ==, newest);
  g_assert_false (banner_shown (window));

  /* Damaged again: the banner goes when another game is put on the table. */
  sy_window_set_game (window, NULL);
  write_file (autosave_path, "{ \"format\": \"shipyard-companion-game\", \"version\": 1, \"ev", -1);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
  window = start_window (first);
  g_assert_true (banner_shown (window));
  sy_window_open_example (window);
  settle ();
  g_assert_false (banner_shown (window));

  sy_window_set_game (window, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
  g_assert_cmpint (g_remove (entry), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  init_test_locale (&argc, &argv);
  deep_refused = loader_refuses_deep ();
  prepare_folders ();
  g_test_add_func ("/ui/damaged-files/startup", test_startup);
  g_test_add_func ("/ui/damaged-files/last-good-game", test_last_good_game);
  g_test_add_func ("/ui/damaged-files/previous-offered", test_previous_offered);
  g_test_add_func ("/ui/damaged-files/deep-autosave", test_deep_autosave);
  g_test_add_func ("/ui/damaged-files/copies-offered", test_copies_offered);
  status = run_in_application ();
  g_free (data_folder);
  g_free (history_folder);
  g_free (autosave_path);
  g_free (damaged_autosave);
  return status;
}
