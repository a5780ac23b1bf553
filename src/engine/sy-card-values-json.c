/* sy-card-values-json.c: the card values as JSON: in saved games and in the user's file
 *
 * The values travel inside saved games, and are kept in the user's data
 * folder for later games (written atomically). Only the ids of contracts
 * the program knows are read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-card-values"

#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sy-card-values-json.h"
#include "sy-card-values-private.h"
#include "sy-contracts.h"
#include "sy-error.h"
#include "sy-file-write.h"
#include "sy-json-input.h"
#include "sy-json-private.h"

/**
 * sy_card_values_to_json:
 * @values: card values
 *
 * Returns: (transfer full): an object: contract id → { count: points }
 */
JsonNode *
sy_card_values_to_json (const SyCardValues *values)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GList) ids = g_hash_table_get_keys (values->by_id);

  ids = g_list_sort (ids, (GCompareFunc) g_strcmp0);
  json_builder_begin_object (b);
  for (GList *l = ids; l != NULL; l = l->next)
    {
      GHashTable *card = g_hash_table_lookup (values->by_id, l->data);

      json_builder_set_member_name (b, l->data);
      json_builder_begin_object (b);
      for (guint count = 0; count < 100; count++)
        {
          gpointer value;

          if (g_hash_table_lookup_extended (card, GUINT_TO_POINTER (count + 1), NULL, &value))
            {
              g_autofree char *key = g_strdup_printf ("%u", count);

              json_builder_set_member_name (b, key);
              json_builder_add_int_value (b, GPOINTER_TO_UINT (value) - 1);
            }
        }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/**
 * sy_card_values_merge_json:
 * @values: card values
 * @node: an object as sy_card_values_to_json() writes it
 * @error: return location for a %SY_ERROR_INVALID_FILE
 *
 * Adds the values of @node, all or none.
 *
 * Returns: whether @node was sound
 */
gboolean
sy_card_values_merge_json (SyCardValues  *values,
                           JsonNode      *node,
                           GError       **error)
{
  g_autoptr(SyCardValues) read = sy_card_values_new ();
  JsonObject *o = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  g_autoptr(GList) ids = o != NULL ? json_object_get_members (o) : NULL;

  if (o == NULL)
    goto bad;
  for (GList *l = ids; l != NULL; l = l->next)
    {
      JsonObject *card = sy_json_get_object (o, l->data);
      g_autoptr(GList) counts = card != NULL ? json_object_get_members (card) : NULL;

      if (card == NULL || sy_contract_find (l->data) == NULL)
        goto bad;
      for (GList *k = counts; k != NULL; k = k->next)
        {
          guint64 count;
          gint64 points;

          if (!g_ascii_string_to_unsigned (k->data, 10, 0, 99, &count, NULL)
              || !sy_json_get_int (card, k->data, 0, 999, &points))
            {
              g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                           _("The values copied from the contract cards are damaged: the "
                             "value under “%s” of the card “%s” is not a count from 0 to 99 "
                             "over points from 0 to 999."),
                           (const char *) k->data, sy_contract_get_newest_title (sy_contract_find (l->data)));
              return FALSE;
            }
          sy_card_values_set (read, l->data, (guint) count, (guint) points);
        }
    }

  sy_card_values_add (values, read);
  return TRUE;

bad:
  g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
               _("The values copied from the contract cards are damaged."));
  return FALSE;
}


static char *
user_path (void)
{
  return g_build_filename (g_get_user_data_dir (), GETTEXT_PACKAGE, "card-values.json", NULL);
}

/**
 * sy_card_values_parse:
 * @bytes: a file of card values
 * @error: return location for a %SY_ERROR_INVALID_FILE naming the cause
 *
 * Checks the document's size, depth and strict JSON before parsing it.
 *
 * Returns: (transfer full) (nullable): its root
 */
JsonNode *
sy_card_values_parse (GBytes  *bytes,
                      GError **error)
{
  g_autoptr(GError) local = NULL;
  JsonNode *root = sy_json_input_parse (bytes, SY_JSON_MAX_SMALL_BYTES, &local);

  if (root == NULL)
    g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                 _("The card values kept for later games cannot be read: %s."), local->message);
  return root;
}

