/* sy-build-entry.c: buying ship parts and placing them in the yard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A part is entered as printed (its kind and symbols) with the row of the
 * offer it came from, then placed with one tap on a slot the engine allows.
 * A design the box knows is entered with one tap on its picture; the
 * symbols are counted by hand only for a part the box has not seen.
 * Up to three parts are gathered this way, each placed in the yard as the
 * earlier ones left it, and bought together as one event.
 */
#define G_LOG_DOMAIN "sy-build-entry"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-build-entry.h"
#include "sy-contracts-check.h"
#include "sy-part-picker.h"
#include "sy-yard-view.h"

typedef struct {
  SyGame *game;
  gboolean bonus;
  gboolean last_chance;
  SyEntrySendFunc send;
  gpointer user_data;

  SyYard yard;                       /* with the parts gathered so far */
  guint n_parts;
  SyBoughtPart parts[SY_MAX_PURCHASE];

  SyYardView *yard_view;
  SyPartPicker *picker;
  GtkWidget *picker_heading;
  GtkWidget *other_row;
  GtkWidget *other_switch;
  gboolean picking;
  AdwComboRow *kind_row;
  AdwComboRow *row_row;
  GtkWidget *blank_switch;
  GtkWidget *blank_row;
  GtkSpinButton *symbols[SY_N_SYMBOLS];
  GtkWidget *symbol_rows[SY_N_SYMBOLS];
  GtkLabel *status;
  GtkWidget *undo_button;
  GtkWidget *buy_button;
  GtkWidget *contracts_button;
} BuildForm;

static void
build_form_free (gpointer data)
{
  BuildForm *form = data;

  g_clear_object (&form->game);
  g_free (form);
}

static SyPartKind
form_kind (BuildForm *form)
{
  return (SyPartKind) (adw_combo_row_get_selected (form->kind_row) + SY_PART_BOW);
}

static void
form_part (BuildForm    *form,
           SyBoughtPart *bought)
{
  memset (bought, 0, sizeof *bought);
  bought->part.kind = form_kind (form);
  bought->part.blank = gtk_switch_get_active (GTK_SWITCH (form->blank_switch));
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (form->symbols[s] != NULL && !bought->part.blank)
      bought->part.symbols[s] = (guint8) gtk_spin_button_get_value_as_int (form->symbols[s]);
  bought->row = adw_combo_row_get_selected (form->row_row);
}

static guint
gathered_price (BuildForm *form)
{
  const SyTable *table = sy_game_get_table (form->game);
  guint price = 0;

  for (guint i = 0; i < form->n_parts; i++)
    price += sy_table_part_price (table, &form->parts[i]);
  return price;
}

/* Where a part of @kind may go: in the last chance only where the engine
 * says one part finishes a ship. */
static guint
kind_slots (BuildForm  *form,
            SyPartKind  kind)
{
  const SyTable *table = sy_game_get_table (form->game);

  if (form->last_chance)
    return sy_table_last_chance_slots (table, table->current, kind);
  return sy_yard_legal_slots (&form->yard, kind);
}

static guint
form_slots (BuildForm *form)
{
  return kind_slots (form, form_kind (form));
}

/* Why no slot can take a part of @kind now, as the engine answers; NULL
 * when one can. */
static const char *
unplaceable_why (BuildForm  *form,
                 SyPartKind  kind)
{
  guint limit = form->last_chance ? 1 : SY_MAX_PURCHASE;

  if (form->n_parts >= limit)
    return _("All the parts this purchase can hold are placed.");
  if (kind_slots (form, kind) != 0)
    return NULL;
  return form->last_chance
         ? _("No part of this kind finishes a ship: choose another kind, or let the last chance go.")
         : _("No slot can take this kind of part now.");
}

