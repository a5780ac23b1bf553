/* sy-player-board.c: one player's part of the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A row that opens onto the player's shipyard, supply, employees, goods,
 * canals and fleet; the player on turn's row is open. Contracts are shown
 * only as a count: the hands stay hidden until the tally.
 *
 * The board follows its game (#SyPlayerBoard:game) through a signal group
 * of its own and, after each change, sets again only what changed: a tap
 * at the table lays out no row whose words stayed the same. The yard and
 * the canals' drawings are bound to the board's game and seat in the
 * template and follow the game through their own groups.
 */
#define G_LOG_DOMAIN "sy-player-board"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-canals-view.h"
#include "sy-compat.h"
#include "sy-colour.h"
#include "sy-entry-rows.h"
#include "sy-goods-entry.h"
#include "sy-hire-entry.h"
#include "sy-piece-icons.h"
#include "sy-player-board.h"
#include "sy-tooltip.h"
#include "sy-yard-view.h"

struct _SyPlayerBoard
{
  AdwExpanderRow parent_instance;

  SyGame *game;
  guint seat;
  GSignalGroup *game_signals;

  /* What is shown, to set again only what changed. */
  gboolean on_turn;
  gboolean shown_once;
  SySupply supply;
  SyEmployee employees[SY_MAX_EMPLOYEES];
  guint n_employees;
  SyCanals canals;

  GtkWidget *swatch;
  GtkWidget *badge;
  GtkWidget *supply_icons;
  GtkWidget *employee_icons;

  /* Template widgets */
  AdwActionRow *supply_row;
  AdwActionRow *employees_row;
  AdwActionRow *goods_row;
  AdwActionRow *canals_row;
  GtkWidget *canals_drawing_row;
  AdwActionRow *fleet_row;
  AdwActionRow *contracts_row;
  GtkWidget *private_button;
};

G_DEFINE_FINAL_TYPE (SyPlayerBoard, sy_player_board, ADW_TYPE_EXPANDER_ROW)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SEAT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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
  const SyPlayerState *state = sy_table_get_player (sy_game_get_table (game), player);
  g_autofree char *money = sy_words_money (sy_game_get_edition (game), state->money);
  g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point",
                                                          "%u points", state->score), state->score);

  /* Translators: a player's colour, money and points, e.g. “Red · 6 guilders · 0 points” */
  return g_strdup_printf (_("%s · %s · %s"),
                          sy_colour_get_label (sy_game_get_player_colour (game, player)),
                          money, points);
}

/* The icons after a row's words: replaced only when the words changed. */
static void
replace_icons (AdwActionRow  *row,
               GtkWidget    **icons,
               GtkWidget     *new_icons)
{
  if (*icons != NULL)
    adw_action_row_remove (row, *icons);
  *icons = new_icons;
  adw_action_row_add_suffix (row, new_icons);
}

static void
show_supply (SyPlayerBoard       *self,
             SyEdition            edition,
             const SyPlayerState *state)
{
  g_autofree char *supply = NULL;

  if (self->shown_once && memcmp (&self->supply, &state->supply, sizeof self->supply) == 0)
    return;
  self->supply = state->supply;
  supply = sy_supply_describe (edition, &state->supply);
  adw_action_row_set_subtitle (self->supply_row, supply[0] != '\0' ? supply : _("Empty"));
  replace_icons (self->supply_row, &self->supply_icons,
                 sy_piece_icons_for_supply (edition, &state->supply));
}

static void
show_employees (SyPlayerBoard       *self,
                SyEdition            edition,
                const SyPlayerState *state)
{
  g_autofree char *employees = NULL;

  if (self->shown_once && self->n_employees == state->n_employees
      && memcmp (self->employees, state->employees,
                 state->n_employees * sizeof state->employees[0]) == 0)
    return;
  self->n_employees = state->n_employees;
  memcpy (self->employees, state->employees, state->n_employees * sizeof state->employees[0]);
  employees = describe_employees (edition, state);
  adw_action_row_set_subtitle (self->employees_row,
                               employees[0] != '\0' ? employees : C_("employees", "None"));
  replace_icons (self->employees_row, &self->employee_icons,
                 sy_piece_icons_for_employees (edition, state->employees, state->n_employees));
}

