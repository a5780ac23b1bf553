/* sy-application.c: the application, its command line and its app-wide actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-application"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-application.h"
#include "sy-box-history.h"
#include "sy-box-source.h"
#include "sy-dialogs.h"
#include "sy-help.h"
#include "sy-preferences-window.h"
#include "sy-window.h"

/* The example game, as sy_window_open_example() puts it on the table. */
#define EXAMPLE_RESOURCE RESOURCE_BASE "/examples/second-edition-3p.json"

struct _SyApplication
{
  AdwApplication parent_instance;

  /* The box, by edition - 1 (sy-application-box below) */
  SyBox *boxes[2];
  gboolean box_kept[2];          /* its file could not be read nor kept aside: never written */
  GString *box_problems;         /* what could not be read, until a window tells it */
  SyGame *example;               /* the example game, read when first asked for */
  SyUserLock *lock;              /* on the data folder, or the note that it is shared */
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
    window = GTK_WINDOW (sy_window_new (SY_APPLICATION (app)));

  gtk_window_present (window);
}

static void
sy_application_open (GApplication  *app,
                     GFile        **files,
                     gint           n_files,
                     const char    *hint)
{
  /* One table at a time: the first file given. */
  SyWindow *window = SY_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));

  if (window == NULL)
    window = sy_window_new (SY_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  if (n_files > 0)
    sy_window_open_file (window, files[0]);
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

/* Preferences: what a table sets once, and the contract cards copied. */
static void
preferences_action_cb (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  SyPreferencesWindow *preferences = sy_preferences_window_new ();
  SyGame *game = SY_IS_WINDOW (parent) ? sy_window_get_game (SY_WINDOW (parent)) : NULL;

  /* The box of the game on the table comes first. */
  if (game != NULL)
    sy_preferences_window_set_edition (preferences, sy_game_get_edition (game));
  sy_dialogs_present (GTK_WIDGET (preferences), GTK_WIDGET (parent));
}

static const GActionEntry app_actions[] = {
  { .name = "preferences", .activate = preferences_action_cb },
  { .name = "about", .activate = about_action_cb },
  { .name = "help", .activate = help_action_cb },
  { .name = "help-page", .activate = help_page_action_cb, .parameter_type = "s" },
  { .name = "quit", .activate = quit_action_cb },
};

static SyBox *
box_source_cb (gpointer  owner,
               SyEdition edition)
{
  return sy_application_get_box (SY_APPLICATION (owner), edition);
}

static void
sy_application_startup (GApplication *app)
{
  static const char *help_accels[] = { "F1", NULL };
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

  /* The data folder, held while the program runs; another instance (another
   * login, a Flatpak beside a build) may hold it already (sy-user-lock.c). */
  {
    g_autofree char *folder = g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, NULL);

    SY_APPLICATION (app)->lock = sy_user_lock_acquire (folder);
  }

  /* The boxes are read once, now: a damaged file is kept aside at once. */
  sy_application_get_box (SY_APPLICATION (app), SY_EDITION_FIRST);
  sy_application_get_box (SY_APPLICATION (app), SY_EDITION_SECOND);
  /* The forms' pickers find the boxes here (sy-box-source.c). */
  sy_box_source_set (G_OBJECT (app), box_source_cb);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help_accels);
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

  for (guint i = 0; i < G_N_ELEMENTS (self->boxes); i++)
    g_clear_pointer (&self->boxes[i], sy_box_free);
  if (self->box_problems != NULL)
    g_string_free (self->box_problems, TRUE);
  g_clear_object (&self->example);
  g_clear_pointer (&self->lock, sy_user_lock_release);

  G_OBJECT_CLASS (sy_application_parent_class)->finalize (object);
}

