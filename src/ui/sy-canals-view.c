/* sy-canals-view.c: a player's canal system, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The picture is drawn by sy-canals-drawing.c. Only what the engine holds,
 * or what the caller says the engine allows (free cells, a tile in
 * preview, the boat's starts), is drawn. What can be tapped is a real
 * button laid over the drawing, so it is focusable and has a name for
 * screen readers.
 *
 * A form gives the system by hand (sy_canals_view_set_canals()); a board
 * gives the view a game and a seat instead (#SyCanalsView:game,
 * #SyCanalsView:seat), and the view follows the game through a signal
 * group of its own, drawing the seat's system again only when it is not
 * the one drawn.
 */
#define G_LOG_DOMAIN "sy-canals-view"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-canal-spot-button.h"
#include "sy-canal-spots.h"
#include "sy-canals-drawing.h"
#include "sy-canals-view.h"
#include "sy-colour.h"
#include "sy-compat.h"
#include "sy-tooltip.h"

#define DEFAULT_CELL 54.0
#define MAX_CELLS 96
#define MAX_STARTS 96

struct _SyCanalsView
{
  GtkWidget parent_instance;

  GtkWidget *overlay;
  GtkWidget *area;
  GtkWidget *fixed;

  /* Following a game: the seat whose canals are drawn, after each change. */
  SyGame *game;
  guint seat;
  GSignalGroup *game_signals;

  SyCanalsFrame frame;
  SyCanals canals;                /* what is drawn */
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
};

G_DEFINE_FINAL_TYPE (SyCanalsView, sy_canals_view, GTK_TYPE_WIDGET)

enum {
  SPACE_ACTIVATED,
  CELL_ACTIVATED,
  START_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_GAME,
  PROP_SEAT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
get_colours (SyCanalsView *self,
             GdkRGBA      *fg,
             GdkRGBA      *accent)
{
  sy_widget_get_foreground (GTK_WIDGET (self), fg);
  sy_compat_widget_get_accent_color (GTK_WIDGET (self), accent);
}

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  SyCanalsView *self = user_data;
  SyCanalsPicture picture = {
    .canals = &self->canals,
    .route = self->has_route ? &self->route : NULL,
    .step_points = self->has_points ? self->step_points : NULL,
    .n_cells = self->n_cells,
    .cell_xs = self->cell_xs,
    .cell_ys = self->cell_ys,
    .preview = self->preview_shown ? &self->preview : NULL,
    .n_starts = self->n_starts,
    .starts = self->starts,
    .selected_start = self->selected_start,
  };
  GdkRGBA fg, accent;

  get_colours (self, &fg, &accent);
  sy_canals_draw (cr, &self->frame, &picture, &fg, &accent);
}

/* The extent covers the tiles, the free cells and the preview. */
static void
update_extent (SyCanalsView *self)
{
  gboolean any = FALSE;
  int width, height;

#define TAKE(cx, cy) G_STMT_START {                                 \
    if (!any || (cx) < self->frame.min_x) self->frame.min_x = (cx);             \
    if (!any || (cy) < self->frame.min_y) self->frame.min_y = (cy);             \
    if (!any || (cx) > self->frame.max_x) self->frame.max_x = (cx);             \
    if (!any || (cy) > self->frame.max_y) self->frame.max_y = (cy);             \
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
    self->frame.min_x = self->frame.min_y = self->frame.max_x = self->frame.max_y = 0;
  sy_canals_frame_get_size (&self->frame, &width, &height);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->area), width);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->area), height);
}

static void
spot_clicked_cb (SyCanalSpotButton *button,
                 SyCanalsView      *self)
{
  int x, y;
  guint position;
  SyCanalSpotKind kind = sy_canal_spot_button_get_spot (button, &x, &y, &position);

  switch (kind)
    {
    case SY_CANAL_SPOT_SPACE:
      g_signal_emit (self, signals[SPACE_ACTIVATED], 0, x, y, position);
      break;
    case SY_CANAL_SPOT_CELL:
      g_signal_emit (self, signals[CELL_ACTIVATED], 0, x, y);
      break;
    case SY_CANAL_SPOT_START:
    default:
      g_signal_emit (self, signals[START_ACTIVATED], 0, position);
      break;
    }
}

static gboolean
is_spot (GtkWidget              *button,
         const SyCanalSpotPlace *spot)
{
  int x, y;
  guint position;
  SyCanalSpotKind kind = sy_canal_spot_button_get_spot (SY_CANAL_SPOT_BUTTON (button), &x, &y,
                                                        &position);

  return kind == spot->kind && x == spot->x && y == spot->y && position == spot->position;
}

