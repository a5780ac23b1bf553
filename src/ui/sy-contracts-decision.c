/* sy-contracts-decision.c: what a pending decision would change for the
 * hidden contracts of the player on turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shown behind the privacy screen, from the form where the decision is
 * being entered (parts to buy, a goods tile, an employee…): each held
 * card's points as things are and once the decision is taken, with the
 * finished ships sailing as the engine proposes. The engine works out
 * both (sy_table_what_if_contracts()); this page only lays them out.
 * Should the turn have passed to another player, it shows nothing of
 * anyone's contracts.
 */
#define G_LOG_DOMAIN "sy-contracts-decision"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-card-table-window.h"
#include "sy-contract-row.h"
#include "sy-contracts-decision.h"

struct _SyContractsDecisionPage
{
  AdwPreferencesPage parent_instance;

  SyGame *game;
  guint player;
  SyEvent decision;

  /* Template widgets */
  AdwPreferencesGroup *refused_group;
  AdwPreferencesGroup *changes_group;
};

G_DEFINE_FINAL_TYPE (SyContractsDecisionPage, sy_contracts_decision_page, ADW_TYPE_PREFERENCES_PAGE)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* “3”, or “0 → 3” when the decision changes it. */
static char *
describe_change (guint before,
                 guint after)
{
  if (before == after)
    return g_strdup_printf ("%u", before);
  /* Translators: a card's points before and after a decision, “0 → 3” */
  return g_strdup_printf (_("%u → %u"), before, after);
}

/* What the sailing ships mean for the figures, in one sentence. */
static char *
describe_launches (const SyContractsWhatIf *what)
{
  if (what->waiting_after > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The ship it finishes sails only after your main action, so "
                                         "it is not counted here.",
                                         "The %u ships it finishes sail only after your main action, so "
                                         "they are not counted here.",
                                         what->waiting_after),
                            what->waiting_after);
  if (what->launched_after > what->launched_before)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Counted once the ship it finishes sails with the best fitting.",
                                         "Counted once the %u ships it finishes sail with the best fitting.",
                                         what->launched_after - what->launched_before),
                            what->launched_after - what->launched_before);
  if (what->launched_after > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Counted once your finished ship sails with the best fitting.",
                                         "Counted once your %u finished ships sail with the best fitting.",
                                         what->launched_after),
                            what->launched_after);
  return g_strdup (_("Contracts count only the ships of your fleet and what you hold at the end."));
}

/* Returns: whether the card's points are known before and after */
static void
card_saved_cb (gpointer user_data)
{
  g_signal_emit (user_data, signals[CHANGED], 0);
}

static gboolean
add_card (SyContractsDecisionPage *self,
          const SyContractTally   *before,
          const SyContractTally   *after)
{
  const SyContract *contract = sy_contract_find (after->id);
  GtkWidget *row;

  if (contract == NULL)
    return TRUE;
  row = sy_contract_row_new (contract, sy_game_get_edition (self->game));
  gtk_widget_set_name (row, "decision-contract");
  if (before->known && after->known)
    {
      g_autofree char *change = describe_change (before->points, after->points);
      GtkWidget *label = sy_contract_points_label_new (change);

      gtk_widget_set_name (label, "decision-points");
      if (before->points != after->points)
        gtk_widget_add_css_class (label, after->points > before->points ? "success" : "warning");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  else
    {
      guint missing = after->known ? before->missing_count : after->missing_count;
      g_autofree char *name = g_strdup_printf ("copy-card-%s", after->id);
      g_autofree char *why = g_strdup_printf (_("The card’s value for %u is not known yet"), missing);
      GtkWidget *copy = sy_card_copy_button_new (self->game, contract, missing, name);

      g_signal_connect_object (copy, "saved", G_CALLBACK (card_saved_cb), self, G_CONNECT_SWAPPED);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), why);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), copy);
    }
  adw_preferences_group_add (self->changes_group, row);
  return before->known && after->known;
}

static void
refuse (SyContractsDecisionPage *self,
        const char              *why)
{
  adw_preferences_group_set_description (self->refused_group, why);
  gtk_widget_set_visible (GTK_WIDGET (self->refused_group), TRUE);
}

/* Lays out what the decision changes, or why it cannot be taken. */
static void
fill (SyContractsDecisionPage *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  g_autofree SyContractsWhatIf *what = g_new0 (SyContractsWhatIf, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *launches = NULL;
  g_autofree char *total = NULL;
  GtkWidget *row, *label;
  gboolean all_known = TRUE;

  /* Never anyone else's contracts: the decision is the owner's only while
   * they are on turn. */
  if (sy_table_get_current (table) != self->player)
    {
      refuse (self, _("The turn has passed to another player."));
      return;
    }
  if (!sy_table_what_if_contracts (table, sy_game_get_card_values (self->game), &self->decision,
                                   what, &error))
    {
      refuse (self, error->message);
      return;
    }

  launches = describe_launches (what);
  adw_preferences_group_set_description (self->changes_group, launches);
  gtk_widget_set_visible (GTK_WIDGET (self->changes_group), TRUE);
  for (guint i = 0; i < what->after.n_contracts && i < what->before.n_contracts; i++)
    all_known &= add_card (self, &what->before.contracts[i], &what->after.contracts[i]);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 !all_known ? _("The contracts whose value is known")
                                 : what->before.contracts_points == what->after.contracts_points
                                 ? _("No change to your contracts")
                                 : _("All your contracts"));
  total = describe_change (what->before.contracts_points, what->after.contracts_points);
  label = sy_contract_points_label_new (total);
  gtk_widget_add_css_class (label, "title-4");
  gtk_widget_set_name (label, "decision-total");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (self->changes_group, row);
}

static void
sy_contracts_decision_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SY_TYPE_CONTRACTS_DECISION_PAGE);
  G_OBJECT_CLASS (sy_contracts_decision_page_parent_class)->dispose (object);
}

static void
sy_contracts_decision_page_finalize (GObject *object)
{
  SyContractsDecisionPage *self = SY_CONTRACTS_DECISION_PAGE (object);

  g_clear_object (&self->game);
  G_OBJECT_CLASS (sy_contracts_decision_page_parent_class)->finalize (object);
}

static void
sy_contracts_decision_page_class_init (SyContractsDecisionPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_contracts_decision_page_dispose;
  object_class->finalize = sy_contracts_decision_page_finalize;

  /**
   * SyContractsDecisionPage::changed:
   * @self: the page
   *
   * A card's values were copied: the page is out of date.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/sy-contracts-decision.ui");
  gtk_widget_class_bind_template_child (widget_class, SyContractsDecisionPage, refused_group);
  gtk_widget_class_bind_template_child (widget_class, SyContractsDecisionPage, changes_group);
}

static void
sy_contracts_decision_page_init (SyContractsDecisionPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sy_contracts_decision_page_new:
 * @game: the game
 * @player: the player who was on turn when the decision was shown
 * @decision: the event they are about to enter
 *
 * Returns: (transfer floating): for the eyes of @player, what @decision
 *   would change for each of their contracts, or why it cannot be taken
 */
GtkWidget *
sy_contracts_decision_page_new (SyGame        *game,
                                guint          player,
                                const SyEvent *decision)
{
  SyContractsDecisionPage *self;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);
  g_return_val_if_fail (decision != NULL, NULL);

  self = g_object_new (SY_TYPE_CONTRACTS_DECISION_PAGE, NULL);
  self->game = g_object_ref (game);
  self->player = player;
  self->decision = *decision;
  fill (self);
  return GTK_WIDGET (self);
}
