/* sy-report.c: a saved game's state, as text or JSON
 *
 * Only reads the engine's state: every number is the engine's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-report"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-report.h"

static const char *phase_ids[] = {
  [SY_PHASE_LAYOUT] = "layout",
  [SY_PHASE_CHOOSE] = "choose",
  [SY_PHASE_ACT] = "act",
  [SY_PHASE_DISCARD] = "discard",
  [SY_PHASE_FINAL_ACTION] = "final-action",
  [SY_PHASE_LAST_CHANCE] = "last-chance",
  [SY_PHASE_OVER] = "over",
};

static const char *official_ids[SY_N_OFFICIALS] = {
  "soldier", "businessman", "lantern", "lifeboat", "lifebuoy",
};

/* The sum of a player's ships' breakdowns. */
static void
add_up (const SyPlayerState *player,
        SyShipScore         *sum)
{
  memset (sum, 0, sizeof *sum);
  for (guint s = 0; s < player->n_fleet; s++)
    {
      const SyShipScore *score = &player->fleet[s].score;

      sum->crew += score->crew;
      sum->cannons_cranes += score->cannons_cranes;
      sum->speed += score->speed;
      for (guint o = 0; o < SY_N_OFFICIALS; o++)
        sum->officials[o] += score->officials[o];
      sum->riband += score->riband;
      sum->cruise += score->cruise;
      sum->total += score->total;
    }
}

