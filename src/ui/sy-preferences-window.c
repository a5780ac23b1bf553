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
  SyUserData *user_data;

  /* Template widgets */
  GtkSwitch *keep_screen_awake;
  SyBoxPage *box_page;
};

G_DEFINE_FINAL_TYPE (SyPreferencesWindow, sy_preferences_window, PARENT_TYPE)

enum {
  PROP_0,
  PROP_USER_DATA,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sy_preferences_window_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SyPreferencesWindow *self = SY_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_USER_DATA:
      g_value_set_object (value, self->user_data);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_preferences_window_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  SyPreferencesWindow *self = SY_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_USER_DATA:
      /* Construct-only: the box page shows its boxes. */
      self->user_data = g_value_dup_object (value);
      sy_box_page_set_user_data (self->box_page, self->user_data);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_preferences_window_dispose (GObject *object)
{
  SyPreferencesWindow *self = SY_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->user_data);
  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (sy_preferences_window_parent_class)->dispose (object);
}

static void
sy_preferences_window_class_init (SyPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_preferences_window_dispose;
  object_class->get_property = sy_preferences_window_get_property;
  object_class->set_property = sy_preferences_window_set_property;

  /**
   * SyPreferencesWindow:user-data:
   *
   * The owner of the user's data, whose boxes the box page shows.
   */
  properties[PROP_USER_DATA] =
    g_param_spec_object ("user-data", NULL, NULL, SY_TYPE_USER_DATA,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

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
 * @user_data: the owner of the user's data
 *
 * Returns: (transfer none): the preferences, to show with
 *   sy_dialogs_present()
 */
SyPreferencesWindow *
sy_preferences_window_new (SyUserData *user_data)
{
  g_return_val_if_fail (SY_IS_USER_DATA (user_data), NULL);

  return g_object_new (SY_TYPE_PREFERENCES_WINDOW, "user-data", user_data, NULL);
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
