/* test-piece-icons.c: every kind of crew, equipment and employee has a
 * symbol of its own, in the application's resource, found by the theme
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sim-player.h"
#include "sy-dialogs.h"
#include "sy-piece-icons.h"
#include "sy-preferences-window.h"
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

/* Adds the icon names below @widget, shown or not: images' and every
 * "icon-name" property (buttons, rows, pages, status pages) but windows'
 * own (the program's icon is the installed system's business). */
static void
collect_icon_names (GtkWidget  *widget,
                    GHashTable *names)
{
  GParamSpec *property = g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "icon-name");

  if (GTK_IS_IMAGE (widget))
    {
      if (gtk_image_get_storage_type (GTK_IMAGE (widget)) == GTK_IMAGE_ICON_NAME)
        g_hash_table_add (names, g_strdup (gtk_image_get_icon_name (GTK_IMAGE (widget))));
    }
  else if (property != NULL && property->value_type == G_TYPE_STRING && !GTK_IS_WINDOW (widget))
    {
      g_autofree char *name = NULL;

      g_object_get (widget, "icon-name", &name, NULL);
      if (name != NULL && *name != '\0')
        g_hash_table_add (names, g_steal_pointer (&name));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_icon_names (child, names);
}

/* Whether @name loads: found in the theme or the resource and drawn from
 * its file rather than GTK's placeholder, which is what a missing loader
 * gives (GTK skips the SVG files it cannot read). */
static gboolean
icon_loads (const char *name)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, name, NULL, 16, 1,
                                                                 GTK_TEXT_DIR_LTR, 0);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;

  gdk_paintable_snapshot (GDK_PAINTABLE (icon), GDK_SNAPSHOT (snapshot), 16, 16);
  node = gtk_snapshot_to_node (snapshot);
  return node != NULL && (g_strcmp0 (gtk_icon_paintable_get_icon_name (icon), "image-missing") != 0
                          || g_strcmp0 (name, "image-missing") == 0);
}

/* Every icon of every window open loads; prints those that do not. */
static void
assert_icons_load (const char *where)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GString) missing = g_string_new (NULL);
  GHashTableIter iter;
  gpointer name;

  settle ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_visible (top))
        collect_icon_names (top, names);
    }
  g_assert_cmpuint (g_hash_table_size (names), >, 0);
  g_hash_table_iter_init (&iter, names);
  while (g_hash_table_iter_next (&iter, &name, NULL))
    if (!icon_loads (name))
      g_string_append_printf (missing, " %s", (const char *) name);
  g_test_message ("%s: %u icons", where, g_hash_table_size (names));
  if (missing->len > 0)
    g_error ("%s: these icons do not load (is the SVG loader, librsvg2-common, installed?):%s",
             where, missing->str);
}

/* Every icon the window shows loads, on the start page, with a game on the
 * table (the header bar's, the players' expanders, the pieces') and in the
 * preferences (their pages'). Fails where an icon shows as GTK's
 * placeholder: without the SVG loader (Debian 13's Adwaita icons and the
 * program's own are SVG), or a name no theme has. */
static void
test_window_icons_load (void)
{
  SyWindow *window = get_window ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(SyGame) game = sim_new_game (SY_EDITION_SECOND, 3, TRUE, rand);
  GtkWidget *preferences;

  sy_window_set_game (window, NULL);
  assert_icons_load ("start page");
  for (guint i = 0; i < 30 && sim_step (game, rand); i++)
    ;
  sy_window_set_game (window, game);
  assert_icons_load ("game on the table");
  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "preferences", NULL);
  preferences = sy_dialogs_find_open (SY_TYPE_PREFERENCES_WINDOW, NULL);
  g_assert_nonnull (preferences);
  assert_icons_load ("preferences");
  sy_dialogs_close (preferences);
  sy_window_set_game (window, NULL);
  settle ();
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/piece-icons/every-kind", test_every_kind);
  g_test_add_func ("/ui/piece-icons/both-editions", test_both_editions);
  g_test_add_func ("/ui/piece-icons/boxes", test_boxes);
  g_test_add_func ("/ui/piece-icons/window-icons-load", test_window_icons_load);
  return run_in_application ();
}
