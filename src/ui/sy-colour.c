/* sy-colour.c: how the players' colours look on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-colour"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-colour.h"
#include "sy-compat.h"

static const struct {
  const char *label;
  const char *css_class;
  const char *rgb;        /* the same shades as style.css */
} colours[SY_N_COLOURS] = {
  [SY_COLOUR_RED] = { N_("Red"), "player-red", "#e01b24" },
  [SY_COLOUR_YELLOW] = { N_("Yellow"), "player-yellow", "#f6d32d" },
  [SY_COLOUR_GREEN] = { N_("Green"), "player-green", "#33d17a" },
  [SY_COLOUR_BLUE] = { N_("Blue"), "player-blue", "#3584e4" },
  [SY_COLOUR_WHITE] = { N_("White"), "player-white", "#ffffff" },
  [SY_COLOUR_PINK] = { N_("Pink"), "player-pink", "#f48fb1" },
  [SY_COLOUR_ORANGE] = { N_("Orange"), "player-orange", "#ff7800" },
  [SY_COLOUR_PURPLE] = { N_("Purple"), "player-purple", "#9141ac" },
};

/* Returns: (transfer none): the colour's name in the user's language */
const char *
sy_colour_get_label (SyColour colour)
{
  g_return_val_if_fail ((guint) colour < SY_N_COLOURS, NULL);

  return _(colours[colour].label);
}

const char *
sy_colour_get_css_class (SyColour colour)
{
  g_return_val_if_fail ((guint) colour < SY_N_COLOURS, NULL);

  return colours[colour].css_class;
}

/* The colour for drawing a player's markers. */
void
sy_colour_get_rgba (SyColour  colour,
                    GdkRGBA  *rgba)
{
  g_return_if_fail ((guint) colour < SY_N_COLOURS);

  gdk_rgba_parse (rgba, colours[colour].rgb);
}

/**
 * sy_widget_get_foreground:
 * @widget: a widget
 * @fg: (out caller-allocates): the theme's text colour for @widget
 *
 * What a drawing needs to read in both light and dark themes.
 */
void
sy_widget_get_foreground (GtkWidget *widget,
                          GdkRGBA   *fg)
{
  sy_compat_widget_get_color (widget, fg);
}

static GtkWidget *
swatch_new (void)
{
  GtkWidget *swatch = gtk_image_new ();

  gtk_widget_add_css_class (swatch, "colour-swatch");
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (swatch, GTK_ALIGN_CENTER);

  return swatch;
}

/* A round swatch of the colour, styled in style.css. */
GtkWidget *
sy_colour_swatch_new (SyColour colour)
{
  GtkWidget *swatch = swatch_new ();

  gtk_widget_add_css_class (swatch, sy_colour_get_css_class (colour));
  gtk_accessible_update_property (GTK_ACCESSIBLE (swatch),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, sy_colour_get_label (colour),
                                  -1);

  return swatch;
}

static void
setup_item_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  gtk_box_append (GTK_BOX (box), swatch_new ());
  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
bind_item_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *swatch = gtk_widget_get_first_child (box);
  GtkWidget *label = gtk_widget_get_last_child (box);
  SyColour colour = (SyColour) gtk_list_item_get_position (item);

  for (guint i = 0; i < SY_N_COLOURS; i++)
    gtk_widget_remove_css_class (swatch, colours[i].css_class);
  gtk_widget_add_css_class (swatch, sy_colour_get_css_class (colour));
  gtk_label_set_label (GTK_LABEL (label), sy_colour_get_label (colour));
}

/* A drop-down of every colour, each with its swatch; the selected
 * position is the SyColour. */
GtkWidget *
sy_colour_drop_down_new (void)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkWidget *drop_down;

  for (guint i = 0; i < SY_N_COLOURS; i++)
    gtk_string_list_append (model, sy_colour_get_label ((SyColour) i));

  g_signal_connect (factory, "setup", G_CALLBACK (setup_item_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_item_cb), NULL);

  drop_down = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&model)), NULL);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (drop_down), factory);
  gtk_widget_set_valign (drop_down, GTK_ALIGN_CENTER);

  return drop_down;
}
