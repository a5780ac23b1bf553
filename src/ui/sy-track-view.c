/* sy-track-view.c: the action track as it lies on the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One button per action tile, from the lead tile back. Each shows the
 * tile's name, the markers lying on it in their players' colours and the
 * guilders lying on it, drawn with cairo, and what choosing it would pay
 * now. Every number shown comes from the engine; a tap is handed on as
 * the position of the tile and the engine decides.
 */
#define G_LOG_DOMAIN "sy-track-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "sy-colour.h"
#include "sy-guide.h"
#include "sy-tooltip.h"
#include "sy-track-view.h"

#define MARKER_SIZE 22.0

struct _SyTrackView
{
  GtkWidget parent_instance;

  SyGame *game;
  /* The game's "changed", followed while the view shows it. */
  GSignalGroup *game_signals;
  GtkWidget *box;
  GtkWidget *counter_label;
  GtkWidget *clock;
  GtkWidget *grid;
  GtkWidget *flow;
  GtkWidget *tiles[SY_MAX_TRACK];
  GtkWidget *areas[SY_MAX_TRACK];
  GtkWidget *names[SY_MAX_TRACK];
  GtkWidget *notes[SY_MAX_TRACK];
};

G_DEFINE_FINAL_TYPE (SyTrackView, sy_track_view, GTK_TYPE_WIDGET)

enum {
  TILE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
sy_track_view_new (void)
{
  return g_object_new (SY_TYPE_TRACK_VIEW, NULL);
}

static void
seat_rgba (SyTrackView *self,
           int          seat,
           GdkRGBA     *rgba)
{
  /* A player's colour, or a solo opponent's, as chosen at setup. */
  sy_colour_get_rgba (sy_game_get_seat_colour (self->game, (guint) MAX (seat, 0)), rgba);
}

static void
draw_disc (cairo_t       *cr,
           double         x,
           double         y,
           double         r,
           const GdkRGBA *fill)
{
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, fill);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

/* The markers as rounded squares (the second edition's dice, the first
 * edition's pawns seen from above) and the guilders as gold discs. */
/* The place on the track that @widget, one of @widgets, stands for. */
static guint
position_of (GtkWidget * const *widgets,
             GtkWidget         *widget)
{
  for (guint i = 0; i < SY_MAX_TRACK; i++)
    if (widgets[i] == widget)
      return i;
  g_return_val_if_reached (0);
}

static void
draw_tile_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  SyTrackView *self = SY_TRACK_VIEW (user_data);
  guint position = position_of (self->areas, GTK_WIDGET (area));
  const SyTrack *track;
  double x, y = (height - MARKER_SIZE) / 2.0;
  double used = 0;

  if (self->game == NULL)
    return;
  track = sy_table_get_track (sy_game_get_table (self->game));
  if (position >= track->n_tiles)
    return;

  /* Centred: the markers, then the guilders overlapping like a stack. */
  if (track->owner[position] >= 0)
    used += MAX (track->markers[position], 1) * (MARKER_SIZE + 4);
  if (track->coins[position] > 0)
    used += 16 + (track->coins[position] - 1) * 6;
  x = MAX ((width - used) / 2.0, 0);

  if (track->owner[position] >= 0)
    for (guint m = 0; m < MAX (track->markers[position], 1); m++)
      {
        GdkRGBA rgba;

        seat_rgba (self, track->owner[position], &rgba);
        cairo_new_sub_path (cr);
        cairo_arc (cr, x + 5, y + 5, 5, G_PI, 1.5 * G_PI);
        cairo_arc (cr, x + MARKER_SIZE - 5, y + 5, 5, 1.5 * G_PI, 2 * G_PI);
        cairo_arc (cr, x + MARKER_SIZE - 5, y + MARKER_SIZE - 5, 5, 0, 0.5 * G_PI);
        cairo_arc (cr, x + 5, y + MARKER_SIZE - 5, 5, 0.5 * G_PI, G_PI);
        cairo_close_path (cr);
        gdk_cairo_set_source_rgba (cr, &rgba);
        cairo_fill_preserve (cr);
        cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
        cairo_set_line_width (cr, 1.5);
        cairo_stroke (cr);
        x += MARKER_SIZE + 4;
      }

