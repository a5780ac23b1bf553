/* sy-user-data.c: the user's data, owned once: the boxes, the data folder's lock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One object owns what the program keeps for the user between runs: the
 * box of each edition (issue 18), read at startup, the lock on the data
 * folder (sy-user-lock.c), which tells whether another instance shares it,
 * and the word that the history changed.
 * The application makes it and hands it down (sy_application_get_user_data(),
 * the preferences' box page as a property); the autosave writer is to be
 * held here too. Nothing finds it through a global.
 */
#define G_LOG_DOMAIN "sy-user-data"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-box-history.h"
#include "sy-user-data.h"

/* The example game, which teaches the box nothing (sy_box_is_example()). */
#define EXAMPLE_RESOURCE RESOURCE_BASE "/examples/second-edition-3p.json"

struct _SyUserData
{
  GObject parent_instance;

  /* The box, by edition - 1 */
  SyBox *boxes[2];
  gboolean box_kept[2];          /* its file could not be read nor kept aside: never written */
  GString *box_problems;         /* what could not be read, until a window tells it */
  SyGame *example;               /* the example game, read when first asked for */
  SyUserLock *lock;              /* on the data folder, or the note that it is shared */
};

G_DEFINE_FINAL_TYPE (SyUserData, sy_user_data, G_TYPE_OBJECT)