/**
 * sy_card_values_load_user:
 * @values: card values
 * @error: return location for an error in words: a %SY_ERROR_INVALID_FILE
 *   when the file is damaged, a #GFileError when it cannot be read
 *
 * Adds the values the owner entered in earlier games, kept in the user's
 * data folder. No file yet is no error. The file is only read: a damaged
 * one stays as it is (sy_card_values_add_to_user() keeps it aside before it
 * writes).
 *
 * Returns: whether the values (if any) could be read
 */
gboolean
sy_card_values_load_user (SyCardValues  *values,
                          GError       **error)
{
  g_autofree char *path = user_path ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) local = NULL;
  GStatBuf st;

  if (g_lstat (path, &st) != 0 && errno == ENOENT)
    return TRUE;
  bytes = sy_json_input_read_path (path, SY_JSON_MAX_SMALL_BYTES, &local);
  if (bytes == NULL)
    {
      if (g_error_matches (local, SY_ERROR, SY_ERROR_INVALID_FILE))
        g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                     _("The card values kept for later games cannot be read: %s."), local->message);
      else
        g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                     _("The card values kept for later games cannot be read: %s."), local->message);
      return FALSE;
    }
  if ((root = sy_card_values_parse (bytes, error)) == NULL)
    return FALSE;
  return sy_card_values_merge_json (values, root, error);
}

static gboolean
write_user (const char          *path,
            const SyCardValues  *values,
            GError             **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = sy_card_values_to_json (values);
  g_autofree char *data = NULL;
  gsize length;

  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s", g_strerror (saved));
      return FALSE;
    }
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);
  return sy_write_own_file_atomically (path, data, length, 0600, error);
}

/**
 * sy_card_values_save_user:
 * @values: card values
 * @error: return location for an error
 *
 * Keeps @values for later games, atomically, in place of what was kept:
 * for a caller that read the user's values first; see
 * sy_card_values_add_to_user().
 *
 * Returns: whether they were saved
 */
gboolean
sy_card_values_save_user (const SyCardValues  *values,
                          GError             **error)
{
  g_autofree char *path = user_path ();

  return write_user (path, values, error);
}

/**
 * sy_card_values_add_to_user:
 * @added: values the owner just copied from a card
 * @kept_aside: (out) (optional) (transfer full): where a damaged file of
 *   the user's values was renamed to, or %NULL
 * @error: return location for an error in words
 *
 * Adds @added to the values kept for later games: the file is read, @added
 * merged in, and the whole written atomically. A damaged file is never
 * written over: it is renamed aside first (sy_file_keep_aside(), its new
 * path in @kept_aside, to be told to the user) and @added alone is kept. A
 * file that cannot be read for another reason (no permission, a disk
 * error) is left as it is and nothing is written.
 *
 * Returns: whether @added is kept
 */
gboolean
sy_card_values_add_to_user (const SyCardValues  *added,
                            char               **kept_aside,
                            GError             **error)
{
  g_autofree char *path = user_path ();
  g_autoptr(SyCardValues) user = sy_card_values_new ();
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonNode) node = sy_card_values_to_json (added);
  g_autofree char *aside = NULL;

  g_return_val_if_fail (added != NULL, FALSE);

  if (!sy_card_values_load_user (user, &local))
    {
      g_autoptr(GError) moved = NULL;

      if (!g_error_matches (local, SY_ERROR, SY_ERROR_INVALID_FILE))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      aside = sy_file_keep_aside (path, &moved);
      if (aside == NULL)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                       _("%s It could not be kept aside (%s), so nothing is written over it."),
                       local->message, moved->message);
          return FALSE;
        }
      g_clear_pointer (&user, sy_card_values_free);
      user = sy_card_values_new ();
    }
  if (!sy_card_values_merge_json (user, node, error) || !write_user (path, user, error))
    return FALSE;
  if (kept_aside != NULL)
    *kept_aside = g_steal_pointer (&aside);
  return TRUE;
}
