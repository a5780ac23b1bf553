/* sy-box.c: the box: learning the pieces a game entered, listing and counting them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game key keeps what that game taught (its designs and how many of
 * each), so that learning it again replaces its contribution: an undone
 * entry is forgotten, and learning twice changes nothing. The lists are
 * recounted from the games after every change (sy-box-private.h).
 */
#define G_LOG_DOMAIN "sy-box"

#include "config.h"

#include <string.h>

#include "sy-box-private.h"

static void
design_free (gpointer data)
{
  SyBoxDesign *design = data;

  g_free (design->key);
  g_free (design);
}

static void
correction_free (gpointer data)
{
  SyBoxCorrection *correction = data;

  g_free (correction->from_key);
  g_free (correction);
}

static void
clear_file_mark (gpointer data)
{
  SyBoxFileMark *file = data;

  g_clear_pointer (&file->found, sy_box_free);
}

SyBoxGame *
_sy_box_game_new (void)
{
  SyBoxGame *game = g_new0 (SyBoxGame, 1);

  game->entries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  game->corrections = g_ptr_array_new_with_free_func (correction_free);
  return game;
}

void
_sy_box_game_free (gpointer data)
{
  SyBoxGame *game = data;

  g_hash_table_unref (game->entries);
  g_ptr_array_unref (game->corrections);
  g_free (game);
}

/**
 * sy_box_new:
 * @edition: the edition whose pieces the box holds
 *
 * Returns: (transfer full): an empty box
 */
SyBox *
sy_box_new (SyEdition edition)
{
  SyBox *box;

  g_return_val_if_fail (edition == SY_EDITION_FIRST || edition == SY_EDITION_SECOND, NULL);

  box = g_new0 (SyBox, 1);
  box->edition = edition;
  box->designs = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, design_free);
  box->games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, _sy_box_game_free);
  box->file = g_atomic_rc_box_new0 (SyBoxFileMark);
  return box;
}

void
sy_box_free (SyBox *box)
{
  if (box == NULL)
    return;
  g_hash_table_unref (box->designs);
  g_hash_table_unref (box->games);
  g_atomic_rc_box_release_full (box->file, clear_file_mark);
  g_free (box);
}

SyEdition
sy_box_get_edition (const SyBox *box)
{
  g_return_val_if_fail (box != NULL, SY_EDITION_SECOND);

  return box->edition;
}

gboolean
sy_box_is_empty (const SyBox *box)
{
  g_return_val_if_fail (box != NULL, TRUE);

  return g_hash_table_size (box->designs) == 0;
}

/* Designs */

SyBoxDesign *
_sy_box_design_get (SyBox            *box,
                    const SyBoxPiece *piece)
{
  g_autofree char *key = _sy_box_piece_key (piece);
  SyBoxDesign *design = g_hash_table_lookup (box->designs, key);

  if (design != NULL)
    return design;
  design = g_new0 (SyBoxDesign, 1);
  design->is_tile = piece->is_tile;
  if (piece->is_tile)
    design->tile.tile = piece->tile;
  else
    design->part.part = piece->part;
  design->key = g_steal_pointer (&key);
  g_hash_table_insert (box->designs, design->key, design);
  return design;
}

/* Seen and copies, from the loose counts and every game's; a design that
 * nothing counts goes. */
void
_sy_box_recount (SyBox *box)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, box->designs);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      SyBoxDesign *design = value;

      design->part.seen = design->tile.seen = design->loose_seen;
      design->part.copies = design->loose_copies;
    }

  g_hash_table_iter_init (&iter, box->games);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      SyBoxGame *game = value;
      GHashTableIter entries;
      gpointer e;

      g_hash_table_iter_init (&entries, game->entries);
      while (g_hash_table_iter_next (&entries, NULL, &e))
        {
          SyBoxEntry *entry = e;
          SyBoxDesign *design = _sy_box_design_get (box, &entry->piece);

          design->part.seen += entry->count;
          design->tile.seen += entry->count;
          design->part.copies = MAX (design->part.copies, entry->count);
        }
    }

  g_hash_table_iter_init (&iter, box->designs);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((SyBoxDesign *) value)->part.seen == 0)
      g_hash_table_iter_remove (&iter);
}

/* Games */

void
_sy_box_game_add (SyBoxGame        *game,
                  const SyBoxPiece *piece,
                  guint             count)
{
  g_autofree char *key = _sy_box_piece_key (piece);
  SyBoxEntry *entry = g_hash_table_lookup (game->entries, key);

  if (entry == NULL)
    {
      entry = g_new0 (SyBoxEntry, 1);
      entry->piece = *piece;
      g_hash_table_insert (game->entries, g_steal_pointer (&key), entry);
    }
  entry->count += count;
}

/* @from becomes @to (NULL: is dropped) in @game's entries. */
static gboolean
game_apply (SyBoxGame        *game,
            const char       *from,
            const SyBoxPiece *to)
{
  gpointer key, value;
  guint count;

  if (!g_hash_table_steal_extended (game->entries, from, &key, &value))
    return FALSE;
  count = ((SyBoxEntry *) value)->count;
  g_free (key);
  g_free (value);
  if (to != NULL)
    _sy_box_game_add (game, to, count);
  return TRUE;
}

