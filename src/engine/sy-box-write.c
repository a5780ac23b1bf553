/* sy-box-write.c: the owner's box saved, in two steps: a copy taken where
 * the box lives, written (and merged with what another instance wrote) in
 * any thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save of the user's box waits for the disk (fsync() of the file and of
 * its folder). The program takes a copy of the box where it lives
 * (sy_box_write_new(): a copy is about ten times cheaper than the file's
 * text, measured on boxes of 1 to 400 games) and writes it in its
 * writer's thread (sy_box_write_run()):
 *
 * - When another instance of the program wrote the file since this one
 *   last read or wrote it (two logins on one home, a Flatpak beside a
 *   build), what the file holds is merged into the copy first (the box is
 *   a union of games), so that neither instance's learning is lost; a file
 *   written by no one else is replaced, so that a design removed stays
 *   removed. A file there that cannot be read is kept aside, never
 *   written over.
 * - The write is atomic and durable (sy-file-write.c): a kill or a full
 *   disk leaves the old file or the new one, never half of one.
 * - What the merge found comes back to where the box lives
 *   (sy_box_write_finish()), which merges it into the box. Until it is
 *   there, a save of a copy taken before it came back merges it again
 *   (the note of the file, shared by the box and its writes, keeps it), so
 *   that no later write drops it.
 *
 * The writes of one box must run one at a time, in the order their copies
 * were taken (one writer's thread, or the caller's alone): they share the
 * note of the file.
 */
#define G_LOG_DOMAIN "sy-box"

#include "config.h"

#include <errno.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "sy-box-edit.h"
#include "sy-box-private.h"
#include "sy-box-write.h"
#include "sy-file-write.h"
#include "sy-user-lock.h"

struct _SyBoxWrite {
  SyBox *copy;       /* what to write; shares the box's note of the file */
  char *path;
  guint found_seen;  /* what the box had merged of what writes found */
  SyBox *found;      /* what another instance wrote, for the box */
  guint found_now;   /* the count of findings once this write ran */
};

/* Whether the file at @path is not the one the box last read or wrote:
 * another instance of the program wrote it since. */
static gboolean
file_changed (const SyBoxFileMark *file,
              const char          *path)
{
  struct stat st;

  if (stat (path, &st) != 0)
    return FALSE;
  return (guint64) st.st_ino != file->id
    || (gint64) st.st_ctim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_ctim.tv_nsec != file->time;
}

/**
 * sy_box_write_new:
 * @box: the owner's box, as it is to be kept
 *
 * Takes a copy of @box to write (a few ms for a box of a hundred games).
 *
 * Returns: (transfer full): the write, for sy_box_write_run()
 */
SyBoxWrite *
sy_box_write_new (SyBox *box)
{
  SyBoxWrite *write;

  g_return_val_if_fail (box != NULL, NULL);

  write = g_new0 (SyBoxWrite, 1);
  write->copy = sy_box_copy (box);
  g_atomic_rc_box_release (write->copy->file);
  write->copy->file = g_atomic_rc_box_acquire (box->file);
  write->path = sy_box_user_path (box->edition);
  write->found_seen = box->found_seen;
  return write;
}

/**
 * sy_box_write_get_path:
 * @write: a write of the owner's box
 *
 * Returns: the file it writes (sy_box_user_path())
 */
const char *
sy_box_write_get_path (const SyBoxWrite *write)
{
  g_return_val_if_fail (write != NULL, NULL);

  return write->path;
}

/**
 * sy_box_write_get_edition:
 * @write: a write of the owner's box
 *
 * Returns: the edition of the box it writes
 */
SyEdition
sy_box_write_get_edition (const SyBoxWrite *write)
{
  g_return_val_if_fail (write != NULL, SY_EDITION_SECOND);

  return write->copy->edition;
}

/* With the file held: what another instance wrote since goes into the
 * copy, and is kept for the box (and for the writes behind this one). */
