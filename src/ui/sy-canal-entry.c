/* sy-canal-entry.c: renting a canal tile
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tile is entered as it lies: its shape from the palette, turned by
 * quarter turns, what is printed on each water space, and the cell it
 * goes into among those the engine allows; in the first edition, the
 * first canal also takes the boat. The price is the one printed under it.
 * The drawn canal editor comes with launching ships; this form already
 * records everything the cruise needs.
 */
#define G_LOG_DOMAIN "sy-canal-entry"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-canal-entry.h"

#define MAX_CELLS 64
#define MAX_STARTS 64
#define MAX_PRICE 9

typedef struct {
  SyGame *game;
  gboolean bonus;
  SyEntrySendFunc send;
  gpointer user_data;

  AdwComboRow *shape_row;
  AdwComboRow *rotation_row;
  AdwComboRow *cell_row;
  AdwComboRow *boat_row;
  GtkSpinButton *price;
  GtkWidget *marks_list;
  AdwComboRow *marks[SY_TILE_POSITIONS];
  guint n_cells;
  int xs[MAX_CELLS];
  int ys[MAX_CELLS];
  guint n_starts;
  SyCanalSpot starts[MAX_STARTS];
  SyCanalSpot froms[MAX_STARTS];
  gboolean needs_boat;
} CanalForm;

static void
canal_form_free (gpointer data)
{
  CanalForm *form = data;

  g_clear_object (&form->game);
  g_free (form);
}

static const char *
position_label (guint position)
{
  static const char *labels[SY_TILE_POSITIONS] = {
    N_("North-west corner"), N_("North"), N_("North-east corner"),
    N_("West"), N_("Centre"), N_("East"),
    N_("South-west corner"), N_("South"), N_("South-east corner"),
  };

  return _(labels[position]);
}

static GtkStringList *
mark_choices (void)
{
  GtkStringList *choices = gtk_string_list_new (NULL);

  gtk_string_list_append (choices, _("Plain water"));
  gtk_string_list_append (choices, _("Official: soldier"));
  gtk_string_list_append (choices, _("Official: businessman"));
  gtk_string_list_append (choices, _("Official: lantern"));
  gtk_string_list_append (choices, _("Official: lifeboat"));
  gtk_string_list_append (choices, _("Official: lifebuoy"));
  gtk_string_list_append (choices, _("Blue Riband"));
  return choices;
}

static const SyCanalShape *
form_shape (CanalForm *form)
{
  const SyCanalPalette *palette = sy_canal_palette_get_default ();
  guint i = adw_combo_row_get_selected (form->shape_row);

  return i < sy_canal_palette_get_n_shapes (palette) ? sy_canal_palette_get_shape (palette, i) : NULL;
}

static void
form_tile (CanalForm   *form,
           SyCanalTile *tile)
{
  const SyCanalShape *shape = form_shape (form);

  memset (tile, 0, sizeof *tile);
  if (shape != NULL)
    g_strlcpy (tile->shape, shape->id, sizeof tile->shape);
  tile->rotation = adw_combo_row_get_selected (form->rotation_row) % 4;
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    if (form->marks[p] != NULL)
      tile->marks[p] = (guint8) adw_combo_row_get_selected (form->marks[p]);
}

/* The first edition's first canal takes the boat: the starts the engine
 * lists once the tile lies there. */
static void
update_boat (CanalForm *form)
{
  const SyTable *table = sy_game_get_table (form->game);
  SyCanals canals = table->players[table->current].canals;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint cell = adw_combo_row_get_selected (form->cell_row);
  SyCanalTile tile;

  form->n_starts = 0;
  if (form->needs_boat && cell < form->n_cells)
    {
      form_tile (form, &tile);
      if (sy_canals_place (&canals, sy_canal_palette_get_default (), form->xs[cell], form->ys[cell],
                           &tile, NULL))
        form->n_starts = sy_canals_list_starts (&canals, form->starts, form->froms, MAX_STARTS);
    }
  for (guint i = 0; i < form->n_starts; i++)
    gtk_string_list_append (names, position_label (form->starts[i].position));
  adw_combo_row_set_model (form->boat_row, G_LIST_MODEL (names));
  gtk_widget_set_visible (GTK_WIDGET (form->boat_row), form->needs_boat);
}

/* One row for each water space of the shape as it lies. */
static void
rebuild_marks (CanalForm *form)
{
  const SyCanalShape *shape = form_shape (form);
  SyTileView view;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (form->marks_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (form->marks_list), child);
  memset (form->marks, 0, sizeof form->marks);
  if (shape == NULL)
    return;

  sy_tile_view_rotate (&shape->view, adw_combo_row_get_selected (form->rotation_row) % 4, &view);
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    {
      g_autoptr(GtkStringList) choices = NULL;
      GtkWidget *row;

      if (!(view.spaces & (1u << p)))
        continue;
      choices = mark_choices ();
      row = adw_combo_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), position_label (p));
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (choices));
      gtk_list_box_append (GTK_LIST_BOX (form->marks_list), row);
      form->marks[p] = ADW_COMBO_ROW (row);
    }
}

