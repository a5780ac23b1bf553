/* sy-contracts-window.c: one player's hidden contracts, behind a privacy
 * screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window first asks to pass the device to the owner; only once they
 * say so does it show their contracts, never anyone else's. There the
 * owner enters the cards dealt to them, makes a discard the schedule
 * calls for, seeing what each card would score now, and looks at what
 * their contracts are worth now and once their finished ships sail. Opened
 * from the form of a decision (parts to buy, an employee…), it shows only
 * what that decision would change. A card whose printed table the program
 * lacks is copied from the card.
 * Hide closes the window: nothing of the hand stays on screen.
 */
#define G_LOG_DOMAIN "sy-contracts-window"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-card-table-window.h"
#include "sy-colour.h"
#include "sy-contract-row.h"
#include "sy-contracts-decision.h"
#include "sy-contracts-window.h"
#include "sy-yard-view.h"

#define MAX_CARDS 32
#define MAX_OPTIONS 16

struct _SyContractsWindow
{
  AdwWindow parent_instance;

  SyGame *game;
  guint player;
  SyEntrySendFunc send;
  gpointer user_data;

  GPtrArray *checks[2];         /* the check buttons of a form, by colour */
  GPtrArray *cards[2];          /* the card each check names, in step */
  guint wanted[2];              /* how many to tick in each colour */
  gboolean discarding;
  GtkWidget *enter;
  gboolean has_decision;        /* shows what this would change, nothing else */
  SyEvent decision;

  /* Template widgets */
  AdwToastOverlay *toasts;
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

static void fill_private (SyContractsWindow *self);

static const SyPlayerState *
owner (SyContractsWindow *self)
{
  return &sy_game_get_table (self->game)->players[self->player];
}

/* A hand's colour: red (second edition) or green (first), and blue. */
typedef enum {
  HAND_RED,
  HAND_GREEN,
  HAND_BLUE,
} HandColour;

static HandColour
hand_colour (SyEdition edition,
             guint     colour)
{
  if (colour == 1)
    return HAND_BLUE;
  return edition == SY_EDITION_SECOND ? HAND_RED : HAND_GREEN;
}

/* Whole sentences for each colour, as languages agree words with it. */
static char *
deal_title (SyEdition edition,
            guint     colour)
{
  switch (hand_colour (edition, colour))
    {
    case HAND_RED:
      return g_strdup (_("Your Red Contracts"));
    case HAND_GREEN:
      return g_strdup (_("Your Green Contracts"));
    case HAND_BLUE:
    default:
      return g_strdup (_("Your Blue Contracts"));
    }
}

static char *
discard_title (SyEdition edition,
               guint     colour,
               guint     n)
{
  switch (hand_colour (edition, colour))
    {
    case HAND_RED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Discard %u Red Contract",
                                           "Discard %u Red Contracts", n), n);
    case HAND_GREEN:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Discard %u Green Contract",
                                           "Discard %u Green Contracts", n), n);
    case HAND_BLUE:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Discard %u Blue Contract",
                                           "Discard %u Blue Contracts", n), n);
    }
}

static GtkWidget *
check_row_new (SyContractsWindow *self,
               const SyContract  *contract,
               guint              colour,
               const char        *prefix,
               const char        *note)
{
  GtkWidget *row = sy_contract_row_new (contract);
  GtkWidget *check = gtk_check_button_new ();
  g_autofree char *name = g_strdup_printf ("%s-%s", prefix, sy_contract_get_id (contract));

  if (note != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_label_new (note));

  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_widget_set_name (check, name);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  g_ptr_array_add (self->checks[colour], check);
  g_ptr_array_add (self->cards[colour], (gpointer) contract);
  return row;
}

static guint
count_ticked (GPtrArray *checks)
{
  guint n = 0;

  for (guint i = 0; checks != NULL && i < checks->len; i++)
    n += gtk_check_button_get_active (g_ptr_array_index (checks, i));
  return n;
}