static void
update_form (BuildForm *form)
{
  guint limit = form->last_chance ? 1 : SY_MAX_PURCHASE;
  gboolean full = form->n_parts >= limit;
  guint legal = full ? 0 : form_slots (form);
  gboolean blank = gtk_switch_get_active (GTK_SWITCH (form->blank_switch));
  gboolean in_box = sy_part_picker_has_kind (form->picker, form_kind (form));
  gboolean other = gtk_switch_get_active (GTK_SWITCH (form->other_switch));
  gboolean boxed = sy_part_picker_get_n_parts (form->picker) > 0;
  SyBoughtPart current;
  g_autofree char *status = NULL;
  g_autofree char *buy = NULL;
  guint price = gathered_price (form);

  sy_yard_view_set_yard (form->yard_view, &form->yard, legal);
  /* The box's designs of a kind no slot takes now cannot be tapped. */
  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    sy_part_picker_set_unplaceable (form->picker, kind, unplaceable_why (form, kind));
  /* A stand-in only once the engine says none of the kind can be left. */
  gtk_widget_set_visible (form->blank_row,
                          sy_table_may_take_stand_in (sy_game_get_table (form->game), form_kind (form)));
  if (!gtk_widget_get_visible (form->blank_row) && blank)
    {
      gtk_switch_set_active (GTK_SWITCH (form->blank_switch), FALSE);
      blank = FALSE;
    }
  /* The symbols are counted by hand only for a part the box has not
   * seen: when it holds none of the kind, or when asked. */
  gtk_widget_set_visible (GTK_WIDGET (form->picker), boxed);
  gtk_widget_set_visible (form->picker_heading, boxed);
  gtk_widget_set_visible (form->other_row, in_box && !blank);
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (form->symbol_rows[s] != NULL)
      gtk_widget_set_visible (form->symbol_rows[s], !blank && (!in_box || other));
  form_part (form, &current);
  sy_part_picker_set_current (form->picker, blank ? NULL : &current.part);

  if (full || legal == 0)
    status = g_strdup (unplaceable_why (form, form_kind (form)));
  else if (in_box && !other && !blank && !sy_part_picker_matches (form->picker, &current.part))
    status = g_strdup (_("Tap the part in the box’s pictures, or enter another part, then tap a marked slot to place it."));
  else
    status = g_strdup (_("Enter the part as printed, then tap a marked slot to place it."));
  gtk_label_set_label (form->status, status);

  /* Translators: the button that buys the parts gathered, “Buy 2 Parts for 3 Guilders” */
  buy = form->n_parts == 0 ? g_strdup (_("_Buy the Parts")) : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Buy %u Part", "_Buy %u Parts", form->n_parts),
                         form->n_parts);
  if (price > 0)
    {
      char *with_price = sy_game_get_edition (form->game) == SY_EDITION_FIRST
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s for %u Coin", "%s for %u Coins", price), buy, price)
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s for %u Guilder",
                                        "%s for %u Guilders", price), buy, price);

      g_free (buy);
      buy = with_price;
    }
  gtk_button_set_label (GTK_BUTTON (form->buy_button), buy);
  gtk_widget_set_sensitive (form->buy_button, form->n_parts > 0);
  gtk_widget_set_sensitive (form->undo_button, form->n_parts > 0);
  gtk_widget_set_sensitive (form->contracts_button, form->n_parts > 0);
}

static void
form_changed_cb (GObject    *object,
                 GParamSpec *pspec,
                 BuildForm  *form)
{
  if (!form->picking)
    update_form (form);
}

static void
symbol_changed_cb (GtkSpinButton *spin,
                   BuildForm     *form)
{
  if (!form->picking)
    update_form (form);
}

/* A design of the box tapped: its kind and symbols are the part entered. */
static void
part_picked_cb (SyPartPicker *picker,
                guint         index,
                BuildForm    *form)
{
  const SyPart *part = sy_part_picker_get_part (picker, index);

  form->picking = TRUE;
  adw_combo_row_set_selected (form->kind_row, part->kind - SY_PART_BOW);
  gtk_switch_set_active (GTK_SWITCH (form->blank_switch), FALSE);
  gtk_switch_set_active (GTK_SWITCH (form->other_switch), FALSE);
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (form->symbols[s] != NULL)
      gtk_spin_button_set_value (form->symbols[s], part->symbols[s]);
  form->picking = FALSE;
  update_form (form);
}

/* A tap on a slot places the part entered there, if the engine allows. */
static void
slot_activated_cb (SyYardView *view,
                   guint       slot,
                   BuildForm  *form)
{
  g_autoptr(GError) error = NULL;
  SyBoughtPart bought;
  SyYard yard = form->yard;
  guint limit = form->last_chance ? 1 : SY_MAX_PURCHASE;

  if (form->n_parts >= limit)
    return;
  if (form->last_chance && !(form_slots (form) & (1u << slot)))
    {
      gtk_label_set_label (form->status, _("The last chance only buys a part that finishes a ship."));
      return;
    }
  form_part (form, &bought);
  bought.slot = slot;
  if (!sy_yard_place (&yard, slot, &bought.part, &error))
    {
      gtk_label_set_label (form->status, error->message);
      return;
    }
  form->yard = yard;
  form->parts[form->n_parts++] = bought;
  /* The next part is entered from nothing, not from this one's symbols. */
  form->picking = TRUE;
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (form->symbols[s] != NULL)
      gtk_spin_button_set_value (form->symbols[s], 0);
  form->picking = FALSE;
  update_form (form);
}

