/* sy-box-private.h: the box's insides, shared by the sy-box-*.c files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the box lists is derived: each design's seen and copies are
 * recounted from what each game taught (SyBoxGame) plus what came from no
 * game the box still knows ("loose": merged from another box's game that
 * was not kept). A design that nothing counts any more is dropped.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "sy-box.h"

G_BEGIN_DECLS

/* The games a box remembers one by one; older ones are folded into their
 * designs' loose counts, so that the file stays small (a few kB a game)
 * and quick to save after an event. */
#define SY_BOX_MAX_GAMES 400

/* The most a box file may hold: far more than SY_BOX_MAX_GAMES games. */
#define SY_BOX_MAX_BYTES (16 * 1024 * 1024)

/* A design's value: a part (never blank) or a tile at rotation 0, its
 * marks as the smallest of the tile's equivalent turns. */
typedef struct {
  gboolean is_tile;
  SyPart part;
  SyCanalTile tile;
} SyBoxPiece;

typedef struct {
  SyBoxPart part;          /* listed when a part */
  SyBoxTile tile;          /* listed when a tile */
  gboolean is_tile;
  char *key;
  guint loose_seen;
  guint loose_copies;
} SyBoxDesign;

/* In one game: that many of the design. */
typedef struct {
  SyBoxPiece piece;
  guint count;
} SyBoxEntry;

/* A correction made after the game taught the design: when the game is
 * learnt again, @from becomes @to (or is dropped when @removed). */
typedef struct {
  char *from_key;
  SyBoxPiece from;
  gboolean removed;
  SyBoxPiece to;
} SyBoxCorrection;

typedef struct {
  GHashTable *entries;     /* design key → SyBoxEntry */
  GPtrArray *corrections;  /* SyBoxCorrection, in the order made */
} SyBoxGame;

/* The user's file as this program last read or wrote it: its inode and
 * its change time (ns), 0 when none; and what writes found there that
 * another instance wrote, until the box has merged it. Shared
 * (g_atomic_rc_box) by the box and the writes of it queued
 * (sy-box-write.c), and touched by one thread at a time: the one that
 * writes the box's file, in order. */
typedef struct {
  guint64 id;
  gint64 time;
  SyBox *found;            /* or NULL */
  guint n_found;           /* how many writes found something */
} SyBoxFileMark;

struct _SyBox {
  SyEdition edition;
  GHashTable *designs;     /* design key → SyBoxDesign */
  GHashTable *games;       /* game key → SyBoxGame */
  SyBoxFileMark *file;     /* never NULL */
  guint found_seen;        /* the file's n_found merged into the box */
};

char          *_sy_box_piece_key       (const SyBoxPiece *piece);
gboolean       _sy_box_piece_normalize (SyBoxPiece       *piece,
                                        SyEdition         edition,
                                        GError          **error);
SyBoxGame     *_sy_box_game_new        (void);
void           _sy_box_game_free       (gpointer          game);
void           _sy_box_game_add        (SyBoxGame        *game,
                                        const SyBoxPiece *piece,
                                        guint             count);
void           _sy_box_game_correct    (SyBoxGame        *game,
                                        const SyBoxPiece *from,
                                        const SyBoxPiece *to,
                                        gboolean          always);
JsonNode      *_sy_box_parse_kept      (GBytes           *bytes,
                                        GError          **error);
SyBoxDesign   *_sy_box_design_get      (SyBox            *box,
                                        const SyBoxPiece *piece);
void           _sy_box_recount         (SyBox            *box);
void           _sy_box_fold_old_games  (SyBox            *box,
                                        const char       *keep);
void           _sy_box_note_file       (SyBoxFileMark    *file,
                                        const char       *path);
gboolean       _sy_box_save_to         (const SyBox      *box,
                                        const char       *path,
                                        gboolean          own,
                                        GError          **error);

G_END_DECLS
