/* sy-turn-panel.c: the inputs the step the table waits for needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Follows the game's phase, as the engine gives it: the chosen action's
 * entry, the bonus action, the end of the turn, the finished ships to
 * launch, the discards, a solo opponent's turn, the final action, the
 * last chance and the game's end. Each of these is a section made once
 * and shown or hidden after every event; a section's contents are set
 * again only where what it shows changed, and each action's entry is kept
 * for the game (sy-turn-panel-entries.c). Which of these the table allows
 * is the engine's to say: an entry the rules refuse comes back with the
 * reason.
 */
#define G_LOG_DOMAIN "sy-turn-panel"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-action-entry.h"
#include "sy-action-offer.h"
#include "sy-discard-rows.h"
#include "sy-game-over-rows.h"
#include "sy-launch-rows.h"
#include "sy-solo-entry.h"
#include "sy-tooltip.h"
#include "sy-turn-panel-private.h"

G_DEFINE_FINAL_TYPE (SyTurnPanel, sy_turn_panel, GTK_TYPE_WIDGET)

enum {
  SEND,
  STEPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_GAME,
  PROP_USER_DATA,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void show_step (SyTurnPanel *self);

GtkWidget *
sy_turn_panel_new (void)
{
  return g_object_new (SY_TYPE_TURN_PANEL, NULL);
}

static void
send_event (SyTurnPanel   *self,
            const SyEvent *event)
{
  g_signal_emit (self, signals[SEND], 0, event);
}

/* An action's entry, the launches, the discards, the solo opponent's
 * turn: what they enter is the panel's. */
void
sy_turn_panel_section_send_cb (GtkWidget     *section,
                               const SyEvent *event,
                               SyTurnPanel   *self)
{
  send_event (self, event);
}

static void
send_simple (SyTurnPanel *self,
             SyEventType  type)
{
  SyEvent event = { 0, };

  event.type = type;
  send_event (self, &event);
}

static void
end_turn_cb (SyTurnPanel *self)
{
  send_simple (self, SY_EVENT_END_TURN);
}

static void
pass_cb (SyTurnPanel *self)
{
  send_simple (self, SY_EVENT_PASS);
}

static void
cancel_bonus_cb (SyTurnPanel *self)
{
  self->in_bonus = FALSE;
  show_step (self);
  g_signal_emit (self, signals[STEPPED], 0);
}

/* @widget is the control of the step the guide names: the player's eyes
 * and the keyboard go there (sy_turn_panel_get_guided()). The first one
 * marked in a step stands. */
void
sy_turn_panel_guide_to (SyTurnPanel *self,
                        GtkWidget   *widget)
{
  if (self->guided == NULL)
    self->guided = widget;
}

/* The game changed: every entry kept is set again from it when next shown. */
static void
game_changed_cb (SyTurnPanel *self)
{
  for (guint i = 0; i < SY_N_ACTIONS; i++)
    {
      if (self->main_entries[i] != NULL)
        sy_action_entry_invalidate (SY_ACTION_ENTRY (self->main_entries[i]));
      if (self->bonus_entries[i] != NULL)
        sy_action_entry_invalidate (SY_ACTION_ENTRY (self->bonus_entries[i]));
    }
  show_step (self);
  sy_turn_panel_work_ahead (self);
}

/* panel.pick-action: a row picked the bonus or the final action. */
static void
pick_action_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  SyTurnPanel *self = SY_TURN_PANEL (widget);
  SyAction action = (SyAction) g_variant_get_uint32 (parameter);
  SyTableSteps steps;

  if (self->game == NULL || action >= SY_N_ACTIONS)
    return;
  sy_table_get_steps (sy_game_get_table (self->game), &steps);
  if (steps.phase == SY_PHASE_FINAL_ACTION)
    {
      self->final_chosen = TRUE;
      self->final_action = action;
      show_step (self);
    }
  else
    sy_turn_panel_start_bonus (self, action);
  g_signal_emit (self, signals[STEPPED], 0);
}

/* The panel's buttons, side by side where they fit: as many columns as
 * buttons shown, three at most, so that a lone button is centred in the
 * whole width. The End the Turn button is sensitive when the engine
 * would take an end-turn, and says why not when it would not. */
