/* sy-launch-rows.c: the finished ships, launched in one tap each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each finished ship is a row that launches it with the best fitting and
 * route the engine finds; a ship that would fail says so and why, sails at
 * the tap all the same and is then told to have failed, Undo at hand. Its
 * button opens the launch window, to fit it by hand.
 * The rows are set again in place as the game moves on: made again only
 * when the number of ships changes. The launch window is made at the
 * first launch and kept, hidden, for the next, set again for its ship; it
 * goes with the rows, or when they show another game.
 */
#define G_LOG_DOMAIN "sy-launch-rows"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-event-row.h"
#include "sy-launch-rows.h"
#include "sy-launch-window.h"
#include "sy-message-bar.h"

struct _SyLaunchRows
{
  GtkBox parent_instance;

  SyGame *game;
  GtkLabel *heading;
  GtkListBox *list;
  guint n_rows;
  GtkWidget *details[SY_MAX_YARD_SLOTS];  /* each row's own button */
  /* The launch window, hidden between launches and set again for the
   * next: made at the first, destroyed with the rows or when the game
   * changes for another. */
  GtkWindow *launch_window;
};

G_DEFINE_FINAL_TYPE (SyLaunchRows, sy_launch_rows, GTK_TYPE_BOX)

enum {
  SEND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
launched_cb (SyLaunchWindow *window,
             const SyEvent  *event,
             SyLaunchRows   *self)
{
  g_signal_emit (self, signals[SEND], 0, event);
}

static void
launch_window_destroyed_cb (SyLaunchRows *self)
{
  self->launch_window = NULL;
}

static void
drop_launch_window (SyLaunchRows *self)
{
  if (self->launch_window != NULL)
    gtk_window_destroy (self->launch_window);
}

/* The launch window of the ship whose bow is in @slot, which enters the
 * launch when the players confirm it: the one kept from the last launch,
 * set again, or a new one the first time. */
static void
present_launch (SyLaunchRows *self,
                guint         slot)
{
  GtkWindow *parent = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));

  if (self->game == NULL)
    return;
  if (self->launch_window != NULL)
    {
      if (!sy_launch_window_set_ship (SY_LAUNCH_WINDOW (self->launch_window), self->game, slot))
        return;
      gtk_window_set_transient_for (self->launch_window, parent);
    }
  else
    {
      self->launch_window = sy_launch_window_new (parent, self->game, slot);
      if (self->launch_window == NULL)
        return;
      g_signal_connect_object (self->launch_window, "launched", G_CALLBACK (launched_cb), self, 0);
      g_signal_connect_object (self->launch_window, "destroy", G_CALLBACK (launch_window_destroyed_cb),
                               self, G_CONNECT_SWAPPED);
    }
  gtk_window_present (self->launch_window);
}

static void
row_send_cb (SyEventRow    *row,
             const SyEvent *event,
             SyLaunchRows  *self)
{
  g_autoptr(SyGame) game = g_object_ref (self->game);
  guint position = sy_game_get_position (game);
  SyFitting fitting = event->fitting;
  SyLaunchPlan plan;
  gboolean fails;

  /* A ship that fails its cruise sails at the first tap too. Its row said
   * that it fails and why before the tap, its fitting is the best there is
   * (no other would save it), and Undo takes the launch back: the table is
   * told afterwards, Undo at hand, rather than asked first (the HIG's
   * preference of undo to confirmation). A question over the whole window
   * was a frame of 21-29 ms to close, drawn in software (issue 29). The
   * launch window, where a fitting chosen by hand might be changed, still
   * asks (sy_launch_ask_failing()). */
  fails = sy_table_plan_launch (sy_game_get_table (game), event->slot, &fitting, &plan, NULL)
          && plan.score.failure != SY_SHIP_SCORES;
  g_signal_emit (self, signals[SEND], 0, event);
  if (fails && sy_game_get_position (game) > position)
    sy_message_tell (GTK_WIDGET (self),
                     _("The ship failed its cruise and brought no points. Undo takes the launch back."));
}

/* launches.details: fit a ship by hand, choose its route. */
static void
details_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  present_launch (SY_LAUNCH_ROWS (widget), g_variant_get_uint32 (parameter));
}

static GtkWidget *
row_new (SyLaunchRows  *self,
         guint          i,
         const SyEvent *event)
{
  GtkWidget *row = sy_event_row_new (NULL, "", NULL, event);
  GtkWidget *details = gtk_button_new_from_icon_name ("document-edit-symbolic");

  g_signal_connect_object (row, "send", G_CALLBACK (row_send_cb), self, 0);
  gtk_widget_set_name (row, "launch");
  gtk_widget_set_tooltip_text (details, _("Fit It by Hand, Choose the Route"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (details), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Fit It by Hand, Choose the Route"), -1);
  gtk_widget_add_css_class (details, "flat");
  gtk_widget_set_valign (details, GTK_ALIGN_CENTER);
  gtk_widget_set_name (details, "launch-details");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (details), "u", (guint32) event->slot);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (details), "launches.details");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), details);
  self->details[i] = details;
  return row;
}

