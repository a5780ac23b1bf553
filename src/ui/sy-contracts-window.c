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

typedef struct {
  SyGame *game;
  guint player;
  SyEntrySendFunc send;
  gpointer user_data;

  GtkWidget *window;
  GtkWidget *stack;
  GtkWidget *scrolled;
  AdwToastOverlay *toasts;
  GPtrArray *checks[2];        /* the check buttons of a form, by colour */
  guint wanted[2];             /* how many to tick in each colour */
  gboolean discarding;
  GtkWidget *enter;
  gboolean has_decision;       /* shows what this would change, nothing else */
  SyEvent decision;
} ContractsData;

static void fill_private (ContractsData *data);

static void
contracts_data_free (gpointer pointer)
{
  ContractsData *data = pointer;

  g_clear_pointer (&data->checks[0], g_ptr_array_unref);
  g_clear_pointer (&data->checks[1], g_ptr_array_unref);
  g_clear_object (&data->game);
  g_free (data);
}

static const SyPlayerState *
owner (ContractsData *data)
{
  return &sy_game_get_table (data->game)->players[data->player];
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
check_row_new (ContractsData    *data,
               const SyContract *contract,
               guint             colour,
               const char       *prefix,
               const char       *note)
{
  GtkWidget *row = sy_contract_row_new (contract);
  GtkWidget *check = gtk_check_button_new ();
  g_autofree char *name = g_strdup_printf ("%s-%s", prefix, sy_contract_get_id (contract));

  if (note != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_label_new (note));

  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_widget_set_name (check, name);
  g_object_set_data (G_OBJECT (check), "contract", (gpointer) contract);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  g_ptr_array_add (data->checks[colour], check);
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
check_toggled_cb (GtkCheckButton *check,
                  ContractsData  *data)
{
  gboolean ready = TRUE;

  for (guint c = 0; c < 2; c++)
    ready &= count_ticked (data->checks[c]) == data->wanted[c];
  gtk_widget_set_sensitive (data->enter, ready);
}

static void
toast (ContractsData *data,
       const char    *message)
{
  adw_toast_overlay_add_toast (data->toasts, adw_toast_new (message));
}

/* Sends one event for each colour of the form; the engine checks each. */
static void
enter_clicked_cb (GtkButton     *button,
                  ContractsData *data)
{
  guint before = sy_game_get_position (data->game);

  for (guint c = 0; c < 2; c++)
    {
      SyEvent event = { 0, };

      if (data->wanted[c] == 0)
        continue;
      event.type = data->discarding ? SY_EVENT_DISCARD : SY_EVENT_DEAL;
      event.player = data->player;
      event.colour = c;
      event.count = data->wanted[c];
      for (guint i = 0; i < data->checks[c]->len; i++)
        {
          GtkCheckButton *check = g_ptr_array_index (data->checks[c], i);
          const SyContract *contract = g_object_get_data (G_OBJECT (check), "contract");

          if (gtk_check_button_get_active (check) && event.n_ids < G_N_ELEMENTS (event.ids))
            g_strlcpy (event.ids[event.n_ids++], sy_contract_get_id (contract), sizeof event.ids[0]);
        }
      data->send (&event, data->user_data);
    }
  if (sy_game_get_position (data->game) == before)
    toast (data, _("Nothing was entered: the table refused it."));
  fill_private (data);
}

/* The cards dealt to the owner, ticked from the edition's cards of the
 * colour. */
static void
add_deal_form (ContractsData *data,
               GtkWidget     *page)
{
  const SyPlayerState *player = owner (data);
  SyEdition edition = sy_game_get_edition (data->game);

  for (guint c = 0; c < 2; c++)
    {
      const SyContract *cards[MAX_CARDS];
      guint n;
      GtkWidget *group;
      g_autofree char *title = NULL;
      g_autofree char *description = NULL;

      if (player->hand_known[c] || player->contracts[c] == 0)
        continue;
      data->wanted[c] = player->contracts[c];
      n = sy_contracts_for_edition (edition, c + 1, cards, G_N_ELEMENTS (cards));
      title = deal_title (edition, c);
      description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "Tick the card you were dealt",
                                                  "Tick the %u cards you were dealt", player->contracts[c]),
                                     player->contracts[c]);
      group = sy_entry_group_new (page, title, description);
      for (guint i = 0; i < n; i++)
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), check_row_new (data, cards[i], c, "deal", NULL));
    }
}

