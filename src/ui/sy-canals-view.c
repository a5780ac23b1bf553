/* sy-canals-view.c: a player's canal system, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each tile is a square of 3 × 3 positions: the water spaces are drawn as
 * discs joined by their links and running off the tile at its exits; an
 * official is a letter on its space, the Blue Riband a ring; the boat is a
 * triangle on its space. Only what the engine holds, or what the caller
 * says the engine allows (free cells, a tile in preview, the boat's
 * starts), is drawn. What can be tapped is a real button laid over the
 * drawing, so it is focusable and has a name for screen readers.
 */
#define G_LOG_DOMAIN "sy-canals-view"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-canals-view.h"

#define DEFAULT_CELL 54.0
#define MARGIN 2.0
#define MAX_CELLS 96
#define MAX_STARTS 96

struct _SyCanalsView
{
  GtkWidget parent_instance;

  GtkWidget *overlay;
  GtkWidget *area;
  GtkWidget *fixed;

  double cell;
  SyCanals canals;
  gboolean has_route;
  SyRoute route;
  gboolean has_points;
  guint step_points[SY_MAX_SPEED];
  guint n_cells;
  int cell_xs[MAX_CELLS];
  int cell_ys[MAX_CELLS];
  gboolean preview_shown;
  SyPlacedCanal preview;
  gboolean spaces_active;
  guint n_starts;
  SyCanalSpot starts[MAX_STARTS];
  int selected_start;

  int min_x;
  int min_y;
  int max_x;
  int max_y;
};

G_DEFINE_FINAL_TYPE (SyCanalsView, sy_canals_view, GTK_TYPE_WIDGET)

enum {
  SPACE_ACTIVATED,
  CELL_ACTIVATED,
  START_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/**
 * sy_canal_position_label:
 * @position: a position on a tile, 0 to 8
 *
 * Returns: its name, translated
 */
const char *
sy_canal_position_label (guint position)
{
  static const char *labels[SY_TILE_POSITIONS] = {
    N_("North-west corner"), N_("North"), N_("North-east corner"),
    N_("West"), N_("Centre"), N_("East"),
    N_("South-west corner"), N_("South"), N_("South-east corner"),
  };

  g_return_val_if_fail (position < SY_TILE_POSITIONS, "");
  return _(labels[position]);
}

/**
 * sy_canal_mark_label:
 * @mark: what is printed on a water space
 *
 * Returns: its name, translated, to follow a position's name
 */
const char *
sy_canal_mark_label (SyCanalMark mark)
{
  switch (mark)
    {
    case SY_MARK_SOLDIER:
      return _("soldier official");
    case SY_MARK_BUSINESSMAN:
      return _("businessman official");
    case SY_MARK_LANTERN:
      return _("lantern official");
    case SY_MARK_LIFEBOAT:
      return _("lifeboat official");
    case SY_MARK_LIFEBUOY:
      return _("lifebuoy official");
    case SY_MARK_RIBAND:
      return _("Blue Riband");
    case SY_MARK_NONE:
    case SY_N_MARKS:
    default:
      return _("plain water");
    }
}

static const char *
mark_letter (SyCanalMark mark)
{
  switch (mark)
    {
    case SY_MARK_SOLDIER:
      /* Translators: one letter on a canal space for the soldier official */
      return C_("canal mark", "S");
    case SY_MARK_BUSINESSMAN:
      /* Translators: one letter for the businessman official */
      return C_("canal mark", "B");
    case SY_MARK_LANTERN:
      /* Translators: one letter for the lantern official */
      return C_("canal mark", "L");
    case SY_MARK_LIFEBOAT:
      /* Translators: one letter for the lifeboat official */
      return C_("canal mark", "C");
    case SY_MARK_LIFEBUOY:
      /* Translators: one letter for the lifebuoy official */
      return C_("canal mark", "R");
    case SY_MARK_NONE:
    case SY_MARK_RIBAND:
    case SY_N_MARKS:
    default:
      return NULL;
    }
}

static void
position_centre (SyCanalsView *self,
                 int           x,
                 int           y,
                 guint         position,
                 double       *cx,
                 double       *cy)
{
  *cx = (x - self->min_x) * self->cell + (position % 3 + 0.5) * self->cell / 3 + MARGIN;
  *cy = (y - self->min_y) * self->cell + (position / 3 + 0.5) * self->cell / 3 + MARGIN;
}

static void
get_colours (SyCanalsView *self,
             GdkRGBA      *fg,
             GdkRGBA      *accent)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));

  gtk_style_context_get_color (context, fg);
  if (!gtk_style_context_lookup_color (context, "accent_color", accent))
    gdk_rgba_parse (accent, "#3584e4");
}

