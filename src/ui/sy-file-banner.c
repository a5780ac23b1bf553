/* sy-file-banner.c: a bar above the table that tells, in full words, what became of the user's files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A toast is cut off at its width and goes away by itself: fine for
 * "Undone", not for "The game could not be saved: No space left on
 * device". What the user must read about their files (a game skipped at
 * the start, a save that failed and is being tried again) goes in this
 * bar: the whole message, wrapped at any width (360 px included), the
 * buttons that act on it under it, and a close button when closing it
 * loses nothing. It stays until the problem is over or it is closed.
 */
#define G_LOG_DOMAIN "sy-file-banner"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-file-banner.h"

struct _SyFileBanner
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkRevealer *revealer;
  GtkLabel *label;
  GtkFlowBox *actions;
  GtkButton *close_button;
};

G_DEFINE_FINAL_TYPE (SyFileBanner, sy_file_banner, GTK_TYPE_WIDGET)

static void
remove_actions (SyFileBanner *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->actions))) != NULL)
    gtk_flow_box_remove (self->actions, child);
  gtk_widget_set_visible (GTK_WIDGET (self->actions), FALSE);
}

/**
 * sy_file_banner_show:
 * @self: a banner
 * @message: the whole message, in words for the user
 *
 * Shows @message, in place of the one shown, without its buttons: add them
 * after with sy_file_banner_add_action().
 */
void
sy_file_banner_show (SyFileBanner *self,
                     const char   *message)
{
  g_return_if_fail (SY_IS_FILE_BANNER (self));
  g_return_if_fail (message != NULL);

  remove_actions (self);
  gtk_label_set_label (self->label, message);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
}

/**
 * sy_file_banner_hide:
 * @self: a banner
 *
 * Hides the banner and forgets its message and buttons.
 */
void
sy_file_banner_hide (SyFileBanner *self)
{
  g_return_if_fail (SY_IS_FILE_BANNER (self));

  gtk_revealer_set_reveal_child (self->revealer, FALSE);
  gtk_label_set_label (self->label, "");
  remove_actions (self);
}

gboolean
sy_file_banner_is_shown (SyFileBanner *self)
{
  g_return_val_if_fail (SY_IS_FILE_BANNER (self), FALSE);

  return gtk_revealer_get_reveal_child (self->revealer);
}

const char *
sy_file_banner_get_message (SyFileBanner *self)
{
  g_return_val_if_fail (SY_IS_FILE_BANNER (self), NULL);

  return gtk_label_get_label (self->label);
}

/**
 * sy_file_banner_add_action:
 * @self: a banner
 * @label: the button's label, with a mnemonic
 * @action_name: the action it activates
 * @target: (nullable): the action's parameter; floating references are sunk
 *
 * Adds a button under the message.
 */
void
sy_file_banner_add_action (SyFileBanner *self,
                           const char   *label,
                           const char   *action_name,
                           GVariant     *target)
{
  GtkWidget *button;

  g_return_if_fail (SY_IS_FILE_BANNER (self));
  g_return_if_fail (label != NULL && action_name != NULL);

  button = gtk_button_new_with_mnemonic (label);
  /* The target first: the action may take a parameter. */
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  gtk_flow_box_append (self->actions, button);
  gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->actions), TRUE);
}

/**
 * sy_file_banner_set_closable:
 * @self: a banner
 * @closable: whether the user may close it (closing loses nothing)
 */
void
sy_file_banner_set_closable (SyFileBanner *self,
                             gboolean      closable)
{
  g_return_if_fail (SY_IS_FILE_BANNER (self));

  gtk_widget_set_visible (GTK_WIDGET (self->close_button), closable);
}

static void
close_clicked_cb (SyFileBanner *self)
{
  sy_file_banner_hide (self);
}

static void
sy_file_banner_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SY_TYPE_FILE_BANNER);
  G_OBJECT_CLASS (sy_file_banner_parent_class)->dispose (object);
}

static void
sy_file_banner_class_init (SyFileBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_file_banner_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/sy-file-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, SyFileBanner, revealer);
  gtk_widget_class_bind_template_child (widget_class, SyFileBanner, label);
  gtk_widget_class_bind_template_child (widget_class, SyFileBanner, actions);
  gtk_widget_class_bind_template_child (widget_class, SyFileBanner, close_button);
  gtk_widget_class_bind_template_callback (widget_class, close_clicked_cb);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_ALERT);
}

static void
sy_file_banner_init (SyFileBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