static void
show_buttons (SyTurnPanel        *self,
              gboolean            shown,
              gboolean            cancel,
              gboolean            pass,
              gboolean            end,
              const SyTableSteps *steps)
{
  guint n = (cancel ? 1 : 0) + (pass ? 1 : 0) + (end ? 1 : 0);

  gtk_widget_set_visible (self->buttons, shown);
  gtk_widget_set_visible (self->cancel_child, cancel);
  gtk_widget_set_visible (self->pass_child, pass);
  gtk_widget_set_visible (self->end_child, end);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->buttons), n == 0 ? 3 : n);
  if (!end)
    return;
  if (steps->can_end_turn)
    gtk_widget_add_css_class (self->end_turn, "suggested-action");
  else
    gtk_widget_remove_css_class (self->end_turn, "suggested-action");
  sy_tooltip_set (self->end_turn, steps->end_turn_refusal);
}

/* A solo opponent's turn: the tile revealed, and the number on the back
 * of the next one; its entry made for each such turn. */
static void
show_solo (SyTurnPanel *self,
           gboolean     shown)
{
  guint position = sy_game_get_position (self->game);

  if (self->solo_entry != NULL && (!shown || self->solo_position != position))
    gtk_box_remove (GTK_BOX (self->solo_slot), g_steal_pointer (&self->solo_entry));
  if (shown && self->solo_entry == NULL)
    {
      self->solo_entry = sy_solo_entry_new (self->game);
      self->solo_position = position;
      g_signal_connect_object (self->solo_entry, "send", G_CALLBACK (sy_turn_panel_section_send_cb), self, 0);
      gtk_box_append (GTK_BOX (self->solo_slot), self->solo_entry);
    }
  gtk_widget_set_visible (self->solo_slot, shown);
  if (shown)
    sy_turn_panel_guide_to (self, self->solo_entry);
}

static void
show_heading (SyTurnPanel *self,
              const char  *text)
{
  gtk_widget_set_visible (self->heading, text != NULL);
  if (text != NULL)
    gtk_label_set_label (GTK_LABEL (self->heading), text);
}

/* Offers the inputs of the step the game now waits for. */
static void
show_step (SyTurnPanel *self)
{
  SyTableSteps steps;
  SyPhase phase;
  gboolean moved, act, final, last, ends, launches;
  g_autofree char *bonus_title = NULL;
  const char *heading = NULL;

  self->guided = NULL;
  if (self->game == NULL)
    {
      /* No game, nothing offered. */
      sy_turn_panel_drop_entries (self);
      for (GtkWidget *section = gtk_widget_get_first_child (self->content); section != NULL;
           section = gtk_widget_get_next_sibling (section))
        gtk_widget_set_visible (section, FALSE);
      return;
    }

  sy_table_get_steps (sy_game_get_table (self->game), &steps);
  phase = steps.phase;
  /* A bonus or final action being entered lasts until the game changes. */
  moved = sy_game_get_position (self->game) != self->position;
  if (moved)
    {
      self->in_bonus = FALSE;
      self->final_chosen = FALSE;
      self->position = sy_game_get_position (self->game);
    }
  act = phase == SY_PHASE_ACT;
  final = phase == SY_PHASE_FINAL_ACTION;
  last = phase == SY_PHASE_LAST_CHANCE;
  ends = act || final || last;

  show_solo (self, phase == SY_PHASE_CHOOSE && steps.opponent_turn);
  if (act && self->in_bonus)
    heading = bonus_title = g_strdup_printf (_("Bonus action: %s"), sy_action_get_name (self->bonus_action));
  else if (final && steps.main_pending)
    heading = self->final_chosen ? sy_action_get_name (self->final_action) : _("Choose the final action");
  show_heading (self, heading);
  sy_turn_panel_show_entry (self, self->bonus_slot, self->bonus_entries, act && self->in_bonus, TRUE,
              self->bonus_action, TRUE);
  /* The main action's entry stays, hidden, while a bonus action is entered. */
  sy_turn_panel_show_entry (self, self->main_slot, self->main_entries,
              steps.main_pending && (act || last || (final && self->final_chosen)),
              !(act && self->in_bonus),
              final ? self->final_action : last ? SY_ACTION_BUILD : steps.chosen, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->final_offer), final && steps.main_pending && !self->final_chosen);
  if (final && steps.main_pending && !self->final_chosen)
    {
      sy_action_offer_show_final (self->final_offer, sy_game_get_table (self->game));
      sy_turn_panel_guide_to (self, sy_action_offer_get_list (self->final_offer));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->bonus_offer), act && !self->in_bonus && steps.bonus_open);
  /* Folded again after each event, as in a new turn. */
  if (act && !self->in_bonus && steps.bonus_open)
    sy_action_offer_show_bonus (self->bonus_offer, sy_game_get_table (self->game), &steps, moved);
  launches = ends && !(act && self->in_bonus) && sy_launch_rows_update (self->launch_rows, self->game);
  gtk_widget_set_visible (GTK_WIDGET (self->launch_rows), launches);
  if (launches)
    sy_turn_panel_guide_to (self, sy_launch_rows_get_list (self->launch_rows));
  show_buttons (self, ends, act && self->in_bonus, last && steps.can_pass,
                (act && !self->in_bonus) || final || (last && !steps.main_pending), &steps);
  if (gtk_widget_get_visible (self->end_child) && steps.can_end_turn)
    sy_turn_panel_guide_to (self, self->end_turn);

  gtk_widget_set_visible (GTK_WIDGET (self->discard_rows), phase == SY_PHASE_DISCARD);
  if (phase == SY_PHASE_DISCARD)
    {
      sy_discard_rows_update (self->discard_rows, self->game);
      sy_turn_panel_guide_to (self, sy_discard_rows_get_list (self->discard_rows));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->over_rows), phase == SY_PHASE_OVER);
  if (phase == SY_PHASE_OVER)
    {
      sy_game_over_rows_update (self->over_rows, self->game);
      sy_turn_panel_guide_to (self, sy_game_over_rows_get_list (self->over_rows));
    }

  /* A game played in another window (sy_game_set_read_only()) is only
   * looked at here: nothing that makes an event is offered, but the
   * tally of a game over is still shown. */
  gtk_widget_set_sensitive (self->content, !sy_game_is_read_only (self->game) || phase == SY_PHASE_OVER);
  gtk_widget_set_visible (GTK_WIDGET (self), ends || phase == SY_PHASE_DISCARD || phase == SY_PHASE_OVER
                                             || (phase == SY_PHASE_CHOOSE && steps.opponent_turn));
}

