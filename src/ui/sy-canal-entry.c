/* sy-canal-entry.c: renting a canal tile
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tile is entered as it lies, one tap a change: a tile the box knows
 * with one tap on its miniature (shape and officials, unturned), another
 * one in the tile editor (sy-canal-tile-editor.c: its shape, turn and
 * officials), and the cell it goes into tapped on the player's canals
 * among those the engine allows; in the first edition, the first canal
 * also takes the boat, tapped among the starts the engine lists. The
 * engine says, before anything is sent, whether the tile can lie there and
 * what it would change for the ships waiting in the yard.
 */
#define G_LOG_DOMAIN "sy-canal-entry"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-canal-entry.h"
#include "sy-canal-tile-editor.h"
#include "sy-canals-view.h"
#include "sy-tile-picker.h"

#define MAX_CELLS 96
#define MAX_STARTS 64
#define MAX_PRICE 9

struct _SyCanalEntry
{
  GtkBox parent_instance;

  SyGame *game;
  SyUserData *user_data;
  gboolean bonus;

  guint n_cells;
  int xs[MAX_CELLS];
  int ys[MAX_CELLS];
  guint cell;
  gboolean needs_boat;
  guint n_starts;
  SyCanalSpot starts[MAX_STARTS];
  int start;
  int picked;                   /* the box's tile taken, or -1 */
  SyCanalTileEditor *tile_editor;
  GtkSpinButton *price;
  GtkWidget *rent;

  /* Template widgets */
  GtkWidget *picker_heading;
  SyTilePicker *picker;
  GtkWidget *other_list;
  GtkWidget *other_row;
  GtkWidget *other_switch;
  GtkWidget *place_hint;
  GtkWidget *system_scroll;
  SyCanalsView *system_view;
  GtkWidget *what_if_heading;
  GtkWidget *what_if;
  GtkWidget *refusal;
  GtkWidget *price_list;
};

G_DEFINE_FINAL_TYPE (SyCanalEntry, sy_canal_entry, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_GAME,
  PROP_USER_DATA,
  PROP_BONUS,
  N_PROPS
};

