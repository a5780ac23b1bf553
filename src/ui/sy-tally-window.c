/* sy-tally-window.c: the final tally, the score over the game, the score
 * sheet printed or exported, the result copied as text, the tally as CSV
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything shown comes from the engine's public tally
 * (sy_table_tally_public()) and timeline (sy_game_get_score_timeline()):
 * the winner and the tie-break in words, every contract revealed with its
 * points or the value still to copy from its card, each player's points
 * by source, and the chart. A game not over yet is tallied "so far", as
 * the table sees it: the contracts face down, only counted; their owner
 * sees them behind the privacy screen. The header bar's menu prints the
 * score sheet or exports it as PDF or PNG, exports the tally as CSV
 * (docs/csv.md) and copies the result as plain text. Every export is
 * written through GIO, so any folder the file chooser or its portal
 * gives takes it, local or not.
 */
#define G_LOG_DOMAIN "sy-tally-window"

#include "config.h"

#include <adwaita.h>
#include <string.h>
#include <glib/gi18n.h>

#include "sy-card-table-window.h"
#include "sy-colour.h"
#include "sy-contract-row.h"
#include "sy-compat.h"
#include "sy-dialogs.h"
#include "sy-score-chart.h"
#include "sy-score-sheet.h"
#include "sy-tally-text.h"
#include "sy-tally-window.h"

typedef enum {
  EXPORT_PDF,
  EXPORT_PNG,
  EXPORT_CSV,
} ExportKind;

struct _SyTallyWindow
{
  AdwWindow parent_instance;

  SyGame *game;
  SyTally tally;
  GCancellable *export_cancellable;  /* while an export asks for its file */
  ExportKind export_kind;

  /* Template widgets */
  AdwToastOverlay *toasts;
  GtkLabel *so_far_label;
  GtkLabel *result_label;
  GtkLabel *incomplete_label;
  GtkLabel *edition_label;
  GtkBox *players_box;
  AdwPreferencesGroup *chart_group;
  GtkFrame *chart_frame;
};

G_DEFINE_FINAL_TYPE (SyTallyWindow, sy_tally_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
toast (SyTallyWindow *self,
       const char    *message)
{
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (message));
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
  sy_compat_expander_row_add_suffix (ADW_EXPANDER_ROW (row), value_label (sum, NULL, FALSE));
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

static void show_tally (SyTallyWindow *self);

/* A card's value copied: everything is counted again. */
static void
card_copied_cb (gpointer user_data)
{
  show_tally (SY_TALLY_WINDOW (user_data));
}

/* Before the end, the contracts are face down: how many, and no more. */
static GtkWidget *
hidden_contracts_row (const SyPlayerTally *pt,
                      guint                player)
{
  g_autofree char *name = g_strdup_printf ("tally-contracts-hidden-%u", player);
  g_autofree char *subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%u contract face down until the final tally",
                                                            "%u contracts face down until the final tally",
                                                            pt->n_hidden),
                                               pt->n_hidden);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("view-conceal-symbolic");
  GtkWidget *label = gtk_label_new (_("Hidden"));

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Contracts"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (icon, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

/* The contracts revealed; open from the start, it is the moment they are.
 * A card whose value is missing can be copied now: it is face up. */
static GtkWidget *
contracts_row (SyTallyWindow       *self,
               const SyPlayerTally *pt,
               guint                player)
{
  GtkWidget *row;
  g_autofree char *name = g_strdup_printf ("tally-contracts-%u", player);

  if (self->tally.contracts_hidden)
    return hidden_contracts_row (pt, player);

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

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (line),
                                     sy_tally_text_contract (ct, sy_game_get_edition (self->game)));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (line), points);
      if (sy_contract_find (ct->id) != NULL)
        adw_action_row_add_prefix (ADW_ACTION_ROW (line), sy_contract_icon_new (sy_contract_find (ct->id)));
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
              GtkWidget *copy = sy_card_copy_button_new (self->game, contract, ct->missing_count,
                                                         copy_name);

              g_signal_connect_object (copy, "saved", G_CALLBACK (card_copied_cb), self,
                                       G_CONNECT_SWAPPED);
              adw_action_row_add_suffix (ADW_ACTION_ROW (line), copy);
            }
        }
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), line);
    }
  return row;
}

