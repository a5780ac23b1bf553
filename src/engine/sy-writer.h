/* sy-writer.h: the user's files written off the main thread, in order,
 * the latest snapshot of each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * SyWriteFunc:
 * @path: the file to write
 * @snapshot: what to write there, as taken when it was queued
 * @error: return location for a #GFileError
 *
 * Writes @snapshot to @path durably, in the writer's thread: it must touch
 * nothing but @snapshot and the disk.
 *
 * Returns: whether @path holds @snapshot
 */
typedef gboolean (*SyWriteFunc) (const char  *path,
                                 gpointer     snapshot,
                                 GError     **error);

/**
 * SyWriteDoneFunc:
 * @path: the file written
 * @snapshot: what was written, with what the write found
 * @error: (nullable): why it failed, or %NULL
 *
 * Called on the writer's main context once @snapshot is written or failed,
 * before the writer's signals.
 */
typedef void (*SyWriteDoneFunc) (const char   *path,
                                 gpointer      snapshot,
                                 const GError *error);

#define SY_TYPE_WRITER (sy_writer_get_type ())

G_DECLARE_FINAL_TYPE (SyWriter, sy_writer, SY, WRITER, GObject)

SyWriter *sy_writer_new          (void);
void      sy_writer_queue        (SyWriter       *self,
                                  const char     *path,
                                  SyWriteFunc     write,
                                  gpointer        snapshot,
                                  GDestroyNotify  free_snapshot);
void      sy_writer_queue_full   (SyWriter       *self,
                                  const char     *owner,
                                  const char     *path,
                                  SyWriteFunc     write,
                                  SyWriteDoneFunc done,
                                  gpointer        snapshot,
                                  GDestroyNotify  free_snapshot);
void      sy_writer_queue_bytes  (SyWriter       *self,
                                  const char     *path,
                                  GBytes         *contents);
gboolean  sy_writer_flush        (SyWriter       *self,
                                  GError        **error);
void      sy_writer_sync         (SyWriter       *self);
gboolean  sy_writer_is_idle      (SyWriter       *self);
gboolean  sy_writer_is_owner_idle (SyWriter      *self,
                                  const char     *owner);
guint     sy_writer_get_n_written (SyWriter      *self);

G_END_DECLS