enum {
  BOX_CHANGED,
  HISTORY_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
sy_user_data_finalize (GObject *object)
{
  SyUserData *self = SY_USER_DATA (object);

  for (guint i = 0; i < G_N_ELEMENTS (self->boxes); i++)
    g_clear_pointer (&self->boxes[i], sy_box_free);
  if (self->box_problems != NULL)
    g_string_free (self->box_problems, TRUE);
  g_clear_object (&self->example);
  g_clear_pointer (&self->lock, sy_user_lock_release);

  G_OBJECT_CLASS (sy_user_data_parent_class)->finalize (object);
}

static void
sy_user_data_class_init (SyUserDataClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sy_user_data_finalize;

  /**
   * SyUserData::box-changed:
   * @self: the user's data
   * @edition: the #SyEdition whose box changed
   *
   * The box of @edition learnt, was corrected or merged: what shows it
   * lists it again.
   */
  signals[BOX_CHANGED] = g_signal_new ("box-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, SY_TYPE_EDITION);
  /**
   * SyUserData::history-changed:
   * @self: the user's data
   *
   * A game was kept in the history (sy_user_data_history_changed()): a
   * history window open meanwhile lists it again.
   */
  signals[HISTORY_CHANGED] = g_signal_new ("history-changed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sy_user_data_init (SyUserData *self)
{
}

/**
 * sy_user_data_new:
 * @folder: the user's data folder, held while the object lives
 *
 * Takes the lock on @folder (another instance, in another login or a
 * Flatpak beside a build, may hold it already) and reads both boxes: a
 * damaged file is kept aside at once.
 *
 * Returns: (transfer full): the user's data
 */
SyUserData *
sy_user_data_new (const char *folder)
{
  SyUserData *self = g_object_new (SY_TYPE_USER_DATA, NULL);

  g_return_val_if_fail (folder != NULL, self);

  self->lock = sy_user_lock_acquire (folder);
  sy_user_data_get_box (self, SY_EDITION_FIRST);
  sy_user_data_get_box (self, SY_EDITION_SECOND);
  return self;
}


/**
 * sy_user_data_get_box:
 * @self: the user's data
 * @edition: an edition
 *
 * The owner's box of @edition, read from the user's data folder the first
 * time (at startup). A file that cannot be read is kept aside by the engine
 * and an empty box used; sy_user_data_take_box_problem() says so once.
 *
 * Returns: (transfer none): the box
 */
SyBox *
sy_user_data_get_box (SyUserData *self,
                      SyEdition   edition)
{
  guint i = edition == SY_EDITION_FIRST ? 0 : 1;

  g_return_val_if_fail (SY_IS_USER_DATA (self), NULL);

  if (self->boxes[i] == NULL)
    {
      g_autofree char *kept_aside = NULL;
      g_autoptr(GError) error = NULL;

      self->boxes[i] = sy_box_load_user (edition, &kept_aside, &error);
      if (error != NULL)
        {
          g_autofree char *name = kept_aside != NULL ? g_path_get_basename (kept_aside) : NULL;

          /* The whole story in the log; in the window's one toast, short
           * enough to be read: the file's name, which says its edition. */
          g_message ("%s", error->message);
          if (self->box_problems == NULL)
            self->box_problems = g_string_new (NULL);
          if (self->box_problems->len > 0)
            g_string_append_c (self->box_problems, ' ');
          if (name != NULL)
            g_string_append_printf (self->box_problems, _("Damaged box kept aside as “%s”."), name);
          else
            g_string_append (self->box_problems, error->message);
          /* Neither read nor renamed aside: the file stays as it is. */
          self->box_kept[i] = kept_aside == NULL;
        }
    }
  return self->boxes[i];
}

/**
 * sy_user_data_take_box_problem:
 * @self: the user's data
 *
 * Returns: (transfer full) (nullable): what could not be read of the boxes
 *   and where it is kept, in words for the user, once; then %NULL
 */
char *
sy_user_data_take_box_problem (SyUserData *self)
{
  g_return_val_if_fail (SY_IS_USER_DATA (self), NULL);

  return self->box_problems != NULL ? g_string_free (g_steal_pointer (&self->box_problems), FALSE)
                                    : NULL;
}

/**
 * sy_user_data_save_box:
 * @self: the user's data
 * @edition: the edition whose box changed
 * @error: return location for a #GFileError
 *
 * Keeps the box of @edition, atomically, and tells its watchers
 * (#SyUserData::box-changed). Call it after correcting or merging it.
 *
 * Returns: whether it was saved
 */
gboolean
sy_user_data_save_box (SyUserData  *self,
                       SyEdition    edition,
                       GError     **error)
{
  SyBox *box;
  gboolean saved = TRUE;

  g_return_val_if_fail (SY_IS_USER_DATA (self), FALSE);

  box = sy_user_data_get_box (self, edition);
  if (!self->box_kept[edition == SY_EDITION_FIRST ? 0 : 1])
    saved = sy_box_save_user (box, error);
  g_signal_emit (self, signals[BOX_CHANGED], 0, edition);
  return saved;
}

/**
 * sy_user_data_learn_game:
 * @self: the user's data
 * @previous_key: (nullable): the game's name in the history before its
 *   last change, when it had one
 * @key: the game's name in the history
 * @game: the game on the table
 * @error: return location for a #GFileError
 *
 * The box of @game's edition learns what @game entered (sy_box_learn_game());
 * a game whose entry was renamed (it ended) keeps what it taught. When that
 * changed the box, it is saved and #SyUserData::box-changed emitted.
 *
 * Returns: %FALSE when the box changed and could not be saved
 */
gboolean
sy_user_data_learn_game (SyUserData  *self,
                         const char  *previous_key,
                         const char  *key,
                         SyGame      *game,
                         GError     **error)
{
  SyEdition edition;
  SyBox *box;
  gboolean changed = FALSE;

  g_return_val_if_fail (SY_IS_USER_DATA (self), FALSE);
  g_return_val_if_fail (SY_IS_GAME (game), FALSE);

  if (key == NULL)
    return TRUE;
  edition = sy_game_get_edition (game);
  box = sy_user_data_get_box (self, edition);
  if (previous_key != NULL)
    changed = sy_box_rename_game (box, previous_key, key);
  changed |= sy_box_learn_game (box, key, game);
  return !changed || sy_user_data_save_box (self, edition, error);
}

/**
 * sy_user_data_get_example:
 * @self: the user's data
 *
 * The example game shipped with the program, which teaches the box nothing
 * (sy_box_is_example()).
 *
 * Returns: (transfer none) (nullable): the example game
 */
SyGame *
sy_user_data_get_example (SyUserData *self)
{
  g_return_val_if_fail (SY_IS_USER_DATA (self), NULL);

  if (self->example == NULL)
    {
      g_autoptr(GBytes) bytes = g_resources_lookup_data (EXAMPLE_RESOURCE, 0, NULL);

      self->example = bytes != NULL ? sy_game_load_bytes (bytes, NULL, NULL) : NULL;
    }
  return self->example;
}

/**
 * sy_user_data_learn_history:
 * @self: the user's data
 * @folder: (nullable): the history's folder; %NULL for the user's
 * @n_added: (out) (optional): how many designs the boxes gained
 * @n_unreadable: (out) (optional): how many games could not be read
 * @error: return location for why the history or a box could not be used
 *
 * Every game of the history teaches the box of its edition
 * (sy_box_learn_history()), under the key the window learns it under, so
 * that no game counts twice; both boxes are then saved.
 *
 * Returns: whether the history was read and the boxes saved
 */
gboolean
sy_user_data_learn_history (SyUserData  *self,
                            const char  *folder,
                            guint       *n_added,
                            guint       *n_unreadable,
                            GError     **error)
{
  g_autofree char *default_folder = NULL;
  g_autoptr(SyHistory) history = NULL;
  SyBox *first;
  SyBox *second;
  guint before;
  guint after;

  g_return_val_if_fail (SY_IS_USER_DATA (self), FALSE);

  if (folder == NULL)
    folder = default_folder = sy_history_default_folder ();
  history = sy_history_load (folder, error);
  if (history == NULL)
    return FALSE;
  first = sy_user_data_get_box (self, SY_EDITION_FIRST);
  second = sy_user_data_get_box (self, SY_EDITION_SECOND);
  before = sy_box_count_designs (first) + sy_box_count_designs (second);
  sy_box_learn_history (first, second, history, sy_user_data_get_example (self), n_unreadable);
  after = sy_box_count_designs (first) + sy_box_count_designs (second);
  if (n_added != NULL)
    *n_added = after - MIN (before, after);
  return sy_user_data_save_box (self, SY_EDITION_FIRST, error)
         && sy_user_data_save_box (self, SY_EDITION_SECOND, error);
}

/**
 * sy_user_data_is_data_shared:
 * @self: the user's data
 *
 * Whether another instance of the program (in another login, or a Flatpak
 * beside a build) held the user's data folder when this one started: then
 * this one opens the game on the table read only and writes no autosave.
 *
 * Returns: whether the data folder is shared
 */
gboolean
sy_user_data_is_data_shared (SyUserData *self)
{
  g_return_val_if_fail (SY_IS_USER_DATA (self), FALSE);

  return self->lock != NULL && sy_user_lock_is_shared (self->lock);
}

/**
 * sy_user_data_history_changed:
 * @self: the user's data
 *
 * Tells whoever shows the history that a game was kept in it
 * (#SyUserData::history-changed).
 */
void
sy_user_data_history_changed (SyUserData *self)
{
  g_return_if_fail (SY_IS_USER_DATA (self));

  g_signal_emit (self, signals[HISTORY_CHANGED], 0);
}
