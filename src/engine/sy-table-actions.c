/* sy-table-actions.c: the actions, the bonus action, launching ships, and their prices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-table-actions"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "sy-table-private.h"
#include "sy-error.h"
#include "sy-table-actions-private.h"
#include "sy-cruise-routes.h"
#include "sy-table-track.h"
#include "sy-words.h"

static gboolean
refuse (GError     **error,
        const char  *message)
{
  g_set_error_literal (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, message);
  return FALSE;
}

static gboolean
pay (const SyTable  *table,
     SyPlayerState  *player,
     guint           price,
     GError        **error)
{
  if (price > player->money)
    {
      g_autofree char *cost = sy_words_money (table->facts.edition, price);

      /* Translators: “That costs 3 guilders and you have 2.”; the money is
       * the edition's (zlatý in the first, gulden in the second) */
      g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE, _("That costs %s and you have %u."),
                   cost, player->money);
      return FALSE;
    }
  player->money -= price;
  return TRUE;
}

static SyAction
action_of (SyEventType type)
{
  switch (type)
    {
    case SY_EVENT_BUILD:
      return SY_ACTION_BUILD;
    case SY_EVENT_CANAL:
      return SY_ACTION_CANAL;
    case SY_EVENT_GOODS:
      return SY_ACTION_GOODS;
    case SY_EVENT_EQUIPMENT:
      return SY_ACTION_EQUIPMENT;
    case SY_EVENT_CREW:
      return SY_ACTION_CREW;
    case SY_EVENT_HIRE:
      return SY_ACTION_EMPLOYEES;
    case SY_EVENT_EXCHANGE:
      return SY_ACTION_EXCHANGE;
    case SY_EVENT_SUBSIDY:
    default:
      return SY_ACTION_SUBSIDY;
    }
}

/**
 * sy_table_part_price:
 * @table: a table
 * @part: a part bought
 *
 * Returns: its price: by its row of the offer, from the bottom (0, 1, 1,
 *   2, 2); a blank substitute is free
 */
guint
sy_table_part_price (const SyTable      *table,
                     const SyBoughtPart *part)
{
  const SyCatalog *catalog = sy_catalog_get (table->facts.edition);

  if (part->part.blank || part->row >= SY_OFFER_ROWS)
    return 0;
  return catalog->row_prices[part->row];
}

/**
 * sy_table_proposed_price:
 * @table: a table
 * @position: a place in an offer of canals or goods, 0 the bottom (the
 *   free one)
 *
 * The rulebooks do not print the canals' and goods' prices; the solo rules
 * imply the ship parts' row prices (0, 1, 1, 2, 2), which the program
 * proposes for the players to confirm or correct.
 *
 * Returns: the proposed price
 */
guint
sy_table_proposed_price (const SyTable *table,
                         guint          position)
{
  const SyCatalog *catalog = sy_catalog_get (table->facts.edition);

  return catalog->row_prices[MIN (position, SY_OFFER_ROWS - 1)];
}

/**
 * sy_table_may_take_stand_in:
 * @table: a table
 * @kind: a kind of ship part
 *
 * A blank stand-in is free "Pokud není k dispozici lodní díl, který si
 * chcete koupit" (second edition, Konec hry; first edition p. 10): when no
 * part of the kind is left, neither in its stack nor on display. The
 * program does not mirror the display, so it allows one once the stack has
 * run out, and the players confirm that none is on display.
 *
 * Returns: whether a stand-in of @kind may be taken now
 */
gboolean
sy_table_may_take_stand_in (const SyTable *table,
                            SyPartKind     kind)
{
  g_return_val_if_fail (table != NULL, FALSE);

  return kind >= SY_PART_BOW && kind <= SY_PART_STERN && table->stack_empty[kind];
}