static GtkWidget *
player_group (SyTallyWindow *self,
              guint          p)
{
  const SyPlayerTally *pt = &self->tally.players[p];
  const SyPlayerState *state = sy_table_get_player (sy_game_get_table (self->game), p);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *swatch = sy_colour_swatch_new (sy_game_get_player_colour (self->game, p));
  g_autofree char *total_name = g_strdup_printf ("tally-total-%u", p);
  g_autofree char *group_name = g_strdup_printf ("tally-player-%u", p);

  gtk_widget_set_name (group, group_name);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                   sy_game_get_player_name (self->game, p));
  if (sy_game_get_n_players (self->game) == 1)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                           sy_tally_text_solo_band (self->tally.solo_band));
  else if (self->tally.winners[p] && sy_table_get_phase (sy_game_get_table (self->game)) != SY_PHASE_OVER)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), _("In the lead"));
  else if (self->tally.winners[p])
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                           self->tally.n_winners > 1 ? _("Shares the win")
                                                                     : _("Winner"));
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), swatch);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), ships_row (&pt->ships, state->n_fleet));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), contracts_row (self, pt, p));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             value_row (_("Merchants"), pt->employees, NULL, FALSE));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             value_row (self->tally.contracts_hidden ? _("Total without contracts")
                                                                     : _("Total"),
                                        pt->total, total_name, TRUE));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             value_row (sy_words_get (sy_game_get_edition (self->game),
                                                      SY_WORD_MONEY_TIE_BREAK),
                                        state->money, NULL, FALSE));
  return group;
}

/* The tally worked out again, and everything shown from it. */
static void
show_tally (SyTallyWindow *self)
{
  gboolean over = sy_table_get_phase (sy_game_get_table (self->game)) == SY_PHASE_OVER;
  g_autofree char *result = NULL;
  g_autofree char *edition = NULL;
  g_autofree char *caption = NULL;
  GtkWidget *child, *chart;

  sy_table_tally_public (sy_game_get_table (self->game), sy_game_get_card_values (self->game),
                         &self->tally);

  result = sy_tally_text_result (self->game, &self->tally);
  edition = sy_tally_text_edition (self->game);
  gtk_widget_set_visible (GTK_WIDGET (self->so_far_label), !over);
  gtk_label_set_label (self->result_label, result);
  gtk_label_set_label (self->incomplete_label, sy_tally_text_incomplete (&self->tally));
  gtk_widget_set_visible (GTK_WIDGET (self->incomplete_label), !self->tally.complete);
  gtk_label_set_label (self->edition_label, edition);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_box))) != NULL)
    gtk_box_remove (self->players_box, child);
  for (guint p = 0; p < sy_game_get_n_players (self->game); p++)
    gtk_box_append (self->players_box, player_group (self, p));

  caption = sy_tally_text_chart_caption (self->game);
  adw_preferences_group_set_description (self->chart_group, caption);
  chart = sy_score_chart_new (self->game, over ? &self->tally : NULL);
  gtk_widget_set_margin_top (chart, 12);
  gtk_widget_set_margin_bottom (chart, 12);
  gtk_widget_set_margin_start (chart, 12);
  gtk_widget_set_margin_end (chart, 12);
  gtk_frame_set_child (self->chart_frame, chart);
}

static void
print_action_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SyTallyWindow *self = SY_TALLY_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!sy_score_sheet_print (self->game, GTK_WINDOW (self), &error))
    toast (self, error->message);
}

static void
written_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(SyTallyWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    toast (self, self->export_kind == EXPORT_CSV ? _("Tally exported") : _("Score sheet saved"));
  else
    {
      g_autofree char *name = g_file_get_parse_name (G_FILE (source));
      g_autofree char *message = g_strdup_printf (_("“%s” could not be written: %s"), name, error->message);

      toast (self, message);
    }
}

/* The chosen export's contents. */
static GBytes *
export_bytes (SyTallyWindow  *self,
              GError        **error)
{
  if (self->export_kind == EXPORT_CSV)
    {
      char *csv = sy_csv_tally (self->game);

      return g_bytes_new_take (csv, strlen (csv));
    }
  return sy_score_sheet_to_bytes (self->game, self->export_kind == EXPORT_PDF, error);
}

