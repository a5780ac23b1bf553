/* sy-table.c: the table's creation, its layout, and each event sent to its rules
 *
 * Each event is checked against the state and applied to a copy, which
 * replaces the state only when the whole event is legal: a refused event
 * changes nothing. The order of play is in sy-table-flow.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-table"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-table-private.h"
#include "sy-error.h"
#include "sy-table-actions-private.h"
#include "sy-table-choice-private.h"
#include "sy-table-flow-private.h"
#include "sy-table-hands-private.h"
#include "sy-table-solo-private.h"
#include "sy-words.h"

void
sy_table_init (SyTable            *table,
               const SySetupFacts *facts,
               guint               start_player)
{
  const SyCatalog *catalog = sy_catalog_get (facts->edition);

  memset (table, 0, sizeof *table);
  table->facts = *facts;
  table->start_player = start_player;
  table->current = start_player;
  table->phase = SY_PHASE_LAYOUT;
  table->seats = facts->n_players + facts->solo_opponents;
  table->first_turns_left = facts->n_players == 2 ? 4 : table->seats;

  for (guint p = 0; p < facts->n_players; p++)
    {
      SyPlayerState *player = &table->players[p];

      player->money = facts->starting_guilders;
      sy_yard_init (&player->yard, catalog);
      sy_canals_init (&player->canals);
      /* Every player starts with a goods tile showing all three goods. */
      player->n_goods = 1;
      for (guint g = 0; g < SY_GOODS_KINDS; g++)
        player->goods[0].goods[g] = g;
      player->contracts[0] = player->contracts[1] = facts->contracts_per_colour;
    }
}

static gboolean
apply_layout (SyTable        *table,
              const SyEvent  *event,
              GError        **error)
{
  const SyCatalog *catalog = sy_catalog_get (table->facts.edition);
  guint expected = table->facts.subsidy_in_play ? SY_N_ACTIONS : SY_N_ACTIONS - 1;
  gboolean seen[SY_N_ACTIONS] = { FALSE, };
  gboolean crew_seen[SY_RING_SECTORS] = { FALSE, };

  if (event->n_track != expected)
    {
      g_autofree char *message = sy_words_printf (table->facts.edition, SY_WORD_TRACK_HOLDS, expected);

      g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, message);
      return FALSE;
    }
  for (guint i = 0; i < event->n_track; i++)
    {
      SyAction a = event->track[i];

      if ((guint) a >= SY_N_ACTIONS || seen[a]
          || (a == SY_ACTION_SUBSIDY && !table->facts.subsidy_in_play))
        {
          g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                               sy_words_get (table->facts.edition, SY_WORD_TILE_ONCE));
          return FALSE;
        }
      seen[a] = TRUE;
    }
  for (guint i = 0; i < SY_RING_SECTORS; i++)
    {
      guint found = SY_RING_SECTORS;

      for (guint j = 0; j < SY_RING_SECTORS; j++)
        if (catalog->crew_ring_items[j] == event->crew_ring[i])
          found = j;
      if (found == SY_RING_SECTORS || crew_seen[found])
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("The crew ring shows each of its four pieces once."));
          return FALSE;
        }
      crew_seen[found] = TRUE;
    }
  if (event->equipment_pointer >= SY_RING_SECTORS || event->crew_pointer >= SY_RING_SECTORS
      || event->employee_pointer >= catalog->employee_ring_spaces)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                   _("A ring pointer stands on a sector the ring does not have."));
      return FALSE;
    }

  table->track.n_tiles = event->n_track;
  for (guint i = 0; i < event->n_track; i++)
    {
      table->track.tiles[i] = event->track[i];
      table->track.owner[i] = -1;
      /* First edition: the cards lie side by side, the lead on the
       * starting space. */
      if (catalog->track_spaces > 0)
        table->track.space[i] = (catalog->track_spaces - i) % catalog->track_spaces;
    }
  if (event->has_ring)
    {
      if (catalog->employee_ring_spaces != SY_RING_STOPS)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("The employee ring has %u stops of three."), catalog->employee_ring_spaces);
          return FALSE;
        }
      for (guint stop = 0; stop < SY_RING_STOPS; stop++)
        for (guint i = 0; i < SY_RING_PILES; i++)
          {
            if (!_sy_table_check_employee (table, &event->ring[stop][i], error))
              return FALSE;
            table->ring[stop][i] = event->ring[stop][i];
            /* With three or four players, set II lies on its twins. */
            table->ring_count[stop][i] = table->facts.employee_sets;
          }
      table->ring_known = TRUE;
      /* Now that the whole ring is known, its kinds' colours must agree. */
      for (guint stop = 0; stop < SY_RING_STOPS; stop++)
        for (guint i = 0; i < SY_RING_PILES; i++)
          if (!_sy_table_check_employee (table, &table->ring[stop][i], error))
            return FALSE;
    }
  table->equipment_pointer = event->equipment_pointer;
  memcpy (table->crew_ring, event->crew_ring, sizeof table->crew_ring);
  table->crew_pointer = event->crew_pointer;
  table->employee_pointer = event->employee_pointer;

  _sy_table_begin_turn (table);
  return TRUE;
}

static gboolean
apply (SyTable        *table,
       const SyEvent  *event,
       GError        **error)
{
  const char *refusal = _sy_table_phase_refuses (table, event->type);

  if (refusal != NULL)
    {
      g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, refusal);
      return FALSE;
    }

  switch (event->type)
    {
    case SY_EVENT_LAYOUT:
      return apply_layout (table, event, error);
    case SY_EVENT_CHOOSE:
      return _sy_table_apply_choose (table, event, error);
    case SY_EVENT_ROUND_END:
      return _sy_table_apply_round_end (table, event, error);
    case SY_EVENT_STACK_EMPTY:
      return _sy_table_apply_stack_empty (table, event, error);
    case SY_EVENT_END_TURN:
      return _sy_table_apply_end_turn (table, event, error);
    case SY_EVENT_PASS:
      return _sy_table_apply_pass (table, event, error);
    case SY_EVENT_DISCARD:
      return _sy_table_apply_discard (table, event, error);
    case SY_EVENT_DEAL:
      return _sy_table_apply_deal (table, event, error);
    case SY_EVENT_LAUNCH:
      return _sy_table_apply_launch (table, event, error);
    case SY_EVENT_SOLO_TURN:
      return _sy_table_apply_solo_turn (table, event, error);
    case SY_EVENT_BUILD:
    case SY_EVENT_CANAL:
    case SY_EVENT_GOODS:
    case SY_EVENT_EQUIPMENT:
    case SY_EVENT_CREW:
    case SY_EVENT_HIRE:
    case SY_EVENT_EXCHANGE:
    case SY_EVENT_SUBSIDY:
      return _sy_table_apply_action (table, event, error);
    case SY_N_EVENT_TYPES:
    default:
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("The program does not know that event."));
      return FALSE;
    }
}

/**
 * sy_table_apply:
 * @table: a table
 * @event: what happened
 * @error: return location for a %SY_ERROR_ILLEGAL_MOVE or another error of
 *   the rules, in a player's words
 *
 * Checks @event against the state and applies it, or changes nothing.
 *
 * Returns: whether @event was legal and applied
 */
gboolean
sy_table_apply (SyTable        *table,
                const SyEvent  *event,
                GError        **error)
{
  SyTable *next;
  gboolean ok;

  g_return_val_if_fail (table != NULL && event != NULL, FALSE);

  next = g_memdup2 (table, sizeof *table);
  ok = apply (next, event, error);
  if (ok)
    *table = *next;
  g_free (next);
  return ok;
}

