/* sy-rare-controls.c: what a turn rarely needs: the gear's die, a stack run out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two controls the table needs now and then, below the track, out of the
 * way: the gear's die dropped (second edition) or the lap ended, and a
 * stack of ship parts run out. Each is offered exactly when the engine
 * takes its event (sy_table_get_steps(): may_enter_round_end,
 * may_enter_stack_empty); the widget follows its game and shows or hides
 * them in place, and tells what was entered through #SyRareControls::send.
 * A game played in another window is only looked at: they are greyed out.
 */
#define G_LOG_DOMAIN "sy-rare-controls"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-rare-controls.h"
#include "sy-tooltip.h"

struct _SyRareControls
{
  GtkBox parent_instance;

  SyGame *game;
  GSignalGroup *game_signals;

  /* Template widgets */
  GtkWidget *round_end_row;
  GtkWidget *round_end_button;
  GtkWidget *stacks_list;
  AdwExpanderRow *stacks_row;
  GtkWidget *bow_row;
  GtkWidget *middle_row;
  GtkWidget *stern_row;
};

G_DEFINE_FINAL_TYPE (SyRareControls, sy_rare_controls, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

enum {
  SEND,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
send_event (SyRareControls *self,
            const SyEvent  *event)
{
  g_signal_emit (self, signals[SEND], 0, event);
}

static void
round_end_clicked_cb (SyRareControls *self)
{
  SyEvent event = { .type = SY_EVENT_ROUND_END };

  send_event (self, &event);
}

/* rare.stack-empty: a row said which stack ran out. */
static void
stack_empty_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  SyEvent event = { .type = SY_EVENT_STACK_EMPTY };

  event.kind = (SyPartKind) g_variant_get_uint32 (parameter);
  send_event (SY_RARE_CONTROLS (widget), &event);
}

/* Shows the controls the engine would take an event of now. */
static void
update (SyRareControls *self)
{
  SyTableSteps steps;
  gboolean stacks;

  if (self->game == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  sy_table_get_steps (sy_game_get_table (self->game), &steps);

  /* The guide's words follow the same fields (sy-guide.c). */
  gtk_widget_set_visible (self->round_end_row, steps.may_enter_round_end);
  if (steps.expects_round_end)
    gtk_widget_add_css_class (self->round_end_button, "accent");
  else
    gtk_widget_remove_css_class (self->round_end_button, "accent");
  sy_tooltip_set (self->round_end_button,
                  steps.expects_round_end
                  ? _("By the gear’s count, its die drops in this turn")
                  : _("Tap when it happens at the table"));

  stacks = !steps.all_stacks_empty && steps.may_enter_stack_empty;
  gtk_widget_set_visible (self->stacks_list, stacks);
  adw_expander_row_set_subtitle (self->stacks_row,
                                 sy_game_get_edition (self->game) == SY_EDITION_SECOND
                                 ? _("The game ends early; of the middle parts, only set II counts")
                                 : _("The game ends early"));
  gtk_widget_set_visible (self->bow_row, !steps.stack_ran_out[SY_PART_BOW]);
  gtk_widget_set_visible (self->middle_row, !steps.stack_ran_out[SY_PART_MIDDLE]);
  gtk_widget_set_visible (self->stern_row, !steps.stack_ran_out[SY_PART_STERN]);

  gtk_widget_set_sensitive (GTK_WIDGET (self), !sy_game_is_read_only (self->game));
  gtk_widget_set_visible (GTK_WIDGET (self), steps.may_enter_round_end || stacks);
}

/**
 * sy_rare_controls_set_game:
 * @self: the controls
 * @game: (nullable): the game to follow
 *
 * Offers what @game's table may rarely need, and follows it from then on.
 */
void
sy_rare_controls_set_game (SyRareControls *self,
                           SyGame         *game)
{
  g_return_if_fail (SY_IS_RARE_CONTROLS (self));
  g_return_if_fail (game == NULL || SY_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sy_rare_controls_get_game:
 * @self: the controls
 *
 * Returns: (nullable) (transfer none): the game followed
 */
SyGame *
sy_rare_controls_get_game (SyRareControls *self)
{
  g_return_val_if_fail (SY_IS_RARE_CONTROLS (self), NULL);

  return self->game;
}

static void
sy_rare_controls_dispose (GObject *object)
{
  SyRareControls *self = SY_RARE_CONTROLS (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_RARE_CONTROLS);

  G_OBJECT_CLASS (sy_rare_controls_parent_class)->dispose (object);
}

static void
sy_rare_controls_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, SY_RARE_CONTROLS (object)->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_rare_controls_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME:
      sy_rare_controls_set_game (SY_RARE_CONTROLS (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_rare_controls_class_init (SyRareControlsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_rare_controls_dispose;
  object_class->get_property = sy_rare_controls_get_property;
  object_class->set_property = sy_rare_controls_set_property;

  /**
   * SyRareControls:game: (nullable)
   *
   * The game whose table the controls serve, followed as it changes.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyRareControls::send:
   * @self: the controls
   * @event: (type gpointer): the #SyEvent entered (a round-end or a stack
   *   run out), valid during the emission
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_install_action (widget_class, "rare.stack-empty", "u", stack_empty_activated);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-rare-controls.ui");
  gtk_widget_class_bind_template_child (widget_class, SyRareControls, round_end_row);
  gtk_widget_class_bind_template_child (widget_class, SyRareControls, round_end_button);
  gtk_widget_class_bind_template_child (widget_class, SyRareControls, stacks_list);
  gtk_widget_class_bind_template_child (widget_class, SyRareControls, stacks_row);
  gtk_widget_class_bind_template_child (widget_class, SyRareControls, bow_row);
  gtk_widget_class_bind_template_child (widget_class, SyRareControls, middle_row);
  gtk_widget_class_bind_template_child (widget_class, SyRareControls, stern_row);
  gtk_widget_class_bind_template_callback (widget_class, round_end_clicked_cb);
}

static void
sy_rare_controls_init (SyRareControls *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each row's stack is its action's target. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->bow_row), "u", (guint32) SY_PART_BOW);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->middle_row), "u", (guint32) SY_PART_MIDDLE);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->stern_row), "u", (guint32) SY_PART_STERN);

  self->game_signals = g_signal_group_new (SY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::read-only", G_CALLBACK (update), self);
}
