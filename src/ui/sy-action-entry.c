/* sy-action-entry.c: the inputs one action needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each action gets the fewest taps the table allows: a ring step is one
 * tap on a row that shows what it brings and costs, as the engine works
 * them out; an action that needs more (a part, a goods tile) gets a short
 * form. The engine checks every event; a refusal is shown by the window.
 *
 * Whatever the action, the entry tells the event entered through one
 * signal, #SyActionEntry::send: the forms' own, or a tapped row's.
 *
 * The entry is kept while its game goes on (issue 29: a tap answered
 * within a frame): whoever shows it says when the game changed under it
 * (sy_action_entry_invalidate()) and, when it is shown again, has it set
 * again from the game (sy_action_entry_refresh()): the form shows then
 * what a form made anew for the game would show, its widgets kept. An
 * entry made ahead and hidden can have its form measured for the width it
 * will be shown at (sy_action_entry_prepare()), as GTK measures no hidden
 * widget: its first showing then lays out only what changed since.
 */
#define G_LOG_DOMAIN "sy-action-entry"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-action-entry.h"
#include "sy-build-entry.h"
#include "sy-canal-entry.h"
#include "sy-event-row.h"
#include "sy-exchange-entry.h"
#include "sy-goods-entry.h"
#include "sy-hire-entry.h"

struct _SyActionEntry
{
  GtkWidget parent_instance;

  SyGame *game;
  SyUserData *user_data;
  SyAction action;
  gboolean bonus;
  GtkWidget *form;
  gboolean stale;               /* the game changed since the form was set */
  int prepared_width;           /* the width the hidden form was measured for */
};

G_DEFINE_FINAL_TYPE (SyActionEntry, sy_action_entry, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_USER_DATA,
  PROP_ACTION,
  PROP_BONUS,
  N_PROPS
};

enum {
  SEND,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* A form's send, or a tapped row's: the entry's. */
static void
form_send_cb (GtkWidget     *form,
              const SyEvent *event,
              SyActionEntry *self)
{
  g_signal_emit (self, signals[SEND], 0, event);
}

static void
append_event_row (SyActionEntry *self,
                  GtkWidget     *list,
                  SyGame        *game,
                  const char    *title,
                  const char    *subtitle,
                  const SyEvent *event)
{
  GtkWidget *row = sy_event_row_new (game, title, subtitle, event);

  g_signal_connect_object (row, "send", G_CALLBACK (form_send_cb), self, 0);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
}

/* One step of Manufacture Equipment or Recruit Crew: what it brings and
 * costs, as the engine works them out. */
static void
describe_ring_step (SyActionEntry *self,
                    guint          steps,
                    SyEvent       *event,
                    char         **title,
                    char         **subtitle)
{
  const SyTable *table = sy_game_get_table (self->game);
  SyEdition edition = sy_table_get_facts (table)->edition;
  guint price;
  SySupply gained;
  g_autofree char *cost = NULL;

  *event = (SyEvent) { 0, };
  event->type = self->action == SY_ACTION_EQUIPMENT ? SY_EVENT_EQUIPMENT : SY_EVENT_CREW;
  event->bonus = self->bonus;
  event->steps = steps;
  sy_table_ring_step (table, event->type, steps, &price, &gained);
  *title = sy_supply_describe (edition, &gained);
  cost = sy_entry_describe_price (edition, price);
  /* Translators: “2 sectors · 1 guilder” */
  *subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u sector · %s", "%u sectors · %s",
                                            steps), steps, cost);
}

/* Manufacture Equipment and Recruit Crew: a row for each of the four
 * steps, showing what it brings and costs. */
static GtkWidget *
ring_entry_new (SyActionEntry *self)
{
  GtkWidget *list = sy_entry_list_new ();

  for (guint steps = 1; steps <= SY_RING_SECTORS; steps++)
    {
      SyEvent event;
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      describe_ring_step (self, steps, &event, &title, &subtitle);
      append_event_row (self, list, self->game, title, subtitle, &event);
      gtk_widget_set_name (gtk_widget_get_last_child (list), steps == 1 ? "ring-step-1" : "ring-step");
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  sy_action_get_name (self->action), -1);
  return list;
}

/* The ring's rows, set again in place from the game. */
static void
ring_entry_update (SyActionEntry *self)
{
  guint steps = 1;

  for (GtkWidget *row = gtk_widget_get_first_child (self->form); row != NULL;
       row = gtk_widget_get_next_sibling (row), steps++)
    {
      SyEvent event;
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      describe_ring_step (self, steps, &event, &title, &subtitle);
      sy_event_row_set_event (SY_EVENT_ROW (row), title, subtitle, &event);
    }
}

