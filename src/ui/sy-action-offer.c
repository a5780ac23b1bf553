/* sy-action-offer.c: rows that pick an action, as the bonus or the final one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A boxed list of the track's tiles, each row activating the panel's
 * panel.pick-action with its action as the target: the bonus action's,
 * folded in an expander with its price, or the final action's. The bonus
 * action's rows are made once, one per action: each turn they are put in
 * the track's order again and the tile chosen is hidden (a row made anew
 * each turn cost its making, its style and its text laid out). The final
 * action's are made again when the track's tiles change. Folded, the
 * bonus rows are hidden until the player opens them: a folded expander
 * still measures its rows, their text laid out after every choice
 * (issue 29).
 */
#define G_LOG_DOMAIN "sy-action-offer"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-action-offer.h"
#include "sy-entry-rows.h"

struct _SyActionOffer
{
  GtkBox parent_instance;

  GtkWidget *list;
  AdwExpanderRow *expander;      /* (nullable): the bonus action's */
  GtkWidget *bonus_rows[SY_N_ACTIONS];  /* (owned) (nullable): the expander's, by action */
  SyAction chosen;               /* the tile chosen this turn: no bonus row */
  gboolean opened;               /* the expander opened since it was last folded */
  GString *shown;                /* the actions offered, as their ids */
};

G_DEFINE_FINAL_TYPE (SyActionOffer, sy_action_offer, GTK_TYPE_BOX)

/* A row that picks @action. */
static GtkWidget *
action_row_new (SyAction action)
{
  GtkWidget *row = sy_entry_row_new (sy_action_get_name (action), NULL);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "panel.pick-action");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "u", (guint32) action);
  return row;
}

/* The rows made for no offer: the next one puts them in place. */
static void
forget_offer (SyActionOffer *self)
{
  if (self->shown != NULL)
    g_string_free (g_steal_pointer (&self->shown), TRUE);
}

/* Whether the track's tiles are not the ones the rows of @kind ("bonus",
 * "final") were made for: then they are noted as made. */
static gboolean
offer_changed (SyActionOffer *self,
               const SyTrack *track,
               const char    *kind)
{
  g_autoptr(GString) offer = g_string_new (kind);

  for (guint i = 0; i < track->n_tiles; i++)
    g_string_append_printf (offer, " %s", sy_action_to_id (track->tiles[i]));
  if (self->shown != NULL && g_string_equal (self->shown, offer))
    return FALSE;
  if (self->shown != NULL)
    g_string_free (self->shown, TRUE);
  self->shown = g_steal_pointer (&offer);
  return TRUE;
}

static void
clear (SyActionOffer *self)
{
  GtkWidget *row;

  while ((row = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), row);
  self->expander = NULL;
}

/* The bonus rows shown once the expander was opened: every tile's but
 * the one chosen this turn. */
static void
show_bonus_rows (SyActionOffer *self)
{
  for (guint a = 0; a < SY_N_ACTIONS; a++)
    if (self->bonus_rows[a] != NULL && gtk_widget_get_parent (self->bonus_rows[a]) != NULL)
      gtk_widget_set_visible (self->bonus_rows[a], self->opened && a != self->chosen);
}

/* Opened: its rows are shown, and stay shown when it folds again (for
 * its animation) until the next fold the offer asks. */
static void
expanded_cb (SyActionOffer *self)
{
  if (self->opened || !adw_expander_row_get_expanded (self->expander))
    return;
  self->opened = TRUE;
  show_bonus_rows (self);
}

/**
 * sy_action_offer_show_bonus:
 * @self: the offer
 * @table: the table
 * @steps: its steps, the bonus action open
 * @fold: whether to fold the rows again (after an event, as in a new turn)
 *
 * The bonus action for its price: a row for each other tile of the track,
 * folded until the player opens them.
 */
