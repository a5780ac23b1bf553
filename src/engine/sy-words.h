/* sy-words.h: the words that differ between the editions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sy-engine-types.h"

G_BEGIN_DECLS

/* Marks a context (a string, "first edition" or "second edition"), a
 * singular and a plural for xgettext (po/meson.build names the keyword);
 * sy_words_npgettext() translates them. */
#define SY_NC_(context, singular, plural) context, singular, plural

/**
 * SyWord:
 * @SY_WORD_TILE_NOT_IN_PLAY: refused: that action tile (card) is not in play
 * @SY_WORD_LEAD_NOT_CHOSEN: refused: the lead tile (card) cannot be chosen
 * @SY_WORD_MARKER_THERE: refused: a die (pawn) is on that tile (card) already
 * @SY_WORD_BONUS_NOT_OWN: refused: the bonus action cannot be the one the
 *   player's die (pawn) marks
 * @SY_WORD_TRACK_HOLDS: refused: the track holds %u tiles (cards)
 * @SY_WORD_TILE_ONCE: refused: each action tile (card) lies once on the track
 * @SY_WORD_EXCHANGE_NEEDS_GOODS: refused: the exchange needs a goods tile
 *   (goods wagon card)
 * @SY_WORD_NO_SUCH_GOODS: refused: no such goods tile (wagon card)
 * @SY_WORD_GOODS_THREE_KINDS: refused: a goods tile (wagon card) shows three
 *   goods of the game's kinds
 * @SY_WORD_NO_MORE_GOODS: refused: no goods tiles (wagon cards) are left
 * @SY_WORD_ROUND_ENDS_WITH_TURN: a note: the round (lap) ends with this turn
 * @SY_WORD_ROUND_ENDED: the event: the round (lap) ended
 * @SY_WORD_TRACK_LEAD_FIRST: a heading: the action track, lead tile (card)
 *   first
 * @SY_WORD_TRADE_OFFICIAL: the official who scores businessmen and cranes
 * @SY_WORD_MONEY: the money, as a heading (“Guilders”, “Coins”)
 * @SY_WORD_MONEY_TIE_BREAK: the money as the tally's tie-break
 * @SY_WORD_MONEY_EACH: the setup's money for each player
 * @SY_WORD_PRICE_UNDER: the price printed under a canal or goods tile (card)
 * @SY_WORD_CANAL_WHAT_IF: a heading: what this canal tile (card) would change
 * @SY_WORD_CANAL_ANOTHER: a canal tile (card) not in the box
 * @SY_WORD_TRACK_PLACE_OWNER: an action tile (card) read out: its place, its
 *   action and whose die (pawn) is on it
 * @SY_WORD_TRACK_PLACE: an action tile (card) read out: its place and action
 * @SY_WORD_LEAD: the lead tile (card), under it on the track
 *
 * Words and sentences that name what differs between the editions: the
 * first edition's rulebook has action cards, pawns (figurky), laps
 * (okruhy), goods wagon cards, zlatý (coins) and the crew member obchodník;
 * the second's has action tiles, dice, rounds (kola), goods tiles, guldens
 * (guilders) and the byznysmen.
 */
typedef enum {
  SY_WORD_TILE_NOT_IN_PLAY,
  SY_WORD_LEAD_NOT_CHOSEN,
  SY_WORD_MARKER_THERE,
  SY_WORD_BONUS_NOT_OWN,
  SY_WORD_TRACK_HOLDS,
  SY_WORD_TILE_ONCE,
  SY_WORD_EXCHANGE_NEEDS_GOODS,
  SY_WORD_NO_SUCH_GOODS,
  SY_WORD_GOODS_THREE_KINDS,
  SY_WORD_NO_MORE_GOODS,
  SY_WORD_ROUND_ENDS_WITH_TURN,
  SY_WORD_ROUND_ENDED,
  SY_WORD_TRACK_LEAD_FIRST,
  SY_WORD_TRADE_OFFICIAL,
  SY_WORD_MONEY,
  SY_WORD_MONEY_TIE_BREAK,
  SY_WORD_MONEY_EACH,
  SY_WORD_PRICE_UNDER,
  SY_WORD_CANAL_WHAT_IF,
  SY_WORD_CANAL_ANOTHER,
  SY_WORD_TRACK_PLACE_OWNER,
  SY_WORD_TRACK_PLACE,
  SY_WORD_LEAD,
  SY_N_WORDS,
} SyWord;

const char *sy_words_get        (SyEdition    edition,
                                 SyWord       word);
char       *sy_words_money      (SyEdition    edition,
                                 guint        amount);
char       *sy_words_price      (SyEdition    edition,
                                 guint        price);
char       *sy_words_printf     (SyEdition    edition,
                                 SyWord       word,
                                 ...);
const char *sy_words_npgettext  (const char  *context,
                                 const char  *singular,
                                 const char  *plural,
                                 gulong       n) G_GNUC_FORMAT (2);

G_END_DECLS
