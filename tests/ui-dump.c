/* ui-dump.c: what a widget shows, as text, to compare two of them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A form kept and set again from the game must show what a form made anew
 * for the same game shows (issue 29: forms updated in place instead of
 * made again at each tap). dump_widget() writes what a player can see and
 * use of a widget and everything visible below it, a line a widget: its
 * type and name, whether it takes input, its style classes and tooltip,
 * and what its kind shows (a label's words, a switch's state, a spin
 * button's value and range, a row's title, a drop-down's choice, the event
 * a one-tap row enters); a widget of the program's own that draws (a
 * miniature) is drawn, as a drawing area is, and its pixels' digest
 * written. Hidden widgets are left out, as the player does not see them;
 * the focus and the pointer, which differ from one window to the other,
 * are not written.
 */
#include "config.h"

#include "sy-event-codec.h"
#include "sy-event-row.h"
#include "ui-dump.h"

static void
dump_drawing (GtkWidget *widget,
              GString   *into)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  g_autofree char *digest = NULL;
  gsize stride;

  if (width <= 0 || height <= 0 || !gtk_widget_get_mapped (widget))
    {
      g_string_append (into, " drawing=unallocated");
      return;
    }
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    {
      g_string_append_printf (into, " drawing=%dx%d,empty", width, height);
      return;
    }
  /* Its pixels, not its render nodes: a cairo node's script numbers its
   * surfaces across the process, so that two same drawings differ. */
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  stride = (gsize) gdk_texture_get_width (texture) * 4;
  pixels = g_malloc (stride * gdk_texture_get_height (texture));
  gdk_texture_download (texture, pixels, stride);
  digest = g_compute_checksum_for_data (G_CHECKSUM_SHA1, pixels, stride * gdk_texture_get_height (texture));
  g_string_append_printf (into, " drawing=%dx%d,%s", width, height, digest);
}

static void
dump_value (GtkWidget *widget,
            GString   *into)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (into, " label=\"%s\"", gtk_label_get_label (GTK_LABEL (widget)));
  if (GTK_IS_IMAGE (widget) && gtk_image_get_icon_name (GTK_IMAGE (widget)) != NULL)
    g_string_append_printf (into, " icon=%s", gtk_image_get_icon_name (GTK_IMAGE (widget)));
  if (GTK_IS_CHECK_BUTTON (widget))
    g_string_append_printf (into, " active=%d", gtk_check_button_get_active (GTK_CHECK_BUTTON (widget)));
  if (GTK_IS_TOGGLE_BUTTON (widget))
    g_string_append_printf (into, " active=%d", gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (widget)));
  if (GTK_IS_SWITCH (widget))
    g_string_append_printf (into, " active=%d", gtk_switch_get_active (GTK_SWITCH (widget)));
  if (GTK_IS_SPIN_BUTTON (widget))
    {
      GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (widget));

      g_string_append_printf (into, " value=%g range=%g..%g", gtk_adjustment_get_value (adjustment),
                              gtk_adjustment_get_lower (adjustment), gtk_adjustment_get_upper (adjustment));
    }
  else if (GTK_IS_EDITABLE (widget) && !GTK_IS_TEXT (widget))
    g_string_append_printf (into, " text=\"%s\"", gtk_editable_get_text (GTK_EDITABLE (widget)));
  if (GTK_IS_DROP_DOWN (widget))
    {
      GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));

      g_string_append_printf (into, " selected=%u of %u", gtk_drop_down_get_selected (GTK_DROP_DOWN (widget)),
                              model != NULL ? g_list_model_get_n_items (model) : 0);
    }
  if (ADW_IS_PREFERENCES_ROW (widget))
    g_string_append_printf (into, " title=\"%s\"", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  if (ADW_IS_ACTION_ROW (widget) && adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) != NULL)
    g_string_append_printf (into, " subtitle=\"%s\"", adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)));
  if (ADW_IS_EXPANDER_ROW (widget))
    g_string_append_printf (into, " subtitle=\"%s\" expanded=%d",
                            adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (widget)),
                            adw_expander_row_get_expanded (ADW_EXPANDER_ROW (widget)));
  if (ADW_IS_COMBO_ROW (widget))
    {
      GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (widget));

      g_string_append_printf (into, " selected=%u of %u", adw_combo_row_get_selected (ADW_COMBO_ROW (widget)),
                              model != NULL ? g_list_model_get_n_items (model) : 0);
    }
  if (GTK_IS_LIST_BOX_ROW (widget))
    g_string_append_printf (into, " row-selected=%d activatable=%d",
                            gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (widget)),
                            gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (widget)));
  if (GTK_IS_FLOW_BOX_CHILD (widget))
    g_string_append_printf (into, " child-selected=%d", gtk_flow_box_child_is_selected (GTK_FLOW_BOX_CHILD (widget)));
  if (SY_IS_EVENT_ROW (widget))
    {
      g_autoptr(JsonNode) node = sy_event_to_json (sy_event_row_get_event (SY_EVENT_ROW (widget)));
      g_autofree char *text = json_to_string (node, FALSE);

      g_string_append_printf (into, " event=%s", text);
    }
  if (GTK_IS_ACTIONABLE (widget) && gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) != NULL)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));
      g_autofree char *printed = target != NULL ? g_variant_print (target, FALSE) : NULL;

      g_string_append_printf (into, " action=%s(%s)", gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)),
                              printed != NULL ? printed : "");
    }
}

