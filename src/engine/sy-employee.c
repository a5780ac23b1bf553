/* sy-employee.c: employees and what they change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-employee"

#include "config.h"

#include "sy-employee.h"

#include <glib/gi18n-lib.h>

#include "sy-error.h"

static const char *kind_ids[SY_N_EMPLOYEE_KINDS] = {
  [SY_EMPLOYEE_ENGINEER] = "engineer",
  [SY_EMPLOYEE_RECRUITER] = "recruiter",
  [SY_EMPLOYEE_MERCHANT] = "merchant",
  [SY_EMPLOYEE_DESIGNER] = "designer",
  [SY_EMPLOYEE_CREW_DESIGNER] = "crew-designer",
  [SY_EMPLOYEE_HELMSMAN] = "helmsman",
  [SY_EMPLOYEE_RIGGER] = "rigger",
  [SY_EMPLOYEE_ACCOUNTANT] = "accountant",
  [SY_EMPLOYEE_FOREMAN] = "foreman",
};

const char *
sy_employee_kind_to_id (SyEmployeeKind kind)
{
  g_return_val_if_fail ((guint) kind < SY_N_EMPLOYEE_KINDS, NULL);

  return kind_ids[kind];
}

gboolean
sy_employee_kind_from_id (const char     *id,
                          SyEmployeeKind *kind)
{
  for (guint i = 0; id != NULL && i < SY_N_EMPLOYEE_KINDS; i++)
    if (g_str_equal (id, kind_ids[i]))
      {
        *kind = (SyEmployeeKind) i;
        return TRUE;
      }
  return FALSE;
}

/* Whether two tiles show the same employee: a player may not hold both. */
gboolean
sy_employee_same (const SyEmployee *a,
                  const SyEmployee *b)
{
  if (a->kind != b->kind)
    return FALSE;
  switch (a->kind)
    {
    case SY_EMPLOYEE_ENGINEER:
    case SY_EMPLOYEE_RECRUITER:
    case SY_EMPLOYEE_DESIGNER:
      return a->item == b->item;
    case SY_EMPLOYEE_MERCHANT:
      return a->good == b->good && a->level == b->level;
    case SY_EMPLOYEE_CREW_DESIGNER:
    case SY_EMPLOYEE_HELMSMAN:
    case SY_EMPLOYEE_RIGGER:
    case SY_EMPLOYEE_ACCOUNTANT:
    case SY_EMPLOYEE_FOREMAN:
    default:
      return TRUE;
    }
}

static gboolean
on_ring (const SyItem ring[SY_RING_SECTORS],
         SyItem       item)
{
  for (guint i = 0; i < SY_RING_SECTORS; i++)
    if (ring[i] == item)
      return TRUE;
  return FALSE;
}

/**
 * sy_employee_kind_in_edition:
 * @catalog: the edition's catalog
 * @kind: a kind of employee
 *
 * Both editions have every kind of employee but one: the designer of crew
 * of any kind ("+2 crew of any kind", two cabins more) is the second
 * edition's; the first edition's designer adds only the pieces it
 * pictures ("Konstruktér umožní přidat na loď navíc posádku nebo
 * vybavení … až 2 takovéto specifické kusy", first edition, Dodatek).
 *
 * Returns: whether the edition has employee tiles of @kind, that is,
 *   whether a hire of one can be taken at all
 */
gboolean
sy_employee_kind_in_edition (const SyCatalog *catalog,
                             SyEmployeeKind   kind)
{
  g_return_val_if_fail (catalog != NULL, FALSE);

  if ((guint) kind >= SY_N_EMPLOYEE_KINDS)
    return FALSE;
  return kind != SY_EMPLOYEE_CREW_DESIGNER || catalog->any_crew_extra > 0;
}

/**
 * sy_employee_may_picture:
 * @catalog: the edition's catalog
 * @kind: a kind of employee that pictures a piece
 * @item: a piece
 *
 * An engineer pictures a piece of the equipment ring, a recruiter one of
 * the crew ring (the first edition's propeller among them), a designer any
 * piece of the edition (rules, appendix: employees). Other kinds picture
 * no piece, so any @item will do for them.
 *
 * Returns: whether a tile of @kind may picture @item
 */
gboolean
sy_employee_may_picture (const SyCatalog *catalog,
                         SyEmployeeKind   kind,
                         SyItem           item)
{
  g_return_val_if_fail (catalog != NULL, FALSE);

  switch (kind)
    {
    case SY_EMPLOYEE_ENGINEER:
      return item < SY_N_ITEMS && on_ring (catalog->equipment_ring, item);
    case SY_EMPLOYEE_RECRUITER:
      return item < SY_N_ITEMS && on_ring (catalog->crew_ring_items, item);
    case SY_EMPLOYEE_DESIGNER:
      return item < SY_N_ITEMS && catalog->has_item[item];
    case SY_EMPLOYEE_MERCHANT:
    case SY_EMPLOYEE_CREW_DESIGNER:
    case SY_EMPLOYEE_HELMSMAN:
    case SY_EMPLOYEE_RIGGER:
    case SY_EMPLOYEE_ACCOUNTANT:
    case SY_EMPLOYEE_FOREMAN:
    case SY_N_EMPLOYEE_KINDS:
    default:
      return TRUE;
    }
}

