/* ui-harness.c: finding and tapping widgets of the real application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The UI tests run inside the application, once its window is up (GTK
 * allows one application a process); these helpers find widgets by type
 * or name, tap them as a user would, and wait for the main loop.
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <glib/gi18n.h>

#include "sy-application.h"
#include "sy-dialogs.h"
#include "sy-preferences-window.h"
#include "ui-harness.h"

#ifdef GDK_WINDOWING_X11
# include <gdk/x11/gdkx.h>
#endif

/* Collects every visible widget of @type below @root, depth first. */
void
collect_widgets (GtkWidget *root,
                 GType      type,
                 GPtrArray *into)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child))
        continue;
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        g_ptr_array_add (into, child);
      collect_widgets (child, type, into);
    }
}

/* Returns the @index-th visible widget of @type below @root, depth first. */
GtkWidget *
find_widget (GtkWidget *root,
             GType      type,
             guint      index)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect_widgets (root, type, found);
  return index < found->len ? g_ptr_array_index (found, index) : NULL;
}

static gboolean
keep_ticking (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @condition holds, at most 20 s. The loop wakes
 * every 50 ms: what the condition waits for may come with no event of its
 * own (a file another process writes), and the deadline is checked. */
void
wait_until (gboolean (*condition) (gpointer),
            gpointer   data)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  guint tick = g_timeout_add (50, keep_ticking, NULL);

  while (!condition (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (tick);
}

gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

/* Returns the text of the first visible label below @root styled @css_class. */
const char *
find_label_text (GtkWidget  *root,
                 const char *css_class)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), css_class))
      return gtk_label_get_label (g_ptr_array_index (labels, i));
  return NULL;
}

/* Whether a label below @root (a toast's among them) or an inscription
 * (a list's cell, as in GTK's file chooser) says @text. */
gboolean
shows_text (GtkWidget  *root,
            const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) inscriptions = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_label (g_ptr_array_index (labels, i)), text) == 0)
      return TRUE;
  collect_widgets (root, GTK_TYPE_INSCRIPTION, inscriptions);
  for (guint i = 0; i < inscriptions->len; i++)
    if (g_strcmp0 (gtk_inscription_get_text (g_ptr_array_index (inscriptions, i)), text) == 0)
      return TRUE;
  return FALSE;
}

void
tap (GtkWidget *button)
{
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* Returns the first visible widget below @root named @name, depth first. */
GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (!gtk_widget_get_visible (child))
        continue;
      if (g_strcmp0 (gtk_widget_get_name (child), name) == 0)
        return child;
      found = find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
require_named (SyWindow   *window,
               const char *name)
{
  GtkWidget *widget = find_named (GTK_WIDGET (window), name);

  if (widget == NULL)
    g_error ("no visible widget named %s", name);
  return widget;
}

/* The button below @root that activates @action, shown or not. */
GtkWidget *
button_for_action (GtkWidget  *root,
                   const char *action)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
        return child;
      if ((found = button_for_action (child, action)) != NULL)
        return found;
    }
  return NULL;
}

void
activate_row (GtkWidget *row)
{
  const char *action;

  g_assert_true (ADW_IS_ACTION_ROW (row));
  /* As a list box activates a row: through its action when it has one
   * (the list then tells no row-activated, so the row no activated),
   * through its activated signal otherwise. */
  action = gtk_actionable_get_action_name (GTK_ACTIONABLE (row));
  if (action != NULL)
    g_assert_true (gtk_widget_activate_action_variant (row, action,
                                                       gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row))));
  else
    g_signal_emit_by_name (row, "activated");
}

/* Collects every visible widget named @name below @root, depth first. */
void
collect_named (GtkWidget  *root,
               const char *name,
               GPtrArray  *into)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child))
        continue;
      if (g_strcmp0 (gtk_widget_get_name (child), name) == 0)
        g_ptr_array_add (into, child);
      collect_named (child, name, into);
    }
}

/* Turns on every switch named @name below @root, shown or not. */
static void
switch_on_named (GtkWidget  *root,
                 const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SWITCH (child) && g_strcmp0 (gtk_widget_get_name (child), name) == 0)
        gtk_switch_set_active (GTK_SWITCH (child), TRUE);
      switch_on_named (child, name);
    }
}

