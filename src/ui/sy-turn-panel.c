/* sy-turn-panel.c: the inputs the step the table waits for needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rebuilt after every event from the engine's phase: the chosen action's
 * entry, the bonus action, the end of the turn, the round's end as the
 * players see it happen, discards, a solo opponent's turn, the final
 * action and the last chance. Which of these the table allows is the
 * engine's to say: an entry the rules refuse comes back with the reason.
 */
#define G_LOG_DOMAIN "sy-turn-panel"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-action-entry.h"
#include "sy-event-row.h"
#include "sy-guide.h"
#include "sy-launch-window.h"
#include "sy-solo-entry.h"
#include "sy-tally-window.h"
#include "sy-turn-panel.h"

struct _SyTurnPanel
{
  GtkWidget parent_instance;

  SyGame *game;
  SyUserData *user_data;         /* whose boxes the forms' pickers show */
  /* The game's "changed", followed while the panel shows it. */
  GSignalGroup *game_signals;
  GtkWidget *box;
  GtkWidget *content;
  gboolean in_bonus;
  SyAction bonus_action;
  gboolean final_chosen;
  SyAction final_action;
  guint position;                /* the game's position the panel was built for */
  GtkWidget *guided;             /* in @content: the control of the step the guide names */
};

G_DEFINE_FINAL_TYPE (SyTurnPanel, sy_turn_panel, GTK_TYPE_WIDGET)

enum {
  SEND,
  STEPPED,
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

static void show_step (SyTurnPanel *self);

GtkWidget *
sy_turn_panel_new (void)
{
  return g_object_new (SY_TYPE_TURN_PANEL, NULL);
}

static void
send_cb (const SyEvent *event,
         gpointer       user_data)
{
  g_signal_emit (SY_TURN_PANEL (user_data), signals[SEND], 0, event);
}

static void
entry_send_cb (SyActionEntry *entry,
               const SyEvent *event,
               SyTurnPanel   *self)
{
  send_cb (event, self);
}

static void
send_simple (SyTurnPanel *self,
             SyEventType  type)
{
  SyEvent event = { 0, };

  event.type = type;
  send_cb (&event, self);
}

static GtkWidget *
heading_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

static GtkWidget *
pill_new (const char *label,
          gboolean    suggested)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_add_css_class (button, "pill");
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  return button;
}

static void
append (SyTurnPanel *self,
        GtkWidget   *widget)
{
  gtk_box_append (GTK_BOX (self->content), widget);
}

/* @widget is the control of the step the guide names: the player's eyes
 * and the keyboard go there (sy_turn_panel_get_guided()). The first one
 * marked in a rebuild stands. */
static void
guide_to (SyTurnPanel *self,
          GtkWidget   *widget)
{
  if (self->guided == NULL)
    self->guided = widget;
}

/* The action's form: the control of its step. */
static GtkWidget *
entry_new (SyTurnPanel *self,
           SyAction     action,
           gboolean     bonus)
{
  GtkWidget *entry = sy_action_entry_new (self->game, action, bonus, self->user_data);

  g_signal_connect_object (entry, "send", G_CALLBACK (entry_send_cb), self, 0);

  gtk_widget_set_name (entry, "action-form");
  guide_to (self, entry);
  return entry;
}

/* The panel's buttons, side by side where they fit. The row fills the
 * panel's width and each button is centred in its share: a row centred by
 * its own halign is measured for the whole width (one line) but given its
 * natural width, where its buttons wrap into lines it has no height for,
 * under the widgets below it (issue 25: End the Turn under the track). */
static GtkWidget *
button_row_new (void)
{
  GtkWidget *row = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (row), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (row), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (row), 12);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (row), 12);
  gtk_widget_set_halign (row, GTK_ALIGN_FILL);
  return row;
}

static void
add_button (GtkWidget *row,
            GtkWidget *button)
{
  guint n = 0;

  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_flow_box_append (GTK_FLOW_BOX (row), button);
  gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
  gtk_widget_set_hexpand (gtk_widget_get_parent (button), TRUE);
  /* As many columns as buttons, three at most: a lone button is centred
   * in the whole width, not in a column's. */
  for (GtkWidget *child = gtk_widget_get_first_child (row); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (row), MIN (n, 3));
}

