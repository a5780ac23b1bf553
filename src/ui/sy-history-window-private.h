/* sy-history-window-private.h: what the history window's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SyHistoryWindow is one class in three files: sy-history-window.c (the
 * history read, without blocking, its games listed in a list view that
 * makes rows as they scroll in, a game opened or resumed),
 * sy-history-window-manage.c (renaming, merging, deleting with undo, the
 * bar at the bottom, the result copied and the CSV export) and
 * sy-history-window-stats.c (the statistics page, players merged into one
 * person). The list's items and rows are types of their own
 * (sy-history-item.c, sy-history-row.c). This header is the three files'
 * shared instance struct and the functions one calls in another.
 */
#pragma once

#include "sy-engine.h"
#include "sy-history-item.h"
#include "sy-history-row.h"
#include "sy-history-window.h"

G_BEGIN_DECLS

struct _SyHistoryWindow
{
  AdwWindow parent_instance;

  SyHistory *history;
  char *folder;
  GListStore *items;            /* SyHistoryItem: the list's headers and games */
  SyHistoryUndo *undo;          /* the last deletion or merge */
  SyHistoryPeople *people;      /* the names merged into one person */
  SyHistoryPeople *people_before;       /* before the last merge of players, to undo it */
  GCancellable *export_cancellable;     /* the CSV's file chooser, while it is open */
  gboolean export_statistics;   /* what the file chooser exports */
  GCancellable *load_cancellable;       /* the history read in a thread, while it is */
  struct _SyHistoryStatsPage *stats_page;
  SyGame *current_game;         /* the game on the table of the window it serves */

  /* Template widgets */
  AdwViewStack *view_stack;
  GtkStack *stack;
  AdwStatusPage *empty_page;
  GtkProgressBar *progress_bar;
  GtkListView *list_view;
  GtkBox *stats_box;
  GtkLabel *unreadable_label;
  GtkRevealer *message_revealer;
  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar *switcher_bar;
  GtkLabel *message_label;
  GtkButton *undo_button;
};

/* What a dialog's answer (or an export's end) reads: the window, what it
 * is about, what it may be merged with, and the dialog's drop-down and
 * entry, which live as long as the dialog. */
typedef struct {
  GWeakRef window;
  char *name;
  GStrv others;
  GtkWidget *dropdown;
  GtkWidget *entry;
} SyHistoryAnswer;

/* sy-history-window.c */
void       _sy_history_window_fill                   (SyHistoryWindow      *self);
char      *_sy_history_window_entry_name             (const SyHistoryEntry *entry);
char      *_sy_history_window_format_date            (GDateTime            *date);

/* sy-history-window-manage.c */
void       _sy_history_window_install_manage_actions (GtkWidgetClass       *widget_class);
SyHistoryAnswer *_sy_history_answer_new             (SyHistoryWindow      *self,
                                                      const char           *name,
                                                      GStrv                 others,
                                                      GtkWidget            *dropdown,
                                                      GtkWidget            *entry);
void       _sy_history_answer_connect                (GObject              *dialog,
                                                      GCallback             response_cb,
                                                      SyHistoryAnswer      *answer);
void       _sy_history_answer_free                   (SyHistoryAnswer      *answer);
void       _sy_history_window_forget_undo            (SyHistoryWindow      *self);
void       _sy_history_window_tell                   (SyHistoryWindow      *self,
                                                      const char           *message,
                                                      gboolean              undoable);
void       _sy_history_window_show_error             (SyHistoryWindow      *self,
                                                      const char           *heading,
                                                      const char           *message);
GObject   *_sy_history_window_show_dialog            (SyHistoryWindow      *self,
                                                      const char           *heading,
                                                      const char           *body,
                                                      GtkWidget            *extra,
                                                      const char           *response,
                                                      const char           *response_label);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyHistoryAnswer, _sy_history_answer_free)

/* sy-history-window-stats.c */
typedef struct _SyHistoryStatsPage SyHistoryStatsPage;

SyHistoryStatsPage *_sy_history_stats_page_new       (SyHistoryWindow      *self);
void       _sy_history_stats_page_load_people        (SyHistoryWindow      *self);
void       _sy_history_stats_page_free               (SyHistoryStatsPage   *page);
void       _sy_history_stats_page_update             (SyHistoryWindow      *self);
char      *_sy_history_stats_page_text               (SyHistoryWindow      *self,
                                                      char                  separator);
void       _sy_history_window_install_stats_actions  (GtkWidgetClass       *widget_class);

G_END_DECLS
