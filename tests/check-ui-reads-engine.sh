#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-ui-reads-engine.sh: fails when the UI or the command line includes a
# private header of the engine
#
# The table's layout (sy-table-private.h) and the engine's other private
# headers are the engine's and its tests': the window and the command line
# read the table through sy-table.h's functions and the rule files' queries
# (sy_table_get_steps() first), so that the compiler refuses a UI that would
# read the turn's bookkeeping and work a rule out itself. This check keeps
# that wall up: no file under DIR/src/ui or DIR/src/cli includes a header of
# DIR/src/engine whose name ends in -private.h.
#
#   check-ui-reads-engine.sh DIR
set -u
top=${1:-$(dirname "$0")/..}
n=$(ls "$top"/src/ui/*.c "$top"/src/cli/*.c 2>/dev/null | wc -l)
[ "$n" -gt 0 ] || { echo "Bail out! no sources under $top/src/ui or $top/src/cli"; exit 1; }
echo "1..1"
found=$(grep -nE '#include[[:space:]]*"[^"]*-private\.h"' \
          "$top"/src/ui/*.c "$top"/src/ui/*.h "$top"/src/cli/*.c "$top"/src/cli/*.h 2>/dev/null \
        | while IFS= read -r line; do
            header=$(echo "$line" | sed 's/.*#include[[:space:]]*"\([^"]*\)".*/\1/')
            [ -f "$top/src/engine/$header" ] && echo "$line"
          done)
if [ -n "$found" ]; then
  echo "$found" | sed 's/^/# includes a private header of the engine: /'
  echo "not ok 1 the UI and the command line read the engine through its public headers"
  exit 1
fi
echo "ok 1 the UI and the command line read the engine through its public headers ($n files)"
