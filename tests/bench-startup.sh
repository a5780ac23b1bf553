#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Time to the first mapped window and peak memory of Shipyard Companion and
# of GNOME Calculator, started the same way on the same virtual display, a
# few runs each; prints each run and the medians. A benchmark, not a test:
# it is run by hand (see the README), never by the test suite.
#
#   tests/bench-startup.sh [RUNS]
#
# On a fresh machine it first installs what is missing (xvfb, xdotool, dbus,
# gnome-calculator: Debian packages, through tests/bootstrap.sh) and builds
# and installs the program into build/root.
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-7}
root="$top/build/root"

if [ -z "${BENCH_INSIDE:-}" ]; then
  "$top/tests/bootstrap.sh" deps gnome-calculator
  [ -x "$root/bin/shipyard-companion" ] || "$top/tests/bootstrap.sh" install
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

# The process whose window and memory are measured (comm is cut at 15).
command_of () {
  if [ "$1" = shipyard-companion ]; then
    echo "$root/bin/shipyard-companion"
  else
    echo "$1"
  fi
}

# One untimed start of each warms the disk cache for both alike; then the
# two programs take turns, so that a machine busier at one moment than at
# another weighs on both alike.
for name in shipyard-companion gnome-calculator; do
  process=$(echo "$name" | cut -c1-15)
  measure "$(command_of "$name")" >/dev/null
  : > "$scratch/$name"
done
i=1
while [ "$i" -le "$runs" ]; do
  for name in shipyard-companion gnome-calculator; do
    process=$(echo "$name" | cut -c1-15)
    result=$(measure "$(command_of "$name")")
    set -- $result
    echo "$name run $i: $1 ms to the window ($3 ms of CPU), $2 kB peak"
    echo "$result" >> "$scratch/$name"
  done
  i=$((i + 1))
done
for name in shipyard-companion gnome-calculator; do
  echo "$name median: $(cut -d' ' -f1 "$scratch/$name" | median) ms ($(cut -d' ' -f3 "$scratch/$name" | median) ms of CPU), $(cut -d' ' -f2 "$scratch/$name" | median) kB"
done
ours_ms=$(cut -d' ' -f1 "$scratch/shipyard-companion" | median)
theirs_ms=$(cut -d' ' -f1 "$scratch/gnome-calculator" | median)
ours_kb=$(cut -d' ' -f2 "$scratch/shipyard-companion" | median)
theirs_kb=$(cut -d' ' -f2 "$scratch/gnome-calculator" | median)
ours_cpu=$(cut -d' ' -f3 "$scratch/shipyard-companion" | median)
theirs_cpu=$(cut -d' ' -f3 "$scratch/gnome-calculator" | median)
awk -v a="$ours_ms" -v b="$theirs_ms" -v c="$ours_kb" -v d="$theirs_kb" -v e="$ours_cpu" -v f="$theirs_cpu" \
  'BEGIN { printf "ratio to GNOME Calculator: %.2f× the time to the window, %.2f× the peak memory (%.2f× the CPU time to the window)\n", a / b, c / d, e / f }'
