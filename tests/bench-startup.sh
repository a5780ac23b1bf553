#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Time to the first mapped window and peak memory of Shipyard Companion and
# of GNOME Calculator, started the same way on the same virtual display, a
# few runs each; prints each run and the medians. A benchmark, not a test:
# it is run by hand (see the README), never by the test suite.
#
#   tests/bench-startup.sh [RUNS]
#   BENCH_BEFORE=OTHER/build/root tests/bench-startup.sh [RUNS]
#
# BENCH_BEFORE names another installed build of the program (say, of the
# main branch) that takes its turn with the two: a change is measured
# against the program before it in the same run, alike busy moments
# weighing on all three.
#
# An empty libadwaita window of the program's default size
# (tests/bench-empty-window.c: a header bar and a status page, nothing of
# the program) takes its turn too: the floor, what GTK, libadwaita, the GL
# renderer and Mesa cost any application with such a window. The program's
# own share is what it takes above that window; the last line says it.
#
# On a fresh machine it first installs what is missing (xvfb, xdotool, dbus,
# gnome-calculator: Debian packages, through tests/bootstrap.sh) and builds
# and installs the program into build/root.
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-7}
root="$top/build/root"
empty_window="$top/build/tests/bench-empty-window"

if [ -z "${BENCH_INSIDE:-}" ]; then
  "$top/tests/bootstrap.sh" deps gnome-calculator
  [ -x "$root/bin/shipyard-companion" ] || "$top/tests/bootstrap.sh" install
  [ -x "$empty_window" ] || meson compile -C "$top/build" tests/bench-empty-window
  # A virtual display of its own. Xvfb picks a free number itself and
  # writes it down when ready (-displayfd; xvfb-run -a could hand two runs
  # started together one display), and it does not reset when its last
  # client leaves (-noreset): between two runs no client is left, and a
  # start during the reset could not open the display.
  display_dir=$(mktemp -d)
  Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp -noreset -ac 3>"$display_dir/number" \
    2>"$display_dir/log" &
  server=$!
  trap 'kill "$server" 2>/dev/null; rm -rf "$display_dir"' EXIT
  waited=0
  while [ ! -s "$display_dir/number" ]; do
    if ! kill -0 "$server" 2>/dev/null || [ "$waited" -ge 300 ]; then
      echo "Xvfb did not start:" >&2
      cat "$display_dir/log" >&2
      exit 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  status=0
  DISPLAY=:$(head -n 1 "$display_dir/number") BENCH_INSIDE=1 "$0" "$runs" || status=$?
  exit $status
fi
unset XAUTHORITY WAYLAND_DISPLAY

export GSETTINGS_BACKEND=memory GDK_BACKEND=x11 GTK_A11Y=none
export XDG_DATA_DIRS="$root/share:/usr/share" GSETTINGS_SCHEMA_DIR="$root/share/glib-2.0/schemas"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config" XDG_CACHE_HOME="$scratch/cache"

now_ms () {
  echo $(( $(date +%s%N) / 1000000 ))
}