static void
show_centred_text (cairo_t    *cr,
                   const char *text,
                   double      x,
                   double      y)
{
  cairo_text_extents_t ext;

  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  cairo_show_text (cr, text);
}

static void
draw_tile (SyCanalsView        *self,
           cairo_t             *cr,
           const SyPlacedCanal *tile,
           const GdkRGBA       *fg)
{
  double cell = self->cell;
  double ox = (tile->x - self->min_x) * cell + MARGIN, oy = (tile->y - self->min_y) * cell + MARGIN;
  double radius = cell / 9;

  cairo_rectangle (cr, ox + 1, oy + 1, cell - 2, cell - 2);
  cairo_set_source_rgba (cr, 0.45, 0.62, 0.35, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  /* The water: links between spaces, and the exits off the tile. */
  cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  cairo_set_line_width (cr, cell / 9);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    for (guint q = p + 1; q < SY_TILE_POSITIONS; q++)
      if (tile->view.links[p] & (1u << q))
        {
          double px, py, qx, qy;

          position_centre (self, tile->x, tile->y, p, &px, &py);
          position_centre (self, tile->x, tile->y, q, &qx, &qy);
          cairo_move_to (cr, px, py);
          cairo_line_to (cr, qx, qy);
          cairo_stroke (cr);
        }
  for (guint side = 0; side < SY_N_SIDES; side++)
    if (tile->view.exits & (1u << side))
      {
        double px, py;
        double dx[] = { 0, 1, 0, -1 }, dy[] = { -1, 0, 1, 0 };

        position_centre (self, tile->x, tile->y, sy_side_exit_position (side), &px, &py);
        cairo_move_to (cr, px, py);
        cairo_line_to (cr, px + dx[side] * cell / 6, py + dy[side] * cell / 6);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
        cairo_stroke (cr);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      }

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, cell / 6);
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    {
      double px, py;
      const char *letter = mark_letter ((SyCanalMark) tile->tile.marks[p]);

      if (!(tile->view.spaces & (1u << p)))
        continue;
      position_centre (self, tile->x, tile->y, p, &px, &py);
      cairo_arc (cr, px, py, radius, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
      cairo_fill (cr);
      if (tile->tile.marks[p] == SY_MARK_RIBAND)
        {
          cairo_arc (cr, px, py, radius * 1.3, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.1, 0.2, 0.6);
          cairo_set_line_width (cr, radius * 0.45);
          cairo_stroke (cr);
          cairo_arc (cr, px, py, radius * 0.45, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_fill (cr);
        }
      if (letter != NULL)
        {
          cairo_set_source_rgb (cr, 1, 1, 1);
          show_centred_text (cr, letter, px, py);
        }
    }
}

static void
draw_boat (SyCanalsView      *self,
           cairo_t           *cr,
           const SyCanalSpot *spot,
           const GdkRGBA     *fill,
           const GdkRGBA     *fg)
{
  double bx, by, r = self->cell / 9;

  position_centre (self, spot->x, spot->y, spot->position, &bx, &by);
  cairo_move_to (cr, bx, by - r * 1.2);
  cairo_line_to (cr, bx + r, by + r * 0.8);
  cairo_line_to (cr, bx - r, by + r * 0.8);
  cairo_close_path (cr);
  if (fill != NULL)
    {
      gdk_cairo_set_source_rgba (cr, fill);
      cairo_fill_preserve (cr);
    }
  gdk_cairo_set_source_rgba (cr, fg);
  cairo_set_line_width (cr, fill != NULL ? 1 : 2);
  cairo_stroke (cr);
}

/* Shows @text vertically centred on @y, starting at @x (or ending there
 * when @before), moved as little as needed to stay inside the drawing. */
static void
show_text_near (SyCanalsView *self,
                cairo_t      *cr,
                const char   *text,
                double        x,
                double        y,
                gboolean      before)
{
  double width = (self->max_x - self->min_x + 1) * self->cell + 2 * MARGIN;
  double height = (self->max_y - self->min_y + 1) * self->cell + 2 * MARGIN;
  cairo_text_extents_t extents;
  double tx, ty;

  cairo_text_extents (cr, text, &extents);
  tx = before ? x - extents.x_advance : x;
  ty = y - extents.y_bearing - extents.height / 2;
  tx = CLAMP (tx, 0, MAX (0, width - extents.x_advance));
  ty = CLAMP (ty, extents.height, height);
  cairo_move_to (cr, tx, ty);
  cairo_show_text (cr, text);
}

static void
draw_route (SyCanalsView  *self,
            cairo_t       *cr,
            const GdkRGBA *fg,
            const GdkRGBA *accent)
{
  const SyRoute *route = &self->route;
  double px, py, r = self->cell / 9;

  position_centre (self, route->start.x, route->start.y, route->start.position, &px, &py);
  cairo_move_to (cr, px, py);
  for (guint i = 0; i < route->n_steps; i++)
    {
      position_centre (self, route->steps[i].x, route->steps[i].y, route->steps[i].position,
                       &px, &py);
      cairo_line_to (cr, px, py);
    }
  cairo_set_source_rgba (cr, 0.9, 0.1, 0.14, 0.8);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, MAX (10, self->cell / 5.4));
  for (guint i = 0; i < route->n_steps; i++)
    {
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      position_centre (self, route->steps[i].x, route->steps[i].y, route->steps[i].position,
                       &px, &py);
      /* The step's number to the right of its space, its points to the
       * left, both kept inside the drawing. */
      gdk_cairo_set_source_rgba (cr, fg);
      show_text_near (self, cr, number, px + r * 1.1, py, FALSE);
      if (self->has_points && self->step_points[i] > 0)
        {
          /* Translators: the points a cruise earns at one step, drawn beside it */
          g_autofree char *points = g_strdup_printf (C_("route step", "+%u"), self->step_points[i]);

          gdk_cairo_set_source_rgba (cr, accent);
          show_text_near (self, cr, points, px - r * 1.1, py, TRUE);
        }
    }
}

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  SyCanalsView *self = user_data;
  const SyCanals *canals = &self->canals;
  GdkRGBA fg, accent, red = { 0.9, 0.1, 0.14, 1 };
  static const double dashes[] = { 5, 4 };

  get_colours (self, &fg, &accent);

  /* Free cells where a tile may go: dashed squares in the accent colour. */
  for (guint i = 0; i < self->n_cells; i++)
    {
      double ox = (self->cell_xs[i] - self->min_x) * self->cell + MARGIN;
      double oy = (self->cell_ys[i] - self->min_y) * self->cell + MARGIN;

      cairo_rectangle (cr, ox + 2, oy + 2, self->cell - 4, self->cell - 4);
      cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.12);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, &accent);
      cairo_set_line_width (cr, 1.5);
      cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  for (guint t = 0; t < canals->n_tiles; t++)
    draw_tile (self, cr, &canals->tiles[t], &fg);

  /* The tile in preview: paler, framed in the accent colour. */
  if (self->preview_shown)
    {
      double ox = (self->preview.x - self->min_x) * self->cell + MARGIN;
      double oy = (self->preview.y - self->min_y) * self->cell + MARGIN;

      cairo_push_group (cr);
      draw_tile (self, cr, &self->preview, &fg);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.75);
      cairo_rectangle (cr, ox + 1, oy + 1, self->cell - 2, self->cell - 2);
      gdk_cairo_set_source_rgba (cr, &accent);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
    }

  if (self->has_route && self->route.n_steps > 0)
    draw_route (self, cr, &fg, &accent);

  /* The boat's possible starts: hollow, the chosen one filled. */
  for (guint i = 0; i < self->n_starts; i++)
    draw_boat (self, cr, &self->starts[i], (int) i == self->selected_start ? &red : NULL,
               (int) i == self->selected_start ? &fg : &accent);

  if (canals->boat_placed)
    draw_boat (self, cr, &canals->boat, &red, &fg);
}

