/* sy-yard-table-gen.c: writes the yard's future tables into a C source
 *
 * Run by the build (src/engine/meson.build): `sy-yard-table-gen OUTPUT
 * SLOTS:MAX-MIDDLES...` computes, with the engine's own code, the table of
 * yards that can still empty for each size of yard named, and writes them
 * as _sy_yard_built_in[]. tests/test-yard.c checks that the written tables
 * equal what the engine computes and that every catalog's size has one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "sy-yard-future.h"

static gboolean
parse_size (const char *arg,
            guint      *n_slots,
            guint      *max_middles)
{
  guint64 a, b;
  char *end;

  a = g_ascii_strtoull (arg, &end, 10);
  if (*end != ':')
    return FALSE;
  b = g_ascii_strtoull (end + 1, &end, 10);
  if (*end != '\0' || a < 3 || a > SY_MAX_YARD_SLOTS || b < 1)
    return FALSE;
  *n_slots = a;
  *max_middles = b;
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  if (argc < 3)
    {
      fprintf (stderr, "usage: %s OUTPUT.c SLOTS:MAX-MIDDLES...\n", argv[0]);
      return EXIT_FAILURE;
    }

  g_string_append (out,
                   "/* Written by sy-yard-table-gen when the project builds: do not edit.\n"
                   " * The yards that can still empty, one table per size of yard\n"
                   " * (sy-yard-future.h). */\n"
                   "#include \"sy-yard-future.h\"\n\n");
  for (int i = 2; i < argc; i++)
    {
      guint n_slots, max_middles;
      g_autofree guint8 *bits = NULL;
      gsize n_bytes;

      if (!parse_size (argv[i], &n_slots, &max_middles))
        {
          fprintf (stderr, "%s: not a yard size SLOTS:MAX-MIDDLES: %s\n", argv[0], argv[i]);
          return EXIT_FAILURE;
        }
      bits = _sy_yard_future_compute (n_slots, max_middles);
      n_bytes = MAX (((gsize) 1 << (2 * n_slots)) / 8, 1);
      g_string_append_printf (out, "static const guint8 good_%u_%u[%" G_GSIZE_FORMAT "] = {",
                              n_slots, max_middles, n_bytes);
      for (gsize b = 0; b < n_bytes; b++)
        g_string_append_printf (out, "%s0x%02x,", b % 16 == 0 ? "\n  " : " ", bits[b]);
      g_string_append (out, "\n};\n\n");
    }

  g_string_append (out, "const SyYardFuture _sy_yard_built_in[] = {\n");
  for (int i = 2; i < argc; i++)
    {
      guint n_slots, max_middles;

      parse_size (argv[i], &n_slots, &max_middles);
      g_string_append_printf (out, "  { %u, %u, good_%u_%u },\n",
                              n_slots, max_middles, n_slots, max_middles);
    }
  g_string_append_printf (out, "};\n\nconst guint _sy_yard_n_built_in = %d;\n", argc - 2);

  if (!g_file_set_contents (argv[1], out->str, out->len, &error))
    {
      fprintf (stderr, "%s: %s\n", argv[0], error->message);
      return EXIT_FAILURE;
    }
  return EXIT_SUCCESS;
}
