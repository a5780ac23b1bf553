/* sy-action.c: the action tiles' names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-action"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-action.h"

static const struct {
  const char *id;
  const char *name;
} actions[SY_N_ACTIONS] = {
  [SY_ACTION_BUILD] = { "build", N_("Build Ships") },
  [SY_ACTION_CANAL] = { "canal", N_("Rent Canal") },
  [SY_ACTION_GOODS] = { "goods", N_("Buy Goods") },
  [SY_ACTION_EQUIPMENT] = { "equipment", N_("Manufacture Equipment") },
  [SY_ACTION_CREW] = { "crew", N_("Recruit Crew") },
  [SY_ACTION_EMPLOYEES] = { "employees", N_("Hire Employee") },
  [SY_ACTION_EXCHANGE] = { "exchange", N_("Exchange") },
  [SY_ACTION_SUBSIDY] = { "subsidy", N_("Subsidy") },
};

const char *
sy_action_to_id (SyAction action)
{
  g_return_val_if_fail ((guint) action < SY_N_ACTIONS, NULL);

  return actions[action].id;
}

gboolean
sy_action_from_id (const char *id,
                   SyAction   *action)
{
  for (guint i = 0; id != NULL && i < SY_N_ACTIONS; i++)
    if (g_str_equal (id, actions[i].id))
      {
        *action = (SyAction) i;
        return TRUE;
      }
  return FALSE;
}

/* Returns: the action's name in the user's language */
const char *
sy_action_get_name (SyAction action)
{
  g_return_val_if_fail ((guint) action < SY_N_ACTIONS, NULL);

  return _(actions[action].name);
}
