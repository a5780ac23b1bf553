/* sy-setup.h: what the table needs for an edition and a number of players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sy-engine-types.h"

G_BEGIN_DECLS

#define SY_MAX_DISCARDS 2

/**
 * SyDiscard:
 * @after_round: the second edition: the discard follows the removal of this
 *   many dice from the round counter; the first edition: the end of this
 *   many laps of the action track
 * @per_colour: how many contracts of each colour every player discards
 */
typedef struct {
  guint after_round;
  guint per_colour;
} SyDiscard;

/**
 * SySetupFacts:
 * @edition: the edition
 * @n_players: the players at the table (1 is the solo game)
 * @contract_mode: the contracts played (normalised: always advanced in the
 *   first edition)
 * @markers_per_player: action markers (dice or pawns) each player places
 * @gear_dice: dice in the gear wheel's cutout (second edition)
 * @round_counter_dice: dice on the round counter (second edition)
 * @countdown_start: the space of the countdown track the marker starts on
 *   (first edition)
 * @subsidy_in_play: whether the Subsidy action tile is on the track
 * @starting_guilders: the money each player starts with
 * @contracts_per_colour: the contracts of each colour dealt to each player
 * @starting_sets: whether they come from the recommended starting sets
 * @employee_sets: 1 when only the basic employee tiles are used, 2 when the
 *   second set lies on top of them
 * @solo_opponents: the opponents of the solo game
 * @n_discards: how many entries of @discards are used
 * @discards: when contracts are discarded, in the order they happen
 *
 * The setup facts follow from the edition, the number of players and the
 * contracts chosen; the rulebooks give every one of them.
 */
struct _SySetupFacts {
  SyEdition edition;
  guint n_players;
  SyContractMode contract_mode;
  guint markers_per_player;
  guint gear_dice;
  guint round_counter_dice;
  guint countdown_start;
  gboolean subsidy_in_play;
  guint starting_guilders;
  guint contracts_per_colour;
  gboolean starting_sets;
  guint employee_sets;
  guint solo_opponents;
  guint n_discards;
  SyDiscard discards[SY_MAX_DISCARDS];
};

#define SY_TYPE_SETUP_FACTS (sy_setup_facts_get_type ())

GType         sy_setup_facts_get_type     (void) G_GNUC_CONST;
gboolean      sy_edition_accepts_players  (SyEdition       edition,
                                           guint           n_players);
gboolean      sy_setup_facts_compute      (SyEdition       edition,
                                           guint           n_players,
                                           SyContractMode  contract_mode,
                                           SySetupFacts   *facts,
                                           GError        **error);
SySetupFacts *sy_setup_facts_copy         (const SySetupFacts *facts);
void          sy_setup_facts_free         (SySetupFacts   *facts);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SySetupFacts, sy_setup_facts_free)

G_END_DECLS
