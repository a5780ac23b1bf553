/* test-flow.c: the order of play as sy_table_get_steps() tells it
 *
 * The figures are the rulebooks'. The second edition's turn: "Váš tah má
 * 5 kroků" (Průběh hry): the tile moves to the front, a tile is chosen,
 * the income, "Proveďte vybranou akci (pokud zaplatíte 6 guldenů, máte
 * možnost provést během tohoto kroku navíc 1 bonusovou akci)", and "Pokud
 * dokončíte 1 nebo více lodí, odplují tyto lodě na zkušební plavbu". The
 * round counter: "Při hře 4 hráčů použijte 7 kostek, při hře 3 hráčů
 * (nebo sólové hře) 5 kostek a při hře 2 hráčů 3 kostky." The first
 * edition's countdown: "Ukazatel kol umístěte na počítadlo kol na políčko
 * s číslem odpovídajícím počtu hráčů."
 *
 * At every step the refusal the query gives is the one an end-turn meets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sy-engine.h"
#include "sim-player.h"
#include "table-harness.h"

/* The steps of @t, checked against what an end-turn really meets. */
static SyTableSteps
steps_of (const SyTable *t)
{
  SyTableSteps steps;
  SyTable copy = *t;
  SyEvent end = { .type = SY_EVENT_END_TURN };
  g_autoptr(GError) error = NULL;
  gboolean ended;

  sy_table_get_steps (t, &steps);
  ended = sy_table_apply (&copy, &end, &error);
  g_assert_cmpint (ended, ==, steps.can_end_turn);
  if (ended)
    {
      g_assert_null (steps.end_turn_refusal);
      g_assert_cmpint (copy.phase, ==, steps.next_phase);
    }
  else
    g_assert_cmpstr (steps.end_turn_refusal, ==, error->message);
  return steps;
}

static void
launch_all (SyTable *t)
{
  SyShipSpan spans[SY_MAX_YARD_SLOTS];

  while (sy_table_list_finished (t, spans) > 0)
    {
      SyEvent launch;

      g_assert_true (sy_table_propose_launch (t, spans[0].first, &launch, NULL, NULL));
      apply_ok (t, &launch);
    }
}

