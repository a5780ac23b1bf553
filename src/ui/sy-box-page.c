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

#include "sy-box-design-row.h"
#include "sy-box-page-private.h"
#include "sy-box-page-dialogs.h"
#include "sy-dialogs.h"
#include "sy-help.h"
#include "sy-yard-view.h"

#define MINIATURE_CELL 36.0
/* Tiles added at a time beyond the first SY_BOX_CANAL_TILES. */
#define TILES_AT_ONCE 6

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

static char *
describe_seen (guint seen,
               guint copies)
{
  g_autofree char *times = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Seen %u time",
                                                         "Seen %u times", seen), seen);

  if (copies <= 1)
    return g_steal_pointer (&times);
  /* Translators: after “Seen 5 times”: one game entered that many of it */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, at least %u in the box",
                                       "%s, at least %u in the box", copies), times, copies);
}

static const char *
kind_plural (SyPartKind kind)
{
  switch (kind)
    {
    case SY_PART_BOW:
      return _("Bows");
    case SY_PART_MIDDLE:
      return _("Middle Parts");
    case SY_PART_STERN:
    case SY_PART_NONE:
    default:
      return _("Sterns");
    }
}

/* Removing */

static void
remove_response_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(SyBoxPage) self = user_data;
  const SyBoxDesign *design = &self->removing;
  SyBox *box;
  gboolean changed;

  if (g_strcmp0 (sy_dialogs_alert_choose_finish (GTK_WIDGET (source), result), "remove") != 0
      || gtk_widget_get_root (GTK_WIDGET (self)) == NULL)
    return;
  box = _sy_box_page_get_box (self, self->edition);
  changed = !design->is_tile ? sy_box_remove_part (box, &design->part)
                             : sy_box_remove_tile (box, &design->tile);
  if (changed)
    {
      _sy_box_page_tell (self, !design->is_tile ? _("The part was removed from the box.")
                                                : _("The tile was removed from the box."), FALSE);
      _sy_box_page_corrected (self, self->edition);
    }
}

/* The design of the row a button is in. */
static const SyBoxDesign *
button_design (GtkButton *button)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), SY_TYPE_BOX_DESIGN_ROW);

  g_assert (row != NULL);
  return sy_box_design_row_get_design (SY_BOX_DESIGN_ROW (row));
}

static void
remove_clicked_cb (GtkButton *button,
                   SyBoxPage *self)
{
  GtkWidget *dialog;

  /* The design asked about is the page's while the question is open: the
   * row may be made again meanwhile. */
  self->removing = *button_design (button);
  dialog = sy_dialogs_confirm (GTK_WIDGET (self),
                               !self->removing.is_tile ? _("Remove the Part?") : _("Remove the Tile?"),
                               _("It is learnt again when a player enters it. Games already saved keep what they recorded."),
                               _("_Cancel"), "remove", _("_Remove"), ADW_RESPONSE_DESTRUCTIVE,
                               NULL, remove_response_cb, g_object_ref (self));
  gtk_widget_set_name (dialog, "box-remove-dialog");
}

/* Correcting */

static void
corrected_cb (SyBoxCorrection   *correction,
              const SyPart      *old_part,
              const SyPart      *new_part,
              const SyCanalTile *old_tile,
              const SyCanalTile *new_tile,
              SyBoxPage         *self)
{
  SyBox *box = _sy_box_page_get_box (self, self->edition);
  g_autoptr(GError) error = NULL;
  gboolean done;

  done = old_part != NULL ? sy_box_replace_part (box, old_part, new_part, &error)
                          : sy_box_replace_tile (box, old_tile, new_tile, &error);
  if (!done)
    {
      _sy_box_page_tell (self, error->message, TRUE);
      return;
    }
  _sy_box_page_tell (self, _("The correction is kept in the box."), FALSE);
  _sy_box_page_corrected (self, self->edition);
}

