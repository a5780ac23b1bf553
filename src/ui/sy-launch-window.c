/* sy-launch-window.c: fitting a finished ship and sending it on its cruise
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The ship is shown part by part with every mount and cabin, the owner's
 * supply beside it. Pieces go on with a tap or a drag and come off with a
 * tap; the engine refuses what does not fit and says why. The points are
 * worked out again at each change, with the best route for the crew on
 * board. The engine's best fitting is one tap away, explained, with
 * pieces kept back for a later ship or the owner's hidden contracts
 * served. Launch sends the fitting and the route as one event.
 */
#define G_LOG_DOMAIN "sy-launch-window"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-cruise-chooser.h"
#include "sy-launch-points.h"
#include "sy-launch-window.h"
#include "sy-yard-view.h"

typedef struct {
  SyGame *game;
  guint slot;
  SyEntrySendFunc send;
  gpointer user_data;

  SyFitting fitting;
  SyLaunchPlan plan;
  SyFittingRequest request;
  SyContractGoal goal;
  gboolean goal_ready;
  GtkWidget *goal_row;
  SyBestFitting best;

  GtkWidget *window;
  AdwToastOverlay *toasts;
  AdwWindowTitle *title;
  GtkWidget *launch;
  GtkWidget *flag;
  GtkWidget *points;
  GtkWidget *board;
  GtkWidget *officers;
  GtkWidget *supply;
  GtkWidget *best_box;
  GtkWidget *speed_group;
  GtkSpinButton *helmsman;
  GtkSpinButton *riggers;
  GtkWidget *chooser;
  guint refresh_id;
} LaunchData;

static void refresh (LaunchData *data);

static void
launch_data_free (gpointer pointer)
{
  LaunchData *data = pointer;

  g_clear_handle_id (&data->refresh_id, g_source_remove);
  if (data->goal_ready)
    sy_contract_goal_clear (&data->goal);
  g_clear_object (&data->game);
  g_free (data);
}

static const SyPlayerState *
owner (LaunchData *data)
{
  const SyTable *table = sy_game_get_table (data->game);

  return &table->players[table->current];
}

static void
toast (LaunchData *data,
       const char *message)
{
  adw_toast_overlay_add_toast (data->toasts, adw_toast_new (message));
}

static gboolean
refresh_cb (gpointer user_data)
{
  LaunchData *data = user_data;

  data->refresh_id = 0;
  refresh (data);
  return G_SOURCE_REMOVE;
}

/* The page is rebuilt once the tap that changed it is over. */
static void
queue_refresh (LaunchData *data)
{
  if (data->refresh_id == 0)
    data->refresh_id = g_idle_add (refresh_cb, data);
}

/* Asks the engine about @fitting; when it fits, it becomes the plan.
 * Returns: whether it fits; when not, the reason is shown */
static gboolean
try_fitting (LaunchData      *data,
             const SyFitting *fitting)
{
  SyLaunchPlan plan;
  g_autoptr(GError) error = NULL;

  if (!sy_table_plan_launch (sy_game_get_table (data->game), data->slot, fitting, &plan, &error))
    {
      toast (data, error->message);
      return FALSE;
    }
  data->fitting = *fitting;
  data->plan = plan;
  sy_cruise_chooser_set_plan (SY_CRUISE_CHOOSER (data->chooser), &plan);
  queue_refresh (data);
  return TRUE;
}

static void
put_on (LaunchData *data,
        SyItem      item)
{
  SyFitting fitting = data->fitting;

  fitting.load.count[item]++;
  try_fitting (data, &fitting);
}

static void
take_off (LaunchData *data,
          SyItem      item)
{
  SyFitting fitting = data->fitting;

  if (fitting.load.count[item] == 0)
    return;
  fitting.load.count[item]--;
  /* A sail taken off may take a rigger's pair with it. */
  fitting.rigger_pairs = MIN (fitting.rigger_pairs,
                              sy_fitting_get_max_rigger_pairs (&fitting, &data->plan.employees));
  try_fitting (data, &fitting);
}

