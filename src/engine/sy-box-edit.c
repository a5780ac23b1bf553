/* sy-box-edit.c: correcting and merging a box: what Preferences and an import do
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A correction goes into every game that taught the design, and is
 * remembered there for when the game is learnt again (sy-box.c). Merging
 * takes the other box's games and loose counts, a game both know counted
 * once.
 */
#define G_LOG_DOMAIN "sy-box"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-box-edit.h"
#include "sy-box-private.h"
#include "sy-error.h"

/* Correcting */

static gboolean
replace_piece (SyBox            *box,
               SyBoxPiece       *from,
               SyBoxPiece       *to,
               GError          **error)
{
  g_autofree char *from_key = NULL;
  g_autofree char *to_key = NULL;
  SyBoxDesign *old = NULL;
  SyBoxDesign *target;
  GHashTableIter iter;
  gpointer value;

  if (_sy_box_piece_normalize (from, box->edition, NULL))
    {
      from_key = _sy_box_piece_key (from);
      old = g_hash_table_lookup (box->designs, from_key);
    }
  if (old == NULL)
    {
      g_set_error_literal (error, SY_ERROR, SY_ERROR_INVALID_PART,
                           from->is_tile ? _("That canal tile is not in the box.")
                                         : _("That ship part is not in the box."));
      return FALSE;
    }
  if (!_sy_box_piece_normalize (to, box->edition, error))
    return FALSE;
  to_key = _sy_box_piece_key (to);
  if (g_str_equal (from_key, to_key))
    return TRUE;

  target = _sy_box_design_get (box, to);
  target->loose_seen += old->loose_seen;
  target->loose_copies = MAX (target->loose_copies, old->loose_copies);
  g_hash_table_iter_init (&iter, box->games);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    _sy_box_game_correct (value, from, to, FALSE);
  g_hash_table_remove (box->designs, from_key);
  _sy_box_recount (box);
  return TRUE;
}

static gboolean
remove_piece (SyBox      *box,
              SyBoxPiece *piece)
{
  g_autofree char *key = NULL;
  GHashTableIter iter;
  gpointer value;

  if (!_sy_box_piece_normalize (piece, box->edition, NULL))
    return FALSE;
  key = _sy_box_piece_key (piece);
  if (!g_hash_table_remove (box->designs, key))
    return FALSE;
  g_hash_table_iter_init (&iter, box->games);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    _sy_box_game_correct (value, piece, NULL, FALSE);
  _sy_box_recount (box);
  return TRUE;
}

/**
 * sy_box_replace_part:
 * @box: a box
 * @old_part: a design of @box
 * @new_part: what it really shows
 * @error: return location for a %SY_ERROR_INVALID_PART
 *
 * Corrects a design entered wrongly: its counts, and what each game
 * taught, go to @new_part (added to it when the box has it already).
 *
 * Returns: whether @new_part is possible and @old_part was in the box
 */
gboolean
sy_box_replace_part (SyBox         *box,
                     const SyPart  *old_part,
                     const SyPart  *new_part,
                     GError       **error)
{
  SyBoxPiece from = { .part = *old_part };
  SyBoxPiece to = { .part = *new_part };

  g_return_val_if_fail (box != NULL && old_part != NULL && new_part != NULL, FALSE);

  return replace_piece (box, &from, &to, error);
}

/**
 * sy_box_remove_part:
 * @box: a box
 * @part: a design of @box
 *
 * Drops @part from the box and from what every game taught.
 *
 * Returns: whether it was there
 */
gboolean
sy_box_remove_part (SyBox        *box,
                    const SyPart *part)
{
  SyBoxPiece piece = { .part = *part };

  g_return_val_if_fail (box != NULL && part != NULL, FALSE);

  return remove_piece (box, &piece);
}

/**
 * sy_box_replace_tile:
 * @box: a box
 * @old_tile: a tile of @box, at any rotation
 * @new_tile: what it really shows, at any rotation
 * @error: return location for a %SY_ERROR_ILLEGAL_CANAL or
 *   %SY_ERROR_INVALID_PART
 *
 * As sy_box_replace_part(), for a canal tile.
 *
 * Returns: whether @new_tile is possible and @old_tile was in the box
 */
gboolean
sy_box_replace_tile (SyBox              *box,
                     const SyCanalTile  *old_tile,
                     const SyCanalTile  *new_tile,
                     GError            **error)
{
  SyBoxPiece from = { .is_tile = TRUE, .tile = *old_tile };
  SyBoxPiece to = { .is_tile = TRUE, .tile = *new_tile };

  g_return_val_if_fail (box != NULL && old_tile != NULL && new_tile != NULL, FALSE);

  return replace_piece (box, &from, &to, error);
}

/**
 * sy_box_remove_tile:
 * @box: a box
 * @tile: a tile of @box, at any rotation
 *
 * Returns: whether it was there
 */
