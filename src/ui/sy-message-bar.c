/* sy-message-bar.c: a message too long for a toast, in a bar that wraps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A toast cuts a long message short on a narrow window. Nothing a player
 * must read is cut: such a message goes into a bar under the header,
 * which wraps its words and stays until it is closed or another message
 * comes. The bar works alike on libadwaita 1.2 and later (AdwBanner is
 * newer); it can carry one button, for what the message offers to do.
 */
#define G_LOG_DOMAIN "sy-message-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-message-bar.h"

/* What a toast takes round its words: its margins, padding and close
 * button, measured on libadwaita 1.2 and 1.7 with room to spare. */
#define TOAST_CHROME 120

struct _SyMessageBar
{
  GtkWidget parent_instance;

  GtkWidget *revealer;
  GtkWidget *label;
  GtkWidget *button;
};

G_DEFINE_FINAL_TYPE (SyMessageBar, sy_message_bar, GTK_TYPE_WIDGET)

/**
 * sy_message_bar_new:
 *
 * Returns: (transfer floating): a bar, hidden until a message is shown
 */
GtkWidget *
sy_message_bar_new (void)
{
  return g_object_new (SY_TYPE_MESSAGE_BAR, NULL);
}

/**
 * sy_message_bar_show:
 * @self: a bar
 * @message: the words, in full
 *
 * Shows @message in place of any earlier one; any button set for the
 * earlier message goes.
 */
void
sy_message_bar_show (SyMessageBar *self,
                     const char   *message)
{
  g_return_if_fail (SY_IS_MESSAGE_BAR (self));
  g_return_if_fail (message != NULL);

  gtk_label_set_label (GTK_LABEL (self->label), message);
  gtk_widget_set_visible (self->button, FALSE);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), TRUE);
}

/**
 * sy_message_bar_set_action:
 * @self: a bar showing a message
 * @label: (nullable): the button's label with its mnemonic, or %NULL for
 *   no button
 * @action_name: the action the button activates
 * @target: (nullable): its parameter
 *
 * Offers what the message shown proposes to do.
 */
void
sy_message_bar_set_action (SyMessageBar *self,
                           const char   *label,
                           const char   *action_name,
                           GVariant     *target)
{
  g_return_if_fail (SY_IS_MESSAGE_BAR (self));

  gtk_widget_set_visible (self->button, label != NULL);
  if (label == NULL)
    return;
  gtk_button_set_label (GTK_BUTTON (self->button), label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->button), action_name);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->button), target);
}

/**
 * sy_message_bar_dismiss:
 * @self: a bar
 *
 * Hides the message.
 */
void
sy_message_bar_dismiss (SyMessageBar *self)
{
  g_return_if_fail (SY_IS_MESSAGE_BAR (self));

  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), FALSE);
  gtk_label_set_label (GTK_LABEL (self->label), "");
  gtk_widget_set_visible (self->button, FALSE);
}

/**
 * sy_message_bar_get_message:
 * @self: a bar
 *
 * Returns: (nullable): the message shown, or %NULL when none is
 */
const char *
sy_message_bar_get_message (SyMessageBar *self)
{
  g_return_val_if_fail (SY_IS_MESSAGE_BAR (self), NULL);

  if (!gtk_revealer_get_reveal_child (GTK_REVEALER (self->revealer)))
    return NULL;
  return gtk_label_get_label (GTK_LABEL (self->label));
}

static void
close_clicked_cb (SyMessageBar *self)
{
  sy_message_bar_dismiss (self);
}

static void
sy_message_bar_dispose (GObject *object)
{
  SyMessageBar *self = SY_MESSAGE_BAR (object);

  g_clear_pointer (&self->revealer, gtk_widget_unparent);
  G_OBJECT_CLASS (sy_message_bar_parent_class)->dispose (object);
}

