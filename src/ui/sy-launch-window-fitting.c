/* sy-launch-window-fitting.c: the launch window's pieces on the ship and in the supply
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pieces go on with a tap or a drag and come off with a tap; the engine
 * refuses what does not fit and says why. The owner's employees may add
 * speed. The best fitting can be asked to keep pieces back for a later
 * ship and to serve the owner's hidden contracts.
 */
#define G_LOG_DOMAIN "sy-launch-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-launch-window-private.h"
#include "sy-piece-icons.h"
#include "sy-yard-view.h"

static const SyPlayerState *
owner (SyLaunchWindow *self)
{
  const SyTable *table = sy_game_get_table (self->game);

  return sy_table_get_player (table, sy_table_get_current (table));
}

/* One piece of @parameter's kind put on (@on) or taken off the ship. */
static void
change_load (GtkWidget *widget,
             GVariant  *parameter,
             gboolean   on)
{
  SyLaunchWindow *self = SY_LAUNCH_WINDOW (widget);
  SyFitting fitting = self->fitting;
  guint item = g_variant_get_uint32 (parameter);

  g_return_if_fail (item < SY_N_ITEMS);
  if (on)
    fitting.load.count[item]++;
  else if (fitting.load.count[item] == 0)
    return;
  else
    {
      fitting.load.count[item]--;
      /* A sail taken off may take a rigger's pair with it. */
      fitting.rigger_pairs = MIN (fitting.rigger_pairs,
                                  sy_fitting_get_max_rigger_pairs (&fitting, &self->plan.employees));
    }
  _sy_launch_window_try_fitting (self, &fitting);
}

static void
put_on_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  change_load (widget, parameter, TRUE);
}

static void
take_off_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  change_load (widget, parameter, FALSE);
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y,
                 gpointer       item)
{
  return gdk_content_provider_new_typed (G_TYPE_UINT, GPOINTER_TO_UINT (item));
}

static gboolean
drop_cb (GtkDropTarget  *target,
         const GValue   *value,
         double          x,
         double          y,
         SyLaunchWindow *self)
{
  guint item = g_value_get_uint (value);

  if (item >= SY_N_ITEMS)
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "launch.put-on", "u", item);
  return TRUE;
}

/* What an empty list of chips says, as tall as a line of chips: the card
 * around it was a thin strip. */
static GtkWidget *
placeholder_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_margin_top (label, 9);
  gtk_widget_set_margin_bottom (label, 9);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

/* A piece as a chip: its picture, how many and what; a tap runs @action
 * for the piece. */
static GtkWidget *
chip_new (SyEdition   edition,
          SyItem      item,
          guint       n,
          const char *prefix,
          const char *action,
          const char *tooltip)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* Translators: pieces on a chip, “2 sails” */
  g_autofree char *text = g_strdup_printf (_("%u %s"), n, sy_item_get_plural (edition, item, n));
  g_autofree char *name = g_strdup_printf ("%s-%s", prefix, sy_item_to_id (item));

  gtk_box_append (GTK_BOX (box), sy_piece_icon_new (sy_piece_icon_for_item (item), NULL));
  gtk_box_append (GTK_BOX (box), gtk_label_new (text));
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", (guint32) item);
  return button;
}

static void
clear_flow (GtkFlowBox *flow)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (flow))) != NULL)
    gtk_flow_box_remove (flow, child);
}

static void
fill_chips (SyLaunchWindow *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  const SyPlayerState *player = owner (self);

  clear_flow (self->board_flow);
  clear_flow (self->supply_flow);
  for (guint k = 0; k < SY_N_ITEMS; k++)
    {
      guint on = self->fitting.load.count[k];
      guint left = player->supply.count[k] - on;

      if (on > 0)
        gtk_flow_box_append (self->board_flow,
                             chip_new (sy_table_get_facts (table)->edition, (SyItem) k, on, "board", "launch.take-off",
                                       _("Take one off")));
      if (left > 0)
        {
          GtkWidget *chip = chip_new (sy_table_get_facts (table)->edition, (SyItem) k, left, "supply", "launch.put-on",
                                      _("Put one on the ship"));
          GtkDragSource *source = gtk_drag_source_new ();

          gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
          g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), GUINT_TO_POINTER (k));
          gtk_widget_add_controller (chip, GTK_EVENT_CONTROLLER (source));
          gtk_flow_box_append (self->supply_flow, chip);
        }
    }
  if (gtk_widget_get_first_child (GTK_WIDGET (self->board_flow)) == NULL)
    gtk_flow_box_append (self->board_flow, placeholder_new (_("Nothing on board yet")));
  if (gtk_widget_get_first_child (GTK_WIDGET (self->supply_flow)) == NULL)
    gtk_flow_box_append (self->supply_flow, placeholder_new (_("The supply is empty")));
}

