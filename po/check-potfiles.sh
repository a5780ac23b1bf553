#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a source file marks strings for translation but is missing from
# po/POTFILES.in, or when POTFILES.in names a file that does not exist.
set -u
top=${1:-.}
cd "$top" || exit 2
status=0

for f in $(find src -name '*.c' -o -name '*.ui' | sort); do
  if grep -qE '(\b_\(|\bN_\(|\bC_\(|\bNC_\(|SY_NP_\(|g_dngettext|translatable="yes")' "$f"; then
    if ! grep -qxF "$f" po/POTFILES.in; then
      echo "not in po/POTFILES.in: $f"
      status=1
    fi
  fi
done

for f in $(grep -v '^#' po/POTFILES.in | sed '/^[[:space:]]*$/d'); do
  if [ ! -f "$f" ]; then
    echo "in po/POTFILES.in but missing: $f"
    status=1
  fi
done

[ $status -eq 0 ] && echo "po/POTFILES.in lists every file with translatable strings"
exit $status
