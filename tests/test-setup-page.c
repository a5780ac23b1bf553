/* test-setup-page.c: a new game's setup page after another game, and the
 * solo game's opponents
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>

#include "sy-game-view.h"
#include "sy-message-bar.h"
#include "sy-colour.h"
#include "sy-new-game-window.h"
#include "sy-track-view.h"
#include "sy-window-private.h"
#include "sy-window.h"
#include "sim-player.h"
#include "ui-harness.h"

static SyNewGameWindow *
find_new_game_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (SY_IS_NEW_GAME_WINDOW (window))
        return SY_NEW_GAME_WINDOW (window);
    }
  return NULL;
}

static gboolean
has_no_new_game_window (gpointer data)
{
  return find_new_game_window () == NULL;
}

/* Whether @root shows, visibly, a label or a row saying @text. */
static gboolean
shows_visibly (GtkWidget  *root,
               const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      const char *shown = gtk_label_get_text (GTK_LABEL (label));

      if (gtk_widget_is_drawable (label) && shown != NULL && strstr (shown, text) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* Nothing of the turn's controls shows while the table is laid out. */
static void
check_setup_page_only (SyWindow *window)
{
  GtkWidget *root = GTK_WIDGET (window);
  g_autofree char *gear = NULL;

  /* The mnemonic's underline apart, as the button shows it. */
  gear = g_strdup (_("The Gear’s _Die Dropped"));
  {
    char *u = strchr (gear, '_');

    if (u != NULL)
      memmove (u, u + 1, strlen (u));
  }
  g_assert_false (shows_visibly (root, gear));
  g_assert_false (shows_visibly (root, _("A Stack of Ship Parts Ran Out")));
  g_assert_false (shows_visibly (root, _("The game ends early; of the middle parts, only set II counts")));
  g_assert_false (shows_visibly (root, _("The game ends early")));
  g_assert_null (find_named (root, "round-end-button"));
  g_assert_null (find_named (root, "stack-ran-out"));
}

/* Sets up a new game through the New Game window, as the players would:
 * the edition (0 first, 1 second) and the players' names. */
static SyGame *
start_new_game (SyWindow    *window,
                guint        edition,
                const char **names)
{
  SyNewGameWindow *dialog;
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  g_autoptr(GPtrArray) combos = g_ptr_array_new ();
  guint n = g_strv_length ((char **) names);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = find_new_game_window ();
  g_assert_nonnull (dialog);
  wait_until (is_mapped, dialog);
  collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, combos);
  adw_combo_row_set_selected (ADW_COMBO_ROW (g_ptr_array_index (combos, 0)), edition);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0)), n);
  settle ();
  collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, entries);
  for (guint i = 0; i < n; i++)
    gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, i)), names[i]);
  settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  wait_until (has_no_new_game_window, NULL);
  settle ();
  return sy_window_get_game (window);
}

static void
test_no_leftovers (void)
{
  SyWindow *window = get_window ();
  const char *two[] = { "Alena", "Bohdan", NULL };
  const char *solo[] = { "Alena", NULL };
  SyGame *game;

  /* The example game: second edition, half played. */
  sy_window_open_example (window);
  settle ();
  save_screenshot (GTK_WINDOW (window), "setup-example", 1280, 1000);
  save_screenshot (GTK_WINDOW (window), "setup-example", 360, 1000);

  game = start_new_game (window, 0, two);
  g_assert_cmpint (sy_game_get_edition (game), ==, SY_EDITION_FIRST);
  check_setup_page_only (window);
  save_screenshot (GTK_WINDOW (window), "setup-first", 1280, 3000);
  save_screenshot (GTK_WINDOW (window), "setup-first", 360, 1000);

  game = start_new_game (window, 1, solo);
  g_assert_cmpuint (sy_game_get_n_players (game), ==, 1);
  check_setup_page_only (window);
  /* The second edition's words, not the first's. */
  g_assert_false (shows_visibly (GTK_WIDGET (window), _("Tap the lead card first")));
  g_assert_true (shows_visibly (GTK_WIDGET (window), _("Tap the lead tile first")));
  save_screenshot (GTK_WINDOW (window), "setup-solo", 1280, 3000);
  save_screenshot (GTK_WINDOW (window), "setup-solo", 360, 1000);
}

