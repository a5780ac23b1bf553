/* sy-history-window-private.h: what the history window's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SyHistoryWindow is one class in two files: sy-history-window.c (the
 * games and players listed, a game opened or resumed) and
 * sy-history-window-manage.c (renaming, merging, deleting with undo, the
 * bar at the bottom, the result copied and the CSV export). This header is
 * their shared instance struct and the functions one calls in the other.
 */
#pragma once

#include "sy-engine.h"
#include "sy-history-window.h"

G_BEGIN_DECLS

struct _SyHistoryWindow
{
  AdwWindow parent_instance;

  SyHistory *history;
  char *folder;
  GPtrArray *rows;              /* the rows of both groups, to refill them */
  SyHistoryUndo *undo;          /* the last deletion or merge */
  GCancellable *export_cancellable;     /* the CSV's file chooser, while it is open */

  /* Template widgets */
  GtkStack *stack;
  AdwStatusPage *empty_page;
  AdwPreferencesGroup *unfinished_group;
  AdwPreferencesGroup *games_group;
  AdwPreferencesGroup *players_group;
  GtkLabel *unreadable_label;
  GtkRevealer *message_revealer;
  GtkLabel *message_label;
  GtkButton *undo_button;
};

/* sy-history-window.c */
void       _sy_history_window_fill                   (SyHistoryWindow      *self);
char      *_sy_history_window_entry_name             (const SyHistoryEntry *entry);
char      *_sy_history_window_format_date            (GDateTime            *date);

/* sy-history-window-manage.c */
void       _sy_history_window_install_manage_actions (GtkWidgetClass       *widget_class);
GtkWidget *_sy_history_window_game_menu_new          (const SyHistoryEntry *entry);
void       _sy_history_window_forget_undo            (SyHistoryWindow      *self);

G_END_DECLS
