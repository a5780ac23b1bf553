/* sy-tally-window.c: the final tally, the score over the game, the score
 * sheet printed or exported
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything shown comes from the engine's tally (sy_table_tally()) and
 * timeline (sy_game_get_score_timeline()): the winner and the tie-break
 * in words, every contract revealed with its points or the value still to
 * copy from its card, each player's points by source, and the chart. A
 * game not over yet is tallied "so far". The header bar's menu prints the
 * score sheet or exports it as PDF or PNG.
 */
#define G_LOG_DOMAIN "sy-tally-window"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sy-card-table-window.h"
#include "sy-colour.h"
#include "sy-score-chart.h"
#include "sy-score-sheet.h"
#include "sy-tally-text.h"
#include "sy-tally-window.h"

typedef enum {
  EXPORT_PDF,
  EXPORT_PNG,
} ExportKind;

typedef struct {
  SyGame *game;
  SyTally tally;
  GtkWindow *window;
  AdwToastOverlay *toasts;
  GtkFileChooserNative *chooser;
  ExportKind export_kind;
} TallyData;

static void
tally_data_free (gpointer pointer)
{
  TallyData *data = pointer;

  if (data->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (data->chooser));
  g_clear_object (&data->chooser);
  g_clear_object (&data->game);
  g_free (data);
}

static void
toast (TallyData  *data,
       const char *message)
{
  adw_toast_overlay_add_toast (data->toasts, adw_toast_new (message));
}

static GtkWidget *
value_label (guint       value,
             const char *name,
             gboolean    strong)
{
  g_autofree char *text = g_strdup_printf ("%u", value);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "numeric");
  if (strong)
    gtk_widget_add_css_class (label, "title-4");
  if (name != NULL)
    gtk_widget_set_name (label, name);
  return label;
}

static GtkWidget *
value_row (const char *title,
           guint       value,
           const char *name,
           gboolean    strong)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value_label (value, name, strong));
  return row;
}

/* An expander whose sum shows while it is closed. */
static GtkWidget *
sum_row (const char *title,
         guint       sum,
         const char *subtitle)
{
  GtkWidget *row = adw_expander_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), value_label (sum, NULL, FALSE));
  G_GNUC_END_IGNORE_DEPRECATIONS
  return row;
}

static GtkWidget *
ships_row (const SyShipScore *ships,
           guint              n_fleet)
{
  g_autofree char *subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u ship launched",
                                                            "%u ships launched", n_fleet),
                                               n_fleet);
  GtkWidget *row = sum_row (_("Ships"), ships->total, subtitle);
  guint officials = 0;

  for (guint o = 0; o < SY_N_OFFICIALS; o++)
    officials += ships->officials[o];
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), value_row (_("Crew"), ships->crew, NULL, FALSE));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row),
                            value_row (_("Cannons and cranes"), ships->cannons_cranes, NULL, FALSE));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), value_row (_("Speed"), ships->speed, NULL, FALSE));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), value_row (_("Officials"), officials, NULL, FALSE));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row),
                            value_row (_("Blue Riband"), ships->riband, NULL, FALSE));
  return row;
}

static GtkWidget *build_page (TallyData *data);

/* A card's value copied: everything is counted again. */
static void
card_copied_cb (gpointer user_data)
{
  TallyData *data = user_data;

  sy_table_tally (sy_game_get_table (data->game), sy_game_get_card_values (data->game), &data->tally);
  adw_toast_overlay_set_child (data->toasts, build_page (data));
}

/* The contracts revealed; open from the start, it is the moment they are.
 * A card whose value is missing can be copied now: it is face up. */
