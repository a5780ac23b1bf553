/* test-forms.c: every button of every action form can be reached at every width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At 360, 800, 1000, 1280 and 1920 px the window shows, in turn, each
 * action's form (Build Ships with a part gathered, Rent Canal, Buy Goods,
 * Manufacture Equipment, Recruit Crew, Hire Employee, Exchange, Subsidy in
 * a four-player game), the turn panel's own buttons once the action is
 * done (End the Turn, the bonus action), a bonus action's form and the
 * last chance's form with its pass. Every button shown there must have a
 * size, be drawable and lie inside the content of the scrolled area that
 * holds it, clipped by no ancestor and covered by no other widget: a
 * button that cannot be seen cannot be clicked.
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>

#include "sy-dialogs.h"
#include "sy-hire-tile-form.h"
#include "sy-track-view.h"
#include "sy-turn-panel.h"
#include "sy-window.h"
#include "sy-yard-view.h"
#include "ui-harness.h"
#include "ui-input.h"

static const int widths[] = { 360, 800, 1000, 1280, 1920 };

static gboolean
has_wanted_width (gpointer widget)
{
  int wanted = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "forms-width"));
  int width = gtk_widget_get_width (GTK_WIDGET (widget));

  return width > 0 && ABS (width - wanted) <= 16;
}

static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Lets the layout settle for a moment, as a frame or two would. */
static void
let_layout_settle (void)
{
  gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC / 5;
  guint tick = g_timeout_add (20, tick_cb, NULL);

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  settle ();
}

static void
resize_window (SyWindow *window,
               int       width)
{
  guint tick;

  g_object_set_data (G_OBJECT (window), "forms-width", GINT_TO_POINTER (width));
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 900);
  gtk_window_present (GTK_WINDOW (window));
  tick = g_timeout_add (50, tick_cb, NULL);
  wait_until (has_wanted_width, window);
  g_source_remove (tick);
  let_layout_settle ();
}

static GtkWidget *
scrolled_content (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *child;

  g_assert_nonnull (scrolled);
  child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  if (GTK_IS_VIEWPORT (child))
    child = gtk_viewport_get_child (GTK_VIEWPORT (child));
  return child;
}

static gboolean
inside (const graphene_rect_t *bounds,
        GtkWidget             *area)
{
  /* Half a pixel for rounding. */
  return bounds->origin.x >= -0.5 && bounds->origin.y >= -0.5
         && bounds->origin.x + bounds->size.width <= gtk_widget_get_width (area) + 0.5
         && bounds->origin.y + bounds->size.height <= gtk_widget_get_height (area) + 0.5;
}

/* @button is allocated, drawable, inside its scrolled area's content and
 * within every ancestor up to that content. */
static void
check_reachable (GtkWidget  *button,
                 const char *what,
                 int         width)
{
  GtkWidget *content = scrolled_content (button);
  const char *label = GTK_IS_BUTTON (button) ? gtk_button_get_label (GTK_BUTTON (button)) : NULL;
  g_autofree char *where = g_strdup_printf ("%s at %d px: %s “%s” (%s)", what, width,
                                            G_OBJECT_TYPE_NAME (button),
                                            label != NULL ? label : "",
                                            gtk_widget_get_name (button));
  graphene_rect_t bounds;

  if (gtk_widget_get_width (button) <= 0 || gtk_widget_get_height (button) <= 0)
    g_error ("%s has no size", where);
  if (!gtk_widget_is_drawable (button))
    g_error ("%s is not drawable", where);
  if (!gtk_widget_compute_bounds (button, content, &bounds) || !inside (&bounds, content))
    g_error ("%s lies outside its scrolled area (%.0f,%.0f %.0f×%.0f in %d×%d)", where,
             bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
             gtk_widget_get_width (content), gtk_widget_get_height (content));
  for (GtkWidget *ancestor = gtk_widget_get_parent (button);
       ancestor != NULL && ancestor != content;
       ancestor = gtk_widget_get_parent (ancestor))
    if (!gtk_widget_compute_bounds (button, ancestor, &bounds) || !inside (&bounds, ancestor))
      g_error ("%s is clipped by its ancestor %s (%.0f,%.0f %.0f×%.0f in %d×%d)", where,
               G_OBJECT_TYPE_NAME (ancestor), bounds.origin.x, bounds.origin.y,
               bounds.size.width, bounds.size.height,
               gtk_widget_get_width (ancestor), gtk_widget_get_height (ancestor));
  /* Nothing lies over its centre: a click there reaches it (issue 25: the
   * track's heading lay over End the Turn). */
  {
    GtkWidget *cover = find_cover (button, content);

    if (cover != NULL)
      g_error ("%s is covered by %s “%s”", where, G_OBJECT_TYPE_NAME (cover), gtk_widget_get_name (cover));
  }
}