static gboolean
do_build (SyTable        *table,
          SyPlayerState  *player,
          const SyEvent  *event,
          GError        **error)
{
  const SyCatalog *catalog = sy_catalog_get (table->facts.edition);
  guint price = 0;

  if (event->n_parts < 1 || event->n_parts > SY_MAX_PURCHASE)
    return refuse (error, _("Building ships buys one, two or three parts."));
  if (table->phase == SY_PHASE_LAST_CHANCE && event->n_parts != 1)
    return refuse (error, _("The last chance buys exactly one part."));

  for (guint i = 0; i < event->n_parts; i++)
    {
      const SyBoughtPart *bought = &event->parts[i];

      if (!sy_part_check (&bought->part, catalog, error))
        return FALSE;
      if (bought->row >= SY_OFFER_ROWS)
        return refuse (error, _("The offer of ship parts has five rows."));
      if (bought->part.blank && !sy_table_may_take_stand_in (table, bought->part.kind))
        return refuse (error, _("A blank substitute is taken only when its stack has run out."));
      price += sy_table_part_price (table, bought);
    }
  if (!pay (table, player, price, error))
    return FALSE;

  for (guint i = 0; i < event->n_parts; i++)
    if (!sy_yard_place (&player->yard, event->parts[i].slot, &event->parts[i].part, error))
      return FALSE;

  if (table->phase == SY_PHASE_LAST_CHANCE && sy_yard_find_finished (&player->yard, NULL) == 0)
    return refuse (error, _("The last chance only buys a part that finishes a ship."));
  return TRUE;
}

static gboolean
do_canal (SyTable        *table,
          SyPlayerState  *player,
          const SyEvent  *event,
          GError        **error)
{
  gboolean first = player->canals.n_tiles == 0 && !player->canals.boat_placed;

  if (!pay (table, player, event->price, error))
    return FALSE;
  if (!sy_canals_place (&player->canals, sy_canal_palette_get_default (), event->x, event->y,
                        &event->tile, error))
    return FALSE;

  /* The first edition puts the boat on the first canal rented; the second
   * at the first cruise. */
  if (table->facts.edition == SY_EDITION_FIRST && first)
    {
      if (!event->place_boat)
        return refuse (error, _("In the first edition the boat goes onto the first canal rented: say where."));
      return sy_canals_place_boat (&player->canals, &event->boat, error);
    }
  if (event->place_boat)
    return refuse (error, table->facts.edition == SY_EDITION_SECOND
                          ? _("In the second edition the boat goes onto the canals at the first cruise.")
                          : _("The boat is on the canals already."));
  return TRUE;
}

static gboolean
do_goods (SyTable        *table,
          SyPlayerState  *player,
          const SyEvent  *event,
          GError        **error)
{
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    if (event->goods[g] >= SY_GOODS_KINDS)
      return refuse (error, sy_words_get (table->facts.edition, SY_WORD_GOODS_THREE_KINDS));
  if (player->n_goods >= SY_MAX_GOODS_TILES)
    return refuse (error, sy_words_get (table->facts.edition, SY_WORD_NO_MORE_GOODS));
  if (!pay (table, player, event->price, error))
    return FALSE;

  memcpy (player->goods[player->n_goods].goods, event->goods, sizeof event->goods);
  player->n_goods++;
  return TRUE;
}

/* The price of moving a ring pointer @steps sectors: the first step is
 * free, each further one costs a guilder but the @free_extra ones. */
static guint
ring_price (guint steps,
            guint free_extra)
{
  return steps > 1 + free_extra ? steps - 1 - free_extra : 0;
}

/**
 * sy_table_ring_step:
 * @table: a table with a player on turn
 * @type: %SY_EVENT_EQUIPMENT or %SY_EVENT_CREW
 * @steps: how far the pointer moves, 1 to 4 sectors
 * @price: (out) (optional): what moving it costs the player on turn: the
 *   first step is free, each further one a guilder, and an accountant
 *   makes two more free
 * @supply: (out) (optional): the pieces it brings: the one in the sector
 *   reached, and one more from each engineer or recruiter
 *
 * What a step count of Manufacture Equipment or Recruit Crew gives, for
 * showing before the players decide.
 */
