/* bench-tally.c: what bench-taps' profilers' aids share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bench-labels.c and bench-layout.c charge CPU time to the program's
 * widgets and print the costliest lines first.
 */
#include "config.h"

#include <string.h>
#include <time.h>

#include "bench-tally.h"

/* The calling thread's CPU time, in ms. */
double
bench_tally_cpu_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* The type name of @widget's nearest ancestor of the program's own types
 * (SyEventRow, SyLaunchWindow, …), @widget itself included. */
const char *
bench_tally_owner (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (g_str_has_prefix (G_OBJECT_TYPE_NAME (w), "Sy"))
      return G_OBJECT_TYPE_NAME (w);
  return "(none)";
}

static int
compare_costs (gconstpointer a,
               gconstpointer b,
               gpointer      data)
{
  GHashTable *per_tap = data;
  double x = *(double *) g_hash_table_lookup (per_tap, *(char **) a);
  double y = *(double *) g_hash_table_lookup (per_tap, *(char **) b);

  return (x < y) - (x > y);
}

/* The keys of @costs (line → cost), the costliest a tap first, as
 * @per_tap gives it for each line and cost. */
GPtrArray *
bench_tally_costliest (GHashTable         *costs,
                       BenchTallyPerTap    per_tap,
                       gpointer            data)
{
  g_autoptr(GHashTable) ms = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  GPtrArray *keys = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, costs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      double *line_ms = g_new (double, 1);

      *line_ms = per_tap (key, value, data);
      g_hash_table_insert (ms, key, line_ms);
      g_ptr_array_add (keys, key);
    }
  g_ptr_array_sort_with_data (keys, compare_costs, ms);
  return keys;
}

/* The taps of the kind @line begins with (up to its first space) in
 * @kind_taps, at least 1. */
guint
bench_tally_taps_of (GHashTable *kind_taps,
                     const char *line)
{
  g_autofree char *kind = g_strndup (line, strcspn (line, " "));

  return MAX (GPOINTER_TO_UINT (g_hash_table_lookup (kind_taps, kind)), 1);
}

/* One more tap of @kind in @kind_taps (kind → taps; the table owns its keys). */
void
bench_tally_count (GHashTable *kind_taps,
                   const char *kind)
{
  guint taps = GPOINTER_TO_UINT (g_hash_table_lookup (kind_taps, kind));

  g_hash_table_insert (kind_taps, g_strdup (kind), GUINT_TO_POINTER (taps + 1));
}
