/* sy-game-view-follow.c: the guided control comes on screen after each step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * After an event entered, undone, a game opened, the control the guide
 * names (the track while a tile is to be chosen, otherwise the turn
 * panel's) is scrolled into view and takes the keyboard, once the new
 * controls are laid out; the page keeps it in view while it settles.
 */
#define G_LOG_DOMAIN "sy-game-view"

#include "config.h"

#include "sy-game-view-private.h"

/* The control of the step the guide names: the track while a tile is to
 * be chosen, otherwise the turn panel's. */
static GtkWidget *
guided_widget (SyGameView *self)
{
  SyTableSteps steps;

  sy_table_get_steps (sy_game_get_table (self->game), &steps);
  if (steps.phase == SY_PHASE_LAYOUT)
    return NULL;
  if (steps.phase == SY_PHASE_CHOOSE && !steps.opponent_turn)
    return GTK_WIDGET (self->track_group);
  return sy_turn_panel_get_guided (self->turn_panel);
}

/* Scrolls the page the least that shows @widget, its top first when it is
 * taller than the page; the whole turn panel around it when that fits (the
 * bonus action above End the Turn, the launches). */
static void
scroll_to (SyGameView *self,
           GtkWidget  *widget)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->page));
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  const double margin = 12;
  graphene_rect_t bounds;
  double top, bottom;

  if (gtk_widget_is_ancestor (widget, GTK_WIDGET (self->turn_group))
      && gtk_widget_get_height (GTK_WIDGET (self->turn_group)) + 2 * margin <= page)
    widget = GTK_WIDGET (self->turn_group);
  if (!gtk_widget_compute_bounds (widget, self->page, &bounds))
    return;
  top = bounds.origin.y;
  bottom = top + bounds.size.height;
  if (top < 0)
    value += top - margin;
  else if (bottom > page)
    value += MIN (top - margin, bottom - page + margin);
  else
    return;
  gtk_adjustment_set_value (adjustment, value);
}

/* The keyboard goes to the step's control, as a player's eyes do: into
 * the form, on End the Turn, on the first tile that may be chosen. Only in
 * the window the player uses. */
static void
focus_on (SyGameView *self,
          GtkWidget  *widget)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (!GTK_IS_WINDOW (root) || !gtk_window_is_active (GTK_WINDOW (root)))
    return;
  if (widget == GTK_WIDGET (self->track_group))
    {
      const SyTable *table = sy_game_get_table (self->game);

      for (guint i = 0; i < sy_table_get_track (table)->n_tiles; i++)
        if (sy_table_can_choose (table, i, NULL))
          {
            gtk_widget_grab_focus (sy_track_view_get_tile (self->track_view, i));
            return;
          }
      return;
    }
  /* Into it: a list's first row, a form's first field, the button. */
  if (!gtk_widget_child_focus (widget, GTK_DIR_TAB_FORWARD))
    gtk_widget_grab_focus (widget);
}

static gboolean
follow_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  SyGameView *self = SY_GAME_VIEW (widget);
  GtkWidget *guided;

  /* The frame after the one that laid the new controls out. */
  if (++self->follow_frames < 2)
    return G_SOURCE_CONTINUE;
  guided = self->game != NULL ? guided_widget (self) : NULL;
  if (guided == NULL || !gtk_widget_get_mapped (guided))
    {
      self->follow_tick = 0;
      return G_SOURCE_REMOVE;
    }
  if (self->follow_frames == 2)
    {
      focus_on (self, guided);
      scroll_to (self, guided);
      self->follow_until = g_get_monotonic_time () + G_USEC_PER_SEC;
      /* The page scrolls to the widget that took the keyboard on its next
       * layout (a viewport follows its focus): a tile low in the track
       * would put the track's heading and lead tile off the top. The
       * step's control is shown again once that is done. */
      return G_SOURCE_CONTINUE;
    }
  if (self->follow_frames < 4)
    return G_SOURCE_CONTINUE;
  self->follow_tick = 0;
  scroll_to (self, guided);
  return G_SOURCE_REMOVE;
}

/* The page changed its size or length just after a step (a bar slid in
 * or out, rows were added): the control stays in view. */
static void
page_changed_cb (GtkAdjustment *adjustment,
                 GParamSpec    *pspec,
                 SyGameView    *self)
{
  GtkWidget *guided;

  if (self->game == NULL || self->follow_tick != 0 || g_get_monotonic_time () > self->follow_until)
    return;
  guided = guided_widget (self);
  if (guided != NULL && gtk_widget_get_mapped (guided))
    scroll_to (self, guided);
}

/* After each step (an event entered, undone, a game opened), the control
 * the guide names comes on screen and takes the keyboard (issue 25). */
void
_sy_game_view_follow_step (SyGameView *self)
{
  guint position = sy_game_get_position (self->game);

  if (self->followed && self->followed_position == position)
    return;
  self->followed = TRUE;
  self->followed_position = position;
  self->follow_frames = 0;
  if (self->follow_tick == 0)
    self->follow_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), follow_tick_cb, NULL, NULL);
}

/* The page's length and size are watched while a step settles. */
void
_sy_game_view_follow_init (SyGameView *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->page));

  g_signal_connect_object (adjustment, "notify::page-size", G_CALLBACK (page_changed_cb), self, 0);
  g_signal_connect_object (adjustment, "notify::upper", G_CALLBACK (page_changed_cb), self, 0);
}

void
_sy_game_view_follow_dispose (SyGameView *self)
{
  if (self->follow_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->follow_tick);
  self->follow_tick = 0;
}