/* The form shown asks for the piece by hand: its symbols, or its shape
 * and officials, as for a piece the box has not seen (Another Part,
 * Another Tile), whatever the box knows from the games played before. */
void
enter_by_hand (SyWindow *window)
{
  switch_on_named (GTK_WIDGET (window), "other-part");
  switch_on_named (GTK_WIDGET (window), "other-tile");
  settle ();
}

void
apply_or_die (SyGame        *game,
              const SyEvent *event)
{
  g_autoptr(GError) error = NULL;

  if (!sy_game_apply (game, event, &error))
    g_error ("refused: %s", error->message);
}

static gboolean
is_active (gpointer window)
{
  return gtk_window_is_active (GTK_WINDOW (window));
}

/* The window has the keyboard, as the window a user types in has: under
 * Xvfb no window manager gives it, so the test does (X11; the tests run
 * there, GDK_BACKEND=x11). GTK 4.18's list rows (Debian 13) take Tab
 * differently in a window that does not have it: a row with the focus of an
 * inactive window grabs it again, so Tab would stay there. */
static void
give_keyboard (GtkWindow *window)
{
#ifdef GDK_WINDOWING_X11
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (window));
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  if (gtk_window_is_active (window) || !GDK_IS_X11_DISPLAY (display) || surface == NULL)
    return;
  /* GTK 4.18 deprecates its X11 API with the backend; Xvfb is X11. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  XSetInputFocus (gdk_x11_display_get_xdisplay (display), gdk_x11_surface_get_xid (surface),
                  RevertToParent, CurrentTime);
  G_GNUC_END_IGNORE_DEPRECATIONS
  wait_until (is_active, window);
#endif
}

SyWindow *
get_window (void)
{
  GtkApplication *app = GTK_APPLICATION (g_application_get_default ());
  GtkWindow *window = gtk_application_get_active_window (app);

  g_assert_true (SY_IS_WINDOW (window));
  wait_until (is_mapped, window);
  give_keyboard (window);

  return SY_WINDOW (window);
}

/* Returns the first visible widget named @name in any visible window. */
GtkWidget *
find_named_anywhere (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i);
      GtkWidget *found;

      if (!gtk_widget_get_visible (top))
        continue;
      found = find_named (top, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
require_named_anywhere (const char *name)
{
  GtkWidget *widget = find_named_anywhere (name);

  if (widget == NULL)
    g_error ("no visible widget named %s in any window", name);
  return widget;
}

/* Lets the main loop draw and settle pending idles. The windows write
 * their games' files off the main thread: what they queued is written and
 * told first, so that a test looks at the files and the save banner as
 * they stand after what it did. */
void
settle (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (SY_IS_WINDOW (window))
        sy_window_sync_saves (SY_WINDOW (window));
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static int test_status = 1;

static gboolean
run_tests_cb (gpointer user_data)
{
  test_status = g_test_run ();
  g_application_quit (g_application_get_default ());

  return G_SOURCE_REMOVE;
}

static void
activate_cb (GApplication *app,
             gpointer      user_data)
{
  /* No animations: what a tap changes is there once the main loop has
   * settled, on every stack. From libadwaita 1.5 an alert, the about
   * dialog and the preferences are dialogs inside the window that would
   * otherwise stay shown while they animate closed (on Debian 12 they are
   * windows, gone at once). */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_idle_add (run_tests_cb, NULL);
}

/* Sets up the translations, then runs the tests added with g_test_add_func()
 * inside the application. */
int
run_in_application (void)
{
  g_autoptr(SyApplication) app = NULL;

  app = sy_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (activate_cb), NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);

  return test_status;
}

/* Whether the test was asked to run in Czech (tests/meson.build sets
 * LANGUAGE to the test's language, and the locale to match). */
gboolean
test_language_is_czech (void)
{
  return g_str_has_prefix (g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "", "cs");
}

#if ADW_CHECK_VERSION (1, 5, 0)
/* The widget @pointer is, found below @root (the pointer is never
 * followed: it comes from a log message). */
static GtkWidget *
find_pointer (GtkWidget *root,
              gpointer   pointer)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = (gpointer) child == pointer ? child : find_pointer (child, pointer);

      if (found != NULL)
        return found;
    }
  return NULL;
}

