/* sy-box.h: the box: the printed pieces of the owner's copy, learnt as entered
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rulebooks do not print the symbols on the ship parts nor the
 * officials on the canal tiles, so the players enter them. The box keeps
 * every design entered (never one nobody entered), per edition, with how
 * often it was seen, so that later turns and later games pick it with one
 * tap. Saved games never depend on the box.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "sy-box-edit.h"
#include "sy-box-json.h"
#include "sy-box-write.h"
#include "sy-canals.h"
#include "sy-game.h"
#include "sy-part.h"

G_BEGIN_DECLS

/* Totals the rulebooks give (RULES-DIGEST.md §1, both editions). */
#define SY_BOX_SHIP_PARTS 104
#define SY_BOX_CANAL_TILES 24

/**
 * SyBoxPart:
 * @part: the design: its kind and symbols (never a blank substitute)
 * @seen: how many times players entered it, over every game learnt
 * @copies: the most entered in one game: the box holds at least this many
 *   (parts are never reshuffled, so each one entered in a game is another
 *   piece)
 *
 * A ship part design of the box.
 */
typedef struct {
  SyPart part;
  guint seen;
  guint copies;
} SyBoxPart;

/**
 * SyBoxTile:
 * @tile: the tile's shape and the marks on its spaces, as the shape is
 *   drawn (rotation 0): the same tile whatever way it was turned
 * @seen: how many times players rented it, over every game learnt
 *
 * A canal tile of the box.
 */
typedef struct {
  SyCanalTile tile;
  guint seen;
} SyBoxTile;

/* SyBox is declared in sy-box-json.h (the files: sy_box_load_user()...). */

SyBox           *sy_box_new               (SyEdition            edition);
void             sy_box_free              (SyBox               *box);
SyEdition        sy_box_get_edition       (const SyBox         *box);
gboolean         sy_box_is_empty          (const SyBox         *box);

/* Learning: what one game entered (the events in effect), under a key that
 * names the game; learning the same game again replaces what it taught
 * before, so an undone entry is forgotten. Returns whether the box changed. */
gboolean         sy_box_learn_game        (SyBox               *box,
                                           const char          *key,
                                           SyGame              *game);
/* The game's key changed (its history entry, when it ends): what it taught
 * goes with it. Returns whether @old_key was known. */
gboolean         sy_box_rename_game       (SyBox               *box,
                                           const char          *old_key,
                                           const char          *new_key);

/* Reading: borrowed pointers, valid until the box next changes; most seen
 * first, then in a stable order. SY_PART_NONE lists the parts of every
 * kind. Free the array (not its elements) with g_ptr_array_unref(). */
GPtrArray       *sy_box_list_parts        (const SyBox         *box,
                                           SyPartKind           kind);
GPtrArray       *sy_box_list_tiles        (const SyBox         *box);
guint            sy_box_count_parts       (const SyBox         *box);
guint            sy_box_count_tiles       (const SyBox         *box);
guint            sy_box_count_designs     (const SyBox         *box);

/* Correcting and merging: sy-box-edit.h. */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyBox, sy_box_free)

G_END_DECLS
