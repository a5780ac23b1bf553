/* sy-yard.c: a player's shipyard and where parts may go
 *
 * A yard is legal when some future of placements and departures lets every
 * part in it leave in a finished ship. That is decided exactly by a table
 * of every yard of this size (sy-yard-future.c), written into the program
 * when it builds. A placement is legal when it obeys the rules of the
 * moment (empty slot, bow only leftmost, stern only rightmost, never a full
 * yard without a finished ship) and the yard it leaves, once its finished
 * ships have sailed, is in the table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-yard"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-error.h"
#include "sy-yard.h"
#include "sy-yard-future.h"

static SyYardCode
encode (const SyYard *yard)
{
  SyYardCode code = 0;

  for (guint i = 0; i < yard->n_slots; i++)
    code = SY_YARD_WITH_KIND (code, i, yard->slots[i].kind);
  return code;
}

/* The table for a size of yard: the one built into the program, or for a
 * size no catalog has, computed on first use. */
static const SyYardFuture *
get_table (guint n_slots,
           guint max_middles)
{
  static GMutex lock;
  static GPtrArray *computed;
  SyYardFuture *table = NULL;

  for (guint i = 0; i < _sy_yard_n_built_in; i++)
    if (_sy_yard_built_in[i].n_slots == n_slots && _sy_yard_built_in[i].max_middles == max_middles)
      return &_sy_yard_built_in[i];

  g_mutex_lock (&lock);
  if (computed == NULL)
    computed = g_ptr_array_new ();
  for (guint i = 0; i < computed->len; i++)
    {
      SyYardFuture *t = g_ptr_array_index (computed, i);

      if (t->n_slots == n_slots && t->max_middles == max_middles)
        table = t;
    }
  if (table == NULL)
    {
      table = g_new0 (SyYardFuture, 1);
      table->n_slots = n_slots;
      table->max_middles = max_middles;
      table->good = _sy_yard_future_compute (n_slots, max_middles);
      g_ptr_array_add (computed, table);
    }
  g_mutex_unlock (&lock);

  return table;
}

static gboolean
code_is_viable (SyYardCode    code,
                const SyYard *yard)
{
  const SyYardFuture *table = get_table (yard->n_slots, yard->max_middles);
  SyYardCode rest = _sy_yard_code_depart (code, yard->n_slots, yard->max_middles);

  return SY_YARD_FUTURE_IS_GOOD (table, rest);
}

/**
 * sy_yard_init:
 * @yard: (out caller-allocates): the yard
 * @catalog: the edition's catalog
 *
 * Makes an empty yard of the edition's size.
 */
void
sy_yard_init (SyYard          *yard,
              const SyCatalog *catalog)
{
  g_return_if_fail (yard != NULL);
  g_return_if_fail (catalog != NULL);

  memset (yard, 0, sizeof *yard);
  yard->n_slots = catalog->yard_slots;
  yard->max_middles = catalog->max_middles;
}

/**
 * sy_yard_is_viable:
 * @yard: a yard
 *
 * Returns: whether every part in @yard can still leave in a finished ship,
 *   counting the ships finished in it as gone
 */
gboolean
sy_yard_is_viable (const SyYard *yard)
{
  g_return_val_if_fail (yard != NULL && yard->n_slots >= 3 && yard->n_slots <= SY_MAX_YARD_SLOTS,
                        FALSE);

  return code_is_viable (encode (yard), yard);
}

/**
 * sy_yard_legal_slots:
 * @yard: a yard; ships finished earlier in this turn stay in it until the
 *   turn's cruises
 * @kind: the kind of part to place
 *
 * Returns: a bit mask with bit i set when a part of @kind may go into slot i
 */
guint
sy_yard_legal_slots (const SyYard *yard,
                     SyPartKind    kind)
{
  SyYardCode code;
  guint mask = 0;

  g_return_val_if_fail (yard != NULL && yard->n_slots >= 3 && yard->n_slots <= SY_MAX_YARD_SLOTS, 0);
  g_return_val_if_fail (kind >= SY_PART_BOW && kind <= SY_PART_STERN, 0);

  code = encode (yard);
  for (guint slot = 0; slot < yard->n_slots; slot++)
    {
      if (_sy_yard_code_check_move (code, yard->n_slots, yard->max_middles, slot, kind) == SY_YARD_MOVE_OK
          && code_is_viable (SY_YARD_WITH_KIND (code, slot, kind), yard))
        mask |= 1u << slot;
    }

  return mask;
}

/* Picks the message written for @kind, so that each language can put the
 * part's name in the form its sentence needs. */
