/* sy-hire-tile-form.c: the employee tile taken, entered by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the employees round the ring were not entered at the layout, the
 * players enter the tile taken (its kind, what it pictures, and its colour
 * when the game does not know it yet) and how far the pointer moved; the
 * cost, the colours the rules give and a merchant's points follow from the
 * engine. A widget of its own, made only when the hire needs it: its five
 * choices are combo rows, each with a list of its own (the form of a game
 * whose ring is known never shows it).
 *
 * Kept while the game goes on (issue 29), it is set back to a new form's
 * choices by sy_hire_tile_form_reset(), the same code that sets a new one.
 */
#define G_LOG_DOMAIN "sy-hire-tile-form"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-contracts-check.h"
#include "sy-goods-entry.h"
#include "sy-hire-tile-form.h"
#include "sy-piece-icons.h"

struct _SyHireTileForm
{
  GtkBox parent_instance;

  SyGame *game;
  gboolean bonus;
  SyEmployeeKind kinds[SY_N_EMPLOYEE_KINDS]; /* the kinds the edition has, as listed */
  guint n_kinds;
  guint colours[SY_N_EMPLOYEE_COLOURS]; /* the colours offered: neither engineers' nor recruiters' */
  guint n_colours;
  GtkSpinButton *steps;
  GtkWidget *steps_row;
  SyItem items[SY_N_ITEMS];         /* the pieces the kind may picture */
  guint n_items;
  SyEmployeeKind items_kind;
  gboolean resetting;               /* the choices are being set back */
  GtkWidget *check;

  /* Template widgets */
  GtkWidget *list;
  AdwComboRow *kind_row;
  GtkImage *kind_icon;
  AdwComboRow *item_row;
  AdwComboRow *good_row;
  AdwComboRow *level_row;
  AdwComboRow *colour_row;
};

G_DEFINE_FINAL_TYPE (SyHireTileForm, sy_hire_tile_form, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_GAME,
  PROP_BONUS,
  N_PROPS
};

enum {
  SEND,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The employee tiles' colours, as the catalog names them. */
static const char *
colour_label (const char *id)
{
  static const struct {
    const char *id;
    const char *label;
  } colours[] = {
    { "grey", N_("Grey") },
    { "brown", N_("Brown") },
    { "green", N_("Green") },
    { "blue", N_("Blue") },
    { "red", N_("Red") },
    { "yellow", N_("Yellow") },
    { "orange", N_("Orange") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (colours); i++)
    if (g_strcmp0 (id, colours[i].id) == 0)
      return _(colours[i].label);
  return id;
}

/**
 * sy_hire_describe_cost:
 * @edition: the game's edition
 * @steps: the stops the pointer moves
 * @price: what the hire costs
 *
 * Returns: (transfer full): “3 stops · 2 guilders”
 */
char *
sy_hire_describe_cost (SyEdition edition,
                       guint     steps,
                       guint     price)
{
  g_autofree char *cost = sy_entry_describe_price (edition, price);

  /* Translators: “3 stops · 2 guilders” */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u stop · %s", "%u stops · %s", steps),
                          steps, cost);
}

static SyEmployeeKind
selected_kind (SyHireTileForm *self)
{
  return self->kinds[MIN (adw_combo_row_get_selected (self->kind_row), self->n_kinds - 1)];
}

static void
form_employee (SyHireTileForm *self,
               SyEmployee  *e)
{
  guint item = adw_combo_row_get_selected (self->item_row);

  memset (e, 0, sizeof *e);
  e->kind = selected_kind (self);
  e->item = item < self->n_items ? self->items[item] : SY_N_ITEMS;
  e->good = adw_combo_row_get_selected (self->good_row);
  e->level = adw_combo_row_get_selected (self->level_row) + 1;
  e->colour = sy_table_employee_colour (sy_game_get_table (self->game), e->kind);
  if (e->colour == SY_EMPLOYEE_COLOUR_PRINTED)
    e->colour = self->colours[MIN (adw_combo_row_get_selected (self->colour_row), self->n_colours - 1)];
  if (e->kind != SY_EMPLOYEE_MERCHANT)
    e->good = e->level = 0;
  e->points = e->kind == SY_EMPLOYEE_MERCHANT ? sy_employee_merchant_points (e->level) : 0;
  if (e->kind != SY_EMPLOYEE_ENGINEER && e->kind != SY_EMPLOYEE_RECRUITER
      && e->kind != SY_EMPLOYEE_DESIGNER)
    e->item = 0;
}

/* Offers only the pieces a tile of the kind chosen may picture: an
 * engineer's from the equipment ring, a recruiter's from the crew ring. */
static void
fill_items (SyHireTileForm    *self,
            SyEmployeeKind  kind)
{
  const SyCatalog *catalog = sy_catalog_get (sy_game_get_edition (self->game));
  g_autoptr(GtkStringList) items = gtk_string_list_new (NULL);

  self->items_kind = kind;
  self->n_items = 0;
  for (guint i = 0; i < SY_N_ITEMS; i++)
    if (catalog->has_item[i] && sy_employee_may_picture (catalog, kind, (SyItem) i))
      {
        gtk_string_list_append (items, sy_item_get_name (catalog->edition, (SyItem) i));
        self->items[self->n_items++] = (SyItem) i;
      }
  adw_combo_row_set_model (self->item_row, G_LIST_MODEL (items));
}

/* Shows only the details the kind has, and the cost of the steps. */
static void
form_changed_cb (GObject     *object,
                 GParamSpec  *pspec,
                 SyHireTileForm *self)
{
  SyEmployeeKind kind;
  guint steps;
  SyEmployee e;
  g_autofree char *cost = NULL;

  /* Not while the form is made (the stops' row comes last) or set back. */
  if (self->steps == NULL || self->resetting)
    return;
  kind = selected_kind (self);
  steps = (guint) gtk_spin_button_get_value_as_int (self->steps);
  gtk_image_set_from_icon_name (self->kind_icon, sy_piece_icon_for_employee (kind));
  gtk_widget_set_name (GTK_WIDGET (self->kind_icon), sy_piece_icon_for_employee (kind));
  if (kind != self->items_kind)
    fill_items (self, kind);

  gtk_widget_set_visible (GTK_WIDGET (self->item_row),
                          kind == SY_EMPLOYEE_ENGINEER || kind == SY_EMPLOYEE_RECRUITER
                          || kind == SY_EMPLOYEE_DESIGNER);
  gtk_widget_set_visible (GTK_WIDGET (self->good_row), kind == SY_EMPLOYEE_MERCHANT);
  gtk_widget_set_visible (GTK_WIDGET (self->level_row), kind == SY_EMPLOYEE_MERCHANT);
  /* The colour only while the game does not know it for the kind. */
  gtk_widget_set_visible (GTK_WIDGET (self->colour_row),
                          sy_table_employee_colour (sy_game_get_table (self->game), kind)
                          == SY_EMPLOYEE_COLOUR_PRINTED);

  form_employee (self, &e);
  cost = sy_hire_describe_cost (sy_game_get_edition (self->game), steps,
                       sy_table_hire_price (sy_game_get_table (self->game), steps, &e));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->steps_row), cost);
}

