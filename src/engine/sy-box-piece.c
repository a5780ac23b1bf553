/* sy-box-piece.c: a design of the box: its key, and its form checked against the edition
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A ship part is kept as entered (never a blank substitute); a canal tile
 * as its shape is drawn, so that one physical tile has one design
 * whichever way it was turned on the table.
 */
#define G_LOG_DOMAIN "sy-box"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "sy-box-private.h"
#include "sy-error.h"

char *
_sy_box_piece_key (const SyBoxPiece *piece)
{
  GString *key = g_string_new (NULL);

  if (piece->is_tile)
    {
      g_string_append_printf (key, "t:%s:", piece->tile.shape);
      for (guint p = 0; p < SY_TILE_POSITIONS; p++)
        g_string_append_c (key, (char) ('0' + piece->tile.marks[p]));
    }
  else
    {
      g_string_append_printf (key, "p%u:", piece->part.kind);
      for (guint s = 0; s < SY_N_SYMBOLS; s++)
        g_string_append_c (key, (char) ('0' + piece->part.symbols[s]));
    }
  return g_string_free (key, FALSE);
}

static gboolean
views_equal (const SyTileView *a,
             const SyTileView *b)
{
  if (a->spaces != b->spaces || a->exits != b->exits)
    return FALSE;
  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    if (a->links[p] != b->links[p])
      return FALSE;
  return TRUE;
}

/* The tile as its shape is drawn; of the turns that leave the shape as it
 * is (a straight turned half round is a straight), the one with the
 * smallest marks, so that one physical tile has one design. */
static void
tile_to_drawing (SyCanalTile        *tile,
                 const SyCanalShape *shape)
{
  guint8 drawn[SY_TILE_POSITIONS];

  for (guint p = 0; p < SY_TILE_POSITIONS; p++)
    drawn[p] = tile->marks[sy_position_rotate (p, tile->rotation)];
  memcpy (tile->marks, drawn, sizeof drawn);
  tile->rotation = 0;

  for (guint turn = 1; turn < 4; turn++)
    {
      SyTileView turned;
      guint8 other[SY_TILE_POSITIONS];

      sy_tile_view_rotate (&shape->view, turn, &turned);
      if (!views_equal (&turned, &shape->view))
        continue;
      for (guint p = 0; p < SY_TILE_POSITIONS; p++)
        other[p] = drawn[sy_position_rotate (p, turn)];
      if (memcmp (other, tile->marks, sizeof other) < 0)
        memcpy (tile->marks, other, sizeof other);
    }
}

/* Checks @piece against @edition's catalog or the default palette and
 * puts it in the form the box keeps. */
gboolean
_sy_box_piece_normalize (SyBoxPiece  *piece,
                         SyEdition    edition,
                         GError     **error)
{
  if (piece->is_tile)
    {
      const SyCanalPalette *palette = sy_canal_palette_get_default ();

      memset (&piece->part, 0, sizeof piece->part);
      if (!sy_canal_tile_check (&piece->tile, palette, NULL, error))
        return FALSE;
      tile_to_drawing (&piece->tile, sy_canal_palette_find (palette, piece->tile.shape));
      return TRUE;
    }

  memset (&piece->tile, 0, sizeof piece->tile);
  if (piece->part.blank)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_PART,
                   _("A blank substitute part is no design of the box."));
      return FALSE;
    }
  return sy_part_check (&piece->part, sy_catalog_get (edition), error);
}
