/* sim-player.c: a simulated table: random legal events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sim-player.h"

/* What the simulated table prints on an employee tile: the colour the
 * rules give the kind, or one made up for the kind (the same for every
 * tile of it); a merchant's points by level. */
static void
sim_printed (SyEmployee *e)
{
  e->colour = sy_employee_kind_colour (e->kind);
  if (e->colour == SY_EMPLOYEE_COLOUR_PRINTED)
    e->colour = 2 + e->kind % 3;
  e->points = e->kind == SY_EMPLOYEE_MERCHANT ? sy_employee_merchant_points (e->level) : 0;
}

static const char *names[] = { "Alena", "Bohdan", "Cecílie", "David" };

SyGame *
sim_new_game (SyEdition  edition,
              guint      n_players,
              gboolean   deal_hands,
              GRand     *rand)
{
  g_autoptr(SyGameConfig) config = sy_game_config_new (edition, n_players);
  SyGame *game;
  SyEvent layout = { .type = SY_EVENT_LAYOUT };
  const SyCatalog *catalog = sy_catalog_get (edition);
  SyAction actions[SY_N_ACTIONS];
  guint n = 0;

  config->contract_mode = g_rand_boolean (rand) ? SY_CONTRACT_MODE_BEGINNER : SY_CONTRACT_MODE_ADVANCED;
  config->start_player = g_rand_int_range (rand, 0, n_players);
  for (guint p = 0; p < n_players; p++)
    sy_game_config_set_player (config, p, names[p], (SyColour) p);
  game = sy_game_new (config, NULL);
  g_assert_nonnull (game);

  for (SyAction a = 0; a < SY_N_ACTIONS; a++)
    if (a != SY_ACTION_SUBSIDY || sy_game_get_setup_facts (game)->subsidy_in_play)
      actions[n++] = a;
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      SyAction t = actions[i - 1];

      actions[i - 1] = actions[j];
      actions[j] = t;
    }
  layout.n_track = n;
  memcpy (layout.track, actions, n * sizeof actions[0]);
  memcpy (layout.crew_ring, catalog->crew_ring_items, sizeof layout.crew_ring);
  layout.equipment_pointer = g_rand_int_range (rand, 0, 4);
  layout.crew_pointer = g_rand_int_range (rand, 0, 4);
  layout.employee_pointer = g_rand_int_range (rand, 0, catalog->employee_ring_spaces);
  /* Sometimes the players enter the employees round the ring. */
  if (g_rand_boolean (rand))
    {
      layout.has_ring = TRUE;
      for (guint stop = 0; stop < 8; stop++)
        for (guint i = 0; i < 3; i++)
          {
            SyEmployee *e = &layout.ring[stop][i];

            do
              {
                e->kind = g_rand_int_range (rand, 0, SY_N_EMPLOYEE_KINDS);
                e->item = g_rand_int_range (rand, 0, SY_N_ITEMS);
              }
            while ((e->kind == SY_EMPLOYEE_CREW_DESIGNER && catalog->any_crew_extra == 0)
                   || !catalog->has_item[e->item]
                   || !sy_employee_may_picture (catalog, e->kind, e->item));
            e->good = g_rand_int_range (rand, 0, SY_GOODS_KINDS);
            e->level = g_rand_int_range (rand, 1, 3);
            sim_printed (e);
          }
    }
  g_assert_true (sy_game_apply (game, &layout, NULL));

  /* Most players enter their hands: cards dealt from a shuffled deck. */
  for (guint c = 0; c < 2 && deal_hands; c++)
    {
      const SyContract *deck[16];
      guint n_deck = sy_contracts_for_edition (edition, c + 1, deck, 16), top = 0;

      for (guint i = n_deck; i > 1; i--)
        {
          guint j = g_rand_int_range (rand, 0, i);
          const SyContract *x = deck[i - 1];

          deck[i - 1] = deck[j];
          deck[j] = x;
        }
      for (guint p = 0; p < n_players; p++)
        {
          const SyTable *t = sy_game_get_table (game);
          SyEvent d = { .type = SY_EVENT_DEAL, .player = p, .colour = c,
                        .n_ids = t->players[p].contracts[c] };

          for (guint i = 0; i < d.n_ids; i++)
            g_strlcpy (d.ids[i], sy_contract_get_id (deck[top++]), sizeof d.ids[i]);
          if (g_rand_int_range (rand, 0, 4) > 0)
            g_assert_true (sy_game_apply (game, &d, NULL));
        }
    }
  return game;
}