static void
sy_application_class_init (SyApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = sy_application_finalize;

  /**
   * SyApplication::box-changed:
   * @self: the application
   * @edition: the #SyEdition whose box changed
   *
   * The box of @edition learnt, was corrected or merged: what shows it
   * lists it again.
   */
  signals[BOX_CHANGED] = g_signal_new ("box-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, SY_TYPE_EDITION);

  app_class->activate = sy_application_activate;
  app_class->open = sy_application_open;
  app_class->startup = sy_application_startup;
  app_class->handle_local_options = sy_application_handle_local_options;
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

/* The box (issue 18) */

/**
 * sy_application_get_box:
 * @self: the application
 * @edition: an edition
 *
 * The owner's box of @edition, read from the user's data folder the first
 * time (at startup). A file that cannot be read is kept aside by the engine
 * and an empty box used; sy_application_take_box_problem() says so once.
 *
 * Returns: (transfer none): the box
 */
SyBox *
sy_application_get_box (SyApplication *self,
                        SyEdition      edition)
{
  guint i = edition == SY_EDITION_FIRST ? 0 : 1;

  g_return_val_if_fail (SY_IS_APPLICATION (self), NULL);

  if (self->boxes[i] == NULL)
    {
      g_autofree char *kept_aside = NULL;
      g_autoptr(GError) error = NULL;

      self->boxes[i] = sy_box_load_user (edition, &kept_aside, &error);
      if (error != NULL)
        {
          g_autofree char *name = kept_aside != NULL ? g_path_get_basename (kept_aside) : NULL;

          /* The whole story in the log; in the window's one toast, short
           * enough to be read: the file's name, which says its edition. */
          g_message ("%s", error->message);
          if (self->box_problems == NULL)
            self->box_problems = g_string_new (NULL);
          if (self->box_problems->len > 0)
            g_string_append_c (self->box_problems, ' ');
          if (name != NULL)
            g_string_append_printf (self->box_problems, _("Damaged box kept aside as “%s”."), name);
          else
            g_string_append (self->box_problems, error->message);
          /* Neither read nor renamed aside: the file stays as it is. */
          self->box_kept[i] = kept_aside == NULL;
        }
    }
  return self->boxes[i];
}

/**
 * sy_application_take_box_problem:
 * @self: the application
 *
 * Returns: (transfer full) (nullable): what could not be read of the boxes
 *   and where it is kept, in words for the user, once; then %NULL
 */
char *
sy_application_take_box_problem (SyApplication *self)
{
  g_return_val_if_fail (SY_IS_APPLICATION (self), NULL);

  return self->box_problems != NULL ? g_string_free (g_steal_pointer (&self->box_problems), FALSE)
                                    : NULL;
}

/**
 * sy_application_save_box:
 * @self: the application
 * @edition: the edition whose box changed
 * @error: return location for a #GFileError
 *
 * Keeps the box of @edition, atomically, and tells its watchers
 * (#SyApplication::box-changed). Call it after correcting or merging it.
 *
 * Returns: whether it was saved
 */
gboolean
sy_application_save_box (SyApplication  *self,
                         SyEdition       edition,
                         GError        **error)
{
  SyBox *box;
  gboolean saved = TRUE;

  g_return_val_if_fail (SY_IS_APPLICATION (self), FALSE);

  box = sy_application_get_box (self, edition);
  if (!self->box_kept[edition == SY_EDITION_FIRST ? 0 : 1])
    saved = sy_box_save_user (box, error);
  g_signal_emit (self, signals[BOX_CHANGED], 0, edition);
  return saved;
}

/**
 * sy_application_learn_game:
 * @self: the application
 * @previous_key: (nullable): the game's name in the history before its
 *   last change, when it had one
 * @key: the game's name in the history
 * @game: the game on the table
 * @error: return location for a #GFileError
 *
 * The box of @game's edition learns what @game entered (sy_box_learn_game());
 * a game whose entry was renamed (it ended) keeps what it taught. When that
 * changed the box, it is saved and #SyApplication::box-changed emitted.
 *
 * Returns: %FALSE when the box changed and could not be saved
 */
gboolean
sy_application_learn_game (SyApplication  *self,
                           const char     *previous_key,
                           const char     *key,
                           SyGame         *game,
                           GError        **error)
{
  SyEdition edition;
  SyBox *box;
  gboolean changed = FALSE;

  g_return_val_if_fail (SY_IS_APPLICATION (self), FALSE);
  g_return_val_if_fail (SY_IS_GAME (game), FALSE);

  if (key == NULL)
    return TRUE;
  edition = sy_game_get_edition (game);
  box = sy_application_get_box (self, edition);
  if (previous_key != NULL)
    changed = sy_box_rename_game (box, previous_key, key);
  changed |= sy_box_learn_game (box, key, game);
  return !changed || sy_application_save_box (self, edition, error);
}

/**
 * sy_application_get_example:
 * @self: the application
 *
 * The example game shipped with the program, which teaches the box nothing
 * (sy_box_is_example()).
 *
 * Returns: (transfer none) (nullable): the example game
 */
SyGame *
sy_application_get_example (SyApplication *self)
{
  g_return_val_if_fail (SY_IS_APPLICATION (self), NULL);

  if (self->example == NULL)
    {
      g_autoptr(GBytes) bytes = g_resources_lookup_data (EXAMPLE_RESOURCE, 0, NULL);

      self->example = bytes != NULL ? sy_game_load_bytes (bytes, NULL, NULL) : NULL;
    }
  return self->example;
}

/**
 * sy_application_learn_history:
 * @self: the application
 * @folder: (nullable): the history's folder; %NULL for the user's
 * @n_added: (out) (optional): how many designs the boxes gained
 * @n_unreadable: (out) (optional): how many games could not be read
 * @error: return location for why the history or a box could not be used
 *
 * Every game of the history teaches the box of its edition
 * (sy_box_learn_history()), under the key the window learns it under, so
 * that no game counts twice; both boxes are then saved.
 *
 * Returns: whether the history was read and the boxes saved
 */
gboolean
sy_application_learn_history (SyApplication  *self,
                              const char     *folder,
                              guint          *n_added,
                              guint          *n_unreadable,
                              GError        **error)
{
  g_autofree char *default_folder = NULL;
  g_autoptr(SyHistory) history = NULL;
  SyBox *first;
  SyBox *second;
  guint before;
  guint after;

  g_return_val_if_fail (SY_IS_APPLICATION (self), FALSE);

  if (folder == NULL)
    folder = default_folder = sy_history_default_folder ();
  history = sy_history_load (folder, error);
  if (history == NULL)
    return FALSE;
  first = sy_application_get_box (self, SY_EDITION_FIRST);
  second = sy_application_get_box (self, SY_EDITION_SECOND);
  before = sy_box_count_designs (first) + sy_box_count_designs (second);
  sy_box_learn_history (first, second, history, sy_application_get_example (self), n_unreadable);
  after = sy_box_count_designs (first) + sy_box_count_designs (second);
  if (n_added != NULL)
    *n_added = after - MIN (before, after);
  return sy_application_save_box (self, SY_EDITION_FIRST, error)
         && sy_application_save_box (self, SY_EDITION_SECOND, error);
}

/**
 * sy_application_is_data_shared:
 * @self: the application
 *
 * Whether another instance of the program (in another login, or a Flatpak
 * beside a build) held the user's data folder when this one started: then
 * this one opens the game on the table read only and writes no autosave.
 *
 * Returns: whether the data folder is shared
 */
gboolean
sy_application_is_data_shared (SyApplication *self)
{
  g_return_val_if_fail (SY_IS_APPLICATION (self), FALSE);

  return self->lock != NULL && sy_user_lock_is_shared (self->lock);
}
