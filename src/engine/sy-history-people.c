/* sy-history-people.c: players named differently in different games, merged into one person
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Eva", "eva" and "Eva " may be one player. The history tells names
 * apart whatever their case; this file's merges go further, as the user
 * chooses, and are kept in a side file of the history's folder
 * (SY_HISTORY_PEOPLE_FILE, docs/history.md): the games' files keep their
 * names. A side file that cannot be read is set aside, renamed, with a
 * word saying so, and the names are shown as written in the games.
 */
#define G_LOG_DOMAIN "sy-history-people"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sy-error.h"
#include "sy-file-write.h"
#include "sy-history-people.h"
#include "sy-json-input.h"
#include "sy-json-private.h"

#define PEOPLE_FORMAT "shipyard-companion-history-people"
#define PEOPLE_VERSION 1

typedef struct {
  char *shown;                  /* the name the person is shown under */
  GPtrArray *names;             /* the names merged, as written */
} Person;

struct _SyHistoryPeople
{
  GPtrArray *persons;           /* Person */
  GHashTable *by_key;           /* a name's key → its Person (borrowed) */
};

/* A name's key: the name whatever its case, as the history's totals tell
 * names apart. */
static char *
name_key (const char *name)
{
  g_autofree char *normal = g_utf8_normalize (name, -1, G_NORMALIZE_DEFAULT);

  return g_utf8_casefold (normal != NULL ? normal : name, -1);
}

static void
person_free (gpointer data)
{
  Person *person = data;

  g_free (person->shown);
  g_ptr_array_unref (person->names);
  g_free (person);
}

static Person *
person_new (const char *shown)
{
  Person *person = g_new0 (Person, 1);

  person->shown = g_strdup (shown);
  person->names = g_ptr_array_new_with_free_func (g_free);
  return person;
}

/**
 * sy_history_people_new:
 *
 * Returns: (transfer full): no merges: each name its own person
 */
SyHistoryPeople *
sy_history_people_new (void)
{
  SyHistoryPeople *people = g_new0 (SyHistoryPeople, 1);

  people->persons = g_ptr_array_new_with_free_func (person_free);
  people->by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return people;
}

void
sy_history_people_free (SyHistoryPeople *people)
{
  if (people == NULL)
    return;
  g_ptr_array_unref (people->persons);
  g_hash_table_unref (people->by_key);
  g_free (people);
}

static void
add_name (SyHistoryPeople *people,
          Person          *person,
          const char      *name)
{
  char *key = name_key (name);

  if (g_hash_table_contains (people->by_key, key))
    {
      g_free (key);
      return;
    }
  g_hash_table_insert (people->by_key, key, person);
  g_ptr_array_add (person->names, g_strdup (name));
}

/**
 * sy_history_people_copy:
 * @people: merges
 *
 * Returns: (transfer full): a copy of @people, to undo a merge with
 */
SyHistoryPeople *
sy_history_people_copy (const SyHistoryPeople *people)
{
  SyHistoryPeople *copy = sy_history_people_new ();

  g_return_val_if_fail (people != NULL, copy);

  for (guint i = 0; i < people->persons->len; i++)
    {
      const Person *person = g_ptr_array_index (people->persons, i);
      Person *twin = person_new (person->shown);

      g_ptr_array_add (copy->persons, twin);
      for (guint n = 0; n < person->names->len; n++)
        add_name (copy, twin, g_ptr_array_index (person->names, n));
    }
  return copy;
}

/* Reads the merges of @root, or returns FALSE when anything is not as
 * save() writes it. */
