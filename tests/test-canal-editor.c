/* test-canal-editor.c: renting a canal in the drawn editor, in the real
 * application under a (virtual) display
 *
 * Every change is one tap on a real button, as a player makes it: a shape
 * from the palette, a quarter turn, a water space tapped until it shows
 * the official, a free cell, the boat's start. The engine's state after
 * Rent says what was sent. The words checked are built from the same
 * catalogue, so the test runs in each language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>

#include "sy-application.h"
#include "sy-canals-view.h"
#include "sy-window.h"
#include "ui-harness.h"
#include "ui-input.h"

/* A game of three where Alena plays first; when @first_action is Rent
 * Canal, she has chosen it. */
static SyGame *
new_game (SyEdition edition,
          SyAction  first_action)
{
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = first_action };
  SyGame *game = new_laid_out_game (edition);

  if (first_action == SY_ACTION_CANAL)
    apply_or_die (game, &choose);
  return game;
}

/* The visible button named @name below @root whose tooltip is @tooltip. */
static GtkWidget *
find_spot (GtkWidget  *root,
           const char *name,
           const char *tooltip)
{
  g_autoptr(GPtrArray) spots = g_ptr_array_new ();

  collect_named (root, name, spots);
  for (guint i = 0; i < spots->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (spots, i)), tooltip) == 0)
      return g_ptr_array_index (spots, i);
  return NULL;
}

static GtkWidget *
require_cell (SyWindow *window,
              int       x,
              int       y)
{
  g_autofree char *tooltip = g_strdup_printf (_("Column %d, row %d: put the tile here"), x, y);
  GtkWidget *cell = find_spot (require_named (window, "canal-system"), "canal-cell", tooltip);

  if (cell == NULL)
    g_error ("no free cell at %d, %d", x, y);
  return cell;
}

static char *
speeds_line (const char *before,
             const char *after)
{
  return g_strdup_printf (_("Speeds your canals can sail: %s → %s"), before, after);
}

static const char *
label_text (SyWindow   *window,
            const char *name)
{
  return gtk_label_get_text (GTK_LABEL (require_named (window, name)));
}

static void
set_price (SyWindow *window,
           guint     price)
{
  GtkWidget *editor = gtk_widget_get_parent (require_named (window, "rent-canal"));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (editor, GTK_TYPE_SPIN_BUTTON, 0)), price);
}

/* Sets the price, taps Rent, checks that the main action is done and the
 * price paid; returns the tile the engine placed. */
static const SyPlacedCanal *
rent (SyWindow *window,
      SyGame   *game,
      guint     price)
{
  guint money = sy_game_get_table (game)->players[0].money;
  const SyTable *table;

  set_price (window, price);
  tap (require_named (window, "rent-canal"));
  table = sy_game_get_table (game);
  g_assert_true (table->main_done);
  g_assert_cmpuint (table->players[0].money, ==, money - price);
  g_assert_cmpuint (table->players[0].canals.n_tiles, >, 0);
  return &table->players[0].canals.tiles[table->players[0].canals.n_tiles - 1];
}

/* Second edition: Alena's first canal, a bend turned a quarter right with
 * a businessman official in its centre. */