/* Every button the turn panel shows; returns how many were checked. */
static guint
check_panel (SyWindow   *window,
             const char *what,
             int         width)
{
  GtkWidget *panel = find_widget (GTK_WIDGET (window), SY_TYPE_TURN_PANEL, 0);
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  guint checked = 0;

  g_assert_nonnull (panel);
  collect_widgets (panel, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);

      /* Only what is shown: not a collapsed row's content or a popover. */
      if (!gtk_widget_get_mapped (button))
        continue;
      check_reachable (button, what, width);
      checked++;
    }
  return checked;
}

static SyGame *
new_game_choosing (SyAction action,
                   gboolean four)
{
  SyGame *game;
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = action };

  if (four)
    {
      g_autoptr(SyGameConfig) config = sy_game_config_new (SY_EDITION_SECOND, 4);
      const SyCatalog *catalog = sy_catalog_get (SY_EDITION_SECOND);
      SyEvent layout = { .type = SY_EVENT_LAYOUT, .n_track = 8,
                         .track = { SY_ACTION_BUILD, SY_ACTION_CANAL, SY_ACTION_GOODS,
                                    SY_ACTION_EQUIPMENT, SY_ACTION_CREW, SY_ACTION_EMPLOYEES,
                                    SY_ACTION_EXCHANGE, SY_ACTION_SUBSIDY } };

      sy_game_config_set_player (config, 0, "Alena", SY_COLOUR_RED);
      sy_game_config_set_player (config, 1, "Bohdan", SY_COLOUR_YELLOW);
      sy_game_config_set_player (config, 2, "Cecílie", SY_COLOUR_GREEN);
      sy_game_config_set_player (config, 3, "Dušan", SY_COLOUR_BLUE);
      config->start_player = 0;
      game = sy_game_new (config, NULL);
      memcpy (layout.crew_ring, catalog->crew_ring_items, sizeof layout.crew_ring);
      apply_or_die (game, &layout);
    }
  else
    game = new_laid_out_game (SY_EDITION_SECOND);
  apply_or_die (game, &choose);
  return game;
}

/* Build Ships with a part gathered from a paid row: the buy button then
 * carries its longest label. */
static void
gather_a_part (SyWindow *window)
{
  SyYardView *yard_view = SY_YARD_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_YARD_VIEW, 0));
  const SyTable *table = sy_game_get_table (sy_window_get_game (window));
  int slot = g_bit_nth_lsf (sy_yard_legal_slots (&table->players[table->current].yard, SY_PART_BOW), -1);

  adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "offer-row")), 3);
  enter_by_hand (window);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (require_named (window, "symbol-cabin")), 1);
  g_assert_cmpint (slot, >=, 0);
  tap (sy_yard_view_get_slot (yard_view, (guint) slot));
  g_assert_true (gtk_widget_is_sensitive (require_named (window, "buy-parts")));
}

/* The end of the game reached, set here directly: Alena's last chance,
 * her yard that of test-flow's /engine/flow/last-chance-slots. */