enum {
  SEND,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const SyCanals *
player_canals (SyCanalEntry *self)
{
  const SyTable *table = sy_game_get_table (self->game);

  return &sy_table_get_player (table, sy_table_get_current (table))->canals;
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

/* The boat's starts once the tile lies in the chosen cell, keeping the
 * chosen one when it is still offered. */
static void
update_starts (SyCanalEntry      *self,
               const SyCanalTile *tile)
{
  SyCanals canals = *player_canals (self);
  SyCanalSpot froms[MAX_STARTS];
  SyCanalSpot chosen = { 0, };
  gboolean had = self->start >= 0 && (guint) self->start < self->n_starts;

  if (had)
    chosen = self->starts[self->start];
  self->n_starts = 0;
  self->start = -1;
  if (!self->needs_boat || self->cell >= self->n_cells
      || !sy_canals_place (&canals, sy_canal_palette_get_default (), self->xs[self->cell],
                           self->ys[self->cell], tile, NULL))
    return;
  self->n_starts = sy_canals_list_starts (&canals, self->starts, froms, MAX_STARTS);
  for (guint i = 0; i < self->n_starts; i++)
    if (had && memcmp (&self->starts[i], &chosen, sizeof chosen) == 0)
      self->start = (int) i;
  if (self->start < 0 && self->n_starts > 0)
    self->start = 0;
}

static void
update (SyCanalEntry *self)
{
  g_autoptr(GError) error = NULL;
  SyCanalTile tile;
  SyWhatIf what;
  gboolean placeable = FALSE;
  gboolean boxed;

  sy_canal_tile_editor_get_tile (self->tile_editor, &tile);

  /* The palette and the officials' taps are for a tile the box has not
   * seen: shown when the box holds none, or when asked. */
  boxed = sy_tile_picker_get_n_tiles (self->picker) > 0;
  gtk_widget_set_visible (GTK_WIDGET (self->picker), boxed);
  gtk_widget_set_visible (self->picker_heading, boxed);
  gtk_widget_set_visible (self->other_list, boxed);
  sy_canal_tile_editor_set_shapes_shown (self->tile_editor,
                                         !boxed || gtk_switch_get_active (GTK_SWITCH (self->other_switch)));
  sy_tile_picker_set_current (self->picker, self->picked);

  update_starts (self, &tile);
  sy_canals_view_set_preview (self->system_view, self->cell < self->n_cells,
                              self->cell < self->n_cells ? self->xs[self->cell] : 0,
                              self->cell < self->n_cells ? self->ys[self->cell] : 0, &tile);
  sy_canals_view_set_starts (self->system_view, self->starts, self->n_starts, self->start);

  if (self->cell >= self->n_cells)
    g_set_error_literal (&error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                         _("Your canal system has no free place beside it."));
  else if (sy_table_what_if_canal (sy_game_get_table (self->game), &tile,
                                   self->xs[self->cell], self->ys[self->cell], &what, &error))
    {
      g_autofree char *text = describe_what_if (&what);

      gtk_label_set_text (GTK_LABEL (self->what_if), text);
      placeable = TRUE;
      if (self->needs_boat && self->start < 0)
        {
          g_set_error_literal (&error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL,
                               _("The boat needs a space where the water leaves the card."));
          placeable = FALSE;
        }
    }
  gtk_widget_set_visible (self->what_if, error == NULL);
  gtk_widget_set_visible (self->refusal, error != NULL);
  gtk_label_set_text (GTK_LABEL (self->refusal), error != NULL ? error->message : "");
  gtk_widget_set_sensitive (self->rent, placeable);
}

/* A tap in the editor: a tile changed otherwise than by turning is no
 * longer the box's. */
static void
tile_changed_cb (SyCanalTileEditor *editor,
                 gboolean           turned,
                 SyCanalEntry      *self)
{
  if (!turned)
    self->picked = -1;
  update (self);
}

static gboolean
rotate_shortcut_cb (GtkWidget *widget,
                    GVariant  *args,
                    gpointer   user_data)
{
  sy_canal_tile_editor_rotate (SY_CANAL_ENTRY (widget)->tile_editor, g_variant_get_uint32 (args));
  return TRUE;
}

/* A tile of the box tapped: its shape and officials, unturned. */
static void
tile_picked_cb (SyTilePicker *picker,
                guint         index,
                SyCanalEntry *self)
{
  SyCanalTile tile = *sy_tile_picker_get_tile (picker, index);

  tile.rotation = 0;
  if (sy_canal_palette_find (sy_canal_palette_get_default (), tile.shape) != NULL)
    self->picked = (int) index;
  sy_canal_tile_editor_set_tile (self->tile_editor, &tile);
  update (self);
}

static void
other_changed_cb (GObject      *object,
                  GParamSpec   *pspec,
                  SyCanalEntry *self)
{
  update (self);
}

static void
cell_activated_cb (SyCanalsView *view,
                   int           x,
                   int           y,
                   SyCanalEntry *self)
{
  for (guint i = 0; i < self->n_cells; i++)
    if (self->xs[i] == x && self->ys[i] == y)
      self->cell = i;
  update (self);
}

static void
start_activated_cb (SyCanalsView *view,
                    guint         index,
                    SyCanalEntry *self)
{
  if (index < self->n_starts)
    self->start = (int) index;
  update (self);
}

static void
rent_clicked_cb (SyCanalEntry *self)
{
  SyEvent event = { 0, };

  g_return_if_fail (self->cell < self->n_cells);

  event.type = SY_EVENT_CANAL;
  event.bonus = self->bonus;
  event.price = (guint) gtk_spin_button_get_value_as_int (self->price);
  sy_canal_tile_editor_get_tile (self->tile_editor, &event.tile);
  event.x = self->xs[self->cell];
  event.y = self->ys[self->cell];
  if (self->needs_boat && self->start >= 0)
    {
      event.place_boat = TRUE;
      event.boat = self->starts[self->start];
    }
  g_signal_emit (self, signals[SEND], 0, &event);
}

/* What the template cannot hold: the words of the game's edition, the
 * tile editor with its legend, the box's tiles, the price's row and the
 * form's main button; then the rest is set from the game as a reset sets
 * it. */
static void
sy_canal_entry_constructed (GObject *object)
{
  SyCanalEntry *self = SY_CANAL_ENTRY (object);
  SyEdition edition;

  G_OBJECT_CLASS (sy_canal_entry_parent_class)->constructed (object);

  g_return_if_fail (self->game != NULL);
  edition = sy_game_get_edition (self->game);

  /* First: the form is updated as soon as the box's tiles are shown. */
  self->tile_editor = SY_CANAL_TILE_EDITOR (sy_canal_tile_editor_new (edition));
  g_signal_connect_object (self->tile_editor, "changed", G_CALLBACK (tile_changed_cb), self, 0);
  gtk_box_insert_child_after (GTK_BOX (self), GTK_WIDGET (self->tile_editor), self->other_list);
  self->rent = sy_entry_send_button_new (_("_Rent the Canal"));
  gtk_widget_set_name (self->rent, "rent-canal");
  g_signal_connect_swapped (self->rent, "clicked", G_CALLBACK (rent_clicked_cb), self);
  gtk_box_append (GTK_BOX (self), self->rent);
  gtk_list_box_append (GTK_LIST_BOX (self->price_list),
                       sy_entry_spin_row_new (sy_words_get (edition, SY_WORD_PRICE_UNDER), 0, MAX_PRICE,
                                              &self->price));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->other_row),
                                 sy_words_get (edition, SY_WORD_CANAL_ANOTHER));
  gtk_label_set_text (GTK_LABEL (self->what_if_heading), sy_words_get (edition, SY_WORD_CANAL_WHAT_IF));
  /* The picker follows the box from now on. */
  sy_tile_picker_show_box (self->picker, self->user_data, edition);

