/* table-harness.c: a table laid out and simple turns, for the engine's tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <string.h>

#include "table-harness.h"

const SyAction order3[7] = { SY_ACTION_BUILD, SY_ACTION_CANAL, SY_ACTION_GOODS,
                             SY_ACTION_EQUIPMENT, SY_ACTION_CREW, SY_ACTION_EMPLOYEES,
                             SY_ACTION_EXCHANGE };
const SyAction order4[8] = { SY_ACTION_BUILD, SY_ACTION_CANAL, SY_ACTION_GOODS,
                             SY_ACTION_EQUIPMENT, SY_ACTION_CREW, SY_ACTION_EMPLOYEES,
                             SY_ACTION_EXCHANGE, SY_ACTION_SUBSIDY };

SyTable
new_table (SyEdition      edition,
           guint          n_players,
           SyContractMode mode)
{
  SySetupFacts facts;
  SyTable table;
  SyEvent layout = { .type = SY_EVENT_LAYOUT };
  const SyCatalog *catalog = sy_catalog_get (edition);
  g_autoptr(GError) error = NULL;

  g_assert_true (sy_setup_facts_compute (edition, n_players, mode, &facts, NULL));
  sy_table_init (&table, &facts, 0);

  layout.n_track = facts.subsidy_in_play ? 8 : 7;
  memcpy (layout.track, facts.subsidy_in_play ? order4 : order3, layout.n_track * sizeof (SyAction));
  memcpy (layout.crew_ring, catalog->crew_ring_items, sizeof layout.crew_ring);
  g_assert_true (sy_table_apply (&table, &layout, &error));
  g_assert_no_error (error);
  return table;
}

void
apply_ok (SyTable       *table,
          const SyEvent *event)
{
  g_autoptr(GError) error = NULL;

  if (!sy_table_apply (table, event, &error))
    g_error ("refused: %s", error->message);
}

void
apply_refused (SyTable       *table,
               const SyEvent *event)
{
  SyTable before = *table;
  g_autoptr(GError) error = NULL;

  g_assert_false (sy_table_apply (table, event, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, !=, "");
  g_assert_cmpmem (table, sizeof *table, &before, sizeof before);
}

void
choose (SyTable  *table,
        SyAction  action)
{
  SyEvent e = { .type = SY_EVENT_CHOOSE, .action = action };

  apply_ok (table, &e);
}

void
end_turn (SyTable *table)
{
  SyEvent e = { .type = SY_EVENT_END_TURN };

  apply_ok (table, &e);
}

/* Performs an easy main action for the tile chosen. */
void
perform (SyTable  *table,
         SyAction  action)
{
  SyEvent e = { 0 };

  switch (action)
    {
    case SY_ACTION_EQUIPMENT:
      e.type = SY_EVENT_EQUIPMENT;
      e.steps = 1;
      break;
    case SY_ACTION_CREW:
      e.type = SY_EVENT_CREW;
      e.steps = 1;
      break;
    case SY_ACTION_GOODS:
      e.type = SY_EVENT_GOODS;
      e.goods[0] = 0;
      e.goods[1] = 1;
      e.goods[2] = 2;
      break;
    case SY_ACTION_SUBSIDY:
      e.type = SY_EVENT_SUBSIDY;
      break;
    case SY_ACTION_EXCHANGE:
      e.type = SY_EVENT_EXCHANGE;
      for (guint g = 0; g < 3; g++)
        {
          e.uses[g].sell = TRUE;
          e.uses[g].price = 1;
        }
      break;
    case SY_ACTION_EMPLOYEES:
      {
        SyPlayerState *p = &table->players[table->current];

        e.type = SY_EVENT_HIRE;
        e.steps = 1;
        /* Colours made up for the test, other than the engineers' and
         * the recruiters'; a merchant's points go by its level. */
        e.employee.kind = SY_EMPLOYEE_MERCHANT;
        e.employee.good = p->n_employees % 3;
        e.employee.level = p->n_employees / 3 + 1;
        e.employee.colour = 2;
        e.employee.points = sy_employee_merchant_points (e.employee.level);
        if (e.employee.level > 2)
          {
            e.employee.kind = SY_EMPLOYEE_DESIGNER;
            e.employee.item = (p->n_employees - 6) % 4;
            e.employee.colour = 3;
            e.employee.points = 0;
          }
      }
      break;
    case SY_ACTION_CANAL:
      {
        SyPlayerState *p = &table->players[table->current];
        int xs[64], ys[64];

        e.type = SY_EVENT_CANAL;
        g_strlcpy (e.tile.shape, "straight", sizeof e.tile.shape);
        sy_canals_legal_cells (&p->canals, xs, ys, 64);
        e.x = xs[0];
        e.y = ys[0];
        if (table->facts.edition == SY_EDITION_FIRST && p->canals.n_tiles == 0)
          {
            e.place_boat = TRUE;
            e.boat = (SyCanalSpot) { e.x, e.y, 1 };
          }
      }
      break;
    case SY_ACTION_BUILD:
      {
        SyPlayerState *p = &table->players[table->current];
        guint mask = sy_yard_legal_slots (&p->yard, SY_PART_BOW);

        e.type = SY_EVENT_BUILD;
        e.n_parts = 1;
        e.parts[0].part.kind = SY_PART_BOW;
        e.parts[0].slot = g_bit_nth_lsf (mask, -1);
      }
      break;
    default:
      g_assert_not_reached ();
    }
  apply_ok (table, &e);
}