static gboolean
hire_event (gpointer  user_data,
            SyEvent  *event)
{
  SyHireTileForm *self = user_data;

  memset (event, 0, sizeof *event);
  event->type = SY_EVENT_HIRE;
  event->bonus = self->bonus;
  event->steps = (guint) gtk_spin_button_get_value_as_int (self->steps);
  form_employee (self, &event->employee);
  return TRUE;
}

static void
hire_clicked_cb (SyHireTileForm *self)
{
  SyEvent event;

  hire_event (self, &event);
  g_signal_emit (self, signals[SEND], 0, &event);
}

/* The choices the edition offers, the stops' row, the form's button and
 * the check of the contracts. */
static void
sy_hire_tile_form_constructed (GObject *object)
{
  SyHireTileForm *self = SY_HIRE_TILE_FORM (object);
  SyEdition edition;
  const SyCatalog *catalog;
  GtkWidget *button;
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) items = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) goods = NULL;
  g_autoptr(GtkStringList) colours = gtk_string_list_new (NULL);

  G_OBJECT_CLASS (sy_hire_tile_form_parent_class)->constructed (object);

  g_return_if_fail (self->game != NULL);
  edition = sy_game_get_edition (self->game);
  catalog = sy_catalog_get (edition);
  button = sy_entry_send_button_new (_("_Hire"));
  goods = sy_goods_list_new (edition);

  /* Only the kinds the edition has: the engine takes no other. */
  for (guint k = 0; k < SY_N_EMPLOYEE_KINDS; k++)
    if (sy_employee_kind_in_edition (catalog, (SyEmployeeKind) k))
      {
        self->kinds[self->n_kinds++] = (SyEmployeeKind) k;
        gtk_string_list_append (kinds, sy_employee_kind_get_label ((SyEmployeeKind) k));
      }
  for (guint c = 0; c < SY_N_EMPLOYEE_COLOURS; c++)
    if (c != sy_employee_kind_colour (SY_EMPLOYEE_ENGINEER)
        && c != sy_employee_kind_colour (SY_EMPLOYEE_RECRUITER))
      {
        self->colours[self->n_colours++] = c;
        gtk_string_list_append (colours, colour_label (catalog->employee_colours[c]));
      }

  adw_combo_row_set_model (self->kind_row, G_LIST_MODEL (kinds));
  adw_combo_row_set_model (self->item_row, G_LIST_MODEL (items));
  adw_combo_row_set_model (self->good_row, G_LIST_MODEL (goods));
  adw_combo_row_set_model (self->colour_row, G_LIST_MODEL (colours));
  self->steps_row = sy_entry_spin_row_new (_("Stops the pointer moved"), 1,
                                           catalog->employee_ring_spaces, &self->steps);
  gtk_widget_set_name (GTK_WIDGET (self->steps), "hire-steps");
  g_signal_connect (self->steps, "notify::value", G_CALLBACK (form_changed_cb), self);
  gtk_list_box_append (GTK_LIST_BOX (self->list), self->steps_row);

  gtk_widget_set_name (button, "hire");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (hire_clicked_cb), self);
  gtk_box_append (GTK_BOX (self), button);
  self->check = sy_contracts_check_button_new (self->game);
  g_signal_connect_object (self->check, "pending", G_CALLBACK (hire_event), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self), self->check);
  sy_hire_tile_form_reset (self);
}