static SyGame *
new_last_chance_game (void)
{
  SyGame *game = new_laid_out_game (SY_EDITION_SECOND);
  SyTable *table = (SyTable *) sy_game_get_table (game);
  SyYard *yard = &table->players[0].yard;

  table->phase = SY_PHASE_LAST_CHANCE;
  table->current = 0;
  yard->slots[0].kind = SY_PART_BOW;
  yard->slots[1].kind = SY_PART_MIDDLE;
  yard->slots[4].kind = SY_PART_MIDDLE;
  yard->slots[5].kind = SY_PART_STERN;
  return game;
}

static void
show (SyWindow *window,
      SyGame   *game)
{
  sy_window_set_game (window, game);
  let_layout_settle ();
}

static void
test_forms_reachable (void)
{
  static const SyAction actions[] = {
    SY_ACTION_BUILD, SY_ACTION_CANAL, SY_ACTION_GOODS, SY_ACTION_EQUIPMENT,
    SY_ACTION_CREW, SY_ACTION_EMPLOYEES, SY_ACTION_EXCHANGE, SY_ACTION_SUBSIDY,
  };
  SyWindow *window = get_window ();

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      resize_window (window, widths[w]);
      for (guint a = 0; a < G_N_ELEMENTS (actions); a++)
        {
          g_autoptr(SyGame) game = new_game_choosing (actions[a], actions[a] == SY_ACTION_SUBSIDY);
          const char *name = sy_action_get_name (actions[a]);

          show (window, game);
          if (actions[a] == SY_ACTION_BUILD)
            {
              g_autofree char *shot = g_strdup_printf ("forms-build-%s",
                                                       test_language_is_czech () ? "cs" : "en");

              gather_a_part (window);
              let_layout_settle ();
              save_screenshot (GTK_WINDOW (window), shot, 0, 0);
            }
          g_assert_cmpuint (check_panel (window, name, widths[w]), >, 0);
        }

      /* The action done: End the Turn and the bonus action; then the
       * bonus action's own form. */
      {
        g_autoptr(SyGame) game = new_game_choosing (SY_ACTION_EQUIPMENT, FALSE);
        SyEvent equipment = { .type = SY_EVENT_EQUIPMENT, .steps = 1 };
        SyTurnPanel *panel;

        apply_or_die (game, &equipment);
        show (window, game);
        g_assert_nonnull (find_named (GTK_WIDGET (window), "end-turn"));
        check_panel (window, "the turn panel", widths[w]);
        check_reachable (require_named (window, "end-turn"), "the turn panel", widths[w]);
        panel = SY_TURN_PANEL (find_widget (GTK_WIDGET (window), SY_TYPE_TURN_PANEL, 0));
        sy_turn_panel_start_bonus (panel, SY_ACTION_BUILD);
        let_layout_settle ();
        gather_a_part (window);
        let_layout_settle ();
        check_reachable (require_named (window, "buy-parts"), "the bonus action", widths[w]);
        check_panel (window, "the bonus action", widths[w]);
      }

      /* The last chance: its form with the stern gathered, and its pass. */
      {
        g_autoptr(SyGame) game = new_last_chance_game ();
        SyYardView *yard_view;

        show (window, game);
        yard_view = SY_YARD_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_YARD_VIEW, 0));
        adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "part-kind")), 2);
        tap (sy_yard_view_get_slot (yard_view, 2));
        let_layout_settle ();
        check_reachable (require_named (window, "buy-parts"), "the last chance", widths[w]);
        check_reachable (require_named (window, "last-chance-pass"), "the last chance", widths[w]);
        check_panel (window, "the last chance", widths[w]);
      }
    }
}

/* The last chance marks only the slots where the part finishes a ship, as
 * the engine says (the yard of test-flow's /engine/flow/last-chance-slots:
 * a stern may go to 2, 3, 6, 7 or 8, and finishes a ship only at 2); a tap
 * elsewhere places nothing. */
