/* bench-layout.c: where bench-taps' frames' layout and drawing go
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With BENCH_TAPS_LAYOUT=1, bench-taps wraps every widget class's measure,
 * size_allocate and snapshot (in this process only) and charges the CPU
 * time each spends itself, its children's calls left out, to the kind of
 * tap, the phase and the widget's nearest ancestor of the program's own
 * types (itself if it is one), with how many times it ran. GTK calls a
 * class's measure only when its cache does not hold the answer, so the
 * counts say which parts of the window a tap measures again:
 *
 *   bench-taps: layout: end-turn measure SyTrackView/GtkLabel: 1.2 ms a tap, 40 times
 *
 * A profiler's aid for a benchmark, not a test.
 */
#include "config.h"

#include <gtk/gtk.h>

#include "bench-layout.h"
#include "bench-tally.h"

enum {
  MEASURE,
  ALLOCATE,
  SNAPSHOT,
  N_PHASES
};

static const char * const phase_names[N_PHASES] = { "measure", "allocate", "snapshot" };

typedef struct {
  gpointer originals[N_PHASES];
} Originals;

typedef struct {
  GtkWidget *widget;
  GType      used;        /* the type whose function runs in this frame */
  guint      phase;
  double     start;
  double     children;
} Frame;

typedef struct {
  double ms;
  guint  times;
} Cost;

static GHashTable *originals;     /* GType → Originals */
static GArray     *stack;         /* of Frame */
static GHashTable *tap_costs;     /* "phase owner/type" → Cost, for the tap under way */
static GHashTable *costs;         /* "kind phase owner/type" → Cost, over all taps */
static GHashTable *kind_taps;     /* kind → taps */
static gboolean timing;

/* The original function of @phase found from @type up, and the type it
 * was found at, into @used. */
static gpointer
lookup_original (GType  type,
                 guint  phase,
                 GType *used)
{
  for (; type != 0; type = g_type_parent (type))
    {
      Originals *o = g_hash_table_lookup (originals, GSIZE_TO_POINTER (type));

      if (o != NULL && o->originals[phase] != NULL)
        {
          *used = type;
          return o->originals[phase];
        }
    }
  g_error ("bench-layout: no original %s", phase_names[phase]);
}

/* The original function of @phase for @widget, and the type it was
 * found at: the instance's own type, or, where the widget's class chains
 * up to its parent's (the same widget on top of the stack in the same
 * phase), the parent of the type whose function runs there. */
static gpointer
find_original (GtkWidget *widget,
               guint      phase,
               GType     *used)
{
  GType type = G_TYPE_FROM_INSTANCE (widget);

  if (stack->len > 0)
    {
      const Frame *top = &g_array_index (stack, Frame, stack->len - 1);

      if (top->widget == widget && top->phase == phase)
        type = g_type_parent (top->used);
    }
  return lookup_original (type, phase, used);
}

static void
push (GtkWidget *widget,
      guint      phase,
      GType      used)
{
  Frame frame = { widget, used, phase, bench_tally_cpu_ms (), 0 };

  g_array_append_val (stack, frame);
}

static void
pop (void)
{
  Frame *frame = &g_array_index (stack, Frame, stack->len - 1);
  double elapsed = bench_tally_cpu_ms () - frame->start;

  if (timing && !(stack->len > 1 && g_array_index (stack, Frame, stack->len - 2).widget == frame->widget))
    {
      g_autofree char *key = g_strdup_printf ("%s %s/%s", phase_names[frame->phase],
                                              bench_tally_owner (frame->widget),
                                              G_OBJECT_TYPE_NAME (frame->widget));
      Cost *cost = g_hash_table_lookup (tap_costs, key);

      if (cost == NULL)
        {
          cost = g_new0 (Cost, 1);
          g_hash_table_insert (tap_costs, g_steal_pointer (&key), cost);
        }
      cost->ms += elapsed - frame->children;
      cost->times++;
    }
  g_array_set_size (stack, stack->len - 1);
  if (stack->len > 0)
    {
      Frame *parent = &g_array_index (stack, Frame, stack->len - 1);

      /* a chain-up's time is its caller's own */
      if (parent->widget != frame->widget)
        parent->children += elapsed;
    }
}