#endif

/* Whether @label is the one-line heading (styled title-2) of an alert. */
static gboolean
is_alert_heading (gpointer label)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i);
      GtkWidget *found = find_pointer (top, label);

      if (found != NULL)
        return GTK_IS_LABEL (found) && gtk_widget_has_css_class (found, "title-2")
               && gtk_widget_get_ancestor (found, ADW_TYPE_DIALOG) != NULL;
    }
#endif
  return FALSE;
}

/* libadwaita 1.7's alert dialog (Debian 13) holds its heading twice: on
 * one line (title-2) and wrapped (title-4), and shows the second when the
 * first is wider than the dialog; choosing, it measures the first at the
 * dialog's width and GTK warns "Trying to measure GtkLabel … for width of
 * 324, but it needs at least 377" for any heading longer than that (most
 * Czech ones, and English ones at 360 px). The dialog is drawn right. That
 * one warning of the library's, about that one label, does not fail a
 * test; every other warning stays fatal (G_DEBUG=fatal-warnings). */
static GLogWriterOutput
log_writer (GLogLevelFlags   log_level,
            const GLogField *fields,
            gsize            n_fields,
            gpointer         user_data)
{
  const char *domain = NULL;
  const char *message = NULL;
  gpointer label = NULL;

  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0)
      domain = fields[i].value;
    else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0)
      message = fields[i].value;
  if ((log_level & G_LOG_LEVEL_WARNING) && g_strcmp0 (domain, "Gtk") == 0 && message != NULL
      && sscanf (message, "Trying to measure GtkLabel %p for width of", &label) == 1
      && g_main_context_is_owner (g_main_context_default ()) && is_alert_heading (label))
    return G_LOG_WRITER_HANDLED;
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

/* The locale the test's environment names (tests/meson.build: a real
 * locale per language, C.UTF-8 or cs_CZ.UTF-8, the Czech one compiled into
 * the build tree and found through LOCPATH). Should the build tree's not be
 * there, the system's; a Czech test whose catalog stays English stops here
 * with the reason, rather than failing later on some English words. */
void
init_test_locale (int    *argc,
                  char ***argv)
{
  const char *locale;

  g_log_set_writer_func (log_writer, NULL, NULL);
  locale = setlocale (LC_ALL, "");

  if (locale == NULL && g_getenv ("LOCPATH") != NULL)
    {
      g_unsetenv ("LOCPATH");
      locale = setlocale (LC_ALL, "");
    }
  bindtextdomain (GETTEXT_PACKAGE, TEST_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (test_language_is_czech () && g_strcmp0 (g_dgettext (GETTEXT_PACKAGE, "_Close"), "_Close") == 0)
    g_error ("A Czech test, yet the catalog in %s stays English: the locale %s is %s "
             "(tests/make-test-locale.sh compiles it from Debian's locales package)",
             TEST_LOCALEDIR, g_getenv ("LC_ALL"), locale != NULL ? "set" : "not available");
  g_test_init (argc, argv, NULL);
}

static gboolean
has_width (gpointer widget)
{
  int wanted = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "wanted-width"));

  int width = gtk_widget_get_width (GTK_WIDGET (widget));

  /* The default size includes the frame drawn round the window. */
  if (g_object_get_data (G_OBJECT (widget), "exact-width") != NULL)
    return width >= wanted && width - wanted <= 16;
  return width > 0 && ABS (width - wanted) <= 16;
}

/* Shows @window again at @width by @height pixels, and waits until it has
 * that width. */
void
resize_to (GtkWindow *window,
           int        width,
           int        height)
{
  guint tick;

  g_object_set_data (G_OBJECT (window), "wanted-width", GINT_TO_POINTER (width));
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  gtk_window_set_default_size (window, width, height);
  gtk_window_present (window);
  tick = g_timeout_add (50, keep_ticking, NULL);
  wait_until (has_width, window);
  g_source_remove (tick);
  settle ();
}

