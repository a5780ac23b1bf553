/* sy-user-data.c: the user's data, owned once: the boxes, the writer of the user's files, the data folder's lock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One object owns what the program keeps for the user between runs: the
 * box of each edition (issue 18), read at startup in a worker thread (the
 * first window does not wait for the disk; whoever asks for a box before
 * it is read waits for it, sy_user_data_get_box()), the one writer of the
 * user's files (SyWriter, :writer), the lock on the data folder
 * (sy-user-lock.c), which tells whether another instance shares it, and
 * the word that the history changed.
 * The application makes it and hands it down (sy_application_get_user_data(),
 * the preferences' box page as a property). Nothing finds it through a
 * global.
 *
 * Writes (docs/architecture.md, "Writes"): every window queues its game's
 * files on the writer under a name of its own; the box is saved there too
 * after a game taught it (sy_user_data_learn_game()): a copy taken on the
 * main thread, written and merged with what another instance wrote in the
 * writer's thread (sy-box-write.c); what that merge found comes back to
 * the main thread, goes into the box, and #SyUserData::box-changed is
 * emitted. How each save went is told by #SyUserData::box-saved, for the
 * windows to say a failure as they say the game's. The box page's
 * corrections, merges and imports save at once (sy_user_data_save_box(),
 * after the writes queued), to say a failure in the page itself.
 */
#define G_LOG_DOMAIN "sy-user-data"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-box-history.h"
#include "sy-user-data.h"
#include "sy-writer.h"

/* The writer's name for the box's saves (sy_writer_queue_full()). */
#define BOX_OWNER "box"

/* The example game, which teaches the box nothing (sy_box_is_example()). */
#define EXAMPLE_RESOURCE RESOURCE_BASE "/examples/second-edition-3p.json"

/* What the worker read (read_boxes_thread()), handed over under the mutex. */
typedef struct
{
  GMutex mutex;
  GCond cond;
  gboolean done;                 /* the worker has read both boxes */
  SyBox *boxes[2];               /* by edition - 1, until taken */
  char *kept_aside[2];           /* where a damaged file went, or NULL */
  GError *errors[2];             /* why a file could not be read, or NULL */
} BoxRead;

struct _SyUserData
{
  GObject parent_instance;

  GTask *reading;                /* the boxes being read; NULL once told (#SyUserData::boxes-read) */
  gboolean boxes_taken;          /* what the worker read is in boxes[] and box_problems */

  /* The box, by edition - 1 */
  SyBox *boxes[2];
  gboolean box_kept[2];          /* its file could not be read nor kept aside: never written */
  gboolean box_failed[2];        /* its last save failed */
  GString *box_problems;         /* what could not be read, until a window tells it */
  SyGame *example;               /* the example game, read when first asked for */
  SyUserLock *lock;              /* on the data folder, or the note that it is shared */
  SyWriter *writer;              /* the user's files, off the main thread */
};

G_DEFINE_FINAL_TYPE (SyUserData, sy_user_data, G_TYPE_OBJECT)

enum {
  BOX_CHANGED,
  BOX_SAVED,
  BOXES_READ,
  HISTORY_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_WRITER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sy_user_data_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SyUserData *self = SY_USER_DATA (object);

