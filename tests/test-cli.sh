#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# shipyard-companion-cli: the report of a valid game, a broken log and a
# damaged file, with their exit statuses.
set -u
cli=$1
data=$2
n=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check () {
  n=$((n + 1))
  if "$@"; then echo "ok $n - $desc"; else echo "not ok $n - $desc"; fail=1; fi
}

desc="a valid game: status 0, the ship's 5 points in the text"
check sh -c "'$cli' '$data/small-game.json' > '$tmp/out' && grep -q 'ship 1: 3 parts, speed 1, 5 points' '$tmp/out'"

desc="--json: the report's format and the player's score"
check sh -c "'$cli' --json '$data/small-game.json' > '$tmp/json' && grep -q '\"format\" : \"shipyard-companion-report\"' '$tmp/json' && grep -q '\"score\" : 5' '$tmp/json'"

desc="a broken log: status 1 and a one-line reason naming the event"
python3 - "$data/small-game.json" "$tmp/broken.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["events"].insert(3, {"type": "choose", "action": "build"})
json.dump(d, open(sys.argv[2], "w"))
PY
check sh -c "'$cli' '$tmp/broken.json' > /dev/null 2> '$tmp/err'; [ \$? -eq 1 ] && [ \$(wc -l < '$tmp/err') -eq 1 ] && grep -q 'Event 4' '$tmp/err'"

desc="a damaged file: status 2, nothing printed"
printf '{"format": "shipyard-companion-game", "version": 1, "edition": 2, "players": [' > "$tmp/damaged.json"
check sh -c "'$cli' '$tmp/damaged.json' > '$tmp/out2' 2> '$tmp/err2'; [ \$? -eq 2 ] && [ ! -s '$tmp/out2' ] && [ \$(wc -l < '$tmp/err2') -eq 1 ]"

desc="a newer version: status 2 and a word about updating"
sed 's/"version": 1/"version": 99/' "$data/small-game.json" > "$tmp/newer.json"
check sh -c "'$cli' '$tmp/newer.json' > /dev/null 2> '$tmp/err3'; [ \$? -eq 2 ] && grep -qi 'newer' '$tmp/err3'"

desc="a missing file: status 2"
check sh -c "'$cli' '$tmp/no-such-file.json' > /dev/null 2>&1; [ \$? -eq 2 ]"

desc="a finished game: the final tally, and no winner while card values are missing"
check sh -c "'$cli' '$data/finished-game.json' > '$tmp/fin' && grep -q 'Final tally' '$tmp/fin' && grep -q 'not complete' '$tmp/fin' && ! grep -q Winner '$tmp/fin'"

desc="a finished game as JSON: each player's tally"
check sh -c "'$cli' --json '$data/finished-game.json' > '$tmp/finj' && grep -q '\"tally\"' '$tmp/finj' && grep -q '\"tally-complete\" : false' '$tmp/finj'"

desc="the shipped example game is valid"
check sh -c "'$cli' '$data/../../data/examples/second-edition-3p.json' > /dev/null"

echo "1..$n"
exit $fail