static void
end_turn_cb (SyTurnPanel *self)
{
  send_simple (self, SY_EVENT_END_TURN);
}

static void
pass_cb (SyTurnPanel *self)
{
  send_simple (self, SY_EVENT_PASS);
}

static void
cancel_bonus_cb (SyTurnPanel *self)
{
  self->in_bonus = FALSE;
  show_step (self);
  g_signal_emit (self, signals[STEPPED], 0);
}


/* panel.pick-action: a row picked the bonus or the final action. */
static void
pick_action_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  SyTurnPanel *self = SY_TURN_PANEL (widget);
  SyAction action = (SyAction) g_variant_get_uint32 (parameter);
  SyTableSteps steps;

  if (self->game == NULL || action >= SY_N_ACTIONS)
    return;
  sy_table_get_steps (sy_game_get_table (self->game), &steps);
  if (steps.phase == SY_PHASE_FINAL_ACTION)
    {
      self->final_chosen = TRUE;
      self->final_action = action;
      show_step (self);
    }
  else
    sy_turn_panel_start_bonus (self, action);
  g_signal_emit (self, signals[STEPPED], 0);
}

/* A row that picks @action: for the bonus action and the final one. */
static GtkWidget *
action_row_new (SyTurnPanel *self,
                SyAction     action)
{
  GtkWidget *row = sy_entry_row_new (sy_action_get_name (action), NULL);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "panel.pick-action");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "u", (guint32) action);
  return row;
}

static void
launched_cb (SyLaunchWindow *window,
             const SyEvent  *event,
             SyTurnPanel    *self)
{
  send_cb (event, self);
}

/* The launch window of the ship whose bow is in @slot, which enters the
 * launch when the players confirm it. */
static void
present_launch (SyTurnPanel *self,
                guint        slot)
{
  GtkWindow *window = sy_launch_window_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                            self->game, slot);

  if (window == NULL)
    return;
  g_signal_connect_object (window, "launched", G_CALLBACK (launched_cb), self, 0);
  gtk_window_present (window);
}

static void
panel_row_send_cb (SyEventRow    *row,
                   const SyEvent *event,
                   SyTurnPanel   *self)
{
  SyLaunchPlan plan;
  SyFitting fitting = event->fitting;

  /* A ship that would fail its cruise is not sent in one tap: its launch
   * window shows why, and asks before it sails. */
  if (event->type == SY_EVENT_LAUNCH
      && sy_table_plan_launch (sy_game_get_table (self->game), event->slot, &fitting, &plan, NULL)
      && plan.score.failure != SY_SHIP_SCORES)
    {
      present_launch (self, event->slot);
      return;
    }
  send_cb (event, self);
}

static GtkWidget *
panel_row_new (SyTurnPanel   *self,
               const char    *title,
               const char    *subtitle,
               const SyEvent *event)
{
  GtkWidget *row = sy_event_row_new (NULL, title, subtitle, event);

  g_signal_connect_object (row, "send", G_CALLBACK (panel_row_send_cb), self, 0);
  return row;
}

static void
add_panel_row (SyTurnPanel   *self,
               GtkWidget     *list,
               const char    *title,
               const char    *subtitle,
               const SyEvent *event)
{
  gtk_list_box_append (GTK_LIST_BOX (list), panel_row_new (self, title, subtitle, event));
}

/* Each finished ship, launched in one tap with the best fitting and route
 * the engine finds; a ship that would fail says why. */
static void
launch_details_activated (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  present_launch (SY_TURN_PANEL (widget), g_variant_get_uint32 (parameter));
}

