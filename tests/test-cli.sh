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

# The rules the engine decides (issue 14), on the saved games that
# tests/make-rules-games.py writes.
rules=$data/rules
field () {
  # field FILE EXPRESSION: evaluates EXPRESSION on the JSON report as `r`
  "$cli" --json "$rules/$1" | python3 -c "import json, sys; r = json.load(sys.stdin); sys.exit(0 if ($2) else 1)"
}
broken () {
  # broken FILE EVENT: status 1, one line naming the event
  "$cli" "$rules/$1" > /dev/null 2> "$tmp/rule-err"
  [ $? -eq 1 ] && [ "$(wc -l < "$tmp/rule-err")" -eq 1 ] && grep -q "Event $2 " "$tmp/rule-err"
}

desc="solo: the opponents' first dice use no number, their later turns do"
check field solo-opening.json "r['violation'] is None and r['phase'] == 'choose'"
desc="solo: a number for an opponent's first die is refused at that event"
check broken solo-opening-numbered.json 5
desc="hiring: a broke player hires with the income the choice pays"
check field hire-with-income.json "r['violation'] is None and r['players'][1]['employees'] == 1 and r['players'][1]['guilders'] == 0"
desc="a stack runs out in the final action; a free stand-in in the last chance"
check field late-stack.json "r['violation'] is None and r['phase'] == 'over' and r['players'][0]['failed-ships'] == 1 and r['players'][0]['guilders'] == 6"
desc="a stand-in while its stack lasts is refused"
check broken stand-in-too-early.json 3
desc="a cruise that leaves no tile keeps the tile that touches the system"
check field canal-kept.json "r['violation'] is None and r['players'][0]['canals'] == {'tiles': 2, 'used': 0, 'discarded': 0}"
desc="first edition: the engine ends the lap after 3 first turns and 23 moves"
check field first-edition-lap.json "r['violation'] is None and r['track']['rounds-ended'] == 1 and sum(p['turns'] for p in r['players']) == 3 + 23 + 1"
desc="first edition: an older log's round-end at the lap's end is taken"
check field first-edition-lap-entered.json "r['violation'] is None and r['track']['rounds-ended'] == 1"
desc="first edition: a round-end before the lap's end is refused"
check broken first-edition-lap-early.json 18

# JSON is UTF-8 whatever the locale (RFC 8259); the text follows the locale
# (issue 27, point 6). The example game's player Cecílie has a letter
# outside ASCII.
example=$data/../../data/examples/second-edition-3p.json
utf8_json () {
  # utf8_json LOCALE: the JSON printed under LOCALE parses as UTF-8 and keeps the name
  LC_ALL=$1 "$cli" --json "$example" > "$tmp/utf8.json" &&
    python3 -c "import json, sys; r = json.loads(open(sys.argv[1], 'rb').read().decode('utf-8')); sys.exit(0 if any(p['name'] == 'Cec\u00edlie' for p in r['players']) else 1)" "$tmp/utf8.json"
}
desc="--json under LC_ALL=C: UTF-8, the name whole"
check utf8_json C
# A Latin-2 locale made for this test alone, where localedef can.
if localedef -i cs_CZ -f ISO-8859-2 "$tmp/cs_CZ.ISO-8859-2" > /dev/null 2>&1; then
  export LOCPATH=$tmp
  desc="--json under a Latin-2 locale: UTF-8, the name whole"
  check utf8_json cs_CZ.ISO-8859-2
  desc="the text report under a Latin-2 locale follows it"
  check sh -c "LC_ALL=cs_CZ.ISO-8859-2 '$cli' '$example' | python3 -c 'import sys; sys.exit(0 if \"Cec\\u00edlie\".encode(\"iso-8859-2\") in sys.stdin.buffer.read() else 1)'"
  unset LOCPATH
else
  echo "# no localedef: the Latin-2 checks are skipped"
fi

echo "1..$n"
exit $fail