static void
export_chosen_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  SyTallyWindow *self = user_data;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = sy_dialogs_save_file_finish (result, &error);

  /* Cancelled when the window goes: it may be gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->export_cancellable);
  if (file == NULL)
    return;

  bytes = export_bytes (self, &error);
  if (bytes == NULL)
    {
      toast (self, error->message);
      return;
    }
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       NULL, written_cb, g_object_ref (self));
}

static void
export (SyTallyWindow *self,
        ExportKind     kind)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  const char *title;
  const char *name;

  if (self->export_cancellable != NULL)
    return;
  self->export_kind = kind;
  self->export_cancellable = g_cancellable_new ();
  if (kind == EXPORT_PDF)
    {
      gtk_file_filter_set_name (filter, _("PDF documents"));
      gtk_file_filter_add_mime_type (filter, "application/pdf");
      title = _("Export as PDF");
      /* TRANSLATORS: the file name proposed for the exported score sheet */
      name = _("score-sheet.pdf");
    }
  else if (kind == EXPORT_CSV)
    {
      gtk_file_filter_set_name (filter, _("CSV files"));
      gtk_file_filter_add_mime_type (filter, "text/csv");
      /* TRANSLATORS: the file name proposed for the tally exported as CSV */
      title = _("Export the Tally as CSV");
      name = _("tally.csv");
    }
  else
    {
      gtk_file_filter_set_name (filter, _("PNG images"));
      gtk_file_filter_add_mime_type (filter, "image/png");
      title = _("Export as PNG");
      name = _("score-sheet.png");
    }
  sy_dialogs_save_file (GTK_WIDGET (self), title, _("_Export"), name, filter,
                        self->export_cancellable, export_chosen_cb, self);
}

static void
export_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  export (SY_TALLY_WINDOW (widget),
          g_str_equal (action_name, "tally.export-pdf") ? EXPORT_PDF
          : g_str_equal (action_name, "tally.export-csv") ? EXPORT_CSV : EXPORT_PNG);
}

/* The result as plain text on the clipboard (sy_tally_text_summary()). */
static void
copy_result_action_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  SyTallyWindow *self = SY_TALLY_WINDOW (widget);
  g_autofree char *text = sy_tally_text_summary (self->game, NULL);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  toast (self, _("Result copied"));
}

static void
sy_tally_window_constructed (GObject *object)
{
  SyTallyWindow *self = SY_TALLY_WINDOW (object);
  gboolean over = sy_table_get_phase (sy_game_get_table (self->game)) == SY_PHASE_OVER;

  G_OBJECT_CLASS (sy_tally_window_parent_class)->constructed (object);

  gtk_window_set_title (GTK_WINDOW (self), over ? _("Final Tally") : _("Tally So Far"));
  show_tally (self);
}

static void
sy_tally_window_dispose (GObject *object)
{
  SyTallyWindow *self = SY_TALLY_WINDOW (object);

  /* The window going, a chooser still open closes unanswered. */
  if (self->export_cancellable != NULL)
    g_cancellable_cancel (self->export_cancellable);
  g_clear_object (&self->export_cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (object), SY_TYPE_TALLY_WINDOW);
  G_OBJECT_CLASS (sy_tally_window_parent_class)->dispose (object);
}

static void
sy_tally_window_finalize (GObject *object)
{
  SyTallyWindow *self = SY_TALLY_WINDOW (object);

  g_clear_object (&self->game);
  G_OBJECT_CLASS (sy_tally_window_parent_class)->finalize (object);
}

static void
sy_tally_window_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SyTallyWindow *self = SY_TALLY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_tally_window_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SyTallyWindow *self = SY_TALLY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sy_tally_window_class_init (SyTallyWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = sy_tally_window_constructed;
  object_class->dispose = sy_tally_window_dispose;
  object_class->finalize = sy_tally_window_finalize;
  object_class->get_property = sy_tally_window_get_property;
  object_class->set_property = sy_tally_window_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SY_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/sy-tally-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SyTallyWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, SyTallyWindow, so_far_label);
  gtk_widget_class_bind_template_child (widget_class, SyTallyWindow, result_label);
  gtk_widget_class_bind_template_child (widget_class, SyTallyWindow, incomplete_label);
  gtk_widget_class_bind_template_child (widget_class, SyTallyWindow, edition_label);
  gtk_widget_class_bind_template_child (widget_class, SyTallyWindow, players_box);
  gtk_widget_class_bind_template_child (widget_class, SyTallyWindow, chart_group);
  gtk_widget_class_bind_template_child (widget_class, SyTallyWindow, chart_frame);

  gtk_widget_class_install_action (widget_class, "tally.print", NULL, print_action_cb);
  gtk_widget_class_install_action (widget_class, "tally.export-pdf", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "tally.export-png", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "tally.export-csv", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "tally.copy-result", NULL, copy_result_action_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "tally.print",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sy_tally_window_init (SyTallyWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  return g_object_new (SY_TYPE_TALLY_WINDOW,
                       "game", game,
                       "transient-for", parent,
                       NULL);
}

/**
 * sy_tally_window_get_game:
 * @self: a #SyTallyWindow
 *
 * Returns: (transfer none): the game tallied
 */
SyGame *
sy_tally_window_get_game (SyTallyWindow *self)
{
  g_return_val_if_fail (SY_IS_TALLY_WINDOW (self), NULL);

  return self->game;
}