static void
test_turn (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyEvent bonus = { .type = SY_EVENT_EQUIPMENT, .steps = 1, .bonus = TRUE };
  SyTableSteps s;

  /* Before choosing: the first turn, nothing to end yet. */
  s = steps_of (&t);
  g_assert_cmpint (s.phase, ==, SY_PHASE_CHOOSE);
  g_assert_cmpint (s.next_phase, ==, SY_PHASE_ACT);
  g_assert_cmpuint (s.current, ==, 0);
  g_assert_false (s.opponent_turn);
  g_assert_true (s.first_turn);
  g_assert_false (s.tile_chosen);
  g_assert_false (s.main_pending);
  g_assert_false (s.bonus_open);
  g_assert_false (s.can_end_turn);
  g_assert_cmpstr (s.end_turn_refusal, ==, "Choose an action first.");
  g_assert_false (s.can_pass);
  /* Three players: five dice on the round counter; the gear has not
   * turned, so no drop may be entered. */
  g_assert_cmpuint (s.dice_left, ==, 5);
  g_assert_cmpuint (s.dice_removed, ==, 0);
  g_assert_cmpuint (s.rounds_ended, ==, 0);
  g_assert_cmpuint (s.gear_teeth, ==, 0);
  g_assert_false (s.gear_revolution_known);
  g_assert_cmpint (s.countdown_space, ==, -1);
  g_assert_false (s.may_enter_round_end);
  g_assert_false (s.round_ends_this_turn);
  for (SyPartKind k = SY_PART_BOW; k <= SY_PART_STERN; k++)
    g_assert_false (s.stack_ran_out[k]);
  g_assert_false (s.all_stacks_empty);

  /* After choosing: the action is pending, the bonus open for 6. */
  choose (&t, SY_ACTION_CREW);
  s = steps_of (&t);
  g_assert_cmpint (s.phase, ==, SY_PHASE_ACT);
  g_assert_true (s.tile_chosen);
  g_assert_cmpint (s.chosen, ==, SY_ACTION_CREW);
  g_assert_true (s.main_pending);
  g_assert_true (s.bonus_open);
  g_assert_cmpuint (s.bonus_price, ==, 6);
  g_assert_false (s.can_end_turn);
  g_assert_cmpstr (s.end_turn_refusal, ==, "Perform your action before you end the turn.");

  /* After the action: the turn may end; the next player chooses. */
  perform (&t, SY_ACTION_CREW);
  s = steps_of (&t);
  g_assert_false (s.main_pending);
  g_assert_true (s.bonus_open);
  g_assert_true (s.can_end_turn);
  g_assert_null (s.end_turn_refusal);
  g_assert_cmpint (s.next_phase, ==, SY_PHASE_CHOOSE);

  /* One bonus action a turn. */
  apply_ok (&t, &bonus);
  s = steps_of (&t);
  g_assert_false (s.bonus_open);
  g_assert_true (s.can_end_turn);
  end_turn (&t);

  /* A finished ship in the yard: the turn cannot end before it sails. */
  build_small_ship (&t, 0, 0);
  s = steps_of (&t);
  g_assert_cmpuint (s.current, ==, 1);
  g_assert_false (s.main_pending);
  g_assert_cmpuint (s.finished_ships, ==, 1);
  g_assert_false (s.can_end_turn);
  g_assert_cmpstr (s.end_turn_refusal, ==,
                   "A finished ship must leave the yard on its cruise before the turn ends.");
  g_assert_true (s.bonus_open);

  /* Step 5 begun: no more actions, and the turn may end. */
  launch_all (&t);
  s = steps_of (&t);
  g_assert_true (s.launch_begun);
  g_assert_false (s.bonus_open);
  g_assert_cmpuint (s.finished_ships, ==, 0);
  g_assert_true (s.can_end_turn);
  end_turn (&t);
}

static void
test_rounds (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyEvent r = { .type = SY_EVENT_ROUND_END };
  SyTableSteps s;

  for (guint i = 0; i < 4; i++)
    simple_turn (&t);
  s = steps_of (&t);
  g_assert_false (s.first_turn);
  g_assert_cmpuint (s.gear_teeth, ==, 2);     /* two turns with step 1 */
  g_assert_true (s.may_enter_round_end);
  g_assert_false (s.expects_round_end);      /* no revolution seen yet */
  g_assert_false (s.round_ends_this_turn);

  /* The die drops: the round ends with this turn. */
  apply_ok (&t, &r);
  s = steps_of (&t);
  g_assert_true (s.round_end_reached);
  g_assert_true (s.round_ends_this_turn);
  g_assert_false (s.may_enter_round_end);
  g_assert_cmpuint (s.dice_left, ==, 5);
  simple_turn (&t);

  /* One die off the counter; the gear starts its next revolution, whose
   * length is now known (2 teeth). */
  s = steps_of (&t);
  g_assert_cmpuint (s.rounds_ended, ==, 1);
  g_assert_cmpuint (s.dice_removed, ==, 1);
  g_assert_cmpuint (s.dice_left, ==, 4);
  g_assert_true (s.gear_revolution_known);
  g_assert_cmpuint (s.gear_teeth, ==, 1);
  g_assert_cmpfloat_with_epsilon (s.gear_share, 0.5, 1e-9);
  g_assert_false (s.round_end_reached);
  simple_turn (&t);
  s = steps_of (&t);
  g_assert_cmpuint (s.gear_teeth, ==, 2);
  g_assert_cmpfloat_with_epsilon (s.gear_share, 1.0, 1e-9);
  g_assert_true (s.expects_round_end);
  g_assert_true (s.round_ends_this_turn);
}

