/* sy-canal-tile-editor.c: a canal tile drawn large, its shape, turn and officials tapped
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tile as it lies, one tap a change: its shape from the palette drawn
 * in miniature, turned by quarter turns, the official on each water space
 * tapped on a large drawing of the tile. The officials are printed on the
 * tile: they turn with it, and stay on the spaces that still hold water
 * when the shape changes. The legend under it says what each pays.
 */
#define G_LOG_DOMAIN "sy-canal-tile-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-canal-legend.h"
#include "sy-canal-tile-editor.h"
#include "sy-canals-view.h"
#include "sy-tile-picker.h"

/* The side of a shape's picture: a 42-pixel cell and its margins. */
#define MINIATURE 46
#define LARGE_CELL 144.0

struct _SyCanalTileEditor
{
  GtkBox parent_instance;

  SyEdition edition;
  guint shape;
  guint rotation;
  guint8 marks[SY_TILE_POSITIONS];
  GtkToggleButton **shape_buttons;     /* one a shape of the palette, in its order */

  /* Template widgets */
  GtkWidget *shape_section;
  GtkWidget *shapes;
  GtkWidget *shape_name;
  SyCanalsView *tile_view;
  GtkWidget *rotation_label;
  GtkWidget *marks_label;
};

G_DEFINE_FINAL_TYPE (SyCanalTileEditor, sy_canal_tile_editor, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_EDITION,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const SyCanalShape *
editor_shape (SyCanalTileEditor *self)
{
  return sy_canal_palette_get_shape (sy_canal_palette_get_default (), self->shape);
}

static const char *
rotation_label (guint rotation)
{
  switch (rotation % 4)
    {
    case 1:
      return _("Turned a quarter right");
    case 2:
      return _("Turned half round");
    case 3:
      return _("Turned a quarter left");
    default:
      return _("As drawn");
    }
}

static void
describe_marks (SyCanalTileEditor *self,
                const SyTileView  *view)
{
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    if ((view->spaces & (1u << p)) && self->marks[p] != SY_MARK_NONE)
      {
        if (text->len > 0)
          g_string_append (text, ", ");
        /* Translators: a position on the tile and its mark, “North: soldier official” */
        g_string_append_printf (text, _("%s: %s"), sy_canal_position_label (p),
                                sy_canal_mark_label ((SyCanalMark) self->marks[p]));
      }
  if (text->len == 0)
    g_string_append (text, _("Plain water on every space"));
  gtk_label_set_text (GTK_LABEL (self->marks_label), text->str);
  g_string_free (text, TRUE);
}

/* The palette's choice, the words under it and the large tile, alone,
 * each water space a button. */
static void
update (SyCanalTileEditor *self)
{
  const SyCanalPalette *palette = sy_canal_palette_get_default ();
  SyCanals single;
  SyCanalTile tile;

  sy_canal_tile_editor_get_tile (self, &tile);
  for (guint i = 0; i < sy_canal_palette_get_n_shapes (palette); i++)
    gtk_toggle_button_set_active (self->shape_buttons[i], i == self->shape);
  gtk_label_set_text (GTK_LABEL (self->shape_name), sy_canal_shape_get_name (editor_shape (self)));
  gtk_label_set_text (GTK_LABEL (self->rotation_label), rotation_label (self->rotation));

  sy_canals_init (&single);
  if (sy_canals_place (&single, palette, 0, 0, &tile, NULL))
    describe_marks (self, &single.tiles[0].view);
  sy_canals_view_set_canals (self->tile_view, &single);
}

/* A tap changed the tile: shown, then told. */
static void
changed (SyCanalTileEditor *self,
         gboolean           turned)
{
  update (self);
  g_signal_emit (self, signals[CHANGED], 0, turned);
}

static void
shape_toggled_cb (GtkToggleButton   *button,
                  SyCanalTileEditor *self)
{
  guint n = sy_canal_palette_get_n_shapes (sy_canal_palette_get_default ());
  guint index = 0;
  SyTileView view;

  while (index < n && self->shape_buttons[index] != button)
    index++;
  if (!gtk_toggle_button_get_active (button) || index >= n || index == self->shape)
    return;
  self->shape = index;
  /* Marks stay on the positions that still hold water. */
  sy_tile_view_rotate (&editor_shape (self)->view, self->rotation, &view);
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    if (!(view.spaces & (1u << p)))
      self->marks[p] = SY_MARK_NONE;
  changed (self, FALSE);
}

static void
rotate_right_cb (SyCanalTileEditor *self)
{
  sy_canal_tile_editor_rotate (self, 1);
}

static void
rotate_left_cb (SyCanalTileEditor *self)
{
  sy_canal_tile_editor_rotate (self, 3);
}

static void
space_activated_cb (SyCanalsView      *view,
                    int                x,
                    int                y,
                    guint              position,
                    SyCanalTileEditor *self)
{
  g_assert (position < SY_TILE_POSITIONS);

  /* plain → soldier → businessman → lantern → lifeboat → lifebuoy →
   * Blue Riband → plain */
  self->marks[position] = (self->marks[position] + 1) % SY_N_MARKS;
  changed (self, FALSE);
}

/* One toggle button a shape, its drawing in miniature. */
static void
fill_shapes (SyCanalTileEditor *self)
{
  const SyCanalPalette *palette = sy_canal_palette_get_default ();
  guint n = sy_canal_palette_get_n_shapes (palette);
  GtkToggleButton *group = NULL;

  self->shape_buttons = g_new0 (GtkToggleButton *, n);
  for (guint i = 0; i < n; i++)
    {
      const SyCanalShape *shape = sy_canal_palette_get_shape (palette, i);
      SyCanalTile tile = { 0, };
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *drawing;
      g_autofree char *name = g_strdup_printf ("canal-shape-%s", shape->id);

      /* One drawing area each, as the box's tiles are shown: a whole
       * canals view per shape made a form of 12 shapes cost 48 widgets. */
      g_strlcpy (tile.shape, shape->id, sizeof tile.shape);
      drawing = sy_tile_miniature_new (&tile, MINIATURE);
      gtk_widget_set_can_target (drawing, FALSE);
      gtk_button_set_child (GTK_BUTTON (button), drawing);
      gtk_widget_add_css_class (button, "canal-shape-choice");
      gtk_widget_set_name (button, name);
      gtk_widget_set_tooltip_text (button, sy_canal_shape_get_name (shape));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      sy_canal_shape_get_name (shape), -1);
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      g_signal_connect (button, "toggled", G_CALLBACK (shape_toggled_cb), self);
      gtk_flow_box_insert (GTK_FLOW_BOX (self->shapes), button, -1);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      self->shape_buttons[i] = GTK_TOGGLE_BUTTON (button);
    }
}

