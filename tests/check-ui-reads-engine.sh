#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-ui-reads-engine.sh: fails when a UI file reads the table's raw turn fields
#
# When a turn may end, what the countdown shows, how many dice are left:
# the engine decides, and the windows ask sy_table_get_steps(). A file in
# src/ui (or the command line's report, src/cli) that reads one of these
# SyTable members works out a rule itself.
set -u
top=${1:-$(dirname "$0")/..}
fields='main_done|bonus_done|launching|stack_empty|has_chosen|round_ended|round_end_entered|first_turns_left|teeth|last_revolution|lead_moves|rounds|closing|ending|trimmed|final_done|early_end|turns_played'
n=$(ls "$top"/src/ui/*.c | wc -l)
[ "$n" -gt 10 ] || { echo "Bail out! no UI sources under $top/src/ui"; exit 1; }
echo "1..1"
found=$(grep -nE -- "(->|\.)($fields)\b" "$top"/src/ui/*.c "$top"/src/ui/*.h "$top"/src/cli/*.c 2>/dev/null)
if [ -n "$found" ]; then
  echo "$found" | sed 's/^/# reads a raw turn field: /'
  echo "not ok 1 the UI reads the table's turn through sy_table_get_steps()"
  exit 1
fi
echo "ok 1 the UI reads the table's turn through sy_table_get_steps() ($n files)"