static void
check_toggled_cb (GtkCheckButton    *check,
                  SyContractsWindow *self)
{
  gboolean ready = TRUE;

  for (guint c = 0; c < 2; c++)
    ready &= count_ticked (self->checks[c]) == self->wanted[c];
  gtk_widget_set_sensitive (self->enter, ready);
}

static void
toast (SyContractsWindow *self,
       const char        *message)
{
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (message));
}

/* Sends one event for each colour of the form; the engine checks each. */
static void
enter_clicked_cb (GtkButton         *button,
                  SyContractsWindow *self)
{
  guint before = sy_game_get_position (self->game);

  for (guint c = 0; c < 2; c++)
    {
      SyEvent event = { 0, };

      if (self->wanted[c] == 0)
        continue;
      event.type = self->discarding ? SY_EVENT_DISCARD : SY_EVENT_DEAL;
      event.player = self->player;
      event.colour = c;
      event.count = self->wanted[c];
      for (guint i = 0; i < self->checks[c]->len; i++)
        {
          GtkCheckButton *check = g_ptr_array_index (self->checks[c], i);
          const SyContract *contract = g_ptr_array_index (self->cards[c], i);

          if (gtk_check_button_get_active (check) && event.n_ids < G_N_ELEMENTS (event.ids))
            g_strlcpy (event.ids[event.n_ids++], sy_contract_get_id (contract), sizeof event.ids[0]);
        }
      self->send (&event, self->user_data);
    }
  if (sy_game_get_position (self->game) == before)
    toast (self, _("Nothing was entered: the table refused it."));
  fill_private (self);
}

/* The cards dealt to the owner, ticked from the edition's cards of the
 * colour. */
static void
add_deal_form (SyContractsWindow *self,
               GtkWidget         *page)
{
  const SyPlayerState *player = owner (self);
  SyEdition edition = sy_game_get_edition (self->game);

  for (guint c = 0; c < 2; c++)
    {
      const SyContract *cards[MAX_CARDS];
      guint n;
      GtkWidget *group;
      g_autofree char *title = NULL;
      g_autofree char *description = NULL;

      if (player->hand_known[c] || player->contracts[c] == 0)
        continue;
      self->wanted[c] = player->contracts[c];
      n = sy_contracts_for_edition (edition, c + 1, cards, G_N_ELEMENTS (cards));
      title = deal_title (edition, c);
      description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "Tick the card you were dealt",
                                                  "Tick the %u cards you were dealt", player->contracts[c]),
                                     player->contracts[c]);
      group = sy_entry_group_new (page, title, description);
      for (guint i = 0; i < n; i++)
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), check_row_new (self, cards[i], c, "deal", NULL));
    }
}

/* The discard the schedule calls for, with what each card scores now and
 * which choice keeps the most. */
static void
add_discard_form (SyContractsWindow *self,
                  GtkWidget         *page)
{
  const SyTable *table = sy_game_get_table (self->game);
  const SyPlayerState *player = owner (self);
  SyEdition edition = sy_game_get_edition (self->game);
  SyCardValues *values = sy_game_get_card_values (self->game);

  self->discarding = TRUE;
  for (guint c = 0; c < 2; c++)
    {
      SyDiscardOption options[MAX_OPTIONS];
      guint n_options, best = 0;
      gboolean any_known = FALSE;
      GtkWidget *group;
      g_autofree char *title = NULL;
      g_autofree char *advice = NULL;
      g_autoptr(GString) kept = g_string_new (NULL);

      if (!player->hand_known[c] || player->discards_due[c] == 0)
        continue;
      self->wanted[c] = player->discards_due[c];
      title = discard_title (edition, c, player->discards_due[c]);

      /* The advice weighs only choices whose every card's value is known. */
      n_options = sy_table_discard_options (table, self->player, c, values, options, MAX_OPTIONS);
      for (guint o = 0; o < n_options; o++)
        if (options[o].known && (!any_known || options[o].points > options[best].points))
          {
            best = o;
            any_known = TRUE;
          }
      for (guint i = 0; any_known && i < player->contracts[c]; i++)
        if (options[best].keep & (1u << i))
          {
            const SyContract *contract = sy_contract_find (player->hand[c][i]);

            if (kept->len > 0)
              g_string_append (kept, _(", "));
            g_string_append (kept, contract != NULL ? sy_contract_get_title (contract) : player->hand[c][i]);
          }
      if (any_known)
        /* Translators: the discard that keeps the most points now,
         * “Keeping Lanterns, Ships scores the most now: 12 points.” */
        advice = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "Keeping %s scores the most now: %u point.",
                                               "Keeping %s scores the most now: %u points.",
                                               options[best].points),
                                  kept->str, options[best].points);
      group = sy_entry_group_new (page, title, advice);

      for (guint i = 0; i < player->contracts[c]; i++)
        {
          const SyContract *contract = sy_contract_find (player->hand[c][i]);
          GtkWidget *row;
          guint points = 0;
          g_autofree char *now = NULL;

          if (contract == NULL)
            continue;
          if (sy_contract_score (contract, table, self->player, values, &points, NULL, NULL))
            now = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point now", "%u points now", points),
                                   points);
          else
            now = g_strdup (_("Value not known yet"));
          row = check_row_new (self, contract, c, "discard", now);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }
    }
}