static void
test_last_chance (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_last_chance_game ();
  SyTable *table = (SyTable *) sy_game_get_table (game);
  SyYard *yard = &table->players[0].yard;
  SyYardView *yard_view;
  guint finishing;

  finishing = sy_table_last_chance_slots (table, 0, SY_PART_STERN);
  g_assert_cmphex (finishing, ==, 1u << 2);
  g_assert_cmphex (sy_yard_legal_slots (yard, SY_PART_STERN) & ~finishing, !=, 0);

  show (window, game);
  yard_view = SY_YARD_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_YARD_VIEW, 0));
  g_assert_nonnull (yard_view);
  adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "part-kind")), 2);
  for (guint slot = 0; slot < yard->n_slots; slot++)
    g_assert_true (gtk_widget_has_css_class (sy_yard_view_get_slot (yard_view, slot), "legal")
                   == ((finishing & (1u << slot)) != 0));
  /* A middle finishes nothing here: nothing is marked. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "part-kind")), 1);
  for (guint slot = 0; slot < yard->n_slots; slot++)
    g_assert_false (gtk_widget_has_css_class (sy_yard_view_get_slot (yard_view, slot), "legal"));

  /* A stern tapped at 8 is not taken; at 2 it is, and bought. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "part-kind")), 2);
  tap (sy_yard_view_get_slot (yard_view, 8));
  g_assert_false (gtk_widget_is_sensitive (require_named (window, "buy-parts")));
  tap (sy_yard_view_get_slot (yard_view, 2));
  g_assert_true (gtk_widget_is_sensitive (require_named (window, "buy-parts")));
  tap (require_named (window, "buy-parts"));
  table = (SyTable *) sy_game_get_table (game);
  g_assert_true (table->main_done);
  g_assert_cmpint (table->players[0].yard.slots[2].kind, ==, SY_PART_STERN);
}

/* After a part is placed, its symbols are not offered for the next one. */
static void
test_part_counters (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_game_choosing (SY_ACTION_BUILD, FALSE);
  GtkSpinButton *cabins;
  GtkSpinButton *mounts;

  show (window, game);
  enter_by_hand (window);
  cabins = GTK_SPIN_BUTTON (require_named (window, "symbol-cabin"));
  mounts = GTK_SPIN_BUTTON (require_named (window, "symbol-rigging-mount"));
  gtk_spin_button_set_value (mounts, 2);
  gather_a_part (window);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (cabins), ==, 0);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (mounts), ==, 0);
  /* The part keeps what was entered for it. */
  tap (require_named (window, "buy-parts"));
  {
    const SyTable *table = sy_game_get_table (game);
    const SyYard *yard = &table->players[table->current].yard;
    guint placed = 0;

    for (guint slot = 0; slot < yard->n_slots; slot++)
      if (yard->slots[slot].kind == SY_PART_BOW)
        {
          g_assert_cmpuint (yard->slots[slot].symbols[SY_SYMBOL_CABIN], ==, 1);
          g_assert_cmpuint (yard->slots[slot].symbols[SY_SYMBOL_RIGGING_MOUNT], ==, 2);
          placed++;
        }
    g_assert_cmpuint (placed, ==, 1);
  }
}

/* Issue 25: on the last chance, a stern that finishes the ship bought and
 * the ship launched, End the Turn takes a real click of the mouse (not
 * only Ctrl+Return), at both widths; the pass the engine no longer takes
 * is not shown. */
