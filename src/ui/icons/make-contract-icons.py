#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Draws one symbolic icon per government contract, sy-contract-ID-symbolic.svg.

Run from this folder; it writes into contracts/. The icons are composed from
the glyphs of the piece icons beside it (sy-sail-symbolic.svg, ...) and a few
glyphs of their own, in the same style: 16 x 16, filled shapes only (rect,
circle, path, which GTK recolours), #2e3436. A faint glyph (opacity) is one
that the card does not count ("nothing for the first").
"""
import math
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
FILL = '#2e3436'


def piece(name):
    """The shapes of the piece icon sy-NAME-symbolic.svg."""
    with open(os.path.join(HERE, 'sy-%s-symbolic.svg' % name)) as f:
        text = f.read()
    body = re.search(r'<svg[^>]*>(.*)</svg>', text, re.S).group(1)
    return '\n'.join('  ' + line.strip() for line in body.strip().splitlines())


def ring_segments(cx, cy, outer, inner, n, gap):
    """A lifebuoy: a ring in @n segments."""
    shapes = []
    for i in range(n):
        a1 = math.radians(i * 360 / n + gap / 2 + 45)
        a2 = math.radians((i + 1) * 360 / n - gap / 2 + 45)
        p = lambda r, a: '%.2f,%.2f' % (cx + r * math.cos(a), cy + r * math.sin(a))
        shapes.append('<path fill="%s" d="M%sA%g,%g 0 0,1 %sL%sA%g,%g 0 0,0 %sz"/>'
                      % (FILL, p(outer, a1), outer, outer, p(outer, a2), p(inner, a2),
                         inner, inner, p(inner, a1)))
    return '\n'.join('  ' + s for s in shapes)


GLYPHS = {
    'lifebuoy': ring_segments(8, 8, 7, 3.8, 4, 18),
    'lantern': '\n'.join('  ' + s for s in [
        '<path fill="%s" fill-rule="evenodd" d="M6,1.5a2,2 0 0,1 4,0v1h-1v-1a1,1 0 0,0 -2,0v1h-1z"/>' % FILL,
        '<rect fill="%s" x="4.5" y="3" width="7" height="1.5" rx="0.5"/>' % FILL,
        '<path fill="%s" fill-rule="evenodd" d="M5,5h6v8h-6zM6.5,6.5v5h3v-5z"/>' % FILL,
        '<rect fill="%s" x="7.25" y="8" width="1.5" height="2.5" rx="0.7"/>' % FILL,
        '<rect fill="%s" x="4" y="13.5" width="8" height="1.5" rx="0.5"/>' % FILL]),
    'lifeboat': '\n'.join('  ' + s for s in [
        '<path fill="%s" d="M1,8h14l-2.5,5h-9z"/>' % FILL,
        '<path fill="%s" fill-rule="evenodd" d="M3.5,7a4.5,3.5 0 0,1 9,0z"/>' % FILL,
        '<rect fill="%s" x="1" y="14" width="14" height="1" rx="0.5"/>' % FILL]),
    'ship': '\n'.join('  ' + s for s in [
        '<path fill="%s" d="M1,9h14l-2.5,4.5h-9z"/>' % FILL,
        '<rect fill="%s" x="7.25" y="1.5" width="1.5" height="7" rx="0"/>' % FILL,
        '<path fill="%s" d="M9,2.5l4,5.5h-4z"/>' % FILL]),
    'person': '\n'.join('  ' + s for s in [
        '<circle fill="%s" cx="8" cy="4.5" r="3"/>' % FILL,
        '<path fill="%s" d="M2,15v-2a4,4 0 0,1 4,-4h4a4,4 0 0,1 4,4v2z"/>' % FILL]),
    'star': '  <path fill="%s" d="M8,1.5L9.7,6.15L14.66,6.34L10.76,9.4L12.11,14.16L8,11.4L3.89,14.16L5.24,9.4L1.34,6.34L6.3,6.15z"/>' % FILL,
}


def glyph(name):
    return GLYPHS[name] if name in GLYPHS else piece(name)


def place(name, x, y, scale, opacity=None):
    """@name's glyph scaled by @scale with its top left at (@x, @y)."""
    attrs = 'transform="translate(%g %g) scale(%g)"' % (x, y, scale)
    if opacity is not None:
        attrs += ' opacity="%g"' % opacity
    return '  <g %s>\n%s\n  </g>' % (attrs, glyph(name))


