/* sy-box-page.c: the box of pieces entered once, looked at and corrected in
 * Preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Per edition: how complete the box is, against the totals the rulebooks
 * give and no other; every part design drawn with its symbols and every
 * canal tile drawn in miniature, with how often each was seen, each one
 * corrected or removed; the box exported to a file and imported from one.
 * The box itself is the user's data's (SyUserData, handed down by the
 * preferences; it learns from every game); this page only reads it,
 * corrects it and saves it through its owner, which tells every view.
 */
#define G_LOG_DOMAIN "sy-box-page"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-box-page-private.h"
#include "sy-help.h"

G_DEFINE_FINAL_TYPE (SyBoxPage, sy_box_page, ADW_TYPE_PREFERENCES_PAGE)

enum {
  PROP_0,
  PROP_USER_DATA,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void fill (SyBoxPage *self);

SyBox *
_sy_box_page_get_box (SyBoxPage *self,
                      SyEdition  edition)
{
  return self->user_data != NULL ? sy_user_data_get_box (self->user_data, edition) : NULL;
}

/* The page changed the box: it is kept, and every view of it told. */
void
_sy_box_page_corrected (SyBoxPage *self,
                        SyEdition  edition)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (self->user_data != NULL);

  if (!sy_user_data_save_box (self->user_data, edition, &error))
    _sy_box_page_tell (self, error->message, TRUE);
}

void
_sy_box_page_tell (SyBoxPage  *self,
                   const char *text,
                   gboolean    failure)
{
  gtk_label_set_text (self->message, text);
  gtk_widget_set_visible (GTK_WIDGET (self->message), text != NULL && *text != '\0');
  gtk_widget_set_visible (self->message_box,
                          gtk_widget_get_visible (GTK_WIDGET (self->message))
                          || gtk_widget_get_visible (GTK_WIDGET (self->busy)));
  if (failure)
    gtk_widget_add_css_class (GTK_WIDGET (self->message), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message), "error");
}

/* While a box file is read: a spinner beside the message, which says so. */
void
_sy_box_page_set_busy (SyBoxPage *self,
                       gboolean   busy)
{
  gtk_widget_set_visible (GTK_WIDGET (self->busy), busy);
  gtk_spinner_set_spinning (self->busy, busy);
  gtk_widget_set_visible (self->message_box,
                          busy || gtk_widget_get_visible (GTK_WIDGET (self->message)));
  if (busy)
    gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_BUSY, TRUE, -1);
  else
    gtk_accessible_reset_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_BUSY);
}

static void
fill (SyBoxPage *self)
{
  SyBox *box = _sy_box_page_get_box (self, self->edition);
  guint tiles = box != NULL ? sy_box_count_tiles (box) : 0;
  guint parts = box != NULL ? sy_box_count_parts (box) : 0;
  g_autofree char *tiles_text = NULL;
  g_autofree char *parts_text = NULL;

  /* Translators: how complete the box is; the total is the rulebooks’,
   * “17 of 24 canal tiles” */
  tiles_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u canal tile",
                                             "%u of %u canal tiles", SY_BOX_CANAL_TILES),
                                tiles, SY_BOX_CANAL_TILES);
  /* Translators: the parts the box knows at least, of the rulebooks’
   * total, “at least 61 of 104 ship parts” */
  parts_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "at least %u of %u ship part",
                                             "at least %u of %u ship parts", SY_BOX_SHIP_PARTS),
                                parts, SY_BOX_SHIP_PARTS);
  adw_action_row_set_subtitle (self->tiles_count, tiles_text);
  adw_action_row_set_subtitle (self->parts_count, parts_text);
  gtk_level_bar_set_value (self->tiles_level, MIN (tiles, SY_BOX_CANAL_TILES));
  gtk_level_bar_set_value (self->parts_level, MIN (parts, SY_BOX_SHIP_PARTS));
  _sy_box_page_fill_rows (self, box);
}

static gboolean
refill_cb (gpointer user_data)
{
  SyBoxPage *self = user_data;

  self->refill_id = 0;
  fill (self);
  return G_SOURCE_REMOVE;
}

