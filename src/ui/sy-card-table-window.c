/* sy-card-table-window.c: copying a contract card's printed table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rulebooks do not print every contract card's table of points by
 * count. Its owner copies it once, from the card, into a small grid the
 * shape of the card's table: the counts in a row, the points under them.
 * Values the program ships with are shown, not asked; a count left empty
 * stays unknown. The values go into the game (they travel in its saved
 * file) and into the user's own copy, kept for later games.
 */
#define G_LOG_DOMAIN "sy-card-table-window"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-card-table-window.h"

/* The grid shows counts up to this, or to the count needed if higher. */
#define MIN_LAST_COUNT 10
#define MAX_POINTS 99

typedef struct {
  const SyContract *contract;
  SyGame *game;
  SyCardTableSavedFunc saved;
  gpointer user_data;
  GtkWidget *window;
  AdwToastOverlay *toasts;
  guint last;
  GtkWidget *entries[SY_MAX_CARD_COUNT + 1];
} TableData;

static void
table_data_free (gpointer pointer)
{
  TableData *data = pointer;

  g_clear_object (&data->game);
  g_free (data);
}

/* Reads the grid: a cell holds nothing or a number of points.
 * Returns: whether every cell is empty or a number from 0 to MAX_POINTS */
static gboolean
read_cell (GtkWidget *entry,
           gboolean  *set,
           guint     *points)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  guint64 value;

  *set = FALSE;
  if (text[0] == '\0')
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, MAX_POINTS, &value, NULL))
    return FALSE;
  *set = TRUE;
  *points = (guint) value;
  return TRUE;
}

static void
save_clicked_cb (GtkButton *button,
                 TableData *data)
{
  g_autoptr(SyCardValues) user = sy_card_values_new ();
  g_autoptr(GError) error = NULL;
  const char *id = sy_contract_get_id (data->contract);

  /* Every cell is checked before anything is kept. */
  for (guint n = 0; n <= data->last; n++)
    {
      gboolean set;
      guint points;

      if (data->entries[n] != NULL && !read_cell (data->entries[n], &set, &points))
        {
          g_autofree char *message =
            g_strdup_printf (_("The points under %u must be a whole number from 0 to %u, or empty."),
                             n, MAX_POINTS);
          adw_toast_overlay_add_toast (data->toasts, adw_toast_new (message));
          gtk_widget_grab_focus (data->entries[n]);
          return;
        }
    }

  /* The user's copy is read first, so that nothing in it is lost. */
  sy_card_values_load_user (user, NULL);
  for (guint n = 0; n <= data->last; n++)
    {
      gboolean set;
      guint points;

      if (data->entries[n] == NULL || !read_cell (data->entries[n], &set, &points) || !set)
        continue;
      if (data->game != NULL)
        sy_game_set_card_value (data->game, id, n, points);
      sy_card_values_set (user, id, n, points);
    }
  if (!sy_card_values_save_user (user, &error))
    {
      adw_toast_overlay_add_toast (data->toasts, adw_toast_new (error->message));
      return;
    }
  if (data->saved != NULL)
    data->saved (data->user_data);
  gtk_window_destroy (GTK_WINDOW (data->window));
}

/* The card's table: each count over the points it gives, side by side,
 * wrapping on a narrow screen. */
static GtkWidget *
grid_new (TableData          *data,
          const SyCardValues *known)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), data->last + 1);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);

  for (guint n = 0; n <= data->last; n++)
    {
      g_autofree char *count = g_strdup_printf ("%u", n);
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *label = gtk_label_new (count);
      guint value = 0;
      gboolean shipped = FALSE;
      gboolean has = sy_contract_lookup_table (data->contract, known, n, &value, &shipped);
      g_autofree char *text = has ? g_strdup_printf ("%u", value) : g_strdup ("");
      g_autofree char *name = g_strdup_printf ("card-cell-%u", n);
      /* Translators: the accessible name of a cell of a card's table, “Points for 3” */
      g_autofree char *accessible = g_strdup_printf (_("Points for %u"), n);
      GtkWidget *cell;

      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (column), label);
      if (shipped)
        {
          /* Printed in the rulebook: shown, not asked. */
          cell = gtk_label_new (text);
          gtk_widget_set_tooltip_text (cell, _("Given by the rulebook"));
          gtk_widget_set_vexpand (cell, TRUE);
        }
      else
        {
          cell = gtk_entry_new ();
          gtk_editable_set_text (GTK_EDITABLE (cell), text);
          gtk_editable_set_width_chars (GTK_EDITABLE (cell), 2);
          gtk_editable_set_max_width_chars (GTK_EDITABLE (cell), 3);
          gtk_entry_set_input_purpose (GTK_ENTRY (cell), GTK_INPUT_PURPOSE_DIGITS);
          gtk_entry_set_alignment (GTK_ENTRY (cell), 0.5);
          gtk_widget_set_name (cell, name);
          gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          accessible, -1);
          data->entries[n] = cell;
        }
      gtk_box_append (GTK_BOX (column), cell);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), column);
    }
  return flow;
}

