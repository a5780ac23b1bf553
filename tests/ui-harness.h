/* ui-harness.h: finding and tapping widgets of the real application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"
#include "sy-window.h"

void        collect_widgets        (GtkWidget     *root,
                                    GType          type,
                                    GPtrArray     *into);
GtkWidget  *find_widget            (GtkWidget     *root,
                                    GType          type,
                                    guint          index);
void        wait_until             (gboolean     (*condition) (gpointer),
                                    gpointer       data);
gboolean    is_mapped              (gpointer       widget);
const char *find_label_text        (GtkWidget     *root,
                                    const char    *css_class);
gboolean    shows_text             (GtkWidget     *root,
                                    const char    *text);
void        tap                    (GtkWidget     *button);
GtkWidget  *find_named             (GtkWidget     *root,
                                    const char    *name);
GtkWidget  *require_named          (SyWindow      *window,
                                    const char    *name);
GtkWidget  *find_named_anywhere    (const char    *name);
GtkWidget  *require_named_anywhere (const char    *name);
void        collect_named          (GtkWidget     *root,
                                    const char    *name,
                                    GPtrArray     *into);
void        activate_row           (GtkWidget     *row);
GtkWidget  *button_for_action      (GtkWidget     *root,
                                    const char    *action);
void        enter_by_hand          (SyWindow      *window);
void        empty_box              (SyEdition          edition);
guint       first_bow_slot         (void);
void        teach_box              (const SyPart      *parts,
                                    guint              n_parts,
                                    const SyCanalTile *tile);
void        apply_or_die           (SyGame        *game,
                                    const SyEvent *event);
SyWindow   *get_window             (void);
SyGame     *new_laid_out_game      (SyEdition      edition);
SyGame     *load_example_game      (void);
SyGame     *new_game_with_ship     (const SyPart   parts[3]);
void        settle                 (void);
gboolean    test_language_is_czech (void);
void        init_test_locale       (int           *argc,
                                    char        ***argv);
int         run_in_application     (void);
void        resize_to              (GtkWindow     *window,
                                    int            width,
                                    int            height);
void        save_screenshot        (GtkWindow     *window,
                                    const char    *name,
                                    int            width,
                                    int            height);
void        save_screenshot_now    (GtkWindow     *window,
                                    const char    *name);
GtkWidget  *column_window_new      (int            width,
                                    int            height);
void        column_window_set_child (GtkWidget    *window,
                                    GtkWidget     *child);
void        redraw_windows         (GtkWidget    **windows,
                                    guint          n_windows);
GtkWidget  *open_preferences_page  (GType          page_type,
                                    GtkWidget    **out_preferences);
GtkShortcut *find_key_binding      (GtkWidget     *widget,
                                    guint          keyval,
                                    GdkModifierType modifiers);
void        press_key              (GtkWidget     *widget,
                                    guint          keyval,
                                    GdkModifierType modifiers);
