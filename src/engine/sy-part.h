/* sy-part.h: a ship part with the symbols printed on it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-catalog.h"
#include "sy-items.h"

G_BEGIN_DECLS

/**
 * SyPartKind:
 * @SY_PART_NONE: no part (an empty slot)
 * @SY_PART_BOW: a bow, the left end of a ship
 * @SY_PART_MIDDLE: a middle part
 * @SY_PART_STERN: a stern, the right end of a ship
 */
typedef enum {
  SY_PART_NONE,
  SY_PART_BOW,
  SY_PART_MIDDLE,
  SY_PART_STERN,
} SyPartKind;

/**
 * SyPart:
 * @kind: bow, middle or stern
 * @blank: a blank substitute, bought when its stack ran out: it shows no
 *   symbol but counts for the ship's length
 * @symbols: how many of each #SySymbol the part shows
 *
 * A ship part as the players take it from the offer.
 */
typedef struct {
  SyPartKind kind;
  gboolean blank;
  guint8 symbols[SY_N_SYMBOLS];
} SyPart;

gboolean    sy_part_check          (const SyPart    *part,
                                    const SyCatalog *catalog,
                                    GError         **error);

G_END_DECLS