static GtkWidget *
spot_button_new (SyCanalsView           *self,
                 const SyCanalSpotPlace *spot)
{
  GtkWidget *button = sy_canal_spot_button_new (spot->kind, spot->x, spot->y, spot->position);

  gtk_widget_set_name (button, spot->name);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "canal-spot");
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
    same &= n < spots->len && is_spot (child, &g_array_index (spots, SyCanalSpotPlace, n));
  if (!same || n != spots->len)
    {
      while ((child = gtk_widget_get_first_child (self->fixed)) != NULL)
        gtk_fixed_remove (GTK_FIXED (self->fixed), child);
      for (guint i = 0; i < spots->len; i++)
        spot_button_new (self, &g_array_index (spots, SyCanalSpotPlace, i));
    }

  child = gtk_widget_get_first_child (self->fixed);
  for (guint i = 0; i < spots->len; i++, child = gtk_widget_get_next_sibling (child))
    {
      const SyCanalSpotPlace *spot = &g_array_index (spots, SyCanalSpotPlace, i);

      gtk_fixed_move (GTK_FIXED (self->fixed), child, spot->left, spot->top);
      gtk_widget_set_size_request (child, (int) spot->size, (int) spot->size);
      sy_tooltip_set (child, spot->label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      spot->label, -1);
    }
}

static void
rebuild_spots (SyCanalsView *self)
{
  g_autoptr(GArray) spots = sy_canal_spots_list (&self->frame, &self->canals, self->spaces_active,
                                                 self->cell_xs, self->cell_ys, self->n_cells,
                                                 self->starts, self->n_starts);

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

/* The seat's canals, drawn again only when they are not those drawn. */
static void
follow (SyCanalsView *self)
{
  const SyCanals *canals;

  if (self->game == NULL || self->seat >= sy_game_get_n_players (self->game))
    return;
  canals = &sy_table_get_player (sy_game_get_table (self->game), self->seat)->canals;
  if (memcmp (&self->canals, canals, sizeof self->canals) == 0)
    return;
  self->canals = *canals;
  update (self);
}

/**
 * sy_canals_view_set_game:
 * @self: a #SyCanalsView
 * @game: (nullable): the game whose #SyCanalsView:seat's canals to draw
 *
 * Draws the seat's canal system and follows @game from then on: after
 * each change the system is drawn again if it is not the one drawn. %NULL
 * leaves the drawing as it is, for sy_canals_view_set_canals() alone.
 */
void
sy_canals_view_set_game (SyCanalsView *self,
                         SyGame       *game)
{
  g_return_if_fail (SY_IS_CANALS_VIEW (self));
  g_return_if_fail (game == NULL || SY_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  follow (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sy_canals_view_set_seat:
 * @self: a #SyCanalsView
 * @seat: the player, by seat, whose canals to draw
 */
void
sy_canals_view_set_seat (SyCanalsView *self,
                         guint         seat)
{
  g_return_if_fail (SY_IS_CANALS_VIEW (self));

  if (self->seat == seat)
    return;
  self->seat = seat;
  follow (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEAT]);
}

/**
 * sy_canals_view_get_canals:
 * @self: a #SyCanalsView
 *
 * Returns: (transfer none): the canal system drawn
 */
const SyCanals *
sy_canals_view_get_canals (SyCanalsView *self)
{
  g_return_val_if_fail (SY_IS_CANALS_VIEW (self), NULL);

  return &self->canals;
}

static void
sy_canals_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SyCanalsView *self = SY_CANALS_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SEAT:
      g_value_set_uint (value, self->seat);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_canals_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SyCanalsView *self = SY_CANALS_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sy_canals_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_SEAT:
      sy_canals_view_set_seat (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_canals_view_dispose (GObject *object)
{
  SyCanalsView *self = SY_CANALS_VIEW (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->overlay, gtk_widget_unparent);
  G_OBJECT_CLASS (sy_canals_view_parent_class)->dispose (object);
}

static void
sy_canals_view_class_init (SyCanalsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_canals_view_dispose;
  object_class->get_property = sy_canals_view_get_property;
  object_class->set_property = sy_canals_view_set_property;

  /**
   * SyCanalsView:game: (nullable)
   *
   * The game whose #SyCanalsView:seat's canals the view draws and
   * follows; %NULL for a system given by sy_canals_view_set_canals().
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SyCanalsView:seat:
   *
   * The player, by seat, whose canals are drawn while a game is followed.
   */
  properties[PROP_SEAT] =
    g_param_spec_uint ("seat", NULL, NULL, 0, SY_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

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
  self->frame.cell = DEFAULT_CELL;
  self->selected_start = -1;
  sy_canals_init (&self->canals);
  self->game_signals = g_signal_group_new (SY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (follow), self);

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

  self->frame.cell = cell_size;
  update (self);
}
