/* sy-hire-entry.c: hiring an employee
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the employees round the ring were entered at the layout, each tile
 * within reach is a row with its cost, one tap to hire. Otherwise the
 * players enter the tile taken (its kind, what it pictures, and its colour
 * when the game does not know it yet) and how far the pointer moved; the
 * cost, the colours the rules give and a merchant's points follow from the
 * engine.
 */
#define G_LOG_DOMAIN "sy-hire-entry"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-contracts-check.h"
#include "sy-goods-entry.h"
#include "sy-event-row.h"
#include "sy-hire-entry.h"
#include "sy-piece-icons.h"

struct _SyHireEntry
{
  GtkBox parent_instance;

  SyGame *game;
  gboolean bonus;
  AdwComboRow *kind_row;
  SyEmployeeKind kinds[SY_N_EMPLOYEE_KINDS]; /* the kinds the edition has, as listed */
  guint n_kinds;
  GtkImage *kind_icon;
  AdwComboRow *item_row;
  AdwComboRow *good_row;
  AdwComboRow *level_row;
  AdwComboRow *colour_row;
  guint colours[SY_N_EMPLOYEE_COLOURS]; /* the colours offered: neither engineers' nor recruiters' */
  guint n_colours;
  GtkSpinButton *steps;
  GtkWidget *steps_row;
  SyItem items[SY_N_ITEMS];         /* the pieces the kind may picture */
  guint n_items;
  SyEmployeeKind items_kind;
};

G_DEFINE_FINAL_TYPE (SyHireEntry, sy_hire_entry, GTK_TYPE_BOX)

enum {
  SEND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
sy_hire_entry_dispose (GObject *object)
{
  g_clear_object (&SY_HIRE_ENTRY (object)->game);

  G_OBJECT_CLASS (sy_hire_entry_parent_class)->dispose (object);
}

static void
sy_hire_entry_class_init (SyHireEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sy_hire_entry_dispose;

  /**
   * SyHireEntry::send:
   * @self: the form
   * @event: (type gpointer): the #SyEvent entered, valid during the emission
   *
   * The players tapped an employee within reach, or entered the tile
   * taken and tapped the form's button.
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
sy_hire_entry_init (SyHireEntry *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 12);
  self->items_kind = SY_N_EMPLOYEE_KINDS;     /* none listed yet */
}

/* A row of the ring tapped: its hire is the form's event. */
static void
row_send_cb (SyEventRow    *row,
             const SyEvent *event,
             SyHireEntry   *form)
{
  g_signal_emit (form, signals[SEND], 0, event);
}

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


static char *
describe_cost (SyEdition edition,
               guint     steps,
               guint     price)
{
  g_autofree char *cost = sy_entry_describe_price (edition, price);

  /* Translators: “3 stops · 2 guilders” */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u stop · %s", "%u stops · %s", steps),
                          steps, cost);
}

/* The ring's tiles within reach, nearest first: one row each. */
static GtkWidget *
ring_list_new (SyHireEntry *form)
{
  SyGame *game = form->game;
  gboolean bonus = form->bonus;
  const SyTable *table = sy_game_get_table (game);
  SyEdition edition = sy_game_get_edition (game);
  guint stops = sy_catalog_get (edition)->employee_ring_spaces;
  GtkWidget *list = sy_entry_list_new ();

  for (guint steps = 1; steps <= stops; steps++)
    {
      guint stop = (sy_table_get_employee_pointer (table) + steps) % stops;

      for (guint pile = 0; pile < SY_RING_PILES; pile++)
        {
          guint count;
          const SyEmployee *e = sy_table_get_ring_pile (table, stop, pile, &count);
          SyEvent event = { .type = SY_EVENT_HIRE, .bonus = bonus, .steps = steps, .pile = pile };
          g_autofree char *title = NULL;
          g_autofree char *subtitle = NULL;
          GtkWidget *row;

          if (count == 0 || !sy_table_may_hire (table, e, NULL))
            continue;
          title = sy_employee_describe (edition, e);
          subtitle = describe_cost (edition, steps, sy_table_hire_price (table, steps, e));
          row = sy_event_row_new (game, title, subtitle, &event);
          g_signal_connect_object (row, "send", G_CALLBACK (row_send_cb), form, 0);
          gtk_list_box_append (GTK_LIST_BOX (list), row);
        }
    }
  return list;
}