static void
box_changed_cb (SyUserData *user_data,
                SyEdition   edition,
                SyBoxPage  *self)
{
  if (edition != self->edition)
    return;
  /* After an import the box was just merged and saved, each taking most
   * of a frame: the rows are made in a turn of their own. */
  if (self->refill_later)
    {
      if (self->refill_id == 0)
        self->refill_id = g_idle_add (refill_cb, self);
      return;
    }
  g_clear_handle_id (&self->refill_id, g_source_remove);
  fill (self);
}

static void
edition_selected_cb (AdwComboRow *row,
                     GParamSpec  *pspec,
                     SyBoxPage   *self)
{
  sy_box_page_set_edition (self, SY_EDITION_FIRST + adw_combo_row_get_selected (row));
}

/* Actions */

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  _sy_box_page_choose_file (SY_BOX_PAGE (widget), TRUE);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  _sy_box_page_choose_file (SY_BOX_PAGE (widget), FALSE);
}

static void
learn_history_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  sy_box_page_learn_history (SY_BOX_PAGE (widget), NULL, NULL);
}

static void
help_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  /* The viewer or the HTML, as F1 (a help: URI alone fails where no help
   * viewer is installed, as in the Flatpak). */
  sy_help_show (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, "box");
}

/* Up or Down past the tiles' first or last row goes on to the next
 * widget, as in a preferences group's own list. */
static gboolean
list_keynav_failed_cb (SyBoxPage        *self,
                       GtkDirectionType  direction)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (root == NULL || (direction != GTK_DIR_UP && direction != GTK_DIR_DOWN))
    return FALSE;
  return gtk_widget_child_focus (GTK_WIDGET (root), direction == GTK_DIR_UP ? GTK_DIR_TAB_BACKWARD
                                                                              : GTK_DIR_TAB_FORWARD);
}

/* The class */

/**
 * sy_box_page_get_edition:
 * @self: a #SyBoxPage
 *
 * Returns: the edition whose box is shown
 */
SyEdition
sy_box_page_get_edition (SyBoxPage *self)
{
  g_return_val_if_fail (SY_IS_BOX_PAGE (self), SY_EDITION_SECOND);
  return self->edition;
}

/**
 * sy_box_page_set_edition:
 * @self: a #SyBoxPage
 * @edition: the edition whose box to show
 */
void
sy_box_page_set_edition (SyBoxPage *self,
                         SyEdition  edition)
{
  g_return_if_fail (SY_IS_BOX_PAGE (self));
  g_return_if_fail (edition == SY_EDITION_FIRST || edition == SY_EDITION_SECOND);

  if (self->edition == edition)
    return;
  self->edition = edition;
  _sy_box_page_empty_kinds (self);
  adw_combo_row_set_selected (self->edition_row, edition - SY_EDITION_FIRST);
  fill (self);
}

static void
sy_box_page_dispose (GObject *object)
{
  SyBoxPage *self = SY_BOX_PAGE (object);

  g_cancellable_cancel (self->choosing);
  g_clear_object (&self->choosing);
  _sy_box_page_cancel_import (self);
  g_clear_handle_id (&self->tiles_id, g_source_remove);
  g_clear_handle_id (&self->refill_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), SY_TYPE_BOX_PAGE);
  G_OBJECT_CLASS (sy_box_page_parent_class)->dispose (object);
}

/* Taken out of its window (the window closes): a file being read is
 * dropped (the import holds the page until it ends). */
static void
sy_box_page_unroot (GtkWidget *widget)
{
  _sy_box_page_cancel_import (SY_BOX_PAGE (widget));
  GTK_WIDGET_CLASS (sy_box_page_parent_class)->unroot (widget);
}

static void
sy_box_page_finalize (GObject *object)
{
  SyBoxPage *self = SY_BOX_PAGE (object);

  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    {
      g_clear_pointer (&self->part_rows[kind], g_ptr_array_unref);
      g_clear_object (&self->parts[kind]);
    }
  g_clear_object (&self->tiles);
  g_clear_pointer (&self->tiles_pending, g_ptr_array_unref);
  g_clear_object (&self->user_data);
  G_OBJECT_CLASS (sy_box_page_parent_class)->finalize (object);
}

