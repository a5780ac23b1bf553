#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# check-manifests.py: the development and the Flathub submission manifests, checked in shape
#
#   check-manifests.py SOURCE_DIR APP_ID VERSION WEBSITE
#
# flatpak-builder-lint needs the network here, so the rules it and Flathub's reviewers apply
# that matter to this program are checked by hand: the id and command; the least
# permissions (Wayland with X11 as a fallback, IPC for X11, the GPU; no file system, since
# files go through the portal); the help built as HTML (the Flatpak exports no share/help);
# the two manifests alike but for their sources: the development one builds this folder,
# the submission one the release tag of the project's address with the commit it names
# (the commit is checked against the tag when the tag exists: flatpak/update-submission.sh).
import json
import os
import re
import subprocess
import sys

FINISH_ARGS = {'--share=ipc', '--socket=fallback-x11', '--socket=wayland', '--device=dri'}


def main():
    source_dir, app_id, version, website = sys.argv[1:5]
    dev_path = os.path.join(source_dir, 'flatpak', app_id + '.json')
    sub_path = os.path.join(source_dir, 'flatpak', 'flathub', app_id + '.json')
    failures = []

    def check(ok, message):
        print(('ok ' if ok else 'FAIL: ') + message)
        if not ok:
            failures.append(message)

    dev = json.load(open(dev_path, encoding='utf-8'))
    sub = json.load(open(sub_path, encoding='utf-8'))
    for name, m in (('development', dev), ('submission', sub)):
        check(m.get('id') == app_id, f'{name}: id {m.get("id")}')
        check(m.get('command') == 'shipyard-companion', f'{name}: command {m.get("command")}')
        check(m.get('runtime') == 'org.gnome.Platform' and m.get('sdk') == 'org.gnome.Sdk',
              f'{name}: the GNOME runtime and SDK')
        args = m.get('finish-args', [])
        check(set(args) == FINISH_ARGS and len(args) == len(FINISH_ARGS),
              f'{name}: finish-args exactly {sorted(FINISH_ARGS)} (has {args})')
        check(not any(a.startswith('--filesystem') for a in args),
              f'{name}: no file system access (files go through the portal)')
        check('branch' not in m and 'default-branch' not in m, f'{name}: no branch (Flathub sets it)')
        app = m['modules'][-1]
        check('-Dhelp_html=enabled' in app.get('config-opts', []),
              f'{name}: the help built as HTML (-Dhelp_html=enabled)')

    strip = lambda m: json.dumps({**m, 'modules': [{**mod, 'sources': None} for mod in m['modules']]},
                                 sort_keys=True)
    check(strip(dev) == strip(sub), 'the two manifests differ only in their sources')

    dev_sources = dev['modules'][-1]['sources']
    check(len(dev_sources) == 1 and dev_sources[0].get('type') == 'dir',
          'development: builds this folder (a dir source)')

    sources = sub['modules'][-1]['sources']
    check(len(sources) == 1 and sources[0].get('type') == 'git', 'submission: one git source')
    source = sources[0]
    check(source.get('url') == website + '.git', f'submission: url {source.get("url")} is {website}.git')
    check(source.get('tag') == 'v' + version, f'submission: tag {source.get("tag")} is v{version}')
    commit = source.get('commit', '')
    check(re.fullmatch(r'[0-9a-f]{40}', commit) is not None, 'submission: a whole commit hash')
    check('branch' not in source, 'submission: no branch (a tag and its commit)')
    tagged = subprocess.run(['git', '-C', source_dir, 'rev-parse', '--verify', '--quiet',
                             f'{source.get("tag")}^{{commit}}'],
                            capture_output=True, text=True)
    if tagged.returncode == 0:
        check(tagged.stdout.strip() == commit,
              f'submission: the commit is the one tag {source.get("tag")} names')
    else:
        print(f'note: no tag {source.get("tag")} yet; flatpak/update-submission.sh fills the commit '
              'once it is made (docs/releasing.md)')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
