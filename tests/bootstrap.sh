#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# From a fresh Debian 12 machine to a running program or a passing test suite.
#
#   tests/bootstrap.sh run    install what is missing, build, install into
#                             build/root and start the program
#   tests/bootstrap.sh test   install what is missing, build and run every test,
#                             then again with AddressSanitizer and UBSan
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
  appstream desktop-file-utils xvfb xauth xdotool dbus flatpak-builder python3"

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
    set -- $(run_suite build) $(run_suite build-sanitize -Db_sanitize=address,undefined -Db_lundef=false)
    passed=$(($1 + $3))
    failed=$(($2 + $4))
    echo "plain build: $1 passed, $2 failed; sanitized build: $3 passed, $4 failed"
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
    ;;
  *)
    echo "usage: $0 run|test|install|deps [PACKAGE...]" >&2
    exit 2
    ;;
esac
