/* fuzz-history-index.c: libFuzzer target for the history's index
 *
 * Built with -Dfuzzing=true (clang); tests/bootstrap.sh test runs it. The
 * input is written as the index of a history folder and read back; its
 * entries for "game.shipyard" are looked up with size 1234 and
 * modification time 5678 (the seeds use them, so that the fuzzer reaches
 * the reading of an entry). Never crash, never warn, never leak.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <glib/gstdio.h>

#include "sy-engine.h"
#include "sy-history-private.h"

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  static char *folder;
  static char *index_file;
  const SyHistoryStamp stamp = { 1234, 5678 };
  g_autoptr(SyHistoryIndex) index = NULL;
  g_autoptr(SyHistoryEntry) entry = NULL;

  if (folder == NULL)
    {
      g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
      folder = g_dir_make_tmp ("fuzz-history-XXXXXX", NULL);
      g_assert_nonnull (folder);
      index_file = g_build_filename (folder, ".index.json", NULL);
    }

  /* Written plainly: g_file_set_contents() would fsync at every input. */
  {
    FILE *f = g_fopen (index_file, "wb");

    g_assert_nonnull (f);
    g_assert_cmpuint (fwrite (data, 1, size, f), ==, size);
    fclose (f);
  }
  index = _sy_history_index_load (folder);
  g_assert_nonnull (index);
  entry = _sy_history_index_lookup (index, "game.shipyard", "/nonexistent/game.shipyard", &stamp);
  if (entry != NULL)
    {
      g_assert_cmpuint (entry->n_players, >=, 1);
      g_assert_cmpuint (entry->n_players, <=, SY_MAX_PLAYERS);
      _sy_history_index_put (index, "game.shipyard", &stamp, entry, FALSE);
    }
  return 0;
}