static void
supply_clicked_cb (GtkButton  *button,
                   LaunchData *data)
{
  put_on (data, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "item")));
}

static void
board_clicked_cb (GtkButton  *button,
                  LaunchData *data)
{
  take_off (data, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "item")));
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y,
                 GtkWidget     *chip)
{
  guint item = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (chip), "item"));

  return gdk_content_provider_new_typed (G_TYPE_UINT, item);
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         LaunchData    *data)
{
  guint item = g_value_get_uint (value);

  if (item >= SY_N_ITEMS)
    return FALSE;
  put_on (data, (SyItem) item);
  return TRUE;
}

static SySymbol
item_symbol (SyItem item)
{
  switch (item)
    {
    case SY_ITEM_SAIL:
    case SY_ITEM_SMOKESTACK:
      return SY_SYMBOL_RIGGING_MOUNT;
    case SY_ITEM_CANNON:
      return SY_SYMBOL_CANNON_MOUNT;
    case SY_ITEM_CRANE:
      return SY_SYMBOL_CRANE_MOUNT;
    case SY_ITEM_PROPELLER:
      return SY_SYMBOL_PROPELLER_MOUNT;
    case SY_ITEM_STOKER:
      return SY_SYMBOL_STOKER_CABIN;
    case SY_ITEM_CAPTAIN:
    case SY_ITEM_BUSINESSMAN:
    case SY_ITEM_SOLDIER:
    case SY_N_ITEMS:
    default:
      return SY_SYMBOL_CABIN;
    }
}

/* A piece as a chip: its picture, how many and what. */
static GtkWidget *
chip_new (SyItem      item,
          guint       n,
          const char *prefix)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* Translators: pieces on a chip, “2 sails” */
  g_autofree char *text = g_strdup_printf (_("%u %s"), n, sy_item_get_plural (item, n));
  g_autofree char *name = g_strdup_printf ("%s-%s", prefix, sy_item_to_id (item));

  gtk_box_append (GTK_BOX (box), sy_symbol_icon_new (item_symbol (item)));
  gtk_box_append (GTK_BOX (box), gtk_label_new (text));
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_name (button, name);
  g_object_set_data (G_OBJECT (button), "item", GUINT_TO_POINTER (item));
  return button;
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (box))
        gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

static void
fill_chips (LaunchData *data)
{
  const SyPlayerState *player = owner (data);

  clear_box (data->board);
  clear_box (data->supply);
  for (guint k = 0; k < SY_N_ITEMS; k++)
    {
      guint on = data->fitting.load.count[k];
      guint left = player->supply.count[k] - on;

      if (on > 0)
        {
          GtkWidget *chip = chip_new ((SyItem) k, on, "board");

          gtk_widget_set_tooltip_text (chip, _("Take one off"));
          g_signal_connect (chip, "clicked", G_CALLBACK (board_clicked_cb), data);
          gtk_flow_box_append (GTK_FLOW_BOX (data->board), chip);
        }
      if (left > 0)
        {
          GtkWidget *chip = chip_new ((SyItem) k, left, "supply");
          GtkDragSource *source = gtk_drag_source_new ();

          gtk_widget_set_tooltip_text (chip, _("Put one on the ship"));
          g_signal_connect (chip, "clicked", G_CALLBACK (supply_clicked_cb), data);
          gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
          g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), chip);
          gtk_widget_add_controller (chip, GTK_EVENT_CONTROLLER (source));
          gtk_flow_box_append (GTK_FLOW_BOX (data->supply), chip);
        }
    }
  if (gtk_widget_get_first_child (data->board) == NULL)
    gtk_flow_box_append (GTK_FLOW_BOX (data->board), gtk_label_new (_("Nothing on board yet")));

  /* Every captain after the first is an officer, in a cabin of its own. */
  {
    guint officers = sy_fitting_get_officers (&data->fitting);
    g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "Of the captains, %u is an officer, in a cabin",
                                                          "Of the captains, %u are officers, in cabins",
                                                          officers),
                                             officers);

    gtk_label_set_text (GTK_LABEL (data->officers), text);
    gtk_widget_set_visible (data->officers, officers > 0);
  }
  if (gtk_widget_get_first_child (data->supply) == NULL)
    gtk_flow_box_append (GTK_FLOW_BOX (data->supply), gtk_label_new (_("The supply is empty")));
}

