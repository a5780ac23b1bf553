/* sy-window.c: the main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-game-view.h"
#include "sy-guide.h"
#include "sy-tooltip.h"
#include "sy-window-private.h"

G_DEFINE_FINAL_TYPE (SyWindow, sy_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_GAME,
  PROP_USER_DATA,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * sy_window_new:
 * @application: the application
 * @user_data: the owner of the user's data (the boxes, the data folder's
 *   lock), which the application made
 *
 * Returns: (transfer none): a window, on its start page
 */
SyWindow *
sy_window_new (GtkApplication *application,
               SyUserData     *user_data)
{
  return g_object_new (SY_TYPE_WINDOW, "application", application, "user-data", user_data, NULL);
}

/**
 * sy_window_get_game:
 * @self: a #SyWindow
 *
 * Returns: (transfer none) (nullable): the game on the table, if any
 */
SyGame *
sy_window_get_game (SyWindow *self)
{
  g_return_val_if_fail (SY_IS_WINDOW (self), NULL);

  return self->game;
}

static char *
describe_game (SyGame *game)
{
  guint n = sy_game_get_n_players (game);

  if (sy_game_get_edition (game) == SY_EDITION_FIRST)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "First edition, %u player",
                                         "First edition, %u players", n), n);
  if (n == 1)
    return g_strdup (_("Second edition, solo game"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Second edition, %u player",
                                       "Second edition, %u players", n), n);
}

/* With no game there is nothing to undo or redo; with one, the actions
 * follow its can-undo and can-redo properties (see sy_window_init()). */
static void
disable_undo_actions (SyWindow *self)
{
  const char *names[] = { "undo", "redo" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self),
                                                                              names[i])),
                                 FALSE);
}

/* While a game is on the table and not over, the screen stays awake, as
 * the players wish (Preferences). */
static void
update_inhibit (SyWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  gboolean wanted = self->game != NULL
                    && sy_game_get_phase (self->game) != SY_PHASE_OVER
                    && g_settings_get_boolean (self->settings, "keep-screen-awake");

  if (app == NULL || wanted == (self->inhibit_cookie != 0))
    return;
  if (wanted)
    self->inhibit_cookie = gtk_application_inhibit (app, GTK_WINDOW (self),
                                                    GTK_APPLICATION_INHIBIT_IDLE,
                                                    _("A game of Shipyard is on the table"));
  else
    {
      gtk_application_uninhibit (app, self->inhibit_cookie);
      self->inhibit_cookie = 0;
    }
}

/**
 * sy_window_is_keeping_awake:
 * @self: a #SyWindow
 *
 * Returns: whether the window asked the session to keep the screen awake
 */
gboolean
sy_window_is_keeping_awake (SyWindow *self)
{
  g_return_val_if_fail (SY_IS_WINDOW (self), FALSE);

  return self->inhibit_cookie != 0;
}

/* Every message goes through one toast: a new message replaces the words
 * of the toast on screen instead of queueing behind it, so that nothing
 * lags behind the table. Libadwaita 1.2 frees a toast replaced during its
 * show animation and then crashes when that animation ends; a toast that
 * is never replaced nor dismissed by the program cannot meet that. */
static void
toast_dismissed_cb (AdwToast *toast,
                    SyWindow *self)
{
  if (self->toast == toast)
    self->toast = NULL;
}

void
_sy_window_tell (SyWindow   *self,
                 const char *message)
{
  /* A message the toast would cut short on a narrow window goes into the
   * bar under the header, whole; a new message replaces it. */
  sy_message_bar_dismiss (self->message_bar);
  self->refusal_in_bar = FALSE;
  if (!sy_message_fits_toast (GTK_WIDGET (self->toast_overlay), message))
    {
      sy_message_bar_show (self->message_bar, message);
      return;
    }
  if (self->toast != NULL)
    {
      adw_toast_set_title (self->toast, message);
      return;
    }
  self->toast = adw_toast_new (message);
  g_signal_connect_object (self->toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, self->toast);
}

/* win.tell: what a view inside the window says after a tap (a failing
 * ship's launch: it failed), through the window's one toast, as the
 * window's own messages are. */
