/* sy-game-view.c: a game's players and what its table needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-game-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-colour.h"
#include "sy-compat.h"
#include "sy-columns.h"
#include "sy-contracts-window.h"
#include "sy-game-view.h"
#include "sy-guide.h"
#include "sy-layout-view.h"
#include "sy-player-board.h"
#include "sy-rare-controls.h"
#include "sy-track-view.h"
#include "sy-turn-panel.h"

struct _SyGameView
{
  GtkWidget parent_instance;

  SyGame *game;
  SyUserData *user_data;         /* whose boxes the forms' pickers show */
  /* The game's "changed", followed while the view shows it; the turn
   * panel and the track follow it through their own. */
  GSignalGroup *game_signals;
  GPtrArray *rows;
  GPtrArray *fact_checks;       /* the setup's steps' boxes, in their order */
  /* The players' boards (SyPlayerBoard), made once for the game: each
   * follows the game by itself. */
  GPtrArray *boards;

  /* Template widgets */
  GtkLabel *guide_label;
  GtkWidget *page;
  GtkWidget *main_column;
  GtkWidget *setup_clamp;
  GtkWidget *box;
  AdwPreferencesGroup *layout_group;
  SyLayoutView *layout_view;
  AdwPreferencesGroup *turn_group;
  SyTurnPanel *turn_panel;
  AdwPreferencesGroup *track_group;
  SyTrackView *track_view;
  AdwPreferencesGroup *players_group;
  AdwPreferencesGroup *setup_group;
  GtkWidget *correction_bar;
  GtkLabel *correction_label;

  /* Correcting: the table shows the moment before event @correcting, and
   * the next entry replaces it; @resume is where the game stood. */
  gboolean is_correcting;
  guint correcting;
  guint resume;
  /* The last correction made, to take it back. */
  gboolean has_correction;
  guint corrected;
  /* The setup checklist: which steps were ticked, by their order. */
  guint64 ticked;
  guint n_facts;
  SyEvent original;
  guint corrected_resume;
  /* Following the turn: the position the eyes and the keyboard were last
   * brought to, and the frames waited for the new controls' layout. */
  gboolean followed;
  guint followed_position;
  guint follow_tick;
  guint follow_frames;
  gint64 follow_until;          /* the page keeps the control in view while it settles */
};

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
      guint index = self->correcting;
      SyEvent original = *sy_game_get_event (self->game, index);

      if (!sy_game_replace_event (self->game, index, event, &error))
        {
          g_signal_emit (self, signals[EVENT_REFUSED], 0, error->message);
          return FALSE;
        }
      self->is_correcting = FALSE;
      self->has_correction = TRUE;
      self->corrected = index;
      self->original = original;
      self->corrected_resume = self->resume;
      sy_game_go_to (self->game, MAX (self->resume, sy_game_get_position (self->game)));
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

static void follow_step (SyGameView *self);

/* A bonus or final action picked, the bonus cancelled: its control comes
 * on screen as after an event. */
