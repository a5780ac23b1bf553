/* sy-tile-picker.c: the canal tiles of the box, drawn in miniature, one tap each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each tile is a button showing it as the canals draw it, unturned, with
 * the officials on its spaces; the tiles wrap to the width in the order
 * given (most rented first). A tap hands the tile on; the one taken is
 * shown pressed until the form changes it.
 */
#define G_LOG_DOMAIN "sy-tile-picker"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-canals-drawing.h"
#include "sy-colour.h"
#include "sy-tile-picker.h"
#include "sy-tooltip.h"
#include "sy-user-data.h"

#define MINIATURE 60

struct _SyTilePicker
{
  GtkWidget parent_instance;

  GtkWidget *flow;
  SyUserData *user_data;        /* whose box is shown, followed */
  SyEdition edition;
  GArray *tiles;                /* SyCanalTile, as shown */
  GPtrArray *buttons;           /* a GtkToggleButton per tile */
};

G_DEFINE_FINAL_TYPE (SyTilePicker, sy_tile_picker, GTK_TYPE_WIDGET)

enum {
  TILE_PICKED,
  TILES_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/**
 * sy_tile_picker_new:
 *
 * Returns: (transfer floating): an empty picker
 */
GtkWidget *
sy_tile_picker_new (void)
{
  return g_object_new (SY_TYPE_TILE_PICKER, NULL);
}

/**
 * sy_canal_tile_describe:
 * @tile: a tile
 *
 * Returns: (transfer full): the tile in words, “Bend · North: soldier
 *   official, Centre: Blue Riband”
 */
char *
sy_canal_tile_describe (const SyCanalTile *tile)
{
  const SyCanalShape *shape = sy_canal_palette_find (sy_canal_palette_get_default (), tile->shape);
  GString *text = g_string_new (shape != NULL ? sy_canal_shape_get_name (shape) : tile->shape);
  gboolean first = TRUE;

  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    {
      if (tile->marks[p] == SY_MARK_NONE || tile->marks[p] >= SY_N_MARKS)
        continue;
      g_string_append (text, first ? " · " : ", ");
      g_string_append_printf (text, _("%s: %s"), sy_canal_position_label (p),
                              sy_canal_mark_label ((SyCanalMark) tile->marks[p]));
      first = FALSE;
    }
  return g_string_free (text, FALSE);
}

static void
draw_tile_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  const SyCanalTile *tile = user_data;
  GdkRGBA fg;

  sy_widget_get_foreground (GTK_WIDGET (area), &fg);
  sy_canals_draw_tile_miniature (cr, tile, MIN (width, height), &fg);
}

/**
 * sy_tile_miniature_new:
 * @tile: a tile; a copy is drawn
 * @size: the side of the picture, in pixels
 *
 * Returns: (transfer floating): @tile drawn as the canals draw it
 */
GtkWidget *
sy_tile_miniature_new (const SyCanalTile *tile,
                       int                size)
{
  GtkWidget *area = gtk_drawing_area_new ();

  g_return_val_if_fail (tile != NULL, area);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  /* The copy of the tile drawn goes with the area. */
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_tile_cb,
                                  g_memdup2 (tile, sizeof *tile), g_free);
  return area;
}

/**
 * sy_picker_flow_box_new:
 *
 * Returns: (transfer floating): a flow box for buttons of the same size,
 *   wrapping to the width. It fills the width: a flow box centred in a
 *   form was measured for one width and given another (GTK 4.8).
 */
GtkWidget *
sy_picker_flow_box_new (void)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 4);
  return flow;
}

static void
button_clicked_cb (GtkButton    *button,
                   SyTilePicker *self)
{
  guint index;

  if (g_ptr_array_find (self->buttons, button, &index))
    g_signal_emit (self, signals[TILE_PICKED], 0, index);
}

/* A button's tile: its drawing, its words. */
static void
show_tile (GtkWidget         *button,
           const SyCanalTile *tile)
{
  g_autofree char *words = sy_canal_tile_describe (tile);

  /* The copy of the tile drawn goes with the area; a new one redraws it. */
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (gtk_button_get_child (GTK_BUTTON (button))),
                                  draw_tile_cb, g_memdup2 (tile, sizeof *tile), g_free);
  sy_tooltip_set (button, words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
}

