/* sy-discard-rows.c: the contracts each player discards, one tap each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each discard still due is a row: a tap enters it, or, for a hand
 * entered privately, opens its owner's view, where the cards are named
 * behind the privacy screen. The rows are made again only when the
 * discards due changed.
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
  GString *shown;               /* what the rows show, to know when it changed */
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

/**
 * sy_discard_rows_update:
 * @self: the discard rows
 * @game: a game whose players discard
 *
 * Shows each discard still due in @game, its rows made again only when
 * what they show changed.
 */
void
sy_discard_rows_update (SyDiscardRows *self,
                        SyGame        *game)
{
  const SyTable *table;
  g_autoptr(GString) shown = g_string_new (NULL);
  GtkWidget *row;

  g_return_if_fail (SY_IS_DISCARD_ROWS (self));
  g_return_if_fail (SY_IS_GAME (game));

  table = sy_game_get_table (game);
  g_string_append_printf (shown, "%d\n", sy_table_get_facts (table)->edition);
  for (guint p = 0; p < sy_table_get_facts (table)->n_players; p++)
    for (guint c = 0; c < 2; c++)
      {
        const SyPlayerState *player = sy_table_get_player (table, p);

        g_string_append_printf (shown, "%s %u %d\n", sy_game_get_player_name (game, p),
                                player->discards_due[c], player->hand_known[c]);
      }
  if (self->shown != NULL && g_string_equal (self->shown, shown))
    return;
  if (self->shown != NULL)
    g_string_free (self->shown, TRUE);
  self->shown = g_steal_pointer (&shown);

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, row);
  for (guint p = 0; p < sy_table_get_facts (table)->n_players; p++)
    for (guint c = 0; c < 2; c++)
      {
        const SyPlayerState *player = sy_table_get_player (table, p);
        guint due = player->discards_due[c];
        g_autofree char *title = NULL;
        SyEvent event = { 0, };

        if (due == 0)
          continue;
        title = describe_discard (sy_table_get_facts (table)->edition, sy_game_get_player_name (game, p),
                                  c, due);
        event.type = SY_EVENT_DISCARD;
        event.player = p;
        event.colour = c;
        event.count = due;
        gtk_list_box_append (self->list, row_new (self, title, player, &event));
      }
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

  if (self->shown != NULL)
    g_string_free (g_steal_pointer (&self->shown), TRUE);
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