/* The extent covers the tiles, the free cells and the preview. */
static void
update_extent (SyCanalsView *self)
{
  gboolean any = FALSE;
  int width, height;

#define TAKE(cx, cy) G_STMT_START {                                 \
    if (!any || (cx) < self->min_x) self->min_x = (cx);             \
    if (!any || (cy) < self->min_y) self->min_y = (cy);             \
    if (!any || (cx) > self->max_x) self->max_x = (cx);             \
    if (!any || (cy) > self->max_y) self->max_y = (cy);             \
    any = TRUE;                                                     \
  } G_STMT_END

  for (guint t = 0; t < self->canals.n_tiles; t++)
    TAKE (self->canals.tiles[t].x, self->canals.tiles[t].y);
  for (guint i = 0; i < self->n_cells; i++)
    TAKE (self->cell_xs[i], self->cell_ys[i]);
  if (self->preview_shown)
    TAKE (self->preview.x, self->preview.y);
#undef TAKE

  if (!any)
    self->min_x = self->min_y = self->max_x = self->max_y = 0;
  width = (int) ((self->max_x - self->min_x + 1) * self->cell + 2 * MARGIN);
  height = (int) ((self->max_y - self->min_y + 1) * self->cell + 2 * MARGIN);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->area), width);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->area), height);
}