static void
turn_stepped_cb (SyTurnPanel *panel,
                 SyGameView  *self)
{
  self->followed = FALSE;
  follow_step (self);
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

/**
 * sy_game_view_start_correction:
 * @self: a #SyGameView
 * @index: the event to correct
 *
 * Shows the table as it stood before event @index; the next entry takes
 * its place, and the later events are replayed after it.
 */
void
sy_game_view_start_correction (SyGameView *self,
                               guint       index)
{
  g_return_if_fail (SY_IS_GAME_VIEW (self));
  g_return_if_fail (self->game != NULL && index < sy_game_get_n_events (self->game));

  if (!self->is_correcting)
    self->resume = sy_game_get_position (self->game);
  self->is_correcting = TRUE;
  self->correcting = index;
  sy_game_go_to (self->game, index);
}

/**
 * sy_game_view_cancel_correction:
 * @self: a #SyGameView
 *
 * Leaves the correction, the game as it was.
 */
void
sy_game_view_cancel_correction (SyGameView *self)
{
  g_return_if_fail (SY_IS_GAME_VIEW (self));

  if (!self->is_correcting)
    return;
  self->is_correcting = FALSE;
  sy_game_go_to (self->game, self->resume);
}

/**
 * sy_game_view_revert_correction:
 * @self: a #SyGameView
 *
 * Takes back the last correction: the original event returns.
 *
 * Returns: whether there was one to take back
 */
gboolean
sy_game_view_revert_correction (SyGameView *self)
{
  g_return_val_if_fail (SY_IS_GAME_VIEW (self), FALSE);

  if (!self->has_correction || self->game == NULL)
    return FALSE;
  self->has_correction = FALSE;
  /* The original log followed the rules, so it replays. */
  if (!sy_game_replace_event (self->game, self->corrected, &self->original, NULL))
    return FALSE;
  return sy_game_go_to (self->game, self->corrected_resume);
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
  g_ptr_array_set_size (self->fact_checks, 0);
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
fact_toggled_cb (GtkCheckButton *check,
                 SyGameView     *self)
{
  guint index;

  if (!g_ptr_array_find (self->fact_checks, check, &index))
    return;
  if (gtk_check_button_get_active (check))
    self->ticked |= G_GUINT64_CONSTANT (1) << index;
  else
    self->ticked &= ~(G_GUINT64_CONSTANT (1) << index);
}

/* A step of the setup: a box to tick when it is done at the table, a
 * title, the value large at the end, and what to do. */
static void
add_fact (SyGameView *self,
          const char *title,
          const char *value,
          const char *subtitle)
{
  GtkWidget *row = add_row (self, self->setup_group, title, subtitle);
  GtkWidget *label = gtk_label_new (value);
  GtkWidget *check = gtk_check_button_new ();
  guint index = self->n_facts++;

  gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                               (self->ticked >> index) & 1);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_ptr_array_add (self->fact_checks, check);
  g_signal_connect (check, "toggled", G_CALLBACK (fact_toggled_cb), self);
  gtk_widget_set_name (check, "setup-step");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);

  gtk_widget_add_css_class (label, "fact-value");
  gtk_widget_add_css_class (label, "title-3");
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
}

