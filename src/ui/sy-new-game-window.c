/* sy-new-game-window.c: the choices a table makes before a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-new-game-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-colour.h"
#include "sy-new-game-window.h"

struct _SyNewGameWindow
{
  AdwWindow parent_instance;

  AdwEntryRow *name_rows[SY_MAX_PLAYERS];
  GtkDropDown *colour_drop_downs[SY_MAX_PLAYERS];
  GtkWidget *name_buttons[SY_MAX_PLAYERS];  /* names from earlier games */
  GtkWidget *opponent_rows[2];              /* the solo opponents' colours */
  GtkDropDown *opponent_drop_downs[2];

  /* Template widgets */
  AdwComboRow *edition_row;
  AdwActionRow *players_row;
  GtkAdjustment *players_adjustment;
  AdwComboRow *contracts_row;
  GtkLabel *contracts_label;
  AdwPreferencesGroup *players_group;
  AdwComboRow *start_row;
  GtkStringList *start_model;
  GtkButton *start_button;
  GtkLabel *problem_label;
};

G_DEFINE_FINAL_TYPE (SyNewGameWindow, sy_new_game_window, ADW_TYPE_WINDOW)

enum {
  GAME_CREATED,
  EXAMPLE_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

SyNewGameWindow *
sy_new_game_window_new (GtkWindow *parent)
{
  return g_object_new (SY_TYPE_NEW_GAME_WINDOW, "transient-for", parent, NULL);
}

static SyEdition
get_edition (SyNewGameWindow *self)
{
  return adw_combo_row_get_selected (self->edition_row) == 0 ? SY_EDITION_FIRST
                                                             : SY_EDITION_SECOND;
}

static guint
get_n_players (SyNewGameWindow *self)
{
  return (guint) gtk_adjustment_get_value (self->players_adjustment);
}

/**
 * sy_new_game_window_get_config:
 * @self: a #SyNewGameWindow
 *
 * Returns: (transfer full): the choices as they stand now
 */
SyGameConfig *
sy_new_game_window_get_config (SyNewGameWindow *self)
{
  SyGameConfig *config;
  guint start;

  g_return_val_if_fail (SY_IS_NEW_GAME_WINDOW (self), NULL);

  config = sy_game_config_new (get_edition (self), get_n_players (self));
  config->contract_mode = adw_combo_row_get_selected (self->contracts_row) == 0
                          ? SY_CONTRACT_MODE_BEGINNER : SY_CONTRACT_MODE_ADVANCED;

  for (guint i = 0; i < SY_MAX_PLAYERS; i++)
    sy_game_config_set_player (config, i,
                               gtk_editable_get_text (GTK_EDITABLE (self->name_rows[i])),
                               (SyColour) gtk_drop_down_get_selected (self->colour_drop_downs[i]));

  /* The solo game: the opponents' dice follow the player's. */
  if (get_n_players (self) == 1)
    for (guint o = 0; o < 2; o++)
      config->colours[1 + o] = (SyColour) gtk_drop_down_get_selected (self->opponent_drop_downs[o]);

  /* Row 0 is "Draw at random", then the players in turn order. */
  start = adw_combo_row_get_selected (self->start_row);
  config->start_player = start == 0 || start == GTK_INVALID_LIST_POSITION
                         ? SY_START_PLAYER_RANDOM : (int) start - 1;
  /* A solo game has one player: nothing to draw. */
  if (get_n_players (self) == 1)
    config->start_player = 0;

  return config;
}

/* Keeps the starting-player choices in step with the players: "Draw at
 * random", then each player by name. Only entries that change are replaced,
 * so that the choice made stays made. */
static void
update_start_model (SyNewGameWindow *self)
{
  GListModel *model = G_LIST_MODEL (self->start_model);
  guint n = get_n_players (self);

  for (guint i = 0; i <= n; i++)
    {
      g_autofree char *label = NULL;
      const char *items[2] = { NULL, NULL };

      if (i == 0)
        label = g_strdup (_("Draw at random"));
      else
        {
          label = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_rows[i - 1]))));
          if (*label == '\0')
            {
              g_free (label);
              label = g_strdup_printf (_("Player %u"), i);
            }
        }

      if (i < g_list_model_get_n_items (model)
          && g_strcmp0 (gtk_string_list_get_string (self->start_model, i), label) == 0)
        continue;

      items[0] = label;
      gtk_string_list_splice (self->start_model, i, i < g_list_model_get_n_items (model) ? 1 : 0,
                              items);
    }

  if (g_list_model_get_n_items (model) > n + 1)
    gtk_string_list_splice (self->start_model, n + 1, g_list_model_get_n_items (model) - (n + 1),
                            NULL);
}

/* Shows what the engine makes of the choices: the facts behind the
 * subtitles, and the first problem that keeps the game from starting. */
