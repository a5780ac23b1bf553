/* sy-launch-window.c: a finished ship's best launch, explained
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Before a ship sails, the players can see what the engine proposes: the
 * pieces put on board, the points by source, why each piece left in the
 * supply stays there, and the route drawn on the canals, step by step.
 * Launch sends the proposal as one event.
 */
#define G_LOG_DOMAIN "sy-launch-window"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-canals-view.h"
#include "sy-launch-window.h"

typedef struct {
  SyGame *game;
  guint slot;
  SyFittingRequest request;
  SyEvent event;
  SyEntrySendFunc send;
  gpointer user_data;
  GtkWidget *window;
  GtkWidget *box;
  GtkWidget *page;
} LaunchData;

static gboolean fill_page (LaunchData *data);

static void
launch_data_free (gpointer pointer)
{
  LaunchData *data = pointer;

  g_clear_object (&data->game);
  g_free (data);
}

static gboolean
refill_cb (gpointer user_data)
{
  GtkWidget *window = user_data;
  LaunchData *data = g_object_get_data (G_OBJECT (window), "launch");

  /* The window holds the data; it may have closed meanwhile. */
  if (data != NULL && gtk_widget_get_visible (window))
    fill_page (data);
  return G_SOURCE_REMOVE;
}

static void
keep_changed_cb (GtkSpinButton *spin,
                 LaunchData    *data)
{
  SyItem item = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "item"));

  data->request.keep_back.count[item] = (guint) gtk_spin_button_get_value_as_int (spin);
  /* After the spin button's own handlers: it is rebuilt with the page. */
  g_idle_add_full (G_PRIORITY_DEFAULT, refill_cb, g_object_ref (data->window), g_object_unref);
}

static void
launch_clicked_cb (GtkButton *button,
                   GtkWindow *window)
{
  LaunchData *data = g_object_get_data (G_OBJECT (window), "launch");

  data->send (&data->event, data->user_data);
  gtk_window_destroy (window);
}

static void
add_points (AdwPreferencesGroup *group,
            const char          *title,
            guint                points)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *value = g_strdup_printf ("%u", points);
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "fact-value");
  gtk_widget_add_css_class (label, "title-4");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (group, row);
}

static void
add_text (AdwPreferencesGroup *group,
          const char          *title,
          const char          *text)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_preferences_group_add (group, row);
}

/* (Re)builds the page from the engine's proposal with what is kept back.
 * Returns: whether a ship starts at the data's slot */
