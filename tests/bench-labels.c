/* bench-labels.c: where bench-taps' time laying out text goes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With BENCH_TAPS_LABELS=1, bench-taps times every measuring of a GtkLabel
 * during its taps (GtkLabel's measure, wrapped in this process only) and
 * charges it to the kind of tap and to the label's nearest ancestor of
 * the program's own types (SyEventRow, SyLaunchWindow, …), split by what
 * GTK asked: a height for a width, a width for a height (a wrapping
 * label's binary search over line breakings) or either for no size. It
 * prints the costliest lines, as CPU time a tap of that kind:
 *
 *   bench-taps: labels: choose:employees under SyEventRow: 17.1 ms a tap
 *     (height for a width 7.7 ms, 250 times; width for a height 4.5 ms, 27 times; …)
 *
 * which says which forms' text a tap lays out again, and how. A
 * profiler's aid for a benchmark, not a test.
 */
#include "config.h"

#include <gtk/gtk.h>

#include "bench-labels.h"
#include "bench-tally.h"

enum {
  HEIGHT_FOR_WIDTH,
  WIDTH_FOR_HEIGHT,
  NO_SIZE,
  N_ASKS
};

typedef struct {
  double ms[N_ASKS];
  guint  times[N_ASKS];
} Cost;

static void (*label_measure) (GtkWidget *, GtkOrientation, int, int *, int *, int *, int *);
static GHashTable *tap_costs;     /* ancestor type name → Cost, for the tap under way */
static GHashTable *costs;         /* "kind under Type" → Cost, over all taps */
static GHashTable *kind_taps;     /* kind → taps */
static gboolean timing;

static void
timed_measure (GtkWidget      *widget,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural,
               int            *minimum_baseline,
               int            *natural_baseline)
{
  const char *owner;
  double start;
  Cost *cost;
  guint ask;

  if (!timing)
    {
      label_measure (widget, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
      return;
    }
  start = bench_tally_cpu_ms ();
  label_measure (widget, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  ask = for_size < 0 ? NO_SIZE : orientation == GTK_ORIENTATION_VERTICAL ? HEIGHT_FOR_WIDTH : WIDTH_FOR_HEIGHT;
  owner = bench_tally_owner (gtk_widget_get_parent (widget));
  cost = g_hash_table_lookup (tap_costs, owner);
  if (cost == NULL)
    {
      cost = g_new0 (Cost, 1);
      g_hash_table_insert (tap_costs, (gpointer) owner, cost);
    }
  cost->ms[ask] += bench_tally_cpu_ms () - start;
  cost->times[ask]++;
}

void
bench_labels_start (void)
{
  GtkWidgetClass *klass = g_type_class_ref (GTK_TYPE_LABEL);

  label_measure = klass->measure;
  klass->measure = timed_measure;
  tap_costs = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  costs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  kind_taps = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

gboolean
bench_labels_started (void)
{
  return costs != NULL;
}

void
bench_labels_tap_begin (void)
{
  g_hash_table_remove_all (tap_costs);
  timing = TRUE;
}

void
bench_labels_tap_end (const char *kind)
{
  GHashTableIter iter;
  gpointer key, value;

  timing = FALSE;
  bench_tally_count (kind_taps, kind);
  g_hash_table_iter_init (&iter, tap_costs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      g_autofree char *line = g_strdup_printf ("%s under %s", kind, (char *) key);
      Cost *sum = g_hash_table_lookup (costs, line);
      const Cost *cost = value;

      if (sum == NULL)
        {
          sum = g_new0 (Cost, 1);
          g_hash_table_insert (costs, g_strdup (line), sum);
        }
      for (guint a = 0; a < N_ASKS; a++)
        {
          sum->ms[a] += cost->ms[a];
          sum->times[a] += cost->times[a];
        }
    }
}

static double
total (const Cost *cost)
{
  return cost->ms[HEIGHT_FOR_WIDTH] + cost->ms[WIDTH_FOR_HEIGHT] + cost->ms[NO_SIZE];
}

static double
per_tap (const char *line,
         gpointer    cost,
         gpointer    data)
{
  return total (cost) / bench_tally_taps_of (kind_taps, line);
}

void
bench_labels_print (guint lines)
{
  g_autoptr(GPtrArray) keys = bench_tally_costliest (costs, per_tap, NULL);

  for (guint i = 0; i < MIN (lines, keys->len); i++)
    {
      const char *line = g_ptr_array_index (keys, i);
      const Cost *cost = g_hash_table_lookup (costs, line);
      guint taps = bench_tally_taps_of (kind_taps, line);

      g_printerr ("bench-taps: labels: %s: %.1f ms a tap (height for a width %.1f ms, %u times; "
                  "width for a height %.1f ms, %u times; for no size %.1f ms, %u times)\n",
                  line, total (cost) / taps,
                  cost->ms[HEIGHT_FOR_WIDTH] / taps, cost->times[HEIGHT_FOR_WIDTH] / taps,
                  cost->ms[WIDTH_FOR_HEIGHT] / taps, cost->times[WIDTH_FOR_HEIGHT] / taps,
                  cost->ms[NO_SIZE] / taps, cost->times[NO_SIZE] / taps);
    }
}