static void
test_last_chance_end_turn_by_pointer (void)
{
  static const int sizes[] = { 360, 1280 };
  SyWindow *window = get_window ();

  for (guint w = 0; w < G_N_ELEMENTS (sizes); w++)
    {
      g_autoptr(SyGame) game = new_last_chance_game ();
      SyYardView *yard_view;
      SyTableSteps steps;

      resize_window (window, sizes[w]);
      show (window, game);
      yard_view = SY_YARD_VIEW (find_widget (GTK_WIDGET (window), SY_TYPE_YARD_VIEW, 0));
      adw_combo_row_set_selected (ADW_COMBO_ROW (require_named (window, "part-kind")), 2);
      tap (sy_yard_view_get_slot (yard_view, 2));
      tap (require_named (window, "buy-parts"));
      let_layout_settle ();
      g_assert_true (sy_game_get_table (game)->main_done);
      /* The pass is gone with the chance: the engine would refuse it. */
      sy_table_get_steps (sy_game_get_table (game), &steps);
      g_assert_false (steps.can_pass);
      g_assert_null (find_named (GTK_WIDGET (window), "last-chance-pass"));

      /* No captain in the supply: the row said the ship fails; a click
       * sails it, asking nothing, and says it failed. */
      pointer_click (require_named (window, "launch"));
      let_layout_settle ();
      g_assert_null (sy_dialogs_find_alert ("launch-failure-question"));
      g_assert_true (shows_text (GTK_WIDGET (window),
                                 _("The ship failed its cruise and brought no points. Undo takes the launch back.")));
      {
        g_autofree char *shot = g_strdup_printf ("failed-launch-%d-%s", sizes[w],
                                                 test_language_is_czech () ? "cs" : "en");

        /* As it shows: the toast, once grown in, before it times out. */
        if (g_getenv ("SY_TEST_SCREENSHOTS") != NULL)
          {
            for (guint i = 0; i < 3; i++)
              let_layout_settle ();
            save_screenshot_now (GTK_WINDOW (window), shot);
          }
      }
      g_assert_cmpuint (sy_table_list_finished (sy_game_get_table (game), NULL), ==, 0);
      g_assert_null (find_named (GTK_WIDGET (window), "last-chance-pass"));
      sy_table_get_steps (sy_game_get_table (game), &steps);
      g_assert_true (steps.can_end_turn);
      g_assert_cmpuint (steps.current, ==, 0);

      pointer_click (require_named (window, "end-turn"));
      let_layout_settle ();
      sy_table_get_steps (sy_game_get_table (game), &steps);
      g_assert_true (steps.phase != SY_PHASE_LAST_CHANCE || steps.current != 0);
    }
}

