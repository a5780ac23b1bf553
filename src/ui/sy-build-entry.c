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

struct _SyBuildEntry
{
  GtkBox parent_instance;

  SyGame *game;
  SyUserData *user_data;
  gboolean bonus;
  gboolean last_chance;

  SyYard yard;                       /* with the parts gathered so far */
  guint n_parts;
  SyBoughtPart parts[SY_MAX_PURCHASE];
  gboolean picking;
  GtkSpinButton *symbols[SY_N_SYMBOLS];
  GtkWidget *symbol_rows[SY_N_SYMBOLS];
  GtkWidget *buy_button;
  GtkWidget *contracts_button;

  /* Template widgets */
  GtkWidget *picker_heading;
  SyPartPicker *picker;
  GtkWidget *list;
  AdwComboRow *kind_row;
  AdwComboRow *row_row;
  GtkWidget *blank_row;
  GtkWidget *blank_switch;
  GtkWidget *other_row;
  GtkWidget *other_switch;
  SyYardView *yard_view;
  GtkLabel *status;
  GtkWidget *buttons;
  GtkWidget *undo_button;
};

G_DEFINE_FINAL_TYPE (SyBuildEntry, sy_build_entry, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_GAME,
  PROP_USER_DATA,
  PROP_BONUS,
  N_PROPS
};

enum {
  SEND,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static SyPartKind
form_kind (SyBuildEntry *self)
{
  return (SyPartKind) (adw_combo_row_get_selected (self->kind_row) + SY_PART_BOW);
}

static void
form_part (SyBuildEntry *self,
           SyBoughtPart *bought)
{
  memset (bought, 0, sizeof *bought);
  bought->part.kind = form_kind (self);
  bought->part.blank = gtk_switch_get_active (GTK_SWITCH (self->blank_switch));
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (self->symbols[s] != NULL && !bought->part.blank)
      bought->part.symbols[s] = (guint8) gtk_spin_button_get_value_as_int (self->symbols[s]);
  bought->row = adw_combo_row_get_selected (self->row_row);
}

static guint
gathered_price (SyBuildEntry *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  guint price = 0;

  for (guint i = 0; i < self->n_parts; i++)
    price += sy_table_part_price (table, &self->parts[i]);
  return price;
}

/* Where a part of @kind may go: in the last chance only where the engine
 * says one part finishes a ship. */
static guint
kind_slots (SyBuildEntry *self,
            SyPartKind  kind)
{
  const SyTable *table = sy_game_get_table (self->game);

  if (self->last_chance)
    return sy_table_last_chance_slots (table, sy_table_get_current (table), kind);
  return sy_yard_legal_slots (&self->yard, kind);
}

static guint
form_slots (SyBuildEntry *self)
{
  return kind_slots (self, form_kind (self));
}

/* Why no slot can take a part of @kind now, as the engine answers; NULL
 * when one can. */
static const char *
unplaceable_why (SyBuildEntry *self,
                 SyPartKind  kind)
{
  guint limit = self->last_chance ? 1 : SY_MAX_PURCHASE;

  if (self->n_parts >= limit)
    return _("All the parts this purchase can hold are placed.");
  if (kind_slots (self, kind) != 0)
    return NULL;
  return self->last_chance
         ? _("No part of this kind finishes a ship: choose another kind, or let the last chance go.")
         : _("No slot can take this kind of part now.");
}

static void
update_form (SyBuildEntry *self)
{
  guint limit = self->last_chance ? 1 : SY_MAX_PURCHASE;
  gboolean full = self->n_parts >= limit;
  guint legal = full ? 0 : form_slots (self);
  gboolean blank = gtk_switch_get_active (GTK_SWITCH (self->blank_switch));
  gboolean in_box = sy_part_picker_has_kind (self->picker, form_kind (self));
  gboolean other = gtk_switch_get_active (GTK_SWITCH (self->other_switch));
  gboolean boxed = sy_part_picker_get_n_parts (self->picker) > 0;
  SyBoughtPart current;
  g_autofree char *status = NULL;
  g_autofree char *buy = NULL;
  guint price = gathered_price (self);

  sy_yard_view_set_yard (self->yard_view, &self->yard, legal);
  /* The box's designs of a kind no slot takes now cannot be tapped. */
  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    sy_part_picker_set_unplaceable (self->picker, kind, unplaceable_why (self, kind));
  /* A stand-in only once the engine says none of the kind can be left. */
  gtk_widget_set_visible (self->blank_row,
                          sy_table_may_take_stand_in (sy_game_get_table (self->game), form_kind (self)));
  if (!gtk_widget_get_visible (self->blank_row) && blank)
    {
      gtk_switch_set_active (GTK_SWITCH (self->blank_switch), FALSE);
      blank = FALSE;
    }
  /* The symbols are counted by hand only for a part the box has not
   * seen: when it holds none of the kind, or when asked. */
  gtk_widget_set_visible (GTK_WIDGET (self->picker), boxed);
  gtk_widget_set_visible (self->picker_heading, boxed);
  gtk_widget_set_visible (self->other_row, in_box && !blank);
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (self->symbol_rows[s] != NULL)
      gtk_widget_set_visible (self->symbol_rows[s], !blank && (!in_box || other));
  form_part (self, &current);
  sy_part_picker_set_current (self->picker, blank ? NULL : &current.part);

  if (full || legal == 0)
    status = g_strdup (unplaceable_why (self, form_kind (self)));
  else if (in_box && !other && !blank && !sy_part_picker_matches (self->picker, &current.part))
    status = g_strdup (_("Tap the part in the box’s pictures, or enter another part, then tap a marked slot to place it."));
  else
    status = g_strdup (_("Enter the part as printed, then tap a marked slot to place it."));
  gtk_label_set_label (self->status, status);

  /* Translators: the button that buys the parts gathered, “Buy 2 Parts for 3 Guilders” */
  buy = self->n_parts == 0 ? g_strdup (_("_Buy the Parts")) : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Buy %u Part", "_Buy %u Parts", self->n_parts),
                         self->n_parts);
  if (price > 0)
    {
      char *with_price = sy_game_get_edition (self->game) == SY_EDITION_FIRST
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s for %u Coin", "%s for %u Coins", price), buy, price)
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s for %u Guilder",
                                        "%s for %u Guilders", price), buy, price);

      g_free (buy);
      buy = with_price;
    }
  gtk_button_set_label (GTK_BUTTON (self->buy_button), buy);
  gtk_widget_set_sensitive (self->buy_button, self->n_parts > 0);
  gtk_widget_set_sensitive (self->undo_button, self->n_parts > 0);
  gtk_widget_set_sensitive (self->contracts_button, self->n_parts > 0);
}

