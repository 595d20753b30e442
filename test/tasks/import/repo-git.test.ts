import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importRepo } from '../../../src/construct/repo/index.js';
import { loadTasks } from '../../../src/tasks/load.js';
import { fileHistory } from '../../../src/tasks/import/repo/index.js';
import { git, writeFiles } from './repo-fixture.js';

test('fileHistory: a mirror that lacks one blob still follows renames (exact ones), not the present path alone', () => {
  const root = mkdtempSync(join(tmpdir(), 'execret-repo-git-'));
  git(root, ['init', '-q']);
  writeFiles(root, { 'data/big.txt': Array.from({ length: 2000 }, (_, i) => `${i}\n`).join('') });
  git(root, ['add', '-A']);
  git(root, ['commit', '-qm', 'Add the data'], 1);
  // the file is added in the commit that deletes the blob the mirror lacks: following it reads that blob
  git(root, ['rm', '-q', 'data/big.txt']);
  writeFiles(root, { 'algos/extra.py': 'def g(y):\n    return y * 2\n' });
  git(root, ['add', '-A']);
  git(root, ['commit', '-qm', 'Reorganise'], 2);
  git(root, ['mv', 'algos/extra.py', 'algos/double.py']);
  git(root, ['commit', '-qm', 'Rename'], 3);
  writeFiles(root, { 'algos/double.py': 'def g(y):\n    return y + y\n' });
  git(root, ['commit', '-qam', 'Tidy'], 4);
  const blob = git(root, ['rev-parse', 'HEAD~3:data/big.txt']).trim();
  rmSync(join(root, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
  // plain `git log --follow` stops at the missing blob
  assert.throws(() => git(root, ['log', '--follow', '--oneline', '--', 'algos/double.py']), /unable to read/);
  const h = fileHistory(root, 'algos/double.py', 50);
  assert.deepEqual(
    h.map((v) => `${v.subject} ${v.path}`),
    ['Tidy algos/double.py', 'Rename algos/double.py', 'Reorganise algos/extra.py'],
  );
  rmSync(root, { recursive: true, force: true });
});

test('import repo --history: a version that misses only a helper since renamed runs with its own helper, and is judged on what it did', async () => {
  const root = mkdtempSync(join(tmpdir(), 'execret-repo-helpers-'));
  const doc =
    '    """Add two to a number, by steps.\n\n    >>> add_two(1)\n    3\n    >>> add_two(5)\n    7\n    """\n';
  git(root, ['init', '-q']);
  // first: the helper adds one, and the function forgets the second step (a bug); the helper is renamed later
  writeFiles(root, {
    'calc/add.py': `def _bump(x):\n    return x + 1\n\n\ndef add_two(x):\n${doc}    return _bump(x)\n`,
  });
  git(root, ['add', '-A']);
  git(root, ['commit', '-qm', 'Add add_two'], 1);
  writeFiles(root, {
    'calc/add.py': `def _step(x):\n    return x + 1\n\n\ndef add_two(x):\n${doc}    return _step(_step(x))\n`,
  });
  git(root, ['commit', '-qam', 'Fix add_two: two steps'], 2);
  const out = join(root, '..', `${join(root).split('/').pop()}.jsonl`);
  const s = await importRepo({ dir: root, out, history: true, cache: false, timeoutS: 5, jobs: 1 });
  const [t] = loadTasks(out);
  assert.equal(s.history!.withOldHelpers, 1);
  assert.equal(s.history!.importOnly, 0);
  assert.equal(t.distractors?.length, 1);
  assert.equal(t.distractors![0].commit!.subject, 'Add add_two');
  assert.match(
    t.distractors![0].code,
    /^def _bump\(x\):\n {4}return x \+ 1\n\n\ndef add_two\(x\):\n {4}return _bump\(x\)\n$/,
  );
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { force: true });
});
