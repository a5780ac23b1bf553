/* sy-window-private.h: what the window's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SyWindow is one class in several files, as gnome-text-editor splits its
 * window: sy-window.c (the game on the table, undo and redo, toasts),
 * sy-window-files.c (opening, saving, autosaving, resuming) and
 * sy-window-box.c (the box learning the game on the table). This header
 * is their shared instance struct and the functions one calls in the
 * other, so sy-window-files.c has no header of its own; what it offers
 * outside the class (sy_window_open_file(), sy_window_open_example()) is
 * declared in sy-window.h.
 */
#pragma once

#include "sy-file-banner.h"
#include "sy-game-view.h"
#include "sy-message-bar.h"
#include "sy-window.h"

G_BEGIN_DECLS

struct _SyWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  SyUserData *user_data;         /* the boxes, the data folder's lock: the application's */
  SyGame *game;
  GSignalGroup *game_signals;    /* the window's handlers on the game */
  GBindingGroup *game_bindings;  /* undo and redo follow the game */
  guint inhibit_cookie;          /* the screen kept awake, 0 when not */
  AdwToast *toast;               /* the one toast shown, until dismissed */
  gboolean showing_correction;   /* the last-entry bar offers to revert a correction */
  gboolean save_pending;         /* the game on the table is not yet in its files */
  guint save_retry_id;           /* the next try to save it, 0 when none */
  SyWriter *writer;              /* writes the game's files off the main thread: the user's data's */
  char *save_owner;              /* the window's name on the writer */
  char *box_save_error;          /* why the box's last save failed, or NULL */

  /* Template widgets */
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  SyMessageBar *message_bar;     /* what a toast would cut short */
  gboolean refusal_in_bar;        /* the bar tells why an entry was refused */
  GtkStack *stack;
  AdwStatusPage *empty_page;
  SyGameView *game_view;         /* the table, built with the first game (ensure_game_view()) */
  GtkButton *resume_button;
  GtkButton *new_game_button;
  GtkRevealer *last_entry_bar;
  GtkLabel *last_entry_label;
  GtkButton *last_entry_undo;
  GtkMenuButton *primary_menu_button;
  GMenuModel *primary_menu;      /* given to the button when first opened */
  SyFileBanner *skipped_banner;
  SyFileBanner *save_banner;
};

/* sy-window.c */
void _sy_window_tell                 (SyWindow       *self,
                                      const char     *message);

/* sy-window-box.c */
void _sy_window_learn_box            (SyWindow       *self,
                                      const char     *previous_entry);
void _sy_window_tell_box_problem     (SyWindow       *self);

/* sy-window-saving.c */
/* How long a failed save waits before it is tried again. */
#define SY_SAVE_RETRY_SECONDS 5

void _sy_window_install_saving_actions (GtkWidgetClass *widget_class);
void _sy_window_start_saving         (SyWindow       *self);
void _sy_window_keep_game            (SyWindow       *self);
void _sy_window_autosave             (SyWindow       *self);
gboolean _sy_window_may_replace_game (SyWindow       *self);
gboolean _sy_window_may_close        (SyWindow       *self);
void _sy_window_stop_saving          (SyWindow       *self);

/* sy-window-files.c */
void _sy_window_install_file_actions (GtkWidgetClass *widget_class);

gboolean _sy_window_share_game       (SyWindow       *self,
                                      SyGame         *game);
gboolean _sy_window_data_shared      (SyWindow       *self);
void _sy_window_offer_resume         (SyWindow       *self);
void _sy_window_show_error           (SyWindow       *self,
                                      const char     *heading,
                                      const char     *body);

/* sy-window-windows.c */
void _sy_window_install_window_actions (GtkWidgetClass *widget_class);

G_END_DECLS
