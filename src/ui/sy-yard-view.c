/* sy-yard-view.c: a shipyard's slots with the parts in them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each slot is a button drawn with cairo: the hull of a bow (pointed to
 * the left), a middle part or a stern (square to the right), and under it
 * the symbols printed on the part, one small picture each. Slots the
 * engine allows for the part being placed are marked; a tap on a slot is
 * handed on.
 *
 * A form gives the yard by hand (sy_yard_view_set_yard()); a board gives
 * the view a game and a seat instead (#SyYardView:game, #SyYardView:seat),
 * and the view follows the game through a signal group of its own,
 * drawing the seat's yard again only when it is not the one drawn.
 */
#define G_LOG_DOMAIN "sy-yard-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-colour.h"
#include "sy-tooltip.h"
#include "sy-yard-view.h"

#define GLYPH 11.0

struct _SyYardView
{
  GtkWidget parent_instance;

  /* Following a game: the seat whose yard is drawn, after each change. */
  SyGame *game;
  guint seat;
  GSignalGroup *game_signals;

  /* What is drawn: given by hand, or the seat's yard. */
  gboolean shown;
  SyYard yard;
  guint legal;
  GtkWidget *box;
  GtkWidget *slots[SY_MAX_YARD_SLOTS];
  GtkWidget *areas[SY_MAX_YARD_SLOTS];
};

G_DEFINE_FINAL_TYPE (SyYardView, sy_yard_view, GTK_TYPE_WIDGET)

enum {
  SLOT_ACTIVATED,
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

GtkWidget *
sy_yard_view_new (void)
{
  return g_object_new (SY_TYPE_YARD_VIEW, NULL);
}

/* Returns: (transfer full): the part in words, e.g. “Bow: 2 × cabin,
 *   1 × cannon mount” */
char *
sy_part_describe (const SyPart *part)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const char *kind;

