/* sy-tally-text.c: the final tally in words, the same on screen and on
 * the score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-tally-text"

#include "config.h"

#include <stdlib.h>
#include <glib/gi18n.h>

#include "sy-tally-text.h"

static char *
winners_names (SyGame        *game,
               const SyTally *tally)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint p = 0; p < sy_game_get_n_players (game); p++)
    if (tally->winners[p])
      g_ptr_array_add (names, (gpointer) sy_game_get_player_name (game, p));
  g_ptr_array_add (names, NULL);
  /* TRANSLATORS: between the names of players who share a win */
  return g_strjoinv (_(", "), (char **) names->pdata);
}

/**
 * sy_tally_text_result:
 * @game: a game
 * @tally: its tally
 *
 * Returns: (transfer full): who won and by which tie-break, or the solo
 *   game's result, in a sentence
 */
char *
sy_tally_text_result (SyGame        *game,
                      const SyTally *tally)
{
  const SyTable *table = sy_game_get_table (game);
  g_autofree char *names = winners_names (game, tally);
  /* The first edition's money is zlatý, coins; the second's guilders. */
  gboolean first = sy_table_get_facts (table)->edition == SY_EDITION_FIRST;

  /* Before the end nobody has won yet: the same tie-break names the lead. */
  if (sy_table_get_phase (table) != SY_PHASE_OVER && sy_table_get_facts (table)->n_players > 1)
    switch (sy_tally_get_win_reason (tally, table))
      {
      case SY_WIN_GUILDERS:
        return g_strdup_printf (first ? _("%s leads: equal on points, but more coins.")
                                      : _("%s leads: equal on points, but more guilders."), names);
      case SY_WIN_SHARED:
        return g_strdup_printf (first ? _("%s share the lead: equal on points and on coins.")
                                      : _("%s share the lead: equal on points and on guilders."), names);
      default:
        return g_strdup_printf (_("%s leads with the most points."), names);
      }

  switch (sy_tally_get_win_reason (tally, table))
    {
    case SY_WIN_SOLO:
      /* TRANSLATORS: %s is the solo game's result, such as "Solid designer" */
      return g_strdup_printf (_("Solo result: %s"),
                              sy_tally_text_solo_band (tally->solo_band));
    case SY_WIN_POINTS:
      return g_strdup_printf (_("%s wins with the most points."), names);
    case SY_WIN_GUILDERS:
      return g_strdup_printf (first ? _("%s wins: equal on points, but more coins.")
                                    : _("%s wins: equal on points, but more guilders."), names);
    case SY_WIN_SHARED:
    default:
      return g_strdup_printf (first ? _("%s share the win: equal on points and on coins.")
                                    : _("%s share the win: equal on points and on guilders."), names);
    }
}

/**
 * sy_tally_text_incomplete:
 * @tally: a tally, public or not
 *
 * Returns: why the result may still change: the contracts face down until
 *   the final tally, or some not counted yet
 */
const char *
sy_tally_text_incomplete (const SyTally *tally)
{
  if (tally->contracts_hidden)
    return _("The contracts stay face down until the final tally: the result may change.");
  return _("Some contracts are not counted yet: the result may change.");
}

/* Returns: the second edition's solo result band in words */
const char *
sy_tally_text_solo_band (guint band)
{
  switch (band)
    {
    case 3:
      return _("Impressive engineer (95 points or more)");
    case 2:
      return _("Solid designer (80 points or more)");
    case 1:
      return _("Overseas greenhorn (60 points or more)");
    default:
      return _("Below 60 points: no title yet");
    }
}

/* Returns: the contract's title in the user's language, as @edition has it */
const char *
sy_tally_text_contract (const SyContractTally *contract,
                        SyEdition              edition)
{
  const SyContract *card = sy_contract_find (contract->id);

  return card != NULL ? sy_contract_get_title (card, edition) : contract->id;
}

/**
 * sy_tally_text_contract_points:
 * @contract: a contract of the tally
 *
 * Returns: (transfer full): its points, or what the owner must copy from
 *   the card
 */
char *
sy_tally_text_contract_points (const SyContractTally *contract)
{
  if (contract->known)
    return sy_tally_text_points (contract->points);
  /* TRANSLATORS: the card prints a table of values; %u is the count whose
   * value the program does not know yet */
  return g_strdup_printf (_("Value missing: copy it from the card, the value for %u"),
                          contract->missing_count);
}

/* Returns: (transfer full): "12 points" */
char *
sy_tally_text_points (guint points)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", points), points);
}

/* Returns: (transfer full): the edition, and solo */
char *
sy_tally_text_edition (SyGame *game)
{
  if (sy_game_get_edition (game) == SY_EDITION_FIRST)
    return g_strdup (_("First edition (2009)"));
  if (sy_game_get_n_players (game) == 1)
    return g_strdup (_("Second edition, solo game"));
  return g_strdup (_("Second edition"));
}

