/* sy-player-board.c: one player's part of the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A row that opens onto the player's shipyard, supply, employees, goods,
 * canals and fleet; the player on turn's row is open. Contracts are shown
 * only as a count: the hands stay hidden until the tally.
 */
#define G_LOG_DOMAIN "sy-player-board"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-entry-rows.h"
#include "sy-canals-view.h"
#include "sy-colour.h"
#include "sy-goods-entry.h"
#include "sy-hire-entry.h"
#include "sy-piece-icons.h"
#include "sy-player-board.h"
#include "sy-yard-view.h"

static GtkWidget *
add_detail (GtkWidget  *expander,
            const char *title,
            const char *value)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), value);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_add_css_class (row, "property");
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  return row;
}

static char *
describe_employees (SyEdition            edition,
                    const SyPlayerState *player)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < player->n_employees; i++)
    {
      g_autofree char *one = sy_employee_describe (edition, &player->employees[i]);

      if (i > 0)
        g_string_append (text, _(", "));
      g_string_append (text, one);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
describe_goods (SyEdition            edition,
                const SyPlayerState *player)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < player->n_goods; i++)
    {
      g_autofree char *one = sy_goods_tile_describe (edition, player->goods[i].goods);

      if (i > 0)
        g_string_append (text, "\n");
      g_string_append (text, one);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
describe_fleet (const SyPlayerState *player)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < player->n_fleet; i++)
    {
      const SyShipScore *score = &player->fleet[i].score;

      if (i > 0)
        g_string_append (text, "\n");
      /* Translators: a launched ship, its speed and points */
      g_string_append_printf (text, _("Ship %u: speed %u, %u points"), i + 1, score->speed,
                              score->total);
    }
  if (player->failed_ships > 0)
    {
      if (text->len > 0)
        g_string_append (text, "\n");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u ship failed",
                                                 "%u ships failed", player->failed_ships),
                              player->failed_ships);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * sy_player_board_describe:
 * @game: the game
 * @player: a player of it
 *
 * Returns: (transfer full): the player's colour, money and points, e.g.
 *   “Red · 6 guilders · 0 points”
 */
char *
sy_player_board_describe (SyGame *game,
                          guint   player)
{
  const SyPlayerState *state = &sy_game_get_table (game)->players[player];
  g_autofree char *money = sy_words_money (sy_game_get_edition (game), state->money);
  g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point",
                                                          "%u points", state->score), state->score);

  /* Translators: a player's colour, money and points, e.g. “Red · 6 guilders · 0 points” */
  return g_strdup_printf (_("%s · %s · %s"),
                          sy_colour_get_label (sy_game_get_player_colour (game, player)),
                          money, points);
}

/**
 * sy_player_board_new:
 * @game: the game
 * @player: a player of it
 *
 * Returns: (transfer floating): an expander row with the player's board
 */
GtkWidget *
sy_player_board_new (SyGame *game,
                     guint   player)
{
  const SyTable *table = sy_game_get_table (game);
  const SyPlayerState *state = &table->players[player];
  SyEdition edition = sy_game_get_edition (game);
  SyColour colour = sy_game_get_player_colour (game, player);
  GtkWidget *expander = adw_expander_row_new ();
  GtkWidget *yard_row = gtk_list_box_row_new ();
  GtkWidget *yard = sy_yard_view_new ();
  g_autofree char *subtitle = sy_player_board_describe (game, player);
  g_autofree char *supply = sy_supply_describe (edition, &state->supply);
  g_autofree char *employees = describe_employees (edition, state);
  g_autofree char *goods = describe_goods (edition, state);
  g_autofree char *fleet = describe_fleet (state);
  g_autofree char *canals = NULL;
  g_autofree char *contracts = NULL;
  GtkWidget *contracts_row;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), sy_game_get_player_name (game, player));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  adw_expander_row_add_prefix (ADW_EXPANDER_ROW (expander), sy_colour_swatch_new (colour));
  gtk_widget_set_name (expander, "player-board");

  /* The yard, looked at, not touched: its slots are the build entry's. */
  sy_yard_view_set_yard (SY_YARD_VIEW (yard), &state->yard, 0);
  gtk_widget_set_can_target (yard, FALSE);
  gtk_widget_set_focusable (yard, FALSE);
  gtk_widget_set_margin_start (yard, 12);
  gtk_widget_set_margin_end (yard, 12);
  gtk_widget_set_margin_top (yard, 8);
  gtk_widget_set_margin_bottom (yard, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (yard_row), yard);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (yard_row), FALSE);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), yard_row);

  adw_action_row_add_suffix (ADW_ACTION_ROW (add_detail (expander, _("Supply"),
                                                         supply[0] != '\0' ? supply : _("Empty"))),
                             sy_piece_icons_for_supply (edition, &state->supply));
  adw_action_row_add_suffix (ADW_ACTION_ROW (add_detail (expander, _("Employees"),
                                                         employees[0] != '\0' ? employees
                                                                               : C_("employees", "None"))),
                             sy_piece_icons_for_employees (edition, state->employees,
                                                           state->n_employees));
  add_detail (expander, edition == SY_EDITION_FIRST ? _("Goods wagon cards") : _("Goods tiles"),
              goods[0] != '\0' ? goods : C_("goods tiles", "None"));

  canals = edition == SY_EDITION_FIRST
    ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u canal card", "%u canal cards",
                                    state->canals.n_tiles), state->canals.n_tiles)
    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u canal tile", "%u canal tiles",
                                    state->canals.n_tiles), state->canals.n_tiles);
  {
    g_autofree char *used = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u used", "%u used",
                                                          state->canals.used), state->canals.used);
    g_autofree char *line = g_strdup_printf (_("%s · %s"), canals, used);

    add_detail (expander, _("Canals"), line);
  }
  if (state->canals.n_tiles > 0)
    {
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *scrolled = gtk_scrolled_window_new ();
      GtkWidget *drawing = sy_canals_view_new (&state->canals);

      /* A wide system scrolls sideways rather than widening the window. */
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC,
                                      GTK_POLICY_NEVER);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), drawing);
      gtk_widget_set_margin_start (scrolled, 12);
      gtk_widget_set_margin_end (scrolled, 12);
      gtk_widget_set_margin_top (scrolled, 8);
      gtk_widget_set_margin_bottom (scrolled, 8);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), scrolled);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
    }
  add_detail (expander, _("Fleet"), fleet[0] != '\0' ? fleet : _("No ship launched yet"));

  /* Translators: the hidden contracts, only counted, “2 red, 2 blue, kept hidden” */
  contracts = g_strdup_printf (edition == SY_EDITION_SECOND ? _("%u red, %u blue, kept hidden")
                                                            : _("%u green, %u blue, kept hidden"),
                               state->contracts[0], state->contracts[1]);
  contracts_row = add_detail (expander, _("Contracts"), contracts);
  if (state->contracts[0] + state->contracts[1] > 0)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Private View…"));
      g_autofree char *tooltip = g_strdup_printf (_("Only %s: enter, discard and see your contracts"),
                                                  sy_game_get_player_name (game, player));

      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_name (button, "private-contracts");
      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "game.contracts");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_uint32 (player));
      adw_action_row_add_suffix (ADW_ACTION_ROW (contracts_row), button);
    }

  return expander;
}