/* Corrects @game when it taught @from (or @always), and remembers the
 * correction for when the game is learnt again. */
void
_sy_box_game_correct (SyBoxGame        *game,
                      const SyBoxPiece *from,
                      const SyBoxPiece *to,
                      gboolean          always)
{
  g_autofree char *from_key = _sy_box_piece_key (from);
  SyBoxCorrection *correction;

  if (!game_apply (game, from_key, to) && !always)
    return;
  correction = g_new0 (SyBoxCorrection, 1);
  correction->from_key = g_steal_pointer (&from_key);
  correction->from = *from;
  correction->removed = to == NULL;
  if (to != NULL)
    correction->to = *to;
  g_ptr_array_add (game->corrections, correction);
}

static gboolean
games_equal (const SyBoxGame *a,
             const SyBoxGame *b)
{
  GHashTableIter iter;
  gpointer key, value;

  if (g_hash_table_size (a->entries) != g_hash_table_size (b->entries))
    return FALSE;
  g_hash_table_iter_init (&iter, a->entries);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      SyBoxEntry *other = g_hash_table_lookup (b->entries, key);

      if (other == NULL || other->count != ((SyBoxEntry *) value)->count)
        return FALSE;
    }
  return TRUE;
}

/* Learning */

/* Beyond SY_BOX_MAX_GAMES, the oldest games (the history's keys begin with
 * their date) but @keep become loose counts of their designs: seen and
 * copies stay, only the game's own record goes. */
void
_sy_box_fold_old_games (SyBox      *box,
                        const char *keep)
{
  g_autoptr(GList) keys = NULL;

  if (g_hash_table_size (box->games) <= SY_BOX_MAX_GAMES)
    return;
  keys = g_list_sort (g_hash_table_get_keys (box->games), (GCompareFunc) strcmp);
  for (GList *l = keys; l != NULL && g_hash_table_size (box->games) > SY_BOX_MAX_GAMES; l = l->next)
    {
      SyBoxGame *game = g_hash_table_lookup (box->games, l->data);
      GHashTableIter iter;
      gpointer value;

      if (g_str_equal (l->data, keep))
        continue;
      g_hash_table_iter_init (&iter, game->entries);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        {
          SyBoxEntry *entry = value;
          SyBoxDesign *design = _sy_box_design_get (box, &entry->piece);

          design->loose_seen += entry->count;
          design->loose_copies = MAX (design->loose_copies, entry->count);
        }
      g_hash_table_remove (box->games, l->data);
    }
}

/* What the events in effect of @game entered. */
static SyBoxGame *
taught_by (SyGame    *game,
           SyEdition  edition)
{
  SyBoxGame *taught = _sy_box_game_new ();
  guint position = sy_game_get_position (game);

  for (guint i = 0; i < position; i++)
    {
      const SyEvent *event = sy_game_get_event (game, i);
      SyBoxPiece piece;

      if (event->type == SY_EVENT_BUILD)
        for (guint j = 0; j < MIN (event->n_parts, G_N_ELEMENTS (event->parts)); j++)
          {
            piece = (SyBoxPiece) { .part = event->parts[j].part };
            if (!piece.part.blank && _sy_box_piece_normalize (&piece, edition, NULL))
              _sy_box_game_add (taught, &piece, 1);
          }
      else if (event->type == SY_EVENT_CANAL)
        {
          piece = (SyBoxPiece) { .is_tile = TRUE, .tile = event->tile };
          if (_sy_box_piece_normalize (&piece, edition, NULL))
            _sy_box_game_add (taught, &piece, 1);
        }
    }
  return taught;
}

/**
 * sy_box_learn_game:
 * @box: a box
 * @key: a name for @game that stays the same while it is played (its
 *   history entry)
 * @game: a game of @box's edition
 *
 * Puts in @box every ship part (but the blank substitutes) and every canal
 * tile that the events in effect of @game entered, replacing what @game
 * taught under @key before; the corrections made to what it taught still
 * hold. A game of the other edition teaches nothing.
 *
 * Returns: whether @box changed
 */
gboolean
sy_box_learn_game (SyBox      *box,
                   const char *key,
                   SyGame     *game)
{
  SyBoxGame *old;
  SyBoxGame *taught;

  g_return_val_if_fail (box != NULL, FALSE);
  g_return_val_if_fail (key != NULL && key[0] != '\0', FALSE);
  g_return_val_if_fail (SY_IS_GAME (game), FALSE);

  if (sy_game_get_edition (game) != box->edition)
    return FALSE;

  taught = taught_by (game, box->edition);
  old = g_hash_table_lookup (box->games, key);
  for (guint i = 0; old != NULL && i < old->corrections->len; i++)
    {
      SyBoxCorrection *c = g_ptr_array_index (old->corrections, i);

      game_apply (taught, c->from_key, c->removed ? NULL : &c->to);
    }
  if (old != NULL ? games_equal (old, taught) : g_hash_table_size (taught->entries) == 0)
    {
      _sy_box_game_free (taught);
      return FALSE;
    }
  if (old != NULL)
    {
      g_ptr_array_unref (taught->corrections);
      taught->corrections = g_steal_pointer (&old->corrections);
      old->corrections = g_ptr_array_new_with_free_func (correction_free);
    }

  if (g_hash_table_size (taught->entries) == 0 && taught->corrections->len == 0)
    {
      _sy_box_game_free (taught);
      g_hash_table_remove (box->games, key);
    }
  else
    g_hash_table_replace (box->games, g_strdup (key), taught);
  _sy_box_fold_old_games (box, key);
  _sy_box_recount (box);
  return TRUE;
}

