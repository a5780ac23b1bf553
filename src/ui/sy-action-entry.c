/* sy-action-entry.c: the inputs one action needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each action gets the fewest taps the table allows: a ring step is one
 * tap on a row that shows what it brings and costs, as the engine works
 * them out; an action that needs more (a part, a goods tile) gets a short
 * form. The engine checks every event; a refusal is shown by the window.
 */
#define G_LOG_DOMAIN "sy-action-entry"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-action-entry.h"
#include "sy-build-entry.h"
#include "sy-canal-entry.h"
#include "sy-goods-entry.h"
#include "sy-hire-entry.h"

/* Manufacture Equipment and Recruit Crew: a row for each of the four
 * steps, showing what it brings and costs. */
static GtkWidget *
ring_entry_new (SyGame          *game,
                SyAction         action,
                gboolean         bonus,
                SyEntrySendFunc  send,
                gpointer         user_data)
{
  const SyTable *table = sy_game_get_table (game);
  GtkWidget *list = sy_entry_list_new ();
  SyEvent event = { 0, };

  event.type = action == SY_ACTION_EQUIPMENT ? SY_EVENT_EQUIPMENT : SY_EVENT_CREW;
  event.bonus = bonus;
  for (guint steps = 1; steps <= SY_RING_SECTORS; steps++)
    {
      guint price;
      SySupply gained;
      g_autofree char *pieces = NULL;
      g_autofree char *cost = NULL;
      g_autofree char *subtitle = NULL;

      sy_table_ring_step (table, event.type, steps, &price, &gained);
      pieces = sy_supply_describe (table->facts.edition, &gained);
      cost = sy_entry_describe_price (table->facts.edition, price);
      /* Translators: “2 sectors · 1 guilder” */
      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u sector · %s", "%u sectors · %s",
                                               steps), steps, cost);
      event.steps = steps;
      gtk_list_box_append (GTK_LIST_BOX (list),
                           sy_entry_event_row_new (game, pieces, subtitle, &event, send, user_data));
      gtk_widget_set_name (gtk_widget_get_last_child (list), steps == 1 ? "ring-step-1" : "ring-step");
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  sy_action_get_name (action), -1);
  return list;
}

static GtkWidget *
subsidy_entry_new (gboolean         bonus,
                   SyEntrySendFunc  send,
                   gpointer         user_data)
{
  GtkWidget *list = sy_entry_list_new ();
  SyEvent event = { 0, };

  event.type = SY_EVENT_SUBSIDY;
  event.bonus = bonus;
  gtk_list_box_append (GTK_LIST_BOX (list),
                       sy_entry_event_row_new (NULL, _("Take the Subsidy"), NULL, &event, send, user_data));
  return list;
}

/* A form that is a widget of its own tells its event through its send
 * signal; until every form is, @send hears it here. */
typedef struct {
  SyEntrySendFunc send;
  gpointer        user_data;
} Relay;

static void
relay_cb (GtkWidget     *form,
          const SyEvent *event,
          Relay         *relay)
{
  relay->send (event, relay->user_data);
}

static void
relay_free (gpointer  data,
            GClosure *closure)
{
  g_free (data);
}

static GtkWidget *
relay_send (GtkWidget       *form,
            SyEntrySendFunc  send,
            gpointer         user_data)
{
  Relay *relay = g_new (Relay, 1);

  relay->send = send;
  relay->user_data = user_data;
  g_signal_connect_data (form, "send", G_CALLBACK (relay_cb), relay, relay_free, 0);
  return form;
}

/**
 * sy_action_entry_new:
 * @game: the game
 * @action: the action to enter
 * @bonus: whether it is taken as the bonus action
 * @send: where the entered event goes
 * @user_data: data for @send
 *
 * Returns: (transfer floating): the inputs @action needs
 */
GtkWidget *
sy_action_entry_new (SyGame          *game,
                     SyAction         action,
                     gboolean         bonus,
                     SyEntrySendFunc  send,
                     gpointer         user_data)
{
  switch (action)
    {
    case SY_ACTION_EQUIPMENT:
    case SY_ACTION_CREW:
      return ring_entry_new (game, action, bonus, send, user_data);
    case SY_ACTION_SUBSIDY:
      return subsidy_entry_new (bonus, send, user_data);
    case SY_ACTION_BUILD:
      return relay_send (sy_build_entry_new (game, bonus), send, user_data);
    case SY_ACTION_GOODS:
      return relay_send (sy_goods_entry_new (game, bonus), send, user_data);
    case SY_ACTION_EMPLOYEES:
      return relay_send (sy_hire_entry_new (game, bonus), send, user_data);
    case SY_ACTION_EXCHANGE:
      return relay_send (sy_exchange_entry_new (game, bonus), send, user_data);
    case SY_ACTION_CANAL:
      return relay_send (sy_canal_entry_new (game, bonus), send, user_data);
    case SY_N_ACTIONS:
    default:
      g_return_val_if_reached (gtk_label_new (NULL));
    }
}
