/* test-build-reset.c: the Build Ships and Buy Goods forms kept through whole games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 29: an action's form is kept for the whole game and set again in
 * place when the game changed (sy_build_entry_reset(),
 * sy_goods_entry_reset()). Whole games of both editions are played under
 * one form of each, with events the engine allows (tests/sim-player.c),
 * the last chance included, the first player's contracts entered and the
 * others' hidden; at every position, most times after
 * something was entered in the kept forms (a part gathered or two, a
 * design of the box tapped, switches, rows, symbols, goods, a price), the
 * kept forms are set again and must show what forms made anew for the
 * game as it then is show beside them, as wide (tests/ui-dump.c), and
 * the reset must not have made a widget: every one it shows was there
 * before (but for what a combo row's list view shows of the choice set
 * back, which GTK makes). The box's designs change once during each
 * second edition's game.
 */
#include "config.h"

#include "sy-table-private.h"

#include "sim-player.h"
#include "sy-application.h"
#include "sy-build-entry.h"
#include "sy-goods-entry.h"
#include "sy-part-picker.h"
#include "sy-yard-view.h"
#include "ui-dump.h"
#include "ui-harness.h"

#define FORM_WIDTH 420

/* The canal tile the box learns with the designs (teach_box()). */
static const SyCanalTile junction = {
  .shape = "junction",
  .marks = { [4] = SY_MARK_BUSINESSMAN },
};

/* Every widget below @root, shown or not. */
static void
collect_all (GtkWidget  *root,
             GHashTable *into)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_hash_table_add (into, child);
      collect_all (child, into);
    }
}

static void
assert_all_kept (GtkWidget  *form,
                 GHashTable *before,
                 const char *what)
{
  g_autoptr(GHashTable) after = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer widget;

  collect_all (form, after);
  g_hash_table_iter_init (&iter, after);
  while (g_hash_table_iter_next (&iter, &widget, NULL))
    /* A combo row's choice moved back is shown by its list view, whose
     * item GTK makes again. */
    if (!g_hash_table_contains (before, widget) && gtk_widget_get_ancestor (widget, GTK_TYPE_LIST_VIEW) == NULL)
      {
        g_autoptr(GString) path = g_string_new (NULL);

        for (GtkWidget *w = widget; w != NULL && w != form; w = gtk_widget_get_parent (w))
          g_string_append_printf (path, " < %s#%s", G_OBJECT_TYPE_NAME (w), gtk_widget_get_name (w));
        g_error ("%s: the reset made a widget:%s", what, path->str);
      }
}

static SyUserData *
user_data (void)
{
  return sy_application_get_user_data (SY_APPLICATION (g_application_get_default ()));
}

/* The widget named @name below @root, shown or not. */
static GtkWidget *
find_any (GtkWidget  *root,
          const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_strcmp0 (gtk_widget_get_name (child), name) == 0)
        return child;
      if ((found = find_any (child, name)) != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
named (GtkWidget  *form,
       const char *name)
{
  GtkWidget *widget = find_any (form, name);

  g_assert_nonnull (widget);
  return widget;
}

/* How often a stand-in was entered in the kept Build Ships form. */
static guint blanks_entered;

static gboolean
has_gathered (GtkWidget *build)
{
  return gtk_widget_is_sensitive (named (build, "take-back-part"));
}

/* Something entered in the Build Ships form, as players would before the
 * game changes under it: a design of the box tapped or a kind chosen, a
 * row, Another Part, a symbol; and now and then the part placed on the
 * first slot that takes it (one tap after the other on the slots), once
 * or twice. */
static void
enter_in_build (GtkWidget *build,
                GRand     *rand)
{
  SyPartPicker *picker = SY_PART_PICKER (named (build, "part-picker"));
  SyYardView *yard_view = SY_YARD_VIEW (find_widget (build, SY_TYPE_YARD_VIEW, 0));
  guint n_designs = sy_part_picker_get_n_parts (picker);
  guint placements = g_rand_int_range (rand, 0, 3);
  GtkWidget *other = named (build, "other-part");
  GtkWidget *blank;
  GtkWidget *cabin;

  if (n_designs > 0 && g_rand_boolean (rand))
    {
      GtkWidget *button = sy_part_picker_find_button (picker,
                                                      sy_part_picker_get_part (picker, g_rand_int_range (rand, 0, n_designs)));

      if (gtk_widget_is_sensitive (button))
        g_signal_emit_by_name (button, "clicked");
    }
  else
    adw_combo_row_set_selected (ADW_COMBO_ROW (named (build, "part-kind")), g_rand_int_range (rand, 0, 3));
  adw_combo_row_set_selected (ADW_COMBO_ROW (named (build, "offer-row")),
                              g_rand_int_range (rand, 0, SY_OFFER_ROWS));
  if (gtk_widget_is_visible (other) && g_rand_boolean (rand))
    gtk_switch_set_active (GTK_SWITCH (other), TRUE);
  /* The stand-in, once the engine offers it. */
  blank = find_widget (build, GTK_TYPE_SWITCH, 0);
  if (blank != NULL && blank != other && g_rand_boolean (rand))
    {
      gtk_switch_set_active (GTK_SWITCH (blank), TRUE);
      blanks_entered++;
    }
  cabin = find_any (build, "symbol-cabin");
  if (cabin != NULL && gtk_widget_is_visible (cabin))
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (cabin), g_rand_int_range (rand, 0, 3));

  for (guint p = 0; p < placements; p++)
    for (guint slot = 0; slot < SY_MAX_YARD_SLOTS; slot++)
      {
        GtkWidget *target = sy_yard_view_get_slot (yard_view, slot);
        gboolean before = has_gathered (build);

        if (!gtk_widget_get_visible (target))
          continue;
        g_signal_emit_by_name (yard_view, "slot-activated", slot);
        if (has_gathered (build) && !before)
          break;
      }
}

