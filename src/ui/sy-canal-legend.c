/* sy-canal-legend.c: what the pictures on canal spaces mean
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A boxed list, one row for each official and for the Blue Riband: the
 * picture as the canals draw it, its name and what it pays, in the
 * edition's words.
 */
#define G_LOG_DOMAIN "sy-canal-legend"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-canal-legend.h"
#include "sy-canals-drawing.h"

#define PICTURE_SIZE 32

static void
draw_mark_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  double r = MIN (width, height) / 2.6;

  /* The water space, then what is printed on it. */
  cairo_arc (cr, width / 2.0, height / 2.0, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  cairo_fill (cr);
  sy_canal_mark_draw (cr, (SyCanalMark) GPOINTER_TO_UINT (user_data), width / 2.0, height / 2.0, r);
}

/* What each mark pays; the first edition's crew member is the merchant. */
static const char *
mark_pays (SyCanalMark mark,
           SyEdition   edition)
{
  switch (mark)
    {
    case SY_MARK_SOLDIER:
      return _("1 point for each soldier and each cannon on the ship");
    case SY_MARK_BUSINESSMAN:
      return edition == SY_EDITION_FIRST
             ? _("1 point for each merchant and each crane on the ship")
             : _("1 point for each businessman and each crane on the ship");
    case SY_MARK_LANTERN:
      return _("1 point for each lantern on the ship");
    case SY_MARK_LIFEBOAT:
      return _("1 point for each lifeboat on the ship");
    case SY_MARK_LIFEBUOY:
      return _("1 point for each lifebuoy on the ship");
    case SY_MARK_RIBAND:
      return _("1 point for each step sailed up to it; only the last one entered counts");
    case SY_MARK_NONE:
    case SY_N_MARKS:
    default:
      g_return_val_if_reached ("");
    }
}

/**
 * sy_canal_legend_new:
 * @edition: the edition played, for its words
 *
 * Returns: (transfer floating): a boxed list, named `canal-legend`, of
 *   the officials and the Blue Riband as the canals draw them
 */
GtkWidget *
sy_canal_legend_new (SyEdition edition)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_widget_set_name (list, "canal-legend");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint m = SY_MARK_SOLDIER; m < SY_N_MARKS; m++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *picture = gtk_drawing_area_new ();
      const char *label = sy_canal_mark_label ((SyCanalMark) m);
      /* The names are written to follow a position: capitalised here. */
      g_autofree char *first = g_utf8_strup (label, g_utf8_next_char (label) - label);
      g_autofree char *title = g_strconcat (first, g_utf8_next_char (label), NULL);

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (picture), PICTURE_SIZE);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (picture), PICTURE_SIZE);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (picture), draw_mark_cb, GUINT_TO_POINTER (m), NULL);
      gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), mark_pays ((SyCanalMark) m, edition));
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), picture);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  return list;
}