  for (guint c = 0; c < track->coins[position]; c++)
    {
      GdkRGBA gold = { 0.90, 0.65, 0.04, 1.0 };

      draw_disc (cr, x + 8 + c * 6, height / 2.0, 8, &gold);
    }
}

static void
draw_die (cairo_t *cr,
          double   x,
          double   y,
          double   size,
          gboolean present)
{
  double r = size / 5;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + r, y + r, r, G_PI, 1.5 * G_PI);
  cairo_arc (cr, x + size - r, y + r, r, 1.5 * G_PI, 2 * G_PI);
  cairo_arc (cr, x + size - r, y + size - r, r, 0, 0.5 * G_PI);
  cairo_arc (cr, x + r, y + size - r, r, 0.5 * G_PI, G_PI);
  cairo_close_path (cr);
  if (present)
    {
      cairo_set_source_rgb (cr, 0.96, 0.96, 0.94);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
      cairo_arc (cr, x + size / 2, y + size / 2, size / 9, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
      cairo_fill (cr);
    }
  else
    {
      double dashes[] = { 3, 3 };

      cairo_set_dash (cr, dashes, 2, 0);
      cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.8);
      cairo_set_line_width (cr, 1.2);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/**
 * sy_track_view_describe_counter:
 * @self: a #SyTrackView
 *
 * The clock's spaces from left to right, as they are drawn and as they lie
 * on the board. Second edition: the round counter's holes, `o` a die, `.`
 * an empty hole; the dice are pushed to the left and the one nearest the
 * gear wheel (on the right) is removed first. First edition: the countdown
 * track from the players' space down to the end, `x` the marker, `.` a
 * space without it.
 *
 * Returns: (transfer full) (nullable): the pattern, %NULL without a game
 */
char *
sy_track_view_describe_counter (SyTrackView *self)
{
  const SySetupFacts *f;
  SyTableSteps steps;
  GString *pattern;

  g_return_val_if_fail (SY_IS_TRACK_VIEW (self), NULL);

  if (self->game == NULL)
    return NULL;
  f = sy_table_get_facts (sy_game_get_table (self->game));
  sy_table_get_steps (sy_game_get_table (self->game), &steps);
  pattern = g_string_new (NULL);
  if (f->edition == SY_EDITION_SECOND)
    for (guint i = 0; i < f->round_counter_dice; i++)
      g_string_append_c (pattern, i < steps.dice_left ? 'o' : '.');
  else
    for (guint space = f->countdown_start + 1; space-- > 0;)
      g_string_append_c (pattern, steps.countdown_space >= 0
                                  && space == (guint) steps.countdown_space ? 'x' : '.');
  return g_string_free (pattern, FALSE);
}

/**
 * sy_track_view_describe_grid:
 * @self: a #SyTrackView
 *
 * The first edition's action track as drawn: its spaces from the starting
 * space on, `.` an empty space, otherwise the place in the row (`1` the
 * lead card, `2` the next, … `a` the tenth) of the card lying there.
 *
 * Returns: (transfer full) (nullable): the pattern, %NULL in the second
 *   edition (its tiles lie in a row without gaps) or without a game
 */
char *
sy_track_view_describe_grid (SyTrackView *self)
{
  const SyTable *table;
  guint spaces = sy_catalog_get (SY_EDITION_FIRST)->track_spaces;
  char *pattern;

  g_return_val_if_fail (SY_IS_TRACK_VIEW (self), NULL);

  if (self->game == NULL)
    return NULL;
  table = sy_game_get_table (self->game);
  if (sy_table_get_facts (table)->edition != SY_EDITION_FIRST || sy_table_get_track (table)->n_tiles == 0)
    return NULL;
  pattern = g_malloc (spaces + 1);
  memset (pattern, '.', spaces);
  pattern[spaces] = '\0';
  for (guint i = 0; i < sy_table_get_track (table)->n_tiles; i++)
    if (sy_table_get_track (table)->space[i] < spaces)
      pattern[sy_table_get_track (table)->space[i]] = "123456789abcdefghijklmnop"[MIN (i, 24u)];
  return pattern;
}

/* The clock of the game, drawn from sy_track_view_describe_counter().
 * Second edition: the round counter's dice left of the gear wheel (the
 * holes emptied dashed), and the wheel with the share of its last
 * revolution turned so far. First edition: the countdown track's spaces,
 * the marker on the one it has reached. */
static void
draw_clock_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  SyTrackView *self = SY_TRACK_VIEW (user_data);
  g_autofree char *pattern = NULL;
  SyTableSteps steps;
  double die = 24, x = 2, cy = height / 2.0;

  if (self->game == NULL)
    return;
  sy_table_get_steps (sy_game_get_table (self->game), &steps);
  pattern = sy_track_view_describe_counter (self);

  if (sy_table_get_facts (sy_game_get_table (self->game))->edition == SY_EDITION_SECOND)
    {
      double r = height / 2.0 - 3, gx;

      for (const char *c = pattern; *c != '\0'; c++)
        {
          draw_die (cr, x, cy - die / 2, die, *c == 'o');
          x += die + 5;
        }
      gx = x + 12 + r;
      /* The gear: a ring, and the part of the last revolution turned. */
      cairo_arc (cr, gx, cy, r, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.35);
      cairo_set_line_width (cr, 5);
      cairo_stroke (cr);
      if (steps.gear_revolution_known)
        {
          cairo_arc (cr, gx, cy, r, -G_PI / 2, -G_PI / 2 + steps.gear_share * 2 * G_PI);
          cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
          cairo_stroke (cr);
        }
      draw_die (cr, gx - die / 2, cy - die / 2, die, !steps.round_end_reached);
      return;
    }

  /* First edition: the countdown, from its start down to the end. */
  for (const char *c = pattern; *c != '\0'; c++)
    {
      cairo_arc (cr, x + die / 2, cy, die / 2 - 1, 0, 2 * G_PI);
      if (*c == 'x')
        {
          cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
          cairo_fill (cr);
        }
      else
        {
          cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.6);
          cairo_set_line_width (cr, 1.2);
          cairo_stroke (cr);
        }
      x += die + 5;
    }
}

