/* sy-table-enums.c: the GTypes of the table's enumerations, for properties
 *
 * Written by hand rather than by glib-mkenums: sy-table.h holds more enums
 * than properties need, and a type for each would only grow the library.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-table-enums"

#include "config.h"

#include "sy-table-enums.h"

G_DEFINE_ENUM_TYPE (SyPhase, sy_phase,
  G_DEFINE_ENUM_VALUE (SY_PHASE_LAYOUT, "layout"),
  G_DEFINE_ENUM_VALUE (SY_PHASE_CHOOSE, "choose"),
  G_DEFINE_ENUM_VALUE (SY_PHASE_ACT, "act"),
  G_DEFINE_ENUM_VALUE (SY_PHASE_DISCARD, "discard"),
  G_DEFINE_ENUM_VALUE (SY_PHASE_FINAL_ACTION, "final-action"),
  G_DEFINE_ENUM_VALUE (SY_PHASE_LAST_CHANCE, "last-chance"),
  G_DEFINE_ENUM_VALUE (SY_PHASE_OVER, "over"))