static void
add_member_uint (JsonBuilder *b,
                 const char  *member,
                 guint        value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

static void
add_breakdown (JsonBuilder       *b,
               const SyShipScore *score)
{
  json_builder_begin_object (b);
  add_member_uint (b, "crew", score->crew);
  add_member_uint (b, "cannons-cranes", score->cannons_cranes);
  add_member_uint (b, "speed", score->speed);
  json_builder_set_member_name (b, "officials");
  json_builder_begin_object (b);
  for (guint o = 0; o < SY_N_OFFICIALS; o++)
    add_member_uint (b, official_ids[o], score->officials[o]);
  json_builder_end_object (b);
  add_member_uint (b, "blue-riband", score->riband);
  add_member_uint (b, "total", score->total);
  json_builder_end_object (b);
}

/**
 * sy_report_to_json:
 * @game: a game
 * @violation: (nullable): the first rule the log breaks, if any
 *
 * Returns: (transfer full): the report (see docs/command-line.md)
 */
JsonNode *
sy_report_to_json (SyGame       *game,
                   const GError *violation)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const SyTable *t = sy_game_get_table (game);
  const SySetupFacts *f = sy_table_get_facts (t);
  SyTableSteps steps;
  SyTally tally;

  sy_table_get_steps (t, &steps);
  sy_table_tally (t, sy_game_get_card_values (game), &tally);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, SY_REPORT_FORMAT);
  add_member_uint (b, "version", SY_REPORT_VERSION);
  add_member_uint (b, "edition", f->edition);
  add_member_uint (b, "events", sy_game_get_n_events (game));
  add_member_uint (b, "position", sy_game_get_position (game));
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, phase_ids[sy_table_get_phase (t)]);
  add_member_uint (b, "current-player", sy_table_get_current (t));

  json_builder_set_member_name (b, "track");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "tiles");
  json_builder_begin_array (b);
  for (guint i = 0; i < sy_table_get_track (t)->n_tiles; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "action");
      json_builder_add_string_value (b, sy_action_to_id (sy_table_get_track (t)->tiles[i]));
      json_builder_set_member_name (b, "player");
      if (sy_table_get_track (t)->owner[i] >= 0)
        json_builder_add_int_value (b, sy_table_get_track (t)->owner[i]);
      else
        json_builder_add_null_value (b);
      add_member_uint (b, "markers", sy_table_get_track (t)->markers[i]);
      add_member_uint (b, "coins", sy_table_get_track (t)->coins[i]);
      if (f->edition == SY_EDITION_FIRST)
        add_member_uint (b, "space", sy_table_get_track (t)->space[i]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_member_uint (b, "rounds-ended", steps.rounds_ended);
  if (f->edition == SY_EDITION_SECOND)
    {
      add_member_uint (b, "round-counter-dice-left", steps.dice_left);
      add_member_uint (b, "gear-teeth-turned", steps.gear_teeth);
    }
  else
    add_member_uint (b, "countdown-space", (guint) MAX (steps.countdown_space, 0));
  json_builder_end_object (b);

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < f->n_players; p++)
    {
      const SyPlayerState *player = sy_table_get_player (t, p);
      SyShipScore sum;

      add_up (player, &sum);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, sy_game_get_player_name (game, p));
      json_builder_set_member_name (b, "colour");
      json_builder_add_string_value (b, sy_colour_to_id (sy_game_get_player_colour (game, p)));
      add_member_uint (b, "score", player->score);
      add_member_uint (b, "final-points", sy_table_final_points (t, p));
      add_member_uint (b, "guilders", player->money);
      add_member_uint (b, "turns", player->turns);
      add_member_uint (b, "employees", player->n_employees);
      json_builder_set_member_name (b, "canals");
      json_builder_begin_object (b);
      add_member_uint (b, "tiles", player->canals.n_tiles);
      add_member_uint (b, "used", player->canals.used);
      add_member_uint (b, "discarded", player->canals.discarded);
      json_builder_end_object (b);
      json_builder_set_member_name (b, "breakdown");
      add_breakdown (b, &sum);
      json_builder_set_member_name (b, "ships");
      json_builder_begin_array (b);
      for (guint s = 0; s < player->n_fleet; s++)
        {
          const SyLaunch *launch = &player->fleet[s];

          json_builder_begin_object (b);
          add_member_uint (b, "parts", launch->ship.n_parts);
          add_member_uint (b, "speed", launch->score.speed);
          add_member_uint (b, "points", launch->score.total);
          json_builder_set_member_name (b, "breakdown");
          add_breakdown (b, &launch->score);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      add_member_uint (b, "failed-ships", player->failed_ships);
      add_member_uint (b, "used-canals", player->canals.used);
      add_member_uint (b, "contracts", player->contracts[0] + player->contracts[1]);
      if (sy_table_get_phase (t) == SY_PHASE_OVER)
        {
          const SyPlayerTally *pt = &tally.players[p];

          json_builder_set_member_name (b, "tally");
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "contracts");
          json_builder_begin_array (b);
          for (guint i = 0; i < pt->n_contracts; i++)
            {
              json_builder_begin_object (b);
              json_builder_set_member_name (b, "id");
              json_builder_add_string_value (b, pt->contracts[i].id);
              json_builder_set_member_name (b, "points");
              if (pt->contracts[i].known)
                json_builder_add_int_value (b, pt->contracts[i].points);
              else
                {
                  json_builder_add_null_value (b);
                  add_member_uint (b, "missing-count", pt->contracts[i].missing_count);
                }
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
          add_member_uint (b, "employees", pt->employees);
          add_member_uint (b, "total", pt->total);
          json_builder_set_member_name (b, "complete");
          json_builder_add_boolean_value (b, pt->complete);
          json_builder_end_object (b);
        }
      /* The hands stay hidden until the game is over. */
      if (sy_table_get_phase (t) == SY_PHASE_OVER)
        {
          json_builder_set_member_name (b, "hand");
          json_builder_begin_array (b);
          for (guint c = 0; c < 2; c++)
            for (guint i = 0; player->hand_known[c] && i < player->contracts[c]; i++)
              json_builder_add_string_value (b, player->hand[c][i]);
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "tally-complete");
  json_builder_add_boolean_value (b, sy_table_get_phase (t) == SY_PHASE_OVER && tally.complete);
  json_builder_set_member_name (b, "winners");
  if (sy_table_get_phase (t) == SY_PHASE_OVER && tally.complete)
    {
      json_builder_begin_array (b);
      for (guint p = 0; p < f->n_players; p++)
        if (tally.winners[p])
          json_builder_add_int_value (b, p);
      json_builder_end_array (b);
    }
  else
    json_builder_add_null_value (b);

  if (f->n_players == 1)
    {
      json_builder_set_member_name (b, "solo-band");
      if (sy_table_get_phase (t) == SY_PHASE_OVER && tally.complete)
        json_builder_add_int_value (b, tally.solo_band);
      else
        json_builder_add_null_value (b);
    }

  json_builder_set_member_name (b, "violation");
  if (violation != NULL)
    json_builder_add_string_value (b, violation->message);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);

  return json_builder_get_root (b);
}

/**
 * sy_report_to_text:
 * @game: a game
 * @violation: (nullable): the first rule the log breaks, if any
 *
 * Returns: (transfer full): the report for a person, in their language
 */
