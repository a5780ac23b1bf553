/* test-views-follow.c: a view given a game follows it, with no call to
 * redraw it (issue 28, point 2)
 *
 * Each view is built alone, given the example's laid-out game through its
 * `game` property, and the game is changed through sy_game_apply() only: the
 * view shows the change by itself, through its own signal group.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sim-player.h"
#include "sy-canals-view.h"
#include "sy-game-view.h"
#include "sy-player-board.h"
#include "sy-track-view.h"
#include "sy-turn-panel.h"
#include "sy-yard-view.h"
#include "ui-harness.h"

/* Alena takes the Build tile, the lead tile of new_laid_out_game(). */
static void
choose_build (SyGame *game)
{
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_BUILD };

  apply_or_die (game, &choose);
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
test_track_view (void)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  GtkWidget *view = g_object_ref_sink (sy_track_view_new ());
  GtkWidget *lead = sy_track_view_get_tile (SY_TRACK_VIEW (view), 0);
  g_autoptr(SyGame) read = NULL;
  guint notified = 0;

  g_signal_connect (view, "notify::game", G_CALLBACK (count_notify_cb), &notified);
  g_object_set (view, "game", game, NULL);
  g_object_set (view, "game", game, NULL);
  g_assert_cmpuint (notified, ==, 1);
  g_object_get (view, "game", &read, NULL);
  g_assert_true (read == game);

  /* The lead tile may be chosen: it is offered... */
  g_assert_true (gtk_widget_has_css_class (lead, "choosable"));
  choose_build (game);
  /* ...and once taken, it is not, with no call to redraw the track. */
  g_assert_false (gtk_widget_has_css_class (lead, "choosable"));

  /* Given no game, the view leaves the old one alone. */
  g_object_set (view, "game", NULL, NULL);
  g_assert_cmpuint (notified, ==, 2);
  sy_game_undo (game);
  g_assert_false (gtk_widget_has_css_class (lead, "choosable"));
  g_object_unref (view);
}

static void
test_turn_panel (void)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  GtkWidget *panel = g_object_ref_sink (sy_turn_panel_new ());
  guint notified = 0;

  g_signal_connect (panel, "notify::game", G_CALLBACK (count_notify_cb), &notified);
  g_object_set (panel, "game", game, NULL);
  g_object_set (panel, "game", game, NULL);
  g_assert_cmpuint (notified, ==, 1);
  /* Choosing a tile happens on the track: the panel holds no control... */
  g_assert_null (sy_turn_panel_get_guided (SY_TURN_PANEL (panel)));
  choose_build (game);
  /* ...and once Build is taken, it offers the build's entry by itself. */
  g_assert_nonnull (sy_turn_panel_get_guided (SY_TURN_PANEL (panel)));
  sy_game_undo (game);
  g_assert_null (sy_turn_panel_get_guided (SY_TURN_PANEL (panel)));
  g_object_unref (panel);
}

/* The game view hands its game to the panel and the track it holds, and
 * all three follow the game. */
