/* sy-box-page-dialogs.c: correcting one design of the box: a part's kind and
 * symbols, a tile's shape and officials
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A part is corrected with the rows the Build Ships form enters it with (the
 * kind, a spin button per symbol); a tile as the Rent Canal form enters it
 * (its shape, then each water space tapped on a large drawing to go round
 * the officials), always as the shape is drawn: the box keeps a tile
 * whatever way it was turned.
 */
#define G_LOG_DOMAIN "sy-box-page"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-box-page-dialogs.h"
#include "sy-canals-view.h"
#include "sy-dialogs.h"
#include "sy-entry-rows.h"
#include "sy-yard-view.h"

#define LARGE_CELL 144.0

/* The form an alert holds while a design is corrected: the design as the
 * box has it and as it is being corrected. */
struct _SyBoxCorrection
{
  GtkBox parent_instance;

  gboolean is_tile;

  SyPart part;
  AdwComboRow *kind_row;
  GtkSpinButton *symbols[SY_N_SYMBOLS];

  SyCanalTile original;          /* the tile as the box has it, */
  SyCanalTile tile;              /* and as it is being corrected */
  AdwComboRow *shape_row;
  SyCanalsView *tile_view;
  GtkLabel *marks_label;
};

G_DEFINE_FINAL_TYPE (SyBoxCorrection, sy_box_correction, GTK_TYPE_BOX)

enum {
  CORRECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
sy_box_correction_class_init (SyBoxCorrectionClass *klass)
{
  /**
   * SyBoxCorrection::corrected:
   * @self: the correction
   * @old_part: (nullable): the part corrected, or %NULL for a tile
   * @new_part: (nullable): what it should be
   * @old_tile: (nullable): the tile corrected, or %NULL for a part
   * @new_tile: (nullable): what it should be
   *
   * The user saved the correction (a #SyPart or #SyCanalTile each); the
   * alert closes after the emission.
   */
  signals[CORRECTED] = g_signal_new ("corrected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 4, G_TYPE_POINTER,
                                     G_TYPE_POINTER, G_TYPE_POINTER, G_TYPE_POINTER);
}

static void
sy_box_correction_init (SyBoxCorrection *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 12);
}

/* The alert's answer, given while it is still open: its form is read. */
static void
response_cb (GtkWidget       *dialog,
             const char      *response,
             SyBoxCorrection *self)
{
  SyPart part = self->part;

  if (g_strcmp0 (response, "save") != 0)
    return;
  if (self->is_tile)
    {
      g_signal_emit (self, signals[CORRECTED], 0, NULL, NULL, &self->original, &self->tile);
      return;
    }
  part.kind = (SyPartKind) (adw_combo_row_get_selected (self->kind_row) + SY_PART_BOW);
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    part.symbols[s] = self->symbols[s] != NULL
      ? (guint8) gtk_spin_button_get_value_as_int (self->symbols[s]) : 0;
  g_signal_emit (self, signals[CORRECTED], 0, &self->part, &part, NULL, NULL);
}

