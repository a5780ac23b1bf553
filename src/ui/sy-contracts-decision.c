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
 */
#define G_LOG_DOMAIN "sy-contracts-decision"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-entry-rows.h"
#include "sy-contract-row.h"
#include "sy-contracts-decision.h"

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
static gboolean
add_card (GtkWidget            *group,
          SyGame               *game,
          const SyContractTally *before,
          const SyContractTally *after,
          SyCardTableSavedFunc  saved,
          gpointer              user_data)
{
  const SyContract *contract = sy_contract_find (after->id);
  GtkWidget *row;

  if (contract == NULL)
    return TRUE;
  row = sy_contract_row_new (contract);
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

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), why);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 sy_card_copy_button_new (game, contract, missing, name, saved, user_data));
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return before->known && after->known;
}

/**
 * sy_contracts_decision_fill:
 * @page: an #AdwPreferencesPage
 * @game: the game
 * @decision: the event the player on turn is about to enter
 * @saved: called once a card's missing values are copied
 * @user_data: data for @saved
 *
 * Adds to @page, for the eyes of the player on turn, what @decision would
 * change for each of their contracts, or why it cannot be taken.
 */
void
sy_contracts_decision_fill (GtkWidget            *page,
                            SyGame               *game,
                            const SyEvent        *decision,
                            SyCardTableSavedFunc  saved,
                            gpointer              user_data)
{
  const SyTable *table = sy_game_get_table (game);
  g_autofree SyContractsWhatIf *what = g_new0 (SyContractsWhatIf, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *launches = NULL;
  g_autofree char *total = NULL;
  GtkWidget *group, *row, *label;
  gboolean all_known = TRUE;

  g_return_if_fail (ADW_IS_PREFERENCES_PAGE (page));

  if (!sy_table_what_if_contracts (table, sy_game_get_card_values (game), decision, what, &error))
    {
      group = sy_entry_group_new (page, _("This Cannot Be Done"), error->message);
      gtk_widget_set_name (group, "decision-refused");
      return;
    }

  launches = describe_launches (what);
  group = sy_entry_group_new (page, _("What This Decision Changes"), launches);
  gtk_widget_set_name (group, "decision");
  for (guint i = 0; i < what->after.n_contracts && i < what->before.n_contracts; i++)
    all_known &= add_card (group, game, &what->before.contracts[i], &what->after.contracts[i],
                           saved, user_data);

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
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}
