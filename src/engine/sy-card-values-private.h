/* sy-card-values-private.h: the card values' storage, for the files that read and write it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-card-values.h"

G_BEGIN_DECLS

struct _SyCardValues
{
  GHashTable *by_id;            /* id -> GHashTable (count -> points) */
};

G_END_DECLS