/* The widget that has the keyboard in @window. */
static GtkWidget *
focused (SyWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* Whether the keyboard is on @widget or inside it. */
static gboolean
has_keyboard (SyWindow  *window,
              GtkWidget *widget)
{
  GtkWidget *focus = focused (window);

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

typedef struct {
  SyWindow   *window;
  const char *name;
  GType       type;
} KeyboardOn;

static gboolean
keyboard_is_on (gpointer data)
{
  KeyboardOn *on = data;
  GtkWidget *widget = on->name != NULL ? find_named (GTK_WIDGET (on->window), on->name)
                                       : find_widget (GTK_WIDGET (on->window), on->type, 0);

  return widget != NULL && has_keyboard (on->window, widget);
}

/* Waits until the keyboard is on the widget named @name: the view moves
 * it there two frames after the step's controls were laid out, and a
 * machine busy with other work takes longer than let_layout_settle()
 * over those frames (the keyboard rests on a neighbour meanwhile, where
 * GTK puts it when the form that had it goes). wait_until() fails the
 * test after its deadline. */
static void
wait_for_keyboard_on (SyWindow   *window,
                      const char *name)
{
  KeyboardOn on = { window, name, G_TYPE_INVALID };

  wait_until (keyboard_is_on, &on);
}

/* The same, until the keyboard is inside the first widget of @type. */
static void
wait_for_keyboard_in (SyWindow *window,
                      GType     type)
{
  KeyboardOn on = { window, NULL, type };

  wait_until (keyboard_is_on, &on);
}

/* Issue 25: keyboard only, the focus follows the turn. Alt+5 chooses
 * Recruit Crew and the keyboard is in its form, on its first row (one
 * sector: "1 captain" in the rulebook's example); Enter recruits; the
 * keyboard is then on End the Turn; Enter ends the turn, and the next
 * player's keyboard is on the track. Real key presses through the X
 * server, at most 5 for the whole turn. Then Buy Goods: a price typed in
 * its spin button and Enter take the form's main button. */
static void
test_focus_follows_the_turn (void)
{
  static const int sizes[] = { 360, 1280 };
  SyWindow *window = get_window ();

  for (guint w = 0; w < G_N_ELEMENTS (sizes); w++)
    {
      g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
      guint presses = 0;
      const SyTable *table;

      resize_window (window, sizes[w]);
      show (window, game);
      focus_window (GTK_WINDOW (window));
      g_assert_true (gtk_window_is_active (GTK_WINDOW (window)));
      g_assert_cmpint (sy_game_get_table (game)->track.tiles[4], ==, SY_ACTION_CREW);

      press_keys (GDK_KEY_5, GDK_ALT_MASK);
      presses++;
      let_layout_settle ();
      table = sy_game_get_table (game);
      g_assert_true (table->has_chosen);
      g_assert_cmpint (table->chosen, ==, SY_ACTION_CREW);
      wait_for_keyboard_on (window, "ring-step-1");

      press_keys (GDK_KEY_Return, 0);
      presses++;
      let_layout_settle ();
      table = sy_game_get_table (game);
      g_assert_true (table->main_done);
      wait_for_keyboard_on (window, "end-turn");

      press_keys (GDK_KEY_Return, 0);
      presses++;
      let_layout_settle ();
      g_assert_cmpuint (sy_game_get_table (game)->current, ==, 1);
      g_assert_cmpuint (presses, <=, 5);
      wait_for_keyboard_in (window, SY_TYPE_TRACK_VIEW);

      /* Bohdan: Buy Goods (Alt+3); the price typed, Enter buys. */
      press_keys (GDK_KEY_3, GDK_ALT_MASK);
      let_layout_settle ();
      g_assert_cmpint (sy_game_get_table (game)->chosen, ==, SY_ACTION_GOODS);
      wait_for_keyboard_in (window, SY_TYPE_TURN_PANEL);
      gtk_widget_grab_focus (require_named (window, "goods-price"));
      press_keys (GDK_KEY_BackSpace, 0);
      press_keys (GDK_KEY_1, 0);
      press_keys (GDK_KEY_Return, 0);
      let_layout_settle ();
      table = sy_game_get_table (game);
      g_assert_true (table->main_done);
      g_assert_cmpuint (table->players[1].money, ==, 6 - 1);
      wait_for_keyboard_on (window, "end-turn");
    }
}

/* A game whose employee ring was entered at the layout (a made-up mix, as
 * table-harness.c's table_with_ring()), Alena choosing to hire. */
static SyGame *
new_ring_game_hiring (void)
{
  g_autoptr(SyGameConfig) config = sy_game_config_new (SY_EDITION_SECOND, 3);
  const SyCatalog *catalog = sy_catalog_get (SY_EDITION_SECOND);
  SyEvent layout = { .type = SY_EVENT_LAYOUT, .n_track = 7, .has_ring = TRUE,
                     .track = { SY_ACTION_BUILD, SY_ACTION_CANAL, SY_ACTION_GOODS, SY_ACTION_EQUIPMENT,
                                SY_ACTION_CREW, SY_ACTION_EMPLOYEES, SY_ACTION_EXCHANGE } };
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_EMPLOYEES };
  SyGame *game;

  sy_game_config_set_player (config, 0, "Alena", SY_COLOUR_RED);
  sy_game_config_set_player (config, 1, "Bohdan", SY_COLOUR_YELLOW);
  sy_game_config_set_player (config, 2, "Cecílie", SY_COLOUR_GREEN);
  config->start_player = 0;
  game = sy_game_new (config, NULL);
  memcpy (layout.crew_ring, catalog->crew_ring_items, sizeof layout.crew_ring);
  for (guint stop = 0; stop < SY_RING_STOPS; stop++)
    {
      layout.ring[stop][0] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = stop % 3, .level = 1,
                                            .colour = 2, .points = 1 };
      layout.ring[stop][1] = (SyEmployee) { .kind = SY_EMPLOYEE_DESIGNER, .item = stop % 4, .colour = 3 };
      layout.ring[stop][2] = (SyEmployee) { .kind = SY_EMPLOYEE_ENGINEER, .item = stop % 4 };
    }
  apply_or_die (game, &layout);
  g_assert_true (sy_table_get_ring_known (sy_game_get_table (game)));
  apply_or_die (game, &choose);
  return game;
}