static void
update (SyNewGameWindow *self)
{
  g_autoptr(SyGameConfig) config = NULL;
  g_autoptr(GError) error = NULL;
  SySetupFacts facts;
  SyEdition edition = get_edition (self);
  guint n = get_n_players (self);
  gboolean ok;

  gtk_adjustment_set_lower (self->players_adjustment,
                            sy_edition_accepts_players (edition, 1) ? 1 : 2);
  n = get_n_players (self);

  for (guint i = 0; i < SY_MAX_PLAYERS; i++)
    gtk_widget_set_visible (GTK_WIDGET (self->name_rows[i]), i < n);
  for (guint o = 0; o < 2; o++)
    gtk_widget_set_visible (self->opponent_rows[o], n == 1);

  adw_action_row_set_subtitle (self->players_row,
                               n == 1 ? _("The solo game: you against two opponents") : NULL);
  /* The solo game has one player: no starting player to choose or draw. */
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->start_row),
                                                   ADW_TYPE_PREFERENCES_GROUP), n > 1);

  config = sy_new_game_window_get_config (self);
  if (sy_setup_facts_compute (edition, n, config->contract_mode, &facts, NULL))
    {
      g_autofree char *subtitle = NULL;
      guint k = facts.contracts_per_colour;

      if (edition == SY_EDITION_FIRST)
        subtitle = g_strdup_printf (_("Each player is dealt %u green and %u blue contracts at random."), k, k);
      else if (facts.starting_sets)
        subtitle = g_strdup_printf (_("Each player gets %u red and %u blue contracts from one of the recommended starting sets."), k, k);
      else
        subtitle = g_strdup_printf (_("Each player is dealt %u red and %u blue contracts at random."), k, k);
      gtk_label_set_label (self->contracts_label, subtitle);
    }
  /* The first edition deals its contracts only one way. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->contracts_row), edition == SY_EDITION_SECOND);

  ok = sy_game_config_check (config, &error);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.start", ok);
  gtk_label_set_label (self->problem_label, ok ? "" : error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), !ok);
}

static void
choice_changed_cb (SyNewGameWindow *self)
{
  update (self);
}

static void
players_changed_cb (SyNewGameWindow *self)
{
  update_start_model (self);
  update (self);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SyNewGameWindow *self = SY_NEW_GAME_WINDOW (widget);
  g_autoptr(SyGameConfig) config = sy_new_game_window_get_config (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = sy_game_new (config, &error);

  if (game == NULL)
    {
      gtk_label_set_label (self->problem_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->problem_label), TRUE);
      return;
    }

  /* No event entered yet: the history keeps the game from its first one. */
  sy_history_set_untouched (game);
  g_signal_emit (self, signals[GAME_CREATED], 0, game);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
example_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  g_signal_emit (widget, signals[EXAMPLE_REQUESTED], 0);
  gtk_window_destroy (GTK_WINDOW (widget));
}

/* The players' names of earlier games, most recent first, offered by a
 * small menu beside each name. */
#define MAX_KNOWN_NAMES 8

static char **
known_names (void)
{
  g_autofree char *folder = sy_history_default_folder ();
  g_autoptr(SyHistory) history = sy_history_load (folder, NULL);

  return history != NULL ? sy_history_known_names (history) : NULL;
}

static GMenuModel *
known_names_menu (char  **names,
                  guint   player)
{
  GMenu *menu = g_menu_new ();

  for (guint i = 0; names != NULL && names[i] != NULL && i < MAX_KNOWN_NAMES; i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (names[i], NULL);

      g_menu_item_set_action_and_target_value (item, "new-game.use-name",
                                               g_variant_new ("(us)", player, names[i]));
      g_menu_append_item (menu, item);
    }
  return G_MENU_MODEL (menu);
}

static void
use_name_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SyNewGameWindow *self = SY_NEW_GAME_WINDOW (widget);
  const char *name;
  guint player;

  g_variant_get (parameter, "(u&s)", &player, &name);
  if (player >= SY_MAX_PLAYERS)
    return;
  gtk_editable_set_text (GTK_EDITABLE (self->name_rows[player]), name);
  gtk_editable_set_position (GTK_EDITABLE (self->name_rows[player]), -1);
}

