/* sy-score-sheet.c: the score sheet, printed or exported, for a game diary
 *
 * One A4 page drawn with cairo, the same for the printer, the PDF and the
 * PNG: the title, the date and the edition; each player's points by
 * source, the total, and the money apart (the tie-break); the contracts
 * revealed, or before the end only counted, face down (the engine's
 * public tally); the winner; the chart of the score over the turns.
 * Black on white, whatever the theme.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-score-sheet"

#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>

#include "sy-score-chart.h"
#include "sy-score-sheet.h"
#include "sy-tally-text.h"

#define MARGIN 42.0
#define PNG_SCALE 2.0

static const GdkRGBA black = { 0, 0, 0, 1 };

/* Draws @text wrapped to @width at (@x, @y); returns its height. */
static double
show (cairo_t    *cr,
      const char *text,
      double      x,
      double      y,
      double      width,
      double      size,
      gboolean    bold,
      PangoAlignment align)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  int h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_alignment (layout, align);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, NULL, &h);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  return h;
}

static void
rule (cairo_t *cr,
      double   x,
      double   y,
      double   width)
{
  cairo_set_line_width (cr, 0.5);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + width, y);
  cairo_stroke (cr);
}

/**
 * sy_score_sheet_get_headings:
 * @game: the game
 * @tally: its public tally (sy_table_tally_public())
 *
 * The headings of the sheet's table, in the order drawn: the player, the
 * sources of the points, their total, and apart, after a rule, the money
 * left, which is not a part of the sum but the tie-break ("Pokud nastane
 * shoda, vítězí ten hráč ve shodě, který má více guldenů").
 *
 * Returns: (transfer full): the headings
 */
GStrv
sy_score_sheet_get_headings (SyGame        *game,
                             const SyTally *tally)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  const char *headings[] = {
    _("Player"), _("Crew"), _("Cannons and cranes"), _("Speed"), _("Officials"),
    _("Blue Riband"), _("Contracts"), _("Merchants"),
    tally->contracts_hidden ? _("Total without contracts") : _("Total"),
    /* TRANSLATORS: the score sheet's last column, narrow: the money left,
     * which breaks a tie on points */
    sy_game_get_edition (game) == SY_EDITION_FIRST ? _("Coins (tie-break)") : _("Guilders (tie-break)"),
  };

  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    g_strv_builder_add (builder, headings[c]);
  return g_strv_builder_end (builder);
}

/* The columns: the player's name, SOURCES sources and the total, a gap,
 * the money. */
#define SOURCES 7
#define GAP 10.0

static double
column_x (double x,
          double first,
          double column,
          guint  c)
{
  if (c == 0)
    return x;
  return x + first + (c - 1) * column + (c == SOURCES + 2 ? GAP : 0);
}

/* The points by source, a column each, the total, and the money apart;
 * returns the table's height. */
static double
draw_table (cairo_t       *cr,
            SyGame        *game,
            const SyTally *tally,
            double         x,
            double         y,
            double         width)
{
  g_auto(GStrv) headings = sy_score_sheet_get_headings (game, tally);
  guint n_columns = g_strv_length (headings);
  double first = width * 0.15, column = (width - first - GAP) / (n_columns - 1);
  double sum_width = column_x (x, first, column, n_columns - 1) - GAP / 2 - x;
  double top = y, header = 0;

  g_assert (n_columns == SOURCES + 3);
  for (guint c = 0; c < n_columns; c++)
    header = MAX (header, show (cr, headings[c], column_x (x, first, column, c), y,
                                c == 0 ? first : column - 6, 7, TRUE,
                                c == 0 ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT));
  y += header + 3;
  rule (cr, x, y, width);
  y += 4;
  for (guint p = 0; p < sy_game_get_n_players (game); p++)
    {
      const SyPlayerTally *pt = &tally->players[p];
      guint officials = 0;
      guint values[SOURCES + 2];
      double row = 0;

      for (guint o = 0; o < SY_N_OFFICIALS; o++)
        officials += pt->ships.officials[o];
      values[0] = pt->ships.crew;
      values[1] = pt->ships.cannons_cranes;
      values[2] = pt->ships.speed;
      values[3] = officials;
      values[4] = pt->ships.riband;
      values[5] = pt->contracts_points;
      values[6] = pt->employees;
      values[7] = pt->total;
      values[8] = sy_table_get_player (sy_game_get_table (game), p)->money;
      row = show (cr, sy_game_get_player_name (game, p), x, y, first - 4, 10,
                  tally->winners[p], PANGO_ALIGN_LEFT);
      for (guint c = 0; c < G_N_ELEMENTS (values); c++)
        {
          /* Face down before the end: no number. */
          g_autofree char *text = c == 5 && tally->contracts_hidden ? g_strdup ("–")
                                                                     : g_strdup_printf ("%u", values[c]);

          show (cr, text, column_x (x, first, column, c + 1), y, column - 2, 10, c == SOURCES,
                PANGO_ALIGN_RIGHT);
        }
      y += row + 3;
      rule (cr, x, y, width);
      y += 4;
    }
  /* The money stands apart from the sum. */
  cairo_set_line_width (cr, 1.0);
  cairo_move_to (cr, x + sum_width, top);
  cairo_line_to (cr, x + sum_width, y - 4);
  cairo_stroke (cr);
  return y - top;
}

