/* sy-words.c: the words that differ between the editions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One home for every word a table of one edition says differently from
 * the other's: each is translated with the context "first edition" or
 * "second edition", so that the translator takes it from that edition's
 * rulebook (zlatý, kartička, figurka, okruh, obchodník in the first;
 * gulden, destička, kostka, kolo, byznysmen in the second).
 */
#define G_LOG_DOMAIN "sy-words"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-words.h"

/* Marks a context and a text for xgettext (po/meson.build names the
 * keyword); sy_words_get() translates them. */
#define SY_C_(context, text) { context, text }

typedef struct {
  const char *context;
  const char *text;
} Word;

/* By word, then by edition: first, second. */
static const Word words[SY_N_WORDS][2] = {
  [SY_WORD_TILE_NOT_IN_PLAY] = {
    SY_C_ ("first edition", "That action card is not in play."),
    SY_C_ ("second edition", "That action tile is not in play."),
  },
  [SY_WORD_LEAD_NOT_CHOSEN] = {
    SY_C_ ("first edition",
           "The lead card cannot be chosen: it is the one just moved to the front."),
    SY_C_ ("second edition",
           "The lead tile cannot be chosen: it is the one just moved to the front."),
  },
  [SY_WORD_MARKER_THERE] = {
    SY_C_ ("first edition", "A pawn stands on that card already."),
    SY_C_ ("second edition", "A die lies on that tile already."),
  },
  [SY_WORD_BONUS_NOT_OWN] = {
    SY_C_ ("first edition", "The bonus action cannot be the action your pawn is on this turn."),
    SY_C_ ("second edition", "The bonus action cannot be the action your die is on this turn."),
  },
  [SY_WORD_TRACK_HOLDS] = {
    SY_C_ ("first edition", "The action track holds %u cards in this game."),
    SY_C_ ("second edition", "The action track holds %u tiles in this game."),
  },
  [SY_WORD_TILE_ONCE] = {
    SY_C_ ("first edition", "Each action card in play lies once on the track."),
    SY_C_ ("second edition", "Each action tile in play lies once on the track."),
  },
  [SY_WORD_EXCHANGE_NEEDS_GOODS] = {
    SY_C_ ("first edition", "Exchange needs a goods wagon card, and you have none."),
    SY_C_ ("second edition", "Exchange needs a goods tile, and you have none."),
  },
  [SY_WORD_NO_SUCH_GOODS] = {
    SY_C_ ("first edition", "You have no such goods wagon card."),
    SY_C_ ("second edition", "You have no such goods tile."),
  },
  [SY_WORD_GOODS_THREE_KINDS] = {
    SY_C_ ("first edition", "A goods wagon card shows three goods of the game’s three kinds."),
    SY_C_ ("second edition", "A goods tile shows three goods of the game’s three kinds."),
  },
  [SY_WORD_NO_MORE_GOODS] = {
    SY_C_ ("first edition", "The game has no more goods wagon cards."),
    SY_C_ ("second edition", "The game has no more goods tiles."),
  },
  /* Translators: after the step the table waits for, e.g.
   * “Ada: end the turn; the round ends with this turn” */
  [SY_WORD_ROUND_ENDS_WITH_TURN] = {
    SY_C_ ("first edition", "the lap ends with this turn"),
    SY_C_ ("second edition", "the round ends with this turn"),
  },
  [SY_WORD_ROUND_ENDED] = {
    SY_C_ ("first edition", "The lap ended"),
    SY_C_ ("second edition", "The round ended"),
  },
  [SY_WORD_TRACK_LEAD_FIRST] = {
    SY_C_ ("first edition", "Action track, lead card first:"),
    SY_C_ ("second edition", "Action track, lead tile first:"),
  },
  /* Translators: the canal official who scores 1 for each businessman
   * and each crane on the ship */
  [SY_WORD_TRADE_OFFICIAL] = {
    SY_C_ ("first edition", "Businessman official"),
    SY_C_ ("second edition", "Businessman official"),
  },
  [SY_WORD_MONEY] = {
    SY_C_ ("first edition", "Coins"),
    SY_C_ ("second edition", "Guilders"),
  },
  [SY_WORD_MONEY_TIE_BREAK] = {
    SY_C_ ("first edition", "Coins (the tie-break)"),
    SY_C_ ("second edition", "Guilders (the tie-break)"),
  },
  [SY_WORD_MONEY_EACH] = {
    SY_C_ ("first edition", "Coins each"),
    SY_C_ ("second edition", "Guilders each"),
  },
  [SY_WORD_PRICE_UNDER] = {
    SY_C_ ("first edition", "Price printed under the card"),
    SY_C_ ("second edition", "Price printed under the tile"),
  },
  [SY_WORD_CANAL_WHAT_IF] = {
    SY_C_ ("first edition", "What this card would change"),
    SY_C_ ("second edition", "What this tile would change"),
  },
  [SY_WORD_CANAL_ANOTHER] = {
    SY_C_ ("first edition", "Another Card"),
    SY_C_ ("second edition", "Another Tile"),
  },
  /* Translators: “Card 3, Build Ships, pawn of Ada” */
  [SY_WORD_TRACK_PLACE_OWNER] = {
    SY_C_ ("first edition", "Card %u, %s, pawn of %s"),
    SY_C_ ("second edition", "Tile %u, %s, marker of %s"),
  },
  [SY_WORD_TRACK_PLACE] = {
    SY_C_ ("first edition", "Card %u, %s"),
    SY_C_ ("second edition", "Tile %u, %s"),
  },
  [SY_WORD_LEAD] = {
    SY_C_ ("first edition", "Lead card"),
    SY_C_ ("second edition", "Lead tile"),
  },
};

