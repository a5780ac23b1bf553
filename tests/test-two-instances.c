/* test-two-instances.c: two real instances of the program on one data
 * folder, each on a session bus of its own
 *
 * Issue 27, point 5: two instances in separate logins (separate session
 * buses, one home), or a Flatpak beside a build, overwrote each other:
 * each one's box save replaced the other's learning, and when both resumed
 * the same game one's undo rewrote the autosave and the history entry, so
 * that entries shown in the other window vanished from every file.
 *
 * This program starts the installed-in-build `shipyard-companion` twice,
 * each under `dbus-run-session` (so that GApplication's uniqueness cannot
 * join them) with the same HOME and XDG_DATA_HOME, on the display it is
 * given, and drives them as a user and the desktop would: Alt+R (the start
 * page's "Resume Last Game") through xdotool, Undo and Quit and a file to
 * open through each one's own bus (org.gtk.Actions, org.gtk.Application).
 *
 *  1. The data folder holds a game A plays: in the history and the autosave.
 *  2. A starts and resumes it (Undo offered: A plays it).
 *  3. B starts and resumes it too: read only there (Undo not offered; an
 *     Undo asked for anyway changes nothing).
 *  4. A undoes an entry: the game's files and A's box follow.
 *  5. B opens another game from a file and undoes an entry in it: kept in
 *     a history file of its own; B's box learns it.
 *  6. A undoes another entry; both quit.
 *  7. Then: the shared game's history entry and the autosave hold A's game
 *     as A left it; B's game has its own file; the box holds what both
 *     learnt (both games' keys).
 *
 * With SY_TEST_SCREENSHOTS set, B's window is pictured after step 3.
 *
 *   test-two-instances APP SESSION-BUS-CONF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gio/gio.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

#include "sim-player.h"
#include "sy-box-private.h"
#include "sy-engine.h"
#include "test-folder.h"

#define WAIT_SECONDS 60

static const char *app_path;
static const char *bus_config;
static char *top;

typedef struct {
  const char *name;
  GSubprocess *process;
  char *address_file;
  GDBusConnection *bus;
  char *window_id;
} Instance;

static char *
object_path (void)
{
  g_autofree char *path = g_strconcat ("/", APPLICATION_ID, NULL);

  g_strdelimit (path, ".", '/');
  return g_steal_pointer (&path);
}

static char *
window_path (void)
{
  g_autofree char *app = object_path ();

  return g_strconcat (app, "/window/1", NULL);
}

static void
pause_ms (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (10000);
}

/* Waits until @condition holds, at most WAIT_SECONDS. */
static void
wait_for (gboolean   (*condition) (gpointer),
          gpointer     data,
          const char  *what)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

  while (!condition (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("waited %d s for %s", WAIT_SECONDS, what);
      pause_ms (100);
    }
}

static gboolean
file_written (gpointer path)
{
  g_autofree char *text = NULL;

  return g_file_get_contents (path, &text, NULL, NULL) && strchr (text, '\n') != NULL;
}

static GVariant *
call (Instance    *instance,
      const char  *path,
      const char  *interface,
      const char  *method,
      GVariant    *parameters,
      GError     **error)
{
  return g_dbus_connection_call_sync (instance->bus, APPLICATION_ID, path, interface, method,
                                      parameters, NULL, G_DBUS_CALL_FLAGS_NO_AUTO_START, 10000,
                                      NULL, error);
}

/* Whether the window's action @name is enabled; FALSE while there is no
 * window yet. */
static gboolean
action_enabled (Instance   *instance,
                const char *name,
                gboolean   *exists)
{
  g_autofree char *path = window_path ();
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;
  gboolean enabled = FALSE;

  reply = call (instance, path, "org.gtk.Actions", "Describe", g_variant_new ("(s)", name), &error);
  if (exists != NULL)
    *exists = reply != NULL;
  if (reply != NULL)
    g_variant_get (reply, "((b@g@av))", &enabled, NULL, NULL);
  return enabled;
}

static gboolean
window_exported (gpointer data)
{
  gboolean exists;

  action_enabled (data, "undo", &exists);
  return exists;
}

static gboolean
undo_enabled (gpointer data)
{
  return action_enabled (data, "undo", NULL);
}

