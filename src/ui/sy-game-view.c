/* sy-game-view.c: a game's players and what its table needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view shows a game (#SyGameView:game) and hands the events its
 * controls make to the engine. Its children follow the game themselves,
 * bound to the view's game in the template (the turn panel, the track,
 * the rare controls, the setup checklist, each player's board); the view
 * itself shows, after each change, the guide's words and what the table's
 * phase shows. Following the guided control is in sy-game-view-follow.c,
 * correcting an event in sy-game-view-correction.c.
 */
#define G_LOG_DOMAIN "sy-game-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-colour.h"
#include "sy-columns.h"
#include "sy-contracts-window.h"
#include "sy-game-view-private.h"
#include "sy-guide.h"
#include "sy-player-board.h"
#include "sy-rare-controls.h"
#include "sy-setup-checklist.h"

G_DEFINE_FINAL_TYPE (SyGameView, sy_game_view, GTK_TYPE_WIDGET)

enum {
  EVENT_APPLIED,
  EVENT_REFUSED,
  CORRECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_GAME,
  PROP_USER_DATA,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Hands an event to the engine. The window tells what happened, or why
 * nothing did: a refused event changes nothing. */
static gboolean
send_event (SyGameView    *self,
            const SyEvent *event)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  guint seat = sy_table_get_current (sy_game_get_table (self->game));

  if (self->is_correcting)
    {
      if (!_sy_game_view_correct (self, event, &error))
        {
          g_signal_emit (self, signals[EVENT_REFUSED], 0, error->message);
          return FALSE;
        }
      words = sy_guide_describe_event (self->game, event, seat);
      g_signal_emit (self, signals[CORRECTED], 0, words);
      return TRUE;
    }

  if (!sy_game_apply (self->game, event, &error))
    {
      g_signal_emit (self, signals[EVENT_REFUSED], 0, error->message);
      return FALSE;
    }
  words = sy_guide_describe_event (self->game, event, seat);
  g_signal_emit (self, signals[EVENT_APPLIED], 0, words);

  return TRUE;
}

static void
layout_entered_cb (SyLayoutView  *view,
                   const SyEvent *event,
                   SyGameView    *self)
{
  send_event (self, event);
}

static void
turn_send_cb (SyTurnPanel   *panel,
              const SyEvent *event,
              SyGameView    *self)
{
  send_event (self, event);
}

static void
rare_send_cb (SyRareControls *controls,
              const SyEvent  *event,
              SyGameView     *self)
{
  send_event (self, event);
}

/* A bonus or final action picked, the bonus cancelled: its control comes
 * on screen as after an event. */
static void
turn_stepped_cb (SyTurnPanel *panel,
                 SyGameView  *self)
{
  self->followed = FALSE;
  _sy_game_view_follow_step (self);
}

static void
contracts_send_cb (SyContractsWindow *window,
                   const SyEvent     *event,
                   SyGameView        *self)
{
  if (self->game != NULL)
    send_event (self, event);
}

/* A player's hidden contracts, behind the privacy screen. */
static void
contracts_action_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  SyGameView *self = SY_GAME_VIEW (widget);
  guint player = g_variant_get_uint32 (parameter);
  GtkWindow *window;

  if (self->game == NULL || player >= sy_game_get_n_players (self->game))
    return;
  window = sy_contracts_window_new (GTK_WINDOW (gtk_widget_get_root (widget)), self->game, player);
  g_signal_connect_object (window, "send", G_CALLBACK (contracts_send_cb), self, 0);
}

static void
tile_activated_cb (SyTrackView *view,
                   guint        position,
                   SyGameView  *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  SyEvent event = { 0, };

  if (position >= sy_table_get_track (table)->n_tiles)
    return;
  event.type = SY_EVENT_CHOOSE;
  event.action = sy_table_get_track (table)->tiles[position];
  send_event (self, &event);
}

/**
 * sy_game_view_choose_tile:
 * @self: a #SyGameView
 * @position: the tile's place on the track, 0 the lead tile
 *
 * Chooses the tile at @position, as a tap on it does, when the engine
 * allows it; otherwise says why not through #SyGameView::event-refused.
 *
 * Returns: whether the tile was chosen
 */