static void
tell_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _sy_window_tell (SY_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/* The bar under the table names the latest entry of the game and undoes
 * exactly that one; after a correction, it names the correction and
 * reverts it. It belongs to the game on the table and never covers a
 * control. */
static void
update_last_entry (SyWindow *self)
{
  guint position = self->game != NULL ? sy_game_get_position (self->game) : 0;
  g_autofree char *words = NULL;
  g_autofree char *text = NULL;

  self->showing_correction = FALSE;
  if (position == 0 || sy_game_is_read_only (self->game))
    {
      gtk_revealer_set_reveal_child (self->last_entry_bar, FALSE);
      return;
    }
  words = sy_guide_describe_event (self->game, sy_game_get_event (self->game, position - 1),
                                   sy_game_get_event_seat (self->game, position - 1));
  /* Translators: the bar under the table, “Last entry: Alena built 2 parts” */
  text = g_strdup_printf (_("Last entry: %s"), words);
  gtk_label_set_label (self->last_entry_label, text);
  sy_tooltip_set (GTK_WIDGET (self->last_entry_label), text);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->last_entry_undo), "win.undo");
  gtk_revealer_set_reveal_child (self->last_entry_bar, TRUE);
}

static void
game_changed_cb (SyGame   *game,
                 SyWindow *self)
{
  /* Its entry is renamed when the game ends. */
  g_autofree char *entry = g_strdup (sy_history_get_entry_name (game));

  /* Kept in the history, finished or not, then autosaved after every
   * event: a closed lid, a crash or another game loses nothing. */
  _sy_window_keep_game (self);
  _sy_window_learn_box (self, entry);
  /* Why an entry was refused is old news once an entry is taken; the
   * file banner's messages stay until what they tell is resolved. */
  if (self->refusal_in_bar)
    sy_message_bar_dismiss (self->message_bar);
  self->refusal_in_bar = FALSE;
  /* The game view follows the game by itself. */
  update_last_entry (self);
}

static void
event_refused_cb (SyGameView *view,
                  const char *message,
                  SyWindow   *self)
{
  _sy_window_tell (self, message);
  self->refusal_in_bar = sy_message_bar_get_message (self->message_bar) != NULL;
}

static void
corrected_cb (SyGameView *view,
              const char *words,
              SyWindow   *self)
{
  /* Translators: after a correction, the event as it now stands */
  g_autofree char *message = g_strdup_printf (_("Corrected: %s"), words);

  gtk_label_set_label (self->last_entry_label, message);
  sy_tooltip_set (GTK_WIDGET (self->last_entry_label), message);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->last_entry_undo), "win.revert-correction");
  gtk_revealer_set_reveal_child (self->last_entry_bar, TRUE);
  self->showing_correction = TRUE;
}

static void
revert_correction_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  SyWindow *self = SY_WINDOW (widget);

  if (self->game_view != NULL && sy_game_view_revert_correction (self->game_view))
    _sy_window_tell (self, _("Correction undone"));
}

/* The keyboard's End the Turn and tiles: the game view asks the engine
 * and says in the one toast why not. */
static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SyWindow *self = SY_WINDOW (widget);

  if (self->game != NULL)
    sy_game_view_end_turn (self->game_view);
}

static void
choose_tile_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SyWindow *self = SY_WINDOW (widget);

  if (self->game != NULL)
    sy_game_view_choose_tile (self->game_view, g_variant_get_uint32 (parameter));
}

static void
undo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  SyWindow *self = SY_WINDOW (user_data);

  /* Undo during a correction leaves the correction. */
  if (self->game_view != NULL)
    sy_game_view_cancel_correction (self->game_view);
  if (self->game != NULL && sy_game_undo (self->game))
    _sy_window_tell (self, _("Undone"));
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  SyWindow *self = SY_WINDOW (user_data);

  if (self->game != NULL && sy_game_redo (self->game))
    _sy_window_tell (self, _("Redone"));
}

/* The table's page is built when the first game comes to the table, not
 * with the window: the start page shows sooner (docs/architecture.md,
 * "The start"). */
