/* sy-card-table-window.h: copying a contract card's printed table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_CARD_TABLE_WINDOW (sy_card_table_window_get_type ())

G_DECLARE_FINAL_TYPE (SyCardTableWindow, sy_card_table_window, SY, CARD_TABLE_WINDOW, AdwWindow)

/* The highest count a card's table is asked for (the saved values allow 99). */
#define SY_MAX_CARD_COUNT 30

GtkWindow *sy_card_table_window_new (GtkWindow            *parent,
                                     const SyContract     *contract,
                                     SyGame               *game,
                                     guint                 needed);

const SyContract *sy_card_table_window_get_contract (SyCardTableWindow *self);
SyGame           *sy_card_table_window_get_game     (SyCardTableWindow *self);
guint             sy_card_table_window_get_needed   (SyCardTableWindow *self);

#define SY_TYPE_CARD_COPY_BUTTON (sy_card_copy_button_get_type ())

G_DECLARE_FINAL_TYPE (SyCardCopyButton, sy_card_copy_button, SY, CARD_COPY_BUTTON, GtkButton)

GtkWidget *sy_card_copy_button_new  (SyGame               *game,
                                     const SyContract     *contract,
                                     guint                 needed,
                                     const char           *name);

G_END_DECLS