static void
timed_measure (GtkWidget      *widget,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural,
               int            *minimum_baseline,
               int            *natural_baseline)
{
  GType used;
  void (*measure) (GtkWidget *, GtkOrientation, int, int *, int *, int *, int *) =
    find_original (widget, MEASURE, &used);

  push (widget, MEASURE, used);
  measure (widget, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  pop ();
}

static void
timed_size_allocate (GtkWidget *widget,
                     int        width,
                     int        height,
                     int        baseline)
{
  GType used;
  void (*size_allocate) (GtkWidget *, int, int, int) = find_original (widget, ALLOCATE, &used);

  push (widget, ALLOCATE, used);
  size_allocate (widget, width, height, baseline);
  pop ();
}

static void
timed_snapshot (GtkWidget   *widget,
                GtkSnapshot *snapshot)
{
  GType used;
  void (*widget_snapshot) (GtkWidget *, GtkSnapshot *) = find_original (widget, SNAPSHOT, &used);

  push (widget, SNAPSHOT, used);
  widget_snapshot (widget, snapshot);
  pop ();
}

/* GtkWidget calls a widget's layout manager, where it has one, in place
 * of its class's measure and size_allocate: these are wrapped too, and
 * their time is the widget's. */
static gpointer
find_manager_original (GtkLayoutManager *manager,
                       guint             phase,
                       GType            *used)
{
  return lookup_original (G_TYPE_FROM_INSTANCE (manager), phase, used);
}

static void
timed_manager_measure (GtkLayoutManager *manager,
                       GtkWidget        *widget,
                       GtkOrientation    orientation,
                       int               for_size,
                       int              *minimum,
                       int              *natural,
                       int              *minimum_baseline,
                       int              *natural_baseline)
{
  GType used;
  void (*measure) (GtkLayoutManager *, GtkWidget *, GtkOrientation, int, int *, int *, int *, int *) =
    find_manager_original (manager, MEASURE, &used);

  push (widget, MEASURE, used);
  measure (manager, widget, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  pop ();
}

static void
timed_manager_allocate (GtkLayoutManager *manager,
                        GtkWidget        *widget,
                        int               width,
                        int               height,
                        int               baseline)
{
  GType used;
  void (*allocate) (GtkLayoutManager *, GtkWidget *, int, int, int) =
    find_manager_original (manager, ALLOCATE, &used);

  push (widget, ALLOCATE, used);
  allocate (manager, widget, width, height, baseline);
  pop ();
}

static void
wrap_managers (GType type)
{
  GtkLayoutManagerClass *klass = g_type_class_peek (type);
  g_autofree GType *children = NULL;
  guint n;

  if (klass != NULL)
    {
      Originals *o = g_hash_table_lookup (originals, GSIZE_TO_POINTER (type));

      if (o == NULL && (klass->measure != timed_manager_measure || klass->allocate != timed_manager_allocate))
        {
          o = g_new0 (Originals, 1);
          g_hash_table_insert (originals, GSIZE_TO_POINTER (type), o);
        }
      if (klass->measure != timed_manager_measure)
        {
          o->originals[MEASURE] = klass->measure;
          klass->measure = timed_manager_measure;
        }
      if (klass->allocate != timed_manager_allocate)
        {
          o->originals[ALLOCATE] = klass->allocate;
          klass->allocate = timed_manager_allocate;
        }
    }
  children = g_type_children (type, &n);
  for (guint i = 0; i < n; i++)
    wrap_managers (children[i]);
}

/* Wraps the functions of @type's class and its subclasses' that exist now
 * and are not wrapped yet. A class made later copies its parent's
 * (wrapped) functions, and find_original() walks up to the original. */
static void
wrap (GType type)
{
  GtkWidgetClass *klass = g_type_class_peek (type);
  g_autofree GType *children = NULL;
  guint n;

  if (klass != NULL)
    {
      gpointer *slots[N_PHASES] = {
        (gpointer *) &klass->measure, (gpointer *) &klass->size_allocate, (gpointer *) &klass->snapshot,
      };
      static const gpointer timed[N_PHASES] = {
        (gpointer) timed_measure, (gpointer) timed_size_allocate, (gpointer) timed_snapshot,
      };
      Originals *o = g_hash_table_lookup (originals, GSIZE_TO_POINTER (type));

      for (guint p = 0; p < N_PHASES; p++)
        if (*slots[p] != timed[p])
          {
            if (o == NULL)
              {
                o = g_new0 (Originals, 1);
                g_hash_table_insert (originals, GSIZE_TO_POINTER (type), o);
              }
            o->originals[p] = *slots[p];
            *slots[p] = timed[p];
          }
    }
  children = g_type_children (type, &n);
  for (guint i = 0; i < n; i++)
    wrap (children[i]);
}

void
bench_layout_start (void)
{
  originals = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  stack = g_array_new (FALSE, FALSE, sizeof (Frame));
  tap_costs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  costs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  kind_taps = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  wrap (GTK_TYPE_WIDGET);
  wrap_managers (GTK_TYPE_LAYOUT_MANAGER);
}

gboolean
bench_layout_started (void)
{
  return costs != NULL;
}

void
bench_layout_tap_begin (void)
{
  wrap (GTK_TYPE_WIDGET);
  wrap_managers (GTK_TYPE_LAYOUT_MANAGER);
  g_hash_table_remove_all (tap_costs);
  timing = TRUE;
}

static void
add_cost (const char *line,
          const Cost *cost)
{
  Cost *sum = g_hash_table_lookup (costs, line);

  if (sum == NULL)
    {
      sum = g_new0 (Cost, 1);
      g_hash_table_insert (costs, g_strdup (line), sum);
    }
  sum->ms += cost->ms;
  sum->times += cost->times;
}

void
bench_layout_tap_end (const char *kind)
{
  GHashTableIter iter;
  gpointer key, value;

  timing = FALSE;
  bench_tally_count (kind_taps, kind);
  g_hash_table_iter_init (&iter, tap_costs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const char *slash = strchr (key, '/');
      const char *space = strchr (key, ' ');
      g_autofree char *line = g_strdup_printf ("%s %s", kind, (char *) key);
      g_autofree char *by_owner = g_strdup_printf ("%s %.*s/*", kind, (int) (slash - (char *) key), (char *) key);
      g_autofree char *by_phase = g_strdup_printf ("%s %.*s */*", kind, (int) (space - (char *) key), (char *) key);

      add_cost (line, value);
      add_cost (by_owner, value);
      add_cost (by_phase, value);
    }
}

static double
per_tap (const char *line,
         gpointer    cost,
         gpointer    data)
{
  return ((Cost *) cost)->ms / bench_tally_taps_of (kind_taps, line);
}

void
bench_layout_print (guint lines)
{
  g_autoptr(GPtrArray) keys = bench_tally_costliest (costs, per_tap, NULL);

  for (guint i = 0; i < MIN (lines, keys->len); i++)
    {
      const char *line = g_ptr_array_index (keys, i);
      const Cost *cost = g_hash_table_lookup (costs, line);
      guint taps = bench_tally_taps_of (kind_taps, line);

      g_printerr ("bench-taps: layout: %s: %.2f ms a tap, %.1f times\n",
                  line, cost->ms / taps, (double) cost->times / taps);
    }
}