static SyEmployeeKind
selected_kind (SyHireEntry *form)
{
  return form->kinds[MIN (adw_combo_row_get_selected (form->kind_row), form->n_kinds - 1)];
}

static void
form_employee (SyHireEntry   *form,
               SyEmployee *e)
{
  guint item = adw_combo_row_get_selected (form->item_row);

  memset (e, 0, sizeof *e);
  e->kind = selected_kind (form);
  e->item = item < form->n_items ? form->items[item] : SY_N_ITEMS;
  e->good = adw_combo_row_get_selected (form->good_row);
  e->level = adw_combo_row_get_selected (form->level_row) + 1;
  e->colour = sy_table_employee_colour (sy_game_get_table (form->game), e->kind);
  if (e->colour == SY_EMPLOYEE_COLOUR_PRINTED)
    e->colour = form->colours[MIN (adw_combo_row_get_selected (form->colour_row), form->n_colours - 1)];
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
fill_items (SyHireEntry       *form,
            SyEmployeeKind  kind)
{
  const SyCatalog *catalog = sy_catalog_get (sy_game_get_edition (form->game));
  g_autoptr(GtkStringList) items = gtk_string_list_new (NULL);

  form->items_kind = kind;
  form->n_items = 0;
  for (guint i = 0; i < SY_N_ITEMS; i++)
    if (catalog->has_item[i] && sy_employee_may_picture (catalog, kind, (SyItem) i))
      {
        gtk_string_list_append (items, sy_item_get_name (catalog->edition, (SyItem) i));
        form->items[form->n_items++] = (SyItem) i;
      }
  adw_combo_row_set_model (form->item_row, G_LIST_MODEL (items));
}

/* Shows only the details the kind has, and the cost of the steps. */
static void
form_changed_cb (GObject    *object,
                 GParamSpec *pspec,
                 SyHireEntry   *form)
{
  SyEmployeeKind kind = selected_kind (form);
  guint steps = (guint) gtk_spin_button_get_value_as_int (form->steps);
  SyEmployee e;
  g_autofree char *cost = NULL;

  gtk_image_set_from_icon_name (form->kind_icon, sy_piece_icon_for_employee (kind));
  gtk_widget_set_name (GTK_WIDGET (form->kind_icon), sy_piece_icon_for_employee (kind));
  if (kind != form->items_kind)
    fill_items (form, kind);

  gtk_widget_set_visible (GTK_WIDGET (form->item_row),
                          kind == SY_EMPLOYEE_ENGINEER || kind == SY_EMPLOYEE_RECRUITER
                          || kind == SY_EMPLOYEE_DESIGNER);
  gtk_widget_set_visible (GTK_WIDGET (form->good_row), kind == SY_EMPLOYEE_MERCHANT);
  gtk_widget_set_visible (GTK_WIDGET (form->level_row), kind == SY_EMPLOYEE_MERCHANT);
  /* The colour only while the game does not know it for the kind. */
  gtk_widget_set_visible (GTK_WIDGET (form->colour_row),
                          sy_table_employee_colour (sy_game_get_table (form->game), kind)
                          == SY_EMPLOYEE_COLOUR_PRINTED);

  form_employee (form, &e);
  cost = describe_cost (sy_game_get_edition (form->game), steps,
                       sy_table_hire_price (sy_game_get_table (form->game), steps, &e));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (form->steps_row), cost);
}

static gboolean
hire_event (gpointer  user_data,
            SyEvent  *event)
{
  SyHireEntry *form = user_data;

  memset (event, 0, sizeof *event);
  event->type = SY_EVENT_HIRE;
  event->bonus = form->bonus;
  event->steps = (guint) gtk_spin_button_get_value_as_int (form->steps);
  form_employee (form, &event->employee);
  return TRUE;
}

static void
hire_clicked_cb (SyHireEntry *form)
{
  SyEvent event;

  hire_event (form, &event);
  g_signal_emit (form, signals[SEND], 0, &event);
}

static AdwComboRow *
combo_row_new (GtkWidget     *list,
               const char    *title,
               GtkStringList *choices,
               SyHireEntry      *form)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (choices));
  g_signal_connect (row, "notify::selected", G_CALLBACK (form_changed_cb), form);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  return ADW_COMBO_ROW (row);
}