static void
form_changed_cb (GObject    *object,
                 GParamSpec *pspec,
                 SyBuildEntry *self)
{
  if (!self->picking)
    update_form (self);
}

static void
symbol_changed_cb (GtkSpinButton *spin,
                   SyBuildEntry  *self)
{
  if (!self->picking)
    update_form (self);
}

/* A design of the box tapped: its kind and symbols are the part entered. */
static void
part_picked_cb (SyPartPicker *picker,
                guint         index,
                SyBuildEntry *self)
{
  const SyPart *part = sy_part_picker_get_part (picker, index);

  self->picking = TRUE;
  adw_combo_row_set_selected (self->kind_row, part->kind - SY_PART_BOW);
  gtk_switch_set_active (GTK_SWITCH (self->blank_switch), FALSE);
  gtk_switch_set_active (GTK_SWITCH (self->other_switch), FALSE);
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (self->symbols[s] != NULL)
      gtk_spin_button_set_value (self->symbols[s], part->symbols[s]);
  self->picking = FALSE;
  update_form (self);
}

/* A tap on a slot places the part entered there, if the engine allows. */
static void
slot_activated_cb (SyYardView *view,
                   guint       slot,
                   SyBuildEntry *self)
{
  g_autoptr(GError) error = NULL;
  SyBoughtPart bought;
  SyYard yard = self->yard;
  guint limit = self->last_chance ? 1 : SY_MAX_PURCHASE;

  if (self->n_parts >= limit)
    return;
  if (self->last_chance && !(form_slots (self) & (1u << slot)))
    {
      gtk_label_set_label (self->status, _("The last chance only buys a part that finishes a ship."));
      return;
    }
  form_part (self, &bought);
  bought.slot = slot;
  if (!sy_yard_place (&yard, slot, &bought.part, &error))
    {
      gtk_label_set_label (self->status, error->message);
      return;
    }
  self->yard = yard;
  self->parts[self->n_parts++] = bought;
  /* The next part is entered from nothing, not from this one's symbols. */
  self->picking = TRUE;
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (self->symbols[s] != NULL)
      gtk_spin_button_set_value (self->symbols[s], 0);
  self->picking = FALSE;
  update_form (self);
}