static void
sy_turn_panel_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  gtk_widget_measure (SY_TURN_PANEL (widget)->content, orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
}

static GtkSizeRequestMode
sy_turn_panel_get_request_mode (GtkWidget *widget)
{
  return gtk_widget_get_request_mode (SY_TURN_PANEL (widget)->content);
}

/* The content takes the whole panel; a new width is the one the hidden
 * entries are measured for from then on. */
static void
sy_turn_panel_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  SyTurnPanel *self = SY_TURN_PANEL (widget);

  gtk_widget_allocate (self->content, width, height, baseline, NULL);
  if (width != self->width)
    {
      self->width = width;
      sy_turn_panel_work_ahead (self);
    }
}

/**
 * sy_turn_panel_get_guided:
 * @self: a #SyTurnPanel
 *
 * The control of the step the table waits for, as the guide names it: the
 * action's form, the finished ships to launch, End the Turn once the turn
 * may end, the discards, the solo opponent's tile, the tally.
 *
 * Returns: (nullable) (transfer none): that control, %NULL when the panel
 *   holds none (the table waits for a tile to be chosen)
 */
GtkWidget *
sy_turn_panel_get_guided (SyTurnPanel *self)
{
  g_return_val_if_fail (SY_IS_TURN_PANEL (self), NULL);

  return self->guided;
}

/**
 * sy_turn_panel_start_bonus:
 * @self: a #SyTurnPanel
 * @action: the action to take as the bonus action
 *
 * Shows @action's entry, to be sent as the bonus action.
 */
void
sy_turn_panel_start_bonus (SyTurnPanel *self,
                           SyAction     action)
{
  g_return_if_fail (SY_IS_TURN_PANEL (self));

  self->in_bonus = TRUE;
  self->bonus_action = action;
  self->position = self->game != NULL ? sy_game_get_position (self->game) : 0;
  show_step (self);
}

/**
 * sy_turn_panel_set_game:
 * @self: a #SyTurnPanel
 * @game: (nullable): the game
 *
 * Offers the inputs of @game's step, and follows the game from then on.
 */
