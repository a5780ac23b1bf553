/* test-yard.c: placing ship parts, both editions
 *
 * The worked placements are the rulebooks' pictures in "Stavba lodí"
 * (second edition: five cases; first edition: the same plus a stern with no
 * room for a bow and a middle on its left).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sy-engine.h"
#include "sy-yard-future.h"

/* Builds a yard from a picture: B bow, M middle, S stern, . empty. */
static SyYard
yard_from (const char *picture)
{
  SyYard yard;

  sy_yard_init (&yard, sy_catalog_get (SY_EDITION_SECOND));
  g_assert_cmpuint (strlen (picture), ==, yard.n_slots);
  for (guint i = 0; i < yard.n_slots; i++)
    yard.slots[i].kind = picture[i] == 'B' ? SY_PART_BOW
                         : picture[i] == 'M' ? SY_PART_MIDDLE
                         : picture[i] == 'S' ? SY_PART_STERN
                         : SY_PART_NONE;
  return yard;
}

static guint
mask_from (const char *picture)
{
  guint mask = 0;

  for (guint i = 0; picture[i]; i++)
    if (picture[i] == 'x')
      mask |= 1u << i;
  return mask;
}

static void
assert_refused (const char *picture,
                guint       slot,
                SyPartKind  kind,
                const char *words)
{
  SyYard yard = yard_from (picture);
  SyYard before = yard;
  SyPart part = { .kind = kind };
  g_autoptr(GError) error = NULL;

  g_assert_false (sy_yard_check_placement (&yard, slot, kind, NULL));
  g_assert_false (sy_yard_place (&yard, slot, &part, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT);
  if (strstr (error->message, words) == NULL)
    g_error ("“%s” does not say “%s”", error->message, words);
  g_assert_cmpmem (&yard, sizeof yard, &before, sizeof before);
  g_assert_false (sy_yard_legal_slots (&yard, kind) & (1u << slot));
}

static void
assert_allowed (const char *picture,
                guint       slot,
                SyPartKind  kind)
{
  SyYard yard = yard_from (picture);
  SyPart part = { .kind = kind };
  g_autoptr(GError) error = NULL;

  g_assert_true (sy_yard_legal_slots (&yard, kind) & (1u << slot));
  g_assert_true (sy_yard_place (&yard, slot, &part, &error));
  g_assert_no_error (error);
  g_assert_cmpint (yard.slots[slot].kind, ==, kind);
}

static void
test_catalog_size (void)
{
  /* A ship of nine parts fills the yard: nine slots in both editions. */
  g_assert_cmpuint (sy_catalog_get (SY_EDITION_FIRST)->yard_slots, ==, 9);
  g_assert_cmpuint (sy_catalog_get (SY_EDITION_SECOND)->yard_slots, ==, 9);
  g_assert_cmpuint (sy_catalog_get (SY_EDITION_SECOND)->max_middles, ==, 7);
}

static void
test_worked_leftmost (void)
{
  /* 1) Only a bow in the leftmost slot. */
  assert_refused (".........", 0, SY_PART_MIDDLE, "leftmost");
  assert_refused (".........", 0, SY_PART_STERN, "leftmost");
  assert_allowed (".........", 0, SY_PART_BOW);
}

static void
test_worked_bow_before_stern (void)
{
  /* 2) A bow directly followed by a stern can never take a middle. */
  assert_refused ("....S....", 3, SY_PART_BOW, "no room for a middle");
  assert_refused ("...B.....", 4, SY_PART_STERN, "no room for a middle");
}

static void
test_worked_rightmost (void)
{
  /* 3) Only a stern in the rightmost slot. */
  assert_refused (".........", 8, SY_PART_BOW, "rightmost");
  assert_refused (".........", 8, SY_PART_MIDDLE, "rightmost");
  assert_allowed (".........", 8, SY_PART_STERN);
}

static void
test_worked_first_edition_stern (void)
{
  /* The first edition's picture: a stern with too little room on its left. */
  assert_refused (".........", 1, SY_PART_STERN, "no room on its left");
  assert_refused (".........", 7, SY_PART_BOW, "no room on its right");
}

static void
test_worked_two_bows (void)
{
  /* 4) Two bows side by side: the right ship finishes, leaves, and frees
   * the slots the left one needs. */
  assert_allowed ("B........", 1, SY_PART_BOW);
  assert_allowed (".B.......", 0, SY_PART_BOW);
}

static void
test_worked_enclosed_middle (void)
{
  /* 5) A middle shut in between two unfinished ships: once both have left,
   * there is room for a bow and a stern around it. */
  assert_allowed ("BM...BM..", 3, SY_PART_MIDDLE);
}

static void
test_full_yard (void)
{
  /* Filling the last slot is allowed only when that finishes a ship. */
  assert_refused ("BMMMMMM.S", 7, SY_PART_BOW, "last empty slot");
  assert_allowed ("BMMMMMM.S", 7, SY_PART_MIDDLE);    /* a ship of nine parts */
  assert_allowed ("BMMMMMMM.", 8, SY_PART_STERN);     /* seven middles, the most */
  assert_allowed ("BMSBMMMM.", 8, SY_PART_STERN);     /* two ships at once */
}

static void
test_occupied (void)
{
  assert_refused ("B........", 0, SY_PART_BOW, "already holds a bow");
}

static void
test_legal_slots (void)
{
  SyYard yard;

  /* Empty yard. A bow: slots 1..6 (room for a middle and a stern on its
   * right), and the leftmost. A stern: slots 2..8 mirrored. A middle:
   * slots 1..7. */
  yard = yard_from (".........");
  g_assert_cmphex (sy_yard_legal_slots (&yard, SY_PART_BOW), ==, mask_from ("xxxxxxx.."));
  g_assert_cmphex (sy_yard_legal_slots (&yard, SY_PART_STERN), ==, mask_from ("..xxxxxxx"));
  g_assert_cmphex (sy_yard_legal_slots (&yard, SY_PART_MIDDLE), ==, mask_from (".xxxxxxx."));

  /* A bow at index 3 and a stern at index 6, worked by hand. A stern may go
   * at 2 (bow and middle at 0 and 1 to come), at 5 (B M S at 3..5 leaves,
   * then a bow and a middle at 4 and 5 serve the stern at 6), at 7 or 8
   * (the ship 3..6 is finished first), but not at 4, right after the bow.
   * A middle may go anywhere inside but the edges and slot 6's neighbour
   * on the right, which only a stern... at 7 it waits for 3..6 to leave. */
  yard = yard_from ("...B..S..");
  g_assert_cmphex (sy_yard_legal_slots (&yard, SY_PART_STERN), ==, mask_from ("..x..x.xx"));
  g_assert_cmphex (sy_yard_legal_slots (&yard, SY_PART_MIDDLE), ==, mask_from (".xx.xx.x."));
}

static void
test_far_future (void)
{
  SyYard yard;

  /* Three unfinished ships. A stern finishes one of them. A bow at 2 or 5
   * is legal only through the far future: the ship on its right finishes
   * and leaves, the new bow's ship is built in the freed slots and leaves,
   * and only then can the ship on its left take its stern. */
  yard = yard_from ("BM.BM.BM.");
  g_assert_cmphex (sy_yard_legal_slots (&yard, SY_PART_STERN), ==, mask_from ("..x..x..x"));
  g_assert_cmphex (sy_yard_legal_slots (&yard, SY_PART_BOW), ==, mask_from ("..x..x..."));

  /* Only legal because the ship on the right will leave: the middle at
   * index 2 can only be finished by a stern at 3 after BMS leaves. */
  yard = yard_from ("BM.BMS...");
  g_assert_true (sy_yard_legal_slots (&yard, SY_PART_MIDDLE) & (1u << 2));
}

static void
test_purchase (void)
{
  SyYard yard = yard_from ("B........");
  SyPartKind three_sterns[] = { SY_PART_STERN, SY_PART_STERN, SY_PART_STERN };
  SyPartKind ship[] = { SY_PART_STERN, SY_PART_MIDDLE, SY_PART_BOW };
  SyPartKind bows[] = { SY_PART_BOW, SY_PART_BOW, SY_PART_BOW };
  SyPlacement plan[3];
  g_autoptr(GError) error = NULL;

  /* A stern, a middle and a bow: some order works. */
  g_assert_true (sy_yard_plan_purchase (&yard, ship, 3, plan, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (sy_yard_check_placement (&yard, plan[i].slot, plan[i].kind, NULL));
      yard.slots[plan[i].slot].kind = plan[i].kind;
    }

  /* Three sterns beside a bow: each can have a bow and a middle on its
   * left (at 2, 5 and 8). */
  yard = yard_from ("B........");
  g_assert_true (sy_yard_plan_purchase (&yard, three_sterns, 3, NULL, NULL));

  /* A bow and six middles: a new bow at 7 would need a middle in the
   * rightmost slot, and at 8 it is not a stern. No bow fits. */
  yard = yard_from ("BMMMMMM..");
  g_assert_false (sy_yard_plan_purchase (&yard, bows, 1, NULL, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT);
  g_assert_nonnull (strstr (error->message, "bow"));
  g_clear_error (&error);

  g_assert_false (sy_yard_plan_purchase (&yard, bows, 0, NULL, &error));
  g_assert_error (error, SY_ERROR, SY_ERROR_ILLEGAL_PLACEMENT);
}

static void
test_purchase_each_alone (void)
{
  SyYard yard = yard_from ("BMMMMM...");
  SyPartKind bows[] = { SY_PART_BOW, SY_PART_BOW };
  g_autoptr(GError) error = NULL;

  /* One bow fits at 6 (B M S at 6..8 leaves, then the stern at 6); a
   * second one then has nowhere to go, and a bow at 7 never had. */
  g_assert_cmphex (sy_yard_legal_slots (&yard, SY_PART_BOW), ==, mask_from ("......x.."));
  g_assert_true (sy_yard_plan_purchase (&yard, bows, 1, NULL, NULL));
  g_assert_false (sy_yard_plan_purchase (&yard, bows, 2, NULL, &error));
  g_assert_nonnull (strstr (error->message, "cannot all be placed"));
}

static void
test_finished (void)
{
  SyYard yard = yard_from ("BMSBMMS.S");
  SyShipSpan spans[4];

  g_assert_cmpuint (sy_yard_find_finished (&yard, spans), ==, 2);
  g_assert_cmpuint (spans[0].first, ==, 0);
  g_assert_cmpuint (spans[0].last, ==, 2);
  g_assert_cmpuint (spans[1].first, ==, 3);
  g_assert_cmpuint (spans[1].last, ==, 6);

  sy_yard_remove_ship (&yard, &spans[0]);
  g_assert_cmpint (yard.slots[1].kind, ==, SY_PART_NONE);
  g_assert_cmpuint (sy_yard_find_finished (&yard, NULL), ==, 1);

  /* No middle, a gap, or no stern: not finished. */
  yard = yard_from ("BS.B.MS..");
  g_assert_cmpuint (sy_yard_find_finished (&yard, NULL), ==, 0);
}

/* An independent oracle: a breadth-first search from the yard after its
 * finished ships left, trying every placement, until the yard is empty. */
static gboolean
brute_viable (const char *start)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GQueue) queue = g_queue_new ();
  gboolean found = FALSE;
  const char *kinds = "BMS";

  g_queue_push_tail (queue, g_strdup (start));
  while (!g_queue_is_empty (queue) && !found)
    {
      g_autofree char *y = g_queue_pop_head (queue);
      size_t n = strlen (y);

      /* Ships leave: B M{1,7} S runs. */
      for (size_t i = 0; i < n; i++)
        {
          size_t j = i + 1;

          if (y[i] != 'B')
            continue;
          while (j < n && y[j] == 'M')
            j++;
          if (j < n && y[j] == 'S' && j - i - 1 >= 1 && j - i - 1 <= 7)
            memset (y + i, '.', j - i + 1);
        }
      if (strspn (y, ".") == n)
        {
          found = TRUE;
          break;
        }
      if (g_hash_table_contains (seen, y))
        continue;
      g_hash_table_add (seen, g_strdup (y));

      for (size_t s = 0; s < n; s++)
        {
          if (y[s] != '.')
            continue;
          for (guint k = 0; k < 3; k++)
            {
              char *next;
              gboolean full, finished = FALSE;

              if ((s == 0 && kinds[k] != 'B') || (s == n - 1 && kinds[k] != 'S'))
                continue;
              next = g_strdup (y);
              next[s] = kinds[k];
              full = strchr (next, '.') == NULL;
              for (size_t i = 0; full && i < n; i++)
                {
                  size_t j = i + 1;

                  if (next[i] != 'B')
                    continue;
                  while (j < n && next[j] == 'M')
                    j++;
                  if (j < n && next[j] == 'S' && j - i - 1 >= 1)
                    finished = TRUE;
                }
              if (full && !finished)
                g_free (next);
              else
                g_queue_push_tail (queue, next);
            }
        }
    }

  g_queue_free_full (g_steal_pointer (&queue), g_free);
  return found;
}

static void
test_against_search (void)
{
  GRand *rand = g_rand_new_with_seed (20261122);
  const char *kinds = ".BMS";

  /* Random yards of four to six parts, each slot checked for each kind:
   * the engine's answer must match the plain search. */
  for (guint round = 0; round < 150; round++)
    {
      char picture[10] = ".........";
      SyYard yard;

      for (guint i = 0; i < 9; i++)
        if (g_rand_int_range (rand, 0, 2))
          picture[i] = kinds[g_rand_int_range (rand, 0, 4)];
      if (picture[0] == 'M' || picture[0] == 'S')
        picture[0] = '.';
      if (picture[8] == 'B' || picture[8] == 'M')
        picture[8] = '.';
      yard = yard_from (picture);
      if (!sy_yard_is_viable (&yard))
        {
          g_assert_false (brute_viable (picture));
          continue;
        }
      g_assert_true (brute_viable (picture));

      for (guint slot = 0; slot < 9; slot++)
        for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
          {
            char after[10];
            gboolean local, expected;

            if (picture[slot] != '.')
              continue;
            memcpy (after, picture, sizeof after);
            after[slot] = kinds[kind];
            local = !((slot == 0 && kind != SY_PART_BOW) || (slot == 8 && kind != SY_PART_STERN));
            expected = local && brute_viable (after);
            /* A full yard needs a finished ship in it. */
            if (expected && strchr (after, '.') == NULL)
              {
                SyYard full = yard_from (after);

                expected = sy_yard_find_finished (&full, NULL) > 0;
              }
            g_assert_cmpint (!!(sy_yard_legal_slots (&yard, kind) & (1u << slot)), ==, expected);
          }
    }

  g_rand_free (rand);
}

/* The table of yards that can still empty is written into the program when
 * it builds (src/engine/tools/sy-yard-table-gen.c): it must hold the
 * engine's own computation, for the size of yard of each edition's
 * catalog, so that no game computes it at run time. */
static void
test_built_in_table (void)
{
  const SyEdition editions[] = { SY_EDITION_FIRST, SY_EDITION_SECOND };

  for (guint e = 0; e < G_N_ELEMENTS (editions); e++)
    {
      const SyCatalog *catalog = sy_catalog_get (editions[e]);
      const SyYardFuture *table = NULL;
      g_autofree guint8 *computed = NULL;
      gsize n_bytes = ((gsize) 1 << (2 * catalog->yard_slots)) / 8;

      for (guint i = 0; i < _sy_yard_n_built_in; i++)
        if (_sy_yard_built_in[i].n_slots == catalog->yard_slots
            && _sy_yard_built_in[i].max_middles == catalog->max_middles)
          table = &_sy_yard_built_in[i];
      g_assert_nonnull (table);

      computed = _sy_yard_future_compute (catalog->yard_slots, catalog->max_middles);
      g_assert_cmpmem (table->good, n_bytes, computed, n_bytes);
    }
}

/* A yard of a size no catalog has gets its table computed when first
 * asked. "You may not create a situation in which a ship can never be
 * finished": in four slots (counted from 1) with a bow leftmost, a second bow in slot 2
 * fits (a middle and a stern finish it, and it leaves), in slot 3 it
 * cannot (a stern after it leaves no room for a middle, and a middle
 * before it fills the yard with no ship finished). */
static void
test_other_size (void)
{
  SyYard yard = { .n_slots = 4, .max_middles = 2 };

  yard.slots[0].kind = SY_PART_BOW;
  g_assert_cmpuint (sy_yard_legal_slots (&yard, SY_PART_BOW), ==, 1u << 1);
  g_assert_cmpuint (sy_yard_legal_slots (&yard, SY_PART_MIDDLE), ==, (1u << 1) | (1u << 2));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/yard/catalog-size", test_catalog_size);
  g_test_add_func ("/engine/yard/worked/1-leftmost", test_worked_leftmost);
  g_test_add_func ("/engine/yard/worked/2-bow-before-stern", test_worked_bow_before_stern);
  g_test_add_func ("/engine/yard/worked/3-rightmost", test_worked_rightmost);
  g_test_add_func ("/engine/yard/worked/4-two-bows", test_worked_two_bows);
  g_test_add_func ("/engine/yard/worked/5-enclosed-middle", test_worked_enclosed_middle);
  g_test_add_func ("/engine/yard/worked/first-edition-stern", test_worked_first_edition_stern);
  g_test_add_func ("/engine/yard/full-yard", test_full_yard);
  g_test_add_func ("/engine/yard/occupied", test_occupied);
  g_test_add_func ("/engine/yard/legal-slots", test_legal_slots);
  g_test_add_func ("/engine/yard/far-future", test_far_future);
  g_test_add_func ("/engine/yard/purchase", test_purchase);
  g_test_add_func ("/engine/yard/purchase-each-alone", test_purchase_each_alone);
  g_test_add_func ("/engine/yard/finished", test_finished);
  g_test_add_func ("/engine/yard/against-search", test_against_search);
  g_test_add_func ("/engine/yard/built-in-table", test_built_in_table);
  g_test_add_func ("/engine/yard/other-size", test_other_size);

  return g_test_run ();
}
