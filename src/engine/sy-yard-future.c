/* sy-yard-future.c: a yard packed into a number, and the table of yards
 * that can still empty
 *
 * A yard is legal when some future of placements and departures lets every
 * part in it leave in a finished ship (the rulebooks: "you may not create a
 * situation in which a ship can never be finished", counting on slots that
 * ships leaving will free). A yard's kinds of part pack into a number (two
 * bits a slot), and a table tells for every such number whether the empty
 * yard can be reached from it. The table is a pure function of the rules:
 * tools/sy-yard-table-gen.c runs _sy_yard_future_compute() when the project
 * builds and writes it into the program, so that no run pays for it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-yard"

#include "config.h"

#include "sy-yard-future.h"

/**
 * _sy_yard_code_find_finished:
 * @code: a yard
 * @n_slots: its slots
 * @max_middles: the most middle parts a finished ship may have
 * @spans: (out caller-allocates) (optional): room for a span per three slots
 *
 * Finds the finished ships of @code: a bow, 1 to @max_middles middles and a
 * stern, side by side.
 *
 * Returns: how many
 */
guint
_sy_yard_code_find_finished (SyYardCode  code,
                             guint       n_slots,
                             guint       max_middles,
                             SyShipSpan *spans)
{
  guint n = 0;
  guint i = 0;

  while (i < n_slots)
    {
      guint j = i + 1;

      if (SY_YARD_KIND_AT (code, i) != SY_PART_BOW)
        {
          i++;
          continue;
        }
      while (j < n_slots && SY_YARD_KIND_AT (code, j) == SY_PART_MIDDLE)
        j++;
      if (j < n_slots && SY_YARD_KIND_AT (code, j) == SY_PART_STERN
          && j - i - 1 >= 1 && j - i - 1 <= max_middles)
        {
          if (spans != NULL)
            spans[n] = (SyShipSpan) { i, j };
          n++;
          i = j + 1;
        }
      else
        i = j;
    }

  return n;
}

/* Returns: the yard once its finished ships have sailed */
SyYardCode
_sy_yard_code_depart (SyYardCode code,
                      guint      n_slots,
                      guint      max_middles)
{
  SyShipSpan spans[SY_MAX_YARD_SLOTS];
  guint n = _sy_yard_code_find_finished (code, n_slots, max_middles, spans);

  for (guint s = 0; s < n; s++)
    for (guint i = spans[s].first; i <= spans[s].last; i++)
      code &= ~((SyYardCode) 3 << (2 * i));
  return code;
}

static gboolean
is_full (SyYardCode code,
         guint      n_slots)
{
  for (guint i = 0; i < n_slots; i++)
    if (SY_YARD_KIND_AT (code, i) == SY_PART_NONE)
      return FALSE;
  return TRUE;
}

/* Returns: what the rules of the moment say of putting @kind into @slot */
SyYardMove
_sy_yard_code_check_move (SyYardCode code,
                          guint      n_slots,
                          guint      max_middles,
                          guint      slot,
                          SyPartKind kind)
{
  SyYardCode after;

  if (SY_YARD_KIND_AT (code, slot) != SY_PART_NONE)
    return SY_YARD_MOVE_OCCUPIED;
  if (slot == 0 && kind != SY_PART_BOW)
    return SY_YARD_MOVE_LEFT_EDGE;
  if (slot == n_slots - 1 && kind != SY_PART_STERN)
    return SY_YARD_MOVE_RIGHT_EDGE;

  after = SY_YARD_WITH_KIND (code, slot, kind);
  if (is_full (after, n_slots) && _sy_yard_code_find_finished (after, n_slots, max_middles, NULL) == 0)
    return SY_YARD_MOVE_FILLS_YARD;

  return SY_YARD_MOVE_OK;
}

/* A yard that can be looked up: nothing but a bow leftmost, nothing but a
 * stern rightmost, and no finished ship (those have sailed). */
static gboolean
is_resting (SyYardCode code,
            guint      n_slots,
            guint      max_middles)
{
  SyPartKind first = SY_YARD_KIND_AT (code, 0);
  SyPartKind last = SY_YARD_KIND_AT (code, n_slots - 1);

  return (first == SY_PART_NONE || first == SY_PART_BOW)
         && (last == SY_PART_NONE || last == SY_PART_STERN)
         && _sy_yard_code_find_finished (code, n_slots, max_middles, NULL) == 0;
}

/**
 * _sy_yard_future_compute:
 * @n_slots: the yard's slots, 3 to %SY_MAX_YARD_SLOTS
 * @max_middles: the most middle parts a finished ship may have
 *
 * Computes the table: a yard is good when it is empty or some legal
 * placement leads, after departures, to a good yard. The moves of every
 * resting yard are listed once; sweeps over the lists then spread "good"
 * back from the empty yard until nothing changes (9 sweeps for nine
 * slots). About 66 ms for nine slots.
 *
 * Returns: (transfer full): 4^@n_slots bits, as #SyYardFuture's @good
 */
guint8 *
_sy_yard_future_compute (guint n_slots,
                         guint max_middles)
{
  guint n = n_slots;
  guint mm = max_middles;
  SyYardCode n_codes = (SyYardCode) 1 << (2 * n);
  g_autoptr(GArray) yards = g_array_new (FALSE, FALSE, sizeof (SyYardCode));
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (SyYardCode));
  g_autofree guint8 *good = g_malloc0 (n_codes);
  guint8 *bits = g_malloc0 (MAX (n_codes / 8, 1));
  gboolean changed = TRUE;

  g_return_val_if_fail (n_slots >= 3 && n_slots <= SY_MAX_YARD_SLOTS, bits);

  good[0] = TRUE;

  for (SyYardCode code = 1; code < n_codes; code++)
    {
      guint start = moves->len;

      if (!is_resting (code, n, mm))
        continue;
      for (guint slot = 0; slot < n; slot++)
        for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
          if (_sy_yard_code_check_move (code, n, mm, slot, kind) == SY_YARD_MOVE_OK)
            {
              SyYardCode next = _sy_yard_code_depart (SY_YARD_WITH_KIND (code, slot, kind), n, mm);

              g_array_append_val (moves, next);
            }
      g_array_append_val (yards, code);
      g_array_append_val (starts, start);
    }
  {
    guint end = moves->len;

    g_array_append_val (starts, end);
  }

  while (changed)
    {
      changed = FALSE;
      for (guint y = 0; y < yards->len; y++)
        {
          SyYardCode code = g_array_index (yards, SyYardCode, y);

          if (good[code])
            continue;
          for (guint m = g_array_index (starts, guint, y); m < g_array_index (starts, guint, y + 1); m++)
            if (good[g_array_index (moves, SyYardCode, m)])
              {
                good[code] = TRUE;
                changed = TRUE;
                break;
              }
        }
    }

  for (SyYardCode code = 0; code < n_codes; code++)
    if (good[code])
      bits[code >> 3] |= 1u << (code & 7);
  return bits;
}