static gboolean
read_people (SyHistoryPeople *people,
             JsonNode        *root)
{
  JsonObject *o = root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  JsonArray *persons;
  gint64 version;

  if (o == NULL || g_strcmp0 (sy_json_get_string (o, "format"), PEOPLE_FORMAT) != 0
      || !sy_json_get_int (o, "version", PEOPLE_VERSION, PEOPLE_VERSION, &version)
      || (persons = sy_json_get_array (o, "people")) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (persons); i++)
    {
      JsonNode *node = json_array_get_element (persons, i);
      JsonObject *p = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *shown = p != NULL ? sy_json_get_string (p, "name") : NULL;
      JsonArray *names = p != NULL ? sy_json_get_array (p, "names") : NULL;
      Person *person;

      if (shown == NULL || names == NULL || json_array_get_length (names) < 2)
        return FALSE;
      person = person_new (shown);
      g_ptr_array_add (people->persons, person);
      for (guint n = 0; n < json_array_get_length (names); n++)
        {
          JsonNode *name = json_array_get_element (names, n);
          g_autofree char *key = NULL;

          if (!JSON_NODE_HOLDS_VALUE (name) || json_node_get_value_type (name) != G_TYPE_STRING)
            return FALSE;
          /* A name is in one person only. */
          key = name_key (json_node_get_string (name));
          if (g_hash_table_contains (people->by_key, key))
            return FALSE;
          add_name (people, person, json_node_get_string (name));
        }
    }
  return TRUE;
}

/* Renames a damaged side file aside, hidden, beside it. */
static char *
set_aside (const char *folder,
           const char *path)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (guint n = 1; n < 100; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf (".people.damaged-%s.json", date)
                                     : g_strdup_printf (".people.damaged-%s-%u.json", date, n);
      g_autofree char *aside = g_build_filename (folder, name, NULL);

      if (g_file_test (aside, G_FILE_TEST_EXISTS))
        continue;
      if (g_rename (path, aside) == 0)
        return g_steal_pointer (&name);
      return NULL;
    }
  return NULL;
}

/**
 * sy_history_people_load:
 * @folder: the history's folder
 * @error: return location for why the merges could not be read
 *
 * Reads the merges kept in @folder. A missing file is no merge. A file
 * that cannot be read (damaged, foreign, of a newer version) is renamed
 * aside in the folder, `.people.damaged-DATE.json`, and @error says so:
 * the names are then shown as written in the games, and the file is
 * whole for whoever mends it.
 *
 * Returns: (transfer full): the merges; none when the file could not be
 *   read (then @error is set)
 */
SyHistoryPeople *
sy_history_people_load (const char  *folder,
                        GError     **error)
{
  g_autoptr(SyHistoryPeople) people = sy_history_people_new ();
  g_autofree char *path = g_build_filename (folder, SY_HISTORY_PEOPLE_FILE, NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) why = NULL;
  g_autofree char *aside = NULL;

  g_return_val_if_fail (folder != NULL, NULL);

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return g_steal_pointer (&people);
  bytes = sy_json_input_read_path (path, SY_JSON_MAX_SMALL_BYTES, &why);
  root = bytes != NULL ? sy_json_input_parse (bytes, SY_JSON_MAX_SMALL_BYTES, &why) : NULL;
  if (read_people (people, root))
    return g_steal_pointer (&people);

  sy_history_people_free (g_steal_pointer (&people));
  aside = set_aside (folder, path);
  if (aside != NULL)
    g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                 _("The players merged in the history could not be read (%s). The file was set aside as %s; the players are shown as named in the games."),
                 why != NULL ? why->message : _("it is not a list of merged players"), aside);
  else
    g_set_error (error, SY_ERROR, SY_ERROR_INVALID_FILE,
                 _("The players merged in the history could not be read (%s); the players are shown as named in the games."),
                 why != NULL ? why->message : _("it is not a list of merged players"));
  return sy_history_people_new ();
}

/**
 * sy_history_people_save:
 * @people: merges
 * @folder: the history's folder
 * @error: return location for a #GFileError
 *
 * Writes the merges into @folder, atomically; with no merge left the
 * side file is removed.
 *
 * Returns: whether they were written
 */
