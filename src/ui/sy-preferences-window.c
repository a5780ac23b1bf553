/* sy-preferences-window.c: what a table sets once, and the contract cards copied
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-preferences-window"

#include "config.h"

#include "sy-box-page.h"
#include "sy-card-values-page.h"
#include "sy-preferences-window.h"

/* The parent as in the header: see there and src/ui/meson.build. */
#if ADW_CHECK_VERSION (1, 5, 0)
# define PARENT_TYPE ADW_TYPE_PREFERENCES_DIALOG
typedef AdwPreferencesDialog SyPreferencesParent;
#else
# define PARENT_TYPE ADW_TYPE_PREFERENCES_WINDOW
typedef AdwPreferencesWindow SyPreferencesParent;
#endif

struct _SyPreferencesWindow
{
  SyPreferencesParent parent_instance;

  GSettings *settings;

  /* Template widgets */
  GtkSwitch *keep_screen_awake;
  SyBoxPage *box_page;
};

G_DEFINE_FINAL_TYPE (SyPreferencesWindow, sy_preferences_window, PARENT_TYPE)

static void
sy_preferences_window_dispose (GObject *object)
{
  SyPreferencesWindow *self = SY_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (sy_preferences_window_parent_class)->dispose (object);
}

static void
sy_preferences_window_class_init (SyPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_preferences_window_dispose;

  g_type_ensure (SY_TYPE_CARD_VALUES_PAGE);
  g_type_ensure (SY_TYPE_BOX_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/sy-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SyPreferencesWindow, keep_screen_awake);
  gtk_widget_class_bind_template_child (widget_class, SyPreferencesWindow, box_page);
}

static void
sy_preferences_window_init (SyPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  g_settings_bind (self->settings, "keep-screen-awake", self->keep_screen_awake, "active",
                   G_SETTINGS_BIND_DEFAULT);
}

/**
 * sy_preferences_window_new:
 *
 * Returns: (transfer none): the preferences, to show with
 *   sy_dialogs_present()
 */
SyPreferencesWindow *
sy_preferences_window_new (void)
{
  return g_object_new (SY_TYPE_PREFERENCES_WINDOW, NULL);
}

/**
 * sy_preferences_window_show_page:
 * @self: the preferences
 * @page: one of its pages
 *
 * Turns the preferences to @page, whichever parent they have.
 */
void
sy_preferences_window_show_page (SyPreferencesWindow *self,
                                 AdwPreferencesPage  *page)
{
  g_return_if_fail (SY_IS_PREFERENCES_WINDOW (self));
  g_return_if_fail (ADW_IS_PREFERENCES_PAGE (page));

#if ADW_CHECK_VERSION (1, 5, 0)
  adw_preferences_dialog_set_visible_page (ADW_PREFERENCES_DIALOG (self), page);
#else
  adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (self), page);
#endif
}

/**
 * sy_preferences_window_set_edition:
 * @self: the preferences
 * @edition: the edition of the game on the table
 *
 * Shows the box of @edition first.
 */
void
sy_preferences_window_set_edition (SyPreferencesWindow *self,
                                   SyEdition            edition)
{
  g_return_if_fail (SY_IS_PREFERENCES_WINDOW (self));

  sy_box_page_set_edition (self->box_page, edition);
}
