/* sy-layout-view.c: entering how the table was laid out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The action tiles are shuffled at the table, and the rings' pointers and
 * the crew ring's order are set by hand: the players tap the tiles in the
 * order they lie and pick what each pointer shows. The engine checks the
 * result when the layout event is applied; nothing is checked here.
 */
#define G_LOG_DOMAIN "sy-layout-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-layout-view.h"

struct _SyLayoutView
{
  GtkWidget parent_instance;

  SyGame *game;
  GtkWidget *box;
  GtkWidget *track_group;
  GtkWidget *order_label;
  GtkWidget *clear_button;
  GtkWidget *start_button;
  GtkWidget *tile_buttons[SY_N_ACTIONS];
  AdwComboRow *equipment_row;
  AdwComboRow *crew_rows[SY_RING_SECTORS];
  AdwComboRow *crew_pointer_row;
  AdwComboRow *employee_row;

  guint n_order;
  SyAction order[SY_MAX_TRACK];
};

G_DEFINE_FINAL_TYPE (SyLayoutView, sy_layout_view, GTK_TYPE_WIDGET)

enum {
  LAYOUT_ENTERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
sy_layout_view_new (void)
{
  return g_object_new (SY_TYPE_LAYOUT_VIEW, NULL);
}

static guint
tiles_in_play (SyLayoutView *self)
{
  return sy_game_get_setup_facts (self->game)->subsidy_in_play ? SY_N_ACTIONS : SY_N_ACTIONS - 1;
}

static void
update_order (SyLayoutView *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint needed;

  if (self->game == NULL)
    return;
  needed = tiles_in_play (self);

  for (guint i = 0; i < self->n_order; i++)
    {
      if (i > 0)
        g_string_append (text, "\n");
      /* Translators: a tile's place on the action track and its name */
      g_string_append_printf (text, _("%u. %s"), i + 1, sy_action_get_name (self->order[i]));
    }
  if (self->n_order == 0)
    g_string_append (text, sy_game_get_edition (self->game) == SY_EDITION_FIRST
                           ? _("Tap the lead card first") : _("Tap the lead tile first"));
  gtk_label_set_label (GTK_LABEL (self->order_label), text->str);

  for (guint a = 0; a < SY_N_ACTIONS; a++)
    {
      gboolean placed = FALSE;

      for (guint i = 0; i < self->n_order; i++)
        placed |= self->order[i] == (SyAction) a;
      gtk_widget_set_visible (self->tile_buttons[a],
                              a != SY_ACTION_SUBSIDY || needed == SY_N_ACTIONS);
      gtk_widget_set_sensitive (self->tile_buttons[a], !placed);
    }
  gtk_widget_set_sensitive (self->clear_button, self->n_order > 0);
  gtk_widget_set_sensitive (self->start_button, self->n_order == needed);
}

static void
tile_clicked_cb (GtkButton    *button,
                 SyLayoutView *self)
{
  SyAction action = 0;

  /* The tile the button stands for: its place among the view's buttons. */
  while (action < SY_N_ACTIONS && self->tile_buttons[action] != GTK_WIDGET (button))
    action++;
  g_return_if_fail (action < SY_N_ACTIONS);
  if (self->n_order < SY_MAX_TRACK)
    self->order[self->n_order++] = action;
  update_order (self);
}

static void
clear_clicked_cb (SyLayoutView *self)
{
  self->n_order = 0;
  update_order (self);
}

static void
start_clicked_cb (SyLayoutView *self)
{
  SyEvent event;

  sy_layout_view_get_event (self, &event);
  g_signal_emit (self, signals[LAYOUT_ENTERED], 0, &event);
}

static void
set_strings (AdwComboRow *row,
             GtkStringList *strings,
             guint          selected)
{
  adw_combo_row_set_model (row, G_LIST_MODEL (strings));
  adw_combo_row_set_selected (row, selected);
}

/**
 * sy_layout_view_set_game:
 * @self: a #SyLayoutView
 * @game: (nullable): the game being laid out
 *
 * Starts the entry afresh, with the rings as the catalog prints them.
 */
void
sy_layout_view_set_game (SyLayoutView *self,
                         SyGame       *game)
{
  const SyCatalog *catalog;
  g_autoptr(GtkStringList) equipment = NULL;
  g_autoptr(GtkStringList) crew = NULL;
  g_autoptr(GtkStringList) sectors = NULL;
  g_autoptr(GtkStringList) stops = NULL;

  g_return_if_fail (SY_IS_LAYOUT_VIEW (self));

  g_set_object (&self->game, game);
  self->n_order = 0;
  if (game == NULL)
    return;

  catalog = sy_catalog_get (sy_game_get_edition (game));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->track_group),
                                         sy_game_get_edition (game) == SY_EDITION_FIRST
                                         ? _("Tap the action cards here in the order they lie on the table, from the lead card back.")
                                         : _("Tap the action tiles here in the order they lie on the table, from the lead tile back."));
  equipment = gtk_string_list_new (NULL);
  crew = gtk_string_list_new (NULL);
  sectors = gtk_string_list_new (NULL);
  stops = gtk_string_list_new (NULL);
  for (guint i = 0; i < SY_RING_SECTORS; i++)
    {
      g_autofree char *sector = g_strdup_printf ("%u", i + 1);

      gtk_string_list_append (equipment, sy_item_get_name (catalog->edition, catalog->equipment_ring[i]));
      gtk_string_list_append (crew, sy_item_get_name (catalog->edition, catalog->crew_ring_items[i]));
      gtk_string_list_append (sectors, sector);
    }
  for (guint i = 0; i < catalog->employee_ring_spaces; i++)
    {
      g_autofree char *stop = g_strdup_printf ("%u", i + 1);

      gtk_string_list_append (stops, stop);
    }

  set_strings (self->equipment_row, equipment, 0);
  for (guint i = 0; i < SY_RING_SECTORS; i++)
    set_strings (self->crew_rows[i], crew, i);
  set_strings (self->crew_pointer_row, sectors, 0);
  set_strings (self->employee_row, stops, 0);

  update_order (self);
}

