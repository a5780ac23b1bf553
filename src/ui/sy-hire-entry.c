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
#include "sy-hire-entry.h"
#include "sy-piece-icons.h"

typedef struct {
  SyGame *game;
  gboolean bonus;
  SyEntrySendFunc send;
  gpointer user_data;
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
} HireForm;

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
ring_list_new (SyGame          *game,
               gboolean         bonus,
               SyEntrySendFunc  send,
               gpointer         user_data)
{
  const SyTable *table = sy_game_get_table (game);
  SyEdition edition = sy_game_get_edition (game);
  guint stops = sy_catalog_get (edition)->employee_ring_spaces;
  GtkWidget *list = sy_entry_list_new ();

  for (guint steps = 1; steps <= stops; steps++)
    {
      guint stop = (table->employee_pointer + steps) % stops;

      for (guint pile = 0; pile < SY_RING_PILES; pile++)
        {
          const SyEmployee *e = &table->ring[stop][pile];
          SyEvent event = { .type = SY_EVENT_HIRE, .bonus = bonus, .steps = steps, .pile = pile };
          g_autofree char *title = NULL;
          g_autofree char *subtitle = NULL;

          if (table->ring_count[stop][pile] == 0 || !sy_table_may_hire (table, e, NULL))
            continue;
          title = sy_employee_describe (edition, e);
          subtitle = describe_cost (edition, steps, sy_table_hire_price (table, steps, e));
          gtk_list_box_append (GTK_LIST_BOX (list),
                               sy_entry_event_row_new (game, title, subtitle, &event, send, user_data));
        }
    }
  return list;
}

static void
hire_form_free (gpointer data)
{
  HireForm *form = data;

  g_clear_object (&form->game);
  g_free (form);
}

static SyEmployeeKind
selected_kind (HireForm *form)
{
  return form->kinds[MIN (adw_combo_row_get_selected (form->kind_row), form->n_kinds - 1)];
}

static void
form_employee (HireForm   *form,
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
fill_items (HireForm       *form,
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
                 HireForm   *form)
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
  HireForm *form = user_data;

  memset (event, 0, sizeof *event);
  event->type = SY_EVENT_HIRE;
  event->bonus = form->bonus;
  event->steps = (guint) gtk_spin_button_get_value_as_int (form->steps);
  form_employee (form, &event->employee);
  return TRUE;
}

static void
hire_clicked_cb (HireForm *form)
{
  SyEvent event;

  hire_event (form, &event);
  form->send (&event, form->user_data);
}

static AdwComboRow *
combo_row_new (GtkWidget     *list,
               const char    *title,
               GtkStringList *choices,
               HireForm      *form)
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

static GtkWidget *
tile_form_new (SyGame          *game,
               gboolean         bonus,
               SyEntrySendFunc  send,
               gpointer         user_data)
{
  SyEdition edition = sy_game_get_edition (game);
  const SyCatalog *catalog = sy_catalog_get (edition);
  HireForm *form = g_new0 (HireForm, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *list = sy_entry_list_new ();
  GtkWidget *button = sy_entry_send_button_new (_("_Hire"));
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) items = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) goods = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) colours = gtk_string_list_new (NULL);

  form->game = g_object_ref (game);
  form->bonus = bonus;
  form->send = send;
  form->user_data = user_data;
  form->items_kind = SY_N_EMPLOYEE_KINDS;     /* none listed yet */

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
  gtk_box_append (GTK_BOX (box), list);
  gtk_box_append (GTK_BOX (box), button);
  gtk_box_append (GTK_BOX (box), sy_contracts_check_button_new (game, hire_event, form));
  g_object_set_data_full (G_OBJECT (box), "form", form, hire_form_free);
  return box;
}

/**
 * sy_hire_entry_new:
 *
 * Returns: (transfer floating): the employees within reach, or the form
 *   for the tile taken
 */
GtkWidget *
sy_hire_entry_new (SyGame          *game,
                   gboolean         bonus,
                   SyEntrySendFunc  send,
                   gpointer         user_data)
{
  if (sy_game_get_table (game)->ring_known)
    return ring_list_new (game, bonus, send, user_data);
  return tile_form_new (game, bonus, send, user_data);
}