static void
dump_at (GtkWidget *widget,
         guint      depth,
         GString   *into)
{
  g_auto(GStrv) classes = NULL;
  const char *tooltip;

  if (!gtk_widget_get_visible (widget))
    return;
  g_string_append_printf (into, "%*s%s", (int) depth * 2, "", G_OBJECT_TYPE_NAME (widget));
  if (g_strcmp0 (gtk_widget_get_name (widget), G_OBJECT_TYPE_NAME (widget)) != 0)
    g_string_append_printf (into, " #%s", gtk_widget_get_name (widget));
  if (!gtk_widget_get_sensitive (widget))
    g_string_append (into, " insensitive");
  classes = gtk_widget_get_css_classes (widget);
  for (guint i = 0; classes[i] != NULL; i++)
    /* The states GTK sets by itself as the pointer or the layout goes. */
    if (!g_str_equal (classes[i], "backdrop"))
      g_string_append_printf (into, " .%s", classes[i]);
  tooltip = gtk_widget_get_tooltip_text (widget);
  if (tooltip != NULL)
    g_string_append_printf (into, " tooltip=\"%s\"", tooltip);
  dump_value (widget, into);
  if (GTK_IS_DRAWING_AREA (widget)
      || (g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Sy") && gtk_widget_get_first_child (widget) == NULL))
    dump_drawing (widget, into);
  g_string_append_c (into, '\n');
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    dump_at (child, depth + 1, into);
}

/**
 * dump_widget:
 * @widget: a widget
 *
 * Returns: (transfer full): what @widget and its visible descendants show
 */
char *
dump_widget (GtkWidget *widget)
{
  GString *into = g_string_new (NULL);

  dump_at (widget, 0, into);
  return g_string_free (into, FALSE);
}

/**
 * assert_same_dump:
 * @kept: the widget kept and set again
 * @fresh: a widget made anew for the same state
 * @what: what is compared, for the message
 *
 * Fails the test, showing the first line that differs, when the two
 * widgets do not show the same.
 */
void
assert_same_dump (GtkWidget  *kept,
                  GtkWidget  *fresh,
                  const char *what)
{
  g_autofree char *a = dump_widget (kept);
  g_autofree char *b = dump_widget (fresh);
  g_auto(GStrv) lines_a = NULL;
  g_auto(GStrv) lines_b = NULL;

  if (g_str_equal (a, b))
    return;
  lines_a = g_strsplit (a, "\n", -1);
  lines_b = g_strsplit (b, "\n", -1);
  for (guint i = 0; lines_a[i] != NULL || lines_b[i] != NULL; i++)
    if (lines_a[i] == NULL || lines_b[i] == NULL || !g_str_equal (lines_a[i], lines_b[i]))
      g_error ("%s: the kept widget differs from one made anew at line %u:\n  kept:  %s\n  fresh: %s",
               what, i + 1, lines_a[i] != NULL ? lines_a[i] : "(end)", lines_b[i] != NULL ? lines_b[i] : "(end)");
}