typedef enum {
  SPOT_SPACE,
  SPOT_CELL,
  SPOT_START,
} SpotKind;

static void
spot_clicked_cb (GtkButton    *button,
                 SyCanalsView *self)
{
  SpotKind kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind"));
  int x = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "x"));
  int y = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "y"));
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position"));

  switch (kind)
    {
    case SPOT_SPACE:
      g_signal_emit (self, signals[SPACE_ACTIVATED], 0, x, y, position);
      break;
    case SPOT_CELL:
      g_signal_emit (self, signals[CELL_ACTIVATED], 0, x, y);
      break;
    case SPOT_START:
    default:
      g_signal_emit (self, signals[START_ACTIVATED], 0, position);
      break;
    }
}

typedef struct {
  SpotKind kind;
  const char *name;
  char *label;
  double left;
  double top;
  double size;
  int x;
  int y;
  guint position;
} Spot;

static void
spot_clear (gpointer data)
{
  Spot *spot = data;

  g_free (spot->label);
}

static void
add_spot (GArray     *spots,
          SpotKind    kind,
          const char *name,
          char       *label,
          double      left,
          double      top,
          double      size,
          int         x,
          int         y,
          guint       position)
{
  Spot spot = { kind, name, label, left, top, size, x, y, position };

  g_array_append_val (spots, spot);
}

static gboolean
is_spot (GtkWidget  *button,
         const Spot *spot)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind")) == spot->kind
         && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "x")) == spot->x
         && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "y")) == spot->y
         && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position")) == spot->position;
}

static GtkWidget *
spot_button_new (SyCanalsView *self,
                 const Spot   *spot)
{
  GtkWidget *button = gtk_button_new ();

  gtk_widget_set_name (button, spot->name);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "canal-spot");
  g_object_set_data (G_OBJECT (button), "kind", GUINT_TO_POINTER (spot->kind));
  g_object_set_data (G_OBJECT (button), "x", GINT_TO_POINTER (spot->x));
  g_object_set_data (G_OBJECT (button), "y", GINT_TO_POINTER (spot->y));
  g_object_set_data (G_OBJECT (button), "position", GUINT_TO_POINTER (spot->position));
  g_signal_connect (button, "clicked", G_CALLBACK (spot_clicked_cb), self);
  gtk_fixed_put (GTK_FIXED (self->fixed), button, spot->left, spot->top);
  return button;
}