static GtkWidget *
subsidy_entry_new (SyActionEntry *self)
{
  GtkWidget *list = sy_entry_list_new ();
  SyEvent event = { 0, };

  event.type = SY_EVENT_SUBSIDY;
  event.bonus = self->bonus;
  append_event_row (self, list, NULL, _("Take the Subsidy"), NULL, &event);
  return list;
}

/* The form the action needs: a widget of its own with a send signal, or
 * a list of rows, one tap each. */
static GtkWidget *
form_new (SyActionEntry *self)
{
  GtkWidget *form;

  switch (self->action)
    {
    case SY_ACTION_EQUIPMENT:
    case SY_ACTION_CREW:
      return ring_entry_new (self);
    case SY_ACTION_SUBSIDY:
      return subsidy_entry_new (self);
    case SY_ACTION_BUILD:
      form = sy_build_entry_new (self->game, self->bonus, self->user_data);
      break;
    case SY_ACTION_GOODS:
      form = sy_goods_entry_new (self->game, self->bonus);
      break;
    case SY_ACTION_EMPLOYEES:
      form = sy_hire_entry_new (self->game, self->bonus);
      break;
    case SY_ACTION_EXCHANGE:
      form = sy_exchange_entry_new (self->game, self->bonus);
      break;
    case SY_ACTION_CANAL:
      form = sy_canal_entry_new (self->game, self->bonus, self->user_data);
      break;
    case SY_N_ACTIONS:
    default:
      g_return_val_if_reached (gtk_label_new (NULL));
    }
  g_signal_connect_object (form, "send", G_CALLBACK (form_send_cb), self, 0);
  return form;
}

/* The form set again from the game, in place, as a new one would be
 * made: a ring's rows, the subsidy's row as it is, each other form by
 * itself (sy_build_entry_reset() and the others). */
static void
form_reset (SyActionEntry *self)
{
  switch (self->action)
    {
    case SY_ACTION_EQUIPMENT:
    case SY_ACTION_CREW:
      ring_entry_update (self);
      return;

    case SY_ACTION_SUBSIDY:
      return;

    case SY_ACTION_BUILD:
      sy_build_entry_reset (SY_BUILD_ENTRY (self->form));
      return;

    case SY_ACTION_GOODS:
      sy_goods_entry_reset (SY_GOODS_ENTRY (self->form));
      return;

    case SY_ACTION_EMPLOYEES:
      sy_hire_entry_reset (SY_HIRE_ENTRY (self->form));
      return;

    case SY_ACTION_EXCHANGE:
      sy_exchange_entry_reset (SY_EXCHANGE_ENTRY (self->form));
      return;

    case SY_ACTION_CANAL:
      sy_canal_entry_reset (SY_CANAL_ENTRY (self->form));
      return;

    case SY_N_ACTIONS:
    default:
      g_return_if_reached ();
    }
}

static void
sy_action_entry_constructed (GObject *object)
{
  SyActionEntry *self = SY_ACTION_ENTRY (object);

  G_OBJECT_CLASS (sy_action_entry_parent_class)->constructed (object);

  g_return_if_fail (self->game != NULL);
  self->form = form_new (self);
  gtk_widget_set_parent (self->form, GTK_WIDGET (self));
}

static void
sy_action_entry_dispose (GObject *object)
{
  SyActionEntry *self = SY_ACTION_ENTRY (object);

  g_clear_pointer (&self->form, gtk_widget_unparent);
  g_clear_object (&self->game);
  g_clear_object (&self->user_data);

  G_OBJECT_CLASS (sy_action_entry_parent_class)->dispose (object);
}