static const char * G_GNUC_FORMAT (2) G_GNUC_FORMAT (3) G_GNUC_FORMAT (4)
for_kind (SyPartKind  kind,
          const char *bow,
          const char *middle,
          const char *stern)
{
  return kind == SY_PART_BOW ? bow : kind == SY_PART_MIDDLE ? middle : stern;
}

/* Says, in a player's words, why a part that passes the rules of the moment
 * still cannot go into @slot. */
static void
explain_stranded (const SyYard  *yard,
                  SyYardCode     code,
                  guint          slot,
                  SyPartKind     kind,
                  GError       **error)
{
  guint n = yard->n_slots;
  SyPartKind left = slot > 0 ? SY_YARD_KIND_AT (code, slot - 1) : SY_PART_NONE;
  SyPartKind right = slot + 1 < n ? SY_YARD_KIND_AT (code, slot + 1) : SY_PART_NONE;

  if (kind == SY_PART_BOW && slot + 2 >= n)
    g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                 _("A bow in slot %u leaves no room on its right for a middle part and a stern."),
                 slot + 1);
  else if (kind == SY_PART_STERN && slot < 2)
    g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                 _("A stern in slot %u leaves no room on its left for a bow and a middle part."),
                 slot + 1);
  else if (kind == SY_PART_BOW && right == SY_PART_STERN)
    g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                 _("A bow right before a stern leaves no room for a middle part between them."));
  else if (kind == SY_PART_STERN && left == SY_PART_BOW)
    g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                 _("A stern right after a bow leaves no room for a middle part between them."));
  else
    g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                 for_kind (kind,
                           _("A bow in slot %u would leave a ship that could never be finished, "
                             "even after the other ships have left the yard."),
                           _("A middle part in slot %u would leave a ship that could never be "
                             "finished, even after the other ships have left the yard."),
                           _("A stern in slot %u would leave a ship that could never be finished, "
                             "even after the other ships have left the yard.")),
                 slot + 1);
}

/**
 * sy_yard_check_placement:
 * @yard: a yard
 * @slot: a slot, from 0 at the left
 * @kind: the kind of part
 * @error: return location for a %SY_ERROR_ILLEGAL_PLACEMENT saying why not
 *
 * Returns: whether a part of @kind may go into @slot
 */
gboolean
sy_yard_check_placement (const SyYard  *yard,
                         guint          slot,
                         SyPartKind     kind,
                         GError       **error)
{
  SyYardCode code;

  g_return_val_if_fail (yard != NULL && yard->n_slots >= 3 && yard->n_slots <= SY_MAX_YARD_SLOTS,
                        FALSE);
  g_return_val_if_fail (kind >= SY_PART_BOW && kind <= SY_PART_STERN, FALSE);

  if (slot >= yard->n_slots)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                   _("The shipyard has only %u slots."), yard->n_slots);
      return FALSE;
    }

  code = encode (yard);
  switch (_sy_yard_code_check_move (code, yard->n_slots, yard->max_middles, slot, kind))
    {
    case SY_YARD_MOVE_OCCUPIED:
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                   for_kind (SY_YARD_KIND_AT (code, slot),
                             _("Slot %u already holds a bow, and parts never move."),
                             _("Slot %u already holds a middle part, and parts never move."),
                             _("Slot %u already holds a stern, and parts never move.")),
                   slot + 1);
      return FALSE;
    case SY_YARD_MOVE_LEFT_EDGE:
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                   _("Only a bow may go into the leftmost slot."));
      return FALSE;
    case SY_YARD_MOVE_RIGHT_EDGE:
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                   _("Only a stern may go into the rightmost slot."));
      return FALSE;
    case SY_YARD_MOVE_FILLS_YARD:
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                   _("This would fill the last empty slot without finishing a ship."));
      return FALSE;
    case SY_YARD_MOVE_OK:
    default:
      break;
    }

  if (!code_is_viable (SY_YARD_WITH_KIND (code, slot, kind), yard))
    {
      explain_stranded (yard, code, slot, kind, error);
      return FALSE;
    }

  return TRUE;
}

/**
 * sy_yard_place:
 * @yard: a yard
 * @slot: a slot, from 0 at the left
 * @part: the part, which must pass sy_part_check()
 * @error: return location for a %SY_ERROR_ILLEGAL_PLACEMENT
 *
 * Puts @part into @slot when the rules allow it; otherwise changes nothing.
 *
 * Returns: whether the part was placed
 */
gboolean
sy_yard_place (SyYard        *yard,
               guint          slot,
               const SyPart  *part,
               GError       **error)
{
  g_return_val_if_fail (part != NULL, FALSE);

  if (!sy_yard_check_placement (yard, slot, part->kind, error))
    return FALSE;

  yard->slots[slot] = *part;
  return TRUE;
}

