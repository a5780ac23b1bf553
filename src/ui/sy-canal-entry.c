/* sy-canal-entry.c: renting a canal tile, in a drawn editor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tile is entered as it lies, one tap a change: a tile the box knows
 * with one tap on its miniature (shape and officials, unturned), another
 * one by its shape from the palette drawn in miniature, turned by quarter turns, the official on
 * each water space tapped on a large drawing of the tile, and the cell it
 * goes into tapped on the player's canals among those the engine allows;
 * in the first edition, the first canal also takes the boat, tapped among
 * the starts the engine lists. The engine says, before anything is sent,
 * whether the tile can lie there and what it would change for the ships
 * waiting in the yard.
 */
#define G_LOG_DOMAIN "sy-canal-entry"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-canal-entry.h"
#include "sy-canal-legend.h"
#include "sy-canals-view.h"
#include "sy-tile-picker.h"

#define MAX_CELLS 96
#define MAX_STARTS 64
#define MAX_PRICE 9
#define MINIATURE_CELL 42.0
#define LARGE_CELL 144.0

struct _SyCanalEntry
{
  GtkBox parent_instance;

  SyGame *game;
  gboolean bonus;

  guint shape;
  guint rotation;
  guint8 marks[SY_TILE_POSITIONS];
  guint n_cells;
  int xs[MAX_CELLS];
  int ys[MAX_CELLS];
  guint cell;
  gboolean needs_boat;
  guint n_starts;
  SyCanalSpot starts[MAX_STARTS];
  int start;

  SyTilePicker *picker;
  GtkWidget *picker_heading;
  GtkWidget *other_list;
  GtkWidget *other_switch;
  GtkWidget *shape_section;
  int picked;                   /* the box's tile taken, or -1 */
  GPtrArray *shape_buttons;
  GtkWidget *shape_name;
  GtkWidget *rotation_label;
  SyCanalsView *tile_view;
  GtkWidget *marks_label;
  SyCanalsView *system_view;
  GtkWidget *place_hint;
  GtkWidget *what_if;
  GtkWidget *refusal;
  GtkSpinButton *price;
  GtkWidget *rent;
};

G_DEFINE_FINAL_TYPE (SyCanalEntry, sy_canal_entry, GTK_TYPE_BOX)

static guint send_signal;

static void
sy_canal_entry_dispose (GObject *object)
{
  g_clear_object (&SY_CANAL_ENTRY (object)->game);

  G_OBJECT_CLASS (sy_canal_entry_parent_class)->dispose (object);
}

static void
sy_canal_entry_finalize (GObject *object)
{
  g_ptr_array_unref (SY_CANAL_ENTRY (object)->shape_buttons);

  G_OBJECT_CLASS (sy_canal_entry_parent_class)->finalize (object);
}

static void
sy_canal_entry_class_init (SyCanalEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sy_canal_entry_dispose;
  G_OBJECT_CLASS (klass)->finalize = sy_canal_entry_finalize;

  /**
   * SyCanalEntry::send:
   * @self: the editor
   * @event: (type gpointer): the #SyEvent entered, valid during the emission
   *
   * The players entered the canal tile rented and tapped Rent the Canal.
   */
  send_signal = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                              NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
sy_canal_entry_init (SyCanalEntry *editor)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (editor), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (editor), 12);
  editor->shape_buttons = g_ptr_array_new ();
  editor->start = -1;
  editor->picked = -1;
}

static const SyCanalShape *
editor_shape (SyCanalEntry *editor)
{
  return sy_canal_palette_get_shape (sy_canal_palette_get_default (), editor->shape);
}

static void
editor_tile (SyCanalEntry *editor,
             SyCanalTile  *tile)
{
  memset (tile, 0, sizeof *tile);
  g_strlcpy (tile->shape, editor_shape (editor)->id, sizeof tile->shape);
  tile->rotation = editor->rotation;
  memcpy (tile->marks, editor->marks, sizeof tile->marks);
}