void
sy_action_offer_show_bonus (SyActionOffer      *self,
                            const SyTable      *table,
                            const SyTableSteps *steps,
                            gboolean            fold)
{
  const SyTrack *track;
  g_autofree char *price = NULL;
  g_autofree char *subtitle = NULL;

  g_return_if_fail (SY_IS_ACTION_OFFER (self));

  track = sy_table_get_track (table);
  price = sy_words_money (sy_table_get_facts (table)->edition, steps->bonus_price);
  /* Translators: “Bonus action for 6 guilders” */
  subtitle = g_strdup_printf (_("Bonus action for %s"), price);
  if (self->expander == NULL)
    {
      clear (self);
      self->expander = ADW_EXPANDER_ROW (adw_expander_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->expander), _("Bonus Action"));
      gtk_widget_set_name (GTK_WIDGET (self->expander), "bonus-expander");
      g_signal_connect_object (self->expander, "notify::expanded", G_CALLBACK (expanded_cb), self,
                               G_CONNECT_SWAPPED);
      self->opened = FALSE;
      gtk_list_box_append (GTK_LIST_BOX (self->list), GTK_WIDGET (self->expander));
      forget_offer (self);
    }
  if (offer_changed (self, track, "bonus"))
    {
      /* The rows in the track's order: taken out and put back (the
       * expander of libadwaita 1.2 cannot insert), made only once. */
      for (guint a = 0; a < SY_N_ACTIONS; a++)
        if (self->bonus_rows[a] != NULL && gtk_widget_get_parent (self->bonus_rows[a]) != NULL)
          adw_expander_row_remove (self->expander, self->bonus_rows[a]);
      for (guint i = 0; i < track->n_tiles; i++)
        {
          SyAction action = track->tiles[i];

          if (self->bonus_rows[action] == NULL)
            {
              g_autofree char *name = g_strdup_printf ("bonus-%s", sy_action_to_id (action));

              self->bonus_rows[action] = g_object_ref_sink (action_row_new (action));
              gtk_widget_set_name (self->bonus_rows[action], name);
            }
          adw_expander_row_add_row (self->expander, self->bonus_rows[action]);
        }
    }
  adw_expander_row_set_subtitle (self->expander, subtitle);
  if (fold)
    {
      adw_expander_row_set_expanded (self->expander, FALSE);
      self->opened = FALSE;
    }
  self->chosen = steps->chosen;
  show_bonus_rows (self);
}

/**
 * sy_action_offer_show_final:
 * @self: the offer
 * @table: the table
 *
 * The final action's choice: a row for each tile of the track.
 */
void
sy_action_offer_show_final (SyActionOffer *self,
                            const SyTable *table)
{
  const SyTrack *track;

  g_return_if_fail (SY_IS_ACTION_OFFER (self));

  track = sy_table_get_track (table);
  if (!offer_changed (self, track, "final"))
    return;
  clear (self);
  for (guint i = 0; i < track->n_tiles; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->list), action_row_new (track->tiles[i]));
}

/**
 * sy_action_offer_get_list:
 * @self: the offer
 *
 * Returns: (transfer none): the list of the rows, the control of the step
 *   when the final action is to be chosen
 */
GtkWidget *
sy_action_offer_get_list (SyActionOffer *self)
{
  g_return_val_if_fail (SY_IS_ACTION_OFFER (self), NULL);

  return self->list;
}

static void
sy_action_offer_finalize (GObject *object)
{
  SyActionOffer *self = SY_ACTION_OFFER (object);

  forget_offer (self);
  for (guint a = 0; a < SY_N_ACTIONS; a++)
    g_clear_object (&self->bonus_rows[a]);

  G_OBJECT_CLASS (sy_action_offer_parent_class)->finalize (object);
}

static void
sy_action_offer_class_init (SyActionOfferClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sy_action_offer_finalize;
}

static void
sy_action_offer_init (SyActionOffer *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  self->list = sy_entry_list_new ();
  gtk_box_append (GTK_BOX (self), self->list);
}