def hull(n_parts, y=9.0, height=4.5, plus=False):
    """A ship of @n_parts parts seen from the side: a pointed bow, a
    square stern, each part a block with a gap between."""
    shapes = []
    left, right, gap = 1.0, 15.0 if not plus else 12.5, 0.6
    width = (right - left - gap * (n_parts - 1)) / n_parts
    for i in range(n_parts):
        x0 = left + i * (width + gap)
        x1 = x0 + width
        if i == 0:
            d = 'M%.2f,%.2fh%.2fv%.2fh%.2fz' % (x0, y, width, height, -(width - 1.5))
        elif i == n_parts - 1:
            d = 'M%.2f,%.2fh%.2fv%.2fh%.2fz' % (x0, y, width, height, -width)
        else:
            d = 'M%.2f,%.2fh%.2fv%.2fh%.2fz' % (x0, y, width, height, -width)
        shapes.append('<path fill="%s" d="%s"/>' % (FILL, d))
    shapes.append('<rect fill="%s" x="7.25" y="2" width="1.5" height="%.2f" rx="0"/>' % (FILL, y - 2.5))
    if plus:
        shapes.append('<rect fill="%s" x="13" y="2.75" width="3" height="1" rx="0"/>' % FILL)
        shapes.append('<rect fill="%s" x="14" y="1.75" width="1" height="3" rx="0"/>' % FILL)
    return '\n'.join('  ' + s for s in shapes)


def hull_line(x0, x1, y, h=2.2):
    return '  <path fill="%s" d="M%g,%gh%gl-1,%gh%gz"/>' % (FILL, x0, y, x1 - x0, h, -(x1 - x0 - 2))


def shapes_grid():
    """Eight kinds: eight different small marks round a centre."""
    marks = [
        '<circle fill="{f}" cx="2.5" cy="2.5" r="2"/>',
        '<rect fill="{f}" x="6" y="0.5" width="4" height="4" rx="0"/>',
        '<path fill="{f}" d="M13.5,0.5l2,4h-4z"/>',
        '<path fill="{f}" d="M2.5,6l2,2l-2,2l-2,-2z"/>',
        '<path fill="{f}" d="M11.5,6h4v4h-4zM12.5,7v2h2v-2z" fill-rule="evenodd"/>',
        '<path fill="{f}" d="M0.5,11.5h4l-2,4z"/>',
        '<path fill="{f}" fill-rule="evenodd" d="M6,13.5a2,2 0 1,0 4,0a2,2 0 1,0 -4,0zM7,13.5a1,1 0 1,0 2,0a1,1 0 1,0 -2,0z"/>',
        '<rect fill="{f}" x="11.5" y="12.5" width="4" height="2" rx="1"/>',
    ]
    return '\n'.join('  ' + m.format(f=FILL) for m in marks)


def canal():
    """A canal: two banks, water between, a boat on it."""
    return '\n'.join('  ' + s for s in [
        '<rect fill="%s" x="0.5" y="2" width="15" height="1.5" rx="0"/>' % FILL,
        '<rect fill="%s" x="0.5" y="12.5" width="15" height="1.5" rx="0"/>' % FILL,
        '<path fill="%s" d="M1,8.5c1,-1,2,-1,3,0s2,1,3,0v1c-1,1,-2,1,-3,0s-2,-1,-3,0z"/>' % FILL,
        '<path fill="%s" d="M8.5,6.5h6l-1.2,2.5h-3.6z"/>' % FILL,
        '<path fill="%s" d="M2,5.5l2,1l-2,1z"/>' % FILL,
        '<path fill="%s" d="M5,5.5l2,1l-2,1z"/>' % FILL,
    ])