static GtkWidget *
tile_button_new (SyTilePicker      *self,
                 guint              index,
                 const SyCanalTile *tile)
{
  GtkWidget *button = gtk_toggle_button_new ();
  g_autofree char *name = g_strdup_printf ("box-tile-%u", index);

  gtk_button_set_child (GTK_BUTTON (button), sy_tile_miniature_new (tile, MINIATURE));
  gtk_widget_add_css_class (button, "canal-shape-choice");
  gtk_widget_set_name (button, name);
  g_signal_connect (button, "clicked", G_CALLBACK (button_clicked_cb), self);
  gtk_flow_box_insert (GTK_FLOW_BOX (self->flow), button, -1);
  gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
  return button;
}

/**
 * sy_tile_picker_set_tiles:
 * @self: a #SyTilePicker
 * @tiles: (array length=n_tiles): the tiles to offer, unturned, most
 *   rented first
 * @n_tiles: how many
 *
 * Offers @tiles, none pressed. The buttons are kept (issue 29): a button
 * a tile, its drawing and words set again where the tile differs, the
 * missing ones added, the spare ones taken away.
 */
void
sy_tile_picker_set_tiles (SyTilePicker      *self,
                          const SyCanalTile *tiles,
                          guint              n_tiles)
{
  g_return_if_fail (SY_IS_TILE_PICKER (self));
  g_return_if_fail (tiles != NULL || n_tiles == 0);

  while (self->buttons->len > n_tiles)
    {
      GtkWidget *button = g_ptr_array_steal_index (self->buttons, self->buttons->len - 1);

      gtk_flow_box_remove (GTK_FLOW_BOX (self->flow), gtk_widget_get_parent (button));
    }
  for (guint i = 0; i < n_tiles; i++)
    if (i >= self->buttons->len)
      {
        g_ptr_array_add (self->buttons, tile_button_new (self, i, &tiles[i]));
        show_tile (g_ptr_array_index (self->buttons, i), &tiles[i]);
      }
    else if (memcmp (&g_array_index (self->tiles, SyCanalTile, i), &tiles[i], sizeof *tiles) != 0)
      show_tile (g_ptr_array_index (self->buttons, i), &tiles[i]);
  g_array_set_size (self->tiles, 0);
  g_array_append_vals (self->tiles, tiles, n_tiles);
  sy_tile_picker_set_current (self, -1);
}

/* The tiles the owner's box holds for the edition, most rented
 * first. */
static void
read_box (SyTilePicker *self)
{
  SyBox *box = self->user_data != NULL ? sy_user_data_get_box (self->user_data, self->edition) : NULL;
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (SyCanalTile));

  if (box != NULL)
    {
      g_autoptr(GPtrArray) known = sy_box_list_tiles (box);

      for (guint i = 0; i < known->len; i++)
        g_array_append_val (tiles, ((const SyBoxTile *) g_ptr_array_index (known, i))->tile);
    }
  sy_tile_picker_set_tiles (self, (const SyCanalTile *) (gpointer) tiles->data, tiles->len);
  g_signal_emit (self, signals[TILES_CHANGED], 0);
}

static void
box_changed_cb (SyUserData   *owner,
                SyEdition     edition,
                SyTilePicker *self)
{
  if (edition == self->edition)
    read_box (self);
}

/**
 * sy_tile_picker_show_box:
 * @self: a #SyTilePicker
 * @user_data: (nullable): the user's data, whose boxes are shown; %NULL
 *   for none
 * @edition: the game's edition
 *
 * Shows the tiles of the owner's box for @edition, kept up to date as the
 * box changes.
 */
void
sy_tile_picker_show_box (SyTilePicker *self,
                         SyUserData   *user_data,
                         SyEdition     edition)
{
  g_return_if_fail (SY_IS_TILE_PICKER (self));
  g_return_if_fail (user_data == NULL || SY_IS_USER_DATA (user_data));

  if (self->user_data != user_data)
    {
      if (self->user_data != NULL)
        g_signal_handlers_disconnect_by_func (self->user_data, box_changed_cb, self);
      g_set_object (&self->user_data, user_data);
      if (user_data != NULL)
        g_signal_connect_object (user_data, "box-changed", G_CALLBACK (box_changed_cb), self, 0);
    }
  self->edition = edition;
  read_box (self);
}

