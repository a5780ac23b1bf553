/* sy-score-sheet.h: the score sheet, printed or exported, for a game diary
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

/* An A4 page in points (1/72 inch). */
#define SY_SCORE_SHEET_WIDTH 595.276
#define SY_SCORE_SHEET_HEIGHT 841.89

void     sy_score_sheet_draw       (cairo_t     *cr,
                                    SyGame      *game,
                                    double       width,
                                    double       height);
gboolean sy_score_sheet_export_pdf (SyGame      *game,
                                    const char  *filename,
                                    GError     **error);
gboolean sy_score_sheet_export_png (SyGame      *game,
                                    const char  *filename,
                                    GError     **error);
GBytes  *sy_score_sheet_to_bytes   (SyGame      *game,
                                    gboolean     pdf,
                                    GError     **error);
gboolean sy_score_sheet_print      (SyGame      *game,
                                    GtkWindow   *parent,
                                    GError     **error);
GtkPrintOperation *
         sy_score_sheet_print_operation_new (SyGame *game);
GStrv    sy_score_sheet_get_headings (SyGame        *game,
                                      const SyTally *tally);

G_END_DECLS
