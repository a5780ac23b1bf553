/* sy-launch-window.c: fitting a finished ship and sending it on its cruise
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The ship is shown part by part with every mount and cabin, the owner's
 * supply beside it (the pieces: sy-launch-window-fitting.c). The points are
 * worked out again at each change, with the best route for the crew on
 * board. The engine's best fitting is one tap away, explained, with
 * pieces kept back for a later ship or the owner's hidden contracts
 * served. Launch sends the fitting and the route as one event.
 *
 * Launched or closed, the window hides: its owner keeps it and sets it
 * again for the next ship (sy_launch_window_set_ship()), where it shows
 * what a new window would, its widgets kept where they can be.
 */
#define G_LOG_DOMAIN "sy-launch-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-compat.h"
#include "sy-cruise-chooser.h"
#include "sy-dialogs.h"
#include "sy-launch-points.h"
#include "sy-message-bar.h"
#include "sy-launch-window-private.h"
#include "sy-tooltip.h"
#include "sy-yard-view.h"

G_DEFINE_FINAL_TYPE (SyLaunchWindow, sy_launch_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SLOT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  LAUNCHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (SyLaunchWindow *self);

static gboolean
refresh_cb (gpointer user_data)
{
  SyLaunchWindow *self = user_data;

  self->refresh_id = 0;
  refresh (self);
  return G_SOURCE_REMOVE;
}

/* The page is rebuilt once the tap that changed it is over. */
void
_sy_launch_window_queue_refresh (SyLaunchWindow *self)
{
  if (self->refresh_id == 0)
    self->refresh_id = g_idle_add (refresh_cb, self);
}

/* Asks the engine about @fitting; when it fits, it becomes the plan.
 * Returns: whether it fits; when not, the reason is shown */
gboolean
_sy_launch_window_try_fitting (SyLaunchWindow  *self,
                               const SyFitting *fitting)
{
  SyLaunchPlan plan;
  g_autoptr(GError) error = NULL;

  if (!sy_table_plan_launch (sy_game_get_table (self->game), self->slot, fitting, &plan, &error))
    {
      sy_message_tell (GTK_WIDGET (self->toasts), error->message);
      return FALSE;
    }
  self->fitting = *fitting;
  self->plan = plan;
  sy_cruise_chooser_set_plan (SY_CRUISE_CHOOSER (self->chooser), &plan);
  gtk_widget_set_visible (self->cruise_group,
                          sy_cruise_chooser_offers_routes (SY_CRUISE_CHOOSER (self->chooser)));
  _sy_launch_window_queue_refresh (self);
  return TRUE;
}

/* Works out the best fitting for what the player asks, and puts it on. */
void
_sy_launch_window_use_best (SyLaunchWindow *self)
{
  SyEvent event;

  if (!sy_table_propose_launch_for (sy_game_get_table (self->game), self->slot, &self->request,
                                    &event, &self->best, NULL))
    return;
  _sy_launch_window_try_fitting (self, &self->best.fitting);
}

static void
refresh (SyLaunchWindow *self)
{
  SyRoute route;
  SyShipScore score = self->plan.score;
  gboolean routed = sy_cruise_chooser_get_route (SY_CRUISE_CHOOSER (self->chooser), &route, &score);
  gboolean ready = routed || self->plan.score.failure != SY_SHIP_SCORES || self->plan.n_routes == 0;
  const char *flag = sy_launch_describe_failure (&self->plan.score, &self->best.score);
  g_autofree char *subtitle = NULL;

  _sy_launch_fitting_fill (self);
  sy_launch_points_fill (self->points_list, sy_game_get_edition (self->game), &score);
  sy_launch_best_fill (self->best_list, sy_game_get_edition (self->game), &self->best, &self->fitting);

  gtk_label_set_text (self->flag_label, flag != NULL ? flag : "");
  gtk_widget_set_visible (GTK_WIDGET (self->flag_label), flag != NULL);

  /* Translators: the window's subtitle, “Slots 2–5 · 14 points” */
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Slots %u–%u · %u point",
                                           "Slots %u–%u · %u points", score.total),
                              self->plan.span.first + 1, self->plan.span.last + 1, score.total);
  adw_window_title_set_subtitle (self->window_title, subtitle);

  gtk_widget_set_sensitive (self->launch_button, ready);
  sy_tooltip_set (self->launch_button, ready ? NULL : _("Finish tracing the route first"));
}

