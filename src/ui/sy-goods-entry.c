/* sy-goods-entry.c: buying a goods tile and using one on the exchange
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A goods tile shows three goods; the players enter them as printed, with
 * the price printed under the tile bought. On the exchange, each good of
 * one tile is sold at the price the pointer shows, or swapped for a piece
 * from the good's table: the players enter which. Each good offers the
 * swaps the engine allows (no piece another good of the tile takes); its
 * price row stays in place, greyed when the good is swapped, so the rows
 * keep their height and the button does not move under the pointer.
 */
#define G_LOG_DOMAIN "sy-goods-entry"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-contracts-check.h"
#include "sy-goods-entry.h"

#define MAX_PRICE 9

struct _SyGoodsEntry
{
  GtkBox parent_instance;

  SyGame *game;
  gboolean bonus;
  AdwComboRow *tile_row;              /* exchange: which tile */
  AdwComboRow *good_rows[SY_GOODS_KINDS];
  GtkSpinButton *prices[SY_GOODS_KINDS];
  GtkWidget *price_rows[SY_GOODS_KINDS];
  GtkSpinButton *price;
  SyItem swaps[SY_GOODS_KINDS][SY_N_ITEMS];  /* exchange: each row's swaps, in order */
  guint n_swaps[SY_GOODS_KINDS];
  gboolean refilling;                        /* exchange: the rows' choices are being made again */
  SyItem swapped[SY_GOODS_KINDS];            /* exchange: each good's swap when last refilled */
  AdwActionRow *income_row;                  /* exchange: what the goods sold bring */
};

G_DEFINE_FINAL_TYPE (SyGoodsEntry, sy_goods_entry, GTK_TYPE_BOX)

