/* sy-hire-entry.c: hiring an employee
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the employees round the ring were entered at the layout, each tile
 * within reach is a row with its cost, one tap to hire. Otherwise the
 * players enter the tile taken in a form of its own (sy-hire-tile-form.c),
 * made only then.
 *
 * The form is kept while the game goes on (issue 29): sy_hire_entry_reset()
 * sets it again from the game in place, the ring's rows reused (each
 * tile's row kept as the pointer moves, the spare ones hidden, the
 * missing ones added), the tile's form set back to a new one's choices.
 * A new form is set by the same code.
 */
#define G_LOG_DOMAIN "sy-hire-entry"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-event-row.h"
#include "sy-hire-entry.h"
#include "sy-hire-tile-form.h"

struct _SyHireEntry
{
  GtkBox parent_instance;

  SyGame *game;
  gboolean bonus;

  GtkWidget *tile_form;         /* (nullable): made when first needed */

  /* Template widgets */
  GtkWidget *ring_list;
};

G_DEFINE_FINAL_TYPE (SyHireEntry, sy_hire_entry, GTK_TYPE_BOX)

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

/* A row of the ring tapped, or the tile form's button: its hire is the
 * form's event. */
static void
row_send_cb (GtkWidget     *row,
             const SyEvent *event,
             SyHireEntry   *self)
{
  g_signal_emit (self, signals[SEND], 0, event);
}

/* Where a row of the ring stands in the list: its tile's place, nearest
 * first; a spare row, hidden, after them all. */
static GQuark order_quark;

static int
row_order (GtkListBoxRow *row)
{
  return GPOINTER_TO_INT (g_object_get_qdata (G_OBJECT (row), order_quark));
}

static void
set_row_order (GtkWidget *row,
               int        order)
{
  g_object_set_qdata (G_OBJECT (row), order_quark, GINT_TO_POINTER (order));
}

static int
compare_rows_cb (GtkListBoxRow *a,
                 GtkListBoxRow *b,
                 gpointer       user_data)
{
  return row_order (a) - row_order (b);
}

/* A tile within reach, as its row shows it. */
typedef struct
{
  char *title;
  char *subtitle;
  SyEvent event;
} Reach;

static void
reach_clear (Reach *reach)
{
  g_free (reach->title);
  g_free (reach->subtitle);
}

/* The ring's tiles within reach, nearest first: one row each. As the
 * ring's pointer moves, each tile keeps the row that shows it (only its
 * cost and steps change, and only they are laid out again): the rows are
 * matched to the tiles by the employee they name, put in order by their
 * tile's place, and the spare ones hidden. */