static void
sy_message_bar_class_init (SyMessageBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_message_bar_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
sy_message_bar_init (SyMessageBar *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *close = gtk_button_new_from_icon_name ("window-close-symbolic");

  self->revealer = gtk_revealer_new ();
  gtk_widget_set_parent (self->revealer, GTK_WIDGET (self));
  gtk_widget_add_css_class (box, "message-bar");

  self->label = gtk_label_new (NULL);
  gtk_widget_set_name (self->label, "message-bar-label");
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0.0);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_box_append (GTK_BOX (box), self->label);

  self->button = gtk_button_new ();
  gtk_button_set_use_underline (GTK_BUTTON (self->button), TRUE);
  gtk_widget_set_valign (self->button, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->button, FALSE);
  gtk_box_append (GTK_BOX (box), self->button);

  gtk_widget_set_tooltip_text (close, _("Close"));
  gtk_widget_set_valign (close, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_add_css_class (close, "circular");
  g_signal_connect_swapped (close, "clicked", G_CALLBACK (close_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), close);

  gtk_revealer_set_child (GTK_REVEALER (self->revealer), box);
  gtk_widget_set_name (GTK_WIDGET (self), "message-bar");
}

/**
 * sy_message_fits_toast:
 * @overlay: the toast overlay the message would show in
 * @message: the words
 *
 * Returns: whether a toast on @overlay shows @message whole, on one line;
 *   %TRUE before the overlay has a width
 */
gboolean
sy_message_fits_toast (GtkWidget  *overlay,
                       const char *message)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoAttrList *attrs;
  int width = gtk_widget_get_width (overlay);
  int text_width;

  g_return_val_if_fail (GTK_IS_WIDGET (overlay), TRUE);

  if (width <= 0)
    return TRUE;
  /* A toast's title is bold. */
  layout = gtk_widget_create_pango_layout (overlay, message);
  attrs = pango_attr_list_new ();
  pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  pango_layout_get_pixel_size (layout, &text_width, NULL);
  return text_width + TOAST_CHROME <= width;
}

static SyMessageBar *
find_bar (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      SyMessageBar *found;

      if (SY_IS_MESSAGE_BAR (child))
        return SY_MESSAGE_BAR (child);
      found = find_bar (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/**
 * sy_message_tell:
 * @widget: a widget inside a toast overlay, in a window that has a
 *   #SyMessageBar
 * @message: the words
 *
 * Says @message in a toast when the toast shows it whole, else in the
 * window's message bar; with neither, in the log. A window that keeps one
 * toast for all it says (the main window: a new message replaces the
 * words on screen instead of queueing behind them) takes it through its
 * action `win.tell`.
 */
void
sy_message_tell (GtkWidget  *widget,
                 const char *message)
{
  GtkWidget *overlay;
  SyMessageBar *bar;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (message != NULL);

  if (gtk_widget_activate_action (widget, "win.tell", "s", message))
    return;

  overlay = ADW_IS_TOAST_OVERLAY (widget) ? widget : gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  bar = find_bar (GTK_WIDGET (gtk_widget_get_root (widget)));
  if (bar != NULL)
    sy_message_bar_dismiss (bar);
  if (overlay != NULL && (bar == NULL || sy_message_fits_toast (overlay, message)))
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (message));
  else if (bar != NULL)
    sy_message_bar_show (bar, message);
  else
    g_message ("%s", message);
}

/* Lets a label wrap instead of cutting its words short. */
static void
unclip_labels (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child))
        {
          gtk_label_set_ellipsize (GTK_LABEL (child), PANGO_ELLIPSIZE_NONE);
          gtk_label_set_single_line_mode (GTK_LABEL (child), FALSE);
          gtk_label_set_wrap (GTK_LABEL (child), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD_CHAR);
          gtk_label_set_justify (GTK_LABEL (child), GTK_JUSTIFY_CENTER);
          /* On one line while the header has room for it. */
          gtk_label_set_natural_wrap_mode (GTK_LABEL (child), GTK_NATURAL_WRAP_NONE);
        }
      unclip_labels (child);
    }
}

/**
 * sy_window_title_unclip:
 * @title: a window title in a header bar
 *
 * On a narrow window the title and subtitle wrap onto more lines instead
 * of being cut short.
 */
void
sy_window_title_unclip (AdwWindowTitle *title)
{
  g_return_if_fail (ADW_IS_WINDOW_TITLE (title));

  unclip_labels (GTK_WIDGET (title));
}