static void
show_canals (SyPlayerBoard       *self,
             SyEdition            edition,
             const SyPlayerState *state)
{
  g_autofree char *canals = NULL;
  g_autofree char *used = NULL;
  g_autofree char *line = NULL;

  if (self->shown_once && memcmp (&self->canals, &state->canals, sizeof self->canals) == 0)
    return;
  self->canals = state->canals;
  canals = edition == SY_EDITION_FIRST
    ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u canal card", "%u canal cards",
                                    state->canals.n_tiles), state->canals.n_tiles)
    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u canal tile", "%u canal tiles",
                                    state->canals.n_tiles), state->canals.n_tiles);
  used = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u used", "%u used",
                                       state->canals.used), state->canals.used);
  line = g_strdup_printf (_("%s · %s"), canals, used);
  adw_action_row_set_subtitle (self->canals_row, line);
  /* The drawing follows the game by itself (bound in the template). */
  gtk_widget_set_visible (self->canals_drawing_row, state->canals.n_tiles > 0);
}

static void
show_contracts (SyPlayerBoard       *self,
                SyEdition            edition,
                const SyPlayerState *state)
{
  g_autofree char *contracts = NULL;

  /* Translators: the hidden contracts, only counted, “2 red, 2 blue, kept hidden” */
  contracts = g_strdup_printf (edition == SY_EDITION_SECOND ? _("%u red, %u blue, kept hidden")
                                                            : _("%u green, %u blue, kept hidden"),
                               state->contracts[0], state->contracts[1]);
  adw_action_row_set_subtitle (self->contracts_row, contracts);
  gtk_widget_set_visible (self->private_button, state->contracts[0] + state->contracts[1] > 0);
}

/* Shows the player's part of the table as it now stands. */
static void
update (SyPlayerBoard *self)
{
  const SyTable *table;
  const SyPlayerState *state;
  SyEdition edition;
  g_autofree char *subtitle = NULL;
  g_autofree char *goods = NULL;
  g_autofree char *fleet = NULL;
  gboolean on_turn;

  if (self->game == NULL || self->seat >= sy_game_get_n_players (self->game))
    return;

  table = sy_game_get_table (self->game);
  state = sy_table_get_player (table, self->seat);
  edition = sy_game_get_edition (self->game);
  subtitle = sy_player_board_describe (self->game, self->seat);
  goods = describe_goods (edition, state);
  fleet = describe_fleet (state);

  /* Each setter below keeps a label whose words did not change. */
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), subtitle);
  show_supply (self, edition, state);
  show_employees (self, edition, state);
  adw_action_row_set_subtitle (self->goods_row, goods[0] != '\0' ? goods : C_("goods tiles", "None"));
  show_canals (self, edition, state);
  adw_action_row_set_subtitle (self->fleet_row, fleet[0] != '\0' ? fleet : _("No ship launched yet"));
  show_contracts (self, edition, state);

  /* The player on turn's board opens when the turn comes to them and
   * closes when it passes; in between, it stays as the table left it. */
  on_turn = self->seat == sy_table_get_current (table) && sy_table_get_phase (table) != SY_PHASE_OVER;
  gtk_widget_set_visible (self->badge, on_turn);
  if (!self->shown_once || on_turn != self->on_turn)
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (self), on_turn);
  self->on_turn = on_turn;
  self->shown_once = TRUE;
}

/* What stays for the whole game: the name, the colour, the goods' word. */
static void
show_player (SyPlayerBoard *self)
{
  SyEdition edition = sy_game_get_edition (self->game);
  const char *name = sy_game_get_player_name (self->game, self->seat);
  g_autofree char *tooltip = g_strdup_printf (_("Only %s: enter, discard and see your contracts"),
                                              name);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), name);
  self->swatch = sy_colour_swatch_new (sy_game_get_player_colour (self->game, self->seat));
  adw_expander_row_add_prefix (ADW_EXPANDER_ROW (self), self->swatch);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->goods_row),
                                 edition == SY_EDITION_FIRST ? _("Goods wagon cards")
                                                             : _("Goods tiles"));
  sy_tooltip_set (self->private_button, tooltip);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->private_button),
                                          g_variant_new_uint32 (self->seat));
  update (self);
}