static void
add_fact_number (SyGameView *self,
                 const char *title,
                 guint       value,
                 const char *subtitle)
{
  g_autofree char *text = g_strdup_printf ("%u", value);

  add_fact (self, title, text, subtitle);
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

static char *
describe_discards (const SySetupFacts *facts)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < facts->n_discards; i++)
    {
      const SyDiscard *d = &facts->discards[i];

      if (text->len > 0)
        g_string_append (text, "\n");
      if (facts->edition == SY_EDITION_SECOND)
        /* Translators: “After the 4th die leaves the round counter: 1 of each colour” */
        g_string_append_printf (text, _("After die %u leaves the round counter: discard %u of each colour"),
                                d->after_round, d->per_colour);
      else
        g_string_append_printf (text, _("After lap %u of the action track: discard %u of each colour"),
                                d->after_round, d->per_colour);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
show_facts (SyGameView *self)
{
  const SySetupFacts *f = sy_game_get_setup_facts (self->game);
  gboolean second = f->edition == SY_EDITION_SECOND;
  g_autofree char *contracts = g_strdup_printf ("%u + %u", f->contracts_per_colour,
                                                f->contracts_per_colour);
  g_autofree char *discards = describe_discards (f);
  const char *how_dealt;

  add_fact_number (self,
                   second ? _("Action dice each") : _("Action pawns each"),
                   f->markers_per_player,
                   f->markers_per_player > 1 ? _("Two players use three markers each") : NULL);

  if (second)
    add_fact_number (self, _("Dice on the round counter"), f->round_counter_dice,
                     _("Pushed to the left; one more die in the gear wheel’s cutout, its red tooth on Start"));
  else
    add_fact_number (self, _("Countdown marker starts on"), f->countdown_start,
                     _("The space numbered like the players"));

  if (f->subsidy_in_play)
    add_fact (self, second ? _("Subsidy tile") : _("Subsidy card"), _("In play"),
              _("On its marked place on the action track"));
  else
    add_fact (self, second ? _("Subsidy tile") : _("Subsidy card"), _("Out"),
              second ? _("Turned face down") : _("Back in the box"));

  add_fact_number (self,
                   sy_words_get (f->edition, SY_WORD_MONEY_EACH),
                   f->starting_guilders,
                   second ? _("And one goods tile showing all three goods")
                          : _("And one goods wagon card showing all three goods"));

  if (!second)
    how_dealt = _("Green and blue, dealt face down at random");
  else if (f->starting_sets)
    how_dealt = _("Red and blue, one of the recommended starting sets each");
  else
    how_dealt = _("Red and blue, dealt face down at random");
  add_fact (self, _("Contracts each"), contracts, how_dealt);
  add_fact (self, _("Contract discards"), "", discards);

  if (f->employee_sets == 1)
    add_fact (self, second ? _("Employee tiles") : _("Employee cards"), _("Basic"),
              second ? _("Only the tiles with back I") : _("Only the cards with brown backs"));
  else
    add_fact (self, second ? _("Employee tiles") : _("Employee cards"), _("Both sets"),
              second ? _("Set II laid face up on its twins from set I")
                     : _("The second set laid face up on its twins with brown backs"));

  if (f->solo_opponents > 0)
    add_fact_number (self, _("Solo opponents"), f->solo_opponents,
                     _("Their dice on the solo board after yours; the solo action tiles shuffled face down"));

  add_fact (self, _("Offer of ship parts"), "20",
            _("Five rows of four: bows, two columns of middle parts, sterns"));
  add_fact (self, second ? _("Goods tiles and canals") : _("Goods wagon cards and canals"), "5 + 5",
            _("Five of each face up"));
  add_fact (self, _("Ring pointers"), "",
            _("Crew and equipment on random sectors, the exchange on its start space, the employee pointer on a random stop"));
  if (second)
    add_fact (self, _("Action tiles"), "",
              _("The fixed tiles on their marked places, the others in any order; then enter the order below"));
  else
    add_fact (self, _("Action cards"), "",
              _("The fixed cards on their marked places, the others in any order; then enter the order below"));
}

/* The control of the step the guide names: the track while a tile is to
 * be chosen, otherwise the turn panel's. */
static GtkWidget *
guided_widget (SyGameView *self)
{
  SyTableSteps steps;

  sy_table_get_steps (sy_game_get_table (self->game), &steps);
  if (steps.phase == SY_PHASE_LAYOUT)
    return NULL;
  if (steps.phase == SY_PHASE_CHOOSE && !steps.opponent_turn)
    return GTK_WIDGET (self->track_group);
  return sy_turn_panel_get_guided (self->turn_panel);
}

/* Scrolls the page the least that shows @widget, its top first when it is
 * taller than the page; the whole turn panel around it when that fits (the
 * bonus action above End the Turn, the launches). */
static void
scroll_to (SyGameView *self,
           GtkWidget  *widget)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->page));
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  const double margin = 12;
  graphene_rect_t bounds;
  double top, bottom;

  if (gtk_widget_is_ancestor (widget, GTK_WIDGET (self->turn_group))
      && gtk_widget_get_height (GTK_WIDGET (self->turn_group)) + 2 * margin <= page)
    widget = GTK_WIDGET (self->turn_group);
  if (!gtk_widget_compute_bounds (widget, self->page, &bounds))
    return;
  top = bounds.origin.y;
  bottom = top + bounds.size.height;
  if (top < 0)
    value += top - margin;
  else if (bottom > page)
    value += MIN (top - margin, bottom - page + margin);
  else
    return;
  gtk_adjustment_set_value (adjustment, value);
}

/* The keyboard goes to the step's control, as a player's eyes do: into
 * the form, on End the Turn, on the first tile that may be chosen. Only in
 * the window the player uses. */
static void
focus_on (SyGameView *self,
          GtkWidget  *widget)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (!GTK_IS_WINDOW (root) || !gtk_window_is_active (GTK_WINDOW (root)))
    return;
  if (widget == GTK_WIDGET (self->track_group))
    {
      const SyTable *table = sy_game_get_table (self->game);

      for (guint i = 0; i < sy_table_get_track (table)->n_tiles; i++)
        if (sy_table_can_choose (table, i, NULL))
          {
            gtk_widget_grab_focus (sy_track_view_get_tile (self->track_view, i));
            return;
          }
      return;
    }
  /* Into it: a list's first row, a form's first field, the button. */
  if (!gtk_widget_child_focus (widget, GTK_DIR_TAB_FORWARD))
    gtk_widget_grab_focus (widget);
}