/* The first edition's track of 23 spaces, from the starting space on the
 * left (marked) to the darker space before it on the right: the cards on
 * their spaces, a marker's colour on the card it lies on, the empty spaces
 * as outlines. The lead card has a thicker edge. */
static void
draw_grid_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  SyTrackView *self = SY_TRACK_VIEW (user_data);
  g_autofree char *pattern = sy_track_view_describe_grid (self);
  const SyTrack *track;
  guint spaces;
  double cell, gap = 2;

  if (pattern == NULL)
    return;
  track = sy_table_get_track (sy_game_get_table (self->game));
  spaces = strlen (pattern);
  cell = MIN ((width - gap * (spaces - 1)) / spaces, (double) height);
  for (guint space = 0; space < spaces; space++)
    {
      double x = space * (cell + gap), y = (height - cell) / 2;
      GdkRGBA fill;

      cairo_rectangle (cr, x + 0.5, y + 0.5, cell - 1, cell - 1);
      if (pattern[space] == '.')
        {
          double dashes[] = { 2, 2 };

          /* An empty space: a dashed outline; the darker one before the
           * starting space shaded, as on the board. */
          if (space == spaces - 1)
            {
              cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.35);
              cairo_fill_preserve (cr);
            }
          cairo_set_dash (cr, dashes, 2, 0);
          cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.8);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
      else
        {
          guint position = (guint) (strchr ("123456789abcdefghijklmnop", pattern[space])
                                    - "123456789abcdefghijklmnop");

          if (position < track->n_tiles && track->owner[position] >= 0)
            seat_rgba (self, track->owner[position], &fill);
          else
            gdk_rgba_parse (&fill, "#c0bfbc");   /* a card without a marker */
          gdk_cairo_set_source_rgba (cr, &fill);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
          cairo_set_line_width (cr, position == 0 ? 2.5 : 1);
          cairo_stroke (cr);
        }
      if (space == 0)
        {
          /* The starting space: a flag under it. */
          cairo_move_to (cr, x, y + cell + 1);
          cairo_line_to (cr, x + cell, y + cell + 1);
          cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
          cairo_set_line_width (cr, 2);
          cairo_stroke (cr);
        }
    }
}

static void
tile_clicked_cb (GtkButton   *button,
                 SyTrackView *self)
{
  g_signal_emit (self, signals[TILE_ACTIVATED], 0, position_of (self->tiles, GTK_WIDGET (button)));
}