enum {
  SEND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
sy_goods_entry_dispose (GObject *object)
{
  g_clear_object (&SY_GOODS_ENTRY (object)->game);

  G_OBJECT_CLASS (sy_goods_entry_parent_class)->dispose (object);
}

static void
sy_goods_entry_class_init (SyGoodsEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sy_goods_entry_dispose;

  /**
   * SyGoodsEntry::send:
   * @self: the form
   * @event: (type gpointer): the #SyEvent entered, valid during the emission
   *
   * The players entered the goods tile bought, or the use of one on the
   * exchange, and tapped the form's button.
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
sy_goods_entry_init (SyGoodsEntry *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 12);
}

static SyGoodsEntry *
form_new (SyGame   *game,
          gboolean  bonus)
{
  SyGoodsEntry *form = g_object_new (SY_TYPE_GOODS_ENTRY, NULL);

  form->game = g_object_ref (game);
  form->bonus = bonus;
  return form;
}

/* Returns: (transfer none): the good's name as the rulebooks give it, or
 *   for the good a rulebook leaves unnamed, the name the other gives it */
const char *
sy_good_get_label (SyEdition edition,
                   guint     good)
{
  const SyCatalog *catalog = sy_catalog_get (edition);
  const char *id;

  g_return_val_if_fail (good < SY_GOODS_KINDS, NULL);

  id = catalog->goods[good];
  if (g_strcmp0 (id, "coal") == 0)
    return _("Coal");
  if (g_strcmp0 (id, "steel") == 0)
    return _("Steel");
  if (g_strcmp0 (id, "cloth") == 0)
    return _("Cloth");
  /* Each rulebook names two of its three goods: coal and steel (first
   * edition), coal and cloth (second). Both are the same game's three
   * goods, so the good one rulebook leaves unnamed is the one the other
   * names [derived]. */
  return edition == SY_EDITION_FIRST ? _("Cloth") : _("Steel");
}

/* Returns: (transfer full): e.g. “Coal, Coal, Cloth” */
char *
sy_goods_tile_describe (SyEdition    edition,
                        const guint *goods)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      if (g > 0)
        g_string_append (text, _(", "));
      g_string_append (text, sy_good_get_label (edition, goods[g]));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static AdwComboRow *
goods_row_new (SyEdition   edition,
               const char *title)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *row = adw_combo_row_new ();

  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    gtk_string_list_append (names, sy_good_get_label (edition, g));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  return ADW_COMBO_ROW (row);
}

static GtkSpinButton *
price_row_new (GtkWidget  *list,
               const char *title,
               GtkWidget **row_out)
{
  GtkSpinButton *spin;
  GtkWidget *row = sy_entry_spin_row_new (title, 0, MAX_PRICE, &spin);

  gtk_list_box_append (GTK_LIST_BOX (list), row);
  if (row_out != NULL)
    *row_out = row;
  return spin;
}

/* The form's rows, its button and the check of the contracts' cards. */
static GtkWidget *
form_fill (SyGoodsEntry       *form,
           GtkWidget          *list,
           const char         *button_label,
           GCallback           clicked,
           GCallback           pending)
{
  GtkWidget *button = sy_entry_send_button_new (button_label);
  GtkWidget *check = sy_contracts_check_button_new (form->game);

  gtk_widget_set_name (button, "goods-send");
  g_signal_connect_swapped (button, "clicked", clicked, form);
  gtk_box_append (GTK_BOX (form), list);
  gtk_box_append (GTK_BOX (form), button);
  /* The check asks the form for the decision it holds when pressed. */
  g_signal_connect_object (check, "pending", pending, form, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (form), check);
  return GTK_WIDGET (form);
}

static gboolean
goods_event (gpointer  user_data,
             SyEvent  *event)
{
  SyGoodsEntry *form = user_data;

  memset (event, 0, sizeof *event);
  event->type = SY_EVENT_GOODS;
  event->bonus = form->bonus;
  event->price = (guint) gtk_spin_button_get_value_as_int (form->price);
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    event->goods[g] = adw_combo_row_get_selected (form->good_rows[g]);
  return TRUE;
}

static void
buy_clicked_cb (SyGoodsEntry *form)
{
  SyEvent event;

  goods_event (form, &event);
  g_signal_emit (form, signals[SEND], 0, &event);
}

/**
 * sy_goods_entry_new:
 * @game: the game
 * @bonus: whether the action is taken as the bonus action
 *
 * The goods on the tile bought and its price; #SyGoodsEntry::send tells
 * the event entered.
 *
 * Returns: (transfer floating): a new #SyGoodsEntry
 */
GtkWidget *
sy_goods_entry_new (SyGame   *game,
                    gboolean  bonus)
{
  SyGoodsEntry *form = form_new (game, bonus);
  GtkWidget *list = sy_entry_list_new ();
  SyEdition edition = sy_game_get_edition (game);
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      g_autofree char *title = edition == SY_EDITION_FIRST
        ? g_strdup_printf (_("Wagon %u on the card"), g + 1)
        : g_strdup_printf (_("Good %u on the tile"), g + 1);

      g_autofree char *name = g_strdup_printf ("goods-%u", g);

      form->good_rows[g] = goods_row_new (edition, title);
      gtk_widget_set_name (GTK_WIDGET (form->good_rows[g]), name);
      adw_combo_row_set_selected (form->good_rows[g], g);
      gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (form->good_rows[g]));
    }
  form->price = price_row_new (list, sy_words_get (edition, SY_WORD_PRICE_UNDER), NULL);
  gtk_widget_set_name (GTK_WIDGET (form->price), "goods-price");

  return form_fill (form, list, edition == SY_EDITION_FIRST ? _("_Buy the Goods Wagon Card")
                                                             : _("_Buy the Goods Tile"),
                    G_CALLBACK (buy_clicked_cb), G_CALLBACK (goods_event));
}

