/* fuzz-load.c: libFuzzer target for the saved-game loader
 *
 * Built with -Dfuzzing=true (clang); run for example:
 *   build-fuzz/tests/fuzz-load -max_total_time=600 tests/fuzz-corpus
 * Any input must load or be refused with an error: never crash, never
 * warn, never leak.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sy-engine.h"

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  static gboolean initialised;
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) violation = NULL;
  g_autoptr(SyGame) game = NULL;

  if (!initialised)
    {
      g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
      initialised = TRUE;
    }

  game = sy_game_load_bytes (bytes, &violation, &error);
  g_assert ((game == NULL) == (error != NULL));
  if (game != NULL)
    {
      /* Whatever loads must save and load again to the same table. */
      gsize length;
      g_autofree char *saved = sy_game_to_data (game, &length);
      g_autoptr(GBytes) again = g_bytes_new (saved, length);
      g_autoptr(SyGame) reloaded = sy_game_load_bytes (again, NULL, NULL);

      g_assert (reloaded != NULL);
      g_assert (memcmp (sy_game_get_table (game), sy_game_get_table (reloaded),
                        sizeof (SyTable)) == 0);
    }
  return 0;
}