static void
activate (Instance   *instance,
          const char *path,
          const char *name)
{
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;

  reply = call (instance, path, "org.gtk.Actions", "Activate",
                g_variant_new ("(s@av@a{sv})", name, g_variant_new_array (G_VARIANT_TYPE_VARIANT, NULL, 0),
                               g_variant_new_array (G_VARIANT_TYPE ("{sv}"), NULL, 0)),
                &error);
  g_assert_no_error (error);
}

static void
undo (Instance *instance)
{
  g_autofree char *path = window_path ();

  activate (instance, path, "undo");
}

static void
open_file (Instance   *instance,
           const char *file)
{
  g_autofree char *path = object_path ();
  g_autofree char *uri = g_filename_to_uri (file, NULL, NULL);
  const char *uris[] = { uri, NULL };
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;

  reply = call (instance, path, "org.gtk.Application", "Open",
                g_variant_new ("(^ass@a{sv})", uris, "",
                               g_variant_new_array (G_VARIANT_TYPE ("{sv}"), NULL, 0)),
                &error);
  g_assert_no_error (error);
}

static void
run (const char *const *argv)
{
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
                               NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_no_error (error);
}

static char *
run_output (const char *const *argv)
{
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out,
                               NULL, &status, &error));
  if (!g_spawn_check_wait_status (status, NULL))
    g_clear_pointer (&out, g_free);
  return out != NULL ? g_strstrip (out) : NULL;
}

/* The program's windows shown, by X id. */
static char **
shown_windows (void)
{
  const char *argv[] = { "xdotool", "search", "--onlyvisible", "--name", "^Shipyard Companion$",
                         NULL };
  g_autofree char *found = run_output (argv);

  return g_strsplit (found != NULL ? found : "", "\n", -1);
}

static const char *known_window;      /* the first instance's, while the second starts */

/* The instance's window: the one shown that is not the other's (GTK 4
 * sets no _NET_WM_PID to find it by). */
static gboolean
window_mapped (gpointer data)
{
  Instance *instance = data;
  g_auto(GStrv) windows = shown_windows ();

  for (guint i = 0; windows[i] != NULL; i++)
    if (*windows[i] != '\0' && g_strcmp0 (windows[i], known_window) != 0)
      {
        g_free (instance->window_id);
        instance->window_id = g_strdup (windows[i]);
        return TRUE;
      }
  return FALSE;
}

/* An instance on a bus of its own; its window shown and its actions on
 * its bus. */
static void
start (Instance *instance)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autofree char *config = g_strconcat ("--config-file=", bus_config, NULL);
  g_autofree char *address = NULL;
  /* The shell says where its bus is, then becomes the program. */
  const char *script = "echo \"$DBUS_SESSION_BUS_ADDRESS\" > \"$1\"; exec \"$2\"";

  instance->address_file = g_strdup_printf ("%s/%s.address", top, instance->name);
  instance->process = g_subprocess_launcher_spawn (launcher, &error, "dbus-run-session", config,
                                                   "--", "sh", "-c", script, "sh",
                                                   instance->address_file, app_path, NULL);
  g_assert_no_error (error);
  wait_for (file_written, instance->address_file, "the session bus");
  g_assert_true (g_file_get_contents (instance->address_file, &address, NULL, NULL));
  g_strstrip (address);
  instance->bus = g_dbus_connection_new_for_address_sync (address,
                                                          G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                          | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                          NULL, NULL, &error);
  g_assert_no_error (error);
  wait_for (window_exported, instance, "the window's actions on the bus");
  wait_for (window_mapped, instance, "the window");
  g_test_message ("%s instance: window %s", instance->name, instance->window_id);
}

/* Alt+R on the instance's window: the start page's "_Resume Last Game". */
static void
press_resume (Instance *instance)
{
  const char *focus[] = { "xdotool", "windowfocus", "--sync", instance->window_id, NULL };
  const char *key[] = { "xdotool", "key", "--clearmodifiers", "alt+r", NULL };

  run (focus);
  pause_ms (300);
  run (key);
}

static void
raise_window (Instance *instance)
{
  /* On top first: a picture is of what the screen shows there. */
  const char *raise[] = { "xdotool", "windowraise", instance->window_id, NULL };

  run (raise);
  pause_ms (500);
}

