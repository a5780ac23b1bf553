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

#define SY_TYPE_WRITER (sy_writer_get_type ())

G_DECLARE_FINAL_TYPE (SyWriter, sy_writer, SY, WRITER, GObject)

SyWriter *sy_writer_new          (void);
void      sy_writer_queue        (SyWriter       *self,
                                  const char     *path,
                                  SyWriteFunc     write,
                                  gpointer        snapshot,
                                  GDestroyNotify  free_snapshot);
void      sy_writer_queue_bytes  (SyWriter       *self,
                                  const char     *path,
                                  GBytes         *contents);
gboolean  sy_writer_flush        (SyWriter       *self,
                                  GError        **error);
void      sy_writer_sync         (SyWriter       *self);
gboolean  sy_writer_is_idle      (SyWriter       *self);
guint     sy_writer_get_n_written (SyWriter      *self);

G_END_DECLS
