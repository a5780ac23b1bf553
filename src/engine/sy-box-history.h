/* sy-box-history.h: the box learns the games already in the history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-box.h"
#include "sy-history.h"

G_BEGIN_DECLS

gboolean sy_box_is_example      (SyGame          *game,
                                 SyGame          *example);
guint    sy_box_learn_history   (SyBox           *first_box,
                                 SyBox           *second_box,
                                 const SyHistory *history,
                                 SyGame          *example,
                                 guint           *n_unreadable);

G_END_DECLS
