/* sy-game-record.c: what a saved game holds, taken where the game lives
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record is the saved game's content copied out of the game at one
 * moment: the table's choices, the card values and the log of events
 * (plain structures, copied whole). Taking it costs a copy; making its
 * JSON document (sy_game_record_to_json()), which grows with the log, can
 * then run in any thread, so that the writer of the user's files builds
 * each snapshot's document in its own thread instead of the tap's
 * (sy-history-keep.c, sy-autosave.c). A record is never changed once
 * taken; it is shared by reference, counted atomically.
 */
#define G_LOG_DOMAIN "sy-game-record"

#include "config.h"

#include "sy-card-values-json.h"
#include "sy-event-codec.h"
#include "sy-game-config.h"
#include "sy-game-record.h"
#include "sy-save.h"
#include "sy-setup.h"

struct _SyGameRecord
{
  SySetupFacts facts;
  char *names[SY_MAX_PLAYERS];
  SyColour colours[SY_MAX_PLAYERS]; /* by seat, as the game keeps them: the players',
                                     * then the solo opponents' */
  gboolean default_opponents;      /* the opponents' colours a file without them gets */
  guint start_player;
  SyCardValues *card_values;
  guint position;
  SyEvent *events;
  guint n_events;
};

/**
 * _sy_game_record_default_opponents:
 * @player: the solo player's colour
 * @opponents: (out caller-allocates) (array fixed-size=2): the colours
 *
 * The opponents' colours a solo file without them gets (sy-save.c reads
 * such a file): the first two colours the player does not use.
 */
void
_sy_game_record_default_opponents (SyColour  player,
                                   SyColour *opponents)
{
  guint o = 0;

  for (guint c = 0; c < SY_N_COLOURS && o < 2; c++)
    if ((SyColour) c != player)
      opponents[o++] = (SyColour) c;
}

static gboolean
default_opponents (SyGame *game)
{
  SyColour opponents[2];

  _sy_game_record_default_opponents (sy_game_get_seat_colour (game, 0), opponents);
  return sy_game_get_seat_colour (game, 1) == opponents[0]
         && sy_game_get_seat_colour (game, 2) == opponents[1];
}

static void
record_clear (gpointer data)
{
  SyGameRecord *record = data;

  for (guint p = 0; p < SY_MAX_PLAYERS; p++)
    g_free (record->names[p]);
  sy_card_values_free (record->card_values);
  g_free (record->events);
}

/**
 * sy_game_record_new:
 * @game: a game
 *
 * Takes what @game's saved document holds, where @game lives.
 *
 * Returns: (transfer full): the record
 */
SyGameRecord *
sy_game_record_new (SyGame *game)
{
  SyGameRecord *record;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  record = g_atomic_rc_box_new0 (SyGameRecord);
  record->facts = *sy_game_get_setup_facts (game);
  for (guint p = 0; p < record->facts.n_players; p++)
    record->names[p] = g_strdup (sy_game_get_player_name (game, p));
  for (guint s = 0; s < record->facts.n_players + record->facts.solo_opponents; s++)
    record->colours[s] = sy_game_get_seat_colour (game, s);
  record->default_opponents = record->facts.solo_opponents == 0 || default_opponents (game);
  record->start_player = sy_game_get_start_player (game);
  record->card_values = sy_card_values_copy (sy_game_get_card_values (game));
  record->position = sy_game_get_position (game);
  record->n_events = sy_game_get_n_events (game);
  if (record->n_events > 0)
    record->events = g_memdup2 (sy_game_get_event (game, 0), record->n_events * sizeof (SyEvent));
  return record;
}

SyGameRecord *
sy_game_record_ref (SyGameRecord *record)
{
  g_return_val_if_fail (record != NULL, NULL);

  return g_atomic_rc_box_acquire (record);
}

void
sy_game_record_unref (SyGameRecord *record)
{
  if (record != NULL)
    g_atomic_rc_box_release_full (record, record_clear);
}

/**
 * sy_game_record_to_json:
 * @record: a game's record
 *
 * The saved-game document (docs/save-format.md), in any thread: it reads
 * nothing but @record.
 *
 * Returns: (transfer full): the document
 */
JsonNode *
sy_game_record_to_json (const SyGameRecord *record)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const SySetupFacts *facts;

  g_return_val_if_fail (record != NULL, NULL);

  facts = &record->facts;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, SY_SAVE_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, SY_SAVE_VERSION);
  json_builder_set_member_name (b, "edition");
  json_builder_add_int_value (b, facts->edition);
  json_builder_set_member_name (b, "contracts");
  json_builder_add_string_value (b, facts->contract_mode == SY_CONTRACT_MODE_BEGINNER
                                    ? "beginner" : "advanced");
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < facts->n_players; p++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, record->names[p]);
      json_builder_set_member_name (b, "colour");
      json_builder_add_string_value (b, sy_colour_to_id (record->colours[p]));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  if (!record->default_opponents)
    {
      /* The solo opponents' colours, in their turn order, when they are
       * not the ones a file without them gets. */
      json_builder_set_member_name (b, "opponents");
      json_builder_begin_array (b);
      for (guint o = 0; o < facts->solo_opponents; o++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "colour");
          json_builder_add_string_value (b, sy_colour_to_id (record->colours[facts->n_players + o]));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
  json_builder_set_member_name (b, "start-player");
  json_builder_add_int_value (b, record->start_player);
  json_builder_set_member_name (b, "card-values");
  json_builder_add_value (b, sy_card_values_to_json (record->card_values));
  json_builder_set_member_name (b, "position");
  json_builder_add_int_value (b, record->position);
  json_builder_set_member_name (b, "events");
  json_builder_begin_array (b);
  for (guint i = 0; i < record->n_events; i++)
    json_builder_add_value (b, sy_event_to_json (&record->events[i]));
  json_builder_end_array (b);
  json_builder_end_object (b);

  return json_builder_get_root (b);
}
