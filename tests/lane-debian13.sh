#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   tests/lane-debian13.sh
#
# The Debian 13 lane of the README's test command (tests/bootstrap.sh test):
# today's GNOME stack (GTK 4.18, libadwaita 1.7, GLib 2.84), the nearest to
# the Flatpak runtime that Debian's archive has.
#
# Makes a Debian 13 (trixie) root from Debian's archive with debootstrap, or
# reuses the one there (SY_DEBIAN13_ROOT, by default
# /var/cache/shipyard-companion/debian13); binds /proc, /sys, /dev, /dev/pts,
# a tmpfs on /dev/shm and this repository (at the same path) into it; there
# installs what is missing and runs the whole plain suite, UI tests included,
# in build-debian13 (tests/bootstrap.sh suite), then bench-taps on Wayland
# (tests/bootstrap.sh taps: its line is kept in
# build-debian13/meson-logs/bench-taps.txt). Prints "PASSED FAILED" on
# standard output, the rest on standard error. What this script mounted is
# unmounted when it ends, whether it passed, failed or was interrupted; what
# was mounted before is left as it was. Runs as root (chroot, mount).
#
#   tests/lane-debian13.sh           the lane: the root ready, then the suite
#   tests/lane-debian13.sh prepare   only the root and its packages (the
#                                    README's test command runs this while the
#                                    host's suites build and run, then the lane)
set -eu

what=${1:-lane}
case "$what" in
  lane | prepare) ;;
  *)
    echo "usage: $0 [prepare]" >&2
    exit 2
    ;;
esac

top=$(cd "$(dirname "$0")/.." && pwd)
root=${SY_DEBIAN13_ROOT:-/var/cache/shipyard-companion/debian13}
mirror=${SY_DEBIAN13_MIRROR:-http://deb.debian.org/debian}

# What this script mounted, the last first (paths without blanks).
mounted=""

unmount_all () {
  set +e
  for target in $mounted; do
    umount "$target" 2>/dev/null || umount -l "$target" || echo "could not unmount $target" >&2
  done
  mounted=""
}
# The suite inside runs in a session of its own (setsid), waited for in the
# background: interrupted, the script stops it, then unmounts.
inside=""
stop_inside () {
  if [ -n "$inside" ]; then
    kill -TERM "-$inside" 2>/dev/null || true
    wait "$inside" 2>/dev/null || true
  fi
  inside=""
}
trap 'set +e; stop_inside; unmount_all' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# mount_once TARGET MOUNT-ARGUMENTS...: mounts unless something already is.
mount_once () {
  target=$1
  shift
  mkdir -p "$target"
  if mountpoint -q "$target"; then
    return 0
  fi
  mount "$@" "$target"
  mounted="$target $mounted"
}

if [ "$(id -u)" -ne 0 ]; then
  echo "lane-debian13.sh: chroot and mount need root" >&2
  exit 1
fi
case "$top$root" in
  *[[:space:]]*)
    echo "lane-debian13.sh: the paths must have no blanks: $top, $root" >&2
    exit 1
    ;;
esac

# A root debootstrap finished (it removes its own folder when done).
root_ready () {
  [ -x "$root/usr/bin/apt-get" ] && [ ! -d "$root/debootstrap" ] \
    && grep -q '^13' "$root/etc/debian_version" 2>/dev/null
}

started=$(date +%s)
if ! root_ready; then
  if grep -q " $root/" /proc/mounts; then
    echo "lane-debian13.sh: $root is unfinished and has mounts inside; unmount them first" >&2
    exit 1
  fi
  command -v debootstrap >/dev/null || "$top/tests/bootstrap.sh" deps debootstrap >&2
  rm -rf --one-file-system "$root"
  mkdir -p "$(dirname "$root")"
  echo "Making a Debian 13 root in $root from $mirror" >&2
  debootstrap --variant=minbase trixie "$root" "$mirror" >&2
fi
echo "lane-debian13: root ready in $(($(date +%s) - started)) s" >&2

mount_once "$root/proc" -t proc proc
mount_once "$root/sys" -t sysfs sysfs
mount_once "$root/dev" --bind /dev
mount_once "$root/dev/pts" --bind /dev/pts
mount_once "$root/dev/shm" -t tmpfs tmpfs
mount_once "$root$top" --bind "$top"
# A worktree's or a submodule's git folder outside the repository, for the
# tests that ask git (the manifests' checks): at the same path, read only.
git_dir=$(git -C "$top" rev-parse --path-format=absolute --git-common-dir 2>/dev/null || true)
case "$git_dir" in
  "" | "$top"/*) ;;
  *)
    mount_once "$root$git_dir" --bind "$git_dir"
    mount -o remount,bind,ro "$root$git_dir"
    ;;
esac
# Names resolve there as here (apt-get reaches Debian's archive).
cp -L /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true

# The same repository at the same path: the build tree's paths hold on both
# sides. Only the counts reach standard output.
# The repository may belong to another user than root: git is told that
# is fine, in the root's own configuration.
setsid chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
  TERM=dumb DEBIAN_FRONTEND=noninteractive \
  sh -c 'cd "$1" && ./tests/bootstrap.sh deps >&2 \
         && { git config --global --get-all safe.directory | grep -qx "\*" \
              || git config --global --add safe.directory "*"; } \
         && if [ "$2" = prepare ]; then exit 0; fi \
         && ./tests/bootstrap.sh suite build-debian13 \
         && { rm -f build-debian13/meson-logs/bench-taps.txt; ./tests/bootstrap.sh taps build-debian13 >&2 || true; }' \
  sh "$top" "$what" &
inside=$!
status=0
wait "$inside" || status=$?
inside=""
[ "$status" -eq 0 ] || exit "$status"
echo "lane-debian13: $what done in $(($(date +%s) - started)) s" >&2