static void
ring_list_update (SyHireEntry *self)
{
  SyGame *game = self->game;
  gboolean bonus = self->bonus;
  const SyTable *table = sy_game_get_table (game);
  SyEdition edition = sy_game_get_edition (game);
  guint stops = sy_catalog_get (edition)->employee_ring_spaces;
  g_autoptr(GArray) reach = g_array_new (FALSE, FALSE, sizeof (Reach));
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autofree GtkWidget **matched = NULL;

  g_array_set_clear_func (reach, (GDestroyNotify) reach_clear);
  for (guint steps = 1; steps <= stops; steps++)
    {
      guint stop = (sy_table_get_employee_pointer (table) + steps) % stops;

      for (guint pile = 0; pile < SY_RING_PILES; pile++)
        {
          guint count;
          const SyEmployee *e = sy_table_get_ring_pile (table, stop, pile, &count);
          Reach tile = { .event = { .type = SY_EVENT_HIRE, .bonus = bonus, .steps = steps, .pile = pile } };

          if (count == 0 || !sy_table_may_hire (table, e, NULL))
            continue;
          tile.title = sy_employee_describe (edition, e);
          tile.subtitle = sy_hire_describe_cost (edition, steps, sy_table_hire_price (table, steps, e));
          g_array_append_val (reach, tile);
        }
    }

  /* Each tile's row: the one already naming its employee, else a spare
   * one, else a new one. */
  for (GtkWidget *row = gtk_widget_get_first_child (self->ring_list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    g_ptr_array_add (rows, row);
  matched = g_new0 (GtkWidget *, reach->len);
  for (guint i = 0; i < reach->len; i++)
    for (guint j = 0; j < rows->len && matched[i] == NULL; j++)
      if (rows->pdata[j] != NULL
          && g_strcmp0 (adw_preferences_row_get_title (rows->pdata[j]),
                        g_array_index (reach, Reach, i).title) == 0)
        {
          matched[i] = rows->pdata[j];
          rows->pdata[j] = NULL;
        }
  for (guint i = 0, j = 0; i < reach->len; i++)
    {
      Reach *tile = &g_array_index (reach, Reach, i);

      if (matched[i] == NULL)
        {
          while (j < rows->len && rows->pdata[j] == NULL)
            j++;
          if (j < rows->len)
            {
              matched[i] = rows->pdata[j];
              rows->pdata[j] = NULL;
            }
        }
      if (matched[i] == NULL)
        {
          matched[i] = sy_event_row_new (game, tile->title, tile->subtitle, &tile->event);
          g_signal_connect_object (matched[i], "send", G_CALLBACK (row_send_cb), self, 0);
          gtk_list_box_append (GTK_LIST_BOX (self->ring_list), matched[i]);
        }
      else
        {
          sy_event_row_set_event (SY_EVENT_ROW (matched[i]), tile->title, tile->subtitle, &tile->event);
        }
      set_row_order (matched[i], (int) i);
      gtk_widget_set_visible (matched[i], TRUE);
    }
  for (guint j = 0; j < rows->len; j++)
    if (rows->pdata[j] != NULL)
      {
        set_row_order (rows->pdata[j], G_MAXINT / 2);
        gtk_widget_set_visible (rows->pdata[j], FALSE);
      }
  gtk_list_box_invalidate_sort (GTK_LIST_BOX (self->ring_list));
}

/* The ring's rows when the game knows the ring, else the tile's form,
 * made the first time it is needed. */
static void
entry_update (SyHireEntry *self)
{
  gboolean ring_known = sy_table_get_ring_known (sy_game_get_table (self->game));

  gtk_widget_set_visible (self->ring_list, ring_known);
  if (ring_known)
    ring_list_update (self);
  if (self->tile_form != NULL)
    {
      gtk_widget_set_visible (self->tile_form, !ring_known);
      if (!ring_known)
        sy_hire_tile_form_reset (SY_HIRE_TILE_FORM (self->tile_form));
    }
  else if (!ring_known)
    {
      self->tile_form = sy_hire_tile_form_new (self->game, self->bonus);
      g_signal_connect_object (self->tile_form, "send", G_CALLBACK (row_send_cb), self, 0);
      gtk_box_append (GTK_BOX (self), self->tile_form);
    }
}

static void
sy_hire_entry_constructed (GObject *object)
{
  SyHireEntry *self = SY_HIRE_ENTRY (object);

  G_OBJECT_CLASS (sy_hire_entry_parent_class)->constructed (object);

  g_return_if_fail (self->game != NULL);
  entry_update (self);
}

static void
sy_hire_entry_dispose (GObject *object)
{
  SyHireEntry *self = SY_HIRE_ENTRY (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_HIRE_ENTRY);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (sy_hire_entry_parent_class)->dispose (object);
}

static void
sy_hire_entry_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SyHireEntry *self = SY_HIRE_ENTRY (object);

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
sy_hire_entry_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SyHireEntry *self = SY_HIRE_ENTRY (object);

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
sy_hire_entry_class_init (SyHireEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_hire_entry_constructed;
  object_class->dispose = sy_hire_entry_dispose;
  object_class->get_property = sy_hire_entry_get_property;
  object_class->set_property = sy_hire_entry_set_property;

  /**
   * SyHireEntry:game:
   *
   * The game whose player on turn hires.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * SyHireEntry:bonus:
   *
   * Whether the hire is the bonus action.
   */
  properties[PROP_BONUS] =
    g_param_spec_boolean ("bonus", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

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

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-hire-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, SyHireEntry, ring_list);

  order_quark = g_quark_from_static_string ("sy-hire-entry-order");
}

static void
sy_hire_entry_init (SyHireEntry *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_sort_func (GTK_LIST_BOX (self->ring_list), compare_rows_cb, NULL, NULL);
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
  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  return g_object_new (SY_TYPE_HIRE_ENTRY, "game", game, "bonus", bonus, NULL);
}

/**
 * sy_hire_entry_reset:
 * @self: a hire form
 *
 * Sets @self again from its game, in place, as the game moved on: it shows
 * then what a form made anew for the game would show, whatever was
 * entered in it taken back.
 */
void
sy_hire_entry_reset (SyHireEntry *self)
{
  g_return_if_fail (SY_IS_HIRE_ENTRY (self));

  entry_update (self);
}
