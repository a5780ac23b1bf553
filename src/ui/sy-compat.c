/* sy-compat.c: today's API where the libraries have it, for what is not a dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With sy-dialogs.c, the compatibility layer: the only files that check the
 * libraries' versions. The program builds against GTK 4.8 and libadwaita
 * 1.2 (Debian 12) and against today's (Debian 13: GTK 4.18, libadwaita 1.7;
 * the GNOME runtime), where meson.build turns on the warnings for whatever
 * those deprecate: what they deprecate is called here only, in the older
 * branch, and its successor in the newer one.
 */
#define G_LOG_DOMAIN "sy-compat"

#include "config.h"

#include "sy-compat.h"

/* URIs */

static void
uri_shown_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GError) error = NULL;

#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_uri_launcher_launch_finish (GTK_URI_LAUNCHER (source), result, &error);
#else
  gtk_show_uri_full_finish (g_task_get_source_object (task), result, &error);
#endif
  if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * sy_compat_show_uri:
 * @parent: (nullable): the window asking
 * @uri: what to show: a help: or file: URI, a web address
 * @cancellable: (nullable): to cancel it
 * @callback: (nullable): called once it is shown or could not be; it
 *   calls sy_compat_show_uri_finish()
 * @user_data: given to @callback
 *
 * Shows @uri in the application the desktop has for it, through the
 * OpenURI portal in a Flatpak: with a GtkUriLauncher where GTK has it
 * (4.10), else with gtk_show_uri_full().
 */
void
sy_compat_show_uri (GtkWindow           *parent,
                    const char          *uri,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (uri != NULL);

  task = g_task_new (parent, cancellable, callback, user_data);
  g_task_set_source_tag (task, sy_compat_show_uri);
#if GTK_CHECK_VERSION (4, 10, 0)
  {
    g_autoptr(GtkUriLauncher) launcher = gtk_uri_launcher_new (uri);

    gtk_uri_launcher_launch (launcher, parent, cancellable, uri_shown_cb, task);
  }
#else
  gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, cancellable, uri_shown_cb, task);
#endif
}

/**
 * sy_compat_show_uri_finish:
 * @parent: (nullable): the window given to sy_compat_show_uri()
 * @result: the result given to its callback
 * @error: why the URI could not be shown
 *
 * Returns: whether it was shown
 */
gboolean
sy_compat_show_uri_finish (GtkWindow     *parent,
                           GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, parent), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sy_compat_show_uri, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Colours */

/**
 * sy_compat_widget_get_color:
 * @widget: a widget
 * @color: (out): its foreground colour, as its style gives it
 */
void
sy_compat_widget_get_color (GtkWidget *widget,
                            GdkRGBA   *color)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, color);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
#endif
}

/**
 * sy_compat_widget_get_accent_color:
 * @widget: a widget
 * @accent: (out): the accent colour for text and lines on the window's
 *   background (libadwaita's accent_color), in the style @widget has
 *
 * From libadwaita 1.6 the user's accent colour; before, the style's.
 */
void
sy_compat_widget_get_accent_color (GtkWidget *widget,
                                   GdkRGBA   *accent)
{
#if ADW_CHECK_VERSION (1, 6, 0)
  AdwStyleManager *manager = adw_style_manager_get_for_display (gtk_widget_get_display (widget));

  adw_accent_color_to_standalone_rgba (adw_style_manager_get_accent_color (manager),
                                       adw_style_manager_get_dark (manager), accent);
#else
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "accent_color",
                                       accent))
    gdk_rgba_parse (accent, "#3584e4");
#endif
}

/* Widgets */

/**
 * sy_compat_expander_row_add_suffix:
 * @row: an expander row
 * @widget: a widget to show at the end of its header
 *
 * adw_expander_row_add_suffix() from libadwaita 1.4, which deprecates
 * adw_expander_row_add_action(), the same place before.
 */
void
sy_compat_expander_row_add_suffix (AdwExpanderRow *row,
                                   GtkWidget      *widget)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  adw_expander_row_add_suffix (row, widget);
#else
  adw_expander_row_add_action (row, widget);
#endif
}

#if !ADW_CHECK_VERSION (1, 4, 0)
typedef struct {
  GWeakRef title;
  GWeakRef bar;
} SwitcherPair;

static void
switcher_pair_free (gpointer data)
{
  SwitcherPair *pair = data;

  g_weak_ref_clear (&pair->title);
  g_weak_ref_clear (&pair->bar);
  g_free (pair);
}

static gboolean
reveal_bar_cb (gpointer data)
{
  SwitcherPair *pair = data;
  g_autoptr(AdwViewSwitcherTitle) title = g_weak_ref_get (&pair->title);
  g_autoptr(AdwViewSwitcherBar) bar = g_weak_ref_get (&pair->bar);

  if (title != NULL && bar != NULL)
    adw_view_switcher_bar_set_reveal (bar, adw_view_switcher_title_get_title_visible (title));
  return G_SOURCE_REMOVE;
}

