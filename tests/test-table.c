/* test-table.c: the table: track, turns, income, rounds and the end
 *
 * The income figures are the rulebooks' examples: "Příjem" and the first
 * turns of the second edition (pink, yellow ahead, white behind: 1; blue on
 * Buy Goods with three tiles occupied ahead: 3; pink's second turn of a
 * two-player game, three occupied tiles ahead: 3) and of the first edition
 * (the same, and the premium for empty spaces: 2, 2 and 3 guilders).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sy-engine.h"
#include "table-harness.h"

static void
test_first_turns_income (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);

  /* White (0) starts on Manufacture Equipment: no income. Yellow (1)
   * takes Rent Canal, ahead of white: nothing ahead, 0. Pink (2) takes
   * Buy Goods: yellow ahead, white behind: 1. */
  g_assert_cmpuint (sy_table_income (&t, 3), ==, 0);
  choose (&t, SY_ACTION_EQUIPMENT);
  perform (&t, SY_ACTION_EQUIPMENT);
  end_turn (&t);
  g_assert_cmpuint (t.players[0].money, ==, 6);

  g_assert_cmpuint (sy_table_income (&t, 1), ==, 0);
  choose (&t, SY_ACTION_CANAL);
  perform (&t, SY_ACTION_CANAL);
  end_turn (&t);
  g_assert_cmpuint (t.players[1].money, ==, 6);

  g_assert_cmpuint (sy_table_income (&t, 2), ==, 1);
  choose (&t, SY_ACTION_GOODS);
  g_assert_cmpuint (t.players[2].money, ==, 7);
}

static void
test_step_one_and_choices (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyEvent lead = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_EQUIPMENT };
  SyEvent taken = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_CANAL };
  SyEvent no_goods = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_EXCHANGE };

  simple_turn (&t);           /* white: Build Ships (a bow) */
  simple_turn (&t);           /* yellow: Rent Canal */
  simple_turn (&t);           /* pink: Buy Goods */

  /* White's first normal turn: Build Ships already leads, so it stays
   * and the gear turns a tooth (the special case). */
  g_assert_cmpint (t.track.tiles[0], ==, SY_ACTION_BUILD);
  g_assert_cmpint (t.track.owner[0], ==, -1);
  g_assert_cmpuint (t.teeth, ==, 1);

  /* Not the lead tile, not an occupied tile. */
  lead.action = SY_ACTION_BUILD;
  apply_refused (&t, &lead);
  apply_refused (&t, &taken);

  /* Manufacture Equipment: Rent Canal and Buy Goods are occupied ahead. */
  g_assert_cmpuint (sy_table_income (&t, 3), ==, 2);
  simple_turn (&t);
  g_assert_cmpuint (t.players[0].money, ==, 6 + 2);

  /* Yellow: Rent Canal moves to the front. */
  g_assert_cmpint (t.track.tiles[0], ==, SY_ACTION_CANAL);
  g_assert_cmpuint (t.teeth, ==, 2);

  /* With no goods tile, Exchange cannot be chosen: yellow sold none, but
   * white... every player starts with one, so spend yellow's first. */
  (void) no_goods;
}

static void
test_income_examples (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 4, SY_CONTRACT_MODE_BEGINNER);

  /* Blue chooses Buy Goods with three occupied tiles ahead of it. */
  for (guint i = 0; i < 3; i++)
    t.track.owner[i] = (int) i + 1;
  t.track.owner[5] = 2;
  g_assert_cmpuint (sy_table_income (&t, 3), ==, 3);

  /* Coins on a tile go to the player who chooses it. */
  t.track.coins[3] = 2;
  g_assert_cmpuint (sy_table_income (&t, 3), ==, 5);
}

static void
test_two_players (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 2, SY_CONTRACT_MODE_BEGINNER);

  /* Turn 1: two markers each; no income for the start player; the second
   * gets 1 behind the first, 0 ahead of it. */
  choose (&t, SY_ACTION_GOODS);
  g_assert_cmpuint (t.track.markers[2], ==, 2);
  g_assert_cmpuint (t.players[0].money, ==, 6);
  perform (&t, SY_ACTION_GOODS);
  end_turn (&t);
  choose (&t, SY_ACTION_EQUIPMENT);
  g_assert_cmpuint (t.players[1].money, ==, 7);
  perform (&t, SY_ACTION_EQUIPMENT);
  end_turn (&t);

  /* Turn 2: the third marker, a guilder per occupied tile ahead, own
   * included. Pink's second turn with three occupied tiles ahead pays 3. */
  choose (&t, SY_ACTION_CREW);                       /* index 4: 2 occupied ahead */
  g_assert_cmpuint (t.track.markers[4], ==, 1);
  g_assert_cmpuint (t.players[0].money, ==, 6 + 2);
  perform (&t, SY_ACTION_CREW);
  end_turn (&t);
  choose (&t, SY_ACTION_EMPLOYEES);                  /* index 5: 3 occupied ahead */
  g_assert_cmpuint (t.players[1].money, ==, 7 + 3);
  perform (&t, SY_ACTION_EMPLOYEES);
  end_turn (&t);

  /* Turn 3: the tile under two markers goes to the front, one marker
   * joins the single one. */
  g_assert_cmpint (t.track.tiles[0], ==, SY_ACTION_GOODS);
  g_assert_cmpint (t.track.owner[0], ==, -1);
  g_assert_cmpuint (t.track.markers[sy_table_find_tile (&t, SY_ACTION_CREW)], ==, 2);
}

static void
test_bonus_action (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyEvent bonus = { .type = SY_EVENT_SUBSIDY, .bonus = TRUE };
  SyEvent same = { .type = SY_EVENT_EQUIPMENT, .bonus = TRUE, .steps = 1 };
  SyEvent crew = { .type = SY_EVENT_CREW, .bonus = TRUE, .steps = 1 };

  choose (&t, SY_ACTION_EQUIPMENT);
  /* Subsidy is not on a 3-player track; the chosen action cannot be the
   * bonus. */
  apply_refused (&t, &bonus);
  apply_refused (&t, &same);
  /* 6 guilders, paid first. */
  apply_ok (&t, &crew);
  g_assert_cmpuint (t.players[0].money, ==, 0);
  /* At most one bonus. */
  apply_refused (&t, &crew);
  perform (&t, SY_ACTION_EQUIPMENT);
  end_turn (&t);

  /* Yellow, with 6 guilders: a bonus after the main action may use what
   * the main action paid... and not before: Exchange pays, Recruit then. */
  choose (&t, SY_ACTION_EXCHANGE);
  t.players[1].money = 5;
  apply_refused (&t, &crew);
  perform (&t, SY_ACTION_EXCHANGE);                  /* sells 3 goods at 1 */
  apply_ok (&t, &crew);
  g_assert_cmpuint (t.players[1].money, ==, 5 + 3 - 6);
}

