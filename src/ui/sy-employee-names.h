/* sy-employee-names.h: the employees' tiles in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-engine.h"

G_BEGIN_DECLS

const char *sy_employee_kind_get_label (SyEmployeeKind    kind);
char       *sy_employee_describe       (SyEdition         edition,
                                        const SyEmployee *employee);

G_END_DECLS
