import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Small repositories written by the tests, with the quirks of real ones: a folder of one-file algorithms, a
 * package with relative imports and a pytest file, a module importing a package nobody has, files that are not
 * UTF-8, binary or do not parse, a vendored folder, doctests with directives, a doctest that loops and one that
 * prints megabytes. With `git`, the sort gets a real history: a buggy first version, a fix, a refactoring.
 */
export function writeFiles(root: string, files: Record<string, string | Buffer>): void {
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), body);
  }
}

/** Run git in `root` with a fixed identity and clock, so that commit ids are the same on every run. */
export function git(root: string, args: string[], when = 0): string {
  const date = `${1_700_000_000 + when * 3600} +0000`;
  const r = spawnSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: root,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'Ada',
      GIT_AUTHOR_EMAIL: 'ada@example.org',
      GIT_COMMITTER_NAME: 'Ada',
      GIT_COMMITTER_EMAIL: 'ada@example.org',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

const SORT_BUGGY = `def insertion_sort(items):
    """Sort a list of numbers in place by inserting each element into the sorted prefix before it, and
    return the list.

    Args:
        items: the numbers to sort

    >>> insertion_sort([3, 1, 2])
    [1, 2, 3]
    >>> insertion_sort([])
    []
    >>> insertion_sort([5, 4, 3, 2, 1])
    [1, 2, 3, 4, 5]
    """
    for i in range(1, len(items) - 1):
        j = i
        while j > 0 and items[j - 1] > items[j]:
            _swap(items, j)
            j -= 1
    return items
`;

export const SORT_HEADER = `"""Sorting algorithms."""
import math

STEP = 1


def _swap(items, j):
    items[j - 1], items[j] = items[j], items[j - STEP]


`;

const SORT_FIXED = SORT_BUGGY.replace('range(1, len(items) - 1)', 'range(1, len(items))');
// a refactoring: the same behaviour in another syntax tree (dropped: it passes every test today)
const SORT_REFACTORED = SORT_FIXED.replace('        j = i\n', '        j = i + 0\n');

const TEXT = `import re


def squeeze(text):
    """Collapse every run of whitespace in a text to one space and trim both ends.

    >>> squeeze("  a   b ")
    'a b'
    >>> squeeze("x" * 40)  # doctest: +ELLIPSIS
    'xxx...xxx'
    >>> print(squeeze("1 2 3 4 5 6 7 8 9"))  # doctest: +NORMALIZE_WHITESPACE
    1  2 3 4
    5 6 7 8 9
    >>> squeeze(None)
    Traceback (most recent call last):
      ...
    TypeError: expected string or bytes-like object, got 'NoneType'
    >>> squeeze(1)  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    TypeError: something else entirely
    >>> squeeze("never checked")  # doctest: +SKIP
    'wrong on purpose'
    """
    return re.sub(r"\\s+", " ", text).strip()


def spin(n):
    """Count down forever by mistake: the example never ends.

    >>> spin(3)
    0
    """
    while n > 0:
        n += 1
    return n


def shout(n):
    """Print a very long line of exclamation marks.

    >>> shout(3)
    !!!
    """
    print("!" * (n * 4_000_000))


def nameless(x):
    """
    >>> nameless(2)
    4
    """
    return x * 2


def untested(x):
    """Return the value twice, which no example shows."""
    return x + x
`;

export const REPO_FILES: Record<string, string | Buffer> = {
  'algos/text.py': TEXT,
  'algos/vector.py': `import definitely_not_installed_pkg


def norm(v):
    """The length of a vector.

    >>> norm([3, 4])
    5.0
    """
    return definitely_not_installed_pkg.norm(v)
`,
  'algos/latin1.py': Buffer.from(
    'def f():\n    """Caf\xe9 au lait.\n\n    >>> f()\n    1\n    """\n    return 1\n',
    'latin1',
  ),
  'algos/blob.py': Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2, 0x0a]),
  'algos/broken.py': 'def oops(:\n    return 1\n',
  '.venv/lib/site.py':
    'def hidden(x):\n    """Never read.\n\n    >>> hidden(1)\n    1\n    """\n    return x\n',
  'mylib/__init__.py': '"""A package."""\n',
  'mylib/util.py': `FACTOR = 2


def double(x):
    return x * FACTOR


def triple(x):
    """Multiply a number by three and return the product."""
    return 3 * x
`,
  'mylib/state.py': 'CALLS = []\n',
  'mylib/core.py': `from .util import double
from . import state


def quadruple(x):
    """Multiply a number by four, by doubling it twice.

    >>> quadruple(3)
    12
    >>> quadruple(-1)
    -4
    """
    return double(double(x))


def tick():
    """Record one more call in the package's state and say how many there were.

    >>> tick()
    1
    >>> 1 + 1
    2
    """
    state.CALLS.append(1)
    return len(state.CALLS)
`,
  'tests/test_util.py': `from mylib.util import triple


def test_triple():
    assert triple(2) == 6
    assert triple(-1) == -3
    x = 5
    assert triple(x) == 15
`,
};

/** A repository with the sort's history: buggy (1), fixed (2), refactored (3), the other files in (4). */
export function makeRepository(withGit: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'execret-repo-'));
  if (!withGit) {
    writeFiles(root, { ...REPO_FILES, 'algos/sorting.py': SORT_HEADER + SORT_REFACTORED });
    return root;
  }
  git(root, ['init', '-q', '-b', 'main']);
  writeFiles(root, { 'algos/sort.py': SORT_HEADER + SORT_BUGGY });
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'Add insertion sort'], 1);
  writeFiles(root, { 'algos/sort.py': SORT_HEADER + SORT_FIXED });
  git(root, ['commit', '-q', '-am', 'Fix off-by-one: sort the last element too'], 2);
  git(root, ['mv', 'algos/sort.py', 'algos/sorting.py'], 3);
  writeFiles(root, { 'algos/sorting.py': SORT_HEADER + SORT_REFACTORED });
  git(root, ['commit', '-q', '-am', 'Rename sort.py and tidy the loop'], 3);
  writeFiles(root, REPO_FILES);
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'Add text utilities and mylib'], 4);
  return root;
}
