/* sy-canal-oracle.c: a player's canals answering the ship rules
 *
 * What a route pays a ship is linear in its tally: the soldier official
 * pays per soldier and cannon, the businessman official per businessman
 * and crane (both depend on the fitting), the lantern, lifeboat and
 * lifebuoy officials per symbol on the ship's parts, and the Blue Riband
 * its steps (both fixed for the ship). So for each speed only the routes
 * on the Pareto front of (soldier entries, businessman entries, fixed part)
 * can be best, whatever the crew; the oracle lists one tally for each.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-canal-oracle"

#include "config.h"

#include "sy-canal-oracle.h"
#include "sy-cruise-routes.h"

struct _SyCanalOracle
{
  SyCanals canals;
  guint fixed_weights[SY_N_OFFICIALS];
  GArray *answers[SY_MAX_SPEED + 1];  /* of SyCruiseOption, NULL: not asked yet */
};

SyCanalOracle *
sy_canal_oracle_new (const SyCanals *canals,
                     const SyShip   *ship)
{
  SyCanalOracle *oracle = g_new0 (SyCanalOracle, 1);

  oracle->canals = *canals;
  oracle->fixed_weights[SY_OFFICIAL_LANTERN] = ship->symbols[SY_SYMBOL_LANTERN];
  oracle->fixed_weights[SY_OFFICIAL_LIFEBOAT] = ship->symbols[SY_SYMBOL_LIFEBOAT];
  oracle->fixed_weights[SY_OFFICIAL_LIFEBUOY] = ship->symbols[SY_SYMBOL_LIFEBUOY];
  return oracle;
}

void
sy_canal_oracle_free (SyCanalOracle *oracle)
{
  if (oracle == NULL)
    return;
  for (guint s = 0; s <= SY_MAX_SPEED; s++)
    g_clear_pointer (&oracle->answers[s], g_array_unref);
  g_free (oracle);
}

typedef struct {
  SyCanalOracle *oracle;
  GArray *front;
} Front;

static guint
fixed_value (const SyCanalOracle  *oracle,
             const SyCruiseOption *tally)
{
  guint value = tally->riband;

  for (guint o = SY_OFFICIAL_LANTERN; o < SY_N_OFFICIALS; o++)
    value += tally->entries[o] * oracle->fixed_weights[o];
  return value;
}

/* a dominates b: at least as good for every crew. */
static gboolean
dominates (const SyCanalOracle  *oracle,
           const SyCruiseOption *a,
           const SyCruiseOption *b)
{
  return a->entries[SY_OFFICIAL_SOLDIER] >= b->entries[SY_OFFICIAL_SOLDIER]
         && a->entries[SY_OFFICIAL_BUSINESSMAN] >= b->entries[SY_OFFICIAL_BUSINESSMAN]
         && fixed_value (oracle, a) >= fixed_value (oracle, b);
}

static gboolean
add_to_front (const SyRoute *route,
              gpointer       user_data)
{
  Front *f = user_data;

  for (guint i = 0; i < f->front->len; i++)
    if (dominates (f->oracle, &g_array_index (f->front, SyCruiseOption, i), &route->tally))
      return TRUE;
  for (guint i = f->front->len; i-- > 0;)
    if (dominates (f->oracle, &route->tally, &g_array_index (f->front, SyCruiseOption, i)))
      g_array_remove_index_fast (f->front, i);
  g_array_append_val (f->front, route->tally);
  return TRUE;
}

static guint
routes_cb (guint                  speed,
           const SyCruiseOption **options,
           gpointer               user_data)
{
  SyCanalOracle *oracle = user_data;

  if (speed == 0 || speed > SY_MAX_SPEED)
    return 0;

  if (oracle->answers[speed] == NULL)
    {
      Front f = { oracle, g_array_new (FALSE, FALSE, sizeof (SyCruiseOption)) };

      sy_canals_foreach_route (&oracle->canals, speed, add_to_front, &f);
      oracle->answers[speed] = f.front;
    }

  *options = (const SyCruiseOption *) (gpointer) oracle->answers[speed]->data;
  return oracle->answers[speed]->len;
}

/**
 * sy_canal_oracle_get:
 * @oracle: an oracle
 * @cruise: (out caller-allocates): the interface for the ship rules, valid
 *   as long as @oracle
 */
void
sy_canal_oracle_get (SyCanalOracle  *oracle,
                     SyCruiseOracle *cruise)
{
  cruise->routes = routes_cb;
  cruise->user_data = oracle;
}
