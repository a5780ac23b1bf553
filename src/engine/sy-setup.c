/* sy-setup.c: the setup facts of both editions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-setup"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-error.h"
#include "sy-setup.h"

G_DEFINE_BOXED_TYPE (SySetupFacts, sy_setup_facts, sy_setup_facts_copy, sy_setup_facts_free)

/**
 * sy_edition_accepts_players:
 * @edition: an edition
 * @n_players: a number of players
 *
 * The first edition is for two to four players; the second adds the solo
 * game.
 *
 * Returns: whether @edition can be played by @n_players
 */
gboolean
sy_edition_accepts_players (SyEdition edition,
                            guint     n_players)
{
  switch (edition)
    {
    case SY_EDITION_FIRST:
      return n_players >= 2 && n_players <= SY_MAX_PLAYERS;
    case SY_EDITION_SECOND:
      return n_players >= SY_MIN_PLAYERS && n_players <= SY_MAX_PLAYERS;
    default:
      return FALSE;
    }
}

static void
add_discard (SySetupFacts *facts,
             guint         after_round,
             guint         per_colour)
{
  g_assert (facts->n_discards < SY_MAX_DISCARDS);

  facts->discards[facts->n_discards].after_round = after_round;
  facts->discards[facts->n_discards].per_colour = per_colour;
  facts->n_discards++;
}

/* Second edition, "Státní zakázky a počítadlo kol": discards follow the
 * removal of the 2nd or the 4th die from the round counter. */
static void
compute_second (SySetupFacts *facts)
{
  gboolean advanced = facts->contract_mode == SY_CONTRACT_MODE_ADVANCED;
  guint n = facts->n_players;

  facts->gear_dice = 1;
  facts->round_counter_dice = n == 4 ? 7 : n == 2 ? 3 : 5;
  /* The solo game always deals 2 red and 2 blue; beginners take them from
   * the recommended starting sets, later games at random (digest §16.22). */
  facts->contracts_per_colour = advanced && n > 1 ? 3 : 2;
  facts->starting_sets = !advanced;
  facts->solo_opponents = n == 1 ? 2 : 0;

  switch (n)
    {
    case 4:
      add_discard (facts, 4, advanced ? 2 : 1);
      break;
    case 3:
      if (advanced)
        add_discard (facts, 2, 1);
      add_discard (facts, 4, 1);
      break;
    case 2:
      add_discard (facts, 2, advanced ? 2 : 1);
      break;
    case 1:
      add_discard (facts, 4, 1);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* First edition, "Státní zakázky": 3 green and 3 blue always; the discards
 * follow the end of a lap (the countdown marker moving down). */
static void
compute_first (SySetupFacts *facts)
{
  guint n = facts->n_players;

  facts->contract_mode = SY_CONTRACT_MODE_ADVANCED;
  facts->countdown_start = n;
  facts->contracts_per_colour = 3;
  facts->starting_sets = FALSE;

  switch (n)
    {
    case 4:
      /* "Jakmile ukazatel kola dosáhne 2": two laps after starting on 4. */
      add_discard (facts, 2, 2);
      break;
    case 3:
      add_discard (facts, 1, 1);
      add_discard (facts, 2, 1);
      break;
    case 2:
      add_discard (facts, 1, 2);
      break;
    default:
      g_assert_not_reached ();
    }
}

/**
 * sy_setup_facts_compute:
 * @edition: the edition
 * @n_players: the number of players
 * @contract_mode: beginner or advanced contracts (the first edition has only
 *   one way to deal them and ignores this)
 * @facts: (out caller-allocates): where to write the facts
 * @error: return location for a %SY_ERROR_INVALID_SETUP
 *
 * Derives what the table needs for a game.
 *
 * Returns: %TRUE on success; %FALSE, with @facts untouched, when @edition
 *   cannot be played by @n_players
 */
gboolean
sy_setup_facts_compute (SyEdition        edition,
                        guint            n_players,
                        SyContractMode   contract_mode,
                        SySetupFacts    *facts,
                        GError         **error)
{
  SySetupFacts f = { 0 };

  g_return_val_if_fail (facts != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (edition != SY_EDITION_FIRST && edition != SY_EDITION_SECOND)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                   _("There is no such edition of Shipyard."));
      return FALSE;
    }

  if (contract_mode != SY_CONTRACT_MODE_BEGINNER && contract_mode != SY_CONTRACT_MODE_ADVANCED)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                   _("Contracts are played either as a beginner or as an advanced game."));
      return FALSE;
    }

  if (!sy_edition_accepts_players (edition, n_players))
    {
      if (edition == SY_EDITION_FIRST)
        g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                     _("The first edition is played by 2 to 4 players."));
      else
        g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                     _("The second edition is played by 1 to 4 players."));
      return FALSE;
    }

  f.edition = edition;
  f.n_players = n_players;
  f.contract_mode = contract_mode;
  /* One die or pawn each; with two players, three. The solo player places
   * one die, as do the two opponents. */
  f.markers_per_player = n_players == 2 ? 3 : 1;
  f.subsidy_in_play = n_players == 4;
  f.starting_guilders = 6;
  /* Two players and the solo game use the basic employees only. */
  f.employee_sets = n_players >= 3 ? 2 : 1;

  if (edition == SY_EDITION_SECOND)
    compute_second (&f);
  else
    compute_first (&f);

  *facts = f;
  return TRUE;
}

SySetupFacts *
sy_setup_facts_copy (const SySetupFacts *facts)
{
  g_return_val_if_fail (facts != NULL, NULL);

  return g_memdup2 (facts, sizeof *facts);
}

void
sy_setup_facts_free (SySetupFacts *facts)
{
  g_free (facts);
}
