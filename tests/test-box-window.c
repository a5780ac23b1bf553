/* test-box-window.c: the application's box: learnt from the game on the table, a damaged file told
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <string.h>
#include <glib/gstdio.h>

#include "sy-application.h"
#include "ui-harness.h"

#define DAMAGED \
  "{\"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 1, \"parts\": ["

/* A label of @window showing @text, or NULL. */
static GtkWidget *
find_label_with (SyWindow   *window,
                 const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (strstr (gtk_label_get_label (g_ptr_array_index (labels, i)), text) != NULL)
      return g_ptr_array_index (labels, i);
  return NULL;
}


/* The first edition's box file was damaged at startup (see main()): it is
 * kept aside, the window says under which name (beside the box's file),
 * once, and the box is empty. */
static void
test_damaged_told (void)
{
  SyWindow *window = get_window ();
  SyApplication *app = SY_APPLICATION (g_application_get_default ());
  g_autofree char *path = sy_box_user_path (SY_EDITION_FIRST);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(GDir) dir = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *text = NULL;
  g_autofree char *kept_name = NULL;
  const char *name;

  /* The boxes are read in a worker at startup; asking for one waits for
   * it (the tests start as soon as the application is active). */
  g_assert_true (sy_box_is_empty (sy_application_get_box (app, SY_EDITION_FIRST)));
  dir = g_dir_open (folder, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "box-first-edition.damaged-"))
      kept = g_build_filename (folder, name, NULL);
  g_assert_nonnull (kept);
  g_assert_true (g_file_get_contents (kept, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, DAMAGED);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  kept_name = g_path_get_basename (kept);

  /* Told when the window first showed; the toast within a few frames (a
   * bounded wait: the main loop may have nothing to do). */
  for (gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
       find_label_with (window, kept_name) == NULL;)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  g_assert_true (sy_box_is_empty (sy_application_get_box (app, SY_EDITION_FIRST)));
  g_assert_null (sy_application_take_box_problem (app));
  g_assert_cmpint (g_remove (kept), ==, 0);
}

static void
count_cb (SyApplication *app,
          SyEdition      edition,
          guint         *count)
{
  g_assert_cmpuint (edition, ==, SY_EDITION_SECOND);
  (*count)++;
}

/* The bow with a cabin and a lifeboat, and its design in @box (or NULL). */
static const SyBoxPart *
find_bow (SyBox *box)
{
  g_autoptr(GPtrArray) bows = sy_box_list_parts (box, SY_PART_BOW);

  for (guint i = 0; i < bows->len; i++)
    {
      const SyBoxPart *bow = g_ptr_array_index (bows, i);

      if (bow->part.symbols[SY_SYMBOL_CABIN] == 1 && bow->part.symbols[SY_SYMBOL_LIFEBOAT] == 1)
        return bow;
    }
  return NULL;
}

/* Building a bow on the table puts its design in the application's box,
 * saved in the user's file (in the writer's thread); undoing the build
 * takes it out again. */
static void
test_learn_and_undo (void)
{
  SyWindow *window = get_window ();
  SyApplication *app = SY_APPLICATION (g_application_get_default ());
  SyBox *box = sy_application_get_box (app, SY_EDITION_SECOND);
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  g_autofree char *path = sy_box_user_path (SY_EDITION_SECOND);
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_BUILD };
  SyEvent build = { .type = SY_EVENT_BUILD, .n_parts = 1 };
  guint changes = 0;
  gulong handler = g_signal_connect (app, "box-changed", G_CALLBACK (count_cb), &changes);

  g_assert_true (sy_box_is_empty (box));
  sy_window_set_game (window, game);
  apply_or_die (game, &choose);
  g_assert_cmpuint (changes, ==, 0);
  g_assert_true (sy_box_is_empty (box));

  build.parts[0].part.kind = SY_PART_BOW;
  build.parts[0].part.symbols[SY_SYMBOL_CABIN] = 1;
  build.parts[0].part.symbols[SY_SYMBOL_LIFEBOAT] = 1;
  build.parts[0].slot = g_bit_nth_lsf (sy_yard_legal_slots (
    &sy_game_get_table (game)->players[0].yard, SY_PART_BOW), -1);
  apply_or_die (game, &build);
  g_assert_cmpuint (changes, ==, 1);
  g_assert_nonnull (find_bow (box));
  g_assert_cmpuint (find_bow (box)->seen, ==, 1);
  /* Saved off the main thread: the writer is waited for to read the file. */
  sy_window_sync_saves (window);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(SyBox) saved = sy_box_load_file (path, &error);

    g_assert_no_error (error);
    g_assert_nonnull (find_bow (saved));
  }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (sy_game_get_position (game), ==, 2);
  g_assert_cmpuint (changes, ==, 2);
  g_assert_null (find_bow (box));
  g_assert_true (sy_box_is_empty (box));
  sy_window_sync_saves (window);
  {
    g_autoptr(SyBox) saved = sy_box_load_file (path, NULL);

    g_assert_true (sy_box_is_empty (saved));
  }

  /* Redone, learnt again. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (find_bow (box)->seen, ==, 1);
  g_signal_handler_disconnect (app, handler);
  sy_window_set_game (window, NULL);
}

/* The example game, and a game played on from it, teach the box nothing:
 * its parts were entered by no one at this table. */
static void
test_example_teaches_nothing (void)
{
  SyWindow *window = get_window ();
  SyApplication *app = SY_APPLICATION (g_application_get_default ());
  SyBox *box = sy_application_get_box (app, SY_EDITION_SECOND);
  guint parts = sy_box_count_parts (box);
  guint tiles = sy_box_count_tiles (box);
  SyGame *game;

  sy_window_open_example (window);
  game = sy_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (sy_game_get_position (game), >, 10);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (sy_box_count_parts (box), ==, parts);
  g_assert_cmpuint (sy_box_count_tiles (box), ==, tiles);
  sy_window_set_game (window, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *folder = NULL;

  init_test_locale (&argc, &argv);

  /* Each run starts with no second-edition box, a damaged first one, and
   * none kept aside by an earlier run. */
  first = sy_box_user_path (SY_EDITION_FIRST);
  second = sy_box_user_path (SY_EDITION_SECOND);
  folder = g_path_get_dirname (first);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_remove (second);
  {
    g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      if (g_str_has_prefix (name, "box-first-edition.damaged-"))
        {
          g_autofree char *old = g_build_filename (folder, name, NULL);

          g_remove (old);
        }
  }
  g_assert_true (g_file_set_contents (first, DAMAGED, -1, NULL));

  g_test_add_func ("/ui/box/damaged-told", test_damaged_told);
  g_test_add_func ("/ui/box/learn-and-undo", test_learn_and_undo);
  g_test_add_func ("/ui/box/example-teaches-nothing", test_example_teaches_nothing);

  return run_in_application ();
}
