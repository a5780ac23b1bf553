/* sy-contracts-hand-page.c: the owner's hand behind the privacy screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The owner enters the cards dealt to them, or makes a discard the
 * schedule calls for, seeing what each card would score now; then what
 * their contracts are worth now and once their finished ships sail. A card
 * whose printed table the program lacks is copied from the card. The page
 * shows the hand as it is when made: once something is entered, the
 * window makes a new one.
 */
#define G_LOG_DOMAIN "sy-contracts-hand-page"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-card-table-window.h"
#include "sy-contract-row.h"
#include "sy-contracts-hand-page.h"

#define MAX_CARDS 32
#define MAX_OPTIONS 16

struct _SyContractsHandPage
{
  AdwPreferencesPage parent_instance;

  SyGame *game;
  guint player;

  GPtrArray *checks[2];         /* the check buttons of the form, by colour */
  GPtrArray *cards[2];          /* the card each check names, in step */
  guint wanted[2];              /* how many to tick in each colour */
  gboolean discarding;
  gboolean discarded;           /* the table took the discard entered */
  GtkWidget *enter;             /* the form's button, once there is a form */

  /* Template widgets */
  AdwPreferencesGroup *form_group_0;
  AdwPreferencesGroup *form_group_1;
  AdwPreferencesGroup *enter_group;
  GtkWidget *deal_button;
  GtkWidget *discard_button;
  AdwPreferencesGroup *held_group;
  AdwPreferencesGroup *empty_group;
};

G_DEFINE_FINAL_TYPE (SyContractsHandPage, sy_contracts_hand_page, ADW_TYPE_PREFERENCES_PAGE)

enum {
  SEND,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const SyPlayerState *
owner (SyContractsHandPage *self)
{
  return sy_table_get_player (sy_game_get_table (self->game), self->player);
}

/* The form's group for @colour, shown with @title and @description. */
static AdwPreferencesGroup *
form_group (SyContractsHandPage *self,
            guint                colour,
            const char          *title,
            const char          *description)
{
  AdwPreferencesGroup *group = colour == 0 ? self->form_group_0 : self->form_group_1;

  adw_preferences_group_set_title (group, title);
  adw_preferences_group_set_description (group, description);
  gtk_widget_set_visible (GTK_WIDGET (group), TRUE);
  return group;
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
check_row_new (SyContractsHandPage *self,
               const SyContract    *contract,
               guint                colour,
               const char          *prefix,
               const char          *note)
{
  GtkWidget *row = sy_contract_row_new (contract, sy_game_get_edition (self->game));
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
check_toggled_cb (GtkCheckButton      *check,
                  SyContractsHandPage *self)
{
  gboolean ready = TRUE;

  for (guint c = 0; c < 2; c++)
    ready &= count_ticked (self->checks[c]) == self->wanted[c];
  gtk_widget_set_sensitive (self->enter, ready);
}

/* Sends one event for each colour of the form; the engine checks each. */
static void
enter_clicked_cb (GtkButton           *button,
                  SyContractsHandPage *self)
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
      g_signal_emit (self, signals[SEND], 0, &event);
    }
  self->discarded = self->discarding && sy_game_get_position (self->game) != before;
  g_signal_emit (self, signals[CHANGED], 0, sy_game_get_position (self->game) != before);
}

/* The cards dealt to the owner, ticked from the edition's cards of the
 * colour. */
static void
add_deal_form (SyContractsHandPage *self)
{
  const SyPlayerState *player = owner (self);
  SyEdition edition = sy_game_get_edition (self->game);

  for (guint c = 0; c < 2; c++)
    {
      const SyContract *cards[MAX_CARDS];
      guint n;
      AdwPreferencesGroup *group;
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
      group = form_group (self, c, title, description);
      for (guint i = 0; i < n; i++)
        adw_preferences_group_add (group, check_row_new (self, cards[i], c, "deal", NULL));
    }
}

/* The discard the schedule calls for, with what each card scores now and
 * which choice keeps the most. */
static void
add_discard_form (SyContractsHandPage *self)
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
      AdwPreferencesGroup *group;
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
            g_string_append (kept, contract != NULL ? sy_contract_get_title (contract, edition)
                                                    : player->hand[c][i]);
          }
      if (any_known)
        /* Translators: the discard that keeps the most points now,
         * “Keeping Lanterns, Ships scores the most now: 12 points.” */
        advice = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "Keeping %s scores the most now: %u point.",
                                               "Keeping %s scores the most now: %u points.",
                                               options[best].points),
                                  kept->str, options[best].points);
      group = form_group (self, c, title, advice);

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
          adw_preferences_group_add (group, row);
        }
    }
}

static void
card_saved_cb (gpointer user_data)
{
  g_signal_emit (user_data, signals[CHANGED], 0, TRUE);
}

/* What each held card would score if the game ended now, and once the
 * finished ships waiting in the yard have sailed. */
