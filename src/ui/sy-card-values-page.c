/* sy-card-values-page.c: the contract card values the user copied, in
 * Preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every contract card that prints a table is listed with what its owner
 * copied from it so far; each can be opened in the same grid it was
 * copied into, to check it against the card and correct it.
 */
#define G_LOG_DOMAIN "sy-card-values-page"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-card-table-window.h"
#include "sy-card-values-page.h"

#define MAX_CARDS 64

struct _SyCardValuesPage
{
  AdwPreferencesPage parent_instance;

  GPtrArray *rows;              /* the cards' rows, to fill the group again */
  GPtrArray *edits;             /* each row's edit button, */
  GPtrArray *cards;             /* and the card it opens, in step */

  /* Template widgets */
  AdwPreferencesGroup *group;
};

G_DEFINE_FINAL_TYPE (SyCardValuesPage, sy_card_values_page, ADW_TYPE_PREFERENCES_PAGE)

static void fill_group (SyCardValuesPage *self);

/* What the user copied from @contract, “3: 7, 4: 9”, or %NULL. */
static char *
describe_copied (const SyContract   *contract,
                 const SyCardValues *values)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint n = 0; n <= SY_MAX_CARD_COUNT; n++)
    {
      guint points;
      gboolean shipped;

      if (!sy_contract_lookup_table (contract, values, n, &points, &shipped) || shipped)
        continue;
      if (text->len > 0)
        g_string_append (text, _(", "));
      /* Translators: a count on a card and the points it prints, “3: 7” */
      g_string_append_printf (text, _("%u: %u"), n, points);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

static void
saved_cb (SyCardValuesPage *self)
{
  fill_group (self);
}

static void
edit_clicked_cb (GtkButton        *button,
                 SyCardValuesPage *self)
{
  GtkWindow *window;
  guint i;

  if (!g_ptr_array_find (self->edits, button, &i))
    g_return_if_reached ();
  window = sy_card_table_window_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (button))),
                                     g_ptr_array_index (self->cards, i), NULL, 0);
  g_signal_connect_object (window, "saved", G_CALLBACK (saved_cb), self, G_CONNECT_SWAPPED);
}

static void
fill_group (SyCardValuesPage *self)
{
  g_autoptr(SyCardValues) values = sy_card_values_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->group, g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
  g_ptr_array_set_size (self->edits, 0);
  g_ptr_array_set_size (self->cards, 0);
  if (!sy_card_values_load_user (values, &error))
    {
      /* Told in full, never "Nothing copied yet" over a file that holds values. */
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_widget_set_name (row, "card-values-problem");
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("The Values Kept Cannot Be Read"));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), error->message);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_widget_add_css_class (row, "warning");
      adw_preferences_group_add (self->group, row);
      g_ptr_array_add (self->rows, row);
    }

  for (SyEdition edition = SY_EDITION_FIRST; edition <= SY_EDITION_SECOND; edition++)
    {
      const SyContract *cards[MAX_CARDS];
      guint n = sy_contracts_for_edition (edition, 0, cards, G_N_ELEMENTS (cards));

      for (guint i = 0; i < n; i++)
        {
          const char *id = sy_contract_get_id (cards[i]);
          g_autofree char *copied = NULL;
          g_autofree char *name = NULL;
          GtkWidget *row;
          GtkWidget *edit;

          if (!sy_contract_has_table (cards[i]) || !g_hash_table_add (seen, (gpointer) id))
            continue;
          copied = describe_copied (cards[i], values);
          row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sy_contract_get_title (cards[i], edition));
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), copied != NULL ? copied : _("Nothing copied yet"));
          edit = gtk_button_new_from_icon_name ("document-edit-symbolic");
          name = g_strdup_printf ("edit-card-%s", id);
          gtk_widget_set_name (edit, name);
          gtk_widget_set_valign (edit, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (edit, "flat");
          gtk_widget_set_tooltip_text (edit, _("Check and Correct"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (edit), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Check and Correct"), -1);
          g_signal_connect (edit, "clicked", G_CALLBACK (edit_clicked_cb), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), edit);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), edit);
          adw_preferences_group_add (self->group, row);
          g_ptr_array_add (self->rows, row);
          g_ptr_array_add (self->edits, edit);
          g_ptr_array_add (self->cards, (gpointer) cards[i]);
        }
    }
}

static void
sy_card_values_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SY_TYPE_CARD_VALUES_PAGE);
  G_OBJECT_CLASS (sy_card_values_page_parent_class)->dispose (object);
}

static void
sy_card_values_page_finalize (GObject *object)
{
  SyCardValuesPage *self = SY_CARD_VALUES_PAGE (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->edits, g_ptr_array_unref);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  G_OBJECT_CLASS (sy_card_values_page_parent_class)->finalize (object);
}

static void
sy_card_values_page_class_init (SyCardValuesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_card_values_page_dispose;
  object_class->finalize = sy_card_values_page_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/sy-card-values-page.ui");
  gtk_widget_class_bind_template_child (widget_class, SyCardValuesPage, group);
}

static void
sy_card_values_page_init (SyCardValuesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  self->edits = g_ptr_array_new ();
  self->cards = g_ptr_array_new ();
  fill_group (self);
}

/**
 * sy_card_values_page_new:
 *
 * Returns: (transfer floating): a preferences page listing the contract
 *   cards that print a table, with what the user copied from each
 */
GtkWidget *
sy_card_values_page_new (void)
{
  return g_object_new (SY_TYPE_CARD_VALUES_PAGE, NULL);
}