ICONS = {
    # Group 1: red (first edition green) contracts
    'lifebuoys': glyph('lifebuoy'),
    'lanterns': glyph('lantern'),
    'lifeboats': glyph('lifeboat'),
    'safe-ships': '\n'.join([place('lifebuoy', 0, 0, 0.5), place('lantern', 8, 0, 0.5),
                             place('lifeboat', 4, 8, 0.5)]),
    'ships': '\n'.join([place('ship', 0, 0, 0.5), place('ship', 8, 0, 0.5), place('ship', 4, 8, 0.5)]),
    'ships-of-5': hull(5),
    'ships-of-6': hull(6),
    'ships-of-7': hull(7, plus=True),
    'parts': '\n'.join('  ' + s for s in [
        '<path fill="%s" d="M0.5,6h4v5h-2.5z"/>' % FILL,
        '<rect fill="%s" x="6" y="6" width="4" height="5" rx="0"/>' % FILL,
        '<path fill="%s" d="M11.5,6h4v5h-4z"/>' % FILL,
        '<rect fill="%s" x="0.5" y="12.5" width="4" height="1" rx="0"/>' % FILL,
        '<rect fill="%s" x="6" y="12.5" width="4" height="1" rx="0"/>' % FILL,
        '<rect fill="%s" x="11.5" y="12.5" width="4" height="1" rx="0"/>' % FILL]),
    'ship-sizes': '\n'.join([hull_line(5, 11, 2), hull_line(3, 13, 7), hull_line(1, 15, 12)]),
    'employees': '\n'.join([place('person', 4, 0, 0.5), place('person', 0, 8, 0.5),
                            place('person', 8, 8, 0.5)]),
    'skilled-staff': '\n'.join([place('person', 0, 2, 0.8), place('star', 8.5, 8.5, 0.45)]),
    'employee-types': '\n'.join([place('person', 4, 0, 0.5)] + ['  ' + s for s in [
        '<circle fill="%s" cx="3" cy="12.5" r="2.2"/>' % FILL,
        '<rect fill="%s" x="6" y="10.3" width="4.4" height="4.4" rx="0"/>' % FILL,
        '<path fill="%s" d="M13,10.3l2.5,4.4h-5z"/>' % FILL]]),
    'employee-pairs': '\n'.join([place('person', 0, 3, 0.6), place('person', 6.4, 3, 0.6),
                                 '  <rect fill="%s" x="1" y="14" width="14" height="1.5" rx="0.5"/>' % FILL]),
    # Group 2: blue contracts
    'sail-pairs': '\n'.join([place('sail', 0, 3, 0.6), place('sail', 6.4, 3, 0.6),
                             '  <rect fill="%s" x="1" y="14" width="14" height="1.5" rx="0.5"/>' % FILL]),
    'stack-pairs': '\n'.join([place('smokestack', 0, 3, 0.6), place('smokestack', 6.4, 3, 0.6),
                              '  <rect fill="%s" x="1" y="14" width="14" height="1.5" rx="0.5"/>' % FILL]),
    'engines': '\n'.join([place('propeller', 0, 0, 0.6), place('stoker', 6.4, 6.4, 0.6)]),
    'officers': '\n'.join([place('captain', 0, 0, 0.6, opacity=0.35), place('officer', 6, 6, 0.625)]),
    'soldiers': '\n'.join([place('soldier', 0, 0, 0.6, opacity=0.35), place('soldier', 6, 6, 0.625)]),
    'businessmen': '\n'.join([place('businessman', 0, 0, 0.6, opacity=0.35),
                              place('businessman', 6, 6, 0.625)]),
    'trade-pairs': '\n'.join([place('businessman', 0, 4, 0.5), place('crane', 8, 4, 0.5),
                              '  <rect fill="%s" x="1" y="14" width="14" height="1.5" rx="0.5"/>' % FILL]),
    'war-pairs': '\n'.join([place('soldier', 0, 4, 0.5), place('cannon', 8, 4, 0.5),
                            '  <rect fill="%s" x="1" y="14" width="14" height="1.5" rx="0.5"/>' % FILL]),
    'powered-ships': '\n'.join([place('sail', 0, 0, 0.5), place('smokestack', 8, 0, 0.5),
                                place('propeller', 4, 8, 0.5)]),
    'armed-traders': '\n'.join([place('businessman', 0, 0, 0.5), place('soldier', 8, 0, 0.5),
                                place('crane', 0, 8, 0.5), place('cannon', 8, 8, 0.5)]),
    'variety': shapes_grid(),
    'used-canals': canal(),
}


def main():
    folder = os.path.join(HERE, 'contracts')
    os.makedirs(folder, exist_ok=True)
    for name, body in sorted(ICONS.items()):
        with open(os.path.join(folder, 'sy-contract-%s-symbolic.svg' % name), 'w') as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">\n'
                    '%s\n</svg>\n' % body)


if __name__ == '__main__':
    main()
