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

#include "sy-card-values-json.h"
#include "sy-error.h"
#include "sy-file-write.h"
#include "sy-json-private.h"
#include "sy-save.h"

/**
 * sy_game_to_json:
 * @game: a game
 *
 * Returns: (transfer full): the saved-game document
 */
JsonNode *
sy_game_to_json (SyGame *game)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const SySetupFacts *facts;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  facts = sy_game_get_setup_facts (game);
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
      json_builder_add_string_value (b, sy_game_get_player_name (game, p));
      json_builder_set_member_name (b, "colour");
      json_builder_add_string_value (b, sy_colour_to_id (sy_game_get_player_colour (game, p)));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "start-player");
  json_builder_add_int_value (b, sy_game_get_start_player (game));
  json_builder_set_member_name (b, "card-values");
  json_builder_add_value (b, sy_card_values_to_json (sy_game_get_card_values (game)));
  json_builder_set_member_name (b, "position");
  json_builder_add_int_value (b, sy_game_get_position (game));
  json_builder_set_member_name (b, "events");
  json_builder_begin_array (b);
  for (guint i = 0; i < sy_game_get_n_events (game); i++)
    json_builder_add_value (b, sy_event_to_json (sy_game_get_event (game, i)));
  json_builder_end_array (b);
  json_builder_end_object (b);

  return json_builder_get_root (b);
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

static SyGame *
damaged (GError     **error,
         const char  *what)
{
  g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
               _("The file is not a saved game this program can read: %s."), what);
  return NULL;
}

/**
 * sy_game_load_bytes:
 * @bytes: a saved-game document
 * @violation: (optional): return location for the first event the rules
 *   refuse; %NULL to refuse such a file as a whole
 * @error: return location for a %SY_ERROR_INVALID_FILE
 *
 * Reads a saved game and replays its log. A damaged or foreign document,
 * or one from a newer version of the program, is refused with @error.
 * When @violation is given, a log that breaks the rules loads up to the
 * event before the first broken one, and @violation says what is wrong.
 *
 * Returns: (transfer full) (nullable): the game
 */
SyGame *
sy_game_load_bytes (GBytes  *bytes,
                    GError **violation,
                    GError **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(SyGameConfig) config = NULL;
  g_autoptr(SyGame) game = NULL;
  g_autoptr(GError) local = NULL;
  JsonNode *root;
  JsonObject *o;
  JsonArray *players, *events;
  const char *contracts;
  gint64 version, edition, start, position = -1;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  g_return_val_if_fail (bytes != NULL, NULL);

  if (size > SY_SAVE_MAX_BYTES)
    return damaged (error, _("it is far too large"));
  if (data == NULL || !g_utf8_validate (data, (gssize) size, NULL)
      || !json_parser_load_from_data (parser, data, (gssize) size, NULL))
    return damaged (error, _("it is not a JSON document"));

  root = json_parser_get_root (parser);
  o = root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  if (g_strcmp0 (sy_json_get_string (o, "format"), SY_SAVE_FORMAT) != 0)
    return damaged (error, _("it is some other kind of file"));
  if (!sy_json_get_int (o, "version", 1, G_MAXINT, &version))
    return damaged (error, _("its version is missing"));
  if (version > SY_SAVE_VERSION)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                   _("The game was saved by a newer version of the program; update the program to open it."));
      return NULL;
    }

  contracts = sy_json_get_string (o, "contracts");
  players = sy_json_get_array (o, "players");
  events = sy_json_get_array (o, "events");
  if (!sy_json_get_int (o, "edition", 1, 2, &edition) || players == NULL || events == NULL
      || json_array_get_length (players) < SY_MIN_PLAYERS
      || json_array_get_length (players) > SY_MAX_PLAYERS
      || (g_strcmp0 (contracts, "beginner") != 0 && g_strcmp0 (contracts, "advanced") != 0)
      || !sy_json_get_int (o, "start-player", 0, json_array_get_length (players) - 1, &start))
    return damaged (error, _("the players or the edition are missing"));
  if (json_object_has_member (o, "position")
      && !sy_json_get_int (o, "position", 0, json_array_get_length (events), &position))
    return damaged (error, _("its position in the log is wrong"));

  config = sy_game_config_new ((SyEdition) edition, json_array_get_length (players));
  config->contract_mode = g_str_equal (contracts, "beginner") ? SY_CONTRACT_MODE_BEGINNER
                                                               : SY_CONTRACT_MODE_ADVANCED;
  config->start_player = (int) start;
  for (guint p = 0; p < config->n_players; p++)
    {
      JsonNode *node = json_array_get_element (players, p);
      JsonObject *player = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      SyColour colour;

      if (!sy_colour_from_id (sy_json_get_string (player, "colour"), &colour))
        return damaged (error, _("a player’s colour is unknown"));
      sy_game_config_set_player (config, p, sy_json_get_string (player, "name"), colour);
    }

  game = sy_game_new (config, &local);
  if (game == NULL)
    return damaged (error, local->message);
  if (json_object_has_member (o, "card-values")
      && !sy_card_values_merge_json (sy_game_get_card_values (game),
                                     json_object_get_member (o, "card-values"), &local))
    return damaged (error, local->message);

  for (guint i = 0; i < json_array_get_length (events); i++)
    {
      SyEvent event;

      if (!sy_event_from_json (json_array_get_element (events, i), &event, &local))
        {
          g_autofree char *what = g_strdup_printf (_("event %u is damaged (%s)"), i + 1,
                                                   local->message);

          return damaged (error, what);
        }
      if (!sy_game_apply (game, &event, &local))
        {
          if (violation == NULL)
            {
              g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                           _("Event %u of the saved game breaks the rules: %s"), i + 1,
                           local->message);
              return NULL;
            }
          g_set_error (violation, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("Event %u breaks the rules: %s"), i + 1, local->message);
          return g_steal_pointer (&game);
        }
    }

  if (position >= 0 && position < (gint64) sy_game_get_n_events (game))
    sy_game_go_to (game, (guint) position);

  return g_steal_pointer (&game);
}

/**
 * sy_game_load_file:
 * @path: a saved game
 * @violation: (optional): see sy_game_load_bytes()
 * @error: return location for a #GFileError or a %SY_ERROR_INVALID_FILE
 *
 * Returns: (transfer full) (nullable): the game
 */
SyGame *
sy_game_load_file (const char  *path,
                   GError     **violation,
                   GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GBytes) bytes = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                            error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_size (info) > SY_SAVE_MAX_BYTES)
    return damaged (error, _("it is far too large"));
  bytes = g_file_load_bytes (file, NULL, NULL, error);
  if (bytes == NULL)
    return NULL;
  return sy_game_load_bytes (bytes, violation, error);
}