static void
test_game_view (void)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  GtkWidget *view = g_object_ref_sink (g_object_new (SY_TYPE_GAME_VIEW, NULL));
  SyTurnPanel *panel;
  SyTrackView *track;
  g_autoptr(SyGame) panel_game = NULL;
  g_autoptr(SyGame) track_game = NULL;
  guint notified = 0;

  g_signal_connect (view, "notify::game", G_CALLBACK (count_notify_cb), &notified);
  g_object_set (view, "game", game, NULL);
  g_object_set (view, "game", game, NULL);
  g_assert_cmpuint (notified, ==, 1);
  track = sy_game_view_get_track_view (SY_GAME_VIEW (view));
  g_object_get (track, "game", &track_game, NULL);
  g_assert_true (track_game == game);

  /* A tile is to be chosen: the turn's panel holds nothing and hides... */
  g_assert_null (find_widget (view, SY_TYPE_TURN_PANEL, 0));
  g_assert_true (gtk_widget_has_css_class (sy_track_view_get_tile (track, 0), "choosable"));
  choose_build (game);
  /* ...and once Build is taken, it shows the build's entry by itself. */
  panel = SY_TURN_PANEL (find_widget (view, SY_TYPE_TURN_PANEL, 0));
  g_assert_nonnull (panel);
  g_object_get (panel, "game", &panel_game, NULL);
  g_assert_true (panel_game == game);
  g_assert_nonnull (sy_turn_panel_get_guided (panel));
  g_assert_false (gtk_widget_has_css_class (sy_track_view_get_tile (track, 0), "choosable"));

  /* The players' boards are made once: the next event keeps them. */
  {
    g_autoptr(GPtrArray) before = g_ptr_array_new ();
    g_autoptr(GPtrArray) after = g_ptr_array_new ();

    collect_widgets (view, SY_TYPE_PLAYER_BOARD, before);
    g_assert_cmpuint (before->len, ==, sy_game_get_n_players (game));
    sy_game_undo (game);
    sy_game_redo (game);
    collect_widgets (view, SY_TYPE_PLAYER_BOARD, after);
    g_assert_cmpuint (after->len, ==, before->len);
    for (guint i = 0; i < before->len; i++)
      g_assert_true (g_ptr_array_index (after, i) == g_ptr_array_index (before, i));
  }

  g_object_set (view, "game", NULL, NULL);
  g_clear_object (&panel_game);
  g_object_get (panel, "game", &panel_game, NULL);
  g_assert_null (panel_game);
  g_object_unref (view);
}

/* The number of notifications of a board's words, and of its rows'. */
static void
count_words (GtkWidget *board,
             guint     *count)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  g_signal_connect (board, "notify::subtitle", G_CALLBACK (count_notify_cb), count);
  collect_widgets (board, ADW_TYPE_ACTION_ROW, rows);
  /* supply, employees, goods, canals, fleet, contracts (and the header, in libadwaita) */
  g_assert_cmpuint (rows->len, >=, 6);
  for (guint i = 0; i < rows->len; i++)
    g_signal_connect (g_ptr_array_index (rows, i), "notify::subtitle",
                      G_CALLBACK (count_notify_cb), count);
}

/* The number of times the yard drawn in @yard was set again: each slot's
 * words are set with it. */
static void
count_yard_sets (SyYardView *yard,
                 guint      *count)
{
  g_assert_nonnull (yard);
  g_signal_connect (sy_yard_view_get_slot (yard, 0), "notify::tooltip-text",
                    G_CALLBACK (count_notify_cb), count);
}

/* The yard drawn in @yard is @player's: each slot shows its part. */
static void
assert_yard_drawn (SyYardView          *yard,
                   const SyPlayerState *player)
{
  for (guint i = 0; i < SY_MAX_YARD_SLOTS; i++)
    {
      GtkWidget *slot = sy_yard_view_get_slot (yard, i);

      g_assert_true (gtk_widget_get_visible (slot) == (i < player->yard.n_slots));
      if (i < player->yard.n_slots)
        {
          g_autofree char *part = sy_part_describe (&player->yard.slots[i]);

          g_assert_cmpstr (gtk_widget_get_tooltip_text (slot), ==, part);
        }
    }
}

/* A board follows its player through a whole game played by the simulated
 * table: after each event it says what the table says, and a board whose
 * player the event left as they were sets none of its words again. The
 * player on turn's board opens when the turn comes and closes when it
 * passes; a board opened by hand stays open meanwhile. */
