#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A second launch of the program activates the window of the first instead of
# opening another. Runs on its own session bus and display.
set -u
app=$1
title='Shipyard Companion'

count_windows () {
  xdotool search --onlyvisible --name "^$title\$" 2>/dev/null | wc -l
}

echo "1..2"
"$app" >/dev/null 2>&1 &
first=$!
trap 'kill $first 2>/dev/null' EXIT

# Up to a minute: a machine busy with the other tests can be slow to map it.
i=0
while [ "$(count_windows)" -lt 1 ] && [ $i -lt 600 ]; do
  sleep 0.1
  i=$((i + 1))
done
if [ "$(count_windows)" -eq 1 ]; then
  echo "ok 1 - the first launch opens one window"
else
  echo "not ok 1 - the first launch opened $(count_windows) windows"
  exit 1
fi

if timeout 20 "$app" >/dev/null 2>&1 && sleep 1 && [ "$(count_windows)" -eq 1 ] \
   && kill -0 $first 2>/dev/null; then
  echo "ok 2 - a second launch returns and leaves one window"
else
  echo "not ok 2 - a second launch left $(count_windows) windows"
  exit 1
fi
