/* sy-contracts-window.h: one player's hidden contracts, behind a privacy
 * screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sy-engine.h"

G_BEGIN_DECLS

#define SY_TYPE_CONTRACTS_WINDOW (sy_contracts_window_get_type ())

G_DECLARE_FINAL_TYPE (SyContractsWindow, sy_contracts_window, SY, CONTRACTS_WINDOW, AdwWindow)

GtkWindow *sy_contracts_window_new              (GtkWindow       *parent,
                                                 SyGame          *game,
                                                 guint            player);
GtkWindow *sy_contracts_window_new_for_decision (GtkWindow       *parent,
                                                 SyGame          *game,
                                                 const SyEvent   *decision);
SyGame    *sy_contracts_window_get_game         (SyContractsWindow *self);
guint      sy_contracts_window_get_player       (SyContractsWindow *self);

G_END_DECLS
