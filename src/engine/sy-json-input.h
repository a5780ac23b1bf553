/* sy-json-input.h: JSON from outside the program, read with a bound and checked before parsing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* No file the program writes is nested deeper than 8; json-glib parses
 * recursively, so a deeper document is refused before it sees it. */
#define SY_JSON_MAX_DEPTH 32

/* The most a file of card values, of canal shapes or the history's index
 * holds: far more than any real one. */
#define SY_JSON_MAX_SMALL_BYTES (4 * 1024 * 1024)

gboolean  sy_json_input_check      (const char  *data,
                                    gsize        size,
                                    gsize        max_size,
                                    GError     **error);
JsonNode *sy_json_input_parse      (GBytes      *bytes,
                                    gsize        max_size,
                                    GError     **error);
GBytes   *sy_json_input_read_path  (const char  *path,
                                    gsize        max_size,
                                    GError     **error);
GBytes   *sy_json_input_read_file  (GFile       *file,
                                    gsize        max_size,
                                    GError     **error);

G_END_DECLS
