#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# From a fresh Debian 12 machine to a running program or a passing test suite.
#
#   tests/bootstrap.sh run    install what is missing, build, install into
#                             build/root and start the program
#   tests/bootstrap.sh test   install what is missing, build and run every test,
#                             then again with AddressSanitizer and UBSan; then
#                             560 random games (SY_RANDOM_SEED replays a run),
#                             and the libFuzzer targets built with clang, each
#                             run on its corpus for a fixed time (5 minutes in
#                             all; FUZZ_SECONDS scales it)
#   tests/bootstrap.sh fuzz   only the fuzzing part of `test`
#   tests/bootstrap.sh deps [PACKAGE...]
#                             only install what is missing (and the
#                             packages named, e.g. for a benchmark)
#   tests/bootstrap.sh install
#                             install what is missing, build and install
#                             into build/root without starting it
#
# Packages come from Debian's archive only; apt-get runs as root or through sudo.
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

packages="build-essential meson ninja-build pkg-config libglib2.0-dev libglib2.0-dev-bin
  libglib2.0-bin libgtk-4-dev libadwaita-1-dev libjson-glib-dev gettext itstool yelp-tools
  appstream desktop-file-utils librsvg2-bin xvfb xauth xdotool dbus flatpak-builder python3
  clang libclang-rt-14-dev"

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

run_suite () {
  dir=$1
  shift
  # Only the counts go to standard output; the rest to standard error.
  setup "$dir" "$@" >&2
  meson compile -C "$dir" >&2
  meson test -C "$dir" --print-errorlogs --num-processes 2 >&2 || true
  count_results "$dir"
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

case "${1:-}" in
  deps)
    shift
    packages="$packages $*"
    install_missing
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
    install_missing
    export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
    set -- $(run_suite build) $(run_suite build-sanitize -Db_sanitize=address,undefined -Db_lundef=false) \
           $(run_random) $(run_fuzz)
    passed=$(($1 + $3 + $5 + $7))
    failed=$(($2 + $4 + $6 + $8))
    echo "plain build: $1 passed, $2 failed; sanitized build: $3 passed, $4 failed"
    echo "random games: $5 passed, $6 failed; fuzzing: $7 passed, $8 failed"
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
    ;;
  fuzz)
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