static void
sy_hire_tile_form_dispose (GObject *object)
{
  SyHireTileForm *self = SY_HIRE_TILE_FORM (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_HIRE_TILE_FORM);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (sy_hire_tile_form_parent_class)->dispose (object);
}

static void
sy_hire_tile_form_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SyHireTileForm *self = SY_HIRE_TILE_FORM (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_BONUS:
      g_value_set_boolean (value, self->bonus);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_hire_tile_form_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SyHireTileForm *self = SY_HIRE_TILE_FORM (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_BONUS:
      self->bonus = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_hire_tile_form_class_init (SyHireTileFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_hire_tile_form_constructed;
  object_class->dispose = sy_hire_tile_form_dispose;
  object_class->get_property = sy_hire_tile_form_get_property;
  object_class->set_property = sy_hire_tile_form_set_property;

  /**
   * SyHireTileForm:game:
   *
   * The game whose player on turn hires.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyHireTileForm:bonus:
   *
   * Whether the hire is the bonus action.
   */
  properties[PROP_BONUS] =
    g_param_spec_boolean ("bonus", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyHireTileForm::send:
   * @self: the form
   * @event: (type gpointer): the #SyEvent entered, valid during the emission
   *
   * The players entered the tile taken and tapped the form's button.
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-hire-tile-form.ui");
  gtk_widget_class_bind_template_child (widget_class, SyHireTileForm, list);
  gtk_widget_class_bind_template_child (widget_class, SyHireTileForm, kind_row);
  gtk_widget_class_bind_template_child (widget_class, SyHireTileForm, kind_icon);
  gtk_widget_class_bind_template_child (widget_class, SyHireTileForm, item_row);
  gtk_widget_class_bind_template_child (widget_class, SyHireTileForm, good_row);
  gtk_widget_class_bind_template_child (widget_class, SyHireTileForm, level_row);
  gtk_widget_class_bind_template_child (widget_class, SyHireTileForm, colour_row);
  gtk_widget_class_bind_template_callback (widget_class, form_changed_cb);
}

static void
sy_hire_tile_form_init (SyHireTileForm *self)
{
  self->items_kind = SY_N_EMPLOYEE_KINDS;     /* none listed yet */
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sy_hire_tile_form_new:
 * @game: the game
 * @bonus: whether the action is taken as the bonus action
 *
 * The form for the employee tile taken; #SyHireTileForm::send tells the
 * event entered.
 *
 * Returns: (transfer floating): a new #SyHireTileForm
 */
GtkWidget *
sy_hire_tile_form_new (SyGame   *game,
                       gboolean  bonus)
{
  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  return g_object_new (SY_TYPE_HIRE_TILE_FORM, "game", game, "bonus", bonus, NULL);
}

/**
 * sy_hire_tile_form_reset:
 * @self: a tile form
 *
 * Sets @self back to a new form's choices, in place, for the game as it
 * now is (the colours it knows, the player on turn's contracts).
 */
void
sy_hire_tile_form_reset (SyHireTileForm *self)
{
  g_return_if_fail (SY_IS_HIRE_TILE_FORM (self));

  self->resetting = TRUE;
  adw_combo_row_set_selected (self->kind_row, 0);
  if (self->items_kind != selected_kind (self))
    fill_items (self, selected_kind (self));
  adw_combo_row_set_selected (self->item_row, 0);
  adw_combo_row_set_selected (self->good_row, 0);
  adw_combo_row_set_selected (self->level_row, 0);
  adw_combo_row_set_selected (self->colour_row, 0);
  gtk_spin_button_set_value (self->steps, 1);
  self->resetting = FALSE;
  form_changed_cb (NULL, NULL, self);
  sy_contracts_check_update (SY_CONTRACTS_CHECK (self->check));
}
