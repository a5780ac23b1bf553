#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   make-test-locale.sh DIR LOCALE STAMP
#
# Compiles LOCALE (such as cs_CZ.UTF-8) into DIR/LOCALE from the system's
# locale sources (the locales package), for the tests to find through
# LOCPATH=DIR: the Czech tests run in a real Czech locale whether or not the
# machine has generated one (newer glibc ignores LANGUAGE under the C locale),
# and nothing outside the build tree is touched. Writes STAMP when done; when
# the sources are missing it says so and the Czech tests stop with the same
# advice (tests/ui-harness.c).
set -u

dir=$1
name=$2
stamp=$3
input=${name%%.*}
charmap=${name#*.}

mkdir -p "$dir"
rm -f "$stamp"
if ! localedef -i "$input" -f "$charmap" "$dir/$name" 2>"$dir/$name.log"; then
  # localedef exits 1 for warnings it still wrote the locale for.
  if [ ! -f "$dir/$name/LC_MESSAGES/SYS_LC_MESSAGES" ] && [ ! -f "$dir/$name/LC_CTYPE" ]; then
    echo "make-test-locale.sh: could not compile $name (install Debian's locales package):" >&2
    cat "$dir/$name.log" >&2
  fi
fi
echo "$name" > "$stamp"