  sy_canal_entry_reset (self);
}

static void
sy_canal_entry_dispose (GObject *object)
{
  SyCanalEntry *self = SY_CANAL_ENTRY (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_CANAL_ENTRY);
  g_clear_object (&self->game);
  g_clear_object (&self->user_data);

  G_OBJECT_CLASS (sy_canal_entry_parent_class)->dispose (object);
}

static void
sy_canal_entry_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SyCanalEntry *self = SY_CANAL_ENTRY (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_USER_DATA:
      g_value_set_object (value, self->user_data);
      break;
    case PROP_BONUS:
      g_value_set_boolean (value, self->bonus);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_canal_entry_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SyCanalEntry *self = SY_CANAL_ENTRY (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_USER_DATA:
      self->user_data = g_value_dup_object (value);
      break;
    case PROP_BONUS:
      self->bonus = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_canal_entry_class_init (SyCanalEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_canal_entry_constructed;
  object_class->dispose = sy_canal_entry_dispose;
  object_class->get_property = sy_canal_entry_get_property;
  object_class->set_property = sy_canal_entry_set_property;

  /**
   * SyCanalEntry:game:
   *
   * The game whose player on turn rents the canal tile.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyCanalEntry:user-data: (nullable)
   *
   * The user's data, whose box of the game's edition the form's pictures
   * show.
   */
  properties[PROP_USER_DATA] =
    g_param_spec_object ("user-data", NULL, NULL, SY_TYPE_USER_DATA,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyCanalEntry:bonus:
   *
   * Whether the rent is the bonus action.
   */
  properties[PROP_BONUS] =
    g_param_spec_boolean ("bonus", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyCanalEntry::send:
   * @self: the form
   * @event: (type gpointer): the #SyEvent entered, valid during the emission
   *
   * The players entered the canal tile rented and tapped Rent the Canal.
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  /* Ctrl+Left and Ctrl+Right turn the tile wherever the focus is in the form. */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, GDK_CONTROL_MASK, rotate_shortcut_cb, "u", 3);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, GDK_CONTROL_MASK, rotate_shortcut_cb, "u", 1);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-canal-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, SyCanalEntry, picker_heading);
  gtk_widget_class_bind_template_child (widget_class, SyCanalEntry, picker);
  gtk_widget_class_bind_template_child (widget_class, SyCanalEntry, other_list);
  gtk_widget_class_bind_template_child (widget_class, SyCanalEntry, other_row);
  gtk_widget_class_bind_template_child (widget_class, SyCanalEntry, other_switch);
  gtk_widget_class_bind_template_child (widget_class, SyCanalEntry, place_hint);
  gtk_widget_class_bind_template_child (widget_class, SyCanalEntry, system_scroll);
  gtk_widget_class_bind_template_child (widget_class, SyCanalEntry, system_view);
  gtk_widget_class_bind_template_child (widget_class, SyCanalEntry, what_if_heading);
  gtk_widget_class_bind_template_child (widget_class, SyCanalEntry, what_if);
  gtk_widget_class_bind_template_child (widget_class, SyCanalEntry, refusal);
  gtk_widget_class_bind_template_child (widget_class, SyCanalEntry, price_list);
  gtk_widget_class_bind_template_callback (widget_class, update);
  gtk_widget_class_bind_template_callback (widget_class, tile_picked_cb);
  gtk_widget_class_bind_template_callback (widget_class, other_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, cell_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_activated_cb);
}

static void
sy_canal_entry_init (SyCanalEntry *self)
{
  self->start = -1;
  self->picked = -1;
  g_type_ensure (SY_TYPE_TILE_PICKER);
  g_type_ensure (SY_TYPE_CANALS_VIEW);
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sy_canal_entry_new:
 * @game: the game
 * @bonus: whether the action is taken as the bonus action
 * @user_data: (nullable): the user's data, whose box's tiles are offered
 *
 * The form of the canal tile rented: its shape, how it lies, its
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
  g_return_val_if_fail (SY_IS_GAME (game), NULL);
  g_return_val_if_fail (user_data == NULL || SY_IS_USER_DATA (user_data), NULL);

  return g_object_new (SY_TYPE_CANAL_ENTRY, "game", game, "bonus", bonus, "user-data", user_data,
                       NULL);
}

/**
 * sy_canal_entry_reset:
 * @self: a #SyCanalEntry
 *
 * Sets the form again from its game as it now is, in place: the canals and
 * free cells of the player on turn, whether the boat is placed, the tile
 * and the price a new form starts with, nothing tapped (issue 29). It then
 * shows what sy_canal_entry_new() would show for the game; the tile
 * editor and the box's tiles are kept (the picker follows the box by
 * itself).
 */
void
sy_canal_entry_reset (SyCanalEntry *self)
{
  const SyCanals *canals;
  GtkAdjustment *scroll;

  g_return_if_fail (SY_IS_CANAL_ENTRY (self));

  canals = player_canals (self);
  self->needs_boat = sy_game_get_edition (self->game) == SY_EDITION_FIRST && canals->n_tiles == 0
                     && !canals->boat_placed;
  self->n_cells = sy_canals_legal_cells (canals, self->xs, self->ys, MAX_CELLS);
  self->cell = 0;
  self->n_starts = 0;
  self->start = -1;
  self->picked = -1;

  sy_canal_tile_editor_reset (self->tile_editor);
  g_signal_handlers_block_by_func (self->other_switch, other_changed_cb, self);
  gtk_switch_set_active (GTK_SWITCH (self->other_switch), FALSE);
  g_signal_handlers_unblock_by_func (self->other_switch, other_changed_cb, self);
  gtk_spin_button_set_value (self->price, 0);

  gtk_label_set_text (GTK_LABEL (self->place_hint),
                      self->needs_boat
                      ? _("Tap a dashed square for the card, then a hollow boat for the "
                          "space where the boat starts.")
                      : _("Tap a dashed square beside your canals."));
  sy_canals_view_set_canals (self->system_view, canals);
  sy_canals_view_set_highlighted_cells (self->system_view, self->xs, self->ys, self->n_cells);
  scroll = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (self->system_scroll));
  gtk_adjustment_set_value (scroll, gtk_adjustment_get_lower (scroll));

  update (self);
}