void
sy_table_ring_step (const SyTable *table,
                    SyEventType    type,
                    guint          steps,
                    guint         *price,
                    SySupply      *supply)
{
  const SyPlayerState *player = &table->players[table->current];
  gboolean equipment = type == SY_EVENT_EQUIPMENT;
  guint pointer = equipment ? table->equipment_pointer : table->crew_pointer;
  guint accountant = sy_employees_count (player->employees, player->n_employees,
                                         SY_EMPLOYEE_ACCOUNTANT) > 0 ? 2 : 0;
  SyEmployeeKind helper = equipment ? SY_EMPLOYEE_ENGINEER : SY_EMPLOYEE_RECRUITER;
  SyItem item;

  g_return_if_fail (type == SY_EVENT_EQUIPMENT || type == SY_EVENT_CREW);

  pointer = (pointer + steps) % SY_RING_SECTORS;
  item = equipment ? sy_catalog_get (table->facts.edition)->equipment_ring[pointer]
                   : table->crew_ring[pointer];
  if (price != NULL)
    *price = ring_price (steps, accountant);
  if (supply == NULL)
    return;

  memset (supply, 0, sizeof *supply);
  supply->count[item]++;
  /* Engineers and recruiters add the piece they picture. */
  for (guint i = 0; i < player->n_employees; i++)
    if (player->employees[i].kind == helper && player->employees[i].item < SY_N_ITEMS)
      supply->count[player->employees[i].item]++;
}

static gboolean
do_ring (SyTable        *table,
         SyPlayerState  *player,
         const SyEvent  *event,
         GError        **error)
{
  gboolean equipment = event->type == SY_EVENT_EQUIPMENT;
  guint *pointer = equipment ? &table->equipment_pointer : &table->crew_pointer;
  guint price;
  SySupply gained;

  if (event->steps < 1 || event->steps > SY_RING_SECTORS)
    return refuse (error, _("The pointer moves one to four sectors round its ring."));
  sy_table_ring_step (table, event->type, event->steps, &price, &gained);
  if (!pay (table, player, price, error))
    return FALSE;

  *pointer = (*pointer + event->steps) % SY_RING_SECTORS;
  for (guint i = 0; i < SY_N_ITEMS; i++)
    player->supply.count[i] += gained.count[i];
  return TRUE;
}

/**
 * sy_table_employee_colour:
 * @table: a table
 * @kind: a kind of employee
 *
 * The colour of @kind's tiles as far as the game knows it: the one the
 * rulebooks give (engineers, recruiters), or the one of a tile of the kind
 * entered earlier in this game, round the ring or hired (the kinds are told
 * apart by their colour), so that nobody enters it twice.
 *
 * Returns: the colour's number, or %SY_EMPLOYEE_COLOUR_PRINTED when the
 *   game does not know it yet
 */
guint
sy_table_employee_colour (const SyTable  *table,
                          SyEmployeeKind  kind)
{
  guint colour = sy_employee_kind_colour (kind);

  g_return_val_if_fail (table != NULL, SY_EMPLOYEE_COLOUR_PRINTED);

  if (colour != SY_EMPLOYEE_COLOUR_PRINTED)
    return colour;
  for (guint p = 0; p < table->facts.n_players; p++)
    for (guint i = 0; i < table->players[p].n_employees; i++)
      if (table->players[p].employees[i].kind == kind)
        return table->players[p].employees[i].colour;
  for (guint stop = 0; table->ring_known && stop < SY_RING_STOPS; stop++)
    for (guint i = 0; i < SY_RING_PILES; i++)
      if (table->ring[stop][i].kind == kind)
        return table->ring[stop][i].colour;
  return SY_EMPLOYEE_COLOUR_PRINTED;
}

/**
 * _sy_table_check_employee:
 *
 * Returns: whether @e is an employee tile the edition can have, with the
 *   colour and points the rules and the game's other tiles of its kind
 *   give it
 */
gboolean
_sy_table_check_employee (const SyTable     *table,
                          const SyEmployee  *e,
                          GError           **error)
{
  const SyCatalog *catalog = sy_catalog_get (table->facts.edition);

  if ((guint) e->kind >= SY_N_EMPLOYEE_KINDS || e->colour >= SY_N_EMPLOYEE_COLOURS)
    return refuse (error, _("The program does not know that employee."));
  if (!sy_employee_may_picture (catalog, e->kind, e->item))
    return refuse (error, e->kind == SY_EMPLOYEE_ENGINEER ? _("An engineer pictures a piece of the equipment ring.")
                          : e->kind == SY_EMPLOYEE_RECRUITER ? _("A recruiter pictures a piece of the crew ring.")
                          : _("That employee pictures a piece this edition does not have."));
  if (!sy_employee_kind_in_edition (catalog, e->kind))
    return refuse (error, _("This edition has no designer of crew of any kind."));
  if (e->kind == SY_EMPLOYEE_MERCHANT && (e->good >= SY_GOODS_KINDS || e->level < 1 || e->level > 2))
    return refuse (error, _("A merchant trades one of the three goods, at level I or II."));
  if (!sy_employee_check_printed (e, error))
    return FALSE;
  if (sy_table_employee_colour (table, e->kind) != SY_EMPLOYEE_COLOUR_PRINTED
      && sy_table_employee_colour (table, e->kind) != e->colour)
    return refuse (error, _("Every tile of a kind of employee has that kind’s colour, and this game has seen another colour for this kind."));
  return TRUE;
}

