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

#include "big-box.h"
#include "sy-box-private.h"

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
  path = big_box_write (folder, &length, &games);
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