/* What the template cannot hold: the palette's shapes and the legend in
 * the edition's words. */
static void
sy_canal_tile_editor_constructed (GObject *object)
{
  SyCanalTileEditor *self = SY_CANAL_TILE_EDITOR (object);

  G_OBJECT_CLASS (sy_canal_tile_editor_parent_class)->constructed (object);

  fill_shapes (self);
  gtk_box_append (GTK_BOX (self), sy_canal_legend_new (self->edition));
  sy_canal_tile_editor_reset (self);
}

static void
sy_canal_tile_editor_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SY_TYPE_CANAL_TILE_EDITOR);

  G_OBJECT_CLASS (sy_canal_tile_editor_parent_class)->dispose (object);
}

static void
sy_canal_tile_editor_finalize (GObject *object)
{
  g_free (SY_CANAL_TILE_EDITOR (object)->shape_buttons);

  G_OBJECT_CLASS (sy_canal_tile_editor_parent_class)->finalize (object);
}

static void
sy_canal_tile_editor_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  SyCanalTileEditor *self = SY_CANAL_TILE_EDITOR (object);

  switch (prop_id)
    {
    case PROP_EDITION:
      g_value_set_int (value, self->edition);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_canal_tile_editor_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  SyCanalTileEditor *self = SY_CANAL_TILE_EDITOR (object);

  switch (prop_id)
    {
    case PROP_EDITION:
      self->edition = (SyEdition) g_value_get_int (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_canal_tile_editor_class_init (SyCanalTileEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_canal_tile_editor_constructed;
  object_class->dispose = sy_canal_tile_editor_dispose;
  object_class->finalize = sy_canal_tile_editor_finalize;
  object_class->get_property = sy_canal_tile_editor_get_property;
  object_class->set_property = sy_canal_tile_editor_set_property;

  /**
   * SyCanalTileEditor:edition:
   *
   * The game's edition (a #SyEdition), whose words the legend uses.
   */
  properties[PROP_EDITION] =
    g_param_spec_int ("edition", NULL, NULL, SY_EDITION_FIRST, SY_EDITION_SECOND, SY_EDITION_SECOND,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyCanalTileEditor::changed:
   * @self: the editor
   * @turned: whether the tile was only turned (it is still the tile it was)
   *
   * A tap changed the tile: its shape, how it lies or an official.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-canal-tile-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, SyCanalTileEditor, shape_section);
  gtk_widget_class_bind_template_child (widget_class, SyCanalTileEditor, shapes);
  gtk_widget_class_bind_template_child (widget_class, SyCanalTileEditor, shape_name);
  gtk_widget_class_bind_template_child (widget_class, SyCanalTileEditor, tile_view);
  gtk_widget_class_bind_template_child (widget_class, SyCanalTileEditor, rotation_label);
  gtk_widget_class_bind_template_child (widget_class, SyCanalTileEditor, marks_label);
  gtk_widget_class_bind_template_callback (widget_class, rotate_left_cb);
  gtk_widget_class_bind_template_callback (widget_class, rotate_right_cb);
  gtk_widget_class_bind_template_callback (widget_class, space_activated_cb);
}

static void
sy_canal_tile_editor_init (SyCanalTileEditor *self)
{
  g_type_ensure (SY_TYPE_CANALS_VIEW);
  gtk_widget_init_template (GTK_WIDGET (self));
  sy_canals_view_set_cell_size (self->tile_view, LARGE_CELL);
  sy_canals_view_set_spaces_active (self->tile_view, TRUE);
}

/**
 * sy_canal_tile_editor_new:
 * @edition: the game's edition
 *
 * Returns: (transfer floating): an editor of a canal tile, the first shape
 *   of the palette as drawn, plain water on every space
 */
GtkWidget *
sy_canal_tile_editor_new (SyEdition edition)
{
  return g_object_new (SY_TYPE_CANAL_TILE_EDITOR, "edition", edition, NULL);
}

/**
 * sy_canal_tile_editor_reset:
 * @self: the editor
 *
 * Shows the tile a new editor starts with, the first shape of the palette
 * as drawn, plain water on every space, its widgets kept (no
 * #SyCanalTileEditor::changed).
 */
void
sy_canal_tile_editor_reset (SyCanalTileEditor *self)
{
  g_return_if_fail (SY_IS_CANAL_TILE_EDITOR (self));

  self->shape = 0;
  self->rotation = 0;
  memset (self->marks, SY_MARK_NONE, sizeof self->marks);
  update (self);
}

/**
 * sy_canal_tile_editor_get_tile:
 * @self: the editor
 * @tile: (out caller-allocates): the tile as it lies
 */
void
sy_canal_tile_editor_get_tile (SyCanalTileEditor *self,
                               SyCanalTile       *tile)
{
  g_return_if_fail (SY_IS_CANAL_TILE_EDITOR (self));

  memset (tile, 0, sizeof *tile);
  g_strlcpy (tile->shape, editor_shape (self)->id, sizeof tile->shape);
  tile->rotation = self->rotation;
  memcpy (tile->marks, self->marks, sizeof tile->marks);
}

/**
 * sy_canal_tile_editor_set_tile:
 * @self: the editor
 * @tile: a tile, its shape one of the palette's
 *
 * Shows @tile, as the players tapped it elsewhere (no #SyCanalTileEditor::changed).
 */
void
sy_canal_tile_editor_set_tile (SyCanalTileEditor *self,
                               const SyCanalTile *tile)
{
  const SyCanalPalette *palette = sy_canal_palette_get_default ();

  g_return_if_fail (SY_IS_CANAL_TILE_EDITOR (self));

  for (guint i = 0; i < sy_canal_palette_get_n_shapes (palette); i++)
    if (g_strcmp0 (sy_canal_palette_get_shape (palette, i)->id, tile->shape) == 0)
      {
        self->shape = i;
        self->rotation = tile->rotation % 4;
        memcpy (self->marks, tile->marks, sizeof self->marks);
      }
  update (self);
}

/**
 * sy_canal_tile_editor_rotate:
 * @self: the editor
 * @quarter_turns: how many quarter turns to the right
 *
 * Turns the tile with what is printed on it, as its buttons do.
 */
void
sy_canal_tile_editor_rotate (SyCanalTileEditor *self,
                             guint              quarter_turns)
{
  guint8 turned[SY_TILE_POSITIONS];

  g_return_if_fail (SY_IS_CANAL_TILE_EDITOR (self));

  /* The marks are printed on the tile: they turn with it. */
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    turned[sy_position_rotate (p, quarter_turns)] = self->marks[p];
  memcpy (self->marks, turned, sizeof turned);
  self->rotation = (self->rotation + quarter_turns) % 4;
  changed (self, TRUE);
}

/**
 * sy_canal_tile_editor_set_shapes_shown:
 * @self: the editor
 * @shown: whether the palette's shapes are offered
 *
 * The palette is for a tile the box has not seen.
 */
void
sy_canal_tile_editor_set_shapes_shown (SyCanalTileEditor *self,
                                       gboolean           shown)
{
  g_return_if_fail (SY_IS_CANAL_TILE_EDITOR (self));

  gtk_widget_set_visible (self->shape_section, shown);
}
