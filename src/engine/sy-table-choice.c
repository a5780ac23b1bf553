/* sy-table-choice.c: steps 2 and 3: which action tile may be chosen, and the choice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-table-choice"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-table-private.h"
#include "sy-error.h"
#include "sy-table-actions-private.h"
#include "sy-table-choice-private.h"
#include "sy-table-flow.h"
#include "sy-table-track.h"
#include "sy-words.h"

/* Two players place two markers on their first turn, then one. */
static guint
markers_to_place (const SyTable *table)
{
  return table->facts.n_players == 2 && table->first_turns_left > 2 ? 2 : 1;
}

/* Whether the player on turn can carry out @action after step 3 paid them
 * @income: "Hráč musí být schopen vybranou akci provést" (step 2), and the
 * turn pays its income (step 3) before the action (step 4). */
static gboolean
can_perform (const SyTable  *table,
             SyAction        action,
             guint           income,
             GError        **error)
{
  const SyPlayerState *player = &table->players[table->current];

  switch (action)
    {
    case SY_ACTION_EXCHANGE:
      if (player->n_goods == 0)
        {
          g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                               sy_words_get (table->facts.edition, SY_WORD_EXCHANGE_NEEDS_GOODS));
          return FALSE;
        }
      return TRUE;
    case SY_ACTION_BUILD:
      for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
        if (sy_yard_legal_slots (&player->yard, kind) != 0)
          return TRUE;
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("Building ships needs a part you can place, and no part fits your shipyard now."));
      return FALSE;
    case SY_ACTION_CANAL:
      if (player->canals.n_tiles >= SY_MAX_CANAL_TILES)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("Your canal system holds every canal tile of the game."));
          return FALSE;
        }
      return TRUE;
    case SY_ACTION_EMPLOYEES:
      if (!_sy_table_can_hire (table, income))
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("No employee within the pointer’s reach is one you may take and pay for."));
          return FALSE;
        }
      return TRUE;
    case SY_ACTION_GOODS:
    case SY_ACTION_EQUIPMENT:
    case SY_ACTION_CREW:
    case SY_ACTION_SUBSIDY:
    default:
      return TRUE;
    }
}

/**
 * sy_table_can_choose:
 * @table: a table waiting for a choice
 * @tile: the index of a tile, from the lead back
 * @error: return location for a %SY_ERROR_ILLEGAL_MOVE saying why not
 *
 * Returns: whether the player on turn may put their marker on @tile: not
 *   the lead tile (but in the first turns), not a tile with a marker, and
 *   only an action they can perform now
 */
gboolean
sy_table_can_choose (const SyTable  *table,
                     guint           tile,
                     GError        **error)
{
  g_return_val_if_fail (table != NULL, FALSE);

  if (table->phase != SY_PHASE_CHOOSE)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("It is not the time to choose an action."));
      return FALSE;
    }
  if (tile >= table->track.n_tiles)
    {
      g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                           sy_words_get (table->facts.edition, SY_WORD_TILE_NOT_IN_PLAY));
      return FALSE;
    }
  if (tile == 0 && !sy_table_is_first_turn (table))
    {
      g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                           sy_words_get (table->facts.edition, SY_WORD_LEAD_NOT_CHOSEN));
      return FALSE;
    }
  if (table->track.owner[tile] >= 0)
    {
      g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                           sy_words_get (table->facts.edition, SY_WORD_MARKER_THERE));
      return FALSE;
    }
  return can_perform (table, table->track.tiles[tile], sy_table_income (table, tile), error);
}

/* Steps 2 and 3: the player on turn puts a marker on a tile and takes its
 * income. */
gboolean
_sy_table_apply_choose (SyTable        *table,
                        const SyEvent  *event,
                        GError        **error)
{
  int tile = sy_table_find_tile (table, event->action);
  SyPlayerState *player = &table->players[table->current];

  if (tile < 0)
    {
      g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                           sy_words_get (table->facts.edition, SY_WORD_TILE_NOT_IN_PLAY));
      return FALSE;
    }
  if (!sy_table_can_choose (table, (guint) tile, error))
    return FALSE;

  player->money += sy_table_income (table, (guint) tile);
  table->track.coins[tile] = 0;
  table->track.owner[tile] = (int) table->current;
  table->track.markers[tile] = markers_to_place (table);
  table->chosen = event->action;
  table->has_chosen = TRUE;
  table->phase = SY_PHASE_ACT;
  return TRUE;
}