static void
card_saved_cb (gpointer user_data)
{
  SyContractsWindow *self = user_data;

  fill_private (self);
}

/* What each held card would score if the game ended now, and once the
 * finished ships waiting in the yard have sailed. */
static void
add_held (SyContractsWindow *self,
          GtkWidget         *page)
{
  const SyTable *table = sy_game_get_table (self->game);
  SyCardValues *values = sy_game_get_card_values (self->game);
  SyPlayerTally now, after;
  guint launched, sum_after = 0;
  gboolean all_known = TRUE;
  GtkWidget *group;

  sy_table_tally_player (table, values, self->player, &now);
  if (now.n_contracts == 0)
    return;
  launched = sy_table_tally_after_launches (table, values, self->player, &after);
  group = sy_entry_group_new (page, _("What Your Contracts Score Now"),
                     _("If the game ended now, with your fleet as it is"));

  for (guint i = 0; i < now.n_contracts; i++)
    {
      const SyContractTally *ct = &now.contracts[i];
      const SyContract *contract = sy_contract_find (ct->id);
      GtkWidget *row;

      if (contract == NULL)
        continue;
      row = sy_contract_row_new (contract);
      gtk_widget_set_name (row, "held-contract");
      if (ct->known)
        {
          g_autofree char *points = g_strdup_printf ("%u", ct->points);

          adw_action_row_add_suffix (ADW_ACTION_ROW (row), sy_contract_points_label_new (points));
          sum_after += after.contracts[i].known ? after.contracts[i].points : ct->points;
        }
      else
        {
          g_autofree char *name = g_strdup_printf ("copy-card-%s", ct->id);
          g_autofree char *why = g_strdup_printf (_("The card’s value for %u is not known yet"),
                                                  ct->missing_count);

          all_known = FALSE;
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), why);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                     sy_card_copy_button_new (self->game, contract, ct->missing_count, name,
                                                              card_saved_cb, self));
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  {
    GtkWidget *row = adw_action_row_new ();
    g_autofree char *total = g_strdup_printf ("%u", now.contracts_points);
    GtkWidget *label = sy_contract_points_label_new (total);

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                   all_known ? _("All your contracts") : _("The contracts whose value is known"));
    gtk_widget_add_css_class (label, "title-4");
    gtk_widget_set_name (label, "contracts-now");
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  }

  if (launched > 0)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *total = g_strdup_printf ("%u", sum_after);
      g_autofree char *change = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "Once your finished ship sails with the best fitting",
                                                              "Once your %u finished ships sail with the best fitting",
                                                              launched),
                                                 launched);
      GtkWidget *label = sy_contract_points_label_new (total);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), change);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_widget_set_name (label, "contracts-after");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

static void
show_private (SyContractsWindow *self,
              GtkWidget         *page)
{
  adw_bin_set_child (self->private_bin, page);
  gtk_stack_set_visible_child_name (self->stack, "private");
}

