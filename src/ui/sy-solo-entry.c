/* sy-solo-entry.c: a solo opponent's turn, as its tile shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The solo tile revealed (one of the track's actions, or the special
 * tile) and the number on the back of the next one, which the engine
 * reads for the opponent's move; the opponent's first die only marks its
 * action, so no number is asked for then (sy_table_solo_uses_number()).
 */
#define G_LOG_DOMAIN "sy-solo-entry"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-solo-entry.h"

struct _SySoloEntry
{
  GtkBox parent_instance;

  SyGame *game;
  SyAction actions[SY_MAX_TRACK];
  guint n_actions;
  gboolean uses_number;

  /* Template widgets */
  AdwComboRow *action_row;
  GtkStringList *tiles;
  GtkWidget *number_row;
  GtkSpinButton *number;
  GtkWidget *note;
};

G_DEFINE_FINAL_TYPE (SySoloEntry, sy_solo_entry, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

enum {
  SEND,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
enter_clicked_cb (SySoloEntry *self)
{
  SyEvent event = { 0, };
  guint chosen = adw_combo_row_get_selected (self->action_row);

  event.type = SY_EVENT_SOLO_TURN;
  event.special = chosen >= self->n_actions;
  event.action = chosen < self->n_actions ? self->actions[chosen] : 0;
  if (self->uses_number)
    event.number = (guint) gtk_spin_button_get_value_as_int (self->number);
  g_signal_emit (self, signals[SEND], 0, &event);
}

static void
sy_solo_entry_constructed (GObject *object)
{
  SySoloEntry *self = SY_SOLO_ENTRY (object);
  const SyTable *table;
  const SyTrack *track;

  G_OBJECT_CLASS (sy_solo_entry_parent_class)->constructed (object);

  g_return_if_fail (self->game != NULL);
  table = sy_game_get_table (self->game);
  track = sy_table_get_track (table);
  for (guint i = 0; i < track->n_tiles; i++)
    {
      self->actions[self->n_actions++] = track->tiles[i];
      gtk_string_list_append (self->tiles, sy_action_get_name (track->tiles[i]));
    }
  gtk_string_list_append (self->tiles, _("The special tile: to the last tile"));
  self->uses_number = sy_table_solo_uses_number (table);
  gtk_widget_set_visible (self->number_row, self->uses_number);
  gtk_widget_set_visible (self->note, !self->uses_number);
}

static void
sy_solo_entry_dispose (GObject *object)
{
  SySoloEntry *self = SY_SOLO_ENTRY (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SY_TYPE_SOLO_ENTRY);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (sy_solo_entry_parent_class)->dispose (object);
}

static void
sy_solo_entry_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, SY_SOLO_ENTRY (object)->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_solo_entry_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME:
      SY_SOLO_ENTRY (object)->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_solo_entry_class_init (SySoloEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_solo_entry_constructed;
  object_class->dispose = sy_solo_entry_dispose;
  object_class->get_property = sy_solo_entry_get_property;
  object_class->set_property = sy_solo_entry_set_property;

  /**
   * SySoloEntry:game:
   *
   * The solo game whose opponent's turn is entered.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SySoloEntry::send:
   * @self: the form
   * @event: (type gpointer): the #SyEvent entered, valid during the emission
   *
   * The player entered the opponent's tile (and the next tile's number).
   */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/lodenice/Shipyard/ui/sy-solo-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, SySoloEntry, action_row);
  gtk_widget_class_bind_template_child (widget_class, SySoloEntry, tiles);
  gtk_widget_class_bind_template_child (widget_class, SySoloEntry, number_row);
  gtk_widget_class_bind_template_child (widget_class, SySoloEntry, number);
  gtk_widget_class_bind_template_child (widget_class, SySoloEntry, note);
  gtk_widget_class_bind_template_callback (widget_class, enter_clicked_cb);
}

static void
sy_solo_entry_init (SySoloEntry *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sy_solo_entry_new:
 * @game: a solo game, its opponent on turn
 *
 * Returns: (transfer floating): the form of the opponent's turn; what is
 *   entered comes through #SySoloEntry::send
 */
GtkWidget *
sy_solo_entry_new (SyGame *game)
{
  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  return g_object_new (SY_TYPE_SOLO_ENTRY, "game", game, NULL);
}