static gboolean
fill_page (LaunchData *data)
{
  const SyTable *table = sy_game_get_table (data->game);
  const SyPlayerState *player = &table->players[table->current];
  SyBestFitting best;
  GtkWidget *page;
  AdwPreferencesGroup *points;
  AdwPreferencesGroup *board;
  AdwPreferencesGroup *keep;
  AdwPreferencesGroup *left = NULL;
  static const char *officials[SY_N_OFFICIALS] = {
    N_("Soldier official"), N_("Businessman official"), N_("Lantern official"),
    N_("Lifeboat official"), N_("Lifebuoy official"),
  };
  g_autofree char *load = NULL;

  if (!sy_table_propose_launch_for (table, data->slot, &data->request, &data->event, &best, NULL))
    return FALSE;

  page = adw_preferences_page_new ();
  gtk_widget_set_vexpand (page, TRUE);
  points = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  board = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  keep = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  adw_preferences_group_set_title (points, _("Points"));
  if (best.score.failure == SY_SHIP_NO_CAPTAIN)
    adw_preferences_group_set_description (points, _("No captain in the supply: the ship fails and scores nothing."));
  else if (best.score.failure == SY_SHIP_CANALS_TOO_SHORT)
    adw_preferences_group_set_description (points, _("Your canals offer no route of its speed: the ship fails and scores nothing."));
  else
    {
      add_points (points, _("Crew"), best.score.crew);
      add_points (points, _("Cannons and cranes"), best.score.cannons_cranes);
      add_points (points, _("Speed"), best.score.speed);
      for (guint o = 0; o < SY_N_OFFICIALS; o++)
        if (best.score.officials[o] > 0)
          add_points (points, _(officials[o]), best.score.officials[o]);
      if (best.score.riband > 0)
        add_points (points, _("Blue Riband"), best.score.riband);
      add_points (points, _("Total"), best.score.total);
    }

  adw_preferences_group_set_title (board, _("On Board"));
  load = sy_supply_describe (&best.fitting.load);
  add_text (board, _("Pieces"), load[0] != '\0' ? load : _("Nothing"));

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), points);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), board);

  for (guint k = 0; k < SY_N_ITEMS; k++)
    {
      g_autofree char *why = sy_best_fitting_explain (&best, (SyItem) k);
      g_autofree char *title = NULL;

      if (why == NULL)
        continue;
      if (left == NULL)
        {
          left = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
          adw_preferences_group_set_title (left, _("Left in the Supply"));
          adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), left);
        }
      /* Translators: pieces left in the supply, “2 cannons” */
      title = g_strdup_printf (_("%u %s"), best.left.count[k],
                               sy_item_get_plural ((SyItem) k, best.left.count[k]));
      add_text (left, title, why);
    }

  if (data->event.sails)
    {
      AdwPreferencesGroup *cruise = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      GtkWidget *scrolled = gtk_scrolled_window_new ();

      adw_preferences_group_set_title (cruise, _("The Cruise"));
      adw_preferences_group_set_description (cruise, _("The best route for the crew on board, step by step"));
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled),
                                     sy_canals_view_new_with_route (&player->canals, &data->event.route));
      adw_preferences_group_add (cruise, scrolled);
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), cruise);
    }

  /* Pieces the player wants for a later ship stay out of this one. */
  adw_preferences_group_set_title (keep, _("Keep in the Supply"));
  adw_preferences_group_set_description (keep, _("For a later ship; the best fitting does without them"));
  for (guint k = 0; k < SY_N_ITEMS; k++)
    {
      GtkSpinButton *spin;
      GtkWidget *row;

      if (player->supply.count[k] == 0)
        continue;
      row = sy_entry_spin_row_new (sy_item_get_plural ((SyItem) k, 2), 0, player->supply.count[k], &spin);
      gtk_spin_button_set_value (spin, data->request.keep_back.count[k]);
      g_object_set_data (G_OBJECT (spin), "item", GUINT_TO_POINTER (k));
      if (k == SY_ITEM_SAIL)
        gtk_widget_set_name (GTK_WIDGET (spin), "keep-sail");
      g_signal_connect (spin, "value-changed", G_CALLBACK (keep_changed_cb), data);
      adw_preferences_group_add (keep, row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), keep);

  if (data->page != NULL)
    gtk_box_remove (GTK_BOX (data->box), data->page);
  data->page = page;
  gtk_box_append (GTK_BOX (data->box), page);
  return TRUE;
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
  LaunchData *data;
  GtkWidget *window;
  GtkWidget *header;
  GtkWidget *button;

  data = g_new0 (LaunchData, 1);
  data->game = g_object_ref (game);
  data->slot = slot;
  data->send = send;
  data->user_data = user_data;

  window = adw_window_new ();
  data->window = window;
  gtk_window_set_title (GTK_WINDOW (window), _("Launch the Ship"));
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 520, 680);
  g_object_set_data_full (G_OBJECT (window), "launch", data, launch_data_free);

  data->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  button = gtk_button_new_with_mnemonic (_("_Launch"));
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_name (button, "launch-confirm");
  g_signal_connect (button, "clicked", G_CALLBACK (launch_clicked_cb), window);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), button);
  gtk_box_append (GTK_BOX (data->box), header);
  adw_window_set_content (ADW_WINDOW (window), data->box);

  if (!fill_page (data))
    {
      gtk_window_destroy (GTK_WINDOW (window));
      return NULL;
    }
  return GTK_WINDOW (window);
}