static void
show_launches (SyTurnPanel *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  SyShipSpan spans[SY_MAX_YARD_SLOTS];
  guint n = sy_table_list_finished (table, spans);
  SyTableSteps steps;
  GtkWidget *list;

  sy_table_get_steps (table, &steps);
  if (n == 0 || steps.main_pending)
    return;
  list = sy_entry_list_new ();
  append (self, heading_new (g_dngettext (GETTEXT_PACKAGE,
                                          "A ship is finished: launch it before the turn ends",
                                          "Ships are finished: launch them one by one, in the order you choose, before the turn ends", n)));
  for (guint i = 0; i < n; i++)
    {
      SyEvent event;
      SyBestFitting best;
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      if (!sy_table_propose_launch (table, spans[i].first, &event, &best, NULL))
        continue;
      /* Translators: a finished ship by the slots it fills, “Launch the ship in slots 2–5” */
      title = g_strdup_printf (_("Launch the ship in slots %u–%u"), spans[i].first + 1, spans[i].last + 1);
      if (best.score.failure == SY_SHIP_SCORES)
        subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "Best fitting: speed %u, %u point",
                                                 "Best fitting: speed %u, %u points", best.score.total),
                                    best.score.speed, best.score.total);
      else if (best.score.failure == SY_SHIP_NO_CAPTAIN)
        subtitle = g_strdup (_("No captain in the supply: the ship fails and scores nothing"));
      else
        subtitle = g_strdup (_("Your canals offer no route of its speed: the ship fails and scores nothing"));
      add_panel_row (self, list, title, subtitle, &event);
      gtk_widget_set_name (gtk_widget_get_last_child (list), "launch");
      {
        GtkWidget *details = gtk_button_new_from_icon_name ("document-edit-symbolic");

        gtk_widget_set_tooltip_text (details, _("Fit It by Hand, Choose the Route"));
        gtk_accessible_update_property (GTK_ACCESSIBLE (details), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        _("Fit It by Hand, Choose the Route"), -1);
        gtk_widget_add_css_class (details, "flat");
        gtk_widget_set_valign (details, GTK_ALIGN_CENTER);
        gtk_widget_set_name (details, "launch-details");
        gtk_actionable_set_action_name (GTK_ACTIONABLE (details), "panel.launch-details");
        gtk_actionable_set_action_target (GTK_ACTIONABLE (details), "u", (guint32) spans[i].first);
        adw_action_row_add_suffix (ADW_ACTION_ROW (gtk_widget_get_last_child (list)), details);
      }
    }
  append (self, list);
  guide_to (self, list);
}

/* The End the Turn button: sensitive when the engine would take an
 * end-turn, and saying why not when it would not. */
static GtkWidget *
end_turn_new (SyTurnPanel        *self,
              const SyTableSteps *steps)
{
  GtkWidget *end = pill_new (_("_End the Turn"), steps->can_end_turn);

  gtk_widget_set_name (end, "end-turn");
  if (steps->can_end_turn)
    guide_to (self, end);
  if (steps->end_turn_refusal != NULL)
    gtk_widget_set_tooltip_text (end, steps->end_turn_refusal);
  g_signal_connect_swapped (end, "clicked", G_CALLBACK (end_turn_cb), self);
  return end;
}

static void
show_act (SyTurnPanel *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  GtkWidget *buttons = button_row_new ();
  SyTableSteps steps;

  sy_table_get_steps (table, &steps);
  if (self->in_bonus)
    {
      g_autofree char *title = g_strdup_printf (_("Bonus action: %s"),
                                                sy_action_get_name (self->bonus_action));
      GtkWidget *cancel = pill_new (_("_Cancel the Bonus Action"), FALSE);

      append (self, heading_new (title));
      append (self, entry_new (self, self->bonus_action, TRUE));
      g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (cancel_bonus_cb), self);
      add_button (buttons, cancel);
      append (self, buttons);
      return;
    }

  if (steps.main_pending)
    append (self, entry_new (self, steps.chosen, FALSE));

  if (steps.bonus_open)
    {
      g_autofree char *price = sy_words_money (sy_table_get_facts (table)->edition, steps.bonus_price);
      /* Translators: “Bonus action for 6 guilders” */
      g_autofree char *subtitle = g_strdup_printf (_("Bonus action for %s"), price);
      GtkWidget *expander = adw_expander_row_new ();
      GtkWidget *list = sy_entry_list_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Bonus Action"));
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
      gtk_widget_set_name (expander, "bonus-expander");
      for (guint i = 0; i < sy_table_get_track (table)->n_tiles; i++)
        if (sy_table_get_track (table)->tiles[i] != steps.chosen)
          {
            GtkWidget *row = action_row_new (self, sy_table_get_track (table)->tiles[i]);
            g_autofree char *name = g_strdup_printf ("bonus-%s", sy_action_to_id (sy_table_get_track (table)->tiles[i]));

            gtk_widget_set_name (row, name);
            adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
          }
      gtk_list_box_append (GTK_LIST_BOX (list), expander);
      append (self, list);
    }

  show_launches (self);
  add_button (buttons, end_turn_new (self, &steps));
  append (self, buttons);
}

