/* test-folder.h: scratch folders for the tests that write files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

void  test_folder_remove             (const char *folder);
guint test_folder_count_temporaries (const char *folder);
guint test_folder_count_entries     (const char *folder);
char *test_file_read_or_null        (const char *path);
GHashTable *test_folder_snapshot    (const char *folder);
