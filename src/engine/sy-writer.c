/* sy-writer.c: the user's files written off the main thread, in order,
 * the latest snapshot of each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A durable write waits for the disk (fsync() of the file and of its
 * folder): 10 to 50 ms each on a tablet's eMMC or an SD card, several per
 * entry. The window must not wait for them. Its owner of the user's files
 * takes a snapshot of what must be kept after each change (the bytes of a
 * file, or what a write function needs, owned by the job from then on) and
 * hands it to the writer, which writes it in one thread of its own:
 *
 * - In order: files are written in the order their snapshots were first
 *   queued (the history's entry before the autosave that names it).
 * - Coalesced: a snapshot queued for a file whose earlier snapshot is still
 *   waiting replaces it in its place; the file being written is written
 *   again after. On a slow disk the writes never pile up: each file is at
 *   most one write behind the table.
 * - Durable as every write of the program: the write functions given are
 *   the engine's atomic, fsync()ed ones (sy-file-write.c). A kill loses at
 *   most the snapshots not yet written: the one in flight and the one
 *   waiting behind it.
 * - Told on the main context: "written" and "failed" (with the error, for
 *   the window to say) are emitted in the thread whose main context was
 *   the thread-default when the writer was made.
 * - Quitting waits: sy_writer_flush() blocks until every snapshot queued is
 *   written, and so does the writer's last unref.
 * - Shared: the owner of the user's files has one writer, for every window
 *   and the box. Each queues under an owner's name (sy_writer_queue_full()):
 *   two owners' snapshots of one file never take each other's place, the
 *   signals are detailed by the owner ("written::window-2"), and
 *   sy_writer_is_owner_idle() tells whether one owner's writes are done.
 *   A snapshot with a done function comes back to the main context after
 *   its write, before the signals, for what the write found (the box's
 *   merge of another instance's learning) to be taken where it belongs.
 */
#define G_LOG_DOMAIN "sy-writer"

#include "config.h"

#include "sy-file-write.h"
#include "sy-writer.h"

typedef struct {
  char           *key;          /* the owner and the path: its place in the queue */
  char           *path;
  GQuark          owner;
  SyWriteFunc     write;
  SyWriteDoneFunc done;
  gpointer        snapshot;
  GDestroyNotify  free_snapshot;
} Job;

typedef struct {
  char           *path;
  GQuark          owner;
  GError         *error;
  SyWriteDoneFunc done;         /* with the snapshot, when it has one */
  gpointer        snapshot;
  GDestroyNotify  free_snapshot;
} Result;

struct _SyWriter
{
  GObject       parent_instance;

  GMutex        lock;
  GCond         cond;
  GQueue        jobs;           /* Job, waiting, in order */
  GHashTable   *waiting;        /* key -> its Job in @jobs */
  Job          *current;        /* being written */
  GThread      *thread;
  gboolean      stopping;
  guint         n_written;
  GError       *flush_error;    /* the first failure since the last flush */

  GMainContext *context;
  GQueue        results;        /* Result, for the main context */
  GSource      *deliver;
};

G_DEFINE_FINAL_TYPE (SyWriter, sy_writer, G_TYPE_OBJECT)

