/* test-catalog.c: the catalogs of both editions, and damaged ones refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include "sy-engine.h"
#include "table-harness.h"

static void
test_first_edition (void)
{
  const SyCatalog *c = sy_catalog_get (SY_EDITION_FIRST);

  g_assert_cmpint (c->edition, ==, SY_EDITION_FIRST);
  /* Propellers, no stokers; propeller mounts, no stoker cabins. */
  g_assert_true (c->has_item[SY_ITEM_PROPELLER]);
  g_assert_false (c->has_item[SY_ITEM_STOKER]);
  g_assert_true (c->has_symbol[SY_SYMBOL_PROPELLER_MOUNT]);
  g_assert_false (c->has_symbol[SY_SYMBOL_STOKER_CABIN]);
  g_assert_cmpint (c->propulsion, ==, SY_ITEM_PROPELLER);
  /* A designer carries two of its kind, one propeller. */
  g_assert_cmpuint (c->designer_extra[SY_ITEM_SAIL], ==, 2);
  g_assert_cmpuint (c->designer_extra[SY_ITEM_PROPELLER], ==, 1);
  g_assert_cmpuint (c->any_crew_extra, ==, 0);
}

static void
test_second_edition (void)
{
  const SyCatalog *c = sy_catalog_get (SY_EDITION_SECOND);

  g_assert_true (c->has_item[SY_ITEM_STOKER]);
  g_assert_false (c->has_item[SY_ITEM_PROPELLER]);
  g_assert_true (c->has_symbol[SY_SYMBOL_STOKER_CABIN]);
  g_assert_false (c->has_symbol[SY_SYMBOL_PROPELLER_MOUNT]);
  g_assert_cmpint (c->propulsion, ==, SY_ITEM_STOKER);
  g_assert_cmpuint (c->designer_extra[SY_ITEM_CANNON], ==, 2);
  g_assert_cmpuint (c->designer_extra[SY_ITEM_STOKER], ==, 1);
  g_assert_cmpuint (c->any_crew_extra, ==, 2);
}

static void
test_damaged (void)
{
  const char *damaged[] = {
    "",
    "[]",
    "{\"format\": \"something-else\", \"version\": 1}",
    "{\"format\": \"shipyard-companion-catalog\", \"version\": 2}",
    "{\"format\": \"shipyard-companion-catalog\", \"version\": 1, \"edition\": 3}",
    "{\"format\": \"shipyard-companion-catalog\", \"version\": 1, \"edition\": 2,"
    " \"yard\": {\"slots\": 99, \"max-middles\": 7}}",
    "{\"format\": \"shipyard-companion-catalog\", \"version\": 1, \"edition\": 2,"
    " \"yard\": {\"slots\": 9, \"max-middles\": 7}, \"items\": [\"dragon\"], \"part-symbols\": []}",
    "{\"format\": \"shipyard-companion-catalog\", \"version\": 1, \"edition\": 2,"
    " \"yard\": {\"slots\": 9, \"max-middles\": 7}, \"items\": [\"sail\"], \"part-symbols\": [],"
    " \"designers\": {\"extra\": 2, \"limited\": {}, \"any-crew\": 0}, \"propulsion\": \"stoker\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (damaged[i], strlen (damaged[i]));
      g_autoptr(GError) error = NULL;
      SyCatalog catalog;

      g_assert_false (sy_catalog_parse (bytes, &catalog, &error));
      g_assert_nonnull (error);
    }
}

/* A tile of @kind as printed: a piece it may picture, a merchant's good and
 * level, the colour the rules give it. */
static SyEmployee
printed_tile (const SyCatalog *catalog,
              SyEmployeeKind   kind)
{
  SyEmployee e = { .kind = kind, .level = 1 };

  for (guint i = 0; i < SY_N_ITEMS; i++)
    if (catalog->has_item[i] && sy_employee_may_picture (catalog, kind, (SyItem) i))
      {
        e.item = i;
        break;
      }
  e.colour = sy_employee_kind_colour (kind);
  if (e.colour == SY_EMPLOYEE_COLOUR_PRINTED)
    for (e.colour = 0; e.colour == sy_employee_kind_colour (SY_EMPLOYEE_ENGINEER)
                       || e.colour == sy_employee_kind_colour (SY_EMPLOYEE_RECRUITER); e.colour++)
      ;
  if (kind != SY_EMPLOYEE_MERCHANT)
    e.level = 0;
  else
    e.points = sy_employee_merchant_points (1);
  return e;
}

/* The kinds of employee an edition has are the ones a hire may take: all
 * nine in the second edition, whose designer of crew of any kind ("+2 crew
 * of any kind") the first does not have; its designer adds only what it
 * pictures ("až 2 takovéto specifické kusy", first edition, Dodatek). */
static void
test_employee_kinds (void)
{
  for (SyEdition edition = SY_EDITION_FIRST; edition <= SY_EDITION_SECOND; edition++)
    {
      const SyCatalog *catalog = sy_catalog_get (edition);
      SyTable table = new_table (edition, 3, SY_CONTRACT_MODE_ADVANCED);
      guint n = 0;

      for (SyEmployeeKind kind = 0; kind < SY_N_EMPLOYEE_KINDS; kind++)
        {
          SyEmployee e = printed_tile (catalog, kind);
          g_autoptr(GError) error = NULL;
          gboolean has = sy_employee_kind_in_edition (catalog, kind);

          g_assert_cmpint (sy_table_may_hire (&table, &e, &error), ==, has);
          n += has;
        }
      g_assert_cmpuint (n, ==, edition == SY_EDITION_FIRST ? 8 : 9);
      g_assert_cmpint (sy_employee_kind_in_edition (catalog, SY_EMPLOYEE_CREW_DESIGNER), ==,
                       edition == SY_EDITION_SECOND);
      g_assert_false (sy_employee_kind_in_edition (catalog, SY_N_EMPLOYEE_KINDS));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/catalog/first-edition", test_first_edition);
  g_test_add_func ("/engine/catalog/second-edition", test_second_edition);
  g_test_add_func ("/engine/catalog/damaged", test_damaged);
  g_test_add_func ("/engine/catalog/employee-kinds", test_employee_kinds);

  return g_test_run ();
}
