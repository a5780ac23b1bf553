/* sy-employee.h: employees and what they change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-catalog.h"
#include "sy-items.h"
#include "sy-ship.h"

G_BEGIN_DECLS

/**
 * SyEmployeeKind:
 * @SY_EMPLOYEE_ENGINEER: +1 pictured equipment each Manufacture (surcharge 1)
 * @SY_EMPLOYEE_RECRUITER: +1 pictured crew (first edition: or propeller)
 *   each Recruit (surcharge 1)
 * @SY_EMPLOYEE_MERCHANT: +1 guilder per pictured good sold; level II needs
 *   level I of the same good; end-game points printed on the tile
 * @SY_EMPLOYEE_DESIGNER: carries pictured pieces without mount or cabin
 * @SY_EMPLOYEE_CREW_DESIGNER: second edition: crew of any kind without cabins
 * @SY_EMPLOYEE_HELMSMAN: +1 speed
 * @SY_EMPLOYEE_RIGGER: +1 speed per pair of sails
 * @SY_EMPLOYEE_ACCOUNTANT: two more free steps on the equipment and crew rings
 * @SY_EMPLOYEE_FOREMAN: three more free steps on the employee ring
 */
typedef enum {
  SY_EMPLOYEE_ENGINEER,
  SY_EMPLOYEE_RECRUITER,
  SY_EMPLOYEE_MERCHANT,
  SY_EMPLOYEE_DESIGNER,
  SY_EMPLOYEE_CREW_DESIGNER,
  SY_EMPLOYEE_HELMSMAN,
  SY_EMPLOYEE_RIGGER,
  SY_EMPLOYEE_ACCOUNTANT,
  SY_EMPLOYEE_FOREMAN,
  SY_N_EMPLOYEE_KINDS,
} SyEmployeeKind;

/**
 * SyEmployee:
 * @kind: what the employee does
 * @item: the pictured piece (engineer, recruiter, designer)
 * @good: the pictured good (merchant), 0 to 2
 * @level: the merchant's level, 1 or 2
 * @colour: the tile's colour, 0 to 4, as the edition's catalog lists them
 * @points: the victory points printed on the tile (merchants)
 *
 * An employee tile as the player takes it.
 */
typedef struct {
  SyEmployeeKind kind;
  guint item;
  guint good;
  guint level;
  guint colour;
  guint points;
} SyEmployee;

#define SY_N_GOODS 3
#define SY_N_EMPLOYEE_COLOURS 5
#define SY_EMPLOYEE_COLOUR_PRINTED G_MAXUINT

const char *sy_employee_kind_to_id     (SyEmployeeKind     kind);
gboolean    sy_employee_kind_from_id   (const char        *id,
                                        SyEmployeeKind    *kind);
gboolean    sy_employee_same           (const SyEmployee  *a,
                                        const SyEmployee  *b);
guint       sy_employee_surcharge      (const SyEmployee  *employee);
gboolean    sy_employee_kind_in_edition (const SyCatalog  *catalog,
                                        SyEmployeeKind     kind);
gboolean    sy_employee_may_picture    (const SyCatalog   *catalog,
                                        SyEmployeeKind     kind,
                                        SyItem             item);
void        sy_employees_for_ships     (const SyEmployee  *employees,
                                        guint              n,
                                        SyShipEmployees   *out);
guint       sy_employee_kind_colour    (SyEmployeeKind     kind);
guint       sy_employee_merchant_points (guint             level);
gboolean    sy_employee_check_printed  (const SyEmployee  *employee,
                                        GError           **error);
guint       sy_employees_count         (const SyEmployee  *employees,
                                        guint              n,
                                        SyEmployeeKind     kind);

G_END_DECLS
