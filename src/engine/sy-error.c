/* sy-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-error.h"

G_DEFINE_QUARK (sy-error-quark, sy_error)