static void
sy_box_page_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  SyBoxPage *self = SY_BOX_PAGE (object);

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
sy_box_page_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  SyBoxPage *self = SY_BOX_PAGE (object);

  switch (prop_id)
    {
    case PROP_USER_DATA:
      sy_box_page_set_user_data (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_box_page_class_init (SyBoxPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_box_page_dispose;
  object_class->finalize = sy_box_page_finalize;
  widget_class->unroot = sy_box_page_unroot;
  object_class->get_property = sy_box_page_get_property;
  object_class->set_property = sy_box_page_set_property;

  /**
   * SyBoxPage:user-data: (nullable)
   *
   * The owner of the boxes the page shows and corrects; it tells the page
   * when a box changed elsewhere (#SyUserData::box-changed).
   */
  properties[PROP_USER_DATA] =
    g_param_spec_object ("user-data", NULL, NULL, SY_TYPE_USER_DATA,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/sy-box-page.ui");
  gtk_widget_class_bind_template_child (widget_class, SyBoxPage, edition_row);
  gtk_widget_class_bind_template_child (widget_class, SyBoxPage, tiles_count);
  gtk_widget_class_bind_template_child (widget_class, SyBoxPage, parts_count);
  gtk_widget_class_bind_template_child (widget_class, SyBoxPage, tiles_level);
  gtk_widget_class_bind_template_child (widget_class, SyBoxPage, parts_level);
  gtk_widget_class_bind_template_child (widget_class, SyBoxPage, parts_group);
  gtk_widget_class_bind_template_child (widget_class, SyBoxPage, tiles_group);
  gtk_widget_class_bind_template_child (widget_class, SyBoxPage, tiles_list);
  gtk_widget_class_bind_template_child (widget_class, SyBoxPage, no_tiles);
  gtk_widget_class_bind_template_callback (widget_class, list_keynav_failed_cb);
  gtk_widget_class_bind_template_child (widget_class, SyBoxPage, message);
  gtk_widget_class_bind_template_child (widget_class, SyBoxPage, message_box);
  gtk_widget_class_bind_template_child (widget_class, SyBoxPage, busy);

  gtk_widget_class_install_action (widget_class, "box.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "box.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "box.learn-history", NULL, learn_history_action);
  gtk_widget_class_install_action (widget_class, "box.help", NULL, help_action);
}

static void
sy_box_page_init (SyBoxPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  _sy_box_page_init_rows (self);
  /* The second edition is the one sold now. */
  self->edition = SY_EDITION_SECOND;
  adw_combo_row_set_selected (self->edition_row, self->edition - SY_EDITION_FIRST);
  g_signal_connect (self->edition_row, "notify::selected", G_CALLBACK (edition_selected_cb), self);
  fill (self);
}

/**
 * sy_box_page_get_user_data:
 * @self: a #SyBoxPage
 *
 * Returns: (transfer none) (nullable): the owner of the boxes shown
 */
SyUserData *
sy_box_page_get_user_data (SyBoxPage *self)
{
  g_return_val_if_fail (SY_IS_BOX_PAGE (self), NULL);

  return self->user_data;
}

/**
 * sy_box_page_set_user_data:
 * @self: a #SyBoxPage
 * @user_data: (nullable): the owner of the boxes to show
 *
 * Shows the boxes of @user_data, and follows their changes.
 */
void
sy_box_page_set_user_data (SyBoxPage  *self,
                           SyUserData *user_data)
{
  g_return_if_fail (SY_IS_BOX_PAGE (self));
  g_return_if_fail (user_data == NULL || SY_IS_USER_DATA (user_data));

  if (self->user_data == user_data)
    return;
  if (self->user_data != NULL)
    g_signal_handlers_disconnect_by_func (self->user_data, box_changed_cb, self);
  g_set_object (&self->user_data, user_data);
  if (user_data != NULL)
    g_signal_connect_object (user_data, "box-changed", G_CALLBACK (box_changed_cb), self, 0);
  fill (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_USER_DATA]);
}

/**
 * sy_box_page_new:
 *
 * Returns: (transfer floating): a preferences page showing the box of
 *   pieces entered once, per edition, to correct it and share it
 */
GtkWidget *
sy_box_page_new (void)
{
  return g_object_new (SY_TYPE_BOX_PAGE, NULL);
}