/* Whether @player may take @e: no identical tile, level II after level I. */
static gboolean
may_take (const SyPlayerState  *player,
          const SyEmployee     *e,
          GError              **error)
{
  gboolean has_level_one = FALSE;

  for (guint i = 0; i < player->n_employees; i++)
    {
      if (sy_employee_same (&player->employees[i], e))
        return refuse (error, _("You may not hold two identical employees."));
      has_level_one |= player->employees[i].kind == SY_EMPLOYEE_MERCHANT
                       && player->employees[i].good == e->good && player->employees[i].level == 1;
    }
  if (e->kind == SY_EMPLOYEE_MERCHANT && e->level == 2 && !has_level_one)
    return refuse (error, _("A level II merchant joins only a level I merchant of the same good."));
  if (player->n_employees >= SY_MAX_EMPLOYEES)
    return refuse (error, _("The game has no more employees."));
  return TRUE;
}

/**
 * sy_table_may_hire:
 * @table: a table with a player on turn
 * @employee: an employee tile
 * @error: return location for why not
 *
 * Returns: whether the player on turn may hold @employee besides the ones
 *   they have: no two identical tiles, level II only after level I
 */
gboolean
sy_table_may_hire (const SyTable     *table,
                   const SyEmployee  *employee,
                   GError           **error)
{
  return _sy_table_check_employee (table, employee, error)
         && may_take (&table->players[table->current], employee, error);
}

/**
 * _sy_table_can_hire:
 *
 * @income: guilders the player receives before acting (step 3's income
 *   when the choice is being weighed)
 *
 * Returns: whether the player on turn can hire anyone now: with the ring's
 *   employees entered, some tile within reach of the pointer that they may
 *   take and pay for with their guilders and @income; without, always (the
 *   table knows no better)
 */
gboolean
_sy_table_can_hire (const SyTable *table,
                    guint          income)
{
  const SyPlayerState *player = &table->players[table->current];
  guint stops = sy_catalog_get (table->facts.edition)->employee_ring_spaces;

  if (!table->ring_known)
    return TRUE;
  for (guint steps = 1; steps <= stops; steps++)
    {
      guint stop = (table->employee_pointer + steps) % stops;

      for (guint i = 0; i < SY_RING_PILES; i++)
        {
          const SyEmployee *e = &table->ring[stop][i];

          if (table->ring_count[stop][i] > 0 && may_take (player, e, NULL)
              && sy_table_hire_price (table, steps, e) <= player->money + income)
            return TRUE;
        }
    }
  return FALSE;
}

/**
 * sy_table_hire_price:
 * @table: a table with a player on turn
 * @steps: how far the employee ring's pointer moves
 * @employee: the employee taken
 *
 * Returns: what hiring @employee @steps stops on costs the player on turn:
 *   the first step free, each further one a guilder but three with a
 *   foreman, and the engineers' and recruiters' surcharge
 */
guint
sy_table_hire_price (const SyTable    *table,
                     guint             steps,
                     const SyEmployee *employee)
{
  const SyPlayerState *player = &table->players[table->current];
  guint foreman = sy_employees_count (player->employees, player->n_employees,
                                      SY_EMPLOYEE_FOREMAN) > 0 ? 3 : 0;

  return ring_price (steps, foreman) + sy_employee_surcharge (employee);
}