static double
draw_contracts (cairo_t       *cr,
                SyGame        *game,
                const SyTally *tally,
                double         x,
                double         y,
                double         width)
{
  double top = y;

  y += show (cr, _("Contracts"), x, y, width, 12, TRUE, PANGO_ALIGN_LEFT) + 4;
  for (guint p = 0; p < sy_game_get_n_players (game); p++)
    {
      const SyPlayerTally *pt = &tally->players[p];
      g_autoptr(GString) line = g_string_new (NULL);

      if (tally->contracts_hidden)
        g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE,
                                                   "%u contract face down until the final tally",
                                                   "%u contracts face down until the final tally",
                                                   pt->n_hidden),
                                pt->n_hidden);
      else if (!pt->hands_entered)
        g_string_append (line, _("Not every contract was entered"));
      for (guint i = 0; i < pt->n_contracts; i++)
        {
          g_autofree char *points = sy_tally_text_contract_points (&pt->contracts[i]);

          if (line->len > 0)
            g_string_append (line, "; ");
          /* TRANSLATORS: a contract's title and its points */
          g_string_append_printf (line, _("%s: %s"), sy_tally_text_contract (&pt->contracts[i],
                                                                             sy_game_get_edition (game)),
                                  points);
        }
      y += show (cr, sy_game_get_player_name (game, p), x, y, width, 10, TRUE, PANGO_ALIGN_LEFT);
      y += show (cr, line->str, x + 12, y, width - 12, 10, FALSE, PANGO_ALIGN_LEFT) + 4;
    }
  return y - top;
}

/**
 * sy_score_sheet_draw:
 * @cr: where to draw, (0, 0) the top left of the page
 * @game: the game
 * @width: the page's width
 * @height: the page's height
 *
 * Draws the score sheet of @game as it stands (marked "so far" when the
 * game is not over) on a page of @width by @height, in points.
 */
void
sy_score_sheet_draw (cairo_t *cr,
                     SyGame  *game,
                     double   width,
                     double   height)
{
  const SyTable *table;
  SyTally tally;
  g_autofree SyScorePoint *points = NULL;
  g_autofree char *date = sy_tally_text_date (game);
  g_autofree char *caption = sy_tally_text_chart_caption (game);
  g_autofree char *edition = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *result = NULL;
  double x = MARGIN, y = MARGIN, w = width - 2 * MARGIN, chart;
  guint n_points;

  g_return_if_fail (cr != NULL && SY_IS_GAME (game));

  table = sy_game_get_table (game);
  sy_table_tally_public (table, sy_game_get_card_values (game), &tally);
  n_points = sy_game_get_score_timeline (game, &points);
  edition = sy_tally_text_edition (game);
  if (sy_table_get_phase (table) == SY_PHASE_OVER)
    subtitle = g_strdup_printf ("%s · %s", date, edition);
  else
    subtitle = g_strdup_printf ("%s · %s · %s", date, edition, _("So far: the game is not over"));
  result = sy_tally_text_result (game, &tally);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  gdk_cairo_set_source_rgba (cr, &black);
  y += show (cr, _("Shipyard: Score Sheet"), x, y, w, 20, TRUE, PANGO_ALIGN_LEFT) + 2;
  y += show (cr, subtitle, x, y, w, 10, FALSE, PANGO_ALIGN_LEFT) + 16;
  y += draw_table (cr, game, &tally, x, y, w) + 10;
  y += show (cr, result, x, y, w, 12, TRUE, PANGO_ALIGN_LEFT) + 4;
  if (!tally.complete)
    y += show (cr, sy_tally_text_incomplete (&tally), x, y, w, 10, FALSE, PANGO_ALIGN_LEFT);
  y += 12;
  y += draw_contracts (cr, game, &tally, x, y, w) + 12;
  y += show (cr, _("Score over the game"), x, y, w, 12, TRUE, PANGO_ALIGN_LEFT) + 2;
  y += show (cr, caption, x, y, w, 9, FALSE, PANGO_ALIGN_LEFT) + 6;
  chart = MIN (height - MARGIN - y, 320);
  if (chart > 80)
    {
      cairo_translate (cr, x, y);
      sy_score_chart_draw (cr, game, points, n_points, w, chart,
                           sy_table_get_phase (table) == SY_PHASE_OVER ? &tally : NULL, &black);
    }
  cairo_restore (cr);
}

