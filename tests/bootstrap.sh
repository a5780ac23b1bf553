#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# From a fresh Debian 12 or Debian 13 machine to a running program or a
# passing test suite.
#
#   tests/bootstrap.sh run    install what is missing, build, install into
#                             build/root and start the program
#   tests/bootstrap.sh test   install what is missing, build and run every test,
#                             then again with AddressSanitizer and UBSan; then
#                             560 random games (SY_RANDOM_SEED replays a run),
#                             and the libFuzzer targets built with clang, each
#                             run on its corpus for a fixed time (5 minutes in
#                             all; FUZZ_SECONDS scales it); then, on a host
#                             other than Debian 13, the whole plain suite
#                             again in a Debian 13 root (tests/lane-debian13.sh;
#                             the root is made and its packages installed
#                             while the host's suites run).
#                             SY_DEBIAN13_LANE=no leaves that lane out
#   tests/bootstrap.sh fuzz   only the fuzzing part of `test`
#   tests/bootstrap.sh suite [DIR]
#                             install what is missing, build in DIR (build)
#                             and run the plain suite; prints "PASSED FAILED"
#   tests/bootstrap.sh deps [PACKAGE...]
#                             only install what is missing (and the
#                             packages named, e.g. for a benchmark)
#   tests/bootstrap.sh taps [DIR]
#                             bench-taps on Wayland (a headless Weston, the
#                             session GNOME runs) with the build in DIR
#                             (build): its line of figures, also kept in
#                             DIR/meson-logs/bench-taps.txt. The Debian 13
#                             lane runs it after its suite; `test` prints it
#   tests/bootstrap.sh install
#                             install what is missing, build and install
#                             into build/root without starting it
#
# Packages come from Debian's archive only; apt-get runs as root or through sudo.
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

# Everything the program and the tests use, named as on both Debian 12 and
# Debian 13. The packages are installed without their recommendations, so
# what GTK only recommends and the program needs is named too: the SVG loader
# (librsvg2-common: without it every symbolic icon is a placeholder on
# Debian 13, and the program's own on both); git (the manifests' checks) and
# the locale sources (the Czech tests' locale, tests/make-test-locale.sh);
# Weston, the Wayland display of bench-taps-wayland (tests/with-display.sh --wayland).
packages="build-essential meson ninja-build pkg-config libglib2.0-dev libglib2.0-dev-bin
  libglib2.0-bin libgtk-4-dev libadwaita-1-dev libjson-glib-dev gettext itstool
  yelp-tools appstream desktop-file-utils librsvg2-bin librsvg2-common xvfb xauth xdotool dbus dbus-daemon
  flatpak-builder python3 git locales weston"
# The fuzzing's compiler: clang and its runtime (libclang-rt-dev names the
# release's version; Debian 12 has it besides libclang-rt-14-dev).
fuzz_packages="clang libclang-rt-dev"

# The Debian 13 lane (tests/lane-debian13.sh) runs where the host is another
# release; on Debian 13 itself the host's suite is that lane.
debian_release=$(cut -d. -f1 /etc/debian_version 2>/dev/null || echo unknown)
if [ "$debian_release" = 13 ] || [ "${SY_DEBIAN13_LANE:-yes}" = no ]; then
  debian13_lane=no
else
  debian13_lane=yes
fi

install_missing () {
  missing=""
  for p in $packages; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
      missing="$missing $p"
    fi
  done
  [ -z "$missing" ] && return 0

  echo "Installing from Debian:$missing"
  if [ "$(id -u)" -eq 0 ]; then
    sudo=""
  elif command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
  else
    echo "These packages are missing and neither root nor sudo is at hand:$missing" >&2
    exit 1
  fi
  $sudo apt-get update -q
  # shellcheck disable=SC2086
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
}

setup () {
  dir=$1
  shift
  if [ -f "$dir/build.ninja" ]; then
    meson setup --reconfigure "$dir" "$@" >/dev/null
  else
    meson setup "$dir" "$@"
  fi
}

# Prints "passed failed" for the last meson test run in build dir $1.
count_results () {
  python3 - "$1/meson-logs/testlog.json" <<'PY'
import json, sys
passed = failed = 0
with open(sys.argv[1]) as log:
    for line in log:
        result = json.loads(line).get("result")
        if result in ("OK", "EXPECTEDFAIL"):
            passed += 1
        elif result != "SKIP":
            failed += 1
print(passed, failed)
PY
}

