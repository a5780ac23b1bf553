/* sy-application.c: the application, its command line and its app-wide actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-application"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-application.h"
#include "sy-compat.h"
#include "sy-dialogs.h"
#include "sy-help.h"
#include "sy-preferences-window.h"
#include "sy-window.h"

struct _SyApplication
{
  AdwApplication parent_instance;

  SyUserData *user_data;         /* the boxes, the data folder's lock: made at startup */
};

G_DEFINE_FINAL_TYPE (SyApplication, sy_application, ADW_TYPE_APPLICATION)

enum {
  BOX_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

SyApplication *
sy_application_new (void)
{
  return g_object_new (SY_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}

static void
sy_application_activate (GApplication *app)
{
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (sy_window_new (GTK_APPLICATION (app), SY_APPLICATION (app)->user_data));

  gtk_window_present (window);
}

static void
sy_application_open (GApplication  *app,
                     GFile        **files,
                     gint           n_files,
                     const char    *hint)
{
  /* One table at a time: the first file given, opened by the last window
   * used that opens files (win.open-file), or by a new one. */
  g_autofree char *uri = NULL;
  GtkWidget *window;

  if (n_files == 0)
    {
      g_application_activate (app);
      return;
    }
  uri = g_file_get_uri (files[0]);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (gtk_widget_activate_action (GTK_WIDGET (l->data), "win.open-file", "s", uri))
      {
        gtk_window_present (GTK_WINDOW (l->data));
        return;
      }
  window = GTK_WIDGET (sy_window_new (GTK_APPLICATION (app), SY_APPLICATION (app)->user_data));
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_activate_action (window, "win.open-file", "s", uri);
}

static gint
sy_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", _("Shipyard Companion"), PACKAGE_VERSION);
      return 0;
    }

  return -1;
}

static void
about_action_cb (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  const char *developers[] = { _("Shipyard Companion developers"), NULL };
  GtkWidget *about;

  about = sy_dialogs_about_new ("application-name", _("Shipyard Companion"),
                               "application-icon", APPLICATION_ID,
                               "version", PACKAGE_VERSION,
                               "developer-name", _("Shipyard Companion developers"),
                               "developers", developers,
                               "comments", _("A companion for the board game Shipyard: it "
                                             "mirrors the table and keeps the books while you "
                                             "play, for the first and the second edition."),
                               "website", PACKAGE_WEBSITE,
                               "issue-url", PACKAGE_WEBSITE "/issues",
                               "license-type", GTK_LICENSE_GPL_3_0,
                               "copyright", "© 2026 Shipyard Companion developers",
                               /* Translators: your name and email, one translator a line */
                               "translator-credits", _("translator-credits"),
                               NULL);
  gtk_widget_set_name (about, "about");
  sy_dialogs_about_add_legal_section (about,
                                      _("The board game"),
                                      _("Shipyard (Loděnice) is a board game by Vladimír Suchý. "
                                        "This program is an unofficial companion to it, made by "
                                        "players, not by the game’s publishers."),
                                      GTK_LICENSE_UNKNOWN, NULL);
  sy_dialogs_present (about, GTK_WIDGET (gtk_application_get_active_window (app)));
}

static void
help_action_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);

  sy_help_show (gtk_application_get_active_window (app), NULL);
}

/* A page of the help, the action's target its id (help/C/ID.page), from a Help button or link. */
static void
help_page_action_cb (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);

  sy_help_show (gtk_application_get_active_window (app), g_variant_get_string (parameter, NULL));
}

static void
quit_action_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GApplication *app = G_APPLICATION (user_data);
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (app));

  /* Close each window so that it keeps its size in the settings. */
  for (GList *l = windows; l != NULL;)
    {
      GtkWindow *window = l->data;

      l = l->next;
      gtk_window_close (window);
    }
}

/* The game a window shows, when it has a game property (the table's
 * window does): read as any property, the window not cast to its type. */
static SyGame *
window_get_game (GtkWindow *window)
{
  GParamSpec *pspec;
  SyGame *game = NULL;

  if (window == NULL)
    return NULL;
  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (window), "game");
  if (pspec == NULL || !g_type_is_a (pspec->value_type, SY_TYPE_GAME))
    return NULL;
  g_object_get (window, "game", &game, NULL);
  return game;
}

