/* sy-turn-panel-entries.c: each action's entry in the turn panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An action's entry is made at its first use or ahead, hidden, while the
 * table is idle, and kept for the game: set again from it when shown after
 * the game changed (issue 29: a tap is answered within a frame). The
 * hidden entries are measured in the same idle, one at a time, for the
 * width they will be shown at, so that an entry's first showing does not
 * lay out all its text.
 */
#define G_LOG_DOMAIN "sy-turn-panel"

#include "config.h"

#include "sy-action-entry.h"
#include "sy-turn-panel-private.h"

/* The entry of @action, made in @slot and kept in @entries. */
static void
make_entry (SyTurnPanel *self,
            GtkWidget   *slot,
            GtkWidget  **entries,
            SyAction     action,
            gboolean     bonus)
{
  entries[action] = sy_action_entry_new (self->game, action, bonus, self->user_data);
  gtk_widget_set_name (entries[action], "action-form");
  g_signal_connect_object (entries[action], "send", G_CALLBACK (sy_turn_panel_section_send_cb), self, 0);
  gtk_box_append (GTK_BOX (slot), entries[action]);
}

/* Whether the main entries may be made ahead now: not while the table is
 * laid out (the yards and the track are not known yet), nor while a solo
 * opponent, who has no yard, is on turn (the forms are made for the
 * player on turn), nor once the game is over. */
static gboolean
may_make_ahead (SyTurnPanel *self)
{
  SyTableSteps steps;

  sy_table_get_steps (sy_game_get_table (self->game), &steps);
  return steps.phase >= SY_PHASE_CHOOSE && steps.phase <= SY_PHASE_FINAL_ACTION && !steps.opponent_turn;
}

/* An action on the track whose main entry is not made yet, into @action. */
static gboolean
find_unmade (SyTurnPanel *self,
             SyAction    *action)
{
  const SyTrack *track = sy_table_get_track (sy_game_get_table (self->game));

  for (guint i = 0; i < track->n_tiles; i++)
    if (self->main_entries[track->tiles[i]] == NULL)
      {
        *action = track->tiles[i];
        return TRUE;
      }
  return FALSE;
}

/* The width the panel's entries will be shown at: the panel's own once it
 * was given one, else (before the panel is first shown, while the entries
 * are made ahead) that of the nearest container laid out around it, which
 * the panel fills; 0 while nothing around it is laid out. */
static int
expected_width (SyTurnPanel *self)
{
  if (self->width > 0)
    return self->width;
  for (GtkWidget *around = gtk_widget_get_parent (GTK_WIDGET (self)); around != NULL;
       around = gtk_widget_get_parent (around))
    if (gtk_widget_get_width (around) > 0)
      return gtk_widget_get_width (around);
  return 0;
}

/* A hidden main entry not measured yet for the width it will be shown at,
 * into @action and that width into @width. */
static gboolean
find_unprepared (SyTurnPanel *self,
                 SyAction    *action,
                 int         *width)
{
  *width = expected_width (self);
  if (*width <= 0)
    return FALSE;
  for (guint i = 0; i < SY_N_ACTIONS; i++)
    if (self->main_entries[i] != NULL && !gtk_widget_get_visible (self->main_entries[i])
        && sy_action_entry_get_prepared_width (SY_ACTION_ENTRY (self->main_entries[i])) != *width)
      {
        *action = (SyAction) i;
        return TRUE;
      }
  return FALSE;
}

/* What the idle does next, into @action (and @width, to measure). */
typedef enum
{
  AHEAD_DONE,
  AHEAD_MAKE,                    /* make @action's main entry, hidden */
  AHEAD_PREPARE,                 /* measure @action's hidden main entry for @width */
} AheadWork;

static AheadWork
find_work_ahead (SyTurnPanel *self,
                 SyAction    *action,
                 int         *width)
{
  if (may_make_ahead (self) && find_unmade (self, action))
    return AHEAD_MAKE;
  if (find_unprepared (self, action, width))
    return AHEAD_PREPARE;
  return AHEAD_DONE;
}

/* The main entry of each action on the track made ahead, hidden, and each
 * hidden one measured for the width it will be shown at, one in each run
 * of a low-priority idle: the first choice of an action in a game then
 * shows its form, set again from the game if it changed, instead of
 * making it (issue 29: the making was a fifth to a third of that tap's
 * time), and lays out only what changed in it (the text of a form was
 * most of what was left of that tap). */
static gboolean
work_ahead_cb (gpointer data)
{
  SyTurnPanel *self = data;
  SyAction action;
  int width;

  switch (find_work_ahead (self, &action, &width))
    {
    case AHEAD_MAKE:
      make_entry (self, self->main_slot, self->main_entries, action, FALSE);
      gtk_widget_set_visible (self->main_entries[action], FALSE);
      return G_SOURCE_CONTINUE;

    case AHEAD_PREPARE:
      sy_action_entry_prepare (SY_ACTION_ENTRY (self->main_entries[action]), width);
      return G_SOURCE_CONTINUE;

    case AHEAD_DONE:
    default:
      self->ahead_id = 0;
      return G_SOURCE_REMOVE;
    }
}

/* The game's entries made and measured ahead from now on, when they may be
 * and unless that is done or being done. */
void
sy_turn_panel_work_ahead (SyTurnPanel *self)
{
  SyAction action;
  int width;

  if (self->game == NULL || self->ahead_id != 0 || find_work_ahead (self, &action, &width) == AHEAD_DONE)
    return;
  self->ahead_id = g_idle_add_full (G_PRIORITY_LOW, work_ahead_cb, self, NULL);
}

/* The entry of @action in @slot, shown when @shown: made the first time,
 * kept then (hidden while another action's is shown) and set again from
 * the game when the game changed since it was last shown. While @kept is
 * false, the slot shows none. */
void
sy_turn_panel_show_entry (SyTurnPanel *self,
                          GtkWidget   *slot,
                          GtkWidget  **entries,
                          gboolean     kept,
                          gboolean     shown,
                          SyAction     action,
                          gboolean     bonus)
{
  for (guint i = 0; i < SY_N_ACTIONS; i++)
    if (entries[i] != NULL && (!kept || i != action))
      gtk_widget_set_visible (entries[i], FALSE);
  gtk_widget_set_visible (slot, kept && shown);
  if (!kept)
    return;
  g_return_if_fail (action < SY_N_ACTIONS);
  if (entries[action] == NULL)
    make_entry (self, slot, entries, action, bonus);
  else if (shown)
    sy_action_entry_refresh (SY_ACTION_ENTRY (entries[action]));
  gtk_widget_set_visible (entries[action], TRUE);
  if (shown)
    sy_turn_panel_guide_to (self, entries[action]);
}

/* Drops the entries, for another game or other user's data. */
void
sy_turn_panel_drop_entries (SyTurnPanel *self)
{
  g_clear_handle_id (&self->ahead_id, g_source_remove);
  for (guint i = 0; i < SY_N_ACTIONS; i++)
    {
      if (self->main_entries[i] != NULL)
        gtk_box_remove (GTK_BOX (self->main_slot), g_steal_pointer (&self->main_entries[i]));
      if (self->bonus_entries[i] != NULL)
        gtk_box_remove (GTK_BOX (self->bonus_slot), g_steal_pointer (&self->bonus_entries[i]));
    }
  if (self->solo_entry != NULL)
    gtk_box_remove (GTK_BOX (self->solo_slot), g_steal_pointer (&self->solo_entry));
}
