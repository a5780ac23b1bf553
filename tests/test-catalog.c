/* test-catalog.c: the catalogs of both editions, and damaged ones refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-engine.h"

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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/catalog/first-edition", test_first_edition);
  g_test_add_func ("/engine/catalog/second-edition", test_second_edition);
  g_test_add_func ("/engine/catalog/damaged", test_damaged);

  return g_test_run ();
}
