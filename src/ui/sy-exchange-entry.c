/* sy-exchange-entry.c: using a goods tile on the exchange
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On the exchange, each good of one tile is sold at the price the pointer
 * shows, or swapped for a piece from the good's table: the players enter
 * which. Each good offers the swaps the engine allows (no piece another
 * good of the tile takes); its price row stays in place, greyed when the
 * good is swapped, so the rows keep their height and the button does not
 * move under the pointer.
 *
 * The form is kept while the game goes on (issue 29): sy_exchange_entry_reset()
 * sets it again from the game in place (the player on turn's tiles, each
 * good's swaps, every good sold at 0 again), the same code that sets a new
 * form; a combo row's choices are made again only when they differ.
 */
#define G_LOG_DOMAIN "sy-exchange-entry"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-contracts-check.h"
#include "sy-exchange-entry.h"
#include "sy-goods-entry.h"

#define MAX_PRICE 9

struct _SyExchangeEntry
{
  GtkBox parent_instance;

  SyGame *game;
  gboolean bonus;
  GtkSpinButton *prices[SY_GOODS_KINDS];
  GtkWidget *price_rows[SY_GOODS_KINDS];
  SyItem swaps[SY_GOODS_KINDS][SY_N_ITEMS];  /* each row's swaps, in order */
  guint n_swaps[SY_GOODS_KINDS];
  gboolean refilling;                        /* the rows' choices are being made again */
  SyItem swapped[SY_GOODS_KINDS];            /* each good's swap when last refilled */
  GtkWidget *check;

  /* Template widgets */
  GtkWidget *list;
  AdwComboRow *tile_row;
  AdwComboRow *good_rows[SY_GOODS_KINDS];
  AdwActionRow *income_row;                  /* what the goods sold bring */
};

G_DEFINE_FINAL_TYPE (SyExchangeEntry, sy_exchange_entry, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_GAME,
  PROP_BONUS,
  N_PROPS
};

enum {
  SEND,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* What becomes of each good, as the rows say now. */
static void
current_uses (SyExchangeEntry *self,
              SyGoodUse       *uses)
{
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      guint choice = adw_combo_row_get_selected (self->good_rows[g]);

      uses[g].sell = choice == 0 || choice > self->n_swaps[g];
      uses[g].price = (guint) gtk_spin_button_get_value_as_int (self->prices[g]);
      uses[g].item = uses[g].sell ? SY_N_ITEMS : self->swaps[g][choice - 1];
    }
}

/* Each good's choices: sell it (position 0), or swap it for one of the
 * pieces the engine allows it, as the other goods are used now. A row
 * keeps its choice; a row whose choices stay the same is left alone (the
 * row just changed is one: its choices depend on the others only). */
static void
refill_choices (SyExchangeEntry *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  SyGoodUse uses[SY_GOODS_KINDS];

  current_uses (self, uses);
  self->refilling = TRUE;
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      g_autoptr(GtkStringList) choices = NULL;
      SyItem swaps[SY_N_ITEMS];
      guint n = sy_table_exchange_swaps (table, uses, g, swaps, SY_N_ITEMS);
      guint selected = 0;

      self->swapped[g] = uses[g].item;
      gtk_widget_set_sensitive (self->price_rows[g], uses[g].sell);
      if (adw_combo_row_get_model (self->good_rows[g]) != NULL && n == self->n_swaps[g]
          && memcmp (swaps, self->swaps[g], n * sizeof swaps[0]) == 0)
        continue;

      choices = gtk_string_list_new (NULL);
      memcpy (self->swaps[g], swaps, sizeof swaps);
      self->n_swaps[g] = n;
      gtk_string_list_append (choices, _("Sell"));
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *label = g_strdup_printf (_("Swap for a %s"),
                                                    sy_item_get_name (sy_table_get_facts (table)->edition, swaps[i]));

          gtk_string_list_append (choices, label);
          if (!uses[g].sell && swaps[i] == uses[g].item)
            selected = i + 1;
        }
      adw_combo_row_set_model (self->good_rows[g], G_LIST_MODEL (choices));
      adw_combo_row_set_selected (self->good_rows[g], selected);
    }
  self->refilling = FALSE;
}

/* What the goods sold bring, as the engine pays it, told before the tile
 * is used: 0 said plainly, with what to check (issue 25: all three goods
 * sold at 0 went through without a word). */
static void
show_income (SyExchangeEntry *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  gboolean first = sy_game_get_edition (self->game) == SY_EDITION_FIRST;
  SyGoodUse uses[SY_GOODS_KINDS];
  gboolean sold = FALSE;
  guint income;
  g_autofree char *text = NULL;

  current_uses (self, uses);
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    sold |= uses[g].sell;
  income = sy_table_exchange_income (table, adw_combo_row_get_selected (self->tile_row), uses);
  if (!sold)
    text = g_strdup (first ? _("No coins: every wagon’s load is swapped")
                           : _("No guilders: every good is swapped"));
  else if (income == 0)
    text = g_strdup (first ? _("0 coins: the goods sold bring nothing. Enter each price as printed where the exchange pointer stands.")
                           : _("0 guilders: the goods sold bring nothing. Enter each price as printed where the exchange pointer stands."));
  else if (first)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u coin for the goods sold",
                                         "%u coins for the goods sold", income), income);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u guilder for the goods sold",
                                         "%u guilders for the goods sold", income), income);
  adw_action_row_set_subtitle (self->income_row, text);
  if (sold && income == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self->income_row), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->income_row), "warning");
}

