/* test-pickers.c: the box's pieces in the Build Ships and Rent Canal
 * forms: drawn, picked with one tap, and the entry by hand kept for a
 * piece not seen before
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sy-canals-drawing.h"
#include "sy-part-picker.h"
#include "sy-tile-picker.h"
#include "sy-window.h"
#include "sy-yard-view.h"
#include "ui-harness.h"

static const SyPart parts[3] = {
  { .kind = SY_PART_BOW, .symbols = { [SY_SYMBOL_CABIN] = 1, [SY_SYMBOL_LIFEBUOY] = 1 } },
  { .kind = SY_PART_MIDDLE, .symbols = { [SY_SYMBOL_RIGGING_MOUNT] = 1 } },
  { .kind = SY_PART_MIDDLE, .symbols = { [SY_SYMBOL_CANNON_MOUNT] = 2 } },
};

static const SyCanalTile junction = {
  .shape = "junction",
  .marks = { [4] = SY_MARK_BUSINESSMAN },
};

/* How many pixels of a picture are not transparent. */
static guint
count_inked (cairo_surface_t *surface)
{
  const guint8 *data;
  int stride;
  guint inked = 0;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      if (((const guint32 *) (gpointer) (data + y * stride))[x] >> 24 != 0)
        inked++;
  return inked;
}

/* A tile of the palette is drawn, an unknown shape is not. */
static void
test_miniature (void)
{
  GdkRGBA fg = { 0, 0, 0, 1 };
  SyCanalTile unknown = { .shape = "no-such-shape" };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 60, 60);
  cairo_t *cr = cairo_create (surface);

  g_assert_true (sy_canals_draw_tile_miniature (cr, &junction, 60, &fg));
  g_assert_cmpuint (count_inked (surface), >, 60 * 60 / 2);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 60, 60);
  cr = cairo_create (surface);
  g_assert_false (sy_canals_draw_tile_miniature (cr, &unknown, 60, &fg));
  g_assert_cmpuint (count_inked (surface), ==, 0);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
picked_cb (GtkWidget *picker,
           guint      index,
           int       *picked)
{
  *picked = (int) index;
}

/* The designs given, by kind; a tap hands on the one tapped; the one
 * entered is shown pressed, alone. */
static void
test_part_picker (void)
{
  GtkWidget *picker = g_object_ref_sink (sy_part_picker_new ());
  SyPartPicker *self = SY_PART_PICKER (picker);
  SyPart other = parts[1];
  int picked = -1;

  sy_part_picker_set_parts (self, parts, G_N_ELEMENTS (parts));
  g_assert_cmpuint (sy_part_picker_get_n_parts (self), ==, 3);
  g_assert_true (sy_part_picker_has_kind (self, SY_PART_BOW));
  g_assert_true (sy_part_picker_has_kind (self, SY_PART_MIDDLE));
  g_assert_false (sy_part_picker_has_kind (self, SY_PART_STERN));
  g_assert_nonnull (find_named (picker, "box-part-middle-1"));
  g_assert_null (find_named (picker, "box-part-stern-0"));

  g_signal_connect (picker, "part-picked", G_CALLBACK (picked_cb), &picked);
  tap (sy_part_picker_find_button (self, &parts[2]));
  g_assert_cmpint (picked, ==, 2);
  g_assert_true (memcmp (sy_part_picker_get_part (self, (guint) picked), &parts[2],
                         sizeof parts[2]) == 0);

  sy_part_picker_set_current (self, &parts[0]);
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    g_assert_true (gtk_toggle_button_get_active (
                     GTK_TOGGLE_BUTTON (sy_part_picker_find_button (self, &parts[i]))) == (i == 0));
  other.symbols[SY_SYMBOL_CABIN] = 1;
  g_assert_false (sy_part_picker_matches (self, &other));
  g_assert_null (sy_part_picker_find_button (self, &other));
  sy_part_picker_set_current (self, &other);
  g_assert_false (gtk_toggle_button_get_active (
                    GTK_TOGGLE_BUTTON (sy_part_picker_find_button (self, &parts[0]))));

  sy_part_picker_set_parts (self, NULL, 0);
  g_assert_cmpuint (sy_part_picker_get_n_parts (self), ==, 0);
  g_assert_null (find_named (picker, "box-part-bow-0"));
  g_assert_finalize_object (picker);
}

/* Build Ships with the box knowing a bow and two middle parts: their
 * pictures; a tap enters kind and symbols and places on a slot; the
 * symbols by hand behind Another Part, or straight away for a kind the
 * box has not seen. */
