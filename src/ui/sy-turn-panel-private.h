/* sy-turn-panel-private.h: what the turn panel's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The turn panel is one widget written in two files: sy-turn-panel.c (the
 * step the table waits for, its sections and buttons) and
 * sy-turn-panel-entries.c (each action's entry: made ahead or at its first
 * use, measured ahead while hidden, shown and kept for the game).
 */
#pragma once

#include <adwaita.h>

#include "sy-action-offer.h"
#include "sy-discard-rows.h"
#include "sy-game-over-rows.h"
#include "sy-launch-rows.h"
#include "sy-turn-panel.h"

G_BEGIN_DECLS

struct _SyTurnPanel
{
  GtkWidget parent_instance;

  SyGame *game;
  SyUserData *user_data;         /* whose boxes the forms' pickers show */
  /* The game's "changed", followed while the panel shows it. */
  GSignalGroup *game_signals;
  gboolean in_bonus;
  SyAction bonus_action;
  gboolean final_chosen;
  SyAction final_action;
  guint position;                /* the game's position the panel was built for */
  GtkWidget *guided;             /* the control of the step the guide names */

  /* The sections, from the template, shown or hidden by the step. */
  GtkWidget *content;
  GtkWidget *solo_slot;
  GtkWidget *heading;
  GtkWidget *bonus_slot;
  GtkWidget *main_slot;
  SyActionOffer *final_offer;
  SyActionOffer *bonus_offer;
  SyLaunchRows *launch_rows;
  GtkWidget *buttons;
  GtkWidget *cancel_child;
  GtkWidget *pass_child;
  GtkWidget *end_child;
  GtkWidget *end_turn;
  SyDiscardRows *discard_rows;
  SyGameOverRows *over_rows;

  /* Each action's entries, made when first shown and kept for the game:
   * the main action's in @main_slot, the bonus action's in @bonus_slot;
   * one at most is shown in each. */
  GtkWidget *main_entries[SY_N_ACTIONS];
  GtkWidget *bonus_entries[SY_N_ACTIONS];
  GtkWidget *solo_entry;         /* in @solo_slot */
  guint solo_position;
  guint ahead_id;                /* the idle making and measuring the main entries ahead */
  int width;                     /* the width the panel was last given */
};

void sy_turn_panel_guide_to        (SyTurnPanel   *self,
                                    GtkWidget     *widget);
void sy_turn_panel_section_send_cb (GtkWidget     *section,
                                    const SyEvent *event,
                                    SyTurnPanel   *self);
void sy_turn_panel_show_entry      (SyTurnPanel   *self,
                                    GtkWidget     *slot,
                                    GtkWidget    **entries,
                                    gboolean       kept,
                                    gboolean       shown,
                                    SyAction       action,
                                    gboolean       bonus);
void sy_turn_panel_drop_entries    (SyTurnPanel   *self);
void sy_turn_panel_work_ahead      (SyTurnPanel   *self);

G_END_DECLS