static void
chooser_changed_cb (SyLaunchWindow *self)
{
  _sy_launch_window_queue_refresh (self);
}

static void
best_clicked_cb (SyLaunchWindow *self)
{
  _sy_launch_window_use_best (self);
}

static void
clear_clicked_cb (SyLaunchWindow *self)
{
  SyFitting empty = { 0 };

  _sy_launch_window_try_fitting (self, &empty);
}

static void
launch (SyLaunchWindow *self)
{
  SyRoute route;
  SyEvent event;
  gboolean routed = sy_cruise_chooser_get_route (SY_CRUISE_CHOOSER (self->chooser), &route, NULL);

  sy_launch_plan_to_event (&self->plan, routed ? &route : NULL, &event);
  g_signal_emit (self, signals[LAUNCHED], 0, &event);
  /* Hidden, as closing does: kept for the next launch. */
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
launch_cb (gpointer user_data)
{
  launch (SY_LAUNCH_WINDOW (user_data));
  return G_SOURCE_REMOVE;
}

/* The dialog closes itself after its response: the window it belongs to
 * goes only once it has. */
static void
failure_response_cb (GObject      *dialog,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(SyLaunchWindow) self = user_data;

  if (g_strcmp0 (sy_dialogs_alert_choose_finish (GTK_WIDGET (dialog), result), "launch") == 0)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, launch_cb, g_object_ref (self), g_object_unref);
}

/* A ship that fails its cruise: asked first (sy_launch_ask_failing()). */
static void
launch_clicked_cb (SyLaunchWindow *self)
{
  const char *why = sy_launch_describe_failure (&self->plan.score, &self->best.score);

  if (why == NULL)
    launch (self);
  else
    sy_launch_ask_failing (GTK_WIDGET (self), why, failure_response_cb, g_object_ref (self));
}

/* The ship part by part, with what is printed on each. */
static void
fill_ship_parts (SyLaunchWindow *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  const SyPlayerState *player = sy_table_get_player (table, sy_table_get_current (table));
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->parts_box))) != NULL)
    gtk_box_remove (self->parts_box, child);
  for (guint s = self->plan.span.first; s <= self->plan.span.last; s++)
    {
      const SyPart *part = &player->yard.slots[s];
      GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *icons = gtk_flow_box_new ();
      g_autofree char *describe = sy_part_describe (part);
      GtkWidget *label = gtk_label_new (part->kind == SY_PART_BOW ? _("Bow")
                                        : part->kind == SY_PART_STERN ? _("Stern") : _("Middle"));

      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (icons), GTK_SELECTION_NONE);
      gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (icons), 2);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (icons), 2);
      for (guint y = 0; y < SY_N_SYMBOLS; y++)
        for (guint n = 0; n < part->symbols[y]; n++)
          gtk_flow_box_append (GTK_FLOW_BOX (icons), sy_symbol_icon_new ((SySymbol) y));
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_box_append (GTK_BOX (card), label);
      gtk_box_append (GTK_BOX (card), icons);
      gtk_widget_add_css_class (card, "card");
      gtk_widget_set_tooltip_text (card, describe);
      gtk_widget_set_size_request (card, 64, -1);
      gtk_box_append (self->parts_box, card);
    }
}

/* What the players did to the window the last time it showed, gone: no
 * message, the page at its top, the size a new window has. */