/**
 * sy_layout_view_get_event:
 * @self: a #SyLayoutView
 * @event: (out caller-allocates): the layout as entered
 */
void
sy_layout_view_get_event (SyLayoutView *self,
                          SyEvent      *event)
{
  const SyCatalog *catalog;

  g_return_if_fail (SY_IS_LAYOUT_VIEW (self));
  g_return_if_fail (self->game != NULL);

  catalog = sy_catalog_get (sy_game_get_edition (self->game));
  memset (event, 0, sizeof *event);
  event->type = SY_EVENT_LAYOUT;
  event->n_track = self->n_order;
  memcpy (event->track, self->order, sizeof self->order);
  event->equipment_pointer = adw_combo_row_get_selected (self->equipment_row);
  for (guint i = 0; i < SY_RING_SECTORS; i++)
    event->crew_ring[i] = catalog->crew_ring_items[adw_combo_row_get_selected (self->crew_rows[i])
                                                   % SY_RING_SECTORS];
  event->crew_pointer = adw_combo_row_get_selected (self->crew_pointer_row);
  event->employee_pointer = adw_combo_row_get_selected (self->employee_row);
}

/**
 * sy_layout_view_get_tile_button:
 * @self: a #SyLayoutView
 * @action: an action tile
 *
 * Returns: (transfer none): the button that puts @action next on the track
 */
GtkWidget *
sy_layout_view_get_tile_button (SyLayoutView *self,
                                SyAction      action)
{
  g_return_val_if_fail (SY_IS_LAYOUT_VIEW (self), NULL);
  g_return_val_if_fail ((guint) action < SY_N_ACTIONS, NULL);

  return self->tile_buttons[action];
}

