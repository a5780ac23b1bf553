/* sy-employee-names.c: the employees' tiles in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The name of each kind of employee and a tile described in a line, for
 * the hiring form, the player boards and the icons' tooltips alike.
 */
#define G_LOG_DOMAIN "sy-employee-names"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-employee-names.h"
#include "sy-goods-entry.h"

/**
 * sy_employee_kind_get_label:
 * @kind: a kind of employee
 *
 * Returns: the kind's name, as the tiles and the rules give it
 */
const char *
sy_employee_kind_get_label (SyEmployeeKind kind)
{
  switch (kind)
    {
    case SY_EMPLOYEE_ENGINEER:
      return _("Engineer");
    case SY_EMPLOYEE_RECRUITER:
      return _("Recruiter");
    case SY_EMPLOYEE_MERCHANT:
      return _("Merchant");
    case SY_EMPLOYEE_DESIGNER:
      return _("Designer");
    case SY_EMPLOYEE_CREW_DESIGNER:
      return _("Designer of any crew");
    case SY_EMPLOYEE_HELMSMAN:
      return _("Helmsman");
    case SY_EMPLOYEE_RIGGER:
      return _("Rigger");
    case SY_EMPLOYEE_ACCOUNTANT:
      return _("Accountant");
    case SY_EMPLOYEE_FOREMAN:
      return _("Foreman");
    case SY_N_EMPLOYEE_KINDS:
    default:
      return "";
    }
}

/* Returns: (transfer full): the tile in words, e.g. “Engineer: cannon”,
 *   “Merchant II: Coal” */
char *
sy_employee_describe (SyEdition         edition,
                      const SyEmployee *employee)
{
  const char *kind = sy_employee_kind_get_label (employee->kind);

  switch (employee->kind)
    {
    case SY_EMPLOYEE_ENGINEER:
    case SY_EMPLOYEE_RECRUITER:
    case SY_EMPLOYEE_DESIGNER:
      if (employee->item >= SY_N_ITEMS)
        return g_strdup (kind);
      /* Translators: an employee and the piece pictured, “Engineer: cannon” */
      return g_strdup_printf (_("%s: %s"), kind, sy_item_get_name (edition, (SyItem) employee->item));
    case SY_EMPLOYEE_MERCHANT:
      if (employee->good >= SY_GOODS_KINDS)
        return g_strdup (kind);
      /* Translators: a merchant, their level and good, “Merchant II: Coal” */
      return g_strdup_printf (_("%s %s: %s"), kind, employee->level == 2 ? "II" : "I",
                              sy_good_get_label (edition, employee->good));
    case SY_EMPLOYEE_CREW_DESIGNER:
    case SY_EMPLOYEE_HELMSMAN:
    case SY_EMPLOYEE_RIGGER:
    case SY_EMPLOYEE_ACCOUNTANT:
    case SY_EMPLOYEE_FOREMAN:
    case SY_N_EMPLOYEE_KINDS:
    default:
      return g_strdup (kind);
    }
}
