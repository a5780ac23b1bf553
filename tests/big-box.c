/* big-box.c: the largest box file the limits accept
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "big-box.h"
#include "sim-player.h"
#include "sy-box-private.h"

#define TARGET_BYTES (SY_BOX_MAX_BYTES - 256 * 1024)

/**
 * big_box_write:
 * @folder: where to write it
 * @out_length: (out): its size in bytes
 * @out_games: (out): how many games it holds
 *
 * Makes a second-edition box as the program writes it, from games played
 * by the simulated table, then copies its games under new keys until the
 * file is just under the size limit (SY_BOX_MAX_BYTES, 16 MiB): a box
 * shared and merged for years, or a hostile one.
 *
 * Returns: (transfer full): the file's path, `box-second-edition.json`
 *   in @folder
 */
char *
big_box_write (const char *folder,
               gsize      *out_length,
               guint      *out_games)
{
  g_autoptr(SyBox) box = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *path = g_build_filename (folder, "box-second-edition.json", NULL);
  g_autofree char *data = NULL;
  JsonObject *games;
  g_autoptr(GList) keys = NULL;
  gsize length = 0;
  guint n = 0;

  for (guint seed = 1; seed <= 12; seed++)
    {
      g_autoptr(SyGame) game = sim_finished_game (SY_EDITION_SECOND, 2 + seed % 3, seed);
      g_autofree char *key = g_strdup_printf ("20260101-0000%02u-%016x.shipyard", seed, seed);

      sy_box_learn_game (box, key, game);
    }
  root = sy_box_to_json (box);
  games = json_object_get_object_member (json_node_get_object (root), "games");
  keys = json_object_get_members (games);
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);
  /* Copies of the games under new keys, as many as fill the file. */
  {
    guint n_keys = g_list_length (keys);
    gsize per_game = 0;
    guint copies;

    for (GList *l = keys; l != NULL; l = l->next)
      {
        g_autofree char *one = json_to_string (json_object_get_member (games, l->data), FALSE);

        per_game += strlen (one) + strlen (l->data) + 4;
      }
    per_game /= MAX (n_keys, 1);
    copies = (guint) ((TARGET_BYTES - length) / per_game);
    for (guint i = 0; i < copies; i++)
      {
        const char *from = g_list_nth_data (keys, i % n_keys);
        g_autofree char *key = g_strdup_printf ("2025%04u-%06u-%016x.shipyard", 101 + i % 1200,
                                                i % 240000, i);

        json_object_set_member (games, key, json_node_copy (json_object_get_member (games, from)));
      }
    g_clear_pointer (&data, g_free);
    data = json_generator_to_data (generator, &length);
  }
  while (length > SY_BOX_MAX_BYTES - 1024)
    {
      /* Too far: one game fewer at a time. */
      g_autoptr(GList) now = json_object_get_members (games);

      json_object_remove_member (games, g_list_last (now)->data);
      g_clear_pointer (&data, g_free);
      data = json_generator_to_data (generator, &length);
    }
  n = json_object_get_size (games);
  g_assert_true (g_file_set_contents (path, data, (gssize) length, NULL));
  *out_length = length;
  *out_games = n;
  return g_steal_pointer (&path);
}
