/* sy-box-page-private.h: what the files of the box's Preferences page share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-box-design-row.h"
#include "sy-box-page.h"

G_BEGIN_DECLS

struct _SyBoxPage
{
  AdwPreferencesPage parent_instance;

  SyUserData *user_data;        /* the owner of the boxes, handed down by the preferences */
  SyEdition edition;
  GListStore *parts[SY_PART_STERN + 1];     /* SyBoxItem: each kind's designs, shown */
  GPtrArray *part_rows[SY_PART_STERN + 1];  /* their rows once the kind was opened */
  GListStore *tiles;            /* SyBoxItem: the tiles shown (tiles_list is bound to it), */
  GPtrArray *tiles_pending;     /* and those beyond a box's worth, added later */
  guint tiles_id;               /* the idle adding them */
  gboolean refill_later;        /* the box changed: filled again in the idle below */
  guint refill_id;
  AdwExpanderRow *kind_rows[SY_PART_STERN + 1];  /* each kind's, in rows */
  gboolean kind_filled[SY_PART_STERN + 1];       /* its rows follow its store */
  SyBoxDesign removing;         /* the design the open question would remove */
  GCancellable *choosing;             /* a file chooser open, cancelled when the page goes */
  GCancellable *importing;            /* a box file being read, likewise */

  /* Template widgets */
  AdwComboRow *edition_row;
  AdwActionRow *tiles_count;
  AdwActionRow *parts_count;
  GtkLevelBar *tiles_level;
  GtkLevelBar *parts_level;
  AdwPreferencesGroup *parts_group;
  AdwPreferencesGroup *tiles_group;
  GtkListBox *tiles_list;
  GtkWidget *no_tiles;
  GtkLabel *message;
  GtkWidget *message_box;
  GtkSpinner *busy;
};

SyBox *_sy_box_page_get_box     (SyBoxPage  *self,
                                 SyEdition   edition);
void   _sy_box_page_corrected   (SyBoxPage  *self,
                                 SyEdition   edition);
void   _sy_box_page_tell        (SyBoxPage  *self,
                                 const char *text,
                                 gboolean    failure);
void   _sy_box_page_choose_file (SyBoxPage  *self,
                                 gboolean    saving);
void   _sy_box_page_set_busy    (SyBoxPage  *self,
                                 gboolean    busy);
void   _sy_box_page_cancel_import (SyBoxPage *self);
void   _sy_box_page_init_rows   (SyBoxPage   *self);
void   _sy_box_page_fill_rows   (SyBoxPage   *self,
                                 const SyBox *box);
void   _sy_box_page_empty_kinds (SyBoxPage   *self);

G_END_DECLS