static void
play_boards (SyEdition edition,
             guint32   seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(SyGame) game = sim_new_game (edition, 3, TRUE, rand);
  GtkWidget *boards[3];
  guint words[3] = { 0, };
  guint yard_sets[3] = { 0, };
  guint steps = 0, untouched = 0;

  for (guint p = 0; p < 3; p++)
    {
      boards[p] = g_object_ref_sink (sy_player_board_new (game, p));
      count_words (boards[p], &words[p]);
      count_yard_sets (SY_YARD_VIEW (find_widget (boards[p], SY_TYPE_YARD_VIEW, 0)), &yard_sets[p]);
      g_assert_cmpuint (sy_player_board_get_seat (SY_PLAYER_BOARD (boards[p])), ==, p);
    }

  while (steps < 4000)
    {
      SyTable before = *sy_game_get_table (game);
      const SyTable *table;
      guint opened = (steps / 7) % 3;
      guint notified[3];
      guint yards_set[3];
      GPtrArray *images[3];

      /* A board the table opens by hand, not the one on turn. */
      if (opened != before.current)
        adw_expander_row_set_expanded (ADW_EXPANDER_ROW (boards[opened]), TRUE);
      memcpy (notified, words, sizeof words);
      memcpy (yards_set, yard_sets, sizeof yard_sets);
      for (guint p = 0; p < 3; p++)
        {
          images[p] = g_ptr_array_new ();
          collect_widgets (boards[p], GTK_TYPE_IMAGE, images[p]);
        }
      if (!sim_step (game, rand))
        {
          for (guint p = 0; p < 3; p++)
            g_ptr_array_unref (images[p]);
          break;
        }
      steps++;
      table = sy_game_get_table (game);
      for (guint p = 0; p < 3; p++)
        {
          AdwExpanderRow *board = ADW_EXPANDER_ROW (boards[p]);
          g_autofree char *subtitle = sy_player_board_describe (game, p);
          gboolean on_turn = p == table->current && table->phase != SY_PHASE_OVER;
          gboolean was_on_turn = p == before.current && before.phase != SY_PHASE_OVER;

          g_assert_cmpstr (adw_expander_row_get_subtitle (board), ==, subtitle);
          assert_yard_drawn (SY_YARD_VIEW (find_widget (boards[p], SY_TYPE_YARD_VIEW, 0)),
                             &table->players[p]);
          if (on_turn != was_on_turn)
            g_assert_true (adw_expander_row_get_expanded (board) == on_turn);
          else if (p == opened && p != before.current)
            g_assert_true (adw_expander_row_get_expanded (board));
          if (memcmp (&before.players[p], &table->players[p], sizeof before.players[p]) == 0)
            {
              g_autoptr(GPtrArray) now = g_ptr_array_new ();

              /* Neither its words nor its pictures made again, nor its
               * yard drawn again. */
              g_assert_cmpuint (words[p], ==, notified[p]);
              g_assert_cmpuint (yard_sets[p], ==, yards_set[p]);
              collect_widgets (boards[p], GTK_TYPE_IMAGE, now);
              g_assert_cmpuint (now->len, ==, images[p]->len);
              for (guint i = 0; i < now->len; i++)
                g_assert_true (g_ptr_array_index (now, i) == g_ptr_array_index (images[p], i));
              untouched++;
            }
          g_ptr_array_unref (images[p]);
        }
    }
  g_assert_cmpint (sy_game_get_table (game)->phase, ==, SY_PHASE_OVER);
  /* Most events leave most players as they were. */
  g_assert_cmpuint (untouched, >, steps);
  for (guint p = 0; p < 3; p++)
    g_object_unref (boards[p]);
}

static void
test_player_board_second (void)
{
  play_boards (SY_EDITION_SECOND, 2811);
}

static void
test_player_board_first (void)
{
  play_boards (SY_EDITION_FIRST, 28);
}

/* A yard view and a canals view given a game and a seat, with no board
 * around them and no call to set what they draw: through a whole game
 * they draw the seat's yard and canals after each event, and draw them
 * again only when they changed. */