/* Returns: (transfer full): the day the game finished, as the history
 *   recorded it, in the user's format; today for a game not in the history */
char *
sy_tally_text_date (SyGame *game)
{
  GDateTime *finished = sy_game_get_finished (game);
  g_autoptr(GDateTime) day = finished != NULL ? g_date_time_to_local (finished) : g_date_time_new_now_local ();

  return g_date_time_format (day, "%x");
}

/* Returns: (transfer full): what the chart of the score over the game
 *   shows, which depends on whether the game is over */
char *
sy_tally_text_chart_caption (SyGame *game)
{
  if (sy_table_get_phase (sy_game_get_table (game)) == SY_PHASE_OVER)
    return g_strdup (_("Points scored during the game; the last step adds contracts and merchants."));
  return g_strdup (_("Points scored during the game, before contracts and merchants."));
}

/* The money left, in the edition's words. */
static char *
money_text (SyGame *game,
            guint   money)
{
  return sy_words_money (sy_game_get_edition (game), money);
}

typedef struct {
  guint seat;
  guint total;
  guint money;
} Standing;

static int
standing_compare (gconstpointer a,
                  gconstpointer b)
{
  const Standing *x = a, *y = b;

  if (x->total != y->total)
    return x->total > y->total ? -1 : 1;
  if (x->money != y->money)
    return x->money > y->money ? -1 : 1;
  return x->seat < y->seat ? -1 : 1;
}

/**
 * sy_tally_text_summary:
 * @game: a game, over or not
 * @title: (nullable): the title the players gave it
 *
 * The result as plain text, to be pasted anywhere: the edition and day,
 * the title, the result in a sentence, and each player's total with its
 * sources and the tie-break, best first (the same place for a tie on
 * points and money). Before the end of the game, the public tally: the
 * contracts only counted, face down.
 *
 * Returns: (transfer full): the text, ending with a line break
 */
char *
sy_tally_text_summary (SyGame     *game,
                       const char *title)
{
  const SyTable *table = sy_game_get_table (game);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *edition = sy_tally_text_edition (game);
  g_autofree char *date = sy_tally_text_date (game);
  g_autofree char *result = NULL;
  Standing standings[SY_MAX_PLAYERS];
  guint n = sy_game_get_n_players (game);
  guint place = 0;
  SyTally tally;

  sy_table_tally_public (table, sy_game_get_card_values (game), &tally);
  result = sy_tally_text_result (game, &tally);
  /* TRANSLATORS: the first line of a game's result copied as text: the
   * program's name, the edition and the day */
  g_string_append_printf (text, _("Shipyard · %s · %s"), edition, date);
  g_string_append_c (text, '\n');
  if (title != NULL && *title != '\0')
    g_string_append_printf (text, "%s\n", title);
  if (sy_table_get_phase (table) != SY_PHASE_OVER)
    g_string_append_printf (text, "%s\n", _("So far: the game is not over"));
  g_string_append_printf (text, "%s\n", result);
  if (!tally.complete)
    g_string_append_printf (text, "%s\n", sy_tally_text_incomplete (&tally));
  g_string_append_c (text, '\n');

  for (guint p = 0; p < n; p++)
    standings[p] = (Standing) { p, tally.players[p].total, sy_table_get_player (table, p)->money };
  qsort (standings, n, sizeof (Standing), standing_compare);
  for (guint i = 0; i < n; i++)
    {
      const Standing *s = &standings[i];
      const SyPlayerTally *pt = &tally.players[s->seat];
      g_autofree char *points = sy_tally_text_points (s->total);
      g_autofree char *money = money_text (game, s->money);

      if (i == 0 || standings[i - 1].total != s->total || standings[i - 1].money != s->money)
        place = i + 1;
      if (tally.contracts_hidden)
        /* TRANSLATORS: one player's line in a result copied as text before
         * the end of the game: the place, the name, the total without
         * contracts, its sources, how many contracts the player holds face
         * down, and the money left (the tie-break) */
        g_string_append_printf (text, _("%u. %s: %s (ships %u, merchants %u, contracts face down: %u), %s"),
                                place, sy_game_get_player_name (game, s->seat), points,
                                pt->ships.total, pt->employees, pt->n_hidden, money);
      else
        /* TRANSLATORS: one player's line in a result copied as text: the
         * place, the name, the total, its sources, and the money left (the
         * tie-break) */
        g_string_append_printf (text, _("%u. %s: %s (ships %u, contracts %u, merchants %u), %s"),
                                place, sy_game_get_player_name (game, s->seat), points,
                                pt->ships.total, pt->contracts_points, pt->employees, money);
      g_string_append_c (text, '\n');
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