static SyGameView *
ensure_game_view (SyWindow *self)
{
  GtkWidget *page;

  if (self->game_view != NULL)
    return self->game_view;
  /* The forms' pictures come from the user's boxes. */
  self->game_view = g_object_new (SY_TYPE_GAME_VIEW, "vexpand", TRUE, "user-data", self->user_data,
                                  NULL);
  page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (page), GTK_WIDGET (self->game_view));
  gtk_stack_add_named (self->stack, page, "game");
  g_signal_connect (self->game_view, "event-refused", G_CALLBACK (event_refused_cb), self);
  g_signal_connect (self->game_view, "corrected", G_CALLBACK (corrected_cb), self);
  return self->game_view;
}

void
sy_window_set_game (SyWindow *self,
                    SyGame   *game)
{
  g_autofree char *subtitle = NULL;
  gboolean shared;

  g_return_if_fail (SY_IS_WINDOW (self));
  g_return_if_fail (game == NULL || SY_IS_GAME (game));

  /* The same game again changes nothing: the window keeps following it.
   * Another game waits while the one on the table is not saved (a full
   * disk), and a word about a skipped game goes when another is resumed. */
  if (game == self->game || (game != NULL && !_sy_window_may_replace_game (self)))
    return;
  g_set_object (&self->game, game);
  if (game != NULL)
    sy_file_banner_hide (self->skipped_banner);
  shared = _sy_window_share_game (self, game);
  g_signal_group_set_target (self->game_signals, game);
  g_binding_group_set_source (self->game_bindings, game);
  if (game == NULL)
    disable_undo_actions (self);
  else
    _sy_window_autosave (self);

  if (game != NULL || self->game_view != NULL)
    sy_game_view_set_game (ensure_game_view (self), game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.log", game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.tally", game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print", game != NULL);
  update_inhibit (self);
  /* A game from the history is shown as it ended, and nothing changes it. */
  if (shared)
    subtitle = g_strdup (_("Read only: played in another window"));
  else if (game != NULL && sy_game_is_read_only (game))
    subtitle = g_strdup (_("Finished game, read only"));
  else if (game != NULL)
    subtitle = describe_game (game);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_stack_set_visible_child_name (self->stack, game != NULL ? "game" : "empty");
  update_last_entry (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static gboolean
sy_window_close_request (GtkWindow *window)
{
  SyWindow *self = SY_WINDOW (window);
  int width, height;

  /* A game not yet saved (a full disk) is not closed away without a word. */
  if (!_sy_window_may_close (self))
    return TRUE;
  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  g_settings_apply (self->settings);

  return GTK_WINDOW_CLASS (sy_window_parent_class)->close_request (window);
}

static void
sy_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  SyWindow *self = SY_WINDOW (object);

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
sy_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  SyWindow *self = SY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sy_window_set_game (self, g_value_get_object (value));
      break;
    case PROP_USER_DATA:
      self->user_data = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Once the user's data is known: the window saves through the user's
 * data's writer, and the last game is offered from the data folder, read
 * only if another instance shares it. */
static void
sy_window_constructed (GObject *object)
{
  G_OBJECT_CLASS (sy_window_parent_class)->constructed (object);
  /* The writer of the user's files is the user's data's. */
  _sy_window_start_saving (SY_WINDOW (object));
  _sy_window_offer_resume (SY_WINDOW (object));
}

static void
sy_window_dispose (GObject *object)
{
  SyWindow *self = SY_WINDOW (object);

  _sy_window_stop_saving (self);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game_bindings);
  g_clear_object (&self->game);
  if (self->inhibit_cookie != 0)
    {
      GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

      if (app != NULL)
        gtk_application_uninhibit (app, self->inhibit_cookie);
      self->inhibit_cookie = 0;
    }
  g_clear_object (&self->settings);
  g_clear_object (&self->user_data);

  G_OBJECT_CLASS (sy_window_parent_class)->dispose (object);
}

static void
sy_window_class_init (SyWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = sy_window_constructed;
  object_class->dispose = sy_window_dispose;
  object_class->get_property = sy_window_get_property;
  object_class->set_property = sy_window_set_property;
  window_class->close_request = sy_window_close_request;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SyWindow:user-data: (nullable)
   *
   * The owner of the user's data: the box learns the game on the table,
   * and a data folder shared with another instance keeps the game read
   * only.
   */
  properties[PROP_USER_DATA] =
    g_param_spec_object ("user-data", NULL, NULL, SY_TYPE_USER_DATA,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "win.revert-correction", NULL, revert_correction_action);
  _sy_window_install_window_actions (widget_class);
  /* F11: a tablet on the table shows the game alone. The action's state is
   * the window's fullscreened property, as the window manager reports it. */
  gtk_widget_class_install_property_action (widget_class, "win.fullscreen", "fullscreened");
  gtk_widget_class_install_action (widget_class, "win.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "win.choose-tile", "u", choose_tile_action);
  gtk_widget_class_install_action (widget_class, "win.tell", "s", tell_action);
  /* Alt+1 is the lead tile, Alt+2 the next, as the track lies on the
   * table and on the screen. */
  for (guint i = 0; i < 9; i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, GDK_ALT_MASK,
                                         "win.choose-tile", "u", i);
  _sy_window_install_file_actions (widget_class);
  _sy_window_install_saving_actions (widget_class);

  g_type_ensure (SY_TYPE_MESSAGE_BAR);
  g_type_ensure (SY_TYPE_FILE_BANNER);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/sy-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SyWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, message_bar);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, resume_button);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, last_entry_bar);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, last_entry_label);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, last_entry_undo);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, skipped_banner);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, save_banner);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, SyWindow, primary_menu);
}