/* Tries every order and slot for the parts not yet placed; @steps gets
 * the placements in order. */
static gboolean
plan (const SyYard     *yard,
      const SyPartKind *kinds,
      guint             n_kinds,
      guint             placed,
      guint             n_placed,
      SyPlacement      *steps)
{
  if (n_placed == n_kinds)
    return TRUE;

  for (guint k = 0; k < n_kinds; k++)
    {
      guint mask;

      if (placed & (1u << k))
        continue;
      /* The same kind twice: trying the first is enough. */
      for (guint j = 0; j < k; j++)
        if (!(placed & (1u << j)) && kinds[j] == kinds[k])
          goto next_kind;

      mask = sy_yard_legal_slots (yard, kinds[k]);
      for (guint slot = 0; slot < yard->n_slots; slot++)
        {
          SyYard next;

          if (!(mask & (1u << slot)))
            continue;
          next = *yard;
          next.slots[slot].kind = kinds[k];
          steps[n_placed] = (SyPlacement) { kinds[k], slot };
          if (plan (&next, kinds, n_kinds, placed | (1u << k), n_placed + 1, steps))
            return TRUE;
        }
    next_kind:
      ;
    }

  return FALSE;
}

/**
 * sy_yard_plan_purchase:
 * @yard: a yard
 * @kinds: (array length=n_kinds): the kinds of the parts bought
 * @n_kinds: how many parts, 1 to 3
 * @plan: (out caller-allocates) (array length=n_kinds) (optional): an
 *   order and a slot for the parts that makes the purchase legal
 * @error: return location for a %SY_ERROR_ILLEGAL_PLACEMENT
 *
 * Decides whether some order and placement of the parts bought is legal:
 * a purchase may only take parts that can all be placed.
 *
 * Returns: whether the purchase can be placed
 */
gboolean
sy_yard_plan_purchase (const SyYard      *yard,
                       const SyPartKind  *kinds,
                       guint              n_kinds,
                       SyPlacement       *plan_out,
                       GError           **error)
{
  SyPlacement found[SY_MAX_PURCHASE];

  g_return_val_if_fail (yard != NULL, FALSE);
  g_return_val_if_fail (kinds != NULL, FALSE);

  if (n_kinds < 1 || n_kinds > SY_MAX_PURCHASE)
    {
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                   _("Building ships buys one, two or three parts."));
      return FALSE;
    }
  for (guint k = 0; k < n_kinds; k++)
    g_return_val_if_fail (kinds[k] >= SY_PART_BOW && kinds[k] <= SY_PART_STERN, FALSE);

  if (!plan (yard, kinds, n_kinds, 0, 0, found))
    {
      for (guint k = 0; k < n_kinds; k++)
        {
          if (sy_yard_legal_slots (yard, kinds[k]) == 0)
            {
              g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                                   for_kind (kinds[k],
                                             _("There is no slot where a bow could go now."),
                                             _("There is no slot where a middle part could go now."),
                                             _("There is no slot where a stern could go now.")));
              return FALSE;
            }
        }
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT,
                   _("These parts cannot all be placed: whatever the order, one of them would "
                     "leave a ship that could never be finished."));
      return FALSE;
    }

  if (plan_out != NULL)
    memcpy (plan_out, found, n_kinds * sizeof *plan_out);
  return TRUE;
}

/**
 * sy_yard_find_finished:
 * @yard: a yard
 * @spans: (out caller-allocates) (array) (optional): room for a span per
 *   three slots
 *
 * Finds the finished ships: a bow, one to seven middles and a stern side by
 * side with no gap.
 *
 * Returns: how many ships are finished
 */
guint
sy_yard_find_finished (const SyYard *yard,
                       SyShipSpan   *spans)
{
  g_return_val_if_fail (yard != NULL, 0);

  return _sy_yard_code_find_finished (encode (yard), yard->n_slots, yard->max_middles, spans);
}

/**
 * sy_yard_remove_ship:
 * @yard: a yard
 * @span: a finished ship of @yard
 *
 * Empties the slots of a ship that has left the yard.
 */
void
sy_yard_remove_ship (SyYard           *yard,
                     const SyShipSpan *span)
{
  g_return_if_fail (yard != NULL && span != NULL);
  g_return_if_fail (span->first < span->last && span->last < yard->n_slots);
  g_return_if_fail (yard->slots[span->first].kind == SY_PART_BOW);
  g_return_if_fail (yard->slots[span->last].kind == SY_PART_STERN);

  for (guint i = span->first; i <= span->last; i++)
    memset (&yard->slots[i], 0, sizeof yard->slots[i]);
}
