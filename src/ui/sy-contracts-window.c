/* sy-contracts-window.c: one player's hidden contracts, behind a privacy
 * screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window first asks to pass the device to the owner; only once they
 * say so does it show their contracts, never anyone else's: their hand
 * (sy-contracts-hand-page.c), where they enter the cards dealt to them,
 * make a discard the schedule calls for and see what their contracts are
 * worth; or, opened from the form of a decision (parts to buy, an
 * employee…), only what that decision would change
 * (sy-contracts-decision.c). Each time the hand changes, the page is made
 * again, except after a discard: the device is then passed on, so the
 * window goes back to its privacy screen and drops the page. Hide closes
 * the window: nothing of the hand stays on screen.
 */
#define G_LOG_DOMAIN "sy-contracts-window"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-colour.h"
#include "sy-contracts-decision.h"
#include "sy-contracts-hand-page.h"
#include "sy-contracts-window.h"

struct _SyContractsWindow
{
  AdwWindow parent_instance;

  SyGame *game;
  guint player;
  gboolean has_decision;        /* shows what this would change, nothing else */
  SyEvent decision;

  /* Template widgets */
  GtkRevealer *message_revealer;
  GtkLabel *message_label;
  GtkStack *stack;
  AdwStatusPage *privacy_page;
  GtkBox *privacy_box;
  GtkButton *reveal_button;
  AdwBin *private_bin;
};

G_DEFINE_FINAL_TYPE (SyContractsWindow, sy_contracts_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SEND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void show_private (SyContractsWindow *self);

static void
hand_send_cb (SyContractsHandPage *page,
              const SyEvent       *event,
              SyContractsWindow   *self)
{
  g_signal_emit (self, signals[SEND], 0, event);
}

/* Back behind the privacy screen, with nothing of the hand left in the
 * window. */
static void
show_privacy (SyContractsWindow *self)
{
  gtk_stack_set_visible_child_name (self->stack, "privacy");
  adw_bin_set_child (self->private_bin, NULL);
}

/* A message in the bar over the page, whole, wrapped at any width: it
 * stays until closed or replaced. */
static void
tell (SyContractsWindow *self,
      const char        *message)
{
  gtk_label_set_label (self->message_label, message);
  gtk_revealer_set_reveal_child (self->message_revealer, TRUE);
}

static void
message_close_clicked_cb (GtkButton         *button,
                          SyContractsWindow *self)
{
  gtk_revealer_set_reveal_child (self->message_revealer, FALSE);
  gtk_label_set_label (self->message_label, "");
}

/* Something was entered or copied: the owner's page is made again; once
 * a discard is entered, the window hides the hand until asked again. */
static void
hand_changed_cb (SyContractsHandPage *page,
                 gboolean             entered,
                 SyContractsWindow   *self)
{
  if (!entered)
    tell (self, _("Nothing was entered: the table refused it."));
  else if (sy_contracts_hand_page_get_discarded (page))
    {
      show_privacy (self);
      tell (self, _("The discard is entered and the contracts are hidden."));
      return;
    }
  show_private (self);
}

static void
decision_changed_cb (SyContractsDecisionPage *page,
                     SyContractsWindow       *self)
{
  show_private (self);
}

/* The owner's page, as things are now. */
static void
show_private (SyContractsWindow *self)
{
  GtkWidget *page;

  if (self->has_decision)
    {
      page = sy_contracts_decision_page_new (self->game, self->player, &self->decision);
      g_signal_connect_object (page, "changed", G_CALLBACK (decision_changed_cb), self, 0);
    }
  else
    {
      page = sy_contracts_hand_page_new (self->game, self->player);
      g_signal_connect_object (page, "send", G_CALLBACK (hand_send_cb), self, 0);
      g_signal_connect_object (page, "changed", G_CALLBACK (hand_changed_cb), self, 0);
    }
  adw_bin_set_child (self->private_bin, page);
  gtk_stack_set_visible_child_name (self->stack, "private");
}

static void
reveal_clicked_cb (GtkButton         *button,
                   SyContractsWindow *self)
{
  show_private (self);
}

static void
hide_clicked_cb (GtkButton         *button,
                 SyContractsWindow *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
sy_contracts_window_constructed (GObject *object)
{
  SyContractsWindow *self = SY_CONTRACTS_WINDOW (object);
  const char *name = sy_game_get_player_name (self->game, self->player);
  GtkWidget *swatch = sy_colour_swatch_new (sy_game_get_player_colour (self->game, self->player));
  g_autofree char *pass = g_strdup_printf (_("Pass the Device to %s"), name);
  g_autofree char *reveal = g_strdup_printf (_("I Am %s: _Show My Contracts"), name);
  g_autofree char *title = g_strdup_printf (_("%s’s Contracts"), name);

  G_OBJECT_CLASS (sy_contracts_window_parent_class)->constructed (object);

  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_status_page_set_title (self->privacy_page, pass);
  gtk_button_set_label (self->reveal_button, reveal);
  gtk_widget_set_halign (swatch, GTK_ALIGN_CENTER);
  gtk_box_prepend (self->privacy_box, swatch);
}

static void
sy_contracts_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SY_TYPE_CONTRACTS_WINDOW);
  G_OBJECT_CLASS (sy_contracts_window_parent_class)->dispose (object);
}