static void
sy_action_entry_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SyActionEntry *self = SY_ACTION_ENTRY (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_USER_DATA:
      g_value_set_object (value, self->user_data);
      break;
    case PROP_ACTION:
      g_value_set_uint (value, self->action);
      break;
    case PROP_BONUS:
      g_value_set_boolean (value, self->bonus);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_action_entry_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SyActionEntry *self = SY_ACTION_ENTRY (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_USER_DATA:
      self->user_data = g_value_dup_object (value);
      break;
    case PROP_ACTION:
      self->action = (SyAction) g_value_get_uint (value);
      break;
    case PROP_BONUS:
      self->bonus = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_action_entry_class_init (SyActionEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_action_entry_constructed;
  object_class->dispose = sy_action_entry_dispose;
  object_class->get_property = sy_action_entry_get_property;
  object_class->set_property = sy_action_entry_set_property;

  /**
   * SyActionEntry:game:
   *
   * The game whose player on turn enters the action.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyActionEntry:user-data: (nullable)
   *
   * The user's data, whose boxes the forms' pictures come from.
   */
  properties[PROP_USER_DATA] =
    g_param_spec_object ("user-data", NULL, NULL, SY_TYPE_USER_DATA,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyActionEntry:action:
   *
   * The #SyAction entered.
   */
  properties[PROP_ACTION] =
    g_param_spec_uint ("action", NULL, NULL, 0, SY_N_ACTIONS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyActionEntry:bonus:
   *
   * Whether the action is taken as the bonus action.
   */
  properties[PROP_BONUS] =
    g_param_spec_boolean ("bonus", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyActionEntry::send:
   * @self: the entry
   * @event: (type gpointer): the #SyEvent entered, valid during the emission
   *
   * The players entered the action: a form's button or a row was tapped.
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
sy_action_entry_init (SyActionEntry *self)
{
}

/**
 * sy_action_entry_new:
 * @game: the game
 * @action: the action to enter
 * @bonus: whether it is taken as the bonus action
 * @user_data: (nullable): the user's data, whose boxes the form shows
 *
 * Returns: (transfer floating): the inputs @action needs; the event entered
 *   comes through #SyActionEntry::send
 */
GtkWidget *
sy_action_entry_new (SyGame     *game,
                     SyAction    action,
                     gboolean    bonus,
                     SyUserData *user_data)
{
  g_return_val_if_fail (SY_IS_GAME (game), NULL);
  g_return_val_if_fail (action < SY_N_ACTIONS, NULL);
  g_return_val_if_fail (user_data == NULL || SY_IS_USER_DATA (user_data), NULL);

  return g_object_new (SY_TYPE_ACTION_ENTRY, "game", game, "action", (guint) action,
                       "bonus", bonus, "user-data", user_data, NULL);
}

/**
 * sy_action_entry_get_action:
 * @self: an action entry
 *
 * Returns: the #SyAction entered
 */
SyAction
sy_action_entry_get_action (SyActionEntry *self)
{
  g_return_val_if_fail (SY_IS_ACTION_ENTRY (self), SY_N_ACTIONS);

  return self->action;
}

/**
 * sy_action_entry_invalidate:
 * @self: an action entry
 *
 * Tells @self that its game changed: its form is set again from the game
 * at the next sy_action_entry_refresh().
 */
void
sy_action_entry_invalidate (SyActionEntry *self)
{
  g_return_if_fail (SY_IS_ACTION_ENTRY (self));

  self->stale = TRUE;
}

/**
 * sy_action_entry_refresh:
 * @self: an action entry
 *
 * Sets the form again from the game if the game changed since it was set
 * (sy_action_entry_invalidate()): it shows then what an entry made anew
 * would show, what was entered in it taken back.
 */
void
sy_action_entry_refresh (SyActionEntry *self)
{
  g_return_if_fail (SY_IS_ACTION_ENTRY (self));

  if (!self->stale)
    return;
  self->stale = FALSE;
  form_reset (self);
}

/**
 * sy_action_entry_prepare:
 * @self: an action entry, hidden
 * @width: the width it will be shown at, in pixels
 *
 * Measures the form of @self, hidden, for @width: its labels' text is
 * shaped and their sizes kept for that width, so that showing the entry
 * at that width lays out only what changed since (issue 29: the first
 * showing of a form made ahead was the slowest tap of a game, mostly the
 * laying out of its text, as GTK measures no hidden widget). The form
 * itself is left as it is.
 */
void
sy_action_entry_prepare (SyActionEntry *self,
                         int            width)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int minimum, natural;

  g_return_if_fail (SY_IS_ACTION_ENTRY (self));
  g_return_if_fail (width > 0);

  self->prepared_width = width;
  /* What the entry's bin layout gives its form, the entry's margins aside
   * (the entry draws no border nor padding of its own). */
  width -= gtk_widget_get_margin_start (widget) + gtk_widget_get_margin_end (widget);
  if (width > 0 && gtk_widget_get_visible (self->form))
    gtk_widget_measure (self->form, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
}

/**
 * sy_action_entry_get_prepared_width:
 * @self: an action entry
 *
 * Returns: the width @self's form was last measured for while hidden
 *   (sy_action_entry_prepare()), 0 if never
 */
int
sy_action_entry_get_prepared_width (SyActionEntry *self)
{
  g_return_val_if_fail (SY_IS_ACTION_ENTRY (self), 0);

  return self->prepared_width;
}
