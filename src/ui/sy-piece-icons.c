/* sy-piece-icons.c: each kind of piece and employee to its symbolic icon
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One symbol per kind, as the pieces and the employee tiles show them: the
 * crew (captain, officer, businessman, soldier, stoker), the equipment and
 * the nine kinds of employees. The icons are small symbolic SVGs in the
 * application's resource (src/ui/icons/), found through the icon theme.
 */
#define G_LOG_DOMAIN "sy-piece-icons"

#include "config.h"

#include "sy-employee-names.h"
#include "sy-piece-icons.h"

/**
 * sy_piece_icon_for_item:
 * @item: a piece of equipment or crew
 *
 * Returns: the name of @item's symbolic icon
 */
const char *
sy_piece_icon_for_item (SyItem item)
{
  static const char *const names[SY_N_ITEMS] = {
    [SY_ITEM_SAIL] = "sy-sail-symbolic",
    [SY_ITEM_SMOKESTACK] = "sy-smokestack-symbolic",
    [SY_ITEM_CANNON] = "sy-cannon-symbolic",
    [SY_ITEM_CRANE] = "sy-crane-symbolic",
    [SY_ITEM_PROPELLER] = "sy-propeller-symbolic",
    [SY_ITEM_CAPTAIN] = "sy-captain-symbolic",
    [SY_ITEM_BUSINESSMAN] = "sy-businessman-symbolic",
    [SY_ITEM_SOLDIER] = "sy-soldier-symbolic",
    [SY_ITEM_STOKER] = "sy-stoker-symbolic",
  };

  g_return_val_if_fail ((guint) item < SY_N_ITEMS, "image-missing");
  return names[item];
}

/**
 * sy_piece_icon_for_employee:
 * @kind: a kind of employee
 *
 * Returns: the name of @kind's symbolic icon
 */
const char *
sy_piece_icon_for_employee (SyEmployeeKind kind)
{
  static const char *const names[SY_N_EMPLOYEE_KINDS] = {
    [SY_EMPLOYEE_ENGINEER] = "sy-engineer-symbolic",
    [SY_EMPLOYEE_RECRUITER] = "sy-recruiter-symbolic",
    [SY_EMPLOYEE_MERCHANT] = "sy-merchant-symbolic",
    [SY_EMPLOYEE_DESIGNER] = "sy-designer-symbolic",
    [SY_EMPLOYEE_CREW_DESIGNER] = "sy-crew-designer-symbolic",
    [SY_EMPLOYEE_HELMSMAN] = "sy-helmsman-symbolic",
    [SY_EMPLOYEE_RIGGER] = "sy-rigger-symbolic",
    [SY_EMPLOYEE_ACCOUNTANT] = "sy-accountant-symbolic",
    [SY_EMPLOYEE_FOREMAN] = "sy-foreman-symbolic",
  };

  g_return_val_if_fail ((guint) kind < SY_N_EMPLOYEE_KINDS, "image-missing");
  return names[kind];
}

/**
 * sy_piece_icon_new:
 * @icon_name: a name from sy_piece_icon_for_item() or
 *   sy_piece_icon_for_employee()
 * @accessible_name: (nullable): what a screen reader says for it
 *
 * Returns: (transfer floating): the symbol as an image, named after the
 *   icon so that tests can find it
 */
GtkWidget *
sy_piece_icon_new (const char *icon_name,
                   const char *accessible_name)
{
  GtkWidget *image = gtk_image_new_from_icon_name (icon_name);

  gtk_widget_set_name (image, icon_name);
  gtk_widget_set_valign (image, GTK_ALIGN_CENTER);
  if (accessible_name != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    accessible_name, -1);
  return image;
}

static GtkWidget *
icon_box_new (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_accessible_update_state (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return box;
}

/**
 * sy_piece_icons_for_supply:
 * @edition: the game's edition, which names the pieces
 * @supply: pieces in a player's supply
 *
 * Returns: (transfer floating): one symbol per kind of piece held, beside
 *   the words that count them (hidden from screen readers, which read the
 *   words)
 */
GtkWidget *
sy_piece_icons_for_supply (SyEdition       edition,
                           const SySupply *supply)
{
  GtkWidget *box = icon_box_new ();

  for (guint i = 0; i < SY_N_ITEMS; i++)
    if (supply->count[i] > 0)
      {
        GtkWidget *icon = sy_piece_icon_new (sy_piece_icon_for_item ((SyItem) i), NULL);

        gtk_widget_set_tooltip_text (icon, sy_item_get_name (edition, (SyItem) i));
        gtk_box_append (GTK_BOX (box), icon);
      }
  return box;
}

/**
 * sy_piece_icons_for_employees:
 * @edition: the game's edition
 * @employees: a player's employees
 * @n_employees: how many
 *
 * Returns: (transfer floating): one symbol per employee, in order
 */
GtkWidget *
sy_piece_icons_for_employees (SyEdition         edition,
                              const SyEmployee *employees,
                              guint             n_employees)
{
  GtkWidget *box = icon_box_new ();

  for (guint i = 0; i < n_employees; i++)
    {
      GtkWidget *icon = sy_piece_icon_new (sy_piece_icon_for_employee (employees[i].kind), NULL);
      g_autofree char *words = sy_employee_describe (edition, &employees[i]);

      gtk_widget_set_tooltip_text (icon, words);
      gtk_box_append (GTK_BOX (box), icon);
    }
  return box;
}