static void
refresh (LaunchData *data)
{
  SyRoute route;
  SyShipScore score = data->plan.score;
  gboolean routed = sy_cruise_chooser_get_route (SY_CRUISE_CHOOSER (data->chooser), &route, &score);
  gboolean ready = routed || data->plan.score.failure != SY_SHIP_SCORES || data->plan.n_routes == 0;
  const char *flag = sy_launch_describe_failure (&data->plan.score, &data->best.score);
  g_autofree char *subtitle = NULL;

  fill_chips (data);
  sy_launch_points_fill (data->points, &score);
  sy_launch_best_fill (data->best_box, &data->best, &data->fitting);

  gtk_label_set_text (GTK_LABEL (data->flag), flag != NULL ? flag : "");
  gtk_widget_set_visible (data->flag, flag != NULL);

  /* Translators: the window's subtitle, “Slots 2–5 · 14 points” */
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Slots %u–%u · %u point",
                                           "Slots %u–%u · %u points", score.total),
                              data->plan.span.first + 1, data->plan.span.last + 1, score.total);
  adw_window_title_set_subtitle (data->title, subtitle);

  gtk_widget_set_sensitive (data->launch, ready);
  gtk_widget_set_tooltip_text (data->launch, ready ? NULL : _("Finish tracing the route first"));

  /* What the fitting on the ship does for the owner's contracts, for
   * their eyes: shown only once they asked for it. */
  if (data->goal_row != NULL && data->request.goal != NULL)
    {
      /* A ship that fails never counts for a contract. */
      guint gain = data->plan.score.failure != SY_SHIP_SCORES ? 0
                   : (guint) (sy_contracts_fitting_goal (&data->plan.ship, &data->fitting, &data->goal) + 0.5);
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "With this fitting your contracts gain %u point",
                                                            "With this fitting your contracts gain %u points",
                                                            gain),
                                               gain);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (data->goal_row), text);
    }

  if (data->helmsman != NULL)
    gtk_spin_button_set_value (data->helmsman, data->fitting.helmsman_bonus);
  if (data->riggers != NULL)
    gtk_spin_button_set_value (data->riggers, data->fitting.rigger_pairs);
}

static void
chooser_changed_cb (SyCruiseChooser *chooser,
                    LaunchData      *data)
{
  queue_refresh (data);
}

/* Works out the best fitting for what the player asks, and puts it on. */
static void
use_best (LaunchData *data)
{
  SyEvent event;

  if (!sy_table_propose_launch_for (sy_game_get_table (data->game), data->slot, &data->request,
                                    &event, &data->best, NULL))
    return;
  try_fitting (data, &data->best.fitting);
}

static void
best_clicked_cb (GtkButton  *button,
                 LaunchData *data)
{
  use_best (data);
}

static void
clear_clicked_cb (GtkButton  *button,
                  LaunchData *data)
{
  SyFitting empty = { 0 };

  try_fitting (data, &empty);
}

static void
keep_changed_cb (GtkSpinButton *spin,
                 LaunchData    *data)
{
  SyItem item = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "item"));

  data->request.keep_back.count[item] = (guint) gtk_spin_button_get_value_as_int (spin);
  use_best (data);
}

static void
contracts_changed_cb (AdwExpanderRow *row,
                      GParamSpec     *pspec,
                      LaunchData     *data)
{
  gboolean serve = adw_expander_row_get_enable_expansion (row);

  data->request.goal = serve ? sy_contracts_fitting_goal : NULL;
  data->request.goal_data = serve ? &data->goal : NULL;
  use_best (data);
}