/* The buttons over the drawing. When the same spots stay (a mark
 * changed, say), the buttons stay too, with new names, so that a tap
 * and the keyboard focus are never lost; otherwise they are made again. */
static void
sync_spots (SyCanalsView *self,
            GArray       *spots)
{
  GtkWidget *child = gtk_widget_get_first_child (self->fixed);
  gboolean same = TRUE;
  guint n = 0;

  for (; child != NULL; child = gtk_widget_get_next_sibling (child), n++)
    same &= n < spots->len && is_spot (child, &g_array_index (spots, Spot, n));
  if (!same || n != spots->len)
    {
      while ((child = gtk_widget_get_first_child (self->fixed)) != NULL)
        gtk_fixed_remove (GTK_FIXED (self->fixed), child);
      for (guint i = 0; i < spots->len; i++)
        spot_button_new (self, &g_array_index (spots, Spot, i));
    }

  child = gtk_widget_get_first_child (self->fixed);
  for (guint i = 0; i < spots->len; i++, child = gtk_widget_get_next_sibling (child))
    {
      const Spot *spot = &g_array_index (spots, Spot, i);

      gtk_fixed_move (GTK_FIXED (self->fixed), child, spot->left, spot->top);
      gtk_widget_set_size_request (child, (int) spot->size, (int) spot->size);
      gtk_widget_set_tooltip_text (child, spot->label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      spot->label, -1);
    }
}

static void
rebuild_spots (SyCanalsView *self)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (Spot));
  double third = self->cell / 3;

  g_array_set_clear_func (spots, spot_clear);
  for (guint i = 0; i < self->n_cells; i++)
    /* Translators: a free place on the table where the canal tile may go */
    add_spot (spots, SPOT_CELL, "canal-cell",
              g_strdup_printf (_("Column %d, row %d: put the tile here"),
                               self->cell_xs[i], self->cell_ys[i]),
              (self->cell_xs[i] - self->min_x) * self->cell + MARGIN,
              (self->cell_ys[i] - self->min_y) * self->cell + MARGIN,
              self->cell, self->cell_xs[i], self->cell_ys[i], 0);

  if (self->spaces_active)
    for (guint t = 0; t < self->canals.n_tiles; t++)
      {
        const SyPlacedCanal *tile = &self->canals.tiles[t];

        for (guint p = 0; p < SY_TILE_POSITIONS; p++)
          {
            double cx, cy;

            if (!(tile->view.spaces & (1u << p)))
              continue;
            position_centre (self, tile->x, tile->y, p, &cx, &cy);
            /* Translators: a water space of a canal tile and what is printed on it,
             * “Column 0, row 0, North: soldier official” */
            add_spot (spots, SPOT_SPACE, "canal-space",
                      g_strdup_printf (_("Column %d, row %d, %s: %s"), tile->x, tile->y,
                                       sy_canal_position_label (p),
                                       sy_canal_mark_label ((SyCanalMark) tile->tile.marks[p])),
                      cx - third / 2, cy - third / 2, third, tile->x, tile->y, p);
          }
      }

  for (guint i = 0; i < self->n_starts; i++)
    {
      const SyCanalSpot *start = &self->starts[i];
      double cx, cy;

      position_centre (self, start->x, start->y, start->position, &cx, &cy);
      /* Translators: a space where the boat may be put, “Column 0, row 0, North” */
      add_spot (spots, SPOT_START, "canal-start",
                g_strdup_printf (_("The boat starts at column %d, row %d, %s"), start->x, start->y,
                                 sy_canal_position_label (start->position)),
                cx - third / 2, cy - third / 2, third, start->x, start->y, i);
    }

  sync_spots (self, spots);
}

