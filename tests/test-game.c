/* test-game.c: creating a game from the table's choices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sy-engine.h"
#include "sim-player.h"

static SyGameConfig *
three_players (void)
{
  SyGameConfig *config = sy_game_config_new (SY_EDITION_SECOND, 3);

  sy_game_config_set_player (config, 0, "Alena", SY_COLOUR_PINK);
  sy_game_config_set_player (config, 1, "Bohdan", SY_COLOUR_YELLOW);
  sy_game_config_set_player (config, 2, "Cecílie", SY_COLOUR_WHITE);

  return config;
}

static void
assert_refused (const SyGameConfig *config,
                const char         *words)
{
  g_autoptr(GError) check_error = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = NULL;

  g_assert_false (sy_game_config_check (config, &check_error));
  g_assert_error (check_error, SY_ERROR, SY_ERROR_INVALID_SETUP);

  game = sy_game_new (config, &error);
  g_assert_null (game);
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP);
  g_assert_cmpstr (error->message, ==, check_error->message);
  if (strstr (error->message, words) == NULL)
    g_error ("“%s” does not say “%s”", error->message, words);
}

static void
apply_ok (SyGame        *game,
          const SyEvent *event)
{
  g_autoptr(GError) error = NULL;

  if (!sy_game_apply (game, event, &error))
    g_error ("refused: %s", error->message);
}

/* A 3-player second-edition game, Alena starting, nothing entered yet. */
static SyGame *
new_game (void)
{
  g_autoptr(SyGameConfig) config = three_players ();

  config->start_player = 0;
  return sy_game_new (config, NULL);
}

/* The layout with the track in catalog order (Build, Canal, Goods,
 * Equipment, Crew, Employees, Exchange), equipment pointer on the cannon. */
static SyEvent
catalog_layout (void)
{
  const SyCatalog *catalog = sy_catalog_get (SY_EDITION_SECOND);
  SyEvent layout = { .type = SY_EVENT_LAYOUT, .n_track = 7,
                     .track = { SY_ACTION_BUILD, SY_ACTION_CANAL, SY_ACTION_GOODS, SY_ACTION_EQUIPMENT,
                                SY_ACTION_CREW, SY_ACTION_EMPLOYEES, SY_ACTION_EXCHANGE } };

  memcpy (layout.crew_ring, catalog->crew_ring_items, sizeof layout.crew_ring);
  return layout;
}

/* new_game() laid out as catalog_layout(); Alena manufactures one step
 * (a smokestack), ends; Bohdan chooses Recruit Crew. */
static SyGame *
played_game (void)
{
  SyEvent layout = catalog_layout ();
  SyEvent choose_equipment = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_EQUIPMENT };
  SyEvent one_step = { .type = SY_EVENT_EQUIPMENT, .steps = 1 };
  SyEvent end = { .type = SY_EVENT_END_TURN };
  SyEvent choose_crew = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_CREW };
  SyGame *game = new_game ();

  apply_ok (game, &layout);
  apply_ok (game, &choose_equipment);
  apply_ok (game, &one_step);
  apply_ok (game, &end);
  apply_ok (game, &choose_crew);
  return game;
}

/* Who was on turn at each event of played_game(): Alena (seat 0) lays out,
 * chooses, manufactures and ends; "hráči pokračují ve hře jeden po druhém,
 * po směru hodinových ručiček" (second edition): Bohdan (seat 1) chooses
 * next. An undone event keeps the seat it had. */
static void
test_event_seat (void)
{
  g_autoptr(SyGame) game = played_game ();
  const guint seats[] = { 0, 0, 0, 0, 1 };

  g_autofree guint *all = NULL;

  g_assert_cmpuint (sy_game_get_n_events (game), ==, G_N_ELEMENTS (seats));
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    g_assert_cmpuint (sy_game_get_event_seat (game, i), ==, seats[i]);
  g_assert_true (sy_game_undo (game));
  g_assert_true (sy_game_undo (game));
  g_assert_cmpuint (sy_game_get_event_seat (game, 4), ==, 1);
  g_assert_cmpuint (sy_game_get_event_seat (game, 3), ==, 0);
  /* All at once, in one replay: the same seats, the undone events'
   * included. */
  all = sy_game_get_event_seats (game);
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    g_assert_cmpuint (all[i], ==, seats[i]);
}