static void
test_rings (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyEvent four = { .type = SY_EVENT_EQUIPMENT, .steps = 4 };
  SyPlayerState *p = &t.players[0];

  /* The equipment ring: cannon, smokestack, crane, sail; the pointer on
   * the cannon. Four steps cost 3 and bring it back to the cannon. */
  choose (&t, SY_ACTION_EQUIPMENT);
  apply_ok (&t, &four);
  g_assert_cmpuint (p->money, ==, 3);
  g_assert_cmpuint (p->supply.count[SY_ITEM_CANNON], ==, 1);
  end_turn (&t);

  /* The engineers' example: "+1 crane" and "+1 sail", pointer on the
   * cannon: one free step gives a smokestack, a crane and a sail; paying
   * one more, two cranes and a sail. With an accountant, the third step
   * is free too and the fourth costs 1. */
  {
    SyTable u = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
    SyEvent one = { .type = SY_EVENT_EQUIPMENT, .steps = 1 };
    SyEvent two = { .type = SY_EVENT_EQUIPMENT, .steps = 2 };
    SyPlayerState *q = &u.players[0];
    SyTable v;

    guint price;
    SySupply offer;

    q->employees[0] = (SyEmployee) { .kind = SY_EMPLOYEE_ENGINEER, .item = SY_ITEM_CRANE };
    q->employees[1] = (SyEmployee) { .kind = SY_EMPLOYEE_ENGINEER, .item = SY_ITEM_SAIL };
    q->n_employees = 2;
    choose (&u, SY_ACTION_EQUIPMENT);

    /* What the window offers before the choice, step by step. */
    sy_table_ring_step (&u, SY_EVENT_EQUIPMENT, 1, &price, &offer);
    g_assert_cmpuint (price, ==, 0);
    g_assert_cmpuint (offer.count[SY_ITEM_SMOKESTACK], ==, 1);
    g_assert_cmpuint (offer.count[SY_ITEM_CRANE], ==, 1);
    g_assert_cmpuint (offer.count[SY_ITEM_SAIL], ==, 1);
    g_assert_cmpuint (offer.count[SY_ITEM_CANNON], ==, 0);
    sy_table_ring_step (&u, SY_EVENT_EQUIPMENT, 2, &price, &offer);
    g_assert_cmpuint (price, ==, 1);
    g_assert_cmpuint (offer.count[SY_ITEM_CRANE], ==, 2);
    g_assert_cmpuint (offer.count[SY_ITEM_SAIL], ==, 1);
    sy_table_ring_step (&u, SY_EVENT_EQUIPMENT, 4, &price, NULL);
    g_assert_cmpuint (price, ==, 3);
    q->employees[2] = (SyEmployee) { .kind = SY_EMPLOYEE_ACCOUNTANT };
    q->n_employees = 3;
    sy_table_ring_step (&u, SY_EVENT_EQUIPMENT, 3, &price, NULL);
    g_assert_cmpuint (price, ==, 0);
    sy_table_ring_step (&u, SY_EVENT_EQUIPMENT, 4, &price, NULL);
    g_assert_cmpuint (price, ==, 1);
    q->n_employees = 2;
    v = u;
    apply_ok (&u, &one);
    g_assert_cmpuint (q->supply.count[SY_ITEM_SMOKESTACK], ==, 1);
    g_assert_cmpuint (q->supply.count[SY_ITEM_CRANE], ==, 1);
    g_assert_cmpuint (q->supply.count[SY_ITEM_SAIL], ==, 1);
    g_assert_cmpuint (q->money, ==, 6);
    apply_ok (&v, &two);
    g_assert_cmpuint (v.players[0].supply.count[SY_ITEM_CRANE], ==, 2);
    g_assert_cmpuint (v.players[0].supply.count[SY_ITEM_SAIL], ==, 1);
    g_assert_cmpuint (v.players[0].money, ==, 5);
  }
}


/* What a canal tile would change (second edition, so the boat is not on
 * the canals yet and a cruise may start at any edge space). The finished
 * ship: bow with a cabin, a middle with two rigging mounts and 2
 * lifebuoys, a stern with a cabin; the supply holds a captain and 2 sails.
 * Its full speed with both sails is 1 + L = 3 (no steam).
 *
 * With no canal at all, no route exists: it fails, 0 points, no speed.
 * With one straight tile at column 0, row 0 (water at positions 1, 4, 7):
 * a route enters at most 2 spaces (the start is not entered), so speeds
 * 1–2; the best fitting keeps one sail back: crew 1 + speed 2 = 3 points.
 * A second straight below it, in line, at column 0, row 1, with a
 * lifebuoy official in its centre: 6 spaces, so speeds 1–5. Speed 3 from
 * the bottom edge (column 0, row 1, position 7, heading north) enters the
 * official first (2 lifebuoys on the ship: 2 points), then (0, 1) north
 * and (0, 0) south: crew 1 + speed 3 + lifebuoy official 2 = 6 points. */