/* Preferences: what a table sets once, and the contract cards copied. */
static void
preferences_action_cb (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  SyPreferencesWindow *preferences = sy_preferences_window_new (SY_APPLICATION (user_data)->user_data);
  g_autoptr(SyGame) game = window_get_game (parent);

  /* The box of the game on the table comes first. */
  if (game != NULL)
    sy_preferences_window_set_edition (preferences, sy_game_get_edition (game));
  sy_dialogs_present (GTK_WIDGET (preferences), GTK_WIDGET (parent));
}

/* The keyboard shortcuts (Ctrl+?), built when first shown
 * (sy_compat_get_help_overlay()). */
static void
show_help_overlay_cb (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  gtk_window_present (sy_compat_get_help_overlay (GTK_APPLICATION_WINDOW (user_data)));
}

/* Each application window gets the action that shows the shortcuts, as
 * GtkApplication gives it when it builds them with the window. */
static void
sy_application_window_added (GtkApplication *app,
                             GtkWindow      *window)
{
  GTK_APPLICATION_CLASS (sy_application_parent_class)->window_added (app, window);

  if (GTK_IS_APPLICATION_WINDOW (window)
      && g_action_map_lookup_action (G_ACTION_MAP (window), "show-help-overlay") == NULL)
    {
      g_autoptr(GSimpleAction) action = g_simple_action_new ("show-help-overlay", NULL);

      g_signal_connect_object (action, "activate", G_CALLBACK (show_help_overlay_cb), window, 0);
      g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
    }
}

static const GActionEntry app_actions[] = {
  { .name = "preferences", .activate = preferences_action_cb },
  { .name = "about", .activate = about_action_cb },
  { .name = "help", .activate = help_action_cb },
  { .name = "help-page", .activate = help_page_action_cb, .parameter_type = "s" },
  { .name = "quit", .activate = quit_action_cb },
};

/* #SyApplication::box-changed follows the user's data's. */
static void
box_changed_cb (SyApplication *self,
                SyEdition      edition)
{
  g_signal_emit (self, signals[BOX_CHANGED], 0, edition);
}

static void
sy_application_startup (GApplication *app)
{
  static const char *help_accels[] = { "F1", NULL };
  static const char *shortcuts_accels[] = { "<Control>question", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *new_game_accels[] = { "<Control>n", NULL };
  static const char *close_accels[] = { "<Control>w", NULL };
  static const char *open_accels[] = { "<Control>o", NULL };
  static const char *save_as_accels[] = { "<Control><Shift>s", NULL };
  static const char *undo_accels[] = { "<Control>z", NULL };
  static const char *redo_accels[] = { "<Control><Shift>z", NULL };
  static const char *log_accels[] = { "<Control>l", NULL };
  static const char *history_accels[] = { "<Control>h", NULL };
  static const char *tally_accels[] = { "<Control>t", NULL };
  static const char *print_accels[] = { "<Control>p", NULL };
  static const char *fullscreen_accels[] = { "F11", NULL };
  static const char *end_turn_accels[] = { "<Control>Return", NULL };

  G_APPLICATION_CLASS (sy_application_parent_class)->startup (app);

  /* The user's data: the data folder, held while the program runs (another
   * instance, in another login or a Flatpak beside a build, may hold it
   * already), and the boxes, read once, now. */
  {
    SyApplication *self = SY_APPLICATION (app);
    g_autofree char *folder = g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, NULL);

    self->user_data = sy_user_data_new (folder);
    g_signal_connect_object (self->user_data, "box-changed", G_CALLBACK (box_changed_cb), self,
                             G_CONNECT_SWAPPED);
  }

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay",
                                         shortcuts_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences", preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.new-game", new_game_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "window.close", close_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.open", open_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.save-as", save_as_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.undo", undo_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.redo", redo_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.log", log_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.history", history_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.tally", tally_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.print", print_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.fullscreen", fullscreen_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.end-turn", end_turn_accels);
}

