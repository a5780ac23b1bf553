#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The program's command line: --version and --help answer without a display,
# and an unknown option fails with a non-zero status.
set -u
app=$1
fail=0
n=0

check () {
  n=$((n + 1))
  if "$@"; then echo "ok $n - $desc"; else echo "not ok $n - $desc"; fail=1; fi
}

unset DISPLAY WAYLAND_DISPLAY

desc="--version prints the name and version"
check sh -c "'$app' --version | grep -Eq '^Shipyard Companion [0-9]+\.[0-9]+\.[0-9]+\$'"

desc="--help lists --version"
check sh -c "'$app' --help | grep -q -- '--version'"

desc="an unknown option fails"
check sh -c "! '$app' --no-such-option >/dev/null 2>&1"

echo "1..$n"
exit $fail
