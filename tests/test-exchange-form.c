/* test-exchange-form.c: the Exchange form offers each good only the swaps
 * the engine allows, and its button stays put as the rows change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>

#include "sy-exchange-entry.h"
#include "ui-harness.h"

static void
sent_cb (SyExchangeEntry *form,
         const SyEvent *event,
         gpointer       user_data)
{
  *(SyEvent *) user_data = *event;
}

/* Where the Use button lies in the window. */
static graphene_point_t
button_place (GtkWidget *window,
              GtkWidget *button)
{
  graphene_point_t at = GRAPHENE_POINT_INIT (0, 0), place;

  g_assert_true (gtk_widget_compute_point (button, window, &at, &place));
  return place;
}

static void
check_form (SyEdition edition,
            int       width)
{
  g_autoptr(SyGame) game = new_laid_out_game (edition);
  const SyTable *table = sy_game_get_table (game);
  const SyCatalog *catalog = sy_catalog_get (edition);
  SyEvent sent = { 0, };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *form = sy_exchange_entry_new (game, FALSE);
  GtkWidget *button;
  graphene_point_t before, after;
  SyItem taken;

  g_signal_connect (form, "send", G_CALLBACK (sent_cb), &sent);
  g_assert_cmpuint (table->players[table->current].n_goods, >, 0);
  gtk_window_set_child (GTK_WINDOW (window), form);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 900);
  gtk_window_present (GTK_WINDOW (window));
  settle ();
  button = find_named (form, "goods-send");
  g_assert_nonnull (button);

  for (guint round = 0; round < 3; round++)
    {
      SyGoodUse uses[SY_GOODS_KINDS];

      /* The rows' choices as the form sends them, against the engine's. */
      tap (button);
      g_assert_cmpint (sent.type, ==, SY_EVENT_EXCHANGE);
      memcpy (uses, sent.uses, sizeof uses);
      for (guint g = 0; g < SY_GOODS_KINDS; g++)
        {
          g_autofree char *name = g_strdup_printf ("exchange-good-%u", g);
          AdwComboRow *row = ADW_COMBO_ROW (find_named (form, name));
          GListModel *model = adw_combo_row_get_model (row);
          SyItem items[SY_N_ITEMS];
          guint n = sy_table_exchange_swaps (table, uses, g, items, G_N_ELEMENTS (items));

          g_assert_cmpuint (g_list_model_get_n_items (model), ==, n + 1);
          g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==, _("Sell"));
          for (guint i = 0; i < n; i++)
            {
              g_autofree char *label = g_strdup_printf (_("Swap for a %s"),
                                                        sy_item_get_name (edition, items[i]));

              g_assert_true (catalog->has_item[items[i]]);
              g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), i + 1), ==, label);
              /* No piece another good takes. */
              for (guint o = 0; o < SY_GOODS_KINDS; o++)
                g_assert_true (o == g || uses[o].sell || uses[o].item != items[i]);
            }
          /* Never a piece of the other edition. */
          for (guint i = 1; i < g_list_model_get_n_items (model); i++)
            {
              const char *label = gtk_string_list_get_string (GTK_STRING_LIST (model), i);
              g_autofree char *stoker = g_strdup_printf (_("Swap for a %s"),
                                                         sy_item_get_name (edition, SY_ITEM_STOKER));
              g_autofree char *propeller = g_strdup_printf (_("Swap for a %s"),
                                                            sy_item_get_name (edition, SY_ITEM_PROPELLER));

              g_assert_cmpstr (label, !=, edition == SY_EDITION_FIRST ? stoker : propeller);
            }
        }
      if (round == 2)
        break;

      /* A row is changed: the button stays where it was. */
      before = button_place (window, button);
      adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (form, round == 0 ? "exchange-good-0"
                                                                               : "exchange-good-1")), 1);
      settle ();
      after = button_place (window, button);
      g_assert_cmpfloat (before.x, ==, after.x);
      g_assert_cmpfloat (before.y, ==, after.y);
      /* The swapped good's price row stays, greyed. */
      g_assert_true (gtk_widget_get_visible (find_named (form, round == 0 ? "exchange-price-0"
                                                                          : "exchange-price-1")));
      g_assert_false (gtk_widget_is_sensitive (find_named (form, round == 0 ? "exchange-price-0"
                                                                            : "exchange-price-1")));
    }

  /* The first good took the edition's first piece; the second the next. */
  tap (button);
  taken = sent.uses[0].item;
  g_assert_false (sent.uses[0].sell);
  g_assert_false (sent.uses[1].sell);
  g_assert_cmpint (sent.uses[1].item, !=, taken);
  g_assert_true (sent.uses[2].sell);

  /* Back to selling: the button still has not moved. */
  before = button_place (window, button);
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (form, "exchange-good-0")), 0);
  settle ();
  after = button_place (window, button);
  g_assert_cmpfloat (before.y, ==, after.y);
  g_assert_true (gtk_widget_is_sensitive (find_named (form, "exchange-price-0")));
  {
    g_autofree char *shot = g_strdup_printf ("exchange-form-%s-%s-%d",
                                             edition == SY_EDITION_FIRST ? "e1" : "e2",
                                             test_language_is_czech () ? "cs" : "en", width);

    save_screenshot (GTK_WINDOW (window), shot, width, 900);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

static void
test_exchange_form (void)
{
  static const int widths[] = { 360, 1280 };

  for (SyEdition e = SY_EDITION_FIRST; e <= SY_EDITION_SECOND; e++)
    for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
      check_form (e, widths[w]);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/exchange/choices-and-button", test_exchange_form);
  return run_in_application ();
}
