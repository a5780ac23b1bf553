/* sy-game-view-private.h: what the game view's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game view is one widget written in three files: sy-game-view.c (the
 * game shown, how a tap becomes an event), sy-game-view-follow.c (the
 * guided control brought on screen after each step) and
 * sy-game-view-correction.c (an earlier event entered again).
 */
#pragma once

#include <adwaita.h>

#include "sy-game-view.h"
#include "sy-layout-view.h"
#include "sy-track-view.h"
#include "sy-turn-panel.h"

G_BEGIN_DECLS

struct _SyGameView
{
  GtkWidget parent_instance;

  SyGame *game;
  SyUserData *user_data;         /* whose boxes the forms' pickers show */
  /* The game's "changed", followed while the view shows it; the turn
   * panel and the track follow it through their own. */
  GSignalGroup *game_signals;
  GPtrArray *rows;              /* the players' rows while the table is laid out */
  /* The players' boards (SyPlayerBoard), made once for the game: each
   * follows the game by itself. */
  GPtrArray *boards;

  /* Template widgets */
  GtkLabel *guide_label;
  GtkWidget *page;
  GtkWidget *main_column;
  GtkWidget *setup_clamp;
  GtkWidget *box;
  AdwPreferencesGroup *layout_group;
  SyLayoutView *layout_view;
  AdwPreferencesGroup *turn_group;
  SyTurnPanel *turn_panel;
  AdwPreferencesGroup *track_group;
  SyTrackView *track_view;
  AdwPreferencesGroup *players_group;
  GtkWidget *correction_bar;
  GtkLabel *correction_label;

  /* Correcting: the table shows the moment before event @correcting, and
   * the next entry replaces it; @resume is where the game stood. */
  gboolean is_correcting;
  guint correcting;
  guint resume;
  /* The last correction made, to take it back. */
  gboolean has_correction;
  guint corrected;
  SyEvent original;
  guint corrected_resume;
  /* Following the turn: the position the eyes and the keyboard were last
   * brought to, and the frames waited for the new controls' layout. */
  gboolean followed;
  guint followed_position;
  guint follow_tick;
  guint follow_frames;
  gint64 follow_until;          /* the page keeps the control in view while it settles */
};

/* sy-game-view-follow.c */
void     _sy_game_view_follow_init    (SyGameView    *self);
void     _sy_game_view_follow_step    (SyGameView    *self);
void     _sy_game_view_follow_dispose (SyGameView    *self);

/* sy-game-view-correction.c */
gboolean _sy_game_view_correct        (SyGameView    *self,
                                       const SyEvent *event,
                                       GError       **error);
void     _sy_game_view_show_correction (SyGameView   *self);

G_END_DECLS
