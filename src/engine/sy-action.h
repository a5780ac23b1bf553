/* sy-action.h: the action tiles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * SyAction:
 * @SY_ACTION_BUILD: Build Ships
 * @SY_ACTION_CANAL: Rent Canal
 * @SY_ACTION_GOODS: Buy Goods
 * @SY_ACTION_EQUIPMENT: Manufacture Equipment
 * @SY_ACTION_CREW: Recruit Crew
 * @SY_ACTION_EMPLOYEES: Hire Employee
 * @SY_ACTION_EXCHANGE: Exchange
 * @SY_ACTION_SUBSIDY: Subsidy (four players only)
 */
typedef enum {
  SY_ACTION_BUILD,
  SY_ACTION_CANAL,
  SY_ACTION_GOODS,
  SY_ACTION_EQUIPMENT,
  SY_ACTION_CREW,
  SY_ACTION_EMPLOYEES,
  SY_ACTION_EXCHANGE,
  SY_ACTION_SUBSIDY,
  SY_N_ACTIONS,
} SyAction;

const char *sy_action_to_id    (SyAction    action);
gboolean    sy_action_from_id  (const char *id,
                                SyAction   *action);
const char *sy_action_get_name (SyAction    action);

G_END_DECLS
