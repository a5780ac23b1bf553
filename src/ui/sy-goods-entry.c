/* sy-goods-entry.c: buying a goods tile; the goods' names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A goods tile shows three goods; the players enter them as printed, with
 * the price printed under the tile bought. The goods' names, which the
 * exchange and the hire forms show too, are here.
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
  GtkSpinButton *price;
  GtkWidget *check;

  /* Template widgets */
  GtkWidget *list;
  AdwComboRow *good_rows[SY_GOODS_KINDS];
};

G_DEFINE_FINAL_TYPE (SyGoodsEntry, sy_goods_entry, GTK_TYPE_BOX)

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

/* The goods' names, in the order of the engine's goods. */
GtkStringList *
sy_goods_list_new (SyEdition edition)
{
  GtkStringList *names = gtk_string_list_new (NULL);

  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    gtk_string_list_append (names, sy_good_get_label (edition, g));
  return names;
}

static gboolean
goods_event (gpointer  user_data,
             SyEvent  *event)
{
  SyGoodsEntry *self = user_data;

  memset (event, 0, sizeof *event);
  event->type = SY_EVENT_GOODS;
  event->bonus = self->bonus;
  event->price = (guint) gtk_spin_button_get_value_as_int (self->price);
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    event->goods[g] = adw_combo_row_get_selected (self->good_rows[g]);
  return TRUE;
}

static void
buy_clicked_cb (SyGoodsEntry *self)
{
  SyEvent event;

  goods_event (self, &event);
  g_signal_emit (self, signals[SEND], 0, &event);
}

/* What a new form starts with, from the game as it now is: the goods in
 * the engine's order, no price, the check shown to the player on turn
 * only if their contracts were entered. */
static void
set_from_game (SyGoodsEntry *self)
{
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    adw_combo_row_set_selected (self->good_rows[g], g);
  gtk_spin_button_set_value (self->price, 0);
  sy_contracts_check_update (SY_CONTRACTS_CHECK (self->check));
}

/* What the template cannot hold: the rows' words and the price in the
 * game's edition (which a game keeps), the form's main button and the
 * check of the contracts. */
static void
sy_goods_entry_constructed (GObject *object)
{
  SyGoodsEntry *self = SY_GOODS_ENTRY (object);
  SyEdition edition;
  GtkWidget *button;

  G_OBJECT_CLASS (sy_goods_entry_parent_class)->constructed (object);

  g_return_if_fail (self->game != NULL);
  edition = sy_game_get_edition (self->game);
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      g_autoptr(GtkStringList) names = sy_goods_list_new (edition);
      g_autofree char *title = edition == SY_EDITION_FIRST
        ? g_strdup_printf (_("Wagon %u on the card"), g + 1)
        : g_strdup_printf (_("Good %u on the tile"), g + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->good_rows[g]), title);
      adw_combo_row_set_model (self->good_rows[g], G_LIST_MODEL (names));
    }
  gtk_list_box_append (GTK_LIST_BOX (self->list),
                       sy_entry_spin_row_new (sy_words_get (edition, SY_WORD_PRICE_UNDER), 0,
                                              MAX_PRICE, &self->price));
  gtk_widget_set_name (GTK_WIDGET (self->price), "goods-price");

  button = sy_entry_send_button_new (edition == SY_EDITION_FIRST ? _("_Buy the Goods Wagon Card")
                                                                 : _("_Buy the Goods Tile"));
  gtk_widget_set_name (button, "goods-send");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (buy_clicked_cb), self);
  gtk_box_append (GTK_BOX (self), button);
  /* The check asks the form for the decision it holds when pressed. */
  self->check = sy_contracts_check_button_new (self->game);
  g_signal_connect_object (self->check, "pending", G_CALLBACK (goods_event), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self), self->check);

  set_from_game (self);
}

static void
sy_goods_entry_dispose (GObject *object)
{
  SyGoodsEntry *self = SY_GOODS_ENTRY (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_GOODS_ENTRY);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (sy_goods_entry_parent_class)->dispose (object);
}

static void
sy_goods_entry_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SyGoodsEntry *self = SY_GOODS_ENTRY (object);

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
sy_goods_entry_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SyGoodsEntry *self = SY_GOODS_ENTRY (object);

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
sy_goods_entry_class_init (SyGoodsEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_goods_entry_constructed;
  object_class->dispose = sy_goods_entry_dispose;
  object_class->get_property = sy_goods_entry_get_property;
  object_class->set_property = sy_goods_entry_set_property;

  /**
   * SyGoodsEntry:game:
   *
   * The game whose player on turn buys the goods tile.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyGoodsEntry:bonus:
   *
   * Whether the purchase is the bonus action.
   */
  properties[PROP_BONUS] =
    g_param_spec_boolean ("bonus", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyGoodsEntry::send:
   * @self: the form
   * @event: (type gpointer): the #SyEvent entered, valid during the emission
   *
   * The players entered the goods tile bought and tapped the form's
   * button.
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-goods-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, SyGoodsEntry, list);
  gtk_widget_class_bind_template_child_full (widget_class, "good_row_0", FALSE,
                                             G_STRUCT_OFFSET (SyGoodsEntry, good_rows[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "good_row_1", FALSE,
                                             G_STRUCT_OFFSET (SyGoodsEntry, good_rows[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "good_row_2", FALSE,
                                             G_STRUCT_OFFSET (SyGoodsEntry, good_rows[2]));
}

static void
sy_goods_entry_init (SyGoodsEntry *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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
  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  return g_object_new (SY_TYPE_GOODS_ENTRY, "game", game, "bonus", bonus, NULL);
}

/**
 * sy_goods_entry_reset:
 * @self: a #SyGoodsEntry
 *
 * Sets the form again from its game, in place, as a new form for the game
 * as it now is would start: what was entered is taken back.
 */
void
sy_goods_entry_reset (SyGoodsEntry *self)
{
  g_return_if_fail (SY_IS_GOODS_ENTRY (self));

  set_from_game (self);
}