static void
show_final (SyTurnPanel *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  GtkWidget *buttons = button_row_new ();
  SyTableSteps steps;

  sy_table_get_steps (table, &steps);
  if (steps.main_pending)
    {
      if (self->final_chosen)
        {
          append (self, heading_new (sy_action_get_name (self->final_action)));
          append (self, entry_new (self, self->final_action, FALSE));
        }
      else
        {
          GtkWidget *list = sy_entry_list_new ();

          for (guint i = 0; i < sy_table_get_track (table)->n_tiles; i++)
            gtk_list_box_append (GTK_LIST_BOX (list), action_row_new (self, sy_table_get_track (table)->tiles[i]));
          append (self, heading_new (_("Choose the final action")));
          append (self, list);
          guide_to (self, list);
        }
    }
  show_launches (self);
  add_button (buttons, end_turn_new (self, &steps));
  append (self, buttons);
}

/* The last chance: its part, or letting it go while the engine would
 * take that; once the part is bought, its launch and the end of the turn. */
static void
show_last_chance (SyTurnPanel *self)
{
  GtkWidget *buttons = button_row_new ();
  SyTableSteps steps;

  sy_table_get_steps (sy_game_get_table (self->game), &steps);
  if (steps.main_pending)
    append (self, entry_new (self, SY_ACTION_BUILD, FALSE));
  show_launches (self);
  if (steps.can_pass)
    {
      GtkWidget *pass = pill_new (_("_Let the Last Chance Go"), FALSE);

      gtk_widget_set_name (pass, "last-chance-pass");
      g_signal_connect_swapped (pass, "clicked", G_CALLBACK (pass_cb), self);
      add_button (buttons, pass);
    }
  if (!steps.main_pending)
    add_button (buttons, end_turn_new (self, &steps));
  append (self, buttons);
}

/* Returns: (transfer full): “Alena: discard 1 red contract”, what is due,
 * not yet done; one message per colour, since languages inflect the colour
 * with the number. */
static char *
describe_discard (SyEdition   edition,
                  const char *name,
                  guint       colour,
                  guint       n)
{
  if (colour == 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: discard %u blue contract",
                                         "%s: discard %u blue contracts", n), name, n);
  if (edition == SY_EDITION_SECOND)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: discard %u red contract",
                                         "%s: discard %u red contracts", n), name, n);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: discard %u green contract",
                                       "%s: discard %u green contracts", n), name, n);
}

/* Each discard still due, one tap each. A hand entered privately is named
 * card by card in its owner's view, not here. */
static void
tally_activated_cb (AdwActionRow *row,
                    SyTurnPanel  *self)
{
  GtkWindow *window = sy_tally_window_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                           self->game);

  gtk_window_present (window);
}

/* The game is over: the contracts are revealed and everything tallied. */
static void
show_over (SyTurnPanel *self)
{
  GtkWidget *list = sy_entry_list_new ();
  /* A solo game has no winner: its score earns a title. */
  GtkWidget *row = sy_entry_row_new (_("Reveal the Contracts and Tally"),
                                     sy_game_get_n_players (self->game) == 1
                                     ? _("Your contracts are shown, with your final score and the title "
                                         "it earns")
                                     : _("Everyone’s contracts are shown, with the final score of each "
                                         "player and the winner"));

  append (self, heading_new (_("The game is over")));
  gtk_widget_set_name (row, "show-tally");
  g_signal_connect (row, "activated", G_CALLBACK (tally_activated_cb), self);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  append (self, list);
  guide_to (self, list);
}

