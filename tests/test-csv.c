/* test-csv.c: a tally and the history as CSV, against values worked out
 * by hand
 *
 * The game is tests/data/small-game.json played to its end as in
 * test-whole-game.c (a two-player second-edition game, beginner contracts
 * never entered). Worked by hand from the rules (RULES-DIGEST.md §3, §5,
 * §6, §7, §9): both start with 6 guilders.
 * - Alena: turn 1 canal (start player: no income, price 0); turn 2 crew
 *   (canal and goods occupied ahead: +2 = 8), one free step, bonus
 *   equipment (-6 = 2), one free step; turn 3 build (the canal moved to the
 *   front, empty: +0), parts in rows 0, 1, 0 (-1 = 1), the ship launched:
 *   captain 1 (crew), cannon 2, speed 1, no official, Blue Riband 1 =
 *   5 points; final action crew, one free step. 1 guilder, 5 points.
 * - Bohdan: turn 1 goods behind Alena's canal (+1 = 7, price 0); turn 2
 *   equipment (canal and goods ahead: +2 = 9), one free step; turn 3 the
 *   goods tile moved to the front, exchange chosen with build, equipment
 *   and crew occupied ahead (+3 = 12), three goods sold at 1 (+3 = 15);
 *   final action goods at 0 (no income in a final action). 15 guilders,
 *   0 points.
 * - No hand was entered: contracts 0, not complete. No merchant.
 * - Alena wins with the most points.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sim-player.h"
#include "test-folder.h"


static void
test_fields (void)
{
  static const struct { const char *in, *out; } cases[] = {
    { "plain", "plain" },
    { "", "" },
    { "a,b", "\"a,b\"" },
    { "say \"hi\"", "\"say \"\"hi\"\"\"" },
    { "two\nlines", "\"two\nlines\"" },
    { "cr\r", "\"cr\r\"" },
    { "Loděnice ✓", "Loděnice ✓" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) line = g_string_new (NULL);
      g_autofree char *expected = g_strconcat ("x,", cases[i].out, ",", NULL);

      sy_csv_append_field (line, "x");
      sy_csv_append_field (line, cases[i].in);
      sy_csv_append_field (line, NULL);
      g_assert_cmpstr (line->str, ==, expected);
    }
}

static void
test_tally (void)
{
  g_autoptr(SyGame) game = sim_finished_small_game ("Alena \"Al\", Jr.");
  g_autofree char *csv = sy_csv_tally (game);

  g_assert_cmpstr (csv, ==,
                   "seat,player,colour,ships_launched,crew,cannons_cranes,speed,officials,"
                   "blue_riband,ships,contracts,contracts_complete,merchants,total,money,winner\r\n"
                   "1,\"Alena \"\"Al\"\", Jr.\",red,1,1,2,1,0,1,5,0,no,0,5,1,yes\r\n"
                   "2,Bohdan,blue,0,0,0,0,0,0,0,0,no,0,0,15,no\r\n");
}

/* Before its end a game has no winner yet: the column stays empty; the
 * contracts are face down ("Vaše zakázky jsou během hry skryté před
 * ostatními hráči"): their column is empty too. */
static void
test_tally_so_far (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "small-game.json", NULL);
  g_autoptr(SyGame) game = sy_game_load_file (path, NULL, NULL);
  g_autofree char *csv = sy_csv_tally (game);
  g_auto(GStrv) lines = g_strsplit (csv, "\r\n", -1);

  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  /* Alena's 5 points so far; Bohdan's 9 guilders after his turn 2. */
  g_assert_cmpstr (lines[1], ==, "1,Alena,red,1,1,2,1,0,1,5,,no,0,5,1,");
  g_assert_cmpstr (lines[2], ==, "2,Bohdan,blue,0,0,0,0,0,0,0,,no,0,0,9,");
  g_assert_cmpstr (lines[3], ==, "");
}

/* A history file written as docs/history.md says, by hand. */
static void
write_history_file (const char *folder,
                    const char *name,
                    SyGame     *game,
                    const char *state_member,
                    const char *date,
                    const char *started,
                    const char *title)
{
  g_autoptr(JsonNode) root = sy_game_to_json (game);
  JsonObject *o = json_node_get_object (root);
  g_autofree char *data = NULL;
  g_autofree char *path = g_build_filename (folder, name, NULL);

  json_object_set_string_member (o, state_member, date);
  if (started != NULL)
    json_object_set_string_member (o, "started", started);
  if (title != NULL)
    json_object_set_string_member (o, "title", title);
  data = json_to_string (root, TRUE);
  g_assert_true (g_file_set_contents (path, data, -1, NULL));
}

static void
test_history (void)
{
  g_autofree char *folder = g_dir_make_tmp ("sy-csv-XXXXXX", NULL);
  g_autofree char *small = g_test_build_filename (G_TEST_DIST, "data", "small-game.json", NULL);
  g_autoptr(SyGame) finished = sim_finished_small_game ("Alena");
  g_autoptr(SyGame) unfinished = sy_game_load_file (small, NULL, NULL);
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;

  /* Finished: 20:05 to 21:17, 72 minutes; the unfinished one's start is
   * not known (an older file), its last change on the 22nd. */
  write_history_file (folder, "20260321-211700-aaaaaaaaaaaaaaaa.shipyard", finished, "finished",
                      "2026-03-21T21:17:30Z", "2026-03-21T20:05:00Z", "Friday, \"the\" final");
  write_history_file (folder, "20260322-100000-bbbbbbbbbbbbbbbb.shipyard", unfinished, "unfinished",
                      "2026-03-22T10:00:00Z", NULL, NULL);
  history = sy_history_load (folder, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->entries->len, ==, 2);
  csv = sy_csv_history (history, utc);
  g_assert_cmpstr (csv, ==,
                   "game,title,edition,state,started,finished,minutes,players,seat,player,colour,"
                   "total,winner,complete\r\n"
                   "20260322-100000-bbbbbbbbbbbbbbbb.shipyard,,2,unfinished,,"
                   "2026-03-22T10:00:00+00:00,,2,1,Alena,red,5,,no\r\n"
                   "20260322-100000-bbbbbbbbbbbbbbbb.shipyard,,2,unfinished,,"
                   "2026-03-22T10:00:00+00:00,,2,2,Bohdan,blue,0,,no\r\n"
                   "20260321-211700-aaaaaaaaaaaaaaaa.shipyard,\"Friday, \"\"the\"\" final\",2,finished,"
                   "2026-03-21T20:05:00+00:00,2026-03-21T21:17:30+00:00,72,2,1,Alena,red,5,yes,no\r\n"
                   "20260321-211700-aaaaaaaaaaaaaaaa.shipyard,\"Friday, \"\"the\"\" final\",2,finished,"
                   "2026-03-21T20:05:00+00:00,2026-03-21T21:17:30+00:00,72,2,2,Bohdan,blue,0,no,no\r\n");

  /* Read again from the index: the same text. */
  {
    g_autoptr(SyHistory) again = sy_history_load (folder, NULL);
    g_autofree char *csv2 = sy_csv_history (again, utc);

    g_assert_cmpstr (csv2, ==, csv);
  }
  test_folder_remove (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/csv/fields", test_fields);
  g_test_add_func ("/engine/csv/tally", test_tally);
  g_test_add_func ("/engine/csv/tally-so-far", test_tally_so_far);
  g_test_add_func ("/engine/csv/history", test_history);
  return g_test_run ();
}