enum {
  WRITTEN,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
job_free (Job *job)
{
  if (job->free_snapshot != NULL)
    job->free_snapshot (job->snapshot);
  g_free (job->key);
  g_free (job->path);
  g_free (job);
}

static void
result_free (Result *result)
{
  if (result->free_snapshot != NULL)
    result->free_snapshot (result->snapshot);
  g_clear_error (&result->error);
  g_free (result->path);
  g_free (result);
}

/* On the main context: tells what the thread wrote, in order. */
static void
deliver (SyWriter *self)
{
  GQueue results = G_QUEUE_INIT;
  Result *result;

  g_mutex_lock (&self->lock);
  results = self->results;
  g_queue_init (&self->results);
  if (self->deliver != NULL)
    {
      g_source_destroy (self->deliver);
      g_clear_pointer (&self->deliver, g_source_unref);
    }
  g_mutex_unlock (&self->lock);

  g_object_ref (self);
  while ((result = g_queue_pop_head (&results)) != NULL)
    {
      if (result->done != NULL)
        result->done (result->path, result->snapshot, result->error);
      if (result->error == NULL)
        g_signal_emit (self, signals[WRITTEN], result->owner, result->path);
      else
        g_signal_emit (self, signals[FAILED], result->owner, result->path, result->error);
      result_free (result);
    }
  g_object_unref (self);
}

static gboolean
deliver_cb (gpointer data)
{
  deliver (SY_WRITER (data));
  return G_SOURCE_REMOVE;
}

/* With the lock held: @result goes to the main context. */
static void
post_result (SyWriter *self,
             Result   *result)
{
  g_queue_push_tail (&self->results, result);
  if (self->deliver != NULL)
    return;
  self->deliver = g_idle_source_new ();
  g_source_set_priority (self->deliver, G_PRIORITY_DEFAULT);
  g_source_set_callback (self->deliver, deliver_cb, self, NULL);
  g_source_set_static_name (self->deliver, "[sy-writer] deliver");
  g_source_attach (self->deliver, self->context);
}

static gpointer
worker (gpointer data)
{
  SyWriter *self = data;

  g_mutex_lock (&self->lock);
  for (;;)
    {
      Result *result;
      Job *job;

      while (g_queue_is_empty (&self->jobs) && !self->stopping)
        g_cond_wait (&self->cond, &self->lock);
      job = g_queue_pop_head (&self->jobs);
      if (job == NULL)
        break;
      g_hash_table_remove (self->waiting, job->key);
      self->current = job;
      g_mutex_unlock (&self->lock);

      result = g_new0 (Result, 1);
      result->path = g_strdup (job->path);
      result->owner = job->owner;
      job->write (job->path, job->snapshot, &result->error);
      /* What the write found goes back with the snapshot. */
      if (job->done != NULL)
        {
          result->done = job->done;
          result->snapshot = g_steal_pointer (&job->snapshot);
          result->free_snapshot = g_steal_pointer (&job->free_snapshot);
        }

      g_mutex_lock (&self->lock);
      self->current = NULL;
      job_free (job);
      self->n_written++;
      if (result->error != NULL && self->flush_error == NULL)
        self->flush_error = g_error_copy (result->error);
      post_result (self, result);
      g_cond_broadcast (&self->cond);
    }
  g_mutex_unlock (&self->lock);
  return NULL;
}

/**
 * sy_writer_new:
 *
 * Makes a writer whose signals are emitted on the thread-default main
 * context of the caller.
 *
 * Returns: (transfer full): a new #SyWriter
 */
SyWriter *
sy_writer_new (void)
{
  return g_object_new (SY_TYPE_WRITER, NULL);
}

/**
 * sy_writer_queue_full:
 * @self: a #SyWriter
 * @owner: (nullable): who queues it (a window's name, "box"), or %NULL
 * @path: the file to write
 * @write: what writes it, in the writer's thread
 * @done: (nullable): called on the main context once @snapshot is
 *   written or failed (with the error), before the signals; the writer
 *   frees @snapshot after it
 * @snapshot: (transfer full): what @write is given; the writer owns it
 * @free_snapshot: (nullable): frees @snapshot once written or replaced
 *
 * Queues @snapshot for @path. If an earlier snapshot of @path from the same
 * @owner is still waiting (not yet being written), this one takes its
 * place in the queue; otherwise it goes last. The write starts at once
 * when nothing else is being written. The signals of its write are
 * detailed by @owner.
 */
void
sy_writer_queue_full (SyWriter        *self,
                      const char      *owner,
                      const char      *path,
                      SyWriteFunc      write,
                      SyWriteDoneFunc  done,
                      gpointer         snapshot,
                      GDestroyNotify   free_snapshot)
{
  g_autofree char *key = NULL;
  Job *job;

  g_return_if_fail (SY_IS_WRITER (self));
  g_return_if_fail (path != NULL);
  g_return_if_fail (write != NULL);

  key = g_strconcat (owner != NULL ? owner : "", "\n", path, NULL);
  g_mutex_lock (&self->lock);
  job = g_hash_table_lookup (self->waiting, key);
  if (job != NULL)
    {
      if (job->free_snapshot != NULL)
        job->free_snapshot (job->snapshot);
    }
  else
    {
      job = g_new0 (Job, 1);
      job->key = g_steal_pointer (&key);
      job->path = g_strdup (path);
      job->owner = owner != NULL ? g_quark_from_string (owner) : 0;
      g_queue_push_tail (&self->jobs, job);
      g_hash_table_insert (self->waiting, job->key, job);
    }
  job->write = write;
  job->done = done;
  job->snapshot = snapshot;
  job->free_snapshot = free_snapshot;
  if (self->thread == NULL)
    self->thread = g_thread_new ("sy-writer", worker, self);
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
}

/**
 * sy_writer_queue:
 * @self: a #SyWriter
 * @path: the file to write
 * @write: what writes it, in the writer's thread
 * @snapshot: (transfer full): what @write is given; the writer owns it
 * @free_snapshot: (nullable): frees @snapshot once written or replaced
 *
 * Queues @snapshot for @path under no owner's name (sy_writer_queue_full()).
 */
void
sy_writer_queue (SyWriter       *self,
                 const char     *path,
                 SyWriteFunc     write,
                 gpointer        snapshot,
                 GDestroyNotify  free_snapshot)
{
  sy_writer_queue_full (self, NULL, path, write, NULL, snapshot, free_snapshot);
}

static gboolean
write_bytes (const char  *path,
             gpointer     snapshot,
             GError     **error)
{
  gsize length;
  const char *data = g_bytes_get_data (snapshot, &length);

  return sy_write_own_file_atomically (path, data, length, 0644, error);
}

/**
 * sy_writer_queue_bytes:
 * @self: a #SyWriter
 * @path: a file in one of the program's own folders
 * @contents: its new contents
 *
 * Queues @contents for @path as sy_writer_queue() does, written by
 * sy_write_own_file_atomically().
 */
void
sy_writer_queue_bytes (SyWriter   *self,
                       const char *path,
                       GBytes     *contents)
{
  g_return_if_fail (contents != NULL);

  sy_writer_queue (self, path, write_bytes, g_bytes_ref (contents),
                   (GDestroyNotify) g_bytes_unref);
}

/**
 * sy_writer_flush:
 * @self: a #SyWriter
 * @error: return location for the first failure since the last flush
 *
 * Waits until every snapshot queued is written (before quitting, or before
 * a step that must follow the writes). The signals of what was written are
 * still emitted on the main context afterwards.
 *
 * Returns: whether every write since the last flush succeeded
 */
gboolean
sy_writer_flush (SyWriter  *self,
                 GError   **error)
{
  GError *failure;

  g_return_val_if_fail (SY_IS_WRITER (self), FALSE);

  g_mutex_lock (&self->lock);
  while (!g_queue_is_empty (&self->jobs) || self->current != NULL)
    g_cond_wait (&self->cond, &self->lock);
  failure = g_steal_pointer (&self->flush_error);
  g_mutex_unlock (&self->lock);

  if (failure != NULL)
    {
      g_propagate_error (error, failure);
      return FALSE;
    }
  return TRUE;
}

/**
 * sy_writer_sync:
 * @self: a #SyWriter
 *
 * Waits until every snapshot queued is written, then emits the signals of
 * what was written at once, in order, rather than at the next turn of the
 * main loop: for a step that must know how the writes went (closing a
 * window, putting another game on the table). Call it in the thread of
 * the writer's main context.
 */
void
sy_writer_sync (SyWriter *self)
{
  g_return_if_fail (SY_IS_WRITER (self));

  g_mutex_lock (&self->lock);
  while (!g_queue_is_empty (&self->jobs) || self->current != NULL)
    g_cond_wait (&self->cond, &self->lock);
  g_mutex_unlock (&self->lock);
  deliver (self);
}

/**
 * sy_writer_is_idle:
 * @self: a #SyWriter
 *
 * Returns: whether nothing is being written nor waiting
 */
gboolean
sy_writer_is_idle (SyWriter *self)
{
  gboolean idle;

  g_return_val_if_fail (SY_IS_WRITER (self), TRUE);

  g_mutex_lock (&self->lock);
  idle = g_queue_is_empty (&self->jobs) && self->current == NULL;
  g_mutex_unlock (&self->lock);
  return idle;
}

/**
 * sy_writer_is_owner_idle:
 * @self: a #SyWriter
 * @owner: who queued (sy_writer_queue_full())
 *
 * Returns: whether nothing @owner queued is being written nor waiting
 */
gboolean
sy_writer_is_owner_idle (SyWriter   *self,
                         const char *owner)
{
  GQuark quark;
  gboolean idle;

  g_return_val_if_fail (SY_IS_WRITER (self), TRUE);
  g_return_val_if_fail (owner != NULL, TRUE);

  quark = g_quark_try_string (owner);
  if (quark == 0)
    return TRUE;
  g_mutex_lock (&self->lock);
  idle = self->current == NULL || self->current->owner != quark;
  for (GList *l = self->jobs.head; l != NULL && idle; l = l->next)
    idle = ((Job *) l->data)->owner != quark;
  g_mutex_unlock (&self->lock);
  return idle;
}

/**
 * sy_writer_get_n_written:
 * @self: a #SyWriter
 *
 * Returns: how many writes the writer has made, failed ones included
 */
guint
sy_writer_get_n_written (SyWriter *self)
{
  guint n;

  g_return_val_if_fail (SY_IS_WRITER (self), 0);

  g_mutex_lock (&self->lock);
  n = self->n_written;
  g_mutex_unlock (&self->lock);
  return n;
}

static void
sy_writer_finalize (GObject *object)
{
  SyWriter *self = SY_WRITER (object);

  /* The last snapshots are written before the writer goes. */
  g_mutex_lock (&self->lock);
  self->stopping = TRUE;
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
  if (self->thread != NULL)
    g_thread_join (self->thread);

  if (self->deliver != NULL)
    {
      g_source_destroy (self->deliver);
      g_source_unref (self->deliver);
    }
  g_queue_clear_full (&self->results, (GDestroyNotify) result_free);
  g_clear_error (&self->flush_error);
  g_hash_table_unref (self->waiting);
  g_main_context_unref (self->context);
  g_cond_clear (&self->cond);
  g_mutex_clear (&self->lock);

  G_OBJECT_CLASS (sy_writer_parent_class)->finalize (object);
}

static void
sy_writer_class_init (SyWriterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sy_writer_finalize;

  /**
   * SyWriter::written:
   * @self: the writer
   * @path: the file that now holds the snapshot queued for it
   *
   * Detailed by the owner that queued the snapshot, if any.
   */
  signals[WRITTEN] = g_signal_new ("written", G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * SyWriter::failed:
   * @self: the writer
   * @path: the file that could not be written (it is as it was)
   * @error: why, in the user's language
   *
   * Detailed by the owner that queued the snapshot, if any.
   */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass),
                                  G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_ERROR);
}

static void
sy_writer_init (SyWriter *self)
{
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  g_queue_init (&self->jobs);
  g_queue_init (&self->results);
  self->waiting = g_hash_table_new (g_str_hash, g_str_equal);
  self->context = g_main_context_ref_thread_default ();
}