static void
update (SyCanalsView *self)
{
  g_autofree char *label = NULL;

  update_extent (self);
  rebuild_spots (self);
  gtk_widget_queue_draw (self->area);
  label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Canal system of %u tile",
                                        "Canal system of %u tiles", self->canals.n_tiles),
                           self->canals.n_tiles);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
}

static void
sy_canals_view_dispose (GObject *object)
{
  SyCanalsView *self = SY_CANALS_VIEW (object);

  g_clear_pointer (&self->overlay, gtk_widget_unparent);
  G_OBJECT_CLASS (sy_canals_view_parent_class)->dispose (object);
}

static void
sy_canals_view_class_init (SyCanalsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_canals_view_dispose;

  /**
   * SyCanalsView::space-activated:
   * @x: the tile's column
   * @y: its row
   * @position: the water space's position on the tile
   *
   * A water space was tapped, when spaces are active.
   */
  signals[SPACE_ACTIVATED] = g_signal_new ("space-activated", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                           3, G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT);
  /**
   * SyCanalsView::cell-activated:
   * @x: the column
   * @y: the row
   *
   * A highlighted free cell was tapped.
   */
  signals[CELL_ACTIVATED] = g_signal_new ("cell-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          2, G_TYPE_INT, G_TYPE_INT);
  /**
   * SyCanalsView::start-activated:
   * @index: the index of the start in those given to
   *   sy_canals_view_set_starts()
   *
   * One of the boat's possible starts was tapped.
   */
  signals[START_ACTIVATED] = g_signal_new ("start-activated", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                           1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "canalsview");
}

static void
sy_canals_view_init (SyCanalsView *self)
{
  self->cell = DEFAULT_CELL;
  self->selected_start = -1;
  sy_canals_init (&self->canals);

  self->overlay = gtk_overlay_new ();
  self->area = gtk_drawing_area_new ();
  self->fixed = gtk_fixed_new ();
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw_cb, self, NULL);
  gtk_overlay_set_child (GTK_OVERLAY (self->overlay), self->area);
  gtk_overlay_add_overlay (GTK_OVERLAY (self->overlay), self->fixed);
  gtk_widget_set_parent (self->overlay, GTK_WIDGET (self));
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_START);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_START);
  update (self);
}

/**
 * sy_canals_view_new:
 * @canals: a canal system, copied
 *
 * Returns: (transfer floating): a drawing of it, sized to its tiles
 */
GtkWidget *
sy_canals_view_new (const SyCanals *canals)
{
  return sy_canals_view_new_with_route (canals, NULL);
}

/**
 * sy_canals_view_new_with_route:
 * @canals: a canal system, copied
 * @route: (nullable): a cruise to draw on it, copied
 *
 * Returns: (transfer floating): a drawing of the system and the route
 */
GtkWidget *
sy_canals_view_new_with_route (const SyCanals *canals,
                               const SyRoute  *route)
{
  SyCanalsView *self = g_object_new (SY_TYPE_CANALS_VIEW, NULL);

  sy_canals_view_set_canals (self, canals);
  sy_canals_view_set_route (self, route, NULL);
  return GTK_WIDGET (self);
}

/**
 * sy_canals_view_set_canals:
 * @self: a canals view
 * @canals: the canal system to draw, copied
 */
void
sy_canals_view_set_canals (SyCanalsView   *self,
                           const SyCanals *canals)
{
  g_return_if_fail (SY_IS_CANALS_VIEW (self));
  g_return_if_fail (canals != NULL);

  self->canals = *canals;
  update (self);
}

/**
 * sy_canals_view_set_route:
 * @self: a canals view
 * @route: (nullable): a cruise to draw as a line with each step numbered,
 *   copied; %NULL for none
 * @step_points: (nullable) (array): the points earned at each step, one
 *   for each of the route's steps; those not zero are drawn beside them
 */
