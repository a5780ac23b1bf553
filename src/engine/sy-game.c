/* sy-game.c: a game at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-table-private.h"
#include "sy-card-values-json.h"
#include "sy-error.h"
#include "sy-game.h"

struct _SyGame
{
  GObject parent_instance;

  SySetupFacts facts;
  char *names[SY_MAX_PLAYERS];
  SyColour colours[SY_MAX_PLAYERS];
  guint start_player;

  GArray *log;                  /* of SyEvent: everything that happened */
  GArray *seats;                /* of guint: who was on turn at each event of the log */
  guint position;               /* events in effect; the rest can be redone */
  SyTable *table;               /* the state after the events in effect */
  SyCardValues *card_values;    /* copied from contract cards by their owners */
  gboolean read_only;           /* a finished game shown from the history */
  GDateTime *finished;          /* when the history recorded it, or NULL */
};

G_DEFINE_FINAL_TYPE (SyGame, sy_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_POSITION,
  PROP_N_EVENTS,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_PHASE,
  PROP_READ_ONLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What the properties say, taken before a change to the log so that only
 * the properties whose value changed are notified after it. */
typedef struct {
  guint position;
  guint n_events;
  gboolean can_undo;
  gboolean can_redo;
  SyPhase phase;
  gboolean read_only;
} SyGameState;

static void
save_state (SyGame      *self,
            SyGameState *state)
{
  state->position = self->position;
  state->n_events = self->log->len;
  state->can_undo = sy_game_can_undo (self);
  state->can_redo = sy_game_can_redo (self);
  state->phase = self->table->phase;
  state->read_only = self->read_only;
}

/* Notifies each property that differs from @before. */
static void
notify_changes (SyGame            *self,
                const SyGameState *before)
{
  SyGameState now;

  save_state (self, &now);
  g_object_freeze_notify (G_OBJECT (self));
  if (now.position != before->position)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  if (now.n_events != before->n_events)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_EVENTS]);
  if (now.can_undo != before->can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (now.can_redo != before->can_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (now.phase != before->phase)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
  if (now.read_only != before->read_only)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
sy_game_finalize (GObject *object)
{
  SyGame *self = (SyGame *) object;

  for (guint i = 0; i < SY_MAX_PLAYERS; i++)
    g_free (self->names[i]);
  g_clear_pointer (&self->log, g_array_unref);
  g_clear_pointer (&self->seats, g_array_unref);
  g_clear_pointer (&self->table, g_free);
  g_clear_pointer (&self->card_values, sy_card_values_free);
  g_clear_pointer (&self->finished, g_date_time_unref);

  G_OBJECT_CLASS (sy_game_parent_class)->finalize (object);
}

static void
sy_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  SyGame *self = SY_GAME (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    case PROP_N_EVENTS:
      g_value_set_uint (value, self->log->len);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, sy_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, sy_game_can_redo (self));
      break;
    case PROP_PHASE:
      g_value_set_enum (value, self->table->phase);
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_game_class_init (SyGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sy_game_finalize;
  object_class->get_property = sy_game_get_property;

  /**
   * SyGame:position:
   *
   * How many events of the log are in effect; the rest can be redone.
   */
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SyGame:n-events:
   *
   * How many events the log holds, those undone included.
   */
  properties[PROP_N_EVENTS] =
    g_param_spec_uint ("n-events", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SyGame:can-undo:
   *
   * Whether sy_game_undo() would take an event back.
   */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SyGame:can-redo:
   *
   * Whether sy_game_redo() would put an undone event back.
   */
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SyGame:phase:
   *
   * The phase of the game after the events in effect.
   */
  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL, SY_TYPE_PHASE, SY_PHASE_LAYOUT,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * SyGame:read-only:
   *
   * Whether the game is a finished one shown from the history, which
   * nothing changes (see sy_game_set_read_only()).
   */
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SyGame::changed:
   * @self: the game
   *
   * An event was applied, undone, redone or corrected, or a card value
   * set. Emitted after the properties that changed were notified.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sy_game_init (SyGame *self)
{
  self->log = g_array_new (FALSE, TRUE, sizeof (SyEvent));
  self->seats = g_array_new (FALSE, TRUE, sizeof (guint));
  self->table = g_new0 (SyTable, 1);
  self->card_values = sy_card_values_new ();
}

/**
 * sy_game_new:
 * @config: the table's choices
 * @error: return location for a %SY_ERROR_INVALID_SETUP
 *
 * Creates a game from the choices of the table, after checking them as
 * sy_game_config_check() does. When @config asks for it, the starting player
 * is drawn at random.
 *
 * Returns: (transfer full) (nullable): the new game, or %NULL with @error set
 */
SyGame *
sy_game_new (const SyGameConfig  *config,
             GError             **error)
{
  g_autoptr(SyGame) self = NULL;
  SySetupFacts facts;

  g_return_val_if_fail (config != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!sy_setup_facts_compute (config->edition, config->n_players, config->contract_mode,
                               &facts, error))
    return NULL;

  self = g_object_new (SY_TYPE_GAME, NULL);
  self->facts = facts;

  if (!sy_game_config_check_players (config, self->names, error))
    return NULL;

  /* The players' colours, then the solo opponents'. */
  for (guint i = 0; i < config->n_players + facts.solo_opponents && i < SY_MAX_PLAYERS; i++)
    self->colours[i] = config->colours[i];

  if (config->start_player == SY_START_PLAYER_RANDOM)
    self->start_player = (guint) g_random_int_range (0, (gint32) config->n_players);
  else
    self->start_player = (guint) config->start_player;

  sy_table_init (self->table, &self->facts, self->start_player);

  /* The card values the owner entered in earlier games: a damaged file
   * only means they must be entered again. */
  {
    g_autoptr(GError) local = NULL;

    if (!sy_card_values_load_user (self->card_values, &local))
      g_message ("The card values kept from earlier games cannot be read: %s", local->message);
  }

  return g_steal_pointer (&self);
}

SyEdition
sy_game_get_edition (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), SY_EDITION_SECOND);

  return self->facts.edition;
}

SyContractMode
sy_game_get_contract_mode (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), SY_CONTRACT_MODE_BEGINNER);

  return self->facts.contract_mode;
}