static void
sy_application_finalize (GObject *object)
{
  SyApplication *self = SY_APPLICATION (object);

  g_clear_object (&self->user_data);

  G_OBJECT_CLASS (sy_application_parent_class)->finalize (object);
}

static void
sy_application_class_init (SyApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  GtkApplicationClass *gtk_app_class = GTK_APPLICATION_CLASS (klass);

  object_class->finalize = sy_application_finalize;

  /**
   * SyApplication::box-changed:
   * @self: the application
   * @edition: the #SyEdition whose box changed
   *
   * The box of @edition learnt, was corrected or merged: what shows it
   * lists it again. It follows #SyUserData::box-changed.
   */
  signals[BOX_CHANGED] = g_signal_new ("box-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, SY_TYPE_EDITION);

  app_class->activate = sy_application_activate;
  app_class->open = sy_application_open;
  app_class->startup = sy_application_startup;
  app_class->handle_local_options = sy_application_handle_local_options;
  gtk_app_class->window_added = sy_application_window_added;
}

static void
sy_application_init (SyApplication *self)
{
  static const GOptionEntry options[] = {
    { "version", 'v', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, NULL,
      N_("Show the program’s version and quit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("A companion for the board game Shipyard."));
  /* The games to open, as the desktop file's %U passes them. */
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));
}

/* The user's data (sy-user-data.c): the application makes it at startup
 * and hands it down; the functions below only forward to it. */

/**
 * sy_application_get_user_data:
 * @self: the application
 *
 * Returns: (transfer none): the one owner of the user's data (the boxes,
 *   the data folder's lock), made at startup
 */
SyUserData *
sy_application_get_user_data (SyApplication *self)
{
  g_return_val_if_fail (SY_IS_APPLICATION (self), NULL);

  return self->user_data;
}

/* Returns: (transfer none): the box of @edition (sy_user_data_get_box()) */
SyBox *
sy_application_get_box (SyApplication *self,
                        SyEdition      edition)
{
  g_return_val_if_fail (SY_IS_APPLICATION (self), NULL);

  return sy_user_data_get_box (self->user_data, edition);
}

/* Returns: (transfer full) (nullable): sy_user_data_take_box_problem() */
char *
sy_application_take_box_problem (SyApplication *self)
{
  g_return_val_if_fail (SY_IS_APPLICATION (self), NULL);

  return sy_user_data_take_box_problem (self->user_data);
}

/* Returns: sy_user_data_save_box(), which emits #SyApplication::box-changed
 *   through the user's data */
gboolean
sy_application_save_box (SyApplication  *self,
                         SyEdition       edition,
                         GError        **error)
{
  g_return_val_if_fail (SY_IS_APPLICATION (self), FALSE);

  return sy_user_data_save_box (self->user_data, edition, error);
}

/* Returns: sy_user_data_learn_game() */
gboolean
sy_application_learn_game (SyApplication  *self,
                           const char     *previous_key,
                           const char     *key,
                           SyGame         *game,
                           GError        **error)
{
  g_return_val_if_fail (SY_IS_APPLICATION (self), FALSE);

  return sy_user_data_learn_game (self->user_data, previous_key, key, game, error);
}

/* Returns: (transfer none) (nullable): sy_user_data_get_example() */
SyGame *
sy_application_get_example (SyApplication *self)
{
  g_return_val_if_fail (SY_IS_APPLICATION (self), NULL);

  return sy_user_data_get_example (self->user_data);
}

/* Returns: sy_user_data_learn_history() */
gboolean
sy_application_learn_history (SyApplication  *self,
                              const char     *folder,
                              guint          *n_added,
                              guint          *n_unreadable,
                              GError        **error)
{
  g_return_val_if_fail (SY_IS_APPLICATION (self), FALSE);

  return sy_user_data_learn_history (self->user_data, folder, n_added, n_unreadable, error);
}

/* Returns: sy_user_data_is_data_shared() */
gboolean
sy_application_is_data_shared (SyApplication *self)
{
  g_return_val_if_fail (SY_IS_APPLICATION (self), FALSE);

  return self->user_data != NULL && sy_user_data_is_data_shared (self->user_data);
}
