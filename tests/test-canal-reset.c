/* test-canal-reset.c: the Rent Canal form kept through a game and set again
 * in place shows what a form made anew shows
 *
 * Issue 29: the turn panel keeps each action's form for the whole game and
 * sets it again from the game (sy_canal_entry_reset()) instead of making
 * it anew. A form is kept in one window while a game is walked through
 * its history, with taps entered in it between positions (a tile of the
 * box, another shape, a quarter turn, an official, another cell, the
 * boat's start, the other tile's switch, a price); at each position it is
 * set again and compared, through ui-dump.c, with a form made anew for
 * the same game in a window of the same width. Second edition: the
 * example game, the box holding tiles (and learning one more half way);
 * first edition: a game of the rules' tests where the first canals take
 * the boat.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sy-application.h"
#include "sy-canal-entry.h"
#include "ui-dump.h"
#include "ui-harness.h"

#define WIDTH 560

/* A bow, for the box to learn a tile from a game (it learns a build too). */
static const SyPart bow = {
  .kind = SY_PART_BOW, .symbols = { [SY_SYMBOL_CABIN] = 1, [SY_SYMBOL_LIFEBUOY] = 1 },
};

static SyUserData *
user_data (void)
{
  return sy_application_get_user_data (SY_APPLICATION (g_application_get_default ()));
}

static gboolean
both_laid_out (gpointer data)
{
  GtkWidget **forms = data;

  return gtk_widget_get_mapped (forms[0]) && gtk_widget_get_mapped (forms[1])
         && gtk_widget_get_width (forms[0]) > 0 && gtk_widget_get_width (forms[0]) == gtk_widget_get_width (forms[1]);
}

/* The digests of the drawings of @widget's visible drawing areas, a line
 * each, in order: the canal system with its tile in preview and the boat's
 * starts (the one chosen filled), the large tile, the miniatures.
 * ui-dump.c draws only our own widgets without children; a canals view
 * draws in a drawing area under the buttons laid over it. */
static void
dump_drawings (GtkWidget *widget,
               GString   *into)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_DRAWING_AREA (widget))
    {
      g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      g_autofree char *digest = NULL;
      int width = gtk_widget_get_width (widget);
      int height = gtk_widget_get_height (widget);

      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
      if (node != NULL)
        {
          g_autoptr(GBytes) bytes = gsk_render_node_serialize (node);
          g_autoptr(GString) text = g_string_new_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
          const char *script;

          /* The pixels only: a cairo node's script numbers its surfaces
           * as the process goes, so two like drawings differ there. */
          while ((script = strstr (text->str, "script: url(")) != NULL)
            {
              const char *end = strstr (script, "\");");

              g_string_erase (text, script - text->str, end != NULL ? (gssize) (end + 3 - script) : -1);
            }
          digest = g_compute_checksum_for_string (G_CHECKSUM_SHA1, text->str, text->len);
        }
      g_string_append_printf (into, "%s %dx%d %s\n", gtk_widget_get_name (gtk_widget_get_parent (widget)),
                              width, height, digest != NULL ? digest : "empty");
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    dump_drawings (child, into);
}

static void
assert_same_drawings (GtkWidget  *kept,
                      GtkWidget  *fresh,
                      const char *what)
{
  g_autoptr(GString) a = g_string_new (NULL);
  g_autoptr(GString) b = g_string_new (NULL);

  dump_drawings (kept, a);
  dump_drawings (fresh, b);
  if (!g_str_equal (a->str, b->str))
    g_error ("%s: the kept form draws otherwise than one made anew:\nkept:\n%sfresh:\n%s", what, a->str, b->str);
}

/* The kept form (in @kept_window) set again compared with one made anew
 * for @game; both windows lay out and draw what changed before (each
 * window has a clock of its own: the fresh form laid out says nothing of
 * the kept one). */
static void
check_reset (GtkWidget  *kept,
             GtkWidget  *kept_window,
             SyGame     *game,
             const char *what)
{
  GtkWidget *fresh = sy_canal_entry_new (game, FALSE, user_data ());
  GtkWidget *window = column_window_new (WIDTH, 900);
  GtkWidget *forms[2] = { kept, fresh };

  column_window_set_child (window, fresh);
  sy_canal_entry_reset (SY_CANAL_ENTRY (kept));
  wait_until (both_laid_out, forms);
  redraw_windows ((GtkWidget *[]) { kept_window, window }, 2);
  assert_same_dump (kept, fresh, what);
  assert_same_drawings (kept, fresh, what);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The last visible widget named @name below @root, or NULL. */
static GtkWidget *
last_named (GtkWidget  *root,
            const char *name)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect_named (root, name, found);
  return found->len > 0 ? g_ptr_array_index (found, found->len - 1) : NULL;
}

static void
tap_if_there (GtkWidget  *form,
              const char *name)
{
  GtkWidget *widget = last_named (form, name);

  if (widget != NULL && gtk_widget_is_sensitive (widget))
    tap (widget);
  settle ();
}

/* Taps in the kept form as a player would, a different mix at each
 * @round (one in six: none), so that each reset has something else to
 * take back: a box tile alone stays picked; turned, it still is. */