static void
add_player_rows (SyNewGameWindow *self)
{
  g_auto(GStrv) names = known_names ();

  for (guint i = 0; i < SY_MAX_PLAYERS; i++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %u"), i + 1);
      g_autofree char *colour_label = g_strdup_printf (_("Colour of player %u"), i + 1);
      GtkWidget *row = adw_entry_row_new ();
      GtkWidget *drop_down = sy_colour_drop_down_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_entry_row_set_activates_default (ADW_ENTRY_ROW (row), TRUE);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), i);
      gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, colour_label, -1);
      {
        g_autoptr(GMenuModel) menu = known_names_menu (names, i);
        g_autofree char *names_label = g_strdup_printf (_("Names from earlier games for player %u"),
                                                        i + 1);
        GtkWidget *button = gtk_menu_button_new ();

        gtk_widget_set_name (button, "known-names");
        gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "avatar-default-symbolic");
        gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), menu);
        gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
        gtk_widget_add_css_class (button, "flat");
        gtk_widget_set_tooltip_text (button, _("Names from earlier games"));
        gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, names_label, -1);
        /* Only when there is a name to offer. */
        gtk_widget_set_visible (button, g_menu_model_get_n_items (menu) > 0);
        adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), button);
        self->name_buttons[i] = button;
      }
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), drop_down);
      adw_preferences_group_add (self->players_group, row);

      g_signal_connect_swapped (row, "changed", G_CALLBACK (players_changed_cb), self);
      g_signal_connect_swapped (drop_down, "notify::selected", G_CALLBACK (choice_changed_cb), self);

      self->name_rows[i] = ADW_ENTRY_ROW (row);
      self->colour_drop_downs[i] = GTK_DROP_DOWN (drop_down);
    }
}

/* The solo game's two opponents: a colour each, as the player chooses
 * them for the opponents' dice. */
static void
add_opponent_rows (SyNewGameWindow *self)
{
  for (guint o = 0; o < 2; o++)
    {
      /* Translators: a solo opponent, in turn order, “Opponent 1” */
      g_autofree char *title = g_strdup_printf (_("Opponent %u"), o + 1);
      /* Translators: the label read out for a solo opponent's colour */
      g_autofree char *colour_label = g_strdup_printf (_("Colour of opponent %u"), o + 1);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *drop_down = sy_colour_drop_down_new ();
      g_autofree char *name = g_strdup_printf ("opponent-colour-%u", o + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("The colour of this opponent’s dice"));
      gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), o + 1);
      gtk_widget_set_name (drop_down, name);
      gtk_widget_set_valign (drop_down, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, colour_label, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop_down);
      adw_preferences_group_add (self->players_group, row);
      g_signal_connect_swapped (drop_down, "notify::selected", G_CALLBACK (choice_changed_cb), self);
      self->opponent_rows[o] = row;
      self->opponent_drop_downs[o] = GTK_DROP_DOWN (drop_down);
    }
}

static void
sy_new_game_window_class_init (SyNewGameWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /**
   * SyNewGameWindow::game-created:
   * @self: the window
   * @game: the new game
   *
   * The players pressed Start Game and the engine accepted their choices.
   */
  signals[GAME_CREATED] =
    g_signal_new ("game-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, SY_TYPE_GAME);

  /**
   * SyNewGameWindow::example-requested:
   * @self: the window
   *
   * The players asked for the example game instead of a new one.
   */
  signals[EXAMPLE_REQUESTED] =
    g_signal_new ("example-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "new-game.example", NULL, example_action);
  gtk_widget_class_install_action (widget_class, "new-game.use-name", "(us)", use_name_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/sy-new-game-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SyNewGameWindow, edition_row);
  gtk_widget_class_bind_template_child (widget_class, SyNewGameWindow, players_row);
  gtk_widget_class_bind_template_child (widget_class, SyNewGameWindow, players_adjustment);
  gtk_widget_class_bind_template_child (widget_class, SyNewGameWindow, contracts_row);
  gtk_widget_class_bind_template_child (widget_class, SyNewGameWindow, contracts_label);
  gtk_widget_class_bind_template_child (widget_class, SyNewGameWindow, players_group);
  gtk_widget_class_bind_template_child (widget_class, SyNewGameWindow, start_row);
  gtk_widget_class_bind_template_child (widget_class, SyNewGameWindow, start_model);
  gtk_widget_class_bind_template_child (widget_class, SyNewGameWindow, start_button);
  gtk_widget_class_bind_template_child (widget_class, SyNewGameWindow, problem_label);
}

static void
sy_new_game_window_init (SyNewGameWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  add_player_rows (self);
  add_opponent_rows (self);
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->start_button));

  g_signal_connect_swapped (self->edition_row, "notify::selected",
                            G_CALLBACK (choice_changed_cb), self);
  g_signal_connect_swapped (self->contracts_row, "notify::selected",
                            G_CALLBACK (choice_changed_cb), self);
  g_signal_connect_swapped (self->players_adjustment, "value-changed",
                            G_CALLBACK (players_changed_cb), self);
  g_signal_connect_swapped (self->start_row, "notify::selected",
                            G_CALLBACK (choice_changed_cb), self);

  players_changed_cb (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_rows[0]));
}