/**
 * sy_tile_picker_get_n_tiles:
 *
 * Returns: how many tiles are offered
 */
guint
sy_tile_picker_get_n_tiles (SyTilePicker *self)
{
  g_return_val_if_fail (SY_IS_TILE_PICKER (self), 0);

  return self->tiles->len;
}

/**
 * sy_tile_picker_get_tile:
 * @self: a #SyTilePicker
 * @index: a tile's index, as ::tile-picked gives it
 *
 * Returns: (transfer none): the tile, unturned, valid until the tiles are
 *   set again
 */
const SyCanalTile *
sy_tile_picker_get_tile (SyTilePicker *self,
                         guint         index)
{
  g_return_val_if_fail (SY_IS_TILE_PICKER (self), NULL);
  g_return_val_if_fail (index < self->tiles->len, NULL);

  return &g_array_index (self->tiles, SyCanalTile, index);
}

/**
 * sy_tile_picker_find_button:
 * @self: a #SyTilePicker
 * @tile: a tile, unturned
 *
 * Returns: (transfer none) (nullable): the button that picks @tile (its
 *   shape and marks), if it is offered
 */
GtkWidget *
sy_tile_picker_find_button (SyTilePicker      *self,
                            const SyCanalTile *tile)
{
  g_return_val_if_fail (SY_IS_TILE_PICKER (self), NULL);
  g_return_val_if_fail (tile != NULL, NULL);

  for (guint i = 0; i < self->buttons->len; i++)
    {
      const SyCanalTile *shown = &g_array_index (self->tiles, SyCanalTile, i);

      if (g_strcmp0 (shown->shape, tile->shape) == 0
          && memcmp (shown->marks, tile->marks, sizeof shown->marks) == 0)
        return g_ptr_array_index (self->buttons, i);
    }
  return NULL;
}

/**
 * sy_tile_picker_set_current:
 * @self: a #SyTilePicker
 * @index: the tile taken, or -1 for none
 *
 * Shows that tile pressed, and no other.
 */
void
sy_tile_picker_set_current (SyTilePicker *self,
                            int           index)
{
  g_return_if_fail (SY_IS_TILE_PICKER (self));

  for (guint i = 0; i < self->buttons->len; i++)
    gtk_toggle_button_set_active (g_ptr_array_index (self->buttons, i), (int) i == index);
}

static void
sy_tile_picker_dispose (GObject *object)
{
  SyTilePicker *self = SY_TILE_PICKER (object);

  g_clear_pointer (&self->flow, gtk_widget_unparent);
  g_clear_object (&self->user_data);

  G_OBJECT_CLASS (sy_tile_picker_parent_class)->dispose (object);
}

static void
sy_tile_picker_finalize (GObject *object)
{
  SyTilePicker *self = SY_TILE_PICKER (object);

  g_clear_pointer (&self->buttons, g_ptr_array_unref);
  g_clear_pointer (&self->tiles, g_array_unref);

  G_OBJECT_CLASS (sy_tile_picker_parent_class)->finalize (object);
}

static void
sy_tile_picker_class_init (SyTilePickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_tile_picker_dispose;
  object_class->finalize = sy_tile_picker_finalize;

  /**
   * SyTilePicker::tile-picked:
   * @self: the picker
   * @index: the tile tapped, for sy_tile_picker_get_tile()
   */
  signals[TILE_PICKED] =
    g_signal_new ("tile-picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * SyTilePicker::tiles-changed:
   * @self: the picker
   *
   * The tiles offered were read again from the box.
   */
  signals[TILES_CHANGED] =
    g_signal_new ("tiles-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tile-picker");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sy_tile_picker_init (SyTilePicker *self)
{
  self->tiles = g_array_new (FALSE, FALSE, sizeof (SyCanalTile));
  self->buttons = g_ptr_array_new ();

  self->flow = sy_picker_flow_box_new ();
  gtk_widget_set_parent (self->flow, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("From the box"), -1);
}