static void
test_rent_canal (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_game (SY_EDITION_SECOND, SY_ACTION_CANAL);
  g_autoptr(GPtrArray) spaces = g_ptr_array_new ();
  g_autoptr(GPtrArray) cells = g_ptr_array_new ();
  g_autofree char *marked = NULL;
  g_autofree char *first_speeds = NULL;
  const SyTable *table;
  const SyPlacedCanal *tile;

  sy_window_set_game (window, game);
  settle ();

  /* The defaults can be rented at once: the first shape, as drawn, in the
   * only cell a first canal has. */
  g_assert_true (gtk_widget_is_sensitive (require_named (window, "rent-canal")));
  g_assert_nonnull (require_named (window, "canal-what-if"));

  enter_by_hand (window);
  tap (find_named (require_named (window, "canal-shape"), "canal-shape-bend"));
  tap (require_named (window, "canal-rotate-right"));

  /* The bend [1, 4, 5] turned a quarter right holds water at 4, 5 and 7;
   * the centre is the first of them. Two taps: soldier, then businessman. */
  collect_named (require_named (window, "canal-tile"), "canal-space", spaces);
  g_assert_cmpuint (spaces->len, ==, 3);
  tap (g_ptr_array_index (spaces, 0));
  g_ptr_array_set_size (spaces, 0);
  collect_named (require_named (window, "canal-tile"), "canal-space", spaces);
  tap (g_ptr_array_index (spaces, 0));
  marked = g_strdup_printf (_("%s: %s"), sy_canal_position_label (4),
                            sy_canal_mark_label (SY_MARK_BUSINESSMAN));
  g_assert_cmpstr (label_text (window, "canal-marks"), ==, marked);

  /* One free cell, at column 0, row 0; the bend leaves east and south: a
   * route enters at most 2 spaces. */
  collect_named (require_named (window, "canal-system"), "canal-cell", cells);
  g_assert_cmpuint (cells->len, ==, 1);
  tap (require_cell (window, 0, 0));
  first_speeds = speeds_line (C_("speeds", "none"), "1–2");
  g_assert_cmpstr (label_text (window, "canal-what-if"), ==, first_speeds);

  tile = rent (window, game, 1);
  table = sy_game_get_table (game);
  g_assert_cmpuint (table->players[0].canals.n_tiles, ==, 1);
  g_assert_cmpstr (tile->tile.shape, ==, "bend");
  g_assert_cmpuint (tile->tile.rotation, ==, 1);
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    g_assert_cmpuint (tile->tile.marks[p], ==, p == 4 ? SY_MARK_BUSINESSMAN : SY_MARK_NONE);
  g_assert_cmpint (tile->x, ==, 0);
  g_assert_cmpint (tile->y, ==, 0);
  g_assert_false (table->players[0].canals.boat_placed);

  sy_window_set_game (window, NULL);
}

