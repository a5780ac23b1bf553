/* test-piece-icons.c: every kind of crew, equipment and employee has a
 * symbol of its own, in the application's resource, found by the theme
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-piece-icons.h"
#include "ui-harness.h"

#define ICON_PATH "/io/github/lodenice/Shipyard/icons/scalable/actions/"

static void
check_icon (GHashTable *seen,
            const char *name)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  g_autofree char *path = g_strconcat (ICON_PATH, name, ".svg", NULL);
  g_autoptr(GtkIconPaintable) icon = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *uri = NULL;
  gsize size = 0;

  g_assert_true (g_str_has_prefix (name, "sy-"));
  g_assert_true (g_str_has_suffix (name, "-symbolic"));
  g_assert_true (g_resources_get_info (path, 0, &size, NULL, NULL));
  g_assert_cmpuint (size, >, 100);
  g_assert_true (gtk_icon_theme_has_icon (theme, name));
  icon = gtk_icon_theme_lookup_icon (theme, name, NULL, 16, 1, GTK_TEXT_DIR_LTR, 0);
  file = gtk_icon_paintable_get_file (icon);
  g_assert_nonnull (file);
  uri = g_file_get_uri (file);
  g_assert_true (g_str_has_prefix (uri, "resource://" ICON_PATH));
  g_assert_true (gtk_icon_paintable_is_symbolic (icon));

  /* No two kinds share a symbol. */
  g_assert_false (g_hash_table_contains (seen, name));
  g_hash_table_add (seen, (gpointer) name);
}

static void
test_every_kind (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < SY_N_ITEMS; i++)
    check_icon (seen, sy_piece_icon_for_item ((SyItem) i));
  check_icon (seen, SY_PIECE_ICON_OFFICER);
  for (guint k = 0; k < SY_N_EMPLOYEE_KINDS; k++)
    check_icon (seen, sy_piece_icon_for_employee ((SyEmployeeKind) k));
  g_assert_cmpuint (g_hash_table_size (seen), ==, SY_N_ITEMS + 1 + SY_N_EMPLOYEE_KINDS);
}

/* Both editions' crew and employees are among the kinds mapped. */
static void
test_both_editions (void)
{
  for (SyEdition e = SY_EDITION_FIRST; e <= SY_EDITION_SECOND; e++)
    {
      const SyCatalog *catalog = sy_catalog_get (e);

      for (guint i = 0; i < G_N_ELEMENTS (catalog->crew_ring_items); i++)
        g_assert_cmpuint (catalog->crew_ring_items[i], <, SY_N_ITEMS);
      for (guint i = 0; i < G_N_ELEMENTS (catalog->equipment_ring); i++)
        g_assert_cmpuint (catalog->equipment_ring[i], <, SY_N_ITEMS);
    }
}

/* A supply of one of each piece shows nine different symbols; employees
 * of every kind nine more. */
static void
test_boxes (void)
{
  SySupply supply = { 0 };
  SyEmployee employees[SY_N_EMPLOYEE_KINDS] = { 0 };
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  GtkWidget *box;

  for (guint i = 0; i < SY_N_ITEMS; i++)
    supply.count[i] = 1;
  box = g_object_ref_sink (sy_piece_icons_for_supply (SY_EDITION_SECOND, &supply));
  for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
    {
      g_assert_true (GTK_IS_IMAGE (c));
      g_hash_table_add (names, (gpointer) gtk_image_get_icon_name (GTK_IMAGE (c)));
    }
  g_object_unref (box);
  g_assert_cmpuint (g_hash_table_size (names), ==, SY_N_ITEMS);

  for (guint k = 0; k < SY_N_EMPLOYEE_KINDS; k++)
    {
      employees[k].kind = (SyEmployeeKind) k;
      employees[k].colour = SY_EMPLOYEE_COLOUR_PRINTED;
    }
  box = g_object_ref_sink (sy_piece_icons_for_employees (SY_EDITION_SECOND, employees,
                                                         SY_N_EMPLOYEE_KINDS));
  for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
    g_hash_table_add (names, (gpointer) gtk_image_get_icon_name (GTK_IMAGE (c)));
  g_object_unref (box);
  g_assert_cmpuint (g_hash_table_size (names), ==, SY_N_ITEMS + SY_N_EMPLOYEE_KINDS);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/piece-icons/every-kind", test_every_kind);
  g_test_add_func ("/ui/piece-icons/both-editions", test_both_editions);
  g_test_add_func ("/ui/piece-icons/boxes", test_boxes);
  return run_in_application ();
}
