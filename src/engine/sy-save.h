/* sy-save.h: saved games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "sy-game.h"

G_BEGIN_DECLS

#define SY_SAVE_FORMAT "shipyard-companion-game"
#define SY_SAVE_VERSION 1
#define SY_SAVE_MAX_BYTES (16 * 1024 * 1024)

JsonNode *sy_game_to_json      (SyGame      *game);
char     *sy_game_to_data      (SyGame      *game,
                                gsize       *length);
gboolean  sy_game_save         (SyGame      *game,
                                const char  *path,
                                GError     **error);
SyGame   *sy_game_load_bytes   (GBytes      *bytes,
                                GError     **violation,
                                GError     **error);
SyGame   *sy_game_load_file    (const char  *path,
                                GError     **violation,
                                GError     **error);
SyGame   *sy_game_load_gfile   (GFile       *file,
                                GError     **violation,
                                GError     **error);

G_END_DECLS