/* Whether @label shows its words whole and inside @window's area. */
static gboolean
shows_whole (GtkWidget *label,
             GtkWidget *window)
{
  graphene_rect_t bounds;

  if (!gtk_widget_is_drawable (label) || pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))))
    return FALSE;
  if (!gtk_widget_compute_bounds (label, window, &bounds))
    return FALSE;
  return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (window)
         && bounds.origin.x >= 0 && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (window) + 1;
}

static gboolean
title_shows_whole (gpointer window)
{
  GtkWidget *title = find_widget (window, ADW_TYPE_WINDOW_TITLE, 0);

  return shows_whole (find_widget (title, GTK_TYPE_LABEL, 0), window)
         && shows_whole (find_widget (title, GTK_TYPE_LABEL, 1), window);
}

static gboolean
is_narrow (gpointer window)
{
  return gtk_widget_get_width (window) <= 380;
}

/* The New Game window, 360 pixels wide and short, before any name is
 * entered: what keeps the game from starting is on screen, whole. */
static void
test_new_game_problem (void)
{
  SyWindow *window = get_window ();
  SyNewGameWindow *dialog;
  g_autofree char *needs = g_strdup_printf (_("Player %u needs a name."), 1);
  GtkWidget *problem;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = find_new_game_window ();
  wait_until (is_mapped, dialog);
  gtk_widget_set_visible (GTK_WIDGET (dialog), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 420);
  gtk_window_present (GTK_WINDOW (dialog));
  wait_until (is_narrow, dialog);
  settle ();
  problem = find_named (GTK_WIDGET (dialog), "new-game-problem");
  g_assert_nonnull (problem);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (problem)), ==, needs);
  g_assert_true (shows_whole (problem, GTK_WIDGET (dialog)));
  save_screenshot (GTK_WINDOW (dialog), "new-game-problem", 360, 420);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Every label in @root that shows @text (all of it when @text is NULL)
 * shows it whole: none is cut short with an ellipsis. */
static void
assert_nothing_ellipsised (GtkWidget  *root,
                           const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (labels, i);

      if (!gtk_widget_is_drawable (GTK_WIDGET (label)))
        continue;
      if (text != NULL && g_strcmp0 (gtk_label_get_text (label), text) != 0)
        continue;
      if (pango_layout_is_ellipsized (gtk_label_get_layout (label)))
        g_error ("“%s” is cut short", gtk_label_get_text (label));
    }
}

static const char *told;

/* Whether @window shows the message told, somewhere, and nowhere cut
 * short (a toast's label is cut while it grows in). */
static gboolean
shows_told_whole (gpointer window)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  gboolean shown = FALSE;

  collect_widgets (window, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (labels, i);

      if (!gtk_widget_is_drawable (GTK_WIDGET (label)) || g_strcmp0 (gtk_label_get_text (label), told) != 0)
        continue;
      if (pango_layout_is_ellipsized (gtk_label_get_layout (label)))
        return FALSE;
      shown = TRUE;
    }
  return shown;
}

static gboolean
keep_ticking (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* A toast's words, whole: the window's title and subtitle at 360 pixels,
 * a long message told there (in the bar under the header, not a toast
 * that cuts it), and the same message at 1280 pixels in a toast. */
static void
test_narrow_messages (void)
{
  SyWindow *window = get_window ();
  const char *solo[] = { "Alena", NULL };
  const char *message = _("A new canal tile must touch the system along at least one side.");
  GtkWidget *title;
  GtkWidget *bar;

  start_new_game (window, 1, solo);
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (is_narrow, window);
  settle ();

  /* Title and subtitle, once the window has its size. */
  wait_until (title_shows_whole, window);
  title = find_widget (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE, 0);
  assert_nothing_ellipsised (title, NULL);

  _sy_window_tell (window, message);
  settle ();
  bar = find_named (GTK_WIDGET (window), "message-bar");
  g_assert_nonnull (bar);
  g_assert_cmpstr (sy_message_bar_get_message (SY_MESSAGE_BAR (bar)), ==, message);
  wait_until (is_mapped, find_named (bar, "message-bar-label"));
  g_assert_true (shows_whole (find_named (bar, "message-bar-label"), GTK_WIDGET (window)));
  told = message;
  wait_until (shows_told_whole, window);
  save_screenshot (GTK_WINDOW (window), "narrow-message", 0, 0);

  /* Wide, the same words fit a toast: the bar goes. */
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 700);
  gtk_window_present (GTK_WINDOW (window));
  settle ();
  while (gtk_widget_get_width (GTK_WIDGET (window)) < 1000)
    g_main_context_iteration (NULL, TRUE);
  _sy_window_tell (window, message);
  settle ();
  g_assert_null (sy_message_bar_get_message (SY_MESSAGE_BAR (bar)));
  {
    /* The toast grows in over a few frames. */
    guint tick = g_timeout_add (50, keep_ticking, NULL);

    wait_until (shows_told_whole, window);
    g_source_remove (tick);
  }
  save_screenshot (GTK_WINDOW (window), "wide-message", 0, 0);
}