static void
random_part (SyPart     *part,
             SyPartKind  kind,
             SyEdition   edition,
             GRand      *rand)
{
  const SyCatalog *catalog = sy_catalog_get (edition);

  memset (part, 0, sizeof *part);
  part->kind = kind;
  for (guint s = 0; s < SY_N_SYMBOLS; s++)
    if (catalog->has_symbol[s])
      part->symbols[s] = g_rand_int_range (rand, 0, 3);
}

/* A random action event of @type that the table may accept. */
static void
make_action (SyGame      *game,
             SyEventType  type,
             GRand       *rand,
             SyEvent     *e)
{
  const SyTable *t = sy_game_get_table (game);
  const SyPlayerState *p = &t->players[t->current];
  SyEdition edition = t->facts.edition;

  memset (e, 0, sizeof *e);
  e->type = type;
  switch (type)
    {
    case SY_EVENT_BUILD:
      {
        SyPartKind kinds[3];
        SyPlacement plan[3];
        guint n = g_rand_int_range (rand, 1, 4);

        for (guint i = 0; i < n; i++)
          kinds[i] = g_rand_int_range (rand, SY_PART_BOW, SY_PART_STERN + 1);
        if (!sy_yard_plan_purchase (&p->yard, kinds, n, plan, NULL))
          {
            n = 1;
            for (SyPartKind k = SY_PART_BOW; k <= SY_PART_STERN; k++)
              if (sy_yard_legal_slots (&p->yard, k) != 0)
                {
                  kinds[0] = k;
                  break;
                }
            if (!sy_yard_plan_purchase (&p->yard, kinds, 1, plan, NULL))
              return;
          }
        e->n_parts = n;
        {
          guint left = p->money;

          for (guint i = 0; i < n; i++)
            {
              guint row = g_rand_int_range (rand, 0, 5);
              guint price = sy_catalog_get (edition)->row_prices[row];

              /* A row the player can pay for, the free one at worst. */
              if (price > left)
                row = 0, price = 0;
              left -= price;
              e->parts[i].row = row;
            }
        }
        for (guint i = 0; i < n; i++)
          {
            random_part (&e->parts[i].part, plan[i].kind, edition, rand);
            e->parts[i].slot = plan[i].slot;
            if (t->stack_empty[plan[i].kind] && g_rand_boolean (rand))
              {
                memset (e->parts[i].part.symbols, 0, sizeof e->parts[i].part.symbols);
                e->parts[i].part.blank = TRUE;
              }
          }
      }
      break;
    case SY_EVENT_CANAL:
      {
        int xs[64], ys[64];
        guint n = sy_canals_legal_cells (&p->canals, xs, ys, 64);
        const SyCanalPalette *palette = sy_canal_palette_get_default ();
        const SyCanalShape *shape;
        SyTileView view;
        guint c;

        if (n == 0)
          return;
        c = g_rand_int_range (rand, 0, n);
        shape = sy_canal_palette_get_shape (palette, g_rand_int_range (rand, 0,
                                                   sy_canal_palette_get_n_shapes (palette)));
        g_strlcpy (e->tile.shape, shape->id, sizeof e->tile.shape);
        e->tile.rotation = g_rand_int_range (rand, 0, 4);
        sy_tile_view_rotate (&shape->view, e->tile.rotation, &view);
        for (guint q = 0; q < SY_TILE_POSITIONS; q++)
          if ((view.spaces & (1u << q)) && g_rand_int_range (rand, 0, 3) == 0)
            e->tile.marks[q] = g_rand_int_range (rand, 1, SY_N_MARKS);
        e->x = xs[c];
        e->y = ys[c];
        e->price = g_rand_int_range (rand, 0, MIN (p->money, 2) + 1);
        if (edition == SY_EDITION_FIRST && p->canals.n_tiles == 0 && !p->canals.boat_placed)
          {
            SyCanals after = p->canals;
            SyCanalSpot spots[8], froms[8];

            sy_canals_place (&after, palette, e->x, e->y, &e->tile, NULL);
            if (sy_canals_list_starts (&after, spots, froms, 8) > 0)
              {
                e->place_boat = TRUE;
                e->boat = spots[0];
              }
          }
      }
      break;
    case SY_EVENT_GOODS:
      e->price = g_rand_int_range (rand, 0, MIN (p->money, 2) + 1);
      for (guint g = 0; g < SY_GOODS_KINDS; g++)
        e->goods[g] = g_rand_int_range (rand, 0, SY_GOODS_KINDS);
      break;
    case SY_EVENT_EQUIPMENT:
    case SY_EVENT_CREW:
      e->steps = g_rand_int_range (rand, 1, MIN (p->money + 1, 4) + 1);
      break;
    case SY_EVENT_HIRE:
      e->steps = g_rand_int_range (rand, 1, g_rand_boolean (rand) ? 9 : 4);
      e->pile = g_rand_int_range (rand, 0, 3);
      e->employee.kind = g_rand_int_range (rand, 0, SY_N_EMPLOYEE_KINDS);
      e->employee.item = g_rand_int_range (rand, 0, SY_N_ITEMS);
      e->employee.good = g_rand_int_range (rand, 0, SY_GOODS_KINDS);
      e->employee.level = g_rand_int_range (rand, 1, 3);
      sim_printed (&e->employee);
      /* Now and then a colour the rules refuse. */
      if (g_rand_int_range (rand, 0, 20) == 0)
        e->employee.colour = g_rand_int_range (rand, 0, SY_N_EMPLOYEE_COLOURS);
      break;
    case SY_EVENT_EXCHANGE:
      e->goods_tile = 0;
      for (guint g = 0; g < SY_GOODS_KINDS; g++)
        {
          e->uses[g].sell = g_rand_int_range (rand, 0, 3) > 0;
          e->uses[g].price = g_rand_int_range (rand, 0, 4);
          e->uses[g].item = g_rand_int_range (rand, 0, SY_N_ITEMS);
        }
      break;
    case SY_EVENT_SUBSIDY:
    default:
      break;
    }
}

