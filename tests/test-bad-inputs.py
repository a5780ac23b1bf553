#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-bad-inputs.py: every damaged file of the corpus, through the engine and the command line

    test-bad-inputs.py CLI LOAD-INPUT SOURCE-DIR LOCALE-DIR

Makes the corpus with make-bad-inputs.py, adds what no file in a folder can
be (a folder, a FIFO, /dev/zero, /dev/null, a missing file), and checks in
English and in Czech: no crash, no hang, the exit status of
docs/command-line.md (2 unreadable or damaged, 1 a broken rule, never 0),
nothing on standard output for a refused file, one line on standard error,
and that the message names the cause the corpus gives. TAP output.
"""
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

cli, loader, src, localedir = sys.argv[1:5]
here = os.path.dirname(os.path.abspath(__file__))
tmp = tempfile.TemporaryDirectory()
corpus = os.path.join(tmp.name, 'corpus')
subprocess.run([sys.executable, os.path.join(here, 'make-bad-inputs.py'), src, corpus], check=True,
               stdout=subprocess.DEVNULL)
with open(os.path.join(corpus, 'manifest.json'), encoding='utf-8') as f:
    entries = json.load(f)
paths = {e['file']: os.path.join(corpus, e['file']) for e in entries}

NOT_REGULAR = ('not a regular file', 'není to obyčejný soubor')
specials = [('a-folder', tmp.name, NOT_REGULAR), ('dev-zero', '/dev/zero', NOT_REGULAR),
            ('dev-null', '/dev/null', NOT_REGULAR),
            ('missing', os.path.join(tmp.name, 'no-such-game.json'),
             ('Could not open', 'Nelze otevřít'))]
fifo = os.path.join(tmp.name, 'a-fifo')
os.mkfifo(fifo)
specials.append(('a-fifo', fifo, NOT_REGULAR))
for name, path, (en, cs) in specials:
    entries.append({'file': name, 'status': 2, 'en': en, 'cs': cs})
    paths[name] = path

assert len(entries) >= 200, len(entries)
n = 0
failed = 0


def report(ok, what):
    global n, failed
    n += 1
    print('%s %d - %s' % ('ok' if ok else 'not ok', n, what))
    if not ok:
        failed += 1


def engine_verdicts(env):
    """The engine's status and message for every file, in one run."""
    names = [e['file'] for e in entries]
    run = subprocess.run([loader] + [paths[n] for n in names], env=env, capture_output=True,
                         text=True, timeout=300)
    if run.returncode != 0:
        print('# load-input died: %d %s' % (run.returncode, run.stderr[-2000:]))
        return {}
    verdicts = {}
    lines = run.stdout.split('\n')
    for name, line in zip(names, lines):
        parts = line.split('\t', 2)
        verdicts[name] = (int(parts[1]), parts[2]) if len(parts) == 3 else (-1, line)
    return verdicts


def cli_problems(name, want, cause, env):
    problems = []
    try:
        run = subprocess.run([cli, paths[name]], env=env, capture_output=True, text=True,
                             timeout=20, errors='replace')
    except subprocess.TimeoutExpired:
        return ['cli: hung']
    err = run.stderr.strip()
    if run.returncode != want:
        problems.append('cli: status %d, not %d (%s)' % (run.returncode, want, err))
    elif cause not in err:
        problems.append('cli: “%s” does not name “%s”' % (err, cause))
    if len(err.split('\n')) != 1:
        problems.append('cli: %d lines on standard error' % len(err.split('\n')))
    if want == 2 and run.stdout:
        problems.append('cli: printed a report for a refused file')
    return problems


print('1..%d' % (2 * len(entries)))
for language in ('en', 'cs'):
    # Czech in a real Czech locale (tests/meson.build gives its variables:
    # newer glibc ignores LANGUAGE under the C locale).
    env = dict(os.environ, LANGUAGE='en', LANG='C.UTF-8', LC_ALL='C.UTF-8',
               SY_LOCALEDIR=localedir)
    if language == 'cs':
        env.update({k[len('SY_TEST_CS_'):]: v for k, v in os.environ.items()
                    if k.startswith('SY_TEST_CS_')})
    verdicts = engine_verdicts(env)
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        from_cli = list(pool.map(lambda e: cli_problems(e['file'], e['status'], e[language], env),
                                 entries))
    for e, problems in zip(entries, from_cli):
        name, want, cause = e['file'], e['status'], e[language]
        status, message = verdicts.get(name, (-1, 'no verdict'))
        if status != want:
            problems.insert(0, 'engine: status %d, not %d (%s)' % (status, want, message))
        elif cause not in message:
            problems.insert(0, 'engine: “%s” does not name “%s”' % (message, cause))
        for p in problems:
            print('# ' + p)
        report(not problems, '%s %s' % (language, name))

print('# %d checks, %d failed' % (n, failed))
sys.exit(1 if failed else 0)