static void
sy_contracts_window_finalize (GObject *object)
{
  SyContractsWindow *self = SY_CONTRACTS_WINDOW (object);

  g_clear_object (&self->game);
  G_OBJECT_CLASS (sy_contracts_window_parent_class)->finalize (object);
}

static void
sy_contracts_window_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SyContractsWindow *self = SY_CONTRACTS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PLAYER:
      g_value_set_uint (value, self->player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_contracts_window_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  SyContractsWindow *self = SY_CONTRACTS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_PLAYER:
      self->player = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_contracts_window_class_init (SyContractsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_contracts_window_constructed;
  object_class->dispose = sy_contracts_window_dispose;
  object_class->finalize = sy_contracts_window_finalize;
  object_class->get_property = sy_contracts_window_get_property;
  object_class->set_property = sy_contracts_window_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] =
    g_param_spec_uint ("player", NULL, NULL, 0, SY_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyContractsWindow::send:
   * @self: the window
   * @event: (type SyEvent): the deal or discard entered, valid only
   *   during the emission
   *
   * The player entered a deal or a discard behind the privacy screen;
   * whoever opened the window hands it on to the game.
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/sy-contracts-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, message_revealer);
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, message_label);
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, privacy_page);
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, privacy_box);
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, private_bin);
  gtk_widget_class_bind_template_callback (widget_class, reveal_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, hide_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, message_close_clicked_cb);
}

static void
sy_contracts_window_init (SyContractsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sy_contracts_window_new:
 * @parent: the main window
 * @game: the game
 * @player: the player whose contracts these are
 *
 * The deal and discard events entered go out through
 * #SyContractsWindow::send.
 *
 * Returns: (transfer none): the window, on its privacy screen
 */
GtkWindow *
sy_contracts_window_new (GtkWindow *parent,
                         SyGame    *game,
                         guint      player)
{
  SyContractsWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (SY_IS_GAME (game), NULL);
  g_return_val_if_fail (player < sy_game_get_n_players (game), NULL);

  self = g_object_new (SY_TYPE_CONTRACTS_WINDOW,
                       "game", game,
                       "player", player,
                       "transient-for", parent,
                       NULL);
  gtk_window_present (GTK_WINDOW (self));
  return GTK_WINDOW (self);
}

/**
 * sy_contracts_window_new_for_decision:
 * @parent: the main window
 * @game: the game
 * @decision: an event the player on turn is about to enter
 *
 * The same privacy screen, behind which the player on turn sees only what
 * @decision would change for their contracts.
 *
 * Returns: (transfer none): the window, on its privacy screen
 */
GtkWindow *
sy_contracts_window_new_for_decision (GtkWindow     *parent,
                                      SyGame        *game,
                                      const SyEvent *decision)
{
  GtkWindow *window;
  SyContractsWindow *self;

  g_return_val_if_fail (decision != NULL, NULL);

  window = sy_contracts_window_new (parent, game, sy_table_get_current (sy_game_get_table (game)));
  self = SY_CONTRACTS_WINDOW (window);
  self->has_decision = TRUE;
  self->decision = *decision;
  return window;
}

/**
 * sy_contracts_window_get_game:
 * @self: a #SyContractsWindow
 *
 * Returns: (transfer none): the game whose contracts these are
 */
SyGame *
sy_contracts_window_get_game (SyContractsWindow *self)
{
  g_return_val_if_fail (SY_IS_CONTRACTS_WINDOW (self), NULL);

  return self->game;
}

/**
 * sy_contracts_window_get_player:
 * @self: a #SyContractsWindow
 *
 * Returns: the player whose contracts these are
 */
guint
sy_contracts_window_get_player (SyContractsWindow *self)
{
  g_return_val_if_fail (SY_IS_CONTRACTS_WINDOW (self), 0);

  return self->player;
}
