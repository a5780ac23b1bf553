/* bench-taps.c: how long the window is busy after each tap, on a slow disk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays whole games of both editions through the real window with every
 * fsync() and fdatasync() 50 ms slower (slow-fsync.c, preloaded: the
 * program starts itself again with it), and measures the main thread's
 * time from each tap to idle: from the tap until the main loop has
 * nothing ready to run (the event applied, the files written if they are
 * written there, the views refreshed), plus the frame that draws it (from
 * its before-paint to its after-paint) when it comes later. The frames
 * that follow it (the page scrolling to the step's control, a bar sliding
 * in) are not the tap's answer: the next tap waits until the window has
 * drawn nothing for a while, and they are counted apart, frame by frame
 * (before, they ran into the next tap's time).
 * Prints one line:
 *
 *   taps: N, p50 X ms, p99 Y ms, max Z ms (fsync +50 ms)
 *
 * The games are the simulated table's (sim-player.c, fixed seeds): the
 * action tiles, the steps of the equipment and crew rings, launching a
 * ship with its best fitting (a ship that fails too: its row sails it and
 * says it failed), the gear's die dropping and
 * End the Turn are tapped on the window's own buttons and rows; entries
 * whose forms take many values (parts, canal tiles, goods, employees) and
 * the discards are sent to the game the window shows, as their forms send
 * them (sy_game_apply()), and timed the same way from there. How many of
 * each goes to standard error.
 *
 * Run: `meson test -C build --benchmark --verbose bench-taps` (on Xvfb)
 * or `bench-taps-wayland` (on a headless Weston of its own, the session
 * GNOME runs; tests/with-display.sh --wayland says what X11 adds), or
 * build/tests/bench-taps under a display; standard error names it. It
 * writes only in a temporary folder of its own. BENCH_TAPS_GAMES=1
 * plays the first game only (the first edition's), for a profiler's
 * shorter run. Standard error also gives the CPU time split by part and
 * by kind of entry;
 * BENCH_TAPS_LOG=FILE writes a line per tap (entries after it, the
 * entry's type and action, its time, its frame's, its CPU time, the
 * handlers', the frames' layout's and of that their update phase's, all
 * in ms), BENCH_TAPS_WIDGETS=1 counts the widgets each kind of tap made,
 * by type, BENCH_TAPS_LABELS=1 says which forms' text each kind of tap
 * lays out, and how (bench-labels.c), and BENCH_TAPS_LAYOUT=1 which
 * widgets each kind of tap measures, allocates and draws again, and for
 * how long (bench-layout.c; taps over a frame apart).
 */
#include "config.h"

#include "sy-table-private.h"

#include <fcntl.h>
#include <time.h>
#include <unistd.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bench-labels.h"
#include "bench-layout.h"
#include "sim-player.h"
#include "sy-event-codec.h"
#include "sy-application.h"
#include "sy-track-view.h"
#include "test-folder.h"
#include "ui-harness.h"

#define SLOW_FSYNC_MS 50

typedef struct {
  GArray  *times;           /* of double, ms */
  guint    widget_taps;
  guint    engine_entries;
  gint64   settled_at;      /* a frame starting after it belongs to the tap */
  gint64   paint_started;
  gint64   frame_busy;      /* µs */
  gboolean framed;
  gboolean timing;          /* a tap is being timed */
  gint64   drawn;           /* µs spent in frames during the tap */
  GArray  *drawing;         /* of double, ms: each tap's frames */
  GArray  *cpu;             /* of double, ms: the main thread's CPU time in each tap */
  FILE    *log;             /* BENCH_TAPS_LOG: a line per tap */
  gint64   layout_cpu;      /* µs of CPU in the tap's frames' layout phases */
  gint64   update_cpu;      /* µs of CPU in their update phases: the style, animations */
  gint64   drawn_cpu;       /* µs of CPU in the tap's frames */
  gint64   phase_cpu;       /* CPU time at the last phase boundary */
  GHashTable *by_kind;      /* "choose:canal" and the like → GArray of CPU ms */
  double   split[4];        /* ms of CPU: handlers, idles, frames' layout, the rest of the frames */
  double   styling;         /* ms of CPU in the frames' update phases, part of their layout */
  GHashTable *made;         /* BENCH_TAPS_WIDGETS: "kind Type" → widgets made */
  gint64   sizing_start;    /* CPU time when GDK asked the window its sizes */
  double   sizing;          /* ms of CPU in those askings, over all taps */
  gboolean following;       /* the frames after a tap's first are drawn */
  gint64   last_paint;      /* when the last frame ended */
  GArray  *following_cpu;   /* of double, ms: each of those frames' CPU time */
} Bench;