static GtkWidget *
contracts_row (TallyData           *data,
               const SyPlayerTally *pt,
               guint                player)
{
  GtkWidget *row;
  g_autofree char *name = g_strdup_printf ("tally-contracts-%u", player);

  row = sum_row (_("Contracts"), pt->contracts_points, pt->complete ? NULL : _("Not all counted yet"));
  gtk_widget_set_name (row, name);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  if (!pt->hands_entered)
    {
      GtkWidget *missing = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (missing),
                                     _("Not every contract was entered"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (missing),
                                   _("Their owner enters them privately before the tally."));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), missing);
    }
  for (guint i = 0; i < pt->n_contracts; i++)
    {
      const SyContractTally *ct = &pt->contracts[i];
      g_autofree char *points = sy_tally_text_contract_points (ct);
      GtkWidget *line = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (line), sy_tally_text_contract (ct));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (line), points);
      if (ct->known)
        adw_action_row_add_suffix (ADW_ACTION_ROW (line), value_label (ct->points, NULL, FALSE));
      else
        {
          GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
          const SyContract *contract = sy_contract_find (ct->id);

          gtk_widget_add_css_class (icon, "warning");
          adw_action_row_add_suffix (ADW_ACTION_ROW (line), icon);
          if (contract != NULL && sy_contract_has_table (contract))
            {
              g_autofree char *copy_name = g_strdup_printf ("tally-copy-%s", ct->id);

              adw_action_row_add_suffix (ADW_ACTION_ROW (line),
                                         sy_card_copy_button_new (data->game, contract, ct->missing_count,
                                                                  copy_name, card_copied_cb, data));
            }
        }
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), line);
    }
  return row;
}

static GtkWidget *
player_group (TallyData *data,
              guint      p)
{
  const SyPlayerTally *pt = &data->tally.players[p];
  const SyPlayerState *state = &sy_game_get_table (data->game)->players[p];
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *swatch = sy_colour_swatch_new (sy_game_get_player_colour (data->game, p));
  g_autofree char *total_name = g_strdup_printf ("tally-total-%u", p);
  g_autofree char *group_name = g_strdup_printf ("tally-player-%u", p);

  gtk_widget_set_name (group, group_name);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                   sy_game_get_player_name (data->game, p));
  if (data->tally.winners[p] && sy_game_get_table (data->game)->phase != SY_PHASE_OVER)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), _("In the lead"));
  else if (data->tally.winners[p])
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                           data->tally.n_winners > 1 ? _("Shares the win")
                                                                     : _("Winner"));
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), swatch);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), ships_row (&pt->ships, state->n_fleet));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), contracts_row (data, pt, p));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             value_row (_("Merchants"), pt->employees, NULL, FALSE));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             value_row (_("Total"), pt->total, total_name, TRUE));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             value_row (_("Guilders (the tie-break)"), state->money, NULL, FALSE));
  return group;
}

static GtkWidget *
add_label (GtkWidget  *box,
           const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);
  return label;
}

static GtkWidget *
result_box (TallyData *data)
{
  const SyTable *table = sy_game_get_table (data->game);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *result = sy_tally_text_result (data->game, &data->tally);
  g_autofree char *edition = sy_tally_text_edition (data->game);
  GtkWidget *label;

  if (table->phase != SY_PHASE_OVER)
    {
      label = add_label (box, _("So far: the game is not over"), "heading");
      gtk_widget_set_name (label, "tally-so-far");
      gtk_widget_add_css_class (label, "warning");
    }
  label = add_label (box, result, "title-2");
  gtk_widget_set_name (label, "tally-result");
  if (!data->tally.complete)
    add_label (box, _("Some contracts are not counted yet: the result may change."), "dim-label");
  add_label (box, edition, "dim-label");
  return box;
}

static GtkWidget *
chart_group (TallyData *data)
{
  GtkWidget *group = adw_preferences_group_new ();
  gboolean over = sy_game_get_table (data->game)->phase == SY_PHASE_OVER;
  GtkWidget *chart = sy_score_chart_new (data->game, over ? &data->tally : NULL);
  g_autofree char *caption = sy_tally_text_chart_caption (data->game);
  GtkWidget *frame = gtk_frame_new (NULL);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Score over the game"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), caption);
  gtk_widget_set_margin_top (chart, 12);
  gtk_widget_set_margin_bottom (chart, 12);
  gtk_widget_set_margin_start (chart, 12);
  gtk_widget_set_margin_end (chart, 12);
  gtk_frame_set_child (GTK_FRAME (frame), chart);
  gtk_widget_add_css_class (frame, "view");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), frame);
  return group;
}

static GtkWidget *
build_page (TallyData *data)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);

  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_box_append (GTK_BOX (box), result_box (data));
  for (guint p = 0; p < sy_game_get_n_players (data->game); p++)
    gtk_box_append (GTK_BOX (box), player_group (data, p));
  gtk_box_append (GTK_BOX (box), chart_group (data));

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_widget_set_vexpand (scrolled, TRUE);
  return scrolled;
}

static void
print_cb (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  TallyData *data = user_data;
  g_autoptr(GError) error = NULL;

  if (!sy_score_sheet_print (data->game, data->window, &error))
    toast (data, error->message);
}