static guint
edition_index (SyEdition edition)
{
  return edition == SY_EDITION_FIRST ? 0 : 1;
}

/**
 * sy_words_get:
 * @edition: the game's edition
 * @word: what to say
 *
 * Returns: (transfer none): @word as @edition's rulebook says it, in the
 *   user's language
 */
const char *
sy_words_get (SyEdition edition,
              SyWord    word)
{
  const Word *w;

  g_return_val_if_fail ((guint) word < SY_N_WORDS, "");

  w = &words[word][edition_index (edition)];
  return g_dpgettext2 (GETTEXT_PACKAGE, w->context, w->text);
}

/**
 * sy_words_printf:
 * @edition: the game's edition
 * @word: what to say, a format
 * @...: the values of its format
 *
 * Returns: (transfer full): @word as @edition's rulebook says it, with
 *   its values, in the user's language
 */
char *
sy_words_printf (SyEdition edition,
                 SyWord    word,
                 ...)
{
  va_list args;
  char *text;

  va_start (args, word);
  /* msgfmt --check-format holds the translations to the formats here. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  text = g_strdup_vprintf (sy_words_get (edition, word), args);
#pragma GCC diagnostic pop
  va_end (args);
  return text;
}

/**
 * sy_words_npgettext:
 * @context: the translation context
 * @singular: the text for one
 * @plural: the text for more
 * @n: how many
 *
 * A plural translated in a context, which GLib has no call for.
 *
 * Returns: (transfer none): the translation for @n
 */
const char *
sy_words_npgettext (const char *context,
                    const char *singular,
                    const char *plural,
                    gulong      n)
{
  g_autofree char *key = g_strconcat (context, "\004", singular, NULL);
  const char *translated = g_dngettext (GETTEXT_PACKAGE, key, plural, n);

  /* Untranslated, gettext hands back the key it was given. */
  if (translated == key)
    return singular;
  return translated;
}

/**
 * sy_words_money:
 * @edition: the game's edition
 * @amount: a sum of money
 *
 * Returns: (transfer full): @amount in the edition's money, “6 coins”
 *   (zlatý) in the first, “6 guilders” (gulden) in the second
 */
char *
sy_words_money (SyEdition edition,
                guint     amount)
{
  if (edition == SY_EDITION_FIRST)
    return g_strdup_printf (sy_words_npgettext (SY_NC_ ("first edition", "%u coin", "%u coins"),
                                                amount), amount);
  return g_strdup_printf (sy_words_npgettext (SY_NC_ ("second edition", "%u guilder", "%u guilders"),
                                              amount), amount);
}

/**
 * sy_words_price:
 * @edition: the game's edition
 * @price: what something costs
 *
 * Returns: (transfer full): the price in words, “free” or “2 coins”
 */
char *
sy_words_price (SyEdition edition,
                guint     price)
{
  if (price == 0)
    /* Translators: a price of nothing */
    return g_strdup (_("free"));
  return sy_words_money (edition, price);
}
