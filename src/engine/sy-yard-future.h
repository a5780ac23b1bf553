/* sy-yard-future.h: a yard packed into a number, and the table of yards
 * that can still empty
 *
 * Engine-private: shared by sy-yard.c and the program that writes the
 * table when the project builds (tools/sy-yard-table-gen.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-yard.h"

G_BEGIN_DECLS

/* A yard's kinds of part, two bits a slot, slot 0 in the lowest bits. */
typedef guint32 SyYardCode;

#define SY_YARD_KIND_AT(code, slot) ((SyPartKind) (((code) >> (2 * (slot))) & 3))
#define SY_YARD_WITH_KIND(code, slot, kind) ((code) | ((SyYardCode) (kind) << (2 * (slot))))

/* The rules of the moment for putting a part into a slot. */
typedef enum {
  SY_YARD_MOVE_OK,
  SY_YARD_MOVE_OCCUPIED,
  SY_YARD_MOVE_LEFT_EDGE,
  SY_YARD_MOVE_RIGHT_EDGE,
  SY_YARD_MOVE_FILLS_YARD,
} SyYardMove;

/*
 * SyYardFuture:
 * @n_slots: the slots of the yards it answers for
 * @max_middles: the most middle parts a finished ship may have
 * @good: 4^@n_slots bits, bit (code % 8) of byte (code / 8): set when the
 *   empty yard can be reached from the yard of that code
 *
 * The table of yards that can still empty, for one size of yard.
 */
typedef struct {
  guint n_slots;
  guint max_middles;
  const guint8 *good;
} SyYardFuture;

#define SY_YARD_FUTURE_IS_GOOD(table, code) (((table)->good[(code) >> 3] >> ((code) & 7)) & 1)

/* The tables written when the project builds (sy-yard-table.c, made by
 * tools/sy-yard-table-gen.c), one per size of yard in the catalogs. */
extern const SyYardFuture _sy_yard_built_in[];
extern const guint _sy_yard_n_built_in;

guint       _sy_yard_code_find_finished (SyYardCode  code,
                                         guint       n_slots,
                                         guint       max_middles,
                                         SyShipSpan *spans);
SyYardCode  _sy_yard_code_depart        (SyYardCode  code,
                                         guint       n_slots,
                                         guint       max_middles);
SyYardMove  _sy_yard_code_check_move    (SyYardCode  code,
                                         guint       n_slots,
                                         guint       max_middles,
                                         guint       slot,
                                         SyPartKind  kind);
guint8     *_sy_yard_future_compute     (guint       n_slots,
                                         guint       max_middles);

G_END_DECLS