static void
merge_theirs (SyBoxWrite *write)
{
  SyBoxFileMark *file = write->copy->file;
  g_autoptr(GError) local = NULL;
  g_autoptr(SyBox) theirs = sy_box_load_file (write->path, &local);

  if (theirs == NULL || theirs->edition != write->copy->edition
      || !sy_box_merge (write->copy, theirs, NULL))
    {
      g_autofree char *aside = sy_file_keep_aside (write->path, NULL);

      g_message ("The box written by another instance could not be merged%s%s",
                 aside != NULL ? "; kept aside as " : "", aside != NULL ? aside : "");
      return;
    }
  if (file->found == NULL)
    file->found = sy_box_new (write->copy->edition);
  sy_box_merge (file->found, theirs, NULL);
  file->n_found++;
}

/**
 * sy_box_write_run:
 * @write: a write of the owner's box
 * @error: return location for a #GFileError
 *
 * Writes the copy to the user's file, atomically and durably, making the
 * folder if missing; what another instance wrote there since is merged in
 * first (see the top of this file). Runs in any thread, the writes of one
 * box one at a time, in order.
 *
 * Returns: whether the file holds the copy
 */
gboolean
sy_box_write_run (SyBoxWrite  *write,
                  GError     **error)
{
  SyBoxFileMark *file;
  g_autofree char *folder = NULL;
  gboolean saved;
  int held;

  g_return_val_if_fail (write != NULL, FALSE);

  file = write->copy->file;
  folder = g_path_get_dirname (write->path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s",
                   g_strerror (saved_errno));
      return FALSE;
    }
  held = sy_user_lock_file_hold (write->path);
  if (file_changed (file, write->path))
    merge_theirs (write);
  /* What earlier writes found and the box has not merged yet. */
  if (file->found != NULL && write->found_seen < file->n_found)
    sy_box_merge (write->copy, file->found, NULL);
  else if (file->found != NULL)
    g_clear_pointer (&file->found, sy_box_free);
  if (file->found != NULL)
    write->found = sy_box_copy (file->found);
  write->found_now = file->n_found;
  saved = _sy_box_save_to (write->copy, write->path, TRUE, error);
  if (saved)
    _sy_box_note_file (file, write->path);
  sy_user_lock_file_let_go (held);
  return saved;
}

/**
 * sy_box_write_finish:
 * @write: a write of the owner's box that ran
 * @box: the box it copied, where it lives
 *
 * Merges into @box what another instance had written in the file (whether
 * or not the write succeeded: it was read before).
 *
 * Returns: whether @box changed
 */
gboolean
sy_box_write_finish (SyBoxWrite *write,
                     SyBox      *box)
{
  g_return_val_if_fail (write != NULL && box != NULL, FALSE);
  g_return_val_if_fail (box->file == write->copy->file, FALSE);

  box->found_seen = MAX (box->found_seen, write->found_now);
  if (write->found == NULL)
    return FALSE;
  sy_box_merge (box, write->found, NULL);
  g_clear_pointer (&write->found, sy_box_free);
  return TRUE;
}

/**
 * sy_box_write_free:
 * @write: (nullable): a write of the owner's box
 */
void
sy_box_write_free (SyBoxWrite *write)
{
  if (write == NULL)
    return;
  sy_box_free (write->copy);
  g_clear_pointer (&write->found, sy_box_free);
  g_free (write->path);
  g_free (write);
}

/**
 * sy_box_save_user:
 * @box: the owner's box
 * @error: return location for a #GFileError
 *
 * Keeps @box for later games, atomically, as a write taken and run at once
 * in the caller's thread (see the top of this file): what another
 * instance wrote since @box was read is merged into @box, and the file
 * holds both. Call it only when no write of @box is under way elsewhere.
 *
 * Returns: whether it was saved
 */
gboolean
sy_box_save_user (SyBox   *box,
                  GError **error)
{
  g_autoptr(SyBoxWrite) write = NULL;
  gboolean saved;

  g_return_val_if_fail (box != NULL, FALSE);

  write = sy_box_write_new (box);
  saved = sy_box_write_run (write, error);
  sy_box_write_finish (write, box);
  return saved;
}
