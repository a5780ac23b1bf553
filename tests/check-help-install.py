#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# check-help-install.py: every help page the program links to is installed, in every language,
# as Mallard (for the help viewer) and as HTML (for the browser, src/ui/sy-help.c)
#
#   check-help-install.py MESON BUILD_DIR SOURCE_DIR PREFIX DATADIR PROJECT [--also PAGE]...
#
# Installs the build into a temporary DESTDIR (meson install --destdir --no-rebuild), collects
# the pages the sources link to (app.help and sy_help_show (w, NULL) open the index;
# app.help-page with a target, sy_help_show (w, "PAGE") and help:PROJECT/PAGE a page), and
# checks each in C and every language of help/LINGUAS: share/help/LANG/PROJECT/PAGE.page and
# share/PROJECT/help-html/LANG/PAGE.html, with every figure an HTML page shows, and a
# translated HTML page that differs from the English one. --also adds a page to check (the
# suite checks the check fails for a page that does not exist).
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET


def linked_pages(source_dir, project):
    pages = set()
    code = re.compile(r'sy_help_show\s*\([^;]*?,\s*(NULL|"([\w-]+)")\s*\)')
    detailed = re.compile(r'app\.help-page(?:::([\w-]+)|\(\'([\w-]+)\'\))')
    uri = re.compile(r'help:' + re.escape(project) + r'/([\w-]+)')
    plain = re.compile(r'["\']app\.help["\']')
    for folder, _, files in os.walk(os.path.join(source_dir, 'src')):
        for name in files:
            path = os.path.join(folder, name)
            if not name.endswith(('.c', '.ui')):
                continue
            text = open(path, encoding='utf-8').read()
            for m in code.finditer(text):
                pages.add(m.group(2) or 'index')
            for m in detailed.finditer(text):
                pages.add(m.group(1) or m.group(2))
            pages.update(uri.findall(text))
            if plain.search(text) or re.search(r'>app\.help<', text):
                pages.add('index')
            if name.endswith('.ui'):
                pages.update(ui_targets(ET.parse(path).getroot()))
    return pages


def ui_targets(root):
    """The targets of app.help-page in a .ui: widgets' action-target, menu items' target."""
    found = set()
    for element in root.iter():
        props = {p.get('name'): (p.text or '').strip()
                 for p in element if p.tag in ('property', 'attribute')}
        if props.get('action-name') == 'app.help-page' and 'action-target' in props:
            found.add(props['action-target'].strip('\'"'))
        if props.get('action') == 'app.help-page' and 'target' in props:
            found.add(props['target'].strip('\'"'))
    return found


def main():
    meson, build_dir, source_dir, prefix, datadir, project = sys.argv[1:7]
    also = [sys.argv[i + 1] for i, a in enumerate(sys.argv) if a == '--also']
    languages = ['C'] + [l.strip() for l in open(os.path.join(source_dir, 'help', 'LINGUAS'))
                         if l.strip() and not l.startswith('#')]
    pages = sorted(linked_pages(source_dir, project) | set(also))
    if not pages:
        print('FAIL: no help page is linked from src/: the collector finds nothing')
        return 1
    print('pages the program links to:', ', '.join(pages))

    with tempfile.TemporaryDirectory(prefix='help-install-') as destdir:
        subprocess.run([meson, 'install', '-C', build_dir, '--no-rebuild', '--quiet',
                        '--destdir', destdir], check=True, stdout=subprocess.DEVNULL)
        share = destdir + os.path.join(prefix, datadir)
        failures = 0
        for page in pages:
            for lang in languages:
                mallard = os.path.join(share, 'help', lang, project, page + '.page')
                html = os.path.join(share, project, 'help-html', lang, page + '.html')
                for path in (mallard, html):
                    if not os.path.isfile(path):
                        print(f'FAIL: {page} [{lang}]: {os.path.relpath(path, destdir)} is missing')
                        failures += 1
                if not os.path.isfile(html):
                    continue
                text = open(html, encoding='utf-8').read()
                for figure in re.findall(r'src="(figures/[^"]+)"', text):
                    if not os.path.isfile(os.path.join(os.path.dirname(html), figure)):
                        print(f'FAIL: {page} [{lang}]: {figure} is missing beside it')
                        failures += 1
                english = os.path.join(share, project, 'help-html', 'C', page + '.html')
                if lang != 'C' and os.path.isfile(english) and open(english, encoding='utf-8').read() == text:
                    print(f'FAIL: {page} [{lang}]: the HTML is the English one')
                    failures += 1
                print(f'ok {page} [{lang}]: Mallard and HTML')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