# Builds in $1 (the other arguments go to meson setup) and runs the suite
# there; prints "passed failed", where a build with compiler warnings counts
# as one test failed (the build is warning-free on every release tested,
# deprecations included).
run_suite () {
  dir=$1
  shift
  # Only the counts go to standard output; the rest to standard error.
  setup "$dir" "$@" >&2
  mkdir -p "$dir/meson-logs"
  if ! meson compile -C "$dir" > "$dir/meson-logs/compile.txt" 2>&1; then
    cat "$dir/meson-logs/compile.txt" >&2
    echo 0 1
    return 0
  fi
  cat "$dir/meson-logs/compile.txt" >&2
  meson test -C "$dir" --print-errorlogs --num-processes 2 >&2 || true
  # shellcheck disable=SC2046
  set -- $(count_results "$dir")
  warnings=$(grep -c 'warning:' "$dir/meson-logs/compile.txt" || true)
  if [ "$warnings" -eq 0 ]; then
    echo "$dir: built without warnings" >&2
    echo $(($1 + 1)) "$2"
  else
    echo "$dir: $warnings compiler warnings (see above)" >&2
    echo "$1" $(($2 + 1))
  fi
}

# Prints "passed failed" of the Debian 13 lane; a lane that could not run
# counts as one failure.
run_debian13 () {
  if counts=$("$top/tests/lane-debian13.sh") && [ -n "$counts" ]; then
    echo "$counts"
  else
    echo "the Debian 13 lane did not finish" >&2
    echo "${counts:-0 0}" | { read -r p f; echo "${p:-0}" $((${f:-0} + 1)); }
  fi
}

# Seconds since $1 (date +%s).
since () {
  echo $(($(date +%s) - $1))
}

# Many more random games than the suite plays; prints "passed failed".
run_random () {
  if SY_RANDOM_ROUNDS=80 timeout 300 build/tests/test-game-random >&2; then
    echo 1 0
  else
    echo 0 1
  fi
}

# The libFuzzer targets (clang, ASan and UBSan) on their corpora, each for a
# fixed time; a crash, a leak, a warning or an input slower than 10 s fails
# the run. Prints "passed failed"; the figures go to standard error.
run_fuzz () {
  dir=build-fuzz
  scale=${FUZZ_SECONDS:-300}
  if [ ! -f "$dir/build.ninja" ]; then
    CC=clang meson setup "$dir" -Dfuzzing=true -Db_sanitize=address,undefined -Db_lundef=false >&2
  fi
  meson compile -C "$dir" tests/fuzz-load tests/fuzz-card-values tests/fuzz-history-index >&2
  rm -rf "$dir/fuzz"
  mkdir -p "$dir/fuzz"
  python3 tests/make-bad-inputs.py . "$dir/fuzz/bad-inputs" >&2
  passed=0
  failed=0
  # target, share of the time in percent, seed folders
  for spec in "fuzz-load 60 tests/fuzz-corpus tests/data tests/data/rules data/examples $dir/fuzz/bad-inputs" \
              "fuzz-card-values 20 tests/fuzz-corpus-card-values" \
              "fuzz-history-index 20 tests/fuzz-corpus-index"; do
    # shellcheck disable=SC2086
    set -- $spec
    target=$1
    seconds=$(($2 * scale / 100))
    shift 2
    corpus="$dir/fuzz/$target-corpus"
    mkdir -p "$corpus"
    for seeds in "$@"; do
      cp "$seeds"/*.json "$corpus"/ 2>/dev/null || true
    done
    # -max_len: the deep-nesting seeds (200 000 bytes) and the depth limit fit.
    if "$dir/tests/$target" -max_total_time="$seconds" -max_len=262144 -timeout=10 \
         -rss_limit_mb=2560 -print_final_stats=1 -artifact_prefix="$dir/fuzz/$target-" \
         "$corpus" > "$dir/fuzz/$target.log" 2>&1; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1))
      echo "$target FAILED; its log ends:" >&2
      tail -40 "$dir/fuzz/$target.log" >&2
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/fuzz/$target.log")
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$dir/fuzz/$target.log")
    cov=$(grep 'DONE ' "$dir/fuzz/$target.log" | tail -1 | sed -n 's/.*cov: \([0-9]*\).*/\1/p')
    echo "fuzz: $target: ${runs:-?} inputs in $seconds s, ${speed:-?} per second, cov: ${cov:-?}" >&2
  done
  echo "$passed $failed"
}

