/* test-writer.c: the user's files written off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SyWriter (sy-writer.c) without the window: files written in the order
 * queued, a snapshot waiting replaced by a newer one, each write as durable
 * as a write on the main thread (the same fsync() calls, made in the
 * writer's thread), failures told on the main context, and flushing (and
 * the last unref) waiting for every write.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "sy-engine.h"
#include "test-folder.h"

/* fsync() and fdatasync() are counted, and where they were called:
 * slow-fsync.c, linked in, catches the program's calls (through GLib). */
extern void (*slow_fsync_hook) (void);

static gint n_syncs;
static gint n_main_thread_syncs;
static GThread *main_thread;

static void
count_sync (void)
{
  g_atomic_int_inc (&n_syncs);
  if (g_thread_self () == main_thread)
    g_atomic_int_inc (&n_main_thread_syncs);
}

/* A write function that records what it was given, and can be held at
 * its start until the test lets it go. */
typedef struct {
  GMutex     lock;
  GCond      cond;
  GPtrArray *written;           /* "name:snapshot", in order */
  gboolean   held;
  gboolean   holding;           /* a write waits at the gate */
} Log;

static Log writes;

static gboolean
record_write (const char  *path,
              gpointer     snapshot,
              GError     **error)
{
  g_autofree char *name = g_path_get_basename (path);

  g_mutex_lock (&writes.lock);
  writes.holding = TRUE;
  g_cond_broadcast (&writes.cond);
  while (writes.held)
    g_cond_wait (&writes.cond, &writes.lock);
  writes.holding = FALSE;
  g_ptr_array_add (writes.written, g_strdup_printf ("%s:%s", name, (const char *) snapshot));
  g_mutex_unlock (&writes.lock);
  return TRUE;
}

static void
hold (void)
{
  g_mutex_lock (&writes.lock);
  writes.held = TRUE;
  g_mutex_unlock (&writes.lock);
}

/* Waits until a write is held at the gate. */
static void
wait_for_held_write (void)
{
  g_mutex_lock (&writes.lock);
  while (!writes.holding)
    g_cond_wait (&writes.cond, &writes.lock);
  g_mutex_unlock (&writes.lock);
}

static void
release (void)
{
  g_mutex_lock (&writes.lock);
  writes.held = FALSE;
  g_cond_broadcast (&writes.cond);
  g_mutex_unlock (&writes.lock);
}

static void
log_reset (void)
{
  g_clear_pointer (&writes.written, g_ptr_array_unref);
  writes.written = g_ptr_array_new_with_free_func (g_free);
  writes.held = FALSE;
}

static void
queue (SyWriter   *writer,
       const char *name,
       const char *snapshot)
{
  g_autofree char *path = g_build_filename ("/nowhere", name, NULL);

  sy_writer_queue (writer, path, record_write, g_strdup (snapshot), g_free);
}

static void
assert_written (const char * const *expected)
{
  g_autofree char *got = NULL;
  g_autofree char *wanted = g_strjoinv (" ", (char **) expected);

  g_ptr_array_add (writes.written, NULL);
  got = g_strjoinv (" ", (char **) writes.written->pdata);
  g_ptr_array_remove_index (writes.written, writes.written->len - 1);
  g_assert_cmpstr (got, ==, wanted);
}

/* Files go in the order their snapshots were queued: the history's entry
 * before the autosave that names it. */
static void
test_order (void)
{
  g_autoptr(SyWriter) writer = sy_writer_new ();

  log_reset ();
  queue (writer, "history", "1");
  queue (writer, "autosave", "1");
  queue (writer, "box", "1");
  g_assert_true (sy_writer_flush (writer, NULL));
  assert_written ((const char *[]) { "history:1", "autosave:1", "box:1", NULL });
  g_assert_true (sy_writer_is_idle (writer));
}

/* While one write waits for the disk, the snapshots queued behind it for
 * the same file come down to the latest, in the place of the first. */
static void
test_coalesce (void)
{
  g_autoptr(SyWriter) writer = sy_writer_new ();

  log_reset ();
  hold ();
  queue (writer, "history", "1");
  wait_for_held_write ();
  queue (writer, "history", "2");
  queue (writer, "autosave", "2");
  queue (writer, "history", "3");
  queue (writer, "autosave", "3");
  queue (writer, "history", "4");
  g_assert_false (sy_writer_is_idle (writer));
  release ();
  g_assert_true (sy_writer_flush (writer, NULL));
  assert_written ((const char *[]) { "history:1", "history:4", "autosave:3", NULL });
  g_assert_cmpuint (sy_writer_get_n_written (writer), ==, 3);
}

/* Each write is the engine's durable one, with as many fsync() calls as
 * the same write on the main thread, none of them there; the file holds
 * the last snapshot and no temporary file is left. */