/* Shows the correction as an alert holding its small form. */
static void
dialog_show (GtkWidget       *parent,
             const char      *heading,
             SyBoxCorrection *self)
{
  GtkWidget *dialog = sy_dialogs_alert_new (heading,
                                            _("Games already saved keep what they recorded."));

  gtk_widget_set_name (dialog, "box-correct-dialog");
  sy_dialogs_alert_add_response (dialog, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  sy_dialogs_alert_add_response (dialog, "save", _("_Save"), ADW_RESPONSE_SUGGESTED);
  sy_dialogs_alert_set_default_response (dialog, "save");
  sy_dialogs_alert_set_extra_child (dialog, GTK_WIDGET (self));
  /* Both alerts' response signal passes (alert, response id); the form
   * goes with the alert. */
  g_signal_connect_object (dialog, "response", G_CALLBACK (response_cb), self, 0);
  sy_dialogs_alert_choose (dialog, parent, NULL, NULL, NULL);
}

/* Parts */

/* “Cabin”: a symbol's name opening a row's title. */
static char *
row_title (SySymbol symbol)
{
  const char *name = sy_symbol_get_name (symbol);
  const char *rest = g_utf8_next_char (name);
  g_autofree char *first = g_utf8_strup (name, rest - name);

  return g_strconcat (first, rest, NULL);
}

/**
 * sy_box_part_dialog_present:
 * @parent: the window it belongs to
 * @edition: the box's edition, whose symbols are offered
 * @part: the design to correct
 *
 * Shows the part's kind and a spin button for each symbol of @edition.
 *
 * Returns: (transfer none): the correction, which emits
 *   #SyBoxCorrection::corrected when it is saved; it goes with the alert
 */
SyBoxCorrection *
sy_box_part_dialog_present (GtkWindow    *parent,
                            SyEdition     edition,
                            const SyPart *part)
{
  const SyCatalog *catalog = sy_catalog_get (edition);
  SyBoxCorrection *correction = g_object_new (SY_TYPE_BOX_CORRECTION, NULL);
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  GtkWidget *list = sy_entry_list_new ();

  correction->part = *part;

  gtk_string_list_append (kinds, _("Bow"));
  gtk_string_list_append (kinds, _("Middle part"));
  gtk_string_list_append (kinds, _("Stern"));
  correction->kind_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (correction->kind_row), _("Part"));
  gtk_widget_set_name (GTK_WIDGET (correction->kind_row), "box-part-kind");
  adw_combo_row_set_model (correction->kind_row, G_LIST_MODEL (kinds));
  adw_combo_row_set_selected (correction->kind_row, part->kind - SY_PART_BOW);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (correction->kind_row));

  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    {
      g_autofree char *name = NULL;
      g_autofree char *title = NULL;
      GtkWidget *row;

      if (!catalog->has_symbol[s] && part->symbols[s] == 0)
        continue;
      name = g_strconcat ("box-symbol-", sy_symbol_to_id ((SySymbol) s), NULL);
      title = row_title ((SySymbol) s);
      row = sy_entry_spin_row_new (title, 0, SY_MAX_SYMBOLS_PER_PART, &correction->symbols[s]);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), sy_symbol_icon_new ((SySymbol) s));
      gtk_widget_set_name (GTK_WIDGET (correction->symbols[s]), name);
      gtk_spin_button_set_value (correction->symbols[s], part->symbols[s]);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }

  gtk_box_append (GTK_BOX (correction), list);
  dialog_show (GTK_WIDGET (parent), _("Correct the Part"), correction);
  return correction;
}

/* Tiles */

