#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   tests/with-display.sh COMMAND...
#   tests/with-display.sh --wayland COMMAND...
#
# Runs a command on the display there is, or on a virtual one of its own
# when there is none (CI has none: BUILD-NOTES pitfall 1).
#
# Xvfb chooses a free display number itself and writes it down when it is
# ready (-displayfd): tests started together never pick the same number, as
# they could with xvfb-run -a (one then got the other's display without its
# key: "Authorization required", "Failed to open display"). The display is
# local only (-nolisten tcp) and open to the test's own processes (-ac).
#
# --wayland: always on a Wayland display of its own, the session GNOME runs
# by default: Weston with its headless backend (no screen, no GPU), in a
# runtime folder of its own (its socket and lock file, removed afterwards)
# and without the user's configuration (--no-config), so runs started
# together never meet. GDK_BACKEND is wayland and DISPLAY unset: the command
# cannot fall back to an X server. What a benchmark gains there: on Xvfb,
# which has no window manager, GTK 4.8 asks the X server whether one has
# appeared at each new size it works out (a round trip in
# gdk_x11_screen_supports_net_wm_hint(), whose answer is kept only when one
# is found), and the window's place and the screen's work area too; each
# frame the cairo renderer draws then goes to the server through the
# socket. A program in a GNOME session on Wayland does none of that: its
# frame is a buffer shared with the compositor.
#
# A test with a data folder of its own in the build tree (xdg-data-TEST-…,
# set by tests/meson.build) starts with it empty: what an earlier run taught
# the box, kept or saved is not there, and every run sees the same program.
wayland=no
if [ "${1:-}" = --wayland ]; then
  wayland=yes
  shift
fi
case "${XDG_DATA_HOME:-}" in
  */tests/xdg-data-?*) rm -rf "$XDG_DATA_HOME" ;;
esac
if [ "$wayland" = no ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
  exec "$@"
fi
dir=$(mktemp -d "${TMPDIR:-/tmp}/with-display-XXXXXX") || exit 1
chmod 700 "$dir"
if [ "$wayland" = yes ]; then
  name=Weston
  XDG_RUNTIME_DIR=$dir weston --backend=headless-backend.so --no-config --idle-time=0 \
    --socket=wayland-0 --width=2048 --height=2400 > "$dir/log" 2>&1 &
else
  name=Xvfb
  Xvfb -displayfd 3 -screen 0 2048x2400x24 -nolisten tcp -ac 3>"$dir/display" 2>"$dir/log" &
fi
server=$!
waited=0
while { [ "$wayland" = yes ] && [ ! -S "$dir/wayland-0" ]; } \
      || { [ "$wayland" = no ] && [ ! -s "$dir/display" ]; }; do
  if ! kill -0 "$server" 2>/dev/null || [ "$waited" -ge 300 ]; then
    echo "with-display.sh: $name did not start:" >&2
    cat "$dir/log" >&2
    kill "$server" 2>/dev/null
    rm -rf "$dir"
    exit 1
  fi
  sleep 0.1
  waited=$((waited + 1))
done
if [ "$wayland" = yes ]; then
  env -u DISPLAY XDG_RUNTIME_DIR="$dir" WAYLAND_DISPLAY=wayland-0 GDK_BACKEND=wayland "$@"
else
  DISPLAY=:$(head -n 1 "$dir/display")
  export DISPLAY
  unset XAUTHORITY
  "$@"
fi
status=$?
kill "$server" 2>/dev/null
wait "$server" 2>/dev/null
rm -rf "$dir"
exit $status
