/* sy-guide.h: what happens now and what just happened, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-engine.h"

G_BEGIN_DECLS

char *sy_guide_seat_name     (SyGame        *game,
                              guint          seat);
char *sy_guide_describe_now  (SyGame        *game);
char *sy_guide_describe_event (SyGame       *game,
                              const SyEvent *event,
                              guint          seat);

G_END_DECLS
