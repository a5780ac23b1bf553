/* sy-save.c: saved games, as JSON documents
 *
 * A saved game is the table's choices and its log of events (see
 * docs/save-format.md). Loading replays the log through the rules, so a
 * file can hold nothing the rules refuse; saving writes a new file beside
 * the old one and renames it over, so a crash never leaves half a file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-save"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-table-private.h"
#include "sy-card-values-json.h"
#include "sy-error.h"
#include "sy-event-codec.h"
#include "sy-event-decode.h"
#include "sy-file-write.h"
#include "sy-game-record.h"
#include "sy-json-input.h"
#include "sy-json-private.h"
#include "sy-save.h"

/**
 * sy_game_to_json:
 * @game: a game
 *
 * Returns: (transfer full): the saved-game document (a record of @game
 *   made into JSON at once: sy-game-record.c)
 */
JsonNode *
sy_game_to_json (SyGame *game)
{
  g_autoptr(SyGameRecord) record = NULL;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  record = sy_game_record_new (game);
  return sy_game_record_to_json (record);
}

/* Returns: (transfer full): the document as pretty-printed JSON */
char *
sy_game_to_data (SyGame *game,
                 gsize  *length)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = sy_game_to_json (game);

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, length);
}

/**
 * sy_game_save:
 * @game: a game
 * @path: where to save it
 * @error: return location for a #GFileError
 *
 * Saves @game atomically: the old file stays whole until the new one is.
 *
 * Returns: whether the game was saved
 */
gboolean
sy_game_save (SyGame      *game,
              const char  *path,
              GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (SY_IS_GAME (game), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = sy_game_to_data (game, &length);
  return sy_write_file_atomically (path, data, length, 0644, error);
}

/* The cause follows a colon and the sentence ends with a full stop: a
 * cause that is a sentence of its own loses its own. */
static SyGame *
damaged (GError     **error,
         const char  *what)
{
  g_autofree char *cause = g_strdup (what);
  gsize length = strlen (cause);

  while (length > 0 && cause[length - 1] == '.')
    cause[--length] = '\0';
  g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
               _("The file is not a saved game this program can read: %s."), cause);
  return NULL;
}

/* Why @member is not a whole number from @min to @max; NULL when it is one. */
static char *
int_problem (JsonObject *o,
             const char *member,
             gint64      min,
             gint64      max,
             gint64     *value)
{
  JsonNode *node = json_object_get_member (o, member);

  if (node == NULL)
    return g_strdup_printf (_("“%s” is missing"), member);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return g_strdup_printf (_("“%s” is not a whole number"), member);
  *value = json_node_get_int (node);
  if (*value < min || *value > max)
    return g_strdup_printf (_("“%s” is %lld, not from %lld to %lld"), member,
                            (long long) *value, (long long) min, (long long) max);
  return NULL;
}

/* The members a document may hold; anything else is damage. */
static const char *document_members[] = {
  "format", "version", "edition", "contracts", "players", "opponents", "start-player", "card-values",
  "position", "events", "finished", "unfinished", "title", "started", "history-entry",
  "history-untouched", NULL
};

/* Why the document's table (everything but the log's events) is unsound;
 * NULL when it is sound. */
static char *
document_problem (JsonObject *o,
                  gint64     *edition,
                  gint64     *start,
                  gint64     *position)
{
  g_autoptr(GList) members = json_object_get_members (o);
  JsonArray *players = sy_json_get_array (o, "players");
  JsonArray *events = sy_json_get_array (o, "events");
  const char *contracts = sy_json_get_string (o, "contracts");
  char *problem;
  guint n_players;

  for (GList *l = members; l != NULL; l = l->next)
    if (!g_strv_contains (document_members, l->data))
      return g_strdup_printf (_("it holds an unknown member “%s”"), (const char *) l->data);
  if ((problem = int_problem (o, "edition", 1, 2, edition)) != NULL)
    return problem;
  if (contracts == NULL)
    return g_strdup (_("“contracts” is missing or not a string"));
  if (!g_str_equal (contracts, "beginner") && !g_str_equal (contracts, "advanced"))
    return g_strdup_printf (_("“contracts” is “%s”, neither “beginner” nor “advanced”"),
                            contracts);
  if (players == NULL)
    return g_strdup (_("“players” is missing or not a list"));
  n_players = json_array_get_length (players);
  if (n_players < SY_MIN_PLAYERS || n_players > SY_MAX_PLAYERS)
    return g_strdup_printf (_("it has %u players; a game takes %u to %u"), n_players,
                            SY_MIN_PLAYERS, SY_MAX_PLAYERS);
  if ((problem = int_problem (o, "start-player", 0, n_players - 1, start)) != NULL)
    return problem;
  if (events == NULL)
    return g_strdup (_("“events” is missing or not a list"));
  if (json_array_get_length (events) > 0)
    {
      JsonNode *first = json_array_get_element (events, 0);
      JsonObject *event = JSON_NODE_HOLDS_OBJECT (first) ? json_node_get_object (first) : NULL;

      if (event != NULL && g_strcmp0 (sy_json_get_string (event, "type"), "layout") != 0)
        return g_strdup (_("its log does not begin with the layout of the table"));
    }
  if (json_object_has_member (o, "position")
      && (problem = int_problem (o, "position", 0, json_array_get_length (events),
                                 position)) != NULL)
    return problem;
  return NULL;
}