static void
show_discards (SyTurnPanel *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  GtkWidget *list = sy_entry_list_new ();

  append (self, heading_new (_("Each player discards face down, then taps here")));
  for (guint p = 0; p < sy_table_get_facts (table)->n_players; p++)
    for (guint c = 0; c < 2; c++)
      {
        const SyPlayerState *player = sy_table_get_player (table, p);
        guint due = player->discards_due[c];
        g_autofree char *title = NULL;
        SyEvent event = { 0, };

        if (due == 0)
          continue;
        title = describe_discard (sy_table_get_facts (table)->edition, sy_game_get_player_name (self->game, p),
                                  c, due);
        event.type = SY_EVENT_DISCARD;
        event.player = p;
        event.colour = c;
        event.count = due;
        if (player->hand_known[c])
          {
            /* The owner names the cards, behind the privacy screen. */
            GtkWidget *row = sy_entry_row_new (title, _("Pass the device: the owner chooses in private"));

            gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
            gtk_widget_set_name (row, "discard-private");
            gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "game.contracts");
            gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "u", (guint32) p);
            gtk_list_box_append (GTK_LIST_BOX (list), row);
          }
        else
          add_panel_row (self, list, title, NULL, &event);
      }
  append (self, list);
  guide_to (self, list);
}

static void
solo_send_cb (SySoloEntry   *entry,
              const SyEvent *event,
              SyTurnPanel   *self)
{
  send_cb (event, self);
}

/* A solo opponent's turn: the tile revealed, and the number on the back of
 * the next one. */
static void
show_solo (SyTurnPanel *self)
{
  GtkWidget *entry = sy_solo_entry_new (self->game);

  g_signal_connect_object (entry, "send", G_CALLBACK (solo_send_cb), self, 0);
  append (self, entry);
  guide_to (self, entry);
}

/* Offers the inputs of the step the game now waits for. */
static void
show_step (SyTurnPanel *self)
{
  SyTableSteps steps;
  if (self->content != NULL)
    gtk_box_remove (GTK_BOX (self->box), self->content);
  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  self->guided = NULL;
  gtk_box_append (GTK_BOX (self->box), self->content);
  if (self->game == NULL)
    return;

  sy_table_get_steps (sy_game_get_table (self->game), &steps);
  /* A bonus or final action being entered lasts until the game changes. */
  if (sy_game_get_position (self->game) != self->position)
    {
      self->in_bonus = FALSE;
      self->final_chosen = FALSE;
      self->position = sy_game_get_position (self->game);
    }

  switch (steps.phase)
    {
    case SY_PHASE_CHOOSE:
      if (steps.opponent_turn)
        show_solo (self);
      break;
    case SY_PHASE_ACT:
      show_act (self);
      break;
    case SY_PHASE_DISCARD:
      show_discards (self);
      break;
    case SY_PHASE_FINAL_ACTION:
      show_final (self);
      break;
    case SY_PHASE_LAST_CHANCE:
      show_last_chance (self);
      break;
    case SY_PHASE_OVER:
      show_over (self);
      break;
    case SY_PHASE_LAYOUT:
    default:
      break;
    }
  /* A game played in another window (sy_game_set_read_only()) is only
   * looked at here: nothing that makes an event is offered, but the
   * tally of a game over is still shown. */
  gtk_widget_set_sensitive (self->content, !sy_game_is_read_only (self->game)
                                           || steps.phase == SY_PHASE_OVER);
  gtk_widget_set_visible (GTK_WIDGET (self), gtk_widget_get_first_child (self->content) != NULL);
}

/**
 * sy_turn_panel_get_guided:
 * @self: a #SyTurnPanel
 *
 * The control of the step the table waits for, as the guide names it: the
 * action's form, the finished ships to launch, End the Turn once the turn
 * may end, the discards, the solo opponent's tile, the tally.
 *
 * Returns: (nullable) (transfer none): that control, %NULL when the panel
 *   holds none (the table waits for a tile to be chosen)
 */
GtkWidget *
sy_turn_panel_get_guided (SyTurnPanel *self)
{
  g_return_val_if_fail (SY_IS_TURN_PANEL (self), NULL);

  return self->guided;
}