gboolean
sy_history_people_save (const SyHistoryPeople  *people,
                        const char             *folder,
                        GError                **error)
{
  g_autofree char *path = g_build_filename (folder, SY_HISTORY_PEOPLE_FILE, NULL);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (people != NULL && folder != NULL, FALSE);

  if (people->persons->len == 0)
    {
      if (g_unlink (path) != 0 && errno != ENOENT)
        {
          int saved = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path,
                       g_strerror (saved));
          return FALSE;
        }
      return TRUE;
    }
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, PEOPLE_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, PEOPLE_VERSION);
  json_builder_set_member_name (b, "people");
  json_builder_begin_array (b);
  for (guint i = 0; i < people->persons->len; i++)
    {
      const Person *person = g_ptr_array_index (people->persons, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, person->shown);
      json_builder_set_member_name (b, "names");
      json_builder_begin_array (b);
      for (guint n = 0; n < person->names->len; n++)
        json_builder_add_string_value (b, g_ptr_array_index (person->names, n));
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", folder,
                   g_strerror (saved));
      return FALSE;
    }
  return sy_write_own_file_atomically (path, data, length, 0644, error);
}

/**
 * sy_history_people_key:
 * @people: (nullable): merges; %NULL for none
 * @name: a player's name in a game
 *
 * Returns: (transfer full): what tells the person of @name apart: the
 *   same for every name merged with it, and for the name whatever its
 *   case
 */
char *
sy_history_people_key (const SyHistoryPeople *people,
                       const char            *name)
{
  char *key = name_key (name);
  const Person *person = people != NULL ? g_hash_table_lookup (people->by_key, key) : NULL;

  if (person == NULL)
    return key;
  g_free (key);
  return name_key (g_ptr_array_index (person->names, 0));
}

/**
 * sy_history_people_shown_name:
 * @people: (nullable): merges
 * @key: a person's key (sy_history_people_key())
 *
 * Returns: (nullable): the name chosen for the merged person of @key;
 *   %NULL when @key is not merged
 */
const char *
sy_history_people_shown_name (const SyHistoryPeople *people,
                              const char            *key)
{
  const Person *person = people != NULL ? g_hash_table_lookup (people->by_key, key) : NULL;

  return person != NULL ? person->shown : NULL;
}

/**
 * sy_history_people_merge:
 * @people: merges
 * @name: a player's name
 * @other: another's
 * @shown: the name the merged person is shown under
 * @error: return location for a %SY_ERROR_INVALID_SETUP
 *
 * Makes one person of @name and @other, with every name merged with
 * either before. Two names that are already one person are refused.
 *
 * Returns: whether they were merged
 */
gboolean
sy_history_people_merge (SyHistoryPeople  *people,
                         const char       *name,
                         const char       *other,
                         const char       *shown,
                         GError          **error)
{
  g_autofree char *key_a = NULL;
  g_autofree char *key_b = NULL;
  Person *a, *b;

  g_return_val_if_fail (people != NULL && name != NULL && other != NULL && shown != NULL, FALSE);

  key_a = sy_history_people_key (people, name);
  key_b = sy_history_people_key (people, other);
  if (g_str_equal (key_a, key_b))
    {
      g_set_error (error, SY_ERROR, SY_ERROR_INVALID_SETUP,
                   _("“%s” and “%s” are one player already."), name, other);
      return FALSE;
    }
  a = g_hash_table_lookup (people->by_key, key_a);
  b = g_hash_table_lookup (people->by_key, key_b);
  if (a == NULL)
    {
      a = person_new (shown);
      g_ptr_array_add (people->persons, a);
      add_name (people, a, name);
    }
  g_free (a->shown);
  a->shown = g_strdup (shown);
  if (b == NULL)
    add_name (people, a, other);
  else
    {
      for (guint n = 0; n < b->names->len; n++)
        {
          g_autofree char *key = name_key (g_ptr_array_index (b->names, n));

          g_hash_table_remove (people->by_key, key);
          add_name (people, a, g_ptr_array_index (b->names, n));
        }
      g_ptr_array_remove (people->persons, b);
    }
  return TRUE;
}

/**
 * sy_history_people_get_n_merged:
 * @people: merges
 *
 * Returns: how many persons are made of merged names
 */
guint
sy_history_people_get_n_merged (const SyHistoryPeople *people)
{
  g_return_val_if_fail (people != NULL, 0);

  return people->persons->len;
}