guint
sy_game_get_n_players (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), 0);

  return self->facts.n_players;
}

const char *
sy_game_get_player_name (SyGame *self,
                         guint   index)
{
  g_return_val_if_fail (SY_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->facts.n_players, NULL);

  return self->names[index];
}

/**
 * sy_game_get_seat_colour:
 * @self: a game
 * @seat: a seat at the table: a player, or in the solo game an opponent
 *   (seats 1 and 2)
 *
 * Returns: the colour of that seat's dice, as chosen at setup
 */
SyColour
sy_game_get_seat_colour (SyGame *self,
                         guint   seat)
{
  g_return_val_if_fail (SY_IS_GAME (self), SY_COLOUR_RED);
  g_return_val_if_fail (seat < self->facts.n_players + self->facts.solo_opponents, SY_COLOUR_RED);

  return self->colours[seat];
}

SyColour
sy_game_get_player_colour (SyGame *self,
                           guint   index)
{
  g_return_val_if_fail (SY_IS_GAME (self), SY_COLOUR_RED);
  g_return_val_if_fail (index < self->facts.n_players, SY_COLOUR_RED);

  return self->colours[index];
}

guint
sy_game_get_start_player (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), 0);

  return self->start_player;
}

/**
 * sy_game_get_setup_facts:
 * @self: a #SyGame
 *
 * Returns: (transfer none): what the table needs for this game
 */
const SySetupFacts *
sy_game_get_setup_facts (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), NULL);

  return &self->facts;
}

/**
 * sy_game_get_table:
 * @self: a #SyGame
 *
 * Returns: (transfer none): the table after the events in effect
 */
const SyTable *
sy_game_get_table (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), NULL);

  return self->table;
}

static gboolean
refuse_read_only (GError **error)
{
  g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
               _("This is a finished game from the history; it is read only."));
  return FALSE;
}

/**
 * sy_game_apply:
 * @self: a #SyGame
 * @event: what happened at the table
 * @error: return location for an error of the rules, in a player's words
 *
 * Checks @event against the table and records it, dropping the events that
 * had been undone. A refused event changes nothing.
 *
 * Returns: whether @event was legal and recorded
 */