static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    gpointer         user_data)
{
  TallyData *data = user_data;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  gboolean written;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_destroy (dialog);
  g_clear_object (&data->chooser);
  if (file == NULL)
    return;

  path = g_file_get_path (file);
  if (path == NULL)
    {
      toast (data, _("The score sheet can only be saved in a local folder."));
      return;
    }
  if (data->export_kind == EXPORT_PDF)
    written = sy_score_sheet_export_pdf (data->game, path, &error);
  else
    written = sy_score_sheet_export_png (data->game, path, &error);
  toast (data, written ? _("Score sheet saved") : error->message);
}

static void
export (TallyData  *data,
        ExportKind  kind)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (data->chooser != NULL)
    return;
  data->export_kind = kind;
  data->chooser = gtk_file_chooser_native_new (kind == EXPORT_PDF ? _("Export as PDF")
                                                                  : _("Export as PNG"),
                                               data->window, GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (data->chooser), TRUE);
  if (kind == EXPORT_PDF)
    {
      gtk_file_filter_set_name (filter, _("PDF documents"));
      gtk_file_filter_add_mime_type (filter, "application/pdf");
      /* TRANSLATORS: the file name proposed for the exported score sheet */
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (data->chooser), _("score-sheet.pdf"));
    }
  else
    {
      gtk_file_filter_set_name (filter, _("PNG images"));
      gtk_file_filter_add_mime_type (filter, "image/png");
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (data->chooser), _("score-sheet.png"));
    }
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (data->chooser), filter);
  g_signal_connect (data->chooser, "response", G_CALLBACK (export_response_cb), data);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (data->chooser));
}

static void
export_pdf_cb (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  export (user_data, EXPORT_PDF);
}

static void
export_png_cb (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  export (user_data, EXPORT_PNG);
}

static GtkWidget *
menu_button (void)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();

  g_menu_append (menu, _("_Print…"), "tally.print");
  g_menu_append (menu, _("Export as _PDF…"), "tally.export-pdf");
  g_menu_append (menu, _("Export as P_NG…"), "tally.export-png");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-print-symbolic");
  gtk_menu_button_set_primary (GTK_MENU_BUTTON (button), TRUE);
  gtk_widget_set_tooltip_text (button, _("Print or Export the Score Sheet"));
  gtk_widget_set_name (button, "tally-menu");
  return button;
}

static void
add_shortcut (GtkShortcutController *controller,
              const char            *accel,
              const char            *action)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (accel),
                                                          gtk_named_action_new (action)));
}

/**
 * sy_tally_window_new:
 * @parent: the main window
 * @game: the game, usually over
 *
 * Returns: (transfer none): the tally window, modal to @parent, not shown
 *   yet
 */
GtkWindow *
sy_tally_window_new (GtkWindow *parent,
                     SyGame    *game)
{
  static const GActionEntry actions[] = {
    { "print", print_cb },
    { "export-pdf", export_pdf_cb },
    { "export-png", export_png_cb },
  };
  TallyData *data;
  GtkWidget *window, *box, *header;
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  GtkEventController *shortcuts;
  gboolean over;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  data = g_new0 (TallyData, 1);
  data->game = g_object_ref (game);
  sy_table_tally (sy_game_get_table (game), sy_game_get_card_values (game), &data->tally);
  over = sy_game_get_table (game)->phase == SY_PHASE_OVER;

  window = adw_window_new ();
  data->window = GTK_WINDOW (window);
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_title (GTK_WINDOW (window), over ? _("Final Tally") : _("Tally So Far"));
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 760);
  g_object_set_data_full (G_OBJECT (window), "tally", data, tally_data_free);

  g_action_map_add_action_entries (G_ACTION_MAP (group), actions, G_N_ELEMENTS (actions), data);
  gtk_widget_insert_action_group (window, "tally", G_ACTION_GROUP (group));
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_MANAGED);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>p", "tally.print");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "Escape", "window.close");
  gtk_widget_add_controller (window, shortcuts);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), menu_button ());
  gtk_box_append (GTK_BOX (box), header);

  data->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (data->toasts), TRUE);
  adw_toast_overlay_set_child (data->toasts, build_page (data));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (data->toasts));
  adw_window_set_content (ADW_WINDOW (window), box);
  return GTK_WINDOW (window);
}
