#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# update-submission.sh: points the Flathub submission manifest at a release tag
#
#   flatpak/update-submission.sh v0.1.0
#
# Writes the tag and the commit it names into flatpak/flathub/io.github.lodenice.Shipyard.json
# (Flathub builds from a tag and its commit, so that a moved tag cannot change the build).
# The tag must be "v" and the version in meson.build. docs/releasing.md says when to run it.
set -eu
cd "$(dirname "$0")/.."
tag=${1:?usage: $0 TAG}
version=$(sed -n "s/^  version: '\(.*\)',$/\1/p" meson.build)
if [ "$tag" != "v$version" ]; then
  echo "The tag $tag is not v$version, the version in meson.build." >&2
  exit 1
fi
commit=$(git rev-parse --verify "$tag^{commit}")
python3 - "$tag" "$commit" <<'PY'
import json, sys
path = 'flatpak/flathub/io.github.lodenice.Shipyard.json'
manifest = json.load(open(path, encoding='utf-8'))
source = manifest['modules'][-1]['sources'][0]
source['tag'], source['commit'] = sys.argv[1], sys.argv[2]
with open(path, 'w', encoding='utf-8') as f:
    json.dump(manifest, f, indent=2, ensure_ascii=False)
    f.write('\n')
print(f'{path}: tag {sys.argv[1]}, commit {sys.argv[2]}')
PY