static const SyCanals *
player_canals (SyCanalEntry *editor)
{
  const SyTable *table = sy_game_get_table (editor->game);

  return &sy_table_get_player (table, sy_table_get_current (table))->canals;
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

/* “1–3, 5”: the speeds whose bits are set in @mask. */
static char *
describe_speeds (guint32 mask)
{
  GString *text = g_string_new (NULL);

  for (guint s = 1; s <= SY_WHAT_IF_MAX_SPEED; s++)
    {
      guint last = s;

      if (!(mask & (1u << s)))
        continue;
      while (last < SY_WHAT_IF_MAX_SPEED && (mask & (1u << (last + 1))))
        last++;
      if (text->len > 0)
        g_string_append (text, ", ");
      if (last == s)
        g_string_append_printf (text, "%u", s);
      else
        g_string_append_printf (text, "%u–%u", s, last);
      s = last;
    }
  if (text->len == 0)
    /* Translators: no speed has a route in the canals */
    g_string_append (text, C_("speeds", "none"));
  return g_string_free (text, FALSE);
}

static char *
describe_points (SyShipFailure failure,
                 guint         points,
                 gboolean      before)
{
  if (failure != SY_SHIP_SCORES)
    return g_strdup (before ? _("Fails now") : _("fails"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", points), points);
}

static char *
describe_what_if (const SyWhatIf *what)
{
  GString *text = g_string_new (NULL);
  g_autofree char *before = describe_speeds (what->speeds_before);
  g_autofree char *after = describe_speeds (what->speeds_after);

  for (guint i = 0; i < what->n_ships; i++)
    {
      const SyWhatIfShip *ship = &what->ships[i];
      g_autofree char *then = describe_points (ship->failure_before, ship->before, TRUE);
      g_autofree char *now = describe_points (ship->failure_after, ship->after, FALSE);

      /* Translators: a finished ship's best points without and with the
       * canal tile, “Ship in slots 2–5: 14 points → 17 points” */
      g_string_append_printf (text, _("Ship in slots %u–%u: %s → %s"), ship->span.first + 1,
                              ship->span.last + 1, then, now);
      g_string_append_c (text, '\n');
    }
  /* Translators: the speeds with a cruise route, without and with the tile,
   * “Speeds your canals can sail: 1–3 → 1–5” */
  g_string_append_printf (text, _("Speeds your canals can sail: %s → %s"), before, after);
  return g_string_free (text, FALSE);
}

static void
describe_marks (SyCanalEntry     *editor,
                const SyTileView *view)
{
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    if ((view->spaces & (1u << p)) && editor->marks[p] != SY_MARK_NONE)
      {
        if (text->len > 0)
          g_string_append (text, ", ");
        /* Translators: a position on the tile and its mark, “North: soldier official” */
        g_string_append_printf (text, _("%s: %s"), sy_canal_position_label (p),
                                sy_canal_mark_label ((SyCanalMark) editor->marks[p]));
      }
  if (text->len == 0)
    g_string_append (text, _("Plain water on every space"));
  gtk_label_set_text (GTK_LABEL (editor->marks_label), text->str);
  g_string_free (text, TRUE);
}

/* The boat's starts once the tile lies in the chosen cell, keeping the
 * chosen one when it is still offered. */
static void
update_starts (SyCanalEntry      *editor,
               const SyCanalTile *tile)
{
  SyCanals canals = *player_canals (editor);
  SyCanalSpot froms[MAX_STARTS];
  SyCanalSpot chosen = { 0, };
  gboolean had = editor->start >= 0 && (guint) editor->start < editor->n_starts;

  if (had)
    chosen = editor->starts[editor->start];
  editor->n_starts = 0;
  editor->start = -1;
  if (!editor->needs_boat || editor->cell >= editor->n_cells
      || !sy_canals_place (&canals, sy_canal_palette_get_default (), editor->xs[editor->cell],
                           editor->ys[editor->cell], tile, NULL))
    return;
  editor->n_starts = sy_canals_list_starts (&canals, editor->starts, froms, MAX_STARTS);
  for (guint i = 0; i < editor->n_starts; i++)
    if (had && memcmp (&editor->starts[i], &chosen, sizeof chosen) == 0)
      editor->start = (int) i;
  if (editor->start < 0 && editor->n_starts > 0)
    editor->start = 0;
}

static void
update (SyCanalEntry *editor)
{
  const SyCanalShape *shape = editor_shape (editor);
  g_autoptr(GError) error = NULL;
  SyCanals single;
  SyCanalTile tile;
  SyWhatIf what;
  gboolean placeable = FALSE;
  gboolean boxed;

  editor_tile (editor, &tile);

  /* The palette and the officials' taps are for a tile the box has not
   * seen: shown when the box holds none, or when asked. */
  boxed = sy_tile_picker_get_n_tiles (editor->picker) > 0;
  gtk_widget_set_visible (GTK_WIDGET (editor->picker), boxed);
  gtk_widget_set_visible (editor->picker_heading, boxed);
  gtk_widget_set_visible (editor->other_list, boxed);
  gtk_widget_set_visible (editor->shape_section,
                          !boxed || gtk_switch_get_active (GTK_SWITCH (editor->other_switch)));
  sy_tile_picker_set_current (editor->picker, editor->picked);

  for (guint i = 0; i < editor->shape_buttons->len; i++)
    gtk_toggle_button_set_active (g_ptr_array_index (editor->shape_buttons, i), i == editor->shape);
  gtk_label_set_text (GTK_LABEL (editor->shape_name), sy_canal_shape_get_name (shape));
  gtk_label_set_text (GTK_LABEL (editor->rotation_label), rotation_label (editor->rotation));

  /* The large tile, alone, each water space a button. */
  sy_canals_init (&single);
  if (sy_canals_place (&single, sy_canal_palette_get_default (), 0, 0, &tile, NULL))
    describe_marks (editor, &single.tiles[0].view);
  sy_canals_view_set_canals (editor->tile_view, &single);

  update_starts (editor, &tile);
  sy_canals_view_set_preview (editor->system_view, editor->cell < editor->n_cells,
                              editor->cell < editor->n_cells ? editor->xs[editor->cell] : 0,
                              editor->cell < editor->n_cells ? editor->ys[editor->cell] : 0, &tile);
  sy_canals_view_set_starts (editor->system_view, editor->starts, editor->n_starts, editor->start);

  if (editor->cell >= editor->n_cells)
    g_set_error_literal (&error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                         _("Your canal system has no free place beside it."));
  else if (sy_table_what_if_canal (sy_game_get_table (editor->game), &tile,
                                   editor->xs[editor->cell], editor->ys[editor->cell], &what, &error))
    {
      g_autofree char *text = describe_what_if (&what);

      gtk_label_set_text (GTK_LABEL (editor->what_if), text);
      placeable = TRUE;
      if (editor->needs_boat && editor->start < 0)
        {
          g_set_error_literal (&error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                               _("The boat needs a space where the water leaves the card."));
          placeable = FALSE;
        }
    }
  gtk_widget_set_visible (editor->what_if, error == NULL);
  gtk_widget_set_visible (editor->refusal, error != NULL);
  gtk_label_set_text (GTK_LABEL (editor->refusal), error != NULL ? error->message : "");
  gtk_widget_set_sensitive (editor->rent, placeable);
}

static void
shape_toggled_cb (GtkToggleButton *button,
                  SyCanalEntry    *editor)
{
  guint index;
  SyTileView view;

  if (!gtk_toggle_button_get_active (button)
      || !g_ptr_array_find (editor->shape_buttons, button, &index) || index == editor->shape)
    return;
  editor->shape = index;
  editor->picked = -1;
  /* Marks stay on the positions that still hold water. */
  sy_tile_view_rotate (&editor_shape (editor)->view, editor->rotation, &view);
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    if (!(view.spaces & (1u << p)))
      editor->marks[p] = SY_MARK_NONE;
  update (editor);
}

static void
rotate (SyCanalEntry *editor,
        guint         quarter_turns)
{
  guint8 turned[SY_TILE_POSITIONS];

  /* The marks are printed on the tile: they turn with it. */
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    turned[sy_position_rotate (p, quarter_turns)] = editor->marks[p];
  memcpy (editor->marks, turned, sizeof turned);
  editor->rotation = (editor->rotation + quarter_turns) % 4;
  update (editor);
}

static void
rotate_right_cb (SyCanalEntry *editor)
{
  rotate (editor, 1);
}

static void
rotate_left_cb (SyCanalEntry *editor)
{
  rotate (editor, 3);
}

static gboolean
rotate_shortcut_cb (GtkWidget *widget,
                    GVariant  *args,
                    gpointer   user_data)
{
  rotate (SY_CANAL_ENTRY (widget), g_variant_get_uint32 (args));
  return TRUE;
}

static void
space_activated_cb (SyCanalsView *view,
                    int           x,
                    int           y,
                    guint         position,
                    SyCanalEntry *editor)
{
  g_assert (position < SY_TILE_POSITIONS);

  /* plain → soldier → businessman → lantern → lifeboat → lifebuoy →
   * Blue Riband → plain */
  editor->marks[position] = (editor->marks[position] + 1) % SY_N_MARKS;
  editor->picked = -1;
  update (editor);
}

/* A tile of the box tapped: its shape and officials, unturned. */
static void
tile_picked_cb (SyTilePicker *picker,
                guint         index,
                SyCanalEntry *editor)
{
  const SyCanalPalette *palette = sy_canal_palette_get_default ();
  const SyCanalTile *tile = sy_tile_picker_get_tile (picker, index);

  for (guint i = 0; i < sy_canal_palette_get_n_shapes (palette); i++)
    if (g_strcmp0 (sy_canal_palette_get_shape (palette, i)->id, tile->shape) == 0)
      {
        editor->shape = i;
        editor->rotation = 0;
        memcpy (editor->marks, tile->marks, sizeof editor->marks);
        editor->picked = (int) index;
      }
  update (editor);
}

static void
other_changed_cb (GObject     *object,
                  GParamSpec  *pspec,
                  SyCanalEntry *editor)
{
  update (editor);
}

static void
cell_activated_cb (SyCanalsView *view,
                   int           x,
                   int           y,
                   SyCanalEntry *editor)
{
  for (guint i = 0; i < editor->n_cells; i++)
    if (editor->xs[i] == x && editor->ys[i] == y)
      editor->cell = i;
  update (editor);
}

static void
start_activated_cb (SyCanalsView *view,
                    guint         index,
                    SyCanalEntry *editor)
{
  if (index < editor->n_starts)
    editor->start = (int) index;
  update (editor);
}

static void
rent_clicked_cb (SyCanalEntry *editor)
{
  SyEvent event = { 0, };

  g_return_if_fail (editor->cell < editor->n_cells);

  event.type = SY_EVENT_CANAL;
  event.bonus = editor->bonus;
  event.price = (guint) gtk_spin_button_get_value_as_int (editor->price);
  editor_tile (editor, &event.tile);
  event.x = editor->xs[editor->cell];
  event.y = editor->ys[editor->cell];
  if (editor->needs_boat && editor->start >= 0)
    {
      event.place_boat = TRUE;
      event.boat = editor->starts[editor->start];
    }
  g_signal_emit (editor, send_signal, 0, &event);
}

/* A wrapping label at the start: a heading, a dimmed note or plain. */
static GtkWidget *
label_new (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
shapes_new (SyCanalEntry *editor)
{
  const SyCanalPalette *palette = sy_canal_palette_get_default ();
  GtkWidget *flow = sy_picker_flow_box_new ();
  GtkToggleButton *group = NULL;

  gtk_widget_set_name (flow, "canal-shape");
  gtk_accessible_update_property (GTK_ACCESSIBLE (flow), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Shape"), -1);

  for (guint i = 0; i < sy_canal_palette_get_n_shapes (palette); i++)
    {
      const SyCanalShape *shape = sy_canal_palette_get_shape (palette, i);
      SyCanalTile tile = { 0, };
      SyCanals canals;
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *drawing;
      g_autofree char *name = g_strdup_printf ("canal-shape-%s", shape->id);

      g_strlcpy (tile.shape, shape->id, sizeof tile.shape);
      sy_canals_init (&canals);
      sy_canals_place (&canals, palette, 0, 0, &tile, NULL);
      drawing = sy_canals_view_new (&canals);
      sy_canals_view_set_cell_size (SY_CANALS_VIEW (drawing), MINIATURE_CELL);
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
      g_signal_connect (button, "toggled", G_CALLBACK (shape_toggled_cb), editor);
      gtk_flow_box_insert (GTK_FLOW_BOX (flow), button, -1);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      g_ptr_array_add (editor->shape_buttons, button);
    }
  return flow;
}

/* The rotate buttons either side of the large tile, the tile between. */
static GtkWidget *
turn_box_new (SyCanalEntry *editor)
{
  static const struct {
    const char *icon;
    const char *name;
    const char *tooltip;
    GCallback callback;
  } turns[] = {
    { "object-rotate-left-symbolic", "canal-rotate-left", N_("Turn a quarter left (Ctrl+Left)"),
      G_CALLBACK (rotate_left_cb) },
    { "object-rotate-right-symbolic", "canal-rotate-right", N_("Turn a quarter right (Ctrl+Right)"),
      G_CALLBACK (rotate_right_cb) },
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      GtkWidget *button = gtk_button_new_from_icon_name (turns[i].icon);

      gtk_widget_set_name (button, turns[i].name);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (button, _(turns[i].tooltip));
      gtk_widget_add_css_class (button, "circular");
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(turns[i].tooltip), -1);
      g_signal_connect_swapped (button, "clicked", turns[i].callback, editor);
      gtk_box_append (GTK_BOX (box), button);
      if (i == 0)
        gtk_box_append (GTK_BOX (box), GTK_WIDGET (editor->tile_view));
    }
  return box;
}

static void
add_shortcut (GtkShortcutController *controller,
              guint                  key,
              guint                  quarter_turns)
{
  gtk_shortcut_controller_add_shortcut (
    controller,
    gtk_shortcut_new_with_arguments (gtk_keyval_trigger_new (key, GDK_CONTROL_MASK),
                                     gtk_callback_action_new (rotate_shortcut_cb, NULL, NULL),
                                     "u", quarter_turns));
}

/**
 * sy_canal_entry_new:
 * @game: the game
 * @bonus: whether the action is taken as the bonus action
 * @user_data: (nullable): the user's data, whose box's tiles are offered
 *
 * The editor of the canal tile rented: its shape, how it lies, its
 * officials, where it goes, and its price; #SyCanalEntry::send tells the
 * event entered.
 *
 * Returns: (transfer floating): a new #SyCanalEntry
 */
GtkWidget *
sy_canal_entry_new (SyGame     *game,
                    gboolean    bonus,
                    SyUserData *user_data)
{
  SyCanalEntry *editor = g_object_new (SY_TYPE_CANAL_ENTRY, NULL);
  GtkWidget *box = GTK_WIDGET (editor);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *list = sy_entry_list_new ();
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  GtkWidget *other_row;
  const SyCanals *canals;
  SyEdition edition = sy_game_get_edition (game);

  editor->game = g_object_ref (game);
  editor->bonus = bonus;
  canals = player_canals (editor);
  editor->needs_boat = edition == SY_EDITION_FIRST && canals->n_tiles == 0 && !canals->boat_placed;
  editor->n_cells = sy_canals_legal_cells (canals, editor->xs, editor->ys, MAX_CELLS);

  /* A tile the box knows, or another one by its shape. */
  editor->picker_heading = label_new (_("From the box"), "heading");
  gtk_box_append (GTK_BOX (box), editor->picker_heading);
  editor->picker = SY_TILE_PICKER (sy_tile_picker_new ());
  gtk_widget_set_name (GTK_WIDGET (editor->picker), "tile-picker");
  sy_tile_picker_show_box (editor->picker, user_data, sy_game_get_edition (game));
  g_signal_connect (editor->picker, "tile-picked", G_CALLBACK (tile_picked_cb), editor);
  g_signal_connect_swapped (editor->picker, "tiles-changed", G_CALLBACK (update), editor);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (editor->picker));
  editor->other_list = sy_entry_list_new ();
  other_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (other_row),
                                 sy_words_get (edition, SY_WORD_CANAL_ANOTHER));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (other_row),
                               _("One not in the box’s pictures: choose its shape"));
  editor->other_switch = gtk_switch_new ();
  gtk_widget_set_name (editor->other_switch, "other-tile");
  gtk_widget_set_valign (editor->other_switch, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (other_row), editor->other_switch);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (other_row), editor->other_switch);
  g_signal_connect (editor->other_switch, "notify::active", G_CALLBACK (other_changed_cb), editor);
  gtk_list_box_append (GTK_LIST_BOX (editor->other_list), other_row);
  gtk_box_append (GTK_BOX (box), editor->other_list);

  editor->shape_section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (editor->shape_section), label_new (_("Shape"), "heading"));
  gtk_box_append (GTK_BOX (editor->shape_section), shapes_new (editor));
  editor->shape_name = label_new (NULL, "dim-label");
  gtk_box_append (GTK_BOX (editor->shape_section), editor->shape_name);
  gtk_box_append (GTK_BOX (box), editor->shape_section);

  /* How it lies and what is printed on it. */
  gtk_box_append (GTK_BOX (box), label_new (_("Turn it and mark the officials"), "heading"));
  editor->tile_view = SY_CANALS_VIEW (sy_canals_view_new (canals));
  sy_canals_view_set_cell_size (editor->tile_view, LARGE_CELL);
  sy_canals_view_set_spaces_active (editor->tile_view, TRUE);
  gtk_widget_set_name (GTK_WIDGET (editor->tile_view), "canal-tile");
  gtk_box_append (GTK_BOX (box), turn_box_new (editor));
  editor->rotation_label = label_new (NULL, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (editor->rotation_label), 0.5);
  gtk_box_append (GTK_BOX (box), editor->rotation_label);
  gtk_box_append (GTK_BOX (box),
                  label_new (_("Tap a water space to change what is printed on it: plain water, "
                               "soldier, businessman, lantern, lifeboat, lifebuoy, Blue Riband."),
                             "dim-label"));
  editor->marks_label = label_new (NULL, NULL);
  gtk_widget_set_name (editor->marks_label, "canal-marks");
  gtk_box_append (GTK_BOX (box), editor->marks_label);
  gtk_box_append (GTK_BOX (box), sy_canal_legend_new (sy_game_get_edition (game)));

  /* Where it goes: the player's canals, free cells dashed; a wide system
   * scrolls sideways. */
  gtk_box_append (GTK_BOX (box), label_new (_("Where it goes"), "heading"));
  gtk_box_append (GTK_BOX (box),
                  label_new (editor->needs_boat
                             ? _("Tap a dashed square for the card, then a hollow boat for the "
                                 "space where the boat starts.")
                             : _("Tap a dashed square beside your canals."), "dim-label"));
  editor->system_view = SY_CANALS_VIEW (sy_canals_view_new (canals));
  sy_canals_view_set_highlighted_cells (editor->system_view, editor->xs, editor->ys, editor->n_cells);
  gtk_widget_set_name (GTK_WIDGET (editor->system_view), "canal-system");
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (editor->system_view));
  gtk_widget_set_halign (scrolled, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), scrolled);

  /* What it would change, or why it cannot go there. */
  gtk_box_append (GTK_BOX (box), label_new (sy_words_get (edition, SY_WORD_CANAL_WHAT_IF), "heading"));
  editor->what_if = label_new (NULL, NULL);
  gtk_widget_set_name (editor->what_if, "canal-what-if");
  gtk_box_append (GTK_BOX (box), editor->what_if);
  editor->refusal = label_new (NULL, "error");
  gtk_widget_set_name (editor->refusal, "canal-refusal");
  gtk_box_append (GTK_BOX (box), editor->refusal);

  gtk_list_box_append (GTK_LIST_BOX (list),
                       sy_entry_spin_row_new (sy_words_get (edition, SY_WORD_PRICE_UNDER), 0, MAX_PRICE,
                                              &editor->price));
  gtk_box_append (GTK_BOX (box), list);
  editor->rent = sy_entry_send_button_new (_("_Rent the Canal"));
  gtk_widget_set_name (editor->rent, "rent-canal");
  gtk_box_append (GTK_BOX (box), editor->rent);

  g_signal_connect (editor->tile_view, "space-activated", G_CALLBACK (space_activated_cb), editor);
  g_signal_connect (editor->system_view, "cell-activated", G_CALLBACK (cell_activated_cb), editor);
  g_signal_connect (editor->system_view, "start-activated", G_CALLBACK (start_activated_cb), editor);
  g_signal_connect_swapped (editor->rent, "clicked", G_CALLBACK (rent_clicked_cb), editor);

  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_Left, 3);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_Right, 1);
  gtk_widget_add_controller (box, shortcuts);

  update (editor);
  return box;
}
