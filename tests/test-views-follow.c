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

#include "sy-game-view.h"
#include "sy-track-view.h"
#include "sy-turn-panel.h"
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

  g_object_set (view, "game", NULL, NULL);
  g_clear_object (&panel_game);
  g_object_get (panel, "game", &panel_game, NULL);
  g_assert_null (panel_game);
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
  return run_in_application ();
}