static void
add_held (SyContractsHandPage *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  SyCardValues *values = sy_game_get_card_values (self->game);
  SyPlayerTally now, after;
  guint launched, sum_after = 0;
  gboolean all_known = TRUE;
  AdwPreferencesGroup *group = self->held_group;

  sy_table_tally_player (table, values, self->player, &now);
  if (now.n_contracts == 0)
    return;
  launched = sy_table_tally_after_launches (table, values, self->player, &after);
  gtk_widget_set_visible (GTK_WIDGET (group), TRUE);

  for (guint i = 0; i < now.n_contracts; i++)
    {
      const SyContractTally *ct = &now.contracts[i];
      const SyContract *contract = sy_contract_find (ct->id);
      GtkWidget *row;

      if (contract == NULL)
        continue;
      row = sy_contract_row_new (contract, sy_game_get_edition (self->game));
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
          GtkWidget *copy;

          all_known = FALSE;
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), why);
          copy = sy_card_copy_button_new (self->game, contract, ct->missing_count, name);
          g_signal_connect_object (copy, "saved", G_CALLBACK (card_saved_cb), self, G_CONNECT_SWAPPED);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), copy);
        }
      adw_preferences_group_add (group, row);
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
    adw_preferences_group_add (group, row);
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
      adw_preferences_group_add (group, row);
    }
}

/* Lays out the hand as it is now. */
static void
fill (SyContractsHandPage *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  const SyPlayerState *player = owner (self);
  gboolean discard_due = FALSE, deal_due = FALSE;

  for (guint c = 0; c < 2; c++)
    {
      discard_due |= sy_table_get_phase (table) == SY_PHASE_DISCARD && player->hand_known[c]
                     && player->discards_due[c] > 0;
      deal_due |= !player->hand_known[c] && player->contracts[c] > 0
                  && sy_table_get_phase (table) != SY_PHASE_OVER;
    }
  if (discard_due)
    add_discard_form (self);
  else if (deal_due)
    add_deal_form (self);

  if (self->wanted[0] + self->wanted[1] > 0)
    {
      self->enter = self->discarding ? self->discard_button : self->deal_button;
      gtk_widget_set_visible (self->enter, TRUE);
      gtk_widget_set_visible (GTK_WIDGET (self->enter_group), TRUE);
      for (guint c = 0; c < 2; c++)
        for (guint i = 0; i < self->checks[c]->len; i++)
          g_signal_connect (g_ptr_array_index (self->checks[c], i), "toggled",
                            G_CALLBACK (check_toggled_cb), self);
    }

  add_held (self);
  if (!deal_due && !discard_due && player->contracts[0] + player->contracts[1] == 0)
    gtk_widget_set_visible (GTK_WIDGET (self->empty_group), TRUE);
}

static void
sy_contracts_hand_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SY_TYPE_CONTRACTS_HAND_PAGE);
  G_OBJECT_CLASS (sy_contracts_hand_page_parent_class)->dispose (object);
}

static void
sy_contracts_hand_page_finalize (GObject *object)
{
  SyContractsHandPage *self = SY_CONTRACTS_HAND_PAGE (object);

  for (guint c = 0; c < 2; c++)
    {
      g_clear_pointer (&self->checks[c], g_ptr_array_unref);
      g_clear_pointer (&self->cards[c], g_ptr_array_unref);
    }
  g_clear_object (&self->game);
  G_OBJECT_CLASS (sy_contracts_hand_page_parent_class)->finalize (object);
}

static void
sy_contracts_hand_page_class_init (SyContractsHandPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_contracts_hand_page_dispose;
  object_class->finalize = sy_contracts_hand_page_finalize;

  /**
   * SyContractsHandPage::send:
   * @self: the page
   * @event: (type gpointer): the deal or discard entered, a #SyEvent valid
   *   during the emission
   *
   * The owner entered a deal or a discard: one emission for each colour.
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /**
   * SyContractsHandPage::changed:
   * @self: the page
   * @entered: whether the table took what was entered
   *
   * The hand or a card's values changed: the page is out of date.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/sy-contracts-hand-page.ui");
  gtk_widget_class_bind_template_child (widget_class, SyContractsHandPage, form_group_0);
  gtk_widget_class_bind_template_child (widget_class, SyContractsHandPage, form_group_1);
  gtk_widget_class_bind_template_child (widget_class, SyContractsHandPage, enter_group);
  gtk_widget_class_bind_template_child (widget_class, SyContractsHandPage, deal_button);
  gtk_widget_class_bind_template_child (widget_class, SyContractsHandPage, discard_button);
  gtk_widget_class_bind_template_child (widget_class, SyContractsHandPage, held_group);
  gtk_widget_class_bind_template_child (widget_class, SyContractsHandPage, empty_group);
  gtk_widget_class_bind_template_callback (widget_class, enter_clicked_cb);
}

static void
sy_contracts_hand_page_init (SyContractsHandPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint c = 0; c < 2; c++)
    {
      self->checks[c] = g_ptr_array_new ();
      self->cards[c] = g_ptr_array_new ();
    }
}

/**
 * sy_contracts_hand_page_get_discarded:
 * @self: a #SyContractsHandPage
 *
 * Returns: whether the table took a discard entered on this page
 */
gboolean
sy_contracts_hand_page_get_discarded (SyContractsHandPage *self)
{
  g_return_val_if_fail (SY_IS_CONTRACTS_HAND_PAGE (self), FALSE);

  return self->discarded;
}

/**
 * sy_contracts_hand_page_new:
 * @game: the game
 * @player: the owner of the hand
 *
 * Returns: (transfer floating): @player's hand as it is now, with the
 *   deal or discard form due, for their eyes only
 */
GtkWidget *
sy_contracts_hand_page_new (SyGame *game,
                            guint   player)
{
  SyContractsHandPage *self;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);
  g_return_val_if_fail (player < sy_game_get_n_players (game), NULL);

  self = g_object_new (SY_TYPE_CONTRACTS_HAND_PAGE, NULL);
  self->game = g_object_ref (game);
  self->player = player;
  fill (self);
  return GTK_WIDGET (self);
}
