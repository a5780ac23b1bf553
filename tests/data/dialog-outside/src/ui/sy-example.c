/* sy-example.c: a dialog made outside sy-dialogs.c, which check-dialogs.sh must find
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
static void
ask (GtkWindow *parent)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, "Heading", NULL);

  gtk_window_present (GTK_WINDOW (dialog));
}