static void
test_build_form (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_BUILD };
  SyPartPicker *picker;
  SyYardView *yard_view;
  guint slot = first_bow_slot ();
  const SyTable *table;

  apply_or_die (game, &choose);
  sy_window_set_game (window, game);
  settle ();
  empty_box (SY_EDITION_SECOND);
  settle ();
  /* An empty box: the form asks for the symbols, as before. */
  g_assert_null (find_named (GTK_WIDGET (window), "part-picker"));
  g_assert_null (find_named (GTK_WIDGET (window), "other-part"));
  g_assert_nonnull (find_named (GTK_WIDGET (window), "symbol-cabin"));

  teach_box (parts, G_N_ELEMENTS (parts), &junction);
  settle ();
  picker = SY_PART_PICKER (require_named (window, "part-picker"));
  g_assert_cmpuint (sy_part_picker_get_n_parts (picker), ==, 3);
  /* Bows are in the box: their symbols by hand only when asked. */
  g_assert_null (find_named (GTK_WIDGET (window), "symbol-cabin"));
  g_assert_nonnull (require_named (window, "other-part"));

  tap (sy_part_picker_find_button (picker, &parts[2]));
  settle ();
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (require_named (window, "part-kind"))),
                    ==, SY_PART_MIDDLE - SY_PART_BOW);
  g_assert_true (gtk_toggle_button_get_active (
                   GTK_TOGGLE_BUTTON (sy_part_picker_find_button (picker, &parts[2]))));
  tap (sy_part_picker_find_button (picker, &parts[0]));
  settle ();
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (require_named (window, "part-kind"))),
                    ==, 0);
  yard_view = SY_YARD_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_YARD_VIEW, 0));
  tap (sy_yard_view_get_slot (yard_view, slot));
  settle ();
  /* Placed: the next part is picked again. */
  g_assert_false (gtk_toggle_button_get_active (
                    GTK_TOGGLE_BUTTON (sy_part_picker_find_button (picker, &parts[0]))));

  /* Another Part shows the symbols; a stern, unknown to the box, shows
   * them straight away. */
  gtk_switch_set_active (GTK_SWITCH (require_named (window, "other-part")), TRUE);
  settle ();
  g_assert_nonnull (require_named (window, "symbol-cabin"));
  gtk_switch_set_active (GTK_SWITCH (require_named (window, "other-part")), FALSE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "part-kind")),
                              SY_PART_STERN - SY_PART_BOW);
  settle ();
  g_assert_null (find_named (GTK_WIDGET (window), "other-part"));
  g_assert_nonnull (require_named (window, "symbol-cabin"));

  tap (require_named (window, "buy-parts"));
  table = sy_game_get_table (game);
  g_assert_true (table->main_done);
  g_assert_true (memcmp (&table->players[0].yard.slots[slot], &parts[0], sizeof parts[0]) == 0);
}

/* Rent Canal with the box knowing a junction: its miniature; a tap takes
 * its shape and official unturned; a turn turns the official with it; the
 * shapes' palette behind Another Tile. */
static void
test_canal_form (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_CANAL };
  SyTilePicker *picker;
  const SyPlacedCanal *rented;

  apply_or_die (game, &choose);
  sy_window_set_game (window, game);
  settle ();
  empty_box (SY_EDITION_SECOND);
  settle ();
  g_assert_null (find_named (GTK_WIDGET (window), "tile-picker"));
  g_assert_nonnull (find_named (GTK_WIDGET (window), "canal-shape"));

  teach_box (parts, G_N_ELEMENTS (parts), &junction);
  settle ();
  picker = SY_TILE_PICKER (require_named (window, "tile-picker"));
  g_assert_cmpuint (sy_tile_picker_get_n_tiles (picker), ==, 1);
  g_assert_null (find_named (GTK_WIDGET (window), "canal-shape"));
  gtk_switch_set_active (GTK_SWITCH (require_named (window, "other-tile")), TRUE);
  settle ();
  g_assert_nonnull (require_named (window, "canal-shape"));
  gtk_switch_set_active (GTK_SWITCH (require_named (window, "other-tile")), FALSE);
  settle ();

  tap (sy_tile_picker_find_button (picker, &junction));
  settle ();
  g_assert_true (gtk_toggle_button_get_active (
                   GTK_TOGGLE_BUTTON (sy_tile_picker_find_button (picker, &junction))));
  tap (require_named (window, "canal-rotate-right"));
  settle ();
  /* Still the tile taken, turned. */
  g_assert_true (gtk_toggle_button_get_active (
                   GTK_TOGGLE_BUTTON (sy_tile_picker_find_button (picker, &junction))));
  tap (require_named (window, "rent-canal"));
  g_assert_true (sy_game_get_table (game)->main_done);
  rented = &sy_game_get_table (game)->players[0].canals.tiles[0];
  g_assert_cmpstr (rented->tile.shape, ==, "junction");
  g_assert_cmpuint (rented->tile.rotation, ==, 1);
  g_assert_cmpuint (rented->tile.marks[4], ==, SY_MARK_BUSINESSMAN);
}