static void
edit_clicked_cb (GtkButton *button,
                 SyBoxPage *self)
{
  const SyBoxDesign *design = button_design (button);
  GtkWindow *parent = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));
  SyBoxCorrection *correction = !design->is_tile
    ? sy_box_part_dialog_present (parent, self->edition, &design->part)
    : sy_box_tile_dialog_present (parent, &design->tile);

  g_signal_connect_object (correction, "corrected", G_CALLBACK (corrected_cb), self, 0);
}

/* The rows */

static GtkWidget *
button_new (const char *icon,
            const char *name,
            const char *label,
            GCallback   callback,
            SyBoxPage  *self)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_signal_connect (button, "clicked", callback, self);
  return button;
}

static GtkWidget *
design_row_new (SyBoxPage         *self,
                const char        *title,
                const char        *subtitle,
                GtkWidget         *picture,
                const SyBoxDesign *design)
{
  GtkWidget *row = sy_box_design_row_new (design);
  const char *what = design->is_tile ? "tile" : "part";
  g_autofree char *edit_name = g_strdup_printf ("box-%s-edit", what);
  g_autofree char *remove_name = g_strdup_printf ("box-%s-remove", what);

  gtk_widget_set_name (row, what);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), picture);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             button_new ("document-edit-symbolic", edit_name, _("Correct"),
                                         G_CALLBACK (edit_clicked_cb), self));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             button_new ("user-trash-symbolic", remove_name, _("Remove"),
                                         G_CALLBACK (remove_clicked_cb), self));
  return row;
}

/* The symbols of a part, one small picture each, as the yard draws them. */
static GtkWidget *
part_picture_new (const SyPart *part)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (box, 48, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    for (guint n = 0; n < part->symbols[s]; n++)
      gtk_box_append (GTK_BOX (box), sy_symbol_icon_new ((SySymbol) s));
  return box;
}

/* The designs of one kind, put in its row when it is first opened: a
 * box of hundreds of designs (a shared one, or a hostile file) is shown
 * and refilled at once, the rows being made only when looked at. */
static void
fill_kind (SyBoxPage  *self,
           SyPartKind  kind)
{
  g_autoptr(GPtrArray) parts = sy_box_list_parts (_sy_box_page_get_box (self, self->edition), kind);

  if (self->kind_filled[kind])
    return;
  self->kind_filled[kind] = TRUE;
  for (guint i = 0; i < parts->len; i++)
    {
      const SyBoxPart *part = g_ptr_array_index (parts, i);
      g_autofree char *title = sy_part_describe (&part->part);
      g_autofree char *seen = describe_seen (part->seen, part->copies);
      SyBoxDesign design = { .is_tile = FALSE, .part = part->part };

      adw_expander_row_add_row (self->kind_rows[kind],
                                design_row_new (self, title, seen,
                                                part_picture_new (&part->part), &design));
    }
}

static void
expanded_cb (AdwExpanderRow *row,
             GParamSpec     *pspec,
             SyBoxPage      *self)
{
  SyPartKind kind = SY_PART_BOW;

  while (kind < SY_PART_STERN && self->kind_rows[kind] != row)
    kind++;

  self->expanded[kind] = adw_expander_row_get_expanded (row);
  if (self->expanded[kind])
    fill_kind (self, kind);
}

static void
add_row (SyBoxPage           *self,
         AdwPreferencesGroup *group,
         GtkWidget           *row)
{
  adw_preferences_group_add (group, row);
  g_ptr_array_add (self->rows, row);
}