/* What becomes of each good, as the rows say now. */
static void
current_uses (SyGoodsEntry *form,
              SyGoodUse *uses)
{
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      guint choice = adw_combo_row_get_selected (form->good_rows[g]);

      uses[g].sell = choice == 0 || choice > form->n_swaps[g];
      uses[g].price = (guint) gtk_spin_button_get_value_as_int (form->prices[g]);
      uses[g].item = uses[g].sell ? SY_N_ITEMS : form->swaps[g][choice - 1];
    }
}

/* Each good's choices: sell it (position 0), or swap it for one of the
 * pieces the engine allows it, as the other goods are used now. A row
 * keeps its choice; a row whose choices stay the same is left alone (the
 * row just changed is one: its choices depend on the others only). */
static void
refill_choices (SyGoodsEntry *form)
{
  const SyTable *table = sy_game_get_table (form->game);
  SyGoodUse uses[SY_GOODS_KINDS];

  current_uses (form, uses);
  form->refilling = TRUE;
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      g_autoptr(GtkStringList) choices = NULL;
      SyItem swaps[SY_N_ITEMS];
      guint n = sy_table_exchange_swaps (table, uses, g, swaps, SY_N_ITEMS);
      guint selected = 0;

      form->swapped[g] = uses[g].item;
      gtk_widget_set_sensitive (form->price_rows[g], uses[g].sell);
      if (adw_combo_row_get_model (form->good_rows[g]) != NULL && n == form->n_swaps[g]
          && memcmp (swaps, form->swaps[g], n * sizeof swaps[0]) == 0)
        continue;

      choices = gtk_string_list_new (NULL);
      memcpy (form->swaps[g], swaps, sizeof swaps);
      form->n_swaps[g] = n;
      gtk_string_list_append (choices, _("Sell"));
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *label = g_strdup_printf (_("Swap for a %s"),
                                                    sy_item_get_name (sy_table_get_facts (table)->edition, swaps[i]));

          gtk_string_list_append (choices, label);
          if (!uses[g].sell && swaps[i] == uses[g].item)
            selected = i + 1;
        }
      adw_combo_row_set_model (form->good_rows[g], G_LIST_MODEL (choices));
      adw_combo_row_set_selected (form->good_rows[g], selected);
    }
  form->refilling = FALSE;
}

/* What the goods sold bring, as the engine pays it, told before the tile
 * is used: 0 said plainly, with what to check (issue 25: all three goods
 * sold at 0 went through without a word). */
static void
show_income (SyGoodsEntry *form)
{
  const SyTable *table = sy_game_get_table (form->game);
  gboolean first = sy_game_get_edition (form->game) == SY_EDITION_FIRST;
  SyGoodUse uses[SY_GOODS_KINDS];
  gboolean sold = FALSE;
  guint income;
  g_autofree char *text = NULL;

  if (form->income_row == NULL)
    return;
  current_uses (form, uses);
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    sold |= uses[g].sell;
  income = sy_table_exchange_income (table, adw_combo_row_get_selected (form->tile_row), uses);
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
  adw_action_row_set_subtitle (form->income_row, text);
  if (sold && income == 0)
    gtk_widget_add_css_class (GTK_WIDGET (form->income_row), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (form->income_row), "warning");
}

static void
price_changed_cb (GtkSpinButton *spin,
                  GParamSpec    *pspec,
                  SyGoodsEntry     *form)
{
  show_income (form);
}

/* A row changed: the others are made again only if a swap changed, as
 * making a row's choices again notifies its selection. */
static void
use_changed_cb (AdwComboRow *row,
                GParamSpec  *pspec,
                SyGoodsEntry   *form)
{
  SyGoodUse uses[SY_GOODS_KINDS];
  gboolean same = TRUE;

  if (form->refilling)
    return;
  current_uses (form, uses);
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      same &= uses[g].item == form->swapped[g];
      gtk_widget_set_sensitive (form->price_rows[g], uses[g].sell);
    }
  if (!same)
    refill_choices (form);
  show_income (form);
}