gboolean
sy_game_view_choose_tile (SyGameView *self,
                          guint       position)
{
  g_autoptr(GError) error = NULL;
  const SyTable *table;
  SyEvent event = { 0, };

  g_return_val_if_fail (SY_IS_GAME_VIEW (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  table = sy_game_get_table (self->game);
  /* The final action is chosen in the turn panel; the track takes a
   * choice only when the engine waits for one. */
  if (!sy_table_can_choose (table, position, &error))
    {
      g_signal_emit (self, signals[EVENT_REFUSED], 0, error->message);
      return FALSE;
    }
  event.type = SY_EVENT_CHOOSE;
  event.action = sy_table_get_track (table)->tiles[position];
  return send_event (self, &event);
}

/**
 * sy_game_view_end_turn:
 * @self: a #SyGameView
 *
 * Ends the turn, as End the Turn does, when the engine allows it;
 * otherwise says why not through #SyGameView::event-refused.
 *
 * Returns: whether the turn ended
 */
gboolean
sy_game_view_end_turn (SyGameView *self)
{
  SyTableSteps steps;
  SyEvent event = { 0, };

  g_return_val_if_fail (SY_IS_GAME_VIEW (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  sy_table_get_steps (sy_game_get_table (self->game), &steps);
  if (!steps.can_end_turn)
    {
      g_signal_emit (self, signals[EVENT_REFUSED], 0,
                     steps.end_turn_refusal != NULL ? steps.end_turn_refusal
                                                    : _("The turn cannot end now."));
      return FALSE;
    }
  event.type = SY_EVENT_END_TURN;
  return send_event (self, &event);
}

static void
cancel_correction_cb (SyGameView *self)
{
  sy_game_view_cancel_correction (self);
}

/**
 * sy_game_view_get_track_view:
 * @self: a #SyGameView
 *
 * Returns: (transfer none): the action track
 */
SyTrackView *
sy_game_view_get_track_view (SyGameView *self)
{
  g_return_val_if_fail (SY_IS_GAME_VIEW (self), NULL);

  return self->track_view;
}

/**
 * sy_game_view_get_layout_view:
 * @self: a #SyGameView
 *
 * Returns: (transfer none): the entry of the table's layout
 */
SyLayoutView *
sy_game_view_get_layout_view (SyGameView *self)
{
  g_return_val_if_fail (SY_IS_GAME_VIEW (self), NULL);

  return self->layout_view;
}

static void
clear_rows (SyGameView *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);
      GtkWidget *group = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);

      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), row);
    }
  g_ptr_array_set_size (self->rows, 0);
}

static GtkWidget *
add_row (SyGameView          *self,
         AdwPreferencesGroup *group,
         const char          *title,
         const char          *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (self->rows, row);

  return row;
}

static void
clear_boards (SyGameView *self)
{
  for (guint i = 0; i < self->boards->len; i++)
    adw_preferences_group_remove (self->players_group, g_ptr_array_index (self->boards, i));
  g_ptr_array_set_size (self->boards, 0);
}

static void
show_players (SyGameView *self)
{
  guint n = sy_game_get_n_players (self->game);
  guint start = sy_game_get_start_player (self->game);
  gboolean laying_out = sy_table_get_phase (sy_game_get_table (self->game)) == SY_PHASE_LAYOUT;

  if (laying_out)
    clear_boards (self);
  /* Made once for the game, then they follow it themselves. */
  for (guint i = self->boards->len; i < n && !laying_out; i++)
    {
      GtkWidget *board = sy_player_board_new (self->game, i);

      adw_preferences_group_add (self->players_group, board);
      g_ptr_array_add (self->boards, board);
    }

  for (guint i = 0; i < n && laying_out; i++)
    {
      SyColour colour = sy_game_get_player_colour (self->game, i);
      g_autofree char *subtitle = sy_player_board_describe (self->game, i);
      GtkWidget *row = add_row (self, self->players_group,
                                sy_game_get_player_name (self->game, i), subtitle);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), sy_colour_swatch_new (colour));
      if (i == start && n > 1)  /* solo: one player, nothing drawn */
        {
          GtkWidget *badge = gtk_label_new (_("Starts"));

          gtk_widget_add_css_class (badge, "start-badge");
          gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), badge);
        }
    }
}

/* Shows the game's state again after it changed. */
static void
show_state (SyGameView *self)
{
  gboolean laying_out;
  g_autofree char *now = NULL;

  laying_out = self->game != NULL
               && sy_table_get_phase (sy_game_get_table (self->game)) == SY_PHASE_LAYOUT;
  /* The players' rows and the setup's steps are the layout's: made again
   * while it lasts, gone after it. */
  clear_rows (self);
  if (self->game == NULL)
    {
      clear_boards (self);
      return;
    }

  now = sy_guide_describe_now (self->game);
  gtk_label_set_label (self->guide_label, now);
  _sy_game_view_show_correction (self);
  gtk_widget_set_visible (GTK_WIDGET (self->layout_group), laying_out);
  gtk_widget_set_visible (GTK_WIDGET (self->track_group), !laying_out);
  gtk_widget_set_visible (self->setup_clamp, laying_out);

  show_players (self);
  _sy_game_view_follow_step (self);
}

/**
 * sy_game_view_set_game:
 * @self: a #SyGameView
 * @game: (nullable): the game to show
 *
 * Shows @game's players and the setup its table needs, and follows the
 * game from then on: the turn panel and the track, bound to the view's
 * #SyGameView:game, follow it too.
 */