/* The discard the schedule calls for, with what each card scores now and
 * which choice keeps the most. */
static void
add_discard_form (ContractsData *data,
                  GtkWidget     *page)
{
  const SyTable *table = sy_game_get_table (data->game);
  const SyPlayerState *player = owner (data);
  SyEdition edition = sy_game_get_edition (data->game);
  SyCardValues *values = sy_game_get_card_values (data->game);

  data->discarding = TRUE;
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
      data->wanted[c] = player->discards_due[c];
      title = discard_title (edition, c, player->discards_due[c]);

      /* The advice weighs only choices whose every card's value is known. */
      n_options = sy_table_discard_options (table, data->player, c, values, options, MAX_OPTIONS);
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
          if (sy_contract_score (contract, table, data->player, values, &points, NULL, NULL))
            now = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point now", "%u points now", points),
                                   points);
          else
            now = g_strdup (_("Value not known yet"));
          row = check_row_new (data, contract, c, "discard", now);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }
    }
}

static void
card_saved_cb (gpointer user_data)
{
  ContractsData *data = user_data;

  fill_private (data);
}

/* What each held card would score if the game ended now, and once the
 * finished ships waiting in the yard have sailed. */
static void
add_held (ContractsData *data,
          GtkWidget     *page)
{
  const SyTable *table = sy_game_get_table (data->game);
  SyCardValues *values = sy_game_get_card_values (data->game);
  SyPlayerTally now, after;
  guint launched, sum_after = 0;
  gboolean all_known = TRUE;
  GtkWidget *group;

  sy_table_tally_player (table, values, data->player, &now);
  if (now.n_contracts == 0)
    return;
  launched = sy_table_tally_after_launches (table, values, data->player, &after);
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
                                     sy_card_copy_button_new (data->game, contract, ct->missing_count, name,
                                                              card_saved_cb, data));
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
show_private (ContractsData *data,
              GtkWidget     *page)
{
  gtk_stack_remove (GTK_STACK (data->stack), gtk_stack_get_child_by_name (GTK_STACK (data->stack), "private"));
  gtk_stack_add_named (GTK_STACK (data->stack), page, "private");
  gtk_stack_set_visible_child_name (GTK_STACK (data->stack), "private");
}

/* The owner's page, worked out again after each change. */
static void
fill_private (ContractsData *data)
{
  const SyTable *table = sy_game_get_table (data->game);
  const SyPlayerState *player = owner (data);
  GtkWidget *page = adw_preferences_page_new ();
  gboolean discard_due = FALSE, deal_due = FALSE;
  GtkWidget *buttons;

  if (data->has_decision)
    {
      /* Never anyone else's contracts: the decision is the owner's only
       * while they are on turn. */
      if (table->current == data->player)
        sy_contracts_decision_fill (page, data->game, &data->decision, card_saved_cb, data);
      else
        gtk_widget_set_name (sy_entry_group_new (page, _("This Cannot Be Done"),
                                                 _("The turn has passed to another player.")),
                             "decision-refused");
      show_private (data, page);
      return;
    }

  for (guint c = 0; c < 2; c++)
    {
      g_clear_pointer (&data->checks[c], g_ptr_array_unref);
      data->checks[c] = g_ptr_array_new ();
      data->wanted[c] = 0;
      discard_due |= table->phase == SY_PHASE_DISCARD && player->hand_known[c] && player->discards_due[c] > 0;
      deal_due |= !player->hand_known[c] && player->contracts[c] > 0 && table->phase != SY_PHASE_OVER;
    }
  data->discarding = FALSE;
  data->enter = NULL;

  if (discard_due)
    add_discard_form (data, page);
  else if (deal_due)
    add_deal_form (data, page);

  if (data->wanted[0] + data->wanted[1] > 0)
    {
      buttons = adw_preferences_group_new ();
      data->enter = gtk_button_new_with_mnemonic (data->discarding ? _("_Discard") : _("_Enter My Contracts"));
      gtk_widget_set_name (data->enter, data->discarding ? "discard-enter" : "deal-enter");
      gtk_widget_add_css_class (data->enter, "pill");
      gtk_widget_add_css_class (data->enter, data->discarding ? "destructive-action" : "suggested-action");
      gtk_widget_set_halign (data->enter, GTK_ALIGN_CENTER);
      gtk_widget_set_sensitive (data->enter, FALSE);
      g_signal_connect (data->enter, "clicked", G_CALLBACK (enter_clicked_cb), data);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (buttons), data->enter);
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (buttons));
      for (guint c = 0; c < 2; c++)
        for (guint i = 0; i < data->checks[c]->len; i++)
          g_signal_connect (g_ptr_array_index (data->checks[c], i), "toggled",
                            G_CALLBACK (check_toggled_cb), data);
    }

  add_held (data, page);
  if (gtk_widget_get_first_child (page) == NULL || (!deal_due && !discard_due
                                                     && player->contracts[0] + player->contracts[1] == 0))
    sy_entry_group_new (page, _("No Contracts"), _("You hold no contracts."));

  show_private (data, page);
}