/* Undo and redo live in the window's action map, not among the class's
 * actions, so that their enabled state can be bound to the game. */
static const GActionEntry game_actions[] = {
  { .name = "undo", .activate = undo_activated },
  { .name = "redo", .activate = redo_activated },
};

/* The window follows whichever game is on the table: its handlers and
 * bindings move with sy_window_set_game(). */
static void
follow_game (SyWindow *self)
{
  self->game_signals = g_signal_group_new (SY_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (game_changed_cb), self,
                                 0);
  g_signal_group_connect_object (self->game_signals, "notify::phase", G_CALLBACK (update_inhibit),
                                 self, G_CONNECT_SWAPPED);

  g_action_map_add_action_entries (G_ACTION_MAP (self), game_actions, G_N_ELEMENTS (game_actions),
                                   self);
  self->game_bindings = g_binding_group_new ();
  g_binding_group_bind (self->game_bindings, "can-undo",
                        g_action_map_lookup_action (G_ACTION_MAP (self), "undo"), "enabled",
                        G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->game_bindings, "can-redo",
                        g_action_map_lookup_action (G_ACTION_MAP (self), "redo"), "enabled",
                        G_BINDING_SYNC_CREATE);
  disable_undo_actions (self);
}

/* The start page says what is true: a game waiting to be resumed, or
 * none at all. */
static void
resume_offered_cb (SyWindow *self)
{
  gboolean waiting = gtk_widget_get_visible (GTK_WIDGET (self->resume_button));

  adw_status_page_set_title (self->empty_page, waiting ? _("A Game Is Waiting") : _("No Game on the Table"));
  adw_status_page_set_description (self->empty_page,
                                   waiting ? _("Resume the last game where you left it, or start another.")
                                           : _("Start a new game to mirror your table."));
}

/* The main menu's popover is built when the menu is first opened (a
 * click, F10), not with the window: the first screen does not show it.
 * GTK calls this each time the menu opens or closes; the menu is given
 * once. */
static void
build_primary_menu (GtkMenuButton *button,
                    gpointer       user_data)
{
  SyWindow *self = SY_WINDOW (user_data);

  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static void
sy_window_init (SyWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  if (g_strcmp0 (PROFILE, "Devel") == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");

  adw_status_page_set_icon_name (self->empty_page, APPLICATION_ID);
  /* A narrow window wraps its title instead of cutting it short. */
  sy_window_title_unclip (self->window_title);
  gtk_menu_button_set_create_popup_func (self->primary_menu_button, build_primary_menu, self, NULL);

  self->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect_object (self->settings, "changed::keep-screen-awake",
                           G_CALLBACK (update_inhibit), self, G_CONNECT_SWAPPED);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  follow_game (self);
  g_signal_connect_swapped (self->resume_button, "notify::visible", G_CALLBACK (resume_offered_cb), self);
  g_signal_connect (self, "map", G_CALLBACK (_sy_window_tell_box_problem), NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.log", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.tally", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print", FALSE);
}