/* When SY_TEST_SCREENSHOTS names a folder, saves @window as it is drawn at
 * @width pixels wide (0: as it is) there, as NAME-WIDTH.png, for people to
 * look at. */
void
save_screenshot (GtkWindow  *window,
                 const char *name,
                 int         width,
                 int         height)
{
  if (g_getenv ("SY_TEST_SCREENSHOTS") == NULL)
    return;
  /* A shown window keeps its size: it is shown again at the new one.
   * A width of 0 keeps the size it has. */
  if (width != 0)
    {
      guint tick;
      int default_width = 0;
      int default_height = 0;
      int margin;

      /* Asked for at once with the decorations' margin the window has now:
       * shown first at @width (its content 10 px narrower), libadwaita 1.7
       * warns, fatally in a test, that a 360 px bottom sheet does not fit. */
      /* Both asked for: GTK 4.8 writes both. */
      gtk_window_get_default_size (window, &default_width, &default_height);
      margin = CLAMP (default_width - gtk_widget_get_width (GTK_WIDGET (window)), 0, 16);
      resize_to (window, width + margin, height);
      /* The default size includes the decorations' margins: added, the
       * content has the width asked for (360 px is the narrowest the window
       * and libadwaita's dialogs take; at 350 libadwaita 1.7 warns that a
       * dialog's bottom sheet does not fit). */
      tick = g_timeout_add (50, keep_ticking, NULL);
      if (gtk_widget_get_width (GTK_WIDGET (window)) < width)
        {
          gint64 until = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;

          gtk_window_set_default_size (window,
                                       2 * width - gtk_widget_get_width (GTK_WIDGET (window)),
                                       height);
          /* A window that keeps its size is drawn at it. */
          g_object_set_data (G_OBJECT (window), "exact-width", GINT_TO_POINTER (TRUE));
          while (!has_width (window) && g_get_monotonic_time () < until)
            g_main_context_iteration (NULL, TRUE);
          g_object_set_data (G_OBJECT (window), "exact-width", NULL);
        }
      g_source_remove (tick);
    }
  /* Transitions and toasts take their time: let them end. */
  {
    gint64 until = g_get_monotonic_time () + 6 * G_USEC_PER_SEC;
    guint tick = g_timeout_add (50, keep_ticking, NULL);

    while (g_get_monotonic_time () < until)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (tick);
  }
  save_screenshot_now (window, name);
}

/* Preferences opened as the main menu opens it (app.preferences), on its
 * page of @page_type, shown; the window in @out_preferences. */
GtkWidget *
open_preferences_page (GType       page_type,
                       GtkWidget **out_preferences)
{
  GtkWidget *preferences;
  GtkWidget *page;

  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "preferences",
                                  NULL);
  preferences = sy_dialogs_find_open (SY_TYPE_PREFERENCES_WINDOW, NULL);
  g_assert_nonnull (preferences);
  page = find_widget (preferences, page_type, 0);
  g_assert_true (ADW_IS_PREFERENCES_PAGE (page));
  sy_preferences_window_show_page (SY_PREFERENCES_WINDOW (preferences), ADW_PREFERENCES_PAGE (page));
  wait_until (is_mapped, page);
  *out_preferences = preferences;
  return page;
}

/* The window as it is drawn now, with no wait: a state that lasts only a
 * moment (a file being read). Saved as save_screenshot() does. */
void
save_screenshot_now (GtkWindow  *window,
                     const char *name)
{
  const char *folder = g_getenv ("SY_TEST_SCREENSHOTS");
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = NULL;
  GdkPaintable *paintable;

  if (folder == NULL)
    return;
  paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (GTK_WIDGET (window)),
                          gtk_widget_get_height (GTK_WIDGET (window)));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node != NULL)
    {
      texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node, NULL);
      file = g_strdup_printf ("%s/%s-%d.png", folder, name, gtk_widget_get_width (GTK_WIDGET (window)));
      gdk_texture_save_to_png (texture, file);
    }
  g_object_unref (paintable);
}

/* A game of @edition for Alena, Bohdan and Cecílie, Alena first, the
 * track laid out: Alena is to choose her action. */