static void
play_seat_views (SyEdition edition,
                 guint32   seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(SyGame) game = sim_new_game (edition, 3, TRUE, rand);
  const guint seat = 1;
  GtkWidget *yard = g_object_ref_sink (g_object_new (SY_TYPE_YARD_VIEW, "game", game,
                                                     "seat", seat, NULL));
  GtkWidget *canals = g_object_ref_sink (g_object_new (SY_TYPE_CANALS_VIEW, "game", game,
                                                       "seat", seat, NULL));
  guint yard_sets = 0, yard_changes = 0, canal_changes = 0, kept = 0;
  g_autoptr(SyGame) read = NULL;
  guint read_seat = 0;

  g_object_get (yard, "game", &read, "seat", &read_seat, NULL);
  g_assert_true (read == game);
  g_assert_cmpuint (read_seat, ==, seat);
  count_yard_sets (SY_YARD_VIEW (yard), &yard_sets);
  assert_yard_drawn (SY_YARD_VIEW (yard), &sy_game_get_table (game)->players[seat]);
  for (guint steps = 0; steps < 4000; steps++)
    {
      SyPlayerState before = sy_game_get_table (game)->players[seat];
      const SyPlayerState *now;
      guint sets = yard_sets;

      if (!sim_step (game, rand))
        break;
      now = &sy_game_get_table (game)->players[seat];
      assert_yard_drawn (SY_YARD_VIEW (yard), now);
      g_assert_true (memcmp (sy_canals_view_get_canals (SY_CANALS_VIEW (canals)), &now->canals,
                             sizeof now->canals) == 0);
      if (memcmp (&before.yard, &now->yard, sizeof now->yard) != 0)
        yard_changes++;
      else
        {
          g_assert_cmpuint (yard_sets, ==, sets);
          kept++;
        }
      if (memcmp (&before.canals, &now->canals, sizeof now->canals) != 0)
        canal_changes++;
    }
  g_assert_cmpint (sy_game_get_table (game)->phase, ==, SY_PHASE_OVER);
  /* The game changed both, and left the yard as it was most of the time. */
  g_assert_cmpuint (yard_changes, >, 0);
  g_assert_cmpuint (canal_changes, >, 0);
  g_assert_cmpuint (kept, >, yard_changes);

  /* Given no game, the views keep what they drew: going back to the start
   * sets nothing again. */
  g_object_set (yard, "game", NULL, NULL);
  g_object_set (canals, "game", NULL, NULL);
  {
    guint sets = yard_sets;
    SyCanals drawn = *sy_canals_view_get_canals (SY_CANALS_VIEW (canals));

    sy_game_go_to (game, 0);
    g_assert_cmpuint (yard_sets, ==, sets);
    g_assert_true (memcmp (sy_canals_view_get_canals (SY_CANALS_VIEW (canals)), &drawn,
                           sizeof drawn) == 0);
  }
  g_object_unref (yard);
  g_object_unref (canals);
}

static void
test_seat_views_second (void)
{
  play_seat_views (SY_EDITION_SECOND, 2811);
}

static void
test_seat_views_first (void)
{
  play_seat_views (SY_EDITION_FIRST, 28);
}

/* A game played in another window is only looked at: no tile to choose,
 * no entry nor End the Turn to tap; a game over still shows its tally. */
static void
test_read_only (void)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  g_autoptr(SyGame) over = sim_finished_game (SY_EDITION_FIRST, 3, 77);
  GtkWidget *view = g_object_ref_sink (g_object_new (SY_TYPE_GAME_VIEW, "game", game, NULL));
  SyTrackView *track = sy_game_view_get_track_view (SY_GAME_VIEW (view));
  GtkWidget *lead = sy_track_view_get_tile (track, 0);
  SyTurnPanel *panel;

  g_assert_true (gtk_widget_is_sensitive (lead));
  choose_build (game);
  panel = SY_TURN_PANEL (find_widget (view, SY_TYPE_TURN_PANEL, 0));
  g_assert_true (gtk_widget_is_sensitive (sy_turn_panel_get_guided (panel)));
  g_assert_true (gtk_widget_is_sensitive (find_named (view, "end-turn")));

  sy_game_set_read_only (game);
  g_assert_false (gtk_widget_is_sensitive (sy_turn_panel_get_guided (panel)));
  g_assert_false (gtk_widget_is_sensitive (find_named (view, "end-turn")));
  g_assert_false (gtk_widget_is_sensitive (lead));
  g_assert_false (gtk_widget_has_css_class (lead, "choosable"));

  sy_game_set_read_only (over);
  g_object_set (view, "game", over, NULL);
  g_assert_true (gtk_widget_is_sensitive (find_named (view, "show-tally")));
  g_object_unref (view);
}