static Bench bench;

static gint64 thread_cpu_time (void);

static void
before_paint_cb (GdkFrameClock *clock,
                 gpointer       data)
{
  bench.paint_started = g_get_monotonic_time ();
  bench.phase_cpu = thread_cpu_time ();
}

/* GDK asking the window its sizes (GdkToplevel::compute-size), from the
 * emission hook (before GTK's own handler) to a handler run after it:
 * part of "before the frame". */
static gboolean
compute_size_hook (GSignalInvocationHint *hint,
                   guint                  n_values,
                   const GValue          *values,
                   gpointer               data)
{
  bench.sizing_start = thread_cpu_time ();
  return TRUE;
}

static void
compute_size_after_cb (GdkToplevel *toplevel,
                       gpointer     size,
                       gpointer     data)
{
  if (bench.timing)
    bench.sizing += (thread_cpu_time () - bench.sizing_start) / 1000.0;
}

/* After GTK's own update handler: the style of what changed, validated. */
static void
update_cb (GdkFrameClock *clock,
           gpointer       data)
{
  if (bench.timing)
    bench.update_cpu += thread_cpu_time () - bench.phase_cpu;
}

/* After GTK's own layout handler: the style, the sizes and the allocation. */
static void
layout_cb (GdkFrameClock *clock,
           gpointer       data)
{
  if (bench.timing)
    bench.layout_cpu += thread_cpu_time () - bench.phase_cpu;
}

/* The first frame after the tap: counted apart when it starts once the
 * main loop was idle, already in the tap's time when it started before. */
static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       data)
{
  bench.last_paint = g_get_monotonic_time ();
  if (bench.timing)
    {
      bench.drawn += g_get_monotonic_time () - bench.paint_started;
      bench.drawn_cpu += thread_cpu_time () - bench.phase_cpu;
    }
  if (bench.following)
    {
      double ms = (thread_cpu_time () - bench.phase_cpu) / 1000.0;

      g_array_append_val (bench.following_cpu, ms);
    }
  if (bench.framed)
    return;
  if (bench.paint_started >= bench.settled_at)
    bench.frame_busy = g_get_monotonic_time () - bench.paint_started;
  bench.framed = TRUE;
}

/* Runs what is ready on the main loop, until nothing is. */
static void
run_until_idle (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
wake_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Waits for the frame that draws what the tap changed, a tenth of a
 * second at most (a tap that changed nothing on screen draws none). */
static void
wait_for_frame (void)
{
  gboolean late = FALSE;
  guint timeout = g_timeout_add (100, wake_cb, &late);

  while (!bench.framed && !late)
    g_main_context_iteration (NULL, TRUE);
  if (!late)
    g_source_remove (timeout);
}

/* The frames that follow a tap's first (when @after_tap, each one's CPU
 * time kept apart) or a game's opening, until the window has drawn
 * nothing for 60 ms (a second and a half at most: a spinner would turn
 * for ever). */
static void
wait_until_quiet (gboolean after_tap)
{
  gint64 start = g_get_monotonic_time ();

  bench.following = after_tap;
  bench.last_paint = start;
  while (g_get_monotonic_time () - bench.last_paint < 60 * 1000
         && g_get_monotonic_time () - start < 1500 * 1000)
    {
      gboolean woken = FALSE;
      guint timeout = g_timeout_add (10, wake_cb, &woken);

      g_main_context_iteration (NULL, TRUE);
      if (!woken)
        g_source_remove (timeout);
    }
  bench.following = FALSE;
}

/* The main thread's CPU time, in µs: what a tap costs whatever else the
 * machine runs at the time (a busy machine stretches the wall-clock time). */
static gint64
thread_cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static gboolean
can_tap (GtkWidget *widget)
{
  return widget != NULL && gtk_widget_get_visible (widget) && gtk_widget_is_sensitive (widget);
}

/* One step of the game: a tap on the window where the step has a button
 * or a row; otherwise the entry the simulated table makes, sent to the
 * game. Returns whether it was a tap. */
static gboolean
step (SyWindow *window,
      SyGame   *game,
      GRand    *rand)
{
  const SyTable *t = sy_game_get_table (game);
  guint before = sy_game_get_n_events (game);
  GtkWidget *target = NULL;
  gboolean row = FALSE;

  if (t->phase == SY_PHASE_CHOOSE && sy_table_expects_round_end (t))
    target = find_named (GTK_WIDGET (window), "round-end-button");
  else if (t->phase == SY_PHASE_CHOOSE && !sy_table_is_opponent_turn (t)
           && !(t->facts.edition == SY_EDITION_SECOND && t->last_revolution == 0 && t->teeth == 10
                && !t->round_ended))
    {
      SyTrackView *track = SY_TRACK_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_TRACK_VIEW, 0));
      guint n = t->track.n_tiles;
      guint start = g_rand_int_range (rand, 0, n);

      for (guint i = 0; i < n && target == NULL; i++)
        if (sy_table_can_choose (t, (start + i) % n, NULL))
          target = sy_track_view_get_tile (track, (start + i) % n);
    }
  else if ((t->phase == SY_PHASE_ACT || t->phase == SY_PHASE_FINAL_ACTION
            || t->phase == SY_PHASE_LAST_CHANCE) && t->main_done)
    {
      target = find_named (GTK_WIDGET (window), "launch");
      row = target != NULL;
      if (target == NULL)
        target = find_named (GTK_WIDGET (window), "end-turn");
    }
  else if (t->phase == SY_PHASE_ACT && (t->chosen == SY_ACTION_EQUIPMENT || t->chosen == SY_ACTION_CREW))
    {
      target = find_named (GTK_WIDGET (window), "ring-step-1");
      row = TRUE;
    }

  if (can_tap (target))
    {
      if (row)
        activate_row (target);
      else
        tap (target);
      if (sy_game_get_n_events (game) > before)
        return TRUE;
    }
  g_assert_true (sim_step (game, rand));
  return FALSE;
}