/**
 * _sy_launch_fitting_fill:
 * @self: a launch window
 *
 * Shows the fitting on the ship: the chips, the officers among the
 * captains, the speed used and what the owner's contracts gain.
 */
void
_sy_launch_fitting_fill (SyLaunchWindow *self)
{
  fill_chips (self);

  /* Every captain after the first is an officer, in a cabin of its own. */
  {
    guint officers = sy_fitting_get_officers (&self->fitting);
    g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "Of the captains, %u is an officer, in a cabin",
                                                          "Of the captains, %u are officers, in cabins",
                                                          officers),
                                             officers);

    gtk_label_set_text (self->officers_label, text);
    gtk_widget_set_visible (GTK_WIDGET (self->officers_label), officers > 0);
  }

  /* What the fitting on the ship does for the owner's contracts, for
   * their eyes: shown only once they asked for it. */
  if (self->goal_ready && self->request.goal != NULL)
    {
      /* A ship that fails never counts for a contract. */
      guint gain = self->plan.score.failure != SY_SHIP_SCORES ? 0
                   : (guint) (sy_contracts_fitting_goal (&self->plan.ship, &self->fitting, &self->goal) + 0.5);
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "With this fitting your contracts gain %u point",
                                                            "With this fitting your contracts gain %u points",
                                                            gain),
                                               gain);

      adw_preferences_row_set_title (self->goal_row, text);
    }

  gtk_spin_button_set_value (self->helmsman_spin, self->fitting.helmsman_bonus);
  gtk_spin_button_set_value (self->riggers_spin, self->fitting.rigger_pairs);
}

static void
speed_changed_cb (GtkSpinButton  *spin,
                  SyLaunchWindow *self)
{
  SyFitting fitting = self->fitting;
  guint value = (guint) gtk_spin_button_get_value_as_int (spin);

  if (self->setting)
    return;
  if (spin == self->helmsman_spin)
    fitting.helmsman_bonus = value;
  else
    fitting.rigger_pairs = value;
  if (memcmp (&fitting, &self->fitting, sizeof fitting) != 0
      && !_sy_launch_window_try_fitting (self, &fitting))
    _sy_launch_window_queue_refresh (self);
}

static void
keep_changed_cb (GtkSpinButton  *spin,
                 SyLaunchWindow *self)
{
  SyItem item;

  if (self->setting)
    return;
  /* The spin is named for the piece it keeps back. */
  if (!sy_item_from_id (gtk_widget_get_name (GTK_WIDGET (spin)) + strlen ("keep-"), &item))
    g_return_if_reached ();
  self->request.keep_back.count[item] = (guint) gtk_spin_button_get_value_as_int (spin);
  _sy_launch_window_use_best (self);
}

static void
serve_changed_cb (AdwExpanderRow *row,
                  GParamSpec     *pspec,
                  SyLaunchWindow *self)
{
  gboolean serve = adw_expander_row_get_enable_expansion (row);

  if (self->setting)
    return;
  self->request.goal = serve ? sy_contracts_fitting_goal : NULL;
  self->request.goal_data = serve ? &self->goal : NULL;
  _sy_launch_window_use_best (self);
}

/* The speed options the owner's employees give, to use or not. */
static void
setup_speed (SyLaunchWindow *self)
{
  guint helmsmen = self->plan.employees.helmsmen;
  guint riggers = self->plan.employees.riggers;

  gtk_spin_button_set_range (self->helmsman_spin, 0, helmsmen);
  gtk_spin_button_set_range (self->riggers_spin, 0, 12 * riggers);
  gtk_widget_set_visible (self->helmsman_row, helmsmen > 0);
  gtk_widget_set_visible (self->riggers_row, riggers > 0);
  gtk_widget_set_visible (self->speed_group, helmsmen > 0 || riggers > 0);
}

/* The row asking to keep pieces of @item back, made the first time it
 * is needed and kept. */
static GtkWidget *
keep_row_for (SyLaunchWindow *self,
              SyItem          item)
{
  g_autofree char *name = NULL;

  if (self->keep_rows[item] != NULL)
    return self->keep_rows[item];
  self->keep_rows[item] = g_object_ref_sink (sy_entry_spin_row_new ("", 0, 0, &self->keep_spins[item]));
  name = g_strdup_printf ("keep-%s", sy_item_to_id (item));
  gtk_widget_set_name (GTK_WIDGET (self->keep_spins[item]), name);
  g_signal_connect (self->keep_spins[item], "value-changed", G_CALLBACK (keep_changed_cb), self);
  return self->keep_rows[item];
}

/* The rows of the pieces to keep back, shown once their expander is
 * opened (and left shown when it folds, for its animation): folded, a
 * revealer still measures what it hides, and these rows' text laid out
 * at every width cost the window's opening (issue 29). */