  switch (part->kind)
    {
    case SY_PART_BOW:
      kind = _("Bow");
      break;
    case SY_PART_MIDDLE:
      kind = _("Middle part");
      break;
    case SY_PART_STERN:
      kind = _("Stern");
      break;
    case SY_PART_NONE:
    default:
      return g_strdup (_("Empty"));
    }
  g_string_append (text, kind);
  if (part->blank)
    /* Translators: a blank substitute part, “Bow, blank” */
    g_string_append (text, _(", blank"));
  for (guint s = 0, n = 0; s < SY_N_SYMBOLS; s++)
    {
      if (part->symbols[s] == 0)
        continue;
      g_string_append (text, n++ == 0 ? _(": ") : _(", "));
      /* Translators: a count of one symbol on a part, “2 × cabin” */
      g_string_append_printf (text, _("%u × %s"), part->symbols[s],
                              sy_symbol_get_name ((SySymbol) s));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
set_fg (GtkWidget *widget,
        cairo_t   *cr,
        double     alpha)
{
  GdkRGBA fg;

  sy_widget_get_foreground (widget, &fg);
  fg.alpha *= alpha;
  gdk_cairo_set_source_rgba (cr, &fg);
}

/* One small picture per symbol: a mast, a cannon, a hook, a propeller, a
 * bunk, a bunk with a flame, a ring, a boat, a lantern. */
static void
draw_symbol (cairo_t  *cr,
             SySymbol  symbol,
             double    x,
             double    y)
{
  double s = GLYPH, cx = x + s / 2, cy = y + s / 2;

  cairo_save (cr);
  cairo_set_line_width (cr, 1.4);
  switch (symbol)
    {
    case SY_SYMBOL_RIGGING_MOUNT:
      cairo_move_to (cr, cx, y);
      cairo_line_to (cr, cx, y + s);
      cairo_move_to (cr, x + 1, y + 3);
      cairo_line_to (cr, x + s - 1, y + 3);
      cairo_stroke (cr);
      break;
    case SY_SYMBOL_CANNON_MOUNT:
      cairo_arc (cr, x + 3.5, cy + 2, 2.5, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_move_to (cr, x + 3, cy);
      cairo_line_to (cr, x + s, cy - 3);
      cairo_stroke (cr);
      break;
    case SY_SYMBOL_CRANE_MOUNT:
      cairo_move_to (cr, x + 2, y + s);
      cairo_line_to (cr, x + 2, y + 1);
      cairo_line_to (cr, x + s - 1, y + 1);
      cairo_line_to (cr, x + s - 1, y + 6);
      cairo_stroke (cr);
      break;
    case SY_SYMBOL_PROPELLER_MOUNT:
      cairo_move_to (cr, x + 1, y + 1);
      cairo_line_to (cr, x + s - 1, y + s - 1);
      cairo_move_to (cr, x + s - 1, y + 1);
      cairo_line_to (cr, x + 1, y + s - 1);
      cairo_stroke (cr);
      break;
    case SY_SYMBOL_CABIN:
      cairo_rectangle (cr, x + 1, y + 2, s - 2, s - 3);
      cairo_stroke (cr);
      break;
    case SY_SYMBOL_STOKER_CABIN:
      cairo_rectangle (cr, x + 1, y + 2, s - 2, s - 3);
      cairo_fill (cr);
      break;
    case SY_SYMBOL_LIFEBUOY:
      cairo_arc (cr, cx, cy, s / 2 - 1, 0, 2 * G_PI);
      cairo_stroke (cr);
      cairo_arc (cr, cx, cy, 1.5, 0, 2 * G_PI);
      cairo_stroke (cr);
      break;
    case SY_SYMBOL_LIFEBOAT:
      cairo_move_to (cr, x, cy);
      cairo_line_to (cr, x + s, cy);
      cairo_line_to (cr, x + s - 3, y + s - 1);
      cairo_line_to (cr, x + 3, y + s - 1);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    case SY_SYMBOL_LANTERN:
      cairo_rectangle (cr, x + 3, y + 3, s - 6, s - 4);
      cairo_fill (cr);
      cairo_move_to (cr, cx, y);
      cairo_line_to (cr, cx, y + 3);
      cairo_stroke (cr);
      break;
    case SY_N_SYMBOLS:
    default:
      break;
    }
  cairo_restore (cr);
}

static void
draw_icon_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  set_fg (GTK_WIDGET (area), cr, 1.0);
  cairo_translate (cr, (width - GLYPH * 1.6) / 2, (height - GLYPH * 1.6) / 2);
  cairo_scale (cr, 1.6, 1.6);
  draw_symbol (cr, (SySymbol) GPOINTER_TO_UINT (user_data), 0, 0);
}

/* Returns: (transfer floating): the symbol's small picture, as the yard
 *   draws it on the parts */
GtkWidget *
sy_symbol_icon_new (SySymbol symbol)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 24);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 24);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_icon_cb,
                                  GUINT_TO_POINTER (symbol), NULL);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  sy_symbol_get_name (symbol), -1);
  return area;
}

/**
 * sy_part_draw:
 * @cr: where to draw, the part's top left corner at the origin
 * @part: the part
 * @width: the width of the picture
 * @fg: the colour of lines and symbols
 *
 * Draws a part as the yard shows it: its hull (a bow pointed to the left,
 * a stern square to the right with a rounded keel, a middle part a plain
 * band, each running to the picture's edges where it joins its
 * neighbours) and under it the symbols printed on it, in rows.
 */