# The tap benchmark on Wayland (tests/bench-taps.c, the build in $1): its
# line of figures and the main thread's CPU time per tap, printed and kept,
# never counted as a test. GLib 2.84's test framework prints the first as a
# TAP comment ("# taps: …").
bench_taps () {
  { meson test -C "$1" --benchmark --verbose bench-taps-wayland 2>&1 \
      | sed -n -e 's/^\(# \)\{0,1\}taps: /taps: /p' -e "s/^bench-taps: main thread's CPU/  main thread's CPU/p" \
      | grep -e '^taps: ' -e 'per tap: ' \
      || echo "taps: the benchmark did not finish (meson test -C $1 --benchmark --verbose bench-taps-wayland)"
  } | tee "$1/meson-logs/bench-taps.txt"
}

case "${1:-}" in
  deps)
    shift
    packages="$packages $*"
    install_missing
    ;;
  suite)
    # The plain suite in build folder $2: what the Debian 13 lane runs.
    install_missing
    run_suite "${2:-build}"
    ;;
  taps)
    install_missing
    mkdir -p "${2:-build}/meson-logs"
    bench_taps "${2:-build}"
    ;;
  install)
    install_missing
    setup build --prefix="$top/build/root"
    meson install -C build --quiet
    ;;
  run)
    install_missing
    setup build --prefix="$top/build/root"
    meson install -C build --quiet
    XDG_DATA_DIRS="$top/build/root/share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" \
    GSETTINGS_SCHEMA_DIR="$top/build/root/share/glib-2.0/schemas" \
      exec "$top/build/root/bin/shipyard-companion"
    ;;
  test)
    packages="$packages $fuzz_packages"
    [ "$debian13_lane" = yes ] && packages="$packages debootstrap"
    install_missing
    export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
    t_all=$(date +%s)
    # The Debian 13 root and its packages are made meanwhile (mostly
    # downloads and unpacking); the lane waits for them at its turn.
    prepared=""
    if [ "$debian13_lane" = yes ]; then
      mkdir -p "$top/build-logs"
      "$top/tests/lane-debian13.sh" prepare > "$top/build-logs/debian13-prepare.log" 2>&1 &
      prepared=$!
      trap '[ -z "$prepared" ] || kill "$prepared" 2>/dev/null || true' EXIT
    fi
    t=$(date +%s); plain=$(run_suite build); t_plain=$(since "$t")
    t=$(date +%s); sanitized=$(run_suite build-sanitize -Db_sanitize=address,undefined -Db_lundef=false)
    t_sanitized=$(since "$t")
    t=$(date +%s); random=$(run_random); t_random=$(since "$t")
    t=$(date +%s); fuzz=$(run_fuzz); t_fuzz=$(since "$t")
    t=$(date +%s)
    if [ "$debian13_lane" = yes ]; then
      wait "$prepared" || echo "preparing the Debian 13 root failed; the lane tries again" >&2
      prepared=""
      cat "$top/build-logs/debian13-prepare.log" >&2
      debian13=$(run_debian13)
    else
      debian13="0 0"
    fi
    t_debian13=$(since "$t")
    # shellcheck disable=SC2086
    set -- $plain $sanitized $random $fuzz $debian13
    passed=$(($1 + $3 + $5 + $7 + $9))
    failed=$(($2 + $4 + $6 + $8 + ${10}))
    release="Debian $debian_release"
    echo "$release, plain build: $1 passed, $2 failed ($t_plain s); sanitized build: $3 passed, $4 failed ($t_sanitized s)"
    echo "random games: $5 passed, $6 failed ($t_random s); fuzzing: $7 passed, $8 failed ($t_fuzz s)"
    if [ "$debian13_lane" = yes ]; then
      echo "Debian 13 lane, plain build: $9 passed, ${10} failed ($t_debian13 s)"
      echo "Debian 13 lane, bench-taps on Wayland: $(cat "$top/build-debian13/meson-logs/bench-taps.txt" 2>/dev/null \
        || echo 'taps: not run')"
    fi
    echo "all lanes: $(since "$t_all") s"
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
    ;;
  fuzz)
    packages="$packages $fuzz_packages"
    install_missing
    export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
    set -- $(run_fuzz)
    echo "$1 passed, $2 failed"
    [ "$2" -eq 0 ]
    ;;
  *)
    echo "usage: $0 run|test|fuzz|install|deps [PACKAGE...]" >&2
    exit 2
    ;;
esac