static gboolean
do_hire (SyTable        *table,
         SyPlayerState  *player,
         const SyEvent  *event,
         GError        **error)
{
  const SyCatalog *catalog = sy_catalog_get (table->facts.edition);
  const SyEmployee *e = &event->employee;
  guint stop = (table->employee_pointer + event->steps) % catalog->employee_ring_spaces;

  if (event->steps < 1 || event->steps > catalog->employee_ring_spaces)
    return refuse (error, _("The pointer moves round the employee ring, at least one stop."));

  /* With the ring's employees entered, the tile is the one taken from the
   * stop reached; a stop with none left is passed by (reading 12). */
  if (table->ring_known)
    {
      gboolean any = FALSE;

      for (guint i = 0; i < SY_RING_PILES; i++)
        any |= table->ring_count[stop][i] > 0;
      if (!any)
        return refuse (error, _("No employee is left at that stop: move the pointer on, paying for each step."));
      if (event->pile >= SY_RING_PILES || table->ring_count[stop][event->pile] == 0)
        return refuse (error, _("That place of the stop is empty."));
      e = &table->ring[stop][event->pile];
    }
  if (!_sy_table_check_employee (table, e, error) || !may_take (player, e, error))
    return FALSE;

  if (!pay (table, player, sy_table_hire_price (table, event->steps, e), error))
    return FALSE;

  table->employee_pointer = stop;
  player->employees[player->n_employees++] = *e;
  if (table->ring_known)
    table->ring_count[stop][event->pile]--;
  return TRUE;
}

/**
 * sy_table_exchange_swaps:
 * @table: the table
 * @uses: (array fixed-size=3): what becomes of each good of the tile, as
 *   chosen so far
 * @good: the good, 0 to 2, whose swaps are asked for
 * @items: (out caller-allocates) (array length=max_items): the pieces
 *   @good may be swapped for, in the order of #SyItem
 * @max_items: the room in @items
 *
 * The pieces a good of a goods tile may be swapped for on the exchange.
 * Each good's list is printed on the board (second edition: the tables in
 * its corners; first edition: the centre of the hexagon), and neither
 * rulebook gives those lists, so every piece of the edition stands. What
 * the rulebooks do rule: "nesmíte směnit 2 zboží za stejný kus vybavení
 * nebo člena posádky" (no two goods for the same piece), so a piece
 * another good of the tile is swapped for is not offered.
 *
 * Returns: how many pieces were written to @items
 */
guint
sy_table_exchange_swaps (const SyTable   *table,
                         const SyGoodUse *uses,
                         guint            good,
                         SyItem          *items,
                         guint            max_items)
{
  const SyCatalog *catalog;
  guint n = 0;

  g_return_val_if_fail (table != NULL, 0);
  g_return_val_if_fail (uses != NULL, 0);
  g_return_val_if_fail (good < SY_GOODS_KINDS, 0);

  catalog = sy_catalog_get (table->facts.edition);
  for (guint i = 0; i < SY_N_ITEMS && n < max_items; i++)
    {
      gboolean taken = FALSE;

      if (!catalog->has_item[i])
        continue;
      for (guint g = 0; g < SY_GOODS_KINDS; g++)
        taken |= g != good && !uses[g].sell && uses[g].item == (SyItem) i;
      if (!taken)
        items[n++] = (SyItem) i;
    }
  return n;
}

/* What a good sold on the exchange brings: the price where the pointer
 * stands, and a guilder more from each merchant of that good, both levels
 * ("Pokud máte oba obchodníky s uhlím (úroveň I a II), získáte 2 guldeny
 * navíc za každé prodané uhlí na burze", second edition, Dodatek). */
static guint
sale_income (const SyPlayerState *player,
             guint                good,
             guint                price)
{
  guint bonus = 0;

  for (guint i = 0; i < player->n_employees; i++)
    bonus += player->employees[i].kind == SY_EMPLOYEE_MERCHANT && player->employees[i].good == good;
  return price + bonus;
}

/**
 * sy_table_exchange_income:
 * @table: a table with a player on turn
 * @goods_tile: which of the player's goods tiles is used
 * @uses: (array fixed-size=3): what becomes of each good of the tile
 *
 * The rulebooks print no prices of the exchange: each good is sold "za
 * guldeny (podle odpovídající hodnoty na poli, kde stojí ukazatel)", the
 * value where the pointer stands, as the players enter it, 0 included.
 *
 * Returns: the guilders (first edition: coins) the player on turn receives
 *   for the goods sold, merchants included; 0 when nothing is sold or
 *   @goods_tile is not theirs
 */
