#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# build-html.py: the Mallard help built to HTML, one folder per language, at build time
#
#   build-html.py OUTPUT HELP_DIR LANG... -- PAGE... -- FIGURE...
#
# OUTPUT/C holds the English pages; OUTPUT/LANG each translation. A translation's pages
# are made as gnome.yelp makes them, but at build time: gnome.yelp runs msgfmt and itstool
# only when the help is installed (Meson's yelphelper), so the same two commands run here
# into OUTPUT.src/LANG, with the English figures overridden by the language's own
# (HELP_DIR/LANG/figures), then yelp-build html writes each page with its figures, style
# sheet and scripts. The program shows these pages where no help viewer can show help:
# (src/ui/sy-help.c).
import os
import shutil
import subprocess
import sys


def split_args(args):
    first = args.index('--')
    second = args.index('--', first + 1)
    return args[:first], args[first + 1:second], args[second + 1:]


def build(source, pages, output):
    os.makedirs(output)
    # yelp-build wants the folder's trailing slash to write into it.
    subprocess.run(['yelp-build', 'html', '-o', output + os.sep]
                   + [os.path.join(source, page) for page in pages if page.endswith('.page')],
                   check=True)


def main():
    head, pages, figures = split_args(sys.argv[1:])
    output, help_dir, langs = head[0], head[1], head[2:]
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
