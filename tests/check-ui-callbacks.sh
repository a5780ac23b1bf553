#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-ui-callbacks.sh: fails when a header of the UI declares a
# function-pointer type
#
# The window's widgets answer as GNOME's do: a signal on a final type (a
# form's event, a card table's "saved", a correction's "corrected"), or an
# asynchronous pair that takes GIO's GAsyncReadyCallback and a
# GCancellable, with its _finish function (sy_dialogs_alert_choose(),
# sy_dialogs_open_file(), sy_compat_show_uri(): as AdwAlertDialog and
# GtkFileDialog). No header under DIR/src/ui declares a callback type of its
# own (“typedef void (*SyFooFunc) (…)”), on one line or over several.
#
#   check-ui-callbacks.sh DIR
set -u
top=${1:-$(dirname "$0")/..}
n=$(ls "$top"/src/ui/*.h 2>/dev/null | wc -l)
[ "$n" -gt 0 ] || { echo "Bail out! no headers under $top/src/ui"; exit 1; }
echo "1..1"
# Each typedef read whole, up to its semicolon, comments dropped.
found=$(for header in "$top"/src/ui/*.h; do
          awk -v file="$header" '
            { sub(/\/\/.*/, "") }
            /typedef/ && !open { open = 1; start = FNR; text = "" }
            open { text = text " " $0 }
            open && /;/ {
              open = 0
              gsub(/\/\*[^*]*\*+([^\/*][^*]*\*+)*\//, "", text)
              if (text ~ /\([[:space:]]*\*[[:space:]]*[A-Za-z_]/)
                print file ":" start ":" text
            }' "$header"
        done)
if [ -n "$found" ]; then
  echo "$found" | sed 's/^/# a function-pointer type: /'
  echo "not ok 1 the UI's headers declare no function-pointer callbacks ($n headers)"
  exit 1
fi
echo "ok 1 the UI's headers declare no function-pointer callbacks ($n headers)"
