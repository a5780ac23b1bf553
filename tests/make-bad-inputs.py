#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""make-bad-inputs.py: a corpus of damaged saved games, each with the cause its refusal must name

    make-bad-inputs.py SOURCE-DIR OUTPUT-DIR

SOURCE-DIR is the project's root (real games are read from tests/data). Writes
OUTPUT-DIR/NNN-what.json and OUTPUT-DIR/manifest.json: for each file the exit
status the command line must give (docs/command-line.md: 2 unreadable or
damaged, 1 a log that breaks a rule) and a part of the message, in English
and in Czech, that names the cause. Deterministic: the same corpus each run.
"""
import json
import os
import sys

src, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
entries = []


def load(path):
    with open(os.path.join(src, path), encoding='utf-8') as f:
        return json.load(f)


FINISHED = load('tests/data/finished-game.json')
SMALL = load('tests/data/small-game.json')
SOLO = load('tests/data/rules/solo-opening.json')
RING = load('tests/data/rules/hire-with-income.json')


def text(doc):
    return json.dumps(doc, indent=2, ensure_ascii=False)


def add(name, data, en, cs, status=2):
    if isinstance(data, str):
        data = data.encode('utf-8')
    if not isinstance(data, bytes):
        data = text(data).encode('utf-8')
    file = '%03d-%s.json' % (len(entries) + 1, name)
    with open(os.path.join(out, file), 'wb') as f:
        f.write(data)
    entries.append({'file': file, 'status': status, 'en': en, 'cs': cs})


def copy(doc):
    return json.loads(json.dumps(doc))


CUT = ('cut short', 'useknutý')
NOT_JSON = ('not a JSON document', 'není to dokument JSON')
UTF8 = ('not UTF-8', 'není to text v UTF-8')
DEEP = ('nested more than 32 levels', 'hlouběji než do 32')
OTHER = ('some other kind of file', 'jiný druh souboru')
HUGE = ('whole number is too large', 'celé číslo je příliš velké')


def damaged_event(i, what, what_cs=None):
    return ('event %d is damaged (%s' % (i + 1, what),
            'událost %d je poškozená (%s' % (i + 1, what_cs or what))


# Empty, blank, not JSON at all
add('empty', b'', 'it is empty', 'je prázdný')
add('blank', b' \n\t\r\n', 'it is empty', 'je prázdný')
for name, data in [('plain-text', 'a saved game, honestly'), ('number', '42'), ('string', '"game"'),
                   ('null', 'null'), ('true', 'true'), ('xml', '<?xml version="1.0"?><game/>'),
                   ('csv', 'name,colour\nAlena,red\n')]:
    add(name, data, *NOT_JSON)
add('empty-object', '{}', *OTHER)
add('empty-array', '[]', *OTHER)
add('other-format', dict(SMALL, format='shipyard-companion-catalog'), *OTHER)
add('format-number', dict(SMALL, format=1), *OTHER)

# Truncated at many points of two real games (never inside a character)
for base, label in [(SMALL, 'small'), (FINISHED, 'finished')]:
    whole = text(base)
    last = whole.rindex('}')
    for k in range(1, 41):
        cut = whole[:last * k // 41]
        if cut.strip():
            add('cut-%s-%d' % (label, k), cut, *CUT)

# Invalid UTF-8
whole = text(SMALL).encode('utf-8')
name_at = whole.index(b'Alena')
for label, bad in [('ff', b'\xff'), ('lone-continuation', b'\x80'), ('overlong-slash', b'\xc0\xaf'),
                   ('surrogate', b'\xed\xa0\x80'), ('cut-sequence', b'\xc5'),
                   ('beyond-unicode', b'\xf4\x90\x80\x80')]:
    add('utf8-' + label, whole[:name_at] + bad + whole[name_at:], *UTF8)
add('utf16', text(SMALL).encode('utf-16'), *UTF8)
add('latin1-name', text(dict(SMALL, players=[{'name': 'Lodník Štěpán', 'colour': 'red'},
                                              SMALL['players'][1]])).encode('iso-8859-2'), *UTF8)

# Deep nesting
add('deep-array-33', '[' * 33 + ']' * 33, *DEEP)
add('deep-array-100000', '[' * 100000 + ']' * 100000, *DEEP)
add('deep-array-unclosed', '[' * 100000, *DEEP)
add('deep-object-1000', '{"a":' * 1000 + '1' + '}' * 1000, *DEEP)
add('deep-array-32', '[' * 32 + ']' * 32, *OTHER)
inner = copy(SMALL)
nest = 1
for _ in range(40):
    nest = [nest]
inner['events'][1]['action'] = nest
add('deep-inside-event', inner, *DEEP)
inner = copy(SMALL)
inner['card-values'] = json.loads('{"a":' * 40 + '1' + '}' * 40)
add('deep-card-values', inner, *DEEP)

# Not strict JSON, though json-glib 1.6 takes some of it
small = text(SMALL)
for name, data, cause in [
        ('two-documents', small + small, ('more after the end', 'za koncem dokumentu')),
        ('trailing-garbage', small + ' x', ('more after the end', 'za koncem dokumentu')),
        ('single-quotes', small.replace('"Alena"', "'Alena'"),
         ('single quotes', 'jednoduchých uvozovkách')),
        ('single-quoted-key', small.replace('"format"', "'format'"),
         ('single quotes', 'jednoduchých uvozovkách')),
        ('hex', small.replace('"start-player": 0', '"start-player": 0x0'),
         ('malformed number', 'chybně zapsané číslo')),
        ('octal', small.replace('"edition": 2', '"edition": 02'),
         ('malformed number', 'chybně zapsané číslo')),
        ('plus', small.replace('"edition": 2', '"edition": +2'),
         ('malformed number', 'chybně zapsané číslo')),
        ('point-first', small.replace('"edition": 2', '"edition": .2'),
         ('malformed number', 'chybně zapsané číslo')),
        ('point-last', small.replace('"edition": 2', '"edition": 2.'),
         ('malformed number', 'chybně zapsané číslo')),
        ('nul-escape', small.replace('"Alena"', '"Al\\u0000ena"'),
         ('zero character', 'nulový znak')),
        ('nul-byte', small.replace('"Alena"', '"Al\x00ena"'), ('zero character', 'nulový znak')),
        ('nul-byte-outside', small.replace('"edition": 2', '"edition":\x00 2'),
         ('zero character', 'nulový znak')),
        ('tab-in-string', small.replace('"Alena"', '"Al\tena"'),
         ('control character', 'řídicí znak')),
        ('newline-in-string', small.replace('"Alena"', '"Al\nena"'),
         ('control character', 'řídicí znak')),
        ('bad-escape', small.replace('"Alena"', '"Al\\qena"'),
         ('unknown escape', 'neznámá sekvence')),
        ('lone-surrogate', small.replace('"Alena"', '"Al\\ud800ena"'),
         ('broken \\u escape', 'poškozená sekvence \\u')),
        ('low-surrogate', small.replace('"Alena"', '"Al\\udc00ena"'),
         ('broken \\u escape', 'poškozená sekvence \\u')),
        ('short-u-escape', small.replace('"Alena"', '"Al\\u12ena"'),
         ('broken \\u escape', 'poškozená sekvence \\u')),
        ('block-comment', small.replace('"edition": 2', '"edition": 2 /* second */'),
         ('a comment', 'komentář')),
        ('line-comment', small.replace('"edition": 2,', '"edition": 2, // second'),
         ('a comment', 'komentář')),
        ('trailing-comma', small.replace('"blue"\n    }', '"blue",\n    }'),
         ('comma before a closing', 'čárka před uzavírací')),
        ('missing-comma', small.replace('"edition": 2,', '"edition": 2'),
         ('comma or a closing bracket is missing', 'chybí čárka nebo uzavírací')),
        ('missing-colon', small.replace('"edition": 2', '"edition" 2'),
         ('colon is missing', 'chybí dvojtečka')),
        ('bare-key', small.replace('"edition":', 'edition:'),
         ('member name not in double quotes', 'není ve dvojitých uvozovkách')),
        ('nan', small.replace('"edition": 2', '"edition": NaN'),
         ('unexpected character', 'nečekaný znak')),
        ('infinity', small.replace('"edition": 2', '"edition": Infinity'),
         ('unexpected character', 'nečekaný znak')),
        ('upper-true', small.replace('"start-player": 0', '"start-player": TRUE'),
         ('unexpected character', 'nečekaný znak')),
        ('misspelt-null', small.replace('"start-player": 0', '"start-player": nul'),
         ('unexpected character', 'nečekaný znak')),
        ]:
    add(name, data, *cause)

# The document's own members: missing, of the wrong type, out of range
for member, cause in [('version', ('version is missing', 'chybí jeho verze')),
                      ('edition', ('“edition” is missing', 'chybí „edition“')),
                      ('contracts', ('“contracts” is missing', '„contracts“ chybí')),
                      ('players', ('“players” is missing', '„players“ chybí')),
                      ('start-player', ('“start-player” is missing', 'chybí „start-player“')),
                      ('events', ('“events” is missing', '„events“ chybí')),
                      ('format', OTHER)]:
    doc = copy(SMALL)
    del doc[member]
    add('missing-' + member, doc, *cause)
for member, values in [('version', ['1', 1.5, True, None, [1]]), ('edition', ['2', 2.0, False]),
                       ('start-player', ['0', 0.5, None]), ('position', ['18', 18.5, [18]])]:
    for v in values:
        add('type-%s-%s' % (member, type(v).__name__), dict(SMALL, **{member: v}),
            '“%s” is not a whole number' % member, '„%s“ není celé číslo' % member)
for member, v, lo, hi in [('version', 0, 1, 2147483647), ('version', -1, 1, 2147483647),
                          ('edition', 3, 1, 2), ('edition', 0, 1, 2), ('edition', -7, 1, 2),
                          ('start-player', 2, 0, 1), ('start-player', -1, 0, 1),
                          ('start-player', 1000000, 0, 1), ('position', -1, 0, 18),
                          ('position', 19, 0, 18), ('position', 999999999, 0, 18)]:
    add('range-%s-%d' % (member, v), dict(SMALL, **{member: v}),
        '“%s” is %d, not from %d to %d' % (member, v, lo, hi),
        '„%s“ je %d, ne od %d do %d' % (member, v, lo, hi))
for member in ['version', 'edition', 'start-player', 'position']:
    for v, label in [(2 ** 63, 'int64-max-plus-1'), (2 ** 64, 'uint64-max-plus-1'),
                     (-2 ** 63 - 1, 'int64-min-minus-1'), (10 ** 30, 'ten-to-30')]:
        add('overflow-%s-%s' % (member, label), dict(SMALL, **{member: v}), *HUGE)
for v in [2, 99, 2 ** 31 - 1]:
    add('newer-version-%d' % v, dict(SMALL, version=v), 'newer version', 'novější verzí')
for v in ['expert', '', 'Beginner']:
    add('contracts-%s' % (v or 'empty'), dict(SMALL, contracts=v),
        '“contracts” is “%s”' % v, '„contracts“ je „%s“' % v)
add('contracts-number', dict(SMALL, contracts=1), '“contracts” is missing or not a string',
    '„contracts“ chybí nebo to není řetězec')
for v in [{}, 'Alena', 2]:
    add('players-%s' % type(v).__name__, dict(SMALL, players=v), '“players” is missing or not a list',
        '„players“ chybí nebo to není seznam')
for v in [{}, 'layout', 0]:
    add('events-%s' % type(v).__name__, dict(SMALL, events=v), '“events” is missing or not a list',
        '„events“ chybí nebo to není seznam')
for n in [0, 5, 8, 100]:
    players = [{'name': 'P%d' % i, 'colour': ['red', 'blue', 'green', 'yellow'][i % 4]}
               for i in range(n)]
    add('players-%d' % n, dict(SMALL, players=players),
        'it has %d players; a game takes 1 to 4' % n, 'počet hráčů je %d; hra je pro 1 až 4' % n)
add('player-colour-unknown', dict(SMALL, players=[{'name': 'A', 'colour': 'mauve'},
                                                  SMALL['players'][1]]),
    'colour is unknown', 'barva jednoho z hráčů')
add('player-not-object', dict(SMALL, players=['Alena', 'Bohdan']),
    'player 1 is not an object', 'hráč 1 není objekt')
for name in ['cheat', 'score', 'Format']:
    add('extra-member-' + name, dict(SMALL, **{name: 1}),
        'unknown member “%s”' % name, 'neznámou položku „%s“' % name)
for cv, label in [({'no-such-card': {'3': 5}}, 'unknown-card'), ({'lanterns': {'3': -5}}, 'negative'),
                  ({'lanterns': {'three': 5}}, 'count-word'), ([], 'array'),
                  ({'lanterns': {'3': 5.5}}, 'fraction')]:
    add('card-values-' + label, dict(SMALL, **{'card-values': cv}),
        'values copied from the contract cards', 'Hodnoty opsané z karet')

# The log: without its layout, events out of order, unknown types
add('no-layout', dict(SMALL, events=SMALL['events'][1:]),
    'does not begin with the layout', 'nezačíná rozložením')
add('no-layout-finished', dict(FINISHED, events=FINISHED['events'][1:]),
    'does not begin with the layout', 'nezačíná rozložením')
for k, t in enumerate(['teleport', 'Layout', '', 'end_turn']):
    doc = copy(SMALL)
    doc['events'][3]['type'] = t
    add('event-type-%d' % k, doc, *damaged_event(3, 'event type'))
doc = copy(SMALL)
doc['events'][3]['type'] = 7
add('event-type-number', doc, *damaged_event(3, 'event type'))
doc = copy(SMALL)
doc['events'][3] = 'end-turn'
add('event-not-object', doc, *damaged_event(3, 'event'))
for k, (i, name) in enumerate([(1, 'cheat'), (2, 'colour'), (8, 'price'), (15, 'bonus-points')]):
    doc = copy(SMALL)
    doc['events'][i][name] = 1
    add('event-extra-%s' % name, doc, *damaged_event(i, 'unknown member “%s”' % name,
                                                      'neznámá položka „%s“' % name))


def broken(i):
    return ('Event %d breaks the rules' % (i + 1), 'Událost %d porušuje pravidla' % (i + 1))


for label, events, first_bad in [
        ('end-turn-first', SMALL['events'][:1] + [{'type': 'end-turn'}] + SMALL['events'][1:], 1),
        ('two-layouts', SMALL['events'][:2] + SMALL['events'][:1] + SMALL['events'][2:], 2),
        ('act-before-choosing', SMALL['events'][:1] + SMALL['events'][2:], 1),
        ('swap-choose-act', SMALL['events'][:1] + [SMALL['events'][2], SMALL['events'][1]]
         + SMALL['events'][3:], 1),
        ('launch-before-build', SMALL['events'][:14] + [SMALL['events'][16], SMALL['events'][15]]
         + SMALL['events'][17:], 14),
        ('choose-twice', SMALL['events'][:2] + [SMALL['events'][1]] + SMALL['events'][2:], 2),
        ('reversed', SMALL['events'][:1] + SMALL['events'][1:][::-1], 1)]:
    doc = copy(SMALL)
    doc['events'] = copy(events)
    doc.pop('position')
    add('order-' + label, doc, *broken(first_bad), status=1)

# Every number in every kind of event: out of range, negative, fractional,
# of the wrong type, past 64 bits. The first event of each type in real games.
SPOT = {'boat', 'start', 'steps'}
ARRAY_CAUSE = {'goods': 'goods', 'boat': 'canal space', 'start': 'canal space',
               'steps': 'canal space'}


def leaves(node, path):
    if isinstance(node, bool):
        return
    if isinstance(node, int):
        yield path
    elif isinstance(node, dict):
        for k, v in node.items():
            yield from leaves(v, path + [k])
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from leaves(v, path + [i])


def cause_of(path):
    """The word the message names for a number at @path of an event."""
    keys = [p for p in path if isinstance(p, str)]
    if isinstance(path[-1], int):
        return ARRAY_CAUSE.get(keys[-1], keys[-1])
    if keys[-1] in ('x', 'y') and len(keys) == 1:
        return 'canal place'
    if len(keys) >= 2 and keys[-2] == 'load':
        return keys[-1]
    return keys[-1]


def set_at(node, path, value):
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = value


seen = set()
for base, label in [(FINISHED, 'fin'), (SOLO, 'solo'), (RING, 'ring')]:
    for i, event in enumerate(base['events']):
        if event['type'] in seen and label != 'ring':
            continue
        if label == 'ring' and event['type'] != 'hire':
            continue
        seen.add(event['type'])
        for path in leaves(event, []):
            if path[0] == 'employees' and path[1:] != [0, 0, 'level']:
                continue            # the ring's 24 employees: one of them is enough
            cause = cause_of(path)
            where = '-'.join(str(p) for p in path)
            values = [(1000000, 'huge'), (1.5, 'fraction'), ('7', 'string'), (None, 'null'),
                      (1e400, 'infinite')]
            if cause not in ('canal place', 'canal space') or path[-1] == 2:
                values.append((-1, 'negative'))
            for v, vlabel in values:
                doc = copy(base)
                set_at(doc['events'][i], path, v)
                data = text(doc)
                if v == 1e400:
                    data = data.replace('Infinity', '1e400')
                add('%s-%s-%s-%s' % (label, event['type'], where, vlabel), data,
                    *damaged_event(i, cause))
            for v, vlabel in [(2 ** 63, 'int64-max-plus-1'), (-2 ** 63 - 1, 'int64-min-minus-1'),
                              (2 ** 64 + 7, 'uint64-wrap')]:
                doc = copy(base)
                set_at(doc['events'][i], path, v)
                add('%s-%s-%s-%s' % (label, event['type'], where, vlabel), doc, *HUGE)

# Members missing from each kind of event (the first of each type)
seen = set()
for i, event in enumerate(FINISHED['events']):
    if event['type'] in seen:
        continue
    seen.add(event['type'])
    for member in event:
        if member in ('type', 'bonus', 'contracts', 'employees'):
            continue
        if event['type'] == 'hire' and member in ('pile', 'employee'):
            continue
        if event['type'] == 'canal' and member == 'boat':
            continue
        if event['type'] == 'launch' and member == 'route':
            continue
        doc = copy(FINISHED)
        del doc['events'][i][member]
        cause = {'x': 'canal place', 'y': 'canal place', 'fitting': 'pieces',
                 'crew-ring': 'layout', 'track': 'layout', 'uses': 'exchange',
                 'tile': 'canal tile'}.get(member, member)
        add('fin-%s-without-%s' % (event['type'], member), doc, *damaged_event(i, cause))
    # ... and of the wrong type
    for member, value in event.items():
        if member in ('type', 'bonus') or isinstance(value, (int, bool)):
            continue
        doc = copy(FINISHED)
        doc['events'][i][member] = 5 if isinstance(value, (str, list, dict)) else 'x'
        cause = {'fitting': 'pieces', 'crew-ring': 'layout', 'track': 'layout', 'uses': 'exchange',
                 'tile': 'canal tile', 'employee': 'employee', 'action': 'action',
                 'route': 'route', 'boat': 'canal space', 'contracts': 'contracts',
                 'employees': 'employees', 'goods': 'goods', 'parts': 'parts',
                 'kind': 'stack'}.get(member, member)
        add('fin-%s-%s-wrong-type' % (event['type'], member), doc, *damaged_event(i, cause))

with open(os.path.join(out, 'manifest.json'), 'w', encoding='utf-8') as f:
    json.dump(entries, f, indent=1, ensure_ascii=False)
print('%d files in %s' % (len(entries), out))