guint
sy_table_exchange_income (const SyTable   *table,
                          guint            goods_tile,
                          const SyGoodUse *uses)
{
  const SyPlayerState *player;
  guint income = 0;

  g_return_val_if_fail (table != NULL && uses != NULL, 0);

  if (table->current >= table->facts.n_players)
    return 0;
  player = &table->players[table->current];
  if (goods_tile >= player->n_goods)
    return 0;
  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    if (uses[g].sell)
      income += sale_income (player, player->goods[goods_tile].goods[g],
                             MIN (uses[g].price, SY_EXCHANGE_MAX_PRICE));
  return income;
}

static gboolean
do_exchange (SyTable        *table,
             SyPlayerState  *player,
             const SyEvent  *event,
             GError        **error)
{
  const SyCatalog *catalog = sy_catalog_get (table->facts.edition);
  const SyGoodsTile *tile;
  gboolean swapped[SY_N_ITEMS] = { FALSE, };

  if (event->goods_tile >= player->n_goods)
    return refuse (error, sy_words_get (table->facts.edition, SY_WORD_NO_SUCH_GOODS));
  tile = &player->goods[event->goods_tile];

  for (guint g = 0; g < SY_GOODS_KINDS; g++)
    {
      const SyGoodUse *use = &event->uses[g];

      if (use->sell)
        {
          if (use->price > SY_EXCHANGE_MAX_PRICE)
            return refuse (error, _("No price on the exchange is that high."));
          player->money += sale_income (player, tile->goods[g], use->price);
          continue;
        }

      if (use->item >= SY_N_ITEMS || !catalog->has_item[use->item])
        return refuse (error, _("A good is swapped for a piece of this edition."));
      if (swapped[use->item])
        return refuse (error, _("Two goods may not be swapped for the same piece."));
      swapped[use->item] = TRUE;
      player->supply.count[use->item]++;
    }

  /* The pointer moves exactly one step; the tile is used up. */
  table->exchange_pointer++;
  memmove (&player->goods[event->goods_tile], &player->goods[event->goods_tile + 1],
           (player->n_goods - event->goods_tile - 1) * sizeof player->goods[0]);
  player->n_goods--;
  return TRUE;
}

/**
 * _sy_table_apply_action:
 *
 * An action of step 4: the chosen one, or a bonus action (6 guilders paid
 * first, at most one, any action on the track but the one just chosen,
 * never in the final action); in the final action, any action; in the
 * last chance, one part.
 */
