/* sy-contract-row.c: a contract card as its owner sees it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card's title, its own icon (icons/contracts, one a card) and its
 * rule in words, in the user's language; the points beside it in figures
 * that line up.
 */
#define G_LOG_DOMAIN "sy-contract-row"

#include "config.h"

#include <adwaita.h>

#include "sy-contract-row.h"

/**
 * sy_contract_icon_name:
 * @contract: a contract card
 *
 * Returns: (transfer full): the name of the card's own symbolic icon, in
 *   the application's resources
 */
char *
sy_contract_icon_name (const SyContract *contract)
{
  g_return_val_if_fail (contract != NULL, NULL);

  return g_strdup_printf ("sy-contract-%s-symbolic", sy_contract_get_id (contract));
}

/**
 * sy_contract_icon_new:
 * @contract: a contract card
 *
 * Returns: (transfer floating): the card's own icon, for a row's prefix;
 *   the row's title beside it says what it pictures
 */
GtkWidget *
sy_contract_icon_new (const SyContract *contract)
{
  g_autofree char *icon_name = sy_contract_icon_name (contract);
  GtkWidget *icon = gtk_image_new_from_icon_name (icon_name);

  gtk_widget_set_name (icon, "contract-icon");
  gtk_image_set_pixel_size (GTK_IMAGE (icon), 24);
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return icon;
}

/**
 * sy_contract_row_new:
 * @contract: a contract card
 * @edition: the game's edition, whose words the card's text uses
 *
 * Returns: (transfer floating): a row with the card's title, its rule and
 *   its icon
 */
GtkWidget *
sy_contract_row_new (const SyContract *contract,
                     SyEdition         edition)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sy_contract_get_title (contract, edition));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sy_contract_get_description (contract, edition));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), sy_contract_icon_new (contract));
  return row;
}

/**
 * sy_contract_points_label_new:
 * @text: points, in figures
 *
 * Returns: (transfer floating): a label for a row's suffix
 */
GtkWidget *
sy_contract_points_label_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}
