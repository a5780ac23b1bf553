/* sy-event-row.c: a row that enters one event with one tap
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A ring's step, an employee to hire, the subsidy: a choice the table
 * makes with one tap. The row holds the event it stands for and tells it
 * through #SyEventRow::send when tapped; when the game has hidden
 * contracts, a small button at its end lets the player on turn check the
 * choice against theirs first.
 */
#define G_LOG_DOMAIN "sy-event-row"

#include "config.h"

#include "sy-contracts-check.h"
#include "sy-event-row.h"

struct _SyEventRow
{
  AdwActionRow parent_instance;

  SyEvent event;
  GtkWidget *check;             /* (nullable): the hidden contracts' check */
};

G_DEFINE_FINAL_TYPE (SyEventRow, sy_event_row, ADW_TYPE_ACTION_ROW)

enum {
  SEND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
activated_cb (SyEventRow *self)
{
  g_signal_emit (self, signals[SEND], 0, &self->event);
}

static void
sy_event_row_class_init (SyEventRowClass *klass)
{
  /**
   * SyEventRow::send:
   * @self: the row
   * @event: (type gpointer): the #SyEvent the row stands for, valid during
   *   the emission
   *
   * The row was tapped.
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
sy_event_row_init (SyEventRow *self)
{
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self), TRUE);
  g_signal_connect (self, "activated", G_CALLBACK (activated_cb), NULL);
}

/**
 * sy_event_row_new:
 * @game: (nullable): the game, for the check of the hidden contracts; %NULL
 *   for a choice they cannot concern
 * @title: the row's title
 * @subtitle: (nullable): its subtitle
 * @event: the event the row enters, copied
 *
 * Returns: (transfer floating): the row, with a forward arrow as the other
 *   rows that enter something
 */
GtkWidget *
sy_event_row_new (SyGame        *game,
                  const char    *title,
                  const char    *subtitle,
                  const SyEvent *event)
{
  SyEventRow *self = g_object_new (SY_TYPE_EVENT_ROW, "title", title, NULL);

  g_return_val_if_fail (event != NULL, NULL);

  self->event = *event;
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle);
  if (game != NULL)
    {
      self->check = sy_contracts_check_icon_new (game, event);
      adw_action_row_add_suffix (ADW_ACTION_ROW (self), self->check);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (self), gtk_image_new_from_icon_name ("go-next-symbolic"));
  return GTK_WIDGET (self);
}

/**
 * sy_event_row_get_event:
 * @self: an event row
 *
 * Returns: (transfer none): the event the row enters
 */
const SyEvent *
sy_event_row_get_event (SyEventRow *self)
{
  g_return_val_if_fail (SY_IS_EVENT_ROW (self), NULL);

  return &self->event;
}

/**
 * sy_event_row_set_event:
 * @self: an event row
 * @title: the row's title
 * @subtitle: (nullable): its subtitle
 * @event: the event the row now enters, copied
 *
 * Shows another choice in the same row, as the game moved on: its title,
 * subtitle and event are set again in place (the row keeps the keyboard
 * if it had it).
 */
void
sy_event_row_set_event (SyEventRow    *self,
                        const char    *title,
                        const char    *subtitle,
                        const SyEvent *event)
{
  g_return_if_fail (SY_IS_EVENT_ROW (self));
  g_return_if_fail (title != NULL && event != NULL);

  self->event = *event;
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (self)), subtitle) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle);
  if (self->check != NULL)
    sy_contracts_check_set_event (SY_CONTRACTS_CHECK (self->check), event);
}
