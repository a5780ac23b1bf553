#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# check-engine-calls.py: fails on a call or include cycle between the engine's files
#
# For every function an engine .c file defines without `static`, it finds the
# other engine .c files that name it; each such use is an edge from the user's
# file to the defining one. Likewise each engine header's #include of another
# engine header is an edge. The graphs must be acyclic: a newcomer reads the
# engine from the bottom up. With --dot, it prints the call graph instead.

import os
import re
import sys

DEFINITION = re.compile(r'^([A-Za-z_][A-Za-z0-9_]*)\s*\(', re.M)
IDENT = re.compile(r'[A-Za-z_][A-Za-z0-9_]*')
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def strip(text):
    """The text without comments, strings and character constants."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append('\n' * text.count('\n', i, j))
            i = j
        elif text.startswith('//', i):
            j = text.find('\n', i)
            i = n if j < 0 else j
        elif c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == '\\' else 1
            out.append(c + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def definitions(text):
    """The functions a file defines without `static`."""
    names = []
    for m in DEFINITION.finditer(text):
        line_start = m.start()
        before = text[:line_start].rstrip('\n')
        prev = before[before.rfind('\n') + 1:]
        # GNOME style: the return type on the line before, at column 0.
        if not prev or prev[0].isspace() or prev.rstrip().endswith((';', '}', ')')):
            continue
        if re.search(r'\bstatic\b', prev) or prev.startswith('#'):
            continue
        names.append(m.group(1))
    return names


def cycles(graph):
    """The strongly connected components of more than one node (Tarjan)."""
    index, low, stack, on, found = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    dot = '--dot' in sys.argv
    engine = args[0] if args else os.path.join(os.path.dirname(__file__), '..', 'src', 'engine')
    sources = {}
    headers = {}
    for name in sorted(os.listdir(engine)):
        path = os.path.join(engine, name)
        if name.endswith('.c'):
            with open(path, encoding='utf-8') as f:
                sources[name] = strip(f.read())
        elif name.endswith('.h'):
            with open(path, encoding='utf-8') as f:
                headers[name] = f.read()

    owner = {}
    for name, text in sources.items():
        for fn in definitions(text):
            if fn in owner and owner[fn] != name:
                print(f'# {fn} is defined in both {owner[fn]} and {name}')
                return 1
            owner[fn] = name
    if len(owner) < 20:
        print(f'# only {len(owner)} engine functions found: the parser is broken')
        return 1

    calls = {name: set() for name in sources}
    why = {}
    for name, text in sources.items():
        for ident in set(IDENT.findall(text)):
            home = owner.get(ident)
            if home is not None and home != name:
                calls[name].add(home)
                why.setdefault((name, home), []).append(ident)

    if dot:
        print('digraph engine {')
        for a in sorted(calls):
            for b in sorted(calls[a]):
                print(f'  "{a}" -> "{b}"; /* {", ".join(sorted(why[(a, b)]))} */')
        print('}')
        return 0

    includes = {name: set() for name in headers}
    for name, text in headers.items():
        for inc in INCLUDE.findall(text):
            if inc in headers and inc != name:
                includes[name].add(inc)

    failed = False
    print('1..3')
    found = cycles(calls)
    for comp in found:
        print('# call cycle between: ' + ', '.join(comp))
        for a in comp:
            for b in comp:
                if (a, b) in why:
                    print(f'#   {a} -> {b}: {", ".join(sorted(why[(a, b)]))}')
    print(('not ok' if found else 'ok') + f' 1 no call cycle among {len(sources)} engine files')
    failed |= bool(found)
    found = cycles(includes)
    for comp in found:
        print('# include cycle between: ' + ', '.join(comp))
    print(('not ok' if found else 'ok') + f' 2 no include cycle among {len(headers)} engine headers')
    failed |= bool(found)

    # A file that exports functions declares them in a header of its name.
    orphans = []
    for name, text in sources.items():
        base = name[:-2]
        exported = [fn for fn in definitions(text)]
        # A private function (a leading underscore) may be declared in the
        # private header its family shares (sy-history-index.c's in
        # sy-history-private.h).
        family = [base[:i] + '-private.h' for i in range(len(base)) if base[i] == '-']
        for fn in exported:
            own = [base + '.h', base + '-private.h'] + (family if fn.startswith('_') else [])
            mine = [h for h in own if h in headers and re.search(r'\b' + fn + r'\b', headers[h])]
            if not mine:
                orphans.append(f'{name} ({fn})')
    for o in orphans:
        print(f'# not declared in its own header: {o}')
    print(('not ok' if orphans else 'ok') + ' 3 each engine file declares its functions in its own header')
    failed |= bool(orphans)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
