/* test-json-input.c: every file the program reads is bounded, regular, strict and shallow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "sy-engine.h"
#include "sy-card-values.h"
#include "sy-json-input.h"

static gboolean
check (const char  *text,
       GError     **error)
{
  return sy_json_input_check (text, strlen (text), 1024 * 1024, error);
}

static char *
nested (guint depth)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < depth; i++)
    g_string_append_c (s, '[');
  for (guint i = 0; i < depth; i++)
    g_string_append_c (s, ']');
  return g_string_free (s, FALSE);
}

/* What json-glib 1.6 takes but strict JSON does not, and the depth limit. */
static void
test_strict (void)
{
  const char *refused[] = {
    "{\"a\":1}{\"b\":2}", "{'a':1}", "{\"a\":0x1}", "{\"a\":01}", "{\"a\":\"x\\u0000y\"}",
    "{\"a\":1 /* c */}", "{\"a\":1,}", "{\"a\":99999999999999999999}", "{\"a\":\"\\ud800\"}",
    "{\"a\":\"x\ty\"}", "{\"a\":\"\\q\"}", "{\"a\":1.}", "{\"a\":.5}", "{\"a\":+1}",
    "{\"a\":NaN}", "{a:1}", "", "   ", "42", "{\"a\":1", "{\"a\":[1,2}", "[1 2]",
  };
  const char *taken[] = {
    "{}", "[]", "{\"a\":[1,-2,3.5e+2,0,-0,1E3,true,false,null]}",
    "{\"\\u00e9\\ud83d\\ude00\":\"é\"}",
    " {\"a\" : { \"b\" : [ ] } } \n", "{\"a\":9223372036854775807,\"b\":-9223372036854775808}",
  };
  g_autofree char *deepest = nested (SY_JSON_MAX_DEPTH);
  g_autofree char *too_deep = nested (SY_JSON_MAX_DEPTH + 1);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_test_message ("refused: %s", refused[i]);
      g_assert_false (check (refused[i], &error));
      g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
      g_clear_error (&error);
    }
  for (guint i = 0; i < G_N_ELEMENTS (taken); i++)
    {
      g_test_message ("taken: %s", taken[i]);
      g_assert_true (check (taken[i], &error));
      g_assert_no_error (error);
    }
  g_assert_true (check (deepest, &error));
  g_assert_false (check (too_deep, &error));
  g_assert_nonnull (strstr (error->message, "32"));
  g_clear_error (&error);
  g_assert_false (sy_json_input_check ("[1]", 3, 2, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
}

/* Never a folder, a device or a pipe, and never more than the bound. */
static void
test_read (void)
{
  g_autofree char *folder = g_dir_make_tmp ("json-input-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (folder, "fifo", NULL);
  g_autofree char *big = g_build_filename (folder, "big.json", NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  start = g_get_monotonic_time ();
  g_assert_null (sy_json_input_read_path (fifo, 1024, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);
  g_clear_error (&error);
  g_assert_null (sy_json_input_read_path ("/dev/zero", 1024, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
  g_clear_error (&error);
  g_assert_null (sy_json_input_read_path (folder, 1024, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
  g_clear_error (&error);
  g_assert_null (sy_json_input_read_path ("/nonexistent/game.json", 1024, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (big, "[1, 2, 3, 4, 5]", -1, NULL));
  g_assert_null (sy_json_input_read_path (big, 10, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
  g_clear_error (&error);
  bytes = sy_json_input_read_path (big, 15, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), ==, 15);

  g_unlink (big);
  g_unlink (fifo);
  g_rmdir (folder);
}

/* Each loader refuses a deep document by its cause, without crashing. */
static void
test_loaders (void)
{
  g_autofree char *deep = nested (100000);
  g_autoptr(GBytes) bytes = g_bytes_new (deep, strlen (deep));
  g_autoptr(GError) error = NULL;
  g_autoptr(SyCanalPalette) palette = sy_canal_palette_new ();
  g_autoptr(SyGame) game = NULL;
  g_autoptr(JsonNode) root = NULL;
  SyCatalog catalog;

  game = sy_game_load_bytes (bytes, NULL, &error);
  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, "32"));
  g_clear_error (&error);
  root = sy_card_values_parse (bytes, &error);
  g_assert_null (root);
  g_assert_nonnull (strstr (error->message, "32"));
  g_clear_error (&error);
  g_assert_false (sy_canal_palette_add_json (palette, bytes, &error));
  g_assert_nonnull (strstr (error->message, "32"));
  g_clear_error (&error);
  g_assert_false (sy_catalog_parse (bytes, &catalog, &error));
  g_assert_nonnull (strstr (error->message, "32"));
}

/* A history folder with a deep game and a deep index lists what it can. */
static void
test_history (void)
{
  g_autofree char *folder = g_dir_make_tmp ("json-input-history-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (folder, "20260101-120000-0123456789abcdef.shipyard",
                                            NULL);
  g_autofree char *index = g_build_filename (folder, ".index.json", NULL);
  g_autofree char *deep = nested (100000);
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (game, deep, -1, NULL));
  g_assert_true (g_file_set_contents (index, deep, -1, NULL));
  history = sy_history_load (folder, &error);
  g_assert_no_error (error);
  g_assert_nonnull (history);
  g_assert_cmpuint (history->n_unreadable, ==, 1);

  g_unlink (game);
  g_unlink (index);
  g_rmdir (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/json-input/strict", test_strict);
  g_test_add_func ("/engine/json-input/read", test_read);
  g_test_add_func ("/engine/json-input/loaders", test_loaders);
  g_test_add_func ("/engine/json-input/history", test_history);
  return g_test_run ();
}