/* The title decides while it is laid out; the bar follows once the layout
 * is done (revealed in the middle of it, GTK 4.8 allocates the bar's box a
 * height of -1 and warns). */
static void
title_visible_cb (AdwViewSwitcherTitle *title,
                  GParamSpec           *pspec,
                  AdwViewSwitcherBar   *bar)
{
  SwitcherPair *pair = g_new0 (SwitcherPair, 1);

  g_weak_ref_init (&pair->title, title);
  g_weak_ref_init (&pair->bar, bar);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, reveal_bar_cb, pair, switcher_pair_free);
}
#endif

/**
 * sy_compat_narrow_view_switcher:
 * @window: the window of @title and @bar
 * @title: the view switcher in its header bar
 * @bar: the view switcher bar at its bottom
 * @condition: from libadwaita 1.4, the breakpoint below which the views are
 *   switched from @bar (for example "max-width: 500sp")
 *
 * The HIG's narrow layout of views: the switcher moves from the header bar
 * to a bar at the bottom. libadwaita 1.4 and later say so with a breakpoint
 * on @window: @title shows only the title and @bar is revealed, both
 * decided before the window is laid out. Before 1.4 the bar follows
 * @title's title-visible, which @title decides while it is laid out; on
 * GTK 4.18 that reveals the bar in the middle of an allocation (a critical
 * from gtk_widget_measure() each time the window narrows; on GTK 4.8 a
 * warning, so there the bar follows once the layout is done), and libadwaita
 * 1.4 deprecates the pattern with AdwViewSwitcherTitle.
 */
void
sy_compat_narrow_view_switcher (AdwWindow            *window,
                                AdwViewSwitcherTitle *title,
                                AdwViewSwitcherBar   *bar,
                                const char           *condition)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  AdwBreakpoint *breakpoint = adw_breakpoint_new (adw_breakpoint_condition_parse (condition));

  adw_breakpoint_add_setters (breakpoint,
                              G_OBJECT (bar), "reveal", TRUE,
                              G_OBJECT (title), "view-switcher-enabled", FALSE,
                              NULL);
  adw_window_add_breakpoint (window, breakpoint);
#else
  g_signal_connect_object (title, "notify::title-visible", G_CALLBACK (title_visible_cb), bar, 0);
  adw_view_switcher_bar_set_reveal (bar, adw_view_switcher_title_get_title_visible (title));
#endif
}

/**
 * sy_compat_get_help_overlay:
 * @window: an application window
 *
 * The keyboard shortcuts window, built from the resource's
 * ui/help-overlay.ui the first time it is asked for, not with each window
 * as GtkApplication builds gtk/help-overlay.ui (the first window shows
 * sooner; sy-application.c gives each window the action that shows it).
 * GTK 4.18 deprecates it for libadwaita 1.8's
 * AdwShortcutsDialog, which Debian 13 (libadwaita 1.7) does not have: until
 * the program needs 1.8, the deprecated window is the one there is.
 *
 * Returns: (transfer none): the shortcuts window
 */
GtkWindow *
sy_compat_get_help_overlay (GtkApplicationWindow *window)
{
  GtkShortcutsWindow *overlay;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  overlay = gtk_application_window_get_help_overlay (window);
  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/help-overlay.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_application_window_set_help_overlay (window, overlay);
    }
  G_GNUC_END_IGNORE_DEPRECATIONS
  return GTK_WINDOW (overlay);
}

/* Toasts */

/**
 * sy_compat_toast_overlay_dismiss_all:
 * @overlay: a toast overlay
 *
 * Dismisses every toast @overlay shows or holds queued, as a window kept
 * for its next use starts without the last use's (the launch window).
 * libadwaita 1.7 has the call; before it, each toast shown is dismissed
 * through its widget's #AdwToast (looked up as a property, where it has
 * one), the next one queued then showing at once, until none is left.
 */
void
sy_compat_toast_overlay_dismiss_all (AdwToastOverlay *overlay)
{
#if ADW_CHECK_VERSION (1, 7, 0)
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));

  adw_toast_overlay_dismiss_all (overlay);
#else
  GtkWidget *content;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));

  content = adw_toast_overlay_get_child (overlay);
  for (guint guard = 0; guard < 64; guard++)
    {
      GtkWidget *shown = NULL;
      g_autoptr(AdwToast) toast = NULL;

      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay)); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (child), "toast");

          if (child != content && pspec != NULL && (pspec->flags & G_PARAM_READABLE) != 0
              && g_type_is_a (pspec->value_type, ADW_TYPE_TOAST))
            shown = child;
        }
      if (shown == NULL)
        return;
      g_object_get (shown, "toast", &toast, NULL);
      if (toast == NULL)
        return;
      adw_toast_dismiss (toast);
    }
#endif
}