/**
 * sy_turn_panel_start_bonus:
 * @self: a #SyTurnPanel
 * @action: the action to take as the bonus action
 *
 * Shows @action's entry, to be sent as the bonus action.
 */
void
sy_turn_panel_start_bonus (SyTurnPanel *self,
                           SyAction     action)
{
  g_return_if_fail (SY_IS_TURN_PANEL (self));

  self->in_bonus = TRUE;
  self->bonus_action = action;
  self->position = self->game != NULL ? sy_game_get_position (self->game) : 0;
  show_step (self);
}

/**
 * sy_turn_panel_set_game:
 * @self: a #SyTurnPanel
 * @game: (nullable): the game
 *
 * Offers the inputs of @game's step, and follows the game from then on.
 */
void
sy_turn_panel_set_game (SyTurnPanel *self,
                        SyGame      *game)
{
  g_return_if_fail (SY_IS_TURN_PANEL (self));

  g_return_if_fail (game == NULL || SY_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  self->in_bonus = FALSE;
  self->final_chosen = FALSE;
  self->position = game != NULL ? sy_game_get_position (game) : 0;
  g_signal_group_set_target (self->game_signals, game);
  show_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sy_turn_panel_set_user_data:
 * @self: a #SyTurnPanel
 * @user_data: (nullable): the user's data
 *
 * The user's data, whose boxes the forms made from now on show.
 */
void
sy_turn_panel_set_user_data (SyTurnPanel *self,
                              SyUserData *user_data)
{
  g_return_if_fail (SY_IS_TURN_PANEL (self));
  g_return_if_fail (user_data == NULL || SY_IS_USER_DATA (user_data));

  if (!g_set_object (&self->user_data, user_data))
    return;
  show_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_USER_DATA]);
}

/**
 * sy_turn_panel_get_game:
 * @self: a #SyTurnPanel
 *
 * Returns: (nullable) (transfer none): the game whose turn the panel shows
 */
SyGame *
sy_turn_panel_get_game (SyTurnPanel *self)
{
  g_return_val_if_fail (SY_IS_TURN_PANEL (self), NULL);

  return self->game;
}

static void
sy_turn_panel_dispose (GObject *object)
{
  SyTurnPanel *self = SY_TURN_PANEL (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->user_data);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (sy_turn_panel_parent_class)->dispose (object);
}

static void
sy_turn_panel_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SyTurnPanel *self = SY_TURN_PANEL (object);

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
sy_turn_panel_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SyTurnPanel *self = SY_TURN_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sy_turn_panel_set_game (self, g_value_get_object (value));
      break;
    case PROP_USER_DATA:
      sy_turn_panel_set_user_data (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_turn_panel_class_init (SyTurnPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_turn_panel_dispose;
  object_class->get_property = sy_turn_panel_get_property;
  object_class->set_property = sy_turn_panel_set_property;

  /**
   * SyTurnPanel:game: (nullable)
   *
   * The game whose step the panel offers, followed as it changes.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SyTurnPanel:user-data: (nullable)
   *
   * The user's data, whose boxes the action forms' pictures come from.
   */
  properties[PROP_USER_DATA] =
    g_param_spec_object ("user-data", NULL, NULL, SY_TYPE_USER_DATA,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The rows and buttons of a step say what they stand for as their
   * action's target. */
  gtk_widget_class_install_action (widget_class, "panel.pick-action", "u", pick_action_activated);
  gtk_widget_class_install_action (widget_class, "panel.launch-details", "u",
                                   launch_details_activated);

  /**
   * SyTurnPanel::send:
   * @self: the panel
   * @event: (type gpointer): the #SyEvent entered, valid during emission
   */
  signals[SEND] =
    g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /**
   * SyTurnPanel::stepped:
   * @self: the panel
   *
   * The panel moved to another step without an event: a bonus or final
   * action picked, the bonus action cancelled.
   */
  signals[STEPPED] =
    g_signal_new ("stepped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
sy_turn_panel_init (SyTurnPanel *self)
{
  self->game_signals = g_signal_group_new (SY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (show_step), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::read-only", G_CALLBACK (show_step), self);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}