static GtkWidget *
tile_new (SyTrackView *self,
          guint        position)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  self->names[position] = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->names[position]), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->names[position]), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->names[position]), 10);
  gtk_widget_add_css_class (self->names[position], "heading");

  self->areas[position] = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->areas[position]), 26);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->areas[position]), 76);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->areas[position]), draw_tile_cb,
                                  self, NULL);

  self->notes[position] = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->notes[position], "caption");

  gtk_box_append (GTK_BOX (box), self->names[position]);
  gtk_box_append (GTK_BOX (box), self->areas[position]);
  gtk_box_append (GTK_BOX (box), self->notes[position]);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "track-tile");
  g_signal_connect (button, "clicked", G_CALLBACK (tile_clicked_cb), self);

  return button;
}

static char *
counter_words (SyTrackView *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  SyTableSteps steps;

  sy_table_get_steps (table, &steps);
  if (sy_table_get_facts (table)->edition == SY_EDITION_SECOND)
    {
      guint dice = steps.dice_left;
      g_autofree char *on_counter = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                  "%u die on the round counter",
                                                                  "%u dice on the round counter",
                                                                  dice), dice);
      g_autofree char *gear = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "gear wheel turned %u tooth",
                                                            "gear wheel turned %u teeth",
                                                            steps.gear_teeth), steps.gear_teeth);

      /* Translators: “5 dice on the round counter · gear wheel turned 3 teeth” */
      return g_strdup_printf (_("%s · %s"), on_counter, gear);
    }

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u lap of the track ended",
                                       "%u laps of the track ended", steps.rounds_ended),
                          steps.rounds_ended);
}

static void
update_tile (SyTrackView *self,
             guint        position)
{
  const SyTable *table = sy_game_get_table (self->game);
  const SyTrack *track = sy_table_get_track (table);
  GtkWidget *tile = self->tiles[position];
  const char *name = sy_action_get_name (track->tiles[position]);
  SyTableSteps steps;
  gboolean choosable;
  g_autofree char *note = NULL;
  g_autofree char *owner = NULL;
  g_autofree char *accessible = NULL;

  sy_table_get_steps (table, &steps);
  /* A game played in another window is only looked at here. */
  choosable = steps.phase == SY_PHASE_CHOOSE && !steps.opponent_turn
              && !sy_game_is_read_only (self->game)
              && sy_table_can_choose (table, position, NULL);
  gtk_widget_set_sensitive (tile, !sy_game_is_read_only (self->game));
  gtk_label_set_label (GTK_LABEL (self->names[position]), name);

  if (choosable)
    {
      g_autofree char *income = sy_words_money (sy_table_get_facts (table)->edition, sy_table_income (table, position));

      /* Translators: what choosing an action tile pays now, “+2 guilders” */
      note = g_strdup_printf (_("+%s"), income);
    }
  else if (position == 0)
    note = g_strdup (sy_words_get (sy_table_get_facts (table)->edition, SY_WORD_LEAD));
  else
    note = g_strdup ("");
  gtk_label_set_label (GTK_LABEL (self->notes[position]), note);

  if (choosable)
    gtk_widget_add_css_class (tile, "choosable");
  else
    gtk_widget_remove_css_class (tile, "choosable");
  if (position == 0)
    gtk_widget_add_css_class (tile, "lead");
  else
    gtk_widget_remove_css_class (tile, "lead");

  if (track->owner[position] >= 0)
    owner = sy_guide_seat_name (self->game, (guint) track->owner[position]);
  if (owner != NULL)
    accessible = sy_words_printf (sy_table_get_facts (table)->edition, SY_WORD_TRACK_PLACE_OWNER, position + 1, name,
                                  owner);
  else
    accessible = sy_words_printf (sy_table_get_facts (table)->edition, SY_WORD_TRACK_PLACE, position + 1, name);
  if (note[0] != '\0')
    {
      char *with_note = g_strconcat (accessible, ", ", note, NULL);

      g_free (accessible);
      accessible = with_note;
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (tile), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  sy_tooltip_set (tile, choosable ? note : NULL);
  gtk_widget_queue_draw (self->areas[position]);
}

/* Shows the track as the game's table now holds it: each tile's words
 * and marks are set again in place, none is rebuilt. */
static void
update (SyTrackView *self)
{
  const SyTrack *track;
  g_autofree char *counter = NULL;

  if (self->game == NULL)
    return;

  track = sy_table_get_track (sy_game_get_table (self->game));
  for (guint i = 0; i < SY_MAX_TRACK; i++)
    {
      gtk_widget_set_visible (gtk_widget_get_parent (self->tiles[i]), i < track->n_tiles);
      if (i < track->n_tiles)
        update_tile (self, i);
    }
  gtk_widget_set_visible (self->grid,
                          sy_table_get_facts (sy_game_get_table (self->game))->edition == SY_EDITION_FIRST);
  gtk_widget_queue_draw (self->grid);
  counter = counter_words (self);
  gtk_label_set_label (GTK_LABEL (self->counter_label), counter);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->clock), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  counter, -1);
  gtk_widget_queue_draw (self->clock);
}