static void
undo_clicked_cb (BuildForm *form)
{
  const SyTable *table = sy_game_get_table (form->game);

  if (form->n_parts == 0)
    return;
  form->n_parts--;
  form->yard = table->players[table->current].yard;
  for (guint i = 0; i < form->n_parts; i++)
    sy_yard_place (&form->yard, form->parts[i].slot, &form->parts[i].part, NULL);
  update_form (form);
}

/* The parts gathered so far, as one purchase. */
static gboolean
form_event (gpointer  user_data,
            SyEvent  *event)
{
  BuildForm *form = user_data;

  memset (event, 0, sizeof *event);
  event->type = SY_EVENT_BUILD;
  event->bonus = form->bonus;
  event->n_parts = form->n_parts;
  memcpy (event->parts, form->parts, sizeof form->parts);
  return form->n_parts > 0;
}

static void
buy_clicked_cb (BuildForm *form)
{
  SyEvent event;

  form_event (form, &event);
  form->send (&event, form->user_data);
}

/* A symbol's name starts a row's title with a capital. */
static char *
capitalised (const char *text)
{
  gunichar first = g_utf8_get_char (text);
  char buffer[8] = { 0, };

  g_unichar_to_utf8 (g_unichar_totitle (first), buffer);
  return g_strconcat (buffer, g_utf8_next_char (text), NULL);
}

static GtkWidget *
spin_row_new (const char     *name,
              GtkSpinButton **spin_out)
{
  g_autofree char *title = capitalised (name);

  return sy_entry_spin_row_new (title, 0, SY_MAX_SYMBOLS_PER_PART, spin_out);
}

/**
 * sy_build_entry_new:
 *
 * Returns: (transfer floating): the part form, the yard to place in, and
 *   the button that buys what was gathered
 */