static void
speed_changed_cb (GtkSpinButton *spin,
                  LaunchData    *data)
{
  SyFitting fitting = data->fitting;
  guint value = (guint) gtk_spin_button_get_value_as_int (spin);

  if (spin == data->helmsman)
    fitting.helmsman_bonus = value;
  else
    fitting.rigger_pairs = value;
  if (memcmp (&fitting, &data->fitting, sizeof fitting) != 0 && !try_fitting (data, &fitting))
    queue_refresh (data);
}

static void
launch_clicked_cb (GtkButton  *button,
                   LaunchData *data)
{
  SyRoute route;
  SyEvent event;
  gboolean routed = sy_cruise_chooser_get_route (SY_CRUISE_CHOOSER (data->chooser), &route, NULL);

  sy_launch_plan_to_event (&data->plan, routed ? &route : NULL, &event);
  data->send (&event, data->user_data);
  gtk_window_destroy (GTK_WINDOW (data->window));
}

static GtkWidget *
flow_new (void)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 8);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);
  return flow;
}

/* The speed options the owner's employees give, to use or not. */
static void
add_speed_options (LaunchData *data,
                   GtkWidget  *page)
{
  if (data->plan.employees.helmsmen == 0 && data->plan.employees.riggers == 0)
    return;
  data->speed_group = sy_entry_group_new (page, _("Speed"),
                                 _("Your employees may add speed; a faster ship needs a longer route"));
  if (data->plan.employees.helmsmen > 0)
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (data->speed_group),
                                 sy_entry_spin_row_new (_("Helmsmen used (+1 each)"), 0,
                                                        data->plan.employees.helmsmen, &data->helmsman));
      gtk_widget_set_name (GTK_WIDGET (data->helmsman), "helmsman");
      g_signal_connect (data->helmsman, "value-changed", G_CALLBACK (speed_changed_cb), data);
    }
  if (data->plan.employees.riggers > 0)
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (data->speed_group),
                                 sy_entry_spin_row_new (_("Pairs of sails the riggers count (+1 each)"),
                                                        0, 12 * data->plan.employees.riggers,
                                                        &data->riggers));
      gtk_widget_set_name (GTK_WIDGET (data->riggers), "rigger-pairs");
      g_signal_connect (data->riggers, "value-changed", G_CALLBACK (speed_changed_cb), data);
    }
}

/* Pieces kept for a later ship, and the owner's contracts served: what
 * the best fitting is asked to do. */
static void
add_requests (LaunchData *data,
              GtkWidget  *list)
{
  const SyTable *table = sy_game_get_table (data->game);
  const SyPlayerState *player = owner (data);
  GtkWidget *keep = adw_expander_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (keep), _("Keep in the Supply"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (keep),
                                 _("For a later ship; the best fitting does without them"));
  for (guint k = 0; k < SY_N_ITEMS; k++)
    {
      GtkSpinButton *spin;
      GtkWidget *row;
      g_autofree char *name = NULL;

      if (player->supply.count[k] == 0)
        continue;
      row = sy_entry_spin_row_new (sy_item_get_plural ((SyItem) k, 2), 0, player->supply.count[k], &spin);
      g_object_set_data (G_OBJECT (spin), "item", GUINT_TO_POINTER (k));
      name = g_strdup_printf ("keep-%s", sy_item_to_id ((SyItem) k));
      gtk_widget_set_name (GTK_WIDGET (spin), name);
      g_signal_connect (spin, "value-changed", G_CALLBACK (keep_changed_cb), data);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (keep), row);
    }
  gtk_list_box_append (GTK_LIST_BOX (list), keep);

  /* The hidden contracts: only their owner asks, and nothing of them is
   * shown but what the fitting gains. */
  if (player->hand_known[0] || player->hand_known[1])
    {
      GtkWidget *serve = adw_expander_row_new ();
      g_autofree char *privacy = NULL;

      sy_contract_goal_init (&data->goal, table, table->current, sy_game_get_card_values (data->game));
      for (guint i = 0; i < G_N_ELEMENTS (data->goal.weights); i++)
        data->goal.weights[i] = 1.0;
      data->goal_ready = TRUE;

      /* Translators: %s is the owner's name */
      privacy = g_strdup_printf (_("Private: only %s should look. The best fitting also weighs what "
                                   "your hidden contracts gain."),
                                 sy_game_get_player_name (data->game, table->current));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (serve), _("Serve My Contracts"));
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (serve), privacy);
      adw_expander_row_set_show_enable_switch (ADW_EXPANDER_ROW (serve), TRUE);
      adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (serve), FALSE);
      gtk_widget_set_name (serve, "serve-contracts");
      g_signal_connect (serve, "notify::enable-expansion", G_CALLBACK (contracts_changed_cb), data);
      data->goal_row = adw_action_row_new ();
      gtk_widget_set_name (data->goal_row, "contracts-gain");
      adw_expander_row_add_row (ADW_EXPANDER_ROW (serve), data->goal_row);
      gtk_list_box_append (GTK_LIST_BOX (list), serve);
    }
}