static void
enter_something (GtkWidget *form,
                 guint      round)
{
  GtkWidget *price = find_widget (form, GTK_TYPE_SPIN_BUTTON, 0);
  GtkWidget *other = find_named (form, "other-tile");

  switch (round % 6)
    {
    case 0:
      tap_if_there (form, "box-tile-0");
      break;
    case 1:
      if (other != NULL)
        gtk_switch_set_active (GTK_SWITCH (other), TRUE);
      settle ();
      tap_if_there (form, "canal-shape-bend");
      tap_if_there (form, "canal-rotate-right");
      tap_if_there (form, "canal-space");
      break;
    case 2:
      tap_if_there (form, "canal-cell");
      tap_if_there (form, "canal-start");
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (price), 3);
      break;
    case 3:
      tap_if_there (form, "box-tile-0");
      tap_if_there (form, "canal-rotate-right");
      tap_if_there (form, "canal-start");
      break;
    case 4:
      tap_if_there (form, "box-tile-0");
      if (other != NULL)
        gtk_switch_set_active (GTK_SWITCH (other), TRUE);
      settle ();
      tap_if_there (form, "canal-shape-junction");
      tap_if_there (form, "canal-space");
      tap_if_there (form, "canal-rotate-left");
      tap_if_there (form, "canal-cell");
      tap_if_there (form, "canal-start");
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (price), 9);
      break;
    default:
      break;
    }
  settle ();
}

/* A game file, @path from the tests' folder. */
static SyGame *
load_game (const char *path)
{
  g_autofree char *file = g_test_build_filename (G_TEST_DIST, path, NULL);
  g_autoptr(GError) error = NULL;
  SyGame *game = sy_game_load_file (file, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* Under the kept form, the box changes at @box_from and after: it learns
 * a junction twice (the most rented, it comes first: the picker's first
 * button shows another tile, a second one is added), is emptied (the
 * picker hidden, the shapes offered), then learns a bend. */
static gboolean
change_box (guint position,
            guint box_from)
{
  SyCanalTile junction = { .shape = "junction", .marks = { [4] = SY_MARK_LANTERN } };
  SyCanalTile bend = { .shape = "bend", .marks = { [1] = SY_MARK_RIBAND } };

  if (box_from == G_MAXUINT)
    return FALSE;
  if (position == box_from)
    {
      teach_box (&bow, 1, &junction);
      teach_box (&bow, 1, &junction);
    }
  else if (position == box_from + 20)
    empty_box (SY_EDITION_SECOND);
  else if (position == box_from + 30)
    teach_box (&bow, 1, &bend);
  else
    return FALSE;
  settle ();
  return TRUE;
}

/* Walks @game from its start to its end, the form kept: compared at each
 * position where the player on turn changed or a canal was rented, and at
 * every third position besides, and when the box changed (from
 * @box_from). */
static void
walk_game (SyGame *game,
           guint   box_from)
{
  guint n_events = sy_game_get_n_events (game);
  GtkWidget *kept;
  GtkWidget *window;
  guint last_player = G_MAXUINT;
  guint n_checked = 0;

  g_assert_true (sy_game_go_to (game, 0));
  kept = sy_canal_entry_new (game, FALSE, user_data ());
  window = column_window_new (WIDTH, 900);
  column_window_set_child (window, kept);
  settle ();
  for (guint position = 0; position <= n_events; position++)
    {
      const SyTable *table;
      gboolean box_changed;
      gboolean canal = position > 0 && sy_game_get_event (game, position - 1)->type == SY_EVENT_CANAL;
      g_autofree char *what = NULL;

      g_assert_true (sy_game_go_to (game, position));
      table = sy_game_get_table (game);
      box_changed = change_box (position, box_from);
      if (sy_table_get_current (table) == last_player && !canal && !box_changed && position % 3 != 0)
        continue;
      last_player = sy_table_get_current (table);
      what = g_strdup_printf ("position %u of %u, player %u", position, n_events, sy_table_get_current (table));
      check_reset (kept, window, game, what);
      n_checked++;
      enter_something (kept, n_checked);
    }
  g_assert_cmpuint (n_checked, >, n_events / 3);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Second edition, the example game (three players, five canals rented),
 * the box holding a tile, then changing under the kept form. */
static void
test_second_edition (void)
{
  g_autoptr(SyGame) game = load_game ("../data/examples/second-edition-3p.json");
  SyCanalTile bend = { .shape = "bend", .marks = { [4] = SY_MARK_SOLDIER } };

  empty_box (SY_EDITION_SECOND);
  teach_box (&bow, 1, &bend);
  walk_game (game, 40);
}

/* First edition: the first canal of each player takes the boat. */
static void
test_first_edition (void)
{
  g_autoptr(SyGame) game = load_game ("data/rules/first-edition-lap.json");

  walk_game (game, G_MAXUINT);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);

  g_test_add_func ("/ui/canal-reset/second-edition", test_second_edition);
  g_test_add_func ("/ui/canal-reset/first-edition", test_first_edition);

  return run_in_application ();
}
