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

struct _SyLogWindow
{
  AdwWindow parent_instance;

  SyGame *game;
  SyGameView *view;             /* not owned: the main window's, which makes corrections */

  /* Template widgets */
  GtkStack *stack;
  GtkListBox *list;
};

G_DEFINE_FINAL_TYPE (SyLogWindow, sy_log_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_GAME,
  PROP_VIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
go_back_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SyLogWindow *self = SY_LOG_WINDOW (widget);

  sy_game_view_cancel_correction (self->view);
  sy_game_go_to (self->game, g_variant_get_uint32 (parameter) + 1);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
correct_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SyLogWindow *self = SY_LOG_WINDOW (widget);

  sy_game_view_start_correction (self->view, g_variant_get_uint32 (parameter));
  gtk_window_destroy (GTK_WINDOW (self));
}

static GtkWidget *
row_button_new (const char *icon,
                const char *label,
                const char *name,
                const char *action,
                guint       index)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_name (button, name);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", (guint32) index);
  return button;
}

/* One row per event, newest first, with who was on turn at each: the
 * engine replays the log. */
static void
fill (SyLogWindow *self)
{
  guint n = sy_game_get_n_events (self->game);
  guint position = sy_game_get_position (self->game);
  g_autofree guint *seats = sy_game_get_event_seats (self->game);

  gtk_stack_set_visible_child_name (self->stack, n == 0 ? "empty" : "events");

  for (guint k = n; k-- > 0;)
    {
      const SyEvent *event = sy_game_get_event (self->game, k);
      g_autofree char *words = sy_guide_describe_event (self->game, event, seats[k]);
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
      if (!sy_game_is_read_only (self->game))
        {
          adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                     row_button_new ("edit-undo-symbolic",
                                                     _("Go Back to Just After This"),
                                                     "log-go-back", "log.go-back", k));
          if (event->type != SY_EVENT_DEAL)
            adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                       row_button_new ("document-edit-symbolic",
                                                       _("Correct This Entry"),
                                                       "log-correct", "log.correct", k));
        }
      gtk_list_box_append (self->list, row);
    }
}

static void
sy_log_window_constructed (GObject *object)
{
  SyLogWindow *self = SY_LOG_WINDOW (object);

  G_OBJECT_CLASS (sy_log_window_parent_class)->constructed (object);

  g_return_if_fail (SY_IS_GAME (self->game));
  fill (self);
}

static void
sy_log_window_dispose (GObject *object)
{
  SyLogWindow *self = SY_LOG_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_LOG_WINDOW);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (sy_log_window_parent_class)->dispose (object);
}

static void
sy_log_window_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SyLogWindow *self = SY_LOG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_VIEW:
      g_value_set_object (value, self->view);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_log_window_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SyLogWindow *self = SY_LOG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_VIEW:
      self->view = g_value_get_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_log_window_class_init (SyLogWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_log_window_constructed;
  object_class->dispose = sy_log_window_dispose;
  object_class->get_property = sy_log_window_get_property;
  object_class->set_property = sy_log_window_set_property;

  /**
   * SyLogWindow:game:
   *
   * The game whose events are listed.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyLogWindow:view:
   *
   * The game view, which makes corrections.
   */
  properties[PROP_VIEW] =
    g_param_spec_object ("view", NULL, NULL, SY_TYPE_GAME_VIEW,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/sy-log-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SyLogWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SyLogWindow, list);
  gtk_widget_class_install_action (widget_class, "log.go-back", "u", go_back_action);
  gtk_widget_class_install_action (widget_class, "log.correct", "u", correct_action);
}

static void
sy_log_window_init (SyLogWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sy_log_window_get_game:
 * @self: a log window
 *
 * Returns: (transfer none): the game whose events are listed
 */
SyGame *
sy_log_window_get_game (SyLogWindow *self)
{
  g_return_val_if_fail (SY_IS_LOG_WINDOW (self), NULL);

  return self->game;
}

/**
 * sy_log_window_get_view:
 * @self: a log window
 *
 * Returns: (transfer none): the game view, which makes corrections
 */
SyGameView *
sy_log_window_get_view (SyLogWindow *self)
{
  g_return_val_if_fail (SY_IS_LOG_WINDOW (self), NULL);

  return self->view;
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
  g_return_val_if_fail (SY_IS_GAME (game), NULL);
  g_return_val_if_fail (SY_IS_GAME_VIEW (view), NULL);

  return g_object_new (SY_TYPE_LOG_WINDOW, "transient-for", parent, "game", game, "view", view, NULL);
}