gboolean
sy_game_apply (SyGame         *self,
               const SyEvent  *event,
               GError        **error)
{
  SyGameState before;
  guint seat;

  g_return_val_if_fail (SY_IS_GAME (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  if (self->read_only)
    return refuse_read_only (error);

  save_state (self, &before);
  seat = self->table->current;
  if (!sy_table_apply (self->table, event, error))
    return FALSE;

  g_array_set_size (self->log, self->position);
  g_array_append_val (self->log, *event);
  g_array_set_size (self->seats, self->position);
  g_array_append_val (self->seats, seat);
  self->position++;
  notify_changes (self, &before);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

guint
sy_game_get_n_events (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), 0);

  return self->log->len;
}

/* Returns: how many events of the log are in effect */
guint
sy_game_get_position (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), 0);

  return self->position;
}

/**
 * sy_game_get_event:
 * @self: a #SyGame
 * @index: an index in the log
 *
 * Returns: (transfer none): the event
 */
const SyEvent *
sy_game_get_event (SyGame *self,
                   guint   index)
{
  g_return_val_if_fail (SY_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->log->len, NULL);

  return &g_array_index (self->log, SyEvent, index);
}

/**
 * sy_game_get_event_seat:
 * @self: a #SyGame
 * @index: an event of the log, below the number of events
 *
 * Who was on turn when the event at @index happened: a player's seat, or
 * a solo opponent's. Kept with the log as events are recorded or
 * corrected, so that asking costs no replay.
 *
 * Returns: the seat on turn just before the event
 */
guint
sy_game_get_event_seat (SyGame *self,
                        guint   index)
{
  g_return_val_if_fail (SY_IS_GAME (self), 0);
  g_return_val_if_fail (index < self->log->len, 0);

  return g_array_index (self->seats, guint, index);
}

/**
 * sy_game_get_event_seats:
 * @self: a #SyGame
 *
 * Who was on turn at each event of the log, the undone ones included
 * (sy_game_get_event_seat() for each event).
 *
 * Returns: (transfer full) (array): a seat for each event, as many as
 *   sy_game_get_n_events()
 */
guint *
sy_game_get_event_seats (SyGame *self)
{
  guint *seats;

  g_return_val_if_fail (SY_IS_GAME (self), NULL);

  seats = g_new0 (guint, MAX (self->log->len, 1));
  if (self->seats->len > 0)
    memcpy (seats, self->seats->data, self->seats->len * sizeof (guint));
  return seats;
}

/**
 * sy_game_replace_event:
 * @self: a #SyGame
 * @index: the event to correct, below the number of events
 * @event: what really happened instead
 * @error: return location for why the correction cannot stand
 *
 * Corrects a wrong entry without replaying the game by hand: @event takes
 * the place of event @index, and every later event in the log (the undone
 * ones included) is replayed after it. If @event or any later event no
 * longer follows the rules, nothing changes and @error names the first
 * event that fails. On success the game stands where it stood, or at the
 * end of the log when it stood before @index.
 *
 * Returns: whether the correction was made
 */
gboolean
sy_game_replace_event (SyGame         *self,
                       guint           index,
                       const SyEvent  *event,
                       GError        **error)
{
  g_autofree SyTable *table = g_new0 (SyTable, 1);
  g_autofree SyTable *at_position = g_new0 (SyTable, 1);
  g_autofree guint *seats = NULL;
  SyGameState before;
  guint position;

  g_return_val_if_fail (SY_IS_GAME (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  if (self->read_only)
    return refuse_read_only (error);

  if (index >= self->log->len)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("There is no event %u to correct."), index + 1);
      return FALSE;
    }

  position = MAX (self->position, index + 1);
  /* A correction may change who was on turn at every later event. */
  seats = g_new (guint, self->log->len);
  sy_table_init (table, &self->facts, self->start_player);
  for (guint i = 0; i < self->log->len; i++)
    {
      const SyEvent *e = i == index ? event : &g_array_index (self->log, SyEvent, i);
      g_autoptr(GError) local = NULL;

      seats[i] = table->current;
      if (!sy_table_apply (table, e, &local))
        {
          if (i == index)
            g_propagate_error (error, g_steal_pointer (&local));
          else
            g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                         _("After this correction, event %u no longer follows the rules: %s"),
                         i + 1, local->message);
          return FALSE;
        }
      if (i + 1 == position)
        *at_position = *table;
    }

  save_state (self, &before);
  g_array_index (self->log, SyEvent, index) = *event;
  memcpy (self->seats->data, seats, self->log->len * sizeof (guint));
  *self->table = *at_position;
  self->position = position;
  notify_changes (self, &before);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/**
 * sy_game_go_to:
 * @self: a #SyGame
 * @position: how many events of the log to keep in effect
 *
 * Walks the log back or forth, rebuilding the table from the start. The
 * events past @position stay in the log until a new event replaces them.
 *
 * Returns: whether the table could be rebuilt (it always can for a log
 *   that was built by sy_game_apply())
 */
