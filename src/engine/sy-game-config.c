/* sy-game-config.c: what a table chooses before a game, and checking it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-game-config"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "sy-error.h"
#include "sy-game-config.h"

G_DEFINE_BOXED_TYPE (SyGameConfig, sy_game_config, sy_game_config_copy, sy_game_config_free)

/**
 * sy_game_config_new:
 * @edition: the edition to play
 * @n_players: how many players
 *
 * Creates the choices for a new game with beginner contracts, the players
 * unnamed and a starting player to be drawn at random.
 *
 * Returns: (transfer full): a new #SyGameConfig
 */
SyGameConfig *
sy_game_config_new (SyEdition edition,
                    guint     n_players)
{
  SyGameConfig *config = g_new0 (SyGameConfig, 1);

  config->edition = edition;
  config->contract_mode = SY_CONTRACT_MODE_BEGINNER;
  config->n_players = n_players;
  config->start_player = SY_START_PLAYER_RANDOM;
  for (guint i = 0; i < SY_MAX_PLAYERS; i++)
    config->colours[i] = (SyColour) i;

  return config;
}

SyGameConfig *
sy_game_config_copy (const SyGameConfig *config)
{
  SyGameConfig *copy;

  g_return_val_if_fail (config != NULL, NULL);

  copy = g_memdup2 (config, sizeof *config);
  for (guint i = 0; i < SY_MAX_PLAYERS; i++)
    copy->names[i] = g_strdup (config->names[i]);

  return copy;
}

void
sy_game_config_free (SyGameConfig *config)
{
  if (config == NULL)
    return;

  for (guint i = 0; i < SY_MAX_PLAYERS; i++)
    g_free (config->names[i]);
  g_free (config);
}

/**
 * sy_game_config_set_player:
 * @config: a #SyGameConfig
 * @index: the player's place in turn order, from 0
 * @name: the player's name
 * @colour: the player's colour
 *
 * Sets one player of the game to be.
 */
void
sy_game_config_set_player (SyGameConfig *config,
                           guint         index,
                           const char   *name,
                           SyColour      colour)
{
  g_return_if_fail (config != NULL);
  g_return_if_fail (index < SY_MAX_PLAYERS);

  g_free (config->names[index]);
  config->names[index] = g_strdup (name);
  config->colours[index] = colour;
}

static const char *colour_ids[SY_N_COLOURS] = {
  [SY_COLOUR_RED] = "red",
  [SY_COLOUR_YELLOW] = "yellow",
  [SY_COLOUR_GREEN] = "green",
  [SY_COLOUR_BLUE] = "blue",
  [SY_COLOUR_WHITE] = "white",
  [SY_COLOUR_PINK] = "pink",
  [SY_COLOUR_ORANGE] = "orange",
  [SY_COLOUR_PURPLE] = "purple",
};

const char *
sy_colour_to_id (SyColour colour)
{
  g_return_val_if_fail ((guint) colour < SY_N_COLOURS, NULL);

  return colour_ids[colour];
}

gboolean
sy_colour_from_id (const char *id,
                   SyColour   *colour)
{
  for (guint i = 0; id != NULL && i < SY_N_COLOURS; i++)
    if (g_str_equal (id, colour_ids[i]))
      {
        *colour = (SyColour) i;
        return TRUE;
      }
  return FALSE;
}

/* Whether @c shows nothing: white space of any script (U+00A0 and U+2028
 * among them), a format character (U+200B, U+2060, U+FEFF…), a control. */
static gboolean
is_invisible (gunichar c)
{
  switch (g_unichar_type (c))
    {
    case G_UNICODE_CONTROL:
    case G_UNICODE_FORMAT:
    case G_UNICODE_UNASSIGNED:
    case G_UNICODE_SPACE_SEPARATOR:
    case G_UNICODE_LINE_SEPARATOR:
    case G_UNICODE_PARAGRAPH_SEPARATOR:
      return TRUE;
    default:
      return g_unichar_isspace (c);
    }
}

/* @name without the invisible characters around it. */
static char *
strip_invisible (const char *name)
{
  const char *start = name;
  const char *end = name + strlen (name);

  while (start < end && is_invisible (g_utf8_get_char (start)))
    start = g_utf8_next_char (start);
  while (end > start)
    {
      const char *last = g_utf8_prev_char (end);

      if (!is_invisible (g_utf8_get_char (last)))
        break;
      end = last;
    }
  return g_strndup (start, (gsize) (end - start));
}

/* Returns the name with surrounding white space removed, or NULL with
 * @error set when it is not a name a player can have: empty, or made only
 * of characters that show nothing, is no name. */
