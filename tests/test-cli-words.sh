#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# shipyard-companion-cli speaks the edition of the game it reports on, in
# English and Czech: a first-edition game pays in coins (zlatý), its track
# has action cards (kartičky) and laps (okruhy), never the second edition's
# guilders (guldeny), tiles (destičky), dice (kostky) or rounds (kola); a
# second-edition game never the first's.
#
#   test-cli-words.sh CLI MAKE-EXAMPLE LOCALEDIR DATA
set -u
cli=$1
make_example=$2
localedir=$3
data=$4
n=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check () {
  n=$((n + 1))
  if "$@"; then echo "ok $n - $desc"; else echo "not ok $n - $desc"; fail=1; fi
}

# report LANGUAGE FILE: the text report, in that language. Czech runs in a
# real Czech locale: the one tests/meson.build compiles into the build tree
# (SY_TEST_LOCPATH), else the system's (newer glibc ignores LANGUAGE under the
# C locale, so LANGUAGE=cs alone would print English).
report () {
  if [ "$1" = cs ]; then
    env ${SY_TEST_LOCPATH:+LOCPATH=$SY_TEST_LOCPATH} LANG=cs_CZ.UTF-8 LC_ALL=cs_CZ.UTF-8 \
      LANGUAGE=cs SY_LOCALEDIR=$localedir "$cli" "$2"
  else
    LANG=C.UTF-8 LC_ALL=C.UTF-8 LANGUAGE=$1 SY_LOCALEDIR=$localedir "$cli" "$2"
  fi
}

# speaks WORDS-WANTED WORDS-UNWANTED LANGUAGE FILE
speaks () {
  report "$3" "$4" > "$tmp/out" || return 1
  grep -qiE "$1" "$tmp/out" || { echo "# missing “$1”:"; sed 's/^/# /' "$tmp/out"; return 1; }
  if grep -iE "$2" "$tmp/out" > "$tmp/wrong"; then
    echo "# the other edition's words:"; sed 's/^/# /' "$tmp/wrong"; return 1
  fi
  return 0
}

"$make_example" --first-edition-finished "$tmp/finished.json" || exit 1

for game in "$data/rules/first-edition-lap.json" "$tmp/finished.json"; do
  name=$(basename "$game")
  desc="$name in English: coins and the lead card, no guilders, tiles or dice"
  check speaks 'coins' 'guilder|tile|\bdice?\b|round counter|gear|businessm.n|stoker' en "$game"
  desc="$name in Czech: zlaté, kartičky and okruhy, no guldeny, destičky, kostky, kola or byznysmeni"
  check speaks 'zlat' 'gulden|destič|kostk|\bkolo\b|\bkola\b|ozubené|byznysm|topič' cs "$game"
done

desc="the finished game in Czech reads its lead card and its laps"
check sh -c "grep -q 'vedoucí kartičky' '$tmp/out' && grep -q 'okruh' '$tmp/out'"

# And the other way round: a second-edition game never speaks the first's.
game=$data/../../data/examples/second-edition-3p.json
desc="second-edition-3p.json in English: guilders, no coins, cards or laps"
check speaks 'guilders' 'coin|\bcard|\blaps?\b|pawn|propeller' en "$game"
desc="second-edition-3p.json in Czech: guldeny, no zlaté, kartičky, figurky or okruhy"
check speaks 'gulden' 'zlat|kartič|figurk|okruh|lodní šroub' cs "$game"

echo "1..$n"
exit $fail