/* Whether the window shows the banner under its header bar: a warm
 * colour (libadwaita's warning banner) where the table's page is grey or
 * blue, read from the screen at the banner's left edge. */
static gboolean
shows_banner (Instance *instance)
{
  Display *display = XOpenDisplay (NULL);
  XImage *image;
  gulong pixel;
  guint r, g, b;

  g_assert_nonnull (display);
  raise_window (instance);
  image = XGetImage (display, (Window) g_ascii_strtoull (instance->window_id, NULL, 10), 10, 80,
                     1, 1, AllPlanes, ZPixmap);
  g_assert_nonnull (image);
  pixel = XGetPixel (image, 0, 0);
  /* Xvfb's 24-bit TrueColor visual: 0xRRGGBB. */
  r = (pixel >> 16) & 0xff;
  g = (pixel >> 8) & 0xff;
  b = pixel & 0xff;
  XDestroyImage (image);
  XCloseDisplay (display);
  g_test_message ("%s instance: the banner's place is #%02X%02X%02X", instance->name, r, g, b);
  return r > b + 20 && g > b + 10;
}

static void
picture (Instance   *instance,
         const char *name)
{
  const char *folder = g_getenv ("SY_TEST_SCREENSHOTS");
  g_autofree char *file = NULL;

  if (folder == NULL || !g_file_test ("/usr/bin/import", G_FILE_TEST_IS_EXECUTABLE))
    return;
  file = g_strdup_printf ("%s/%s.png", folder, name);
  {
    const char *argv[] = { "/usr/bin/import", "-window", instance->window_id, file, NULL };

    raise_window (instance);
    run (argv);
  }
}

static void
quit (Instance *instance)
{
  g_autofree char *path = object_path ();
  g_autoptr(GError) error = NULL;

  activate (instance, path, "quit");
  g_assert_true (g_subprocess_wait (instance->process, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (instance->process));
  g_assert_cmpint (g_subprocess_get_exit_status (instance->process), ==, 0);
  g_clear_object (&instance->bus);
}

static void
instance_clear (Instance *instance)
{
  if (instance->process != NULL && !g_subprocess_get_if_exited (instance->process))
    g_subprocess_force_exit (instance->process);
  g_clear_object (&instance->process);
  g_clear_object (&instance->bus);
  g_free (instance->address_file);
  g_free (instance->window_id);
}

static char *
read_file (const char *path)
{
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, NULL);
  return text;
}

static guint
position_in (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = sy_game_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return sy_game_get_position (game);
}

/* The history's files, by name. */
static GPtrArray *
history_files (void)
{
  g_autofree char *folder = sy_history_default_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".shipyard"))
      g_ptr_array_add (names, g_strdup (name));
  return names;
}

static gboolean
box_knows (const char *key)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SyBox) box = sy_box_load_user (SY_EDITION_SECOND, NULL, &error);

  return box != NULL && g_hash_table_contains (box->games, key);
}

typedef struct {
  const char *first;
  const char *second;
} Keys;

static gboolean
box_knows_both (gpointer data)
{
  Keys *keys = data;

  return box_knows (keys->first) && (keys->second == NULL || box_knows (keys->second));
}

static gboolean
has_two_games (gpointer data)
{
  g_autoptr(GPtrArray) names = history_files ();

  return names->len == 2;
}