/**
 * sy_box_rename_game:
 * @box: a box
 * @old_key: the key a game was learnt under
 * @new_key: its key now
 *
 * A game's entry in the history changes its name when the game ends; what
 * it taught, and its corrections, move to the new name, so that learning it
 * under that name does not count it twice. What @new_key had is replaced.
 *
 * Returns: whether @box knew @old_key (and changed)
 */
gboolean
sy_box_rename_game (SyBox      *box,
                    const char *old_key,
                    const char *new_key)
{
  gpointer key, game;

  g_return_val_if_fail (box != NULL && old_key != NULL && new_key != NULL, FALSE);
  g_return_val_if_fail (new_key[0] != '\0', FALSE);

  if (g_str_equal (old_key, new_key)
      || !g_hash_table_steal_extended (box->games, old_key, &key, &game))
    return FALSE;
  g_free (key);
  g_hash_table_replace (box->games, g_strdup (new_key), game);
  _sy_box_recount (box);
  return TRUE;
}

/* Reading */

static int
compare_designs (gconstpointer a,
                 gconstpointer b)
{
  const SyBoxDesign *x = *(SyBoxDesign * const *) a;
  const SyBoxDesign *y = *(SyBoxDesign * const *) b;

  if (x->part.seen != y->part.seen)
    return x->part.seen > y->part.seen ? -1 : 1;
  if (x->part.copies != y->part.copies)
    return x->part.copies > y->part.copies ? -1 : 1;
  return strcmp (x->key, y->key);
}

static GPtrArray *
list_designs (const SyBox *box,
              gboolean     tiles,
              SyPartKind   kind)
{
  GPtrArray *designs = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, box->designs);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      SyBoxDesign *design = value;

      if (design->is_tile == tiles
          && (tiles || kind == SY_PART_NONE || design->part.part.kind == kind))
        g_ptr_array_add (designs, design);
    }
  g_ptr_array_sort (designs, compare_designs);
  for (guint i = 0; i < designs->len; i++)
    {
      SyBoxDesign *design = g_ptr_array_index (designs, i);

      designs->pdata[i] = tiles ? (gpointer) &design->tile : (gpointer) &design->part;
    }
  return designs;
}

/**
 * sy_box_list_parts:
 * @box: a box
 * @kind: bow, middle or stern; %SY_PART_NONE for every kind
 *
 * Returns: (transfer container) (element-type SyBoxPart): the part designs,
 *   most seen first
 */
GPtrArray *
sy_box_list_parts (const SyBox *box,
                   SyPartKind   kind)
{
  g_return_val_if_fail (box != NULL, NULL);

  return list_designs (box, FALSE, kind);
}

/**
 * sy_box_list_tiles:
 * @box: a box
 *
 * Returns: (transfer container) (element-type SyBoxTile): the canal tiles,
 *   at rotation 0, most seen first
 */
GPtrArray *
sy_box_list_tiles (const SyBox *box)
{
  g_return_val_if_fail (box != NULL, NULL);

  return list_designs (box, TRUE, SY_PART_NONE);
}

/* Parts: the sum of their copies; tiles: how many. */
static guint
count_designs (const SyBox *box,
               gboolean     tiles)
{
  GHashTableIter iter;
  gpointer value;
  guint n = 0;

  g_hash_table_iter_init (&iter, box->designs);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      const SyBoxDesign *design = value;

      if (design->is_tile == tiles)
        n += tiles ? 1 : design->part.copies;
    }
  return n;
}

/**
 * sy_box_count_parts:
 * @box: a box
 *
 * Returns: how many of the ship parts the box knows at least: each
 *   design as many times as one game entered it
 */
guint
sy_box_count_parts (const SyBox *box)
{
  g_return_val_if_fail (box != NULL, 0);

  return count_designs (box, FALSE);
}

/**
 * sy_box_count_tiles:
 * @box: a box
 *
 * Returns: how many different canal tiles the box knows
 */
guint
sy_box_count_tiles (const SyBox *box)
{
  g_return_val_if_fail (box != NULL, 0);

  return count_designs (box, TRUE);
}

/**
 * sy_box_count_designs:
 * @box: a box
 *
 * Returns: how many designs the box lists, part designs and tiles
 */
guint
sy_box_count_designs (const SyBox *box)
{
  g_return_val_if_fail (box != NULL, 0);

  return g_hash_table_size (box->designs);
}