gboolean
sy_box_remove_tile (SyBox             *box,
                    const SyCanalTile *tile)
{
  SyBoxPiece piece = { .is_tile = TRUE, .tile = *tile };

  g_return_val_if_fail (box != NULL && tile != NULL, FALSE);

  return remove_piece (box, &piece);
}

/* Merging */

static void
design_piece (const SyBoxDesign *design,
              SyBoxPiece        *piece)
{
  *piece = (SyBoxPiece) { .is_tile = design->is_tile };
  if (design->is_tile)
    piece->tile = design->tile.tile;
  else
    piece->part = design->part.part;
}

static guint
game_total (const SyBoxGame *game)
{
  GHashTableIter iter;
  gpointer value;
  guint total = 0;

  g_hash_table_iter_init (&iter, game->entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    total += ((SyBoxEntry *) value)->count;
  return total;
}

static SyBoxGame *
game_copy (const SyBoxGame *game)
{
  SyBoxGame *copy = _sy_box_game_new ();
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, game->entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    _sy_box_game_add (copy, &((SyBoxEntry *) value)->piece, ((SyBoxEntry *) value)->count);
  for (guint i = 0; i < game->corrections->len; i++)
    {
      SyBoxCorrection *c = g_memdup2 (g_ptr_array_index (game->corrections, i),
                                      sizeof (SyBoxCorrection));

      c->from_key = g_strdup (c->from_key);
      g_ptr_array_add (copy->corrections, c);
    }
  return copy;
}

/* What @dropped taught and @kept does not stays in the box, loose. */
static void
keep_loose (SyBox           *box,
            const SyBoxGame *dropped,
            const SyBoxGame *kept)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, dropped->entries);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      SyBoxEntry *entry = value;
      SyBoxDesign *design;

      if (g_hash_table_contains (kept->entries, key))
        continue;
      design = _sy_box_design_get (box, &entry->piece);
      design->loose_seen = MAX (design->loose_seen, entry->count);
      design->loose_copies = MAX (design->loose_copies, entry->count);
    }
}

/* What came from no game @box knows: the most either box counted. */
static void
add_loose (SyBox       *box,
           const SyBox *other)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, other->designs);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      SyBoxDesign *theirs = value;
      SyBoxDesign *ours;
      SyBoxPiece piece;

      if (theirs->loose_seen == 0)
        continue;
      design_piece (theirs, &piece);
      ours = _sy_box_design_get (box, &piece);
      ours->loose_seen = MAX (ours->loose_seen, theirs->loose_seen);
      ours->loose_copies = MAX (ours->loose_copies, theirs->loose_copies);
    }
}

/**
 * sy_box_copy:
 * @box: a box
 *
 * A copy of @box to write elsewhere (in the writer's thread, say): its
 * games and loose counts, which give the same designs. It shares nothing
 * with @box but the note of the user's file (sy-box-write.c).
 *
 * Returns: (transfer full): the copy
 */
SyBox *
sy_box_copy (const SyBox *box)
{
  SyBox *copy;
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (box != NULL, NULL);

  copy = sy_box_new (box->edition);
  add_loose (copy, box);
  g_hash_table_iter_init (&iter, box->games);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy->games, g_strdup (key), game_copy (value));
  _sy_box_recount (copy);
  return copy;
}

/**
 * sy_box_merge:
 * @box: a box
 * @other: a box of the same edition (one imported, say)
 * @error: return location for a %SY_ERROR_INVALID_FILE
 *
 * Adds @other's designs and games to @box. A game both know is counted
 * once, as the one that taught more tells it; a design only the other
 * knew stays. Merging the same box twice changes nothing the second time.
 *
 * Returns: whether @other could be merged (FALSE for another edition)
 */
gboolean
sy_box_merge (SyBox        *box,
              const SyBox  *other,
              GError      **error)
{
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (box != NULL && other != NULL, FALSE);

  if (other->edition != box->edition)
    {
      g_set_error_literal (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                           other->edition == SY_EDITION_FIRST
                           ? _("This box holds the pieces of the first edition; the box of the "
                               "second edition cannot take them.")
                           : _("This box holds the pieces of the second edition; the box of the "
                               "first edition cannot take them."));
      return FALSE;
    }
  if (other == box)
    return TRUE;

  add_loose (box, other);
  g_hash_table_iter_init (&iter, other->games);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      SyBoxGame *theirs = value;
      SyBoxGame *ours = g_hash_table_lookup (box->games, key);

      if (ours != NULL && game_total (ours) >= game_total (theirs))
        keep_loose (box, theirs, ours);
      else
        {
          if (ours != NULL)
            keep_loose (box, ours, theirs);
          g_hash_table_replace (box->games, g_strdup (key), game_copy (theirs));
        }
    }
  _sy_box_fold_old_games (box, "");
  _sy_box_recount (box);
  return TRUE;
}
