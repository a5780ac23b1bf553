/* test-user-data.c: the boxes read in a worker at startup; whoever asks for
 * one before the worker is done waits for it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "sy-user-data.h"

#define DAMAGED \
  "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 1, \"parts\": ["

static char *data_folder;

/* The second edition's box as the user left it: it learnt the example
 * game. Returns how many designs it holds. */
static guint
write_second_box (void)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (RESOURCE_BASE "/examples/second-edition-3p.json",
                                                     0, NULL);
  g_autoptr(SyGame) game = sy_game_load_bytes (bytes, NULL, NULL);
  g_autoptr(SyBox) box = sy_box_new (SY_EDITION_SECOND);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (game);
  g_assert_true (sy_box_learn_game (box, "example", game));
  g_assert_cmpuint (sy_box_count_designs (box), >, 0);
  g_assert_true (sy_box_save_user (box, &error));
  g_assert_no_error (error);
  return sy_box_count_designs (box);
}

/* The first edition's box file, cut short. */
static char *
write_damaged_first_box (void)
{
  g_autofree char *path = sy_box_user_path (SY_EDITION_FIRST);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, DAMAGED, -1, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

/* Removes what a damaged box was kept aside as. Returns how many. */
static guint
remove_kept_aside (void)
{
  g_autoptr(GDir) dir = g_dir_open (data_folder, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "box-first-edition.damaged-"))
      {
        g_autofree char *path = g_build_filename (data_folder, name, NULL);

        g_assert_cmpint (g_remove (path), ==, 0);
        n++;
      }
  return n;
}

static void
count_cb (SyUserData *data,
          guint      *count)
{
  (*count)++;
}

/* sy_user_data_new() returns while the boxes are read in a worker; the
 * first box asked for waits for the worker and is the file's; the word
 * that they are read comes once, on the main loop. */
static void
test_read_in_worker (void)
{
  guint n_designs = write_second_box ();
  g_autofree char *damaged = write_damaged_first_box ();
  g_autoptr(SyUserData) data = sy_user_data_new (data_folder);
  g_autofree char *problem = NULL;
  guint told = 0;

  g_signal_connect (data, "boxes-read", G_CALLBACK (count_cb), &told);
  /* Nothing ran on the main loop yet: still reading, as far as it knows. */
  g_assert_true (sy_user_data_is_reading_boxes (data));

  /* Asking waits for the worker: the box is the one in the file. */
  g_assert_cmpuint (sy_box_count_designs (sy_user_data_get_box (data, SY_EDITION_SECOND)), ==,
                    n_designs);
  g_assert_true (sy_box_is_empty (sy_user_data_get_box (data, SY_EDITION_FIRST)));
  g_assert_false (g_file_test (damaged, G_FILE_TEST_EXISTS));
  problem = sy_user_data_take_box_problem (data);
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem, "box-first-edition.damaged-"));
  g_assert_null (sy_user_data_take_box_problem (data));
  g_assert_cmpuint (told, ==, 0);

  while (sy_user_data_is_reading_boxes (data))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (told, ==, 1);
  g_assert_cmpuint (remove_kept_aside (), ==, 1);
}

/* Let go while the worker reads: the object waits for it, so that no
 * file of the folder changes after it is gone, and the late word from the
 * worker finds no one. */
static void
test_dropped_while_reading (void)
{
  g_autofree char *damaged = write_damaged_first_box ();
  SyUserData *data = sy_user_data_new (data_folder);

  g_object_unref (data);
  g_assert_false (g_file_test (damaged, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (remove_kept_aside (), ==, 1);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("test-user-data-XXXXXX", NULL);
  int status;

  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  data_folder = g_build_filename (home, GETTEXT_PACKAGE, NULL);
  g_assert_cmpint (g_mkdir_with_parents (data_folder, 0700), ==, 0);

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/user-data/read-in-worker", test_read_in_worker);
  g_test_add_func ("/user-data/dropped-while-reading", test_dropped_while_reading);
  status = g_test_run ();

  {
    g_autofree char *command = g_strdup_printf ("rm -rf '%s'", home);

    g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
  }
  g_free (data_folder);
  return status;
}