static void
fill_parts (SyBoxPage   *self,
            const SyBox *box)
{
  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    {
      g_autoptr(GPtrArray) parts = sy_box_list_parts (box, kind);
      guint n = parts->len;
      g_autofree char *name = g_strdup_printf ("box-parts-%u", kind);
      g_autofree char *subtitle = NULL;
      GtkWidget *expander = adw_expander_row_new ();

      subtitle = n == 0 ? g_strdup (_("None entered yet"))
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u design", "%u designs", n), n);
      gtk_widget_set_name (expander, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), kind_plural (kind));
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
      gtk_widget_set_sensitive (expander, n > 0);
      self->kind_rows[kind] = ADW_EXPANDER_ROW (expander);
      self->kind_filled[kind] = FALSE;
      if (n > 0 && self->expanded[kind])
        {
          fill_kind (self, kind);
          adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
        }
      g_signal_connect (expander, "notify::expanded", G_CALLBACK (expanded_cb), self);
      add_row (self, self->parts_group, expander);
    }
}

static void
add_tile_row (SyBoxPage       *self,
              const SyBoxTile *tile)
{
  const SyCanalShape *shape = sy_canal_palette_find (sy_canal_palette_get_default (),
                                                     tile->tile.shape);
  g_autofree char *marks = sy_box_describe_marks (&tile->tile);
  g_autofree char *seen = describe_seen (tile->seen, 1);
  g_autofree char *subtitle = g_strconcat (marks, "\n", seen, NULL);

  SyBoxDesign design = { .is_tile = TRUE, .tile = tile->tile };

  add_row (self, self->tiles_group,
           design_row_new (self, shape != NULL ? sy_canal_shape_get_name (shape) : tile->tile.shape,
                           subtitle, sy_box_tile_picture_new (&tile->tile, MINIATURE_CELL),
                           &design));
}

/* Beyond a box's worth of tiles (a hostile file, or designs entered
 * wrongly), the rest are added a few at a time between frames: each
 * miniature costs some milliseconds to lay out, and the window goes on
 * drawing meanwhile. */
static gboolean
fill_tiles_more (gpointer user_data)
{
  SyBoxPage *self = user_data;
  guint end = MIN (self->tiles_pending->len, TILES_AT_ONCE);

  for (guint i = 0; i < end; i++)
    add_tile_row (self, &g_array_index (self->tiles_pending, SyBoxTile, i));
  g_array_remove_range (self->tiles_pending, 0, end);
  if (self->tiles_pending->len > 0)
    return G_SOURCE_CONTINUE;
  self->tiles_id = 0;
  return G_SOURCE_REMOVE;
}

static void
fill_tiles (SyBoxPage   *self,
            const SyBox *box)
{
  g_autoptr(GPtrArray) tiles = sy_box_list_tiles (box);

  if (tiles->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      gtk_widget_set_name (row, "box-no-tiles");
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("None entered yet"));
      add_row (self, self->tiles_group, row);
      return;
    }
  for (guint i = 0; i < tiles->len; i++)
    {
      const SyBoxTile *tile = g_ptr_array_index (tiles, i);

      if (i < SY_BOX_CANAL_TILES)
        add_tile_row (self, tile);
      else
        g_array_append_val (self->tiles_pending, *tile);
    }
  if (self->tiles_pending->len > 0 && self->tiles_id == 0)
    self->tiles_id = g_idle_add_full (G_PRIORITY_LOW, fill_tiles_more, self, NULL);
}

static void
fill (SyBoxPage *self)
{
  SyBox *box = _sy_box_page_get_box (self, self->edition);
  guint tiles = box != NULL ? sy_box_count_tiles (box) : 0;
  guint parts = box != NULL ? sy_box_count_parts (box) : 0;
  g_autofree char *tiles_text = NULL;
  g_autofree char *parts_text = NULL;

  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);

      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP)), row);
    }
  g_ptr_array_set_size (self->rows, 0);
  g_array_set_size (self->tiles_pending, 0);

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
  if (box == NULL)
    return;
  fill_parts (self, box);
  fill_tiles (self, box);
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
  memset (self->expanded, 0, sizeof self->expanded);
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

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->tiles_pending, g_array_unref);
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
  self->rows = g_ptr_array_new ();
  self->tiles_pending = g_array_new (FALSE, FALSE, sizeof (SyBoxTile));
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