/* BENCH_TAPS_WIDGETS: the widgets under @root, into @set. */
static void
gather_widgets (GtkWidget  *root,
                GHashTable *set)
{
  g_hash_table_add (set, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gather_widgets (child, set);
}

/* The types of the widgets in @after but not in @before, counted into
 * @made by @kind of tap. */
static void
count_made (GHashTable *before,
            GHashTable *after,
            const char *kind,
            GHashTable *made)
{
  GHashTableIter iter;
  gpointer widget;

  g_hash_table_iter_init (&iter, after);
  while (g_hash_table_iter_next (&iter, &widget, NULL))
    if (!g_hash_table_contains (before, widget))
      {
        g_autofree char *key = g_strdup_printf ("%s %s", kind, G_OBJECT_TYPE_NAME (widget));

        g_hash_table_insert (made, g_strdup (key),
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (made, key)) + 1));
      }
}

/* What a tap entered, for the figures by kind: "choose:canal", "end-turn". */
static char *
tap_kind (const SyEvent *event)
{
  return event->type == SY_EVENT_CHOOSE
         ? g_strconcat ("choose:", sy_action_to_id (event->action), NULL)
         : g_strdup (sy_event_type_to_id (event->type));
}

/* Each tap's CPU time by what it entered. */
static void
add_to_kind (const char *kind,
             double      ms)
{
  GArray *times = g_hash_table_lookup (bench.by_kind, kind);

  if (times == NULL)
    {
      times = g_array_new (FALSE, FALSE, sizeof (double));
      g_hash_table_insert (bench.by_kind, g_strdup (kind), times);
    }
  g_array_append_val (times, ms);
}