/* The seat on turn before each event of @game's log, as a replay from the
 * start finds it (sy_game_go_to() rebuilds the table from the start). */
static void
assert_seats_replayed (SyGame *game)
{
  guint position = sy_game_get_position (game);
  guint n = sy_game_get_n_events (game);
  g_autofree guint *kept = g_new (guint, n);
  g_autofree guint *all = NULL;

  for (guint i = 0; i < n; i++)
    kept[i] = sy_game_get_event_seat (game, i);
  all = sy_game_get_event_seats (game);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (sy_game_go_to (game, i));
      g_assert_cmpuint (kept[i], ==, sy_table_get_current (sy_game_get_table (game)));
      g_assert_cmpuint (all[i], ==, kept[i]);
    }
  g_assert_true (sy_game_go_to (game, position));
}

/* The seats kept with the log follow it: events entered over undone ones
 * take their place with their own seats, and a correction replays the
 * later ones. Whole simulated games of both editions. */
static void
test_event_seat_kept (void)
{
  for (SyEdition edition = SY_EDITION_FIRST; edition <= SY_EDITION_SECOND; edition++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (31 + edition);
      g_autoptr(SyGame) game = sim_new_game (edition, 3, TRUE, rand);
      guint corrected = 0;

      for (guint i = 0; i < 5000 && sy_game_get_phase (game) != SY_PHASE_OVER; i++)
        {
          guint position = sy_game_get_position (game);

          /* Now and then, three events undone and played again otherwise. */
          if (i % 23 == 22 && position > 3)
            g_assert_true (sy_game_go_to (game, position - 3));
          /* Now and then, an event corrected into itself: all replayed. */
          if (i % 41 == 40 && position > 1
              && sy_game_replace_event (game, position / 2,
                                        sy_game_get_event (game, position / 2), NULL))
            corrected++;
          g_assert_true (sim_step (game, rand));
        }
      g_assert_cmpint (sy_game_get_phase (game), ==, SY_PHASE_OVER);
      g_assert_cmpuint (corrected, >, 0);
      assert_seats_replayed (game);
    }
}

/* Counts the notifications of SyGame's properties and its changed signal. */
static const char *counted[] = {
  "position", "n-events", "can-undo", "can-redo", "phase", "read-only",
};

typedef struct {
  guint notified[G_N_ELEMENTS (counted)];
  guint changed;
} Counts;

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 Counts     *counts)
{
  for (guint i = 0; i < G_N_ELEMENTS (counted); i++)
    if (g_str_equal (pspec->name, counted[i]))
      {
        counts->notified[i]++;
        return;
      }
  g_error ("unexpected notification of “%s”", pspec->name);
}

static void
count_changed_cb (SyGame *game,
                  Counts *counts)
{
  counts->changed++;
}

static void
watch (SyGame *game,
       Counts *counts)
{
  g_signal_connect (game, "notify", G_CALLBACK (count_notify_cb), counts);
  g_signal_connect (game, "changed", G_CALLBACK (count_changed_cb), counts);
}

/* Asserts how often each property was notified since the last call, in
 * the order of counted[], then starts counting again. */
#define assert_notified(counts, ...) assert_notified_at (G_STRLOC, counts, __VA_ARGS__)

static void
assert_notified_at (const char *where,
                    Counts     *counts,
                    guint       position,
                    guint       n_events,
                    guint       can_undo,
                    guint       can_redo,
                    guint       phase,
                    guint       read_only)
{
  guint expected[] = { position, n_events, can_undo, can_redo, phase, read_only };

  for (guint i = 0; i < G_N_ELEMENTS (counted); i++)
    if (counts->notified[i] != expected[i])
      g_error ("%s: “%s” notified %u times, not %u", where, counted[i], counts->notified[i],
               expected[i]);
  memset (counts->notified, 0, sizeof counts->notified);
}