static void
undo_clicked_cb (SyBuildEntry *self)
{
  const SyTable *table = sy_game_get_table (self->game);

  if (self->n_parts == 0)
    return;
  self->n_parts--;
  self->yard = sy_table_get_player (table, sy_table_get_current (table))->yard;
  for (guint i = 0; i < self->n_parts; i++)
    sy_yard_place (&self->yard, self->parts[i].slot, &self->parts[i].part, NULL);
  update_form (self);
}

/* The parts gathered so far, as one purchase. */
static gboolean
form_event (gpointer  user_data,
            SyEvent  *event)
{
  SyBuildEntry *self = user_data;

  memset (event, 0, sizeof *event);
  event->type = SY_EVENT_BUILD;
  event->bonus = self->bonus;
  event->n_parts = self->n_parts;
  memcpy (event->parts, self->parts, sizeof self->parts);
  return self->n_parts > 0;
}

static void
buy_clicked_cb (SyBuildEntry *self)
{
  SyEvent event;

  form_event (self, &event);
  g_signal_emit (self, signals[SEND], 0, &event);
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

/* What a new form starts with, from the game as it now is: the yard of
 * the player on turn, no part gathered, the first kind and row, no
 * stand-in, no other part, no symbol counted. The widgets made once for
 * the game's edition are kept, and the box's designs, which the picker
 * follows by itself. */
static void
set_from_game (SyBuildEntry *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  SyTableSteps steps;

  sy_table_get_steps (table, &steps);
  self->last_chance = steps.phase == SY_PHASE_LAST_CHANCE;
  self->yard = sy_table_get_player (table, sy_table_get_current (table))->yard;
  self->n_parts = 0;
  memset (self->parts, 0, sizeof self->parts);

  self->picking = TRUE;
  adw_combo_row_set_selected (self->kind_row, 0);
  adw_combo_row_set_selected (self->row_row, 0);
  gtk_switch_set_active (GTK_SWITCH (self->blank_switch), FALSE);
  gtk_switch_set_active (GTK_SWITCH (self->other_switch), FALSE);
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (self->symbols[s] != NULL)
      gtk_spin_button_set_value (self->symbols[s], 0);
  self->picking = FALSE;
  sy_contracts_check_update (SY_CONTRACTS_CHECK (self->contracts_button));
}

/* What the template cannot hold: the offer's rows and their prices, the
 * symbols of the game's edition (which a game keeps), the form's main
 * button. */
static void
sy_build_entry_constructed (GObject *object)
{
  SyBuildEntry *self = SY_BUILD_ENTRY (object);
  const SyTable *table;
  const SyCatalog *catalog;
  g_autoptr(GtkStringList) rows = gtk_string_list_new (NULL);

  G_OBJECT_CLASS (sy_build_entry_parent_class)->constructed (object);

  g_return_if_fail (self->game != NULL);
  table = sy_game_get_table (self->game);
  catalog = sy_catalog_get (sy_game_get_edition (self->game));
  self->buy_button = sy_entry_send_button_new ("");
  gtk_widget_set_name (self->buy_button, "buy-parts");
  g_signal_connect_swapped (self->buy_button, "clicked", G_CALLBACK (buy_clicked_cb), self);
  gtk_box_prepend (GTK_BOX (self->buttons), self->buy_button);
  self->contracts_button = sy_contracts_check_button_new (self->game);
  g_signal_connect_object (self->contracts_button, "pending", G_CALLBACK (form_event), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self), self->contracts_button);

  for (guint r = 0; r < SY_OFFER_ROWS; r++)
    {
      SyBoughtPart probe = { .row = r };
      guint price = sy_table_part_price (table, &probe);
      g_autofree char *money = sy_words_money (sy_game_get_edition (self->game), price);
      g_autofree char *label = price == 0
        /* Translators: a row of the offer of ship parts, counted from the bottom */
        ? g_strdup_printf (_("Row %u · free"), r + 1)
        /* Translators: a row of the offer and its price, “Row 4 · 2 guilders” */
        : g_strdup_printf (_("Row %u · %s"), r + 1, money);

      gtk_string_list_append (rows, label);
    }
  adw_combo_row_set_model (self->row_row, G_LIST_MODEL (rows));

  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    {
      g_autofree char *name = NULL;

      if (!catalog->has_symbol[s])
        continue;
      name = g_strconcat ("symbol-", sy_symbol_to_id ((SySymbol) s), NULL);

      self->symbol_rows[s] = spin_row_new (sy_symbol_get_name ((SySymbol) s), &self->symbols[s]);
      adw_action_row_add_prefix (ADW_ACTION_ROW (self->symbol_rows[s]), sy_symbol_icon_new ((SySymbol) s));
      gtk_widget_set_name (GTK_WIDGET (self->symbols[s]), name);
      g_signal_connect (self->symbols[s], "value-changed", G_CALLBACK (symbol_changed_cb), self);
      gtk_list_box_append (GTK_LIST_BOX (self->list), self->symbol_rows[s]);
    }

  set_from_game (self);
  /* The box's designs, followed from now on (the form is updated as they
   * are read). */
  sy_part_picker_show_box (self->picker, self->user_data, sy_game_get_edition (self->game));
  update_form (self);
}