void
sy_part_draw (cairo_t       *cr,
              const SyPart  *part,
              double         width,
              const GdkRGBA *fg)
{
  double hull_h = 18, top = 2, left = 2, right = width - 2;
  double x, y;

  if (part->kind == SY_PART_NONE)
    return;

  /* The hull: a bow comes to a point on the left, a stern ends square
   * with a rounded keel, a middle part is a plain band. */
  cairo_save (cr);
  cairo_new_path (cr);
  switch (part->kind)
    {
    case SY_PART_BOW:
      cairo_move_to (cr, left, top);
      cairo_line_to (cr, width + 1, top);
      cairo_line_to (cr, width + 1, top + hull_h);
      cairo_line_to (cr, left + 12, top + hull_h);
      cairo_close_path (cr);
      break;
    case SY_PART_STERN:
      cairo_move_to (cr, -1, top);
      cairo_line_to (cr, right, top);
      cairo_line_to (cr, right, top + hull_h - 6);
      cairo_curve_to (cr, right, top + hull_h, right - 6, top + hull_h, right - 10, top + hull_h);
      cairo_line_to (cr, -1, top + hull_h);
      cairo_close_path (cr);
      break;
    case SY_PART_MIDDLE:
    case SY_PART_NONE:
    default:
      cairo_rectangle (cr, -1, top, width + 2, hull_h);
      break;
    }
  cairo_set_source_rgba (cr, 0.55, 0.36, 0.20, part->blank ? 0.35 : 0.9);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, fg->alpha * 0.6);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);

  /* The symbols, in rows under the hull. */
  gdk_cairo_set_source_rgba (cr, fg);
  x = 4;
  y = top + hull_h + 4;
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    for (guint n = 0; n < part->symbols[s]; n++)
      {
        if (x + GLYPH > width - 2)
          {
            x = 4;
            y += GLYPH + 3;
          }
        draw_symbol (cr, (SySymbol) s, x, y);
        x += GLYPH + 3;
      }
  cairo_restore (cr);
}

/* The slot of the yard that @widget, one of @widgets, stands for. */
static guint
slot_of (GtkWidget * const *widgets,
         GtkWidget         *widget)
{
  for (guint i = 0; i < SY_MAX_YARD_SLOTS; i++)
    if (widgets[i] == widget)
      return i;
  g_return_val_if_reached (0);
}

static void
draw_slot_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  SyYardView *self = SY_YARD_VIEW (user_data);
  guint slot = slot_of (self->areas, GTK_WIDGET (area));
  GdkRGBA fg;

  if (slot >= self->yard.n_slots)
    return;
  sy_widget_get_foreground (GTK_WIDGET (area), &fg);
  sy_part_draw (cr, &self->yard.slots[slot], width, &fg);
}

static void
slot_clicked_cb (GtkButton  *button,
                 SyYardView *self)
{
  g_signal_emit (self, signals[SLOT_ACTIVATED], 0, slot_of (self->slots, GTK_WIDGET (button)));
}

/**
 * sy_yard_view_set_yard:
 * @self: a #SyYardView
 * @yard: the yard to show
 * @legal: a mask of the slots to mark as open to the part being placed
 */