/* Widgets whose tooltip an entry leaves as it was are not given it again:
 * each gtk_widget_set_tooltip_text() asks the display server where the
 * pointer is (sy-tooltip.c). Those whose tooltip changes get the new one. */
static void
watch_tooltips (GtkWidget *view,
                GPtrArray *widgets,
                GPtrArray *texts,
                guint     *notified)
{
  collect_widgets (view, GTK_TYPE_WIDGET, widgets);
  for (guint i = 0; i < widgets->len; i++)
    {
      notified[i] = 0;
      g_ptr_array_add (texts, g_strdup (gtk_widget_get_tooltip_text (widgets->pdata[i])));
      g_signal_connect (widgets->pdata[i], "notify::tooltip-text", G_CALLBACK (count_notify_cb),
                        &notified[i]);
    }
}

/* Checks each watched widget: given a tooltip only if it changed. Returns
 * how many changed. */
static guint
check_tooltips (GPtrArray *widgets,
                GPtrArray *texts,
                guint     *notified)
{
  guint changed = 0;

  for (guint i = 0; i < widgets->len; i++)
    {
      if (g_strcmp0 (gtk_widget_get_tooltip_text (widgets->pdata[i]), texts->pdata[i]) != 0)
        {
          g_assert_cmpuint (notified[i], >, 0);
          changed++;
        }
      else if (notified[i] != 0)
        {
          g_error ("%s %s was given its tooltip “%s” again", G_OBJECT_TYPE_NAME (widgets->pdata[i]),
                   gtk_widget_get_name (widgets->pdata[i]), (char *) texts->pdata[i]);
        }
      g_signal_handlers_disconnect_by_data (widgets->pdata[i], &notified[i]);
    }
  g_ptr_array_set_size (widgets, 0);
  g_ptr_array_set_size (texts, 0);
  return changed;
}

static void
test_tooltips_kept (void)
{
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_SECOND);
  GtkWidget *view = g_object_ref_sink (g_object_new (SY_TYPE_GAME_VIEW, NULL));
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);
  guint notified[2048];

  g_object_set (view, "game", game, NULL);
  choose_build (game);

  /* Alena's build: the track's tiles, none to be chosen, keep no tooltip. */
  watch_tooltips (view, widgets, texts, notified);
  g_assert_cmpuint (widgets->len, <=, G_N_ELEMENTS (notified));
  g_assert_true (sim_step (game, rand));
  check_tooltips (widgets, texts, notified);

  /* Back to choosing: the tiles that may be chosen say what they bring. */
  sy_game_undo (game);
  watch_tooltips (view, widgets, texts, notified);
  sy_game_undo (game);
  g_assert_cmpuint (check_tooltips (widgets, texts, notified), >, 0);

  g_object_set (view, "game", NULL, NULL);
  g_object_unref (view);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/views-follow/track-view", test_track_view);
  g_test_add_func ("/ui/views-follow/turn-panel", test_turn_panel);
  g_test_add_func ("/ui/views-follow/game-view", test_game_view);
  g_test_add_func ("/ui/views-follow/tooltips-kept", test_tooltips_kept);
  g_test_add_func ("/ui/views-follow/read-only", test_read_only);
  g_test_add_func ("/ui/views-follow/player-board-second", test_player_board_second);
  g_test_add_func ("/ui/views-follow/player-board-first", test_player_board_first);
  g_test_add_func ("/ui/views-follow/seat-views-second", test_seat_views_second);
  g_test_add_func ("/ui/views-follow/seat-views-first", test_seat_views_first);
  return run_in_application ();
}