/**
 * sy_card_table_window_new:
 * @parent: the window it belongs to
 * @contract: a contract card that prints a table
 * @game: (nullable): the game the copy goes into too
 * @needed: the count whose value is needed now (0 for none), so that the
 *   grid reaches it
 * @saved: (nullable): called once the values are kept
 * @user_data: data for @saved
 *
 * Returns: (transfer none): the window, shown
 */
GtkWindow *
sy_card_table_window_new (GtkWindow            *parent,
                          const SyContract     *contract,
                          SyGame               *game,
                          guint                 needed,
                          SyCardTableSavedFunc  saved,
                          gpointer              user_data)
{
  TableData *data = g_new0 (TableData, 1);
  g_autoptr(SyCardValues) known = sy_card_values_new ();
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *toasts = adw_toast_overlay_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *save = gtk_button_new_with_mnemonic (_("_Keep"));
  GtkWidget *title = adw_window_title_new (_("Copy the Card’s Table"), sy_contract_get_title (contract));
  GtkWidget *intro = gtk_label_new (_("Copy the points the card prints under each count. Leave a count "
                                      "empty if the card does not print it. You copy a card once: "
                                      "later games use the values too."));
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  data->contract = contract;
  data->game = game != NULL ? g_object_ref (game) : NULL;
  data->saved = saved;
  data->user_data = user_data;
  data->window = window;
  data->toasts = ADW_TOAST_OVERLAY (toasts);
  data->last = MIN (MAX (needed, MIN_LAST_COUNT), SY_MAX_CARD_COUNT);

  /* What is already known: the user's copy and the game's. */
  sy_card_values_load_user (known, NULL);
  if (game != NULL)
    {
      g_autoptr(JsonNode) node = sy_card_values_to_json (sy_game_get_card_values (game));

      sy_card_values_merge_json (known, node, NULL);
    }

  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 360);
  g_object_set_data_full (G_OBJECT (window), "card-table", data, table_data_free);

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  gtk_widget_add_css_class (save, "suggested-action");
  gtk_widget_set_name (save, "card-keep");
  g_signal_connect (save, "clicked", G_CALLBACK (save_clicked_cb), data);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), save);

  gtk_label_set_wrap (GTK_LABEL (intro), TRUE);
  gtk_label_set_xalign (GTK_LABEL (intro), 0.0);
  gtk_box_append (GTK_BOX (content), intro);
  gtk_box_append (GTK_BOX (content), grid_new (data, known));
  gtk_widget_set_margin_start (content, 18);
  gtk_widget_set_margin_end (content, 18);
  gtk_widget_set_margin_top (content, 18);
  gtk_widget_set_margin_bottom (content, 18);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  gtk_widget_set_vexpand (scrolled, TRUE);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (toasts), scrolled);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), toasts);
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  return GTK_WINDOW (window);
}

typedef struct {
  SyGame *game;
  const SyContract *contract;
  guint needed;
  SyCardTableSavedFunc saved;
  gpointer user_data;
} CopyButton;

static void
copy_button_free (gpointer pointer)
{
  CopyButton *copy = pointer;

  g_clear_object (&copy->game);
  g_free (copy);
}

static void
copy_clicked_cb (GtkButton  *button,
                 CopyButton *copy)
{
  sy_card_table_window_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (button))), copy->contract,
                            copy->game, copy->needed, copy->saved, copy->user_data);
}

/**
 * sy_card_copy_button_new:
 * @game: the game whose card values are missing one
 * @contract: a contract card that prints a table
 * @needed: the count whose value is needed
 * @name: the button's widget name
 * @saved: (nullable): called once the values are kept
 * @user_data: data for @saved
 *
 * Returns: (transfer floating): a button that opens the card's grid
 */
GtkWidget *
sy_card_copy_button_new (SyGame               *game,
                         const SyContract     *contract,
                         guint                 needed,
                         const char           *name,
                         SyCardTableSavedFunc  saved,
                         gpointer              user_data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Copy the Card…"));
  CopyButton *copy = g_new0 (CopyButton, 1);

  copy->game = g_object_ref (game);
  copy->contract = contract;
  copy->needed = needed;
  copy->saved = saved;
  copy->user_data = user_data;
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_name (button, name);
  g_signal_connect_data (button, "clicked", G_CALLBACK (copy_clicked_cb), copy,
                         (GClosureNotify) (void (*) (void)) copy_button_free, 0);
  return button;
}
