/* sy-canal-legend.h: what the pictures on canal spaces mean
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sy-engine.h"

G_BEGIN_DECLS

GtkWidget *sy_canal_legend_new (SyEdition edition);

G_END_DECLS