/* A mark drawn alone on a water space of radius 12, as an image. */
static cairo_surface_t *
mark_picture (SyCanalMark mark)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 40, 40);
  cairo_t *cr = cairo_create (surface);

  cairo_arc (cr, 20, 20, 12, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  cairo_fill (cr);
  sy_canal_mark_draw (cr, mark, 20, 20, 12);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* How many pixels of two pictures differ. */
static guint
pixels_apart (cairo_surface_t *a,
              cairo_surface_t *b)
{
  const guint32 *pa = (const guint32 *) cairo_image_surface_get_data (a);
  const guint32 *pb = (const guint32 *) cairo_image_surface_get_data (b);
  guint n = 0;

  for (guint i = 0; i < 40 * 40; i++)
    n += pa[i] != pb[i];
  return n;
}

/* Whether a picture holds a pixel of strong red: the lifebuoy's quarters. */
static gboolean
has_red (cairo_surface_t *surface)
{
  const guint32 *p = (const guint32 *) cairo_image_surface_get_data (surface);

  for (guint i = 0; i < 40 * 40; i++)
    {
      guint r = (p[i] >> 16) & 0xff, g = (p[i] >> 8) & 0xff, b = p[i] & 0xff;

      if (r > 180 && g < 80 && b < 80)
        return TRUE;
    }
  return FALSE;
}

/* The Rent Canal form explains its pictures: a row for each official and
 * the Blue Riband, with the picture the canals draw, its name and what it
 * pays. Each picture is its own: an official is a badge, the Blue Riband
 * a pennant, not a letter nor a ring like the lifebuoy printed on ship
 * parts; the lifebuoy official's lifebuoy is red and white. */
static void
test_legend (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_game (SY_EDITION_SECOND, SY_ACTION_CANAL);
  cairo_surface_t *pictures[SY_N_MARKS];
  GtkWidget *legend;
  guint n_rows = 0;

  sy_window_set_game (window, game);
  settle ();
  legend = require_named (window, "canal-legend");
  for (GtkWidget *row = gtk_widget_get_first_child (legend); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_ACTION_ROW (row))
      {
        const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
        const char *label = sy_canal_mark_label ((SyCanalMark) (SY_MARK_SOLDIER + n_rows));

        /* The name, capitalised, and what it pays. */
        g_assert_cmpstr (g_utf8_next_char (title), ==, g_utf8_next_char (label));
        g_assert_nonnull (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
        n_rows++;
      }
  g_assert_cmpuint (n_rows, ==, SY_N_MARKS - 1);

  /* For the pictures: a bend with the businessman official, the Blue
   * Riband and the lifebuoy official on its three spaces. */
  enter_by_hand (window);
  tap (find_named (require_named (window, "canal-shape"), "canal-shape-bend"));
  tap (require_named (window, "canal-rotate-right"));
  for (guint space = 0; space < 3; space++)
    {
      static const guint taps[3] = { SY_MARK_BUSINESSMAN, SY_MARK_RIBAND, SY_MARK_LIFEBUOY };

      for (guint t = 0; t < taps[space]; t++)
        {
          g_autoptr(GPtrArray) spaces = g_ptr_array_new ();

          collect_named (require_named (window, "canal-tile"), "canal-space", spaces);
          tap (g_ptr_array_index (spaces, space));
        }
    }
  settle ();
  save_screenshot (GTK_WINDOW (window), "canal-legend", 1280, 3000);
  save_screenshot (GTK_WINDOW (window), "canal-legend", 480, 3000);
  save_screenshot (GTK_WINDOW (window), "canal-legend", 360, 3000);

  for (guint m = 0; m < SY_N_MARKS; m++)
    pictures[m] = mark_picture ((SyCanalMark) m);
  /* Every mark changes the plain space a good deal, and no two look alike. */
  for (guint m = SY_MARK_SOLDIER; m < SY_N_MARKS; m++)
    {
      g_assert_cmpuint (pixels_apart (pictures[m], pictures[SY_MARK_NONE]), >, 200);
      for (guint n = SY_MARK_SOLDIER; n < m; n++)
        g_assert_cmpuint (pixels_apart (pictures[m], pictures[n]), >, 100);
    }
  g_assert_true (has_red (pictures[SY_MARK_LIFEBUOY]));
  g_assert_false (has_red (pictures[SY_MARK_RIBAND]));
  for (guint m = 0; m < SY_N_MARKS; m++)
    cairo_surface_destroy (pictures[m]);

  sy_window_set_game (window, NULL);
}

/* The player on turn chooses @action and performs it as simply as it
 * can be: the first ring step, free, or a goods tile of three coal at no
 * price; with @bonus_tile, rents it as the bonus action, at no price;
 * then ends the turn. */
static void
play_turn (SyGame            *game,
           SyAction           action,
           const SyCanalTile *bonus_tile)
{
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = action };
  SyEvent perform = { .steps = 1 };
  SyEvent end = { .type = SY_EVENT_END_TURN };

  apply_or_die (game, &choose);
  perform.type = action == SY_ACTION_GOODS ? SY_EVENT_GOODS
                 : action == SY_ACTION_EQUIPMENT ? SY_EVENT_EQUIPMENT : SY_EVENT_CREW;
  apply_or_die (game, &perform);
  if (bonus_tile != NULL)
    {
      SyEvent rent = { .type = SY_EVENT_CANAL, .bonus = TRUE, .tile = *bonus_tile };

      apply_or_die (game, &rent);
    }
  apply_or_die (game, &end);
}

/* Second edition, Alena's second turn: the bend she rented as her first
 * turn's bonus action (as above) lies at column 0, row 0; a straight turned a quarter right goes
 * beside it, in line with the bend's east exit. */
static void
test_second_canal (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_game (SY_EDITION_SECOND, SY_ACTION_BUILD);
  g_autoptr(GPtrArray) cells = g_ptr_array_new ();
  g_autofree char *second_speeds = NULL;
  SyCanalTile bend = { .shape = "bend", .rotation = 1 };
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_CANAL };
  const SyPlacedCanal *tile;

  play_turn (game, SY_ACTION_EQUIPMENT, &bend);
  play_turn (game, SY_ACTION_CREW, NULL);
  play_turn (game, SY_ACTION_GOODS, NULL);
  apply_or_die (game, &choose);
  g_assert_cmpuint (sy_game_get_table (game)->current, ==, 0);
  sy_window_set_game (window, game);
  settle ();

  /* The free cells are the four sides of the bend, and neither the tile's
   * own cell nor a corner is offered. */
  collect_named (require_named (window, "canal-system"), "canal-cell", cells);
  g_assert_cmpuint (cells->len, ==, 4);
  require_cell (window, 1, 0);
  require_cell (window, 0, 1);
  require_cell (window, -1, 0);
  require_cell (window, 0, -1);
  g_assert_null (find_spot (require_named (window, "canal-system"), "canal-cell",
                            _("Column 0, row 0: put the tile here")));
  g_assert_null (find_spot (require_named (window, "canal-system"), "canal-cell",
                            _("Column 1, row 1: put the tile here")));

  /* A straight turned a quarter right runs west–east: east of the bend it
   * makes routes of up to 5 steps (in from the east at the straight's
   * position 5, then its 4 and 3, the bend's 5, 4 and 7). */
  enter_by_hand (window);
  tap (find_named (require_named (window, "canal-shape"), "canal-shape-straight"));
  tap (require_named (window, "canal-rotate-right"));
  tap (require_cell (window, 1, 0));
  second_speeds = speeds_line ("1–2", "1–5");
  g_assert_cmpstr (label_text (window, "canal-what-if"), ==, second_speeds);

  tile = rent (window, game, 0);
  g_assert_cmpuint (sy_game_get_table (game)->players[0].canals.n_tiles, ==, 2);
  g_assert_cmpstr (tile->tile.shape, ==, "straight");
  g_assert_cmpuint (tile->tile.rotation, ==, 1);
  g_assert_cmpint (tile->x, ==, 1);
  g_assert_cmpint (tile->y, ==, 0);

  sy_window_set_game (window, NULL);
}

