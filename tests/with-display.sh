#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command on the display there is, or on a virtual one of its own
# when there is none (CI has none: BUILD-NOTES pitfall 1).
#
# Xvfb chooses a free display number itself and writes it down when it is
# ready (-displayfd): tests started together never pick the same number, as
# they could with xvfb-run -a (one then got the other's display without its
# key: "Authorization required", "Failed to open display"). The display is
# local only (-nolisten tcp) and open to the test's own processes (-ac).
#
# A test with a data folder of its own in the build tree (xdg-data-TEST-…,
# set by tests/meson.build) starts with it empty: what an earlier run taught
# the box, kept or saved is not there, and every run sees the same program.
case "${XDG_DATA_HOME:-}" in
  */tests/xdg-data-?*) rm -rf "$XDG_DATA_HOME" ;;
esac
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec "$@"
fi
dir=$(mktemp -d "${TMPDIR:-/tmp}/with-display-XXXXXX") || exit 1
Xvfb -displayfd 3 -screen 0 2048x2400x24 -nolisten tcp -ac 3>"$dir/display" 2>"$dir/log" &
server=$!
waited=0
while [ ! -s "$dir/display" ]; do
  if ! kill -0 "$server" 2>/dev/null || [ "$waited" -ge 300 ]; then
    echo "with-display.sh: Xvfb did not start:" >&2
    cat "$dir/log" >&2
    kill "$server" 2>/dev/null
    rm -rf "$dir"
    exit 1
  fi
  sleep 0.1
  waited=$((waited + 1))
done
DISPLAY=:$(head -n 1 "$dir/display")
export DISPLAY
unset XAUTHORITY
"$@"
status=$?
kill "$server" 2>/dev/null
wait "$server" 2>/dev/null
rm -rf "$dir"
exit $status
