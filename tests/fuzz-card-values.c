/* fuzz-card-values.c: libFuzzer target for the card values kept for later games
 *
 * Built with -Dfuzzing=true (clang); tests/bootstrap.sh test runs it. Any
 * input must be read or refused with an error: never crash, never warn,
 * never leak.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-engine.h"
#include "sy-card-values.h"

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  static gboolean initialised;
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(SyCardValues) values = sy_card_values_new ();
  g_autoptr(JsonNode) root = NULL;

  if (!initialised)
    {
      g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
      initialised = TRUE;
    }

  root = sy_card_values_parse (bytes, &error);
  g_assert ((root == NULL) == (error != NULL));
  if (root == NULL)
    return 0;
  if (sy_card_values_merge_json (values, root, &error))
    {
      /* What was read must write and read again to the same values. */
      g_autoptr(JsonNode) written = sy_card_values_to_json (values);
      g_autoptr(SyCardValues) again = sy_card_values_new ();

      g_assert_no_error (error);
      g_assert_true (sy_card_values_merge_json (again, written, NULL));
    }
  else
    g_assert_nonnull (error);
  return 0;
}
