/* sy-error.h: errors a player can cause
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SY_ERROR (sy_error_quark ())

/**
 * SyError:
 * @SY_ERROR_INVALID_SETUP: the choices for a new game do not make a game of
 *   Shipyard (a player count the edition does not have, a missing name...)
 *
 * Every message that comes with one of these errors is written for the
 * players, translated, and names what is wrong.
 */
typedef enum {
  SY_ERROR_INVALID_SETUP,
} SyError;

GQuark sy_error_quark (void);

G_END_DECLS
