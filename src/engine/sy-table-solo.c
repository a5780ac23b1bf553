/* sy-table-solo.c: the solo game's opponents
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-table-solo"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-table-private.h"
#include "sy-error.h"
#include "sy-table-flow-private.h"
#include "sy-table-solo-private.h"
#include "sy-table-track.h"

/**
 * sy_table_solo_uses_number:
 * @table: a table with a solo opponent on turn
 *
 * Returns: whether the opponent's turn uses the number on the back of the
 *   next solo tile: not for its first die, whose action is not carried out
 */
gboolean
sy_table_solo_uses_number (const SyTable *table)
{
  g_return_val_if_fail (table != NULL, FALSE);

  return !sy_table_is_first_turn (table);
}

/* An opponent's later turn: what the solo tile's @number does on the board. */
static void
resolve (SyTable  *table,
         SyAction  action,
         guint     number)
{
  switch (action)
    {
    case SY_ACTION_EQUIPMENT:
      table->equipment_pointer = (table->equipment_pointer + number) % SY_RING_SECTORS;
      break;
    case SY_ACTION_CREW:
      table->crew_pointer = (table->crew_pointer + number) % SY_RING_SECTORS;
      break;
    case SY_ACTION_EMPLOYEES:
      table->employee_pointer = (table->employee_pointer + number)
                                % sy_catalog_get (table->facts.edition)->employee_ring_spaces;
      break;
    case SY_ACTION_EXCHANGE:
      table->exchange_pointer++;
      break;
    case SY_ACTION_BUILD:
    case SY_ACTION_CANAL:
    case SY_ACTION_GOODS:
    case SY_ACTION_SUBSIDY:
    default:
      break;
    }
}

/* A solo opponent's turn: step 1 is done; the die goes on the revealed
 * action (the special tile: on the last tile of the row), which must be
 * free and not the lead, or the players reveal the next solo tile.
 *
 * The opponents' first placements only put their dice down: "Tato akce
 * nebude provedena, ale první protivník ... umístí kostku" (second
 * edition, Sólová hra, Průběh hry), so no number is used then. On their
 * later turns the action is resolved on the board: the rings' pointers move
 * as far as the number on the back of the next solo tile says (Exchange:
 * one), the offers lose what that number says (the program does not track
 * them). */
gboolean
_sy_table_apply_solo_turn (SyTable        *table,
                 const SyEvent  *event,
                 GError        **error)
{
  int tile;

  if (!sy_table_is_opponent_turn (table))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("It is not a solo opponent’s turn."));
      return FALSE;
    }
  tile = event->special ? (int) table->track.n_tiles - 1 : sy_table_find_tile (table, event->action);
  if (tile < 0 || table->track.owner[tile] >= 0 || (tile == 0 && !sy_table_is_first_turn (table)))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("That action is taken: reveal the next solo tile."));
      return FALSE;
    }
  if (!sy_table_solo_uses_number (table) && event->number != 0)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("An opponent’s first die only marks the action, which is not carried out: no solo tile’s number is used."));
      return FALSE;
    }
  if (sy_table_solo_uses_number (table) && (event->number < 1 || event->number > 9))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("Use the number on the back of the next solo tile, the one in brackets when it shows 0."));
      return FALSE;
    }

  table->track.owner[tile] = (int) table->current;
  table->track.markers[tile] = 1;
  table->track.coins[tile] = 0;
  if (sy_table_solo_uses_number (table))
    resolve (table, table->track.tiles[tile], event->number);

  _sy_table_finish_regular_turn (table);
  return TRUE;
}