# The CPU time the process's threads have had so far, in milliseconds
# (each thread's run time, /proc/PID/task/*/schedstat, in nanoseconds): less
# at the mercy of other work on the machine than the time to the window.
cpu_ms () {
  cat /proc/"$1"/task/*/schedstat 2>/dev/null | awk '{ ns += $1 } END { printf "%d", ns / 1000000 }'
}

# One run: prints "milliseconds-to-window peak-kB CPU-milliseconds-to-window".
# Each start gets a bus session of its own, so that a single-instance
# application never hands its start to the previous, dying one. The bus starts no service on demand
# (tests/session-bus.conf), so that no desktop portal's start is counted.
measure () {
  start=$(now_ms)
  dbus-run-session --config-file="$top/tests/session-bus.conf" -- "$@" >"$scratch/output" 2>&1 &
  session=$!
  pid=""
  while [ -z "$pid" ] || ! xdotool search --onlyvisible --pid "$pid" >/dev/null 2>&1; do
    # The bus session's own child: not another run of the same program.
    [ -n "$pid" ] || pid=$(pgrep -P "$session" -x "$process" || true)
    if ! kill -0 "$session" 2>/dev/null; then
      echo "$1 exited before it showed a window; its last words:" >&2
      tail -n 20 "$scratch/output" >&2
      exit 1
    fi
    [ $(( $(now_ms) - start )) -lt 20000 ] || { echo "$1 showed no window after 20 s; its last words:" >&2; tail -n 20 "$scratch/output" >&2; kill "$session"; exit 1; }
  done
  mapped=$(now_ms)
  cpu=$(cpu_ms "$pid")
  # Let it settle: the first frames drawn count towards the peak.
  sleep 1.5
  peak=$(awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status")
  kill "$pid"
  wait "$session" 2>/dev/null || true
  echo "$((mapped - start)) $peak $cpu"
}

median () {
  sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# Runs "measure" for contestant $1 (its environment set in this subshell).
measure_one () {
  if [ "$1" = shipyard-companion ]; then
    process=shipyard-compan
    measure "$root/bin/shipyard-companion"
  elif [ "$1" = empty-window ]; then
    # The program's default size, as its schema gives it.
    process=bench-empty-win   # comm is cut at 15
    measure "$empty_window" "$(gsettings get io.github.lodenice.Shipyard window-width)" \
      "$(gsettings get io.github.lodenice.Shipyard window-height)"
  elif [ "$1" = before ]; then
    # The program measured is a build installed elsewhere, with its own data.
    process=shipyard-compan
    XDG_DATA_DIRS="$BENCH_BEFORE/share:/usr/share"
    GSETTINGS_SCHEMA_DIR="$BENCH_BEFORE/share/glib-2.0/schemas"
    export XDG_DATA_DIRS GSETTINGS_SCHEMA_DIR
    measure "$BENCH_BEFORE/bin/shipyard-companion"
  else
    process=$(echo "$1" | cut -c1-15)   # comm is cut at 15
    measure "$1"
  fi
}

contestants="shipyard-companion empty-window gnome-calculator"
[ -z "${BENCH_BEFORE:-}" ] || contestants="before $contestants"

# One untimed start of each warms the disk cache for all alike; then the
# programs take turns, so that a machine busier at one moment than at
# another weighs on all alike.
for name in $contestants; do
  (measure_one "$name") >/dev/null
  : > "$scratch/$name"
done
i=1
while [ "$i" -le "$runs" ]; do
  for name in $contestants; do
    result=$(measure_one "$name")
    set -- $result
    echo "$name run $i: $1 ms to the window ($3 ms of CPU), $2 kB peak"
    echo "$result" >> "$scratch/$name"
  done
  i=$((i + 1))
done
# Median of column $2 of contestant $1's runs.
median_of () {
  cut -d' ' -f"$2" "$scratch/$1" | median
}
for name in $contestants; do
  echo "$name median: $(median_of "$name" 1) ms ($(median_of "$name" 3) ms of CPU), $(median_of "$name" 2) kB"
done
for name in $contestants; do
  [ "$name" != gnome-calculator ] || continue
  awk -v label="$name" -v a="$(median_of "$name" 1)" -v b="$(median_of gnome-calculator 1)" \
      -v c="$(median_of "$name" 2)" -v d="$(median_of gnome-calculator 2)" \
      -v e="$(median_of "$name" 3)" -v f="$(median_of gnome-calculator 3)" \
    'BEGIN { printf "%s, ratio to GNOME Calculator: %.2f× the time to the window, %.2f× the peak memory (%.2f× the CPU time to the window)\n", label, a / b, c / d, e / f }'
done
awk -v a="$(median_of shipyard-companion 2)" -v b="$(median_of empty-window 2)" \
    -v c="$(median_of shipyard-companion 3)" -v d="$(median_of empty-window 3)" \
  'BEGIN { printf "shipyard-companion above the empty window: %+.1f MB of peak memory, %+d ms of CPU time to the window\n", (a - b) / 1024, c - d }'
