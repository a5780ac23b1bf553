/* sy-contracts-catalog.h: the government contracts' catalog (sy-contracts.h asks it)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

GPtrArray  *_sy_contracts_get_all    (void);

G_END_DECLS