/* The ship part by part, with what is printed on each. */
static GtkWidget *
ship_parts_new (LaunchData *data)
{
  const SyPlayerState *player = owner (data);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  for (guint s = data->plan.span.first; s <= data->plan.span.last; s++)
    {
      const SyPart *part = &player->yard.slots[s];
      GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *icons = gtk_flow_box_new ();
      g_autofree char *describe = sy_part_describe (part);
      GtkWidget *label = gtk_label_new (part->kind == SY_PART_BOW ? _("Bow")
                                        : part->kind == SY_PART_STERN ? _("Stern") : _("Middle"));

      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (icons), GTK_SELECTION_NONE);
      gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (icons), 2);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (icons), 2);
      for (guint y = 0; y < SY_N_SYMBOLS; y++)
        for (guint n = 0; n < part->symbols[y]; n++)
          gtk_flow_box_append (GTK_FLOW_BOX (icons), sy_symbol_icon_new ((SySymbol) y));
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_box_append (GTK_BOX (card), label);
      gtk_box_append (GTK_BOX (card), icons);
      gtk_widget_add_css_class (card, "card");
      gtk_widget_set_tooltip_text (card, describe);
      gtk_widget_set_size_request (card, 64, -1);
      gtk_box_append (GTK_BOX (row), card);
    }
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), row);
  return scrolled;
}

static GtkWidget *
build_page (LaunchData *data)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *ship = sy_entry_group_new (page, _("The Ship"), NULL);
  GtkWidget *points = sy_entry_group_new (page, _("Points"), NULL);
  GtkWidget *board = sy_entry_group_new (page, _("On Board"), _("Tap a piece to take it off"));
  GtkWidget *supply = sy_entry_group_new (page, _("In the Supply"),
                                 _("Tap a piece, or drag it onto the ship, to put it on"));
  GtkWidget *best;
  GtkWidget *cruise;
  GtkWidget *buttons = flow_new ();
  GtkWidget *requests = gtk_list_box_new ();
  GtkWidget *button;
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_COPY);
  g_autofree char *room = sy_launch_describe_room (&data->plan.room);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (ship), ship_parts_new (data));
  {
    GtkWidget *label = gtk_label_new (room);

    gtk_label_set_wrap (GTK_LABEL (label), TRUE);
    gtk_label_set_xalign (GTK_LABEL (label), 0.0);
    gtk_widget_add_css_class (label, "dim-label");
    gtk_widget_set_margin_top (label, 6);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (ship), label);
  }

  data->flag = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (data->flag), TRUE);
  gtk_label_set_xalign (GTK_LABEL (data->flag), 0.0);
  gtk_widget_add_css_class (data->flag, "error");
  gtk_widget_set_name (data->flag, "launch-flag");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (points), data->flag);
  data->points = sy_launch_points_new ();
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (points), data->points);

  data->board = flow_new ();
  gtk_widget_set_name (data->board, "on-board");
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), data);
  gtk_widget_add_controller (data->board, GTK_EVENT_CONTROLLER (drop));
  gtk_widget_add_css_class (data->board, "card");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (board), data->board);
  data->officers = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (data->officers), 0.0);
  gtk_label_set_wrap (GTK_LABEL (data->officers), TRUE);
  gtk_widget_add_css_class (data->officers, "dim-label");
  gtk_widget_set_margin_top (data->officers, 6);
  gtk_widget_set_name (data->officers, "officers");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (board), data->officers);
  data->supply = flow_new ();
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (supply), data->supply);

  add_speed_options (data, page);

  best = sy_entry_group_new (page, _("Best Fitting"), NULL);
  button = gtk_button_new_with_mnemonic (_("Use the _Best Fitting"));
  gtk_widget_set_name (button, "best-fitting");
  gtk_widget_add_css_class (button, "pill");
  g_signal_connect (button, "clicked", G_CALLBACK (best_clicked_cb), data);
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), button);
  button = gtk_button_new_with_mnemonic (_("_Empty the Ship"));
  gtk_widget_set_name (button, "clear-fitting");
  gtk_widget_add_css_class (button, "pill");
  g_signal_connect (button, "clicked", G_CALLBACK (clear_clicked_cb), data);
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), button);
  gtk_widget_set_margin_bottom (buttons, 12);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (best), buttons);
  data->best_box = sy_launch_best_new ();
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (best), data->best_box);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (requests), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (requests, "boxed-list");
  gtk_widget_set_margin_top (requests, 12);
  add_requests (data, requests);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (best), requests);

  cruise = sy_entry_group_new (page, _("The Cruise"), NULL);
  data->chooser = sy_cruise_chooser_new (data->game);
  g_signal_connect (data->chooser, "changed", G_CALLBACK (chooser_changed_cb), data);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (cruise), data->chooser);
  return page;
}