/* Returns: the guilder engineers and recruiters cost on top of the ring */
guint
sy_employee_surcharge (const SyEmployee *employee)
{
  return employee->kind == SY_EMPLOYEE_ENGINEER || employee->kind == SY_EMPLOYEE_RECRUITER ? 1 : 0;
}

guint
sy_employees_count (const SyEmployee *employees,
                    guint             n,
                    SyEmployeeKind    kind)
{
  guint count = 0;

  for (guint i = 0; i < n; i++)
    count += employees[i].kind == kind;
  return count;
}

/**
 * sy_employees_for_ships:
 * @employees: (array length=n): a player's employees
 * @n: how many
 * @out: (out caller-allocates): what they change on a ship
 */
void
sy_employees_for_ships (const SyEmployee *employees,
                        guint             n,
                        SyShipEmployees  *out)
{
  memset (out, 0, sizeof *out);
  for (guint i = 0; i < n; i++)
    {
      switch (employees[i].kind)
        {
        case SY_EMPLOYEE_DESIGNER:
          if (employees[i].item < SY_N_ITEMS)
            out->designers[employees[i].item]++;
          break;
        case SY_EMPLOYEE_CREW_DESIGNER:
          out->crew_designers++;
          break;
        case SY_EMPLOYEE_HELMSMAN:
          out->helmsmen++;
          break;
        case SY_EMPLOYEE_RIGGER:
          out->riggers++;
          break;
        case SY_EMPLOYEE_ENGINEER:
        case SY_EMPLOYEE_RECRUITER:
        case SY_EMPLOYEE_MERCHANT:
        case SY_EMPLOYEE_ACCOUNTANT:
        case SY_EMPLOYEE_FOREMAN:
        default:
          break;
        }
    }
}

/**
 * sy_employee_kind_colour:
 * @kind: a kind of employee
 *
 * The colour the rulebooks give a kind's tiles: engineers are the first
 * of the edition's colours ("inženýra (hnědá karta)", first edition;
 * "inženýři (šedé)", second), recruiters the second ("náborář (zelená
 * karta)"; "náboráři (zelené)"). The other kinds' colours are printed on
 * their tiles, and are neither of these two: the employees are "několik
 * barevně rozlišených druhů", kinds told apart by their colour.
 *
 * Returns: the colour's number, or %SY_EMPLOYEE_COLOUR_PRINTED when only
 *   the tile says
 */
guint
sy_employee_kind_colour (SyEmployeeKind kind)
{
  if (kind == SY_EMPLOYEE_ENGINEER)
    return 0;
  if (kind == SY_EMPLOYEE_RECRUITER)
    return 1;
  return SY_EMPLOYEE_COLOUR_PRINTED;
}

/**
 * sy_employee_merchant_points:
 * @level: a merchant's level, 1 or 2
 *
 * The points a merchant brings at the end, by its level, as both
 * rulebooks' end-game example gives them: "Zaměstnanci: 5 bodů (1 + 3 za
 * ocel a 1 za uhlí)" (first edition; the second: cloth and coal), level I
 * 1 point, level II 3 points. Both examples of level I, of two goods, show
 * 1; the one of level II shows 3: we read the points as going by level
 * (no tile of a third good's merchant is described).
 *
 * Returns: the points
 */
guint
sy_employee_merchant_points (guint level)
{
  return level >= 2 ? 3 : 1;
}

/**
 * sy_employee_check_printed:
 * @employee: a tile as entered
 * @error: return location for a %SY_ERROR_ILLEGAL_MOVE
 *
 * Checks what the rules fix of a tile: its colour (engineers and
 * recruiters; any other kind has neither of their colours) and its points
 * (a merchant's, by level; no other kind has any).
 *
 * Returns: whether @employee agrees with the rules
 */
gboolean
sy_employee_check_printed (const SyEmployee  *employee,
                           GError           **error)
{
  guint colour = sy_employee_kind_colour (employee->kind);

  if (colour != SY_EMPLOYEE_COLOUR_PRINTED && employee->colour != colour)
    {
      g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                           employee->kind == SY_EMPLOYEE_ENGINEER
                           ? _("An engineer’s tile is grey in the second edition and brown in the first.")
                           : _("A recruiter’s tile is green."));
      return FALSE;
    }
  if (colour == SY_EMPLOYEE_COLOUR_PRINTED
      && (employee->colour == sy_employee_kind_colour (SY_EMPLOYEE_ENGINEER)
          || employee->colour == sy_employee_kind_colour (SY_EMPLOYEE_RECRUITER)))
    {
      g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                           _("Only engineers and recruiters have the engineers’ and the recruiters’ colours."));
      return FALSE;
    }
  if (employee->points != (employee->kind == SY_EMPLOYEE_MERCHANT
                           ? sy_employee_merchant_points (employee->level) : 0))
    {
      g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                           _("A merchant of level I brings 1 point at the end and one of level II 3; other employees bring none."));
      return FALSE;
    }
  return TRUE;
}