GtkWidget *
sy_build_entry_new (SyGame          *game,
                    gboolean         bonus,
                    SyEntrySendFunc  send,
                    gpointer         user_data)
{
  const SyTable *table = sy_game_get_table (game);
  const SyCatalog *catalog = sy_catalog_get (sy_game_get_edition (game));
  BuildForm *form = g_new0 (BuildForm, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *list = sy_entry_list_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *status = gtk_label_new (NULL);
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) rows = gtk_string_list_new (NULL);
  SyTableSteps steps;

  form->game = g_object_ref (game);
  form->bonus = bonus;
  sy_table_get_steps (table, &steps);
  form->last_chance = steps.phase == SY_PHASE_LAST_CHANCE;
  form->send = send;
  form->user_data = user_data;
  form->yard = table->players[table->current].yard;

  gtk_string_list_append (kinds, _("Bow"));
  gtk_string_list_append (kinds, _("Middle part"));
  gtk_string_list_append (kinds, _("Stern"));
  for (guint r = 0; r < SY_OFFER_ROWS; r++)
    {
      SyBoughtPart probe = { .row = r };
      guint price = sy_table_part_price (table, &probe);
      g_autofree char *money = sy_words_money (sy_game_get_edition (game), price);
      g_autofree char *label = price == 0
        /* Translators: a row of the offer of ship parts, counted from the bottom */
        ? g_strdup_printf (_("Row %u · free"), r + 1)
        /* Translators: a row of the offer and its price, “Row 4 · 2 guilders” */
        : g_strdup_printf (_("Row %u · %s"), r + 1, money);

      gtk_string_list_append (rows, label);
    }

  form->picker_heading = gtk_label_new (_("From the box"));
  gtk_label_set_xalign (GTK_LABEL (form->picker_heading), 0.0);
  gtk_widget_add_css_class (form->picker_heading, "heading");
  form->picker = SY_PART_PICKER (sy_part_picker_new ());
  gtk_widget_set_name (GTK_WIDGET (form->picker), "part-picker");
  sy_part_picker_show_box (form->picker, sy_game_get_edition (game));
  g_signal_connect (form->picker, "part-picked", G_CALLBACK (part_picked_cb), form);
  g_signal_connect_swapped (form->picker, "parts-changed", G_CALLBACK (update_form), form);

  form->kind_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->kind_row), _("Part"));
  gtk_widget_set_name (GTK_WIDGET (form->kind_row), "part-kind");
  adw_combo_row_set_model (form->kind_row, G_LIST_MODEL (kinds));
  g_signal_connect (form->kind_row, "notify::selected", G_CALLBACK (form_changed_cb), form);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (form->kind_row));

  form->row_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->row_row), _("Row of the offer, from the bottom"));
  adw_combo_row_set_model (form->row_row, G_LIST_MODEL (rows));
  gtk_widget_set_name (GTK_WIDGET (form->row_row), "offer-row");
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (form->row_row));

  form->blank_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->blank_row), _("Free Blank Substitute"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (form->blank_row),
                               _("Its stack has run out: turn on only if none of its kind is left on display either"));
  form->blank_switch = gtk_switch_new ();
  gtk_widget_set_valign (form->blank_switch, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (form->blank_row), form->blank_switch);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (form->blank_row), form->blank_switch);
  g_signal_connect (form->blank_switch, "notify::active", G_CALLBACK (form_changed_cb), form);
  gtk_list_box_append (GTK_LIST_BOX (list), form->blank_row);

  form->other_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->other_row), _("Another Part"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (form->other_row),
                               _("One not in the box’s pictures: count its symbols"));
  form->other_switch = gtk_switch_new ();
  gtk_widget_set_name (form->other_switch, "other-part");
  gtk_widget_set_valign (form->other_switch, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (form->other_row), form->other_switch);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (form->other_row), form->other_switch);
  g_signal_connect (form->other_switch, "notify::active", G_CALLBACK (form_changed_cb), form);
  gtk_list_box_append (GTK_LIST_BOX (list), form->other_row);

  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    {
      g_autofree char *name = NULL;

      if (!catalog->has_symbol[s])
        continue;
      name = g_strconcat ("symbol-", sy_symbol_to_id ((SySymbol) s), NULL);

      form->symbol_rows[s] = spin_row_new (sy_symbol_get_name ((SySymbol) s), &form->symbols[s]);
      adw_action_row_add_prefix (ADW_ACTION_ROW (form->symbol_rows[s]), sy_symbol_icon_new ((SySymbol) s));
      gtk_widget_set_name (GTK_WIDGET (form->symbols[s]), name);
      g_signal_connect (form->symbols[s], "value-changed", G_CALLBACK (symbol_changed_cb), form);
      gtk_list_box_append (GTK_LIST_BOX (list), form->symbol_rows[s]);
    }

  form->yard_view = SY_YARD_VIEW (sy_yard_view_new ());
  g_signal_connect (form->yard_view, "slot-activated", G_CALLBACK (slot_activated_cb), form);

  form->status = GTK_LABEL (status);
  gtk_label_set_wrap (form->status, TRUE);
  gtk_label_set_xalign (form->status, 0.0);
  gtk_widget_add_css_class (status, "dim-label");
  gtk_accessible_update_property (GTK_ACCESSIBLE (status), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Placement"), -1);

  form->undo_button = gtk_button_new_with_mnemonic (_("_Take Back the Last Part"));
  gtk_widget_set_name (form->undo_button, "take-back-part");
  gtk_widget_add_css_class (form->undo_button, "pill");
  g_signal_connect_swapped (form->undo_button, "clicked", G_CALLBACK (undo_clicked_cb), form);
  form->buy_button = sy_entry_send_button_new ("");
  gtk_widget_set_name (form->buy_button, "buy-parts");
  g_signal_connect_swapped (form->buy_button, "clicked", G_CALLBACK (buy_clicked_cb), form);
  form->contracts_button = sy_contracts_check_button_new (game, form_event, form);
  /* One above the other, as wide as the wider: a flow box centred here
   * was measured for the form's width, where both fit on one line, then
   * given only its natural width, where they wrap, and clipped the second
   * to one line's height (GTK 4.8). A box is given the height it asks for. */
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (buttons), form->buy_button);
  gtk_box_append (GTK_BOX (buttons), form->undo_button);

  gtk_box_append (GTK_BOX (box), form->picker_heading);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (form->picker));
  gtk_box_append (GTK_BOX (box), list);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (form->yard_view));
  gtk_box_append (GTK_BOX (box), status);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_box_append (GTK_BOX (box), form->contracts_button);
  g_object_set_data_full (G_OBJECT (box), "form", form, build_form_free);
  g_object_set_data (G_OBJECT (box), "yard-view", form->yard_view);

  update_form (form);
  return box;
}
