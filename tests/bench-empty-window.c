/* bench-empty-window.c: the floor of tests/bench-startup.sh
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A libadwaita window with nothing of the program in it: a header bar and
 * a status page with a title and a line of text, at the size given on the
 * command line (the program's default size, which bench-startup.sh reads
 * from its schema). It is not the program's start page; it is what any
 * libadwaita application pays for a window that size, drawn the way
 * users get it: GTK, libadwaita, the GL renderer and Mesa. bench-startup.sh
 * starts it in turn with the program and GNOME Calculator, so that the
 * program's own share of the time and of the memory is the difference.
 *
 *   bench-empty-window WIDTH HEIGHT
 */
#include <stdlib.h>

#include <adwaita.h>

static int width = 960;
static int height = 720;

static void
activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (page), "An Empty Window");
  adw_status_page_set_description (ADW_STATUS_PAGE (page), "A libadwaita window and nothing more.");
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), page);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;

  if (argc == 3)
    {
      width = atoi (argv[1]);
      height = atoi (argv[2]);
    }
  app = adw_application_new ("io.github.lodenice.Shipyard.BenchEmptyWindow", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
