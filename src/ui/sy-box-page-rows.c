/* sy-box-page-rows.c: the box page's designs, each kind of part and the
 * canal tiles, as rows that follow list models
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each kind of part and the tiles are a GListStore of SyBoxItem, spliced
 * when the box changes (sy_box_items_splice()): a design learnt, corrected
 * or removed makes or drops its own row, and every other row stays the
 * same widget. The tiles are a boxed list bound to their store
 * (gtk_list_box_bind_model(); libadwaita 1.2's preferences group binds no
 * model); a kind of part is an expander row whose rows follow its store
 * once it is opened. Each row's Correct and Remove buttons act on its
 * design.
 */
#define G_LOG_DOMAIN "sy-box-page"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-box-design-row.h"
#include "sy-box-item.h"
#include "sy-box-page-private.h"
#include "sy-box-page-dialogs.h"
#include "sy-dialogs.h"
#include "sy-yard-view.h"

#define MINIATURE_CELL 36.0
/* Tiles added at a time beyond the first SY_BOX_CANAL_TILES. */
#define TILES_AT_ONCE 6

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

static GtkWidget *
part_row_new (SyBoxPage *self,
              SyBoxItem *item)
{
  const SyBoxDesign *design = sy_box_item_get_design (item);
  g_autofree char *title = sy_part_describe (&design->part);
  g_autofree char *seen = describe_seen (sy_box_item_get_seen (item), sy_box_item_get_copies (item));

  return design_row_new (self, title, seen, part_picture_new (&design->part), design);
}

/* The rows of a kind follow its store once it was first opened: a box
 * of hundreds of designs (a shared one, or a hostile file) is shown and
 * changed at once, the rows being made only when looked at. The rows the
 * splice leaves stay the same widgets; those after it are put back in
 * order (an expander row appends only). */
static void
parts_changed_cb (GListModel *store,
                  guint       position,
                  guint       removed,
                  guint       added,
                  SyBoxPage  *self)
{
  SyPartKind kind = SY_PART_BOW;
  GPtrArray *rows;

  while (kind < SY_PART_STERN && G_LIST_MODEL (self->parts[kind]) != store)
    kind++;
  rows = self->part_rows[kind];
  if (!self->kind_filled[kind])
    return;
  for (guint i = position; i < rows->len; i++)
    adw_expander_row_remove (self->kind_rows[kind], g_ptr_array_index (rows, i));
  g_ptr_array_remove_range (rows, position, removed);
  for (guint i = 0; i < added; i++)
    {
      g_autoptr(SyBoxItem) item = g_list_model_get_item (store, position + i);

      g_ptr_array_insert (rows, position + i, g_object_ref_sink (part_row_new (self, item)));
    }
  for (guint i = position; i < rows->len; i++)
    adw_expander_row_add_row (self->kind_rows[kind], g_ptr_array_index (rows, i));
}

/* The designs of one kind, put in its row when it is first opened. */
static void
fill_kind (SyBoxPage  *self,
           SyPartKind  kind)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->parts[kind]));

  if (self->kind_filled[kind])
    return;
  self->kind_filled[kind] = TRUE;
  g_assert (self->part_rows[kind]->len == 0);
  parts_changed_cb (G_LIST_MODEL (self->parts[kind]), 0, 0, n, self);
}

