/* sy-discard-rows.c: the contracts each player discards, one tap each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each discard still due is a row: a tap enters it, or, for a hand
 * entered privately, opens its owner's view, where the cards are named
 * behind the privacy screen. Each seat's and colour's row is made when
 * first due and kept for the game (issue 29: a tap answered within a
 * frame): hidden when nothing is due, its title and event set again in
 * place, made again only when the hand's kind changed (entered privately
 * or not).
 */
#define G_LOG_DOMAIN "sy-discard-rows"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-discard-rows.h"
#include "sy-entry-rows.h"
#include "sy-event-row.h"

struct _SyDiscardRows
{
  GtkBox parent_instance;

  GtkListBox *list;
  /* The row of each seat's discard of each colour, once due; the rows lie
   * in seat and colour order. */
  GtkWidget *rows[SY_MAX_PLAYERS][2];
  gboolean private[SY_MAX_PLAYERS][2];
};

G_DEFINE_FINAL_TYPE (SyDiscardRows, sy_discard_rows, GTK_TYPE_BOX)

enum {
  SEND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
row_send_cb (SyEventRow    *row,
             const SyEvent *event,
             SyDiscardRows *self)
{
  g_signal_emit (self, signals[SEND], 0, event);
}

/* Returns: (transfer full): “Alena: discard 1 red contract”, what is due,
 * not yet done; one message per colour, since languages inflect the colour
 * with the number. */
static char *
describe_discard (SyEdition   edition,
                  const char *name,
                  guint       colour,
                  guint       n)
{
  if (colour == 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: discard %u blue contract",
                                         "%s: discard %u blue contracts", n), name, n);
  if (edition == SY_EDITION_SECOND)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: discard %u red contract",
                                         "%s: discard %u red contracts", n), name, n);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: discard %u green contract",
                                       "%s: discard %u green contracts", n), name, n);
}

static GtkWidget *
row_new (SyDiscardRows       *self,
         const char          *title,
         const SyPlayerState *player,
         const SyEvent       *event)
{
  GtkWidget *row;

  if (!player->hand_known[event->colour])
    {
      row = sy_event_row_new (NULL, title, NULL, event);
      g_signal_connect_object (row, "send", G_CALLBACK (row_send_cb), self, 0);
      return row;
    }
  /* The owner names the cards, behind the privacy screen. */
  row = sy_entry_row_new (title, _("Pass the device: the owner chooses in private"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_name (row, "discard-private");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "game.contracts");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "u", (guint32) event->player);
  return row;
}

/* The rows of the seats and colours before @seat's @colour, where its row
 * goes in the list. */
static int
position_of (SyDiscardRows *self,
             guint          seat,
             guint          colour)
{
  int position = 0;

  for (guint i = 0; i < seat * 2 + colour; i++)
    if (self->rows[i / 2][i % 2] != NULL)
      position++;
  return position;
}

/* @seat's discard of @colour: its row shown with what is due, set again in
 * place when it is of the same kind, hidden when nothing is due. */
static void
show_discard (SyDiscardRows       *self,
              SyGame              *game,
              guint                seat,
              guint                colour)
{
  const SyTable *table = sy_game_get_table (game);
  const SyPlayerState *player = sy_table_get_player (table, seat);
  GtkWidget **row = &self->rows[seat][colour];
  guint due = player->discards_due[colour];
  g_autofree char *title = NULL;
  SyEvent event = { 0, };

  if (due == 0)
    {
      if (*row != NULL)
        gtk_widget_set_visible (*row, FALSE);
      return;
    }
  title = describe_discard (sy_table_get_facts (table)->edition, sy_game_get_player_name (game, seat),
                            colour, due);
  event.type = SY_EVENT_DISCARD;
  event.player = seat;
  event.colour = colour;
  event.count = due;
  if (*row != NULL && self->private[seat][colour] != player->hand_known[colour])
    gtk_list_box_remove (self->list, g_steal_pointer (row));
  if (*row == NULL)
    {
      *row = row_new (self, title, player, &event);
      self->private[seat][colour] = player->hand_known[colour];
      gtk_list_box_insert (self->list, *row, position_of (self, seat, colour));
    }
  else if (SY_IS_EVENT_ROW (*row))
    sy_event_row_set_event (SY_EVENT_ROW (*row), title, NULL, &event);
  else if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (*row)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (*row), title);
  gtk_widget_set_visible (*row, TRUE);
}

/**
 * sy_discard_rows_update:
 * @self: the discard rows
 * @game: a game whose players discard
 *
 * Shows each discard still due in @game, each seat's and colour's row
 * kept and set again in place.
 */
void
sy_discard_rows_update (SyDiscardRows *self,
                        SyGame        *game)
{
  guint n_players;

  g_return_if_fail (SY_IS_DISCARD_ROWS (self));
  g_return_if_fail (SY_IS_GAME (game));

  n_players = sy_table_get_facts (sy_game_get_table (game))->n_players;
  for (guint p = 0; p < SY_MAX_PLAYERS; p++)
    for (guint c = 0; c < 2; c++)
      if (p < n_players)
        show_discard (self, game, p, c);
      else if (self->rows[p][c] != NULL)
        gtk_widget_set_visible (self->rows[p][c], FALSE);
}

/**
 * sy_discard_rows_get_list:
 * @self: the discard rows
 *
 * Returns: (transfer none): the list of the rows, the control of the step
 */
GtkWidget *
sy_discard_rows_get_list (SyDiscardRows *self)
{
  g_return_val_if_fail (SY_IS_DISCARD_ROWS (self), NULL);

  return GTK_WIDGET (self->list);
}

static void
sy_discard_rows_dispose (GObject *object)
{
  SyDiscardRows *self = SY_DISCARD_ROWS (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_DISCARD_ROWS);

  G_OBJECT_CLASS (sy_discard_rows_parent_class)->dispose (object);
}

static void
sy_discard_rows_class_init (SyDiscardRowsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_discard_rows_dispose;

  /**
   * SyDiscardRows::send:
   * @self: the rows
   * @event: (type gpointer): the discard entered, valid during the emission
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-discard-rows.ui");
  gtk_widget_class_bind_template_child (widget_class, SyDiscardRows, list);
}

static void
sy_discard_rows_init (SyDiscardRows *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