  switch (prop_id)
    {
    case PROP_WRITER:
      g_value_set_object (value, self->writer);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
box_read_free (gpointer data)
{
  BoxRead *read = data;

  for (guint i = 0; i < G_N_ELEMENTS (read->boxes); i++)
    {
      g_clear_pointer (&read->boxes[i], sy_box_free);
      g_free (read->kept_aside[i]);
      g_clear_error (&read->errors[i]);
    }
  g_mutex_clear (&read->mutex);
  g_cond_clear (&read->cond);
  g_free (read);
}

/* In a worker: both boxes, as sy_box_load_user() reads them (a damaged
 * file is kept aside there). Nothing here touches the SyUserData. */
static void
read_boxes_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  BoxRead *read = task_data;
  SyBox *boxes[2];
  char *kept_aside[2] = { NULL, NULL };
  GError *errors[2] = { NULL, NULL };

  for (guint i = 0; i < G_N_ELEMENTS (boxes); i++)
    boxes[i] = sy_box_load_user (i == 0 ? SY_EDITION_FIRST : SY_EDITION_SECOND, &kept_aside[i],
                                 &errors[i]);
  g_mutex_lock (&read->mutex);
  for (guint i = 0; i < G_N_ELEMENTS (boxes); i++)
    {
      read->boxes[i] = boxes[i];
      read->kept_aside[i] = kept_aside[i];
      read->errors[i] = errors[i];
    }
  read->done = TRUE;
  g_cond_broadcast (&read->cond);
  g_mutex_unlock (&read->mutex);
  g_task_return_boolean (task, TRUE);
}

/* The box of index @i as read, and what could not be read of it: the
 * whole story in the log; for the window's one toast, short enough to be
 * read: the kept file's name, which says its edition. */
static void
take_box (SyUserData *self,
          guint       i,
          SyBox      *box,
          const char *kept_aside,
          GError     *error)
{
  self->boxes[i] = box;
  if (error == NULL)
    return;

  g_message ("%s", error->message);
  if (self->box_problems == NULL)
    self->box_problems = g_string_new (NULL);
  if (self->box_problems->len > 0)
    g_string_append_c (self->box_problems, ' ');
  if (kept_aside != NULL)
    {
      g_autofree char *name = g_path_get_basename (kept_aside);

      g_string_append_printf (self->box_problems, _("Damaged box kept aside as “%s”."), name);
    }
  else
    g_string_append (self->box_problems, error->message);
  /* Neither read nor renamed aside: the file stays as it is. */
  self->box_kept[i] = kept_aside == NULL;
}

/* Takes what the worker read, waiting for it if it is still reading: only
 * what asks for a box in the first moments of a run ever waits. */
static void
take_boxes (SyUserData *self)
{
  BoxRead *read;

  if (self->boxes_taken || self->reading == NULL)
    return;
  read = g_task_get_task_data (self->reading);
  g_mutex_lock (&read->mutex);
  while (!read->done)
    g_cond_wait (&read->cond, &read->mutex);
  g_mutex_unlock (&read->mutex);
  for (guint i = 0; i < G_N_ELEMENTS (self->boxes); i++)
    {
      take_box (self, i, g_steal_pointer (&read->boxes[i]), read->kept_aside[i], read->errors[i]);
      g_clear_pointer (&read->kept_aside[i], g_free);
      g_clear_error (&read->errors[i]);
    }
  self->boxes_taken = TRUE;
}

/* Back on the main thread: the boxes are the user data's now, and whoever
 * waits to tell what could not be read is told. */
static void
boxes_read_cb (GObject      *source_object,
               GAsyncResult *result,
               gpointer      user_data)
{
  GWeakRef *owner = user_data;
  g_autoptr(SyUserData) self = g_weak_ref_get (owner);

  g_weak_ref_clear (owner);
  g_free (owner);
  if (self == NULL)
    return;
  take_boxes (self);
  g_clear_object (&self->reading);
  g_signal_emit (self, signals[BOXES_READ], 0);
}

/* Both boxes read in a worker; boxes_read_cb() when done. */
static void
start_reading (SyUserData *self)
{
  BoxRead *read = g_new0 (BoxRead, 1);
  GWeakRef *owner = g_new0 (GWeakRef, 1);

  g_mutex_init (&read->mutex);
  g_cond_init (&read->cond);
  g_weak_ref_init (owner, self);
  self->reading = g_task_new (NULL, NULL, boxes_read_cb, owner);
  g_task_set_source_tag (self->reading, start_reading);
  g_task_set_task_data (self->reading, read, box_read_free);
  g_task_run_in_thread (self->reading, read_boxes_thread);
}

static void
sy_user_data_finalize (GObject *object)
{
  SyUserData *self = SY_USER_DATA (object);

  /* A worker still reading finishes first: what it read is freed here,
   * and no file of the data folder changes after the object is gone. */
  take_boxes (self);
  g_clear_object (&self->reading);
  /* The last snapshots are written before the writer goes. */
  sy_writer_flush (self->writer, NULL);
  g_clear_object (&self->writer);
  for (guint i = 0; i < G_N_ELEMENTS (self->boxes); i++)
    g_clear_pointer (&self->boxes[i], sy_box_free);
  if (self->box_problems != NULL)
    g_string_free (self->box_problems, TRUE);
  g_clear_object (&self->example);
  g_clear_pointer (&self->lock, sy_user_lock_release);

  G_OBJECT_CLASS (sy_user_data_parent_class)->finalize (object);
}

static void
sy_user_data_class_init (SyUserDataClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sy_user_data_finalize;
  object_class->get_property = sy_user_data_get_property;

  /**
   * SyUserData:writer:
   *
   * The one writer of the user's files (sy-writer.c): every window queues
   * its game's files there under a name of its own, and the boxes are
   * saved there.
   */
  properties[PROP_WRITER] =
    g_param_spec_object ("writer", NULL, NULL, SY_TYPE_WRITER,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyUserData::box-changed:
   * @self: the user's data
   * @edition: the #SyEdition whose box changed
   *
   * The box of @edition learnt, was corrected or merged: what shows it
   * lists it again.
   */
  signals[BOX_CHANGED] = g_signal_new ("box-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, SY_TYPE_EDITION);
  /**
   * SyUserData::box-saved:
   * @self: the user's data
   * @edition: the #SyEdition whose box was saved
   * @error: (nullable): why it could not be, or %NULL when it was
   *
   * A save of the box of @edition ended. A failed one leaves the file as it
   * was (the box is whole in memory, and saved at its next change or
   * sy_user_data_retry_box_saves()): the windows tell it as they tell a
   * failure to keep the game.
   */
  signals[BOX_SAVED] = g_signal_new ("box-saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 2, SY_TYPE_EDITION,
                                     G_TYPE_ERROR);
  /**
   * SyUserData::boxes-read:
   * @self: the user's data
   *
   * Both boxes were read, once, a moment after startup: what could not
   * be read of them can be told now (sy_user_data_take_box_problem()).
   */
  signals[BOXES_READ] = g_signal_new ("boxes-read", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * SyUserData::history-changed:
   * @self: the user's data
   *
   * A game was kept in the history (sy_user_data_history_changed()): a
   * history window open meanwhile lists it again.
   */
  signals[HISTORY_CHANGED] = g_signal_new ("history-changed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sy_user_data_init (SyUserData *self)
{
  self->writer = sy_writer_new ();
}

/**
 * sy_user_data_new:
 * @folder: the user's data folder, held while the object lives
 *
 * Takes the lock on @folder (another instance, in another login or a
 * Flatpak beside a build, may hold it already) and starts reading both
 * boxes in a worker thread: a damaged file is kept aside there.
 * #SyUserData::boxes-read follows on the main thread.
 *
 * Returns: (transfer full): the user's data
 */
SyUserData *
sy_user_data_new (const char *folder)
{
  SyUserData *self = g_object_new (SY_TYPE_USER_DATA, NULL);

  start_reading (self);
  g_return_val_if_fail (folder != NULL, self);

  self->lock = sy_user_lock_acquire (folder);
  return self;
}


/**
 * sy_user_data_get_box:
 * @self: the user's data
 * @edition: an edition
 *
 * The owner's box of @edition, read from the user's data folder at
 * startup, in a worker: asked for before the worker is done, it waits for
 * it. A file that cannot be read is kept aside by the engine and an empty
 * box used; sy_user_data_take_box_problem() says so once.
 *
 * Returns: (transfer none): the box
 */
SyBox *
sy_user_data_get_box (SyUserData *self,
                      SyEdition   edition)
{
  guint i = edition == SY_EDITION_FIRST ? 0 : 1;

  g_return_val_if_fail (SY_IS_USER_DATA (self), NULL);

  take_boxes (self);
  return self->boxes[i];
}

/**
 * sy_user_data_take_box_problem:
 * @self: the user's data
 *
 * Waits for the boxes to be read, as sy_user_data_get_box() does.
 *
 * Returns: (transfer full) (nullable): what could not be read of the boxes
 *   and where it is kept, in words for the user, once; then %NULL
 */
char *
sy_user_data_take_box_problem (SyUserData *self)
{
  g_return_val_if_fail (SY_IS_USER_DATA (self), NULL);

  take_boxes (self);
  return self->box_problems != NULL ? g_string_free (g_steal_pointer (&self->box_problems), FALSE)
                                    : NULL;
}

static guint
edition_index (SyEdition edition)
{
  return edition == SY_EDITION_FIRST ? 0 : 1;
}

/* On the main thread: how a save of the box of @edition went. */
static void
box_saved (SyUserData   *self,
           SyEdition     edition,
           const GError *error)
{
  self->box_failed[edition_index (edition)] = error != NULL;
  g_signal_emit (self, signals[BOX_SAVED], 0, edition, error);
}

/* A save of the box queued on the writer. */
typedef struct {
  GWeakRef owner;        /* the SyUserData */
  SyBoxWrite *write;
} BoxSave;

static void
box_save_free (gpointer data)
{
  BoxSave *save = data;

  g_weak_ref_clear (&save->owner);
  sy_box_write_free (save->write);
  g_free (save);
}

/* In the writer's thread. */
static gboolean
box_save_write (const char  *path,
                gpointer     data,
                GError     **error)
{
  return sy_box_write_run (((BoxSave *) data)->write, error);
}

/* On the main thread, once written: what another instance had learnt goes
 * into the box. */
static void
box_save_done (const char   *path,
               gpointer      data,
               const GError *error)
{
  BoxSave *save = data;
  g_autoptr(SyUserData) self = g_weak_ref_get (&save->owner);
  SyEdition edition = sy_box_write_get_edition (save->write);
  SyBox *box;

  if (self == NULL)
    return;
  box = self->boxes[edition_index (edition)];
  if (box != NULL && sy_box_write_finish (save->write, box))
    g_signal_emit (self, signals[BOX_CHANGED], 0, edition);
  box_saved (self, edition, error);
}

/* Queues a save of the box of @edition on the writer: a copy now, the
 * file in the writer's thread. */
static void
queue_box_save (SyUserData *self,
                SyEdition   edition)
{
  SyBox *box = sy_user_data_get_box (self, edition);
  BoxSave *save;

  if (self->box_kept[edition_index (edition)])
    return;
  save = g_new0 (BoxSave, 1);
  g_weak_ref_init (&save->owner, self);
  save->write = sy_box_write_new (box);
  sy_writer_queue_full (self->writer, BOX_OWNER, sy_box_write_get_path (save->write),
                        box_save_write, box_save_done, save, box_save_free);
}

/**
 * sy_user_data_get_writer:
 * @self: the user's data
 *
 * Returns: (transfer none): the one writer of the user's files (:writer)
 */
SyWriter *
sy_user_data_get_writer (SyUserData *self)
{
  g_return_val_if_fail (SY_IS_USER_DATA (self), NULL);

  return self->writer;
}

/**
 * sy_user_data_save_box:
 * @self: the user's data
 * @edition: the edition whose box changed
 * @error: return location for a #GFileError
 *
 * Keeps the box of @edition now, atomically, and tells its watchers
 * (#SyUserData::box-changed, #SyUserData::box-saved). Call it after
 * correcting or merging it, to say a failure where it was made: the
 * writes queued before are waited for, then the box is written on the
 * calling thread.
 *
 * Returns: whether it was saved
 */
gboolean
sy_user_data_save_box (SyUserData  *self,
                       SyEdition    edition,
                       GError     **error)
{
  g_autoptr(GError) local = NULL;
  SyBox *box;
  gboolean saved = TRUE;

  g_return_val_if_fail (SY_IS_USER_DATA (self), FALSE);

  box = sy_user_data_get_box (self, edition);
  if (!self->box_kept[edition_index (edition)])
    {
      g_autoptr(SyBoxWrite) write = NULL;

      /* In order: the saves queued are written (and told) first. */
      sy_writer_sync (self->writer);
      write = sy_box_write_new (box);
      saved = sy_box_write_run (write, &local);
      sy_box_write_finish (write, box);
    }
  g_signal_emit (self, signals[BOX_CHANGED], 0, edition);
  if (!self->box_kept[edition_index (edition)])
    box_saved (self, edition, local);
  if (local != NULL)
    g_propagate_error (error, g_steal_pointer (&local));
  return saved;
}

/**
 * sy_user_data_retry_box_saves:
 * @self: the user's data
 *
 * Queues again the save of each box whose last save failed.
 */
void
sy_user_data_retry_box_saves (SyUserData *self)
{
  g_return_if_fail (SY_IS_USER_DATA (self));

  for (SyEdition edition = SY_EDITION_FIRST; edition <= SY_EDITION_SECOND; edition++)
    if (self->box_failed[edition_index (edition)])
      queue_box_save (self, edition);
}

/**
 * sy_user_data_is_box_saved:
 * @self: the user's data
 *
 * Returns: whether no save of a box failed last nor is under way
 */
gboolean
sy_user_data_is_box_saved (SyUserData *self)
{
  g_return_val_if_fail (SY_IS_USER_DATA (self), FALSE);

  return !self->box_failed[0] && !self->box_failed[1]
         && sy_writer_is_owner_idle (self->writer, BOX_OWNER);
}

/**
 * sy_user_data_learn_game:
 * @self: the user's data
 * @previous_key: (nullable): the game's name in the history before its
 *   last change, when it had one
 * @key: the game's name in the history
 * @game: the game on the table
 * @error: return location for a #GFileError (never set: see below)
 *
 * The box of @game's edition learns what @game entered (sy_box_learn_game());
 * a game whose entry was renamed (it ended) keeps what it taught. When that
 * changed the box, #SyUserData::box-changed is emitted and the box is
 * saved off the main thread (see the top of this file): how it went is
 * told by #SyUserData::box-saved.
 *
 * Returns: %TRUE: a failure to save is told later
 */
gboolean
sy_user_data_learn_game (SyUserData  *self,
                         const char  *previous_key,
                         const char  *key,
                         SyGame      *game,
                         GError     **error)
{
  SyEdition edition;
  SyBox *box;
  gboolean changed = FALSE;

  g_return_val_if_fail (SY_IS_USER_DATA (self), FALSE);
  g_return_val_if_fail (SY_IS_GAME (game), FALSE);

  if (key == NULL)
    return TRUE;
  edition = sy_game_get_edition (game);
  box = sy_user_data_get_box (self, edition);
  if (previous_key != NULL)
    changed = sy_box_rename_game (box, previous_key, key);
  changed |= sy_box_learn_game (box, key, game);
  if (changed)
    {
      queue_box_save (self, edition);
      g_signal_emit (self, signals[BOX_CHANGED], 0, edition);
    }
  return TRUE;
}

/**
 * sy_user_data_get_example:
 * @self: the user's data
 *
 * The example game shipped with the program, which teaches the box nothing
 * (sy_box_is_example()).
 *
 * Returns: (transfer none) (nullable): the example game
 */
SyGame *
sy_user_data_get_example (SyUserData *self)
{
  g_return_val_if_fail (SY_IS_USER_DATA (self), NULL);

  if (self->example == NULL)
    {
      g_autoptr(GBytes) bytes = g_resources_lookup_data (EXAMPLE_RESOURCE, 0, NULL);

      self->example = bytes != NULL ? sy_game_load_bytes (bytes, NULL, NULL) : NULL;
    }
  return self->example;
}

/**
 * sy_user_data_learn_history:
 * @self: the user's data
 * @folder: (nullable): the history's folder; %NULL for the user's
 * @n_added: (out) (optional): how many designs the boxes gained
 * @n_unreadable: (out) (optional): how many games could not be read
 * @error: return location for why the history or a box could not be used
 *
 * Every game of the history teaches the box of its edition
 * (sy_box_learn_history()), under the key the window learns it under, so
 * that no game counts twice; both boxes are then saved.
 *
 * Returns: whether the history was read and the boxes saved
 */
gboolean
sy_user_data_learn_history (SyUserData  *self,
                            const char  *folder,
                            guint       *n_added,
                            guint       *n_unreadable,
                            GError     **error)
{
  g_autofree char *default_folder = NULL;
  g_autoptr(SyHistory) history = NULL;
  SyBox *first;
  SyBox *second;
  guint before;
  guint after;

  g_return_val_if_fail (SY_IS_USER_DATA (self), FALSE);

  if (folder == NULL)
    folder = default_folder = sy_history_default_folder ();
  history = sy_history_load (folder, error);
  if (history == NULL)
    return FALSE;
  first = sy_user_data_get_box (self, SY_EDITION_FIRST);
  second = sy_user_data_get_box (self, SY_EDITION_SECOND);
  before = sy_box_count_designs (first) + sy_box_count_designs (second);
  sy_box_learn_history (first, second, history, sy_user_data_get_example (self), n_unreadable);
  after = sy_box_count_designs (first) + sy_box_count_designs (second);
  if (n_added != NULL)
    *n_added = after - MIN (before, after);
  return sy_user_data_save_box (self, SY_EDITION_FIRST, error)
         && sy_user_data_save_box (self, SY_EDITION_SECOND, error);
}

/**
 * sy_user_data_is_reading_boxes:
 * @self: the user's data
 *
 * Returns: whether the boxes are still being read, at startup: then
 *   #SyUserData::boxes-read is still to come
 */
gboolean
sy_user_data_is_reading_boxes (SyUserData *self)
{
  g_return_val_if_fail (SY_IS_USER_DATA (self), FALSE);

  return self->reading != NULL;
}

/**
 * sy_user_data_is_data_shared:
 * @self: the user's data
 *
 * Whether another instance of the program (in another login, or a Flatpak
 * beside a build) held the user's data folder when this one started: then
 * this one opens the game on the table read only and writes no autosave.
 *
 * Returns: whether the data folder is shared
 */
gboolean
sy_user_data_is_data_shared (SyUserData *self)
{
  g_return_val_if_fail (SY_IS_USER_DATA (self), FALSE);

  return self->lock != NULL && sy_user_lock_is_shared (self->lock);
}

/**
 * sy_user_data_history_changed:
 * @self: the user's data
 *
 * Tells whoever shows the history that a game was kept in it
 * (#SyUserData::history-changed).
 */
void
sy_user_data_history_changed (SyUserData *self)
{
  g_return_if_fail (SY_IS_USER_DATA (self));

  g_signal_emit (self, signals[HISTORY_CHANGED], 0);
}
