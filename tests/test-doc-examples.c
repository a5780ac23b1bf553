/* test-doc-examples.c: every JSON example of the documentation reads as written
 *
 * docs/save-format.md shows whole saved games and single events; each
 * whole game must load with no broken rule, each event must decode. Every
 * JSON block of the other pages must at least be strict JSON.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sy-engine.h"
#include "sy-json-input.h"

/* The ```json blocks of a page, in order. */
static GPtrArray *
json_blocks (const char *page)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", page, NULL);
  g_autofree char *text = NULL;
  GPtrArray *blocks = g_ptr_array_new_with_free_func (g_free);
  const char *p;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  p = text;
  while ((p = strstr (p, "```json\n")) != NULL)
    {
      const char *end = strstr (p + 8, "\n```");

      g_assert_nonnull (end);
      g_ptr_array_add (blocks, g_strndup (p + 8, end - (p + 8) + 1));
      p = end + 4;
    }
  return blocks;
}

static void
test_save_format (void)
{
  g_autoptr(GPtrArray) blocks = json_blocks ("save-format.md");
  guint games = 0, events = 0;

  for (guint i = 0; i < blocks->len; i++)
    {
      const char *text = g_ptr_array_index (blocks, i);
      g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) root = sy_json_input_parse (bytes, SY_SAVE_MAX_BYTES, &error);
      JsonObject *o;

      g_test_message ("example %u: %.60s", i + 1, text);
      g_assert_no_error (error);
      o = json_node_get_object (root);
      if (json_object_has_member (o, "format"))
        {
          g_autoptr(GError) violation = NULL;
          g_autoptr(SyGame) game = sy_game_load_bytes (bytes, &violation, &error);

          g_assert_no_error (error);
          g_assert_no_error (violation);
          g_assert_nonnull (game);
          games++;
        }
      else
        {
          SyEvent event;

          g_assert_true (sy_event_from_json (root, &event, &error));
          g_assert_no_error (error);
          events++;
        }
    }
  g_assert_cmpuint (games, >=, 1);
  g_assert_cmpuint (events, >=, 2);
}

static void
test_other_pages (void)
{
  const char *pages[] = { "command-line.md", "history.md" };

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", pages[i], NULL);
      g_autoptr(GPtrArray) blocks = NULL;

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      blocks = json_blocks (pages[i]);
      for (guint b = 0; b < blocks->len; b++)
        {
          const char *text = g_ptr_array_index (blocks, b);
          g_autoptr(GError) error = NULL;

          g_assert_true (sy_json_input_check (text, strlen (text), SY_SAVE_MAX_BYTES, &error));
          g_assert_no_error (error);
        }
    }
}

/* The hire of the documented rules: by pile from a laid-out ring, and
 * refused by pile alone when the ring was not laid out. */
static void
test_hire_by_pile (void)
{
  g_autofree char *ring = g_test_build_filename (G_TEST_DIST, "data", "rules",
                                                 "hire-with-income.json", NULL);
  g_autofree char *small = g_test_build_filename (G_TEST_DIST, "data", "small-game.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) violation = NULL;
  g_autoptr(SyGame) game = sy_game_load_file (ring, &violation, &error);
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GBytes) bytes = NULL;
  JsonArray *events, *kept;
  JsonObject *hire;

  g_assert_no_error (error);
  g_assert_no_error (violation);
  g_assert_nonnull (game);
  g_clear_object (&game);

  /* small-game.json has no employees laid out: its crew turn becomes a hire
   * by pile alone. */
  g_assert_true (g_file_get_contents (small, &text, NULL, NULL));
  root = json_from_string (text, NULL);
  events = json_object_get_array_member (json_node_get_object (root), "events");
  json_object_set_string_member (json_array_get_object_element (events, 7), "action", "employees");
  kept = json_array_new ();
  for (guint i = 0; i < 8; i++)
    json_array_add_element (kept, json_node_copy (json_array_get_element (events, i)));
  hire = json_object_new ();
  json_object_set_string_member (hire, "type", "hire");
  json_object_set_int_member (hire, "steps", 1);
  json_object_set_int_member (hire, "pile", 0);
  json_array_add_object_element (kept, hire);
  json_object_set_array_member (json_node_get_object (root), "events", kept);
  json_object_remove_member (json_node_get_object (root), "position");
  g_free (text);
  text = json_to_string (root, FALSE);
  bytes = g_bytes_new (text, strlen (text));
  game = sy_game_load_bytes (bytes, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_FILE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "“employee”"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/docs/save-format-examples", test_save_format);
  g_test_add_func ("/engine/docs/other-examples", test_other_pages);
  g_test_add_func ("/engine/docs/hire-by-pile", test_hire_by_pile);
  return g_test_run ();
}