void
sy_yard_view_set_yard (SyYardView   *self,
                       const SyYard *yard,
                       guint         legal)
{
  g_return_if_fail (SY_IS_YARD_VIEW (self));

  self->shown = TRUE;
  self->yard = *yard;
  self->legal = legal;
  for (guint i = 0; i < SY_MAX_YARD_SLOTS; i++)
    {
      GtkWidget *slot = self->slots[i];
      g_autofree char *part = NULL;
      g_autofree char *label = NULL;

      gtk_widget_set_visible (slot, i < yard->n_slots);
      if (i >= yard->n_slots)
        continue;
      part = sy_part_describe (&yard->slots[i]);
      /* Translators: a yard slot read out: its number and what lies in it */
      label = g_strdup_printf (_("Slot %u, %s"), i + 1, part);
      gtk_accessible_update_property (GTK_ACCESSIBLE (slot), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      sy_tooltip_set (slot, part);
      if (legal & (1u << i))
        gtk_widget_add_css_class (slot, "legal");
      else
        gtk_widget_remove_css_class (slot, "legal");
      gtk_widget_queue_draw (self->areas[i]);
    }
}

/**
 * sy_yard_view_get_slot:
 *
 * Returns: (transfer none): the button of @slot
 */
GtkWidget *
sy_yard_view_get_slot (SyYardView *self,
                       guint       slot)
{
  g_return_val_if_fail (SY_IS_YARD_VIEW (self), NULL);
  g_return_val_if_fail (slot < SY_MAX_YARD_SLOTS, NULL);

  return self->slots[slot];
}

/* The seat's yard, drawn again only when it is not the one drawn. */
static void
follow (SyYardView *self)
{
  const SyYard *yard;

  if (self->game == NULL || self->seat >= sy_game_get_n_players (self->game))
    return;
  yard = &sy_table_get_player (sy_game_get_table (self->game), self->seat)->yard;
  if (self->shown && self->legal == 0 && memcmp (&self->yard, yard, sizeof self->yard) == 0)
    return;
  sy_yard_view_set_yard (self, yard, 0);
}

/**
 * sy_yard_view_set_game:
 * @self: a #SyYardView
 * @game: (nullable): the game whose #SyYardView:seat's yard to draw
 *
 * Draws the seat's yard and follows @game from then on: after each change
 * the yard is drawn again if it is not the one drawn. %NULL leaves the
 * drawing as it is, for sy_yard_view_set_yard() alone.
 */
void
sy_yard_view_set_game (SyYardView *self,
                       SyGame     *game)
{
  g_return_if_fail (SY_IS_YARD_VIEW (self));
  g_return_if_fail (game == NULL || SY_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  follow (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sy_yard_view_set_seat:
 * @self: a #SyYardView
 * @seat: the player, by seat, whose yard to draw
 */
void
sy_yard_view_set_seat (SyYardView *self,
                       guint       seat)
{
  g_return_if_fail (SY_IS_YARD_VIEW (self));

  if (self->seat == seat)
    return;
  self->seat = seat;
  follow (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEAT]);
}

static void
sy_yard_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SyYardView *self = SY_YARD_VIEW (object);

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
sy_yard_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SyYardView *self = SY_YARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sy_yard_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_SEAT:
      sy_yard_view_set_seat (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_yard_view_dispose (GObject *object)
{
  SyYardView *self = SY_YARD_VIEW (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (sy_yard_view_parent_class)->dispose (object);
}

static void
sy_yard_view_class_init (SyYardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_yard_view_dispose;
  object_class->get_property = sy_yard_view_get_property;
  object_class->set_property = sy_yard_view_set_property;

  /**
   * SyYardView:game: (nullable)
   *
   * The game whose #SyYardView:seat's yard the view draws and follows;
   * %NULL for a yard given by sy_yard_view_set_yard() (a form's).
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SyYardView:seat:
   *
   * The player, by seat, whose yard is drawn while a game is followed.
   */
  properties[PROP_SEAT] =
    g_param_spec_uint ("seat", NULL, NULL, 0, SY_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyYardView::slot-activated:
   * @self: the yard view
   * @slot: the slot tapped
   */
  signals[SLOT_ACTIVATED] =
    g_signal_new ("slot-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "yard-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sy_yard_view_init (SyYardView *self)
{
  self->game_signals = g_signal_group_new (SY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (follow), self);

  /* The slots share the width: nine fit a 360-pixel phone. */
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_set_homogeneous (GTK_BOX (self->box), TRUE);
  gtk_widget_add_css_class (self->box, "yard");
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  for (guint i = 0; i < SY_MAX_YARD_SLOTS; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *area = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 26);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 70);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_slot_cb, self, NULL);
      gtk_button_set_child (GTK_BUTTON (button), area);
      gtk_widget_add_css_class (button, "yard-slot");
      g_signal_connect (button, "clicked", G_CALLBACK (slot_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->box), button);
      self->slots[i] = button;
      self->areas[i] = area;
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Shipyard"), -1);
}