/* The properties say what the getters say. */
static void
assert_properties (SyGame *game)
{
  guint position, n_events;
  gboolean can_undo, can_redo, read_only;
  SyPhase phase;

  g_object_get (game, "position", &position, "n-events", &n_events, "can-undo", &can_undo,
                "can-redo", &can_redo, "phase", &phase, "read-only", &read_only, NULL);
  g_assert_cmpuint (position, ==, sy_game_get_position (game));
  g_assert_cmpuint (n_events, ==, sy_game_get_n_events (game));
  g_assert_cmpint (can_undo, ==, sy_game_can_undo (game));
  g_assert_cmpint (can_redo, ==, sy_game_can_redo (game));
  g_assert_cmpint (phase, ==, sy_game_get_table (game)->phase);
  g_assert_cmpint (phase, ==, sy_game_get_phase (game));
  g_assert_cmpint (read_only, ==, sy_game_is_read_only (game));
}

/* Each property is notified once when its value changes, and not at all
 * when it stays; a refused event notifies nothing. */
static void
test_notify_apply_undo (void)
{
  SyEvent layout = catalog_layout ();
  SyEvent choose_equipment = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_EQUIPMENT };
  SyEvent one_step = { .type = SY_EVENT_EQUIPMENT, .steps = 1 };
  SyEvent choose_crew = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_CREW };
  g_autoptr(SyGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  Counts counts = { { 0, }, 0 };

  watch (game, &counts);
  assert_properties (game);
  g_assert_cmpint (sy_game_get_phase (game), ==, SY_PHASE_LAYOUT);

  /* The first event: the log grows, undo becomes possible, the table is
   * laid out. */
  apply_ok (game, &layout);
  assert_notified (&counts, 1, 1, 1, 0, 1, 0);
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpint (sy_game_get_phase (game), ==, SY_PHASE_CHOOSE);
  assert_properties (game);

  /* Undo stays possible: only the position, the log and the phase. */
  apply_ok (game, &choose_equipment);
  assert_notified (&counts, 1, 1, 0, 0, 1, 0);
  g_assert_cmpint (sy_game_get_phase (game), ==, SY_PHASE_ACT);

  /* The phase stays. */
  apply_ok (game, &one_step);
  assert_notified (&counts, 1, 1, 0, 0, 0, 0);
  g_assert_cmpuint (counts.changed, ==, 3);

  /* A refused event changes nothing and says nothing. */
  g_assert_false (sy_game_apply (game, &layout, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  assert_notified (&counts, 0, 0, 0, 0, 0, 0);
  g_assert_cmpuint (counts.changed, ==, 3);

  /* Undo: redo becomes possible, the log keeps its length. */
  g_assert_true (sy_game_undo (game));
  assert_notified (&counts, 1, 0, 0, 1, 0, 0);
  assert_properties (game);
  g_assert_true (sy_game_undo (game));
  assert_notified (&counts, 1, 0, 0, 0, 1, 0);
  g_assert_cmpint (sy_game_get_phase (game), ==, SY_PHASE_CHOOSE);

  /* Going where the game stands notifies nothing. */
  g_assert_true (sy_game_go_to (game, sy_game_get_position (game)));
  assert_notified (&counts, 0, 0, 0, 0, 0, 0);

  /* Redo to the end: redo is no longer possible. */
  g_assert_true (sy_game_go_to (game, 3));
  assert_notified (&counts, 1, 0, 0, 1, 1, 0);
  assert_properties (game);

  /* Back to the start: nothing left to undo. */
  g_assert_true (sy_game_go_to (game, 0));
  assert_notified (&counts, 1, 0, 1, 1, 1, 0);
  assert_properties (game);

  /* A new event after undo drops the undone ones. */
  g_assert_true (sy_game_go_to (game, 1));
  assert_notified (&counts, 1, 0, 1, 0, 1, 0);
  apply_ok (game, &choose_crew);
  assert_notified (&counts, 1, 1, 0, 1, 1, 0);
  g_assert_cmpuint (sy_game_get_n_events (game), ==, 2);
  assert_properties (game);
}

/* A correction notifies only what it changed; read only notifies once. */
static void
test_notify_replace_read_only (void)
{
  g_autoptr(SyGame) game = played_game ();
  SyEvent two_steps = { .type = SY_EVENT_EQUIPMENT, .steps = 2 };
  SyEvent five_steps = { .type = SY_EVENT_EQUIPMENT, .steps = 5 };
  Counts counts = { { 0, }, 0 };

  g_assert_true (sy_game_go_to (game, 2));
  watch (game, &counts);

  /* Corrected while undone, the game stands after the correction. */
  g_assert_true (sy_game_replace_event (game, 2, &two_steps, NULL));
  assert_notified (&counts, 1, 0, 0, 0, 0, 0);
  g_assert_cmpuint (counts.changed, ==, 1);
  assert_properties (game);

  /* A refused correction says nothing. */
  g_assert_false (sy_game_replace_event (game, 2, &five_steps, NULL));
  assert_notified (&counts, 0, 0, 0, 0, 0, 0);
  g_assert_cmpuint (counts.changed, ==, 1);

  /* Read only: neither undo nor redo any more. */
  sy_game_set_read_only (game);
  assert_notified (&counts, 0, 0, 1, 1, 0, 1);
  assert_properties (game);
  sy_game_set_read_only (game);
  assert_notified (&counts, 0, 0, 0, 0, 0, 0);
}

/* A wrong entry corrected in place: the later events are replayed. */
static void
test_replace_event (void)
{
  g_autoptr(SyGame) game = played_game ();
  SyEvent two_steps = { .type = SY_EVENT_EQUIPMENT, .steps = 2 };
  g_autoptr(GError) error = NULL;
  const SyTable *table;

  /* Alena really moved two sectors: a crane for 1 guilder (cannon,
   * smokestack, crane, sail), not a smokestack. */
  g_assert_true (sy_game_replace_event (game, 2, &two_steps, &error));
  g_assert_no_error (error);
  table = sy_game_get_table (game);
  g_assert_cmpuint (sy_game_get_n_events (game), ==, 5);
  g_assert_cmpuint (sy_game_get_position (game), ==, 5);
  g_assert_cmpuint (table->players[0].money, ==, 6 - 1);
  g_assert_cmpuint (table->players[0].supply.count[SY_ITEM_CRANE], ==, 1);
  g_assert_cmpuint (table->players[0].supply.count[SY_ITEM_SMOKESTACK], ==, 0);
  g_assert_cmpint (table->chosen, ==, SY_ACTION_CREW);
  g_assert_cmpuint (table->current, ==, 1);
  g_assert_cmpint (sy_game_get_event (game, 2)->steps, ==, 2);
}

/* A correction that would break a later event changes nothing and says
 * which event. */
static void
test_replace_event_refused (void)
{
  g_autoptr(SyGame) game = played_game ();
  g_autofree SyTable *before = g_memdup2 (sy_game_get_table (game), sizeof (SyTable));
  SyEvent choose_goods = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_GOODS };
  SyEvent five_steps = { .type = SY_EVENT_EQUIPMENT, .steps = 5 };
  g_autoptr(GError) error = NULL;

  /* Had Alena chosen Buy Goods, her equipment event would not follow. */
  g_assert_false (sy_game_replace_event (game, 1, &choose_goods, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, "3"));
  g_assert_cmpmem (sy_game_get_table (game), sizeof (SyTable), before, sizeof (SyTable));
  g_assert_cmpint (sy_game_get_event (game, 1)->action, ==, SY_ACTION_EQUIPMENT);
  g_clear_error (&error);

  /* A correction that is itself illegal is refused with its own reason. */
  g_assert_false (sy_game_replace_event (game, 2, &five_steps, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_false (sy_game_replace_event (game, 9, &five_steps, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE);
  g_assert_cmpmem (sy_game_get_table (game), sizeof (SyTable), before, sizeof (SyTable));
}

/* Corrected while undone: the undone events are replayed too and stay
 * undone. */
static void
test_replace_event_undone (void)
{
  g_autoptr(SyGame) game = played_game ();
  SyEvent two_steps = { .type = SY_EVENT_EQUIPMENT, .steps = 2 };

  g_assert_true (sy_game_go_to (game, 2));
  g_assert_true (sy_game_replace_event (game, 2, &two_steps, NULL));
  g_assert_cmpuint (sy_game_get_position (game), ==, 3);
  g_assert_cmpuint (sy_game_get_n_events (game), ==, 5);
  g_assert_cmpuint (sy_game_get_table (game)->players[0].supply.count[SY_ITEM_CRANE], ==, 1);
  g_assert_true (sy_game_redo (game));
  g_assert_true (sy_game_redo (game));
  g_assert_cmpint (sy_game_get_table (game)->chosen, ==, SY_ACTION_CREW);
}

static void
test_new (void)
{
  g_autoptr(SyGameConfig) config = three_players ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SyGame) game = NULL;
  const SySetupFacts *facts;

  config->start_player = 2;
  config->contract_mode = SY_CONTRACT_MODE_ADVANCED;
  g_assert_true (sy_game_config_check (config, &error));
  game = sy_game_new (config, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);

  g_assert_cmpint (sy_game_get_edition (game), ==, SY_EDITION_SECOND);
  g_assert_cmpint (sy_game_get_contract_mode (game), ==, SY_CONTRACT_MODE_ADVANCED);
  g_assert_cmpuint (sy_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (sy_game_get_player_name (game, 0), ==, "Alena");
  g_assert_cmpstr (sy_game_get_player_name (game, 2), ==, "Cecílie");
  g_assert_cmpint (sy_game_get_player_colour (game, 1), ==, SY_COLOUR_YELLOW);
  g_assert_cmpuint (sy_game_get_start_player (game), ==, 2);

  facts = sy_game_get_setup_facts (game);
  g_assert_cmpuint (facts->round_counter_dice, ==, 5);
  g_assert_cmpuint (facts->contracts_per_colour, ==, 3);
  g_assert_cmpuint (facts->n_discards, ==, 2);

  g_assert_finalize_object (g_steal_pointer (&game));
}

static void
test_names_are_trimmed (void)
{
  g_autoptr(SyGameConfig) config = three_players ();
  g_autoptr(SyGame) game = NULL;

  sy_game_config_set_player (config, 1, "  Bohdan\t", SY_COLOUR_YELLOW);
  game = sy_game_new (config, NULL);
  g_assert_nonnull (game);
  g_assert_cmpstr (sy_game_get_player_name (game, 1), ==, "Bohdan");
}

static void
test_missing_name (void)
{
  g_autoptr(SyGameConfig) config = three_players ();

  sy_game_config_set_player (config, 1, "   ", SY_COLOUR_YELLOW);
  assert_refused (config, "2");

  sy_game_config_set_player (config, 1, NULL, SY_COLOUR_YELLOW);
  assert_refused (config, "2");
}

static void
test_long_name (void)
{
  g_autoptr(SyGameConfig) config = three_players ();
  g_autoptr(SyGame) game = NULL;
  g_autofree char *longest = NULL;
  g_autoptr(GString) too_long = g_string_new (NULL);

  /* 32 letters of two bytes each fit; one more does not. */
  for (guint i = 0; i < SY_MAX_NAME_CHARS; i++)
    g_string_append (too_long, "ř");
  longest = g_strdup (too_long->str);
  sy_game_config_set_player (config, 0, longest, SY_COLOUR_PINK);
  game = sy_game_new (config, NULL);
  g_assert_nonnull (game);

  g_string_append (too_long, "a");
  sy_game_config_set_player (config, 0, too_long->str, SY_COLOUR_PINK);
  assert_refused (config, "1");
}

static void
test_bad_text (void)
{
  g_autoptr(SyGameConfig) config = three_players ();

  sy_game_config_set_player (config, 0, "Al\xff\xfe", SY_COLOUR_PINK);
  assert_refused (config, "1");

  sy_game_config_set_player (config, 0, "Al\nena", SY_COLOUR_PINK);
  assert_refused (config, "1");
}

static void
test_same_name (void)
{
  g_autoptr(SyGameConfig) config = three_players ();

  /* Names differing only in case are the same name at the table. */
  sy_game_config_set_player (config, 2, "ALENA", SY_COLOUR_WHITE);
  assert_refused (config, "ALENA");
}

static void
test_same_colour (void)
{
  g_autoptr(SyGameConfig) config = three_players ();

  sy_game_config_set_player (config, 2, "Cecílie", SY_COLOUR_PINK);
  assert_refused (config, "1");
}

static void
test_unknown_colour (void)
{
  g_autoptr(SyGameConfig) config = three_players ();

  sy_game_config_set_player (config, 2, "Cecílie", SY_N_COLOURS);
  assert_refused (config, "3");
}

static void
test_bad_start_player (void)
{
  g_autoptr(SyGameConfig) config = three_players ();

  config->start_player = 3;
  assert_refused (config, "");
  config->start_player = -2;
  assert_refused (config, "");
}

static void
test_bad_player_count (void)
{
  g_autoptr(SyGameConfig) config = three_players ();

  config->edition = SY_EDITION_FIRST;
  config->n_players = 1;
  assert_refused (config, "2");

  config->edition = SY_EDITION_SECOND;
  config->n_players = 0;
  assert_refused (config, "1");

  config->n_players = 5;
  assert_refused (config, "4");
}

static void
test_random_start (void)
{
  g_autoptr(SyGameConfig) config = three_players ();
  guint seen[3] = { 0, };

  /* Over 300 draws every player starts at least once: a fixed pick would
   * fail, and a fair draw misses one player with odds of about 1e-52. */
  for (guint i = 0; i < 300; i++)
    {
      g_autoptr(SyGame) game = sy_game_new (config, NULL);
      guint start = sy_game_get_start_player (game);

      g_assert_cmpuint (start, <, 3);
      seen[start]++;
    }
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (seen[i], >, 0);
}

static void
test_solo_game (void)
{
  g_autoptr(SyGameConfig) config = sy_game_config_new (SY_EDITION_SECOND, 1);
  g_autoptr(SyGame) game = NULL;

  sy_game_config_set_player (config, 0, "Alena", SY_COLOUR_BLUE);
  game = sy_game_new (config, NULL);
  g_assert_nonnull (game);
  g_assert_cmpuint (sy_game_get_start_player (game), ==, 0);
  g_assert_cmpuint (sy_game_get_setup_facts (game)->solo_opponents, ==, 2);
}

/* The rulebook, solo setup: “Vyberte si barvu, kterou budete používat.
 * Poté vyberte ještě 2 další barvy pro vaše 2 sólové protivníky.” Each
 * opponent has a colour of its own, chosen at setup, kept in the saved
 * game; the player's colour or the other opponent's is refused; a file
 * saved before the opponents' colours were kept gives them the first two
 * colours the player does not use. */
static void
test_solo_colours (void)
{
  g_autoptr(SyGameConfig) config = sy_game_config_new (SY_EDITION_SECOND, 1);
  g_autoptr(SyGame) game = NULL;
  g_autoptr(SyGame) loaded = NULL;
  g_autoptr(SyGame) old = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *old_data = NULL;
  gsize length;

  sy_game_config_set_player (config, 0, "Alena", SY_COLOUR_YELLOW);
  config->colours[1] = SY_COLOUR_YELLOW;
  config->colours[2] = SY_COLOUR_BLUE;
  g_assert_null (sy_game_new (config, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP);
  g_clear_error (&error);
  config->colours[1] = SY_COLOUR_BLUE;
  g_assert_null (sy_game_new (config, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP);
  g_clear_error (&error);

  config->colours[1] = SY_COLOUR_PURPLE;
  game = sy_game_new (config, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sy_game_get_seat_colour (game, 0), ==, SY_COLOUR_YELLOW);
  g_assert_cmpint (sy_game_get_seat_colour (game, 1), ==, SY_COLOUR_PURPLE);
  g_assert_cmpint (sy_game_get_seat_colour (game, 2), ==, SY_COLOUR_BLUE);

  data = sy_game_to_data (game, &length);
  bytes = g_bytes_new (data, length);
  loaded = sy_game_load_bytes (bytes, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sy_game_get_seat_colour (loaded, 1), ==, SY_COLOUR_PURPLE);
  g_assert_cmpint (sy_game_get_seat_colour (loaded, 2), ==, SY_COLOUR_BLUE);

  /* Saved before: no opponents; Alena plays red's neighbour, yellow. */
  root = sy_game_to_json (game);
  json_object_remove_member (json_node_get_object (root), "opponents");
  old_data = json_to_string (root, FALSE);
  g_bytes_unref (bytes);
  bytes = g_bytes_new (old_data, strlen (old_data));
  old = sy_game_load_bytes (bytes, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sy_game_get_seat_colour (old, 1), ==, SY_COLOUR_RED);
  g_assert_cmpint (sy_game_get_seat_colour (old, 2), ==, SY_COLOUR_GREEN);
  /* Those defaults are not written: such a file reads as before. */
  g_clear_pointer (&root, json_node_unref);
  root = sy_game_to_json (old);
  g_assert_false (json_object_has_member (json_node_get_object (root), "opponents"));
}

static void
test_config_copy (void)
{
  g_autoptr(SyGameConfig) config = three_players ();
  g_autoptr(SyGameConfig) copy = sy_game_config_copy (config);

  g_assert_cmpstr (copy->names[1], ==, "Bohdan");
  g_assert_true (copy->names[1] != config->names[1]);
  g_assert_cmpint (copy->colours[2], ==, SY_COLOUR_WHITE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/game/new", test_new);
  g_test_add_func ("/engine/game/event-seat", test_event_seat);
  g_test_add_func ("/engine/game/event-seat-kept", test_event_seat_kept);
  g_test_add_func ("/engine/game/replace-event", test_replace_event);
  g_test_add_func ("/engine/game/replace-event-refused", test_replace_event_refused);
  g_test_add_func ("/engine/game/replace-event-undone", test_replace_event_undone);
  g_test_add_func ("/engine/game/names-are-trimmed", test_names_are_trimmed);
  g_test_add_func ("/engine/game/missing-name", test_missing_name);
  g_test_add_func ("/engine/game/long-name", test_long_name);
  g_test_add_func ("/engine/game/bad-text", test_bad_text);
  g_test_add_func ("/engine/game/same-name", test_same_name);
  g_test_add_func ("/engine/game/same-colour", test_same_colour);
  g_test_add_func ("/engine/game/unknown-colour", test_unknown_colour);
  g_test_add_func ("/engine/game/bad-start-player", test_bad_start_player);
  g_test_add_func ("/engine/game/bad-player-count", test_bad_player_count);
  g_test_add_func ("/engine/game/random-start", test_random_start);
  g_test_add_func ("/engine/game/solo", test_solo_game);
  g_test_add_func ("/engine/game/solo-colours", test_solo_colours);
  g_test_add_func ("/engine/game/config-copy", test_config_copy);
  g_test_add_func ("/engine/game/notify/apply-undo", test_notify_apply_undo);
  g_test_add_func ("/engine/game/notify/replace-read-only", test_notify_replace_read_only);

  return g_test_run ();
}