/* Why an entry was refused stays in the bar only until the next entry is
 * taken: a refusal left on screen after a later step succeeded reads as if
 * that step had failed (issue 25, found by playing at 360 px). */
static void
test_refusal_goes_with_next_entry (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  const char *message = _("A new canal tile must touch the system along at least one side.");
  GtkWidget *view, *bar;
  const SyTable *table;
  gboolean chosen = FALSE;

  sy_window_set_game (window, game);
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (is_narrow, window);
  settle ();

  view = find_widget (GTK_WIDGET (window), SY_TYPE_GAME_VIEW, 0);
  bar = find_named (GTK_WIDGET (window), "message-bar");
  g_signal_emit_by_name (view, "event-refused", message);
  settle ();
  g_assert_cmpstr (sy_message_bar_get_message (SY_MESSAGE_BAR (bar)), ==, message);

  /* Not an entry: the refusal stays. */
  settle ();
  g_assert_cmpstr (sy_message_bar_get_message (SY_MESSAGE_BAR (bar)), ==, message);

  /* A tile the engine takes: the refusal goes. */
  table = sy_game_get_table (game);
  for (guint position = 0; position < table->track.n_tiles && !chosen; position++)
    if (sy_table_can_choose (table, position, NULL))
      chosen = sy_game_view_choose_tile (SY_GAME_VIEW (view), position);
  g_assert_true (chosen);
  settle ();
  g_assert_null (sy_message_bar_get_message (SY_MESSAGE_BAR (bar)));
  sy_window_set_game (window, NULL);
}

/* The launch window's title, 360 pixels wide, whole. */
static void
test_narrow_launch_title (void)
{
  const SyPart parts[3] = {
    { .kind = SY_PART_BOW, .symbols[SY_SYMBOL_CABIN] = 1 },
    { .kind = SY_PART_MIDDLE, .symbols[SY_SYMBOL_RIGGING_MOUNT] = 1 },
    { .kind = SY_PART_STERN, .symbols[SY_SYMBOL_CABIN] = 1 },
  };
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_game_with_ship (parts);
  GtkWidget *launch;

  sy_window_set_game (window, game);
  settle ();
  tap (require_named (window, "launch-details"));
  settle ();
  launch = GTK_WIDGET (gtk_widget_get_root (require_named_anywhere ("launch-confirm")));
  gtk_widget_set_visible (launch, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (launch), 360, 600);
  gtk_window_present (GTK_WINDOW (launch));
  wait_until (is_narrow, launch);
  settle ();
  wait_until (title_shows_whole, launch);
  assert_nothing_ellipsised (find_widget (launch, ADW_TYPE_WINDOW_TITLE, 0), NULL);
  save_screenshot (GTK_WINDOW (launch), "launch-title", 0, 0);
  gtk_window_destroy (GTK_WINDOW (launch));
  sy_window_set_game (window, NULL);
}

/* How many pixels of @widget, drawn, are within a few steps of @colour. */
static guint
count_colour (GtkWidget     *widget,
              const GdkRGBA *colour)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *data = NULL;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  guint n = 0;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node, NULL);
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  data = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, data, (gsize) width * 4);
  for (int i = 0; i < width * height; i++)
    {
      /* Cairo's order: B, G, R, A on a little-endian machine. */
      int b = data[i * 4], g = data[i * 4 + 1], r = data[i * 4 + 2];

      if (ABS (r - (int) (colour->red * 255)) <= 6 && ABS (g - (int) (colour->green * 255)) <= 6
          && ABS (b - (int) (colour->blue * 255)) <= 6)
        n++;
    }
  return n;
}

/* The solo game: the player chooses the opponents' colours at setup
 * (“Poté vyberte ještě 2 další barvy pro vaše 2 sólové protivníky”), and
 * the track draws each opponent's dice in its colour, not one grey for
 * both. The solo tile revealed is shown whole at 360 pixels, the special
 * tile's long words included. */