/* The goods' choices and the price moved, as players would. */
static void
enter_in_goods (GtkWidget *goods,
                GRand     *rand)
{
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      g_autofree char *name = g_strdup_printf ("goods-%u", g);

      adw_combo_row_set_selected (ADW_COMBO_ROW (named (goods, name)), g_rand_int_range (rand, 0, SY_GOODS_KINDS));
    }
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (named (goods, "goods-price")), g_rand_int_range (rand, 0, 10));
}

/* How often the kept Build Ships form held parts gathered when set again. */
static guint parts_gathered;

typedef struct {
  const char *name;
  GtkWidget *(*make) (SyGame *game);
  void (*reset) (GtkWidget *form);
  void (*enter) (GtkWidget *form,
                 GRand     *rand);
  GtkWidget *kept_window;
  GtkWidget *fresh_window;
  GtkWidget *kept;
  GtkWidget *fresh;
  guint compared;
  guint entered;
  guint check_shown;
} Form;

static GtkWidget *
build_new (SyGame *game)
{
  return sy_build_entry_new (game, FALSE, user_data ());
}

static void
build_reset (GtkWidget *form)
{
  sy_build_entry_reset (SY_BUILD_ENTRY (form));
}

static GtkWidget *
goods_new (SyGame *game)
{
  return sy_goods_entry_new (game, FALSE);
}

static void
goods_reset (GtkWidget *form)
{
  sy_goods_entry_reset (SY_GOODS_ENTRY (form));
}

/* The kept form set again, with the widgets it had, and a new one beside
 * it. */
static void
reset_beside_new (Form   *form,
                  SyGame *game,
                  char   *where)
{
  g_autoptr(GHashTable) before = g_hash_table_new (NULL, NULL);

  if (form->reset == build_reset && has_gathered (form->kept))
    parts_gathered++;
  collect_all (form->kept, before);
  form->reset (form->kept);
  assert_all_kept (form->kept, before, where);
  form->fresh = form->make (game);
  column_window_set_child (form->fresh_window, form->fresh);
}

/* Once drawn, the two must show the same. */
static void
compare_with_new (Form       *form,
                  const char *where)
{
  assert_same_dump (form->kept, form->fresh, where);
  if (gtk_widget_get_visible (named (form->fresh, "check-contracts")))
    form->check_shown++;
  column_window_set_child (form->fresh_window, NULL);
  form->fresh = NULL;
  form->compared++;
}

/* The first player enters their hands of contracts, the others keep
 * theirs hidden: Check My Contracts is offered to the first only. */
static void
deal_to_first (SyGame *game)
{
  for (guint c = 0; c < 2; c++)
    {
      const SyContract *deck[16];
      SyEvent deal = { .type = SY_EVENT_DEAL, .player = 0, .colour = c,
                       .n_ids = sy_game_get_table (game)->players[0].contracts[c] };

      sy_contracts_for_edition (sy_game_get_edition (game), c + 1, deck, G_N_ELEMENTS (deck));
      for (guint i = 0; i < deal.n_ids; i++)
        g_strlcpy (deal.ids[i], sy_contract_get_id (deck[i]), sizeof deal.ids[i]);
      apply_or_die (game, &deal);
    }
}