static char *
normalise_name (const char  *name,
                guint        index,
                GError     **error)
{
  g_autofree char *stripped = NULL;
  glong n_chars;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                   _("Player %u needs a name."), index + 1);
      return NULL;
    }

  stripped = strip_invisible (name);
  n_chars = g_utf8_strlen (stripped, -1);

  if (n_chars == 0)
    {
      if (name[0] != '\0' && strspn (name, " \t\n\r\f\v") != strlen (name))
        g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                     _("Player %u needs a name: the one entered shows nothing (it holds only "
                       "invisible characters)."), index + 1);
      else
        g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                     _("Player %u needs a name."), index + 1);
      return NULL;
    }

  if (n_chars > SY_MAX_NAME_CHARS)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                   _("The name of player %u is too long: at most %d letters fit."),
                   index + 1, SY_MAX_NAME_CHARS);
      return NULL;
    }

  /* Inside a name, a space between words shows; a control or a line
   * break does not (it would split the lines the name is shown in). */
  for (const char *p = stripped; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      GUnicodeType type = g_unichar_type (c);

      if (g_unichar_iscntrl (c) || type == G_UNICODE_LINE_SEPARATOR
          || type == G_UNICODE_PARAGRAPH_SEPARATOR)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                       _("The name of player %u contains a character that cannot be shown."),
                       index + 1);
          return NULL;
        }
    }

  return g_steal_pointer (&stripped);
}

static gboolean
same_name (const char *a,
           const char *b)
{
  g_autofree char *fa = g_utf8_casefold (a, -1);
  g_autofree char *fb = g_utf8_casefold (b, -1);

  return g_utf8_collate (fa, fb) == 0;
}

/**
 * sy_game_config_check_players:
 * @config: the table's choices
 * @names: (out caller-allocates): room for the players' names, all %NULL
 * @error: return location for a %SY_ERROR_INVALID_SETUP
 *
 * Checks the players of @config (a name and a colour each, no two alike,
 * in a solo game the two opponents' colours too, the starting player
 * among them) and writes their names, trimmed, into
 * @names; the caller frees them, also on failure.
 *
 * Returns: whether the players can sit down to a game
 */
gboolean
sy_game_config_check_players (const SyGameConfig  *config,
                              char               **names,
                              GError             **error)
{
  for (guint i = 0; i < config->n_players; i++)
    {
      names[i] = normalise_name (config->names[i], i, error);
      if (names[i] == NULL)
        return FALSE;

      if ((guint) config->colours[i] >= SY_N_COLOURS)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                       _("Player %u has a colour the program does not know."), i + 1);
          return FALSE;
        }

      for (guint j = 0; j < i; j++)
        {
          if (same_name (names[i], names[j]))
            {
              g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                           _("Two players are called “%s”: give each player a different name."),
                           names[i]);
              return FALSE;
            }
          if (config->colours[i] == config->colours[j])
            {
              g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                           _("Players %u and %u have the same colour: give each player a colour of their own."),
                           j + 1, i + 1);
              return FALSE;
            }
        }
    }

  /* The solo game: “Vyberte si barvu, kterou budete používat. Poté
   * vyberte ještě 2 další barvy pro vaše 2 sólové protivníky.” Their
   * colours follow the player's, in the opponents' turn order. */
  if (config->n_players == 1)
    for (guint o = 1; o <= 2; o++)
      {
        if ((guint) config->colours[o] >= SY_N_COLOURS)
          {
            g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                         _("Opponent %u has a colour the program does not know."), o);
            return FALSE;
          }
        if (config->colours[o] == config->colours[0])
          {
            g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                         _("Opponent %u has your colour: choose two other colours for the opponents."), o);
            return FALSE;
          }
        if (o == 2 && config->colours[2] == config->colours[1])
          {
            g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                         _("The two opponents have the same colour: give each a colour of its own."));
            return FALSE;
          }
      }

  if (config->start_player != SY_START_PLAYER_RANDOM
      && (config->start_player < 0 || (guint) config->start_player >= config->n_players))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                   _("The starting player must be one of the players."));
      return FALSE;
    }

  return TRUE;
}

static void
free_names (char **names)
{
  for (guint i = 0; i < SY_MAX_PLAYERS; i++)
    g_clear_pointer (&names[i], g_free);
}

/**
 * sy_game_config_check:
 * @config: the table's choices
 * @error: return location for a %SY_ERROR_INVALID_SETUP
 *
 * Checks the choices for a new game as sy_game_new() does, without making
 * one: the edition must be playable by that many players, every player needs
 * a name and a colour of their own, and the starting player must be one of
 * them.
 *
 * Returns: %TRUE when sy_game_new() would accept @config
 */
gboolean
sy_game_config_check (const SyGameConfig  *config,
                      GError             **error)
{
  SySetupFacts facts;
  char *names[SY_MAX_PLAYERS] = { NULL, };
  gboolean ok;

  g_return_val_if_fail (config != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!sy_setup_facts_compute (config->edition, config->n_players, config->contract_mode,
                               &facts, error))
    return FALSE;

  ok = sy_game_config_check_players (config, names, error);
  free_names (names);

  return ok;
}
