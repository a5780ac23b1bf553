/* sy-log-window.c: the game's events in words, to go back to or correct
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Newest first. Each event can be gone back to (the later ones stay to be
 * redone) or corrected: the table is shown as it stood before it, the
 * players enter what really happened, and the engine replays the rest.
 * A contract deal is private: it is listed, never shown.
 */
#define G_LOG_DOMAIN "sy-log-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-guide.h"
#include "sy-log-window.h"

typedef struct {
  GtkWindow *window;
  SyGame *game;
  SyGameView *view;
  guint index;
} LogRow;

static void
log_row_free (gpointer data,
              GClosure *closure)
{
  LogRow *row = data;

  g_object_unref (row->game);
  g_free (row);
}

static void
go_back_cb (GtkButton *button,
            LogRow    *row)
{
  GtkWindow *window = row->window;

  sy_game_view_cancel_correction (row->view);
  sy_game_go_to (row->game, row->index + 1);
  gtk_window_destroy (window);
}

static void
correct_cb (GtkButton *button,
            LogRow    *row)
{
  GtkWindow *window = row->window;

  sy_game_view_start_correction (row->view, row->index);
  gtk_window_destroy (window);
}

static GtkWidget *
row_button_new (const char *icon,
                const char *label,
                const char *name,
                GCallback   callback,
                LogRow     *data)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_name (button, name);
  g_signal_connect_data (button, "clicked", callback, data, log_row_free, 0);
  return button;
}

static LogRow *
log_row_new (GtkWindow  *window,
             SyGame     *game,
             SyGameView *view,
             guint       index)
{
  LogRow *row = g_new0 (LogRow, 1);

  row->window = window;
  row->game = g_object_ref (game);
  row->view = view;
  row->index = index;
  return row;
}

/**
 * sy_log_window_new:
 * @parent: the main window
 * @game: the game
 * @view: the game view, which makes corrections
 *
 * Returns: (transfer none): the log window, modal over @parent
 */
GtkWindow *
sy_log_window_new (GtkWindow  *parent,
                   SyGame     *game,
                   SyGameView *view)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled;
  GtkWidget *clamp;
  GtkWidget *list;
  guint n = sy_game_get_n_events (game);
  guint position = sy_game_get_position (game);
  g_autofree SyTable *table = g_new0 (SyTable, 1);
  g_autofree guint *seats = g_new0 (guint, MAX (n, 1));

  gtk_window_set_title (GTK_WINDOW (window), _("Game Log"));
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 640);

  /* Who was on turn at each event: the engine replays the log. */
  sy_table_init (table, sy_game_get_setup_facts (game), sy_game_get_start_player (game));
  for (guint i = 0; i < n; i++)
    {
      seats[i] = table->current;
      sy_table_apply (table, sy_game_get_event (game, i), NULL);
    }

  gtk_box_append (GTK_BOX (box), header);
  adw_window_set_content (ADW_WINDOW (window), box);
  if (n == 0)
    {
      GtkWidget *nothing = adw_status_page_new ();

      adw_status_page_set_title (ADW_STATUS_PAGE (nothing), _("Nothing Has Happened Yet"));
      gtk_widget_set_vexpand (nothing, TRUE);
      gtk_box_append (GTK_BOX (box), nothing);
      return GTK_WINDOW (window);
    }

  scrolled = gtk_scrolled_window_new ();
  clamp = adw_clamp_new ();
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint k = n; k-- > 0;)
    {
      const SyEvent *event = sy_game_get_event (game, k);
      g_autofree char *words = sy_guide_describe_event (game, event, seats[k]);
      g_autofree char *subtitle = k < position
        ? g_strdup_printf (_("Event %u"), k + 1)
        : g_strdup_printf (_("Event %u · undone"), k + 1);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), words);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      if (k >= position)
        gtk_widget_add_css_class (row, "dim-label");
      /* A finished game from the history is only looked at. */
      if (sy_game_is_read_only (game))
        {
          gtk_list_box_append (GTK_LIST_BOX (list), row);
          continue;
        }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 row_button_new ("edit-undo-symbolic", _("Go Back to Just After This"),
                                                 "log-go-back", G_CALLBACK (go_back_cb),
                                                 log_row_new (GTK_WINDOW (window), game, view, k)));
      if (event->type != SY_EVENT_DEAL)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                   row_button_new ("document-edit-symbolic", _("Correct This Entry"),
                                                   "log-correct", G_CALLBACK (correct_cb),
                                                   log_row_new (GTK_WINDOW (window), game, view, k)));
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  gtk_widget_set_margin_top (list, 12);
  gtk_widget_set_margin_bottom (list, 12);
  gtk_widget_set_margin_start (list, 12);
  gtk_widget_set_margin_end (list, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), list);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), scrolled);
  return GTK_WINDOW (window);
}
