import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