void
sy_canals_view_set_route (SyCanalsView  *self,
                          const SyRoute *route,
                          const guint   *step_points)
{
  g_return_if_fail (SY_IS_CANALS_VIEW (self));

  self->has_route = route != NULL;
  self->has_points = route != NULL && step_points != NULL;
  memset (self->step_points, 0, sizeof self->step_points);
  if (route != NULL)
    {
      self->route = *route;
      self->route.n_steps = MIN (route->n_steps, SY_MAX_SPEED);
      if (step_points != NULL)
        memcpy (self->step_points, step_points, self->route.n_steps * sizeof (guint));
    }
  gtk_widget_queue_draw (self->area);
}

/**
 * sy_canals_view_set_highlighted_cells:
 * @self: a canals view
 * @xs: (array length=n): the cells' columns
 * @ys: (array length=n): their rows
 * @n: how many; each becomes a button named `canal-cell`
 *
 * Shows free cells, as the engine lists them, as dashed squares that can
 * be tapped (#SyCanalsView::cell-activated). The drawing grows to hold them.
 */
void
sy_canals_view_set_highlighted_cells (SyCanalsView *self,
                                      const int    *xs,
                                      const int    *ys,
                                      guint         n)
{
  g_return_if_fail (SY_IS_CANALS_VIEW (self));
  g_return_if_fail (n == 0 || (xs != NULL && ys != NULL));

  self->n_cells = MIN (n, MAX_CELLS);
  for (guint i = 0; i < self->n_cells; i++)
    {
      self->cell_xs[i] = xs[i];
      self->cell_ys[i] = ys[i];
    }
  update (self);
}

/**
 * sy_canals_view_set_preview:
 * @self: a canals view
 * @shown: whether to show a tile in preview
 * @x: its column
 * @y: its row
 * @tile: (nullable): the tile, drawn paler and framed; nothing is shown
 *   when its shape is not in the palette
 */
void
sy_canals_view_set_preview (SyCanalsView      *self,
                            gboolean           shown,
                            int                x,
                            int                y,
                            const SyCanalTile *tile)
{
  g_return_if_fail (SY_IS_CANALS_VIEW (self));

  self->preview_shown = shown && tile != NULL
                        && sy_canal_tile_check (tile, sy_canal_palette_get_default (),
                                                &self->preview.view, NULL);
  if (self->preview_shown)
    {
      self->preview.x = x;
      self->preview.y = y;
      self->preview.tile = *tile;
    }
  update (self);
}

/**
 * sy_canals_view_set_spaces_active:
 * @self: a canals view
 * @active: whether every water space is a button
 *
 * When active, each water space of the system is a focusable button
 * named `canal-space` that emits #SyCanalsView::space-activated.
 */
void
sy_canals_view_set_spaces_active (SyCanalsView *self,
                                  gboolean      active)
{
  g_return_if_fail (SY_IS_CANALS_VIEW (self));

  if (self->spaces_active == !!active)
    return;
  self->spaces_active = !!active;
  update (self);
}

/**
 * sy_canals_view_set_starts:
 * @self: a canals view
 * @spots: (array length=n): spaces where the boat may be put
 * @n: how many; each becomes a button named `canal-start`
 * @selected: the index of the one chosen, or -1
 *
 * Shows the boat's possible starts as hollow boats that can be tapped
 * (#SyCanalsView::start-activated), the chosen one filled.
 */
void
sy_canals_view_set_starts (SyCanalsView      *self,
                           const SyCanalSpot *spots,
                           guint              n,
                           int                selected)
{
  g_return_if_fail (SY_IS_CANALS_VIEW (self));
  g_return_if_fail (n == 0 || spots != NULL);

  self->n_starts = MIN (n, MAX_STARTS);
  if (self->n_starts > 0)
    memcpy (self->starts, spots, self->n_starts * sizeof *spots);
  self->selected_start = selected >= 0 && (guint) selected < self->n_starts ? selected : -1;
  update (self);
}

/**
 * sy_canals_view_set_cell_size:
 * @self: a canals view
 * @cell_size: the side of a tile, in pixels
 */
void
sy_canals_view_set_cell_size (SyCanalsView *self,
                              double        cell_size)
{
  g_return_if_fail (SY_IS_CANALS_VIEW (self));
  g_return_if_fail (cell_size >= 18);

  self->cell = cell_size;
  update (self);
}