static SyEventType
event_of (SyAction action)
{
  const SyEventType types[SY_N_ACTIONS] = {
    SY_EVENT_BUILD, SY_EVENT_CANAL, SY_EVENT_GOODS, SY_EVENT_EQUIPMENT, SY_EVENT_CREW,
    SY_EVENT_HIRE, SY_EVENT_EXCHANGE, SY_EVENT_SUBSIDY,
  };

  return types[action];
}

/* Performs an action, retrying random choices until one is legal. */
static gboolean
act (SyGame   *game,
     SyAction  action,
     gboolean  bonus,
     GRand    *rand)
{
  g_autoptr(GError) error = NULL;

  for (guint attempt = 0; attempt < 200; attempt++)
    {
      SyEvent e;

      g_clear_error (&error);
      make_action (game, event_of (action), rand, &e);
      e.bonus = bonus;
      if (sy_game_apply (game, &e, &error))
        return TRUE;
    }
  /* With the ring's employees entered, the engine let the action be chosen
   * because some stop within reach has one the player may take: random
   * draws can miss it (one pile of 24 now and then), so every stop and
   * pile is tried before giving up. */
  if (action == SY_ACTION_EMPLOYEES)
    for (guint steps = 1; steps <= 8; steps++)
      for (guint pile = 0; pile < 3; pile++)
        {
          SyEvent e;

          g_clear_error (&error);
          make_action (game, SY_EVENT_HIRE, rand, &e);
          e.bonus = bonus;
          e.steps = steps;
          e.pile = pile;
          if (sy_game_apply (game, &e, &error))
            return TRUE;
        }
  if (g_getenv ("SIM_DEBUG"))
    g_printerr ("%s refused: %s\n", sy_action_to_id (action), error->message);
  return FALSE;
}

static gboolean
launch_one (SyGame *game)
{
  const SyTable *t = sy_game_get_table (game);
  SyShipSpan spans[SY_MAX_YARD_SLOTS];
  SyEvent e;

  if (sy_table_list_finished (t, spans) == 0)
    return FALSE;
  g_assert_true (sy_table_propose_launch (t, spans[0].first, &e, NULL, NULL));
  if (!sy_game_apply (game, &e, NULL))
    g_error ("launch refused");
  return TRUE;
}

/* Step 5 and the end of the turn: one finished ship sails, or the player
 * is done. */
static void
launch_or_end_turn (SyGame *game)
{
  SyEvent end = { .type = SY_EVENT_END_TURN };

  if (!launch_one (game))
    g_assert_true (sy_game_apply (game, &end, NULL));
}

/**
 * sim_step:
 *
 * Applies one random legal event (or a few that belong together).
 *
 * Returns: %FALSE when the game is over
 */