static cairo_status_t
append_cb (void                *closure,
           const unsigned char *data,
           unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/**
 * sy_score_sheet_to_bytes:
 * @game: the game
 * @pdf: %TRUE for a one-page A4 PDF, %FALSE for a PNG image of the page
 * @error: where to report a failure
 *
 * The score sheet as the contents of a file, to be written anywhere
 * (through GIO, so that a folder of the file portal or a remote one
 * takes it too).
 *
 * Returns: (transfer full) (nullable): the file's bytes
 */
GBytes *
sy_score_sheet_to_bytes (SyGame    *game,
                         gboolean   pdf,
                         GError   **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  double scale = pdf ? 1.0 : PNG_SCALE;

  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  if (pdf)
    surface = cairo_pdf_surface_create_for_stream (append_cb, bytes, SY_SCORE_SHEET_WIDTH,
                                                   SY_SCORE_SHEET_HEIGHT);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                          (int) ceil (SY_SCORE_SHEET_WIDTH * scale),
                                          (int) ceil (SY_SCORE_SHEET_HEIGHT * scale));
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  sy_score_sheet_draw (cr, game, SY_SCORE_SHEET_WIDTH, SY_SCORE_SHEET_HEIGHT);
  if (pdf)
    cairo_show_page (cr);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && !pdf)
    status = cairo_surface_write_to_png_stream (surface, append_cb, bytes);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The score sheet could not be drawn."));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

/* Draws the sheet on a PDF page or an image and writes it out; a failure
 * is told in the user's language, with the file's name. */
static gboolean
export_sheet (SyGame      *game,
              const char  *filename,
              gboolean     pdf,
              GError     **error)
{
  g_autoptr(GBytes) bytes = sy_score_sheet_to_bytes (game, pdf, NULL);

  if (bytes == NULL
      || !g_file_set_contents (filename, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL))
    {
      g_autofree char *name = g_filename_display_basename (filename);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("The score sheet could not be written to “%s”."), name);
      return FALSE;
    }
  return TRUE;
}


/**
 * sy_score_sheet_export_pdf:
 * @game: the game
 * @filename: the file to write, replaced if it exists
 * @error: where to report a failure
 *
 * Writes the score sheet as a one-page A4 PDF.
 *
 * Returns: whether it was written
 */
gboolean
sy_score_sheet_export_pdf (SyGame      *game,
                           const char  *filename,
                           GError     **error)
{
  g_return_val_if_fail (SY_IS_GAME (game), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  return export_sheet (game, filename, TRUE, error);
}

/**
 * sy_score_sheet_export_png:
 * @game: the game
 * @filename: the file to write, replaced if it exists
 * @error: where to report a failure
 *
 * Writes the score sheet as a PNG image of an A4 page at 144 dots an inch.
 *
 * Returns: whether it was written
 */
gboolean
sy_score_sheet_export_png (SyGame      *game,
                           const char  *filename,
                           GError     **error)
{
  g_return_val_if_fail (SY_IS_GAME (game), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  return export_sheet (game, filename, FALSE, error);
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              gpointer           user_data)
{
  sy_score_sheet_draw (gtk_print_context_get_cairo_context (context), SY_GAME (user_data),
                       gtk_print_context_get_width (context),
                       gtk_print_context_get_height (context));
}

/**
 * sy_score_sheet_print_operation_new:
 * @game: the game
 *
 * A print operation that draws the score sheet on one A4 page, as the PDF
 * export does: for sy_score_sheet_print(), and for tests, which export it
 * to a file (%GTK_PRINT_OPERATION_ACTION_EXPORT).
 *
 * Returns: (transfer full): the operation, not yet run
 */
GtkPrintOperation *
sy_score_sheet_print_operation_new (SyGame *game)
{
  GtkPrintOperation *operation;
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);

  g_return_val_if_fail (SY_IS_GAME (game), NULL);

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_n_pages (operation, 1);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  /* The sheet keeps margins of its own, wider than a printer's. */
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_job_name (operation, _("Shipyard: Score Sheet"));
  gtk_page_setup_set_paper_size_and_default_margins (setup, a4);
  gtk_print_operation_set_default_page_setup (operation, setup);
  g_signal_connect_object (operation, "draw-page", G_CALLBACK (draw_page_cb), game, 0);
  return operation;
}

/**
 * sy_score_sheet_print:
 * @game: the game
 * @parent: (nullable): the window the print dialog belongs to
 * @error: where to report a failure
 *
 * Prints the score sheet on one page, after the print dialog: the final
 * tally, or the tally so far of a game not over.
 *
 * Returns: whether printing went on without an error
 */
gboolean
sy_score_sheet_print (SyGame     *game,
                      GtkWindow  *parent,
                      GError    **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  GtkPrintOperationResult result;

  g_return_val_if_fail (SY_IS_GAME (game), FALSE);

  operation = sy_score_sheet_print_operation_new (game);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                    parent, error);
  return result != GTK_PRINT_OPERATION_RESULT_ERROR;
}