static void
price_changed_cb (GtkSpinButton   *spin,
                  GParamSpec      *pspec,
                  SyExchangeEntry *self)
{
  if (self->refilling)
    return;
  show_income (self);
}

/* A row changed: the others are made again only if a swap changed, as
 * making a row's choices again notifies its selection. */
static void
use_changed_cb (AdwComboRow     *row,
                GParamSpec      *pspec,
                SyExchangeEntry *self)
{
  SyGoodUse uses[SY_GOODS_KINDS];
  gboolean same = TRUE;

  /* Also while the form is made: its price rows come last. */
  if (self->refilling || self->prices[SY_GOODS_KINDS - 1] == NULL)
    return;
  current_uses (self, uses);
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      same &= uses[g].item == self->swapped[g];
      gtk_widget_set_sensitive (self->price_rows[g], uses[g].sell);
    }
  if (!same)
    refill_choices (self);
  show_income (self);
}

/* The tile chosen: its goods name the rows. */
static void
tile_changed_cb (AdwComboRow     *row,
                 GParamSpec      *pspec,
                 SyExchangeEntry *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  const SyPlayerState *player = sy_table_get_player (table, sy_table_get_current (table));
  guint tile = adw_combo_row_get_selected (row);
  SyEdition edition = sy_game_get_edition (self->game);

  if (self->prices[SY_GOODS_KINDS - 1] == NULL)
    return;
  /* No tile to use: the rows name no good and nothing is received. */
  if (tile >= player->n_goods)
    {
      for (guint g = 0; g < SY_GOODS_KINDS; g++)
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->good_rows[g]), "");
      adw_action_row_set_subtitle (self->income_row, "");
      gtk_widget_remove_css_class (GTK_WIDGET (self->income_row), "warning");
      return;
    }
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      /* Translators: one good of the tile used on the exchange, e.g. “Coal” */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->good_rows[g]),
                                     sy_good_get_label (edition, player->goods[tile].goods[g]));
    }
  show_income (self);
}

static gboolean
exchange_event (gpointer  user_data,
                SyEvent  *event)
{
  SyExchangeEntry *self = user_data;

  memset (event, 0, sizeof *event);
  event->type = SY_EVENT_EXCHANGE;
  event->bonus = self->bonus;
  event->goods_tile = adw_combo_row_get_selected (self->tile_row);
  current_uses (self, event->uses);
  return TRUE;
}

static void
exchange_clicked_cb (SyExchangeEntry *self)
{
  SyEvent event;

  exchange_event (self, &event);
  g_signal_emit (self, signals[SEND], 0, &event);
}

/* The player on turn's tiles, the first chosen: its goods name the rows.
 * The model is made again only when the tiles differ. */
static void
tiles_update (SyExchangeEntry *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  const SyPlayerState *player = sy_table_get_player (table, sy_table_get_current (table));
  SyEdition edition = sy_game_get_edition (self->game);
  GListModel *model = adw_combo_row_get_model (self->tile_row);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  gboolean same = model != NULL && g_list_model_get_n_items (model) == player->n_goods;

  for (guint t = 0; t < player->n_goods; t++)
    {
      char *label = sy_goods_tile_describe (edition, player->goods[t].goods);

      g_ptr_array_add (labels, label);
      same = same && g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), t), label) == 0;
    }
  g_ptr_array_add (labels, NULL);
  if (!same)
    {
      g_autoptr(GtkStringList) tiles = gtk_string_list_new ((const char * const *) labels->pdata);

      adw_combo_row_set_model (self->tile_row, G_LIST_MODEL (tiles));
    }
  if (player->n_goods > 0)
    adw_combo_row_set_selected (self->tile_row, 0);
  tile_changed_cb (self->tile_row, NULL, self);
}

/* The form set from the game: every good sold at 0, with the swaps the
 * engine allows it, on the player on turn's first tile. */
static void
entry_update (SyExchangeEntry *self)
{
  self->refilling = TRUE;
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      /* A new form's rows have no choices yet: refill_choices() makes them. */
      if (adw_combo_row_get_model (self->good_rows[g]) != NULL)
        adw_combo_row_set_selected (self->good_rows[g], 0);
      gtk_spin_button_set_value (self->prices[g], 0);
    }
  self->refilling = FALSE;
  refill_choices (self);
  tiles_update (self);
  sy_contracts_check_update (SY_CONTRACTS_CHECK (self->check));
}