gboolean
sy_game_go_to (SyGame *self,
               guint   position)
{
  g_autofree SyTable *table = g_new0 (SyTable, 1);
  SyGameState before;

  g_return_val_if_fail (SY_IS_GAME (self), FALSE);
  g_return_val_if_fail (position <= self->log->len, FALSE);

  if (self->read_only)
    return FALSE;
  sy_table_init (table, &self->facts, self->start_player);
  for (guint i = 0; i < position; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!sy_table_apply (table, &g_array_index (self->log, SyEvent, i), &error))
        {
          g_warning ("Event %u of the log no longer applies: %s", i, error->message);
          return FALSE;
        }
    }

  save_state (self, &before);
  *self->table = *table;
  self->position = position;
  notify_changes (self, &before);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
sy_game_can_undo (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), FALSE);

  return self->position > 0 && !self->read_only;
}

gboolean
sy_game_can_redo (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), FALSE);

  return self->position < self->log->len && !self->read_only;
}

gboolean
sy_game_undo (SyGame *self)
{
  return sy_game_can_undo (self) && sy_game_go_to (self, self->position - 1);
}

gboolean
sy_game_redo (SyGame *self)
{
  return sy_game_can_redo (self) && sy_game_go_to (self, self->position + 1);
}

/**
 * sy_game_get_card_values:
 * @self: a #SyGame
 *
 * Returns: (transfer none): the values copied from contract cards for this
 *   game; they travel inside its saved file
 */
SyCardValues *
sy_game_get_card_values (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), NULL);

  return self->card_values;
}

/**
 * sy_game_set_card_value:
 * @self: a #SyGame
 * @id: a contract's id
 * @count: a count on its card
 * @points: the points the card prints for @count
 *
 * Keeps a value copied from a contract card in the game, so that it
 * travels inside its saved file, and says the game changed.
 */
void
sy_game_set_card_value (SyGame     *self,
                        const char *id,
                        guint       count,
                        guint       points)
{
  g_return_if_fail (SY_IS_GAME (self) && id != NULL);

  sy_card_values_set (self->card_values, id, count, points);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * sy_game_set_read_only:
 * @self: a #SyGame
 *
 * Makes @self read only, for good: a finished game shown from the history.
 * Every event, correction, undo and redo is refused from then on.
 */
void
sy_game_set_read_only (SyGame *self)
{
  SyGameState before;

  g_return_if_fail (SY_IS_GAME (self));

  save_state (self, &before);
  self->read_only = TRUE;
  notify_changes (self, &before);
}

/**
 * sy_game_is_read_only:
 * @self: a #SyGame
 *
 * Returns: whether @self was made read only with sy_game_set_read_only()
 */
gboolean
sy_game_is_read_only (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), FALSE);

  return self->read_only;
}

/**
 * sy_game_get_phase:
 * @self: a #SyGame
 *
 * Returns: the phase of the game after the events in effect
 */
SyPhase
sy_game_get_phase (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), SY_PHASE_LAYOUT);

  return self->table->phase;
}

/**
 * sy_game_set_finished:
 * @self: a #SyGame
 * @when: (nullable): when the game finished, as the history recorded it
 *
 * Keeps the day a finished game went into the history, for its score sheet.
 */
void
sy_game_set_finished (SyGame    *self,
                      GDateTime *when)
{
  g_return_if_fail (SY_IS_GAME (self));

  g_clear_pointer (&self->finished, g_date_time_unref);
  if (when != NULL)
    self->finished = g_date_time_ref (when);
}

/**
 * sy_game_get_finished:
 * @self: a #SyGame
 *
 * Returns: (transfer none) (nullable): when @self finished, as the history
 *   recorded it, or %NULL when it is not in the history
 */
GDateTime *
sy_game_get_finished (SyGame *self)
{
  g_return_val_if_fail (SY_IS_GAME (self), NULL);

  return self->finished;
}