gboolean
sim_step (SyGame *game,
          GRand  *rand)
{
  const SyTable *t = sy_game_get_table (game);

  switch (t->phase)
    {
    case SY_PHASE_OVER:
      return FALSE;
    case SY_PHASE_DISCARD:
      for (guint p = 0; p < t->facts.n_players; p++)
        for (guint c = 0; c < 2; c++)
          if (t->players[p].discards_due[c] > 0)
            {
              SyEvent d = { .type = SY_EVENT_DISCARD, .player = p, .colour = c, .count = 1 };

              if (t->players[p].hand_known[c])
                {
                  d.n_ids = 1;
                  g_strlcpy (d.ids[0], t->players[p].hand[c][g_rand_int_range (rand, 0,
                                                               t->players[p].contracts[c])],
                             sizeof d.ids[0]);
                }
              g_assert_true (sy_game_apply (game, &d, NULL));
              return TRUE;
            }
      g_assert_not_reached ();
    case SY_PHASE_CHOOSE:
      if (sy_table_is_opponent_turn (t) && !sy_table_expects_round_end (t)
          && !(t->facts.edition == SY_EDITION_SECOND && t->last_revolution == 0 && t->teeth == 10
               && !t->round_ended))
        {
          /* A solo opponent: reveal solo tiles until one is free. */
          for (guint attempt = 0; attempt < 200; attempt++)
            {
              SyEvent solo = { .type = SY_EVENT_SOLO_TURN };

              /* The opponents' first dice use no number. */
              if (!sy_table_is_first_turn (t))
                solo.number = g_rand_int_range (rand, 1, 4);

              if (g_rand_int_range (rand, 0, 8) == 0)
                solo.special = TRUE;
              else
                solo.action = t->track.tiles[g_rand_int_range (rand, 0, t->track.n_tiles)];
              if (sy_game_apply (game, &solo, NULL))
                return TRUE;
            }
          g_error ("no solo tile fits");
        }
      {
        guint order[SY_MAX_TRACK];
        guint n = t->track.n_tiles;

        /* The round's end, when the rules expect it or, before the second
         * edition's first revolution is known, after ten teeth. */
        if (sy_table_expects_round_end (t)
            || (t->facts.edition == SY_EDITION_SECOND && t->last_revolution == 0 && t->teeth == 10
                && !t->round_ended))
          {
            SyEvent r = { .type = SY_EVENT_ROUND_END };
            g_autoptr(GError) error = NULL;

            if (!sy_game_apply (game, &r, &error))
              g_error ("round end refused: %s (teeth %u, phase %d)", error->message, t->teeth, t->phase);
            return TRUE;
          }
        if (!t->ends_early && g_rand_int_range (rand, 0, 400) == 0)
          {
            SyEvent s = { .type = SY_EVENT_STACK_EMPTY, .kind = g_rand_int_range (rand, 1, 4) };

            g_assert_true (sy_game_apply (game, &s, NULL));
            return TRUE;
          }
        for (guint i = 0; i < n; i++)
          order[i] = i;
        for (guint i = n; i > 1; i--)
          {
            guint j = g_rand_int_range (rand, 0, i), x = order[i - 1];

            order[i - 1] = order[j];
            order[j] = x;
          }
        for (guint i = 0; i < n; i++)
          {
            SyEvent c = { .type = SY_EVENT_CHOOSE, .action = t->track.tiles[order[i]] };
            SyGame *g = game;

            if (!sy_table_can_choose (t, order[i], NULL))
              continue;
            g_assert_true (sy_game_apply (g, &c, NULL));
            return TRUE;
          }
        g_error ("no legal choice");
      }
    case SY_PHASE_ACT:
      if (!t->main_done)
        {
          SyAction chosen = t->chosen;

          /* Sometimes a bonus first. */
          if (!t->bonus_done && t->players[t->current].money >= 12 && g_rand_int_range (rand, 0, 3) == 0)
            {
              SyAction other = t->track.tiles[g_rand_int_range (rand, 0, t->track.n_tiles)];

              if (other != chosen && act (game, other, TRUE, rand))
                return TRUE;
            }
          if (!act (game, chosen, FALSE, rand))
            g_error ("the chosen action %s could not be performed", sy_action_to_id (chosen));
          return TRUE;
        }
      launch_or_end_turn (game);
      return TRUE;
    case SY_PHASE_FINAL_ACTION:
      if (!t->main_done)
        {
          for (guint attempt = 0; attempt < 20; attempt++)
            if (act (game, (SyAction) g_rand_int_range (rand, 0, SY_ACTION_SUBSIDY), FALSE, rand))
              return TRUE;
          g_assert_true (act (game, SY_ACTION_EQUIPMENT, FALSE, rand));
          return TRUE;
        }
      launch_or_end_turn (game);
      return TRUE;
    case SY_PHASE_LAST_CHANCE:
      if (!t->main_done)
        {
          SyEvent pass = { .type = SY_EVENT_PASS };

          for (guint attempt = 0; attempt < 40; attempt++)
            {
              SyEvent e;

              make_action (game, SY_EVENT_BUILD, rand, &e);
              e.n_parts = 1;
              if (sy_game_apply (game, &e, NULL))
                return TRUE;
            }
          g_assert_true (sy_game_apply (game, &pass, NULL));
          return TRUE;
        }
      launch_or_end_turn (game);
      return TRUE;
    case SY_PHASE_LAYOUT:
    default:
      g_assert_not_reached ();
    }
}