static void
timed_step (SyWindow *window,
            SyGame   *game,
            GRand    *rand)
{
  gint64 start, cpu_start, stepped_cpu;
  g_autoptr(GHashTable) before = NULL;
  g_autofree char *kind = NULL;
  const SyEvent *last;
  double ms, drawn_ms, cpu_ms;

  if (bench.made != NULL)
    {
      before = g_hash_table_new (NULL, NULL);
      gather_widgets (GTK_WIDGET (window), before);
    }
  bench.settled_at = G_MAXINT64;
  bench.framed = FALSE;
  bench.frame_busy = 0;
  bench.drawn = 0;
  bench.layout_cpu = 0;
  bench.update_cpu = 0;
  bench.drawn_cpu = 0;
  bench.timing = TRUE;
  if (bench_labels_started ())
    bench_labels_tap_begin ();
  if (bench_layout_started ())
    bench_layout_tap_begin ();
  start = g_get_monotonic_time ();
  cpu_start = thread_cpu_time ();
  if (step (window, game, rand))
    bench.widget_taps++;
  else
    bench.engine_entries++;
  stepped_cpu = thread_cpu_time () - cpu_start;
  run_until_idle ();
  bench.settled_at = g_get_monotonic_time ();
  wait_for_frame ();
  bench.timing = FALSE;
  ms = (bench.settled_at - start + bench.frame_busy) / 1000.0;
  drawn_ms = bench.drawn / 1000.0;
  cpu_ms = (thread_cpu_time () - cpu_start) / 1000.0;
  g_array_append_val (bench.times, ms);
  g_array_append_val (bench.drawing, drawn_ms);
  g_array_append_val (bench.cpu, cpu_ms);

  last = sy_game_get_event (game, sy_game_get_n_events (game) - 1);
  kind = tap_kind (last);
  if (bench_labels_started ())
    bench_labels_tap_end (kind);
  if (bench_layout_started ())
    {
      g_autofree char *over = g_strconcat ("over-a-frame:", kind, NULL);

      bench_layout_tap_end (ms > 16.0 ? over : kind);
    }
  add_to_kind (kind, cpu_ms);
  if (bench.log != NULL)
    fprintf (bench.log, "%u\t%d\t%d\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\n", sy_game_get_n_events (game),
             last->type, last->type == SY_EVENT_CHOOSE ? (int) last->action : -1, ms, drawn_ms,
             cpu_ms, stepped_cpu / 1000.0, bench.layout_cpu / 1000.0, bench.update_cpu / 1000.0);
  if (bench.made != NULL)
    {
      g_autoptr(GHashTable) after = g_hash_table_new (NULL, NULL);

      gather_widgets (GTK_WIDGET (window), after);
      count_made (before, after, kind, bench.made);
      count_made (before, after, "all", bench.made);
    }
  bench.split[0] += stepped_cpu / 1000.0;
  bench.split[1] += MAX (0.0, cpu_ms - stepped_cpu / 1000.0 - bench.drawn_cpu / 1000.0);
  bench.split[2] += bench.layout_cpu / 1000.0;
  bench.styling += bench.update_cpu / 1000.0;
  bench.split[3] += MAX (0.0, bench.drawn_cpu / 1000.0 - bench.layout_cpu / 1000.0);
  /* What the tap started (the page following the step, animations)
   * ends before the next. */
  settle ();
  wait_until_quiet (TRUE);
}

static void
play_game (SyWindow  *window,
           SyEdition  edition,
           guint      n_players,
           guint32    seed)
{
  GRand *rand = g_rand_new_with_seed (seed);
  g_autoptr(SyGame) game = sim_new_game (edition, n_players, TRUE, rand);

  sy_window_set_game (window, game);
  settle ();
  /* The first tap waits, as every other does, until the window is still:
   * the page crossfades in from the empty one for a fifth of a second,
   * and a tap during it was timed with both pages drawn (the first choice
   * of each game: 27-37 ms, most of it the crossfade, where players are
   * still looking at the table they just laid out). */
  wait_until_quiet (FALSE);
  for (guint i = 0; i < 5000 && sy_game_get_phase (game) != SY_PHASE_OVER; i++)
    timed_step (window, game, rand);
  g_assert_cmpint (sy_game_get_phase (game), ==, SY_PHASE_OVER);
  g_rand_free (rand);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The value below which @share of the sorted @times lie (nearest rank). */
static double
percentile (GArray *times,
            double  share)
{
  guint rank = (guint) (share * times->len + 0.999999);

  return g_array_index (times, double, CLAMP (rank, 1, times->len) - 1);
}

/* Where the main thread's CPU time went, over all taps: the tap's own
 * handlers (the event applied, the views following it), what ran after
 * them before the frame (GDK's size computing for the window, idle
 * callbacks), the frames' layout phase (style, sizes, allocation) and the
 * rest of the frames (snapshot and drawing). */
static void
print_split (void)
{
  double total = bench.split[0] + bench.split[1] + bench.split[2] + bench.split[3];

  if (total <= 0)
    return;
  g_printerr ("bench-taps: CPU time by part: handlers %.0f %%, before the frame %.0f %%, "
              "frames' layout %.0f %% (of which their update phase, the style, %.0f %%), frames' drawing "
              "%.0f %%; GDK asking the window its least and wanted sizes (GdkToplevel::compute-size, "
              "before the frame or in its layout) %.0f %%\n",
              100 * bench.split[0] / total, 100 * bench.split[1] / total,
              100 * bench.split[2] / total, 100 * bench.styling / total, 100 * bench.split[3] / total,
              100 * bench.sizing / total);
}

/* The median CPU time of each kind of tap, the costliest first. */
static int
compare_kinds (gconstpointer a,
               gconstpointer b,
               gpointer      data)
{
  GHashTable *medians = data;
  double x = *(double *) g_hash_table_lookup (medians, *(const char **) a);
  double y = *(double *) g_hash_table_lookup (medians, *(const char **) b);

  return (x < y) - (x > y);
}

static void
print_kinds (void)
{
  g_autoptr(GHashTable) medians = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  g_autoptr(GPtrArray) kinds = g_ptr_array_new ();
  g_autoptr(GString) line = g_string_new ("bench-taps: CPU time by entry, median (taps):");
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, bench.by_kind);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GArray *times = value;

      g_array_sort (times, compare_doubles);
      g_hash_table_insert (medians, key, g_memdup2 (&g_array_index (times, double, times->len / 2),
                                                    sizeof (double)));
      g_ptr_array_add (kinds, key);
    }
  g_ptr_array_sort_with_data (kinds, compare_kinds, medians);
  for (guint i = 0; i < kinds->len; i++)
    g_string_append_printf (line, "%s %s %.1f ms (%u)", i > 0 ? "," : "", (char *) kinds->pdata[i],
                            *(double *) g_hash_table_lookup (medians, kinds->pdata[i]),
                            ((GArray *) g_hash_table_lookup (bench.by_kind, kinds->pdata[i]))->len);
  g_printerr ("%s\n", line->str);
}