static gboolean
follow_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  SyGameView *self = SY_GAME_VIEW (widget);
  GtkWidget *guided;

  /* The frame after the one that laid the new controls out. */
  if (++self->follow_frames < 2)
    return G_SOURCE_CONTINUE;
  guided = self->game != NULL ? guided_widget (self) : NULL;
  if (guided == NULL || !gtk_widget_get_mapped (guided))
    {
      self->follow_tick = 0;
      return G_SOURCE_REMOVE;
    }
  if (self->follow_frames == 2)
    {
      focus_on (self, guided);
      scroll_to (self, guided);
      self->follow_until = g_get_monotonic_time () + G_USEC_PER_SEC;
      /* The page scrolls to the widget that took the keyboard on its next
       * layout (a viewport follows its focus): a tile low in the track
       * would put the track's heading and lead tile off the top. The
       * step's control is shown again once that is done. */
      return G_SOURCE_CONTINUE;
    }
  if (self->follow_frames < 4)
    return G_SOURCE_CONTINUE;
  self->follow_tick = 0;
  scroll_to (self, guided);
  return G_SOURCE_REMOVE;
}

/* The page changed its size or length just after a step (a bar slid in
 * or out, rows were added): the control stays in view. */
static void
page_changed_cb (GtkAdjustment *adjustment,
                 GParamSpec    *pspec,
                 SyGameView    *self)
{
  GtkWidget *guided;

  if (self->game == NULL || self->follow_tick != 0 || g_get_monotonic_time () > self->follow_until)
    return;
  guided = guided_widget (self);
  if (guided != NULL && gtk_widget_get_mapped (guided))
    scroll_to (self, guided);
}

/* After each step (an event entered, undone, a game opened), the control
 * the guide names comes on screen and takes the keyboard (issue 25). */
static void
follow_step (SyGameView *self)
{
  guint position = sy_game_get_position (self->game);

  if (self->followed && self->followed_position == position)
    return;
  self->followed = TRUE;
  self->followed_position = position;
  self->follow_frames = 0;
  if (self->follow_tick == 0)
    self->follow_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), follow_tick_cb, NULL, NULL);
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
  self->n_facts = 0;
  if (self->game == NULL)
    {
      clear_boards (self);
      return;
    }

  now = sy_guide_describe_now (self->game);
  gtk_label_set_label (self->guide_label, now);
  gtk_widget_set_visible (self->correction_bar, self->is_correcting);
  if (self->is_correcting)
    {
      g_autofree char *what = g_strdup_printf (_("Correcting event %u: enter what really happened"),
                                               self->correcting + 1);

      gtk_label_set_label (self->correction_label, what);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->layout_group), laying_out);
  gtk_widget_set_visible (GTK_WIDGET (self->track_group), !laying_out);
  gtk_widget_set_visible (GTK_WIDGET (self->setup_group), laying_out);
  gtk_widget_set_visible (self->setup_clamp, laying_out);

  show_players (self);
  if (laying_out)
    show_facts (self);
  follow_step (self);
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
  self->ticked = 0;
  self->followed = FALSE;
  clear_boards (self);
  sy_layout_view_set_game (self->layout_view, game);
  g_signal_group_set_target (self->game_signals, game);
  /* The panel and the track take the game through their bindings. */
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

  if (self->follow_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->follow_tick);
  self->follow_tick = 0;
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->user_data);
  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_GAME_VIEW);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->fact_checks, g_ptr_array_unref);
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
  gtk_widget_class_bind_template_child (widget_class, SyGameView, setup_group);
}

static void
sy_game_view_init (SyGameView *self)
{
  self->rows = g_ptr_array_new ();
  self->fact_checks = g_ptr_array_new ();
  self->boards = g_ptr_array_new ();
  self->game_signals = g_signal_group_new (SY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (show_state), self);
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The turn's group shows exactly when the panel holds a control. */
  g_object_bind_property (self->turn_panel, "visible", self->turn_group, "visible",
                          G_BINDING_SYNC_CREATE);
  {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->page));

    g_signal_connect_object (adjustment, "notify::page-size", G_CALLBACK (page_changed_cb), self, 0);
    g_signal_connect_object (adjustment, "notify::upper", G_CALLBACK (page_changed_cb), self, 0);
  }
}