static void
sy_build_entry_dispose (GObject *object)
{
  SyBuildEntry *self = SY_BUILD_ENTRY (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_BUILD_ENTRY);
  g_clear_object (&self->game);
  g_clear_object (&self->user_data);

  G_OBJECT_CLASS (sy_build_entry_parent_class)->dispose (object);
}

static void
sy_build_entry_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SyBuildEntry *self = SY_BUILD_ENTRY (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_USER_DATA:
      g_value_set_object (value, self->user_data);
      break;
    case PROP_BONUS:
      g_value_set_boolean (value, self->bonus);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_build_entry_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SyBuildEntry *self = SY_BUILD_ENTRY (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_USER_DATA:
      self->user_data = g_value_dup_object (value);
      break;
    case PROP_BONUS:
      self->bonus = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_build_entry_class_init (SyBuildEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_build_entry_constructed;
  object_class->dispose = sy_build_entry_dispose;
  object_class->get_property = sy_build_entry_get_property;
  object_class->set_property = sy_build_entry_set_property;

  /**
   * SyBuildEntry:game:
   *
   * The game whose player on turn buys the parts.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyBuildEntry:user-data: (nullable)
   *
   * The user's data, whose box of the game's edition the form's pictures
   * show.
   */
  properties[PROP_USER_DATA] =
    g_param_spec_object ("user-data", NULL, NULL, SY_TYPE_USER_DATA,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyBuildEntry:bonus:
   *
   * Whether the purchase is the bonus action.
   */
  properties[PROP_BONUS] =
    g_param_spec_boolean ("bonus", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyBuildEntry::send:
   * @self: the form
   * @event: (type gpointer): the #SyEvent entered, valid during the emission
   *
   * The players gathered the parts bought and placed, and tapped Buy.
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-build-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, picker_heading);
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, picker);
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, list);
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, kind_row);
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, row_row);
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, blank_row);
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, blank_switch);
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, other_row);
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, other_switch);
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, yard_view);
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, status);
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, buttons);
  gtk_widget_class_bind_template_child (widget_class, SyBuildEntry, undo_button);
  gtk_widget_class_bind_template_callback (widget_class, part_picked_cb);
  gtk_widget_class_bind_template_callback (widget_class, update_form);
  gtk_widget_class_bind_template_callback (widget_class, form_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, slot_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, undo_clicked_cb);
}

static void
sy_build_entry_init (SyBuildEntry *self)
{
  g_type_ensure (SY_TYPE_PART_PICKER);
  g_type_ensure (SY_TYPE_YARD_VIEW);
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sy_build_entry_new:
 * @game: the game
 * @bonus: whether the purchase is the bonus action
 * @user_data: (nullable): the user's data, whose box's designs are offered
 *
 * Returns: (transfer floating): the part form, the yard to place in, and
 *   the button that buys what was gathered (#SyBuildEntry::send)
 */
GtkWidget *
sy_build_entry_new (SyGame     *game,
                    gboolean    bonus,
                    SyUserData *user_data)
{
  g_return_val_if_fail (SY_IS_GAME (game), NULL);
  g_return_val_if_fail (user_data == NULL || SY_IS_USER_DATA (user_data), NULL);

  return g_object_new (SY_TYPE_BUILD_ENTRY, "game", game, "bonus", bonus, "user-data", user_data,
                       NULL);
}

/**
 * sy_build_entry_reset:
 * @self: a #SyBuildEntry
 *
 * Sets the form again from its game, in place, as the game now is (the
 * player on turn, their yard, the last chance or not), as a new form for
 * it would start: the parts gathered and what was entered are taken
 * back. The box's designs are kept, read again only when the box changes.
 */
void
sy_build_entry_reset (SyBuildEntry *self)
{
  g_return_if_fail (SY_IS_BUILD_ENTRY (self));

  set_from_game (self);
  update_form (self);
}