static void
shape_changed_cb (GObject    *object,
                  GParamSpec *pspec,
                  CanalForm  *form)
{
  rebuild_marks (form);
  update_boat (form);
}

static void
cell_changed_cb (GObject    *object,
                 GParamSpec *pspec,
                 CanalForm  *form)
{
  update_boat (form);
}

static void
rent_clicked_cb (CanalForm *form)
{
  SyEvent event = { 0, };
  guint cell = adw_combo_row_get_selected (form->cell_row);
  guint start = adw_combo_row_get_selected (form->boat_row);

  event.type = SY_EVENT_CANAL;
  event.bonus = form->bonus;
  event.price = (guint) gtk_spin_button_get_value_as_int (form->price);
  form_tile (form, &event.tile);
  event.x = cell < form->n_cells ? form->xs[cell] : 0;
  event.y = cell < form->n_cells ? form->ys[cell] : 0;
  if (form->needs_boat && start < form->n_starts)
    {
      event.place_boat = TRUE;
      event.boat = form->starts[start];
    }
  form->send (&event, form->user_data);
}

static AdwComboRow *
combo_row_new (GtkWidget     *list,
               const char    *title,
               GtkStringList *choices)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (choices));
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  return ADW_COMBO_ROW (row);
}

/**
 * sy_canal_entry_new:
 *
 * Returns: (transfer floating): the canal tile rented, as it lies, where
 *   it goes, and its price
 */
GtkWidget *
sy_canal_entry_new (SyGame          *game,
                    gboolean         bonus,
                    SyEntrySendFunc  send,
                    gpointer         user_data)
{
  const SyTable *table = sy_game_get_table (game);
  const SyCanals *canals = &table->players[table->current].canals;
  const SyCanalPalette *palette = sy_canal_palette_get_default ();
  CanalForm *form = g_new0 (CanalForm, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *list = sy_entry_list_new ();
  GtkWidget *marks_title = gtk_label_new (_("What is printed on each water space"));
  GtkWidget *price_row;
  GtkWidget *button = sy_entry_send_button_new (_("_Rent the Canal"));
  g_autoptr(GtkStringList) shapes = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) rotations = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) cells = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) none = gtk_string_list_new (NULL);

  form->game = g_object_ref (game);
  form->bonus = bonus;
  form->send = send;
  form->user_data = user_data;
  form->needs_boat = sy_game_get_edition (game) == SY_EDITION_FIRST
                     && canals->n_tiles == 0 && !canals->boat_placed;

  for (guint i = 0; i < sy_canal_palette_get_n_shapes (palette); i++)
    gtk_string_list_append (shapes, sy_canal_shape_get_name (sy_canal_palette_get_shape (palette, i)));
  gtk_string_list_append (rotations, _("As drawn"));
  gtk_string_list_append (rotations, _("Turned a quarter right"));
  gtk_string_list_append (rotations, _("Turned half round"));
  gtk_string_list_append (rotations, _("Turned a quarter left"));
  form->n_cells = sy_canals_legal_cells (canals, form->xs, form->ys, MAX_CELLS);
  for (guint i = 0; i < form->n_cells; i++)
    {
      /* Translators: where a canal tile goes, counted from the first one */
      g_autofree char *label = g_strdup_printf (_("Column %d, row %d"), form->xs[i], form->ys[i]);

      gtk_string_list_append (cells, label);
    }

  form->shape_row = combo_row_new (list, _("Shape"), shapes);
  form->rotation_row = combo_row_new (list, _("Turned"), rotations);
  form->cell_row = combo_row_new (list, canals->n_tiles == 0 ? _("Place (the first canal)")
                                                             : _("Place, beside the canals"), cells);
  form->boat_row = combo_row_new (list, _("The boat’s space"), none);
  price_row = sy_entry_spin_row_new (_("Price printed under the tile"), 0, MAX_PRICE, &form->price);
  gtk_list_box_append (GTK_LIST_BOX (list), price_row);
  gtk_widget_set_name (GTK_WIDGET (form->shape_row), "canal-shape");
  gtk_widget_set_name (button, "rent-canal");

  gtk_label_set_xalign (GTK_LABEL (marks_title), 0.0);
  gtk_label_set_wrap (GTK_LABEL (marks_title), TRUE);
  gtk_widget_add_css_class (marks_title, "heading");
  form->marks_list = sy_entry_list_new ();

  g_signal_connect (form->shape_row, "notify::selected", G_CALLBACK (shape_changed_cb), form);
  g_signal_connect (form->rotation_row, "notify::selected", G_CALLBACK (shape_changed_cb), form);
  g_signal_connect (form->cell_row, "notify::selected", G_CALLBACK (cell_changed_cb), form);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (rent_clicked_cb), form);

  gtk_box_append (GTK_BOX (box), list);
  gtk_box_append (GTK_BOX (box), marks_title);
  gtk_box_append (GTK_BOX (box), form->marks_list);
  gtk_box_append (GTK_BOX (box), button);
  g_object_set_data_full (G_OBJECT (box), "form", form, canal_form_free);

  rebuild_marks (form);
  update_boat (form);
  return box;
}