/**
 * sy_layout_view_get_start_button:
 * @self: a #SyLayoutView
 *
 * Returns: (transfer none): the button that sends the layout to the engine
 */
GtkWidget *
sy_layout_view_get_start_button (SyLayoutView *self)
{
  g_return_val_if_fail (SY_IS_LAYOUT_VIEW (self), NULL);

  return self->start_button;
}

static void
sy_layout_view_dispose (GObject *object)
{
  SyLayoutView *self = SY_LAYOUT_VIEW (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (sy_layout_view_parent_class)->dispose (object);
}

static void
sy_layout_view_class_init (SyLayoutViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_layout_view_dispose;

  /**
   * SyLayoutView::layout-entered:
   * @self: the layout view
   * @event: (type gpointer): the #SyEvent of the layout, valid during emission
   */
  signals[LAYOUT_ENTERED] =
    g_signal_new ("layout-entered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static AdwComboRow *
combo_row_new (AdwPreferencesGroup *group,
               const char          *title)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_group_add (group, row);

  return ADW_COMBO_ROW (row);
}

static void
sy_layout_view_init (SyLayoutView *self)
{
  GtkWidget *track_group = adw_preferences_group_new ();
  GtkWidget *rings_group = adw_preferences_group_new ();
  GtkWidget *flow = gtk_flow_box_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->track_group = track_group;
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (track_group), _("Action Track"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (track_group),
                                         _("Tap the action tiles here in the order they lie on the table, from the lead tile back."));

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 6);
  for (guint a = 0; a < SY_N_ACTIONS; a++)
    {
      GtkWidget *button = gtk_button_new_with_label (sy_action_get_name ((SyAction) a));
      GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (button, "layout-tile");
      g_signal_connect (button, "clicked", G_CALLBACK (tile_clicked_cb), self);
      self->tile_buttons[a] = button;
      gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (track_group), flow);

  self->order_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->order_label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (self->order_label), TRUE);
  gtk_widget_add_css_class (self->order_label, "track-order");
  gtk_widget_set_margin_top (self->order_label, 12);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (track_group), self->order_label);

  self->clear_button = gtk_button_new_with_mnemonic (_("_Clear the Order"));
  g_signal_connect_swapped (self->clear_button, "clicked", G_CALLBACK (clear_clicked_cb), self);
  gtk_widget_set_halign (self->clear_button, GTK_ALIGN_START);
  gtk_widget_set_margin_top (self->clear_button, 6);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (track_group), self->clear_button);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (rings_group), _("Rings"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (rings_group),
                                         _("What each ring’s pointer shows once it is set, and the crew ring’s pieces clockwise."));
  self->equipment_row = combo_row_new (ADW_PREFERENCES_GROUP (rings_group),
                                       _("Equipment ring pointer on"));
  for (guint i = 0; i < SY_RING_SECTORS; i++)
    {
      g_autofree char *title = g_strdup_printf (_("Crew ring, sector %u"), i + 1);

      self->crew_rows[i] = combo_row_new (ADW_PREFERENCES_GROUP (rings_group), title);
    }
  self->crew_pointer_row = combo_row_new (ADW_PREFERENCES_GROUP (rings_group),
                                          _("Crew ring pointer on sector"));
  self->employee_row = combo_row_new (ADW_PREFERENCES_GROUP (rings_group),
                                      _("Employee ring pointer on stop"));

  self->start_button = gtk_button_new_with_mnemonic (_("_Start Play"));
  gtk_widget_add_css_class (self->start_button, "pill");
  gtk_widget_add_css_class (self->start_button, "suggested-action");
  g_signal_connect_swapped (self->start_button, "clicked", G_CALLBACK (start_clicked_cb), self);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (buttons), self->start_button);

  gtk_box_append (GTK_BOX (self->box), track_group);
  gtk_box_append (GTK_BOX (self->box), rings_group);
  gtk_box_append (GTK_BOX (self->box), buttons);
}