/* Hire Employee makes the form for a tile entered by hand only when the
 * ring's employees are not known: its five combo rows, each with a list of
 * its own, were made with every hire form and hidden (issue 29: a tap
 * answered within a frame). */
static void
test_hire_tile_form_when_needed (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) ring = new_ring_game_hiring ();
  g_autoptr(SyGame) by_hand = new_game_choosing (SY_ACTION_EMPLOYEES, FALSE);

  show (window, ring);
  g_assert_nonnull (require_named (window, "action-form"));
  g_assert_null (find_widget (GTK_WIDGET (window), SY_TYPE_HIRE_TILE_FORM, 0));
  show (window, by_hand);
  g_assert_nonnull (find_widget (GTK_WIDGET (window), SY_TYPE_HIRE_TILE_FORM, 0));
  g_assert_nonnull (require_named (window, "hire-kind"));
  sy_window_set_game (window, NULL);
}

/* For people to look at, and to compare before and after a change to the
 * forms (SY_TEST_SCREENSHOTS): the canal, goods and hire forms, whole, at
 * a phone's width and a desktop's. */
static void
test_forms_pictures (void)
{
  static const int shot_widths[] = { 360, 1280 };
  static const struct {
    SyAction action;
    const char *id;
  } forms[] = {
    { SY_ACTION_CANAL, "canal" },
    { SY_ACTION_GOODS, "goods" },
    { SY_ACTION_EMPLOYEES, "hire" },
    { SY_ACTION_EMPLOYEES, "hire-ring" },
  };
  SyWindow *window = get_window ();

  if (g_getenv ("SY_TEST_SCREENSHOTS") == NULL)
    {
      g_test_skip ("SY_TEST_SCREENSHOTS is not set");
      return;
    }
  for (guint w = 0; w < G_N_ELEMENTS (shot_widths); w++)
    for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
      {
        g_autoptr(SyGame) game = f == 3 ? new_ring_game_hiring () : new_game_choosing (forms[f].action, FALSE);
        g_autofree char *shot = g_strdup_printf ("forms-%s-%s", forms[f].id,
                                                 test_language_is_czech () ? "cs" : "en");

        show (window, game);
        save_screenshot (GTK_WINDOW (window), shot, shot_widths[w], 2000);
      }
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/forms/reachable", test_forms_reachable);
  g_test_add_func ("/ui/forms/last-chance", test_last_chance);
  g_test_add_func ("/ui/forms/part-counters", test_part_counters);
  g_test_add_func ("/ui/forms/last-chance-end-turn-by-pointer", test_last_chance_end_turn_by_pointer);
  g_test_add_func ("/ui/forms/focus-follows-the-turn", test_focus_follows_the_turn);
  g_test_add_func ("/ui/forms/hire-tile-form-when-needed", test_hire_tile_form_when_needed);
  g_test_add_func ("/ui/forms/pictures", test_forms_pictures);
  return run_in_application ();
}