/* Chooses the first tile that is legal and easy, performs it, ends. */
SyAction
simple_turn (SyTable *table)
{
  for (guint i = 0; i < table->track.n_tiles; i++)
    {
      SyAction a = table->track.tiles[i];

      if (a == SY_ACTION_BUILD
          && sy_yard_legal_slots (&table->players[table->current].yard, SY_PART_BOW) == 0)
        continue;
      if (a == SY_ACTION_EMPLOYEES && table->players[table->current].n_employees >= 10)
        continue;
      if (!sy_table_can_choose (table, i, NULL))
        continue;
      choose (table, a);
      perform (table, a);
      end_turn (table);
      return a;
    }
  g_assert_not_reached ();
}

/* Plays regular turns, making the discards due, and reporting the
 * second edition's round end every @revolution teeth (the first edition's
 * laps end by themselves). */
void
play_until (SyTable *t,
            SyPhase  phase,
            guint    revolution,
            guint    max_turns)
{
  for (guint turn = 0; turn < max_turns && t->phase != phase; turn++)
    {
      if (t->phase == SY_PHASE_DISCARD)
        {
          for (guint p = 0; p < t->facts.n_players; p++)
            for (guint c = 0; c < 2; c++)
              if (t->players[p].discards_due[c] > 0)
                {
                  SyEvent d = { .type = SY_EVENT_DISCARD, .player = p, .colour = c,
                                .count = t->players[p].discards_due[c] };

                  if (t->players[p].hand_known[c])
                    {
                      d.n_ids = d.count;
                      for (guint i = 0; i < d.count; i++)
                        g_strlcpy (d.ids[i], t->players[p].hand[c][i], sizeof d.ids[i]);
                    }
                  apply_ok (t, &d);
                }
          continue;
        }
      if (t->phase != SY_PHASE_CHOOSE)
        return;
      if (t->facts.edition == SY_EDITION_SECOND && t->teeth == revolution)
        {
          SyEvent r = { .type = SY_EVENT_ROUND_END };

          apply_ok (t, &r);
        }
      simple_turn (t);
    }
}

/* The small ship: 3 parts at the first slot a bow may take, a cabin in
 * the bow and in the stern, @rigging rigging mounts and @lifebuoys
 * lifebuoys on the middle, as one Build Ships event of the player on turn. */
SyEvent
small_ship_event (const SyTable *t,
                  guint          rigging,
                  guint          lifebuoys)
{
  SyEvent build = { .type = SY_EVENT_BUILD, .n_parts = 3 };
  guint bow = 0;

  while (!(sy_yard_legal_slots (&t->players[t->current].yard, SY_PART_BOW) & (1u << bow)))
    bow++;
  build.parts[0] = (SyBoughtPart) { .part = { .kind = SY_PART_BOW }, .slot = bow };
  build.parts[0].part.symbols[SY_SYMBOL_CABIN] = 1;
  build.parts[1] = (SyBoughtPart) { .part = { .kind = SY_PART_MIDDLE }, .slot = bow + 1 };
  build.parts[1].part.symbols[SY_SYMBOL_RIGGING_MOUNT] = rigging;
  build.parts[1].part.symbols[SY_SYMBOL_LIFEBUOY] = lifebuoys;
  build.parts[2] = (SyBoughtPart) { .part = { .kind = SY_PART_STERN }, .slot = bow + 2 };
  build.parts[2].part.symbols[SY_SYMBOL_CABIN] = 1;
  return build;
}

/* The player on turn builds the small ship. Returns the bow's slot. */
guint
build_small_ship (SyTable *t,
                  guint    rigging,
                  guint    lifebuoys)
{
  SyEvent build = small_ship_event (t, rigging, lifebuoys);

  choose (t, SY_ACTION_BUILD);
  apply_ok (t, &build);
  return build.parts[0].slot;
}

/* A ring of employees: at stop s, a helmsman-free mix made up for the
 * test (the real tiles are whatever the players lay out). */
SyTable
table_with_ring (guint n_players)
{
  SySetupFacts facts;
  SyTable t;
  SyEvent layout = { .type = SY_EVENT_LAYOUT, .n_track = 7, .has_ring = TRUE };

  sy_setup_facts_compute (SY_EDITION_SECOND, n_players, SY_CONTRACT_MODE_BEGINNER, &facts, NULL);
  sy_table_init (&t, &facts, 0);
  memcpy (layout.track, order3, sizeof order3);
  memcpy (layout.crew_ring, sy_catalog_get (SY_EDITION_SECOND)->crew_ring_items,
          sizeof layout.crew_ring);
  for (guint stop = 0; stop < 8; stop++)
    {
      layout.ring[stop][0] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = stop % 3, .level = 1,
                                            .colour = 2, .points = 1 };
      layout.ring[stop][1] = (SyEmployee) { .kind = SY_EMPLOYEE_DESIGNER, .item = stop % 4, .colour = 3 };
      layout.ring[stop][2] = (SyEmployee) { .kind = SY_EMPLOYEE_ENGINEER, .item = stop % 4 };
    }
  apply_ok (&t, &layout);
  g_assert_true (t.ring_known);
  return t;
}

/* A canal tile as entered. marks: one letter a position, 0 to 8: . none,
 * s soldier, b businessman, l lantern, o lifeboat, f lifebuoy, r riband */
SyCanalTile
canal_tile_of (const char *shape,
               guint       rotation,
               const char *marks)
{
  SyCanalTile tile = { .rotation = rotation };

  g_strlcpy (tile.shape, shape, sizeof tile.shape);
  for (guint p = 0; marks != NULL && marks[p]; p++)
    tile.marks[p] = strchr (".sblofr", marks[p]) - ".sblofr";
  return tile;
}