/* Reads the players of a sound document into @config. */
static gboolean
read_players (JsonArray     *players,
              SyGameConfig  *config,
              GError       **error)
{
  for (guint p = 0; p < config->n_players; p++)
    {
      JsonNode *node = json_array_get_element (players, p);
      JsonObject *player = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      SyColour colour;

      if (player == NULL)
        {
          g_autofree char *what = g_strdup_printf (_("player %u is not an object"), p + 1);

          damaged (error, what);
          return FALSE;
        }
      if (!sy_colour_from_id (sy_json_get_string (player, "colour"), &colour))
        {
          damaged (error, _("a player’s colour is unknown"));
          return FALSE;
        }
      sy_game_config_set_player (config, p, sy_json_get_string (player, "name"), colour);
    }
  return TRUE;
}

/* Reads the solo opponents' colours into @config (the seats after the
 * player's). A file from before they were saved gets the first two
 * colours the player does not use. */
static gboolean
read_opponents (JsonObject    *document,
                SyGameConfig  *config,
                GError       **error)
{
  JsonArray *opponents = json_object_has_member (document, "opponents")
                         ? sy_json_get_array (document, "opponents") : NULL;

  if (config->n_players != 1)
    return TRUE;
  if (opponents == NULL)
    {
      _sy_game_record_default_opponents (config->colours[0], &config->colours[1]);
      return TRUE;
    }
  for (guint o = 0; o < 2; o++)
    {
      JsonNode *node = o < json_array_get_length (opponents) ? json_array_get_element (opponents, o) : NULL;
      JsonObject *opponent = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      SyColour colour;

      if (opponent == NULL || !sy_colour_from_id (sy_json_get_string (opponent, "colour"), &colour))
        {
          damaged (error, _("a solo opponent’s colour is unknown"));
          return FALSE;
        }
      config->colours[1 + o] = colour;
    }
  return TRUE;
}

/* Replays @events into @game; see sy_game_load_bytes() for @violation. */
static gboolean
replay_events (SyGame     *game,
               JsonArray  *events,
               GError    **violation,
               GError    **error)
{
  g_autoptr(GError) local = NULL;

  for (guint i = 0; i < json_array_get_length (events); i++)
    {
      SyEvent event;

      if (!sy_event_from_json (json_array_get_element (events, i), &event, &local))
        {
          g_autofree char *what = g_strdup_printf (_("event %u is damaged (%s)"), i + 1,
                                                   local->message);

          damaged (error, what);
          return FALSE;
        }
      if (event.type == SY_EVENT_HIRE && !sy_game_get_table (game)->ring_known
          && !json_object_has_member (json_node_get_object (json_array_get_element (events, i)),
                                      "employee"))
        {
          g_autofree char *what =
            g_strdup_printf (_("event %u hires by “pile” alone, but the ring’s employees were "
                               "not laid out: it needs “employee”"), i + 1);

          damaged (error, what);
          return FALSE;
        }
      if (!sy_game_apply (game, &event, &local))
        {
          if (violation == NULL)
            {
              g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                           _("Event %u of the saved game breaks the rules: %s"), i + 1,
                           local->message);
              return FALSE;
            }
          g_set_error (violation, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("Event %u breaks the rules: %s"), i + 1, local->message);
          return TRUE;
        }
    }
  return TRUE;
}

