/* sy-contracts-check.c: checking a decision against one's hidden contracts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The forms and lists where the player on turn enters a decision carry a
 * button that opens the privacy screen, behind which they see what the
 * decision would change for their contracts (sy-contracts-decision.c).
 * The button is there only once that player's contracts were entered.
 */
#define G_LOG_DOMAIN "sy-contracts-check"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-contracts-check.h"
#include "sy-contracts-window.h"

typedef struct {
  SyGame *game;
  SyEntryPendingFunc pending;  /* or NULL for the one event below */
  gpointer user_data;
  SyEvent event;
} PendingCheck;

static void
pending_check_free (gpointer data)
{
  PendingCheck *check = data;

  g_clear_object (&check->game);
  g_free (check);
}

static void
contracts_clicked_cb (GtkButton    *button,
                      PendingCheck *check)
{
  SyEvent event = check->event;

  if (check->pending != NULL && !check->pending (check->user_data, &event))
    return;
  sy_contracts_window_new_for_decision (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (button))),
                                        check->game, &event);
}

/* Shown only to a player on turn whose contracts were entered. */
static void
setup_button (GtkWidget    *button,
              SyGame       *game,
              PendingCheck *check)
{
  const SyTable *table = sy_game_get_table (game);
  const SyPlayerState *player = sy_table_get_player (table, sy_table_get_current (table));

  check->game = g_object_ref (game);
  gtk_widget_set_name (button, "check-contracts");
  gtk_widget_set_tooltip_text (button, _("See, behind the privacy screen, what this would change for "
                                         "your hidden contracts"));
  gtk_widget_set_visible (button, (player->hand_known[0] && player->contracts[0] > 0)
                                  || (player->hand_known[1] && player->contracts[1] > 0));
  g_object_set_data_full (G_OBJECT (button), "pending", check, pending_check_free);
  g_signal_connect (button, "clicked", G_CALLBACK (contracts_clicked_cb), check);
}

/**
 * sy_contracts_check_button_new:
 * @game: the game
 * @pending: gives the event the form holds so far
 * @user_data: data for @pending
 *
 * A button for a form that shows the player on turn, behind the privacy
 * screen, what the decision they are entering would change for their
 * hidden contracts.
 *
 * Returns: (transfer floating): the button
 */
GtkWidget *
sy_contracts_check_button_new (SyGame             *game,
                               SyEntryPendingFunc  pending,
                               gpointer            user_data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (_("Check My _Contracts…"));
  PendingCheck *check = g_new0 (PendingCheck, 1);

  check->pending = pending;
  check->user_data = user_data;
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  setup_button (button, game, check);
  return button;
}

/**
 * sy_contracts_check_icon_new:
 * @game: the game
 * @event: the decision a row of choices sends
 *
 * The same for one row of a list of choices, as a small button at its end.
 *
 * Returns: (transfer floating): the button
 */
GtkWidget *
sy_contracts_check_icon_new (SyGame        *game,
                             const SyEvent *event)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("view-reveal-symbolic");
  PendingCheck *check = g_new0 (PendingCheck, 1);

  check->event = *event;
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Check My Contracts…"), -1);
  setup_button (button, game, check);
  return button;
}
