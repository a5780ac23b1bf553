/* sy-canal-oracle.h: a player's canals answering the ship rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-canals.h"

G_BEGIN_DECLS

/**
 * SyCanalOracle:
 *
 * Answers a #SyCruiseOracle's questions for one ship from one canal
 * system: for each speed, the tallies of the routes that can be best for
 * some crew on board. Answers are kept, so asking twice costs nothing.
 */
typedef struct _SyCanalOracle SyCanalOracle;

SyCanalOracle *sy_canal_oracle_new   (const SyCanals *canals,
                                      const SyShip   *ship);
void           sy_canal_oracle_free  (SyCanalOracle  *oracle);
void           sy_canal_oracle_get   (SyCanalOracle  *oracle,
                                      SyCruiseOracle *cruise);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SyCanalOracle, sy_canal_oracle_free)

G_END_DECLS