static gboolean
play_cb (gpointer data)
{
  SyWindow *window = get_window ();
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
  g_signal_connect (clock, "layout", G_CALLBACK (layout_cb), NULL);
  g_signal_connect_after (clock, "update", G_CALLBACK (update_cb), NULL);
  g_signal_add_emission_hook (g_signal_lookup ("compute-size", GDK_TYPE_TOPLEVEL), 0,
                              compute_size_hook, NULL, NULL);
  g_signal_connect_after (gtk_native_get_surface (GTK_NATIVE (window)), "compute-size",
                          G_CALLBACK (compute_size_after_cb), NULL);
  play_game (window, SY_EDITION_FIRST, 3, 29);
  if (g_strcmp0 (g_getenv ("BENCH_TAPS_GAMES"), "1") != 0)
    play_game (window, SY_EDITION_SECOND, 3, 2029);
  g_signal_handlers_disconnect_by_func (clock, before_paint_cb, NULL);
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, NULL);
  g_signal_handlers_disconnect_by_func (clock, layout_cb, NULL);

  g_array_sort (bench.times, compare_doubles);
  g_print ("taps: %u, p50 %.1f ms, p99 %.1f ms, max %.1f ms (fsync +%s ms)\n", bench.times->len,
           percentile (bench.times, 0.5), percentile (bench.times, 0.99),
           g_array_index (bench.times, double, bench.times->len - 1),
           g_getenv ("SY_SLOW_FSYNC_MS") != NULL ? g_getenv ("SY_SLOW_FSYNC_MS") : "50");
  /* Where: the display (X11 or Wayland: with-display.sh, with
   * or without --wayland), the stack and the renderer. */
  g_printerr ("bench-taps: on %s, GTK %u.%u.%u, libadwaita %u.%u.%u, %s\n",
              G_OBJECT_TYPE_NAME (gtk_widget_get_display (GTK_WIDGET (window))),
              gtk_get_major_version (), gtk_get_minor_version (), gtk_get_micro_version (),
              adw_get_major_version (), adw_get_minor_version (), adw_get_micro_version (),
              G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))));
  g_printerr ("bench-taps: %u taps on the window's buttons and rows, %u entries sent as forms send them\n",
              bench.widget_taps, bench.engine_entries);
  /* How much of it is the frames' (from before-paint to after-paint: the
   * layout, the snapshot and the rendering, with GSK_RENDERER=cairo on the
   * virtual display, in software), the rest being the tap's own work. */
  g_array_sort (bench.drawing, compare_doubles);
  g_printerr ("bench-taps: of which frames (layout and drawing): p50 %.1f ms, p99 %.1f ms\n",
              percentile (bench.drawing, 0.5), percentile (bench.drawing, 0.99));
  /* The same taps by the main thread's CPU time: steadier on a machine
   * busy with other work, which stretches the times above. */
  g_array_sort (bench.cpu, compare_doubles);
  g_printerr ("bench-taps: main thread's CPU time per tap: p50 %.1f ms, p99 %.1f ms, max %.1f ms\n",
              percentile (bench.cpu, 0.5), percentile (bench.cpu, 0.99),
              g_array_index (bench.cpu, double, bench.cpu->len - 1));
  print_split ();
  print_kinds ();
  if (bench_labels_started ())
    bench_labels_print (15);
  if (bench_layout_started ())
    bench_layout_print (40);
  if (bench.following_cpu->len > 0)
    {
      g_array_sort (bench.following_cpu, compare_doubles);
      g_printerr ("bench-taps: frames after a tap's first (the page following the step, animations): "
                  "%u, CPU time per frame p50 %.1f ms, p99 %.1f ms, max %.1f ms\n",
                  bench.following_cpu->len, percentile (bench.following_cpu, 0.5),
                  percentile (bench.following_cpu, 0.99),
                  g_array_index (bench.following_cpu, double, bench.following_cpu->len - 1));
    }
  if (bench.made != NULL)
    {
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, bench.made);
      while (g_hash_table_iter_next (&iter, &key, &value))
        g_printerr ("bench-taps: made %u %s\n", GPOINTER_TO_UINT (value), (char *) key);
    }
  g_application_quit (g_application_get_default ());
  return G_SOURCE_REMOVE;
}