void
sy_turn_panel_set_game (SyTurnPanel *self,
                        SyGame      *game)
{
  g_return_if_fail (SY_IS_TURN_PANEL (self));

  g_return_if_fail (game == NULL || SY_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  sy_turn_panel_drop_entries (self);
  sy_launch_rows_set_game (self->launch_rows, game);
  self->in_bonus = FALSE;
  self->final_chosen = FALSE;
  self->position = game != NULL ? sy_game_get_position (game) : 0;
  g_signal_group_set_target (self->game_signals, game);
  show_step (self);
  sy_turn_panel_work_ahead (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sy_turn_panel_set_user_data:
 * @self: a #SyTurnPanel
 * @user_data: (nullable): the user's data
 *
 * The user's data, whose boxes the forms made from now on show.
 */
void
sy_turn_panel_set_user_data (SyTurnPanel *self,
                              SyUserData *user_data)
{
  g_return_if_fail (SY_IS_TURN_PANEL (self));
  g_return_if_fail (user_data == NULL || SY_IS_USER_DATA (user_data));

  if (!g_set_object (&self->user_data, user_data))
    return;
  if (self->game != NULL)
    {
      sy_turn_panel_drop_entries (self);
      show_step (self);
      sy_turn_panel_work_ahead (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_USER_DATA]);
}

/**
 * sy_turn_panel_get_game:
 * @self: a #SyTurnPanel
 *
 * Returns: (nullable) (transfer none): the game whose turn the panel shows
 */
SyGame *
sy_turn_panel_get_game (SyTurnPanel *self)
{
  g_return_val_if_fail (SY_IS_TURN_PANEL (self), NULL);

  return self->game;
}

static void
sy_turn_panel_dispose (GObject *object)
{
  SyTurnPanel *self = SY_TURN_PANEL (object);

  g_clear_handle_id (&self->ahead_id, g_source_remove);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->user_data);
  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_TURN_PANEL);

  G_OBJECT_CLASS (sy_turn_panel_parent_class)->dispose (object);
}

static void
sy_turn_panel_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SyTurnPanel *self = SY_TURN_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_USER_DATA:
      g_value_set_object (value, self->user_data);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_turn_panel_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SyTurnPanel *self = SY_TURN_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sy_turn_panel_set_game (self, g_value_get_object (value));
      break;
    case PROP_USER_DATA:
      sy_turn_panel_set_user_data (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_turn_panel_class_init (SyTurnPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_turn_panel_dispose;
  object_class->get_property = sy_turn_panel_get_property;
  object_class->set_property = sy_turn_panel_set_property;

  /**
   * SyTurnPanel:game: (nullable)
   *
   * The game whose step the panel offers, followed as it changes.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SyTurnPanel:user-data: (nullable)
   *
   * The user's data, whose boxes the action forms' pictures come from.
   */
  properties[PROP_USER_DATA] =
    g_param_spec_object ("user-data", NULL, NULL, SY_TYPE_USER_DATA,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The rows and buttons of a step say what they stand for as their
   * action's target. */
  gtk_widget_class_install_action (widget_class, "panel.pick-action", "u", pick_action_activated);

  /**
   * SyTurnPanel::send:
   * @self: the panel
   * @event: (type gpointer): the #SyEvent entered, valid during emission
   */
  signals[SEND] =
    g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /**
   * SyTurnPanel::stepped:
   * @self: the panel
   *
   * The panel moved to another step without an event: a bonus or final
   * action picked, the bonus action cancelled.
   */
  signals[STEPPED] =
    g_signal_new ("stepped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  widget_class->measure = sy_turn_panel_measure;
  widget_class->get_request_mode = sy_turn_panel_get_request_mode;
  widget_class->size_allocate = sy_turn_panel_size_allocate;

  g_type_ensure (SY_TYPE_ACTION_OFFER);
  g_type_ensure (SY_TYPE_LAUNCH_ROWS);
  g_type_ensure (SY_TYPE_DISCARD_ROWS);
  g_type_ensure (SY_TYPE_GAME_OVER_ROWS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-turn-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, content);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, solo_slot);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, heading);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, bonus_slot);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, main_slot);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, final_offer);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, bonus_offer);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, launch_rows);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, buttons);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, cancel_child);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, pass_child);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, end_child);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, end_turn);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, discard_rows);
  gtk_widget_class_bind_template_child (widget_class, SyTurnPanel, over_rows);
  gtk_widget_class_bind_template_callback_full (widget_class, "section_send_cb",
                                                G_CALLBACK (sy_turn_panel_section_send_cb));
  gtk_widget_class_bind_template_callback (widget_class, cancel_bonus_cb);
  gtk_widget_class_bind_template_callback (widget_class, pass_cb);
  gtk_widget_class_bind_template_callback (widget_class, end_turn_cb);
}

static void
sy_turn_panel_init (SyTurnPanel *self)
{
  self->game_signals = g_signal_group_new (SY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (game_changed_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::read-only", G_CALLBACK (show_step), self);
  gtk_widget_init_template (GTK_WIDGET (self));
}