static void
test_solo_colours (void)
{
  SyWindow *window = get_window ();
  SyNewGameWindow *dialog;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(SyGame) game = NULL;
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  g_autoptr(GPtrArray) combos = g_ptr_array_new ();
  const SyTrack *track;
  GtkWidget *track_view;
  GtkWidget *solo_tile;
  GdkRGBA grey;
  guint opponent_dice = 0;
  SyGame *chosen;

  /* Setup: blue and purple for the opponents. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  dialog = find_new_game_window ();
  wait_until (is_mapped, dialog);
  collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, combos);
  adw_combo_row_set_selected (ADW_COMBO_ROW (g_ptr_array_index (combos, 0)), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0)), 1);
  settle ();
  collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, entries);
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, 0)), "Alena");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_named (GTK_WIDGET (dialog), "opponent-colour-1")),
                              SY_COLOUR_BLUE);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_named (GTK_WIDGET (dialog), "opponent-colour-2")),
                              SY_COLOUR_PURPLE);
  settle ();
  save_screenshot (GTK_WINDOW (dialog), "new-game-solo", 360, 900);
  save_screenshot (GTK_WINDOW (dialog), "new-game-solo", 1280, 900);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  wait_until (has_no_new_game_window, NULL);
  chosen = sy_window_get_game (window);
  g_assert_cmpint (sy_game_get_seat_colour (chosen, 1), ==, SY_COLOUR_BLUE);
  g_assert_cmpint (sy_game_get_seat_colour (chosen, 2), ==, SY_COLOUR_PURPLE);

  /* Some turns in: each opponent's die in its colour. */
  game = sim_new_game (SY_EDITION_SECOND, 1, TRUE, rand);
  for (guint i = 0; i < 14 && sim_step (game, rand); i++)
    ;
  g_assert_cmpint (sy_game_get_seat_colour (game, 1), !=, sy_game_get_seat_colour (game, 2));
  sy_window_set_game (window, game);
  settle ();
  track_view = find_widget (GTK_WIDGET (window), SY_TYPE_TRACK_VIEW, 0);
  track = &sy_game_get_table (game)->track;
  for (guint p = 0; p < track->n_tiles; p++)
    if (track->owner[p] >= 1)
      {
        GdkRGBA rgba;

        sy_colour_get_rgba (sy_game_get_seat_colour (game, (guint) track->owner[p]), &rgba);
        g_assert_cmpuint (count_colour (track_view, &rgba), >, 20);
        opponent_dice++;
      }
  g_assert_cmpuint (opponent_dice, >, 0);
  gdk_rgba_parse (&grey, "#77767b");
  g_assert_cmpuint (count_colour (track_view, &grey), <, 20);

  /* The special tile chosen, at 360 pixels: its words whole. */
  solo_tile = find_named (GTK_WIDGET (window), "solo-tile");
  g_assert_nonnull (solo_tile);
  adw_combo_row_set_selected (ADW_COMBO_ROW (solo_tile),
                              g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (solo_tile))) - 1);
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 900);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (is_narrow, window);
  settle ();
  g_assert_true (shows_visibly (solo_tile, _("The special tile: to the last tile")));
  assert_nothing_ellipsised (solo_tile, NULL);
  /* And in the list the row opens: every tile's words whole. */
  {
    GtkWidget *popover;

    g_assert_true (gtk_widget_activate (solo_tile));
    popover = find_widget (solo_tile, GTK_TYPE_POPOVER, 0);
    g_assert_nonnull (popover);
    wait_until (is_mapped, popover);
    settle ();
    g_assert_true (shows_visibly (popover, _("The special tile: to the last tile")));
    assert_nothing_ellipsised (popover, NULL);
    save_screenshot (GTK_WINDOW (window), "solo-tile-list", 0, 0);
    gtk_popover_popdown (GTK_POPOVER (popover));
    settle ();
  }
  save_screenshot (GTK_WINDOW (window), "solo-track", 1280, 2400);
  save_screenshot (GTK_WINDOW (window), "solo-track", 360, 2400);
  sy_window_set_game (window, NULL);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/setup/no-leftovers", test_no_leftovers);
  g_test_add_func ("/ui/setup/new-game-problem", test_new_game_problem);
  g_test_add_func ("/ui/setup/narrow-messages", test_narrow_messages);
  g_test_add_func ("/ui/setup/narrow-launch-title", test_narrow_launch_title);
  g_test_add_func ("/ui/setup/refusal-goes-with-next-entry", test_refusal_goes_with_next_entry);
  g_test_add_func ("/ui/setup/solo-colours", test_solo_colours);
  return run_in_application ();
}