static void
test_two_instances (void)
{
  g_autofree char *history = sy_history_default_folder ();
  g_autofree char *autosave = sy_autosave_default_path ();
  g_autofree char *other_path = g_build_filename (top, "other-game.shipyard", NULL);
  g_autofree char *shared_path = NULL;
  g_autofree char *shared_name = NULL;
  g_autofree char *autosave_before = NULL;
  g_autofree char *shared_before = NULL;
  g_autofree char *other_name = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (27);
  g_autoptr(SyGame) shared = sim_new_game (SY_EDITION_SECOND, 3, TRUE, rand);
  g_autoptr(SyGame) other = sim_new_game (SY_EDITION_SECOND, 2, TRUE, rand);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) names = NULL;
  Instance a = { .name = "first" };
  Instance b = { .name = "second" };
  guint played;
  guint other_played;
  Keys keys = { 0 };

  /* 1. A game well under way, in the history and the autosave; another in a file. */
  for (guint i = 0; i < 60; i++)
    g_assert_true (sim_step (shared, rand));
  for (guint i = 0; i < 40; i++)
    g_assert_true (sim_step (other, rand));
  played = sy_game_get_position (shared);
  other_played = sy_game_get_position (other);
  g_assert_true (sy_history_keep (history, shared, NULL, &shared_path, &error));
  g_assert_no_error (error);
  g_assert_true (sy_autosave_write (shared, autosave, &error));
  g_assert_no_error (error);
  g_assert_true (sy_game_save (other, other_path, &error));
  g_assert_no_error (error);
  shared_name = g_path_get_basename (shared_path);
  autosave_before = read_file (autosave);
  shared_before = read_file (shared_path);

  /* 2. The first instance resumes the game: it plays it. */
  start (&a);
  press_resume (&a);
  wait_for (undo_enabled, &a, "the first instance to resume the game");

  /* 3. The second resumes it too: read only, Undo not offered; asked for
   * anyway, nothing changes. */
  known_window = a.window_id;
  start (&b);
  press_resume (&b);
  pause_ms (1500);
  picture (&b, "two-instances-second");
  /* Said so in the banner, which the first does not show. */
  g_assert_true (shows_banner (&b));
  g_assert_false (shows_banner (&a));
  g_assert_false (action_enabled (&b, "undo", NULL));
  undo (&b);
  pause_ms (500);
  {
    g_autofree char *now = read_file (autosave);
    g_autofree char *entry = read_file (shared_path);

    g_assert_cmpstr (now, ==, autosave_before);
    g_assert_cmpstr (entry, ==, shared_before);
  }

  /* 4. The first undoes an entry: its files and its box follow. */
  undo (&a);
  keys.first = shared_name;
  wait_for (box_knows_both, &keys, "the first instance's box");
  g_assert_cmpuint (position_in (shared_path), ==, played - 1);

  /* 5. The second opens another game and undoes an entry of it: a history
   * file of its own, learnt by its box, merged with the first one's. */
  open_file (&b, other_path);
  wait_for (undo_enabled, &b, "the second instance to open the other game");
  undo (&b);
  wait_for (has_two_games, NULL, "the second instance's game in the history");
  names = history_files ();
  other_name = g_strdup (g_str_equal (g_ptr_array_index (names, 0), shared_name)
                         ? g_ptr_array_index (names, 1) : g_ptr_array_index (names, 0));
  keys.second = other_name;
  wait_for (box_knows_both, &keys, "the second instance's box");

  /* 6. The first undoes another entry: its box save keeps the second's
   * learning. Both quit. */
  undo (&a);
  pause_ms (1000);
  quit (&b);
  quit (&a);

  /* 7. Nothing lost. */
  {
    g_autofree char *other_file = g_build_filename (history, other_name, NULL);
    g_autoptr(SyGame) resumed = sy_autosave_read (autosave, NULL, NULL);

    g_assert_cmpuint (position_in (shared_path), ==, played - 2);
    g_assert_nonnull (resumed);
    g_assert_cmpuint (sy_game_get_position (resumed), ==, played - 2);
    g_assert_cmpstr (sy_history_get_entry_name (resumed), ==, shared_name);
    g_assert_cmpuint (position_in (other_file), ==, other_played - 1);
    g_assert_true (box_knows (shared_name));
    g_assert_true (box_knows (other_name));
  }
  instance_clear (&a);
  instance_clear (&b);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = NULL;
  g_autofree char *data = NULL;
  g_autofree char *config = NULL;
  g_autofree char *cache = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  if (argc < 3)
    {
      g_printerr ("usage: %s APP SESSION-BUS-CONF\n", argv[0]);
      return 2;
    }
  app_path = argv[1];
  bus_config = argv[2];
  /* One home for both instances, this program's own. */
  top = g_dir_make_tmp ("sy-two-instances-XXXXXX", NULL);
  home = g_build_filename (top, "home", NULL);
  data = g_build_filename (home, ".local", "share", NULL);
  config = g_build_filename (home, ".config", NULL);
  cache = g_build_filename (home, ".cache", NULL);
  g_setenv ("HOME", home, TRUE);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  g_test_add_func ("/files/two-instances", test_two_instances);
  status = g_test_run ();
  test_folder_remove (top);
  g_free (top);
  return status;
}