/* Returns: how many positions of the last chance were compared */
static guint
play_and_compare (SyEdition edition,
                  guint32   seed)
{
  static const SyPart designs[] = {
    { .kind = SY_PART_BOW, .symbols = { [SY_SYMBOL_CABIN] = 1 } },
    { .kind = SY_PART_MIDDLE, .symbols = { [SY_SYMBOL_RIGGING_MOUNT] = 1 } },
    { .kind = SY_PART_STERN, .symbols = { [SY_SYMBOL_LANTERN] = 1 } },
  };
  static const SyPart later[] = {
    { .kind = SY_PART_BOW, .symbols = { [SY_SYMBOL_CABIN] = 2 } },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GRand) players = g_rand_new_with_seed (seed + 1);
  g_autoptr(SyGame) game = sim_new_game (edition, 3, FALSE, rand);
  Form forms[] = {
    { "Build Ships", build_new, build_reset, enter_in_build },
    { "Buy Goods", goods_new, goods_reset, enter_in_goods },
  };
  guint last_chance = 0;
  guint taught_at = 0;

  deal_to_first (game);
  empty_box (edition);
  if (edition == SY_EDITION_SECOND)
    teach_box (designs, G_N_ELEMENTS (designs), &junction);
  for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
    {
      forms[f].kept_window = column_window_new (FORM_WIDTH, 1000);
      forms[f].fresh_window = column_window_new (FORM_WIDTH, 1000);
      forms[f].kept = forms[f].make (game);
      column_window_set_child (forms[f].kept_window, forms[f].kept);
    }

  while (sy_game_get_table (game)->phase != SY_PHASE_OVER)
    {
      GtkWidget *windows[2 * G_N_ELEMENTS (forms)];
      char *where[G_N_ELEMENTS (forms)];

      /* The box learns a design while the forms are kept: the picker
       * reads it again by itself. */
      if (edition == SY_EDITION_SECOND && taught_at == 0 && sy_game_get_position (game) > 60)
        {
          taught_at = sy_game_get_position (game);
          teach_box (later, G_N_ELEMENTS (later), &junction);
        }
      if (sy_game_get_table (game)->phase == SY_PHASE_LAST_CHANCE)
        last_chance++;
      for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
        {
          if (g_rand_int_range (players, 0, 4) != 0)
            {
              forms[f].enter (forms[f].kept, players);
              forms[f].entered++;
            }
          where[f] = g_strdup_printf ("%s, edition %d, seed %u, position %u", forms[f].name, edition,
                                      seed, sy_game_get_position (game));
          reset_beside_new (&forms[f], game, where[f]);
          windows[2 * f] = forms[f].kept_window;
          windows[2 * f + 1] = forms[f].fresh_window;
        }
      redraw_windows (windows, G_N_ELEMENTS (windows));
      for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
        {
          compare_with_new (&forms[f], where[f]);
          g_free (where[f]);
        }
      g_assert_true (sim_step (game, rand));
    }
  for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
    {
      g_test_message ("%s: %u positions compared, %u after something was entered, %u showing the check of the contracts",
                      forms[f].name, forms[f].compared, forms[f].entered, forms[f].check_shown);
      g_assert_cmpuint (forms[f].compared, >, 50);
      g_assert_cmpuint (forms[f].check_shown, >, 0);
      g_assert_cmpuint (forms[f].check_shown, <, forms[f].compared);
      gtk_window_destroy (GTK_WINDOW (forms[f].kept_window));
      gtk_window_destroy (GTK_WINDOW (forms[f].fresh_window));
    }
  g_test_message ("%u positions in the last chance, %u with parts gathered, %u stand-ins entered",
                  last_chance, parts_gathered, blanks_entered);
  settle ();
  return last_chance;
}

static void
test_first_edition (void)
{
  parts_gathered = blanks_entered = 0;
  g_assert_cmpuint (play_and_compare (SY_EDITION_FIRST, 33), >, 0);
  g_assert_cmpuint (parts_gathered, >, 10);
}

/* Two games: the last chance, stand-ins, more players and yards. */
static void
test_second_edition (void)
{
  guint last_chance;

  parts_gathered = blanks_entered = 0;
  last_chance = play_and_compare (SY_EDITION_SECOND, 33);
  last_chance += play_and_compare (SY_EDITION_SECOND, 34);
  g_assert_cmpuint (last_chance, >, 0);
  g_assert_cmpuint (parts_gathered, >, 10);
  g_assert_cmpuint (blanks_entered, >, 0);
}

/* Set again while the box did not change, the form keeps the pictures of
 * its designs: the same buttons. */
static void
test_box_kept (void)
{
  static const SyPart designs[] = {
    { .kind = SY_PART_BOW, .symbols = { [SY_SYMBOL_CABIN] = 1 } },
  };
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_BUILD };
  GtkWidget *window = column_window_new (FORM_WIDTH, 1000);
  GtkWidget *form;
  GtkWidget *button;

  empty_box (SY_EDITION_SECOND);
  teach_box (designs, G_N_ELEMENTS (designs), &junction);
  form = build_new (game);
  column_window_set_child (window, form);
  button = sy_part_picker_find_button (SY_PART_PICKER (named (form, "part-picker")), &designs[0]);
  g_assert_nonnull (button);
  apply_or_die (game, &choose);
  sy_build_entry_reset (SY_BUILD_ENTRY (form));
  g_assert_true (sy_part_picker_find_button (SY_PART_PICKER (named (form, "part-picker")), &designs[0]) == button);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);

  g_test_add_func ("/ui/build-reset/first-edition", test_first_edition);
  g_test_add_func ("/ui/build-reset/second-edition", test_second_edition);
  g_test_add_func ("/ui/build-reset/box-kept", test_box_kept);

  return run_in_application ();
}
