/* bench-box.c: what reading the largest box the limits accept costs
 *
 * Makes a second-edition box as the program writes it, from games played
 * by the simulated table, then copies its games under new keys until the
 * file is just under the size limit (SY_BOX_MAX_BYTES, 16 MiB): a box
 * shared and merged for years, or a hostile one. Reads it as the program
 * does at its start (sy_box_load_file()) in a child process each time, and
 * prints the time and the peak memory (the child's VmHWM, its resident
 * peak, less what it held before reading), the median of RUNS runs.
 *
 *   build/tests/bench-box [RUNS]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sim-player.h"
#include "sy-box-private.h"

#define TARGET_BYTES (SY_BOX_MAX_BYTES - 256 * 1024)

static char *
make_box (const char *folder,
          gsize      *out_length,
          guint      *out_games)
{
  g_autoptr(SyBox) box = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *path = g_build_filename (folder, "box-second-edition.json", NULL);
  g_autofree char *data = NULL;
  JsonObject *games;
  g_autoptr(GList) keys = NULL;
  gsize length = 0;
  guint n = 0;

  for (guint seed = 1; seed <= 12; seed++)
    {
      g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 2 + seed % 3, seed);
      g_autofree char *key = g_strdup_printf ("20260101-0000%02u-%016x.shipyard", seed, seed);

      sy_box_learn_game (box, key, game);
    }
  root = sy_box_to_json (box);
  games = json_object_get_object_member (json_node_get_object (root), "games");
  keys = json_object_get_members (games);
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);
  /* Copies of the games under new keys, as many as fill the file. */
  {
    guint n_keys = g_list_length (keys);
    gsize per_game = 0;
    guint copies;

    for (GList *l = keys; l != NULL; l = l->next)
      {
        g_autofree char *one = json_to_string (json_object_get_member (games, l->data), FALSE);

        per_game += strlen (one) + strlen (l->data) + 4;
      }
    per_game /= MAX (n_keys, 1);
    copies = (guint) ((TARGET_BYTES - length) / per_game);
    for (guint i = 0; i < copies; i++)
      {
        const char *from = g_list_nth_data (keys, i % n_keys);
        g_autofree char *key = g_strdup_printf ("2025%04u-%06u-%016x.shipyard", 101 + i % 1200,
                                                i % 240000, i);

        json_object_set_member (games, key, json_node_copy (json_object_get_member (games, from)));
      }
    g_clear_pointer (&data, g_free);
    data = json_generator_to_data (generator, &length);
  }
  while (length > SY_BOX_MAX_BYTES - 1024)
    {
      /* Too far: one game fewer at a time. */
      g_autoptr(GList) now = json_object_get_members (games);

      json_object_remove_member (games, g_list_last (now)->data);
      g_clear_pointer (&data, g_free);
      data = json_generator_to_data (generator, &length);
    }
  n = json_object_get_size (games);
  g_assert_true (g_file_set_contents (path, data, (gssize) length, NULL));
  *out_length = length;
  *out_games = n;
  return g_steal_pointer (&path);
}

static long
peak_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, "VmHWM:");
  return line != NULL ? strtol (line + strlen ("VmHWM:"), NULL, 10) : -1;
}

/* One read in a child: its time in ms and its peak in KiB, through a pipe. */
static void
measure (const char *path,
         double     *ms,
         long       *kib,
         guint      *kept)
{
  int fds[2];
  pid_t pid;
  double result[3];

  g_assert_cmpint (pipe (fds), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      long before = peak_kib ();
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GError) error = NULL;
      SyBox *box = sy_box_load_file (path, &error);

      result[0] = (double) (g_get_monotonic_time () - start) / 1000.0;
      result[1] = (double) (peak_kib () - before);
      result[2] = box != NULL ? (double) g_hash_table_size (box->games) : -1;
      if (error != NULL)
        fprintf (stderr, "%s\n", error->message);
      if (write (fds[1], result, sizeof result) != sizeof result)
        _exit (1);
      _exit (0);
    }
  close (fds[1]);
  g_assert_cmpint (read (fds[0], result, sizeof result), ==, sizeof result);
  close (fds[0]);
  waitpid (pid, NULL, 0);
  *ms = result[0];
  *kib = (long) result[1];
  *kept = (guint) result[2];
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int   argc,
      char *argv[])
{
  guint runs = argc > 1 ? (guint) atoi (argv[1]) : 5;
  g_autofree char *folder = g_dir_make_tmp ("sy-bench-box-XXXXXX", NULL);
  g_autofree char *path = NULL;
  g_autofree double *times = NULL;
  g_autofree double *peaks = NULL;
  gsize length;
  guint games, kept = 0;

  runs = MAX (runs, 1);
  path = make_box (folder, &length, &games);
  times = g_new (double, runs);
  peaks = g_new (double, runs);
  for (guint i = 0; i < runs; i++)
    {
      long kib;

      measure (path, &times[i], &kib, &kept);
      peaks[i] = (double) kib / 1024.0;
    }
  qsort (times, runs, sizeof *times, compare_doubles);
  qsort (peaks, runs, sizeof *peaks, compare_doubles);
  printf ("box file: %.1f MiB, %u games (limit %u MiB, %u games kept at most)\n",
          (double) length / (1024.0 * 1024.0), games, SY_BOX_MAX_BYTES / (1024 * 1024),
          SY_BOX_MAX_GAMES);
  printf ("read: median %.0f ms, peak memory %.0f MiB over what the process held before (%u runs); "
          "%u games kept\n", times[runs / 2], peaks[runs / 2], runs, kept);
  g_remove (path);
  g_rmdir (folder);
  return 0;
}