SyGame *
new_laid_out_game (SyEdition edition)
{
  g_autoptr(SyGameConfig) config = sy_game_config_new (edition, 3);
  const SyCatalog *catalog = sy_catalog_get (edition);
  SyEvent layout = { .type = SY_EVENT_LAYOUT, .n_track = 7,
                     .track = { SY_ACTION_BUILD, SY_ACTION_CANAL, SY_ACTION_GOODS, SY_ACTION_EQUIPMENT,
                                SY_ACTION_CREW, SY_ACTION_EMPLOYEES, SY_ACTION_EXCHANGE } };
  SyGame *game;

  sy_game_config_set_player (config, 0, "Alena", SY_COLOUR_RED);
  sy_game_config_set_player (config, 1, "Bohdan", SY_COLOUR_YELLOW);
  sy_game_config_set_player (config, 2, "Cecílie", SY_COLOUR_GREEN);
  config->start_player = 0;
  game = sy_game_new (config, NULL);
  memcpy (layout.crew_ring, catalog->crew_ring_items, sizeof layout.crew_ring);
  apply_or_die (game, &layout);
  return game;
}

/* The example game (data/examples), second edition, three players, half
 * played. */
SyGame *
load_example_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                 "second-edition-3p.json", NULL);
  g_autoptr(GError) error = NULL;
  SyGame *game = sy_game_load_file (path, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* The second-edition game of new_laid_out_game(), where Alena has chosen
 * Build Ships and bought @parts (bow, middle, stern) at the first slot a
 * bow may take: a finished ship waits in her yard. */
SyGame *
new_game_with_ship (const SyPart parts[3])
{
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_BUILD };
  SyEvent build = { .type = SY_EVENT_BUILD, .n_parts = 3 };
  SyGame *game = new_laid_out_game (SY_EDITION_SECOND);
  SyYard empty;
  guint bow = 0;

  sy_yard_init (&empty, sy_catalog_get (SY_EDITION_SECOND));
  while (!(sy_yard_legal_slots (&empty, SY_PART_BOW) & (1u << bow)))
    bow++;
  for (guint i = 0; i < 3; i++)
    build.parts[i] = (SyBoughtPart) { .part = parts[i], .slot = bow + i };
  apply_or_die (game, &choose);
  apply_or_die (game, &build);
  return game;
}

/* The forms follow the box: they are told it changed. */
static void
notify_box (SyEdition edition)
{
  g_assert_true (sy_application_save_box (SY_APPLICATION (g_application_get_default ()),
                                          edition, NULL));
}

static SyBox *
edition_box (SyEdition edition)
{
  SyBox *box = sy_application_get_box (SY_APPLICATION (g_application_get_default ()), edition);

  g_assert_nonnull (box);
  return box;
}

/* The application's box of @edition emptied, as before any game: every
 * piece is entered by hand. */
void
empty_box (SyEdition edition)
{
  SyBox *box = edition_box (edition);
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (SyPart));
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (SyCanalTile));
  g_autoptr(GPtrArray) known_tiles = NULL;

  if (sy_box_is_empty (box))
    return;
  known_tiles = sy_box_list_tiles (box);
  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    {
      g_autoptr(GPtrArray) known = sy_box_list_parts (box, kind);

      for (guint i = 0; i < known->len; i++)
        g_array_append_val (parts, ((SyBoxPart *) g_ptr_array_index (known, i))->part);
    }
  for (guint i = 0; i < known_tiles->len; i++)
    g_array_append_val (tiles, ((SyBoxTile *) g_ptr_array_index (known_tiles, i))->tile);
  for (guint i = 0; i < parts->len; i++)
    sy_box_remove_part (box, &g_array_index (parts, SyPart, i));
  for (guint i = 0; i < tiles->len; i++)
    sy_box_remove_tile (box, &g_array_index (tiles, SyCanalTile, i));
  notify_box (edition);
  g_assert_true (sy_box_is_empty (box));
}

/* The first slot of an empty second-edition yard that takes a bow. */
guint
first_bow_slot (void)
{
  SyYard yard;
  guint slot = 0;

  sy_yard_init (&yard, sy_catalog_get (SY_EDITION_SECOND));
  while (!(sy_yard_legal_slots (&yard, SY_PART_BOW) & (1u << slot)))
    slot++;
  return slot;
}