static void
test_durable (void)
{
  g_autofree char *folder = g_dir_make_tmp ("test-writer-XXXXXX", NULL);
  g_autofree char *direct = g_build_filename (folder, "direct.json", NULL);
  g_autofree char *path = g_build_filename (folder, "autosave.json", NULL);
  g_autoptr(SyWriter) writer = sy_writer_new ();
  g_autoptr(GBytes) first = g_bytes_new_static ("{\"a\":1}", 7);
  g_autoptr(GBytes) second = g_bytes_new_static ("{\"a\":2}", 7);
  g_autofree char *contents = NULL;
  gint direct_syncs;

  n_syncs = 0;
  g_assert_true (sy_write_own_file_atomically (direct, "{}", 2, 0644, NULL));
  direct_syncs = n_syncs;
  g_assert_cmpint (direct_syncs, >=, 1);

  n_syncs = 0;
  n_main_thread_syncs = 0;
  sy_writer_queue_bytes (writer, path, first);
  g_assert_true (sy_writer_flush (writer, NULL));
  g_assert_cmpint (n_syncs, ==, direct_syncs);
  sy_writer_queue_bytes (writer, path, second);
  g_assert_true (sy_writer_flush (writer, NULL));
  g_assert_cmpint (n_syncs, ==, 2 * direct_syncs);
  g_assert_cmpint (n_main_thread_syncs, ==, 0);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "{\"a\":2}");
  g_assert_cmpuint (test_folder_count_temporaries (folder), ==, 0);
  test_folder_remove (folder);
}

typedef struct {
  GThread *thread;
  char    *path;
  GError  *error;
  guint    n_written;
} Told;

static void
failed_cb (SyWriter     *writer,
           const char   *path,
           const GError *error,
           Told         *told)
{
  told->thread = g_thread_self ();
  told->path = g_strdup (path);
  told->error = g_error_copy (error);
}

static void
written_cb (SyWriter   *writer,
            const char *path,
            Told       *told)
{
  g_assert_true (g_thread_self () == main_thread);
  told->n_written++;
}

/* A file that cannot be written is told on the main context, with the
 * reason; the file stays as it was; the next write is made all the same. */
static void
test_failure_told (void)
{
  g_autofree char *folder = g_dir_make_tmp ("test-writer-XXXXXX", NULL);
  g_autofree char *blocker = g_build_filename (folder, "not-a-folder", NULL);
  g_autofree char *path = g_build_filename (blocker, "autosave.json", NULL);
  g_autofree char *fine = g_build_filename (folder, "box.json", NULL);
  g_autoptr(SyWriter) writer = sy_writer_new ();
  g_autoptr(GBytes) bytes = g_bytes_new_static ("{}", 2);
  g_autoptr(GError) error = NULL;
  Told told = { NULL };

  /* A file where the folder should be: every write under it fails. */
  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  g_signal_connect (writer, "failed", G_CALLBACK (failed_cb), &told);
  g_signal_connect (writer, "written", G_CALLBACK (written_cb), &told);
  sy_writer_queue_bytes (writer, path, bytes);
  sy_writer_queue_bytes (writer, fine, bytes);
  g_assert_false (sy_writer_flush (writer, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_assert_true (g_file_test (fine, G_FILE_TEST_IS_REGULAR));
  /* Nothing is told in the writer's thread: the main context tells it. */
  g_assert_null (told.path);
  while (told.path == NULL || told.n_written == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (told.thread == main_thread);
  g_assert_cmpstr (told.path, ==, path);
  g_assert_error (told.error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_assert_cmpuint (told.n_written, ==, 1);
  /* The failure was taken by the flush: the next one has none. */
  g_assert_true (sy_writer_flush (writer, NULL));
  g_free (told.path);
  g_error_free (told.error);
  test_folder_remove (folder);
}

static gpointer
release_later (gpointer data)
{
  g_usleep (100 * 1000);
  release ();
  return NULL;
}

/* Quitting waits for the last write: a flush returns only once the write
 * held at the disk and the snapshot behind it are written; the last unref
 * writes what is still queued. */
static void
test_flush_waits (void)
{
  SyWriter *writer = sy_writer_new ();
  GThread *releaser;

  log_reset ();
  hold ();
  queue (writer, "autosave", "1");
  wait_for_held_write ();
  queue (writer, "autosave", "2");
  releaser = g_thread_new ("release", release_later, NULL);
  g_assert_true (sy_writer_flush (writer, NULL));
  assert_written ((const char *[]) { "autosave:1", "autosave:2", NULL });
  g_thread_join (releaser);

  hold ();
  queue (writer, "history", "5");
  wait_for_held_write ();
  queue (writer, "autosave", "5");
  releaser = g_thread_new ("release", release_later, NULL);
  g_assert_finalize_object (writer);
  assert_written ((const char *[]) { "autosave:1", "autosave:2", "history:5", "autosave:5", NULL });
  g_thread_join (releaser);
}

int
main (int   argc,
      char *argv[])
{
  main_thread = g_thread_self ();
  g_setenv ("SY_SLOW_FSYNC_MS", "0", TRUE);
  slow_fsync_hook = count_sync;
  g_mutex_init (&writes.lock);
  g_cond_init (&writes.cond);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/writer/order", test_order);
  g_test_add_func ("/engine/writer/coalesce", test_coalesce);
  g_test_add_func ("/engine/writer/durable", test_durable);
  g_test_add_func ("/engine/writer/failure-told", test_failure_told);
  g_test_add_func ("/engine/writer/flush-waits", test_flush_waits);

  return g_test_run ();
}