/* Another edition shown: each kind's row closed and emptied. */
void
_sy_box_page_empty_kinds (SyBoxPage *self)
{
  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    {
      GPtrArray *rows = self->part_rows[kind];

      adw_expander_row_set_expanded (self->kind_rows[kind], FALSE);
      for (guint i = 0; i < rows->len; i++)
        adw_expander_row_remove (self->kind_rows[kind], g_ptr_array_index (rows, i));
      g_ptr_array_set_size (rows, 0);
      self->kind_filled[kind] = FALSE;
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

  if (adw_expander_row_get_expanded (row))
    fill_kind (self, kind);
}

static void
fill_parts (SyBoxPage   *self,
            const SyBox *box)
{
  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    {
      g_autoptr(GPtrArray) parts = box != NULL ? sy_box_list_parts (box, kind) : g_ptr_array_new ();
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
      guint n = parts->len;
      g_autofree char *subtitle = NULL;
      AdwExpanderRow *expander = self->kind_rows[kind];

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (items, sy_box_item_new_part (g_ptr_array_index (parts, i)));
      sy_box_items_splice (self->parts[kind], items, G_MAXUINT);
      subtitle = n == 0 ? g_strdup (_("None entered yet"))
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u design", "%u designs", n), n);
      adw_expander_row_set_subtitle (expander, subtitle);
      gtk_widget_set_sensitive (GTK_WIDGET (expander), n > 0);
      gtk_widget_set_visible (GTK_WIDGET (expander), box != NULL);
      if (n == 0)
        adw_expander_row_set_expanded (expander, FALSE);
    }
}

static GtkWidget *
tile_row_new (gpointer item,
              gpointer user_data)
{
  SyBoxPage *self = user_data;
  const SyBoxDesign *design = sy_box_item_get_design (item);
  const SyCanalShape *shape = sy_canal_palette_find (sy_canal_palette_get_default (),
                                                     design->tile.shape);
  g_autofree char *marks = sy_box_describe_marks (&design->tile);
  g_autofree char *seen = describe_seen (sy_box_item_get_seen (item), 1);
  g_autofree char *subtitle = g_strconcat (marks, "\n", seen, NULL);

  return design_row_new (self, shape != NULL ? sy_canal_shape_get_name (shape) : design->tile.shape,
                         subtitle, sy_box_tile_picture_new (&design->tile, MINIATURE_CELL), design);
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

  g_list_store_splice (self->tiles, g_list_model_get_n_items (G_LIST_MODEL (self->tiles)), 0,
                       self->tiles_pending->pdata, end);
  g_ptr_array_remove_range (self->tiles_pending, 0, end);
  if (self->tiles_pending->len > 0)
    return G_SOURCE_CONTINUE;
  self->tiles_id = 0;
  return G_SOURCE_REMOVE;
}

static void
fill_tiles (SyBoxPage   *self,
            const SyBox *box)
{
  g_autoptr(GPtrArray) tiles = box != NULL ? sy_box_list_tiles (box) : g_ptr_array_new ();
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  /* As many as are shown already, at least a box's worth, at once. */
  guint now = MAX (SY_BOX_CANAL_TILES, g_list_model_get_n_items (G_LIST_MODEL (self->tiles)));

  g_clear_handle_id (&self->tiles_id, g_source_remove);
  g_ptr_array_set_size (self->tiles_pending, 0);
  for (guint i = 0; i < tiles->len; i++)
    g_ptr_array_add (items, sy_box_item_new_tile (g_ptr_array_index (tiles, i)));
  sy_box_items_splice (self->tiles, items, now);
  for (guint i = now; i < items->len; i++)
    g_ptr_array_add (self->tiles_pending, g_object_ref (g_ptr_array_index (items, i)));
  if (self->tiles_pending->len > 0)
    self->tiles_id = g_idle_add_full (G_PRIORITY_LOW, fill_tiles_more, self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->tiles_list), box != NULL);
}

/* The three kinds' rows, made once, and the models. */
void
_sy_box_page_init_rows (SyBoxPage *self)
{
  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    {
      g_autofree char *name = g_strdup_printf ("box-parts-%u", kind);
      GtkWidget *expander = adw_expander_row_new ();

      self->parts[kind] = g_list_store_new (SY_TYPE_BOX_ITEM);
      self->part_rows[kind] = g_ptr_array_new_with_free_func (g_object_unref);
      g_signal_connect (self->parts[kind], "items-changed", G_CALLBACK (parts_changed_cb), self);
      gtk_widget_set_name (expander, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), kind_plural (kind));
      g_signal_connect (expander, "notify::expanded", G_CALLBACK (expanded_cb), self);
      self->kind_rows[kind] = ADW_EXPANDER_ROW (expander);
      adw_preferences_group_add (self->parts_group, expander);
    }
  self->tiles = g_list_store_new (SY_TYPE_BOX_ITEM);
  self->tiles_pending = g_ptr_array_new_with_free_func (g_object_unref);
  gtk_list_box_bind_model (self->tiles_list, G_LIST_MODEL (self->tiles), tile_row_new, self, NULL);
  gtk_list_box_set_placeholder (self->tiles_list, self->no_tiles);
}

/* The rows follow @box (%NULL: none shown). */
void
_sy_box_page_fill_rows (SyBoxPage   *self,
                        const SyBox *box)
{
  fill_parts (self, box);
  fill_tiles (self, box);
}
