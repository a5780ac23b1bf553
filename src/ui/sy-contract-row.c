/* sy-contract-row.c: a contract card as its owner sees it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card's title, the pictures printed on it and its rule in words, in
 * the user's language; the points beside it in figures that line up.
 */
#define G_LOG_DOMAIN "sy-contract-row"

#include "config.h"

#include <adwaita.h>

#include "sy-contract-row.h"
#include "sy-yard-view.h"

/**
 * sy_contract_row_new:
 * @contract: a contract card
 * @edition: the game's edition, whose words the card's text uses
 *
 * Returns: (transfer floating): a row with the card's title, its rule and
 *   its pictures
 */
GtkWidget *
sy_contract_row_new (const SyContract *contract,
                     SyEdition         edition)
{
  GtkWidget *row = adw_action_row_new ();
  SySymbol symbols[4];
  guint n = sy_contract_get_pictures (contract, symbols, G_N_ELEMENTS (symbols));
  GtkWidget *pictures;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sy_contract_get_title (contract, edition));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sy_contract_get_description (contract, edition));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  if (n == 0)
    return row;
  pictures = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  for (guint i = 0; i < n; i++)
    gtk_box_append (GTK_BOX (pictures), sy_symbol_icon_new (symbols[i]));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), pictures);
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
