#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# validate-data.sh: the built metainfo and desktop file checked as Flathub checks them
#
#   tests/validate-data.sh build/data/io.github.lodenice.Shipyard.metainfo.xml \
#                          build/data/io.github.lodenice.Shipyard.desktop [SOURCE_DIR]
#
# Runs `appstreamcli validate --no-net --explain` and `desktop-file-validate`, prints what
# they say, and fails on any error, warning or info, except one the installed AppStream
# cannot help: AppStream 0.16 (Debian 12) does not know the <developer> tag that Flathub
# asks for (AppStream 1.0), so it reports "unknown-tag developer" as info. Then checks
# what the validators do not: every <summary> within 35 characters (Flathub's guideline),
# and with SOURCE_DIR, every screenshot's image present in data/screenshots at the size
# the metainfo gives.
set -u
metainfo=$1
desktop=$2
source_dir=${3:-}
status=0

echo "\$ appstreamcli validate --no-net --explain $(basename "$metainfo")"
report=$(appstreamcli validate --no-net --explain "$metainfo" 2>&1)
asrc=$?
echo "$report"
if [ $asrc -ne 0 ]; then
  echo "FAIL: appstreamcli exits with $asrc"
  status=1
fi
# One line per issue: "E: id:line: tag detail", "W: ...", "I: ..." (pedantic "P:" is left).
issues=$(echo "$report" | grep -E '^[EWI]: ' | grep -v -E '^I: [^ ]+ unknown-tag developer$')
if [ -n "$issues" ]; then
  echo "FAIL: appstreamcli reports issues that can be fixed:"
  echo "$issues"
  status=1
fi

echo "\$ desktop-file-validate $(basename "$desktop")"
dreport=$(desktop-file-validate "$desktop" 2>&1)
drc=$?
[ -n "$dreport" ] && echo "$dreport"
if [ $drc -ne 0 ] || [ -n "$dreport" ]; then
  echo "FAIL: desktop-file-validate reports the desktop file"
  status=1
else
  echo "(no output: the desktop file is valid)"
fi

python3 - "$metainfo" "$source_dir" <<'EOF' || status=1
import os, struct, sys
import xml.etree.ElementTree as ET

LANG = '{http://www.w3.org/XML/1998/namespace}lang'
metainfo, source = sys.argv[1], sys.argv[2]
root = ET.parse(metainfo).getroot()
bad = 0
for summary in root.findall('summary'):
    lang = summary.get(LANG, 'C')
    text = summary.text or ''
    print(f'summary [{lang}] {len(text)} characters: {text}')
    if len(text) > 35:
        print(f'FAIL: the {lang} summary is longer than 35 characters')
        bad = 1
if source:
    prefix = 'https://raw.githubusercontent.com/lodenice/Shipyard/main/'
    for image in root.iter('image'):
        url = image.text.strip()
        if not url.startswith(prefix):
            print(f'FAIL: {url} is not a file of the repository at {prefix}')
            bad = 1
            continue
        path = os.path.join(source, url[len(prefix):])
        try:
            with open(path, 'rb') as f:
                head = f.read(24)
        except OSError as e:
            print(f'FAIL: {e}')
            bad = 1
            continue
        width, height = struct.unpack('>II', head[16:24])
        wanted = (int(image.get('width', width)), int(image.get('height', height)))
        print(f'screenshot [{image.get(LANG, "C")}] {url[len(prefix):]}: {width}×{height}')
        if head[:8] != b'\x89PNG\r\n\x1a\n' or (width, height) != wanted:
            print(f'FAIL: {path} is not a {wanted[0]}×{wanted[1]} PNG')
            bad = 1
sys.exit(bad)
EOF

[ $status -eq 0 ] && echo "All data files valid."
exit $status
