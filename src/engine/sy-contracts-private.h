/* sy-contracts-private.h: a government contract as the catalog gives it,
 * for reading the catalog (sy-contracts-catalog.c) and counting
 * (sy-contracts.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-contracts.h"

G_BEGIN_DECLS

/* What a contract counts on a ship or in a fleet. */
typedef enum {
  FEATURE_SAIL,
  FEATURE_SMOKESTACK,
  FEATURE_CANNON,
  FEATURE_CRANE,
  FEATURE_ENGINE,
  FEATURE_BUSINESSMAN,
  FEATURE_SOLDIER,
  FEATURE_OFFICER,
  FEATURE_LIFEBUOY,
  FEATURE_LIFEBOAT,
  FEATURE_LANTERN,
  N_FEATURES,
} Feature;

typedef enum {
  COUNT_LIFEBUOYS,
  COUNT_LANTERNS,
  COUNT_LIFEBOATS,
  COUNT_SHIPS,
  COUNT_SHIPS_OF_5,
  COUNT_SHIPS_OF_6,
  COUNT_SHIPS_OF_7_OR_MORE,
  COUNT_PARTS,
  COUNT_SHIP_SIZES,
  COUNT_EMPLOYEE_TYPES,
  COUNT_ITEM_KINDS,
  N_COUNTS,
} CountKind;

struct _SyContract
{
  char *id;
  guint editions;               /* bit 1 << edition */
  guint group;
  SyContractKind kind;
  char *title[3][2];            /* by edition (1, 2), then English, Czech */
  char *description[3][2];

  CountKind count;
  guint n_table;
  guint table_count[SY_MAX_TABLE];
  guint table_points[SY_MAX_TABLE];
  gboolean has_above;
  guint above_from;
  guint above_each;

  guint n_needs;
  Feature needs[4];
  Feature a;
  Feature b;
  Feature item;
  guint points;
  guint first;
  guint each_first;
  guint each_after;
  guint colours[3];             /* by edition: a bit for each colour index */
  guint n_groups;
  guint group_colours[2][3];    /* by group, by edition */
  guint group_points[2];
};

G_END_DECLS