/**
 * sy_launch_window_new:
 * @parent: the main window
 * @game: the game
 * @slot: the bow's slot of the finished ship
 * @send: where the launch event goes
 * @user_data: data for @send
 *
 * Returns: (transfer none) (nullable): the window, or %NULL when no ship
 *   starts at @slot
 */
GtkWindow *
sy_launch_window_new (GtkWindow       *parent,
                      SyGame          *game,
                      guint            slot,
                      SyEntrySendFunc  send,
                      gpointer         user_data)
{
  const SyFitting empty = { 0 };
  LaunchData *data;
  GtkWidget *window;
  GtkWidget *box;
  GtkWidget *header;
  SyEvent event;

  data = g_new0 (LaunchData, 1);
  data->game = g_object_ref (game);
  data->slot = slot;
  data->send = send;
  data->user_data = user_data;

  /* The ship is found, and flagged if even its best fitting fails, before
   * anything is fitted. */
  if (!sy_table_propose_launch_for (sy_game_get_table (game), slot, &data->request, &event,
                                    &data->best, NULL)
      || !sy_table_plan_launch (sy_game_get_table (game), slot, &empty, &data->plan, NULL))
    {
      launch_data_free (data);
      return NULL;
    }

  window = adw_window_new ();
  data->window = window;
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 760);
  g_object_set_data_full (G_OBJECT (window), "launch", data, launch_data_free);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  data->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Launch the Ship"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (data->title));
  data->launch = gtk_button_new_with_mnemonic (_("_Launch"));
  gtk_widget_add_css_class (data->launch, "suggested-action");
  gtk_widget_set_name (data->launch, "launch-confirm");
  g_signal_connect (data->launch, "clicked", G_CALLBACK (launch_clicked_cb), data);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), data->launch);
  gtk_box_append (GTK_BOX (box), header);

  data->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (data->toasts), TRUE);
  adw_toast_overlay_set_child (data->toasts, build_page (data));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (data->toasts));
  adw_window_set_content (ADW_WINDOW (window), box);

  /* The best fitting goes on first; the players change it as they like. */
  if (!try_fitting (data, &data->best.fitting))
    try_fitting (data, &empty);
  g_clear_handle_id (&data->refresh_id, g_source_remove);
  refresh (data);
  return GTK_WINDOW (window);
}