/* Applies an event the test knows is legal; a refusal ends the test. */
void
sim_apply_ok (SyGame  *game,
              SyEvent  event)
{
  g_autoptr(GError) error = NULL;

  if (!sy_game_apply (game, &event, &error))
    g_error ("refused: %s", error->message);
}

/* A game the simulated table plays to its end, hands dealt. */
SyGame *
sim_finished_game (SyEdition edition,
                   guint     n_players,
                   guint32   seed)
{
  GRand *rand = g_rand_new_with_seed (seed);
  SyGame *game = sim_new_game (edition, n_players, TRUE, rand);

  while (sy_game_get_table (game)->phase != SY_PHASE_OVER)
    g_assert_true (sim_step (game, rand));
  g_rand_free (rand);
  return game;
}

/* tests/data/small-game.json with Alena renamed to @alena, played to its
 * end (its tally is worked out by hand in test-csv.c). */
SyGame *
sim_finished_small_game (const char *alena)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "small-game.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *quoted = NULL;
  g_autofree char *renamed = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) json = NULL;
  SyGame *game;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  json = g_string_new (text);
  {
    g_autoptr(JsonNode) name = json_node_new (JSON_NODE_VALUE);

    json_node_set_string (name, alena);
    quoted = json_to_string (name, FALSE);
  }
  g_assert_cmpuint (g_string_replace (json, "\"Alena\"", quoted, 1), ==, 1);
  bytes = g_bytes_new (json->str, json->len);
  game = sy_game_load_bytes (bytes, NULL, &error);
  g_assert_no_error (error);

  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_STACK_EMPTY, .kind = SY_PART_STERN });
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_EXCHANGE });
  {
    SyEvent sell = { .type = SY_EVENT_EXCHANGE, .goods_tile = 1 };

    for (guint g = 0; g < 3; g++)
      sell.uses[g] = (SyGoodUse) { TRUE, 1, 0 };
    sim_apply_ok (game, sell);
  }
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_END_TURN });
  for (guint p = 0; p < 2; p++)
    for (guint c = 0; c < 2; c++)
      sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_DISCARD, .player = p, .colour = c, .count = 1 });
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_CREW, .steps = 1 });
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_END_TURN });
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_GOODS, .goods = { 0, 1, 2 } });
  sim_apply_ok (game, (SyEvent) { .type = SY_EVENT_END_TURN });
  g_assert_cmpint (sy_game_get_table (game)->phase, ==, SY_PHASE_OVER);
  return game;
}

/* @game (of two players) with its players renamed @first and @second,
 * written into @folder as a finished game of the history, at @hour on
 * 1 March 2026 (UTC). */
void
sim_write_history_copy (const char *folder,
                        SyGame     *game,
                        const char *first,
                        const char *second,
                        guint       hour)
{
  g_autoptr(JsonNode) root = sy_game_to_json (game);
  JsonArray *players = json_object_get_array_member (json_node_get_object (root), "players");
  g_autofree char *date = g_strdup_printf ("2026-03-01T%02u:00:00Z", hour);
  g_autofree char *name = g_strdup_printf ("20260301-%02u0000-%016u.shipyard", hour, hour);
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *data = NULL;

  json_object_set_string_member (json_array_get_object_element (players, 0), "name", first);
  json_object_set_string_member (json_array_get_object_element (players, 1), "name", second);
  json_object_set_string_member (json_node_get_object (root), "finished", date);
  data = json_to_string (root, TRUE);
  g_assert_true (g_file_set_contents (path, data, -1, NULL));
}