char *
sy_report_to_text (SyGame       *game,
                   const GError *violation)
{
  GString *s = g_string_new (NULL);
  const SyTable *t = sy_game_get_table (game);
  const SySetupFacts *f = sy_table_get_facts (t);
  SyTableSteps steps;
  SyTally tally;

  sy_table_get_steps (t, &steps);
  sy_table_tally (t, sy_game_get_card_values (game), &tally);

  g_string_append_printf (s, "%s\n", f->edition == SY_EDITION_FIRST
                          ? _("Shipyard, first edition") : _("Shipyard, second edition"));
  g_string_append_printf (s, _("Events: %u (in effect: %u)\n"), sy_game_get_n_events (game),
                          sy_game_get_position (game));

  g_string_append (s, sy_words_get (f->edition, SY_WORD_TRACK_LEAD_FIRST));
  for (guint i = 0; i < sy_table_get_track (t)->n_tiles; i++)
    {
      g_string_append_printf (s, "%s %s", i == 0 ? "" : ",", sy_action_get_name (sy_table_get_track (t)->tiles[i]));
      if (sy_table_get_track (t)->owner[i] >= 0)
        {
          guint owner = (guint) sy_table_get_track (t)->owner[i];
          g_autofree char *name = owner < f->n_players
                                  ? g_strdup (sy_game_get_player_name (game, owner))
                                  : g_strdup_printf (_("opponent %u"), owner - f->n_players + 1);

          g_string_append_printf (s, " [%s%s]", name, sy_table_get_track (t)->markers[i] == 2 ? " ×2" : "");
        }
      if (sy_table_get_track (t)->coins[i] > 0)
        g_string_append_printf (s, " (+%u)", sy_table_get_track (t)->coins[i]);
    }
  g_string_append (s, "\n");
  if (f->edition == SY_EDITION_SECOND)
    {
      g_string_append_printf (s, _("Round counter: %u of %u dice removed"),
                              steps.dice_removed, f->round_counter_dice);
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "; the gear has turned %u tooth since its die last dropped\n",
                                              "; the gear has turned %u teeth since its die last dropped\n",
                                              steps.gear_teeth), steps.gear_teeth);
    }
  else
    g_string_append_printf (s, _("Laps ended: %u of %u\n"), steps.rounds_ended, f->countdown_start);

  for (guint p = 0; p < f->n_players; p++)
    {
      const SyPlayerState *player = sy_table_get_player (t, p);
      SyShipScore sum;

      add_up (player, &sum);
      g_string_append_printf (s, "%s: ", sy_game_get_player_name (game, p));
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", player->score),
                              player->score);
      g_string_append (s, ", ");
      {
        g_autofree char *money = sy_words_money (f->edition, player->money);

        g_string_append (s, money);
      }
      g_string_append (s, ", ");
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u turn", "%u turns", player->turns),
                              player->turns);
      g_string_append (s, "\n");
      g_string_append_printf (s, _("  employees %u; canals: %u in the system, %u used, %u discarded\n"),
                              player->n_employees, player->canals.n_tiles, player->canals.used,
                              player->canals.discarded);
      g_string_append_printf (s, _("  ships: crew %u, cannons and cranes %u, speed %u, officials %u, Blue Riband %u\n"),
                              sum.crew, sum.cannons_cranes, sum.speed, sum.cruise - sum.riband,
                              sum.riband);
      for (guint i = 0; i < player->n_fleet; i++)
        g_string_append_printf (s, _("  ship %u: %u parts, speed %u, %u points\n"), i + 1,
                                player->fleet[i].ship.n_parts, player->fleet[i].score.speed,
                                player->fleet[i].score.total);
      if (player->failed_ships > 0)
        g_string_append_printf (s, _("  ships that failed: %u\n"), player->failed_ships);
    }

  if (sy_table_get_phase (t) == SY_PHASE_OVER)
    {
      g_string_append (s, _("Final tally:\n"));
      for (guint p = 0; p < f->n_players; p++)
        {
          const SyPlayerTally *pt = &tally.players[p];

          g_string_append_printf (s, _("  %s: ships %u, employees %u"), sy_game_get_player_name (game, p),
                                  pt->ships.total, pt->employees);
          for (guint i = 0; i < pt->n_contracts; i++)
            {
              const SyContract *contract = sy_contract_find (pt->contracts[i].id);
              const char *title = contract != NULL ? sy_contract_get_title (contract, f->edition)
                                                   : pt->contracts[i].id;

              if (pt->contracts[i].known)
                g_string_append_printf (s, _(", %s %u"), title, pt->contracts[i].points);
              else
                g_string_append_printf (s, _(", %s: the card’s value for %u is missing"), title,
                                        pt->contracts[i].missing_count);
            }
          if (!pt->hands_entered)
            g_string_append (s, _(", contracts not entered"));
          g_string_append_printf (s, _(": %u in all\n"), pt->total);
        }
      if (!tally.complete)
        g_string_append (s, _("The tally is not complete: enter the contracts and the cards’ missing values.\n"));
      for (guint p = 0; p < f->n_players && tally.complete; p++)
        if (tally.winners[p] && f->n_players > 1)
          g_string_append_printf (s, _("Winner: %s, %u points\n"), sy_game_get_player_name (game, p),
                                  tally.players[p].total);
      if (f->n_players == 1 && tally.complete)
        {
          const char *bands[] = { N_("below the solo results' first band"),
                                  N_("an overseas greenhorn (60 points)"),
                                  N_("a solid designer (80 points)"),
                                  N_("an impressive engineer (95 points and more)") };

          g_string_append_printf (s, _("Solo result: %s\n"), _(bands[tally.solo_band]));
        }
    }

  if (violation != NULL)
    g_string_append_printf (s, _("Rule violation: %s\n"), violation->message);
  else
    g_string_append (s, _("No rule is broken.\n"));

  return g_string_free (s, FALSE);
}