static void
reset_view (SyLaunchWindow *self)
{
  GtkWidget *scrolled = gtk_widget_get_first_child (self->page);

  sy_message_bar_dismiss (self->message_bar);
  sy_compat_toast_overlay_dismiss_all (self->toasts);
  while (scrolled != NULL && !GTK_IS_SCROLLED_WINDOW (scrolled))
    scrolled = gtk_widget_get_first_child (scrolled);
  if (scrolled != NULL)
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)), 0);
  gtk_adjustment_set_value (gtk_scrolled_window_get_hadjustment (self->parts_scroll), 0);
  gtk_window_set_focus (GTK_WINDOW (self), NULL);
  gtk_window_set_default_size (GTK_WINDOW (self), self->default_width, self->default_height);
}

/* The ship is found, and flagged if even its best fitting fails, before
 * anything is fitted; then the best fitting goes on first, and the
 * players change it as they like. Everything the window shows is set
 * here, for a new window and for one kept and set again alike. */
static gboolean
set_ship (SyLaunchWindow *self,
          SyGame         *game,
          guint           slot)
{
  const SyFitting empty = { 0 };
  SyFittingRequest request = { 0 };
  SyBestFitting best;
  SyLaunchPlan plan;
  g_autofree char *room = NULL;
  SyEvent event;

  if (!sy_table_propose_launch_for (sy_game_get_table (game), slot, &request, &event, &best, NULL)
      || !sy_table_plan_launch (sy_game_get_table (game), slot, &empty, &plan, NULL))
    return FALSE;
  /* Set again while shown (the window is modal: only a program's taps
   * reach the rows then), every change would be laid out at once: hidden
   * first, it is set unmapped and measured once when presented. */
  if (gtk_widget_get_visible (GTK_WIDGET (self)))
    gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  if (g_set_object (&self->game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  if (self->slot != slot)
    {
      self->slot = slot;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SLOT]);
    }
  self->found = TRUE;
  self->request = request;
  self->best = best;
  self->plan = plan;
  self->fitting = empty;
  if (self->goal_ready)
    sy_contract_goal_clear (&self->goal);
  self->goal_ready = FALSE;
  g_clear_handle_id (&self->refresh_id, g_source_remove);

  reset_view (self);
  self->setting = TRUE;
  sy_cruise_chooser_set_game (SY_CRUISE_CHOOSER (self->chooser), self->game);
  fill_ship_parts (self);
  room = sy_launch_describe_room (sy_game_get_edition (self->game), &self->plan.room);
  gtk_label_set_text (self->room_label, room);
  _sy_launch_fitting_setup (self);
  self->setting = FALSE;

  if (!_sy_launch_window_try_fitting (self, &self->best.fitting))
    _sy_launch_window_try_fitting (self, &empty);
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  refresh (self);
  return TRUE;
}

static void
sy_launch_window_constructed (GObject *object)
{
  SyLaunchWindow *self = SY_LAUNCH_WINDOW (object);

  G_OBJECT_CLASS (sy_launch_window_parent_class)->constructed (object);

  g_return_if_fail (SY_IS_GAME (self->game));
  set_ship (self, self->game, self->slot);
}

static void
sy_launch_window_dispose (GObject *object)
{
  SyLaunchWindow *self = SY_LAUNCH_WINDOW (object);

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_LAUNCH_WINDOW);
  _sy_launch_fitting_dispose (self);
  G_OBJECT_CLASS (sy_launch_window_parent_class)->dispose (object);
}

static void
sy_launch_window_finalize (GObject *object)
{
  SyLaunchWindow *self = SY_LAUNCH_WINDOW (object);

  if (self->goal_ready)
    sy_contract_goal_clear (&self->goal);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (sy_launch_window_parent_class)->finalize (object);
}