/**
 * sy_game_load_bytes:
 * @bytes: a saved-game document
 * @violation: (optional): return location for the first event the rules
 *   refuse; %NULL to refuse such a file as a whole
 * @error: return location for a %SY_ERROR_INVALID_FILE
 *
 * Reads a saved game and replays its log. A damaged or foreign document,
 * one nested deeper or larger than any game, one that is not strict JSON,
 * or one from a newer version of the program, is refused with @error,
 * whose message names the cause. When @violation is given, a log that
 * breaks the rules loads up to the event before the first broken one, and
 * @violation says what is wrong.
 *
 * Returns: (transfer full) (nullable): the game
 */
SyGame *
sy_game_load_bytes (GBytes  *bytes,
                    GError **violation,
                    GError **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(SyGameConfig) config = NULL;
  g_autoptr(SyGame) game = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *problem = NULL;
  JsonObject *o;
  JsonArray *players, *events;
  gint64 version, edition = 0, start = 0, position = -1;

  g_return_val_if_fail (bytes != NULL, NULL);

  root = sy_json_input_parse (bytes, SY_SAVE_MAX_BYTES, &local);
  if (root == NULL)
    return damaged (error, local->message);

  o = JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  if (g_strcmp0 (sy_json_get_string (o, "format"), SY_SAVE_FORMAT) != 0)
    return damaged (error, _("it is some other kind of file"));
  if ((problem = int_problem (o, "version", 1, G_MAXINT, &version)) != NULL
      && !json_object_has_member (o, "version"))
    return damaged (error, _("its version is missing"));
  if (problem != NULL)
    return damaged (error, problem);
  if (version > SY_SAVE_VERSION)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                   _("The game was saved by a newer version of the program; update the program to open it."));
      return NULL;
    }
  if ((problem = document_problem (o, &edition, &start, &position)) != NULL)
    return damaged (error, problem);

  players = sy_json_get_array (o, "players");
  events = sy_json_get_array (o, "events");
  config = sy_game_config_new ((SyEdition) edition, json_array_get_length (players));
  config->contract_mode = g_str_equal (sy_json_get_string (o, "contracts"), "beginner")
                          ? SY_CONTRACT_MODE_BEGINNER : SY_CONTRACT_MODE_ADVANCED;
  config->start_player = (int) start;
  if (!read_players (players, config, error) || !read_opponents (o, config, error))
    return NULL;

  game = sy_game_new (config, &local);
  if (game == NULL)
    return damaged (error, local->message);
  if (json_object_has_member (o, "card-values")
      && !sy_card_values_merge_json (sy_game_get_card_values (game),
                                     json_object_get_member (o, "card-values"), &local))
    return damaged (error, local->message);

  if (!replay_events (game, events, violation, error))
    return NULL;
  if ((violation == NULL || *violation == NULL)
      && position >= 0 && position < (gint64) sy_game_get_n_events (game))
    sy_game_go_to (game, (guint) position);

  return g_steal_pointer (&game);
}

/* Loads what a file gave, or says why it gave nothing (@local). */
static SyGame *
load_read_bytes (GBytes  *bytes,
                 GError  *local,
                 GError **violation,
                 GError **error)
{
  if (bytes != NULL)
    return sy_game_load_bytes (bytes, violation, error);
  if (g_error_matches (local, SY_ERROR, SY_ERROR_INVALID_FILE))
    return damaged (error, local->message);
  g_propagate_error (error, g_error_copy (local));
  return NULL;
}

/**
 * sy_game_load_file:
 * @path: a saved game
 * @violation: (optional): see sy_game_load_bytes()
 * @error: return location for a #GFileError or a %SY_ERROR_INVALID_FILE
 *
 * Reads a regular file no larger than any game (never a folder, a device
 * or a pipe) and loads it.
 *
 * Returns: (transfer full) (nullable): the game
 */
SyGame *
sy_game_load_file (const char  *path,
                   GError     **violation,
                   GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  bytes = sy_json_input_read_path (path, SY_SAVE_MAX_BYTES, &local);
  return load_read_bytes (bytes, local, violation, error);
}

/**
 * sy_game_load_gfile:
 * @file: a saved game, local or not
 * @violation: (optional): see sy_game_load_bytes()
 * @error: return location for an error
 *
 * sy_game_load_file() for a #GFile.
 *
 * Returns: (transfer full) (nullable): the game
 */
SyGame *
sy_game_load_gfile (GFile   *file,
                    GError **violation,
                    GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  bytes = sy_json_input_read_file (file, SY_SAVE_MAX_BYTES, &local);
  return load_read_bytes (bytes, local, violation, error);
}