static void
sy_player_board_constructed (GObject *object)
{
  SyPlayerBoard *self = SY_PLAYER_BOARD (object);

  G_OBJECT_CLASS (sy_player_board_parent_class)->constructed (object);

  g_return_if_fail (self->game != NULL);
  g_return_if_fail (self->seat < sy_game_get_n_players (self->game));
  g_signal_group_set_target (self->game_signals, self->game);
  /* The yard and the canals, bound to these in the template, follow the
   * game themselves. */
  g_object_notify_by_pspec (object, properties[PROP_GAME]);
  g_object_notify_by_pspec (object, properties[PROP_SEAT]);
  show_player (self);
}

static void
sy_player_board_dispose (GObject *object)
{
  SyPlayerBoard *self = SY_PLAYER_BOARD (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_PLAYER_BOARD);

  G_OBJECT_CLASS (sy_player_board_parent_class)->dispose (object);
}

static void
sy_player_board_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SyPlayerBoard *self = SY_PLAYER_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SEAT:
      g_value_set_uint (value, self->seat);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_player_board_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SyPlayerBoard *self = SY_PLAYER_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_SEAT:
      self->seat = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_player_board_class_init (SyPlayerBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_player_board_constructed;
  object_class->dispose = sy_player_board_dispose;
  object_class->get_property = sy_player_board_get_property;
  object_class->set_property = sy_player_board_set_property;

  /**
   * SyPlayerBoard:game:
   *
   * The game whose player the board shows, followed from then on.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyPlayerBoard:seat:
   *
   * The player shown, by their seat at the table.
   */
  properties[PROP_SEAT] =
    g_param_spec_uint ("seat", NULL, NULL, 0, SY_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-player-board.ui");
  gtk_widget_class_bind_template_child (widget_class, SyPlayerBoard, supply_row);
  gtk_widget_class_bind_template_child (widget_class, SyPlayerBoard, employees_row);
  gtk_widget_class_bind_template_child (widget_class, SyPlayerBoard, goods_row);
  gtk_widget_class_bind_template_child (widget_class, SyPlayerBoard, canals_row);
  gtk_widget_class_bind_template_child (widget_class, SyPlayerBoard, canals_drawing_row);
  gtk_widget_class_bind_template_child (widget_class, SyPlayerBoard, fleet_row);
  gtk_widget_class_bind_template_child (widget_class, SyPlayerBoard, contracts_row);
  gtk_widget_class_bind_template_child (widget_class, SyPlayerBoard, private_button);
}

static void
sy_player_board_init (SyPlayerBoard *self)
{
  g_type_ensure (SY_TYPE_YARD_VIEW);
  g_type_ensure (SY_TYPE_CANALS_VIEW);
  gtk_widget_init_template (GTK_WIDGET (self));

  self->game_signals = g_signal_group_new (SY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (update), self);

  self->badge = gtk_label_new (_("On turn"));
  gtk_widget_add_css_class (self->badge, "start-badge");
  gtk_widget_set_valign (self->badge, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->badge, FALSE);
  sy_compat_expander_row_add_suffix (ADW_EXPANDER_ROW (self), self->badge);
}

/**
 * sy_player_board_new:
 * @game: the game
 * @seat: a player of it, by seat
 *
 * Returns: (transfer floating): an expander row with the player's board,
 *   which follows @game from then on
 */
GtkWidget *
sy_player_board_new (SyGame *game,
                     guint   seat)
{
  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  return g_object_new (SY_TYPE_PLAYER_BOARD, "game", game, "seat", seat, NULL);
}

/**
 * sy_player_board_get_seat:
 * @self: a player board
 *
 * Returns: the seat of the player shown
 */
guint
sy_player_board_get_seat (SyPlayerBoard *self)
{
  g_return_val_if_fail (SY_IS_PLAYER_BOARD (self), 0);

  return self->seat;
}
