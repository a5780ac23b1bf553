/* bench-history.c: the History window and the statistics of a club's
 * history, at 2 000 and 10 000 games
 *
 * A benchmark, not a test: `meson test -C build --benchmark --verbose
 * bench-history`, or by hand:
 *
 *   build/tests/bench-history tests/data/finished-game.json 2000 10000
 *
 * For each number of games, a history is made as issue 30 measured it:
 * copies of one real game (the finished game of tests/data), the players
 * renamed from a club of twelve, one hour apart. Then, each in a process
 * of its own so that its peak memory is its own:
 * - the index built for a folder that has none (the first start after an
 *   update), by the engine alone;
 * - the History window opened on it: the time until its first frame with
 *   the games listed and the statistics worked out, and the process's peak
 *   memory;
 * - the statistics over every game, and over one player's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <glib/gstdio.h>

#include "sy-history-window.h"
#include "sy-engine.h"
#include "test-folder.h"

static const char *const club[] = {
  "Alena", "Bohdan", "Cecílie", "Dušan", "Eva", "Filip", "Gita", "Hynek", "Irena", "Jan",
  "Klára", "Lukáš",
};

static double
peak_mb (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024.0;
}

/* The processor time used so far, in seconds: on a machine shared with
 * others the wall clock says more of them than of this program. */
static double
cpu_seconds (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/* @n copies of the game of @source, the players renamed, one hour apart. */
static char *
make_history (const char *source,
              guint       n)
{
  g_autofree char *folder = g_dir_make_tmp ("bench-history-XXXXXX", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GDateTime) start = g_date_time_new_utc (2020, 1, 1, 19, 0, 0);
  g_autoptr(GError) error = NULL;
  JsonObject *game;
  JsonArray *players;

  if (!json_parser_load_from_file (parser, source, &error))
    g_error ("%s: %s", source, error->message);
  game = json_node_get_object (json_parser_get_root (parser));
  players = json_object_get_array_member (game, "players");
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GDateTime) when = g_date_time_add_hours (start, i);
      g_autofree char *iso = g_date_time_format_iso8601 (when);
      g_autofree char *stamp = g_date_time_format (when, "%Y%m%d-%H%M%S");
      g_autofree char *name = g_strdup_printf ("%s-%016x%s", stamp, i, SY_HISTORY_SUFFIX);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autofree char *data = NULL;

      for (guint p = 0; p < json_array_get_length (players); p++)
        json_object_set_string_member (json_array_get_object_element (players, p), "name",
                                       club[(i + p * 5) % G_N_ELEMENTS (club)]);
      json_object_set_string_member (game, "finished", iso);
      data = json_to_string (json_parser_get_root (parser), FALSE);
      if (!g_file_set_contents (path, data, -1, &error))
        g_error ("%s", error->message);
    }
  return g_steal_pointer (&folder);
}

static int
build_index (const char *folder)
{
  gint64 start = g_get_monotonic_time ();
  g_autoptr(SyHistory) history = sy_history_load (folder, NULL);

  printf ("  index built for a folder that had none (every game replayed): %.2f s "
          "(processor time %.2f s), peak memory %.0f MB\n",
          (g_get_monotonic_time () - start) / 1e6, cpu_seconds (), peak_mb ());
  return history != NULL && history->n_unreadable == 0 ? 0 : 1;
}

static gboolean
painted (gpointer data)
{
  return *(gboolean *) data;
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *done)
{
  *done = TRUE;
}

static guint
count_rows (GtkWidget *root)
{
  guint n = g_str_equal (gtk_widget_get_name (root), "history-game");

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_rows (child);
  return n;
}

static int
open_window (const char *folder,
             gint64      process_start)
{
  SyHistoryWindow *window;
  GdkFrameClock *clock;
  gboolean done = FALSE;
  gint64 start;

  gtk_init ();
  adw_init ();
  start = g_get_monotonic_time ();
  window = sy_history_window_new (NULL, folder);
  gtk_window_present (GTK_WINDOW (window));
  while (sy_history_window_is_loading (window) || !gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &done);
  gtk_widget_queue_draw (GTK_WIDGET (window));
  while (!painted (&done))
    g_main_context_iteration (NULL, TRUE);
  printf ("  History window shown, games listed, statistics worked out: %.2f s "
          "(%.2f s from the program's start; processor time %.2f s), peak memory %.0f MB, "
          "%u game rows made\n",
          (g_get_monotonic_time () - start) / 1e6, (g_get_monotonic_time () - process_start) / 1e6,
          cpu_seconds (), peak_mb (), count_rows (GTK_WIDGET (window)));
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}

static int
statistics (const char *folder)
{
  gint64 start = g_get_monotonic_time ();
  g_autoptr(SyHistory) history = sy_history_load (folder, NULL);
  g_autoptr(SyHistoryPeople) people = sy_history_people_new ();
  SyHistoryFilter filter = { .person = "eva" };
  const int rounds = 10;
  guint sink = 0;

  printf ("  history listed from its index: %.1f ms\n", (g_get_monotonic_time () - start) / 1000.0);
  start = g_get_monotonic_time ();
  for (int i = 0; i < rounds; i++)
    {
      g_autoptr(SyHistoryStats) stats = sy_history_stats_compute (history, people, NULL);

      sink += stats->n_games;
    }
  printf ("  statistics over %u games: %.1f ms\n", history->entries->len,
          (g_get_monotonic_time () - start) / 1000.0 / rounds);
  start = g_get_monotonic_time ();
  for (int i = 0; i < rounds; i++)
    {
      g_autoptr(SyHistoryStats) stats = sy_history_stats_compute (history, people, &filter);

      sink += stats->n_games;
    }
  printf ("  statistics over Eva's games: %.1f ms\n", (g_get_monotonic_time () - start) / 1000.0 / rounds);
  return sink > 0 ? 0 : 1;
}

static int
run_child (const char *self,
           const char *mode,
           const char *folder)
{
  const char *argv[] = { self, mode, folder, NULL };
  g_autoptr(GError) error = NULL;
  int status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_CHILD_INHERITS_STDIN, NULL, NULL, NULL, NULL,
                     &status, &error))
    g_error ("%s", error->message);
  return g_spawn_check_wait_status (status, NULL) ? 0 : 1;
}

int
main (int   argc,
      char *argv[])
{
  gint64 process_start = g_get_monotonic_time ();
  int failed = 0;

  setvbuf (stdout, NULL, _IOLBF, 0);
  if (argc == 3 && g_str_equal (argv[1], "--index"))
    return build_index (argv[2]);
  if (argc == 3 && g_str_equal (argv[1], "--window"))
    return open_window (argv[2], process_start);
  if (argc == 3 && g_str_equal (argv[1], "--statistics"))
    return statistics (argv[2]);
  /* A history kept, to look at: its folder printed. */
  if (argc == 4 && g_str_equal (argv[1], "--make"))
    {
      g_autofree char *folder = make_history (argv[2], (guint) atoi (argv[3]));

      printf ("%s\n", folder);
      return 0;
    }
  if (argc < 2)
    {
      fprintf (stderr, "usage: %s GAME.json [GAMES…]\n", argv[0]);
      return 2;
    }

  for (int a = 2; a < MAX (argc, 3); a++)
    {
      guint n = a < argc ? (guint) atoi (argv[a]) : 2000;
      g_autofree char *folder = make_history (argv[1], n);

      printf ("%u games\n", n);
      failed |= run_child (argv[0], "--index", folder);
      failed |= run_child (argv[0], "--window", folder);
      failed |= run_child (argv[0], "--statistics", folder);
      test_folder_remove (folder);
    }
  return failed;
}