static void
show_keep_rows (SyLaunchWindow *self,
                gboolean        shown)
{
  for (guint k = 0; k < SY_N_ITEMS; k++)
    if (self->keep_rows[k] != NULL && gtk_widget_get_parent (self->keep_rows[k]) != NULL)
      gtk_widget_set_visible (self->keep_rows[k], shown);
}

static void
keep_expanded_cb (AdwExpanderRow *row,
                  GParamSpec     *pspec,
                  SyLaunchWindow *self)
{
  if (adw_expander_row_get_expanded (row))
    show_keep_rows (self, TRUE);
}

/* Pieces kept for a later ship, and the owner's contracts served: what
 * the best fitting is asked to do, nothing asked yet. A row for each kind
 * of piece in the owner's supply, in the order of the pieces. */
static void
setup_requests (SyLaunchWindow *self)
{
  const SyTable *table = sy_game_get_table (self->game);
  const SyPlayerState *player = owner (self);
  gboolean hands_known = player->hand_known[0] || player->hand_known[1];
  g_autofree char *privacy = NULL;

  for (guint k = 0; k < SY_N_ITEMS; k++)
    if (self->keep_rows[k] != NULL && gtk_widget_get_parent (self->keep_rows[k]) != NULL)
      adw_expander_row_remove (self->keep_row, self->keep_rows[k]);
  for (guint k = 0; k < SY_N_ITEMS; k++)
    {
      const char *title;
      GtkWidget *row;

      if (player->supply.count[k] == 0)
        continue;
      title = sy_item_get_plural (sy_table_get_facts (table)->edition, (SyItem) k, 2);
      row = keep_row_for (self, (SyItem) k);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->keep_spins[k]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      title, -1);
      gtk_spin_button_set_range (self->keep_spins[k], 0, player->supply.count[k]);
      gtk_spin_button_set_value (self->keep_spins[k], 0);
      adw_expander_row_add_row (self->keep_row, row);
    }
  adw_expander_row_set_expanded (self->keep_row, FALSE);
  show_keep_rows (self, FALSE);

  /* The hidden contracts: only their owner asks, and nothing of them is
   * shown but what the fitting gains. */
  adw_expander_row_set_enable_expansion (self->serve_row, FALSE);
  adw_expander_row_set_expanded (self->serve_row, FALSE);
  adw_preferences_row_set_title (self->goal_row, "");
  if (!hands_known)
    {
      if (gtk_widget_get_parent (GTK_WIDGET (self->serve_row)) != NULL)
        gtk_list_box_remove (self->requests_list, GTK_WIDGET (self->serve_row));
      return;
    }
  if (gtk_widget_get_parent (GTK_WIDGET (self->serve_row)) == NULL)
    gtk_list_box_append (self->requests_list, GTK_WIDGET (self->serve_row));
  sy_contract_goal_init (&self->goal, table, sy_table_get_current (table), sy_game_get_card_values (self->game));
  for (guint i = 0; i < G_N_ELEMENTS (self->goal.weights); i++)
    self->goal.weights[i] = 1.0;
  self->goal_ready = TRUE;

  /* Translators: %s is the owner's name */
  privacy = g_strdup_printf (_("Private: only %s should look. The best fitting also weighs what "
                               "your hidden contracts gain."),
                             sy_game_get_player_name (self->game, sy_table_get_current (table)));
  adw_expander_row_set_subtitle (self->serve_row, privacy);
}

/**
 * _sy_launch_fitting_setup:
 * @self: a launch window whose plan is known, its handlers held
 *   (self->setting)
 *
 * Sets up the speed options and the requests for the owner's employees,
 * supply and hands, nothing asked yet.
 */
void
_sy_launch_fitting_setup (SyLaunchWindow *self)
{
  setup_speed (self);
  setup_requests (self);
}

/* The rows kept out of the window's tree, released with it, after its
 * template. */
void
_sy_launch_fitting_dispose (SyLaunchWindow *self)
{
  for (guint k = 0; k < SY_N_ITEMS; k++)
    {
      self->keep_spins[k] = NULL;
      g_clear_object (&self->keep_rows[k]);
    }
  g_clear_object (&self->serve_kept);
}

void
_sy_launch_fitting_init (SyLaunchWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_COPY);

  /* Out of the list while the owner's hands are unknown: kept. */
  self->serve_kept = g_object_ref (GTK_WIDGET (self->serve_row));
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board_flow), GTK_EVENT_CONTROLLER (drop));
}

void
_sy_launch_fitting_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, speed_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, serve_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, keep_expanded_cb);
  gtk_widget_class_install_action (widget_class, "launch.put-on", "u", put_on_action);
  gtk_widget_class_install_action (widget_class, "launch.take-off", "u", take_off_action);
}
