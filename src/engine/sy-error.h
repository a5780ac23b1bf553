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
 * @SY_ERROR_INVALID_CATALOG: a catalog document is damaged (a build error,
 *   never a player's)
 * @SY_ERROR_INVALID_PART: a ship part shows symbols it cannot have
 * @SY_ERROR_ILLEGAL_PLACEMENT: a ship part may not go where it was put
 * @SY_ERROR_ILLEGAL_FITTING: equipment or crew does not fit on a ship
 * @SY_ERROR_ILLEGAL_CANAL: a canal tile, the boat or a route breaks the rules
 * @SY_ERROR_ILLEGAL_MOVE: an event the rules do not allow now
 * @SY_ERROR_INVALID_FILE: a saved game that cannot be read
 * @SY_ERROR_MISSING_VALUE: a contract card's table lacks a value only the
 *   card prints
 *
 * Every message that comes with one of these errors is written for the
 * players, translated, and names what is wrong.
 */
typedef enum {
  SY_ERROR_INVALID_SETUP,
  SY_ERROR_INVALID_CATALOG,
  SY_ERROR_INVALID_PART,
  SY_ERROR_ILLEGAL_PLACEMENT,
  SY_ERROR_ILLEGAL_FITTING,
  SY_ERROR_ILLEGAL_CANAL,
  SY_ERROR_ILLEGAL_MOVE,
  SY_ERROR_INVALID_FILE,
  SY_ERROR_MISSING_VALUE,
} SyError;

GQuark sy_error_quark (void);

G_END_DECLS
