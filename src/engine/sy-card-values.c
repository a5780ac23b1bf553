/* sy-card-values.c: the values owners copy from their contract cards
 *
 * Some cards print tables the rulebooks do not give. Their owners enter the
 * values they need; they are kept by card and count. How they travel
 * inside saved games and in the user's data folder is in
 * sy-card-values-json.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-card-values"

#include "config.h"

#include "sy-card-values-private.h"

SyCardValues *
sy_card_values_new (void)
{
  SyCardValues *values = g_new0 (SyCardValues, 1);

  values->by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) g_hash_table_unref);
  return values;
}

void
sy_card_values_free (SyCardValues *values)
{
  if (values == NULL)
    return;
  g_hash_table_unref (values->by_id);
  g_free (values);
}

/**
 * sy_card_values_add:
 * @values: card values
 * @added: more values
 *
 * Sets every value of @added in @values, over the value there was for the
 * same card and count.
 */
void
sy_card_values_add (SyCardValues       *values,
                    const SyCardValues *added)
{
  GHashTableIter cards;
  gpointer id, card;

  g_hash_table_iter_init (&cards, added->by_id);
  while (g_hash_table_iter_next (&cards, &id, &card))
    {
      GHashTableIter entries;
      gpointer count, points;

      g_hash_table_iter_init (&entries, card);
      while (g_hash_table_iter_next (&entries, &count, &points))
        sy_card_values_set (values, id, GPOINTER_TO_UINT (count) - 1, GPOINTER_TO_UINT (points) - 1);
    }
}

/**
 * sy_card_values_copy:
 * @values: card values
 *
 * Returns: (transfer full): a copy of @values, which shares nothing with
 *   them (a saved game's record takes one to another thread)
 */
SyCardValues *
sy_card_values_copy (const SyCardValues *values)
{
  SyCardValues *copy = sy_card_values_new ();

  sy_card_values_add (copy, values);
  return copy;
}

/* Records what a card prints for @count. */
void
sy_card_values_set (SyCardValues *values,
                    const char   *id,
                    guint         count,
                    guint         points)
{
  GHashTable *card = g_hash_table_lookup (values->by_id, id);

  if (card == NULL)
    {
      card = g_hash_table_new (g_direct_hash, g_direct_equal);
      g_hash_table_insert (values->by_id, g_strdup (id), card);
    }
  g_hash_table_insert (card, GUINT_TO_POINTER (count + 1), GUINT_TO_POINTER (points + 1));
}

gboolean
sy_card_values_lookup (const SyCardValues *values,
                       const char         *id,
                       guint               count,
                       guint              *points)
{
  GHashTable *card = g_hash_table_lookup (values->by_id, id);
  gpointer value;

  if (card == NULL || !g_hash_table_lookup_extended (card, GUINT_TO_POINTER (count + 1), NULL, &value))
    return FALSE;
  *points = GPOINTER_TO_UINT (value) - 1;
  return TRUE;
}