static void
test_stacks_and_early_end (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyTableSteps s;

  for (SyPartKind k = SY_PART_BOW; k <= SY_PART_STERN; k++)
    {
      SyEvent empty = { .type = SY_EVENT_STACK_EMPTY, .kind = k };

      apply_ok (&t, &empty);
      s = steps_of (&t);
      g_assert_true (s.stack_ran_out[k]);
      g_assert_true (s.ends_early);
      g_assert_cmpint (s.all_stacks_empty, ==, k == SY_PART_STERN);
    }
  /* The early end: turns go on until everyone has had as many. */
  simple_turn (&t);
  s = steps_of (&t);
  g_assert_true (s.end_near);
  g_assert_false (s.last_regular_turns);
}

static void
test_end (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 2, SY_CONTRACT_MODE_BEGINNER);
  SyEvent two_parts;
  SyEvent stern = { .type = SY_EVENT_BUILD, .n_parts = 1 };
  SyTableSteps s;
  guint first;

  /* Two players: three dice, so four drops, then the next player's last
   * regular turn. */
  play_until (&t, SY_PHASE_FINAL_ACTION, 5, 500);
  g_assert_cmpint (t.phase, ==, SY_PHASE_FINAL_ACTION);

  /* The final action: one action, no bonus ("Při této závěrečné akci si
   * nemůžete dokoupit bonusovou akci navíc"). */
  s = steps_of (&t);
  g_assert_cmpint (s.phase, ==, SY_PHASE_FINAL_ACTION);
  g_assert_cmpuint (s.dice_left, ==, 0);
  g_assert_true (s.main_pending);
  g_assert_false (s.bonus_open);
  g_assert_false (s.can_end_turn);
  g_assert_cmpstr (s.end_turn_refusal, ==, "Perform your action before you end the turn.");
  first = s.current;

  /* A bow and a middle part: one stern would finish the ship. */
  two_parts = small_ship_event (&t, 0, 0);
  two_parts.n_parts = 2;
  stern.parts[0] = two_parts.parts[2];
  apply_ok (&t, &two_parts);
  s = steps_of (&t);
  g_assert_true (s.can_end_turn);
  g_assert_cmpint (s.next_phase, ==, SY_PHASE_FINAL_ACTION);
  end_turn (&t);
  {
    SyEvent crew = { .type = SY_EVENT_CREW, .steps = 1 };

    apply_ok (&t, &crew);
  }
  /* After the last final action, the last chance of whoever has one. */
  s = steps_of (&t);
  g_assert_cmpint (s.next_phase, ==, SY_PHASE_LAST_CHANCE);
  end_turn (&t);

  /* "Tuto šanci dostanete pouze tehdy, pokud můžete loď dokončit jedním
   * jediným dílem." */
  s = steps_of (&t);
  g_assert_cmpint (s.phase, ==, SY_PHASE_LAST_CHANCE);
  g_assert_cmpuint (s.current, ==, first);
  g_assert_true (s.main_pending);
  g_assert_true (s.can_pass);
  g_assert_false (s.can_end_turn);
  g_assert_cmpstr (s.end_turn_refusal, ==,
                   "Buy the part that finishes your ship, or let the last chance go.");
  apply_ok (&t, &stern);
  s = steps_of (&t);
  g_assert_false (s.can_pass);
  g_assert_cmpuint (s.finished_ships, ==, 1);
  g_assert_false (s.can_end_turn);
  g_assert_cmpstr (s.end_turn_refusal, ==,
                   "A finished ship must leave the yard on its cruise before the turn ends.");
  launch_all (&t);
  s = steps_of (&t);
  g_assert_true (s.can_end_turn);
  g_assert_cmpint (s.next_phase, ==, SY_PHASE_OVER);
  end_turn (&t);

  /* Game over. */
  s = steps_of (&t);
  g_assert_cmpint (s.phase, ==, SY_PHASE_OVER);
  g_assert_cmpint (s.next_phase, ==, SY_PHASE_OVER);
  g_assert_false (s.main_pending);
  g_assert_false (s.can_pass);
  g_assert_cmpstr (s.end_turn_refusal, ==, "The game is over.");
}