/* First edition: the first canal takes the boat, tapped among the starts:
 * a straight as drawn leaves north and south, so two, and the south one
 * is chosen. */
static void
test_first_edition_boat (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_game (SY_EDITION_FIRST, SY_ACTION_CANAL);
  g_autoptr(GPtrArray) starts = g_ptr_array_new ();
  g_autofree char *south = NULL;
  const SyCanals *canals;
  const SyPlacedCanal *tile;

  sy_window_set_game (window, game);
  settle ();

  collect_named (require_named (window, "canal-system"), "canal-start", starts);
  g_assert_cmpuint (starts->len, ==, 2);
  south = g_strdup_printf (_("The boat starts at column %d, row %d, %s"), 0, 0,
                           sy_canal_position_label (7));
  tap (find_spot (require_named (window, "canal-system"), "canal-start", south));

  tile = rent (window, game, 2);
  canals = &sy_game_get_table (game)->players[0].canals;
  g_assert_cmpuint (canals->n_tiles, ==, 1);
  g_assert_cmpstr (tile->tile.shape, ==, "straight");
  g_assert_cmpuint (tile->tile.rotation, ==, 0);
  g_assert_true (canals->boat_placed);
  g_assert_cmpint (canals->boat.x, ==, 0);
  g_assert_cmpint (canals->boat.y, ==, 0);
  g_assert_cmpuint (canals->boat.position, ==, 7);

  sy_window_set_game (window, NULL);
}

/* Ctrl+Right and Ctrl+Left turn the tile wherever the keyboard is in the
 * form, here on Rent the Canal below the tile editor: right, right, left
 * leave the bend a quarter right. */
static void
test_turn_keys (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_game (SY_EDITION_SECOND, SY_ACTION_CANAL);
  const SyPlacedCanal *tile;

  sy_window_set_game (window, game);
  settle ();
  enter_by_hand (window);
  tap (find_named (require_named (window, "canal-shape"), "canal-shape-bend"));
  focus_window (GTK_WINDOW (window));
  gtk_widget_grab_focus (require_named (window, "rent-canal"));
  press_keys (GDK_KEY_Right, GDK_CONTROL_MASK);
  press_keys (GDK_KEY_Right, GDK_CONTROL_MASK);
  press_keys (GDK_KEY_Left, GDK_CONTROL_MASK);
  settle ();

  tile = rent (window, game, 1);
  g_assert_cmpstr (tile->tile.shape, ==, "bend");
  g_assert_cmpuint (tile->tile.rotation, ==, 1);

  sy_window_set_game (window, NULL);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);

  g_test_add_func ("/ui/canal-editor/rent", test_rent_canal);
  g_test_add_func ("/ui/canal-editor/legend", test_legend);
  g_test_add_func ("/ui/canal-editor/second-canal", test_second_canal);
  g_test_add_func ("/ui/canal-editor/first-edition-boat", test_first_edition_boat);
  /* Last: the tile it rents joins the box's, which the legend's pictures show. */
  g_test_add_func ("/ui/canal-editor/turn-keys", test_turn_keys);

  return run_in_application ();
}
