/* slow-fsync.c: an LD_PRELOAD shim that makes every fsync() and
 * fdatasync() take 50 ms longer, as on a tablet's eMMC or an SD card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bench-taps runs itself with this library preloaded (SY_SLOW_FSYNC_MS
 * changes the delay). The delay is slept before the real call, in the
 * calling thread: a write on the main thread stalls the window as a slow
 * disk would. Linked into a test instead (test-writer.c), it counts the
 * calls through slow_fsync_hook, with SY_SLOW_FSYNC_MS at 0.
 */
#define _GNU_SOURCE

#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <time.h>

int fsync (int fd);
int fdatasync (int fd);

/* Called before each fsync() or fdatasync(), when set. */
void (*slow_fsync_hook) (void);

static void
slow_down (void)
{
  const char *ms = getenv ("SY_SLOW_FSYNC_MS");
  long delay = ms != NULL ? strtol (ms, NULL, 10) : 50;
  struct timespec left = { delay / 1000, (delay % 1000) * 1000000L };
  int saved = errno;

  if (slow_fsync_hook != NULL)
    slow_fsync_hook ();
  while (nanosleep (&left, &left) != 0 && errno == EINTR)
    ;
  errno = saved;
}

int
fsync (int fd)
{
  static int (*real) (int);

  if (real == NULL)
    real = (int (*) (int)) dlsym (RTLD_NEXT, "fsync");
  slow_down ();
  return real (fd);
}

int
fdatasync (int fd)
{
  static int (*real) (int);

  if (real == NULL)
    real = (int (*) (int)) dlsym (RTLD_NEXT, "fdatasync");
  slow_down ();
  return real (fd);
}