/* What the template cannot hold: the rows' words in the game's edition,
 * each good's price row after the good's, the form's main button and the
 * check of the contracts; then the form is set from the game. */
static void
sy_exchange_entry_constructed (GObject *object)
{
  SyExchangeEntry *self = SY_EXCHANGE_ENTRY (object);
  SyEdition edition;
  GtkWidget *button;

  G_OBJECT_CLASS (sy_exchange_entry_parent_class)->constructed (object);

  g_return_if_fail (self->game != NULL);
  edition = sy_game_get_edition (self->game);

  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      g_autofree char *price_name = g_strdup_printf ("exchange-price-%u", g);

      /* Each after its good's row: the tile's row, then two a good. */
      self->price_rows[g] = sy_entry_spin_row_new (_("Price on the exchange"), 0, MAX_PRICE,
                                                   &self->prices[g]);
      gtk_widget_set_name (self->price_rows[g], price_name);
      gtk_list_box_insert (GTK_LIST_BOX (self->list), self->price_rows[g], 2 * (int) g + 2);
      g_signal_connect (self->prices[g], "notify::value", G_CALLBACK (price_changed_cb), self);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->tile_row),
                                 edition == SY_EDITION_FIRST ? _("Goods wagon card") : _("Goods tile"));

  button = sy_entry_send_button_new (edition == SY_EDITION_FIRST ? _("_Use the Goods Wagon Card")
                                                                 : _("_Use the Goods Tile"));
  gtk_widget_set_name (button, "goods-send");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (exchange_clicked_cb), self);
  gtk_box_append (GTK_BOX (self), button);
  /* The check asks the form for the decision it holds when pressed. */
  self->check = sy_contracts_check_button_new (self->game);
  g_signal_connect_object (self->check, "pending", G_CALLBACK (exchange_event), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self), self->check);
  entry_update (self);
}

static void
sy_exchange_entry_dispose (GObject *object)
{
  SyExchangeEntry *self = SY_EXCHANGE_ENTRY (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_EXCHANGE_ENTRY);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (sy_exchange_entry_parent_class)->dispose (object);
}

static void
sy_exchange_entry_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SyExchangeEntry *self = SY_EXCHANGE_ENTRY (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_BONUS:
      g_value_set_boolean (value, self->bonus);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_exchange_entry_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SyExchangeEntry *self = SY_EXCHANGE_ENTRY (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_BONUS:
      self->bonus = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_exchange_entry_class_init (SyExchangeEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_exchange_entry_constructed;
  object_class->dispose = sy_exchange_entry_dispose;
  object_class->get_property = sy_exchange_entry_get_property;
  object_class->set_property = sy_exchange_entry_set_property;

  /**
   * SyExchangeEntry:game:
   *
   * The game whose player on turn uses a goods tile.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyExchangeEntry:bonus:
   *
   * Whether the exchange is the bonus action.
   */
  properties[PROP_BONUS] =
    g_param_spec_boolean ("bonus", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyExchangeEntry::send:
   * @self: the form
   * @event: (type gpointer): the #SyEvent entered, valid during the emission
   *
   * The players entered the use of a goods tile on the exchange and tapped
   * the form's button.
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-exchange-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, SyExchangeEntry, list);
  gtk_widget_class_bind_template_child (widget_class, SyExchangeEntry, tile_row);
  gtk_widget_class_bind_template_child_full (widget_class, "good_row_0", FALSE,
                                             G_STRUCT_OFFSET (SyExchangeEntry, good_rows[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "good_row_1", FALSE,
                                             G_STRUCT_OFFSET (SyExchangeEntry, good_rows[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "good_row_2", FALSE,
                                             G_STRUCT_OFFSET (SyExchangeEntry, good_rows[2]));
  gtk_widget_class_bind_template_child (widget_class, SyExchangeEntry, income_row);
  gtk_widget_class_bind_template_callback (widget_class, tile_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, use_changed_cb);
}

static void
sy_exchange_entry_init (SyExchangeEntry *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sy_exchange_entry_new:
 * @game: the game
 * @bonus: whether the action is taken as the bonus action
 *
 * Which goods tile is used on the exchange, and what becomes of each of
 * its goods; #SyExchangeEntry::send tells the event entered.
 *
 * Returns: (transfer floating): a new #SyExchangeEntry
 */
GtkWidget *
sy_exchange_entry_new (SyGame   *game,
                       gboolean  bonus)
{
  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  return g_object_new (SY_TYPE_EXCHANGE_ENTRY, "game", game, "bonus", bonus, NULL);
}

/**
 * sy_exchange_entry_reset:
 * @self: an exchange form
 *
 * Sets @self again from its game, in place, as the game moved on: it shows
 * then what a form made anew for the game would show (the tiles of the
 * player now on turn, each good sold at 0), whatever was entered in it
 * taken back.
 */
void
sy_exchange_entry_reset (SyExchangeEntry *self)
{
  g_return_if_fail (SY_IS_EXCHANGE_ENTRY (self));

  entry_update (self);
}