static void
activate_cb (GApplication *app,
             gpointer      data)
{
  if (g_getenv ("BENCH_TAPS_LABELS") != NULL)
    bench_labels_start ();
  if (g_getenv ("BENCH_TAPS_LAYOUT") != NULL)
    bench_layout_start ();
  g_idle_add (play_cb, NULL);
}

/* Starts this program again with the shim preloaded, unless it is. */
static void
preload_shim (char **argv)
{
  const char *preload = g_getenv ("LD_PRELOAD");
  g_autofree char *wanted = NULL;

  if (preload != NULL && strstr (preload, SLOW_FSYNC_SHIM) != NULL)
    return;
  wanted = preload != NULL && *preload != '\0' ? g_strconcat (SLOW_FSYNC_SHIM, ":", preload, NULL)
                                               : g_strdup (SLOW_FSYNC_SHIM);
  g_setenv ("LD_PRELOAD", wanted, TRUE);
  execv ("/proc/self/exe", argv);
  g_error ("could not start again with %s preloaded: %s", SLOW_FSYNC_SHIM, g_strerror (errno));
}

/* Fails unless an fsync() takes the shim's delay: figures measured on a
 * fast disk by mistake would mislead. */
static void
check_shim (const char *folder)
{
  g_autofree char *path = g_build_filename (folder, "probe", NULL);
  int fd = g_open (path, O_CREAT | O_WRONLY, 0600);
  gint64 start;

  g_assert_cmpint (fd, >=, 0);
  start = g_get_monotonic_time ();
  fsync (fd);
  if (g_get_monotonic_time () - start < (SLOW_FSYNC_MS - 5) * 1000
      && g_getenv ("SY_SLOW_FSYNC_MS") == NULL)
    g_error ("fsync() is not slowed: is %s preloaded?", SLOW_FSYNC_SHIM);
  close (fd);
  g_unlink (path);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SyApplication) app = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *data = NULL;
  g_autofree char *config = NULL;
  int status;

  preload_shim (argv);
  folder = g_dir_make_tmp ("bench-taps-XXXXXX", NULL);
  g_assert_nonnull (folder);
  data = g_build_filename (folder, "data", NULL);
  config = g_build_filename (folder, "config", NULL);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", FALSE);
  check_shim (folder);
  init_test_locale (&argc, &argv);

  bench.times = g_array_new (FALSE, FALSE, sizeof (double));
  bench.drawing = g_array_new (FALSE, FALSE, sizeof (double));
  bench.cpu = g_array_new (FALSE, FALSE, sizeof (double));
  bench.following_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  bench.by_kind = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_array_unref);
  if (g_getenv ("BENCH_TAPS_WIDGETS") != NULL)
    bench.made = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* Each tap's entry count, event type, action chosen, time, frames,
   * CPU time, CPU time until the tap returned, CPU time in layouts. */
  if (g_getenv ("BENCH_TAPS_LOG") != NULL)
    bench.log = fopen (g_getenv ("BENCH_TAPS_LOG"), "w");
  app = sy_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (activate_cb), NULL);
  status = g_application_run (G_APPLICATION (app), 0, NULL);
  g_array_unref (bench.times);
  g_array_unref (bench.drawing);
  g_array_unref (bench.cpu);
  g_hash_table_unref (bench.by_kind);
  if (bench.log != NULL)
    fclose (bench.log);
  test_folder_remove (folder);
  return status;
}
