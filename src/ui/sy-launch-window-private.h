/* sy-launch-window-private.h: the launch window's state, shared by its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-launch-window.h"
#include "sy-message-bar.h"

G_BEGIN_DECLS

struct _SyLaunchWindow
{
  AdwWindow parent_instance;

  SyGame *game;
  guint slot;
  gboolean found;               /* a finished ship starts at the slot */

  SyFitting fitting;
  SyLaunchPlan plan;
  SyFittingRequest request;
  SyContractGoal goal;
  gboolean goal_ready;          /* the owner's hidden contracts are known */
  SyBestFitting best;
  guint refresh_id;
  gboolean setting;             /* set again for a launch: the handlers wait */
  int default_width;            /* the size a new window opens at */
  int default_height;
  /* The rows asking to keep each kind of piece back, made once and kept;
   * those of the pieces in the owner's supply are in keep_row. */
  GtkWidget *keep_rows[SY_N_ITEMS];
  GtkSpinButton *keep_spins[SY_N_ITEMS];
  GtkWidget *serve_kept;        /* serve_row, out of the list when the hands are unknown */

  /* Template widgets */
  AdwWindowTitle *window_title;
  GtkWidget *launch_button;
  SyMessageBar *message_bar;
  AdwToastOverlay *toasts;
  GtkWidget *page;
  GtkScrolledWindow *parts_scroll;
  GtkBox *parts_box;
  GtkLabel *room_label;
  GtkLabel *flag_label;
  GtkWidget *points_list;
  GtkFlowBox *board_flow;
  GtkLabel *officers_label;
  GtkFlowBox *supply_flow;
  GtkWidget *speed_group;
  GtkWidget *helmsman_row;
  GtkSpinButton *helmsman_spin;
  GtkWidget *riggers_row;
  GtkSpinButton *riggers_spin;
  GtkWidget *best_list;
  GtkListBox *requests_list;
  AdwExpanderRow *keep_row;
  AdwExpanderRow *serve_row;
  AdwPreferencesRow *goal_row;
  GtkWidget *cruise_group;     /* hidden while the ship fails its cruise */
  GtkWidget *chooser;
};

/* sy-launch-window.c */
void     _sy_launch_window_queue_refresh (SyLaunchWindow  *self);
gboolean _sy_launch_window_try_fitting   (SyLaunchWindow  *self,
                                          const SyFitting *fitting);
void     _sy_launch_window_use_best      (SyLaunchWindow  *self);

/* sy-launch-window-fitting.c: the pieces on the ship and in the supply, and
 * what the best fitting is asked to do */
void     _sy_launch_fitting_class_init   (GtkWidgetClass  *widget_class);
void     _sy_launch_fitting_init         (SyLaunchWindow  *self);
void     _sy_launch_fitting_setup        (SyLaunchWindow  *self);
void     _sy_launch_fitting_dispose      (SyLaunchWindow  *self);
void     _sy_launch_fitting_fill         (SyLaunchWindow  *self);

G_END_DECLS