/* The last chance, where only a stern finishes a ship (Alena's yard: a
 * bow and a middle part): the box's bows and middle parts are greyed, with
 * why, as the engine answers; its stern can be tapped and placed. */
static void
test_build_form_last_chance (void)
{
  static const SyPart ship[3] = {
    { .kind = SY_PART_BOW, .symbols = { [SY_SYMBOL_CABIN] = 1 } },
    { .kind = SY_PART_MIDDLE, .symbols = { [SY_SYMBOL_RIGGING_MOUNT] = 1 } },
    { .kind = SY_PART_STERN, .symbols = { [SY_SYMBOL_LANTERN] = 1 } },
  };
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  SyTable *table = (SyTable *) sy_game_get_table (game);
  SyYard *yard = &table->players[0].yard;
  const char *why = test_language_is_czech ()
    ? "Žádný díl tohoto druhu loď nedokončí: zvolte jiný druh, nebo poslední šanci nechte být."
    : "No part of this kind finishes a ship: choose another kind, or let the last chance go.";
  SyPartPicker *picker;
  GtkWidget *bow;
  GtkWidget *middle;
  GtkWidget *stern;
  guint finishing;

  table->phase = SY_PHASE_LAST_CHANCE;
  table->current = 0;
  yard->slots[0].kind = SY_PART_BOW;
  yard->slots[1].kind = SY_PART_MIDDLE;
  /* The engine's answer: only a stern finishes a ship. */
  g_assert_cmphex (sy_table_last_chance_slots (table, 0, SY_PART_BOW), ==, 0);
  g_assert_cmphex (sy_table_last_chance_slots (table, 0, SY_PART_MIDDLE), ==, 0);
  finishing = sy_table_last_chance_slots (table, 0, SY_PART_STERN);
  g_assert_cmphex (finishing, !=, 0);
  g_assert_cmphex (sy_yard_legal_slots (yard, SY_PART_BOW), !=, 0);

  empty_box (SY_EDITION_SECOND);
  teach_box (ship, G_N_ELEMENTS (ship), &junction);
  sy_window_set_game (window, game);
  settle ();
  picker = SY_PART_PICKER (require_named (window, "part-picker"));
  bow = sy_part_picker_find_button (picker, &ship[0]);
  middle = sy_part_picker_find_button (picker, &ship[1]);
  stern = sy_part_picker_find_button (picker, &ship[2]);
  g_assert_nonnull (bow);
  g_assert_nonnull (middle);
  g_assert_nonnull (stern);
  g_assert_false (gtk_widget_get_sensitive (bow));
  g_assert_false (gtk_widget_get_sensitive (middle));
  g_assert_true (gtk_widget_get_sensitive (stern));
  g_assert_true (g_str_has_suffix (gtk_widget_get_tooltip_text (bow), why));
  g_assert_true (g_str_has_suffix (gtk_widget_get_tooltip_text (middle), why));
  g_assert_null (strstr (gtk_widget_get_tooltip_text (stern), why));
  /* The status line says it too, for the kind chosen (a bow at first). */
  g_assert_true (shows_text (GTK_WIDGET (window), why));
  save_screenshot (GTK_WINDOW (window), "pickers-last-chance", 360, 900);

  /* The stern tapped and placed: the purchase is full, every design greyed. */
  tap (stern);
  settle ();
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (require_named (window, "part-kind"))),
                    ==, SY_PART_STERN - SY_PART_BOW);
  tap (sy_yard_view_get_slot (SY_YARD_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_YARD_VIEW, 0)),
                              (guint) g_bit_nth_lsf (finishing, -1)));
  settle ();
  g_assert_false (gtk_widget_get_sensitive (sy_part_picker_find_button (picker, &ship[2])));
  tap (require_named (window, "buy-parts"));
  table = (SyTable *) sy_game_get_table (game);
  g_assert_true (table->main_done);
  g_assert_cmpint (table->players[0].yard.slots[g_bit_nth_lsf (finishing, -1)].kind, ==,
                   SY_PART_STERN);
  sy_window_set_game (window, NULL);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/pickers/miniature", test_miniature);
  g_test_add_func ("/ui/pickers/part-picker", test_part_picker);
  g_test_add_func ("/ui/pickers/build-form", test_build_form);
  g_test_add_func ("/ui/pickers/canal-form", test_canal_form);
  g_test_add_func ("/ui/pickers/build-form/last-chance", test_build_form_last_chance);

  return run_in_application ();
}
