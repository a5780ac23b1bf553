/* sy-contracts.h: government contracts and what they score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "sy-card-values.h"
#include "sy-table.h"

G_BEGIN_DECLS

#define SY_MAX_TABLE 24

/**
 * SyContractKind:
 * @SY_CONTRACT_COUNT_TABLE: a table on the card indexed by a count
 * @SY_CONTRACT_PER_SHIP_WITH: points for each ship with at least one of
 *   each thing named
 * @SY_CONTRACT_PER_PAIR_ON_SHIP: points for each pair on one ship
 * @SY_CONTRACT_PER_ITEM: points for each piece in the fleet
 * @SY_CONTRACT_BEYOND_FIRST: points for each piece beyond the first
 * @SY_CONTRACT_EMPLOYEES_LADDER: 1 for each of the first employees, more
 *   after
 * @SY_CONTRACT_EMPLOYEES_OF_COLOURS: points for each employee of some
 *   colours
 * @SY_CONTRACT_EMPLOYEE_PAIRS: points for pairs of employees by colour group
 * @SY_CONTRACT_PER_USED_CANAL: points for each used canal
 *
 * The few rules the contracts of both editions are made of.
 */
typedef enum {
  SY_CONTRACT_COUNT_TABLE,
  SY_CONTRACT_PER_SHIP_WITH,
  SY_CONTRACT_PER_PAIR_ON_SHIP,
  SY_CONTRACT_PER_ITEM,
  SY_CONTRACT_BEYOND_FIRST,
  SY_CONTRACT_EMPLOYEES_LADDER,
  SY_CONTRACT_EMPLOYEES_OF_COLOURS,
  SY_CONTRACT_EMPLOYEE_PAIRS,
  SY_CONTRACT_PER_USED_CANAL,
} SyContractKind;

/**
 * SyContract:
 *
 * One contract card, as the catalog describes it.
 */
typedef struct _SyContract SyContract;


const SyContract *sy_contract_find           (const char          *id);
guint             sy_contracts_for_edition   (SyEdition            edition,
                                              guint                group,
                                              const SyContract   **out,
                                              guint                max);
const char       *sy_contract_get_id         (const SyContract    *contract);
guint             sy_contract_get_group      (const SyContract    *contract);
SyContractKind    sy_contract_get_kind       (const SyContract    *contract);
gboolean          sy_contract_in_edition     (const SyContract    *contract,
                                              SyEdition            edition);
const char       *sy_contract_get_title      (const SyContract    *contract,
                                              SyEdition            edition);
const char       *sy_contract_get_newest_title (const SyContract  *contract);
const char       *sy_contract_get_description (const SyContract   *contract,
                                              SyEdition            edition);
guint             sy_contract_get_pictures   (const SyContract    *contract,
                                              SySymbol            *symbols,
                                              guint                max);
gboolean          sy_contract_has_table      (const SyContract    *contract);
gboolean          sy_contract_lookup_table   (const SyContract    *contract,
                                              const SyCardValues  *values,
                                              guint                count,
                                              guint               *points,
                                              gboolean            *shipped);
gboolean          sy_contract_score          (const SyContract    *contract,
                                              const SyTable       *table,
                                              guint                player,
                                              const SyCardValues  *values,
                                              guint               *points,
                                              guint               *missing_count,
                                              GError             **error);


G_END_DECLS
