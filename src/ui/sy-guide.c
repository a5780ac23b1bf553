/* sy-guide.c: what happens now and what just happened, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The words only name what the engine's state says: whose turn it is and
 * which step the table waits for. No rule is decided here.
 */
#define G_LOG_DOMAIN "sy-guide"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-guide.h"

/* Returns: (transfer full): a player's name, or a solo opponent's */
char *
sy_guide_seat_name (SyGame *game,
                    guint   seat)
{
  guint n = sy_game_get_n_players (game);

  if (seat < n)
    return g_strdup (sy_game_get_player_name (game, seat));
  /* Translators: one of the solo game's two opponents */
  return g_strdup_printf (_("Opponent %u"), seat - n + 1);
}

/* The round's end in words, after the step: said to end only once it has
 * (the gear's die dropped, the lap ended: @round_end_reached); while the
 * players may still enter the drop that the gear's count expects, the
 * words ask for it, as the turn panel's button does. Takes @now. */
static char *
with_round_note (SyGame             *game,
                 const SyTableSteps *steps,
                 char               *now)
{
  const char *note = NULL;
  char *said;

  if (steps->round_end_reached)
    note = sy_words_get (sy_game_get_edition (game), SY_WORD_ROUND_ENDS_WITH_TURN);
  else if (steps->expects_round_end)
    /* Translators: after the step the table waits for; the gear has turned
     * as many teeth as in its last revolution, but its die has not been
     * entered as dropped yet */
    note = _("the gear’s die should drop in this turn");
  if (note == NULL)
    return now;

  /* Translators: the step the table waits for, then a note on the round's
   * end, e.g. “Ada: choose an action; the round ends with this turn” */
  said = g_strdup_printf (_("%s; %s"), now, note);
  g_free (now);
  return said;
}

/**
 * sy_guide_describe_now:
 * @game: a game
 *
 * Returns: (transfer full): the step the table waits for, e.g.
 *   “Ada: choose an action”
 */
char *
sy_guide_describe_now (SyGame *game)
{
  SyTableSteps steps;
  g_autofree char *who = NULL;

  sy_table_get_steps (sy_game_get_table (game), &steps);
  who = sy_guide_seat_name (game, steps.current);
  switch (steps.phase)
    {
    case SY_PHASE_LAYOUT:
      return g_strdup (_("Lay out the table, then enter the action track and the rings"));
    case SY_PHASE_CHOOSE:
      if (steps.opponent_turn)
        /* Translators: a solo opponent's turn */
        return g_strdup_printf (_("%s: reveal the next solo tile"), who);
      /* Translators: step 2 of a turn */
      return with_round_note (game, &steps, g_strdup_printf (_("%s: choose an action"), who));
    case SY_PHASE_ACT:
      if (steps.main_pending)
        /* Translators: “Ada: perform Build Ships” */
        return with_round_note (game, &steps, g_strdup_printf (_("%s: perform %s"), who,
                                                               sy_action_get_name (steps.chosen)));
      if (steps.finished_ships > 0)
        return with_round_note (game, &steps,
                                g_strdup_printf (_("%s: launch finished ships, then end the turn"),
                                                 who));
      if (steps.bonus_open)
        return with_round_note (game, &steps,
                                g_strdup_printf (_("%s: take a bonus action or end the turn"),
                                                 who));
      return with_round_note (game, &steps, g_strdup_printf (_("%s: end the turn"), who));
    case SY_PHASE_DISCARD:
      return g_strdup (_("Everyone: discard contracts"));
    case SY_PHASE_FINAL_ACTION:
    case SY_PHASE_LAST_CHANCE:
      /* The action done, the rest of the turn as in a regular one. */
      if (!steps.main_pending && steps.finished_ships > 0)
        return g_strdup_printf (_("%s: launch finished ships, then end the turn"), who);
      if (!steps.main_pending)
        return g_strdup_printf (_("%s: end the turn"), who);
      if (steps.phase == SY_PHASE_FINAL_ACTION)
        return g_strdup_printf (_("%s: the final action"), who);
      return g_strdup_printf (_("%s: the last chance to finish a ship"), who);
    case SY_PHASE_OVER:
    default:
      return g_strdup (_("The game is over"));
    }
}

/**
 * sy_guide_describe_event:
 * @game: the game
 * @event: an event of it
 * @seat: who was on turn when it happened
 *
 * Returns: (transfer full): the event in words, for the log and the toasts
 */
char *
sy_guide_describe_event (SyGame        *game,
                         const SyEvent *event,
                         guint          seat)
{
  g_autofree char *who = sy_guide_seat_name (game, event->type == SY_EVENT_DISCARD
                                                   || event->type == SY_EVENT_DEAL
                                                   ? event->player : seat);

  switch (event->type)
    {
    case SY_EVENT_LAYOUT:
      return g_strdup (_("The table is laid out"));
    case SY_EVENT_CHOOSE:
      /* Translators: “Ada chose Build Ships” */
      return g_strdup_printf (_("%s chose %s"), who, sy_action_get_name (event->action));
    case SY_EVENT_BUILD:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s built %u part",
                                           "%s built %u parts", event->n_parts),
                              who, event->n_parts);
    case SY_EVENT_CANAL:
      return g_strdup_printf (_("%s rented a canal"), who);
    case SY_EVENT_GOODS:
      return g_strdup_printf (_("%s bought goods"), who);
    case SY_EVENT_EQUIPMENT:
      return g_strdup_printf (_("%s manufactured equipment"), who);
    case SY_EVENT_CREW:
      return g_strdup_printf (_("%s recruited crew"), who);
    case SY_EVENT_HIRE:
      return g_strdup_printf (_("%s hired an employee"), who);
    case SY_EVENT_EXCHANGE:
      return g_strdup_printf (_("%s used the exchange"), who);
    case SY_EVENT_SUBSIDY:
      return g_strdup_printf (_("%s took the subsidy"), who);
    case SY_EVENT_LAUNCH:
      return g_strdup_printf (_("%s launched a ship"), who);
    case SY_EVENT_END_TURN:
      return g_strdup_printf (_("%s ended the turn"), who);
    case SY_EVENT_ROUND_END:
      return g_strdup (sy_words_get (sy_game_get_edition (game), SY_WORD_ROUND_ENDED));
    case SY_EVENT_STACK_EMPTY:
      return g_strdup (_("A stack of ship parts ran out"));
    case SY_EVENT_DISCARD:
      return g_strdup_printf (_("%s discarded contracts"), who);
    case SY_EVENT_PASS:
      return g_strdup_printf (_("%s let the last chance go"), who);
    case SY_EVENT_SOLO_TURN:
      return g_strdup_printf (_("%s took a turn"), who);
    case SY_EVENT_DEAL:
      return g_strdup_printf (_("%s entered contracts"), who);
    case SY_N_EVENT_TYPES:
    default:
      return g_strdup (_("Something happened at the table"));
    }
}