/* The box as after earlier games that entered @parts and rented @tile
 * (rotation 0): the pieces the turns after it pick. Each teaching game
 * has a key of its own: a key the box has seen keeps the corrections made
 * to what it taught, such as empty_box()'s removals. */
void
teach_box (const SyPart      *parts,
           guint              n_parts,
           const SyCanalTile *tile)
{
  g_autoptr(SyGame) builder = new_laid_out_game (SY_EDITION_SECOND);
  g_autoptr(SyGame) renter = new_laid_out_game (SY_EDITION_SECOND);
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_BUILD };
  SyEvent build = { .type = SY_EVENT_BUILD, .n_parts = n_parts };
  SyEvent canal = { .type = SY_EVENT_CANAL, .tile = *tile };
  g_autofree char *builder_key = g_strdup_printf ("test-builder-%" G_GINT64_FORMAT, g_get_real_time ());
  g_autofree char *renter_key = g_strdup_printf ("test-renter-%" G_GINT64_FORMAT, g_get_real_time ());

  for (guint i = 0; i < n_parts; i++)
    build.parts[i] = (SyBoughtPart) { .part = parts[i], .slot = first_bow_slot () + i };
  apply_or_die (builder, &choose);
  apply_or_die (builder, &build);
  choose.action = SY_ACTION_CANAL;
  apply_or_die (renter, &choose);
  apply_or_die (renter, &canal);
  g_assert_true (sy_box_learn_game (edition_box (SY_EDITION_SECOND), builder_key, builder));
  g_assert_true (sy_box_learn_game (edition_box (SY_EDITION_SECOND), renter_key, renter));
  notify_box (SY_EDITION_SECOND);
}

/* A window of @width × @height px (not resizable), presented, whose
 * child scrolls up and down: a form or a panel laid out at a width of
 * the test's choosing (column_window_set_child()). */
GtkWidget *
column_window_new (int width,
                   int height)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_resizable (GTK_WINDOW (window), FALSE);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* Puts @child (or none) into @window of column_window_new(). */
void
column_window_set_child (GtkWidget *window,
                         GtkWidget *child)
{
  GtkWidget *scrolled = gtk_window_get_child (GTK_WINDOW (window));

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), child);
}

static gboolean
count_tick_cb (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

static gboolean
all_ticked (gpointer data)
{
  const guint *ticks = data;

  for (guint i = 0; ticks[i] != G_MAXUINT; i++)
    if (ticks[i] < 2)
      return FALSE;
  return TRUE;
}

/* Lets each of @windows lay out and draw what changed: two frames each,
 * drawn together (a tick callback keeps each window's clock going). */
void
redraw_windows (GtkWidget **windows,
                guint       n_windows)
{
  g_autofree guint *ticks = g_new0 (guint, n_windows + 1);
  g_autofree guint *ids = g_new0 (guint, n_windows);

  ticks[n_windows] = G_MAXUINT;
  for (guint i = 0; i < n_windows; i++)
    {
      ids[i] = gtk_widget_add_tick_callback (windows[i], count_tick_cb, &ticks[i], NULL);
      gtk_widget_queue_draw (windows[i]);
    }
  wait_until (all_ticked, ticks);
  for (guint i = 0; i < n_windows; i++)
    gtk_widget_remove_tick_callback (windows[i], ids[i]);
  settle ();
}

/* @widget's own key binding for @keyval with @modifiers (its class's, or a
 * shortcut controller's), as a key press would find it, or %NULL. */
GtkShortcut *
find_key_binding (GtkWidget       *widget,
                  guint            keyval,
                  GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            return g_steal_pointer (&shortcut);
        }
    }
  return NULL;
}

/* Presses @keyval with @modifiers on @widget as its own binding takes it
 * (find_key_binding(); there must be one), then settles. */
void
press_key (GtkWidget       *widget,
           guint            keyval,
           GdkModifierType  modifiers)
{
  g_autoptr(GtkShortcut) shortcut = find_key_binding (widget, keyval, modifiers);

  g_assert_nonnull (shortcut);
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                               gtk_shortcut_get_arguments (shortcut)));
  settle ();
}
