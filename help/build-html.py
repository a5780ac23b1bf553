#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# build-html.py: the Mallard help built to HTML, one folder per language, at build time
#
#   build-html.py OUTPUT HELP_DIR     writes OUTPUT/C and OUTPUT/LANG for each LANG of LINGUAS
#   build-html.py --list HELP_DIR     names every file that goes in, one a line (for Meson)
#
# The pages are HELP_DIR/C's .page files with legal.xml, the figures HELP_DIR/C/figures. A
# translation's pages are made as gnome.yelp makes them, but at build time: gnome.yelp runs
# msgfmt and itstool only when the help is installed (Meson's yelphelper), so the same two
# commands run here into OUTPUT.src/LANG, with the English figures overridden by the
# language's own (HELP_DIR/LANG/figures), then yelp-build html writes each page with its
# figures, style sheet and scripts. The program shows these pages where no help viewer can
# show help: (src/ui/sy-help.c).
import os
import shutil
import subprocess
import sys


def inputs(help_dir):
    """The languages, the pages and the figures (relative to HELP_DIR/C)."""
    with open(os.path.join(help_dir, 'LINGUAS'), encoding='utf-8') as f:
        langs = [l.strip() for l in f if l.strip() and not l.strip().startswith('#')]
    english = os.path.join(help_dir, 'C')
    pages = sorted(n for n in os.listdir(english) if n.endswith(('.page', '.xml')))
    figures = sorted(os.path.join('figures', n)
                     for n in os.listdir(os.path.join(english, 'figures')))
    return langs, pages, figures


def build(source, pages, output):
    os.makedirs(output)
    # yelp-build wants the folder's trailing slash to write into it.
    subprocess.run(['yelp-build', 'html', '-o', output + os.sep]
                   + [os.path.join(source, page) for page in pages if page.endswith('.page')],
                   check=True)


def main():
    if sys.argv[1] == '--list':
        help_dir = sys.argv[2]
        langs, pages, figures = inputs(help_dir)
        names = ['LINGUAS'] + [os.path.join('C', n) for n in pages + figures]
        for lang in langs:
            names.append(os.path.join(lang, lang + '.po'))
            names += [os.path.join(lang, f) for f in figures
                      if os.path.exists(os.path.join(help_dir, lang, f))]
        print('\n'.join(os.path.join(help_dir, n) for n in names))
        return

    output, help_dir = sys.argv[1:3]
    langs, pages, figures = inputs(help_dir)
    work = output + '.src'
    for folder in (output, work):
        shutil.rmtree(folder, ignore_errors=True)

    build(os.path.join(help_dir, 'C'), pages, os.path.join(output, 'C'))
    for lang in langs:
        source = os.path.join(work, lang)
        os.makedirs(source)
        mo = os.path.join(source, lang + '.mo')
        subprocess.run(['msgfmt', '-o', mo, os.path.join(help_dir, lang, lang + '.po')],
                       check=True)
        subprocess.run(['itstool', '-m', mo, '-o', source + os.sep]
                       + [os.path.join(help_dir, 'C', page) for page in pages],
                       check=True)
        for figure in figures:
            own = os.path.join(help_dir, lang, figure)
            english = os.path.join(help_dir, 'C', figure)
            os.makedirs(os.path.dirname(os.path.join(source, figure)), exist_ok=True)
            shutil.copyfile(own if os.path.exists(own) else english, os.path.join(source, figure))
        build(source, pages, os.path.join(output, lang))


if __name__ == '__main__':
    main()
