#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-include-cycles.py: fails when headers include each other in a cycle

  check-include-cycles.py [--modules] [--through NAME] DIR...

Reads the `#include "..."` lines of every header in the DIRs (an include
names a header by its file name, found in any of the DIRs; others, such as
generated or system headers, are ignored) and prints each cycle it finds.
With --modules, a .c file, its same-named .h and its -private.h count as
one module, and the .c files' includes count too: a cycle then means two source files that
need each other, as a dispatcher and the forms it dispatches to once did.
With --through NAME, only a cycle through the header or module NAME
counts: a module may stay out of every cycle while others are still in one.
Exit status 1 when there is a cycle.
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def read_graph(dirs, modules):
    files = {}
    for folder in dirs:
        for name in sorted(os.listdir(folder)):
            if name.endswith('.h') or (modules and name.endswith('.c')):
                files[name] = os.path.join(folder, name)

    def node(name):
        if not modules:
            return name
        stem = name[:-2]
        return stem[:-len('-private')] if stem.endswith('-private') else stem

    graph = {}
    for name, path in files.items():
        with open(path, encoding='utf-8') as f:
            included = INCLUDE.findall(f.read())
        edges = graph.setdefault(node(name), set())
        for target in included:
            target = os.path.basename(target)
            if target in files and node(target) != node(name):
                edges.add(node(target))
    return graph


def find_cycles(graph):
    """Returns one cycle through each strongly connected part that has one."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = {n: WHITE for n in graph}
    stack = []
    cycles = []

    def visit(n):
        colour[n] = GREY
        stack.append(n)
        for m in sorted(graph.get(n, ())):
            if colour.get(m, BLACK) == GREY:
                cycles.append(stack[stack.index(m):] + [m])
            elif colour.get(m) == WHITE:
                visit(m)
        stack.pop()
        colour[n] = BLACK

    sys.setrecursionlimit(10000)
    for n in sorted(graph):
        if colour[n] == WHITE:
            visit(n)
    return cycles


def find_cycle_through(graph, start):
    """Returns a shortest cycle from @start back to it, or None."""
    came_from = {}
    queue = sorted(graph.get(start, ()))
    for n in queue:
        came_from[n] = start
    while queue:
        n = queue.pop(0)
        if n == start:
            path = [start]
            n = came_from[start]
            while n != start:
                path.append(n)
                n = came_from[n]
            return [start] + path[::-1]
        for m in sorted(graph.get(n, ())):
            if m not in came_from:
                came_from[m] = n
                queue.append(m)
    return None


def main(argv):
    modules = '--modules' in argv
    through = None
    dirs = []
    args = iter(argv)
    for a in args:
        if a == '--through':
            through = next(args, None)
        elif a != '--modules':
            dirs.append(a)
    if not dirs or (through is None and '--through' in argv):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    graph = read_graph(dirs, modules)
    if through is not None:
        if through not in graph:
            print('%s is not among the files read' % through, file=sys.stderr)
            return 2
        cycle = find_cycle_through(graph, through)
        cycles = [cycle] if cycle else []
    else:
        cycles = find_cycles(graph)
    for cycle in cycles:
        print('include cycle: ' + ' -> '.join(cycle))
    print('%d %s read, %d cycle(s)' % (len(graph), 'modules' if modules else 'headers',
                                      len(cycles)))
    return 1 if cycles else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