/**
 * sy_track_view_set_game:
 * @self: a #SyTrackView
 * @game: (nullable): the game whose track to show
 *
 * Shows @game's track, and follows the game from then on.
 */
void
sy_track_view_set_game (SyTrackView *self,
                        SyGame      *game)
{
  g_return_if_fail (SY_IS_TRACK_VIEW (self));
  g_return_if_fail (game == NULL || SY_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sy_track_view_get_game:
 * @self: a #SyTrackView
 *
 * Returns: (nullable) (transfer none): the game shown
 */
SyGame *
sy_track_view_get_game (SyTrackView *self)
{
  g_return_val_if_fail (SY_IS_TRACK_VIEW (self), NULL);

  return self->game;
}

/**
 * sy_track_view_get_tile:
 * @self: a #SyTrackView
 * @position: a place on the track, 0 the lead tile
 *
 * Returns: (transfer none): the button of the tile at @position
 */
GtkWidget *
sy_track_view_get_tile (SyTrackView *self,
                        guint        position)
{
  g_return_val_if_fail (SY_IS_TRACK_VIEW (self), NULL);
  g_return_val_if_fail (position < SY_MAX_TRACK, NULL);

  return self->tiles[position];
}

static void
sy_track_view_dispose (GObject *object)
{
  SyTrackView *self = SY_TRACK_VIEW (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (sy_track_view_parent_class)->dispose (object);
}

static void
sy_track_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SyTrackView *self = SY_TRACK_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_track_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SyTrackView *self = SY_TRACK_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sy_track_view_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_track_view_class_init (SyTrackViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_track_view_dispose;
  object_class->get_property = sy_track_view_get_property;
  object_class->set_property = sy_track_view_set_property;

  /**
   * SyTrackView:game: (nullable)
   *
   * The game whose track the view shows and follows.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyTrackView::tile-activated:
   * @self: the track view
   * @position: the tile's place on the track, 0 the lead tile
   *
   * A tile was tapped or activated from the keyboard.
   */
  signals[TILE_ACTIVATED] =
    g_signal_new ("tile-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "track-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sy_track_view_init (SyTrackView *self)
{
  self->game_signals = g_signal_group_new (SY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::read-only", G_CALLBACK (update), self);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->clock = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->clock), 52);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->clock), 300);
  gtk_widget_set_halign (self->clock, GTK_ALIGN_START);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->clock), draw_clock_cb, self, NULL);
  gtk_box_append (GTK_BOX (self->box), self->clock);

  self->grid = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->grid), 22);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->grid), 23 * 12);
  gtk_widget_set_hexpand (self->grid, TRUE);
  gtk_widget_set_size_request (self->grid, -1, 22);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->grid), draw_grid_cb, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The action track’s spaces"), -1);
  gtk_box_append (GTK_BOX (self->box), self->grid);

  self->counter_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->counter_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->counter_label), 0.0);
  gtk_widget_add_css_class (self->counter_label, "dim-label");
  gtk_box_append (GTK_BOX (self->box), self->counter_label);

  /* A flow box wraps the track on a phone and lays it in one row on a
   * desktop; the order stays the track's, lead tile first. */
  self->flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->flow), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flow), SY_MAX_TRACK);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->flow), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->flow), 6);
  gtk_box_append (GTK_BOX (self->box), self->flow);

  for (guint i = 0; i < SY_MAX_TRACK; i++)
    {
      self->tiles[i] = tile_new (self, i);
      gtk_flow_box_append (GTK_FLOW_BOX (self->flow), self->tiles[i]);
      /* The flow box's own child need not take the focus: the button does. */
      gtk_widget_set_focusable (gtk_widget_get_parent (self->tiles[i]), FALSE);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Action track"), -1);
}