/* "Tuto šanci dostanete pouze tehdy, pokud můžete loď dokončit jedním
 * jediným dílem" (second edition, Konec hry); "Pokud hráč nemůže dokončit
 * loď jediným lodním dílem, tak je přeskočen" (first edition). Worked by
 * hand on a yard of nine slots, up to seven middles:
 *
 *   0 bow · 1 middle · 2 – · 3 – · 4 middle · 5 stern · 6 – · 7 – · 8 –
 *
 * A ship finished leaves the yard, so what waits behind it may still be
 * finished later. A stern may go to 2 (finishes 0–2), to 3 (a middle at 2
 * finishes 0–3, then a bow at 3 the ship 3–5), to 6 or 7 (once 3–5 has
 * sailed, a bow and a middle come before it) or to 8: only 2 finishes a
 * ship. A bow may go to 2 (2–5 finishes with a middle at 3), to 3
 * (finishes 3–5) or to 6: only 3 finishes. A middle may go to 2, 3, 6 or 7
 * and finishes nothing (the ship 0–5 needs both 2 and 3). Nothing finishes
 * in an empty yard. */
static void
test_last_chance_slots (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 2, SY_CONTRACT_MODE_BEGINNER);
  SyYard *yard = &t.players[0].yard;

  g_assert_cmpuint (yard->n_slots, ==, 9);
  yard->slots[0].kind = SY_PART_BOW;
  yard->slots[1].kind = SY_PART_MIDDLE;
  yard->slots[4].kind = SY_PART_MIDDLE;
  yard->slots[5].kind = SY_PART_STERN;

  /* Where the yard lets each kind go, and where that finishes a ship. */
  g_assert_cmphex (sy_yard_legal_slots (yard, SY_PART_STERN), ==,
                   1u << 2 | 1u << 3 | 1u << 6 | 1u << 7 | 1u << 8);
  g_assert_cmphex (sy_table_last_chance_slots (&t, 0, SY_PART_STERN), ==, 1u << 2);
  g_assert_cmphex (sy_yard_legal_slots (yard, SY_PART_BOW), ==, 1u << 2 | 1u << 3 | 1u << 6);
  g_assert_cmphex (sy_table_last_chance_slots (&t, 0, SY_PART_BOW), ==, 1u << 3);
  g_assert_cmphex (sy_yard_legal_slots (yard, SY_PART_MIDDLE), ==,
                   1u << 2 | 1u << 3 | 1u << 6 | 1u << 7);
  g_assert_cmphex (sy_table_last_chance_slots (&t, 0, SY_PART_MIDDLE), ==, 0);

  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    g_assert_cmphex (sy_table_last_chance_slots (&t, 1, kind), ==, 0);
}

static void
test_discards (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_ADVANCED);
  SyTableSteps s;

  play_until (&t, SY_PHASE_DISCARD, 6, 200);
  s = steps_of (&t);
  g_assert_cmpint (s.phase, ==, SY_PHASE_DISCARD);
  g_assert_cmpint (s.next_phase, ==, SY_PHASE_CHOOSE);
  g_assert_cmpstr (s.end_turn_refusal, ==, "The players discard contracts before play goes on.");
}

static void
test_solo (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 1, SY_CONTRACT_MODE_BEGINNER);
  SyTableSteps s;

  simple_turn (&t);
  s = steps_of (&t);
  g_assert_true (s.opponent_turn);
  g_assert_cmpuint (s.current, ==, 1);
  g_assert_cmpint (s.next_phase, ==, SY_PHASE_CHOOSE);
  g_assert_cmpstr (s.end_turn_refusal, ==, "A solo opponent is on turn: reveal the next solo tile.");
}

