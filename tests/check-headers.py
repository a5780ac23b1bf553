#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-headers.py: fails when a source file has no header that declares it

  check-headers.py DIR...

Every NAME.c in the DIRs needs NAME.h beside it, or must be a part of a
class split over several files, whose shared header is PREFIX-private.h for
a leading part PREFIX of NAME (sy-window-files.c is a part of the window,
declared in sy-window-private.h). main.c needs no header.
"""
import os
import sys


def header_for(folder, stem):
    if os.path.exists(os.path.join(folder, stem + '.h')):
        return stem + '.h'
    parts = stem.split('-')
    for n in range(len(parts) - 1, 0, -1):
        private = '-'.join(parts[:n]) + '-private.h'
        if os.path.exists(os.path.join(folder, private)):
            return private
    return None


def main(dirs):
    if not dirs:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    missing = 0
    for folder in dirs:
        for name in sorted(os.listdir(folder)):
            if not name.endswith('.c') or name == 'main.c':
                continue
            if header_for(folder, name[:-2]) is None:
                print('%s has no header' % os.path.join(folder, name))
                missing += 1
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
