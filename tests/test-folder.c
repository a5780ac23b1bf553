/* test-folder.c: scratch folders for the tests that write files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "sy-engine.h"
#include "test-folder.h"

/* Removes @folder and everything in it, asserting that each goes. */
void
test_folder_remove (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        test_folder_remove (path);
      else
        g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* The files in a history's @folder, its own index apart. */
guint
test_folder_count_entries (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_strcmp0 (name, ".index.json") != 0;
  return n;
}

/* The temporary files of saves in @folder, whoever left them. */
guint
test_folder_count_temporaries (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += sy_is_temporary_file_name (name, NULL);
  return n;
}

/* The contents of @path, or NULL when it cannot be read. */
char *
test_file_read_or_null (const char *path)
{
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, NULL);
  return contents;
}

/* Every file of @folder that can be read: name → contents. */
GHashTable *
test_folder_snapshot (const char *folder)
{
  GHashTable *files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      char *contents = test_file_read_or_null (path);

      if (contents != NULL)
        g_hash_table_insert (files, g_strdup (name), contents);
    }
  return files;
}