void
sy_game_view_set_game (SyGameView *self,
                       SyGame     *game)
{
  g_return_if_fail (SY_IS_GAME_VIEW (self));
  g_return_if_fail (game == NULL || SY_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;

  self->is_correcting = FALSE;
  self->has_correction = FALSE;
  self->followed = FALSE;
  clear_boards (self);
  sy_layout_view_set_game (self->layout_view, game);
  g_signal_group_set_target (self->game_signals, game);
  /* The panel, the track, the rare controls and the setup's checklist
   * take the game through their bindings. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  show_state (self);
}

/**
 * sy_game_view_set_user_data:
 * @self: a #SyGameView
 * @user_data: (nullable): the user's data
 *
 * The user's data, whose boxes the forms made from now on show.
 */
void
sy_game_view_set_user_data (SyGameView *self,
                             SyUserData *user_data)
{
  g_return_if_fail (SY_IS_GAME_VIEW (self));
  g_return_if_fail (user_data == NULL || SY_IS_USER_DATA (user_data));

  if (!g_set_object (&self->user_data, user_data))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_USER_DATA]);
}

/**
 * sy_game_view_get_game:
 * @self: a #SyGameView
 *
 * Returns: (nullable) (transfer none): the game shown
 */
SyGame *
sy_game_view_get_game (SyGameView *self)
{
  g_return_val_if_fail (SY_IS_GAME_VIEW (self), NULL);

  return self->game;
}

static void
sy_game_view_dispose (GObject *object)
{
  SyGameView *self = SY_GAME_VIEW (object);

  _sy_game_view_follow_dispose (self);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->user_data);
  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_GAME_VIEW);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->boards, g_ptr_array_unref);

  G_OBJECT_CLASS (sy_game_view_parent_class)->dispose (object);
}

static void
sy_game_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SyGameView *self = SY_GAME_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_USER_DATA:
      g_value_set_object (value, self->user_data);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_game_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SyGameView *self = SY_GAME_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sy_game_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_USER_DATA:
      sy_game_view_set_user_data (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_game_view_class_init (SyGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_game_view_dispose;
  object_class->get_property = sy_game_view_get_property;
  object_class->set_property = sy_game_view_set_property;

  /**
   * SyGameView:game: (nullable)
   *
   * The game the view shows and follows.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SyGameView:user-data: (nullable)
   *
   * The user's data, whose boxes the action forms' pictures come from.
   */
  properties[PROP_USER_DATA] =
    g_param_spec_object ("user-data", NULL, NULL, SY_TYPE_USER_DATA,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyGameView::event-applied:
   * @self: the game view
   * @words: what happened, in words
   */
  signals[EVENT_APPLIED] =
    g_signal_new ("event-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * SyGameView::event-refused:
   * @self: the game view
   * @message: why the engine refused it, in the user's language
   */
  signals[EVENT_REFUSED] =
    g_signal_new ("event-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * SyGameView::corrected:
   * @self: the game view
   * @words: the corrected event, in words
   */
  signals[CORRECTED] =
    g_signal_new ("corrected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (SY_TYPE_COLUMNS);
  g_type_ensure (SY_TYPE_LAYOUT_VIEW);
  g_type_ensure (SY_TYPE_TRACK_VIEW);
  g_type_ensure (SY_TYPE_TURN_PANEL);
  g_type_ensure (SY_TYPE_RARE_CONTROLS);
  g_type_ensure (SY_TYPE_SETUP_CHECKLIST);
  gtk_widget_class_install_action (widget_class, "game.contracts", "u", contracts_action_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/sy-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SyGameView, guide_label);
  gtk_widget_class_bind_template_child (widget_class, SyGameView, correction_bar);
  gtk_widget_class_bind_template_child (widget_class, SyGameView, correction_label);
  gtk_widget_class_bind_template_callback (widget_class, cancel_correction_cb);
  gtk_widget_class_bind_template_child (widget_class, SyGameView, layout_group);
  gtk_widget_class_bind_template_child (widget_class, SyGameView, layout_view);
  gtk_widget_class_bind_template_child (widget_class, SyGameView, turn_group);
  gtk_widget_class_bind_template_child (widget_class, SyGameView, turn_panel);
  gtk_widget_class_bind_template_child (widget_class, SyGameView, track_group);
  gtk_widget_class_bind_template_child (widget_class, SyGameView, track_view);
  gtk_widget_class_bind_template_child (widget_class, SyGameView, page);
  gtk_widget_class_bind_template_child (widget_class, SyGameView, main_column);
  gtk_widget_class_bind_template_child (widget_class, SyGameView, setup_clamp);
  /* Bound so that disposing the template unparents it. */
  gtk_widget_class_bind_template_child (widget_class, SyGameView, box);
  gtk_widget_class_bind_template_callback (widget_class, layout_entered_cb);
  gtk_widget_class_bind_template_callback (widget_class, tile_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, turn_send_cb);
  gtk_widget_class_bind_template_callback (widget_class, rare_send_cb);
  gtk_widget_class_bind_template_callback (widget_class, turn_stepped_cb);
  gtk_widget_class_bind_template_child (widget_class, SyGameView, players_group);
}

static void
sy_game_view_init (SyGameView *self)
{
  self->rows = g_ptr_array_new ();
  self->boards = g_ptr_array_new ();
  self->game_signals = g_signal_group_new (SY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (show_state), self);
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The turn's group shows exactly when the panel holds a control. */
  g_object_bind_property (self->turn_panel, "visible", self->turn_group, "visible",
                          G_BINDING_SYNC_CREATE);
  _sy_game_view_follow_init (self);
}