static GtkSpinButton *
spin_row_new (GtkWidget  *list,
              const char *title,
              double      min,
              double      max,
              GtkWidget **row_out)
{
  GtkSpinButton *spin;

  *row_out = sy_entry_spin_row_new (title, min, max, &spin);
  gtk_list_box_append (GTK_LIST_BOX (list), *row_out);
  return spin;
}

/* The tile taken, entered by hand. */
static void
tile_form_fill (SyHireEntry *form)
{
  SyEdition edition = sy_game_get_edition (form->game);
  const SyCatalog *catalog = sy_catalog_get (edition);
  GtkWidget *list = sy_entry_list_new ();
  GtkWidget *button = sy_entry_send_button_new (_("_Hire"));
  GtkWidget *check;
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) items = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) goods = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) colours = gtk_string_list_new (NULL);

  /* Only the kinds the edition has: the engine takes no other. */
  for (guint k = 0; k < SY_N_EMPLOYEE_KINDS; k++)
    if (sy_employee_kind_in_edition (catalog, (SyEmployeeKind) k))
      {
        form->kinds[form->n_kinds++] = (SyEmployeeKind) k;
        gtk_string_list_append (kinds, sy_employee_kind_get_label ((SyEmployeeKind) k));
      }
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    gtk_string_list_append (goods, sy_good_get_label (edition, g));
  gtk_string_list_append (levels, "I");
  gtk_string_list_append (levels, "II");
  for (guint c = 0; c < SY_N_EMPLOYEE_COLOURS; c++)
    if (c != sy_employee_kind_colour (SY_EMPLOYEE_ENGINEER)
        && c != sy_employee_kind_colour (SY_EMPLOYEE_RECRUITER))
      {
        form->colours[form->n_colours++] = c;
        gtk_string_list_append (colours, colour_label (catalog->employee_colours[c]));
      }

  form->kind_row = combo_row_new (list, _("Employee"), kinds, form);
  gtk_widget_set_name (GTK_WIDGET (form->kind_row), "hire-kind");
  form->kind_icon = GTK_IMAGE (sy_piece_icon_new (sy_piece_icon_for_employee (0), NULL));
  adw_action_row_add_prefix (ADW_ACTION_ROW (form->kind_row), GTK_WIDGET (form->kind_icon));
  form->item_row = combo_row_new (list, _("Piece pictured"), items, form);
  gtk_widget_set_name (GTK_WIDGET (form->item_row), "hire-item");
  form->good_row = combo_row_new (list, _("Good"), goods, form);
  form->level_row = combo_row_new (list, _("Level"), levels, form);
  form->colour_row = combo_row_new (list, _("Tile colour"), colours, form);
  form->steps = spin_row_new (list, _("Stops the pointer moved"), 1,
                              catalog->employee_ring_spaces, &form->steps_row);
  gtk_widget_set_name (GTK_WIDGET (form->steps), "hire-steps");
  g_signal_connect (form->steps, "notify::value", G_CALLBACK (form_changed_cb), form);
  form_changed_cb (NULL, NULL, form);

  gtk_widget_set_name (button, "hire");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (hire_clicked_cb), form);
  gtk_box_append (GTK_BOX (form), list);
  gtk_box_append (GTK_BOX (form), button);
  check = sy_contracts_check_button_new (form->game);
  g_signal_connect_object (check, "pending", G_CALLBACK (hire_event), form, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (form), check);
}

/**
 * sy_hire_entry_new:
 * @game: the game
 * @bonus: whether the action is taken as the bonus action
 *
 * The employees within reach, one tap each, or the form for the tile
 * taken; #SyHireEntry::send tells the event entered.
 *
 * Returns: (transfer floating): a new #SyHireEntry
 */
GtkWidget *
sy_hire_entry_new (SyGame   *game,
                   gboolean  bonus)
{
  SyHireEntry *form = g_object_new (SY_TYPE_HIRE_ENTRY, NULL);

  form->game = g_object_ref (game);
  form->bonus = bonus;
  if (sy_table_get_ring_known (sy_game_get_table (game)))
    gtk_box_append (GTK_BOX (form), ring_list_new (form));
  else
    tile_form_fill (form);
  return GTK_WIDGET (form);
}
