/* sy-entry-rows.c: the rows, lists and buttons every action form is made of
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-entry-rows"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-entry-rows.h"

/* Returns: (transfer full): the pieces of @supply in words, e.g.
 *   “1 smokestack, 1 crane, 1 sail” */
char *
sy_supply_describe (SyEdition       edition,
                    const SySupply *supply)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < SY_N_ITEMS; i++)
    {
      guint n = supply->count[i];

      if (n == 0)
        continue;
      if (text->len > 0)
        /* Translators: the separator between pieces in a list */
        g_string_append (text, _(", "));
      /* Translators: a number of pieces, e.g. “2 cannons” */
      g_string_append_printf (text, _("%u %s"), n, sy_item_get_plural (edition, (SyItem) i, n));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A boxed list of rows, as libadwaita lays out choices. */
GtkWidget *
sy_entry_list_new (void)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  return list;
}

/* An activatable row with a forward arrow: tapping it enters its event. */
GtkWidget *
sy_entry_row_new (const char *title,
                  const char *subtitle)
{
  return sy_entry_row_new_with_suffix (title, subtitle, NULL);
}

/**
 * sy_entry_row_new_with_suffix:
 * @title: the row's title
 * @subtitle: (nullable): its subtitle
 * @suffix: (nullable) (transfer floating): a widget before the arrow, such
 *   as a button of its own
 *
 * Returns: (transfer floating): the same row as sy_entry_row_new(), with
 *   @suffix
 */
GtkWidget *
sy_entry_row_new_with_suffix (const char *title,
                              const char *subtitle,
                              GtkWidget  *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (suffix != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  return row;
}

/* Enter in a spin button of a form: the form's main button, the first
 * found going out from the spin button, when it may be pressed. */
static void
spin_activated_cb (GtkWidget *text,
                   gpointer   user_data)
{
  for (GtkWidget *around = gtk_widget_get_parent (text); around != NULL;
       around = gtk_widget_get_parent (around))
    {
      GtkWidget *send = sy_entry_find_send_button (around);

      if (send == NULL)
        continue;
      if (gtk_widget_is_sensitive (send) && gtk_widget_get_mapped (send))
        gtk_widget_activate (send);
      return;
    }
}

/**
 * sy_entry_spin_row_new:
 * @title: the row's title, also the spin button's accessible name
 * @min: the smallest value
 * @max: the largest value
 * @spin_out: (out): the spin button
 *
 * Returns: (transfer floating): a row with a spin button at its end
 */
GtkWidget *
sy_entry_spin_row_new (const char     *title,
                       double          min,
                       double          max,
                       GtkSpinButton **spin_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  /* Enter in the number takes the form's main button, once the number is
   * taken (the spin button's own handler runs first). */
  for (GtkWidget *child = gtk_widget_get_first_child (spin); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TEXT (child))
      g_signal_connect_after (child, "activate", G_CALLBACK (spin_activated_cb), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  *spin_out = GTK_SPIN_BUTTON (spin);
  return row;
}

/**
 * sy_entry_group_new:
 * @page: an #AdwPreferencesPage
 * @title: the group's title
 * @description: (nullable): a line under it
 *
 * Returns: (transfer none): a group added at the end of @page
 */
GtkWidget *
sy_entry_group_new (GtkWidget  *page,
                    const char *title,
                    const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  return group;
}

/* Returns: (transfer floating): the pill button that sends a form */
GtkWidget *
sy_entry_send_button_new (const char *label)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_add_css_class (button, "pill");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  /* A tag, not state: the button is the form's main one, which Enter in
   * one of the form's numbers presses (sy_entry_find_send_button()). */
  g_object_set_data (G_OBJECT (button), "sy-send-button", GINT_TO_POINTER (TRUE));
  return button;
}

/**
 * sy_entry_find_send_button:
 * @form: an action's form
 *
 * Returns: (nullable) (transfer none): the form's main button, made by
 *   sy_entry_send_button_new(), or %NULL when it has none (a list of rows,
 *   one tap each)
 */
GtkWidget *
sy_entry_find_send_button (GtkWidget *form)
{
  if (g_object_get_data (G_OBJECT (form), "sy-send-button") != NULL)
    return form;
  for (GtkWidget *child = gtk_widget_get_first_child (form); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = sy_entry_find_send_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Returns: (transfer full): a price in the edition's money, “free” or
 *   “2 guilders” (second edition), “2 coins” (first) */
char *
sy_entry_describe_price (SyEdition edition,
                         guint     price)
{
  return sy_words_price (edition, price);
}
