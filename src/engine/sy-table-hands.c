/* sy-table-hands.c: the contracts dealt to each player and discarded
 *
 * A hand may be entered, privately, card by card; its discards then name
 * the cards. A hand never entered is only counted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-table-hands"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-table-private.h"
#include "sy-contracts.h"
#include "sy-error.h"
#include "sy-table-flow-private.h"
#include "sy-table-hands-private.h"

static int
find_in_hand (const SyPlayerState *player,
              guint                colour,
              const char          *id)
{
  for (guint i = 0; i < player->contracts[colour]; i++)
    if (g_str_equal (player->hand[colour][i], id))
      return (int) i;
  return -1;
}

/* A contract of this edition and of this colour. */
static gboolean
valid_contract (const SyTable *table,
                const char    *id,
                guint          colour)
{
  const SyContract *contract;

  if (strnlen (id, SY_CONTRACT_ID_SIZE) >= SY_CONTRACT_ID_SIZE)
    return FALSE;
  contract = sy_contract_find (id);
  return contract != NULL && sy_contract_in_edition (contract, table->facts.edition)
         && sy_contract_get_group (contract) == colour + 1;
}

/* A player enters, in private, the contracts of a colour dealt to them:
 * as many as they hold, each once in the whole game. */
gboolean
_sy_table_apply_deal (SyTable        *table,
            const SyEvent  *event,
            GError        **error)
{
  SyPlayerState *player;

  if (table->phase == SY_PHASE_LAYOUT || event->player >= table->facts.n_players
      || event->colour > 1)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("No such player or colour of contracts."));
      return FALSE;
    }
  player = &table->players[event->player];
  if (player->hand_known[event->colour])
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("These contracts have been entered already."));
      return FALSE;
    }
  if (event->n_ids != player->contracts[event->colour])
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("Enter every contract of that colour in the hand: %u."),
                   player->contracts[event->colour]);
      return FALSE;
    }
  for (guint i = 0; i < event->n_ids; i++)
    {
      if (!valid_contract (table, event->ids[i], event->colour))
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("That is not a contract of this edition and colour."));
          return FALSE;
        }
      for (guint p = 0; p < table->facts.n_players; p++)
        for (guint c = 0; c < 2; c++)
          if (table->players[p].hand_known[c] && find_in_hand (&table->players[p], c, event->ids[i]) >= 0)
            {
              g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                           _("Each contract card is in the game once."));
              return FALSE;
            }
      for (guint j = 0; j < i; j++)
        if (g_str_equal (event->ids[i], event->ids[j]))
          {
            g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                         _("Each contract card is in the game once."));
            return FALSE;
          }
      g_strlcpy (player->hand[event->colour][i], event->ids[i], SY_CONTRACT_ID_SIZE);
    }
  player->hand_known[event->colour] = TRUE;
  return TRUE;
}

gboolean
_sy_table_apply_discard (SyTable        *table,
               const SyEvent  *event,
               GError        **error)
{
  SyPlayerState *player;

  if (table->phase != SY_PHASE_DISCARD || event->player >= table->facts.n_players
      || event->colour > 1 || event->count == 0
      || event->count > table->players[event->player].discards_due[event->colour])
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("No such discard is due now."));
      return FALSE;
    }
  player = &table->players[event->player];

  /* A hand entered names the cards discarded. */
  if (player->hand_known[event->colour] != (event->n_ids > 0)
      || (event->n_ids > 0 && event->n_ids != event->count))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   player->hand_known[event->colour]
                   ? _("Say which contracts are discarded.")
                   : _("This hand was never entered, so its discards cannot be named."));
      return FALSE;
    }
  for (guint i = 0; i < event->n_ids; i++)
    {
      int at = find_in_hand (player, event->colour, event->ids[i]);

      if (at < 0)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("That contract is not in the hand."));
          return FALSE;
        }
      memmove (player->hand[event->colour][at], player->hand[event->colour][at + 1],
               (player->contracts[event->colour] - at - 1) * SY_CONTRACT_ID_SIZE);
      player->contracts[event->colour]--;
      memset (player->hand[event->colour][player->contracts[event->colour]], 0, SY_CONTRACT_ID_SIZE);
    }
  player->discards_due[event->colour] -= event->count;
  if (event->n_ids == 0)
    player->contracts[event->colour] -= event->count;
  if (!_sy_table_discards_due (table))
    _sy_table_advance (table);
  return TRUE;
}