static void
sy_launch_window_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SyLaunchWindow *self = SY_LAUNCH_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SLOT:
      g_value_set_uint (value, self->slot);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_launch_window_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  SyLaunchWindow *self = SY_LAUNCH_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_SLOT:
      self->slot = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_launch_window_class_init (SyLaunchWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_launch_window_constructed;
  object_class->dispose = sy_launch_window_dispose;
  object_class->finalize = sy_launch_window_finalize;
  object_class->get_property = sy_launch_window_get_property;
  object_class->set_property = sy_launch_window_set_property;

  /**
   * SyLaunchWindow:game:
   *
   * The game whose player on turn launches.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyLaunchWindow:slot:
   *
   * The bow's slot of the finished ship.
   */
  properties[PROP_SLOT] =
    g_param_spec_uint ("slot", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyLaunchWindow::launched:
   * @self: the window
   * @event: (type gpointer): the launch event, valid during the emission
   *
   * The players launched the ship; the window closes after the emission.
   */
  signals[LAUNCHED] = g_signal_new ("launched", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  g_type_ensure (SY_TYPE_CRUISE_CHOOSER);
  g_type_ensure (SY_TYPE_MESSAGE_BAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/sy-launch-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, launch_button);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, message_bar);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, page);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, parts_scroll);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, parts_box);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, room_label);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, flag_label);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, points_list);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, board_flow);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, officers_label);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, supply_flow);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, speed_group);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, helmsman_row);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, helmsman_spin);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, riggers_row);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, riggers_spin);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, best_list);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, requests_list);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, keep_row);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, serve_row);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, goal_row);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, cruise_group);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchWindow, chooser);
  gtk_widget_class_bind_template_callback (widget_class, launch_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, best_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, clear_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, chooser_changed_cb);
  _sy_launch_fitting_class_init (widget_class);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sy_launch_window_init (SyLaunchWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_get_default_size (GTK_WINDOW (self), &self->default_width, &self->default_height);
  sy_window_title_unclip (self->window_title);
  _sy_launch_fitting_init (self);
}

/**
 * sy_launch_window_get_game:
 * @self: a launch window
 *
 * Returns: (transfer none): the game whose player on turn launches
 */
SyGame *
sy_launch_window_get_game (SyLaunchWindow *self)
{
  g_return_val_if_fail (SY_IS_LAUNCH_WINDOW (self), NULL);

  return self->game;
}

/**
 * sy_launch_window_get_slot:
 * @self: a launch window
 *
 * Returns: the bow's slot of the finished ship
 */
guint
sy_launch_window_get_slot (SyLaunchWindow *self)
{
  g_return_val_if_fail (SY_IS_LAUNCH_WINDOW (self), 0);

  return self->slot;
}

/**
 * sy_launch_window_new:
 * @parent: the main window
 * @game: the game
 * @slot: the bow's slot of the finished ship
 *
 * The launch the players confirm comes through #SyLaunchWindow::launched.
 * Launched or closed, the window hides: whoever made it keeps it for the
 * next launch (sy_launch_window_set_ship()) and destroys it when done.
 *
 * Returns: (transfer none) (nullable): the window, or %NULL when no ship
 *   starts at @slot
 */
GtkWindow *
sy_launch_window_new (GtkWindow *parent,
                      SyGame    *game,
                      guint      slot)
{
  SyLaunchWindow *self;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  self = g_object_new (SY_TYPE_LAUNCH_WINDOW, "transient-for", parent, "game", game, "slot", slot,
                       NULL);
  if (!self->found)
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return NULL;
    }
  return GTK_WINDOW (self);
}

/**
 * sy_launch_window_set_ship:
 * @self: a launch window
 * @game: the game
 * @slot: the bow's slot of the finished ship
 *
 * Sets the window kept from an earlier launch for the ship at @slot: it
 * then shows what a new window for @game and @slot would show, the
 * fitting, the route and the requests taken back to the start. When no
 * ship starts at @slot, nothing changes; else the window is hidden, to
 * be presented.
 *
 * Returns: whether a ship starts at @slot
 */
gboolean
sy_launch_window_set_ship (SyLaunchWindow *self,
                           SyGame         *game,
                           guint           slot)
{
  g_return_val_if_fail (SY_IS_LAUNCH_WINDOW (self), FALSE);
  g_return_val_if_fail (SY_IS_GAME (game), FALSE);

  return set_ship (self, game, slot);
}
