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

struct _SyContractsCheck
{
  GtkButton parent_instance;

  SyGame *game;
  gboolean has_event;          /* a row's one decision; else the form is asked */
  SyEvent event;
};

G_DEFINE_FINAL_TYPE (SyContractsCheck, sy_contracts_check, GTK_TYPE_BUTTON)

enum {
  PENDING,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
sy_contracts_check_clicked (GtkButton *button)
{
  SyContractsCheck *self = SY_CONTRACTS_CHECK (button);
  SyEvent event = self->event;
  gboolean held = self->has_event;

  if (!held)
    g_signal_emit (self, signals[PENDING], 0, &event, &held);
  if (!held)
    return;
  sy_contracts_window_new_for_decision (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                        self->game, &event);
}

static void
sy_contracts_check_dispose (GObject *object)
{
  g_clear_object (&SY_CONTRACTS_CHECK (object)->game);

  G_OBJECT_CLASS (sy_contracts_check_parent_class)->dispose (object);
}

static void
sy_contracts_check_class_init (SyContractsCheckClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkButtonClass *button_class = GTK_BUTTON_CLASS (klass);

  object_class->dispose = sy_contracts_check_dispose;
  button_class->clicked = sy_contracts_check_clicked;

  /**
   * SyContractsCheck::pending:
   * @self: the button
   * @event: (type gpointer): the #SyEvent to fill in, the decision the form
   *   holds so far
   *
   * Asked when the button of a form is pressed: the form fills in @event.
   *
   * Returns: whether the form holds a decision yet
   */
  signals[PENDING] = g_signal_new ("pending", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   g_signal_accumulator_true_handled, NULL, NULL,
                                   G_TYPE_BOOLEAN, 1, G_TYPE_POINTER);
}

static void
sy_contracts_check_init (SyContractsCheck *self)
{
}

/* Shown only to a player on turn whose contracts were entered. */
static void
show_for_player_on_turn (SyContractsCheck *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  const SyPlayerState *player = sy_table_get_player (table, sy_table_get_current (table));

  gtk_widget_set_visible (GTK_WIDGET (self), (player->hand_known[0] && player->contracts[0] > 0)
                                             || (player->hand_known[1] && player->contracts[1] > 0));
}

static SyContractsCheck *
check_new (SyGame *game)
{
  SyContractsCheck *self = g_object_new (SY_TYPE_CONTRACTS_CHECK, NULL);

  self->game = g_object_ref (game);
  gtk_widget_set_name (GTK_WIDGET (self), "check-contracts");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self),
                               _("See, behind the privacy screen, what this would change for "
                                 "your hidden contracts"));
  show_for_player_on_turn (self);
  return self;
}

/**
 * sy_contracts_check_button_new:
 * @game: the game
 *
 * A button for a form that shows the player on turn, behind the privacy
 * screen, what the decision they are entering would change for their
 * hidden contracts; the form says what it holds through
 * #SyContractsCheck::pending.
 *
 * Returns: (transfer floating): the button
 */
GtkWidget *
sy_contracts_check_button_new (SyGame *game)
{
  SyContractsCheck *self;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  self = check_new (game);
  gtk_button_set_label (GTK_BUTTON (self), _("Check My _Contracts…"));
  gtk_button_set_use_underline (GTK_BUTTON (self), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self), "pill");
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  return GTK_WIDGET (self);
}

/**
 * sy_contracts_check_icon_new:
 * @game: the game
 * @event: the decision a row of choices sends, copied
 *
 * The same for one row of a list of choices, as a small button at its end.
 *
 * Returns: (transfer floating): the button
 */
GtkWidget *
sy_contracts_check_icon_new (SyGame        *game,
                             const SyEvent *event)
{
  SyContractsCheck *self;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);
  g_return_val_if_fail (event != NULL, NULL);

  self = check_new (game);
  self->has_event = TRUE;
  self->event = *event;
  gtk_button_set_icon_name (GTK_BUTTON (self), "view-reveal-symbolic");
  gtk_widget_add_css_class (GTK_WIDGET (self), "flat");
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Check My Contracts…"), -1);
  return GTK_WIDGET (self);
}

/**
 * sy_contracts_check_set_event:
 * @self: a check made by sy_contracts_check_icon_new()
 * @event: the decision its row now sends, copied
 *
 * The row's decision changed with the game: the check shows it, for the
 * player now on turn.
 */
void
sy_contracts_check_set_event (SyContractsCheck *self,
                              const SyEvent    *event)
{
  g_return_if_fail (SY_IS_CONTRACTS_CHECK (self));
  g_return_if_fail (self->has_event && event != NULL);

  self->event = *event;
  show_for_player_on_turn (self);
}

/**
 * sy_contracts_check_update:
 * @self: a check
 *
 * The game moved on under a form kept: the check is shown or hidden for
 * the player now on turn, as a check made anew would be.
 */
void
sy_contracts_check_update (SyContractsCheck *self)
{
  g_return_if_fail (SY_IS_CONTRACTS_CHECK (self));

  show_for_player_on_turn (self);
}