static void
reveal_clicked_cb (GtkButton     *button,
                   ContractsData *data)
{
  fill_private (data);
}

static void
hide_clicked_cb (GtkButton     *button,
                 ContractsData *data)
{
  gtk_window_destroy (GTK_WINDOW (data->window));
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
  ContractsData *data = g_new0 (ContractsData, 1);
  const char *name = sy_game_get_player_name (game, player);
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *hide = gtk_button_new_with_mnemonic (_("_Hide"));
  GtkWidget *privacy = adw_status_page_new ();
  GtkWidget *reveal;
  g_autofree char *pass = g_strdup_printf (_("Pass the Device to %s"), name);
  g_autofree char *reveal_label = g_strdup_printf (_("I Am %s: _Show My Contracts"), name);
  g_autofree char *title = g_strdup_printf (_("%s’s Contracts"), name);

  data->game = g_object_ref (game);
  data->player = player;
  data->send = send;
  data->user_data = user_data;
  data->window = window;

  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 520, 700);
  g_object_set_data_full (G_OBJECT (window), "contracts", data, contracts_data_free);

  gtk_widget_set_name (hide, "privacy-hide");
  gtk_widget_set_tooltip_text (hide, _("Close, leaving nothing of the contracts on screen"));
  g_signal_connect (hide, "clicked", G_CALLBACK (hide_clicked_cb), data);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), hide);
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);

  /* The privacy screen: the owner's colour and name, nothing else. */
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (privacy), "view-conceal-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (privacy), pass);
  adw_status_page_set_description (ADW_STATUS_PAGE (privacy),
                                   _("Everyone else, please look away: the contracts are hidden until the "
                                     "end of the game."));
  reveal = gtk_button_new_with_mnemonic (reveal_label);
  gtk_widget_set_name (reveal, "privacy-reveal");
  gtk_widget_add_css_class (reveal, "pill");
  gtk_widget_add_css_class (reveal, "suggested-action");
  gtk_widget_set_halign (reveal, GTK_ALIGN_CENTER);
  g_signal_connect (reveal, "clicked", G_CALLBACK (reveal_clicked_cb), data);
  {
    GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

    gtk_box_append (GTK_BOX (inner), sy_colour_swatch_new (sy_game_get_player_colour (game, player)));
    gtk_widget_set_halign (gtk_widget_get_first_child (inner), GTK_ALIGN_CENTER);
    gtk_box_append (GTK_BOX (inner), reveal);
    adw_status_page_set_child (ADW_STATUS_PAGE (privacy), inner);
  }

  data->stack = gtk_stack_new ();
  gtk_stack_set_transition_type (GTK_STACK (data->stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_stack_add_named (GTK_STACK (data->stack), privacy, "privacy");
  gtk_stack_add_named (GTK_STACK (data->stack), gtk_box_new (GTK_ORIENTATION_VERTICAL, 0), "private");
  gtk_widget_set_vexpand (data->stack, TRUE);

  data->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (data->toasts, data->stack);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (data->toasts));
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  return GTK_WINDOW (window);
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
  GtkWindow *window = sy_contracts_window_new (parent, game, sy_game_get_table (game)->current, NULL, NULL);
  ContractsData *data = g_object_get_data (G_OBJECT (window), "contracts");

  data->has_decision = TRUE;
  data->decision = *decision;
  return window;
}