static void
test_first_edition (void)
{
  SyTable t = new_table (SY_EDITION_FIRST, 2, SY_CONTRACT_MODE_ADVANCED);
  SyTableSteps s;
  guint turns = 0;

  /* Two players: the countdown marker starts on 2. */
  s = steps_of (&t);
  g_assert_cmpint (s.countdown_space, ==, 2);
  g_assert_cmpuint (s.dice_left, ==, 0);
  g_assert_false (s.may_enter_round_end);

  /* The lap ends in the turn whose step 1 brings the lead card back. */
  while (!t.round_ended && turns++ < 100)
    simple_turn (&t);
  s = steps_of (&t);
  g_assert_true (s.round_end_reached);
  g_assert_true (s.round_ends_this_turn);
  g_assert_false (s.may_enter_round_end);
  g_assert_cmpint (s.countdown_space, ==, 2);
  simple_turn (&t);
  s = steps_of (&t);
  g_assert_cmpuint (s.rounds_ended, ==, 1);
  g_assert_cmpint (s.countdown_space, ==, 1);

  play_until (&t, SY_PHASE_FINAL_ACTION, 0, 500);
  s = steps_of (&t);
  g_assert_cmpint (s.phase, ==, SY_PHASE_FINAL_ACTION);
  g_assert_cmpint (s.countdown_space, ==, 0);
}

/* The rare entries the players make are offered exactly when the engine
 * takes them, at every moment of whole games of both editions: the gear's
 * die (second edition: "Když kostka zapadne do otvoru…", during a turn,
 * once) and a stack of parts run out, which the second edition's Konec
 * hry allows "během běžných tahů, závěrečné akce a během poslední šance"
 * (the final action and the last chance included), and nowhere else. */
static void
test_rare_entries (void)
{
  guint phases_seen = 0;

  for (guint32 seed = 1; seed <= 8; seed++)
    {
      SyEdition edition = seed % 2 ? SY_EDITION_SECOND : SY_EDITION_FIRST;
      g_autoptr(SyGame) game = sim_finished_game (edition, 2 + seed % 3, seed);
      guint n = sy_game_get_n_events (game);

      for (guint position = 0; position <= n; position++)
        {
          const SyTable *t;
          SyTableSteps s;

          g_assert_true (sy_game_go_to (game, position));
          t = sy_game_get_table (game);
          sy_table_get_steps (t, &s);
          phases_seen |= 1u << s.phase;
          if (edition == SY_EDITION_SECOND)
            {
              SyTable copy = *t;
              SyEvent drop = { .type = SY_EVENT_ROUND_END };

              g_assert_cmpint (sy_table_apply (&copy, &drop, NULL), ==, s.may_enter_round_end);
            }
          else
            /* The engine ends the first edition's laps itself. */
            g_assert_false (s.may_enter_round_end);
          for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
            {
              SyTable copy = *t;
              SyEvent empty = { .type = SY_EVENT_STACK_EMPTY, .kind = kind };

              g_assert_cmpint (sy_table_apply (&copy, &empty, NULL), ==,
                               s.may_enter_stack_empty && !s.stack_ran_out[kind]);
            }
          g_assert_cmpint (s.may_enter_stack_empty, ==,
                           s.phase == SY_PHASE_CHOOSE || s.phase == SY_PHASE_ACT
                           || s.phase == SY_PHASE_FINAL_ACTION || s.phase == SY_PHASE_LAST_CHANCE);
        }
    }
  /* Whole games were walked: the end phases among them. */
  g_assert_true (phases_seen & (1u << SY_PHASE_FINAL_ACTION));
  g_assert_true (phases_seen & (1u << SY_PHASE_LAST_CHANCE));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/flow/turn", test_turn);
  g_test_add_func ("/engine/flow/last-chance-slots", test_last_chance_slots);
  g_test_add_func ("/engine/flow/rounds", test_rounds);
  g_test_add_func ("/engine/flow/stacks", test_stacks_and_early_end);
  g_test_add_func ("/engine/flow/end", test_end);
  g_test_add_func ("/engine/flow/discards", test_discards);
  g_test_add_func ("/engine/flow/solo", test_solo);
  g_test_add_func ("/engine/flow/first-edition", test_first_edition);
  g_test_add_func ("/engine/flow/rare-entries", test_rare_entries);

  return g_test_run ();
}