GtkWidget *
sy_box_tile_picture_new (const SyCanalTile *tile,
                         double             cell)
{
  SyCanals single;
  GtkWidget *view;

  sy_canals_init (&single);
  sy_canals_place (&single, sy_canal_palette_get_default (), 0, 0, tile, NULL);
  view = sy_canals_view_new (&single);
  sy_canals_view_set_cell_size (SY_CANALS_VIEW (view), cell);
  gtk_widget_set_can_target (view, FALSE);
  gtk_widget_set_halign (view, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (view, GTK_ALIGN_CENTER);
  return view;
}

/**
 * sy_box_describe_marks:
 * @tile: a tile as its shape is drawn
 *
 * Returns: (transfer full): its officials in words, “North: soldier
 *   official, Centre: Blue Riband”
 */
char *
sy_box_describe_marks (const SyCanalTile *tile)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    if (tile->marks[p] != SY_MARK_NONE)
      {
        if (text->len > 0)
          g_string_append (text, _(", "));
        g_string_append_printf (text, _("%s: %s"), sy_canal_position_label (p),
                                sy_canal_mark_label ((SyCanalMark) tile->marks[p]));
      }
  if (text->len == 0)
    g_string_append (text, _("Plain water on every space"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
tile_update (SyBoxCorrection *correction)
{
  g_autofree char *marks = sy_box_describe_marks (&correction->tile);
  SyCanals single;

  sy_canals_init (&single);
  sy_canals_place (&single, sy_canal_palette_get_default (), 0, 0, &correction->tile, NULL);
  sy_canals_view_set_canals (correction->tile_view, &single);
  gtk_label_set_text (correction->marks_label, marks);
}

static void
shape_selected_cb (AdwComboRow     *row,
                   GParamSpec      *pspec,
                   SyBoxCorrection *correction)
{
  const SyCanalShape *shape = sy_canal_palette_get_shape (sy_canal_palette_get_default (),
                                                          adw_combo_row_get_selected (row));

  if (shape == NULL)
    return;
  g_strlcpy (correction->tile.shape, shape->id, sizeof correction->tile.shape);
  /* Marks stay on the positions that still hold water. */
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    if (!(shape->view.spaces & (1u << p)))
      correction->tile.marks[p] = SY_MARK_NONE;
  tile_update (correction);
}

static void
space_activated_cb (SyCanalsView    *view,
                    int              x,
                    int              y,
                    guint            position,
                    SyBoxCorrection *correction)
{
  g_assert (position < SY_TILE_POSITIONS);

  /* plain → soldier → … → Blue Riband → plain, as in the Rent Canal form */
  correction->tile.marks[position] = (correction->tile.marks[position] + 1) % SY_N_MARKS;
  tile_update (correction);
}

/**
 * sy_box_tile_dialog_present:
 * @parent: the window it belongs to
 * @tile: the tile to correct, as its shape is drawn
 *
 * Shows the tile's shape to choose and a large drawing of it whose water
 * spaces are tapped to go round the officials.
 *
 * Returns: (transfer none): the correction, which emits
 *   #SyBoxCorrection::corrected when it is saved; it goes with the alert
 */
SyBoxCorrection *
sy_box_tile_dialog_present (GtkWindow         *parent,
                            const SyCanalTile *tile)
{
  const SyCanalPalette *palette = sy_canal_palette_get_default ();
  SyBoxCorrection *correction = g_object_new (SY_TYPE_BOX_CORRECTION, NULL);
  g_autoptr(GtkStringList) shapes = gtk_string_list_new (NULL);
  GtkBox *box = GTK_BOX (correction);
  GtkWidget *list = sy_entry_list_new ();
  GtkWidget *hint = gtk_label_new (_("Tap a water space to go round the officials."));
  guint selected = 0;

  correction->is_tile = TRUE;
  correction->original = *tile;
  correction->tile = *tile;
  correction->tile.rotation = 0;

  for (guint i = 0; i < sy_canal_palette_get_n_shapes (palette); i++)
    {
      const SyCanalShape *shape = sy_canal_palette_get_shape (palette, i);

      gtk_string_list_append (shapes, sy_canal_shape_get_name (shape));
      if (g_str_equal (shape->id, tile->shape))
        selected = i;
    }
  correction->shape_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (correction->shape_row), _("Shape"));
  gtk_widget_set_name (GTK_WIDGET (correction->shape_row), "box-tile-shape");
  adw_combo_row_set_model (correction->shape_row, G_LIST_MODEL (shapes));
  adw_combo_row_set_selected (correction->shape_row, selected);
  g_signal_connect (correction->shape_row, "notify::selected", G_CALLBACK (shape_selected_cb),
                    correction);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (correction->shape_row));
  gtk_box_append (box, list);

  correction->tile_view = SY_CANALS_VIEW (sy_box_tile_picture_new (&correction->tile, LARGE_CELL));
  gtk_widget_set_can_target (GTK_WIDGET (correction->tile_view), TRUE);
  gtk_widget_set_name (GTK_WIDGET (correction->tile_view), "box-tile-view");
  sy_canals_view_set_spaces_active (correction->tile_view, TRUE);
  g_signal_connect (correction->tile_view, "space-activated", G_CALLBACK (space_activated_cb),
                    correction);
  gtk_box_append (box, GTK_WIDGET (correction->tile_view));

  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_box_append (box, hint);
  correction->marks_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (correction->marks_label, TRUE);
  gtk_widget_set_name (GTK_WIDGET (correction->marks_label), "box-tile-marks");
  gtk_box_append (box, GTK_WIDGET (correction->marks_label));
  tile_update (correction);

  dialog_show (GTK_WIDGET (parent), _("Correct the Tile"), correction);
  return correction;
}