static void
test_what_if_canal (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyPlayerState *p = &t.players[0];
  SyCanalTile straight = { .shape = "straight" };
  SyCanalTile marked = { .shape = "straight", .marks = { [4] = SY_MARK_LIFEBUOY } };
  SyWhatIf what;
  guint bow = 0;
  g_autoptr(GError) error = NULL;

  bow = build_small_ship (&t, 2, 2);
  p->supply.count[SY_ITEM_CAPTAIN] = 1;
  p->supply.count[SY_ITEM_SAIL] = 2;

  /* No canals: the ship fails; the first tile makes it score 3. */
  g_assert_true (sy_table_what_if_canal (&t, &straight, 0, 0, &what, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (what.n_ships, ==, 1);
  g_assert_cmpuint (what.ships[0].span.first, ==, bow);
  g_assert_cmpuint (what.ships[0].span.last, ==, bow + 2);
  g_assert_cmpint (what.ships[0].failure_before, ==, SY_SHIP_CANALS_TOO_SHORT);
  g_assert_cmpuint (what.ships[0].before, ==, 0);
  g_assert_cmpint (what.ships[0].failure_after, ==, SY_SHIP_SCORES);
  g_assert_cmpuint (what.ships[0].after, ==, 3);
  g_assert_cmphex (what.speeds_before, ==, 0);
  g_assert_cmphex (what.speeds_after, ==, (1u << 1) | (1u << 2));

  /* A second straight in line makes speeds 3 to 5 possible. */
  g_assert_true (sy_canals_place (&p->canals, sy_canal_palette_get_default (), 0, 0, &straight, NULL));
  g_assert_true (sy_table_what_if_canal (&t, &marked, 0, 1, &what, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (what.ships[0].before, ==, 3);
  g_assert_cmpuint (what.ships[0].after, ==, 6);
  g_assert_cmphex (what.speeds_before, ==, 0x6);
  g_assert_cmphex (what.speeds_after, ==, 0x3e);
  g_assert_cmphex (sy_canals_speed_mask (&p->canals), ==, 0x6);

  /* Nothing changed on the table. */
  g_assert_cmpuint (p->canals.n_tiles, ==, 1);

  /* Away from the system, or on a tile, it is refused. */
  g_assert_false (sy_table_what_if_canal (&t, &straight, 3, 3, &what, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL);
  g_clear_error (&error);
  g_assert_false (sy_table_what_if_canal (&t, &straight, 0, 0, &what, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_CANAL);
}

/* The launch offered in one tap. A ship of bow (a cabin), middle (a sail
 * or smokestack mount) and stern (a cabin); a captain and a sail in the
 * supply; one straight canal. The best fitting takes the sail: speed
 * 1 + L = 2 (second edition, no steam), and a route of 2 steps runs along
 * the straight tile from one end. Points: crew 1 (the captain) + speed 2
 * + plain water 0 = 3. Without the sail it would be 1 + 1 = 2. */
static void
test_propose_launch (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyPlayerState *p = &t.players[0];
  SyCanalTile straight = { .shape = "straight" };
  SyShipSpan spans[SY_MAX_YARD_SLOTS];
  SyBestFitting best;
  SyEvent launch;
  guint bow;
  g_autoptr(GError) error = NULL;

  bow = build_small_ship (&t, 1, 0);
  g_assert_cmpuint (sy_table_list_finished (&t, spans), ==, 1);
  g_assert_cmpuint (spans[0].first, ==, bow);

  p->supply.count[SY_ITEM_CAPTAIN] = 1;
  p->supply.count[SY_ITEM_SAIL] = 1;
  g_assert_true (sy_canals_place (&p->canals, sy_canal_palette_get_default (), 0, 0, &straight, NULL));

  /* Nothing to launch elsewhere. */
  g_assert_false (sy_table_propose_launch (&t, bow + 1, &launch, NULL, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);

  g_assert_true (sy_table_propose_launch (&t, bow, &launch, &best, NULL));
  g_assert_cmpuint (best.fitting.load.count[SY_ITEM_SAIL], ==, 1);
  g_assert_cmpuint (best.score.speed, ==, 2);
  g_assert_cmpuint (best.score.total, ==, 3);
  g_assert_true (launch.sails);
  g_assert_cmpuint (launch.route.n_steps, ==, 2);

  /* Keeping the sail back: speed 1 (a bare ship with a captain), a route
   * of 1 step, crew 1 + speed 1 = 2; the sail stays, kept back. */
  {
    SyFittingRequest keep = { 0 };
    SyBestFitting kept;
    SyEvent slower;

    keep.keep_back.count[SY_ITEM_SAIL] = 1;
    g_assert_true (sy_table_propose_launch_for (&t, bow, &keep, &slower, &kept, NULL));
    g_assert_cmpuint (kept.fitting.load.count[SY_ITEM_SAIL], ==, 0);
    g_assert_cmpuint (kept.score.speed, ==, 1);
    g_assert_cmpuint (kept.score.total, ==, 2);
    g_assert_cmpint (kept.reasons[SY_ITEM_SAIL], ==, SY_LEFT_KEPT_BACK);
    g_assert_cmpuint (slower.route.n_steps, ==, 1);
  }

  apply_ok (&t, &launch);
  g_assert_cmpuint (p->n_fleet, ==, 1);
  g_assert_cmpuint (p->score, ==, 3);
  g_assert_cmpuint (p->supply.count[SY_ITEM_SAIL], ==, 0);
  g_assert_cmpuint (sy_table_list_finished (&t, spans), ==, 0);
  end_turn (&t);
}

/* A fitting entered by hand, on the ship of test_propose_launch: bow (a
 * cabin), middle (a sail or smokestack mount), stern (a cabin), one
 * straight canal and no boat yet (second edition). */
static void
test_plan_launch (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyPlayerState *p = &t.players[0];
  SyCanalTile straight = { .shape = "straight" };
  SyFitting fitting = { 0 };
  SyLaunchPlan plan;
  SyShipScore score;
  SyRoute traced = { 0 };
  SyEvent launch;
  guint bow;
  g_autoptr(GError) error = NULL;

  bow = build_small_ship (&t, 1, 0);
  p->supply.count[SY_ITEM_CAPTAIN] = 1;
  p->supply.count[SY_ITEM_SAIL] = 2;
  g_assert_true (sy_canals_place (&p->canals, sy_canal_palette_get_default (), 0, 0, &straight, NULL));

  /* Nothing on board: flagged before anything is fitted, no route. */
  g_assert_true (sy_table_plan_launch (&t, bow, &fitting, &plan, NULL));
  g_assert_cmpuint (plan.room.cabins, ==, 2);
  g_assert_cmpuint (plan.room.rigging, ==, 1);
  g_assert_cmpint (plan.score.failure, ==, SY_SHIP_NO_CAPTAIN);
  g_assert_cmpuint (plan.n_routes, ==, 0);

  /* The captain alone: speed 1, crew 1 + speed 1 = 2. The boat is not on
   * the canals yet: one step in from the top or from the bottom ends on
   * the centre space facing two ways, two best routes side by side. */
  fitting.load.count[SY_ITEM_CAPTAIN] = 1;
  g_assert_true (sy_table_plan_launch (&t, bow, &fitting, &plan, NULL));
  g_assert_cmpint (plan.score.failure, ==, SY_SHIP_SCORES);
  g_assert_cmpuint (plan.score.speed, ==, 1);
  g_assert_cmpuint (plan.score.total, ==, 2);
  g_assert_cmpuint (plan.n_routes, ==, 2);

  /* A sail: speed 2, 1 + 2 = 3. */
  fitting.load.count[SY_ITEM_SAIL] = 1;
  g_assert_true (sy_table_plan_launch (&t, bow, &fitting, &plan, NULL));
  g_assert_cmpuint (plan.score.speed, ==, 2);
  g_assert_cmpuint (plan.score.total, ==, 3);

  /* A second sail has no mount: refused, in words. */
  {
    SyFitting two = fitting;

    two.load.count[SY_ITEM_SAIL] = 2;
    g_assert_false (sy_table_plan_launch (&t, bow, &two, &plan, &error));
    g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_FITTING);
    g_clear_error (&error);
    g_assert_cmpuint (plan.room.rigging, ==, 1);
  }

  /* The route the boat sailed, traced from the bottom: checked, scored
   * the same (plain water), and one step short is refused. */
  g_assert_true (sy_table_plan_launch (&t, bow, &fitting, &plan, NULL));
  traced.start = (SyCanalSpot) { 0, 0, 7 };
  traced.steps[0] = (SyCanalSpot) { 0, 0, 4 };
  traced.n_steps = 1;
  g_assert_false (sy_table_plan_route (&t, &plan, &traced, &score, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  traced.steps[1] = (SyCanalSpot) { 0, 0, 1 };
  traced.n_steps = 2;
  g_assert_true (sy_table_plan_route (&t, &plan, &traced, &score, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (score.total, ==, 3);

  sy_launch_plan_to_event (&plan, &traced, &launch);
  apply_ok (&t, &launch);
  g_assert_cmpuint (p->score, ==, 3);
  g_assert_cmpuint (p->supply.count[SY_ITEM_SAIL], ==, 1);
  g_assert_true (p->canals.boat_placed);
  g_assert_cmpuint (p->canals.boat.position, ==, 1);
}

/* What a pending launch would do to the owner's contracts: the small ship
 * (two cabins) with two captains in the supply sails with both (crew 2:
 * the second captain is an officer in the second cabin), so the Officers
 * card (3 points an officer) goes from 0 to 3. */
static void
test_tally_after_launches (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyPlayerState *p = &t.players[0];
  SyPlayerTally now, after;

  build_small_ship (&t, 1, 0);
  p->supply.count[SY_ITEM_CAPTAIN] = 2;
  g_assert_true (sy_canals_place (&p->canals, sy_canal_palette_get_default (), 0, 0,
                                  &(SyCanalTile) { .shape = "straight" }, NULL));
  p->contracts[1] = 1;
  p->hand_known[1] = TRUE;
  g_strlcpy (p->hand[1][0], "officers", SY_CONTRACT_ID_SIZE);

  sy_table_tally_player (&t, NULL, 0, &now);
  g_assert_cmpuint (now.contracts[0].points, ==, 0);
  g_assert_cmpuint (sy_table_tally_after_launches (&t, NULL, 0, &after), ==, 1);
  g_assert_cmpuint (after.contracts[0].points, ==, 3);
  /* The table itself is untouched. */
  g_assert_cmpuint (p->n_fleet, ==, 0);
  /* Another player's view launches nothing of theirs. */
  g_assert_cmpuint (sy_table_tally_after_launches (&t, NULL, 1, &after), ==, 0);
}

/* Two captains, 30 guilders, one straight canal tile and the Officers
 * card alone in the blue hand. */
static void
give_officers_card (SyPlayerState *p)
{
  p->supply.count[SY_ITEM_CAPTAIN] = 2;
  p->money = 30;
  g_assert_true (sy_canals_place (&p->canals, sy_canal_palette_get_default (), 0, 0,
                                  &(SyCanalTile) { .shape = "straight" }, NULL));
  p->contracts[1] = 1;
  p->hand_known[1] = TRUE;
  g_strlcpy (p->hand[1][0], "officers", SY_CONTRACT_ID_SIZE);
}

/* What a part would change for the contracts of the player on turn, who
 * holds the Officers card (3 points an officer) and two captains, with
 * one straight canal tile.
 *
 * Buying the bow alone finishes no ship: nothing changes, nothing sails.
 * Buying all three parts as the main action finishes the small ship (two
 * cabins), which then sails with both captains: one officer, 0 → 3.
 * Bought as the bonus action before the main one, the same parts finish
 * the ship but it cannot sail yet (step 5 comes after the main action):
 * one ship waiting, nothing changes. A part on a slot the yard does not
 * allow is refused in words. The table is never changed. */
static void
test_what_if_contracts (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyPlayerState *p = &t.players[0];
  SyContractsWhatIf what;
  SyEvent build, bow_only, misplaced;
  SyTable saved;
  g_autoptr(GError) error = NULL;

  give_officers_card (p);
  choose (&t, SY_ACTION_BUILD);
  saved = t;

  build = small_ship_event (&t, 1, 0);
  bow_only = build;
  bow_only.n_parts = 1;
  g_assert_true (sy_table_what_if_contracts (&t, NULL, &bow_only, &what, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (what.launched_before, ==, 0);
  g_assert_cmpuint (what.launched_after, ==, 0);
  g_assert_cmpuint (what.waiting_after, ==, 0);
  g_assert_cmpuint (what.after.n_contracts, ==, 1);
  g_assert_cmpuint (what.after.contracts[0].points, ==, 0);

  g_assert_true (sy_table_what_if_contracts (&t, NULL, &build, &what, &error));
  g_assert_cmpuint (what.before.n_contracts, ==, 1);
  g_assert_true (what.before.contracts[0].known);
  g_assert_cmpuint (what.before.contracts[0].points, ==, 0);
  g_assert_cmpuint (what.launched_after, ==, 1);
  g_assert_cmpuint (what.waiting_after, ==, 0);
  g_assert_true (what.after.contracts[0].known);
  g_assert_cmpuint (what.after.contracts[0].points, ==, 3);
  g_assert_cmpuint (what.after.contracts_points, ==, 3);

  misplaced = build;
  misplaced.parts[0].slot = build.parts[0].slot + 1;
  misplaced.parts[1].slot = build.parts[0].slot;
  g_assert_false (sy_table_what_if_contracts (&t, NULL, &misplaced, &what, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, !=, "");
  g_clear_error (&error);
  g_assert_cmpmem (&t, sizeof t, &saved, sizeof saved);

  /* Yellow's turn: Build Ships as the bonus, Manufacture Equipment chosen. */
  perform (&t, SY_ACTION_BUILD);
  end_turn (&t);
  p = &t.players[1];
  give_officers_card (p);
  choose (&t, SY_ACTION_EQUIPMENT);
  build = small_ship_event (&t, 1, 0);
  build.bonus = TRUE;
  g_assert_true (sy_table_what_if_contracts (&t, NULL, &build, &what, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (what.launched_after, ==, 0);
  g_assert_cmpuint (what.waiting_after, ==, 1);
  g_assert_cmpuint (what.after.contracts[0].points, ==, 0);
}

static void
test_hire (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyEvent hire = { .type = SY_EVENT_HIRE, .steps = 3 };
  SyTable u;

  /* Two steps beyond the free one, and an engineer's surcharge: 3. */
  choose (&t, SY_ACTION_EMPLOYEES);
  u = t;
  hire.employee = (SyEmployee) { .kind = SY_EMPLOYEE_ENGINEER, .item = SY_ITEM_CANNON };
  g_assert_cmpuint (sy_table_hire_price (&t, 3, &hire.employee), ==, 3);
  g_assert_cmpuint (sy_table_hire_price (&t, 1, &hire.employee), ==, 1);
  {
    SyEmployee helmsman = { .kind = SY_EMPLOYEE_HELMSMAN, .colour = 4 };
    SyTable f = t;

    /* No surcharge for a helmsman; a foreman makes three more steps free. */
    g_assert_cmpuint (sy_table_hire_price (&t, 3, &helmsman), ==, 2);
    f.players[0].employees[0] = (SyEmployee) { .kind = SY_EMPLOYEE_FOREMAN };
    f.players[0].n_employees = 1;
    g_assert_cmpuint (sy_table_hire_price (&f, 4, &helmsman), ==, 0);
    g_assert_cmpuint (sy_table_hire_price (&f, 6, &helmsman), ==, 2);
    g_assert_true (sy_table_may_hire (&f, &helmsman, NULL));
  }
  apply_ok (&u, &hire);
  g_assert_cmpuint (u.players[0].money, ==, 3);

  /* A level II merchant needs level I of the same good. */
  hire.steps = 1;
  hire.employee = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 0, .level = 2 };
  apply_refused (&t, &hire);

  /* An engineer pictures a piece of the equipment ring, a recruiter one of
   * the crew ring (second edition: captain, businessman, soldier, stoker;
   * first edition: the propeller instead of the stoker), a designer any
   * piece: a recruiter with a cannon or an engineer with a captain is no
   * tile of the game. */
  hire.employee = (SyEmployee) { .kind = SY_EMPLOYEE_RECRUITER, .item = SY_ITEM_CANNON, .colour = 1 };
  apply_refused (&t, &hire);
  hire.employee = (SyEmployee) { .kind = SY_EMPLOYEE_ENGINEER, .item = SY_ITEM_CAPTAIN };
  apply_refused (&t, &hire);
  {
    const SyCatalog *second = sy_catalog_get (SY_EDITION_SECOND);
    const SyCatalog *first = sy_catalog_get (SY_EDITION_FIRST);

    g_assert_true (sy_employee_may_picture (second, SY_EMPLOYEE_RECRUITER, SY_ITEM_STOKER));
    g_assert_false (sy_employee_may_picture (second, SY_EMPLOYEE_RECRUITER, SY_ITEM_SAIL));
    g_assert_true (sy_employee_may_picture (first, SY_EMPLOYEE_RECRUITER, SY_ITEM_PROPELLER));
    g_assert_false (sy_employee_may_picture (first, SY_EMPLOYEE_ENGINEER, SY_ITEM_PROPELLER));
    g_assert_true (sy_employee_may_picture (second, SY_EMPLOYEE_ENGINEER, SY_ITEM_CRANE));
    g_assert_true (sy_employee_may_picture (second, SY_EMPLOYEE_DESIGNER, SY_ITEM_SOLDIER));
    g_assert_false (sy_employee_may_picture (second, SY_EMPLOYEE_DESIGNER, SY_ITEM_PROPELLER));
  }
  u = t;
  hire.employee = (SyEmployee) { .kind = SY_EMPLOYEE_RECRUITER, .item = SY_ITEM_CAPTAIN, .colour = 1 };
  apply_ok (&u, &hire);

  /* No identical employees. */
  t.players[0].employees[0] = (SyEmployee) { .kind = SY_EMPLOYEE_HELMSMAN };
  t.players[0].n_employees = 1;
  hire.employee = (SyEmployee) { .kind = SY_EMPLOYEE_HELMSMAN };
  g_assert_false (sy_table_may_hire (&t, &hire.employee, NULL));
  apply_refused (&t, &hire);
}

static void
test_exchange (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyEvent ex = { .type = SY_EVENT_EXCHANGE };
  SyPlayerState *p = &t.players[0];

  /* Coal twice on one tile: a stoker and a smokestack are fine, two
   * smokestacks are not; selling coal with merchants I and II pays 2 more. */
  p->goods[0] = (SyGoodsTile) { { 0, 0, 1 } };
  p->employees[0] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 0, .level = 1 };
  p->employees[1] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 0, .level = 2 };
  p->n_employees = 2;
  choose (&t, SY_ACTION_EXCHANGE);
  ex.uses[0] = (SyGoodUse) { FALSE, 0, SY_ITEM_SMOKESTACK };
  ex.uses[1] = (SyGoodUse) { FALSE, 0, SY_ITEM_SMOKESTACK };
  ex.uses[2] = (SyGoodUse) { TRUE, 2, 0 };
  apply_refused (&t, &ex);
  ex.uses[1] = (SyGoodUse) { TRUE, 3, 0 };
  apply_ok (&t, &ex);
  /* Coal sold at 3 with two merchants: 5; the third good at 2. */
  g_assert_cmpuint (p->money, ==, 6 + 5 + 2);
  g_assert_cmpuint (p->supply.count[SY_ITEM_SMOKESTACK], ==, 1);
  g_assert_cmpuint (p->n_goods, ==, 0);
}

/* What the exchange brings is told before the tile is used, as it is paid:
 * each good sold "za guldeny (podle odpovídající hodnoty na poli, kde stojí
 * ukazatel)", and "Pokud máte oba obchodníky s uhlím (úroveň I a II),
 * získáte 2 guldeny navíc za každé prodané uhlí na burze". The rulebooks
 * print no prices, so a price of 0 is the players' to enter: all three
 * goods sold at 0 bring 0 guilders, and the engine takes it. */
static void
test_exchange_income (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyEvent ex = { .type = SY_EVENT_EXCHANGE };
  SyPlayerState *p = &t.players[0];

  p->goods[0] = (SyGoodsTile) { { 0, 0, 1 } };
  choose (&t, SY_ACTION_EXCHANGE);
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    ex.uses[g] = (SyGoodUse) { TRUE, 0, 0 };
  g_assert_cmpuint (sy_table_exchange_income (&t, 0, ex.uses), ==, 0);
  /* Merchants of coal, levels I and II: one guilder more each per coal. */
  p->employees[0] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 0, .level = 1 };
  p->employees[1] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 0, .level = 2 };
  p->n_employees = 2;
  ex.uses[0].price = 3;
  ex.uses[2].price = 2;
  g_assert_cmpuint (sy_table_exchange_income (&t, 0, ex.uses), ==, (3 + 2) + (0 + 2) + 2);
  /* A good swapped brings nothing; a tile not held, nothing. */
  ex.uses[1] = (SyGoodUse) { FALSE, 0, SY_ITEM_SMOKESTACK };
  g_assert_cmpuint (sy_table_exchange_income (&t, 0, ex.uses), ==, 5 + 2);
  g_assert_cmpuint (sy_table_exchange_income (&t, 1, ex.uses), ==, 0);
  /* What the engine pays is what it told. */
  apply_ok (&t, &ex);
  g_assert_cmpuint (p->money, ==, 6 + 7);

  /* At 0 everywhere and no merchant: taken, and nothing paid. */
  t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  p = &t.players[0];
  choose (&t, SY_ACTION_EXCHANGE);
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    ex.uses[g] = (SyGoodUse) { TRUE, 0, 0 };
  apply_ok (&t, &ex);
  g_assert_cmpuint (p->money, ==, 6);
  g_assert_cmpuint (p->n_goods, ==, 0);
}

/* The swaps offered for each good. The rulebooks print no good's list
 * (E2: "jednu z položek, která je u daného zboží vyobrazena v jeho
 * tabulce", the board's corners; E1: "ve středu šestiúhelníku"), so every
 * piece of the edition; but "nesmíte směnit 2 zboží za stejný kus
 * vybavení nebo člena posádky": "2 uhlí ... jedno směnit za topiče a druhé
 * za komín, ale nemůžete směnit obě uhlí za dva komíny". */
static void
test_exchange_swaps (void)
{
  for (SyEdition e = SY_EDITION_FIRST; e <= SY_EDITION_SECOND; e++)
    {
      SyTable t = new_table (e, 3, SY_CONTRACT_MODE_ADVANCED);
      const SyCatalog *catalog = sy_catalog_get (e);
      SyItem first = e == SY_EDITION_SECOND ? SY_ITEM_STOKER : SY_ITEM_PROPELLER;
      SyGoodUse uses[SY_GOODS_KINDS] = {
        { TRUE, 0, SY_N_ITEMS }, { TRUE, 0, SY_N_ITEMS }, { TRUE, 0, SY_N_ITEMS },
      };
      SyItem items[SY_N_ITEMS];
      guint n_edition = 0, n;

      for (guint i = 0; i < SY_N_ITEMS; i++)
        n_edition += catalog->has_item[i];

      /* All sold: each good may take any piece of the edition, and only those. */
      n = sy_table_exchange_swaps (&t, uses, 0, items, G_N_ELEMENTS (items));
      g_assert_cmpuint (n, ==, n_edition);
      for (guint i = 0; i < n; i++)
        g_assert_true (catalog->has_item[items[i]]);

      /* The first coal takes the stoker (E1: the propeller): the second coal
       * may take the smokestack but not the same piece again. */
      uses[0] = (SyGoodUse) { FALSE, 0, first };
      n = sy_table_exchange_swaps (&t, uses, 1, items, G_N_ELEMENTS (items));
      g_assert_cmpuint (n, ==, n_edition - 1);
      for (guint i = 0; i < n; i++)
        g_assert_cmpint (items[i], !=, first);
      uses[1] = (SyGoodUse) { FALSE, 0, SY_ITEM_SMOKESTACK };
      n = sy_table_exchange_swaps (&t, uses, 2, items, G_N_ELEMENTS (items));
      g_assert_cmpuint (n, ==, n_edition - 2);
      for (guint i = 0; i < n; i++)
        g_assert_true (items[i] != first && items[i] != SY_ITEM_SMOKESTACK);
      /* A good's own choice stays offered to it. */
      n = sy_table_exchange_swaps (&t, uses, 0, items, G_N_ELEMENTS (items));
      g_assert_cmpuint (n, ==, n_edition - 1);
      {
        gboolean own = FALSE;

        for (guint i = 0; i < n; i++)
          {
            g_assert_cmpint (items[i], !=, SY_ITEM_SMOKESTACK);
            own |= items[i] == first;
          }
        g_assert_true (own);
      }
      /* Selling is always allowed, whatever the others take. */
      uses[1].sell = TRUE;
      g_assert_cmpuint (sy_table_exchange_swaps (&t, uses, 2, items, G_N_ELEMENTS (items)), ==,
                        n_edition - 1);
    }
}

static void
test_first_edition_track (void)
{
  SyTable t = new_table (SY_EDITION_FIRST, 3, SY_CONTRACT_MODE_ADVANCED);
  guint spaces = sy_catalog_get (SY_EDITION_FIRST)->track_spaces;

  /* The premium: 2 occupied cards ahead; the chosen card, with no pawn
   * behind it, has 1, 2 or 3 empty spaces before the nearest card. */
  t.track.owner[0] = 1;
  t.track.owner[1] = 2;
  t.track.space[2] = (t.track.space[1] + spaces - 2) % spaces;   /* 1 empty */
  g_assert_cmpuint (sy_table_income (&t, 2), ==, 2);
  t.track.space[2] = (t.track.space[1] + spaces - 3) % spaces;   /* 2 empty */
  g_assert_cmpuint (sy_table_income (&t, 2), ==, 2);
  t.track.space[2] = (t.track.space[1] + spaces - 4) % spaces;   /* 3 empty */
  for (guint i = 3; i < t.track.n_tiles; i++)
    t.track.space[i] = (t.track.space[2] + spaces - (i - 2)) % spaces;
  g_assert_cmpuint (sy_table_income (&t, 2), ==, 3);
  /* 6 empty spaces give 2, 5 give 1, when nobody is behind. */
  t.track.space[2] = (t.track.space[1] + spaces - 7) % spaces;
  g_assert_cmpuint (sy_table_income (&t, 2), ==, 2 + 2);
  t.track.space[2] = (t.track.space[1] + spaces - 6) % spaces;
  g_assert_cmpuint (sy_table_income (&t, 2), ==, 2 + 1);
  /* With a pawn behind, no premium. */
  t.track.owner[4] = 0;
  g_assert_cmpuint (sy_table_income (&t, 2), ==, 2);
}

static void
test_first_edition_moves (void)
{
  SyTable t = new_table (SY_EDITION_FIRST, 3, SY_CONTRACT_MODE_ADVANCED);
  guint spaces = sy_catalog_get (SY_EDITION_FIRST)->track_spaces;

  for (guint i = 0; i < 3; i++)
    simple_turn (&t);
  /* White's card (Build Ships) led and moves exactly one space. */
  g_assert_cmpint (t.track.tiles[0], ==, SY_ACTION_BUILD);
  g_assert_cmpuint (t.track.space[0], ==, 1);
  simple_turn (&t);
  /* Yellow's card goes to the first empty space ahead of the lead. */
  g_assert_cmpuint (t.track.space[0], ==, 2);
  g_assert_cmpuint (t.lead_moves, ==, 2);

  /* Catch-up: with the rearmost cards right ahead of the new lead, they
   * move on, as far as they touch each other. */
  {
    SyTable u = t;
    guint n = u.track.n_tiles;

    u.track.space[n - 1] = (u.track.space[0] + 2) % spaces;
    u.track.space[n - 2] = (u.track.space[0] + 3) % spaces;
    u.current = 2;
    u.players[2].turns = 1;
    /* Make pink's card (Buy Goods) the one that moves. */
    simple_turn (&u);
    g_assert_cmpuint (u.track.space[0], ==, (t.track.space[0] + 1) % spaces);
    g_assert_cmpuint (u.track.space[n - 1], ==, (t.track.space[0] + 3) % spaces);
    g_assert_cmpuint (u.track.space[n - 2], ==, (t.track.space[0] + 4) % spaces);
  }
}

static void
test_rounds_and_discards (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_ADVANCED);

  /* 3 players, advanced: one of each colour at the 2nd and the 4th die. */
  play_until (&t, SY_PHASE_DISCARD, 6, 200);
  g_assert_cmpint (t.phase, ==, SY_PHASE_DISCARD);
  g_assert_cmpuint (t.rounds, ==, 2);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (t.players[p].discards_due[0], ==, 1);
      g_assert_cmpuint (t.players[p].discards_due[1], ==, 1);
    }

  /* Nothing else happens until the discards are made. */
  {
    SyEvent c = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_CREW };
    SyEvent wrong = { .type = SY_EVENT_DISCARD, .player = 0, .colour = 0, .count = 2 };

    apply_refused (&t, &c);
    apply_refused (&t, &wrong);
  }
  play_until (&t, SY_PHASE_OVER, 6, 1);
  g_assert_cmpint (t.phase, ==, SY_PHASE_CHOOSE);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (t.players[p].contracts[0], ==, 2);
}

static void
test_coin_on_last_tile (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyEvent r = { .type = SY_EVENT_ROUND_END };
  guint last;

  for (guint i = 0; i < 4; i++)
    simple_turn (&t);
  apply_ok (&t, &r);
  apply_refused (&t, &r);                  /* once a turn */
  last = t.track.n_tiles - 1;
  g_assert_cmpint (t.track.owner[last], ==, -1);
  simple_turn (&t);
  /* The turn finished: a guilder on the last tile, which has no die. */
  g_assert_cmpuint (t.track.coins[last], ==, 1);
  g_assert_cmpuint (t.rounds, ==, 1);
  g_assert_cmpuint (t.last_revolution, ==, 2);
}

static void
test_end_second_edition (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 2, SY_CONTRACT_MODE_BEGINNER);

  /* Two players: 3 dice on the round counter, so 4 drops; then the next
   * player's last regular turn, the final actions and the last chance. */
  play_until (&t, SY_PHASE_FINAL_ACTION, 5, 500);
  g_assert_cmpint (t.phase, ==, SY_PHASE_FINAL_ACTION);
  g_assert_cmpuint (t.rounds, ==, 4);
  g_assert_cmpuint (t.players[0].turns, ==, t.players[1].turns);
  g_assert_cmpuint (t.current, ==, t.start_player);

  /* Final actions: any action, occupied or not, no bonus. */
  {
    SyEvent bonus = { .type = SY_EVENT_SUBSIDY, .bonus = TRUE };
    SyEvent crew = { .type = SY_EVENT_CREW, .steps = 1 };

    apply_refused (&t, &bonus);
    apply_ok (&t, &crew);
    end_turn (&t);
    apply_ok (&t, &crew);
    end_turn (&t);
  }
  /* Nobody can finish a ship with one part: the game is over. */
  g_assert_cmpint (t.phase, ==, SY_PHASE_OVER);
}

static void
test_early_end (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 4, SY_CONTRACT_MODE_BEGINNER);
  SyEvent empty = { .type = SY_EVENT_STACK_EMPTY, .kind = SY_PART_STERN };

  for (guint i = 0; i < 5; i++)
    simple_turn (&t);
  /* Player 1 lays out the last stern: turns go on until the player right
   * of the start player (3) has played, then the final actions. */
  g_assert_cmpuint (t.current, ==, 1);
  apply_ok (&t, &empty);
  apply_refused (&t, &empty);
  simple_turn (&t);
  simple_turn (&t);
  g_assert_cmpint (t.phase, ==, SY_PHASE_CHOOSE);
  simple_turn (&t);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (t.players[p].turns, ==, 2);

  /* The game ends before half-time: everyone keeps one contract of each
   * colour, discarding the rest first (our reading: both rulebooks say
   * the game ends with one of each). */
  g_assert_cmpint (t.phase, ==, SY_PHASE_DISCARD);
  g_assert_cmpuint (t.players[2].discards_due[0], ==, 1);
  play_until (&t, SY_PHASE_FINAL_ACTION, 100, 1);
  g_assert_cmpint (t.phase, ==, SY_PHASE_FINAL_ACTION);
}

static void
test_end_first_edition (void)
{
  SyTable t = new_table (SY_EDITION_FIRST, 2, SY_CONTRACT_MODE_ADVANCED);

  /* Two players: the countdown starts on 2; after two laps, the end. */
  play_until (&t, SY_PHASE_FINAL_ACTION, 0, 500);
  g_assert_cmpint (t.phase, ==, SY_PHASE_FINAL_ACTION);
  g_assert_cmpuint (t.rounds, ==, 2);
}

static void
test_layout_refused (void)
{
  SySetupFacts facts;
  SyTable t;
  SyEvent layout = { .type = SY_EVENT_LAYOUT, .n_track = 7 };
  SyEvent choose_early = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_CREW };

  sy_setup_facts_compute (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER, &facts, NULL);
  sy_table_init (&t, &facts, 0);
  apply_refused (&t, &choose_early);
  memcpy (layout.track, order3, sizeof order3);
  layout.track[6] = SY_ACTION_BUILD;                 /* twice */
  memcpy (layout.crew_ring, sy_catalog_get (SY_EDITION_SECOND)->crew_ring_items,
          sizeof layout.crew_ring);
  apply_refused (&t, &layout);
  layout.track[6] = SY_ACTION_SUBSIDY;               /* not in a 3-player game */
  apply_refused (&t, &layout);
}

static void
test_solo (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 1, SY_CONTRACT_MODE_BEGINNER);
  SyEvent taken = { .type = SY_EVENT_SOLO_TURN, .action = SY_ACTION_EQUIPMENT };
  SyEvent crew = { .type = SY_EVENT_SOLO_TURN, .action = SY_ACTION_CREW };
  SyEvent crew_numbered = { .type = SY_EVENT_SOLO_TURN, .action = SY_ACTION_CREW, .number = 2 };
  SyEvent special = { .type = SY_EVENT_SOLO_TURN, .special = TRUE };
  SyEvent mine = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_GOODS };
  guint crew_pointer = t.crew_pointer;

  /* The solo game is laid out as for three: seven tiles, five dice. */
  g_assert_cmpuint (t.seats, ==, 3);
  g_assert_cmpuint (t.track.n_tiles, ==, 7);
  g_assert_cmpuint (t.facts.round_counter_dice, ==, 5);

  /* You first; then the two opponents, by the solo tiles revealed. */
  choose (&t, SY_ACTION_EQUIPMENT);
  perform (&t, SY_ACTION_EQUIPMENT);
  end_turn (&t);
  g_assert_true (sy_table_is_opponent_turn (&t));
  apply_refused (&t, &mine);
  apply_refused (&t, &taken);             /* a die lies there: reveal the next */
  /* "Tato akce nebude provedena, ale první protivník v pořadí podle kostek
   * umístí kostku ve své barvě na odpovídající destičku akce" (Sólová hra,
   * Průběh hry): the opening die only marks the action, so the crew ring's
   * pointer stays and no solo tile's number is asked for. */
  apply_refused (&t, &crew_numbered);
  apply_ok (&t, &crew);
  g_assert_cmpuint (t.crew_pointer, ==, crew_pointer);
  g_assert_cmpint (t.track.owner[sy_table_find_tile (&t, SY_ACTION_CREW)], ==, 1);

  /* The special tile: the die on the last tile of the row. */
  apply_ok (&t, &special);
  g_assert_cmpint (t.track.owner[t.track.n_tiles - 1], ==, 2);

  /* Your turn again: your tile moves to the front; the opponents' dice
   * ahead of a tile pay you as anyone's would. */
  g_assert_false (sy_table_is_opponent_turn (&t));
  g_assert_cmpint (t.track.tiles[0], ==, SY_ACTION_EQUIPMENT);
  g_assert_cmpuint (t.teeth, ==, 1);

  /* On the opponents' later turns the action is carried out: "pohněte
   * ukazatelem po odpovídajícím kruhu o tolik polí ... kolik činí číslo na
   * vrchní sólové destičce akce lícem dolů". You take Buy Goods; then
   * opponent 1, whose Recruit Crew moves to the front, is shown Manufacture
   * Equipment with a 3 on the next tile's back: the pointer moves three. */
  {
    guint equipment_pointer = t.equipment_pointer;
    SyEvent unnumbered = { .type = SY_EVENT_SOLO_TURN, .action = SY_ACTION_EQUIPMENT };
    SyEvent equipment = { .type = SY_EVENT_SOLO_TURN, .action = SY_ACTION_EQUIPMENT, .number = 3 };

    choose (&t, SY_ACTION_GOODS);
    perform (&t, SY_ACTION_GOODS);
    end_turn (&t);
    g_assert_true (sy_table_is_opponent_turn (&t));
    apply_refused (&t, &unnumbered);
    apply_ok (&t, &equipment);
    g_assert_cmpuint (t.equipment_pointer, ==, (equipment_pointer + 3) % 4);
  }

  /* The results. */
  g_assert_cmpuint (sy_table_solo_band (59), ==, 0);
  g_assert_cmpuint (sy_table_solo_band (60), ==, 1);
  g_assert_cmpuint (sy_table_solo_band (80), ==, 2);
  g_assert_cmpuint (sy_table_solo_band (95), ==, 3);
}

static SyEvent
deal (guint       player,
      guint       colour,
      const char *a,
      const char *b)
{
  SyEvent e = { .type = SY_EVENT_DEAL, .player = player, .colour = colour, .n_ids = 2 };

  g_strlcpy (e.ids[0], a, sizeof e.ids[0]);
  g_strlcpy (e.ids[1], b, sizeof e.ids[1]);
  return e;
}

static void
test_hidden_hands (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  SyEvent d = deal (0, 0, "lanterns", "ships-of-6");
  SyEvent again = deal (1, 0, "ships-of-6", "parts");
  SyEvent blue = deal (1, 0, "sail-pairs", "parts");
  SyEvent one = { .type = SY_EVENT_DEAL, .player = 2, .colour = 1, .n_ids = 1 };
  SyEvent discard = { .type = SY_EVENT_DISCARD, .player = 0, .colour = 0, .count = 1 };

  /* Each player enters, privately, as many contracts as they hold; no card
   * is in two hands. */
  apply_ok (&t, &d);
  g_assert_true (t.players[0].hand_known[0]);
  g_assert_cmpstr (t.players[0].hand[0][1], ==, "ships-of-6");
  apply_refused (&t, &d);
  apply_refused (&t, &again);
  apply_refused (&t, &blue);              /* a blue card among the red */
  g_strlcpy (one.ids[0], "no-such-card", sizeof one.ids[0]);
  apply_refused (&t, &one);

  /* At the discard, a known hand names the card. */
  play_until (&t, SY_PHASE_DISCARD, 5, 200);
  g_assert_cmpint (t.phase, ==, SY_PHASE_DISCARD);
  apply_refused (&t, &discard);
  discard.n_ids = 1;
  g_strlcpy (discard.ids[0], "parts", sizeof discard.ids[0]);
  apply_refused (&t, &discard);
  g_strlcpy (discard.ids[0], "lanterns", sizeof discard.ids[0]);
  apply_ok (&t, &discard);
  g_assert_cmpuint (t.players[0].contracts[0], ==, 1);
  g_assert_cmpstr (t.players[0].hand[0][0], ==, "ships-of-6");
}

static void
test_employee_ring (void)
{
  SyTable t = table_with_ring (3);
  SyEvent hire = { .type = SY_EVENT_HIRE, .steps = 1, .pile = 2 };
  guint stop = (t.employee_pointer + 1) % 8;

  /* Three players: set II lies on its twin, two tiles a pile. The pile's
   * employee is what the player gets; the engineer's surcharge is paid. */
  g_assert_cmpuint (t.ring_count[stop][2], ==, 2);
  choose (&t, SY_ACTION_EMPLOYEES);
  apply_ok (&t, &hire);
  g_assert_cmpuint (t.players[0].n_employees, ==, 1);
  g_assert_cmpint (t.players[0].employees[0].kind, ==, SY_EMPLOYEE_ENGINEER);
  g_assert_cmpuint (t.players[0].money, ==, 6 - 1);
  g_assert_cmpuint (t.ring_count[stop][2], ==, 1);
  g_assert_cmpuint (t.employee_pointer, ==, stop);

  /* With every pile empty, Hire Employee cannot be chosen at all. */
  {
    SyTable v = table_with_ring (3);
    g_autoptr(GError) error = NULL;

    memset (v.ring_count, 0, sizeof v.ring_count);
    g_assert_false (sy_table_can_choose (&v, sy_table_find_tile (&v, SY_ACTION_EMPLOYEES), &error));
    g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  }

  /* Two players: one tile a pile; a stop with none left is passed by. */
  {
    SyTable u = table_with_ring (2);
    guint s0 = (u.employee_pointer + 1) % 8;

    g_assert_cmpuint (u.ring_count[s0][0], ==, 1);
    u.ring_count[s0][0] = u.ring_count[s0][1] = u.ring_count[s0][2] = 0;
    choose (&u, SY_ACTION_EMPLOYEES);
    hire.pile = 0;
    apply_refused (&u, &hire);
    hire.steps = 2;
    apply_ok (&u, &hire);
    g_assert_cmpint (u.players[0].employees[0].kind, ==, SY_EMPLOYEE_MERCHANT);
    g_assert_cmpuint (u.players[0].money, ==, 6 - 1);
  }
}

static void
test_winners (void)
{
  SyTable t = new_table (SY_EDITION_SECOND, 3, SY_CONTRACT_MODE_BEGINNER);
  gboolean winners[SY_MAX_PLAYERS];

  /* The merchants' example: cloth I and II and coal I give 1 + 3 + 1. */
  t.players[0].score = 22;
  t.players[0].employees[0] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 1, .level = 1, .points = 1 };
  t.players[0].employees[1] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 1, .level = 2, .points = 3 };
  t.players[0].employees[2] = (SyEmployee) { .kind = SY_EMPLOYEE_MERCHANT, .good = 0, .level = 1, .points = 1 };
  t.players[0].n_employees = 3;
  g_assert_cmpuint (sy_table_final_points (&t, 0), ==, 27);

  /* A tie on points goes to guilders... */
  t.players[1].score = 27;
  t.players[0].money = 3;
  t.players[1].money = 5;
  g_assert_cmpuint (sy_table_winners (&t, winners), ==, 1);
  g_assert_true (winners[1]);
  g_assert_false (winners[0]);

  /* ...and a tie in both is shared. */
  t.players[0].money = 5;
  g_assert_cmpuint (sy_table_winners (&t, winners), ==, 2);
  g_assert_true (winners[0] && winners[1] && !winners[2]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/table/layout-refused", test_layout_refused);
  g_test_add_func ("/engine/table/first-turns-income", test_first_turns_income);
  g_test_add_func ("/engine/table/step-one", test_step_one_and_choices);
  g_test_add_func ("/engine/table/income-examples", test_income_examples);
  g_test_add_func ("/engine/table/two-players", test_two_players);
  g_test_add_func ("/engine/table/bonus-action", test_bonus_action);
  g_test_add_func ("/engine/table/rings", test_rings);
  g_test_add_func ("/engine/table/propose-launch", test_propose_launch);
  g_test_add_func ("/engine/table/plan-launch", test_plan_launch);
  g_test_add_func ("/engine/table/tally-after-launches", test_tally_after_launches);
  g_test_add_func ("/engine/table/what-if-contracts", test_what_if_contracts);
  g_test_add_func ("/engine/table/what-if-canal", test_what_if_canal);
  g_test_add_func ("/engine/table/hire", test_hire);
  g_test_add_func ("/engine/table/exchange", test_exchange);
  g_test_add_func ("/engine/table/exchange-swaps", test_exchange_swaps);
  g_test_add_func ("/engine/table/exchange-income", test_exchange_income);
  g_test_add_func ("/engine/table/first-edition-track", test_first_edition_track);
  g_test_add_func ("/engine/table/first-edition-moves", test_first_edition_moves);
  g_test_add_func ("/engine/table/rounds-and-discards", test_rounds_and_discards);
  g_test_add_func ("/engine/table/coin-on-last-tile", test_coin_on_last_tile);
  g_test_add_func ("/engine/table/end-second-edition", test_end_second_edition);
  g_test_add_func ("/engine/table/early-end", test_early_end);
  g_test_add_func ("/engine/table/end-first-edition", test_end_first_edition);
  g_test_add_func ("/engine/table/winners", test_winners);
  g_test_add_func ("/engine/table/solo", test_solo);
  g_test_add_func ("/engine/table/hidden-hands", test_hidden_hands);
  g_test_add_func ("/engine/table/employee-ring", test_employee_ring);

  return g_test_run ();
}