/* The owner's page, worked out again after each change. */
static void
fill_private (SyContractsWindow *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  const SyPlayerState *player = owner (self);
  GtkWidget *page = adw_preferences_page_new ();
  gboolean discard_due = FALSE, deal_due = FALSE;
  GtkWidget *buttons;

  if (self->has_decision)
    {
      /* Never anyone else's contracts: the decision is the owner's only
       * while they are on turn. */
      if (table->current == self->player)
        sy_contracts_decision_fill (page, self->game, &self->decision, card_saved_cb, self);
      else
        gtk_widget_set_name (sy_entry_group_new (page, _("This Cannot Be Done"),
                                                 _("The turn has passed to another player.")),
                             "decision-refused");
      show_private (self, page);
      return;
    }

  for (guint c = 0; c < 2; c++)
    {
      g_ptr_array_set_size (self->checks[c], 0);
      g_ptr_array_set_size (self->cards[c], 0);
      self->wanted[c] = 0;
      discard_due |= table->phase == SY_PHASE_DISCARD && player->hand_known[c] && player->discards_due[c] > 0;
      deal_due |= !player->hand_known[c] && player->contracts[c] > 0 && table->phase != SY_PHASE_OVER;
    }
  self->discarding = FALSE;
  self->enter = NULL;

  if (discard_due)
    add_discard_form (self, page);
  else if (deal_due)
    add_deal_form (self, page);

  if (self->wanted[0] + self->wanted[1] > 0)
    {
      buttons = adw_preferences_group_new ();
      self->enter = gtk_button_new_with_mnemonic (self->discarding ? _("_Discard") : _("_Enter My Contracts"));
      gtk_widget_set_name (self->enter, self->discarding ? "discard-enter" : "deal-enter");
      gtk_widget_add_css_class (self->enter, "pill");
      gtk_widget_add_css_class (self->enter, self->discarding ? "destructive-action" : "suggested-action");
      gtk_widget_set_halign (self->enter, GTK_ALIGN_CENTER);
      gtk_widget_set_sensitive (self->enter, FALSE);
      g_signal_connect (self->enter, "clicked", G_CALLBACK (enter_clicked_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (buttons), self->enter);
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (buttons));
      for (guint c = 0; c < 2; c++)
        for (guint i = 0; i < self->checks[c]->len; i++)
          g_signal_connect (g_ptr_array_index (self->checks[c], i), "toggled",
                            G_CALLBACK (check_toggled_cb), self);
    }

  add_held (self, page);
  if (gtk_widget_get_first_child (page) == NULL || (!deal_due && !discard_due
                                                     && player->contracts[0] + player->contracts[1] == 0))
    sy_entry_group_new (page, _("No Contracts"), _("You hold no contracts."));

  show_private (self, page);
}

static void
reveal_clicked_cb (GtkButton         *button,
                   SyContractsWindow *self)
{
  fill_private (self);
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

  for (guint c = 0; c < 2; c++)
    {
      g_clear_pointer (&self->checks[c], g_ptr_array_unref);
      g_clear_pointer (&self->cards[c], g_ptr_array_unref);
    }
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

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-contracts-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, privacy_page);
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, privacy_box);
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, SyContractsWindow, private_bin);
  gtk_widget_class_bind_template_callback (widget_class, reveal_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, hide_clicked_cb);
}

static void
sy_contracts_window_init (SyContractsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint c = 0; c < 2; c++)
    {
      self->checks[c] = g_ptr_array_new ();
      self->cards[c] = g_ptr_array_new ();
    }
}

/**
 * sy_contracts_window_new:
 * @parent: the main window
 * @game: the game
 * @player: the player whose contracts these are
 * @send: where the deal and discard events go
 * @user_data: data for @send
 *
 * Returns: (transfer none): the window, on its privacy screen
 */
GtkWindow *
sy_contracts_window_new (GtkWindow       *parent,
                         SyGame          *game,
                         guint            player,
                         SyEntrySendFunc  send,
                         gpointer         user_data)
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
  self->send = send;
  self->user_data = user_data;
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

  window = sy_contracts_window_new (parent, game, sy_game_get_table (game)->current, NULL, NULL);
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
