/* sy-user-lock.c: who works on the user's data folder: one instance of the program at a time
 *
 * Two instances of the program can run on one data folder: two logins of
 * one user sharing a home, a Flatpak beside a build, each on its own
 * session bus (GApplication keeps one instance per bus only). The first
 * holds a lock on the folder (flock() on `.lock` in it, held while it
 * runs, let go by the system when it ends, even by a crash); a second
 * finds the folder shared and works on it safely (docs/files.md): the
 * files that merge are merged (the box is a union of games, the card
 * values a union of values, the history one file per game), and what
 * cannot merge (the game on the table, its autosave) is the first one's:
 * the second opens it read only and says so.
 *
 * A read, merge and write of a shared file holds a short lock of its own
 * (sy_user_lock_file_hold()), so that two instances merging at once do
 * not lose each other's part.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-user-lock"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sy-user-lock.h"

#define LOCK_NAME ".lock"

struct _SyUserLock
{
  int fd;                       /* the lock held, or -1 */
  gboolean shared;              /* another instance holds it */
};

/**
 * sy_user_lock_acquire:
 * @folder: the user's data folder of the program, made when missing
 *
 * Takes the lock on @folder, without waiting: when another instance holds
 * it, the result says the folder is shared (sy_user_lock_is_shared()).
 * A folder where no lock can be made (read only, say) is not shared.
 *
 * Returns: (transfer full): the lock, to release when the program ends
 */
SyUserLock *
sy_user_lock_acquire (const char *folder)
{
  g_autofree char *path = NULL;
  SyUserLock *lock;

  g_return_val_if_fail (folder != NULL, NULL);

  lock = g_new0 (SyUserLock, 1);
  lock->fd = -1;
  if (g_mkdir_with_parents (folder, 0700) != 0)
    return lock;
  path = g_build_filename (folder, LOCK_NAME, NULL);
  lock->fd = open (path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (lock->fd < 0)
    {
      g_debug ("No lock on %s: %s", folder, g_strerror (errno));
      return lock;
    }
  if (flock (lock->fd, LOCK_EX | LOCK_NB) != 0)
    {
      lock->shared = errno == EWOULDBLOCK;
      if (!lock->shared)
        g_debug ("No lock on %s: %s", folder, g_strerror (errno));
      close (lock->fd);
      lock->fd = -1;
    }
  return lock;
}

/**
 * sy_user_lock_is_shared:
 * @lock: a lock from sy_user_lock_acquire()
 *
 * Returns: whether another instance of the program holds the folder
 */
gboolean
sy_user_lock_is_shared (const SyUserLock *lock)
{
  g_return_val_if_fail (lock != NULL, FALSE);

  return lock->shared;
}

void
sy_user_lock_release (SyUserLock *lock)
{
  if (lock == NULL)
    return;
  if (lock->fd >= 0)
    close (lock->fd);
  g_free (lock);
}

/**
 * sy_user_lock_file_hold:
 * @path: a file of the user's that is read, merged and written again
 *
 * Waits for, and takes, the short lock of @path (on `PATH.lock`), for one
 * read, merge and write.
 *
 * Returns: the lock, to give to sy_user_lock_file_let_go(); -1 when no
 *   lock can be made (the write goes on without one)
 */
int
sy_user_lock_file_hold (const char *path)
{
  g_autofree char *lock_path = NULL;
  int fd;

  g_return_val_if_fail (path != NULL, -1);

  lock_path = g_strconcat (path, ".lock", NULL);
  fd = open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd < 0)
    return -1;
  while (flock (fd, LOCK_EX) != 0)
    if (errno != EINTR)
      {
        close (fd);
        return -1;
      }
  return fd;
}

void
sy_user_lock_file_let_go (int fd)
{
  if (fd >= 0)
    close (fd);
}