static gboolean
exchange_event (gpointer  user_data,
                SyEvent  *event)
{
  SyGoodsEntry *form = user_data;

  memset (event, 0, sizeof *event);
  event->type = SY_EVENT_EXCHANGE;
  event->bonus = form->bonus;
  event->goods_tile = adw_combo_row_get_selected (form->tile_row);
  current_uses (form, event->uses);
  return TRUE;
}

static void
exchange_clicked_cb (SyGoodsEntry *form)
{
  SyEvent event;

  exchange_event (form, &event);
  g_signal_emit (form, signals[SEND], 0, &event);
}

static void
tile_changed_cb (AdwComboRow *row,
                 GParamSpec  *pspec,
                 SyGoodsEntry   *form)
{
  const SyPlayerState *player = sy_table_get_player (sy_game_get_table (form->game), sy_table_get_current (sy_game_get_table (form->game)));
  guint tile = adw_combo_row_get_selected (row);
  SyEdition edition = sy_game_get_edition (form->game);

  if (tile >= player->n_goods)
    return;
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      /* Translators: one good of the tile used on the exchange, e.g. “Coal” */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->good_rows[g]),
                                     sy_good_get_label (edition, player->goods[tile].goods[g]));
    }
  show_income (form);
}

/**
 * sy_exchange_entry_new:
 * @game: the game
 * @bonus: whether the action is taken as the bonus action
 *
 * Which goods tile is used on the exchange, and what becomes of each of
 * its goods; #SyGoodsEntry::send tells the event entered.
 *
 * Returns: (transfer floating): a new #SyGoodsEntry
 */
GtkWidget *
sy_exchange_entry_new (SyGame   *game,
                       gboolean  bonus)
{
  const SyTable *table = sy_game_get_table (game);
  const SyPlayerState *player = sy_table_get_player (table, sy_table_get_current (table));
  SyEdition edition = sy_game_get_edition (game);
  SyGoodsEntry *form = form_new (game, bonus);
  GtkWidget *list = sy_entry_list_new ();
  g_autoptr(GtkStringList) tiles = gtk_string_list_new (NULL);

  for (guint t = 0; t < player->n_goods; t++)
    {
      g_autofree char *label = sy_goods_tile_describe (edition, player->goods[t].goods);

      gtk_string_list_append (tiles, label);
    }
  form->tile_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->tile_row),
                                 edition == SY_EDITION_FIRST ? _("Goods wagon card") : _("Goods tile"));
  adw_combo_row_set_model (form->tile_row, G_LIST_MODEL (tiles));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (form->tile_row));

  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      g_autofree char *name = g_strdup_printf ("exchange-good-%u", g);
      g_autofree char *price_name = g_strdup_printf ("exchange-price-%u", g);

      form->good_rows[g] = ADW_COMBO_ROW (adw_combo_row_new ());
      gtk_widget_set_name (GTK_WIDGET (form->good_rows[g]), name);
      gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (form->good_rows[g]));
      form->prices[g] = price_row_new (list, _("Price on the exchange"), &form->price_rows[g]);
      gtk_widget_set_name (form->price_rows[g], price_name);
    }
  form->income_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->income_row), _("You receive"));
  gtk_widget_set_name (GTK_WIDGET (form->income_row), "exchange-income");
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (form->income_row), FALSE);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (form->income_row));
  refill_choices (form);
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      g_signal_connect (form->good_rows[g], "notify::selected", G_CALLBACK (use_changed_cb), form);
      g_signal_connect (form->prices[g], "notify::value", G_CALLBACK (price_changed_cb), form);
    }
  g_signal_connect (form->tile_row, "notify::selected", G_CALLBACK (tile_changed_cb), form);
  tile_changed_cb (form->tile_row, NULL, form);

  return form_fill (form, list, edition == SY_EDITION_FIRST ? _("_Use the Goods Wagon Card")
                                                             : _("_Use the Goods Tile"),
                    G_CALLBACK (exchange_clicked_cb), G_CALLBACK (exchange_event));
}