/* What launching a ship would bring, as the engine finds it. */
static char *
describe_best (const SyBestFitting *best)
{
  if (best->score.failure == SY_SHIP_SCORES)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Best fitting: speed %u, %u point",
                                         "Best fitting: speed %u, %u points", best->score.total),
                            best->score.speed, best->score.total);
  if (best->score.failure == SY_SHIP_NO_CAPTAIN)
    return g_strdup (_("No captain in the supply: the ship fails and scores nothing"));
  return g_strdup (_("Your canals offer no route of its speed: the ship fails and scores nothing"));
}

/**
 * sy_launch_rows_set_game:
 * @self: the launch rows
 * @game: (nullable): the game shown
 *
 * Another game (or none): the launch window kept for the last one goes,
 * shown or not, so that it never shows a game no longer played here.
 */
void
sy_launch_rows_set_game (SyLaunchRows *self,
                         SyGame       *game)
{
  g_return_if_fail (SY_IS_LAUNCH_ROWS (self));
  g_return_if_fail (game == NULL || SY_IS_GAME (game));

  if (self->game != game)
    drop_launch_window (self);
  g_set_object (&self->game, game);
}

/**
 * sy_launch_rows_update:
 * @self: the launch rows
 * @game: the game
 *
 * Shows @game's finished ships, once its main action is done: each row set
 * again in place, rows made or dropped only when the number of ships
 * changed.
 *
 * Returns: whether any ship is offered (the rows are then shown)
 */
gboolean
sy_launch_rows_update (SyLaunchRows *self,
                       SyGame       *game)
{
  const SyTable *table;
  SyShipSpan spans[SY_MAX_YARD_SLOTS];
  SyEvent events[SY_MAX_YARD_SLOTS];
  SyBestFitting bests[SY_MAX_YARD_SLOTS];
  guint firsts[SY_MAX_YARD_SLOTS];
  guint n, n_offered = 0;
  SyTableSteps steps;
  GtkWidget *row;

  g_return_val_if_fail (SY_IS_LAUNCH_ROWS (self), FALSE);
  g_return_val_if_fail (SY_IS_GAME (game), FALSE);

  sy_launch_rows_set_game (self, game);
  table = sy_game_get_table (game);
  sy_table_get_steps (table, &steps);
  n = steps.main_pending ? 0 : sy_table_list_finished (table, spans);
  for (guint i = 0; i < n; i++)
    if (sy_table_propose_launch (table, spans[i].first, &events[n_offered], &bests[n_offered], NULL))
      firsts[n_offered++] = i;

  gtk_widget_set_visible (GTK_WIDGET (self), n > 0);
  if (n == 0)
    return FALSE;
  gtk_label_set_label (self->heading,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "A ship is finished: launch it before the turn ends",
                                    "Ships are finished: launch them one by one, in the order you choose, before the turn ends", n));
  if (self->n_rows != n_offered)
    {
      while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
        gtk_list_box_remove (self->list, row);
      for (guint i = 0; i < n_offered; i++)
        gtk_list_box_append (self->list, row_new (self, i, &events[i]));
      self->n_rows = n_offered;
    }
  row = gtk_widget_get_first_child (GTK_WIDGET (self->list));
  for (guint i = 0; i < n_offered; i++, row = gtk_widget_get_next_sibling (row))
    {
      const SyShipSpan *span = &spans[firsts[i]];
      g_autofree char *subtitle = describe_best (&bests[i]);
      /* Translators: a finished ship by the slots it fills, “Launch the ship in slots 2–5” */
      g_autofree char *title = g_strdup_printf (_("Launch the ship in slots %u–%u"), span->first + 1,
                                                span->last + 1);

      sy_event_row_set_event (SY_EVENT_ROW (row), title, subtitle, &events[i]);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->details[i]), "u", (guint32) span->first);
    }
  return TRUE;
}

/**
 * sy_launch_rows_get_list:
 * @self: the launch rows
 *
 * Returns: (transfer none): the list of the rows, the control of the step
 *   when a ship is to be launched
 */
GtkWidget *
sy_launch_rows_get_list (SyLaunchRows *self)
{
  g_return_val_if_fail (SY_IS_LAUNCH_ROWS (self), NULL);

  return GTK_WIDGET (self->list);
}

static void
sy_launch_rows_dispose (GObject *object)
{
  SyLaunchRows *self = SY_LAUNCH_ROWS (object);

  drop_launch_window (self);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_LAUNCH_ROWS);

  G_OBJECT_CLASS (sy_launch_rows_parent_class)->dispose (object);
}

static void
sy_launch_rows_class_init (SyLaunchRowsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sy_launch_rows_dispose;

  /**
   * SyLaunchRows::send:
   * @self: the rows
   * @event: (type gpointer): the launch entered, valid during the emission
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  /* Each row's button says its ship's bow slot as the action's target. */
  gtk_widget_class_install_action (widget_class, "launches.details", "u", details_activated);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-launch-rows.ui");
  gtk_widget_class_bind_template_child (widget_class, SyLaunchRows, heading);
  gtk_widget_class_bind_template_child (widget_class, SyLaunchRows, list);
}

static void
sy_launch_rows_init (SyLaunchRows *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