gboolean
_sy_table_apply_action (SyTable        *table,
                        const SyEvent  *event,
                        GError        **error)
{
  SyPlayerState *player = &table->players[table->current];
  SyAction action = action_of (event->type);

  switch (table->phase)
    {
    case SY_PHASE_ACT:
      if (table->launching)
        return refuse (error, _("The ships have begun their cruises: the actions are over."));
      if (event->bonus)
        {
          if (table->bonus_done)
            return refuse (error, _("Only one bonus action a turn."));
          if (sy_table_find_tile (table, action) < 0)
            return refuse (error, _("A bonus action must be one of the actions on the track."));
          if (action == table->chosen)
            return refuse (error, sy_words_get (table->facts.edition, SY_WORD_BONUS_NOT_OWN));
          if (!pay (table, player, SY_BONUS_PRICE, error))
            return FALSE;
          table->bonus_done = TRUE;
        }
      else
        {
          if (table->main_done)
            return refuse (error, _("Your action is done; another one would be the bonus action."));
          if (action != table->chosen)
            return refuse (error, _("That is not the action you chose; take it as the bonus action."));
          table->main_done = TRUE;
        }
      break;
    case SY_PHASE_FINAL_ACTION:
      if (event->bonus)
        return refuse (error, _("There is no bonus action with the final action."));
      if (table->main_done)
        return refuse (error, _("The final action is one action."));
      if (action == SY_ACTION_SUBSIDY && sy_table_find_tile (table, action) < 0)
        return refuse (error, sy_words_get (table->facts.edition, SY_WORD_TILE_NOT_IN_PLAY));
      table->main_done = TRUE;
      break;
    case SY_PHASE_LAST_CHANCE:
      if (event->type != SY_EVENT_BUILD || event->bonus || table->main_done)
        return refuse (error, _("The last chance buys one part that finishes a ship."));
      table->main_done = TRUE;
      break;
    default:
      return refuse (error, _("Choose an action first."));
    }

  switch (event->type)
    {
    case SY_EVENT_BUILD:
      return do_build (table, player, event, error);
    case SY_EVENT_CANAL:
      return do_canal (table, player, event, error);
    case SY_EVENT_GOODS:
      return do_goods (table, player, event, error);
    case SY_EVENT_EQUIPMENT:
    case SY_EVENT_CREW:
      return do_ring (table, player, event, error);
    case SY_EVENT_HIRE:
      return do_hire (table, player, event, error);
    case SY_EVENT_EXCHANGE:
      return do_exchange (table, player, event, error);
    case SY_EVENT_SUBSIDY:
      player->money += 2;
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

/**
 * _sy_table_apply_launch:
 *
 * Step 5: a finished ship sails. With a captain and a route of its full
 * speed, it scores and joins the fleet, and the boat moves; without a
 * captain, or with no route of its speed in the canals, it scores nothing
 * and is gone, with what was fitted to it.
 */
gboolean
_sy_table_apply_launch (SyTable        *table,
                        const SyEvent  *event,
                        GError        **error)
{
  SyPlayerState *player = &table->players[table->current];
  SyShipSpan spans[SY_MAX_YARD_SLOTS];
  SyShipEmployees employees;
  SyLaunch launch = { 0 };
  guint n, speed;
  int found = -1;

  if ((table->phase != SY_PHASE_ACT && table->phase != SY_PHASE_FINAL_ACTION
       && table->phase != SY_PHASE_LAST_CHANCE) || !table->main_done)
    return refuse (error, _("Ships sail after the actions of the turn."));

  n = sy_yard_find_finished (&player->yard, spans);
  for (guint i = 0; i < n; i++)
    if (spans[i].first == event->slot)
      found = (int) i;
  if (found < 0)
    return refuse (error, _("No finished ship starts in that slot."));

  sy_ship_init_from_yard (&launch.ship, table->facts.edition, &player->yard, &spans[found]);
  sy_employees_for_ships (player->employees, player->n_employees, &employees);
  if (!sy_fitting_check (&event->fitting, &launch.ship, &player->supply, &employees, error))
    return FALSE;
  launch.fitting = event->fitting;
  speed = sy_fitting_get_speed (&event->fitting, table->facts.edition);

  if (event->fitting.load.count[SY_ITEM_CAPTAIN] == 0)
    sy_ship_score_route (&launch.ship, &event->fitting, NULL, &launch.score);
  else if (event->sails)
    {
      SyRoute route = event->route;

      if (route.n_steps != speed)
        {
          g_set_error (error, SY_ERROR, SY_ERROR_ILLEGAL_MOVE,
                       _("The cruise sails exactly the ship’s speed: %u steps."), speed);
          return FALSE;
        }
      if (!sy_canals_check_route (&player->canals, &route, error))
        return FALSE;
      sy_ship_score_route (&launch.ship, &event->fitting, &route.tally, &launch.score);
      sy_canals_sail (&player->canals, &route);
    }
  else
    {
      if (sy_canals_has_route (&player->canals, speed))
        return refuse (error, _("Your canals have a route of the ship’s full speed: sail it."));
      sy_ship_score_route (&launch.ship, &event->fitting, NULL, &launch.score);
    }

  for (guint k = 0; k < SY_N_ITEMS; k++)
    player->supply.count[k] -= event->fitting.load.count[k];
  sy_yard_remove_ship (&player->yard, &spans[found]);
  table->launching = TRUE;

  if (launch.score.failure != SY_SHIP_SCORES)
    {
      player->failed_ships++;
      return TRUE;
    }
  if (player->n_fleet >= SY_MAX_FLEET)
    return refuse (error, _("No fleet is that large."));
  player->score += launch.score.total;
  player->fleet[player->n_fleet++] = launch;
  return TRUE;
}
